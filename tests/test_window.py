"""Any window from 1024x600 to 4K shows the whole screen, laid out for the window and drawn at
its resolution, and the mouse lands where the player sees it; F11 switches full screen."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from game.app import App, sdl_window
from game.screen_fit import first_window
from game.settings import Settings

pytestmark = pytest.mark.ui

FRAME = 1 / 60


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TANG_GARDEN_HOME", str(tmp_path))
    app = App(settings=Settings())
    app.step(FRAME)
    return app


def post(app: App, kind: int, **fields) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))
    app.step(FRAME)


def resize(app: App, size: tuple[int, int]) -> None:
    post(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])


def click(app: App, pos: tuple[int, int]) -> None:
    post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)
    app.step(FRAME)  # pygame_gui answers with its own event


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080), (3840, 2160)])
def test_the_menu_is_drawn_on_the_whole_window_at_its_resolution(app: App, size) -> None:
    resize(app, size)
    window = pygame.display.get_surface()
    assert window.get_size() == size and app.screen is window
    assert app.scene.ui.window_resolution == size
    for button in app.scene.buttons.values():
        assert window.get_rect().contains(button.rect), button.text
    assert app.scene.hint.rect.bottom <= size[1]


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768), (1920, 1080), (3840, 2160)])
def test_a_click_lands_on_the_button_under_the_mouse(app: App, size: tuple[int, int]) -> None:
    from game.scenes.rules import RulesScene

    resize(app, size)
    click(app, app.scene.buttons["rules"].rect.center)
    assert isinstance(app.scene, RulesScene)


def test_buttons_light_up_under_the_mouse_in_a_small_window(app: App, monkeypatch) -> None:
    resize(app, (1024, 600))
    point = app.scene.buttons["load"].rect.center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: point)
    app.step(FRAME)
    assert app.scene.buttons["load"].hovered


def test_a_click_beside_the_buttons_does_nothing(app: App) -> None:
    from game.scenes.menu import MenuScene

    resize(app, (1920, 1080))
    click(app, (10, 540))
    assert isinstance(app.scene, MenuScene) and app.running


def test_f11_switches_full_screen_and_back(app: App, tmp_path) -> None:
    resize(app, (1024, 600))
    post(app, pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    assert Settings.load().fullscreen  # remembered for the next start
    post(app, pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    window = pygame.display.get_surface()
    assert not window.get_flags() & pygame.FULLSCREEN
    assert window.get_size() == (1024, 600)
    assert not Settings.load().fullscreen


def test_the_first_window_fits_the_desktop() -> None:
    assert first_window((1920, 1080)) == (1280, 800)
    assert first_window((3840, 2160)) == (2560, 1600)
    small = first_window((1024, 600))
    assert small == (1024, 540)


def test_full_screen_in_settings_applies_at_once(app: App) -> None:
    click(app, app.scene.buttons["settings"].rect.center)
    click(app, app.scene.toggles["fullscreen"].rect.center)
    click(app, app.scene.save_button.rect.center)
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    post(app, pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    assert not pygame.display.get_surface().get_flags() & pygame.FULLSCREEN


def test_f11_opens_full_screen_from_the_screens_corner_and_goes_back(app: App, monkeypatch) -> None:
    """A window at (200, 150): full screen opens with the window at the screen's corner (a
    window manager that keeps the place would cut it at the right and bottom); F11 again puts
    the window back where it was."""
    window = sdl_window()
    window.position = (200, 150)
    placed = []
    real = pygame.display.set_mode
    monkeypatch.setattr(
        pygame.display,
        "set_mode",
        lambda *a, **k: placed.append(sdl_window().position) or real(*a, **k),
    )
    post(app, pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    assert placed[0] == (0, 0)
    post(app, pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)
    assert sdl_window().position == (200, 150)
