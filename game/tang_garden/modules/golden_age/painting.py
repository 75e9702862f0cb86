"""Golden Age's pictures: the Bonsai, Ninfea, Sancai Vase and Duck, the emblems of the Emissary
(envoy's staff), Gardener (sprout on its mound), Geomancer (compass), Literate (scroll), Musician
(pipa), Nobleman (jade disc), Tao Priest (the eight trigrams) and Princess (flower hairpin), the
Bamboo Garden and its two lanterns."""

from __future__ import annotations

import math

import pygame

from game.palette import (
    AMBER,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREENERY,
    GREENERY_DARK,
    GREENERY_LIGHT,
    GROUND,
    INK,
    KOI,
    LOTUS_LEAF,
    PAPER,
    PAPER_LIGHT,
    PINE,
    PLUM_WHITE,
    RGB,
    ROCK_LIGHT,
    SEAL_RED,
    WATER_DARK,
    WOOD,
)
from game.tang_garden.painting import glyphs
from game.tang_garden.painting.core import Pen, Point, alpha, ellipse_points, mask_layer, mix, rng
from game.tang_garden.painting.decorations import ripple, shadow, trunk
from game.tang_garden.painting.pictures import Pictures

JADE: tuple[int, int, int] = (118, 176, 140)


LILY: tuple[int, int, int] = (236, 214, 246)


def _bonsai(pen: Pen) -> None:
    shadow(pen, (0.5, 0.88), 0.34, 0.05)
    tray = [(0.16, 0.72), (0.84, 0.72), (0.76, 0.86), (0.24, 0.86)]
    pen.poly(WATER_DARK, tray)
    pen.poly(INK, tray, 0.02)
    pen.line(mix(WATER_DARK, PAPER_LIGHT, 0.4), (0.2, 0.75), (0.8, 0.75), 0.012)
    trunk(pen, [(0.5, 0.73), (0.44, 0.6), (0.58, 0.48), (0.5, 0.36), (0.34, 0.3)], 0.06)
    trunk(pen, [(0.56, 0.5), (0.72, 0.44)], 0.035)
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
    shadow(pen, (0.5, 0.88), 0.22, 0.05)
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
    ripple(pen, (0.5, 0.76), 0.38)
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


def _bamboo_garden(pen: Pen, tile: object, seed: object) -> None:
    """A grove of bamboo on raked gravel, inside a green border."""
    pen.rect(GROUND, 0, 0, 1, 1)
    r = rng("bamboo", seed)
    for row in range(1, 12):
        y = row / 12
        pen.stroke(
            alpha(INK, 18), [(t / 8, y + 0.006 * math.sin(t * 1.9 + row)) for t in range(9)], 0.004
        )
    for x, lean in ((0.28, -0.04), (0.44, 0.03), (0.6, -0.02), (0.74, 0.05), (0.36, 0.06)):
        top, bottom = (x + lean, 0.14 + r.uniform(0, 0.06)), (x, 0.86)
        pen.line(INK, bottom, top, 0.06)
        pen.line(GREENERY, bottom, top, 0.042)
        for k in range(1, 5):  # nodes
            t = k / 5
            q = (bottom[0] + (top[0] - bottom[0]) * t, bottom[1] + (top[1] - bottom[1]) * t)
            pen.line(GREENERY_DARK, (q[0] - 0.03, q[1]), (q[0] + 0.03, q[1]), 0.012)
            if k % 2 == 0:
                side = 1 if r.random() < 0.5 else -1
                leaf = (q[0] + side * 0.12, q[1] - 0.05)
                pen.stroke(GREENERY_DARK, [q, leaf], 0.024)
                pen.stroke(GREENERY_LIGHT, [q, leaf], 0.01)
    pen.rect(GREENERY_DARK, 0, 0, 1, 1, 0.1)
    pen.rect(mix(GREENERY_DARK, PAPER, 0.5), 0.075, 0.075, 0.85, 0.85, 0.012)


def _draw_five_tiles(pen: Pen, c: Point, r: float, col: RGB) -> None:
    """A stack of tiles, five on top."""
    x, y = c
    for k in (2, 1, 0):
        o = k * r * 0.16
        pen.rect(PAPER_LIGHT, x - r * 0.5 + o, y - r * 0.5 - o, r * 0.9, r * 0.9)
        pen.rect(col, x - r * 0.5 + o, y - r * 0.5 - o, r * 0.9, r * 0.9, r * 0.1)
    pen.text("5", (x - r * 0.05, y - r * 0.02), r * 0.7, col, bold=True)


def _exchange_active_character(pen: Pen, c: Point, r: float, col: RGB) -> None:
    """Two cards, arrows both ways between them."""
    x, y = c
    for k in (-1, 1):
        pen.rect(col, x + k * r * 0.62 - r * 0.24, y - r * 0.38, r * 0.48, r * 0.76, r * 0.1)
    for dy, d in ((-0.18, 1), (0.18, -1)):
        a, b = (x - d * r * 0.3, y + dy * r), (x + d * r * 0.3, y + dy * r)
        pen.line(col, a, (b[0] - d * r * 0.1, b[1]), r * 0.1)
        tip = [b, (b[0] - d * r * 0.2, b[1] - r * 0.14), (b[0] - d * r * 0.2, b[1] + r * 0.14)]
        pen.poly(col, tip)


PICTURES = Pictures(
    decorations={"bonsai": _bonsai, "ninfea": _ninfea, "sancai_vase": _sancai_vase, "duck": _duck},
    emblems={
        "emissary": _emissary,
        "gardener": _gardener,
        "geomancer": _geomancer,
        "literate": _literate,
        "musician": _musician,
        "nobleman": _nobleman,
        "tao_priest": _tao_priest,
        "princess": _princess,
    },
    special_tiles={"bamboo_garden": _bamboo_garden},
    lantern_glyphs={
        "draw_five_tiles": _draw_five_tiles,
        "exchange_active_character": _exchange_active_character,
    },
)
