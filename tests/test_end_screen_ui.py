"""The end screens, driven with posted events: keys held from play never start a game, and any
result of the core (a ranking, a team's victory or defeat, a solo title) is drawn."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden.game import apply, legal_actions, new_solo_game
from engine.tang_garden.simulate import play_random
from game.app import App
from game.scenes.common import default_table
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, key

pytestmark = pytest.mark.ui


def end_app(state):
    """The app on the end screen of the finished ``state``."""
    app = App(settings=Settings(animation="off"))
    app.switch("end", session=Session(state, table=default_table(len(state.players))))
    app.step(FRAME)
    return app


def finished_solo():
    state = new_solo_game(2)
    while not state.over:
        state, _ = apply(state, legal_actions(state)[0])
    return state


@pytest.mark.parametrize("finished", [lambda: play_random(2, 11)[0], finished_solo])
def test_enter_pressed_again_and_again_on_the_end_screen_starts_no_game(home, finished):
    """Enter, held from the last turn, stays on the end screen (a new game is a click)."""
    app = end_app(finished())
    end = app.scene
    for _ in range(5):
        key(app, pygame.K_RETURN)
        key(app, pygame.K_KP_ENTER)
    assert app.scene is end
