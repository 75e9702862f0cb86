"""Flying lanterns (module ``flying-lanterns``): its rules in module.py, its scoring kind in
kinds.py."""

from engine.tang_garden.modules.flying_lanterns.module import CATEGORY

__all__ = ["CATEGORY"]  # what its screen uses
