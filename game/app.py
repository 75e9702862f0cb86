"""The window, the frame loop and the stack of screens."""

from __future__ import annotations

import contextlib
import os
import sys
import warnings
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core.utility import set_default_manager
from pygame_gui.elements import UITextEntryLine

from engine.core import resources
from game import memory, palette, scenes
from game.screen_fit import DESIGN, first_window
from game.settings import Settings
from game.sound import Sounds

if TYPE_CHECKING:
    from game.scenes.base import Scene

SIZE = DESIGN  # the window's size when nothing else is asked
FPS = 60
HEADLESS = ("offscreen", "dummy")  # SDL's drivers that show nothing
NO_DISPLAY = (
    "No display found: the game needs a desktop to open its window. (simulate, tournament, "
    "replay and check-data work without one.)"
)
NO_SOUND = "No sound device: playing without sound."


@contextlib.contextmanager
def c_libraries_quiet() -> Iterator[None]:
    """Hold back what C libraries print while SDL starts: without a sound device ALSA prints
    nine lines of its own, without a desktop SDL names the drivers it tried (the game says
    either in one line, see ``run``)."""
    sys.stderr.flush()
    kept, null = os.dup(2), os.open(os.devnull, os.O_WRONLY)
    os.dup2(null, 2)
    try:
        yield
    finally:
        os.dup2(kept, 2)
        os.close(kept)
        os.close(null)


