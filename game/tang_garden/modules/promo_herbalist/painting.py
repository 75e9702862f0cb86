"""The Herbalist promo's pictures: its emblem (mortar and leaf) and its herb token."""

from __future__ import annotations

from game.palette import GREENERY, GREENERY_DARK, INK, PAPER_LIGHT, WOOD
from game.tang_garden.painting import glyphs
from game.tang_garden.painting.core import Pen, alpha, ellipse_points
from game.tang_garden.painting.pictures import Pictures


def _herbalist(pen: Pen, x: float, y: float, r: float) -> None:
    leaf = ellipse_points((x - r * 0.25, y - r * 0.45), r * 0.55, r * 0.22, -0.7, 20)
    pen.poly(GREENERY, leaf)
    pen.poly(INK, leaf, r * 0.08)
    pen.line(GREENERY_DARK, (x - r * 0.65, y - r * 0.05), (x + r * 0.15, y - r * 0.85), r * 0.06)
    pen.line(WOOD, (x + r * 0.1, y + r * 0.3), (x + r * 0.7, y - r * 0.6), r * 0.2)
    bowl = [
        (x - r * 0.8, y + r * 0.15),
        (x + r * 0.8, y + r * 0.15),
        (x + r * 0.5, y + r * 0.85),
        (x - r * 0.5, y + r * 0.85),
    ]
    pen.poly(INK, bowl)
    pen.line(PAPER_LIGHT, (x - r * 0.55, y + r * 0.35), (x + r * 0.55, y + r * 0.35), r * 0.06)


def _herb_token(pen: Pen) -> None:
    pen.circle(alpha(INK, 70), (0.52, 0.53), 0.42)
    pen.circle(GREENERY_DARK, (0.5, 0.5), 0.42)
    pen.circle(PAPER_LIGHT, (0.5, 0.5), 0.36)
    pen.stroke(GREENERY_DARK, [(0.5, 0.8), (0.5, 0.45), (0.46, 0.22)], 0.04)
    for k, (dy, s) in enumerate(((0.62, -1), (0.5, 1), (0.38, -1))):
        glyphs.leaf(pen, (0.5 + s * 0.14, dy - 0.02 * k), 0.14, GREENERY, -0.5 if s > 0 else -2.6)


PICTURES = Pictures(
    emblems={"herbalist": _herbalist},
    tokens={"herb": _herb_token},
)
