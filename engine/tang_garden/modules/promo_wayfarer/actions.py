"""The Wayfarer's action."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.tang_garden.actions import Action


@dataclass(frozen=True, slots=True)
class MoveTrackLevel(Action):
    """One level down on track ``down``, one level up on track ``up``."""

    kind: ClassVar[str] = "move_track_level"
    down: str
    up: str
