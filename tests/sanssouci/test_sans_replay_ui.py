"""Sanssouci's replay viewer, driven with posted events: opened from the end screen and from
Load, it steps through the game forwards and back (buttons and keys) with the log in sync, and
the hands and missions show only at the move where the game is over."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.core.flow import apply, decision
from engine.sanssouci.api import replay_steps, save, to_record
from engine.sanssouci.game import new_game
from game.app import App
from game.sanssouci.replay import SansReplayScene
from game.sanssouci.session import SansSession, log_of, saves_dir
from game.settings import Settings
from tests.ui_driver import FRAME, click, key

pytestmark = pytest.mark.ui

TABLE = {"colours": [[234, 196, 38], [38, 92, 176]], "seats": ["person", "person"]}


def played(seed: int, moves: int | None = None):
    """A two-player game played at random to its end (or for ``moves`` moves)."""
    state, rng = new_game(["Ada", "Bo"], seed, first=0), random.Random(seed)
    while not state.over and (moves is None or len(state.actions()) < moves):
        state = apply(state, rng.choice(decision(state).options))[0]
    return state


def log_after(state, moves: int) -> list[str]:
    """The play screen's log after ``moves`` moves of ``state``'s game."""
    story = replay_steps(to_record(state))[1]
    return [line for events in story[: moves + 1] for line in log_of(events)]


def kinds_shown(viewer) -> set[str]:
    viewer.draw(viewer.app.screen)
    return {spot.kind for spot in viewer.table_view.spots}


def test_replay_from_the_end_screen_steps_both_ways_with_the_log_in_sync(home):
    state = played(5)
    app = App(settings=Settings(animation="off"))
    app.switch("sans_end", session=SansSession(state, dict(TABLE)))
    app.step(FRAME)
    end = app.scene
    click(app, end.replay_button.rect.center)
    app.step(FRAME)
    viewer = app.scene
    assert isinstance(viewer, SansReplayScene) and viewer.step == 0
    assert viewer.moves == len(state.actions()) and viewer.log == []
    assert not viewer.buttons["back"].is_enabled
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    click(app, viewer.buttons["next"].rect.center)
    app.step(FRAME)
    assert viewer.step == 4 and viewer.state.actions() == state.actions()[:4]
    assert viewer.log == log_after(state, 4) and viewer.log[-1]
    assert viewer.session.log == viewer.log  # what the table's log shows
    key(app, pygame.K_LEFT)
    click(app, viewer.buttons["back"].rect.center)
    app.step(FRAME)
    assert viewer.step == 2 and viewer.log == log_after(state, 2)
    key(app, pygame.K_END)
    assert viewer.state.over and viewer.log == log_after(state, viewer.moves)
    assert "the game is over" in viewer.heading()
    assert not viewer.buttons["next"].is_enabled
    key(app, pygame.K_HOME)
    assert viewer.step == 0
    key(app, pygame.K_ESCAPE)
    assert app.scene is end


def test_hands_and_missions_show_only_when_the_game_is_over(home):
    """Mid-game the large garden's player's cards and missions are hidden (a spectator's
    view); at the last move every player's missions show, a click on a small garden showing
    that player's."""
    state = played(6)
    app = App(settings=Settings(animation="off"))
    app.switch("sans_replay", record=to_record(state), table=dict(TABLE))
    app.step(FRAME)
    viewer = app.scene
    for _ in range(7):
        key(app, pygame.K_RIGHT)
    assert not {"card", "mission"} & kinds_shown(viewer)
    key(app, pygame.K_END)
    assert "mission" in kinds_shown(viewer)
    first = viewer.viewer
    other = next(s for s in viewer.table_view.spots if s.kind == "other")
    click(app, other.rect.center)
    app.step(FRAME)
    assert viewer.viewer == other.payload != first
    missions = [s.payload for s in viewer.table_view.spots if s.kind == "mission"]
    assert missions == sorted(viewer.state.gardens[other.payload].missions)


def test_replay_from_load_opens_a_saved_game_and_returns_to_the_menu(home):
    state = played(7, moves=20)
    saves_dir().mkdir(parents=True)
    save(state, saves_dir() / "sanssouci-match.json", dict(TABLE))
    app = App(settings=Settings(animation="off"))
    app.switch("sans_menu")
    app.step(FRAME)
    menu = app.scene
    click(app, menu.buttons["load"].rect.center)
    app.step(FRAME)
    click(app, menu.replay_buttons[0][0].rect.center)
    app.step(FRAME)
    viewer = app.scene
    assert isinstance(viewer, SansReplayScene) and viewer.moves == 20
    key(app, pygame.K_END)
    assert not viewer.state.over and viewer.log == log_after(state, 20)
    assert not {"card", "mission"} & kinds_shown(viewer)  # not over: still hidden
    click(app, viewer.buttons["close"].rect.center)
    app.step(FRAME)
    assert app.scene is menu
