"""Seasons scenario Promenade (module ``promenade``): its rules in module.py."""

from engine.tang_garden.modules.promenade.module import PlaceWall, WallForFootpaths

__all__ = ["PlaceWall", "WallForFootpaths"]  # what its screen uses
