"""The expansions' decoration pieces (registered into ``decorations.DECORATIONS``): Swan,
Spectral Tree, Cat and Butterfly (Ghost Stories), Bonsai, Ninfea, Sancai Vase and Duck (Golden
Age), the Apricot Tree (promo)."""

from __future__ import annotations

import math

import pygame

from game.painting.core import Pen, alpha, ellipse_points, mask_layer, mix, rng
from game.painting.decorations import DECORATIONS, _flower, _shadow, _trunk, round_crown
from game.palette import (
    BIRD_BLUE,
    GOLD,
    GOLD_DARK,
    GREENERY,
    GREENERY_DARK,
    GREENERY_LIGHT,
    INK,
    INK_SOFT,
    KOI,
    LOTUS_LEAF,
    MIST,
    PAPER_LIGHT,
    PEACH_PINK,
    PINE,
    PLUM_WHITE,
    ROCK_LIGHT,
    SEAL_RED,
    WATER,
    WATER_DARK,
    WATER_LIGHT,
    WOOD,
)

GHOST: tuple[int, int, int] = (176, 188, 204)  # the Spectral Tree's pale blue-grey
APRICOT: tuple[int, int, int] = (242, 160, 60)
AMBER: tuple[int, int, int] = (214, 150, 52)
LILY: tuple[int, int, int] = (236, 214, 246)


def _ripple(pen: Pen, c: tuple[float, float] = (0.5, 0.74), rx: float = 0.4) -> None:
    pen.ellipse(alpha(WATER, 150), c, rx, rx * 0.3)
    pen.ellipse(alpha(WATER_LIGHT, 220), c, rx * 0.8, rx * 0.22, 0, 0.012)


def _swan(pen: Pen) -> None:
    _ripple(pen)
    neck = [(0.64, 0.6), (0.7, 0.42), (0.64, 0.26), (0.54, 0.2)]
    pen.stroke(INK, neck, 0.1)
    pen.stroke(PAPER_LIGHT, neck, 0.064)
    body = ellipse_points((0.5, 0.63), 0.27, 0.11, 0.0, 28)
    tail = [(0.3, 0.6), (0.14, 0.5), (0.3, 0.7)]
    pen.poly(INK, [(x, y) for x, y in ellipse_points((0.5, 0.63), 0.295, 0.135, 0.0, 28)])
    pen.poly(INK, [(0.32, 0.58), (0.11, 0.47), (0.32, 0.72)])
    pen.poly(PAPER_LIGHT, tail)
    pen.poly(PAPER_LIGHT, body)
    wing = ellipse_points((0.44, 0.58), 0.19, 0.075, -0.2, 24)
    pen.poly(mix(PAPER_LIGHT, MIST, 0.7), wing)
    pen.poly(INK_SOFT, wing, 0.012)
    for k in range(3):  # feathers
        x = 0.32 + 0.07 * k
        pen.line(INK_SOFT, (x, 0.6 - 0.01 * k), (x + 0.08, 0.57 - 0.01 * k), 0.01)
    pen.circle(INK, (0.55, 0.2), 0.06)
    pen.circle(PAPER_LIGHT, (0.55, 0.2), 0.045)
    beak = [(0.51, 0.18), (0.38, 0.23), (0.51, 0.24)]
    pen.poly(KOI, beak)
    pen.poly(INK, beak, 0.012)
    pen.circle(INK, (0.555, 0.19), 0.014)


def _spectral_tree(pen: Pen) -> None:
    for k, a in enumerate((50, 40, 30)):  # a cold halo
        pen.circle(alpha(GHOST, a), (0.5, 0.36), 0.36 - 0.05 * k)
    _shadow(pen)
    branches = [
        [(0.5, 0.88), (0.46, 0.66), (0.54, 0.46), (0.46, 0.28)],
        [(0.52, 0.52), (0.72, 0.4), (0.8, 0.22)],
        [(0.48, 0.6), (0.28, 0.48), (0.18, 0.3)],
        [(0.48, 0.36), (0.36, 0.2), (0.4, 0.1)],
        [(0.7, 0.42), (0.86, 0.44)],
    ]
    for b in branches:
        pen.stroke(INK, b, 0.07 if b is branches[0] else 0.045)
    for b in branches:
        pen.stroke(GHOST, b, 0.035 if b is branches[0] else 0.02)
    r = rng("spectral")
    for _ in range(5):  # wisps drifting from the branches
        x, y = r.uniform(0.2, 0.8), r.uniform(0.12, 0.5)
        wisp = [(x + 0.05 * t, y + 0.03 * math.sin(t * 2.5)) for t in (i / 3 for i in range(7))]
        pen.stroke(alpha(PAPER_LIGHT, 220), wisp, 0.022)


