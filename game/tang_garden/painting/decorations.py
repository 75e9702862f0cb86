"""The base game's decoration pieces (five trees, peony, bird, lotus, fish, pavilion and bridge)
and the helpers the modules' decorations share; ``pieces.paint_decoration`` paints any piece."""

from __future__ import annotations

import math

from game.palette import (
    BIRD_BLUE,
    GOLD,
    GOLD_DARK,
    GREENERY,
    GREENERY_DARK,
    GREENERY_LIGHT,
    INK,
    KOI,
    LOTUS,
    LOTUS_LEAF,
    MAPLE_ORANGE,
    MAPLE_RED,
    PAPER_LIGHT,
    PEACH_DEEP,
    PEACH_PINK,
    PEONY,
    PEONY_LIGHT,
    PINE,
    PLUM_CENTRE,
    PLUM_WHITE,
    RGB,
    ROCK_LIGHT,
    ROOF,
    ROOF_LIGHT,
    TIMBER,
    WALL,
    WALL_DARK,
    WATER,
    WATER_LIGHT,
    WILLOW,
    WOOD,
)
from game.tang_garden.painting.core import (
    Pen,
    Point,
    alpha,
    ellipse_points,
    mix,
    rng,
)

SS = 4  # the supersampling of decoration pictures


def shadow(pen: Pen, c: Point = (0.5, 0.86), rx: float = 0.3, ry: float = 0.07) -> None:
    pen.ellipse(alpha(INK, 55), c, rx, ry)


def trunk(pen: Pen, pts: list[Point], width: float, colour: RGB = WOOD) -> None:
    pen.stroke(INK, pts, width + 0.035)
    pen.stroke(colour, pts, width)


def blob(pen: Pen, c: Point, r: float, fill: RGB, edge: RGB = INK) -> None:
    pen.circle(edge, c, r + 0.022)
    pen.circle(fill, c, r)


def flower(pen: Pen, c: Point, r: float, petal: RGB, centre: RGB, n: int = 5) -> None:
    for k in range(n):
        a = -math.pi / 2 + 2 * math.pi * k / n
        q = (c[0] + r * 0.55 * math.cos(a), c[1] + r * 0.55 * math.sin(a))
        pen.circle(INK, q, r * 0.55 + 0.012)
    for k in range(n):
        a = -math.pi / 2 + 2 * math.pi * k / n
        pen.circle(petal, (c[0] + r * 0.55 * math.cos(a), c[1] + r * 0.55 * math.sin(a)), r * 0.55)
    pen.circle(centre, c, r * 0.32)


def ripple(pen: Pen, c: Point = (0.5, 0.74), rx: float = 0.4) -> None:
    """Water round a swimming bird."""
    pen.ellipse(alpha(WATER, 150), c, rx, rx * 0.3)
    pen.ellipse(alpha(WATER_LIGHT, 220), c, rx * 0.8, rx * 0.22, 0, 0.012)


def _pine(pen: Pen) -> None:
    shadow(pen)
    trunk(pen, [(0.52, 0.88), (0.47, 0.7), (0.55, 0.5), (0.48, 0.3)], 0.07)
    trunk(pen, [(0.53, 0.56), (0.72, 0.46)], 0.04)
    trunk(pen, [(0.49, 0.42), (0.28, 0.38)], 0.04)
    pads = [(0.28, 0.36, 0.2), (0.74, 0.44, 0.19), (0.5, 0.19, 0.22), (0.36, 0.62, 0.15)]
    for x, y, w in pads:
        pen.ellipse(INK, (x, y), w + 0.025, 0.085 + 0.025)
    for x, y, w in pads:
        pen.ellipse(PINE, (x, y), w, 0.085)
        for k in range(7):  # needle tufts
            t = (k + 0.5) / 7
            bx = x - w * 0.8 + 1.6 * w * t
            pen.line(mix(PINE, GREENERY_LIGHT, 0.45), (bx, y + 0.03), (bx + 0.02, y - 0.035), 0.012)


def _willow(pen: Pen) -> None:
    shadow(pen)
    trunk(pen, [(0.5, 0.88), (0.48, 0.62), (0.52, 0.4)], 0.08)
    pen.ellipse(INK, (0.5, 0.3), 0.3, 0.17)
    pen.ellipse(mix(WILLOW, GREENERY_DARK, 0.35), (0.5, 0.3), 0.28, 0.15)
    r = rng("willow")
    for k in range(15):  # drooping strands
        x0 = 0.24 + 0.52 * k / 14
        side = (x0 - 0.5) * 0.5
        drop = r.uniform(0.85, 1)
        pts = [
            (x0 + side * t * t + 0.01 * math.sin(t * 6 + k), 0.24 + 0.58 * t * drop)
            for t in (i / 8 for i in range(9))
        ]
        pen.stroke(INK, pts, 0.04)
        pen.stroke(WILLOW if k % 2 else mix(WILLOW, GREENERY_LIGHT, 0.4), pts, 0.022)


