"""Solstice (module ``solstice``, Seasons digest 2.7): the scenario's rules in module.py, its
objectives 6 and 8 in kinds.py, its slice in slice.py."""

from engine.tang_garden.modules.solstice.module import (
    CATEGORY,
    RED_BONUS_WORDS,
    ExtraInfluence,
    FreeRefresh,
    KeepElement,
    RedInstead,
    TakeFaceUp,
)

__all__ = [  # what its screen uses
    "CATEGORY",
    "RED_BONUS_WORDS",
    "ExtraInfluence",
    "FreeRefresh",
    "KeepElement",
    "RedInstead",
    "TakeFaceUp",
]
