"""The Promenade's pictures, painted by our own code: a Wall tile (a red wall under grey roof
tiles) showing either its landscape icon or its two end icons, and a Corner wall tile's part."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import assets, palette
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


def wall_piece(size: int, icon: str | None, ends: tuple[str, str] | None) -> pygame.Surface:
    """A Wall tile lying east-west: its landscape ``icon``, or its ``ends`` (west end first)."""
    surf = wall(size).copy()
    if icon is not None:
        image = assets.icon(icon, size // 2)
        surf.blit(image, image.get_rect(center=(size // 2, size * 3 // 5)))
    if ends is not None:
        for k, end in enumerate(ends):
            end_mark(surf, (size * (0.22 + 0.56 * k), size * 0.62), size * 0.15, end)
    return surf


PICTURES = Pictures()  # no component of the data packs: the wall pieces are painted above
