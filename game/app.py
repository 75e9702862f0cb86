"""The window, the frame loop and the stack of screens."""

from __future__ import annotations

import gc
import os
import sys

import pygame

from game.paths import ROOT
from game.settings import Settings

SIZE = (1280, 800)  # the logical resolution; the window scales it
FPS = 60


class App:
    """Owns the window and the current screen; screens call ``switch`` to move on."""

    def __init__(self, size: tuple[int, int] = SIZE, settings: Settings | None = None) -> None:
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        pygame.init()
        pygame.display.set_caption("Tang Garden")
        self.size = size
        self.settings = settings or Settings.load()
        flags = pygame.SCALED | pygame.RESIZABLE
        if self.settings.fullscreen:
            flags |= pygame.FULLSCREEN
        self.screen = pygame.display.set_mode(size, flags)
        self.theme_path = str(ROOT / "game" / "theme.json")
        self.clock = pygame.time.Clock()
        self.running = True
        self.left_scene = False
        from game.scenes.menu import MenuScene

        self.scene = MenuScene(self)

    def switch(self, scene: object) -> None:
        self.scene = scene  # type: ignore[assignment]
        self.left_scene = True

    def quit(self) -> None:
        self.running = False

    def step(self, dt: float) -> None:
        """One frame: events, update, draw (tests call this directly)."""
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.scene.handle(event)
                self.quit()
                continue
            self.scene.ui.process_events(event)
            self.scene.handle(event)
        self.scene.update(dt)
        self.scene.draw(self.screen)
        pygame.display.flip()
        if self.left_scene:  # the left screen's widgets form cycles that hold their surfaces
            self.left_scene = False
            gc.collect()

    def run(self) -> None:
        while self.running:
            self.step(self.clock.tick(FPS) / 1000.0)
        pygame.quit()


def startup_problems() -> list[str]:
    """What stops the game from starting: bad data (one line per problem) or missing art."""
    from engine.content.loader import DataError
    from engine.game import catalog
    from game.assets import missing_art

    try:
        cat = catalog()
    except DataError as exc:
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
    App().run()
    return 0
