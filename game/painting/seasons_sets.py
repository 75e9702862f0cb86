"""The Seasons decoration sets' pieces (registered into ``decorations.DECORATIONS``): the bushes
Hydrangea, Osmanthus, Myrtle and Photinia; the insects Dragonfly, Ladybug, Lanternfly and
Caterpillar; Ginkgo, Water lily and Squirrel; the Pagoda, and a pagoda stack in its players'
colours (``paint_pagoda_stack``)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.painting.core import Pen, canvas, ellipse_points, finish, mix, rng
from game.painting.decorations import DECORATIONS, SS, _blob, _flower, _shadow, _trunk
from game.palette import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREENERY,
    GREENERY_DARK,
    GREENERY_LIGHT,
    INK,
    INK_SOFT,
    LOTUS,
    LOTUS_LEAF,
    PAPER_LIGHT,
    PEACH_PINK,
    PLUM_WHITE,
    ROCK,
    ROCK_DARK,
    ROOF,
    ROOF_LIGHT,
    SEAL_RED,
    WATER,
    WATER_DARK,
    WATER_LIGHT,
    WOOD,
)

RGB = tuple[int, int, int]
HYDRANGEA: RGB = (122, 132, 214)
OSMANTHUS: RGB = (240, 176, 64)
MYRTLE: RGB = (250, 250, 244)
PHOTINIA: RGB = (196, 46, 40)
GINKGO: RGB = (236, 196, 64)
SQUIRREL: RGB = (186, 98, 44)


def _bush(pen: Pen, leaf: RGB, seed: str) -> list[tuple[float, float]]:
    """A round clump of leaves; the spots where its flowers or berries go."""
    _shadow(pen, (0.5, 0.86), 0.36, 0.07)
    lumps = [(0.3, 0.62, 0.2), (0.7, 0.62, 0.2), (0.5, 0.48, 0.24), (0.5, 0.68, 0.2)]
    for x, y, r in lumps:
        pen.circle(INK, (x, y), r + 0.025)
    for x, y, r in lumps:
        pen.circle(leaf, (x, y), r)
    r = rng(seed)
    for _ in range(10):  # leaf veins
        x, y = r.uniform(0.22, 0.78), r.uniform(0.36, 0.76)
        pen.line(mix(leaf, INK, 0.35), (x, y), (x + 0.05, y - 0.03), 0.012)
    return [(r.uniform(0.24, 0.76), r.uniform(0.34, 0.72)) for _ in range(9)]


def _hydrangea(pen: Pen) -> None:
    _bush(pen, GREENERY, "hydrangea")
    for c, tint in (((0.34, 0.5), 0.0), ((0.64, 0.46), 0.3), ((0.5, 0.66), 0.15)):
        _blob(pen, c, 0.13, mix(HYDRANGEA, PAPER_LIGHT, tint))
        for k in range(6):  # florets
            a = 2 * math.pi * k / 6
            q = (c[0] + 0.07 * math.cos(a), c[1] + 0.07 * math.sin(a))
            _flower(pen, q, 0.045, mix(HYDRANGEA, PAPER_LIGHT, 0.5), HYDRANGEA, 4)


def _osmanthus(pen: Pen) -> None:
    for x, y in _bush(pen, GREENERY_DARK, "osmanthus"):
        _flower(pen, (x, y), 0.045, OSMANTHUS, GOLD_DARK, 4)


def _myrtle(pen: Pen) -> None:
    for x, y in _bush(pen, mix(GREENERY, GREENERY_DARK, 0.5), "myrtle")[:6]:
        _flower(pen, (x, y), 0.06, MYRTLE, GOLD, 5)


def _photinia(pen: Pen) -> None:
    spots = _bush(pen, GREENERY, "photinia")
    for x, y, r in ((0.5, 0.36, 0.2), (0.34, 0.42, 0.12), (0.66, 0.42, 0.12)):  # red shoots
        pen.circle(INK, (x, y), r + 0.02)
        pen.circle(PHOTINIA, (x, y), r)
    for x, y in spots[:5]:
        pen.circle(INK, (x, y + 0.06), 0.03)
        pen.circle(mix(PHOTINIA, PAPER_LIGHT, 0.3), (x, y + 0.06), 0.022)


def _wings(pen: Pen, c: tuple[float, float], span: float, colour: Sequence[int]) -> None:
    for side in (-1, 1):
        for k, (dy, tilt) in enumerate(((-0.05, 0.25), (0.05, -0.2))):
            w = (c[0] + side * span * 0.5, c[1] + dy)
            pts = ellipse_points(w, span * 0.5, 0.06 - 0.01 * k, side * tilt, 20)
            pen.poly(colour, pts)
            pen.poly(INK, pts, 0.012)


def _dragonfly(pen: Pen) -> None:
    pen.ellipse(WATER, (0.5, 0.8), 0.36, 0.09)
    pen.ellipse(WATER_LIGHT, (0.5, 0.8), 0.28, 0.06, 0, 0.012)
    _wings(pen, (0.5, 0.36), 0.4, (*WATER_LIGHT, 210))
    pen.stroke(INK, [(0.5, 0.36), (0.5, 0.72)], 0.07)
    pen.stroke(WATER_DARK, [(0.5, 0.36), (0.5, 0.72)], 0.045)
    pen.circle(INK, (0.5, 0.28), 0.07)
    for x in (0.46, 0.54):
        pen.circle(GREENERY_LIGHT, (x, 0.27), 0.035)


def _ladybug(pen: Pen) -> None:
    pen.ellipse(GREENERY, (0.5, 0.62), 0.4, 0.22, -0.2)  # a leaf
    pen.ellipse(INK, (0.5, 0.62), 0.4, 0.22, -0.2, 0.015)
    pen.circle(INK, (0.5, 0.32), 0.1)
    for side in (-1, 1):
        for y in (0.44, 0.54, 0.64):
            pen.line(INK, (0.5, y), (0.5 + side * 0.26, y + 0.03), 0.02)
    pen.circle(INK, (0.5, 0.52), 0.23)
    pen.circle(SEAL_RED, (0.5, 0.52), 0.2)
    pen.line(INK, (0.5, 0.33), (0.5, 0.72), 0.02)
    for x, y in ((0.4, 0.45), (0.6, 0.45), (0.38, 0.6), (0.62, 0.6), (0.5, 0.38)):
        pen.circle(INK, (x, y), 0.04)
    for x in (0.46, 0.54):
        pen.circle(PAPER_LIGHT, (x, 0.29), 0.02)


def _lanternfly(pen: Pen) -> None:
    pen.ellipse(ROCK, (0.5, 0.84), 0.36, 0.08)
    pen.ellipse(ROCK_DARK, (0.5, 0.84), 0.36, 0.08, 0, 0.012)
    for side in (-1, 1):  # hind wings: red, spotted
        pts = ellipse_points((0.5 + side * 0.16, 0.58), 0.16, 0.12, side * 0.5, 20)
        pen.poly(SEAL_RED, pts)
        pen.poly(INK, pts, 0.012)
        pen.circle(INK, (0.5 + side * 0.18, 0.6), 0.02)
    for side in (-1, 1):  # fore wings: grey with dots
        pts = ellipse_points((0.5 + side * 0.12, 0.46), 0.2, 0.09, side * 1.1, 20)
        pen.poly(mix(ROCK, PAPER_LIGHT, 0.4), pts)
        pen.poly(INK, pts, 0.012)
        for k in range(3):
            pen.circle(INK, (0.5 + side * (0.06 + 0.04 * k), 0.36 + 0.06 * k), 0.014)
    pen.ellipse(INK, (0.5, 0.5), 0.05, 0.2)
    pen.circle(INK, (0.5, 0.26), 0.06)
    pen.stroke(INK_SOFT, [(0.5, 0.22), (0.42, 0.12)], 0.012)
    pen.stroke(INK_SOFT, [(0.5, 0.22), (0.58, 0.12)], 0.012)


def _caterpillar(pen: Pen) -> None:
    _trunk(pen, [(0.06, 0.78), (0.5, 0.72), (0.94, 0.76)], 0.05)  # a twig
    for k in range(7):
        x = 0.18 + 0.09 * k
        y = 0.62 - 0.1 * math.sin(k * 0.9)
        _blob(pen, (x, y), 0.075, mix(GREENERY_LIGHT, GOLD_LIGHT, 0.3 if k % 2 else 0.0))
        pen.circle(GOLD_DARK, (x, y - 0.04), 0.014)
    head = (0.8, 0.5)
    _blob(pen, head, 0.09, GREENERY)
    pen.circle(INK, (head[0] + 0.03, head[1] - 0.02), 0.018)
    pen.stroke(INK, [(0.82, 0.42), (0.86, 0.32)], 0.012)
    pen.stroke(INK, [(0.78, 0.42), (0.76, 0.32)], 0.012)


def _ginkgo_leaf(pen: Pen, c: tuple[float, float], r: float, rot: float, colour: RGB) -> None:
    pts = [c]
    for k in range(11):
        a = rot - 0.9 + 1.8 * k / 10
        pts.append((c[0] + r * math.cos(a), c[1] + r * math.sin(a)))
    pen.poly(colour, pts)
    pen.poly(INK, pts, 0.012)


def _ginkgo(pen: Pen) -> None:
    _shadow(pen)
    _trunk(pen, [(0.5, 0.88), (0.5, 0.6), (0.48, 0.3)], 0.06)
    _trunk(pen, [(0.5, 0.62), (0.7, 0.46)], 0.03)
    _trunk(pen, [(0.5, 0.54), (0.3, 0.42)], 0.03)
    r = rng("ginkgo")
    for _ in range(22):
        a, d = r.uniform(0, 2 * math.pi), r.uniform(0.02, 0.28)
        c = (0.5 + d * math.cos(a) * 1.1, 0.36 + d * math.sin(a) * 0.8)
        tint = mix(GINKGO, GREENERY_LIGHT, r.uniform(0, 0.4))
        _ginkgo_leaf(pen, c, 0.07, -math.pi / 2 + r.uniform(-0.6, 0.6), tint)


def _water_lily(pen: Pen) -> None:
    pen.ellipse(WATER, (0.5, 0.66), 0.42, 0.2)
    for c, rx in (((0.3, 0.66), 0.2), ((0.7, 0.7), 0.17)):  # pads with their notch
        pts = ellipse_points(c, rx, rx * 0.5, 0, 24)[2:]
        pen.poly(LOTUS_LEAF, [c, *pts])
        pen.poly(INK, [c, *pts], 0.012)
    for k in range(8):  # open petals
        a = 2 * math.pi * k / 8
        q = (0.5 + 0.12 * math.cos(a), 0.54 + 0.06 * math.sin(a))
        pen.ellipse(INK, q, 0.1, 0.05, a)
        pen.ellipse(mix(PLUM_WHITE, LOTUS, 0.4), q, 0.088, 0.04, a)
    for k in range(5):
        a = -math.pi / 2 + (k - 2) * 0.45
        q = (0.5 + 0.06 * math.cos(a), 0.5 + 0.09 * math.sin(a))
        pen.ellipse(INK, q, 0.05, 0.1, a + math.pi / 2)
        pen.ellipse(PEACH_PINK, q, 0.04, 0.088, a + math.pi / 2)
    pen.circle(GOLD, (0.5, 0.52), 0.04)


def _squirrel(pen: Pen) -> None:
    _shadow(pen, (0.5, 0.88), 0.3, 0.06)
    tail = [
        (0.42, 0.8),
        (0.2, 0.7),
        (0.14, 0.44),
        (0.24, 0.2),
        (0.42, 0.16),
        (0.46, 0.3),
        (0.34, 0.36),
        (0.34, 0.56),
        (0.5, 0.72),
    ]
    pen.poly(INK, tail)
    pen.poly(mix(SQUIRREL, GOLD, 0.3), [(x + 0.015, y + 0.01) for x, y in tail[1:-1]])
    body = ellipse_points((0.56, 0.64), 0.17, 0.22, 0.2, 24)
    pen.poly(INK, ellipse_points((0.56, 0.64), 0.19, 0.24, 0.2, 24))
    pen.poly(SQUIRREL, body)
    pen.poly(mix(SQUIRREL, PAPER_LIGHT, 0.6), ellipse_points((0.62, 0.68), 0.08, 0.14, 0.2, 16))
    _blob(pen, (0.66, 0.36), 0.12, SQUIRREL)
    pen.poly(INK, [(0.6, 0.28), (0.62, 0.16), (0.68, 0.26)])
    pen.circle(INK, (0.7, 0.34), 0.022)
    pen.circle(INK, (0.78, 0.4), 0.016)
    _blob(pen, (0.74, 0.56), 0.05, mix(WOOD, GOLD, 0.3))  # an acorn
    pen.line(INK, (0.52, 0.86), (0.6, 0.86), 0.03)


def _pagoda_tier(pen: Pen, y: float, w: float, h: float, body: Sequence[int]) -> None:
    """One storey: walls, then a curved roof above them."""
    pen.rect(INK, 0.5 - w * 0.36, y - h * 0.45, w * 0.72, h * 0.5)
    pen.rect(body, 0.5 - w * 0.32, y - h * 0.42, w * 0.64, h * 0.44)
    roof = [
        (0.5 - w / 2 - 0.05, y - h * 0.45),
        (0.5 - w / 2, y - h * 0.55),
        (0.5, y - h * 0.9),
        (0.5 + w / 2, y - h * 0.55),
        (0.5 + w / 2 + 0.05, y - h * 0.45),
    ]
    pen.poly(ROOF, roof)
    pen.poly(INK, roof, 0.015)
    pen.line(ROOF_LIGHT, (0.5 - w / 2, y - h * 0.55), (0.5 + w / 2, y - h * 0.55), 0.01)


def _pagoda(pen: Pen, colours: Sequence[Sequence[int]] = (SEAL_RED, SEAL_RED, SEAL_RED)) -> None:
    """Pagoda storeys, the lowest first, their walls in ``colours``."""
    _shadow(pen, (0.5, 0.9), 0.3, 0.06)
    n = len(colours)
    h = 0.72 / n
    for k, colour in enumerate(colours):
        _pagoda_tier(pen, 0.9 - k * h, 0.62 - 0.36 * k / max(n, 2), h, colour)
    top = 0.9 - n * h + 0.03
    pen.line(GOLD_DARK, (0.5, top), (0.5, top - 0.08), 0.02)
    pen.circle(GOLD, (0.5, top - 0.09), 0.025)


def paint_pagoda_stack(colours: tuple[RGB, ...], size: int) -> pygame.Surface:
    """A pagoda stack as it stands in the garden: one storey per pawn, the lowest first, each in
    its owner's colour."""
    surf = canvas(size, size, SS)
    _pagoda(Pen(surf), colours)
    return finish(surf, size, size)


DECORATIONS.update(
    {
        "hydrangea": _hydrangea,
        "osmanthus": _osmanthus,
        "myrtle": _myrtle,
        "photinia": _photinia,
        "dragonfly": _dragonfly,
        "ladybug": _ladybug,
        "lanternfly": _lanternfly,
        "caterpillar": _caterpillar,
        "ginkgo": _ginkgo,
        "water_lily": _water_lily,
        "squirrel": _squirrel,
        "pagoda": _pagoda,
    }
)
