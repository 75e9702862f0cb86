"""Ghost Stories' pictures: the Swan, Spectral Tree, Cat and Butterfly, the emblems of the Demon
(horned mask), Fox Spirit (fox mask), Medium (paper talisman) and Soldier (shield and spear),
the Haunted Temple, the Fox token, the Shift lantern and the wall landscape icon."""

from __future__ import annotations

import math

from game.palette import (
    AMBER,
    BIRD_BLUE,
    GOLD,
    GOLD_LIGHT,
    GREENERY_LIGHT,
    INK,
    INK_SOFT,
    KOI,
    MIST,
    MOON,
    PAPER,
    PAPER_LIGHT,
    RGB,
    ROCK_LIGHT,
    ROOF,
    ROOF_LIGHT,
    SEAL_RED,
    WALL,
    WALL_DARK,
    WOOD,
)
from game.tang_garden.painting import glyphs
from game.tang_garden.painting.core import Pen, Point, alpha, ellipse_points, mix, rng
from game.tang_garden.painting.decorations import ripple, shadow
from game.tang_garden.painting.pictures import Pictures

SPECTRAL: RGB = (176, 188, 204)  # the Spectral Tree's pale blue-grey


DUSK = (92, 84, 112)


GHOST = (190, 200, 214)


def _swan(pen: Pen) -> None:
    ripple(pen)
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
        pen.circle(alpha(SPECTRAL, a), (0.5, 0.36), 0.36 - 0.05 * k)
    shadow(pen)
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
        pen.stroke(SPECTRAL, b, 0.035 if b is branches[0] else 0.02)
    r = rng("spectral")
    for _ in range(5):  # wisps drifting from the branches
        x, y = r.uniform(0.2, 0.8), r.uniform(0.12, 0.5)
        wisp = [(x + 0.05 * t, y + 0.03 * math.sin(t * 2.5)) for t in (i / 3 for i in range(7))]
        pen.stroke(alpha(PAPER_LIGHT, 220), wisp, 0.022)


def _cat(pen: Pen) -> None:
    shadow(pen, (0.5, 0.86), 0.28, 0.06)
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
    shadow(pen, (0.5, 0.86), 0.18, 0.04)
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


def _demon(pen: Pen, x: float, y: float, r: float) -> None:
    for s in (-1, 1):  # horns
        pen.poly(
            INK,
            [
                (x + s * r * 0.35, y - r * 0.35),
                (x + s * r * 0.95, y - r * 1.0),
                (x + s * r * 0.7, y - r * 0.2),
            ],
        )
    face = ellipse_points((x, y + r * 0.1), r * 0.72, r * 0.8, 0, 28)
    pen.poly(SEAL_RED, face)
    pen.poly(INK, face, r * 0.12)
    for s in (-1, 1):  # slanted eyes and brows
        eye = [
            (x + s * r * 0.12, y - r * 0.05),
            (x + s * r * 0.5, y - r * 0.2),
            (x + s * r * 0.42, y + r * 0.05),
        ]
        pen.poly(GOLD_LIGHT, eye)
        pen.poly(INK, eye, r * 0.08)
    mouth = [(x - r * 0.4, y + r * 0.42), (x + r * 0.4, y + r * 0.42), (x, y + r * 0.62)]
    pen.poly(INK, mouth)
    for s in (-1, 1):  # fangs
        pen.poly(
            PAPER_LIGHT,
            [
                (x + s * r * 0.28, y + r * 0.42),
                (x + s * r * 0.16, y + r * 0.42),
                (x + s * r * 0.22, y + r * 0.6),
            ],
        )


def _fox_spirit(pen: Pen, x: float, y: float, r: float) -> None:
    glyphs.fox_mask(pen, (x, y), r)


def _medium(pen: Pen, x: float, y: float, r: float) -> None:
    pen.rect(GOLD_LIGHT, x - r * 0.42, y - r * 0.95, r * 0.84, r * 1.9)
    pen.rect(INK, x - r * 0.42, y - r * 0.95, r * 0.84, r * 1.9, r * 0.1)
    pen.circle(SEAL_RED, (x, y - r * 0.55), r * 0.2)
    zig = [(x - r * 0.2, y - r * 0.2), (x + r * 0.2, y - r * 0.05), (x - r * 0.2, y + r * 0.15)]
    zig += [(x + r * 0.2, y + r * 0.35), (x - r * 0.15, y + r * 0.55), (x + r * 0.05, y + r * 0.78)]
    pen.stroke(SEAL_RED, zig, r * 0.12)


def _soldier(pen: Pen, x: float, y: float, r: float) -> None:
    pen.line(WOOD, (x - r * 0.9, y + r * 0.9), (x + r * 0.7, y - r * 0.7), r * 0.14)
    pen.poly(
        INK, [(x + r * 0.62, y - r * 0.9), (x + r * 1.0, y - r * 1.0), (x + r * 0.9, y - r * 0.62)]
    )
    pen.circle(INK, (x - r * 0.1, y + r * 0.15), r * 0.62)
    pen.circle(SEAL_RED, (x - r * 0.1, y + r * 0.15), r * 0.5)
    pen.circle(GOLD, (x - r * 0.1, y + r * 0.15), r * 0.18)
    pen.circle(INK, (x - r * 0.1, y + r * 0.15), r * 0.18, r * 0.06)


