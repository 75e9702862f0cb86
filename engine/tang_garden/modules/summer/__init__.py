"""Summer, the co-operative (and solo) Seasons scenario (module ``summer``): its Module class in
module.py; its actions, Request conditions (kinds.py), geometry, rules, result and slice. What
its screen uses is re-exported here (``__all__``)."""

from engine.tang_garden.modules.summer.actions import (
    CompleteRequest,
    IgnoreSupervisors,
    MoveSupervisor,
    PlaceRequest,
    RefreshApproval,
    SwapRequest,
)
from engine.tang_garden.modules.summer.geometry import summer, supervised
from engine.tang_garden.modules.summer.module import DIFFICULTIES, FIRST_REQUEST, Summer
from engine.tang_garden.modules.summer.result import TeamResult
from engine.tang_garden.modules.summer.rules import condition, cost, request_name

__all__ = [
    "DIFFICULTIES",
    "FIRST_REQUEST",
    "CompleteRequest",
    "IgnoreSupervisors",
    "MoveSupervisor",
    "PlaceRequest",
    "RefreshApproval",
    "Summer",
    "SwapRequest",
    "TeamResult",
    "condition",
    "cost",
    "request_name",
    "summer",
    "supervised",
]
