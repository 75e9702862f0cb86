"""Where tiles fit: the frontier of the garden (the empty playable spaces next to a tile), each
space with what it asks of a tile.

A state's ``frontier`` is a ``Frontier``: its spaces in board order, each with the fit table of
its neighbours' edges. It is a value, never changed: laying a tile makes a new one from the old
(only the space and its neighbours change), and a state's clones share it, so the legal builds
are not worked out anew for every decision.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Collection, Iterable, Iterator
from typing import TYPE_CHECKING, Any

from engine.tang_garden.cells import NONE, WILD, CellDef, edge_fits

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog

Pos = tuple[int, int]


def neighbour_constraint(board: dict[Pos, CellDef], pos: Pos) -> tuple[int, ...]:
    """What each side of ``pos`` must face: the neighbour's edge, or NONE when anything may
    (no neighbour, a wall, a temple)."""
    x, y = pos
    get = board.get
    n, e, s, w = get((x, y - 1)), get((x + 1, y)), get((x, y + 1)), get((x - 1, y))
    return (
        NONE if n is None else n.faces[2],
        NONE if e is None else e.faces[3],
        NONE if s is None else s.faces[0],
        NONE if w is None else w.faces[1],
    )


class FitTable(dict):
    """Tile id -> the mask of its rotations that fit one constraint (bit ``rot``; filled on
    first asking; 0 when none fits)."""

    __slots__ = ("_after", "catalog", "constraint", "sides")

    def __init__(self, catalog: Catalog, constraint: tuple[int, ...]) -> None:
        super().__init__()
        self.catalog = catalog
        self.constraint = constraint
        self.sides = tuple(side * 6 + c + 1 for side, c in enumerate(constraint))
        self._after: dict[tuple[int, int], FitTable] = {}

    def after(self, side: int, face: int) -> FitTable:
        """The table of the same space once a tile there asks ``face`` of ``side`` (memoised)."""
        found = self._after.get((side, face))
        if found is None:
            constraint = list(self.constraint)
            constraint[side] = face
            found = self._after[side, face] = self.catalog.fit_table(tuple(constraint))
        return found

    def __missing__(self, tile: str) -> int:
        masks = self.catalog.fit_masks[tile]
        n, e, s, w = self.sides
        mask = self[tile] = masks[n] & masks[e] & masks[s] & masks[w]
        return mask


def side_masks(cells: tuple[CellDef, ...]) -> tuple[int, ...]:
    """A tile's fit masks: for side ``d`` and constraint ``c``, entry ``d * 6 + c + 1`` has bit
    ``rot`` set when rotation ``rot`` fits that constraint on that side (NONE to WILD)."""
    return tuple(
        sum(1 << rot for rot, cell in enumerate(cells) if fits_side(cell, side, c))
        for side in range(4)
        for c in range(NONE, WILD + 1)
    )


def fits_side(cell: CellDef, side: int, constraint: int) -> bool:
    """Whether one side of ``cell`` matches what its neighbour there asks."""
    return cell.temple is not None or edge_fits(cell.edges[side], constraint)


OPEN = (NONE, NONE, NONE, NONE)  # a space with no neighbour
OPPOSITE = (2, 3, 0, 1)  # the side facing each side (N, E, S, W) across the edge
ROTATIONS = tuple(tuple(rot for rot in range(4) if mask >> rot & 1) for mask in range(16))


class Frontier:
    """The frontier's spaces in board order, each with the fit table its neighbours make;
    never changed once made. Reads as a set of spaces (``in``, iteration in board order,
    ``len``).

    What ``fitting`` finds is memoised per (key, tile, make); a frontier made by ``laid``
    shares every space the tile left as it was.
    """

    __slots__ = ("_found", "order", "spaces")

    def __init__(
        self, spaces: dict[Pos, FitTable], order: list[tuple[Pos, FitTable]] | None = None
    ) -> None:
        self.spaces = spaces
        self.order = sorted(spaces.items()) if order is None else order
        self._found: dict[tuple, tuple] = {}

    @classmethod
    def of(cls, catalog: Catalog, board: dict[Pos, CellDef], spaces: Iterable[Pos]) -> Frontier:
        """The frontier of ``spaces``, each with what its neighbours on ``board`` ask."""
        return cls({pos: _table(catalog, board, pos) for pos in spaces})

    @classmethod
    def around(
        cls, catalog: Catalog, board: dict[Pos, CellDef], allowed: frozenset[Pos]
    ) -> Frontier:
        """The frontier of ``board``: the spaces of ``allowed`` next to a tile and empty."""
        return cls.of(catalog, board, next_to(board, allowed))

    def __contains__(self, pos: object) -> bool:
        return pos in self.spaces

    def __iter__(self) -> Iterator[Pos]:
        return (pos for pos, _ in self.order)

    def __len__(self) -> int:
        return len(self.spaces)

    def __repr__(self) -> str:
        return f"Frontier({[pos for pos, _ in self.order]})"

    def laid(
        self, catalog: Catalog, board: dict[Pos, CellDef], pos: Pos, allowed: frozenset[Pos]
    ) -> Frontier:
        """The frontier once a tile lies at ``pos`` (``board`` updated): the space is taken out,
        the empty playable spaces around it join it or ask the tile's faces."""
        spaces = dict(self.spaces)
        order = self.order[:]
        if spaces.pop(pos, None) is not None:
            del order[bisect_left(order, (pos,))]
        faces = board[pos].faces
        x, y = pos
        for side, npos in enumerate(((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))):
            if npos in allowed and npos not in board:  # it asks the tile's face of its side
                before = spaces.get(npos)
                if before is None:  # new to the frontier: the tile is its only neighbour
                    table = catalog.fit_table(OPEN).after(OPPOSITE[side], faces[side])
                    order.insert(bisect_left(order, (npos,)), (npos, table))
                else:
                    table = before.after(OPPOSITE[side], faces[side])
                    order[bisect_left(order, (npos,))] = (npos, table)
                spaces[npos] = table
        return Frontier(spaces, order)

    def fitting(
        self, key: Any, tile: str, make: Callable[[Any, int, int, int], Any], made: dict
    ) -> tuple:
        """``make(key, x, y, rot)`` for every place ``tile`` fits, in board order (memoised;
        ``made``: the table of what ``make`` made, (space, rotations) -> options, kept per
        ``make`` and ``key``: ``make`` must give the same value for the same arguments)."""
        memo = (key, tile, make)
        found = self._found.get(memo)
        if found is None:
            out: list = []
            for pos, table in self.order:
                mask = table[tile]
                if mask:
                    here = made.get((pos, mask))
                    if here is None:
                        x, y = pos
                        here = made[pos, mask] = tuple(
                            [make(key, x, y, rot) for rot in ROTATIONS[mask]]
                        )
                    out += here
            found = self._found[memo] = tuple(out)
        return found


def _table(catalog: Catalog, board: dict[Pos, CellDef], pos: Pos) -> FitTable:
    return catalog.fit_table(neighbour_constraint(board, pos))


def next_to(taken: Collection[Pos], allowed: frozenset[Pos]) -> set[Pos]:
    """The spaces of ``allowed`` next to one of ``taken`` and not themselves taken."""
    return {
        n
        for x, y in taken
        for n in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))
        if n in allowed and n not in taken
    }
