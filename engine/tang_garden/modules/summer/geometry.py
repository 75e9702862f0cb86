"""Where Summer's pieces stand: districts (quarters of the garden), the board edge nearest a
Request space, and which spaces touch a Supervisor ([U2], [U3])."""

from __future__ import annotations

from functools import cache

from engine.tang_garden.catalog import DX, DY
from engine.tang_garden.modules.summer.slice import ID, Pos, Spot, SummerState
from engine.tang_garden.state import GameState


def summer(state: GameState) -> SummerState:
    """Summer's slice of ``state``."""
    return state.ext[ID]


def district(state: GameState, pos: Pos) -> tuple[Pos, ...]:
    """The spaces of the quarter of the garden that holds ``pos`` (SM3)."""
    half_x, half_y = state.catalog.columns // 2, state.catalog.rows // 2
    return _quarter(half_x, half_y, pos[0] // half_x, pos[1] // half_y)


@cache
def _quarter(half_x: int, half_y: int, qx: int, qy: int) -> tuple[Pos, ...]:
    """Quarter (``qx``, ``qy``) of a garden whose quarters are ``half_x`` by ``half_y``."""
    return tuple(
        (x, y)
        for x in range(qx * half_x, (qx + 1) * half_x)
        for y in range(qy * half_y, (qy + 1) * half_y)
    )


def nearest_side(state: GameState, pos: Pos) -> int:
    """The board edge a Request space lies on (0..3: N, E, S, W) (SM3)."""
    x, y = pos
    last_x, last_y = state.catalog.columns - 1, state.catalog.rows - 1
    distances = (y, last_x - x, last_y - y, x)
    return distances.index(min(distances))


def tile_spaces(state: GameState, spot: Spot) -> list[Pos]:
    """The spaces of the tile a Supervisor stands on: the whole central tile, or one space."""
    start = list(state.catalog.data.board.start_cells)
    here = (spot[0], spot[1])
    return start if here in start else [here]


def untaken(spots: list[Spot] | tuple[Spot, ...], supervisors: list[Spot]) -> list[Spot]:
    """``spots`` without those a Supervisor stands on (in their order)."""
    taken = set(supervisors)
    return [s for s in spots if s not in taken]


def supervised(state: GameState) -> frozenset[Pos]:
    """The spaces a new garden tile may go on while Supervisors remain: those touching the tile
    a Supervisor stands on (SM4)."""
    spots = tuple(summer(state).supervisors)
    table = state.catalog.table("summer supervised")  # by the Supervisors' spots: made once
    found = table.get(spots)
    if found is None:
        if len(table) > 4096:  # kept small
            table.clear()
        out: set[Pos] = set()
        for spot in spots:
            for x, y in tile_spaces(state, spot):
                out.update((x + DX[d], y + DY[d]) for d in range(4))
        found = table[spots] = frozenset(out)
    return found


def central(state: GameState) -> frozenset[Pos]:
    """The central tile's spaces (not a garden tile for the Requests, [U5])."""
    return _cells(state.catalog.data.board.start_cells)


@cache
def _cells(cells: tuple[Pos, ...]) -> frozenset[Pos]:
    return frozenset(cells)
