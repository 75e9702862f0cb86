"""Character miniatures, landscape tokens and lanterns."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.painting import emblems, glyphs
from game.painting.core import (
    Pen,
    Point,
    alpha,
    canvas,
    ellipse_points,
    finish,
    mix,
    regular_polygon,
    shape_points,
)
from game.palette import (
    GOLD,
    GOLD_LIGHT,
    GREENERY,
    GREENERY_DARK,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_LIGHT,
    RGB,
    WALL,
    WALL_DARK,
)

SS = 4
ARROW_RED: RGB = (214, 58, 40)

# --- characters ---------------------------------------------------------------------------------


def paint_character(
    character: object, colour: tuple[int, int, int], shape: str, size: int = 64
) -> pygame.Surface:
    """A miniature seen from above: base in the owner's colour and shape, the character's ink
    emblem, and a facing arrow pointing north (rotate the sprite for other facings)."""
    surf = canvas(size, size, SS)
    pen = Pen(surf)
    c, r = (0.5, 0.5), 0.33  # centred: the game rotates the sprite about its centre
    dark = mix(colour, INK, 0.55)
    light_rim = sum(colour) < 200
    base = shape_points(shape, c, r)
    pen.poly(alpha(INK, 70), [(x + 0.015, y + 0.025) for x, y in base])
    pen.poly(PAPER_LIGHT if light_rim else INK, shape_points(shape, c, r + 0.045))
    pen.poly(colour, base)
    pen.poly(dark if not light_rim else INK_SOFT, shape_points(shape, c, r - 0.035), 0.018)
    pen.circle(INK, c, 0.235)
    pen.circle(PAPER_LIGHT, c, 0.218)
    emblems.emblem(pen, getattr(character, "id", str(character)), c, 0.17)
    # the facing arrow: a bold arrowhead crossing the north rim, paper-edged so it shows on
    # any base colour and on any tile
    tip, wing, neck = 0.025, 0.17, 0.2
    arrow = [
        (0.5, tip),
        (0.5 + wing, neck),
        (0.5 + 0.06, neck - 0.03),
        (0.5 + 0.06, 0.3),
        (0.5 - 0.06, 0.3),
        (0.5 - 0.06, neck - 0.03),
        (0.5 - wing, neck),
    ]
    pen.poly(PAPER_LIGHT, arrow, 0.05)
    pen.poly(INK, arrow)
    pen.poly(
        ARROW_RED,
        [(0.5, tip + 0.05), (0.5 + wing - 0.07, neck - 0.025), (0.5 - wing + 0.07, neck - 0.025)],
    )
    return finish(surf, size, size)


# --- tokens and lanterns --------------------------------------------------------------------------


def _fox_token(pen: Pen) -> None:
    pen.circle(alpha(INK, 70), (0.52, 0.53), 0.42)
    pen.circle(INK, (0.5, 0.5), 0.42)
    pen.circle(PAPER_LIGHT, (0.5, 0.5), 0.38)
    glyphs.fox_mask(pen, (0.5, 0.52), 0.26)


def _herb_token(pen: Pen) -> None:
    pen.circle(alpha(INK, 70), (0.52, 0.53), 0.42)
    pen.circle(GREENERY_DARK, (0.5, 0.5), 0.42)
    pen.circle(PAPER_LIGHT, (0.5, 0.5), 0.36)
    pen.stroke(GREENERY_DARK, [(0.5, 0.8), (0.5, 0.45), (0.46, 0.22)], 0.04)
    for k, (dy, s) in enumerate(((0.62, -1), (0.5, 1), (0.38, -1))):
        glyphs.leaf(pen, (0.5 + s * 0.14, dy - 0.02 * k), 0.14, GREENERY, -0.5 if s > 0 else -2.6)


def _diplomat_token(pen: Pen) -> None:
    pen.circle(alpha(INK, 70), (0.52, 0.53), 0.42)
    pen.circle(WALL, (0.5, 0.5), 0.42)
    pen.circle(GOLD_LIGHT, (0.5, 0.5), 0.3, 0.05)
    pen.rect(PAPER_LIGHT, 0.32, 0.36, 0.36, 0.26)
    pen.stroke(INK, [(0.32, 0.36), (0.5, 0.5), (0.68, 0.36)], 0.035)


# Tokens other than the landscape tokens, by name (a skill kind names the token it needs).
TOKENS = {"fox": _fox_token, "herb": _herb_token, "diplomat": _diplomat_token}


def paint_token(size_name: str, size: int) -> pygame.Surface:
    """A token: a landscape token (small = round jade token, one peak; large = square token,
    two peaks) or a skill's own token (``TOKENS``: the Fox, a herb)."""
    surf = canvas(size, size, SS)
    pen = Pen(surf)
    if size_name in TOKENS:
        TOKENS[size_name](pen)
        return finish(surf, size, size)
    large = size_name == "large"
    r = 0.42 if large else 0.4
    if large:
        pen.rect(alpha(INK, 70), 0.5 - r + 0.02, 0.5 - r + 0.03, 2 * r, 2 * r)
    else:
        pen.circle(alpha(INK, 70), (0.52, 0.53), r)
    glyphs.mountain_token(pen, (0.5, 0.5), r, large)
    return finish(surf, size, size)