def _cat(pen: Pen) -> None:
    _shadow(pen, (0.5, 0.86), 0.28, 0.06)
    tail = [(0.66, 0.8), (0.84, 0.76), (0.86, 0.6), (0.78, 0.52)]
    pen.stroke(INK, tail, 0.08)
    pen.stroke(AMBER, tail, 0.05)
    body = ellipse_points((0.5, 0.66), 0.22, 0.2, 0, 28)
    pen.poly(INK, ellipse_points((0.5, 0.66), 0.245, 0.225, 0, 28))
    pen.poly(AMBER, body)
    pen.poly(PAPER_LIGHT, ellipse_points((0.5, 0.72), 0.1, 0.12, 0, 20))
    for s in (-1, 1):
        ear = [(0.5 + s * 0.06, 0.26), (0.5 + s * 0.18, 0.14), (0.5 + s * 0.2, 0.3)]
        pen.poly(AMBER, ear)
        pen.poly(INK, ear, 0.02)
    pen.circle(INK, (0.5, 0.34), 0.16)
    pen.circle(AMBER, (0.5, 0.34), 0.14)
    for s in (-1, 1):
        pen.circle(GREENERY_LIGHT, (0.5 + s * 0.06, 0.32), 0.032)
        pen.line(INK, (0.5 + s * 0.06, 0.3), (0.5 + s * 0.06, 0.345), 0.012)
        pen.line(INK, (0.5 + s * 0.05, 0.39), (0.5 + s * 0.2, 0.37), 0.008)
    pen.poly(SEAL_RED, [(0.48, 0.37), (0.52, 0.37), (0.5, 0.4)])
    for dx in (-0.05, 0.05):  # stripes
        pen.line(mix(AMBER, INK, 0.45), (0.5 + dx, 0.22), (0.5 + dx * 0.6, 0.27), 0.014)


def _butterfly(pen: Pen) -> None:
    _shadow(pen, (0.5, 0.86), 0.18, 0.04)
    for s in (-1, 1):
        upper = ellipse_points((0.5 + s * 0.2, 0.38), 0.2, 0.15, s * -0.5, 24)
        lower = ellipse_points((0.5 + s * 0.16, 0.62), 0.13, 0.11, s * 0.5, 20)
        for wing, colour in ((upper, BIRD_BLUE), (lower, KOI)):
            pen.poly(INK, [(x + (x - 0.5) * 0.06, y) for x, y in wing])
            pen.poly(colour, wing)
        pen.circle(PAPER_LIGHT, (0.5 + s * 0.26, 0.34), 0.045)
        pen.circle(INK, (0.5 + s * 0.26, 0.34), 0.02)
        pen.circle(GOLD, (0.5 + s * 0.17, 0.64), 0.03)
        pen.stroke(INK, [(0.5, 0.3), (0.5 + s * 0.06, 0.18), (0.5 + s * 0.12, 0.13)], 0.015)
    pen.poly(INK, ellipse_points((0.5, 0.5), 0.035, 0.2, 0, 16))


def _bonsai(pen: Pen) -> None:
    _shadow(pen, (0.5, 0.88), 0.34, 0.05)
    tray = [(0.16, 0.72), (0.84, 0.72), (0.76, 0.86), (0.24, 0.86)]
    pen.poly(WATER_DARK, tray)
    pen.poly(INK, tray, 0.02)
    pen.line(mix(WATER_DARK, PAPER_LIGHT, 0.4), (0.2, 0.75), (0.8, 0.75), 0.012)
    _trunk(pen, [(0.5, 0.73), (0.44, 0.6), (0.58, 0.48), (0.5, 0.36), (0.34, 0.3)], 0.06)
    _trunk(pen, [(0.56, 0.5), (0.72, 0.44)], 0.035)
    pads = [(0.32, 0.26, 0.14), (0.72, 0.4, 0.13), (0.52, 0.22, 0.12)]
    for x, y, w in pads:
        pen.ellipse(INK, (x, y), w + 0.022, 0.07 + 0.022)
    for x, y, w in pads:
        pen.ellipse(PINE, (x, y), w, 0.07)
        pen.ellipse(mix(PINE, GREENERY_LIGHT, 0.4), (x - 0.02, y - 0.02), w * 0.6, 0.03)


def _ninfea(pen: Pen) -> None:
    pad = [
        (0.5 + 0.38 * math.cos(a), 0.64 + 0.2 * math.sin(a))
        for a in (0.35 + (2 * math.pi - 0.5) * i / 30 for i in range(31))
    ]
    pen.poly(INK, [(0.5, 0.64), *[(x + (x - 0.5) * 0.06, y + (y - 0.64) * 0.1) for x, y in pad]])
    pen.poly(LOTUS_LEAF, [(0.5, 0.64), *pad])
    for k in range(12):  # a flat star of pointed petals, open on the water
        a = 2 * math.pi * k / 12
        ln = 0.24 if k % 2 else 0.2
        tip = (0.5 + ln * math.cos(a), 0.5 + ln * 0.6 * math.sin(a))
        side = 0.05
        left = (0.5 + side * math.cos(a - 1.2), 0.5 + side * 0.6 * math.sin(a - 1.2))
        right = (0.5 + side * math.cos(a + 1.2), 0.5 + side * 0.6 * math.sin(a + 1.2))
        petal = [left, tip, right, (0.5, 0.5)]
        pen.poly(LILY if k % 2 else PLUM_WHITE, petal)
        pen.poly(INK, petal, 0.01)
    pen.circle(GOLD, (0.5, 0.5), 0.05)
    pen.circle(INK, (0.5, 0.5), 0.05, 0.012)


