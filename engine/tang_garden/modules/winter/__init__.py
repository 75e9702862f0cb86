"""Seasons scenario Winter (module ``winter``): its rules in module.py, its kinds in kinds.py."""

from engine.tang_garden.modules.winter.module import PlaceDragon, PlaceRoof, TakeRoofCard

__all__ = ["PlaceDragon", "PlaceRoof", "TakeRoofCard"]  # what its screen uses
