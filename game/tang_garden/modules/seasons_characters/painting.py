"""The Seasons characters' pictures: the emblems of the Actress (opera mask), General (war banner),
Viola & Michele (two faces looking three ways), Astronomer (crescent moon and star), Weaver
(shuttle and threads), Diplomat (sealed letter), Warrior (bow and arrow) and Cowherd (ox head),
and the Diplomat's token."""

from __future__ import annotations

import math

from game.palette import GOLD, GOLD_LIGHT, INK, PAPER_LIGHT, SEAL_RED, WALL, WATER_DARK, WOOD
from game.tang_garden.painting.core import Pen, alpha, ellipse_points, regular_polygon
from game.tang_garden.painting.pictures import Pictures

OX: tuple[int, int, int] = (150, 104, 66)


def _actress(pen: Pen, x: float, y: float, r: float) -> None:
    face = ellipse_points((x, y), r * 0.7, r * 0.9, 0, 28)
    pen.poly(PAPER_LIGHT, face)
    pen.poly(SEAL_RED, face[:15])  # the lower half painted red
    pen.poly(INK, face, r * 0.1)
    for s in (-1, 1):
        brow = [(x + s * r * 0.1, y - r * 0.3), (x + s * r * 0.5, y - r * 0.48)]
        pen.stroke(INK, brow, r * 0.12)
        eye = ellipse_points((x + s * r * 0.3, y - r * 0.12), r * 0.16, r * 0.08, s * 0.3, 12)
        pen.poly(INK, eye)
    pen.poly(GOLD, regular_polygon((x, y - r * 0.62), r * 0.12, 4))


def _general(pen: Pen, x: float, y: float, r: float) -> None:
    pen.line(WOOD, (x - r * 0.55, y + r * 0.95), (x - r * 0.55, y - r * 0.95), r * 0.14)
    pen.circle(GOLD, (x - r * 0.55, y - r * 0.95), r * 0.12)
    flag = [(x - r * 0.48, y - r * 0.8), (x + r * 0.75, y - r * 0.62), (x + r * 0.45, y - r * 0.2)]
    flag += [(x + r * 0.75, y + r * 0.22), (x - r * 0.48, y + r * 0.1)]
    pen.poly(SEAL_RED, flag)
    pen.poly(INK, flag, r * 0.08)
    pen.circle(GOLD_LIGHT, (x + r * 0.05, y - r * 0.33), r * 0.2)
    pen.circle(INK, (x + r * 0.05, y - r * 0.33), r * 0.2, r * 0.06)


def _viola_michele(pen: Pen, x: float, y: float, r: float) -> None:
    for a in (-math.pi / 2, 0.0, math.pi):  # three ways
        tip = (x + r * 0.95 * math.cos(a), y + r * 0.95 * math.sin(a))
        pen.line(INK, (x + r * 0.5 * math.cos(a), y + r * 0.5 * math.sin(a)), tip, r * 0.09)
        side = (-math.sin(a) * r * 0.14, math.cos(a) * r * 0.14)
        back = (x + r * 0.72 * math.cos(a), y + r * 0.72 * math.sin(a))
        pen.poly(
            INK,
            [tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])],
        )
    for dx, colour in ((-0.2, SEAL_RED), (0.2, WATER_DARK)):
        pen.circle(colour, (x + dx * r, y + r * 0.3), r * 0.3)
        pen.circle(INK, (x + dx * r, y + r * 0.3), r * 0.3, r * 0.07)


def _astronomer(pen: Pen, x: float, y: float, r: float) -> None:
    pen.circle(GOLD, (x - r * 0.15, y + r * 0.05), r * 0.75)
    pen.circle(PAPER_LIGHT, (x + r * 0.2, y - r * 0.12), r * 0.62)
    pen.circle(INK, (x - r * 0.15, y + r * 0.05), r * 0.75, r * 0.06)
    star = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        d = r * (0.32 if k % 2 == 0 else 0.13)
        star.append((x + r * 0.42 + d * math.cos(a), y - r * 0.35 + d * math.sin(a)))
    pen.poly(INK, star)


