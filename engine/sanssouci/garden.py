"""The garden's geometry: a tile's target square, where a gardener may go, where a nobleman
may walk, and which rows and columns are complete."""

from __future__ import annotations

from collections import deque

from engine.sanssouci.catalog import EMPTY, GARDENER, SQUARES, column_of, row_of, square
from engine.sanssouci.content import COLUMNS, ROWS


def free_in_line(squares: list[int], row: int, column: int) -> list[int]:
    """The free squares of ``row`` and of ``column``, in square order."""
    line = {square(row, c) for c in range(COLUMNS)} | {square(r, column) for r in range(1, 7)}
    return sorted(i for i in line if squares[i] == EMPTY)


def gardener_squares(squares: list[int], row: int, column: int) -> list[int]:
    """Where a tile whose target (``row``, ``column``) is taken may go gardener side up: the
    free squares of its row and column, else any free square (none: it is discarded [Q12])."""
    return free_in_line(squares, row, column) or [i for i in range(SQUARES) if not squares[i]]


def _neighbours(index: int) -> list[int]:
    row, column = row_of(index), column_of(index)
    out = []
    if row > 1:
        out.append(index - COLUMNS)
    if row < ROWS:
        out.append(index + COLUMNS)
    if column > 0:
        out.append(index - 1)
    if column < COLUMNS - 1:
        out.append(index + 1)
    return out


def noble_paths(squares: list[int], column: int, start_row: int) -> dict[int, list[int]]:
    """The legal destinations of the nobleman of ``column`` standing in ``start_row`` (0: the
    terrace), each a row with the squares of one shortest path to it (the start excluded).

    It walks orthogonally [Q3] over occupied squares only; from the terrace it enters row 1 of
    its column [Q4]; it ends in its own column, strictly further down [Q13], never on a
    gardener."""
    first = square(max(start_row, 1), column)
    if squares[first] == EMPTY:
        return {}
    came: dict[int, int | None] = {first: None}
    queue = deque([first])
    while queue:
        here = queue.popleft()
        for step in _neighbours(here):
            if step not in came and squares[step] != EMPTY:
                came[step] = here
                queue.append(step)
    out = {}
    for row in range(start_row + 1, ROWS + 1):
        end = square(row, column)
        if end in came and squares[end] != GARDENER:
            path = []
            node: int | None = end
            while node is not None:
                path.append(node)
                node = came[node]
            path.reverse()
            out[row] = path if start_row == 0 else path[1:]
    return out


def complete_rows(squares: list[int]) -> list[int]:
    """The rows 2-6 whose every square is taken (row 1 never scores)."""
    return [r for r in range(2, ROWS + 1) if all(squares[square(r, c)] for c in range(COLUMNS))]


def complete_columns(squares: list[int]) -> list[int]:
    return [c for c in range(COLUMNS) if all(squares[square(r, c)] for r in range(1, ROWS + 1))]
