"""A screen of the game: receives events, updates, draws; owns its pygame_gui manager."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from game import pygame_gui_fixes

if TYPE_CHECKING:
    from game.app import App

pygame_gui_fixes.install()


class _Manager(pygame_gui.UIManager):
    """pygame_gui's manager, told where the mouse is on the scaled canvas (for hovering), or on
    the window for a native screen."""

    def __init__(self, app: App, native: bool) -> None:
        super().__init__(app.window.get_size() if native else app.size, app.theme_path)
        self.app = app
        self.native = native

    def _update_mouse_position(self) -> None:
        pos = pygame.mouse.get_pos()
        self.mouse_position = pos if self.native else self.app.viewport.to_logical(pos)


class Scene:
    """Base screen. Subclasses build their widgets in ``__init__`` with ``self.ui``.

    A ``native`` screen draws on the window at its own size and lays itself out again in
    ``resized``; the others draw on the 1280x800 canvas the window shows scaled."""

    native = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.ui = _Manager(app, self.native)

    def resized(self, size: tuple[int, int]) -> None:
        """The window now has ``size`` (a native screen lays itself out again)."""

    def overdrawn(self, rect: pygame.Rect) -> None:
        """The app drew over ``rect`` of this screen's frame (a native screen that redraws only
        what changed restores it next frame)."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one event (pygame_gui has already seen it)."""

    def holds_keys(self) -> bool:
        """Whether every key goes to this screen alone for now (the app's shortcuts wait)."""
        return False

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.ui.draw_ui(surface)
