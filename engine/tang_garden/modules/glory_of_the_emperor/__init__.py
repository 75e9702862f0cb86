"""For the Glory of the Emperor (module ``glory-of-the-emperor``): its rules in module.py."""

from engine.tang_garden.modules.glory_of_the_emperor.module import MoveEmperor, PlaceEmperor

__all__ = ["MoveEmperor", "PlaceEmperor"]  # what its screen uses
