"""Memory: a screen that is left, or a rules page that is replaced, frees what it drew."""

from __future__ import annotations

import gc
import os
import weakref

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pygame_gui
import pytest
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme

from game import pygame_gui_fixes
from game.app import App
from game.scenes.menu import MenuScene
from game.scenes.rules import TABS, RulesScene
from game.settings import Settings
from tests.ui_driver import FRAME, key

pytestmark = pytest.mark.ui


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TANG_GARDEN_HOME", str(tmp_path))
    app = App(settings=Settings(animation="off"))
    app.step(FRAME)
    return app


@pytest.fixture
def no_automatic_gc():
    """Only the game's own collections run (the interpreter's would hide a missing one)."""
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def test_a_left_screen_is_freed_at_once(app, no_automatic_gc):
    """Esc from the rules: their widgets, fonts and rendered pages are gone right away."""
    app.switch(RulesScene(app, back=app.scene))
    app.step(FRAME)
    manager = weakref.ref(app.scene.ui)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)
    assert manager() is None


def test_rules_pages_share_one_text_box(app, no_automatic_gc):
    """Paging through every tab leaves no replaced page alive."""
    app.switch(RulesScene(app, back=app.scene))
    for tab, *_ in TABS:
        app.scene.show(tab)
        for index in range(len(app.scene.titles)):
            app.scene.open_page(index)
            app.step(FRAME)
    boxes = [o for o in gc.get_objects() if isinstance(o, pygame_gui.elements.UITextBox)]
    assert len(boxes) == 1


def test_a_replaced_rules_page_is_freed_at_once(app, no_automatic_gc):
    """Paging through every tab keeps only the shown page's text layout: the replaced ones
    (each tab's whole text is one tall surface) do not wait for the interpreter's collection."""
    from pygame_gui.core.text.text_box_layout import TextBoxLayout

    app.switch(RulesScene(app, back=app.scene))
    app.step(FRAME)
    for tab, *_ in TABS:
        app.scene.show(tab)
        for index in range(len(app.scene.titles)):
            app.scene.open_page(index)
            app.step(FRAME)
    layouts = [o for o in gc.get_objects() if isinstance(o, TextBoxLayout)]
    assert len(layouts) < 30  # the shown page's, and the buttons' and labels' own


def test_the_rules_open_on_a_short_page(app):
    """Each tab opens on its first section; its "All ..." page is made only when chosen."""
    app.switch(RulesScene(app, back=app.scene))
    for tab, *_ in TABS:
        app.scene.show(tab)
        assert app.scene.titles[0].startswith("All ") and app.scene.index == 1


def test_theming_ids_are_those_pygame_gui_builds(app):
    """The memo keyed by tuples gives exactly pygame_gui's ids for every element on the
    screens that have the deepest widget trees."""
    seen = []
    fixed = UIAppearanceTheme.build_all_combined_ids

    def recording(theme, *ids):
        seen.append(tuple(None if i is None else list(i) for i in ids))
        return fixed(theme, *ids)

    UIAppearanceTheme.build_all_combined_ids = recording
    try:
        from game.scenes.load import LoadScene
        from game.scenes.new_game import NewGameScene

        for scene in (RulesScene(app, back=None), LoadScene(app, back=None), NewGameScene(app)):
            app.switch(scene)
            app.step(FRAME)
    finally:
        UIAppearanceTheme.build_all_combined_ids = fixed
    assert len(seen) > 20
    theme = app.scene.ui.get_theme()
    for ids in seen:
        assert fixed(theme, *ids) == pygame_gui_fixes.ORIGINAL(theme, *ids)