def _weaver(pen: Pen, x: float, y: float, r: float) -> None:
    for k in range(-2, 3):  # the warp threads
        pen.line(
            WATER_DARK, (x + k * r * 0.3, y - r * 0.9), (x + k * r * 0.3, y + r * 0.9), r * 0.06
        )
    shuttle = ellipse_points((x, y), r * 0.95, r * 0.28, -0.35, 24)
    pen.poly(WOOD, shuttle)
    pen.poly(INK, shuttle, r * 0.08)
    pen.poly(GOLD_LIGHT, ellipse_points((x, y), r * 0.35, r * 0.12, -0.35, 16))


def _diplomat(pen: Pen, x: float, y: float, r: float) -> None:
    pen.rect(PAPER_LIGHT, x - r * 0.85, y - r * 0.55, r * 1.7, r * 1.1)
    pen.rect(INK, x - r * 0.85, y - r * 0.55, r * 1.7, r * 1.1, r * 0.1)
    pen.stroke(
        INK,
        [(x - r * 0.85, y - r * 0.55), (x, y + r * 0.1), (x + r * 0.85, y - r * 0.55)],
        r * 0.08,
    )
    pen.circle(SEAL_RED, (x, y + r * 0.15), r * 0.3)
    pen.circle(GOLD_LIGHT, (x, y + r * 0.15), r * 0.13)


def _warrior(pen: Pen, x: float, y: float, r: float) -> None:
    bow = [
        (x - r * 0.35 + r * 0.55 * math.cos(a), y + r * 0.95 * math.sin(a))
        for a in (math.pi * (-0.5 + k / 16) for k in range(17))
    ]
    pen.stroke(WOOD, bow, r * 0.16)
    pen.line(INK, bow[0], bow[-1], r * 0.05)
    pen.line(INK, (x - r * 0.35, y), (x + r * 0.9, y), r * 0.09)
    pen.poly(
        SEAL_RED, [(x + r * 0.98, y), (x + r * 0.7, y - r * 0.16), (x + r * 0.7, y + r * 0.16)]
    )
    for k in (0, 1):
        fx = x - r * 0.3 + k * r * 0.12
        pen.line(GOLD, (fx, y), (fx - r * 0.12, y - r * 0.16), r * 0.06)
        pen.line(GOLD, (fx, y), (fx - r * 0.12, y + r * 0.16), r * 0.06)


def _cowherd(pen: Pen, x: float, y: float, r: float) -> None:
    for s in (-1, 1):  # horns curving up
        horn = [(x + s * r * 0.35, y - r * 0.35), (x + s * r * 0.85, y - r * 0.45)]
        horn += [(x + s * r * 0.9, y - r * 0.85)]
        pen.stroke(GOLD_LIGHT, horn, r * 0.16)
        pen.circle(OX, (x + s * r * 0.6, y - r * 0.2), r * 0.16)  # ears
    head = [
        (x - r * 0.45, y - r * 0.45),
        (x + r * 0.45, y - r * 0.45),
        (x + r * 0.32, y + r * 0.55),
    ]
    head += [(x - r * 0.32, y + r * 0.55)]
    pen.poly(OX, head)
    pen.poly(INK, head, r * 0.08)
    pen.poly(PAPER_LIGHT, ellipse_points((x, y + r * 0.55), r * 0.4, r * 0.26, 0, 20))
    pen.poly(INK, ellipse_points((x, y + r * 0.55), r * 0.4, r * 0.26, 0, 20), r * 0.07)
    for s in (-1, 1):
        pen.circle(INK, (x + s * r * 0.18, y - r * 0.1), r * 0.08)
        pen.circle(INK, (x + s * r * 0.14, y + r * 0.56), r * 0.06)


def _diplomat_token(pen: Pen) -> None:
    pen.circle(alpha(INK, 70), (0.52, 0.53), 0.42)
    pen.circle(WALL, (0.5, 0.5), 0.42)
    pen.circle(GOLD_LIGHT, (0.5, 0.5), 0.3, 0.05)
    pen.rect(PAPER_LIGHT, 0.32, 0.36, 0.36, 0.26)
    pen.stroke(INK, [(0.32, 0.36), (0.5, 0.5), (0.68, 0.36)], 0.035)


PICTURES = Pictures(
    emblems={
        "actress": _actress,
        "general": _general,
        "viola_michele": _viola_michele,
        "astronomer": _astronomer,
        "weaver": _weaver,
        "diplomat": _diplomat,
        "warrior": _warrior,
        "cowherd": _cowherd,
    },
    tokens={"diplomat": _diplomat_token},
)
