"""How a computer player judges a garden: points held, points the garden would score if the
game ended now, and what its built squares promise (rows and columns filling up, noblemen able
to walk further down, missions' columns reachable)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.sanssouci.catalog import Catalog, square
from engine.sanssouci.content import COLUMNS, ROWS
from engine.sanssouci.garden import noble_paths
from engine.sanssouci.state import Garden, SansState


@dataclass(frozen=True, slots=True)
class Weights:
    """How much each promise counts, per point it may bring."""

    rows: float = 0.6
    columns: float = 0.6
    reach: float = 0.45
    missions: float = 0.5


PLAIN = Weights(rows=0.0, columns=0.0, reach=0.0, missions=0.0)  # points only
FULL = Weights()


def end_points(cat: Catalog, garden: Garden) -> int:
    """What ``garden`` would add at the final scoring if the game ended now."""
    scoring = cat.data.scoring
    squares = garden.squares
    points = 0
    for row in range(2, ROWS + 1):
        if all(squares[square(row, c)] for c in range(COLUMNS)):
            points += scoring.complete_row - cat.row_value(row)
    for column in range(COLUMNS):
        if all(squares[square(r, column)] for r in range(1, ROWS + 1)):
            points += scoring.complete_column
    for mission in garden.missions:
        row = garden.nobles[mission]
        points += cat.row_value(row) if row else 0
    return points


def promise(cat: Catalog, garden: Garden, turns_left: int, weights: Weights) -> float:
    """Points the garden's shape promises beyond what it holds (0 with no turn left)."""
    if turns_left <= 0:
        return 0.0
    squares = garden.squares
    scoring = cat.data.scoring
    value = 0.0
    if weights.rows:
        for row in range(2, ROWS + 1):
            filled = sum(1 for c in range(COLUMNS) if squares[square(row, c)])
            if filled < COLUMNS:
                bonus = scoring.complete_row - cat.row_value(row)
                value += weights.rows * bonus * (filled / COLUMNS) ** 3
    if weights.columns:
        for column in range(COLUMNS):
            filled = sum(1 for r in range(1, ROWS + 1) if squares[square(r, column)])
            if filled < ROWS:
                value += weights.columns * scoring.complete_column * (filled / ROWS) ** 3
    if weights.reach or weights.missions:
        moves = []
        for column, start in enumerate(garden.nobles):
            paths = noble_paths(squares, column, start)
            if not paths:
                continue
            deepest = max(paths)
            moves.append(cat.row_value(deepest))
            if column in garden.missions:
                now = cat.row_value(start) if start else 0
                value += weights.missions * (cat.row_value(deepest) - now)
        moves.sort(reverse=True)
        value += weights.reach * sum(moves[: min(turns_left, 3)])
    return value


def worth(state: SansState, player: int, weights: Weights) -> float:
    """``player``'s position: points held, final points now, and the garden's promise."""
    garden = state.gardens[player]
    cat = state.catalog
    turns_left = len(garden.hand) + len(garden.draw)
    return garden.score + end_points(cat, garden) + promise(cat, garden, turns_left, weights)


def margin(state: SansState, player: int, weights: Weights) -> float:
    """``player``'s worth less the best other player's."""
    others = [worth(state, p, weights) for p in range(len(state.gardens)) if p != player]
    return worth(state, player, weights) - max(others)
