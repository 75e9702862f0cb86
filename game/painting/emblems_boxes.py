"""Ink emblems of the expansions' fourteen characters (registered into ``emblems.EMBLEMS``).

Ghost Stories: Demon horned mask, Fox Spirit fox mask, Medium paper talisman, Soldier shield
and spear. Golden Age: Emissary envoy's staff, Gardener sprout on its mound, Geomancer compass,
Literate scroll, Musician pipa, Nobleman jade disc, Tao Priest the eight trigrams, Princess flower
hairpin. Promos: Herbalist mortar and leaf, Wayfarer straw hat and staff.
"""

from __future__ import annotations

import math

from game.painting import glyphs
from game.painting.core import Pen, Point, ellipse_points
from game.painting.emblems import EMBLEMS
from game.palette import (
    GOLD,
    GOLD_LIGHT,
    GREENERY,
    GREENERY_DARK,
    INK,
    PAPER_LIGHT,
    SEAL_RED,
    WOOD,
)

JADE: tuple[int, int, int] = (118, 176, 140)
STRAW: tuple[int, int, int] = (222, 186, 110)


def _demon(pen: Pen, x: float, y: float, r: float) -> None:
    for s in (-1, 1):  # horns
        pen.poly(
            INK,
            [
                (x + s * r * 0.35, y - r * 0.35),
                (x + s * r * 0.95, y - r * 1.0),
                (x + s * r * 0.7, y - r * 0.2),
            ],
        )
    face = ellipse_points((x, y + r * 0.1), r * 0.72, r * 0.8, 0, 28)
    pen.poly(SEAL_RED, face)
    pen.poly(INK, face, r * 0.12)
    for s in (-1, 1):  # slanted eyes and brows
        eye = [
            (x + s * r * 0.12, y - r * 0.05),
            (x + s * r * 0.5, y - r * 0.2),
            (x + s * r * 0.42, y + r * 0.05),
        ]
        pen.poly(GOLD_LIGHT, eye)
        pen.poly(INK, eye, r * 0.08)
    mouth = [(x - r * 0.4, y + r * 0.42), (x + r * 0.4, y + r * 0.42), (x, y + r * 0.62)]
    pen.poly(INK, mouth)
    for s in (-1, 1):  # fangs
        pen.poly(
            PAPER_LIGHT,
            [
                (x + s * r * 0.28, y + r * 0.42),
                (x + s * r * 0.16, y + r * 0.42),
                (x + s * r * 0.22, y + r * 0.6),
            ],
        )


def _fox_spirit(pen: Pen, x: float, y: float, r: float) -> None:
    glyphs.fox_mask(pen, (x, y), r)


def _medium(pen: Pen, x: float, y: float, r: float) -> None:
    pen.rect(GOLD_LIGHT, x - r * 0.42, y - r * 0.95, r * 0.84, r * 1.9)
    pen.rect(INK, x - r * 0.42, y - r * 0.95, r * 0.84, r * 1.9, r * 0.1)
    pen.circle(SEAL_RED, (x, y - r * 0.55), r * 0.2)
    zig = [(x - r * 0.2, y - r * 0.2), (x + r * 0.2, y - r * 0.05), (x - r * 0.2, y + r * 0.15)]
    zig += [(x + r * 0.2, y + r * 0.35), (x - r * 0.15, y + r * 0.55), (x + r * 0.05, y + r * 0.78)]
    pen.stroke(SEAL_RED, zig, r * 0.12)


def _soldier(pen: Pen, x: float, y: float, r: float) -> None:
    pen.line(WOOD, (x - r * 0.9, y + r * 0.9), (x + r * 0.7, y - r * 0.7), r * 0.14)
    pen.poly(
        INK, [(x + r * 0.62, y - r * 0.9), (x + r * 1.0, y - r * 1.0), (x + r * 0.9, y - r * 0.62)]
    )
    pen.circle(INK, (x - r * 0.1, y + r * 0.15), r * 0.62)
    pen.circle(SEAL_RED, (x - r * 0.1, y + r * 0.15), r * 0.5)
    pen.circle(GOLD, (x - r * 0.1, y + r * 0.15), r * 0.18)
    pen.circle(INK, (x - r * 0.1, y + r * 0.15), r * 0.18, r * 0.06)


