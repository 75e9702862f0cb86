"""Seasons scenario Market (module ``market``): its rules in module.py."""

from engine.tang_garden.modules.market.module import (
    ALL,
    CORNER_WORDS,
    CORNERS,
    Restock,
    TakeMarketTile,
)

__all__ = ["ALL", "CORNERS", "CORNER_WORDS", "Restock", "TakeMarketTile"]  # what its screen uses
