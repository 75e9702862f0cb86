"""Landscape tiles: misty ink mountains with their icons as pictograms on paper medallions."""

from __future__ import annotations

import math

import pygame

from game.palette import (
    DEER,
    DRAGON,
    GOLD,
    GOLD_DARK,
    GREENERY_DARK,
    INK,
    INK_SOFT,
    INK_WASH,
    MIST,
    PAPER,
    PAPER_LIGHT,
    ROCK,
    ROCK_DARK,
    ROOF,
    ROOF_LIGHT,
    SEAL_RED,
    SUN_RED,
    TIMBER,
    WALL_DARK,
    WATER,
    WATER_DARK,
    WATER_LIGHT,
    WOOD,
)
from game.tang_garden.painting.core import SS, Pen, alpha, canvas, ellipse_points, finish, mix, rng
from game.tang_garden.painting.module_pictures import module_pictures

MOON_GOLD = (236, 204, 104)
NIGHT_SKY = (40, 48, 84)  # the night landscapes' sky
# far, middle and near ranges: blue-green ink washes growing darker toward the viewer
RANGE_TONES = ((196, 204, 200), mix(INK_WASH, (96, 132, 124), 0.5), (92, 108, 100))


def _construction(pen: Pen) -> None:
    """A pagoda tower rising inside a bamboo scaffold."""
    for k, (y, hw) in enumerate(((0.66, 0.17), (0.47, 0.14), (0.3, 0.11))):
        pen.rect(TIMBER, 0.5 - hw * 0.65, y, hw * 1.3, 0.19 - k * 0.02)
        roof = [
            (0.5 - hw - 0.05, y + 0.01),
            (0.5 + hw + 0.05, y + 0.01),
            (0.5 + hw * 0.5, y - 0.06),
            (0.5 - hw * 0.5, y - 0.06),
        ]
        pen.poly(ROOF, roof)
    pen.line(GOLD_DARK, (0.5, 0.25), (0.5, 0.15), 0.035)
    for x in (0.24, 0.76):  # poles
        pen.line(WOOD, (x, 0.14), (x, 0.86), 0.045)
    for y0 in (0.2, 0.44, 0.66):  # cross bracing and ledgers
        pen.line(WOOD, (0.24, y0), (0.76, y0 + 0.2), 0.03)
        pen.line(WOOD, (0.22, y0 + 0.2), (0.78, y0 + 0.2), 0.035)
    pen.line(INK, (0.14, 0.86), (0.86, 0.86), 0.04)


def _animal(pen: Pen) -> None:
    """A deer in profile, facing right."""
    for x0, x1 in ((0.3, 0.27), (0.38, 0.4), (0.6, 0.58), (0.68, 0.71)):
        pen.line(INK, (x0, 0.55), (x1, 0.85), 0.055)
    body = ellipse_points((0.49, 0.53), 0.25, 0.13, -0.05, 28)
    pen.poly(INK, ellipse_points((0.49, 0.53), 0.28, 0.16, -0.05, 28))
    pen.poly(DEER, body)
    for x, y in ((0.42, 0.48), (0.52, 0.5), (0.47, 0.56), (0.36, 0.54)):
        pen.circle(PAPER_LIGHT, (x, y), 0.022)
    neck = [(0.62, 0.5), (0.7, 0.3), (0.78, 0.3), (0.74, 0.52)]
    pen.poly(INK, [(x + (x - 0.7) * 0.15, y + (y - 0.4) * 0.1) for x, y in neck])
    pen.poly(DEER, neck)
    head = ellipse_points((0.8, 0.3), 0.09, 0.05, 0.35, 20)
    pen.poly(INK, ellipse_points((0.8, 0.3), 0.115, 0.075, 0.35, 20))
    pen.poly(DEER, head)
    for pts in (
        [(0.73, 0.26), (0.68, 0.08)],
        [(0.7, 0.17), (0.6, 0.12)],
        [(0.78, 0.25), (0.82, 0.07)],
        [(0.8, 0.15), (0.9, 0.1)],
    ):
        pen.stroke(INK, pts, 0.03)
    pen.stroke(INK, [(0.24, 0.5), (0.19, 0.42)], 0.04)


