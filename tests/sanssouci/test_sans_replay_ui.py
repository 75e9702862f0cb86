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
from game.sanssouci.table_view import LOG, TableView
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


def words_drawn(viewer, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every text the table view draws for the current move, with where it lies."""
    drawn: list[tuple[str, pygame.Rect]] = []
    text = TableView.text

    def noted(self, surface, words, *args, **kwargs):
        rect = text(self, surface, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(TableView, "text", noted)
    viewer.draw(viewer.app.screen)
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize("window", [(1280, 800), (1024, 600)])
def test_no_words_of_the_table_overlap_mid_game_and_at_the_end(home, monkeypatch, window):
    """Under the large garden, the hidden hand's note no longer runs into the missions' heading
    ('... hidden until the game is over' drawn over "Bo's missions (secret)")."""
    app = App(settings=Settings(animation="off"), window=window)
    app.switch("sans_replay", record=to_record(played(5)), table=dict(TABLE))
    app.step(FRAME)
    viewer = app.scene
    for where in (pygame.K_RIGHT,) * 30 + (pygame.K_END,):
        key(app, where)
        log = viewer.table_view.fit.box(LOG)  # its lines are set close: not checked here
        drawn = [  # each text's glyphs, without the line spacing above and below them
            (w, r.inflate(0, -r.h // 4))
            for w, r in words_drawn(viewer, monkeypatch)
            if not log.contains(r)
        ]
        for k, (words, rect) in enumerate(drawn):
            crossed = [w for w, r in drawn[k + 1 :] if r.colliderect(rect)]
            assert not crossed, f"move {viewer.step}: {words!r} overlaps {crossed}"


@pytest.mark.parametrize("window", [(1280, 800), (1024, 600)])
def test_each_mission_name_fits_inside_its_card(home, monkeypatch, window):
    """At the end every mission shows; its name (the longest too: 'herb spiral') is read whole
    inside its card, not cut by the card's gilt edge ('herb spira' at 1024x600)."""
    app = App(settings=Settings(animation="off"), window=window)
    app.switch("sans_replay", record=to_record(played(5)), table=dict(TABLE))
    app.step(FRAME)
    viewer = app.scene
    key(app, pygame.K_END)
    garden = viewer.state.gardens[viewer.viewer]
    for column in range(len(viewer.cat.data.columns)):
        garden.missions = [column, column]
        name = viewer.cat.symbol(column)
        names = [rect for words, rect in words_drawn(viewer, monkeypatch) if words == name]
        cards = [s.rect for s in viewer.table_view.spots if s.kind == "mission"]
        assert len(cards) == len(names) == 2
        inside = [card.inflate(-4, -4) for card in cards]  # within its 2 px gilt edge
        assert all(room.contains(at) for room, at in zip(inside, names, strict=True)), name


def test_an_empty_hand_at_the_end_is_not_shown_as_an_empty_list(home, monkeypatch):
    """A small garden's player with no card left at the end has no 'Hand:' line with nothing
    after it."""
    app = App(settings=Settings(animation="off"))
    app.switch("sans_replay", record=to_record(played(5)), table=dict(TABLE))
    app.step(FRAME)
    viewer = app.scene
    key(app, pygame.K_END)
    assert viewer.state.over
    drawn = [words for words, _ in words_drawn(viewer, monkeypatch)]
    assert "Hand: " not in drawn and any(w.startswith("Ada  ") for w in drawn)
