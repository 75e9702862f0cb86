"""The board zones as one more layer of the board (Winter's palace roof): every zone the engine
lists (``board_zones``), each space with what lies on it and each named corner, with a hotspot
for each (``zone_space``: (zone, space); ``zone_corner``: (zone, corner name)) so the board view
hit-tests them and their hover cards show. The pictures are the module adapters'
(``zone_space``, ``zone_corner``); a zone no adapter paints shows its tiles as laid and its empty
spaces veiled. A held tile lights the free spaces like any garden space (board_marks)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import GameState, board_zones
from game import assets, palette
from game.board_marks import tint
from game.tang_garden.module_ui_registry import adapters

if TYPE_CHECKING:
    from game.tang_garden.module_ui import Board

EMPTY = (*palette.INK, 40)


def draw_zones(view: Board, state: GameState, local: Callable[[pygame.Rect], pygame.Rect]) -> None:
    """Draw every zone on the board layer and add its hotspots to ``view.hotspots``."""
    lay, painters = view.layout, adapters(state.ruleset)
    for zone in board_zones(state):
        for cell in zone.spaces:
            rect = lay.cell_rect(*cell)
            image = _first(a.zone_space(view, state, zone, cell, rect.w) for a in painters)
            if image is not None:
                view.layer.blit(image, local(rect))
            elif cell in zone.laid:
                view.layer.blit(
                    assets.laid_tile(state.catalog, zone.laid[cell], 0, rect.w), local(rect)
                )
            else:
                tint(view.layer, local(rect), EMPTY)
            view.hotspots.append((rect, "zone_space", (zone.id, cell)))
        for name, cell in zone.corners.items():
            rect = lay.cell_rect(*cell)
            image = _first(a.zone_corner(view, state, zone, name, rect.w) for a in painters)
            if image is not None:
                view.layer.blit(image, local(rect))
            view.hotspots.append((rect, "zone_corner", (zone.id, name)))


def _first(images: Iterable[pygame.Surface | None]) -> pygame.Surface | None:
    return next((image for image in images if image is not None), None)
