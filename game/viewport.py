"""The window shows the game's fixed-size screen scaled to fit, aspect kept, bars around it.

Every screen is drawn on a canvas of the logical size (1280x800); ``present`` scales it into
the window and ``to_logical`` maps window positions back, so clicks land where they are seen.
"""

from __future__ import annotations

import math

import pygame

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
BARS = (16, 18, 20)  # the letterbox colour: the ink behind the paper


class Viewport:
    """Where the canvas sits in a window of a given size, and how far it is scaled."""

    def __init__(self, logical: tuple[int, int], window: tuple[int, int]) -> None:
        self.logical = logical
        self.window = window
        lw, lh = logical
        self.scale = min(window[0] / lw, window[1] / lh)
        size = (max(1, round(lw * self.scale)), max(1, round(lh * self.scale)))
        self.rect = pygame.Rect((0, 0), size)
        self.rect.center = (window[0] // 2, window[1] // 2)
        self._grown: pygame.Surface | None = None  # kept from frame to frame

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """The canvas point under window point ``pos`` (outside the canvas in the bars)."""
        return (
            math.floor((pos[0] - self.rect.x) / self.scale),
            math.floor((pos[1] - self.rect.y) / self.scale),
        )

    def event(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event with canvas positions; any other event unchanged."""
        if event.type not in MOUSE_EVENTS or (self.scale == 1 and self.rect.topleft == (0, 0)):
            return event
        fields = dict(event.dict, pos=self.to_logical(event.pos))
        if "rel" in fields:
            fields["rel"] = (round(event.rel[0] / self.scale), round(event.rel[1] / self.scale))
        return pygame.event.Event(event.type, fields)

    def present(self, canvas: pygame.Surface, window: pygame.Surface) -> None:
        """Draw the canvas into the window: smooth when shrinking, sharp edges when growing."""
        if self.rect.size == canvas.get_size():
            window.blit(canvas, self.rect)
            return
        for bar in self._bars():
            window.fill(BARS, bar)
        whole = math.floor(self.scale)
        if whole >= 2:  # pixel-exact growth first, so text stays crisp; then the small rest
            size = (self.logical[0] * whole, self.logical[1] * whole)
            if self._grown is None or self._grown.get_size() != size:
                self._grown = pygame.Surface(size, 0, canvas)
            canvas = pygame.transform.scale(canvas, size, self._grown)
        area = window.subsurface(self.rect)
        if canvas.get_size() == self.rect.size:
            area.blit(canvas, (0, 0))
        else:
            pygame.transform.smoothscale(canvas, self.rect.size, area)

    def _bars(self) -> list[pygame.Rect]:
        w, h = self.window
        r = self.rect
        return [
            pygame.Rect(0, 0, w, r.top),
            pygame.Rect(0, r.bottom, w, h - r.bottom),
            pygame.Rect(0, r.top, r.left, r.height),
            pygame.Rect(r.right, r.top, w - r.right, r.height),
        ]


def fitting_window(logical: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    """The first window size on a desktop: 1:1 or a whole multiple when it fits, else shrunk.

    A tenth of the desktop's height is left for title bars and task bars.
    """
    room = min(desktop[0] / logical[0], desktop[1] * 0.9 / logical[1])
    scale = math.floor(room) if room >= 1 else room
    return (round(logical[0] * scale), round(logical[1] * scale))
