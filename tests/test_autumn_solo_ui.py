"""Autumn solo on screen, by posted mouse and key events: chosen in New game for one player, a
whole game by gestures to the end screen with the title, the leaves and Twilight cards shown,
and hover cards for its pieces."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.game import new_game
from game.app import App
from game.hover import entry_for
from game.scenes.common import default_table
from game.scenes.end import EndScene, winners_text
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.test_scenarios_ui import new_game_screen, record_text
from tests.ui_driver import FRAME, choose_scenario, click, perform, pick, post, spot

pytestmark = pytest.mark.ui


def test_autumn_solo_from_new_game_to_the_end_screen_with_its_title(home):
    app = new_game_screen(speed="fast")
    form = app.scene
    pick(app, form.count_menu, "1")
    click(app, form.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text="2")
    choose_scenario(app, "autumn-solo")
    app.step(FRAME)
    click(app, form.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene) and "autumn-solo" in scene.state.ruleset
    rand = random.Random(2)
    own = tuple(scene.state.ruleset.action_classes)
    made = set()
    for _ in range(3000):
        if app.scene is not scene:
            break
        texts = [button.text for button in scene.buttons]
        assert not [t for t in texts if "_" in t], texts
        before = len(scene.state.actions())
        action = rand.choice(scene.options)
        perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message
        made.add(type(action))
    assert made & set(own)  # leaves were placed by hand
    end = app.scene
    assert isinstance(end, EndScene)
    result = scene.state.result
    end.skip()  # the count-up ends
    heading = f"Victory: {result.title}!" if result.title else "Defeat"
    assert winners_text(scene.state) == heading
    assert end.shown(0) == str(result.totals[0])


def test_the_panel_shows_both_twilight_cards_and_the_garden_its_leaves():
    state = new_game(1, 3, ruleset=["autumn-solo"])
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(1)))
    app.switch(scene)
    app.step(FRAME)
    shown = " ".join(record_text(scene))
    assert "Twilight cards · 0 of 6 completed" in shown
    for pile in ("light", "shadow"):
        spot(scene, "autumn_card", pile)
        entry = entry_for(scene.state, "autumn_card", pile)
        assert entry.title.startswith("Twilight card: ") and len(entry.lines) >= 6
    leaves = next(iter(state.ext["autumn-solo"].leaves))
    spot(scene, "autumn_leaves", leaves)
    assert entry_for(scene.state, "autumn_leaves", leaves).title.startswith("Leaves: ")
    spot(scene, "autumn_drop", (0, 0))
    assert entry_for(scene.state, "autumn_drop", (0, 0)).lines


def _last_move_played(animation: str) -> App:
    """A random Autumn solo game that a tile built ends: its last move made with the mouse on
    the play screen, and the frames after it."""
    from engine.tang_garden.actions import Build
    from engine.tang_garden.game import apply, legal_actions

    for seed in range(10, 60):
        state = new_game(1, seed, ruleset=["autumn-solo"])
        rand = random.Random(seed)
        states = [state]
        while not state.over:
            state, _ = apply(state, rand.choice(legal_actions(state)))
            states.append(state)
        last = states[-2]
        action = state.actions()[len(last.actions())]
        if isinstance(action, Build):
            break
    app = App(settings=Settings(animation=animation, show_handoff=False))
    scene = PlayScene(app, Session(last, table=default_table(1)))
    app.switch(scene)
    app.step(FRAME)
    perform(app, scene, action)
    for _ in range(40):
        app.step(0.25)
    return app


def test_the_last_move_animated_reaches_the_end_screen():
    """Found in a real window (animations on): drawing the play screen once the game was over
    asked whether nobody's seat was a computer's, and the game stopped with a TypeError."""
    assert isinstance(_last_move_played("normal").scene, EndScene)


def test_the_end_screen_says_which_score_a_title_needs():
    """Found in a real window: a game that ended at 48 points said only "Defeat"; the end
    screen now says the first title needs 85."""
    end = _last_move_played("off").scene
    assert isinstance(end, EndScene)
    notes = " ".join(end.result.notes())
    assert "85" in notes if end.result.title is None else "Royal Architect" in notes


def test_the_end_screen_names_the_characters_that_scored():
    """Found in a real window: the table scored 16 for Characters while the side said "no
    character in the garden"."""
    from engine.tang_garden.game import apply, legal_actions
    from game.scenes.end import characters_html

    for seed in range(40):
        state = new_game(1, seed, ruleset=["autumn-solo"])
        rand = random.Random(seed)
        while not state.over:
            state, _ = apply(state, rand.choice(legal_actions(state)))
        if dict(state.result.rows()).get("characters", (0,))[0] > 0:
            break
    assert dict(state.result.rows())["characters"][0] > 0
    app = App(settings=Settings(animation="off", show_handoff=False))
    app.switch(EndScene(app, Session(state, table=default_table(1))))
    app.step(FRAME)
    assert "no character in the garden" not in characters_html(state)
