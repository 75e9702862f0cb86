"""Golden Age on screen: the tiles drawn by Draw Five Tiles are pieces in the hand, dragged onto
the garden (the expansions' other options are buttons in the modules' own words)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import actions as A
from engine.kinds import words
from engine.modules.golden_age import PlaceDrawnTile
from game.gestures import PieceKind
from game.modules.base import Item, UIAdapter

if TYPE_CHECKING:
    from engine.state import GameState

DRAWN = PieceKind("drawn_tile", PlaceDrawnTile, "tile", "cell", "rot", "tile", "That tile")


class GoldenAgeUI(UIAdapter):
    id = "golden-age"

    def pieces(self) -> tuple[PieceKind, ...]:
        return (DRAWN,)

    def hand(self, state: GameState, task: tuple, options: tuple[A.Action, ...]) -> list[Item]:
        drawn = dict.fromkeys(o.tile for o in options if isinstance(o, PlaceDrawnTile))
        return [
            Item("drawn_tile", t, "tile", words.tile(state.catalog, t).capitalize(), "drawn")
            for t in drawn
        ]
