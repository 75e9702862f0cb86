"""Board zones: a second layer of spaces over part of the garden (Winter's palace roof), with its
own spaces, what lies on them, the rule for which space may be built next and its lines (row,
column, diagonals) for sight and scoring.

A zone's shape is a registered kind (``ZONES``, engine/tang_garden/kinds/zones.py); a module
declares its zone with one and answers the hook ``zones(state)`` with the zone as the state has
it, a ``Zone``. The rules ask a zone which spaces are free now and what its lines hold; the board
view draws and hit-tests every zone ``board_zones`` lists (game/zone_layer.py), so no shared code
asks which module declared it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.tang_garden.state import GameState

Pos = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Zone:
    """A zone over the garden as a state has it: its name (``id``), its top-left garden space
    (``origin``), the garden spaces it covers, its spaces for tiles by build tier (every space of
    a tier is built before the next tier's), its named cells that take no tile (a square's
    corners) and the tile laid on each space so far (a space holds one)."""

    id: str
    origin: Pos
    cells: frozenset[Pos]
    tiers: tuple[tuple[Pos, ...], ...]
    corners: Mapping[str, Pos]
    laid: Mapping[Pos, str]

    @property
    def spaces(self) -> tuple[Pos, ...]:
        """Its spaces for tiles, tier by tier."""
        return tuple(cell for tier in self.tiers for cell in tier)

    def local(self, cell: Pos) -> Pos:
        """A garden space as the zone's own (x, y), (0, 0) at its top-left."""
        return cell[0] - self.origin[0], cell[1] - self.origin[1]

    def tier(self, cell: Pos) -> int:
        """The build tier of one of its spaces (0: built first)."""
        return next(i for i, tier in enumerate(self.tiers) if cell in tier)

    def free(self) -> list[Pos]:
        """The spaces a tile may go on now, in board order: the empty spaces of the first tier
        that has one (a space with a tile takes no other)."""
        for tier in self.tiers:
            empty = [cell for cell in tier if cell not in self.laid]
            if empty:
                return sorted(empty)
        return []

    def lines(self, cell: Pos) -> list[Pos]:
        """Its other cells on the row, the column and the diagonals through ``cell``."""
        x, y = cell
        return [
            (i, j)
            for i, j in sorted(self.cells)
            if (i, j) != cell and (i == x or j == y or abs(i - x) == abs(j - y))
        ]


def board_zones(state: GameState) -> list[Zone]:
    """Every zone over the garden, in the ruleset's order (none in the base game)."""
    return [zone for hook in state.hooks.zones for zone in hook(state)]
