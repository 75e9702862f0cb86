"""The Equinox scenario's pictures, painted by our own code: the resources (a log, a heap of
sand, stones), the Worker, a Pagoda Construction card, the Worker move glyph, a Corner tile with
its bonus's sign and a Pagoda stack in its colours."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from game import palette
from game.palette import (
    FOOTPATH,
    FOOTPATH_DARK,
    FOOTPATH_LIGHT,
    GOLD,
    GOLD_DARK,
    GROUND,
    GROUND_DARK,
    INK,
    RGB,
    ROCK,
    ROCK_DARK,
    ROCK_LIGHT,
    ROOF,
    WOOD,
)
from game.tang_garden.painting import glyphs
from game.tang_garden.painting.core import Pen, Point, canvas, finish
from game.tang_garden.painting.decorations import SS
from game.tang_garden.painting.pictures import Pictures


def _wood(pen: Pen) -> None:
    """Two logs, their cut ends showing rings."""
    for y in (0.62, 0.38):
        pen.rect(WOOD, 0.18, y - 0.1, 0.6, 0.2)
        pen.rect(INK, 0.18, y - 0.1, 0.6, 0.2, 0.02)
        pen.circle(FOOTPATH_LIGHT, (0.78, y), 0.1)
        pen.circle(FOOTPATH_DARK, (0.78, y), 0.1, 0.02)
        pen.circle(FOOTPATH_DARK, (0.78, y), 0.04, 0.015)


def _sand(pen: Pen) -> None:
    """A heap of sand with a few grains."""
    heap = [(0.1, 0.8), (0.3, 0.45), (0.5, 0.3), (0.7, 0.45), (0.9, 0.8)]
    pen.poly(FOOTPATH, heap)
    pen.poly(FOOTPATH_DARK, heap, 0.025)
    for x, y in ((0.4, 0.6), (0.55, 0.5), (0.62, 0.66), (0.32, 0.7)):
        pen.circle(FOOTPATH_DARK, (x, y), 0.018)


def _stone(pen: Pen) -> None:
    """Three cut stones."""
    for x, y, w in ((0.14, 0.56, 0.36), (0.5, 0.56, 0.36), (0.32, 0.3, 0.36)):
        pen.rect(ROCK, x, y, w, 0.24)
        pen.rect(ROCK_LIGHT, x + 0.03, y + 0.03, w - 0.06, 0.06)
        pen.rect(ROCK_DARK, x, y, w, 0.24, 0.025)


def worker_figure(pen: Pen, colour: Sequence[int], rim: Sequence[int] = INK) -> None:
    """A Worker: a round head, a body and a basket on its back."""
    pen.poly(WOOD, [(0.6, 0.36), (0.86, 0.36), (0.82, 0.66), (0.62, 0.66)])  # the basket
    body = [(0.5, 0.32), (0.74, 0.92), (0.26, 0.92)]
    pen.poly(colour, body)
    pen.poly(rim, body, 0.04)
    pen.circle(colour, (0.5, 0.24), 0.13)
    pen.circle(rim, (0.5, 0.24), 0.13, 0.04)
    pen.line(GOLD_DARK, (0.26, 0.14), (0.74, 0.14), 0.04)  # a straw hat's brim


def _construction(pen: Pen) -> None:
    """A Pagoda under construction: scaffolding poles round a half-built tower."""
    pen.rect(GROUND_DARK, 0.1, 0.86, 0.8, 0.06)
    pen.rect(palette.SEAL_RED, 0.34, 0.5, 0.32, 0.36)
    pen.poly(ROOF, [(0.22, 0.52), (0.5, 0.34), (0.78, 0.52)])
    for x in (0.2, 0.8):
        pen.line(WOOD, (x, 0.9), (x, 0.18), 0.03)
    for y in (0.3, 0.6):
        pen.line(WOOD, (0.18, y), (0.82, y), 0.025)
    pen.line(WOOD, (0.2, 0.9), (0.8, 0.3), 0.02)


def _worker_move(pen: Pen, c: Point, r: float, col: RGB) -> None:
    """A figure and an arrow to a neighbouring square."""
    x, y = c
    pen.circle(col, (x - r * 0.45, y - r * 0.35), r * 0.18)
    pen.poly(
        col, [(x - r * 0.45, y - r * 0.2), (x - r * 0.2, y + r * 0.55), (x - r * 0.7, y + r * 0.55)]
    )
    pen.rect(col, x + r * 0.2, y - r * 0.1, r * 0.55, r * 0.55, r * 0.1)
    pen.line(col, (x - r * 0.15, y - r * 0.45), (x + r * 0.35, y - r * 0.45), r * 0.1)
    pen.poly(
        col, [(x + r * 0.5, y - r * 0.45), (x + r * 0.3, y - r * 0.62), (x + r * 0.3, y - r * 0.28)]
    )


PICTURES = Pictures(
    decorations={"construction": _construction},
    lantern_glyphs={"worker_move": _worker_move},
    tokens={"wood": _wood, "sand": _sand, "stone": _stone},
)


# --- pictures made at run time (in the players' colours) --------------------------------------

BONUS_SIGNS = {  # a Corner tile's sign by its bonus
    "extra_card": "+1",
    "cheaper_refresh": "-1",
    "track_coins": "+3",
    "exchange": "<>",
}


@lru_cache(maxsize=64)
def corner_tile(size: int, bonus: str, tao: bool) -> pygame.Surface:
    """A Corner tile: paving stones round a stone plinth for the Pagoda, its bonus's sign in a
    gold medallion, and the Tao sign on the Tao corner."""
    surf = canvas(size, size, SS)
    pen = Pen(surf)
    pen.rect(GROUND, 0, 0, 1, 1)
    for k in range(4):
        for j in range(4):
            if (k + j) % 2 == 0:
                pen.rect(GROUND_DARK, k * 0.25, j * 0.25, 0.25, 0.25)
    pen.rect(ROCK_LIGHT, 0.22, 0.22, 0.56, 0.56)
    pen.rect(ROCK_DARK, 0.22, 0.22, 0.56, 0.56, 0.02)
    pen.rect(INK, 0, 0, 1, 1, 0.03)
    pen.circle(GOLD, (0.82, 0.18), 0.15)
    pen.circle(GOLD_DARK, (0.82, 0.18), 0.15, 0.02)
    pen.text(BONUS_SIGNS.get(bonus, "?"), (0.82, 0.18), 0.15, INK, bold=True)
    if tao:
        glyphs.tao(pen, (0.18, 0.82), 0.12)
    return finish(surf, size, size)


@lru_cache(maxsize=256)
def pagoda_stack(colours: tuple[RGB, ...], size: int) -> pygame.Surface:
    """A Pagoda stack: one storey per pawn, the lowest first, each in its colour's walls."""
    surf = canvas(size, size, SS)
    pen = Pen(surf)
    n = max(1, len(colours))
    h = 0.8 / max(2, n)  # a low stack's storeys are taller: it reads at a glance
    for k, colour in enumerate(colours):
        y = 0.92 - k * h
        w = 0.8 - 0.1 * k
        pen.rect(INK, 0.5 - w * 0.36, y - h * 0.5, w * 0.72, h * 0.52)
        pen.rect(colour, 0.5 - w * 0.32, y - h * 0.47, w * 0.64, h * 0.46)
        roof = [
            (0.5 - w / 2 - 0.04, y - h * 0.5),
            (0.5, y - h * 0.95),
            (0.5 + w / 2 + 0.04, y - h * 0.5),
        ]
        pen.poly(ROOF, roof)
        pen.poly(INK, roof, 0.015)
    top = 0.92 - n * h
    pen.circle(GOLD, (0.5, top - 0.02), 0.025)
    return finish(surf, size, size)


@lru_cache(maxsize=32)
def worker(colour: RGB, size: int) -> pygame.Surface:
    """A player's Worker, ``size`` pixels square."""
    surf = canvas(size, size, SS)
    worker_figure(Pen(surf), colour)
    return finish(surf, size, size)


@lru_cache(maxsize=64)
def gather_tile(tile_picture: pygame.Surface, colour: RGB) -> pygame.Surface:
    """A tile with a Worker standing on it (the piece Gather Resources lays)."""
    surf = tile_picture.copy()
    size = surf.get_width()
    figure = worker(colour, size * 3 // 5)
    surf.blit(figure, figure.get_rect(center=(size // 2, size // 2)))
    return surf
