"""The pictures of lanterns 05 to 09's abilities (Free placement's is the base game's: the Seasons
characters' Actress lantern shares it)."""

from __future__ import annotations

from game.palette import PAPER_LIGHT
from game.tang_garden.painting import glyphs
from game.tang_garden.painting.core import Pen, Point
from game.tang_garden.painting.pictures import Pictures


def _cards(pen: Pen, c: Point, r: float, col, n: int) -> None:
    x, y = c
    for k in range(n):
        o = (k - (n - 1) / 2) * r * 0.42
        pen.rect(PAPER_LIGHT, x + o - r * 0.24, y - r * 0.36 + abs(o) * 0.3, r * 0.48, r * 0.72)
        pen.rect(col, x + o - r * 0.24, y - r * 0.36 + abs(o) * 0.3, r * 0.48, r * 0.72, r * 0.09)


def _draw_three(pen: Pen, c: Point, r: float, col) -> None:
    _cards(pen, c, r, col, 3)
    pen.text("+3", (c[0], c[1] + r * 0.62), r * 0.5, col, bold=True)


def _combined(pen: Pen, c: Point, r: float, col) -> None:
    """A tile and a leaf joined by a plus."""
    x, y = c
    pen.rect(col, x - r * 0.8, y - r * 0.3, r * 0.6, r * 0.6, r * 0.12)
    pen.line(col, (x - r * 0.1, y), (x + r * 0.1, y), r * 0.12)
    pen.line(col, (x, y - r * 0.1), (x, y + r * 0.1), r * 0.12)
    glyphs.leaf(pen, (x + r * 0.5, y), r * 0.38, col, -1.0)


def _reserve(pen: Pen, c: Point, r: float, col) -> None:
    """A tile set aside with an arrow to the side."""
    x, y = c
    pen.rect(col, x - r * 0.2, y - r * 0.45, r * 0.7, r * 0.7, r * 0.12)
    pen.line(col, (x - r * 0.85, y + r * 0.55), (x - r * 0.3, y + r * 0.55), r * 0.12)
    pen.poly(
        col, [(x - r * 0.2, y + r * 0.55), (x - r * 0.4, y + r * 0.38), (x - r * 0.4, y + r * 0.72)]
    )


def _copy(pen: Pen, c: Point, r: float, col) -> None:
    """Two overlapping lantern outlines."""
    x, y = c
    for dx, dy in ((-0.2, -0.12), (0.2, 0.12)):
        pen.ellipse(PAPER_LIGHT, (x + dx * r, y + dy * r), r * 0.36, r * 0.44)
        pen.ellipse(col, (x + dx * r, y + dy * r), r * 0.36, r * 0.44, 0, r * 0.1)


PICTURES = Pictures(
    lantern_glyphs={
        "draw_three_cards": _draw_three,
        "combined_actions": _combined,
        "reserve_tile": _reserve,
        "copy_lantern": _copy,
    },
)
