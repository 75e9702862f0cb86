"""The Seasons decorations (registered into ``decorations.DECORATIONS``): Bamboo and Kingfisher
(the two faces of one double-sided piece), the Belvedere and the flying lantern; and the Hong Bao
envelope that holds the Lantern cards."""

from __future__ import annotations

import math

import pygame

from game.painting.core import Pen, alpha, canvas, ellipse_points, finish, mix
from game.painting.decorations import DECORATIONS, SS, _shadow, _trunk
from game.palette import (
    BIRD_BLUE,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREENERY_DARK,
    GREENERY_LIGHT,
    INK,
    KOI,
    PAPER_LIGHT,
    ROCK,
    ROCK_DARK,
    ROCK_LIGHT,
    ROOF,
    ROOF_LIGHT,
    SEAL_RED,
    TIMBER,
    WALL,
    WALL_DARK,
    WATER,
    WATER_LIGHT,
)

BAMBOO: tuple[int, int, int] = (122, 168, 74)
BAMBOO_DARK: tuple[int, int, int] = (64, 110, 48)
KINGFISHER: tuple[int, int, int] = (34, 132, 178)
LANTERN_GLOW: tuple[int, int, int] = (246, 196, 92)


def _leaf(pen: Pen, base: tuple[float, float], angle: float, length: float) -> None:
    tip = (base[0] + length * math.cos(angle), base[1] + length * math.sin(angle))
    mid = ((base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2)
    nx, ny = -math.sin(angle) * length * 0.18, math.cos(angle) * length * 0.18
    leaf = [base, (mid[0] + nx, mid[1] + ny), tip, (mid[0] - nx, mid[1] - ny)]
    pen.poly(BAMBOO, leaf)
    pen.poly(INK, leaf, 0.01)


def _bamboo(pen: Pen) -> None:
    _shadow(pen, (0.5, 0.88), 0.3, 0.06)
    for x, top, lean in ((0.36, 0.14, -0.04), (0.56, 0.06, 0.03), (0.72, 0.26, 0.06)):
        stalk = [(x, 0.88), (x + lean, top)]
        _trunk(pen, stalk, 0.06, BAMBOO)
        for k in range(1, 5):  # the nodes
            t = k / 5
            node = (x + lean * t, 0.88 - (0.88 - top) * t)
            pen.line(BAMBOO_DARK, (node[0] - 0.04, node[1]), (node[0] + 0.04, node[1]), 0.016)
        _leaf(pen, (x + lean * 0.6, 0.88 - (0.88 - top) * 0.6), -0.5 - lean * 6, 0.22)
        _leaf(pen, (x + lean * 0.8, 0.88 - (0.88 - top) * 0.8), math.pi + 0.5, 0.18)


def _kingfisher(pen: Pen) -> None:
    pen.ellipse(alpha(WATER, 150), (0.5, 0.86), 0.4, 0.08)
    pen.ellipse(alpha(WATER_LIGHT, 220), (0.5, 0.86), 0.3, 0.05, 0, 0.012)
    _trunk(pen, [(0.1, 0.74), (0.5, 0.7), (0.9, 0.62)], 0.035)  # a reed perch
    body = ellipse_points((0.46, 0.5), 0.22, 0.14, -0.5, 28)
    pen.poly(INK, ellipse_points((0.46, 0.5), 0.245, 0.165, -0.5, 28))
    pen.poly(KINGFISHER, body)
    belly = ellipse_points((0.5, 0.58), 0.14, 0.08, -0.5, 20)
    pen.poly(KOI, belly)
    tail = [(0.3, 0.6), (0.16, 0.76), (0.24, 0.78), (0.36, 0.64)]
    pen.poly(BIRD_BLUE, tail)
    pen.poly(INK, tail, 0.012)
    wing = [(0.34, 0.46), (0.54, 0.42), (0.5, 0.56), (0.32, 0.58)]
    pen.poly(mix(KINGFISHER, BIRD_BLUE, 0.6), wing)
    pen.poly(INK, wing, 0.012)
    pen.circle(INK, (0.64, 0.36), 0.13)
    pen.circle(KINGFISHER, (0.64, 0.36), 0.11)
    pen.circle(PAPER_LIGHT, (0.66, 0.4), 0.035)
    pen.circle(INK, (0.67, 0.33), 0.022)
    beak = [(0.74, 0.32), (0.96, 0.38), (0.74, 0.4)]
    pen.poly(INK, beak)


def _belvedere(pen: Pen) -> None:
    _shadow(pen, (0.5, 0.9), 0.34, 0.06)
    rock = [(0.16, 0.9), (0.2, 0.74), (0.34, 0.68), (0.66, 0.68), (0.8, 0.74), (0.84, 0.9)]
    pen.poly(ROCK, rock)
    pen.poly(INK, rock, 0.015)
    pen.line(ROCK_DARK, (0.3, 0.8), (0.42, 0.76), 0.012)
    pen.line(ROCK_LIGHT, (0.58, 0.74), (0.7, 0.78), 0.012)
    for x in (0.33, 0.5, 0.67):  # the lower storey
        pen.rect(INK, x - 0.03, 0.46, 0.06, 0.23)
        pen.rect(TIMBER, x - 0.018, 0.47, 0.036, 0.21)
    pen.rect(WALL_DARK, 0.28, 0.56, 0.44, 0.025)
    roof1 = [(0.12, 0.48), (0.2, 0.52), (0.8, 0.52), (0.88, 0.48), (0.7, 0.4), (0.3, 0.4)]
    pen.poly(ROOF, roof1)
    pen.poly(INK, roof1, 0.016)
    for x in (0.39, 0.61):  # the upper storey
        pen.rect(INK, x - 0.025, 0.26, 0.05, 0.15)
        pen.rect(TIMBER, x - 0.014, 0.27, 0.028, 0.13)
    pen.rect(WALL, 0.37, 0.33, 0.26, 0.03)
    roof2 = [(0.22, 0.28), (0.3, 0.31), (0.7, 0.31), (0.78, 0.28), (0.5, 0.08)]
    pen.poly(ROOF, roof2)
    pen.poly(INK, roof2, 0.016)
    for t in (0.3, 0.5, 0.7):
        pen.line(ROOF_LIGHT, (0.5, 0.12), (0.22 + 0.56 * t, 0.29), 0.01)
    pen.line(GOLD_DARK, (0.5, 0.09), (0.5, 0.02), 0.025)
    pen.circle(GOLD, (0.5, 0.03), 0.025)


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


DECORATIONS.update(
    {
        "bamboo": _bamboo,
        "kingfisher": _kingfisher,
        "belvedere": _belvedere,
        "flying_lantern": _flying_lantern,
    }
)


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
