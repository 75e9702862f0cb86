"""The Flying lanterns' pictures: the flying lantern, and the Hong Bao envelope that holds the
Lantern cards (``paint_envelope``)."""

from __future__ import annotations

import math

import pygame

from game.palette import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREENERY_DARK,
    GREENERY_LIGHT,
    INK,
    KOI,
    PAPER_LIGHT,
    SEAL_RED,
)
from game.tang_garden.painting.core import Pen, alpha, canvas, finish, mix
from game.tang_garden.painting.decorations import SS
from game.tang_garden.painting.pictures import Pictures

LANTERN_GLOW: tuple[int, int, int] = (246, 196, 92)


def _flying_lantern(pen: Pen) -> None:
    pen.circle(alpha(LANTERN_GLOW, 70), (0.5, 0.44), 0.42)
    pen.circle(alpha(LANTERN_GLOW, 90), (0.5, 0.44), 0.32)
    body = [(0.3, 0.14), (0.7, 0.14), (0.76, 0.5), (0.68, 0.72), (0.32, 0.72), (0.24, 0.5)]
    pen.poly(INK, [(x + (0.02 if x > 0.5 else -0.02), y) for x, y in body])
    pen.poly(mix(SEAL_RED, KOI, 0.45), body)
    pen.poly(
        alpha(LANTERN_GLOW, 150),
        [(0.4, 0.2), (0.6, 0.2), (0.64, 0.5), (0.58, 0.68), (0.42, 0.68), (0.36, 0.5)],
    )
    for x in (0.4, 0.5, 0.6):  # the ribs
        pen.line(alpha(SEAL_RED, 200), (x, 0.15), (x + (x - 0.5) * 0.5, 0.71), 0.01)
    pen.rect(INK, 0.3, 0.1, 0.4, 0.05)
    pen.rect(GOLD_DARK, 0.32, 0.11, 0.36, 0.03)
    pen.line(INK, (0.34, 0.72), (0.66, 0.72), 0.02)
    pen.circle(GOLD_LIGHT, (0.5, 0.8), 0.05)  # the flame that lifts it
    pen.circle(PAPER_LIGHT, (0.5, 0.8), 0.022)
    for x, y in ((0.14, 0.9), (0.86, 0.86), (0.22, 0.24)):  # a few sparks
        pen.circle(alpha(GOLD_LIGHT, 200), (x, y), 0.015)


def paint_envelope(width: int, height: int, cards: int = 0) -> pygame.Surface:
    """The Hong Bao envelope: red paper, a gold seal and flap, and one card edge per Lantern card
    inside (face down: a card's value is never drawn)."""
    surf = canvas(width, height, SS)
    pen = Pen(surf)
    for k in range(min(cards, 6)):  # card edges peeking out of the top, backs only
        x = 0.2 + k * 0.1
        pen.rect(INK, x - 0.005, 0.02, 0.16, 0.3)
        pen.rect(mix(GREENERY_LIGHT, PAPER_LIGHT, 0.5), x, 0.03, 0.15, 0.3)
        pen.rect(GREENERY_DARK, x + 0.02, 0.06, 0.11, 0.02)
    body = [(0.06, 0.18), (0.94, 0.18), (0.94, 0.96), (0.06, 0.96)]
    pen.poly(INK, [(0.04, 0.16), (0.96, 0.16), (0.96, 0.98), (0.04, 0.98)])
    pen.poly(SEAL_RED, body)
    flap = [(0.06, 0.18), (0.94, 0.18), (0.5, 0.5)]
    pen.poly(mix(SEAL_RED, INK, 0.25), flap)
    pen.poly(GOLD_DARK, flap, 0.012)
    pen.circle(INK, (0.5, 0.52), 0.16)
    pen.circle(GOLD, (0.5, 0.52), 0.145)
    pen.circle(GOLD_DARK, (0.5, 0.52), 0.11, 0.02)
    for a in range(4):  # a plain coin-like seal
        ang = a * math.pi / 2 + math.pi / 4
        pen.line(
            SEAL_RED, (0.5, 0.52), (0.5 + 0.07 * math.cos(ang), 0.52 + 0.07 * math.sin(ang)), 0.02
        )
    pen.rect(alpha(GOLD_LIGHT, 180), 0.12, 0.8, 0.76, 0.025)
    return finish(surf, width, height)


PICTURES = Pictures(
    decorations={"flying_lantern": _flying_lantern},
)
