"""The Market scenario's pictures, painted by our own code: a Market tile (a stall under a
striped awning in its stack's colours) and the neutral Merchant figure."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import palette
from game.tang_garden.painting.core import Pen
from game.tang_garden.painting.pictures import Pictures


@lru_cache(maxsize=32)
def market_tile(size: int, terrain: str) -> pygame.Surface:
    """A Market tile: gravel, a wooden counter and an awning striped in ``terrain``'s colours
    (the stack of its corner; "tao" is gold)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pen = Pen(surf)
    colour = palette.TERRAIN.get(terrain, palette.GOLD)
    dark = palette.TERRAIN_DARK.get(terrain, palette.GOLD_DARK)
    surf.fill(palette.GROUND)
    pen.poly(palette.GROUND_DARK, [(0, 0), (1, 0), (1, 1), (0, 1)], 0.03)
    pen.poly(palette.WOOD, [(0.22, 0.5), (0.78, 0.5), (0.78, 0.84), (0.22, 0.84)])  # the stall
    pen.poly(palette.FOOTPATH_LIGHT, [(0.14, 0.56), (0.86, 0.56), (0.86, 0.64), (0.14, 0.64)])
    for k in range(5):  # the awning's stripes
        x0, x1 = 0.1 + k * 0.16, 0.26 + k * 0.16
        fill = colour if k % 2 == 0 else palette.PAPER_LIGHT
        pen.poly(fill, [(x0, 0.22), (x1, 0.22), (x1 + 0.02, 0.48), (x0 - 0.02, 0.48)])
    pen.poly(dark, [(0.08, 0.22), (0.92, 0.22), (0.94, 0.48), (0.06, 0.48)], 0.025)
    pen.poly(palette.SEAL_RED, [(0.44, 0.68), (0.56, 0.68), (0.56, 0.78), (0.44, 0.78)])  # a seal
    return surf


def _merchant(pen: Pen) -> None:
    """The neutral Merchant figure: a grey robe, a gold sash and a pack on its back."""
    robe, rim = palette.NEUTRAL.rgb, palette.INK
    pen.poly(palette.WOOD, [(0.58, 0.32), (0.84, 0.32), (0.84, 0.66), (0.58, 0.66)])  # the pack
    pen.poly(robe, [(0.5, 0.3), (0.78, 0.94), (0.22, 0.94)])
    pen.poly(rim, [(0.5, 0.3), (0.78, 0.94), (0.22, 0.94)], 0.04)
    pen.poly(palette.GOLD, [(0.34, 0.62), (0.66, 0.62), (0.7, 0.7), (0.3, 0.7)])
    pen.circle(palette.PAPER_LIGHT, (0.5, 0.24), 0.13)
    pen.circle(rim, (0.5, 0.24), 0.13, 0.04)


@lru_cache(maxsize=8)
def merchant(size: int) -> pygame.Surface:
    """The Merchant figure, ``size`` pixels square."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    _merchant(Pen(surf))
    return surf


PICTURES = Pictures()  # no component of the data packs: the stall and the Merchant are above
