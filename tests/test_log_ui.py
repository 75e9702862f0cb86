"""The log on the play screen, driven by posted mouse and key events: players' words, undo
leaves no trace, and a loaded or continued game shows its whole true story."""

from __future__ import annotations

import re

import pygame
import pytest

from engine.tang_garden import actions as A
from engine.tang_garden.game import new_game
from game.app import App
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, click, dismiss_handoff, perform, post

pytestmark = pytest.mark.ui


def start(home, first=0):
    app = App(settings=Settings(animation="off", show_handoff=True, confirm_end_turn=False))
    state = new_game(["Ann", "Bo", "Cy"], 5, first=first, start_face="A", start_rot=0)
    scene = PlayScene(app, Session(state, autosave=home / "autosave.json"))
    app.switch(scene)
    app.step(FRAME)
    return app, scene


def square(x: int, y: int) -> str:
    """A space as the board's edges name it: column letter, row number."""
    return f"{'ABCDEFGH'[x]}{y + 1}"


def build(app, scene) -> A.Build:
    action = next(o for o in scene.options if isinstance(o, A.Build))
    perform(app, scene, action)
    assert scene.state.actions()[-1] == action
    return action


def test_a_build_is_logged_in_players_words_and_undo_leaves_no_trace(home):
    app, scene = start(home)
    before = list(scene.session.log)
    action = build(app, scene)
    line = scene.session.log[len(before)]
    stack = action.stack
    assert line.startswith(f"Ann builds a {stack} tile at {square(action.x, action.y)}"), line
    assert not re.search(r"\(\d+, \d+\)|[A-Z]\d\d|\(s\)", line), line
    click(app, scene.top_buttons["undo"].rect.center)
    app.step(FRAME)  # the button's press arrives on the next frame
    assert scene.state.actions() == []
    assert scene.session.log == before


@pytest.mark.parametrize("way", ["continue", "load"])
def test_a_loaded_game_shows_the_whole_log_and_the_true_first_player(home, way):
    app, scene = start(home, first=1)
    build(app, scene)
    perform(app, scene, A.EndTurn())
    assert scene.state.current == 2  # Cy is to play; Bo began
    told = list(scene.session.log)
    dismiss_handoff(app, scene)
    click(app, scene.top_buttons["menu"].rect.center)
    app.step(FRAME)
    click(app, app.scene.buttons[way].rect.center)
    app.step(FRAME)
    if way == "load":
        click(app, app.scene.open_button.rect.center)
        app.step(FRAME)
    loaded = app.scene
    assert isinstance(loaded, PlayScene) and loaded is not scene
    assert loaded.session.log == told
    assert "Bo is the first player" in loaded.session.log
    assert not any("Cy is the first player" in line for line in loaded.session.log)


def test_the_mouse_wheel_over_the_log_reads_back_to_the_start(home):
    from game.screenshot import random_turns

    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(random_turns(3, 5, 24)))
    app.switch(scene)
    app.step(FRAME)
    log = scene.session.log
    assert scene.panel.shown_log[-1] == log[-1]
    assert log[0] not in scene.panel.shown_log  # the start is out of sight
    over_log = scene.panel.log_rect.center
    post(app, pygame.MOUSEMOTION, pos=over_log, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(4):  # a few fast flicks of the wheel
        post(app, pygame.MOUSEWHEEL, x=0, y=30, flipped=False, precise_x=0.0, precise_y=30.0)
    assert scene.panel.shown_log[0] == log[0]
    assert log[-1] not in scene.panel.shown_log
    for _ in range(4):
        post(app, pygame.MOUSEWHEEL, x=0, y=-30, flipped=False, precise_x=0.0, precise_y=-30.0)
    assert scene.panel.shown_log[-1] == log[-1]
