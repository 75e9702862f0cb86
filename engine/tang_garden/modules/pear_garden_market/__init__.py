"""Market of the Pear Garden (module ``pear-garden-market``): its rules in module.py."""

from engine.tang_garden.modules.pear_garden_market.module import BuyMarketTile

__all__ = ["BuyMarketTile"]  # what its screen uses
