"""Seasons, Bushes: Hydrangea, Osmanthus, Myrtle and Photinia join the deck and the supply; they
score more while their track leads (the ``track_lead`` kind, kinds.py)."""

from __future__ import annotations

from engine.tang_garden.module import Module
from engine.tang_garden.modules.bushes import kinds as _kinds  # noqa: F401  (they register)


class Bushes(Module):
    """Cards and pieces only."""

    id = "bushes"
