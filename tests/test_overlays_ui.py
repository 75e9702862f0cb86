"""Overlays on the play screen take the input they handle and pass the rest: the End turn
question, the pause menu."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden import actions as A
from tests.test_handoff_ui import _to_post
from tests.test_play_ui import start
from tests.ui_driver import FRAME, drag, key

pytestmark = pytest.mark.ui


def test_the_end_turn_question_is_asked_again_after_any_other_input(home):
    """Enter, then Space, then an illegal drag, then Enter: the question comes again and the
    turn goes on; only Enter right after it ends the turn."""
    app, scene = start(home)
    app.settings.confirm_end_turn = True
    _to_post(app, scene)
    key(app, pygame.K_RETURN)
    assert scene.confirming and "End your turn?" in scene.message
    key(app, pygame.K_SPACE)
    assert not scene.confirming
    stack = next(r for r, k, _ in scene.board.hotspots if k == "stack")
    drag(app, stack.center, (stack.centerx + 30, 5))
    assert not scene.confirming
    turn = scene.state.turn_number
    key(app, pygame.K_RETURN)
    assert scene.confirming and "End your turn?" in scene.message
    assert scene.state.turn_number == turn and A.EndTurn() in scene.options
    key(app, pygame.K_RETURN)
    assert A.EndTurn() not in scene.options or scene.state.turn_number > turn
    assert scene.state.current == 1


def test_escape_pauses_the_game_under_a_menu_and_escape_or_a_click_beside_it_resumes(home):
    app, scene = start(home)
    before = scene.state
    key(app, pygame.K_ESCAPE)
    assert scene.overlays.covers
    assert not any(b.visible for b in scene.top_buttons.values())
    stack = next(r for r, k, _ in scene.board.hotspots if k == "stack")
    drag(app, stack.center, scene.layout.cell_rect(3, 3).center)  # resumes, and only that
    assert scene.state is before and scene.drag is None
    assert not scene.overlays.stack
    assert all(b.visible for b in scene.top_buttons.values())
    key(app, pygame.K_ESCAPE)
    assert scene.overlays.covers
    key(app, pygame.K_ESCAPE)
    app.step(FRAME)
    assert not scene.overlays.stack


def test_the_pause_menu_opens_the_settings_and_their_back_returns_to_the_game(home):
    """Esc, then Settings: the settings screen; a larger text size saved there (Enter) applies
    to the game, which goes on where it was."""
    from game.scenes.settings import SettingsScene
    from tests.ui_driver import click, pick

    app, scene = start(home)
    before = scene.state
    key(app, pygame.K_ESCAPE)
    words = {name: button for button, name in scene.overlays.stack[-1].buttons.items()}
    assert set(words) == {"resume", "rules", "settings", "menu", "concede"}
    click(app, words["settings"].rect.center)
    app.step(FRAME)
    settings = app.scene
    assert isinstance(settings, SettingsScene)
    pick(app, settings.scale_menu, "125%")
    key(app, pygame.K_RETURN)  # Save
    assert app.scene is scene and scene.state is before and not scene.overlays.stack
    assert app.settings.ui_scale == 1.25 and scene.lay.ui_scale == 1.25