def _plum(pen: Pen) -> None:
    shadow(pen)
    trunk(pen, [(0.48, 0.88), (0.5, 0.66), (0.4, 0.5), (0.46, 0.32), (0.36, 0.14)], 0.065, INK)
    trunk(pen, [(0.43, 0.52), (0.64, 0.42), (0.7, 0.24)], 0.04, INK)
    trunk(pen, [(0.45, 0.36), (0.22, 0.3)], 0.03, INK)
    trunk(pen, [(0.64, 0.42), (0.82, 0.46)], 0.03, INK)
    for c in (
        (0.36, 0.13),
        (0.7, 0.22),
        (0.22, 0.29),
        (0.82, 0.46),
        (0.56, 0.36),
        (0.4, 0.5),
        (0.3, 0.42),
        (0.62, 0.6),
    ):
        flower(pen, c, 0.082, PLUM_WHITE, PLUM_CENTRE)


def round_crown(pen: Pen, stem: list[Point], branch: list[Point], colour: RGB, low: float) -> None:
    """A tree with a trunk, one branch and a crown of five round lobes (``low``: the height of
    the side lobes)."""
    shadow(pen)
    trunk(pen, stem, 0.075)
    trunk(pen, branch, 0.05)
    lobes = [
        (0.5, 0.3, 0.2),
        (0.3, low, 0.15),
        (0.7, low, 0.15),
        (0.38, 0.2, 0.14),
        (0.64, 0.2, 0.14),
    ]
    for x, y, rr in lobes:
        pen.circle(INK, (x, y), rr + 0.022)
    for x, y, rr in lobes:
        pen.circle(colour, (x, y), rr)


def _peach(pen: Pen) -> None:
    trunk = [(0.5, 0.88), (0.5, 0.6), (0.42, 0.45)]
    branch = [(0.5, 0.62), (0.62, 0.48)]
    round_crown(pen, trunk, branch, mix(PEACH_PINK, GREENERY, 0.18), 0.38)
    r = rng("peach")
    for _ in range(16):
        a, d = r.uniform(0, 2 * math.pi), r.uniform(0, 0.22)
        flower(
            pen,
            (0.5 + d * math.cos(a) * 1.2, 0.3 + d * math.sin(a) * 0.7),
            0.048,
            PEACH_PINK,
            PEACH_DEEP,
        )


def _maple_leaf(pen: Pen, c: Point, r: float, colour: RGB, rot: float) -> None:
    pts = []
    for k in range(10):
        a = rot - math.pi / 2 + math.pi * k / 5
        pts.append(
            (
                c[0] + (r if k % 2 == 0 else r * 0.45) * math.cos(a),
                c[1] + (r if k % 2 == 0 else r * 0.45) * math.sin(a),
            )
        )
    pen.poly(colour, pts)
    pen.poly(INK, pts, 0.012)


def _maple(pen: Pen) -> None:
    shadow(pen)
    trunk(pen, [(0.5, 0.88), (0.52, 0.6), (0.46, 0.42)], 0.07)
    trunk(pen, [(0.52, 0.64), (0.68, 0.48)], 0.045)
    pen.ellipse(INK, (0.5, 0.32), 0.34, 0.24)
    pen.ellipse(mix(MAPLE_RED, WALL_DARK, 0.3), (0.5, 0.32), 0.32, 0.22)
    r = rng("maple")
    for _ in range(14):
        a, d = r.uniform(0, 2 * math.pi), r.uniform(0, 0.22)
        col = MAPLE_ORANGE if r.random() < 0.45 else MAPLE_RED
        _maple_leaf(
            pen,
            (0.5 + d * math.cos(a) * 1.1, 0.32 + d * math.sin(a) * 0.75),
            0.085,
            col,
            r.uniform(-0.4, 0.4),
        )


def _peony(pen: Pen) -> None:
    shadow(pen, (0.5, 0.82), 0.32, 0.08)
    for a in (0.5, 2.6, 4.3):  # leaves
        c = (0.5 + 0.27 * math.cos(a), 0.5 + 0.27 * math.sin(a))
        pen.ellipse(INK, c, 0.2, 0.1, a)
        pen.ellipse(GREENERY, c, 0.18, 0.08, a)
        pen.line(GREENERY_DARK, (0.5, 0.5), c, 0.015)
    for layer, (rad, n, col) in enumerate(
        ((0.3, 9, PEONY), (0.22, 7, mix(PEONY, PEONY_LIGHT, 0.5)), (0.13, 5, PEONY_LIGHT))
    ):
        for k in range(n):
            a = 2 * math.pi * (k + 0.5 * layer) / n
            q = (0.5 + rad * 0.55 * math.cos(a), 0.48 + rad * 0.55 * math.sin(a))
            pen.circle(INK, q, rad * 0.5 + 0.014)
        for k in range(n):
            a = 2 * math.pi * (k + 0.5 * layer) / n
            q = (0.5 + rad * 0.55 * math.cos(a), 0.48 + rad * 0.55 * math.sin(a))
            pen.circle(col, q, rad * 0.5)
    pen.circle(GOLD, (0.5, 0.48), 0.045)


