"""Bamboo & Kingfisher's pictures: the two faces of its double-sided piece."""

from __future__ import annotations

import math

from game.palette import BIRD_BLUE, INK, KOI, PAPER_LIGHT, WATER, WATER_LIGHT
from game.tang_garden.painting.core import Pen, alpha, ellipse_points, mix
from game.tang_garden.painting.decorations import shadow, trunk
from game.tang_garden.painting.pictures import Pictures

BAMBOO: tuple[int, int, int] = (122, 168, 74)


BAMBOO_DARK: tuple[int, int, int] = (64, 110, 48)


KINGFISHER: tuple[int, int, int] = (34, 132, 178)


def _leaf(pen: Pen, base: tuple[float, float], angle: float, length: float) -> None:
    tip = (base[0] + length * math.cos(angle), base[1] + length * math.sin(angle))
    mid = ((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2)
    nx, ny = -math.sin(angle) * length * 0.18, math.cos(angle) * length * 0.18
    leaf = [base, (mid[0] + nx, mid[1] + ny), tip, (mid[0] - nx, mid[1] - ny)]
    pen.poly(BAMBOO, leaf)
    pen.poly(INK, leaf, 0.01)


def _bamboo(pen: Pen) -> None:
    shadow(pen, (0.5, 0.88), 0.3, 0.06)
    for x, top, lean in ((0.36, 0.14, -0.04), (0.56, 0.06, 0.03), (0.72, 0.26, 0.06)):
        stalk = [(x, 0.88), (x + lean, top)]
        trunk(pen, stalk, 0.06, BAMBOO)
        for k in range(1, 5):  # the nodes
            t = k / 5
            node = (x + lean * t, 0.88 - (0.88 - top) * t)
            pen.line(BAMBOO_DARK, (node[0] - 0.04, node[1]), (node[0] + 0.04, node[1]), 0.016)
        _leaf(pen, (x + lean * 0.6, 0.88 - (0.88 - top) * 0.6), -0.5 - lean * 6, 0.22)
        _leaf(pen, (x + lean * 0.8, 0.88 - (0.88 - top) * 0.8), math.pi + 0.5, 0.18)


def _kingfisher(pen: Pen) -> None:
    pen.ellipse(alpha(WATER, 150), (0.5, 0.86), 0.4, 0.08)
    pen.ellipse(alpha(WATER_LIGHT, 220), (0.5, 0.86), 0.3, 0.05, 0, 0.012)
    trunk(pen, [(0.1, 0.74), (0.5, 0.7), (0.9, 0.62)], 0.035)  # a reed perch
    body = ellipse_points((0.46, 0.5), 0.22, 0.14, -0.5, 28)
    pen.poly(INK, ellipse_points((0.46, 0.5), 0.245, 0.165, -0.5, 28))
    pen.poly(KINGFISHER, body)
    belly = ellipse_points((0.5, 0.58), 0.14, 0.08, -0.5, 20)
    pen.poly(KOI, belly)
    tail = [(0.3, 0.6), (0.16, 0.76), (0.24, 0.78), (0.36, 0.64)]
    pen.poly(BIRD_BLUE, tail)
    pen.poly(INK, tail, 0.012)
    wing = [(0.34, 0.46), (0.54, 0.42), (0.5, 0.56), (0.32, 0.58)]
    pen.poly(mix(KINGFISHER, BIRD_BLUE, 0.6), wing)
    pen.poly(INK, wing, 0.012)
    pen.circle(INK, (0.64, 0.36), 0.13)
    pen.circle(KINGFISHER, (0.64, 0.36), 0.11)
    pen.circle(PAPER_LIGHT, (0.66, 0.4), 0.035)
    pen.circle(INK, (0.67, 0.33), 0.022)
    beak = [(0.74, 0.32), (0.96, 0.38), (0.74, 0.4)]
    pen.poly(INK, beak)


PICTURES = Pictures(
    decorations={"bamboo": _bamboo, "kingfisher": _kingfisher},
)
