"""Small pictograms drawn with a ``Pen``: terrain glyphs, sight eyes, the tao sign, tokens,
the character spot, tiles and a turning arrow."""

from __future__ import annotations

import math

from game.palette import (
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREENERY,
    GREENERY_DARK,
    GREENERY_LIGHT,
    INK,
    PAPER_LIGHT,
    RGB,
    ROCK,
    ROCK_DARK,
    SEAL_RED,
    TERRAIN,
    TERRAIN_DARK,
    WALL,
    WALL_DARK,
    WATER_DARK,
    WOOD,
)
from game.tang_garden.painting.core import Pen, Point, alpha, ellipse_points

FOX: RGB = (222, 120, 44)


def leaf(pen: Pen, c: Point, r: float, colour: RGB = GREENERY_DARK, angle: float = -0.6) -> None:
    """A willow-leaf lens with a midrib."""
    pts = []
    n = 12
    ca, sa = math.cos(angle), math.sin(angle)
    for i in range(n + 1):  # upper arc then lower arc
        t = -1 + 2 * i / n
        pts.append((t, 0.42 * (1 - t * t)))
    for i in range(n + 1):
        t = 1 - 2 * i / n
        pts.append((t, -0.42 * (1 - t * t)))
    pen.poly(colour, [(c[0] + r * (x * ca - y * sa), c[1] + r * (x * sa + y * ca)) for x, y in pts])
    a = (c[0] - r * 1.05 * ca, c[1] - r * 1.05 * sa)
    b = (c[0] + r * 0.7 * ca, c[1] + r * 0.7 * sa)
    pen.line(PAPER_LIGHT, (c[0] - r * 0.7 * ca, c[1] - r * 0.7 * sa), b, r * 0.09)
    pen.line(colour, a, (c[0] - r * 0.85 * ca, c[1] - r * 0.85 * sa), r * 0.14)


def wave(pen: Pen, c: Point, r: float, colour: RGB = WATER_DARK) -> None:
    """Three rows of gentle waves."""
    for row, dy in enumerate((-0.55, 0.0, 0.55)):
        pts = []
        for i in range(21):
            t = i / 20
            x = c[0] + r * (-0.9 + 1.8 * t)
            y = c[1] + r * (dy - 0.14 * math.sin(t * 2 * math.pi * 1.5 + row * 0.8))
            pts.append((x, y))
        pen.stroke(colour, pts, r * 0.17)


def stone(pen: Pen, c: Point, r: float, colour: RGB = ROCK_DARK, fill: RGB = ROCK) -> None:
    """A scholar's rock: an upright irregular stone with a hole."""
    shape = [
        (-0.55, 0.85),
        (-0.75, 0.25),
        (-0.45, -0.2),
        (-0.6, -0.7),
        (-0.1, -0.95),
        (0.35, -0.7),
        (0.3, -0.3),
        (0.7, 0.05),
        (0.6, 0.6),
        (0.75, 0.85),
    ]
    pts = [(c[0] + r * x, c[1] + r * y) for x, y in shape]
    pen.poly(fill, pts)
    pen.poly(colour, pts, r * 0.14)
    pen.poly(colour, ellipse_points((c[0] + r * 0.02, c[1] - r * 0.35), r * 0.16, r * 0.12))
    pen.stroke(
        colour,
        [
            (c[0] - r * 0.2, c[1] + r * 0.1),
            (c[0] + r * 0.1, c[1] + r * 0.35),
            (c[0], c[1] + r * 0.6),
        ],
        r * 0.09,
    )


def bridge(pen: Pen, c: Point, r: float, colour: RGB = WALL) -> None:
    """An arched bridge seen from the side, over a wave line."""
    arch = [
        (c[0] + r * (-0.95 + 1.9 * i / 20), c[1] + r * (0.25 - 0.75 * math.sin(math.pi * i / 20)))
        for i in range(21)
    ]
    pen.stroke(colour, arch, r * 0.22)
    rail = [(x, y - r * 0.38) for x, y in arch[3:-3]]
    pen.stroke(WALL_DARK, rail, r * 0.08)
    for x, y in arch[4:-3:4]:
        pen.line(WALL_DARK, (x, y - r * 0.38), (x, y), r * 0.08)
    pen.stroke(
        WATER_DARK,
        [
            (c[0] + r * (-0.95 + 1.9 * i / 16), c[1] + r * (0.62 + 0.1 * math.sin(i * 1.6)))
            for i in range(17)
        ],
        r * 0.1,
    )


