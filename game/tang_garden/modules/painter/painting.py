"""The Painter's emblem: a brush over a maple leaf."""

from __future__ import annotations

from game.palette import INK, PAPER_LIGHT, WOOD
from game.tang_garden.modules.autumn_leaves.painting import leaf
from game.tang_garden.painting.core import Pen
from game.tang_garden.painting.pictures import Pictures


def _painter(pen: Pen, x: float, y: float, r: float) -> None:
    leaf(pen, "red", (x - r * 0.15, y + r * 0.15), r * 0.7)
    pen.line(WOOD, (x + r * 0.85, y - r * 0.85), (x + r * 0.1, y - r * 0.1), r * 0.16)
    pen.line(INK, (x + r * 0.1, y - r * 0.1), (x - r * 0.15, y + r * 0.15), r * 0.2)
    pen.circle(PAPER_LIGHT, (x + r * 0.7, y - r * 0.7), r * 0.05)


PICTURES = Pictures(emblems={"painter": _painter})
