"""The Promenade's pictures, painted by our own code: a Wall tile (a red wall under grey roof
tiles), the end icons of the element side, and a Corner wall tile's part (the screen adds
the landscape icon: game.tang_garden.modules.promenade.ui)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import palette
from game.tang_garden.painting.core import Pen
from game.tang_garden.painting.pictures import Pictures

END_COLOURS = {
    "greenery": (palette.GREENERY, palette.GREENERY_DARK),
    "water": (palette.WATER, palette.WATER_DARK),
    "rock": (palette.ROCK, palette.ROCK_DARK),
    "joker": (palette.GOLD_LIGHT, palette.GOLD_DARK),
}


@lru_cache(maxsize=64)
def wall(size: int, corner: bool = False) -> pygame.Surface:
    """A stretch of wall filling a ring space (a Corner wall tile's darker)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pen = Pen(surf)
    red = palette.WALL_DARK if corner else palette.WALL
    pen.poly(palette.PAPER_DARK, [(0, 0), (1, 0), (1, 1), (0, 1)])
    pen.poly(red, [(0.06, 0.28), (0.94, 0.28), (0.94, 0.94), (0.06, 0.94)])
    pen.poly(palette.ROOF, [(0.0, 0.1), (1.0, 0.1), (0.94, 0.3), (0.06, 0.3)])
    for k in range(5):  # roof tiles
        pen.stroke(palette.ROOF_LIGHT, [(0.1 + k * 0.2, 0.12), (0.1 + k * 0.2, 0.28)], 0.02)
    pen.poly(palette.WALL_LIGHT, [(0.06, 0.28), (0.94, 0.28), (0.94, 0.94), (0.06, 0.94)], 0.02)
    return surf


def end_mark(surface: pygame.Surface, centre: tuple[float, float], radius: float, end: str) -> None:
    """An end icon: a disc in its element's colour, a star for the joker."""
    fill, rim = END_COLOURS[end]
    pygame.draw.circle(surface, fill, centre, radius)
    pygame.draw.circle(surface, rim, centre, radius, max(1, round(radius / 4)))
    if end == "joker":
        cx, cy = centre
        r = radius * 0.6
        pygame.draw.line(surface, rim, (cx - r, cy), (cx + r, cy), 2)
        pygame.draw.line(surface, rim, (cx, cy - r), (cx, cy + r), 2)


PICTURES = Pictures()  # no component of the data packs: the wall pieces are painted above
