"""Nature's pictures: Ginkgo, Water lily and Squirrel."""

from __future__ import annotations

import math

from game.palette import (
    GOLD,
    GREENERY_LIGHT,
    INK,
    LOTUS,
    LOTUS_LEAF,
    PAPER_LIGHT,
    PEACH_PINK,
    PLUM_WHITE,
    RGB,
    WATER,
    WOOD,
)
from game.tang_garden.painting.core import Pen, ellipse_points, mix, rng
from game.tang_garden.painting.decorations import blob, shadow, trunk
from game.tang_garden.painting.pictures import Pictures

GINKGO: RGB = (236, 196, 64)


SQUIRREL: RGB = (186, 98, 44)


def _ginkgo_leaf(pen: Pen, c: tuple[float, float], r: float, rot: float, colour: RGB) -> None:
    pts = [c]
    for k in range(11):
        a = rot - 0.9 + 1.8 * k / 10
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    pen.poly(colour, pts)
    pen.poly(INK, pts, 0.012)


def _ginkgo(pen: Pen) -> None:
    shadow(pen)
    trunk(pen, [(0.5, 0.88), (0.5, 0.6), (0.48, 0.3)], 0.06)
    trunk(pen, [(0.5, 0.62), (0.7, 0.46)], 0.03)
    trunk(pen, [(0.5, 0.54), (0.3, 0.42)], 0.03)
    r = rng("ginkgo")
    for _ in range(22):
        a, d = r.uniform(0, 2 * math.pi), r.uniform(0.02, 0.28)
        c = (0.5 + d * math.cos(a) * 1.1, 0.36 + d * math.sin(a) * 0.8)
        tint = mix(GINKGO, GREENERY_LIGHT, r.uniform(0, 0.4))
        _ginkgo_leaf(pen, c, 0.07, -math.pi / 2 + r.uniform(-0.6, 0.6), tint)


def _water_lily(pen: Pen) -> None:
    pen.ellipse(WATER, (0.5, 0.66), 0.42, 0.2)
    for c, rx in (((0.3, 0.66), 0.2), ((0.7, 0.7), 0.17)):  # pads with their notch
        pts = ellipse_points(c, rx, rx * 0.5, 0, 24)[2:]
        pen.poly(LOTUS_LEAF, [c, *pts])
        pen.poly(INK, [c, *pts], 0.012)
    for k in range(8):  # open petals
        a = 2 * math.pi * k / 8
        q = (0.5 + 0.12 * math.cos(a), 0.54 + 0.06 * math.sin(a))
        pen.ellipse(INK, q, 0.1, 0.05, a)
        pen.ellipse(mix(PLUM_WHITE, LOTUS, 0.4), q, 0.088, 0.04, a)
    for k in range(5):
        a = -math.pi / 2 + (k - 2) * 0.45
        q = (0.5 + 0.06 * math.cos(a), 0.5 + 0.09 * math.sin(a))
        pen.ellipse(INK, q, 0.05, 0.1, a + math.pi / 2)
        pen.ellipse(PEACH_PINK, q, 0.04, 0.088, a + math.pi / 2)
    pen.circle(GOLD, (0.5, 0.52), 0.04)


def _squirrel(pen: Pen) -> None:
    shadow(pen, (0.5, 0.88), 0.3, 0.06)
    tail = [
        (0.42, 0.8),
        (0.2, 0.7),
        (0.14, 0.44),
        (0.24, 0.2),
        (0.42, 0.16),
        (0.46, 0.3),
        (0.34, 0.36),
        (0.34, 0.56),
        (0.5, 0.72),
    ]
    pen.poly(INK, tail)
    pen.poly(mix(SQUIRREL, GOLD, 0.3), [(x + 0.015, y + 0.01) for x, y in tail[1:-1]])
    body = ellipse_points((0.56, 0.64), 0.17, 0.22, 0.2, 24)
    pen.poly(INK, ellipse_points((0.56, 0.64), 0.19, 0.24, 0.2, 24))
    pen.poly(SQUIRREL, body)
    pen.poly(mix(SQUIRREL, PAPER_LIGHT, 0.6), ellipse_points((0.62, 0.68), 0.08, 0.14, 0.2, 16))
    blob(pen, (0.66, 0.36), 0.12, SQUIRREL)
    pen.poly(INK, [(0.6, 0.28), (0.62, 0.16), (0.68, 0.26)])
    pen.circle(INK, (0.7, 0.34), 0.022)
    pen.circle(INK, (0.78, 0.4), 0.016)
    blob(pen, (0.74, 0.56), 0.05, mix(WOOD, GOLD, 0.3))  # an acorn
    pen.line(INK, (0.52, 0.86), (0.6, 0.86), 0.03)


PICTURES = Pictures(
    decorations={"ginkgo": _ginkgo, "water_lily": _water_lily, "squirrel": _squirrel},
)