def _dragon(pen: Pen) -> None:
    """A sinuous dragon with spines and a horned head."""
    body = [
        (0.12 + 0.62 * t, 0.6 - 0.16 * math.sin(t * 2 * math.pi * 1.15))
        for t in (i / 30 for i in range(31))
    ]
    for i, (x, y) in enumerate(body[:-1]):  # spines along the back
        if i % 3 == 1:
            pen.poly(SUN_RED, [(x - 0.035, y - 0.04), (x + 0.035, y - 0.04), (x, y - 0.12)])
    pen.stroke(INK, body, 0.15)
    pen.stroke(DRAGON, body, 0.11)
    pen.stroke(GOLD, [(x, y + 0.03) for x, y in body[2:-1]], 0.028)
    hx, hy = body[-1]
    head = [
        (hx - 0.04, hy - 0.08),
        (hx + 0.12, hy - 0.09),
        (hx + 0.18, hy - 0.02),
        (hx + 0.12, hy + 0.05),
        (hx - 0.02, hy + 0.07),
    ]
    pen.poly(DRAGON, head)
    pen.poly(INK, head, 0.03)
    pen.poly(SUN_RED, [(hx + 0.12, hy - 0.01), (hx + 0.19, hy + 0.0), (hx + 0.1, hy + 0.04)])
    pen.stroke(GOLD_DARK, [(hx, hy - 0.07), (hx - 0.04, hy - 0.17), (hx - 0.1, hy - 0.2)], 0.03)
    pen.stroke(GOLD_DARK, [(hx + 0.06, hy - 0.08), (hx + 0.06, hy - 0.19)], 0.03)
    pen.circle(PAPER_LIGHT, (hx + 0.07, hy - 0.04), 0.025)
    pen.circle(INK, (hx + 0.075, hy - 0.04), 0.012)
    tail = body[0]
    pen.poly(DRAGON, [tail, (tail[0] - 0.08, tail[1] - 0.1), (tail[0] - 0.06, tail[1] + 0.06)])
    pen.poly(INK, [tail, (tail[0] - 0.08, tail[1] - 0.1), (tail[0] - 0.06, tail[1] + 0.06)], 0.02)


def _sun(pen: Pen) -> None:
    pen.circle(alpha(SUN_RED, 60), (0.5, 0.47), 0.37)
    pen.circle(SUN_RED, (0.5, 0.47), 0.3)
    pen.circle(mix(SUN_RED, INK, 0.3), (0.5, 0.47), 0.3, 0.025)
    for y, x0, x1 in ((0.74, 0.12, 0.58), (0.82, 0.42, 0.88)):  # cloud wisps
        pen.line(PAPER_LIGHT, (x0, y), (x1, y), 0.07)
        pen.line(INK_SOFT, (x0 + 0.03, y + 0.035), (x1 - 0.03, y + 0.035), 0.018)