def _sancai_vase(pen: Pen) -> None:
    """A vase with the three-colour glaze (amber, green, cream) running down it."""
    _shadow(pen, (0.5, 0.88), 0.22, 0.05)
    outline = []
    for i in range(21):
        t = i / 20
        w = 0.08 + 0.2 * math.sin(math.pi * min(1.0, t * 1.15)) ** 1.3 if t > 0.18 else 0.08
        outline.append((0.5 + w, 0.14 + 0.72 * t))
    shape = outline + [(1 - x, y) for x, y in outline[::-1]]
    glaze = pygame.Surface(pen.surface.get_size(), pygame.SRCALPHA)
    gp = Pen(glaze, pen.box)
    gp.poly(PAPER_LIGHT, shape)
    r = rng("sancai")
    for k, colour in enumerate((AMBER, GREENERY, AMBER, GREENERY_DARK, AMBER)):
        x = 0.26 + 0.12 * k + r.uniform(-0.02, 0.02)
        run = [(x + 0.02 * math.sin(t * 4), 0.2 + 0.6 * t) for t in (i / 6 for i in range(7))]
        gp.stroke(colour, run, 0.07)
    gp.rect(AMBER, 0.2, 0.12, 0.6, 0.14)
    mask = pygame.Surface(glaze.get_size(), pygame.SRCALPHA)
    Pen(mask, pen.box).poly((255, 255, 255, 255), shape)
    pen.surface.blit(mask_layer(glaze, mask), (0, 0))
    pen.rect(AMBER, 0.39, 0.1, 0.22, 0.07)
    pen.rect(INK, 0.39, 0.1, 0.22, 0.07, 0.014)
    pen.poly(INK, shape, 0.022)
    pen.line(GOLD_DARK, (0.3, 0.3), (0.7, 0.3), 0.014)


def _duck(pen: Pen) -> None:
    _ripple(pen, (0.5, 0.76), 0.38)
    body = ellipse_points((0.46, 0.6), 0.28, 0.14, 0.05, 28)
    pen.poly(INK, ellipse_points((0.46, 0.6), 0.305, 0.165, 0.05, 28))
    pen.poly(mix(WOOD, KOI, 0.3), body)
    pen.poly(ROCK_LIGHT, ellipse_points((0.48, 0.66), 0.18, 0.06, 0.05, 20))
    tail = [(0.2, 0.56), (0.12, 0.46), (0.24, 0.5)]
    pen.poly(INK, tail)
    wing = [(0.36, 0.52), (0.58, 0.5), (0.6, 0.58), (0.4, 0.62)]
    pen.poly(KOI, wing)
    pen.poly(INK, wing, 0.012)
    pen.circle(INK, (0.7, 0.38), 0.12)
    pen.circle(GREENERY, (0.7, 0.38), 0.1)
    pen.poly(PAPER_LIGHT, [(0.64, 0.34), (0.78, 0.32), (0.74, 0.4)])
    pen.circle(INK, (0.72, 0.36), 0.018)
    beak = [(0.78, 0.38), (0.92, 0.41), (0.78, 0.44)]
    pen.poly(SEAL_RED, beak)
    pen.poly(INK, beak, 0.012)


def _apricot(pen: Pen) -> None:
    trunk = [(0.5, 0.88), (0.52, 0.64), (0.44, 0.48)]
    branch = [(0.52, 0.66), (0.68, 0.5)]
    round_crown(pen, trunk, branch, mix(GREENERY, GREENERY_LIGHT, 0.3), 0.4)
    r = rng("apricot")
    for _ in range(9):
        a, d = r.uniform(0, 2 * math.pi), r.uniform(0.04, 0.22)
        c = (0.5 + d * math.cos(a) * 1.2, 0.3 + d * math.sin(a) * 0.7)
        pen.circle(INK, c, 0.046)
        pen.circle(APRICOT, c, 0.034)
        pen.circle(mix(APRICOT, PAPER_LIGHT, 0.5), (c[0] - 0.01, c[1] - 0.01), 0.01)
    for c in ((0.3, 0.3), (0.66, 0.28), (0.5, 0.42)):
        _flower(pen, c, 0.04, PLUM_WHITE, PEACH_PINK)


DECORATIONS.update(
    {
        "swan": _swan,
        "spectral_tree": _spectral_tree,
        "cat": _cat,
        "butterfly": _butterfly,
        "bonsai": _bonsai,
        "ninfea": _ninfea,
        "sancai_vase": _sancai_vase,
        "duck": _duck,
        "apricot_tree": _apricot,
    }
)
