"""Kinds of garden tile: one registered class per kind, with its data and its board cell."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import Field

from engine.tang_garden.cells import CellDef, garden_cell, temple_cell
from engine.tang_garden.content.base import Area, EdgeKind, Id, Model, Side, StackName, Terrain
from engine.tang_garden.kinds.registries import TILES

if TYPE_CHECKING:
    from engine.tang_garden.garden import BuildRewards
    from engine.tang_garden.state import GameState


class Region(Model):
    """A connected terrain area of one tile; ``edges`` empty means a centre region."""

    terrain: Terrain
    edges: tuple[Side, ...] = Field(max_length=4)


class TileKind(Model):
    """Base of every tile kind: an id and the stack it is shuffled into."""

    id: Id
    stack: StackName
    temple: ClassVar[bool] = False  # counts as a temple (for sights that look for temples)
    turns: ClassVar[bool] = True  # False: walled all round, the same tile however it is turned
    spoken: ClassVar[bool] = False  # the log names it by its ``name`` ("a Viewpoint")

    def cell(self, rot: int) -> CellDef:
        """The tile on the board, turned ``rot`` quarter turns clockwise."""
        raise NotImplementedError

    def text(self) -> str:
        raise NotImplementedError

    def adjust_rewards(
        self, state: GameState, cell: CellDef, pos: tuple[int, int], rewards: BuildRewards
    ) -> None:
        """Change what laying this tile (``cell``: turned as laid) on ``pos`` earns: its own
        rewards, the one way a tile changes them (also for previews)."""


@TILES.register
class GardenTile(TileKind):
    kind: Literal["garden"]
    edges: tuple[EdgeKind, EdgeKind, EdgeKind, EdgeKind]  # N, E, S, W
    regions: tuple[Region, ...]
    icon: Area | None = None
    character_spot: bool = False

    def cell(self, rot: int) -> CellDef:
        regions = [(r.terrain, r.edges) for r in self.regions]
        return garden_cell(self.id, rot, self.edges, regions, self.icon, self.character_spot)

    def text(self) -> str:
        return "A garden tile: its edges must match the neighbouring tiles."


@TILES.register
class TempleTile(TileKind):
    kind: Literal["temple"]
    temple: ClassVar[bool] = True
    turns: ClassVar[bool] = False
    name: str
    terrain: Terrain
    character_spot: bool = False

    def cell(self, rot: int) -> CellDef:
        return temple_cell(self.id, rot, self.terrain, self.character_spot)

    def text(self) -> str:
        return (
            f"A temple of {self.terrain}: it fits anywhere and pays coins for each neighbouring "
            f"edge of {self.terrain}."
        )