def _bird(pen: Pen) -> None:
    shadow(pen, (0.5, 0.86), 0.26, 0.06)
    trunk(pen, [(0.12, 0.78), (0.5, 0.74), (0.88, 0.66)], 0.04)  # perch
    body = ellipse_points((0.47, 0.5), 0.25, 0.17, -0.35, 28)
    tail = [(0.28, 0.58), (0.06, 0.74), (0.12, 0.8), (0.34, 0.66)]
    pen.poly(INK, tail)
    pen.poly(INK, ellipse_points((0.47, 0.5), 0.275, 0.195, -0.35, 28))
    pen.poly(BIRD_BLUE, body)
    pen.poly(PAPER_LIGHT, ellipse_points((0.52, 0.58), 0.16, 0.08, -0.35, 20))  # belly
    pen.circle(INK, (0.68, 0.34), 0.135)
    pen.circle(BIRD_BLUE, (0.68, 0.34), 0.115)
    beak = [(0.78, 0.3), (0.93, 0.34), (0.78, 0.38)]
    pen.poly(GOLD, beak)
    pen.poly(INK, beak, 0.015)
    pen.circle(PAPER_LIGHT, (0.72, 0.31), 0.035)
    pen.circle(INK, (0.725, 0.31), 0.02)
    wing = [(0.32, 0.45), (0.52, 0.4), (0.6, 0.5), (0.4, 0.58)]
    pen.poly(mix(BIRD_BLUE, INK, 0.4), wing)
    for x in (0.44, 0.54):
        pen.line(INK, (x, 0.66), (x + 0.02, 0.75), 0.02)


def _lotus(pen: Pen) -> None:
    pad = [
        (0.5 + 0.4 * math.cos(a), 0.6 + 0.24 * math.sin(a))
        for a in (-1.25 + (2 * math.pi - 0.4) * i / 30 for i in range(31))
    ]
    pen.poly(INK, [(0.5, 0.6), *[(x + (x - 0.5) * 0.06, y + (y - 0.6) * 0.1) for x, y in pad]])
    pen.poly(LOTUS_LEAF, [(0.5, 0.6), *pad])
    for a in (0.3, 1.3, 2.3, 3.3, 4.3):
        pen.line(
            mix(LOTUS_LEAF, GREENERY_LIGHT, 0.5),
            (0.5, 0.6),
            (0.5 + 0.33 * math.cos(a), 0.6 + 0.2 * math.sin(a)),
            0.012,
        )
    for a, ln, col in (
        (-2.4, 0.3, LOTUS),
        (-0.74, 0.3, LOTUS),
        (-1.95, 0.34, PEONY_LIGHT),
        (-1.19, 0.34, PEONY_LIGHT),
        (-1.57, 0.38, PLUM_WHITE),
    ):
        tip = (0.5 + ln * math.cos(a), 0.5 + ln * math.sin(a))
        left = (0.5 + 0.1 * math.cos(a - 1.4), 0.5 + 0.1 * math.sin(a - 1.4))
        right = (0.5 + 0.1 * math.cos(a + 1.4), 0.5 + 0.1 * math.sin(a + 1.4))
        petal = [(0.5, 0.52), left, tip, right]
        pen.poly(mix(col, LOTUS, 0.3), petal)
        pen.poly(INK, petal, 0.016)
    pen.circle(GOLD, (0.5, 0.46), 0.045)
    pen.circle(INK, (0.5, 0.46), 0.045, 0.012)


