"""Screen geometry of the play screen: the Tiled board scaled into the window."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pytmx.util_pygame import load_pygame

from game.paths import BOARD_TMX

BOARD_ORIGIN = (8, 60)  # where the map's top-left corner is drawn
BOARD_SIZE = 728  # the map is scaled to this square
PANEL = pygame.Rect(748, 60, 524, 732)  # the players' side panel
TOP_BAR = pygame.Rect(0, 0, 1280, 54)


@dataclass
class BoardLayout:
    """Screen rectangles of the garden cells, landscape slots and stack corners."""

    scale: float
    cell: int
    garden: pygame.Rect
    slots: dict[str, pygame.Rect]
    slot_side: dict[str, str]
    corners: dict[str, pygame.Rect]
    bounds: pygame.Rect

    @classmethod
    def load(cls, path=BOARD_TMX) -> BoardLayout:
        """Read the board map with pytmx (its object layers) and scale it to the screen."""
        tmx = load_pygame(str(path))
        scale = BOARD_SIZE / (tmx.width * tmx.tilewidth)
        ox, oy = BOARD_ORIGIN

        def rect(obj) -> pygame.Rect:
            return pygame.Rect(
                round(ox + obj.x * scale),
                round(oy + obj.y * scale),
                round(obj.width * scale),
                round(obj.height * scale),
            )

        garden = slots = corners = None
        slots, sides, corners = {}, {}, {}
        for obj in tmx.objects:
            kind = obj.type or obj.properties.get("class")
            if kind == "garden":
                garden = rect(obj)
            elif kind == "landscape_slot":
                slots[obj.properties["slot"]] = rect(obj)
                sides[obj.properties["slot"]] = obj.properties["side"]
            elif kind == "stack_corner":
                corners[obj.properties["corner"]] = rect(obj)
        assert garden is not None, f"{path}: no garden object"
        bounds = pygame.Rect(ox, oy, BOARD_SIZE, BOARD_SIZE)
        return cls(scale, round(tmx.tilewidth * scale), garden, slots, sides, corners, bounds)

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        return pygame.Rect(
            self.garden.x + x * self.cell, self.garden.y + y * self.cell, self.cell, self.cell
        )

    def cell_at(self, point: tuple[int, int]) -> tuple[int, int] | None:
        if not self.garden.collidepoint(point):
            return None
        return ((point[0] - self.garden.x) // self.cell, (point[1] - self.garden.y) // self.cell)

    def slot_at(self, point: tuple[int, int]) -> str | None:
        return next((sid for sid, r in self.slots.items() if r.collidepoint(point)), None)

    def spot_point(self, x: int, y: int, spot: str) -> tuple[int, int]:
        """Where a miniature on a tile's spot ("tile") or decoration spot is drawn."""
        r = self.cell_rect(x, y)
        if spot == "tile":
            return (r.x + r.w * 3 // 10, r.y + r.h * 3 // 10)
        return (r.x + r.w * 7 // 10, r.y + r.h * 7 // 10)
