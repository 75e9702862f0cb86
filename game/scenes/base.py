"""A screen of the game: receives events, updates, draws; owns its pygame_gui manager."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core.utility import set_default_manager

from game import pygame_gui_fixes, screen_fit
from game.screen_fit import DESIGN, Fit

if TYPE_CHECKING:
    from game.app import App

pygame_gui_fixes.install()


def _manager(app: App, scale: float) -> pygame_gui.UIManager:
    """pygame_gui's manager for the window, its theme at the screen's scale."""
    theme = app.theme_path if scale == 1 else screen_fit.theme(scale)
    return pygame_gui.UIManager(app.window.get_size(), theme)


class Scene:
    """Base screen. Subclasses build their widgets in ``build`` (called by ``__init__`` and
    again when the window changes size) with ``self.ui``, placed through ``self.fit``.

    Every screen draws on the window at its resolution. One with ``least`` (the design units
    it needs) is shown at the largest scale from the player's UI scale down that fits
    (``game.screen_fit``) and built again in ``resized``; one without lays itself out in native
    pixels (the play screen)."""

    least: tuple[int, int] | None = DESIGN

    def __init__(self, app: App) -> None:
        self.app = app
        self.fit = self._fit_window()
        self.ui = _manager(app, self.fit.scale)

    def _fit_window(self) -> Fit:
        size = self.app.window.get_size()
        if self.least is None:
            return Fit(size, 1.0)
        return screen_fit.fit(size, self.app.settings.ui_scale, self.least)

    def build(self) -> None:
        """Make the screen's widgets for ``self.fit`` (a screen with widgets overrides it)."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window now has ``size``: a screen shown at a scale is built again for it."""
        if self.least is None:
            return
        fit = self._fit_window()
        if fit == self.fit and tuple(self.ui.window_resolution) == tuple(size):
            return
        self.fit = fit
        self.ui = _manager(self.app, self.fit.scale)
        if self.app.scene is self:
            set_default_manager(self.ui)
        self.build()

    def on_screen(self) -> None:
        """The frame just drawn is on screen (a screen does here what its picture need not
        wait for)."""

    def overdrawn(self, rect: pygame.Rect) -> None:
        """The app drew over ``rect`` of this screen's frame (a screen that redraws only what
        changed restores it next frame)."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one event (pygame_gui has already seen it)."""

    def holds_keys(self) -> bool:
        """Whether every key goes to this screen alone for now (the app's shortcuts wait)."""
        return False

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.ui.draw_ui(surface)
