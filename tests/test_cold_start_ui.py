"""The menu shows before anything it does not need: the autosave (the engine and a replay of the
game) is read once the first frame is on screen, and Continue is ready at the end of that frame."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden.api import save
from game.app import App
from game.paths import autosave_path
from game.scenes.common import default_table
from game.screenshot import random_turns
from game.settings import Settings
from tests.ui_driver import FRAME, key

pytestmark = pytest.mark.ui


def test_the_menu_is_on_screen_before_the_autosave_is_replayed(home, monkeypatch):
    from game.scenes import menu

    state = random_turns(2, 3, 12)
    save(state, autosave_path(), default_table(2))
    order: list[str] = []
    flip, read = pygame.display.flip, menu.read_game
    monkeypatch.setattr(pygame.display, "flip", lambda: order.append("frame") or flip())
    monkeypatch.setattr(menu, "read_game", lambda path: order.append("replay") or read(path))
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    assert order == ["frame", "replay"]
    assert app.scene.buttons["continue"].is_enabled
    key(app, pygame.K_RETURN)  # Enter continues the game read after the first frame
    app.step(FRAME)
    assert type(app.scene).__name__ == "PlayScene"
    assert app.scene.state.actions() == state.actions()
