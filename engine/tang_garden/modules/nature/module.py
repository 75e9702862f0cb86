"""Seasons, Nature: Ginkgo, Water lily and Squirrel join the deck and the supply; each scores by
the pieces of its kind in the garden (the ``garden_count`` kind, kinds.py)."""

from __future__ import annotations

from engine.tang_garden.module import Module
from engine.tang_garden.modules.nature import kinds as _kinds  # noqa: F401  (they register)


class Nature(Module):
    """Cards and pieces only."""

    id = "nature"
