"""The new garden tiles' pictures: the features drawn over their terrain (fountains, gold and
silver walls, the Viewpoint, the Theatre, the Lion statue and the Koi fountain), by tile kind."""

from __future__ import annotations

import math

from game.palette import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREENERY_DARK,
    INK,
    INK_SOFT,
    KOI,
    PAPER,
    PAPER_LIGHT,
    ROCK,
    ROCK_DARK,
    ROCK_LIGHT,
    ROOF,
    SEAL_RED,
    TIMBER,
    WALL,
    WATER,
    WATER_DARK,
    WATER_LIGHT,
)
from game.tang_garden.painting import glyphs
from game.tang_garden.painting.core import Pen, Point, alpha, rng
from game.tang_garden.painting.pictures import Pictures

SILVER = (196, 200, 206)


SILVER_DARK = (120, 126, 136)


SIDES = "NESW"


def _turned(p: Point, side: str) -> Point:
    """``p`` drawn for the north side, turned to ``side``."""
    x, y = p
    for _ in range(SIDES.index(side)):
        x, y = 1 - y, x
    return x, y


def _plaque(pen: Pen, c: Point, r: float, rim: tuple[int, int, int]) -> None:
    pen.circle(alpha(INK, 70), (c[0] + 0.012, c[1] + 0.016), r)
    pen.circle(PAPER_LIGHT, c, r)
    pen.circle(rim, c, r, 0.018)


def _basin(pen: Pen, c: Point, r: float, stone: tuple[int, int, int]) -> None:
    x, y = c
    pen.ellipse(alpha(INK, 70), (x + 0.01, y + 0.02), r, r * 0.7)
    pen.ellipse(stone, c, r, r * 0.7)
    pen.ellipse(WATER, c, r * 0.78, r * 0.52)
    pen.ellipse(WATER_DARK, c, r * 0.78, r * 0.52, 0, 0.01)


def _jet(pen: Pen, c: Point, r: float) -> None:
    x, y = c
    for dx in (-0.5, 0, 0.5):
        arc = [
            (x + dx * r * t, y - r * 1.3 * math.sin(math.pi * t * 0.8))
            for t in (i / 8 for i in range(9))
        ]
        pen.stroke(WATER_LIGHT, arc, 0.022)
    pen.circle(PAPER_LIGHT, (x, y - r * 1.05), r * 0.14)


def _fountain(pen: Pen, tile: object, seed: object) -> None:
    """A stone basin with a jet of water; its terrain's glyph (or a second spot) beside it."""
    _basin(pen, (0.5, 0.56), 0.2, ROCK_LIGHT)
    _jet(pen, (0.5, 0.52), 0.16)
    track = getattr(tile, "track", None)
    if track is not None:
        _plaque(pen, (0.5, 0.84), 0.08, INK_SOFT)
        glyphs.terrain_glyph(pen, track, (0.5, 0.84), 0.055)
    if getattr(tile, "second_spot", False):
        glyphs.character_spot(pen, (0.8, 0.8))


def _wall_tint(colour: tuple[int, int, int], dark: tuple[int, int, int]):
    def paint(pen: Pen, tile: object, seed: object) -> None:
        edges = dict(zip(SIDES, getattr(tile, "edges", ()), strict=False))
        sides = getattr(tile, "gold", None) or [s for s in SIDES if edges.get(s) == "wall"]
        for side in sides:
            band = [_turned(p, side) for p in ((0, 0), (1, 0), (1, 0.14), (0, 0.14))]
            pen.poly(alpha(colour, 215), band)
            shine = [
                _turned(p, side) for p in ((0.04, 0.05), (0.96, 0.05), (0.96, 0.08), (0.04, 0.08))
            ]
            pen.poly(alpha(PAPER_LIGHT, 150), shine)
            for k in range(1, 8):
                a, b = _turned((k / 8, 0.02), side), _turned((k / 8, 0.12), side)
                pen.line(dark, a, b, 0.008)
            pen.poly(dark, band, 0.012)

    return paint


def _tao_fountain(pen: Pen, tile: object, seed: object) -> None:
    """A round basin with the tao sign in its water."""
    _basin(pen, (0.5, 0.55), 0.22, ROCK_LIGHT)
    glyphs.tao(pen, (0.5, 0.55), 0.1, INK, PAPER_LIGHT)