def terrain_glyph(pen: Pen, kind: str, c: Point, r: float, colour: RGB | None = None) -> None:
    """Glyph of a decoration area / terrain: greenery leaf, water wave, rock stone, bridge."""
    if kind == "greenery":
        leaf(pen, c, r, colour or GREENERY_DARK)
    elif kind == "water":
        wave(pen, c, r, colour or WATER_DARK)
    elif kind == "rock":
        stone(pen, c, r, colour or ROCK_DARK)
    elif kind == "bridge":
        bridge(pen, c, r, colour or WALL)
    elif kind == "tao":
        tao(pen, c, r)
    elif kind == "any":
        any_track(pen, c, r)
    elif kind == "landscape_token":
        mountain_token(pen, c, r)


def tao(pen: Pen, c: Point, r: float, dark: RGB = INK, light: RGB = PAPER_LIGHT) -> None:
    """The taijitu."""
    pen.circle(light, c, r)
    half = [
        (c[0] + r * math.cos(a), c[1] + r * math.sin(a))
        for a in (math.pi / 2 + math.pi * i / 24 for i in range(25))
    ]
    pen.poly(dark, [*half, c])
    pen.circle(dark, (c[0], c[1] + r / 2), r / 2)
    pen.circle(light, (c[0], c[1] - r / 2), r / 2)
    pen.circle(light, (c[0], c[1] + r / 2), r * 0.15)
    pen.circle(dark, (c[0], c[1] - r / 2), r * 0.15)
    pen.circle(dark, c, r, r * 0.08)


def any_track(pen: Pen, c: Point, r: float, mark: bool = True) -> None:
    """'Any track': a disc split into greenery, water and rock thirds (with a question mark)."""
    for i, terrain in enumerate(("greenery", "water", "rock")):
        a0 = -math.pi / 2 + i * 2 * math.pi / 3
        arc = [
            (
                c[0] + r * math.cos(a0 + 2 * math.pi / 3 * k / 12),
                c[1] + r * math.sin(a0 + 2 * math.pi / 3 * k / 12),
            )
            for k in range(13)
        ]
        pen.poly(TERRAIN[terrain], [c, *arc])
    for i in range(3):
        a = -math.pi / 2 + i * 2 * math.pi / 3
        pen.line(PAPER_LIGHT, c, (c[0] + r * math.cos(a), c[1] + r * math.sin(a)), r * 0.1)
    pen.circle(INK, c, r, r * 0.09)
    if mark:
        pen.text("?", c, r * 0.8, PAPER_LIGHT, bold=True)


def mountain_token(pen: Pen, c: Point, r: float, large: bool = False) -> None:
    """A landscape token: round with one peak (small) or square with two peaks (large)."""
    if large:
        box = [
            (c[0] - r, c[1] - r),
            (c[0] + r, c[1] - r),
            (c[0] + r, c[1] + r),
            (c[0] - r, c[1] + r),
        ]
        pen.poly(GREENERY, box)
        peaks = [
            (c[0] - r * 0.85, c[1] + r * 0.6),
            (c[0] - r * 0.35, c[1] - r * 0.55),
            (c[0] + r * 0.05, c[1] + r * 0.05),
            (c[0] + r * 0.4, c[1] - r * 0.35),
            (c[0] + r * 0.85, c[1] + r * 0.6),
        ]
        pen.poly(PAPER_LIGHT, peaks)
        pen.poly(INK, peaks, r * 0.1)
        pen.poly(GREENERY_DARK, box, r * 0.14)
    else:
        pen.circle(GREENERY, c, r)
        peak = [
            (c[0] - r * 0.65, c[1] + r * 0.45),
            (c[0], c[1] - r * 0.55),
            (c[0] + r * 0.65, c[1] + r * 0.45),
        ]
        pen.poly(PAPER_LIGHT, peak)
        pen.poly(INK, peak, r * 0.1)
        pen.circle(GREENERY_DARK, c, r, r * 0.14)


