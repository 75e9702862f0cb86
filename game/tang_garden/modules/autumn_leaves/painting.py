"""The leaves' pictures: one leaf shape per colour (a ginkgo fan, a maple star, a willow blade,
an oval beech leaf), so the colours differ in shape too; and a bag with its leaves."""

from __future__ import annotations

import math
from functools import cache

import pygame

from game.palette import (
    BIRD_BLUE,
    GOLD,
    GOLD_DARK,
    GREENERY,
    GREENERY_DARK,
    INK,
    MAPLE_RED,
    PAPER_DARK,
    PAPER_LIGHT,
    RGB,
    WATER_DARK,
    WOOD,
)
from game.tang_garden.painting.core import Pen, canvas, ellipse_points, finish, mix
from game.tang_garden.painting.pictures import Pictures

FILL: dict[str, RGB] = {
    "yellow": GOLD,
    "red": MAPLE_RED,
    "blue": BIRD_BLUE,
    "green": GREENERY,
}
EDGE: dict[str, RGB] = {
    "yellow": GOLD_DARK,
    "red": mix(MAPLE_RED, INK, 0.45),
    "blue": WATER_DARK,
    "green": GREENERY_DARK,
}


def _fan(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    x, y = c
    arc = [
        (x + r * math.cos(a), y - r * 0.1 + r * math.sin(a))
        for a in (math.pi * (1.1 + 0.8 * k / 12) for k in range(13))
    ]
    return [(x, y + r * 0.75), *arc]


def _star(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    x, y = c
    out = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        d = r if k % 2 == 0 else r * 0.45
        out.append((x + d * math.cos(a), y + d * math.sin(a)))
    return out


SHAPES = {
    "yellow": _fan,
    "red": _star,
    "blue": lambda c, r: ellipse_points(c, r * 0.32, r, 0.6, 20),
    "green": lambda c, r: ellipse_points(c, r * 0.62, r * 0.9, -0.4, 20),
}


def leaf(pen: Pen, colour: str, c: tuple[float, float], r: float) -> None:
    """One leaf of ``colour`` centred at ``c``, radius ``r`` (unit coordinates)."""
    points = SHAPES.get(colour, SHAPES["green"])(c, r)
    pen.poly(FILL.get(colour, GREENERY), points)
    pen.poly(EDGE.get(colour, GREENERY_DARK), points, r * 0.12)
    edge = EDGE.get(colour, GREENERY_DARK)
    pen.line(edge, (c[0], c[1] + r * 0.9), (c[0], c[1] - r * 0.3), r * 0.1)


@cache
def paint_leaf(colour: str, size: int) -> pygame.Surface:
    """A leaf pawn, ``size`` pixels square."""
    surf = canvas(size, size)
    leaf(Pen(surf), colour, (0.5, 0.5), 0.42)
    return finish(surf, size, size)


@cache
def paint_bag(size: int, secret: bool) -> pygame.Surface:
    """A cloth bag, tied at the neck; a question mark on it when what it holds is secret."""
    surf = canvas(size, size)
    pen = Pen(surf)
    body = ellipse_points((0.5, 0.62), 0.38, 0.34, 0, 24)
    pen.poly(PAPER_DARK, body)
    pen.poly(INK, body, 0.03)
    neck = [(0.36, 0.3), (0.64, 0.3), (0.58, 0.18), (0.42, 0.18)]
    pen.poly(PAPER_DARK, neck)
    pen.poly(INK, neck, 0.03)
    pen.line(WOOD, (0.34, 0.32), (0.66, 0.32), 0.05)
    if secret:
        pen.text("?", (0.5, 0.64), 0.3, INK, bold=True)
    else:
        pen.circle(PAPER_LIGHT, (0.5, 0.64), 0.12)
    return finish(surf, size, size)


PICTURES = Pictures()  # the leaves are drawn by the adapter, not by the base game's painters