def _viewpoint(pen: Pen, tile: object, seed: object) -> None:
    """A little platform with a brass telescope pointing the way its coins go."""
    side = getattr(tile, "telescope", "N")
    pen.rect(alpha(INK, 60), 0.33, 0.42, 0.36, 0.3)
    pen.rect(TIMBER, 0.32, 0.4, 0.36, 0.3)
    pen.rect(INK, 0.32, 0.4, 0.36, 0.3, 0.012)
    tube = [_turned(p, side) for p in ((0.46, 0.6), (0.54, 0.6), (0.56, 0.22), (0.44, 0.22))]
    pen.poly(GOLD, tube)
    pen.poly(GOLD_DARK, tube, 0.012)
    pen.circle(GOLD_LIGHT, _turned((0.5, 0.22), side), 0.05)
    pen.circle(INK, _turned((0.5, 0.22), side), 0.05, 0.012)
    tip = [_turned(p, side) for p in ((0.5, 0.04), (0.42, 0.13), (0.58, 0.13))]
    pen.poly(SEAL_RED, tip)


def _theatre(pen: Pen, tile: object, seed: object) -> None:
    """A red stage under a curved roof, its curtains drawn aside."""
    pen.rect(alpha(INK, 60), 0.27, 0.36, 0.5, 0.4)
    pen.rect(WALL, 0.26, 0.34, 0.48, 0.38)
    pen.rect(PAPER, 0.32, 0.4, 0.36, 0.26)
    for k in (0, 1):
        x = 0.32 if k == 0 else 0.6
        pen.poly(
            SEAL_RED, [(x, 0.4), (x + 0.08, 0.4), (x + (0.02 if k == 0 else 0.06), 0.66), (x, 0.66)]
        )
    pen.circle(GOLD, (0.5, 0.52), 0.045)
    roof = [(0.18, 0.36), (0.28, 0.27), (0.72, 0.27), (0.82, 0.36), (0.7, 0.33), (0.3, 0.33)]
    pen.poly(ROOF, roof)
    pen.rect(INK, 0.26, 0.34, 0.48, 0.38, 0.012)
    pen.rect(TIMBER, 0.22, 0.72, 0.56, 0.05)


def _lion_statue(pen: Pen, tile: object, seed: object) -> None:
    """A stone guardian lion on a plinth."""
    pen.rect(alpha(INK, 60), 0.34, 0.68, 0.34, 0.1)
    pen.rect(ROCK, 0.33, 0.66, 0.34, 0.1)
    pen.rect(ROCK_DARK, 0.33, 0.66, 0.34, 0.1, 0.01)
    pen.ellipse(ROCK_LIGHT, (0.5, 0.56), 0.14, 0.1)
    pen.circle(ROCK_LIGHT, (0.5, 0.38), 0.11)
    r = rng("mane", seed)
    for k in range(10):  # curls of the mane
        a = k / 10 * 2 * math.pi
        pen.circle(
            ROCK, (0.5 + 0.11 * math.cos(a), 0.38 + 0.11 * math.sin(a)), 0.03 + r.uniform(0, 0.01)
        )
    pen.circle(ROCK_LIGHT, (0.5, 0.39), 0.075)
    for dx in (-0.03, 0.03):
        pen.circle(INK, (0.5 + dx, 0.37), 0.012)
    pen.ellipse(INK_SOFT, (0.5, 0.42), 0.03, 0.015)
    pen.circle(GREENERY_DARK, (0.36, 0.62), 0.03)


def _koi_fountain(pen: Pen, tile: object, seed: object) -> None:
    """A round pond with two koi chasing each other."""
    pen.circle(alpha(INK, 60), (0.51, 0.53), 0.22)
    pen.circle(ROCK_LIGHT, (0.5, 0.5), 0.22)
    pen.circle(WATER, (0.5, 0.5), 0.18)
    for k in (0, 1):
        a = math.pi * k
        c = (0.5 + 0.08 * math.cos(a), 0.5 + 0.08 * math.sin(a))
        pen.ellipse(KOI if k == 0 else PAPER_LIGHT, c, 0.07, 0.03, a + math.pi / 2)
        tail = (0.5 + 0.1 * math.cos(a + 0.9), 0.5 + 0.1 * math.sin(a + 0.9))
        pen.circle(KOI if k == 0 else PAPER_LIGHT, tail, 0.02)
    pen.circle(WATER_DARK, (0.5, 0.5), 0.18, 0.01)


PICTURES = Pictures(
    tile_features={
        "fountain": _fountain,
        "gold_wall": _wall_tint(GOLD, GOLD_DARK),
        "silver_wall": _wall_tint(SILVER, SILVER_DARK),
        "tao_fountain": _tao_fountain,
        "viewpoint": _viewpoint,
        "theatre": _theatre,
        "lion_statue": _lion_statue,
        "koi_fountain": _koi_fountain,
    },
)
