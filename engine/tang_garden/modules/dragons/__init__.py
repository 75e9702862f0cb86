"""Seasons part Dragons (module ``dragons``): its rules in module.py."""

from engine.tang_garden.modules.dragons.module import (
    ActivateReserved,
    DiscardReserved,
    ReserveCard,
)

__all__ = ["ActivateReserved", "DiscardReserved", "ReserveCard"]  # what its screen uses
