"""Seasons parts' pictures: the new garden tiles' features (drawn over their terrain, registered
in ``tiles.FEATURES`` by kind), the night landscapes' icons (``landscapes.ICONS``) and the
lanterns 05 to 09's glyphs (``pieces.LANTERN_GLYPHS``)."""

from __future__ import annotations

import math

from game.painting import glyphs
from game.painting.core import Pen, Point, alpha, rng
from game.painting.landscapes import ICONS
from game.painting.pieces import LANTERN_GLYPHS
from game.painting.tiles import FEATURES, _character_spot
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
    SUN_RED,
    TIMBER,
    WALL,
    WALL_DARK,
    WATER,
    WATER_DARK,
    WATER_LIGHT,
)

SILVER = (196, 200, 206)
SILVER_DARK = (120, 126, 136)
NIGHT = (44, 52, 86)
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


# --- the new garden tiles ----------------------------------------------------------------------


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
        _character_spot(pen, (0.8, 0.8))  # where the second miniature stands


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
    pen.circle(GREENERY_DARK, (0.36, 0.62), 0.03)  # its ball


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


FEATURES.update(
    {
        "fountain": _fountain,
        "gold_wall": _wall_tint(GOLD, GOLD_DARK),
        "silver_wall": _wall_tint(SILVER, SILVER_DARK),
        "tao_fountain": _tao_fountain,
        "viewpoint": _viewpoint,
        "theatre": _theatre,
        "lion_statue": _lion_statue,
        "koi_fountain": _koi_fountain,
    }
)


# --- night landscape icons ---------------------------------------------------------------------


def _fireflies(pen: Pen) -> None:
    """Glowing dots over dark grass."""
    pen.circle(NIGHT, (0.5, 0.5), 0.46)
    r = rng("fireflies")
    for _ in range(9):
        c = (r.uniform(0.2, 0.8), r.uniform(0.18, 0.62))
        pen.circle(alpha(GOLD_LIGHT, 90), c, 0.07)
        pen.circle(GOLD_LIGHT, c, 0.03)
    for k in range(9):
        x = 0.12 + k * 0.095
        pen.line(GREENERY_DARK, (x, 0.9), (x + 0.04, 0.68), 0.03)


def _fireworks(pen: Pen) -> None:
    """Two bursts of sparks in the night sky."""
    pen.circle(NIGHT, (0.5, 0.5), 0.46)
    for cx, cy, rad, col in ((0.38, 0.4, 0.24, SUN_RED), (0.66, 0.6, 0.18, GOLD_LIGHT)):
        for k in range(12):
            a = k / 12 * 2 * math.pi
            pen.line(
                col,
                (cx + rad * 0.3 * math.cos(a), cy + rad * 0.3 * math.sin(a)),
                (cx + rad * math.cos(a), cy + rad * math.sin(a)),
                0.025,
            )
        pen.circle(PAPER_LIGHT, (cx, cy), 0.03)


def _phoenix(pen: Pen) -> None:
    """A fiery bird with spread wings and a long tail."""
    body = [(0.5, 0.3), (0.58, 0.48), (0.5, 0.66), (0.42, 0.48)]
    for side in (-1, 1):
        wing = [
            (0.5, 0.46),
            (0.5 + side * 0.42, 0.2),
            (0.5 + side * 0.3, 0.42),
            (0.5 + side * 0.36, 0.5),
        ]
        pen.poly(SUN_RED, wing)
        pen.poly(GOLD, [(0.5, 0.48), (0.5 + side * 0.3, 0.3), (0.5 + side * 0.22, 0.46)])
    for dx in (-0.12, 0, 0.12):
        pen.stroke(SUN_RED, [(0.5, 0.62), (0.5 + dx * 0.5, 0.78), (0.5 + dx, 0.94)], 0.035)
    pen.poly(GOLD_DARK, body)
    pen.circle(GOLD, (0.5, 0.26), 0.07)
    pen.poly(GOLD_DARK, [(0.5, 0.24), (0.6, 0.27), (0.5, 0.3)])
    pen.circle(INK, (0.48, 0.25), 0.015)


def _lantern(pen: Pen) -> None:
    """A red paper lantern floating up."""
    pen.line(INK, (0.5, 0.08), (0.5, 0.2), 0.025)
    pen.ellipse(SEAL_RED, (0.5, 0.5), 0.28, 0.3)
    for k in (-1, 0, 1):
        pen.line(WALL_DARK, (0.5 + k * 0.12, 0.24), (0.5 + k * 0.12, 0.76), 0.015)
    pen.rect(GOLD, 0.38, 0.18, 0.24, 0.07)
    pen.rect(GOLD, 0.38, 0.76, 0.24, 0.07)
    pen.circle(alpha(GOLD_LIGHT, 110), (0.5, 0.5), 0.12)


ICONS.update(
    {"fireflies": _fireflies, "fireworks": _fireworks, "phoenix": _phoenix, "lantern": _lantern}
)


# --- lanterns 05 to 09 -------------------------------------------------------------------------


def _cards(pen: Pen, c: Point, r: float, col, n: int) -> None:
    x, y = c
    for k in range(n):
        o = (k - (n - 1) / 2) * r * 0.42
        pen.rect(PAPER_LIGHT, x + o - r * 0.24, y - r * 0.36 + abs(o) * 0.3, r * 0.48, r * 0.72)
        pen.rect(col, x + o - r * 0.24, y - r * 0.36 + abs(o) * 0.3, r * 0.48, r * 0.72, r * 0.09)


def _draw_three(pen: Pen, c: Point, r: float, col) -> None:
    _cards(pen, c, r, col, 3)
    pen.text("+3", (c[0], c[1] + r * 0.62), r * 0.5, col, bold=True)


def _free_placement(pen: Pen, c: Point, r: float, col) -> None:
    """A figure standing on a plain tile."""
    x, y = c
    pen.rect(col, x - r * 0.6, y + r * 0.2, r * 1.2, r * 0.5, r * 0.1)
    glyphs.character(pen, (x, y - r * 0.15), r * 0.55)


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


LANTERN_GLYPHS.update(
    {
        "draw_three_cards": _draw_three,
        "free_placement": _free_placement,
        "combined_actions": _combined,
        "reserve_tile": _reserve,
        "copy_lantern": _copy,
    }
)
