"""Summer's six optional actions and the setup's first Request tile."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.tang_garden.actions import Action


@dataclass(frozen=True, slots=True)
class MoveSupervisor(Action):
    """Exhaust an Approval token: the Supervisor on (sx, sy, sspot) moves to the free character
    spot (x, y, spot)."""

    kind: ClassVar[str] = "move_supervisor"
    sx: int
    sy: int
    sspot: str
    x: int
    y: int
    spot: str


@dataclass(frozen=True, slots=True)
class IgnoreSupervisors(Action):
    """Exhaust an Approval token: the next garden tile need not touch a Supervisor."""

    kind: ClassVar[str] = "ignore_supervisors"


@dataclass(frozen=True, slots=True)
class SwapRequest(Action):
    """Exhaust an Approval token: the uncompleted Request tile on (x, y) changes places with
    ``request`` of the display."""

    kind: ClassVar[str] = "swap_request"
    x: int
    y: int
    request: str


@dataclass(frozen=True, slots=True)
class PlaceRequest(Action):
    """Pay coins: ``request`` of the display goes on the Request marker's space (x, y) (free at
    setup, for the tile drawn then)."""

    kind: ClassVar[str] = "place_request"
    request: str
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class RefreshApproval(Action):
    """Pay coins: an exhausted Approval token shows its eye again."""

    kind: ClassVar[str] = "refresh_approval"


@dataclass(frozen=True, slots=True)
class CompleteRequest(Action):
    """The Request tile on (x, y) is met: it gets a Request marker and refreshes an Approval."""

    kind: ClassVar[str] = "complete_request"
    x: int
    y: int


ACTIONS = (
    MoveSupervisor,
    IgnoreSupervisors,
    SwapRequest,
    PlaceRequest,
    RefreshApproval,
    CompleteRequest,
)
