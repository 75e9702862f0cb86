"""Seasons new characters (module ``seasons-characters``): its rules in module.py, its component
kinds in kinds.py, its actions in actions.py, its id and slice of the state in slice.py."""

from engine.tang_garden.modules.seasons_characters.kinds import SightThreeDirections
from engine.tang_garden.modules.seasons_characters.module import HELD

__all__ = ["HELD", "SightThreeDirections"]  # what its screen uses
