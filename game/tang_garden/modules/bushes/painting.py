"""The Bushes' pictures: Hydrangea, Osmanthus, Myrtle and Photinia."""

from __future__ import annotations

import math

from game.palette import GOLD, GOLD_DARK, GREENERY, GREENERY_DARK, INK, PAPER_LIGHT, RGB
from game.tang_garden.painting.core import Pen, mix, rng
from game.tang_garden.painting.decorations import blob, flower, shadow
from game.tang_garden.painting.pictures import Pictures

HYDRANGEA: RGB = (122, 132, 214)


OSMANTHUS: RGB = (240, 176, 64)


MYRTLE: RGB = (250, 250, 244)


PHOTINIA: RGB = (196, 46, 40)


def _bush(pen: Pen, leaf: RGB, seed: str) -> list[tuple[float, float]]:
    """A round clump of leaves; the spots where its flowers or berries go."""
    shadow(pen, (0.5, 0.86), 0.36, 0.07)
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
        blob(pen, c, 0.13, mix(HYDRANGEA, PAPER_LIGHT, tint))
        for k in range(6):  # florets
            a = 2 * math.pi * k / 6
            q = (c[0] + 0.07 * math.cos(a), c[1] + 0.07 * math.sin(a))
            flower(pen, q, 0.045, mix(HYDRANGEA, PAPER_LIGHT, 0.5), HYDRANGEA, 4)


def _osmanthus(pen: Pen) -> None:
    for x, y in _bush(pen, GREENERY_DARK, "osmanthus"):
        flower(pen, (x, y), 0.045, OSMANTHUS, GOLD_DARK, 4)


def _myrtle(pen: Pen) -> None:
    for x, y in _bush(pen, mix(GREENERY, GREENERY_DARK, 0.5), "myrtle")[:6]:
        flower(pen, (x, y), 0.06, MYRTLE, GOLD, 5)


def _photinia(pen: Pen) -> None:
    spots = _bush(pen, GREENERY, "photinia")
    for x, y, r in ((0.5, 0.36, 0.2), (0.34, 0.42, 0.12), (0.66, 0.42, 0.12)):  # red shoots
        pen.circle(INK, (x, y), r + 0.02)
        pen.circle(PHOTINIA, (x, y), r)
    for x, y in spots[:5]:
        pen.circle(INK, (x, y + 0.06), 0.03)
        pen.circle(mix(PHOTINIA, PAPER_LIGHT, 0.3), (x, y + 0.06), 0.022)


PICTURES = Pictures(
    decorations={
        "hydrangea": _hydrangea,
        "osmanthus": _osmanthus,
        "myrtle": _myrtle,
        "photinia": _photinia,
    },
)
