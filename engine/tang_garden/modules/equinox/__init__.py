"""Seasons scenario Equinox (module ``equinox``): rules in module.py, actions in actions.py."""

from engine.tang_garden.garden import CORNERS, corner_space
from engine.tang_garden.modules.equinox.actions import (
    BuildPagoda,
    ExchangeResources,
    GatherResources,
    MoveWorker,
    PagodaReward,
    StayWorker,
    TakeResource,
)
from engine.tang_garden.modules.equinox.module import CATEGORY, CORNER_WORDS, worker_at

__all__ = [  # what its screen uses
    "CATEGORY",
    "CORNERS",
    "CORNER_WORDS",
    "BuildPagoda",
    "ExchangeResources",
    "GatherResources",
    "MoveWorker",
    "PagodaReward",
    "StayWorker",
    "TakeResource",
    "corner_space",
    "worker_at",
]
