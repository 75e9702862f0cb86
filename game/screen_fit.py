"""How large a screen shows in a window: design units drawn at a scale, at native resolution.

Every screen is laid out in design units (the pixels of the 1280x800 design) and drawn straight
on the window at a scale: the player's UI scale (Settings; 1 is native pixels), or less, in steps
of ``STEP`` down to ``MIN_SCALE``, as far as the screen needs to fit the window. Text is never
drawn below ``MIN_TEXT`` design units, so it never shows below 12 px. The play screen's panel
(``game.layout.fit``) and the other screens (``fit``) choose their scale from the same
``scales``; pygame_gui's theme is scaled with a screen (``theme``).
"""

from __future__ import annotations

import copy
import functools
import json
import math
from dataclasses import dataclass

import pygame

from engine.core import resources

MIN_SCALE = 0.75  # the least scale: text of MIN_TEXT design units shows at 12 px
MIN_TEXT = 16  # the smallest text size in design units
LEAST_PX = 12  # the smallest text on screen, in pixels
STEP = 0.05
DESIGN = (1280, 800)  # the room most screens need, in design units
HEADROOM = 40  # design rows over a heading at the top that a short window may leave out
SCALED_MISC = ("list_item_height", "padding", "rect_width", "text_horiz_alignment_padding")


def scales(ui_scale: float) -> list[float]:
    """The scales a screen tries, largest first: the UI scale, then down by ``STEP`` to
    ``MIN_SCALE``."""
    top = max(MIN_SCALE, ui_scale)
    steps = int((top - MIN_SCALE) / STEP + 1e-6)
    return [round(top - k * STEP, 4) for k in range(steps + 1)]


@dataclass(frozen=True)
class Fit:
    """A window of ``window`` pixels showing design units at ``scale``, the design's origin
    ``offset`` design units from the window's corner."""

    window: tuple[int, int]
    scale: float
    offset: tuple[int, int] = (0, 0)

    @property
    def room(self) -> tuple[int, int]:
        """The window's size in design units."""
        return (int(self.window[0] / self.scale), int(self.window[1] / self.scale))

    def centred(self, size: tuple[int, int] = DESIGN, headroom: int = 0) -> Fit:
        """The same scale with a design of ``size`` in the middle of the window (at the left
        when the window is narrower; when it is shorter, up to ``headroom`` design rows, the
        margin over a screen's heading, above the window's top)."""
        room = self.room
        spare = room[1] - size[1]
        top = spare // 2 if spare >= 0 else max(spare, -headroom)
        return Fit(self.window, self.scale, (max(0, (room[0] - size[0]) // 2), top))

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """The window's rectangle of a design rectangle."""
        s = self.scale
        x, y = x + self.offset[0], y + self.offset[1]
        left, top = round(x * s), round(y * s)
        return pygame.Rect(left, top, round((x + w) * s) - left, round((y + h) * s) - top)

    def box(self, rect: pygame.Rect) -> pygame.Rect:
        return self.rect(*rect)

    def point(self, x: float, y: float) -> tuple[int, int]:
        return (round((x + self.offset[0]) * self.scale), round((y + self.offset[1]) * self.scale))

    def px(self, size: float) -> int:
        """A design length in window pixels."""
        return max(1, round(size * self.scale))

    def text(self, size: int) -> int:
        """A design text size in window pixels (as the theme scales it)."""
        return text_px(size, self.scale)


def text_px(size: int, scale: float) -> int:
    """Text of ``size`` design units at ``scale``, in pixels: never below ``LEAST_PX``."""
    return max(LEAST_PX, round(size * scale))


def fit(window: tuple[int, int], ui_scale: float, least: tuple[int, int] = DESIGN) -> Fit:
    """The largest of ``scales(ui_scale)`` at which ``least`` design units fit in ``window``
    (``MIN_SCALE`` when none does: the screen then shows what it can)."""
    for scale in scales(ui_scale):
        if least[0] * scale <= window[0] + 0.5 and least[1] * scale <= window[1] + 0.5:
            return Fit(window, scale)
    return Fit(window, MIN_SCALE)


def first_window(desktop: tuple[int, int]) -> tuple[int, int]:
    """The window's size at the first start on a desktop: the design's size, or a whole
    multiple of it when the desktop has room (a tenth of its height left for title and task
    bars), else as much of the design's size as the desktop holds."""
    room = min(desktop[0] / DESIGN[0], desktop[1] * 0.9 / DESIGN[1])
    if room >= 1:
        k = math.floor(room)
        return (DESIGN[0] * k, DESIGN[1] * k)
    return (min(DESIGN[0], desktop[0]), min(DESIGN[1], round(desktop[1] * 0.9)))


@functools.cache
def _design_theme() -> dict:
    return json.loads(resources.THEME.read_text(encoding="utf-8"))


@functools.cache
def theme(scale: float) -> dict:
    """pygame_gui's theme at ``scale``: its text sizes (never below ``LEAST_PX``), paddings,
    list rows and tool tip widths scaled."""
    scaled = copy.deepcopy(_design_theme())
    for block in scaled.values():
        font = block.get("font")
        if isinstance(font, dict) and "size" in font:
            font["size"] = str(text_px(int(font["size"]), scale))
        misc = block.get("misc", {})
        for key in SCALED_MISC:
            if key in misc:
                numbers = [round(int(n) * scale) for n in misc[key].split(",")]
                misc[key] = ",".join(str(n) for n in numbers)
    return scaled