class App:
    """Owns the window and the current screen; screens call ``switch`` to move on.

    Every screen lays itself out for the window and draws on it at its resolution (see
    game.screen_fit); ``size`` is the window's first size. F11 switches full screen.
    """

    def __init__(
        self,
        size: tuple[int, int] = SIZE,
        settings: Settings | None = None,
        window: tuple[int, int] | None = None,
    ) -> None:
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        pygame.mixer.pre_init(buffer=512)  # sounds start with the click, not after it
        with c_libraries_quiet():
            pygame.init()
        pygame.display.set_caption("Tang Garden")
        self.size = size
        self.settings = settings or Settings.load()
        self.windowed = window or size  # the window's size when not in full screen
        self.windowed_at: tuple[int, int] = (0, 0)  # and its place on the screen
        self.window = self._open_window()
        self.shown_size = self.window.get_size()  # the size the screen was laid out for
        self.theme_path = str(resources.THEME)
        self.clock = pygame.time.Clock()
        self.sounds = Sounds(lambda: self.settings)
        self.notice = ("", 0.0)  # a short note over any screen, and how long it stays
        self.running = True
        self.left_scene = False
        self.scene: Scene = scenes.make("menu", self)

    @property
    def screen(self) -> pygame.Surface:
        """What the shown screen draws on: the window."""
        return self.window

    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed, pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        """Switch full screen on or off now, and remember it for the next start. The window
        goes to the screen's corner first (a window manager that keeps its place would show
        full screen from there, cut at the right and bottom) and back to its place after."""
        if on == bool(self.window.get_flags() & pygame.FULLSCREEN):
            return
        window = sdl_window()
        if on:
            self.windowed = self.window.get_size()
            self.windowed_at = window.position
            window.position = (0, 0)
        self.settings.fullscreen = on
        self.window = self._open_window()
        if not on:
            sdl_window().position = self.windowed_at
        self._fit()
        self._remember()

    def toggle_mute(self) -> None:
        self.settings.muted = not self.settings.muted
        self._remember()
        self.notice = ("Sound off (M turns it on)" if self.settings.muted else "Sound on", 1.5)

    def _remember(self) -> None:
        with contextlib.suppress(OSError):  # the change still applies, just not next time
            self.settings.save()

    def _resized(self, size: tuple[int, int]) -> None:
        if size != self.window.get_size() and not self.settings.fullscreen:
            self.windowed = size
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._fit()

    def _fit(self) -> None:
        """Follow the window's size (the system may have changed it)."""
        self.window = pygame.display.get_surface()
        if self.shown_size != self.window.get_size():
            self.shown_size = self.window.get_size()
            self.scene.resized(self.shown_size)

    def switch(self, scene: Scene | str, **arguments: Any) -> None:
        """Show another screen: a built one, or one named in game.scenes.SCENES."""
        if isinstance(scene, str):
            self.scene = scenes.make(scene, self, **arguments)
        else:  # a screen shown before: the window or the UI scale may have changed since
            self.scene = scene
            scene.resized(self.window.get_size())
        self.left_scene = True
        # pygame_gui keeps its first manager for ever as the default one: make it the shown
        # screen's, so a left screen (and a finished game's app) is not kept alive through it
        set_default_manager(getattr(self.scene, "ui", None))

    def quit(self) -> None:
        self.running = False

    def step(self, dt: float) -> None:
        """One frame: events, update, draw (tests call this directly)."""
        for raw in pygame.event.get():
            if raw.type == pygame.QUIT:
                self.scene.handle(raw)
                self.quit()
                continue
            if raw.type == pygame.VIDEORESIZE:
                self._resized(raw.size)
            if raw.type == pygame.KEYDOWN and raw.key == pygame.K_F11:
                self.set_fullscreen(not self.settings.fullscreen)
            self.scene.ui.process_events(raw)
            if raw.type == pygame.KEYDOWN and raw.key == pygame.K_m and self._shortcuts():
                self.toggle_mute()
            self.scene.handle(raw)
        self.scene.update(dt)
        self._fit()
        screen = self.screen
        self.scene.draw(screen)
        self._draw_notice(dt, screen)
        pygame.display.flip()
        self.scene.on_screen()
        if self.left_scene:  # the left screen's widgets form cycles that hold their surfaces
            self.left_scene = False
            memory.release()

    def _shortcuts(self) -> bool:
        """Whether the app's letter shortcuts apply: not while a text field has the keyboard
        (there M is a letter) nor while the screen holds every key (a handoff screen)."""
        focused = self.scene.ui.get_focus_set() or ()
        typing = any(isinstance(element, UITextEntryLine) for element in focused)
        return not typing and not self.scene.holds_keys()

    def _draw_notice(self, dt: float, screen: pygame.Surface) -> None:
        text, left = self.notice
        if left <= 0:
            return
        self.notice = (text, left - dt)
        from game.scenes.common import gui_font

        label = gui_font(20, bold=True).render(text, True, palette.PAPER_LIGHT)
        w, h = screen.get_size()
        box = label.get_rect(midbottom=(w // 2, h - 60)).inflate(32, 16)
        pygame.draw.rect(screen, palette.INK, box, border_radius=8)
        screen.blit(label, label.get_rect(center=box.center))
        self.scene.overdrawn(box)

    def run(self) -> None:
        while self.running:
            self.step(self.clock.tick(FPS) / 1000.0)
        pygame.quit()


def sdl_window() -> pygame.Window:
    """The display module's window (to move it)."""
    with warnings.catch_warnings():  # its surface stays the display module's: not deprecated
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def startup_problems() -> list[str]:
    """What stops the game from starting: bad data (one line per problem) or missing art."""
    from engine.sanssouci.api import DataError as SanssouciDataError
    from engine.sanssouci.api import catalog as sanssouci_catalog
    from engine.tang_garden.api import DataError, catalog
    from game.assets import missing_art
    from game.tutorial.lessons import lessons

    try:
        cat = catalog()
        sanssouci_catalog()
        lessons()
    except (DataError, SanssouciDataError) as exc:
        return ["The game data has problems:", *exc.problems]
    missing = missing_art(cat)
    if missing:
        return ["Art files are missing (run: python tools/make_art.py):", *missing]
    return []


def run(argv: list[str] | None = None) -> int:
    """Check the data and art, then open the window and play until the player quits."""
    problems = startup_problems()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    with c_libraries_quiet():
        pygame.display.init()
    if pygame.display.get_driver() in HEADLESS and "SDL_VIDEODRIVER" not in os.environ:
        print(NO_DISPLAY, file=sys.stderr)  # SDL chose a driver that shows nothing
        return 1
    desktop = pygame.display.get_desktop_sizes()[0]
    app = App(window=first_window(desktop))
    if not pygame.mixer.get_init():
        print(NO_SOUND, file=sys.stderr)
    app.run()
    return 0
