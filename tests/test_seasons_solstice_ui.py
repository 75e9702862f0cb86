"""Solstice on screen, by posted mouse and key events: chosen in New game with its deck-draw
choice and played to its end screen; a face-up card is taken by clicking it; the enclosure
choice's buttons say what they do; every Solstice piece and the red track explain themselves on
hover."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.game import apply, legal_actions, new_game
from engine.tang_garden.modules.solstice.module import KeepElement, RedInstead, TakeFaceUp
from game.app import App
from game.hover import entry_for
from game.scenes.common import default_table
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.test_scenarios_ui import (
    play_to_the_score_screen,
    scenario_chosen,
    scene_at,
    start_scenario,
)
from tests.ui_driver import FRAME, button_for, click, post, spot

pytestmark = pytest.mark.ui

SOLSTICE_ACTIONS = (TakeFaceUp, RedInstead, KeepElement)


def rest_on(app, scene, rect):
    post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(FRAME)
    return scene.hover.shown


def find(app, scene, kind):
    """The hotspots of ``kind`` on screen, scrolling the panel with the wheel until they show."""
    for _ in range(20):
        scene.draw(app.screen)
        found = [(r, p) for r, k, p in scene.board.hotspots + scene.panel.hotspots if k == kind]
        if found:
            return found
        post(app, pygame.MOUSEMOTION, pos=scene.lay.clip.center, rel=(0, 0), buttons=(0, 0, 0))
        post(app, pygame.MOUSEWHEEL, x=0, y=-1)
        app.step(FRAME)
    raise AssertionError(f"no {kind} on screen")


@pytest.mark.parametrize("seed", [7])
def test_whole_solstice_game_by_mouse_from_new_game_to_its_end_screen(home, seed):
    """New game, Solstice chosen, every step a gesture (face-up cards clicked, the enclosure
    choice by its buttons), until the end screen with the Pagoda pawns and Objectives."""
    app, scene = start_scenario("solstice", seed, speed="off")
    assert "solstice" in scene.state.ruleset and "objective-boards" in scene.state.ruleset
    made = play_to_the_score_screen(
        app,
        scene,
        random.Random(seed),
        lambda scene: [o for o in scene.options if isinstance(o, SOLSTICE_ACTIONS)],
    )
    assert {TakeFaceUp, RedInstead} <= made
    labels = [e.text for e in app.scene.ui.get_sprite_group().sprites() if hasattr(e, "text")]
    assert "Pagoda pawns" in labels and "Objectives" in labels
    assert "Pagoda pawns, " in app.scene.details.html_text


def test_new_game_chooses_the_solstice_deck_draw(home):
    app = scenario_chosen("solstice")
    picker = app.scene.picker
    buttons = {value: b for b, (pid, value) in picker.set_buttons.items() if pid == "solstice"}
    assert set(buttons) == {"capped", "all"} and buttons["all"].visible
    click(app, buttons["all"].rect.center)
    app.step(FRAME)
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    assert isinstance(app.scene, PlayScene), app.scene.seed_message.text
    assert app.scene.state.ruleset.by_id["solstice"].options.deck_draw == "all"


def test_a_face_up_card_is_taken_by_clicking_it(home):
    state = new_game(2, 3, ruleset=["solstice"], first=0)
    for k, name in enumerate(sorted(state.stacks)):
        state.face_up[name] = k >= 2  # two face-down tops: both rows are offered
    app, scene = scene_at(state)
    card = state.ext["solstice"].rows[0][2]
    find(app, scene, "solstice_card")
    click(app, spot(scene, "solstice_card", card).center)
    for _ in range(3):
        app.step(FRAME)
    assert scene.state.actions()[-1] == TakeFaceUp(card)
    assert scene.state.drawn == [card]


def test_the_enclosure_choice_buttons_say_which_cube_moves(home):
    from tests.test_seasons_solstice import _enclosing_build

    state, build = _enclosing_build(new_game(2, 3, ruleset=["solstice"], first=0))
    state, _ = apply(state, build)
    while state.tasks[-1][0] != "solstice_enclosure":
        state, _ = apply(state, legal_actions(state)[0])
    app, scene = scene_at(state)
    instead = next(o for o in scene.options if isinstance(o, RedInstead))
    texts = {b.text for b in scene.buttons}
    assert {"Keep the terrain advance", f"Red cube instead of {instead.track}"} <= texts
    click(app, button_for(scene, instead, app).center)
    app.step(FRAME)
    assert "advances the red cube instead of the" in " ".join(scene.session.log[-4:])


def test_every_solstice_piece_and_the_red_track_have_a_hover_card(home):
    state = new_game(3, 2, ruleset=["solstice"])
    app, scene = scene_at(state)
    for kind in ("solstice_card", "solstice_pagodas", "solstice_board", "objective"):
        rect, payload = find(app, scene, kind)[0]
        assert rest_on(app, scene, rect) == (kind, payload), kind
        entry = entry_for(scene.state, kind, payload)
        assert entry is not None and entry.lines, kind
        assert not any("_" in words for line in entry.lines for words in line), entry
    red = entry_for(scene.state, "track", (0, 3))
    assert red is not None and "red" in red.title.lower()
    objectives = [p for _, p in find(app, scene, "objective")]
    assert objectives == list(range(1, 10))  # 6 and 8 in Solstice


def test_every_icon_on_the_tracks_has_its_own_hover_card(home):
    """Resting on a red space's bonus icon or a column icon shows what it gives, not only the
    whole track's card."""
    state = new_game(2, 2, ruleset=["solstice"], first=0)
    app, scene = scene_at(state)
    settings = state.ruleset.by_id["solstice"].settings
    red = {p for _, p in find(app, scene, "solstice_red")}
    assert red == {b.level for b in settings.red_bonuses}
    columns = {p for _, p in find(app, scene, "solstice_column")}
    assert {"advance", "red", "decoration"} == columns
    for kind in ("solstice_red", "solstice_column"):
        for rect, payload in find(app, scene, kind):
            assert rest_on(app, scene, rect) == (kind, payload), kind
            entry = entry_for(scene.state, kind, payload)
            assert entry is not None and entry.lines, kind
            assert not any("_" in words for line in entry.lines for words in line), entry
    pagoda = entry_for(scene.state, "solstice_red", 5)
    assert "Pagoda pawn" in " ".join(text for _, text in pagoda.lines)


