"""Seasons scenario Equinox (module ``equinox``): its rules in module.py."""

from engine.tang_garden.modules.equinox.module import (
    CATEGORY,
    CORNER_WORDS,
    BuildPagoda,
    ExchangeResources,
    GatherResources,
    MoveWorker,
    PagodaReward,
    TakeResource,
    worker_at,
)

__all__ = [  # what its screen uses
    "CATEGORY",
    "CORNER_WORDS",
    "BuildPagoda",
    "ExchangeResources",
    "GatherResources",
    "MoveWorker",
    "PagodaReward",
    "TakeResource",
    "worker_at",
]
