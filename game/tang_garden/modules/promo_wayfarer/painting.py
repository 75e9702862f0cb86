"""The Wayfarer promo's picture: its emblem, a straw hat and staff."""

from __future__ import annotations

from game.palette import INK, WOOD
from game.tang_garden.painting.core import Pen
from game.tang_garden.painting.pictures import Pictures

STRAW: tuple[int, int, int] = (222, 186, 110)


def _wayfarer(pen: Pen, x: float, y: float, r: float) -> None:
    pen.line(WOOD, (x + r * 0.75, y - r * 0.3), (x + r * 0.55, y + r * 1.0), r * 0.14)
    hat = [(x - r * 1.0, y + r * 0.2), (x, y - r * 0.75), (x + r * 1.0, y + r * 0.2)]
    pen.poly(STRAW, hat)
    for k in range(1, 4):
        t = k / 4
        pen.line(WOOD, (x, y - r * 0.75), (x - r * 1.0 + 2 * r * t, y + r * 0.2), r * 0.05)
    pen.poly(INK, hat, r * 0.1)
    pen.circle(INK, (x, y + r * 0.45), r * 0.22)


PICTURES = Pictures(
    emblems={"wayfarer": _wayfarer},
)