def _turn_arrow(pen: Pen, c: Point, r: float, col: RGB, a0: float, sweep: float) -> None:
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


def _tiles(pen: Pen, c: Point, r: float, col: RGB, n: int) -> None:
    x, y = c
    for k in range(n):
        o = (k - (n - 1) / 2) * r * 0.7
        pen.rect(col, x + o - r * 0.32, y - r * 0.32 + o * 0.4, r * 0.64, r * 0.64, r * 0.12)


# Glyphs of the modules' lantern abilities, by effect (drawn in a circle of radius r round c)
LANTERN_GLYPHS: dict[str, Callable[[Pen, Point, float, RGB], None]] = {}


def _lantern_glyph(pen: Pen, effect: str, c: Point, r: float, col: RGB) -> None:
    x, y = c
    if effect in LANTERN_GLYPHS:
        LANTERN_GLYPHS[effect](pen, c, r, col)
    elif effect in ("double_build", "tile_only", "tile_from_display"):
        _tiles(pen, c, r, col, 2 if effect == "double_build" else 1)
        if effect == "tile_from_display":
            pen.stroke(col, [(x - r * 0.7, y + r * 0.7), (x + r * 0.7, y + r * 0.7)], r * 0.12)
    elif effect == "draw_five_tiles":  # a stack of tiles, five on top
        for k in (2, 1, 0):
            o = k * r * 0.16
            pen.rect(PAPER_LIGHT, x - r * 0.5 + o, y - r * 0.5 - o, r * 0.9, r * 0.9)
            pen.rect(col, x - r * 0.5 + o, y - r * 0.5 - o, r * 0.9, r * 0.9, r * 0.1)
        pen.text("5", (x - r * 0.05, y - r * 0.02), r * 0.7, col, bold=True)
    elif effect == "turn_any_character":  # a figure with a turning arrow round it
        pen.circle(col, (x, y - r * 0.08), r * 0.2)
        pen.poly(
            col, [(x, y - r * 0.42), (x + r * 0.14, y - r * 0.24), (x - r * 0.14, y - r * 0.24)]
        )
        _turn_arrow(pen, (x, y), r * 0.62, col, math.pi * 0.1, math.pi * 1.5)
    elif effect == "exchange_active_character":  # two cards, arrows both ways between them
        for k in (-1, 1):
            pen.rect(col, x + k * r * 0.62 - r * 0.24, y - r * 0.38, r * 0.48, r * 0.76, r * 0.1)
        for dy, d in ((-0.18, 1), (0.18, -1)):
            a, b = (x - d * r * 0.3, y + dy * r), (x + d * r * 0.3, y + dy * r)
            pen.line(col, a, (b[0] - d * r * 0.1, b[1]), r * 0.1)
            tip = [b, (b[0] - d * r * 0.2, b[1] - r * 0.14), (b[0] - d * r * 0.2, b[1] + r * 0.14)]
            pen.poly(col, tip)
    elif effect == "double_decoration":
        for o in (-0.35, 0.35):
            glyphs.leaf(pen, (x + o * r, y), r * 0.45, col, -1.2)
    elif effect == "move_character":
        pen.stroke(
            col,
            [(x - r * 0.7, y + r * 0.4), (x, y - r * 0.2), (x + r * 0.6, y - r * 0.2)],
            r * 0.14,
        )
        pen.poly(
            col,
            [
                (x + r * 0.8, y - r * 0.2),
                (x + r * 0.45, y - r * 0.45),
                (x + r * 0.45, y + r * 0.05),
            ],
        )
    elif effect == "search_deck":
        pen.circle(col, (x - r * 0.12, y - r * 0.12), r * 0.42, r * 0.13)
        pen.line(col, (x + r * 0.18, y + r * 0.18), (x + r * 0.6, y + r * 0.6), r * 0.18)
    elif effect == "replace_decoration_cards":
        for k in range(2):
            o = (k - 0.5) * r * 0.45
            pen.rect(col, x + o - r * 0.25, y - r * 0.4 + o * 0.3, r * 0.5, r * 0.75, r * 0.1)
    elif effect == "free_placement":  # a figure on a plain tile, a star: no spot needed
        pen.rect(col, x - r * 0.7, y - r * 0.1, r * 1.4, r * 0.75, r * 0.1)
        pen.circle(col, (x, y - r * 0.1), r * 0.24)
        pen.poly(col, [(x - r * 0.22, y + r * 0.4), (x + r * 0.22, y + r * 0.4), (x, y)])
        pen.poly(col, regular_polygon((x + r * 0.55, y - r * 0.55), r * 0.22, 5))
    elif effect == "reuse_lantern":  # a circular arrow
        _turn_arrow(pen, c, r * 0.5, col, 0.6, 4.6)
    else:  # an ability without a picture of its own: its initial
        pen.text(effect[:1].upper(), c, r * 0.9, col, bold=True)


