"""Where tiles fit: what each frontier space asks of a tile, kept up to date as tiles are laid.

A state's ``Placements`` lists the frontier's spaces, each with the fit table of its neighbours'
edges and what fits it; laying a tile makes a new one from the old (only the space and its
neighbours change), and a state's clones share it, so the legal builds are not worked out anew
for every decision.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from engine.cells import NONE, WILD, CellDef, edge_fits

if TYPE_CHECKING:
    from engine.catalog import Catalog

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


class Space:
    """A frontier space as its neighbours make it: where it is, its fit table, and what was
    made of each tile asked there (one per catalog, position and constraint: see
    ``Catalog.space``, so it is worked out once)."""

    __slots__ = ("made", "pos", "table")

    def __init__(self, pos: Pos, table: FitTable) -> None:
        self.pos = pos
        self.table = table
        self.made: list[tuple | None] = []  # by the asking's number

    def make(self, memo: tuple, number: int) -> tuple:
        """What ``make`` makes of every rotation of ``tile`` that fits here (``memo``: (key,
        tile, make), known here by ``number``)."""
        key, tile, make = memo
        rots = self.table[tile]
        shared = (make, key, self.pos, rots)
        made = _MADE.get(shared) if rots else ()
        if made is None:
            x, y = self.pos
            made = _MADE[shared] = tuple([make(key, x, y, rot) for rot in rots])
        if number >= len(self.made):
            self.made += [None] * (number + 1 - len(self.made))
        self.made[number] = made
        return made


class Placements:
    """The frontier's spaces in board order; never changed once made.

    What ``fitting`` finds is memoised per (key, tile, make), and per space; a placements made
    by ``laid`` shares every space the tile left as it was.
    """

    __slots__ = ("_found", "order", "positions", "spaces")

    def __init__(self, spaces: dict[Pos, Space]) -> None:
        self.spaces = spaces
        self.positions = sorted(spaces)
        self.order = [spaces[pos] for pos in self.positions]
        self._found: dict[tuple, tuple] = {}

    @classmethod
    def of(cls, catalog: Catalog, board: dict[Pos, CellDef], frontier: Iterable[Pos]) -> Placements:
        return cls({pos: _space(catalog, board, pos) for pos in frontier})

    def laid(
        self, catalog: Catalog, board: dict[Pos, CellDef], pos: Pos, frontier: set[Pos]
    ) -> Placements:
        """The placements once a tile lies at ``pos`` (``board`` and ``frontier`` updated)."""
        new = Placements.__new__(Placements)
        new.spaces = spaces = dict(self.spaces)
        new.positions = positions = self.positions[:]
        new.order = order = self.order[:]
        new._found = {}
        if spaces.pop(pos, None) is not None:
            at = bisect_left(positions, pos)
            del positions[at], order[at]
        x, y = pos
        for npos in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if npos in frontier:
                space = spaces[npos] = _space(catalog, board, npos)
                at = bisect_left(positions, npos)
                if at < len(positions) and positions[at] == npos:
                    order[at] = space
                else:
                    positions.insert(at, npos)
                    order.insert(at, space)
        return new

    def fitting(self, key: Any, tile: str, make: Callable[[Any, int, int, int], Any]) -> tuple:
        """``make(key, x, y, rot)`` for every place ``tile`` fits, in board order (memoised:
        ``make`` must give the same value for the same arguments)."""
        memo = (key, tile, make)
        found = self._found.get(memo)
        if found is None:
            number = _NUMBERS.get(memo)
            if number is None:
                number = _NUMBERS[memo] = len(_NUMBERS)
            out: list = []
            for space in self.order:
                try:
                    made = space.made[number]
                except IndexError:
                    made = None
                out += space.make(memo, number) if made is None else made
            found = self._found[memo] = tuple(out)
        return found


# (make, key, space, rotations) -> what ``make`` made of them, shared by spaces alike
_MADE: dict[tuple, tuple] = {}
# (key, tile, make) -> the number spaces know it by (a small int hashes faster than a tuple)
_NUMBERS: dict[tuple, int] = {}


def _space(catalog: Catalog, board: dict[Pos, CellDef], pos: Pos) -> Space:
    return catalog.space(pos, neighbour_constraint(board, pos))


def placements(state: Any) -> Placements:
    """The state's placements, made anew when its frontier was changed directly."""
    found = state._placements
    if found is None or found.spaces.keys() != state.frontier:
        found = state._placements = Placements.of(state.catalog, state.board, state.frontier)
    return found
