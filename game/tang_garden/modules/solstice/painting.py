"""Solstice's pictures: a Pagoda pawn in its player's colour (three roofs on a stone base), the
three column icons of the Solstice board (an arrow for the extra advance, a card for the bonus
decoration, a red step) and the red spaces' bonus icons (an arrow, a figure, a Pagoda, a
lantern)."""

from __future__ import annotations

from functools import cache

import pygame

from game.palette import INK, PAPER_DARK, PAPER_LIGHT, RGB, SEAL_RED
from game.tang_garden.painting.core import Pen, canvas, finish, mix
from game.tang_garden.painting.pictures import Pictures


@cache
def paint_pagoda(colour: RGB, size: int) -> pygame.Surface:
    """A Pagoda pawn of ``colour``, ``size`` pixels square."""
    surf = canvas(size, size)
    pen = Pen(surf)
    edge = mix(colour, INK, 0.5)
    pen.rect(PAPER_DARK, 0.28, 0.84, 0.44, 0.1)
    for k, (top, half) in enumerate(((0.62, 0.4), (0.42, 0.32), (0.24, 0.24))):
        body = [(0.5 - half * 0.55, top + 0.2), (0.5 + half * 0.55, top + 0.2)]
        pen.poly(
            mix(colour, PAPER_LIGHT, 0.35),
            [*body, (0.5 + half * 0.55, top + 0.08), (0.5 - half * 0.55, top + 0.08)],
        )
        roof = [(0.5 - half, top + 0.1), (0.5, top - 0.06 - 0.02 * k), (0.5 + half, top + 0.1)]
        pen.poly(colour, roof)
        pen.poly(edge, roof, 0.03)
    pen.line(edge, (0.5, 0.16), (0.5, 0.04), 0.04)
    return finish(surf, size, size)


@cache
def paint_column_icon(kind: str, size: int) -> pygame.Surface:
    """A column icon of the Solstice board: ``advance``, ``decoration`` or ``red``."""
    surf = canvas(size, size)
    pen = Pen(surf)
    pen.circle(PAPER_LIGHT, (0.5, 0.5), 0.46)
    pen.circle(INK, (0.5, 0.5), 0.46, 0.06)
    if kind == "advance":
        pen.poly(INK, [(0.3, 0.62), (0.5, 0.28), (0.7, 0.62)])
    elif kind == "decoration":
        pen.rect(PAPER_DARK, 0.32, 0.24, 0.36, 0.52)
        pen.rect(INK, 0.32, 0.24, 0.36, 0.52, 0.06)
    else:
        pen.poly(
            SEAL_RED, [(0.26, 0.7), (0.26, 0.5), (0.5, 0.5), (0.5, 0.3), (0.74, 0.3), (0.74, 0.7)]
        )
    return finish(surf, size, size)


@cache
def paint_red_bonus(kind: str, size: int) -> pygame.Surface:
    """A red space's bonus icon: ``any_track``, ``influence``, ``pagoda`` or ``refresh``."""
    if kind == "pagoda":
        return paint_pagoda(INK, size)
    surf = canvas(size, size)
    pen = Pen(surf)
    pen.circle(PAPER_LIGHT, (0.5, 0.5), 0.46)
    pen.circle(INK, (0.5, 0.5), 0.46, 0.06)
    if kind == "any_track":
        pen.poly(INK, [(0.3, 0.62), (0.5, 0.28), (0.7, 0.62)])
    elif kind == "influence":  # a character figure
        pen.circle(INK, (0.5, 0.33), 0.11)
        pen.poly(INK, [(0.5, 0.4), (0.72, 0.78), (0.28, 0.78)])
    else:  # refresh: a lantern
        pen.rect(INK, 0.4, 0.18, 0.2, 0.08)
        pen.circle(SEAL_RED, (0.5, 0.5), 0.22)
        pen.circle(INK, (0.5, 0.5), 0.22, 0.05)
        pen.rect(INK, 0.4, 0.74, 0.2, 0.08)
    return finish(surf, size, size)


PICTURES = Pictures()  # the pawns and icons are drawn by the adapter, not by the base painters
