"""Screen geometry of the play screen, computed from the window's size at native resolution.

The board is the Tiled map scaled into the largest square that fits, with a gutter around the
garden for the row and column badges. The panel (players, display, the modules' sections) is
drawn in design units (a column 524 wide, text of at least size 16) and shown at the player's
UI scale (1: native pixels) or down to ``MIN_SCALE`` (the scales every screen tries:
game.screen_fit), in one or two columns beside the board, or in one column that scrolls when
they do not fit; the choice buttons, the hand and the log are drawn at native size below it. A
text size is its line height in pixels (``assets.text``; the font's em is 0.72 of it): size
``MIN_TEXT`` (16) shown at 0.75 is 12 px, never less.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import pygame

from game.paths import BOARD_TMX
from game.screen_fit import MIN_SCALE, scales

BOARD_ORIGIN = (8, 60)  # where the board's top-left corner is drawn in the 1280x800 design
BOARD_SIZE = 728  # the board's side in the 1280x800 design
PANEL = pygame.Rect(748, 60, 524, 732)  # the players' side panel in the 1280x800 design
COLUMN_W = PANEL.w  # a panel column's width in design units
TOP_H = 50  # the top bar's height (native pixels)
MARGIN = 8
GAP = 12  # between the board and the panel, and between panel columns
GUTTER = 22  # the band around the garden holding the row and column badges
BUTTONS_H = 76  # room for two rows of choice buttons (native pixels)
HAND_H = 136  # the hand shelf (cards are the tallest items)
LOG_LINES = 5  # the log keeps four lines under the hand, and its line of earlier lines


def log_min(scale: float) -> int:
    """The least height of the log (native pixels) at the panel's ``scale``."""
    return LOG_LINES * (max(12, round(17 * scale)) + 1)


def lower_h(scale: float, hand_and_log: bool) -> int:
    """The native area under the panel: the choice buttons and the hand or the log (a panel
    that fits whole), or the hand and the log at once (a panel that scrolls anyway)."""
    if hand_and_log:
        return BUTTONS_H + HAND_H + 4 + log_min(scale)
    return BUTTONS_H + max(HAND_H, log_min(scale))


