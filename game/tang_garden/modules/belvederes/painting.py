"""The Belvederes' picture: a two-storey pavilion on its rock."""

from __future__ import annotations

from game.palette import (
    GOLD,
    GOLD_DARK,
    INK,
    ROCK,
    ROCK_DARK,
    ROCK_LIGHT,
    ROOF,
    ROOF_LIGHT,
    TIMBER,
    WALL,
    WALL_DARK,
)
from game.tang_garden.painting.core import Pen
from game.tang_garden.painting.decorations import shadow
from game.tang_garden.painting.pictures import Pictures


def _belvedere(pen: Pen) -> None:
    shadow(pen, (0.5, 0.9), 0.34, 0.06)
    rock = [(0.16, 0.9), (0.2, 0.74), (0.34, 0.68), (0.66, 0.68), (0.8, 0.74), (0.84, 0.9)]
    pen.poly(ROCK, rock)
    pen.poly(INK, rock, 0.015)
    pen.line(ROCK_DARK, (0.3, 0.8), (0.42, 0.76), 0.012)
    pen.line(ROCK_LIGHT, (0.58, 0.74), (0.7, 0.78), 0.012)
    for x in (0.33, 0.5, 0.67):  # the lower storey
        pen.rect(INK, x - 0.03, 0.46, 0.06, 0.23)
        pen.rect(TIMBER, x - 0.018, 0.47, 0.036, 0.21)
    pen.rect(WALL_DARK, 0.28, 0.56, 0.44, 0.025)
    roof1 = [(0.12, 0.48), (0.2, 0.52), (0.8, 0.52), (0.88, 0.48), (0.7, 0.4), (0.3, 0.4)]
    pen.poly(ROOF, roof1)
    pen.poly(INK, roof1, 0.016)
    for x in (0.39, 0.61):  # the upper storey
        pen.rect(INK, x - 0.025, 0.26, 0.05, 0.15)
        pen.rect(TIMBER, x - 0.014, 0.27, 0.028, 0.13)
    pen.rect(WALL, 0.37, 0.33, 0.26, 0.03)
    roof2 = [(0.22, 0.28), (0.3, 0.31), (0.7, 0.31), (0.78, 0.28), (0.5, 0.08)]
    pen.poly(ROOF, roof2)
    pen.poly(INK, roof2, 0.016)
    for t in (0.3, 0.5, 0.7):
        pen.line(ROOF_LIGHT, (0.5, 0.12), (0.22 + 0.56 * t, 0.29), 0.01)
    pen.line(GOLD_DARK, (0.5, 0.09), (0.5, 0.02), 0.025)
    pen.circle(GOLD, (0.5, 0.03), 0.025)


PICTURES = Pictures(
    decorations={"belvedere": _belvedere},
)
