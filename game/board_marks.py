"""Marks laid over the garden while a piece is held or hinted: lit targets, what a character
would see, a translucent tint over a space."""

from __future__ import annotations

import functools
from collections.abc import Iterable

import pygame

from game import palette
from game.layout import BoardLayout

TARGET_GLOW = (*palette.GOLD_LIGHT, 110)


def tint(surface: pygame.Surface, rect: pygame.Rect, rgba: tuple) -> None:
    surface.blit(_veil(rect.size, rgba), rect)


@functools.lru_cache(maxsize=64)
def _veil(size: tuple[int, int], rgba: tuple) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill(rgba)
    return veil


def light_targets(
    surface: pygame.Surface, lay: BoardLayout, places: Iterable[object]
) -> list[pygame.Rect]:
    """Light every place a held piece may go: a space or slot tinted and outlined, a character
    spot ringed; where it was drawn."""
    drawn = []
    for target in places:
        if isinstance(target, str):
            rect = lay.slots[target]
        elif len(target) == 3:  # type: ignore[arg-type]
            point = lay.spot_point(*target)  # type: ignore[misc]
            drawn.append(pygame.draw.circle(surface, palette.GOLD, point, lay.cell // 4, 3))
            continue
        else:
            rect = lay.cell_rect(*target)  # type: ignore[misc]
        tint(surface, rect, TARGET_GLOW)
        drawn.append(pygame.draw.rect(surface, palette.GOLD_DARK, rect, 2))
    return drawn


def sight(
    surface: pygame.Surface, lay: BoardLayout, cells: Iterable[tuple[int, int]], facing: str
) -> list[pygame.Rect]:
    """What a character facing ``facing`` would see: the ``cells`` lit, the landscape slots on
    that side outlined; where it was drawn."""
    drawn = []
    for cell in cells:
        tint(surface, lay.cell_rect(*cell), (255, 255, 255, 70))
        drawn.append(pygame.draw.rect(surface, palette.WATER_DARK, lay.cell_rect(*cell), 2))
    for sid, rect in lay.slots.items():
        if lay.slot_side[sid] == facing:
            drawn.append(pygame.draw.rect(surface, palette.SEAL_RED, rect, 3))
    return drawn


def last_moves(
    surface: pygame.Surface, lay: BoardLayout, places: dict[int, list[tuple]], colours
) -> None:
    """Each player's last move on the board in their colour: a space outlined (inset by seat,
    so two players' marks on one space both show), a character's spot ringed, a landscape
    slot outlined."""
    width = max(2, lay.cell // 24)
    for player, marked in places.items():
        colour = colours[player]
        inset = width * (1 + 2 * player)
        for kind, where in marked:
            if kind == "cell":
                rect = lay.cell_rect(*where).inflate(-inset, -inset)
                pygame.draw.rect(surface, colour, rect, width, border_radius=4)
            elif kind == "spot":
                point = lay.spot_point(*where)
                pygame.draw.circle(surface, colour, point, lay.cell * 2 // 5, width)
            elif where in lay.slots:
                pygame.draw.rect(surface, colour, lay.slots[where].inflate(-inset, -inset), width)
