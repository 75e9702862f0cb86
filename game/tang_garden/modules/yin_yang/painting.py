"""Yin & Yang's pictures: its four solo lanterns' abilities."""

from __future__ import annotations

from game.palette import RGB
from game.tang_garden.painting import glyphs
from game.tang_garden.painting.core import Pen, Point
from game.tang_garden.painting.pictures import Pictures


def _tile_only(pen: Pen, c: Point, r: float, col: RGB) -> None:
    glyphs.tiles(pen, c, r, col, 1)


def _tile_from_display(pen: Pen, c: Point, r: float, col: RGB) -> None:
    x, y = c
    glyphs.tiles(pen, c, r, col, 1)
    pen.stroke(col, [(x - r * 0.7, y + r * 0.7), (x + r * 0.7, y + r * 0.7)], r * 0.12)


def _replace_decoration_cards(pen: Pen, c: Point, r: float, col: RGB) -> None:
    x, y = c
    for k in range(2):
        o = (k - 0.5) * r * 0.45
        pen.rect(col, x + o - r * 0.25, y - r * 0.4 + o * 0.3, r * 0.5, r * 0.75, r * 0.1)


def _reuse_lantern(pen: Pen, c: Point, r: float, col: RGB) -> None:
    """A circular arrow."""
    glyphs.turn_arrow(pen, c, r * 0.5, col, 0.6, 4.6)


PICTURES = Pictures(
    lantern_glyphs={
        "tile_only": _tile_only,
        "tile_from_display": _tile_from_display,
        "replace_decoration_cards": _replace_decoration_cards,
        "reuse_lantern": _reuse_lantern,
    },
)
