"""The night landscapes' icons: fireflies, fireworks, the phoenix and the lantern."""

from __future__ import annotations

import math

from game.palette import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREENERY_DARK,
    INK,
    PAPER_LIGHT,
    SEAL_RED,
    SUN_RED,
    WALL_DARK,
)
from game.tang_garden.painting.core import Pen, alpha, rng
from game.tang_garden.painting.pictures import Pictures

NIGHT = (44, 52, 86)


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


PICTURES = Pictures(
    landscape_icons={
        "fireflies": _fireflies,
        "fireworks": _fireworks,
        "phoenix": _phoenix,
        "lantern": _lantern,
    },
)
