"""Autumn solo's pieces, painted by our own code: leaves, drop tokens and the Twilight cards'
circles."""

from __future__ import annotations

import pygame

from game import palette

LEAF = {
    "yellow": palette.GOLD,
    "red": palette.MAPLE_RED,
    "blue": palette.WATER,
    "green": palette.GREENERY,
}


def leaf(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: str) -> None:
    """A leaf: a pointed oval with its vein."""
    x, y = centre
    points = [(x - r, y), (x - r // 3, y - r * 2 // 3), (x + r, y), (x - r // 3, y + r * 2 // 3)]
    pygame.draw.polygon(surface, LEAF[colour], points)
    pygame.draw.polygon(surface, palette.INK, points, 1)
    pygame.draw.line(surface, palette.INK_SOFT, (x - r, y), (x + r, y), 1)


def drop(surface: pygame.Surface, cell: pygame.Rect) -> None:
    """A drop token: a blue drop on its outer-ring space."""
    x, y = cell.center
    r = cell.w // 6
    pygame.draw.circle(surface, palette.WATER_LIGHT, (x, y + r // 2), r)
    pygame.draw.polygon(
        surface,
        palette.WATER_LIGHT,
        [(x - r, y + r // 2), (x, y - r * 3 // 2), (x + r, y + r // 2)],
    )
    pygame.draw.circle(surface, palette.WATER_DARK, (x, y + r // 2), r, 1)


def circle(
    surface: pygame.Surface,
    centre: tuple[int, int],
    r: int,
    colour: str,
    start: bool,
    filled: str | None,
) -> None:
    """A Twilight circle: its colour as a ring (every colour: four quarters), a white dot where
    a first leaf may go, and the leaf on it."""
    if colour == "any":
        for k, name in enumerate(LEAF):
            rect = pygame.Rect(0, 0, 2 * r, 2 * r)
            rect.center = centre
            pygame.draw.arc(surface, LEAF[name], rect, k * 1.571, (k + 1) * 1.571, 4)
    else:
        pygame.draw.circle(surface, LEAF[colour], centre, r, 4)
    if filled is not None:
        leaf(surface, centre, r * 2 // 3, filled)
    elif start:
        pygame.draw.circle(surface, palette.PAPER_LIGHT, centre, r // 3)
        pygame.draw.circle(surface, palette.INK_SOFT, centre, r // 3, 1)