@functools.cache
def _map(path=BOARD_TMX) -> tuple[int, pygame.Rect, list[tuple[str, pygame.Rect, dict]]]:
    """The board map's size, its garden and its objects (kind, rect, properties) in map units."""
    from pytmx import TiledMap

    tmx = TiledMap(str(path))
    objects, garden = [], None
    for obj in tmx.objects:
        kind = obj.type or obj.properties.get("class")
        rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        objects.append((kind, rect, dict(obj.properties)))
        if kind == "garden":
            garden = rect
    assert garden is not None, f"{path}: no garden object"
    return tmx.width * tmx.tilewidth, garden, objects


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
    gutter: int = GUTTER

    @classmethod
    def load(cls, path=BOARD_TMX) -> BoardLayout:
        """The board where the 1280x800 design puts it."""
        return cls.fit(pygame.Rect(*BOARD_ORIGIN, BOARD_SIZE, BOARD_SIZE), path)

    @classmethod
    def fit(cls, bounds: pygame.Rect, path=BOARD_TMX) -> BoardLayout:
        """The board scaled into the square ``bounds``: what lies beside the garden is moved
        out by the gutter, so the badges in it cover neither tiles nor slots."""
        size, garden, objects = _map(path)
        gutter = GUTTER if bounds.w >= 400 else GUTTER * 3 // 4
        scale = (bounds.w - 2 * gutter) / size
        cell = round(64 * scale)

        def axis(start: int, length: int, lo: int, hi: int, origin: int) -> tuple[int, int]:
            shift = 0 if start + length <= lo else 2 * gutter if start >= hi else gutter
            return origin + round(start * scale) + shift, round(length * scale)

        def rect(r: pygame.Rect) -> pygame.Rect:
            x, w = axis(r.x, r.w, garden.left, garden.right, bounds.x)
            y, h = axis(r.y, r.h, garden.top, garden.bottom, bounds.y)
            return pygame.Rect(x, y, w, h)

        slots, sides, corners = {}, {}, {}
        for kind, r, props in objects:
            if kind == "landscape_slot":
                slots[props["slot"]] = rect(r)
                sides[props["slot"]] = props["side"]
            elif kind == "stack_corner":
                corners[props["corner"]] = rect(r)
        spot = rect(garden)
        spot.size = (cell * (garden.w // 64), cell * (garden.h // 64))
        return cls(scale, cell, spot, slots, sides, corners, pygame.Rect(bounds), gutter)

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


@dataclass
class PlayLayout:
    """Where everything of the play screen goes in a window of ``size``.

    ``blocks``: the screen rect of each panel block ("players", "display", "sections", in the
    panel's order, drawn in design units ``column_w`` wide at ``scale``); ``clip``: the area they
    show in (they scroll in it when ``scrolls``); ``lower``: the native area below the last
    column for the choice
    buttons, the hand and the log.
    """

    size: tuple[int, int]
    scale: float
    top: pygame.Rect
    board: pygame.Rect
    clip: pygame.Rect
    lower: pygame.Rect
    blocks: dict[str, pygame.Rect] = field(default_factory=dict)
    column_w: int = COLUMN_W
    scrolls: bool = False
    ui_scale: float = 1.0

    def areas(self) -> list[pygame.Rect]:
        """Every area that must not overlap another (blocks that scroll count as their clip)."""
        shown = [self.clip] if self.scrolls else list(self.blocks.values())
        return [self.top, self.board, self.lower, *shown]


def fit(size: tuple[int, int], heights: dict[str, int], ui_scale: float = 1.0) -> PlayLayout:
    """The play screen's layout for a window of ``size`` and panel blocks ``heights`` tall
    (design units at a column's width): the largest panel scale from ``ui_scale`` down to
    ``MIN_SCALE`` that keeps the board at least 80% of its largest, in one column or two; else
    one column at ``ui_scale`` that scrolls."""
    w, h = size
    avail = h - TOP_H - 2 * MARGIN
    names = [n for n, tall in heights.items() if tall]  # in the panel's order
    ui_scale = max(MIN_SCALE, ui_scale)
    largest = max(1, min(avail, w - 2 * MARGIN - GAP - round(COLUMN_W * ui_scale)))
    for scale in scales(ui_scale):
        for split in range(len(names)):  # 0: one column; k: the first k blocks in the first
            columns = [names] if split == 0 else [names[:split], names[split:]]
            panel_w = round(COLUMN_W * scale) * len(columns) + GAP * (len(columns) - 1)
            board = min(avail, w - 2 * MARGIN - GAP - panel_w)
            if board < 0.8 * largest:
                continue
            tall = [sum(heights[n] + 4 for n in col) * scale for col in columns]
            tall[-1] += lower_h(scale, hand_and_log=False)
            if max(tall) <= avail:
                return _place(size, scale, board, columns, heights, False, ui_scale)
    scale = MIN_SCALE  # as much of the panel in view as may be
    board = max(1, min(avail, w - 2 * MARGIN - GAP - round(COLUMN_W * scale)))
    return _place(size, scale, board, [names], heights, scrolls=True, ui_scale=ui_scale)


def _place(
    size: tuple[int, int],
    scale: float,
    board_side: int,
    columns: list[list[str]],
    heights: dict[str, int],
    scrolls: bool,
    ui_scale: float,
) -> PlayLayout:
    """Put the board at the left and the panel's columns to its right, sharing the width left
    over; the native area goes under the last column."""
    w, h = size
    top = pygame.Rect(0, 0, w, TOP_H)
    board = pygame.Rect(MARGIN, TOP_H + MARGIN, board_side, board_side)
    left = board.right + GAP
    room = w - MARGIN - left
    col_px = (room - GAP * (len(columns) - 1)) // len(columns)
    column_w = max(COLUMN_W, int(col_px / scale))
    bottom = h - MARGIN
    blocks: dict[str, pygame.Rect] = {}
    x = y = left
    for column in columns:
        y = board.y
        for name in column:
            height = round(heights[name] * scale)
            blocks[name] = pygame.Rect(x, y, col_px, height)
            y += height + 4
        x += col_px + GAP
    x -= col_px + GAP
    under = min(y, bottom - lower_h(scale, hand_and_log=True)) if scrolls else y
    clip = pygame.Rect(x, board.y, col_px, max(1, under - 4 - board.y))
    if len(columns) > 1:
        clip = pygame.Rect(left, board.y, room, max(r.bottom for r in blocks.values()) - board.y)
    lower = pygame.Rect(x, under, col_px, max(0, bottom - under))
    return PlayLayout(size, scale, top, board, clip, lower, blocks, column_w, scrolls, ui_scale)