def _fish(pen: Pen) -> None:
    """A koi seen from above, curving through a round ripple."""
    pen.circle(alpha(WATER, 120), (0.5, 0.5), 0.45)
    for rr in (0.45, 0.33):
        pen.circle(alpha(WATER_LIGHT, 220), (0.5, 0.5), rr, 0.014)
    n = 16
    spine = [
        (0.72 + 0.33 * math.cos(a), 0.5 + 0.33 * math.sin(a))
        for a in (math.radians(232 - 100 * i / n) for i in range(n + 1))
    ]

    def half_width(t: float) -> float:
        return 0.11 * math.sin(math.pi * min(1.0, 0.18 + t * 0.95)) ** 0.7 + 0.012

    left, right = [], []
    for i, (x, y) in enumerate(spine):
        a = spine[max(0, i - 1)]
        b = spine[min(n, i + 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy)
        nx, ny = -dy / d, dx / d
        w = half_width(i / n)
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    tail_root = spine[-1]
    dx, dy = tail_root[0] - spine[-3][0], tail_root[1] - spine[-3][1]
    d = math.hypot(dx, dy)
    dx, dy = dx / d, dy / d
    for side in (left, right):  # pectoral fins
        x, y = spine[4]
        ex, ey = side[4][0] - x, side[4][1] - y
        fin = [side[3], (x + ex * 1.9 + dx * 0.04, y + ey * 1.9 + dy * 0.04), side[5]]
        pen.poly(mix(KOI, PAPER_LIGHT, 0.35), fin)
        pen.poly(INK, fin, 0.014)
    tail = [
        tail_root,
        (tail_root[0] + dx * 0.16 - dy * 0.13, tail_root[1] + dy * 0.16 + dx * 0.13),
        (tail_root[0] + dx * 0.09, tail_root[1] + dy * 0.09),
        (tail_root[0] + dx * 0.16 + dy * 0.13, tail_root[1] + dy * 0.16 - dx * 0.13),
    ]
    pen.poly(KOI, tail)
    pen.poly(INK, tail, 0.016)
    body = left + right[::-1]
    pen.poly(KOI, body)
    for k, r in ((4, 0.045), (8, 0.04), (11, 0.03)):  # white patches
        pen.circle(PAPER_LIGHT, (spine[k][0] + (0.02 if k % 2 else -0.02), spine[k][1]), r)
    pen.poly(INK, body, 0.02)
    head = spine[1]
    for s in (-1, 1):
        pen.circle(INK, (head[0] + s * 0.045, head[1] + 0.01), 0.016)


def _pavilion(pen: Pen) -> None:
    shadow(pen, (0.5, 0.86), 0.38, 0.07)
    pen.poly(ROCK_LIGHT, [(0.16, 0.78), (0.84, 0.78), (0.88, 0.88), (0.12, 0.88)])
    pen.poly(INK, [(0.16, 0.78), (0.84, 0.78), (0.88, 0.88), (0.12, 0.88)], 0.015)
    for x in (0.24, 0.41, 0.59, 0.76):
        pen.rect(INK, x - 0.035, 0.46, 0.07, 0.33)
        pen.rect(TIMBER, x - 0.022, 0.47, 0.044, 0.31)
    pen.rect(WALL_DARK, 0.2, 0.62, 0.6, 0.03)
    roof = [
        (0.02, 0.42),
        (0.12, 0.5),
        (0.5, 0.47),
        (0.88, 0.5),
        (0.98, 0.42),
        (0.74, 0.3),
        (0.5, 0.1),
        (0.26, 0.3),
    ]
    pen.poly(ROOF, roof)
    pen.poly(INK, roof, 0.02)
    for t in (0.2, 0.35, 0.5, 0.65, 0.8):  # tile ridges
        pen.line(ROOF_LIGHT, (0.5, 0.14), (0.1 + 0.8 * t, 0.46), 0.012)
    pen.line(GOLD_DARK, (0.5, 0.1), (0.5, 0.03), 0.03)
    pen.circle(GOLD, (0.5, 0.035), 0.03)


def _bridge(pen: Pen) -> None:
    pen.rect(alpha(WATER, 150), 0.02, 0.64, 0.96, 0.24)
    for y in (0.72, 0.82):
        pen.stroke(
            WATER_LIGHT,
            [(0.05 + 0.9 * t / 12, y + 0.012 * math.sin(t * 2.2)) for t in range(13)],
            0.015,
        )
    arch = [(0.04 + 0.92 * i / 24, 0.66 - 0.36 * math.sin(math.pi * i / 24)) for i in range(25)]
    under = [(0.2 + 0.6 * i / 16, 0.72 - 0.3 * math.sin(math.pi * i / 16)) for i in range(17)]
    body = arch + under[::-1]
    pen.poly(WALL, body)
    pen.poly(INK, body, 0.02)
    rail = [(x, y - 0.12) for x, y in arch[2:-2]]
    pen.stroke(INK, rail, 0.045)
    pen.stroke(WALL_DARK, rail, 0.025)
    for x, y in arch[3:-2:3]:
        pen.line(INK, (x, y - 0.12), (x, y), 0.035)
        pen.line(WALL_DARK, (x, y - 0.12), (x, y), 0.018)
    pen.stroke(INK, arch, 0.03)


DECORATIONS = {
    "pine": _pine,
    "willow": _willow,
    "plum_blossom": _plum,
    "peach_blossom": _peach,
    "maple": _maple,
    "peony": _peony,
    "bird": _bird,
    "lotus": _lotus,
    "fish": _fish,
    "pavilion": _pavilion,
    "bridge": _bridge,
}
