"""Objective boards (module ``objective-boards``, Seasons digest 3.4 and 2.7.3): objectives
claimed first come, each paying its owner at the end; its rules in module.py, the kinds of
condition and of scoring in kinds.py."""

from engine.tang_garden.modules.objective_boards.module import CATEGORY

__all__ = ["CATEGORY"]  # what its screen uses
