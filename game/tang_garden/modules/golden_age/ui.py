"""Golden Age on screen: the tiles drawn by Draw Five Tiles are pieces in the hand, dragged onto
the garden, then the others clicked one by one to put them back on their stack (the expansion's
other options are buttons in the module's own words)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.tang_garden.api import Action, words
from engine.tang_garden.modules.golden_age import PlaceDrawnTile, PutBackTile
from game.gestures import PieceKind
from game.tang_garden.module_ui import Item, UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.describe import Entry

DRAWN = PieceKind("drawn_tile", PlaceDrawnTile, "tile", "cell", "rot", "tile", "That tile")
PUT_BACK = PieceKind("drawn_tile", PutBackTile, "tile", "click", "", "tile", "That tile")


class GoldenAgeUI(UIAdapter):
    id = "golden-age"

    def pieces(self) -> tuple[PieceKind, ...]:
        return (DRAWN, PUT_BACK)

    def hand(self, state: GameState, task: tuple, options: tuple[Action, ...]) -> list[Item]:
        placed = dict.fromkeys(o.tile for o in options if isinstance(o, PlaceDrawnTile))
        back = [o.tile for o in options if isinstance(o, PutBackTile)]
        return [
            Item("drawn_tile", t, "tile", words.tile(state.catalog, t).capitalize(), sub)
            for tiles, sub in ((placed, "drawn"), (back, "click: back next"))
            for t in tiles
        ]

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind != "drawn_tile":
            return None
        from game.describe import Entry

        tile = state.catalog.tiles[str(payload)]
        how = (
            "one of the tiles drawn by Draw Five Tiles: drag one onto the garden, then click the "
            "others one by one to put them back on their stack (the last one back is the new top)"
        )
        return Entry(str(payload), "Drawn tile", (("Drawn", how), ("Tile", tile.text())))
