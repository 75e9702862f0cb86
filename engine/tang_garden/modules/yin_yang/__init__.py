"""Yin & Yang, the solo scenario (module ``yin-yang``): its Module class in module.py; its actions,
lanterns (kinds.py), decisions (options.py), handlers (play.py), setup, scoring, refusals
(explain.py), computer player (bots.py) and the rules they share (rules.py); its id and slice of
the state in slice.py. What its screen uses is re-exported here (``__all__``)."""

from engine.tang_garden.modules.yin_yang.actions import (
    PlaceDisplayTile,
    PlaceNeutral,
    RemoveDecoration,
)
from engine.tang_garden.modules.yin_yang.module import SoloRank, YinYang, YinYangSettings
from engine.tang_garden.modules.yin_yang.rules import (
    next_influence_at,
    solo_state,
    stacks_emptied_by,
)

__all__ = [
    "PlaceDisplayTile",
    "PlaceNeutral",
    "RemoveDecoration",
    "SoloRank",
    "YinYang",
    "YinYangSettings",
    "next_influence_at",
    "solo_state",
    "stacks_emptied_by",
]
