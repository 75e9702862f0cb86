"""Where tiles fit: what each frontier space asks of a tile, kept up to date as tiles are laid.

A state's ``Placements`` maps every frontier space to the fit table of its neighbours' edges;
laying a tile makes a new one from the old (only the space and its neighbours change), and a
state's clones share it, so the legal builds are not worked out anew for every decision.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from engine.cells import DX, DY, NONE, WILD, CellDef, edge_fits

if TYPE_CHECKING:
    from engine.catalog import Catalog

Pos = tuple[int, int]


def neighbour_constraint(board: dict[Pos, CellDef], pos: Pos) -> tuple[int, ...]:
    """What each side of ``pos`` must face: the neighbour's edge, or NONE for anything."""
    x, y = pos
    get = board.get
    return (
        _facing(get((x, y - 1)), 2),
        _facing(get((x + 1, y)), 3),
        _facing(get((x, y + 1)), 0),
        _facing(get((x - 1, y)), 1),
    )


def _facing(neighbour: CellDef | None, side: int) -> int:
    """What a neighbour asks across the shared side: its ``side`` edge, or NONE when anything
    may face it (no neighbour, a wall, a temple)."""
    if neighbour is None:
        return NONE
    return neighbour.faces[side]


class FitTable(dict):
    """Tile id -> the rotations that fit one constraint (filled on first asking)."""

    __slots__ = ("catalog", "sides")

    def __init__(self, catalog: Catalog, constraint: tuple[int, ...]) -> None:
        super().__init__()
        self.catalog = catalog
        self.sides = tuple(side * 6 + c + 1 for side, c in enumerate(constraint))

    def __missing__(self, tile: str) -> tuple[int, ...]:
        masks = self.catalog.fit_masks[tile]
        n, e, s, w = self.sides
        rots = self[tile] = ROTATIONS[masks[n] & masks[e] & masks[s] & masks[w]]
        return rots


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


ROTATIONS = tuple(tuple(rot for rot in range(4) if mask >> rot & 1) for mask in range(16))

# (make, key, space, rotations) -> what ``make`` made of them: one tuple for every asking
_MADE: dict[tuple, tuple] = {}


class Space:
    """One frontier space: where it is, its fit table, and what was made of each tile asked
    there (kept while the space's neighbours stay as they are)."""

    __slots__ = ("made", "pos", "table")

    def __init__(self, pos: Pos, table: FitTable) -> None:
        self.pos = pos
        self.table = table
        self.made: dict[tuple, tuple] = {}


def _pos(space: Space) -> Pos:
    return space.pos


class Placements:
    """The frontier's spaces in board order; never changed once made.

    What ``fitting`` finds is memoised per (key, tile, make), and per space: a placements made
    by ``laid`` shares every space the tile left as it was.
    """

    __slots__ = ("_found", "order", "spaces")

    def __init__(self, spaces: dict[Pos, Space], order: tuple[Space, ...] | None = None) -> None:
        self.spaces = spaces
        self.order = tuple(sorted(spaces.values(), key=_pos)) if order is None else order
        self._found: dict[tuple, tuple] = {}

    @classmethod
    def of(cls, catalog: Catalog, board: dict[Pos, CellDef], frontier: Iterable[Pos]) -> Placements:
        return cls({pos: _space(catalog, board, pos) for pos in frontier})

    def laid(
        self, catalog: Catalog, board: dict[Pos, CellDef], pos: Pos, frontier: set[Pos]
    ) -> Placements:
        """The placements once a tile lies at ``pos`` (``board`` and ``frontier`` updated)."""
        spaces = dict(self.spaces)
        order = list(self.order)
        if spaces.pop(pos, None) is not None:
            del order[bisect_left(order, pos, key=_pos)]
        x, y = pos
        for d in range(4):
            npos = (x + DX[d], y + DY[d])
            if npos in frontier:
                space = spaces[npos] = _space(catalog, board, npos)
                at = bisect_left(order, npos, key=_pos)
                if at < len(order) and order[at].pos == npos:
                    order[at] = space
                else:
                    order.insert(at, space)
        return Placements(spaces, tuple(order))

    def fitting(self, key: Any, tile: str, make: Callable[[Any, int, int, int], Any]) -> tuple:
        """``make(key, x, y, rot)`` for every place ``tile`` fits, in board order (memoised:
        ``make`` must give the same value for the same arguments)."""
        memo = (key, tile, make)
        found = self._found.get(memo)
        if found is None:
            out: list = []
            for space in self.order:
                made = space.made.get(memo)
                if made is None:
                    made = space.made[memo] = _made(space, key, tile, make)
                out += made
            found = self._found[memo] = tuple(out)
        return found


def _made(space: Space, key: Any, tile: str, make: Callable) -> tuple:
    """What ``make`` makes of every rotation of ``tile`` that fits ``space``."""
    rots = space.table[tile]
    if not rots:
        return ()
    shared = (make, key, space.pos, rots)
    made = _MADE.get(shared)
    if made is None:
        x, y = space.pos
        made = _MADE[shared] = tuple([make(key, x, y, rot) for rot in rots])
    return made


def _space(catalog: Catalog, board: dict[Pos, CellDef], pos: Pos) -> Space:
    return Space(pos, catalog.fit_table(neighbour_constraint(board, pos)))


def placements(state: Any) -> Placements:
    """The state's placements, made anew when its frontier was changed directly."""
    found = state._placements
    if found is None or found.spaces.keys() != state.frontier:
        found = state._placements = Placements.of(state.catalog, state.board, state.frontier)
    return found
