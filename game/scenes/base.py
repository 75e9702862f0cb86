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


class _Manager(pygame_gui.UIManager):
    """pygame_gui's manager with the theme at the screen's scale, told where the mouse is on the
    scaled canvas (for hovering), or on the window for a native screen."""

    def __init__(self, app: App, native: bool, scale: float = 1.0) -> None:
        theme = app.theme_path if scale == 1 else screen_fit.theme(scale)
        super().__init__(app.window.get_size() if native else app.size, theme)
        self.app = app
        self.native = native

    def _update_mouse_position(self) -> None:
        pos = pygame.mouse.get_pos()
        self.mouse_position = pos if self.native else self.app.viewport.to_logical(pos)


class Scene:
    """Base screen. Subclasses build their widgets in ``build`` (called by ``__init__`` and
    again when the window changes size) with ``self.ui``, placed through ``self.fit``.

    A ``native`` screen draws on the window at its own size: one with ``least`` (the design
    units it needs) is shown at the largest scale from the player's UI scale down that fits
    (``game.screen_fit``) and built again in ``resized``; one without lays itself out in native
    pixels (the play screen). The others draw on the 1280x800 canvas the window shows scaled."""

    native = False
    least: tuple[int, int] | None = DESIGN

    def __init__(self, app: App) -> None:
        self.app = app
        self.fit = self._fit_window()
        self.ui = _Manager(app, self.native, self.fit.scale)

    def _fit_window(self) -> Fit:
        if not self.native:
            return Fit(self.app.size, 1.0)
        size = self.app.window.get_size()
        if self.least is None:
            return Fit(size, 1.0)
        return screen_fit.fit(size, self.app.settings.ui_scale, self.least)

    def build(self) -> None:
        """Make the screen's widgets for ``self.fit`` (a screen with widgets overrides it)."""

    def resized(self, size: tuple[int, int]) -> None:
        """The window now has ``size``: a screen shown at a scale is built again for it."""
        if not self.native or self.least is None:
            return
        fit = self._fit_window()
        if fit == self.fit and tuple(self.ui.window_resolution) == tuple(size):
            return
        self.fit = fit
        self.ui = _Manager(self.app, True, self.fit.scale)
        if self.app.scene is self:
            set_default_manager(self.ui)
        self.build()

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
