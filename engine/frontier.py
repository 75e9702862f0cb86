"""Where tiles fit: what each frontier space asks of a tile, kept up to date as tiles are laid.

A state's ``Placements`` maps every frontier space to the fit table of its neighbours' edges;
laying a tile makes a new one from the old (only the space and its neighbours change), and a
state's clones share it, so the legal builds are not worked out anew for every decision.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from itertools import chain
from typing import TYPE_CHECKING, Any

from engine.cells import DX, DY, NONE, WILD, CellDef, fits

if TYPE_CHECKING:
    from engine.catalog import Catalog

Pos = tuple[int, int]


def neighbour_constraint(board: dict[Pos, CellDef], pos: Pos) -> tuple[int, ...]:
    """What each side of ``pos`` must face: the neighbour's edge, WILD, or NONE."""
    x, y = pos
    get = board.get
    return (
        _facing(get((x, y - 1)), 2),
        _facing(get((x + 1, y)), 3),
        _facing(get((x, y + 1)), 0),
        _facing(get((x - 1, y)), 1),
    )


def _facing(neighbour: CellDef | None, side: int) -> int:
    """What a neighbour shows across the shared side (its ``side`` edge)."""
    if neighbour is None:
        return NONE
    return WILD if neighbour.temple is not None else neighbour.edges[side]


class FitTable(dict):
    """Tile id -> the rotations that fit one constraint (filled on first asking)."""

    __slots__ = ("catalog", "constraint")

    def __init__(self, catalog: Catalog, constraint: tuple[int, ...]) -> None:
        super().__init__()
        self.catalog = catalog
        self.constraint = constraint

    def __missing__(self, tile: str) -> tuple[int, ...]:
        cells = self.catalog.rotations[tile]
        rots = tuple(rot for rot, cell in enumerate(cells) if fits(cell, self.constraint))
        self[tile] = rots
        return rots


# (make, key, space, rotations) -> what ``make`` made of them: one tuple for every asking
_MADE: dict[tuple, tuple] = {}


class Placements:
    """The frontier's spaces in order, each with its fit table; never changed once made.

    What ``fitting`` finds is memoised per (key, tile, make); a placements made by ``laid``
    works its own out from its parent's, anew only on the spaces the tile changed.
    """

    __slots__ = ("_changed", "_found", "_parent", "order", "spaces")

    def __init__(
        self,
        spaces: dict[Pos, FitTable],
        parent: Placements | None = None,
        changed: tuple[Pos, ...] = (),
    ) -> None:
        self.spaces = spaces
        self.order = tuple(sorted(spaces))
        self._found: dict[tuple, tuple[dict[Pos, tuple], tuple]] = {}
        self._parent = parent
        self._changed = changed

    @classmethod
    def of(cls, catalog: Catalog, board: dict[Pos, CellDef], frontier: Iterable[Pos]) -> Placements:
        return cls({pos: catalog.fit_table(neighbour_constraint(board, pos)) for pos in frontier})

    def laid(
        self, catalog: Catalog, board: dict[Pos, CellDef], pos: Pos, frontier: set[Pos]
    ) -> Placements:
        """The placements once a tile lies at ``pos`` (``board`` and ``frontier`` updated)."""
        spaces = dict(self.spaces)
        spaces.pop(pos, None)
        changed = [pos]
        x, y = pos
        for d in range(4):
            npos = (x + DX[d], y + DY[d])
            if npos in frontier:
                spaces[npos] = catalog.fit_table(neighbour_constraint(board, npos))
                changed.append(npos)
        self._parent = None  # only one generation back is ever asked
        return Placements(spaces, self, tuple(changed))

    def fitting(self, key: Any, tile: str, make: Callable[[Any, int, int, int], Any]) -> tuple:
        """``make(key, x, y, rot)`` for every place ``tile`` fits, in board order (memoised:
        ``make`` must give the same value for the same arguments)."""
        memo = (key, tile, make)
        found = self._found.get(memo)
        if found is None:
            found = self._found[memo] = self._find(key, tile, make)
        return found[1]

    def _find(self, key: Any, tile: str, make: Callable) -> tuple[dict[Pos, tuple], tuple]:
        """(space -> what ``make`` made there, for the spaces ``tile`` fits; all of it in
        board order)."""
        parent = self._parent
        known = None if parent is None else parent._found.get((key, tile, make))
        if known is None:
            per = self._made(key, tile, make, self.order)
        else:
            changed = self._changed
            fresh = self._made(key, tile, make, [pos for pos in changed if pos in self.spaces])
            if not fresh and not any(pos in known[0] for pos in changed):
                return known  # the tile neither fitted nor fits where anything changed
            per = dict(known[0])
            for pos in changed:
                per.pop(pos, None)
            per.update(fresh)
        return per, tuple(chain.from_iterable(map(per.__getitem__, sorted(per))))

    def _made(self, key: Any, tile: str, make: Callable, spaces: Iterable[Pos]) -> dict:
        """Space -> what ``make`` makes of the rotations of ``tile`` that fit it (fitting
        spaces only)."""
        tables = self.spaces
        out = {}
        for pos in spaces:
            rots = tables[pos][tile]
            if rots:
                memo = (make, key, pos, rots)
                made = _MADE.get(memo)
                if made is None:
                    x, y = pos
                    made = _MADE[memo] = tuple([make(key, x, y, rot) for rot in rots])
                out[pos] = made
        return out


def placements(state: Any) -> Placements:
    """The state's placements, made anew when its frontier was changed directly."""
    found = state._placements
    if found is None or found.spaces.keys() != state.frontier:
        found = state._placements = Placements.of(state.catalog, state.board, state.frontier)
    return found
