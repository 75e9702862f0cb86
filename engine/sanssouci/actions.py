"""Sanssouci's actions: every choice a player makes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action


@dataclass(frozen=True, slots=True)
class TakeTile(Action):
    """Play ``card`` from the hand and take the tile on display square ``slot``."""

    kind: ClassVar[str] = "take_tile"
    card: int
    slot: int


@dataclass(frozen=True, slots=True)
class PlaceGardener(Action):
    """The tile's square is taken: put it gardener side up on this square."""

    kind: ClassVar[str] = "place_gardener"
    row: int
    column: int


@dataclass(frozen=True, slots=True)
class MoveNoble(Action):
    """Walk the nobleman of ``column`` down to ``row`` of its column."""

    kind: ClassVar[str] = "move_noble"
    column: int
    row: int


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Move no nobleman this turn."""

    kind: ClassVar[str] = "pass"


BASE_ACTIONS = (TakeTile, PlaceGardener, MoveNoble, Pass)
