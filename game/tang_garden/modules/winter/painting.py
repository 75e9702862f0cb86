"""Winter's pictures, painted by our own code: the Roof tile (grey roof tiles with its circle or
diamond), the Roof cards' decoration (a roof ridge in the card's colour), the Counsellor's
emblem, a roof space, a Dragon disc and a Dragon pawn."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import palette
from game.tang_garden.painting.core import Pen
from game.tang_garden.painting.pictures import Pictures

COLOURS = {
    "yellow": (226, 188, 64),
    "blue": (70, 120, 190),
    "green": (84, 150, 92),
    "grey": (150, 150, 146),
}


def _roof_rows(pen: Pen, fill: tuple[int, int, int]) -> None:
    pen.poly(fill, [(0, 0), (1, 0), (1, 1), (0, 1)])
    for k in range(5):  # rows of round roof tiles
        y = 0.12 + k * 0.19
        pen.stroke(palette.ROOF_LIGHT, [(0.04, y), (0.96, y)], 0.025)


def _mark(pen: Pen, mark: str, colour: tuple[int, int, int]) -> None:
    if mark == "circle":
        pen.circle(colour, (0.5, 0.5), 0.2)
        pen.circle(palette.INK, (0.5, 0.5), 0.2, 0.03)
    else:
        diamond = [(0.5, 0.28), (0.72, 0.5), (0.5, 0.72), (0.28, 0.5)]
        pen.poly(colour, diamond)
        pen.poly(palette.INK, diamond, 0.03)


def _roof_tile(pen: Pen, tile: object, seed: object) -> None:
    """A Roof tile: grey roof tiles, its circle or diamond in gold."""
    _roof_rows(pen, palette.ROOF)
    _mark(pen, getattr(tile, "mark", "circle"), palette.GOLD)


def _roof_card(colour: str):
    def paint(pen: Pen) -> None:
        ridge = [(0.12, 0.62), (0.5, 0.3), (0.88, 0.62), (0.8, 0.7), (0.5, 0.45), (0.2, 0.7)]
        pen.poly(COLOURS[colour], ridge)
        pen.poly(palette.INK, ridge, 0.02)
        pen.poly(palette.ROOF, [(0.26, 0.7), (0.74, 0.7), (0.74, 0.86), (0.26, 0.86)])

    return paint


def _counsellor(pen: Pen, x: float, y: float, r: float) -> None:
    """A scroll under a roof ridge."""
    pen.poly(palette.ROOF, [(x - r, y - r * 0.2), (x, y - r * 0.9), (x + r, y - r * 0.2)])
    pen.poly(
        palette.PAPER_LIGHT,
        [
            (x - r * 0.6, y),
            (x + r * 0.6, y),
            (x + r * 0.6, y + r * 0.8),
            (x - r * 0.6, y + r * 0.8),
        ],
    )
    for k in range(3):
        yy = y + r * (0.2 + k * 0.2)
        pen.stroke(palette.INK, [(x - r * 0.4, yy), (x + r * 0.4, yy)], r * 0.06)


@lru_cache(maxsize=32)
def roof_space(size: int) -> pygame.Surface:
    """An empty space of the palace roof (lighter tiles)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    _roof_rows(Pen(surf), palette.ROOF_LIGHT)
    return surf


@lru_cache(maxsize=32)
def roof_tile(size: int, mark: str) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    _roof_tile(Pen(surf), type("T", (), {"mark": mark})(), None)
    return surf


@lru_cache(maxsize=64)
def dragon(size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A Dragon pawn in its owner's colour: a coiled body with a head."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pen = Pen(surf)
    pen.circle(colour, (0.5, 0.58), 0.32)
    pen.circle(palette.INK, (0.5, 0.58), 0.32, 0.05)
    pen.circle(colour, (0.5, 0.22), 0.16)
    pen.circle(palette.INK, (0.5, 0.22), 0.16, 0.05)
    pen.poly(palette.GOLD, [(0.38, 0.1), (0.44, 0.0), (0.48, 0.12)])
    pen.poly(palette.GOLD, [(0.62, 0.1), (0.56, 0.0), (0.52, 0.12)])
    return surf


PICTURES = Pictures(
    special_tiles={"roof": _roof_tile},
    decorations={f"roof_{c}": _roof_card(c) for c in COLOURS},
    emblems={"counsellor": _counsellor},
)