def paint_lantern(lantern: object, used: bool, size: int) -> pygame.Surface:
    """A paper lantern with its effect's glyph: glowing red when ready, grey when used."""
    surf = canvas(size, size, SS)
    pen = Pen(surf)
    red = WALL if not used else (150, 146, 140)
    dark = WALL_DARK if not used else INK_SOFT
    gold = GOLD if not used else (176, 170, 160)
    if not used:
        for k, a in enumerate((40, 30, 20)):
            pen.circle(alpha(GOLD_LIGHT, a), (0.5, 0.52), 0.3 + 0.06 * k)
    pen.line(INK, (0.5, 0.02), (0.5, 0.12), 0.02)
    body = ellipse_points((0.5, 0.52), 0.32, 0.34, 0, 40)
    pen.poly(INK, ellipse_points((0.5, 0.52), 0.345, 0.365, 0, 40))
    pen.poly(red, body)
    for k in (-2, -1, 1, 2):  # ribs
        rib = [
            (0.5 + k * 0.11 * math.cos(t), 0.52 + 0.34 * math.sin(t))
            for t in (-math.pi / 2 + math.pi * i / 12 for i in range(13))
        ]
        pen.stroke(dark, rib, 0.012)
    pen.rect(gold, 0.36, 0.12, 0.28, 0.07)
    pen.rect(gold, 0.36, 0.85, 0.28, 0.07)
    pen.rect(INK, 0.36, 0.12, 0.28, 0.07, 0.012)
    pen.rect(INK, 0.36, 0.85, 0.28, 0.07, 0.012)
    for k in range(5):  # tassel
        pen.line(gold, (0.46 + k * 0.02, 0.92), (0.45 + k * 0.025, 0.99), 0.012)
    pen.circle(PAPER_LIGHT if not used else PAPER, (0.5, 0.52), 0.26)
    pen.circle(dark, (0.5, 0.52), 0.26, 0.018)
    effect = getattr(lantern, "effect", str(lantern))
    _lantern_glyph(pen, effect, (0.5, 0.52), 0.245, INK if not used else INK_SOFT)
    if used:
        pen.line(alpha(INK, 170), (0.2, 0.85), (0.8, 0.2), 0.04)
    return finish(surf, size, size)


__all__ = ["paint_character", "paint_lantern", "paint_token"]
