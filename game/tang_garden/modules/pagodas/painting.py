"""The Pagodas' pictures: the Pagoda, and a pagoda stack in its players' colours
(``paint_pagoda_stack``)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.palette import GOLD, GOLD_DARK, INK, RGB, ROOF, ROOF_LIGHT, SEAL_RED
from game.tang_garden.painting.core import Pen, canvas, finish
from game.tang_garden.painting.decorations import SS, shadow
from game.tang_garden.painting.pictures import Pictures


def _pagoda_tier(pen: Pen, y: float, w: float, h: float, body: Sequence[int]) -> None:
    """One storey: walls, then a curved roof above them."""
    pen.rect(INK, 0.5 - w * 0.36, y - h * 0.45, w * 0.72, h * 0.5)
    pen.rect(body, 0.5 - w * 0.32, y - h * 0.42, w * 0.64, h * 0.44)
    roof = [
        (0.5 - w / 2 - 0.05, y - h * 0.45),
        (0.5 - w / 2, y - h * 0.55),
        (0.5, y - h * 0.9),
        (0.5 + w / 2, y - h * 0.55),
        (0.5 + w / 2 + 0.05, y - h * 0.45),
    ]
    pen.poly(ROOF, roof)
    pen.poly(INK, roof, 0.015)
    pen.line(ROOF_LIGHT, (0.5 - w / 2, y - h * 0.55), (0.5 + w / 2, y - h * 0.55), 0.01)


def _pagoda(pen: Pen, colours: Sequence[Sequence[int]] = (SEAL_RED, SEAL_RED, SEAL_RED)) -> None:
    """Pagoda storeys, the lowest first, their walls in ``colours``."""
    shadow(pen, (0.5, 0.9), 0.3, 0.06)
    n = len(colours)
    h = 0.72 / n
    for k, colour in enumerate(colours):
        _pagoda_tier(pen, 0.9 - k * h, 0.62 - 0.36 * k / max(n, 2), h, colour)
    top = 0.9 - n * h + 0.03
    pen.line(GOLD_DARK, (0.5, top), (0.5, top - 0.08), 0.02)
    pen.circle(GOLD, (0.5, top - 0.09), 0.025)


def paint_pagoda_stack(colours: tuple[RGB, ...], size: int) -> pygame.Surface:
    """A pagoda stack as it stands in the garden: one storey per pawn, the lowest first, each in
    its owner's colour."""
    surf = canvas(size, size, SS)
    _pagoda(Pen(surf), colours)
    return finish(surf, size, size)


PICTURES = Pictures(
    decorations={"pagoda": _pagoda},
)
