"""Overlays: layers over a screen on a stack (the handoff screen, a hint's card, a lantern's
card, a confirmation, the pause menu). The top one sees each input first; each takes the input it
handles and passes the rest down, to the screen at the bottom."""

from __future__ import annotations

from typing import ClassVar

import pygame


class Overlay:
    """One layer: ``handle`` says whether it took the event; ``closed`` ones leave the stack."""

    holds_keys: ClassVar[bool] = False  # every key is its own (the app's shortcuts wait)
    covers: ClassVar[bool] = False  # it hides the table (no hover card, no pickable outline)

    def __init__(self) -> None:
        self.closed = False

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Time passing (an input lock running out)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw it over what lies below (once per change: see ``shows``)."""

    def shows(self) -> object:
        """What it shows now: the screen draws it anew when this changes."""
        return id(self)

    def close(self) -> None:
        self.closed = True


class Overlays:
    """The stack of overlays over one screen, bottom first."""

    def __init__(self) -> None:
        self.stack: list[Overlay] = []

    def push(self, overlay: Overlay) -> Overlay:
        self.stack.append(overlay)
        return overlay

    def find(self, kind: type[Overlay]) -> Overlay | None:
        """The topmost open overlay of that kind."""
        return next((o for o in reversed(self.stack) if isinstance(o, kind) and not o.closed), None)

    def close(self, kind: type[Overlay]) -> None:
        for overlay in self.stack:
            if isinstance(overlay, kind):
                overlay.close()
        self._tidy()

    def handle(self, event: pygame.event.Event) -> bool:
        """Offer ``event`` from the top down; whether an overlay took it."""
        for overlay in reversed(list(self.stack)):
            if not overlay.closed and overlay.handle(event):
                self._tidy()
                return True
        self._tidy()
        return False

    def update(self, dt: float) -> None:
        for overlay in list(self.stack):
            overlay.update(dt)
        self._tidy()

    def draw(self, surface: pygame.Surface) -> None:
        for overlay in self.stack:
            overlay.draw(surface)

    def shows(self) -> tuple:
        return tuple(overlay.shows() for overlay in self.stack)

    @property
    def holds_keys(self) -> bool:
        return any(o.holds_keys for o in self.stack)

    @property
    def covers(self) -> bool:
        return any(o.covers for o in self.stack)

    def _tidy(self) -> None:
        self.stack = [o for o in self.stack if not o.closed]
