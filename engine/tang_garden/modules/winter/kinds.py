"""Winter's kinds: the Roof tile (a tile of the stacks that goes on the palace roof, showing a
circle or a diamond for the Dragons), the Counsellor's skill (coins for each Roof tile laid) and
sight (coins for the Roof tiles in its line of sight)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import NonNegativeInt

from engine.tang_garden.cells import CellDef, walled_cell
from engine.tang_garden.kinds.registries import SIGHTS, SKILLS, TILES
from engine.tang_garden.kinds.sights import Sight, SightCard
from engine.tang_garden.kinds.skills import Skill, gain
from engine.tang_garden.kinds.tiles import TileKind
from engine.tang_garden.kinds.words import coins
from engine.tang_garden.zones import board_zones

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.state import GameState, Mini


@TILES.register
class RoofTile(TileKind):
    """A Roof tile: shuffled into a stack, laid on the palace roof (never in the garden)."""

    kind: Literal["roof"]
    turns: ClassVar[bool] = False
    mark: Literal["circle", "diamond"]  # what the Dragons count on its row, column, diagonal

    def cell(self, rot: int) -> CellDef:
        return walled_cell(self.id, rot, False)

    def text(self) -> str:
        return (
            f"A Roof tile with a {self.mark}: it goes on a free space of the palace roof (the "
            "border first) and gives that space's bonus."
        )


@SKILLS.register
class RoofBuilder(Skill):
    """The Counsellor: coins for each Roof tile its owner lays (more on the central tile)."""

    kind: Literal["roof_builder"]
    coins_border: NonNegativeInt
    coins_centre: NonNegativeInt

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins_border)} for each Roof tile you lay on the roof's border, "
            f"{coins(self.coins_centre)} on its central tile."
        )

    def on_roof_tile(self, state: GameState, owner: int, inner: bool, events: list[Event]) -> None:
        gain(state, owner, self.coins_centre if inner else self.coins_border, "", events)


@SIGHTS.register
class SightRoofTiles(Sight):
    """The Counsellor: fixed coins plus coins per Roof tile in its line of sight."""

    kind: Literal["roof_tiles"]
    base: NonNegativeInt
    coins_per_tile: NonNegativeInt

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.base)} plus {coins(self.coins_per_tile)} for every Roof tile in its line "
            "of sight (the roof's corners do not count)."
        )

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("line", (f"{self.base}+", f"{self.coins_per_tile}x", "roof"))

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        zones = board_zones(state)
        laid = sum(1 for pos in seen if any(pos in zone.laid for zone in zones))
        return self.base + self.coins_per_tile * laid
