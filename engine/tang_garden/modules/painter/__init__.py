"""The Painter (module ``painter``, Seasons digest 3.10): a character for games with leaves; its
kinds in kinds.py, its end-of-game choice in module.py."""

from engine.tang_garden.modules.painter.module import PainterStops, PainterTakes

__all__ = ["PainterStops", "PainterTakes"]  # what its screen uses
