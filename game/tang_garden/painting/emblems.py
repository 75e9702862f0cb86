"""Ink emblems of the base game's twelve characters, drawn inside a paper disc on the miniature
(``pieces.emblem`` draws any character's, a module's from its pictures).

Each is one bold pictogram that survives being drawn at 30 px:
Architect compass, Child kite, Empress phoenix crown, Hermit gourd, Poet brush, Student book,
Emperor the seal character 王 (king), Lady folding fan, Merchant square-holed coin,
Monk prayer beads, Officer winged hat, Sword Dancer sword.
"""

from __future__ import annotations

import math

from game.palette import GOLD, INK, PAPER_LIGHT, SEAL_RED
from game.tang_garden.painting.core import Pen, Point
from game.tang_garden.painting.pictures import Emblem


def _architect(pen: Pen, x: float, y: float, r: float) -> None:
    w = r * 0.16
    pen.stroke(
        INK, [(x - r * 0.62, y + r * 0.8), (x, y - r * 0.62), (x + r * 0.62, y + r * 0.8)], w
    )
    pen.circle(INK, (x, y - r * 0.68), r * 0.2)
    pen.stroke(INK, [(x - r * 0.44, y + r * 0.32), (x + r * 0.44, y + r * 0.32)], w * 0.8)


def _child(pen: Pen, x: float, y: float, r: float) -> None:
    kite = [
        (x + r * 0.2, y - r * 1.0),
        (x + r * 0.9, y - r * 0.3),
        (x + r * 0.1, y + r * 0.3),
        (x - r * 0.55, y - r * 0.45),
    ]
    pen.poly(SEAL_RED, kite)
    pen.poly(INK, kite, r * 0.14)
    pen.line(INK, kite[0], kite[2], r * 0.09)
    pen.line(INK, kite[1], kite[3], r * 0.09)
    tail = [
        (x + r * 0.1, y + r * 0.3),
        (x - r * 0.3, y + r * 0.5),
        (x - r * 0.1, y + r * 0.75),
        (x - r * 0.6, y + r * 0.95),
    ]
    pen.stroke(INK, tail, r * 0.12)
    for t in tail[1:3]:
        pen.poly(INK, [(t[0] - r * 0.16, t[1] - r * 0.14), (t[0] + r * 0.16, t[1] - r * 0.14), t])


def _empress(pen: Pen, x: float, y: float, r: float) -> None:
    crown = [
        (x - r * 0.8, y + r * 0.55),
        (x - r * 0.8, y - r * 0.35),
        (x - r * 0.4, y + r * 0.05),
        (x, y - r * 0.75),
        (x + r * 0.4, y + r * 0.05),
        (x + r * 0.8, y - r * 0.35),
        (x + r * 0.8, y + r * 0.55),
    ]
    pen.poly(GOLD, crown)
    pen.poly(INK, crown, r * 0.13)
    for px, py in ((x - r * 0.8, y - r * 0.45), (x, y - r * 0.85), (x + r * 0.8, y - r * 0.45)):
        pen.circle(SEAL_RED, (px, py), r * 0.16)
        pen.circle(INK, (px, py), r * 0.16, r * 0.06)
    pen.line(INK, (x - r * 0.8, y + r * 0.3), (x + r * 0.8, y + r * 0.3), r * 0.1)


def _hermit(pen: Pen, x: float, y: float, r: float) -> None:
    for c, rr in (((x, y + r * 0.38), r * 0.58), ((x, y - r * 0.42), r * 0.4)):
        pen.circle(INK, c, rr)
    pen.circle(PAPER_LIGHT, (x - r * 0.2, y + r * 0.25), r * 0.14)
    pen.stroke(
        INK,
        [(x, y - r * 0.75), (x + r * 0.08, y - r * 0.98), (x + r * 0.38, y - r * 1.0)],
        r * 0.14,
    )
    pen.line(SEAL_RED, (x - r * 0.3, y - r * 0.08), (x + r * 0.3, y - r * 0.08), r * 0.16)


def _poet(pen: Pen, x: float, y: float, r: float) -> None:
    a, b = (x + r * 0.8, y - r * 0.9), (x - r * 0.1, y + r * 0.1)
    pen.line(INK, a, b, r * 0.3)
    pen.line(SEAL_RED, (x + r * 0.55, y - r * 0.63), (x + r * 0.38, y - r * 0.44), r * 0.34)
    tip = [
        (x + r * 0.05, y + r * 0.0),
        (x - r * 0.3, y + r * 0.0),
        (x - r * 0.85, y + r * 0.9),
        (x + r * 0.0, y + r * 0.35),
    ]
    pen.poly(INK, tip)


def _student(pen: Pen, x: float, y: float, r: float) -> None:
    for s in (-1, 1):
        page = [
            (x, y - r * 0.45),
            (x + s * r * 0.85, y - r * 0.65),
            (x + s * r * 0.85, y + r * 0.5),
            (x, y + r * 0.7),
        ]
        pen.poly(PAPER_LIGHT, page)
        pen.poly(INK, page, r * 0.13)
        for k in range(3):
            yy = y - r * 0.3 + k * r * 0.28
            pen.line(INK, (x + s * r * 0.18, yy), (x + s * r * 0.62, yy - r * 0.12), r * 0.07)