def _emissary(pen: Pen, x: float, y: float, r: float) -> None:
    pen.line(WOOD, (x, y - r * 1.0), (x, y + r * 1.0), r * 0.14)
    for k, yy in enumerate((-0.55, 0.0, 0.55)):
        tuft = [
            (x - r * 0.1, y + r * yy),
            (x + r * 0.1, y + r * yy),
            (x + r * (0.42 - 0.04 * k), y + r * (yy + 0.38)),
            (x - r * (0.42 - 0.04 * k), y + r * (yy + 0.38)),
        ]
        pen.poly(SEAL_RED, tuft)
        pen.poly(INK, tuft, r * 0.06)
    pen.circle(GOLD, (x, y - r * 0.98), r * 0.13)


def _gardener(pen: Pen, x: float, y: float, r: float) -> None:
    mound = [
        (x - r * 0.9, y + r * 0.8),
        (x - r * 0.5, y + r * 0.45),
        (x + r * 0.5, y + r * 0.45),
        (x + r * 0.9, y + r * 0.8),
    ]
    pen.poly(WOOD, mound)
    pen.poly(INK, mound, r * 0.1)
    pen.stroke(GREENERY_DARK, [(x, y + r * 0.5), (x + r * 0.05, y), (x, y - r * 0.4)], r * 0.12)
    for s, a in ((-1, -0.5), (1, -0.5)):
        leaf = ellipse_points((x + s * r * 0.38, y - r * 0.25), r * 0.38, r * 0.17, s * a, 18)
        pen.poly(GREENERY, leaf)
        pen.poly(INK, leaf, r * 0.08)


def _geomancer(pen: Pen, x: float, y: float, r: float) -> None:
    pen.circle(GOLD, (x, y), r * 0.95)
    pen.circle(INK, (x, y), r * 0.95, r * 0.1)
    pen.circle(INK, (x, y), r * 0.65, r * 0.06)
    for k in range(8):
        a = k * math.pi / 4
        pen.line(
            INK,
            (x + r * 0.68 * math.cos(a), y + r * 0.68 * math.sin(a)),
            (x + r * 0.9 * math.cos(a), y + r * 0.9 * math.sin(a)),
            r * 0.06,
        )
    pen.poly(SEAL_RED, [(x, y - r * 0.55), (x + r * 0.12, y), (x - r * 0.12, y)])
    pen.poly(INK, [(x, y + r * 0.55), (x + r * 0.12, y), (x - r * 0.12, y)])
    pen.circle(PAPER_LIGHT, (x, y), r * 0.07)


def _literate(pen: Pen, x: float, y: float, r: float) -> None:
    pen.rect(PAPER_LIGHT, x - r * 0.7, y - r * 0.6, r * 1.4, r * 1.2)
    pen.rect(INK, x - r * 0.7, y - r * 0.6, r * 1.4, r * 1.2, r * 0.08)
    for s in (-1, 1):  # the rolled ends
        pen.line(WOOD, (x + s * r * 0.8, y - r * 0.78), (x + s * r * 0.8, y + r * 0.78), r * 0.22)
    for k in range(4):
        xx = x - r * 0.36 + k * r * 0.24
        pen.line(INK, (xx, y - r * 0.4), (xx, y + r * (0.4 - 0.15 * (k % 2))), r * 0.08)


def _musician(pen: Pen, x: float, y: float, r: float) -> None:
    a = math.pi / 5
    d = (math.sin(a), -math.cos(a))  # up, leaning right

    def at(t: float, side: float = 0.0) -> Point:
        return (x + d[0] * r * t - d[1] * r * side, y + d[1] * r * t + d[0] * r * side)

    pen.line(INK, at(0.0), at(1.0), r * 0.16)
    for t in (0.7, 0.88):
        pen.line(INK, at(t, -0.2), at(t, 0.2), r * 0.08)
    body = ellipse_points(at(-0.35), r * 0.45, r * 0.6, a, 28)
    pen.poly(WOOD, body)
    pen.poly(INK, body, r * 0.1)
    pen.circle(INK, at(-0.2), r * 0.1)
    pen.line(GOLD, at(-0.75, -0.2), at(-0.75, 0.2), r * 0.08)