def eye(pen: Pen, c: Point, r: float, frame: str) -> None:
    """Sight icon: an eye in a frame that says where the character looks: ``line`` (diamond:
    its line of sight), ``landscape`` (circle: the landscape it faces), ``around`` (square: the
    eight spaces around it), ``all`` (a four-pointed star: four directions), ``garden``
    (circle with four notches: every side of the garden)."""
    x, y = c
    if frame == "line":
        box = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    elif frame == "around":
        box = [(x - r * 0.8, y - r * 0.8), (x + r * 0.8, y - r * 0.8)]
        box += [(x + r * 0.8, y + r * 0.8), (x - r * 0.8, y + r * 0.8)]
    elif frame == "all":
        box = [
            (
                x + r * (1.0 if k % 2 == 0 else 0.5) * math.cos(a),
                y + r * (1.0 if k % 2 == 0 else 0.5) * math.sin(a),
            )
            for k, a in enumerate(-math.pi / 2 + math.pi * i / 4 for i in range(8))
        ]
    else:
        box = []
    if box:
        pen.poly(PAPER_LIGHT, box)
        pen.poly(INK, box, r * 0.1)
    else:
        pen.circle(PAPER_LIGHT, c, r)
        pen.circle(INK, c, r, r * 0.1)
        if frame == "garden":
            for a in (0.0, math.pi / 2, math.pi, 1.5 * math.pi):
                inner = (x + r * 0.78 * math.cos(a), y + r * 0.78 * math.sin(a))
                pen.line(
                    INK, inner, (x + r * 1.12 * math.cos(a), y + r * 1.12 * math.sin(a)), r * 0.14
                )
    w = 0.62 if frame != "all" else 0.42
    lid = [
        (x + r * w * math.cos(a), y + r * w * 0.58 * math.sin(a))
        for a in (2 * math.pi * i / 32 for i in range(32))
    ]
    lens = [
        (px, y + (py - y) * max(0.0, 1 - ((px - x) / (r * w)) ** 2) ** 0.5 * 1.3) for px, py in lid
    ]
    pen.poly(INK, lens, r * 0.09)
    pen.circle(INK, c, r * 0.2 * w / 0.62)


def character(pen: Pen, c: Point, r: float) -> None:
    """A character miniature seen from above: a paper disc on an ink base, facing north."""
    x, y = c[0], c[1] + r * 0.15
    pen.circle(INK, (x, y), r * 0.85)
    pen.circle(PAPER_LIGHT, (x, y), r * 0.6)
    pen.circle(INK, (x, y), r * 0.24)
    arrow = [(x, y - r * 1.15), (x + r * 0.4, y - r * 0.65), (x - r * 0.4, y - r * 0.65)]
    pen.poly(SEAL_RED, arrow)
    pen.poly(INK, arrow, r * 0.1)


def decoration(pen: Pen, c: Point, r: float) -> None:
    """Any decoration piece: a little tree on its shadow."""
    x, y = c
    pen.ellipse(INK, (x, y + r * 0.85), r * 0.6, r * 0.14)
    pen.line(WOOD, (x, y + r * 0.85), (x, y - r * 0.1), r * 0.22)
    pen.circle(INK, (x, y - r * 0.35), r * 0.62)
    pen.circle(GREENERY, (x, y - r * 0.35), r * 0.5)
    pen.circle(GREENERY_LIGHT, (x - r * 0.18, y - r * 0.5), r * 0.14)


def medallions(pen: Pen, c: Point, r: float, marks: tuple[RGB, ...]) -> None:
    """Landscape icons as small paper medallions in a row, each with a coloured dot: different
    colours for different icons, the same colour for a pair (``r``: half the row's height)."""
    n = len(marks)
    for k, colour in enumerate(marks):
        q = (c[0] + (k - (n - 1) / 2) * r * 1.05, c[1])
        pen.circle(PAPER_LIGHT, q, r * 0.6)
        pen.circle(INK, q, r * 0.6, r * 0.12)
        pen.circle(colour, q, r * 0.3)


