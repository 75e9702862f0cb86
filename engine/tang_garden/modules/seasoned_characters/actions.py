"""The seasoned characters' actions: the upgrade, the Officer's stack top, the Emperor's
Supervisor and the Merchant's kept card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.tang_garden.actions import Action


@dataclass(frozen=True, slots=True)
class Upgrade(Action):
    """Instead of taking a new character: the starting card becomes its seasoned card."""

    kind: ClassVar[str] = "upgrade"


@dataclass(frozen=True, slots=True)
class TurnStackTop(Action):
    """Seasoned Officer: turn the top tile of ``stack`` over."""

    kind: ClassVar[str] = "turn_stack_top"
    stack: str


@dataclass(frozen=True, slots=True)
class PlaceSupervisor(Action):
    """Seasoned Emperor: put the Supervisor on the character spot (x, y, spot)."""

    kind: ClassVar[str] = "place_supervisor"
    x: int
    y: int
    spot: str


@dataclass(frozen=True, slots=True)
class KeepCard(Action):
    """Seasoned Merchant at the end: take ``card`` whose decoration has no free place."""

    kind: ClassVar[str] = "keep_card"
    card: str
