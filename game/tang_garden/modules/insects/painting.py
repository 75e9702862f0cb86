"""The Insects' pictures: Dragonfly, Ladybug, Lanternfly and Caterpillar."""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.palette import (
    GOLD_DARK,
    GOLD_LIGHT,
    GREENERY,
    GREENERY_LIGHT,
    INK,
    INK_SOFT,
    PAPER_LIGHT,
    ROCK,
    ROCK_DARK,
    SEAL_RED,
    WATER,
    WATER_DARK,
    WATER_LIGHT,
)
from game.tang_garden.painting.core import Pen, ellipse_points, mix
from game.tang_garden.painting.decorations import blob, trunk
from game.tang_garden.painting.pictures import Pictures


def _wings(pen: Pen, c: tuple[float, float], span: float, colour: Sequence[int]) -> None:
    for side in (-1, 1):
        for k, (dy, tilt) in enumerate(((-0.05, 0.25), (0.05, -0.2))):
            w = (c[0] + side * span * 0.5, c[1] + dy)
            pts = ellipse_points(w, span * 0.5, 0.06 - 0.01 * k, side * tilt, 20)
            pen.poly(colour, pts)
            pen.poly(INK, pts, 0.012)


def _dragonfly(pen: Pen) -> None:
    pen.ellipse(WATER, (0.5, 0.8), 0.36, 0.09)
    pen.ellipse(WATER_LIGHT, (0.5, 0.8), 0.28, 0.06, 0, 0.012)
    _wings(pen, (0.5, 0.36), 0.4, (*WATER_LIGHT, 210))
    pen.stroke(INK, [(0.5, 0.36), (0.5, 0.72)], 0.07)
    pen.stroke(WATER_DARK, [(0.5, 0.36), (0.5, 0.72)], 0.045)
    pen.circle(INK, (0.5, 0.28), 0.07)
    for x in (0.46, 0.54):
        pen.circle(GREENERY_LIGHT, (x, 0.27), 0.035)


def _ladybug(pen: Pen) -> None:
    pen.ellipse(GREENERY, (0.5, 0.62), 0.4, 0.22, -0.2)  # a leaf
    pen.ellipse(INK, (0.5, 0.62), 0.4, 0.22, -0.2, 0.015)
    pen.circle(INK, (0.5, 0.32), 0.1)
    for side in (-1, 1):
        for y in (0.44, 0.54, 0.64):
            pen.line(INK, (0.5, y), (0.5 + side * 0.26, y + 0.03), 0.02)
    pen.circle(INK, (0.5, 0.52), 0.23)
    pen.circle(SEAL_RED, (0.5, 0.52), 0.2)
    pen.line(INK, (0.5, 0.33), (0.5, 0.72), 0.02)
    for x, y in ((0.4, 0.45), (0.6, 0.45), (0.38, 0.6), (0.62, 0.6), (0.5, 0.38)):
        pen.circle(INK, (x, y), 0.04)
    for x in (0.46, 0.54):
        pen.circle(PAPER_LIGHT, (x, 0.29), 0.02)


def _lanternfly(pen: Pen) -> None:
    pen.ellipse(ROCK, (0.5, 0.84), 0.36, 0.08)
    pen.ellipse(ROCK_DARK, (0.5, 0.84), 0.36, 0.08, 0, 0.012)
    for side in (-1, 1):  # hind wings: red, spotted
        pts = ellipse_points((0.5 + side * 0.16, 0.58), 0.16, 0.12, side * 0.5, 20)
        pen.poly(SEAL_RED, pts)
        pen.poly(INK, pts, 0.012)
        pen.circle(INK, (0.5 + side * 0.18, 0.6), 0.02)
    for side in (-1, 1):  # fore wings: grey with dots
        pts = ellipse_points((0.5 + side * 0.12, 0.46), 0.2, 0.09, side * 1.1, 20)
        pen.poly(mix(ROCK, PAPER_LIGHT, 0.4), pts)
        pen.poly(INK, pts, 0.012)
        for k in range(3):
            pen.circle(INK, (0.5 + side * (0.06 + 0.04 * k), 0.36 + 0.06 * k), 0.014)
    pen.ellipse(INK, (0.5, 0.5), 0.05, 0.2)
    pen.circle(INK, (0.5, 0.26), 0.06)
    pen.stroke(INK_SOFT, [(0.5, 0.22), (0.42, 0.12)], 0.012)
    pen.stroke(INK_SOFT, [(0.5, 0.22), (0.58, 0.12)], 0.012)


def _caterpillar(pen: Pen) -> None:
    trunk(pen, [(0.06, 0.78), (0.5, 0.72), (0.94, 0.76)], 0.05)  # a twig
    for k in range(7):
        x = 0.18 + 0.09 * k
        y = 0.62 - 0.1 * math.sin(k * 0.9)
        blob(pen, (x, y), 0.075, mix(GREENERY_LIGHT, GOLD_LIGHT, 0.3 if k % 2 else 0.0))
        pen.circle(GOLD_DARK, (x, y - 0.04), 0.014)
    head = (0.8, 0.5)
    blob(pen, head, 0.09, GREENERY)
    pen.circle(INK, (head[0] + 0.03, head[1] - 0.02), 0.018)
    pen.stroke(INK, [(0.82, 0.42), (0.86, 0.32)], 0.012)
    pen.stroke(INK, [(0.78, 0.42), (0.76, 0.32)], 0.012)


PICTURES = Pictures(
    decorations={
        "dragonfly": _dragonfly,
        "ladybug": _ladybug,
        "lanternfly": _lanternfly,
        "caterpillar": _caterpillar,
    },
)
