"""Seasons, the Summer central tile: it replaces the base starting tile (data only)."""

from __future__ import annotations

from engine.tang_garden.module import Module


class SummerCentralTile(Module):
    """The Summer central tile instead of the base starting tile: its manifest removes the base
    faces and its pack adds the Summer face ([U30])."""

    id = "summer-central-tile"