@pytest.mark.parametrize("players", [3, 4])
def test_the_face_up_cards_offered_are_in_view_in_a_small_window(home, players):
    """At 1024x600 the player boards fill the panel's view; when the rows are offered, their
    cards show in the hand, and one is taken by clicking it there."""
    state = new_game(players, 3, ruleset=["solstice"], first=0)
    for name in state.stacks:
        state.face_up[name] = False  # four face-down tops: both rows are offered
    app = App(settings=Settings(animation="off", show_handoff=False), window=(1024, 600))
    scene = PlayScene(app, Session(state, table=default_table(players)))
    app.switch(scene)
    app.step(FRAME)
    scene.draw(app.screen)
    window, clip = app.screen.get_rect(), scene.lay.clip
    offered = [o.card for o in scene.options if isinstance(o, TakeFaceUp)]
    assert len(offered) == 7
    shelf = [(r, p) for r, k, p in scene.shelf_spots if k == "solstice_card"]
    panel = [(r, p) for r, k, p in scene.panel.hotspots if k == "solstice_card"]
    in_view = {p for r, p in shelf if window.contains(r)}
    in_view |= {p for r, p in panel if clip.contains(r)}
    assert in_view == set(offered)
    card = offered[-1]
    click(app, next(r for r, k, p in scene.shelf_spots if p == card).center)
    for _ in range(3):
        app.step(FRAME)
    assert scene.state.actions()[-1] == TakeFaceUp(card)
