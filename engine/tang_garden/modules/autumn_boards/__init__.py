"""Autumn player boards (module ``autumn-boards``, Seasons digest 3.5 and Autumn 2.2.2): a red
cube on a bonus track per player; its rules in module.py."""

from engine.tang_garden.modules.autumn_boards.module import KeepEnclosure, RedStep, Space

__all__ = ["KeepEnclosure", "RedStep", "Space"]  # what its screen uses
