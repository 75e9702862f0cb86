"""Solo predicates shared by the decisions and the handlers: pairs, lanterns, rights, the end."""

from __future__ import annotations

from typing import Any

from engine.tang_garden.actions import Build, UseLantern
from engine.tang_garden.catalog import Catalog
from engine.tang_garden.modules.yin_yang.actions import PlaceDisplayTile, RemoveDecoration
from engine.tang_garden.modules.yin_yang.slice import ID, SoloState
from engine.tang_garden.options import ability, lantern_uses, legal_builds, tile_placements
from engine.tang_garden.state import GameState


def solo_state(state: GameState) -> SoloState:
    """The solo variant's slice of the state."""
    return state.ext[ID]


def settings(state: GameState) -> Any:
    """The solo numbers (the module's ``settings``: thresholds, costs, ranks, token spots)."""
    return state.ruleset.by_id[ID].settings


ZONE = "solo_area"  # the board map's zone of the central garden, the starting tile included


def central_garden(catalog: Catalog) -> frozenset[tuple[int, int]]:
    """The 28 spaces around the starting tile where the solo game's tiles go."""
    board = catalog.data.board
    return frozenset(cell for cell in board.zones[ZONE] if cell not in board.start_cells)


OPPOSITE_CORNER = {"NW": "SE", "SE": "NW", "NE": "SW", "SW": "NE"}
OPPOSITE_SIDE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def opposite(catalog: Catalog, stack: str) -> str:
    """The stack in the opposite corner (greenery <-> rock, water <-> tao with the shipped data)."""
    corner = OPPOSITE_CORNER[catalog.stack_corner[stack]]
    return next(name for name, c in catalog.stack_corner.items() if c == corner)


def across(catalog: Catalog, slot: str) -> str | None:
    """The landscape slot of the same size and position on the opposite side."""
    own = catalog.slots[slot]
    side = OPPOSITE_SIDE[own.side]
    return next(
        (
            sid
            for sid, s in catalog.slots.items()
            if s.side == side and s.size == own.size and s.index == own.index
        ),
        None,
    )


def garden_complete(state: GameState) -> bool:
    return state.allowed <= state.board.keys()


def free_areas(state: GameState) -> set[str]:
    """Area types with at least one free decoration icon in the garden."""
    return {
        cell.icon
        for pos, cell in state.board.items()
        if cell.icon is not None and pos not in state.decorations
    }


def pair_open(state: GameState, stack: str, areas: set[str]) -> bool:
    """Whether the pair's decoration could go somewhere once its tile is placed."""
    tiles = state.stacks[stack]
    card = solo_state(state).cards.get(stack)
    if not tiles or not state.face_up[stack] or card is None:
        return False
    kind = state.catalog.card_type[card]
    if state.supply[kind.id] <= 0:
        return False
    return kind.area in areas or state.catalog.cells[tiles[-1], 0].icon == kind.area


def pair_builds(state: GameState) -> list[Build]:
    """Every placement of a pair's tile whose decoration can then be placed."""
    areas = free_areas(state)
    tops = tuple(
        state.stacks[name][-1]
        for name in state.catalog.stack_names
        if pair_open(state, name, areas)
    )
    return legal_builds(state, tops) if tops else []


def display_builds(state: GameState) -> list[PlaceDisplayTile]:
    """Every placement of a tile from the garden tile display."""
    tiles = {tile: tile for tile in sorted(set(solo_state(state).display))}
    return [PlaceDisplayTile(*place) for place in tile_placements(state, tiles)]


def lantern_options(state: GameState) -> list[UseLantern]:
    """The face-up lanterns usable now (one lantern per turn)."""
    return lantern_uses(state, ("solo_main",), [])


def reusable(state: GameState) -> list[UseLantern]:
    """The exhausted lanterns whose ability the reuse lantern may copy now."""
    return [
        UseLantern(lid)
        for lid, up in state.player.lanterns.items()
        if not up
        and (power := ability(state, lid)).name != "reuse_lantern"
        and power.offered(state, ("solo_reuse",), [])
    ]


def removable(state: GameState) -> list[tuple[int, int]]:
    """Decorations that may be returned to the box: those no miniature stands on."""
    return [pos for pos in sorted(state.decorations) if (*pos, "decoration") not in state.minis]


def removal_options(state: GameState) -> list[RemoveDecoration]:
    cost = settings(state).remove_decoration_tokens
    sizes = [size for size, n in sorted(state.player.tokens.items()) if n >= cost]
    return [RemoveDecoration(x, y, size) for size in sizes for x, y in removable(state)]


def removal_helps(state: GameState) -> bool:
    """Whether removing a decoration would open a pair that cannot be placed now."""
    if not removal_options(state):
        return False
    catalog = state.catalog
    freed = {state.board[pos].icon for pos in removable(state)}
    fitting = {b.stack for b in legal_builds(state)}
    for stack in fitting:
        card = solo_state(state).cards.get(stack)
        if card is not None:
            kind = catalog.card_type[card]
            if state.supply[kind.id] > 0 and kind.area in freed:
                return True
    return False


def can_continue(state: GameState) -> bool:
    """A pair can be placed, or a lantern or a decoration removal may make one placeable."""
    return bool(pair_builds(state) or lantern_options(state)) or removal_helps(state)


def influence_right(state: GameState) -> bool:
    """Whether the coins allow one more character (and one can be shown)."""
    solo = settings(state)
    kept = len(solo_state(state).characters)
    reached = sum(1 for coins in solo.influence_coins if state.player.coins >= coins)
    return bool(state.char_display) and 0 < kept < solo.max_characters and kept - 1 < reached


def next_influence_at(state: GameState) -> int | None:
    """The coins the next character needs (None: no more characters can be influenced)."""
    solo = settings(state)
    kept = len(solo_state(state).characters)
    if not 0 < kept < solo.max_characters or kept > len(solo.influence_coins):
        return None
    return solo.influence_coins[kept - 1]


def stacks_emptied_by(state: GameState, stack: str) -> list[str]:
    """The stacks that choosing the pair of ``stack`` would leave empty (a defeat unless the
    garden is then complete): its own tile is placed, the opposite tile goes to the display."""
    other = opposite(state.catalog, stack)
    return [name for name in (stack, other) if len(state.stacks[name]) <= 1]