def _haunted_temple(pen: Pen, tile: object, seed: object) -> None:
    """A ruined pagoda at night under the moon, wisps drifting round it."""
    pen.rect(mix(DUSK, PAPER, 0.55), 0, 0, 1, 1)
    r = rng("haunted", seed)
    for _ in range(14):
        pen.circle(alpha(DUSK, 40), (r.uniform(0, 1), r.uniform(0, 1)), r.uniform(0.06, 0.16))
    pen.rect(DUSK, 0, 0, 1, 1, 0.1)
    pen.rect(mix(DUSK, PAPER, 0.5), 0.075, 0.075, 0.85, 0.85, 0.012)
    pen.circle(alpha(MOON, 90), (0.74, 0.26), 0.14)
    pen.circle(MOON, (0.74, 0.26), 0.1)
    pen.ellipse(alpha(INK, 60), (0.46, 0.8), 0.3, 0.05)
    pen.rect(ROCK_LIGHT, 0.22, 0.72, 0.48, 0.08)
    pen.rect(INK, 0.22, 0.72, 0.48, 0.08, 0.01)
    for k, (y, hw) in enumerate(((0.6, 0.2), (0.44, 0.16), (0.3, 0.12))):
        x = 0.46 + k * 0.012  # leaning a little
        pen.rect(mix(WALL_DARK, DUSK, 0.4), x - hw * 0.7, y, hw * 1.4, 0.14 - k * 0.015)
        pen.rect(INK, x - hw * 0.25, y + 0.035, hw * 0.5, 0.06 - k * 0.01)
        tilt = 0.02 * (k - 1)
        roof = [
            (x - hw - 0.07, y - 0.03 + tilt),
            (x - hw + 0.02, y + 0.005),
            (x + hw - 0.02, y + 0.005),
            (x + hw + 0.07, y - 0.03 - tilt),
            (x + hw * 0.55, y - 0.075),
            (x - hw * 0.55, y - 0.075),
        ]
        pen.poly(ROOF, roof)
        pen.stroke(ROOF_LIGHT, [(x - hw + 0.02, y - 0.008), (x + hw - 0.02, y - 0.008)], 0.008)
    pen.line(INK_SOFT, (0.5, 0.22), (0.52, 0.14), 0.02)
    for k in range(3):  # ghost wisps
        x0, y0 = 0.18 + 0.1 * k, 0.3 + 0.16 * k
        wisp = [(x0 + 0.06 * t, y0 - 0.03 * math.sin(t * 3.0)) for t in (i / 4 for i in range(9))]
        pen.stroke(alpha(GHOST, 230), wisp, 0.03)
        pen.circle(alpha(PAPER_LIGHT, 230), wisp[0], 0.03)


def _fox_token(pen: Pen) -> None:
    pen.circle(alpha(INK, 70), (0.52, 0.53), 0.42)
    pen.circle(INK, (0.5, 0.5), 0.42)
    pen.circle(PAPER_LIGHT, (0.5, 0.5), 0.38)
    glyphs.fox_mask(pen, (0.5, 0.52), 0.26)


def _turn_any_character(pen: Pen, c: Point, r: float, col: RGB) -> None:
    """A figure with a turning arrow round it (the Shift lantern)."""
    x, y = c
    pen.circle(col, (x, y - r * 0.08), r * 0.2)
    pen.poly(col, [(x, y - r * 0.42), (x + r * 0.14, y - r * 0.24), (x - r * 0.14, y - r * 0.24)])
    glyphs.turn_arrow(pen, (x, y), r * 0.62, col, math.pi * 0.1, math.pi * 1.5)


def _wall(pen: Pen) -> None:
    """A stretch of crenellated city wall with an arched gate."""
    pen.rect(WALL, 0.1, 0.4, 0.8, 0.46)
    for k in range(5):  # crenels
        pen.rect(WALL, 0.1 + k * 0.18, 0.28, 0.1, 0.13)
        pen.rect(INK, 0.1 + k * 0.18, 0.28, 0.1, 0.13, 0.02)
    pen.rect(ROOF, 0.08, 0.38, 0.84, 0.06)
    for y in (0.56, 0.7):  # brick courses
        pen.line(WALL_DARK, (0.12, y), (0.88, y), 0.015)
    for x, y in ((0.22, 0.49), (0.78, 0.49), (0.3, 0.63), (0.7, 0.63), (0.22, 0.77), (0.78, 0.77)):
        pen.line(WALL_DARK, (x, y - 0.06), (x, y + 0.06), 0.015)
    gate = [(0.38, 0.86), (0.38, 0.62)]
    gate += [
        (0.5 - 0.12 * math.cos(a), 0.62 - 0.12 * math.sin(a))
        for a in (math.pi * i / 10 for i in range(11))
    ]
    gate += [(0.62, 0.86)]
    pen.poly(INK, gate)
    pen.rect(INK, 0.1, 0.4, 0.8, 0.46, 0.025)
    pen.line(INK, (0.04, 0.87), (0.96, 0.87), 0.03)


PICTURES = Pictures(
    decorations={
        "swan": _swan,
        "spectral_tree": _spectral_tree,
        "cat": _cat,
        "butterfly": _butterfly,
    },
    emblems={"demon": _demon, "fox_spirit": _fox_spirit, "medium": _medium, "soldier": _soldier},
    special_tiles={"haunted_temple": _haunted_temple},
    landscape_icons={"wall": _wall},
    lantern_glyphs={"turn_any_character": _turn_any_character},
    tokens={"fox": _fox_token},
)
