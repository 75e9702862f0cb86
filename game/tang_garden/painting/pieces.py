"""The pieces: character miniatures with their emblems, decorations, tokens and lanterns."""

from __future__ import annotations

import math

import pygame

from game.palette import (
    GOLD,
    GOLD_LIGHT,
    INK,
    INK_SOFT,
    PAPER,
    PAPER_LIGHT,
    RGB,
    WALL,
    WALL_DARK,
)
from game.tang_garden.painting import glyphs
from game.tang_garden.painting.core import (
    Pen,
    Point,
    alpha,
    canvas,
    ellipse_points,
    finish,
    mix,
    shape_points,
)
from game.tang_garden.painting.decorations import DECORATIONS
from game.tang_garden.painting.emblems import EMBLEMS
from game.tang_garden.painting.module_pictures import module_pictures

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
    emblem(pen, getattr(character, "id", str(character)), c, 0.17)
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


def emblem(pen: Pen, character_id: str, c: Point, r: float) -> None:
    """Draw the emblem of ``character_id`` centred at ``c`` within radius ``r``."""
    draw = EMBLEMS.get(character_id) or module_pictures().emblems.get(character_id)
    if draw is None:  # a character without a picture (a plugin's): its initials as a seal
        initials = "".join(w[0] for w in character_id.split("_"))[:2].upper()
        pen.text(initials, c, r * 1.1, INK, bold=True)
        return
    draw(pen, c[0], c[1], r)


# --- decorations-------------------------------------------------------------------------------


def paint_decoration(decoration_id: str, size: int = 64) -> pygame.Surface:
    """A decoration piece (tree, flower, animal, pavilion or bridge) on a transparent ground."""
    surf = canvas(size, size, SS)
    painter = DECORATIONS.get(decoration_id) or module_pictures().decorations.get(decoration_id)
    pen = Pen(surf)
    if painter is None:
        pen.circle(PAPER_LIGHT, (0.5, 0.5), 0.4)
        pen.circle(INK, (0.5, 0.5), 0.4, 0.03)
        pen.text(decoration_id[:2].title(), (0.5, 0.5), 0.3)
    else:
        painter(pen)
    return finish(surf, size, size)


# --- tokens and lanterns --------------------------------------------------------------------------


def paint_token(size_name: str, size: int) -> pygame.Surface:
    """A token: a landscape token (small = round jade token, one peak; large = square token,
    two peaks) or a skill's own token (a module's picture: the Fox, a herb)."""
    surf = canvas(size, size, SS)
    pen = Pen(surf)
    own = module_pictures().tokens.get(size_name)
    if own is not None:
        own(pen)
        return finish(surf, size, size)
    large = size_name == "large"
    r = 0.42 if large else 0.4
    if large:
        pen.rect(alpha(INK, 70), 0.5 - r + 0.02, 0.5 - r + 0.03, 2 * r, 2 * r)
    else:
        pen.circle(alpha(INK, 70), (0.52, 0.53), r)
    glyphs.mountain_token(pen, (0.5, 0.5), r, large)
    return finish(surf, size, size)


def _lantern_glyph(pen: Pen, effect: str, c: Point, r: float, col: RGB) -> None:
    """The picture of a lantern's ability: a module's own, else the base game's (or the one
    the modules share), else its initial."""
    x, y = c
    own = module_pictures().lantern_glyphs.get(effect)
    if own is not None:
        own(pen, c, r, col)
    elif effect == "double_build":
        glyphs.tiles(pen, c, r, col, 2)
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
    elif effect == "free_placement":  # a figure standing on a plain tile (two modules' lantern)
        pen.rect(col, x - r * 0.6, y + r * 0.2, r * 1.2, r * 0.5, r * 0.1)
        glyphs.character(pen, (x, y - r * 0.15), r * 0.55)
    elif effect == "search_deck":
        pen.circle(col, (x - r * 0.12, y - r * 0.12), r * 0.42, r * 0.13)
        pen.line(col, (x + r * 0.18, y + r * 0.18), (x + r * 0.6, y + r * 0.6), r * 0.18)
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


__all__ = ["emblem", "paint_character", "paint_decoration", "paint_lantern", "paint_token"]