def _emperor(pen: Pen, x: float, y: float, r: float) -> None:
    box = [
        (x - r * 0.95, y - r * 0.95),
        (x + r * 0.95, y - r * 0.95),
        (x + r * 0.95, y + r * 0.95),
        (x - r * 0.95, y + r * 0.95),
    ]
    pen.poly(SEAL_RED, box)
    w = r * 0.22
    for yy, hw in ((-0.58, 0.58), (0.0, 0.46), (0.58, 0.66)):
        pen.line(PAPER_LIGHT, (x - r * hw, y + r * yy), (x + r * hw, y + r * yy), w)
    pen.line(PAPER_LIGHT, (x, y - r * 0.58), (x, y + r * 0.58), w)


def _lady(pen: Pen, x: float, y: float, r: float) -> None:
    pivot = (x, y + r * 0.7)
    a0, a1 = math.pi * 1.12, math.pi * 1.88
    outer = [
        (
            pivot[0] + r * 1.2 * math.cos(a0 + (a1 - a0) * i / 16),
            pivot[1] + r * 1.2 * math.sin(a0 + (a1 - a0) * i / 16),
        )
        for i in range(17)
    ]
    inner = [
        (
            pivot[0] + r * 0.45 * math.cos(a0 + (a1 - a0) * i / 16),
            pivot[1] + r * 0.45 * math.sin(a0 + (a1 - a0) * i / 16),
        )
        for i in range(17)
    ]
    pen.poly(SEAL_RED, outer + inner[::-1])
    for i in range(0, 17, 4):
        pen.line(INK, pivot, outer[i], r * 0.08)
    pen.poly(INK, outer + inner[::-1], r * 0.12)
    pen.circle(INK, pivot, r * 0.14)


def _merchant(pen: Pen, x: float, y: float, r: float) -> None:
    pen.circle(GOLD, (x, y), r * 0.9)
    pen.circle(INK, (x, y), r * 0.9, r * 0.14)
    pen.circle(INK, (x, y), r * 0.66, r * 0.06)
    s = r * 0.26
    pen.rect(PAPER_LIGHT, x - s, y - s, 2 * s, 2 * s)
    pen.rect(INK, x - s, y - s, 2 * s, 2 * s, r * 0.1)


def _monk(pen: Pen, x: float, y: float, r: float) -> None:
    for k in range(12):
        a = 2 * math.pi * k / 12
        pen.circle(
            INK, (x + r * 0.68 * math.cos(a), y - r * 0.1 + r * 0.68 * math.sin(a)), r * 0.17
        )
    pen.circle(SEAL_RED, (x, y + r * 0.72), r * 0.2)
    pen.stroke(SEAL_RED, [(x, y + r * 0.8), (x - r * 0.12, y + r * 1.0)], r * 0.1)
    pen.stroke(SEAL_RED, [(x, y + r * 0.8), (x + r * 0.12, y + r * 1.0)], r * 0.1)


def _officer(pen: Pen, x: float, y: float, r: float) -> None:
    dome = [
        (x + r * 0.45 * math.cos(a), y + r * 0.1 + r * 0.6 * math.sin(a))
        for a in (math.pi + math.pi * i / 16 for i in range(17))
    ]
    pen.poly(INK, dome)
    pen.rect(INK, x - r * 0.55, y + r * 0.05, r * 1.1, r * 0.38)
    for s in (-1, 1):
        wing = [
            (x + s * r * 0.4, y - r * 0.05),
            (x + s * r * 1.0, y - r * 0.28),
            (x + s * r * 1.0, y + r * 0.0),
            (x + s * r * 0.4, y + r * 0.15),
        ]
        pen.poly(INK, wing)
    pen.line(SEAL_RED, (x - r * 0.5, y + r * 0.3), (x + r * 0.5, y + r * 0.3), r * 0.1)


def _sword_dancer(pen: Pen, x: float, y: float, r: float) -> None:
    a = -math.pi / 4
    d = (math.cos(a), math.sin(a))  # up-right

    def at(t: float, side: float = 0.0) -> Point:
        return (x + d[0] * r * t - d[1] * r * side, y + d[1] * r * t + d[0] * r * side)

    blade = [at(-0.3, 0.13), at(0.85, 0.11), at(1.05, 0.0), at(0.85, -0.11), at(-0.3, -0.13)]
    pen.poly(PAPER_LIGHT, blade)
    pen.poly(INK, blade, r * 0.11)
    pen.line(INK, at(-0.35, 0.38), at(-0.35, -0.38), r * 0.2)
    pen.line(INK, at(-0.4), at(-0.85), r * 0.18)
    pen.stroke(SEAL_RED, [at(-0.9), at(-1.05, 0.25), at(-0.95, 0.45)], r * 0.1)


EMBLEMS: dict[str, Emblem] = {
    "architect": _architect,
    "child": _child,
    "empress": _empress,
    "hermit": _hermit,
    "poet": _poet,
    "student": _student,
    "emperor": _emperor,
    "lady": _lady,
    "merchant": _merchant,
    "monk": _monk,
    "officer": _officer,
    "sword_dancer": _sword_dancer,
}