def _nobleman(pen: Pen, x: float, y: float, r: float) -> None:
    pen.circle(JADE, (x, y), r * 0.95)
    pen.circle(INK, (x, y), r * 0.95, r * 0.1)
    pen.circle(PAPER_LIGHT, (x, y), r * 0.32)
    pen.circle(INK, (x, y), r * 0.32, r * 0.08)
    for k in range(10):
        a = 2 * math.pi * k / 10
        pen.circle(
            GREENERY_DARK, (x + r * 0.63 * math.cos(a), y + r * 0.63 * math.sin(a)), r * 0.08
        )


def _tao_priest(pen: Pen, x: float, y: float, r: float) -> None:
    """The eight trigrams round a small taijitu."""
    glyphs.tao(pen, (x, y), r * 0.4)
    for k in range(8):
        a = -math.pi / 2 + k * math.pi / 4
        ca, sa = math.cos(a), math.sin(a)
        for j, d in enumerate((0.62, 0.77, 0.92)):
            broken = (k >> j) & 1
            cx, cy = x + r * d * ca, y + r * d * sa
            half = r * 0.2
            tx, ty = -sa * half, ca * half
            if broken:
                pen.line(INK, (cx - tx, cy - ty), (cx - tx * 0.25, cy - ty * 0.25), r * 0.09)
                pen.line(INK, (cx + tx * 0.25, cy + ty * 0.25), (cx + tx, cy + ty), r * 0.09)
            else:
                pen.line(INK, (cx - tx, cy - ty), (cx + tx, cy + ty), r * 0.09)


def _princess(pen: Pen, x: float, y: float, r: float) -> None:
    pen.line(GOLD, (x - r * 0.95, y + r * 0.95), (x + r * 0.35, y - r * 0.35), r * 0.12)
    for k in range(5):
        a = -math.pi / 2 + 2 * math.pi * k / 5
        pen.circle(
            SEAL_RED,
            (x + r * 0.4 + r * 0.32 * math.cos(a), y - r * 0.4 + r * 0.32 * math.sin(a)),
            r * 0.24,
        )
    pen.circle(GOLD_LIGHT, (x + r * 0.4, y - r * 0.4), r * 0.18)
    pen.circle(INK, (x + r * 0.4, y - r * 0.4), r * 0.18, r * 0.06)
    for k, dx in enumerate((0.55, 0.8)):  # dangling beads
        top = (x + r * dx, y - r * 0.05)
        pen.line(INK, top, (x + r * dx, y + r * (0.45 + 0.2 * k)), r * 0.05)
        pen.circle(JADE, (x + r * dx, y + r * (0.5 + 0.2 * k)), r * 0.12)


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


def _wayfarer(pen: Pen, x: float, y: float, r: float) -> None:
    pen.line(WOOD, (x + r * 0.75, y - r * 0.3), (x + r * 0.55, y + r * 1.0), r * 0.14)
    hat = [(x - r * 1.0, y + r * 0.2), (x, y - r * 0.75), (x + r * 1.0, y + r * 0.2)]
    pen.poly(STRAW, hat)
    for k in range(1, 4):
        t = k / 4
        pen.line(WOOD, (x, y - r * 0.75), (x - r * 1.0 + 2 * r * t, y + r * 0.2), r * 0.05)
    pen.poly(INK, hat, r * 0.1)
    pen.circle(INK, (x, y + r * 0.45), r * 0.22)


EMBLEMS.update(
    {
        "demon": _demon,
        "fox_spirit": _fox_spirit,
        "medium": _medium,
        "soldier": _soldier,
        "emissary": _emissary,
        "gardener": _gardener,
        "geomancer": _geomancer,
        "literate": _literate,
        "musician": _musician,
        "nobleman": _nobleman,
        "tao_priest": _tao_priest,
        "princess": _princess,
        "herbalist": _herbalist,
        "wayfarer": _wayfarer,
    }
)
