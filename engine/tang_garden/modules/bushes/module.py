"""Seasons, Bushes: Hydrangea, Osmanthus, Myrtle and Photinia join the deck and the supply; they
score more while their track leads (the ``track_lead`` kind, kinds.py)."""

from __future__ import annotations

import engine.tang_garden.modules.bushes.kinds  # noqa: F401  (its kinds register)
from engine.tang_garden.module import Module


class Bushes(Module):
    """Cards and pieces only."""

    id = "bushes"
