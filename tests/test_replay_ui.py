"""The replay viewer, driven with posted events: opened from the end screen and from Load, it
steps through the game forwards and back (buttons and arrow keys) with the log in sync, and a
player's hidden parts show only at the move where the game is over."""

from __future__ import annotations

import json

import pygame
import pytest

from engine.tang_garden.api import replay, replay_steps, save, to_record
from engine.tang_garden.simulate import play_random
from game.app import App
from game.log_lines import game_log
from game.scenes.common import default_table
from game.scenes.replay import ReplayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, click, key, post

pytestmark = pytest.mark.ui


def test_replay_steps_rebuild_every_state_of_a_record():
    """The engine's steps: the setup's state, then one after each action, the last the
    record's own; each step's events are the log's."""
    final = play_random(2, 4)[0]
    states, story = replay_steps(to_record(final))
    assert len(states) == len(final.actions()) + 1 == len(story)
    assert [len(s.actions()) for s in states] == list(range(len(states)))
    assert to_record(states[-1]) == to_record(final) and states[-1].result == final.result
    assert to_record(replay(to_record(states[7]))) == to_record(states[7])


def end_app(state) -> App:
    app = App(settings=Settings(animation="off"))
    app.switch("end", session=Session(state, table=default_table(len(state.players))))
    app.step(FRAME)
    key(app, pygame.K_SPACE)  # the count-up ends
    return app


def test_replay_from_the_end_screen_steps_both_ways_with_the_log_in_sync(home):
    state = play_random(2, 4)[0]
    app = end_app(state)
    end = app.scene
    key(app, pygame.K_r)
    viewer = app.scene
    assert isinstance(viewer, ReplayScene) and viewer.step == 0
    assert viewer.log == game_log(viewer.states[0])
    assert not viewer.buttons["back"].is_enabled
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    click(app, viewer.buttons["next"].rect.center)
    app.step(FRAME)
    assert viewer.step == 4 and len(viewer.state.actions()) == 4
    assert viewer.log == game_log(viewer.states[4])
    viewer.draw(app.screen)
    assert viewer.panel.shown_log[-1] == viewer.log[-1]  # the newest line is on screen
    key(app, pygame.K_LEFT)
    click(app, viewer.buttons["back"].rect.center)
    app.step(FRAME)
    assert viewer.step == 2 and viewer.log == game_log(viewer.states[2])
    key(app, pygame.K_END)
    assert viewer.state.over and viewer.log == game_log(state)
    assert "the game is over" in viewer.heading()
    assert not viewer.buttons["next"].is_enabled
    key(app, pygame.K_RIGHT)  # nothing after the last move
    assert viewer.step == viewer.moves == len(state.actions())
    key(app, pygame.K_HOME)
    assert viewer.step == 0
    key(app, pygame.K_ESCAPE)
    assert app.scene is end


def test_replay_from_load_opens_the_chosen_save_and_returns_to_load(home):
    state = play_random(2, 9)[0]
    save(state, home / "saves" / "match.json", default_table(2))
    app = App(settings=Settings(animation="off"))
    app.switch("load", back="menu")
    app.step(FRAME)
    load = app.scene
    click(app, load.replay_button.rect.center)
    app.step(FRAME)
    viewer = app.scene
    assert isinstance(viewer, ReplayScene) and viewer.moves == len(state.actions())
    click(app, viewer.buttons["close"].rect.center)
    app.step(FRAME)
    assert app.scene is load


def test_a_save_that_cannot_be_replayed_stays_on_load_with_its_reason(home):
    (home / "saves").mkdir()
    record = {**to_record(play_random(2, 9)[0]), "actions": [{"type": "EndTurn"}]}
    (home / "saves" / "broken.json").write_text(json.dumps(record))
    app = App(settings=Settings(animation="off"))
    app.switch("load", back="menu")
    app.step(FRAME)
    load = app.scene
    key(app, pygame.K_r)
    assert app.scene is load
    assert load.message.text.startswith("action 1 cannot be replayed")


def hovered_card(app, viewer, kind: str, payload) -> tuple:
    """Rest the pointer on a piece of the panel and read its hover card's lines."""
    from game import hover

    viewer.draw(app.screen)
    rect = next(r for r, k, p in viewer.panel.hotspots if (k, p) == (kind, payload))
    post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step(1.0)  # past the hover card's delay
    assert viewer.hover.shown == (kind, payload)
    return hover.entry_for(viewer.state, kind, payload).lines


def test_a_players_secret_leaf_shows_only_when_the_game_is_over(home):
    """Autumn leaves: each score bag holds a leaf dealt in secret. Mid-game the replay's hover
    card of a bag says it is secret; at the last move (the game over) it names what is inside."""
    state = play_random(2, 3, ["autumn-leaves"])[0]
    app = end_app(state)
    key(app, pygame.K_r)
    viewer = app.scene
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    lines = dict(hovered_card(app, viewer, "score_bag", 0))
    assert "Secret" in lines and "Inside" not in lines
    key(app, pygame.K_END)
    lines = dict(hovered_card(app, viewer, "score_bag", 0))
    assert "Inside" in lines and "Secret" not in lines


def test_each_players_last_move_is_outlined_in_their_colour_at_the_move_shown(home):
    """As on the play screen, the replay marks each player's last move: stepping on to a built
    tile outlines its space in the builder's colour, and stepping back before it unmarks it."""
    state = play_random(2, 4)[0]
    app = end_app(state)
    key(app, pygame.K_r)
    viewer = app.scene
    builds = [k for k, a in enumerate(state.actions(), 1) if type(a).__name__ == "Build"]
    step = builds[2]  # the second player's or the first's second tile, a few moves in
    action, player = state.actions()[step - 1], viewer.states[step - 1].current
    for _ in range(step):
        key(app, pygame.K_RIGHT)
    viewer.draw(app.screen)
    lay = viewer.board.layout
    width = max(2, lay.cell // 24)
    inset = width * (1 + 2 * player)
    edge = lay.cell_rect(action.x, action.y).inflate(-inset, -inset)
    at = (edge.centerx, edge.top + width // 2)
    assert tuple(app.screen.get_at(at))[:3] == viewer.colours[player]
    key(app, pygame.K_LEFT)
    viewer.draw(app.screen)
    assert tuple(app.screen.get_at(at))[:3] != viewer.colours[player]


def test_in_a_small_window_the_wheel_scrolls_the_replays_panel_to_its_lower_parts(home):
    """At 1024x600 with three players the panel shows only the players' rows: the wheel over it
    scrolls down to the characters (they stayed out of reach), with the marks saying so."""
    state = play_random(3, 4)[0]
    app = App(settings=Settings(animation="off"), window=(1024, 600))
    app.switch("end", session=Session(state, table=default_table(3)))
    app.step(FRAME)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_r)
    viewer = app.scene
    viewer.draw(app.screen)
    assert viewer.lay.scrolls
    assert not [k for _, k, _ in viewer.panel.hotspots if k == "display_char"]
    over = viewer.lay.clip.center
    post(app, pygame.MOUSEMOTION, pos=over, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(10):
        post(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    viewer.draw(app.screen)
    assert viewer.panel.scroll > 0
    assert [k for _, k, _ in viewer.panel.hotspots if k == "display_char"]
