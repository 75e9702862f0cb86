"""Golden Age's actions: the Emissary's mixed refresh and the Draw Five Tiles lantern's choices."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.tang_garden.actions import Action


@dataclass(frozen=True, slots=True)
class RefreshMixed(Action):
    """Emissary: refresh ``lantern`` with ``small`` small and ``large`` large tokens."""

    kind: ClassVar[str] = "refresh_mixed"
    lantern: str
    small: int
    large: int


@dataclass(frozen=True, slots=True)
class DrawTiles(Action):
    """Draw Five Tiles: take the top tiles of ``stack`` into your hand."""

    kind: ClassVar[str] = "draw_tiles"
    stack: str


@dataclass(frozen=True, slots=True)
class PlaceDrawnTile(Action):
    """Draw Five Tiles: place the drawn ``tile`` on (x, y), turned ``rot``."""

    kind: ClassVar[str] = "place_drawn_tile"
    tile: str
    x: int
    y: int
    rot: int


@dataclass(frozen=True, slots=True)
class ReturnDrawnTiles(Action):
    """Draw Five Tiles: none fits; they go back as they were."""

    kind: ClassVar[str] = "return_drawn_tiles"


@dataclass(frozen=True, slots=True)
class PutBackTile(Action):
    """Draw Five Tiles: ``tile`` is the next drawn tile to go back on its stack (the last one
    back is the new top; the final one goes back by itself)."""

    kind: ClassVar[str] = "put_back_tile"
    tile: str
