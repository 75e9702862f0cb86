"""The solo game's own actions (its other choices are the base game's actions)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.tang_garden.actions import Action


@dataclass(frozen=True, slots=True)
class PlaceNeutral(Action):
    """Put a neutral ``character``'s miniature on a free spot (facing does not matter)."""

    kind: ClassVar[str] = "place_neutral"
    character: str
    x: int
    y: int
    spot: str


@dataclass(frozen=True, slots=True)
class PlaceDisplayTile(Action):
    """Lantern: place ``tile`` from the garden tile display on (x, y), turned ``rot``."""

    kind: ClassVar[str] = "place_display_tile"
    tile: str
    x: int
    y: int
    rot: int


@dataclass(frozen=True, slots=True)
class RemoveDecoration(Action):
    """Spend landscape tokens of ``size`` to return the decoration at (x, y) to the box."""

    kind: ClassVar[str] = "remove_decoration"
    x: int
    y: int
    size: str
