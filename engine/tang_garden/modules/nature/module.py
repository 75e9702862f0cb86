"""Seasons, Nature: Ginkgo, Water lily and Squirrel join the deck and the supply; each scores by
the pieces of its kind in the garden (the ``garden_count`` kind, kinds.py)."""

from __future__ import annotations

import engine.tang_garden.modules.nature.kinds  # noqa: F401  (its kinds register)
from engine.tang_garden.module import Module


class Nature(Module):
    """Cards and pieces only."""

    id = "nature"
