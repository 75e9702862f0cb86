"""What Summer's rules and its computer players read of the garden, worked out once per garden:
a computer player tries many options that leave the garden as it was (a Supervisor moved, a
Request swapped, an Approval token refreshed), and each would work the same things out again.
Kept in the catalog's tables (``Catalog.table``) by plain values: the Request tiles, the
garden's tiles, decorations, miniatures' spots and landscape slots."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import engine.tang_garden.modules.summer.rules as rules
from engine.core.ruleset import Ruleset
from engine.tang_garden.garden import free_character_spots
from engine.tang_garden.modules.summer.actions import MoveSupervisor
from engine.tang_garden.modules.summer.geometry import summer, untaken
from engine.tang_garden.modules.summer.slice import ID, Pos, Spot
from engine.tang_garden.state import GameState

Progress = tuple[tuple[Pos, float], ...]


@dataclass(slots=True)
class Garden:
    """One garden's facts, each worked out on first asking."""

    progress: Progress | None = None
    free_icons: frozenset[str] | None = None  # the icons of tiles without a decoration
    spots: tuple[Spot, ...] | None = None  # free character spots, the Supervisors aside, sorted
    options: dict[tuple, tuple] = field(default_factory=dict)  # optional actions, by the rest


def garden(state: GameState) -> Garden:
    """The facts of ``state``'s garden (made empty on first asking)."""
    part = summer(state)
    board, decorations, requests, slots = state.board, state.decorations, part.requests, state.slots
    key = (  # each mapping by its keys and values in order (quicker made than its items)
        tuple(requests),
        tuple(requests.values()),
        tuple(part.completed),
        tuple(board),
        tuple(board.values()),
        tuple(decorations),
        tuple(decorations.values()),
        tuple(state.minis),
        tuple(slots),
        tuple(slots.values()),
    )
    table = state.catalog.table("summer gardens")
    found = table.get(key)
    if found is None:
        if len(table) > 4096:  # a few decisions' worth: kept small
            table.clear()
        found = table[key] = Garden()
    return found


def progress(state: GameState, facts: Garden) -> Progress:
    """Each Request tile in the garden not yet completed, in the order laid, with how near its
    condition is (``Condition.progress``: it reads only what ``garden`` keys on, unless landscape
    icons come from elsewhere)."""
    if state.wild_as or state.hooks.landscape_icons:
        return _progress(state, False)
    if facts.progress is None:
        facts.progress = _progress(state, True)
    return facts.progress


def _progress(state: GameState, keep: bool) -> Progress:
    """``progress`` worked out; ``keep``: each condition's own by what it reads, when it names
    that (``Condition.reads``: a Build changes one district, the landscapes none)."""
    part = summer(state)
    table = state.catalog.table("summer condition progress")
    if len(table) > 4096:  # a few decisions' worth: kept small
        table.clear()
    out = []
    for pos, request in part.requests.items():
        if pos in part.completed:
            continue
        condition = rules.condition(state, request)
        reads = condition.reads(state, pos) if keep else None
        if reads is None:
            out.append((pos, condition.progress(state, pos)))
            continue
        key = (request, pos, reads)
        near = table.get(key)
        if near is None:
            near = table[key] = condition.progress(state, pos)
        out.append((pos, near))
    return tuple(out)


def requests_met(state: GameState, facts: Garden) -> list[Pos]:
    """The Request tiles in the garden, not yet completed, whose condition is met now."""
    return sorted(pos for pos, near in progress(state, facts) if near >= 1.0)


def free_icons(state: GameState, facts: Garden) -> frozenset[str]:
    """The icons of the garden's tiles that hold no decoration yet."""
    if facts.free_icons is None:
        decorations = state.decorations
        facts.free_icons = frozenset(
            cell.icon for pos, cell in state.board.items() if cell.icon and pos not in decorations
        )
    return facts.free_icons


def by_garden(state: GameState) -> bool:
    """Whether what ``garden`` keys on is all the Requests' progress and the free character
    spots (besides the Supervisors) depend on: no other module adds landscape icons or
    character spots."""
    return not state.wild_as and _garden_only(state.ruleset)


@lru_cache(maxsize=64)
def _garden_only(ruleset: Ruleset) -> bool:
    hooks = ruleset.hooks
    return (
        not hooks.landscape_icons
        and not hooks.extra_character_spots
        and hooks.adjust_free_spots == (ruleset.by_id[ID].adjust_free_spots,)
    )


def supervisor_moves(state: GameState, facts: Garden) -> tuple[MoveSupervisor, ...]:
    """Every Supervisor's move to a free character spot, by Supervisor, then spot (each move
    one object, kept in the catalog's tables by its spots: gardens share them)."""
    part = summer(state)
    if by_garden(state):
        if facts.spots is None:
            facts.spots = tuple(sorted(free_character_spots(state, adjusted=False)))
        free = untaken(facts.spots, part.supervisors)  # Summer's adjust_free_spots
    else:
        free = sorted(free_character_spots(state))
    table = state.catalog.table("summer supervisor moves")  # from -> to -> the move
    out: list[MoveSupervisor] = []
    for s in part.supervisors:
        made = table.get(s)
        if made is None:
            made = table[s] = {}
        try:
            out += list(map(made.__getitem__, free))
        except KeyError:  # a move not made yet
            for f in free:
                if f not in made:
                    made[f] = MoveSupervisor(*s, *f)
            out += map(made.__getitem__, free)
    return tuple(out)
