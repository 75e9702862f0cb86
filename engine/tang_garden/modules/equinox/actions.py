"""Equinox's actions (module ``equinox``): its two main actions and the choices they bring."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.tang_garden.actions import Action


@dataclass(frozen=True, slots=True)
class GatherResources(Action):
    """Main action: place the face-up top tile of ``stack`` on (x, y), turned ``rot``, with no
    reward; the Worker stands on it and gathers."""

    kind: ClassVar[str] = "gather_resources"
    stack: str
    x: int
    y: int
    rot: int


@dataclass(frozen=True, slots=True)
class BuildPagoda(Action):
    """Main action: put one of your Pagoda pawns on the Corner tile of ``corner``."""

    kind: ClassVar[str] = "build_pagoda"
    corner: str


@dataclass(frozen=True, slots=True)
class PagodaReward(Action):
    """A Pagoda level's bonus: ``track`` "coins", or the id of the track to advance."""

    kind: ClassVar[str] = "pagoda_reward"
    track: str


@dataclass(frozen=True, slots=True)
class MoveWorker(Action):
    """Worker Move: the Worker goes to (x, y) before it gathers."""

    kind: ClassVar[str] = "move_worker"
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class StayWorker(Action):
    """Gather where the Worker stands (Worker move not used)."""

    kind: ClassVar[str] = "stay_worker"


@dataclass(frozen=True, slots=True)
class ExchangeResources(Action):
    """The Exchange bonus: every ``give`` gathered this time becomes ``take`` (both "": keep)."""

    kind: ClassVar[str] = "exchange_resources"
    give: str
    take: str


@dataclass(frozen=True, slots=True)
class TakeResource(Action):
    """A Construction card's gift: take 1 ``resource``."""

    kind: ClassVar[str] = "take_resource"
    resource: str