def fox_mask(pen: Pen, c: Point, r: float) -> None:
    """A fox's face: pointed ears, white cheeks, a dark nose (the Fox Spirit and its token)."""
    x, y = c
    for s in (-1, 1):
        ear = [
            (x + s * r * 0.2, y - r * 0.45),
            (x + s * r * 0.8, y - r * 1.0),
            (x + s * r * 0.85, y - r * 0.2),
        ]
        pen.poly(FOX, ear)
        pen.poly(INK, ear, r * 0.1)
        pen.poly(
            INK,
            [
                (x + s * r * 0.45, y - r * 0.45),
                (x + s * r * 0.75, y - r * 0.8),
                (x + s * r * 0.76, y - r * 0.4),
            ],
        )
    head = [(x - r * 0.95, y - r * 0.3), (x + r * 0.95, y - r * 0.3), (x, y + r * 0.95)]
    pen.poly(FOX, head)
    for s in (-1, 1):
        pen.poly(
            PAPER_LIGHT,
            [(x + s * r * 0.9, y - r * 0.22), (x + s * r * 0.12, y + r * 0.15), (x, y + r * 0.85)],
        )
    pen.poly(INK, head, r * 0.1)
    for s in (-1, 1):
        pen.line(INK, (x + s * r * 0.5, y - r * 0.12), (x + s * r * 0.22, y + r * 0.02), r * 0.12)
    pen.circle(INK, (x, y + r * 0.78), r * 0.13)


def character_spot(pen: Pen, c: Point) -> None:
    """The gold character spot of a tile, centred at ``c`` (in a tile's unit square)."""
    r = 0.085
    pen.circle(alpha(INK, 70), (c[0] + 0.008, c[1] + 0.012), r + 0.01)
    pen.circle(GOLD_DARK, c, r + 0.012)
    pen.circle(GOLD_LIGHT, c, r)
    pen.circle(GOLD, c, r * 0.72)
    pen.circle(GOLD_DARK, c, r * 0.72, 0.01)
    pen.circle(GOLD_LIGHT, c, r * 0.3)


def tiles(pen: Pen, c: Point, r: float, col: RGB, n: int) -> None:
    """``n`` tiles side by side, outlined (in a circle of radius ``r`` round ``c``)."""
    x, y = c
    for k in range(n):
        o = (k - (n - 1) / 2) * r * 0.7
        pen.rect(col, x + o - r * 0.32, y - r * 0.32 + o * 0.4, r * 0.64, r * 0.64, r * 0.12)


def turn_arrow(pen: Pen, c: Point, r: float, col: RGB, a0: float, sweep: float) -> None:
    """An arc of radius ``r`` from angle ``a0`` turning ``sweep`` radians, arrowhead at its end."""
    x, y = c
    arc = [
        (x + r * math.cos(a0 + sweep * i / 16), y + r * math.sin(a0 + sweep * i / 16))
        for i in range(17)
    ]
    pen.stroke(col, arc, r * 0.28)
    a = a0 + sweep
    tangent = (-math.sin(a) * math.copysign(1, sweep), math.cos(a) * math.copysign(1, sweep))
    ex, ey = arc[-1]
    n = (math.cos(a), math.sin(a))
    pen.poly(
        col,
        [
            (ex + tangent[0] * r * 0.55, ey + tangent[1] * r * 0.55),
            (ex + n[0] * r * 0.4, ey + n[1] * r * 0.4),
            (ex - n[0] * r * 0.4, ey - n[1] * r * 0.4),
        ],
    )


PICTOGRAMS = {
    "fox": fox_mask,
    "character": character,
    "decoration": decoration,
    "terrains": lambda pen, c, r: any_track(pen, c, r * 0.85, mark=False),
    "icons": lambda pen, c, r: medallions(pen, c, r, (SEAL_RED, WATER_DARK, GOLD)),
    "pair": lambda pen, c, r: medallions(pen, c, r, (SEAL_RED, SEAL_RED)),
}
WIDE = {"icons": 1.7, "pair": 1.25}  # pictograms wider than tall: their width in heights


def terrain_colours(kind: str) -> tuple[RGB, RGB]:
    return TERRAIN.get(kind, ROCK), TERRAIN_DARK.get(kind, ROCK_DARK)