def _moon(pen: Pen) -> None:
    """A golden crescent: a disc with an offset disc cut away, outlined in ink."""
    size = pen.surface.get_size()
    layer = pygame.Surface(size, pygame.SRCALPHA)
    lp = Pen(layer, pen.box)
    (c1, r1), (c2, r2), w = ((0.46, 0.52), 0.34), ((0.62, 0.4), 0.29), 0.032
    lp.circle(INK, c1, r1 + w / 2)
    lp.circle(MOON_GOLD, c1, r1 - w / 2)
    cut = pygame.Surface(size, pygame.SRCALPHA)
    cut.fill((255, 255, 255, 255))
    Pen(cut, pen.box).circle((0, 0, 0, 0), c2, r2 - w / 2)
    layer.blit(cut, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    lp.circle(INK, c2, r2, w)
    keep = pygame.Surface(size, pygame.SRCALPHA)
    Pen(keep, pen.box).circle((255, 255, 255, 255), c1, r1 + w / 2)
    layer.blit(keep, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pen.surface.blit(layer, (0, 0))
    for x, y, r in ((0.82, 0.2, 0.03), (0.86, 0.66, 0.022), (0.7, 0.84, 0.018)):
        pen.circle(GOLD_DARK, (x, y), r)


def _village(pen: Pen) -> None:
    """Three houses with grey roofs."""
    for cx, cy, w in ((0.3, 0.56, 0.2), (0.7, 0.58, 0.19), (0.5, 0.7, 0.24)):
        pen.rect(INK, cx - w * 0.8, cy - 0.01, w * 1.6, 0.2)
        pen.rect(PAPER_LIGHT, cx - w * 0.8 + 0.02, cy, w * 1.6 - 0.04, 0.17)
        roof = [
            (cx - w - 0.03, cy + 0.02),
            (cx + w + 0.03, cy + 0.02),
            (cx + w * 0.6, cy - 0.12),
            (cx - w * 0.6, cy - 0.12),
        ]
        pen.poly(ROOF, roof)
        pen.poly(INK, roof, 0.02)
        pen.rect(WOOD, cx - 0.035, cy + 0.07, 0.07, 0.1)
    pen.line(INK, (0.08, 0.88), (0.92, 0.88), 0.03)


def _temple(pen: Pen) -> None:
    """A Buddhist hall: double sweeping roof, red columns, steps, golden finial."""
    pen.rect(ROCK, 0.16, 0.78, 0.68, 0.08)
    pen.rect(INK, 0.16, 0.78, 0.68, 0.08, 0.02)
    pen.rect(TIMBER, 0.24, 0.52, 0.52, 0.26)
    for x in (0.3, 0.43, 0.57, 0.7):
        pen.line(WALL_DARK, (x, 0.54), (x, 0.78), 0.03)
    pen.rect(GOLD, 0.44, 0.6, 0.12, 0.18)
    for y, hw, up in ((0.52, 0.42, 0.1), (0.3, 0.3, 0.08)):
        roof = [
            (0.5 - hw, y - up),
            (0.5 - hw + 0.1, y),
            (0.5 + hw - 0.1, y),
            (0.5 + hw, y - up),
            (0.5 + hw - 0.14, y - 0.08),
            (0.5 - hw + 0.14, y - 0.08),
        ]
        pen.poly(ROOF, roof)
        pen.poly(INK, roof, 0.022)
        pen.line(ROOF_LIGHT, (0.5 - hw + 0.16, y - 0.04), (0.5 + hw - 0.16, y - 0.04), 0.015)
    pen.rect(TIMBER, 0.34, 0.3, 0.32, 0.06)
    pen.line(GOLD_DARK, (0.5, 0.22), (0.5, 0.1), 0.035)
    pen.circle(GOLD, (0.5, 0.1), 0.04)


def _waterfall(pen: Pen) -> None:
    """Water falling between two cliffs into a pool."""
    pen.rect(WATER, 0.36, 0.1, 0.28, 0.7)
    for x in (0.41, 0.47, 0.53, 0.59):
        pen.line(WATER_LIGHT, (x, 0.12), (x, 0.78), 0.022)
    for side in (-1, 1):
        cliff = [
            (0.5 + side * 0.12, 0.08),
            (0.5 + side * 0.3, 0.14),
            (0.5 + side * 0.42, 0.45),
            (0.5 + side * 0.38, 0.82),
            (0.5 + side * 0.14, 0.8),
        ]
        pen.poly(ROCK, cliff)
        pen.poly(INK, cliff, 0.028)
        pen.stroke(
            ROCK_DARK,
            [(0.5 + side * 0.22, 0.22), (0.5 + side * 0.28, 0.42), (0.5 + side * 0.2, 0.6)],
            0.02,
        )
        pen.circle(GREENERY_DARK, (0.5 + side * 0.26, 0.12), 0.05)
    pool = ellipse_points((0.5, 0.84), 0.36, 0.09, 0, 28)
    pen.poly(WATER, pool)
    pen.poly(WATER_DARK, pool, 0.022)
    for x in (0.38, 0.5, 0.62):
        pen.circle(PAPER_LIGHT, (x, 0.79), 0.035)


# The base game's landscape icons; a module's are among its pictures.
ICONS = {
    "construction": _construction,
    "animal": _animal,
    "dragon": _dragon,
    "sun": _sun,
    "moon": _moon,
    "village": _village,
    "temple": _temple,
    "waterfall": _waterfall,
}


def _medallion(pen: Pen, icon: str) -> None:
    pen.circle(alpha(INK, 60), (0.52, 0.53), 0.47)
    pen.circle(PAPER_LIGHT, (0.5, 0.5), 0.47)
    pen.circle(INK, (0.5, 0.5), 0.47, 0.035)
    inner = Pen(
        pen.surface,
        pygame.Rect(
            pen.box.x + round(pen.box.width * 0.14),
            pen.box.y + round(pen.box.height * 0.14),
            round(pen.box.width * 0.72),
            round(pen.box.height * 0.72),
        ),
    )
    draw = ICONS.get(icon) or module_pictures().landscape_icons.get(icon)
    if draw is None:
        inner.text(icon[:2].title(), (0.5, 0.5), 0.4)
    else:
        draw(inner)


def paint_landscape_icon(icon: str, size: int) -> pygame.Surface:
    """A landscape icon as a pictogram on a round paper medallion."""
    surf = canvas(size, size, 4)
    _medallion(Pen(surf), icon)
    return finish(surf, size, size)


def _mountains(pen: Pen, seed: object, aspect: float) -> None:
    r = rng("mountains", seed)
    ranges = 3
    for k in range(ranges):
        base = 0.42 + 0.17 * k
        tone = RANGE_TONES[k]
        ridge = []
        phase = [r.uniform(0, 6.3) for _ in range(3)]
        peaks = r.uniform(1.2, 2.4) * aspect
        for i in range(61):
            x = i / 60
            y = base - 0.22 * abs(math.sin(x * math.pi * peaks / 2 + phase[0]))
            y -= 0.06 * math.sin(x * 17 + phase[1]) + 0.03 * math.sin(x * 41 + phase[2])
            ridge.append((x, y))
        pen.poly(tone, [(0.0, 1.0), *ridge, (1.0, 1.0)])
        pen.stroke(mix(tone, INK, 0.35), ridge, 0.004 / aspect + 0.002)
        for i in range(0, 60, 4):  # texture strokes down the slopes (cun)
            x, y = ridge[i]
            if r.random() < 0.6:
                pen.line(
                    mix(tone, INK, 0.2),
                    (x, y + 0.03),
                    (x - 0.02 / aspect, y + 0.12),
                    0.003 / aspect + 0.001,
                )
        for j in range(40):  # mist rising from the valley floor, fading the range's foot
            pen.rect(alpha(PAPER_LIGHT, 4 + 5 * j), 0, base - 0.1 + 0.0055 * j, 1, 0.006)
        pen.rect(alpha(PAPER_LIGHT, 200), 0, base + 0.12, 1, 0.05)
    for j in range(30):  # the foreground dissolves into the paper
        pen.rect(alpha(PAPER_LIGHT, 6 * j), 0, 0.82 + 0.006 * j, 1, 0.0065)
    pen.rect(alpha(PAPER_LIGHT, 180), 0, 0.995, 1, 0.01)


def paint_landscape(landscape: object, width: int, height: int) -> pygame.Surface:
    """A landscape tile: an ink-wash mountain panel with its icons in a row in front."""
    surf = canvas(width, height, SS)
    pen = Pen(surf)
    aspect = width / max(1, height)
    surf.fill(PAPER)
    night = getattr(landscape, "sky", "day") == "night"
    for k in range(6):  # a pale sky wash, or a deep night sky
        wash = alpha(NIGHT_SKY, 70 + 30 * k) if night else alpha(MIST, 30 + 8 * k)
        pen.rect(wash, 0, 0, 1, (0.75 if night else 0.4) - 0.06 * k)
    if night:
        r = rng("stars", getattr(landscape, "id", ""))
        for _ in range(14):
            pen.circle(PAPER_LIGHT, (r.uniform(0.02, 0.98), r.uniform(0.02, 0.4)), 0.006)
    _mountains(pen, getattr(landscape, "id", "landscape"), aspect)
    icons = list(getattr(landscape, "icons", ()))
    if icons:
        d = min(height * 0.66, width / (len(icons) + 0.4))
        gap = (width - d * len(icons)) / (len(icons) + 1)
        for i, icon in enumerate(icons):
            x = gap + i * (d + gap)
            y = (height - d) / 2 + height * 0.06
            box = pygame.Rect(round(x * SS), round(y * SS), round(d * SS), round(d * SS))
            _medallion(Pen(surf, box), icon)
    name = getattr(landscape, "name", None)
    if name:  # a named tile: its name brushed in the sky, top left
        ink = PAPER_LIGHT if night else INK_SOFT
        pen.text(name, (0.03, 0.04), 0.1 / aspect * 2, ink, "topleft", bold=True)
    seal = 0.07 / aspect * 2  # an artist's seal in the top right corner
    pen.rect(SEAL_RED, 1 - seal * 1.6, 0.08, seal, seal * aspect)
    pen.rect(
        PAPER_LIGHT,
        1 - seal * 1.45,
        0.08 + seal * aspect * 0.2,
        seal * 0.7,
        seal * aspect * 0.6,
        seal * 0.12,
    )
    pen.rect(INK_SOFT, 0, 0, 1, 1, 0.012 / aspect * 2)
    return finish(surf, width, height)
