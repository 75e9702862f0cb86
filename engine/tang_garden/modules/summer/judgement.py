"""How Summer's computer team-mates judge a position for the team: Requests done and under way,
the Approval left, room to build under the Supervisors, and the risk that the next Place a
Decoration draws only cards that cannot be placed (a forced Approval loss)."""

from __future__ import annotations

from collections import Counter
from math import comb

import engine.tang_garden.modules.summer.memo as memo
from engine.tang_garden.bots.evaluate import TEAM_WIN
from engine.tang_garden.catalog import Catalog
from engine.tang_garden.effects import decoration_draw_count
from engine.tang_garden.modules.summer.geometry import summer, supervised
from engine.tang_garden.state import GameState

# The team's judgement of 0..4 Approval left: the last token most, so the team keeps one or two
# in reserve against failed draws and spends only what a difficulty gives beyond them. With the
# former (0, 40, 58, 70, 80) and a lost game counted as 200, the Medium team spent down to none
# whatever it started with and won about as often at every difficulty (Easy 17 of 100 games from
# seed 1001, Hard 9 of 50 from seed 1); with these, Easy 31, Medium 20 and Hard 14 of those 100.
APPROVAL_WORTH = (0.0, 70.0, 95.0, 110.0, 120.0)
LAST_EYE_LOST = TEAM_WIN  # a forced exhaustion with no eye left loses the game
ROOM = (0.0, 14.0, 22.0, 27.0, 30.0)  # spaces a tile may go on now: 0..4 and more


def team_prospects(state: GameState) -> float:
    """What the position is worth to the team: Requests done and under way, Approval left (the
    last token most: without it a failed draw loses), room to build, the chance that a draw
    fails, coins to buy Requests and Approval with, decoration cards before the deck runs out."""
    part = summer(state)
    facts = memo.garden(state)
    underway = sum(near for _, near in memo.progress(state, facts))
    room_worth = ROOM[min(room(state), len(ROOM) - 1)]
    return _worth(state, part.eyes, underway, room_worth, draw_failure(state, facts))


def spend_ceiling(state: GameState, swap: bool = False) -> float | None:
    """At most what ``team_prospects`` can be once an Approval token is spent on moving a
    Supervisor, ignoring them or (``swap``) swapping a Request not completed (None with no
    Approval to spend). Nothing else it counts changes (a Request's progress reads the garden
    and where Request tiles lie, never a Supervisor or which Request lies elsewhere) but the
    room to build, counted as the most, the chance of a failed draw, counted as none, and the
    swapped Request's progress, counted as the least one replaced by a met one."""
    part = summer(state)
    if part.eyes <= 0:
        return None
    nears = [near for _, near in memo.progress(state, memo.garden(state))]
    underway = sum(nears) + (1.0 - min(nears, default=1.0) if swap else 0.0)
    return _worth(state, part.eyes - 1, underway, max(ROOM), 0.0)


def _worth(state: GameState, eyes: int, underway: float, room_worth: float, risk: float) -> float:
    """``team_prospects`` from its terms that a move may change: the Approval tokens left, the
    Requests' progress, the worth of the room to build and the chance that a draw fails."""
    part = summer(state)
    coins = sum(p.coins for p in state.players)
    return (
        40.0 * len(part.completed)
        + APPROVAL_WORTH[min(eyes, len(APPROVAL_WORTH) - 1)]
        - 8.0 * len(part.supervisors)
        + 6.0 * len(part.requests)
        + 14.0 * underway
        + 0.5 * coins
        + room_worth
        - risk * eye_cost(eyes)
        + 0.3 * len(state.deco_deck)
    )


def room(state: GameState) -> int:
    """The empty spaces next to the garden a garden tile may go on now (the Supervisors'
    hold counted)."""
    part = summer(state)
    if not part.supervisors or part.ignoring:
        return len(state.frontier)
    return len(supervised(state).intersection(state.frontier.spaces))


def draw_failure(state: GameState, facts: memo.Garden | None = None) -> float:
    """The chance that a Place a Decoration now draws no card whose decoration can be placed
    (the deck's make-up, not its order: every world dealt from a view agrees on it); ``facts``:
    the garden's (``memo.garden``), when already looked up."""
    deck = state.deco_deck
    if not deck:
        return 0.0
    supply = state.supply
    free = memo.free_icons(state, facts or memo.garden(state))
    drawn = min(decoration_draw_count(state), len(deck))
    key = (tuple(deck), free, tuple(supply), tuple(supply.values()), drawn)
    table = state.catalog.table("summer draw failure")  # a search meets it at every step
    found = table.get(key)
    if found is None:
        if len(table) > 4096:  # a few decisions' worth: kept small
            table.clear()
        useless = sum(
            count
            for pool, areas, count in _make_up(state.catalog, deck)
            if supply[pool] <= 0 or free.isdisjoint(areas)
        )
        found = table[key] = comb(useless, drawn) / comb(len(deck), drawn)
    return found


def _make_up(catalog: Catalog, deck: list[str]) -> list[tuple[str, tuple[str, ...], int]]:
    """The deck's cards by decoration type: each type's pool, areas and number of cards."""
    kinds = Counter(catalog.card_type[card].id for card in deck)
    types = catalog.decoration_types
    return [(types[kind].pool, types[kind].areas, count) for kind, count in kinds.items()]


def eye_cost(eyes: int) -> float:
    """What losing one more Approval token costs the team (the game, with none left)."""
    if eyes <= 0:
        return LAST_EYE_LOST
    top = min(eyes, len(APPROVAL_WORTH) - 1)
    return APPROVAL_WORTH[top] - APPROVAL_WORTH[top - 1]
