"""Seasoned Characters on screen, by posted mouse and key events: switched on in New game, the
secret starting choice behind handoffs, a whole game to the score screen, upgrading by its
button (with the seasoned card's text as its tip) and the Supervisor dragged onto a spot."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.actions import Influence, TakeCharacter
from engine.tang_garden.game import new_game
from engine.tang_garden.modules.seasoned_characters.actions import PlaceSupervisor, Upgrade
from game.app import App
from game.layout import PANEL
from game.play_overlays import Pause
from game.scenes.end import EndScene
from game.scenes.play import PlayScene
from game.secret_pick import SecretPick
from game.session import Session
from game.settings import Settings
from tests.helpers import do, neutral, options
from tests.test_scenarios_ui import new_game_screen, record_text
from tests.test_seasons_seasoned import SC, part, picked, ready_to_influence, seasoned
from tests.ui_driver import (
    FRAME,
    button_for,
    click,
    dismiss_handoff,
    key,
    perform,
    post,
    spot,
    switch_on,
)

pytestmark = pytest.mark.ui


def _screen(home, state) -> tuple[App, PlayScene]:
    app = App(settings=Settings(animation="off", show_handoff=True))
    scene = PlayScene(app, Session(state, autosave=home / "autosave.json"))
    app.switch(scene)
    app.step(FRAME)
    return app, scene


def test_seasoned_game_from_new_game_through_the_secret_choice_to_the_score_screen(home):
    """New game with the part switched on: each player picks a starting character from their
    two dealt cards behind a handoff, nobody sees another's choice before the reveal, and the
    game plays by gestures to the score screen."""
    app = new_game_screen(speed="off")
    switch_on(app, SC)
    app.step(FRAME)
    click(app, app.scene.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text="11")
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene) and SC in scene.state.ruleset
    names = scene.state.catalog.characters
    chosen: list[str] = []
    while scene.session.decision.kind == "seasoned_start":
        dismiss_handoff(app, scene)
        app.step(FRAME)
        state = scene.state
        offer = part(state).offers[state.current]
        shown = record_text(scene)
        assert not any(names[c].name in " ".join(shown) for c in chosen)  # earlier picks hidden
        assert "Choose your starting character in secret" in " ".join(shown)
        secret = scene.overlays.find(SecretPick)  # the two dealt cards, over the table
        assert [a for _, a in secret.spots] == [TakeCharacter(c) for c in offer]
        assert [c.words for c in secret.choices] == [
            f"Start with the {names[c].name}" for c in offer
        ]
        assert [c.card.title for c in secret.choices] == [names[c].name for c in offer]
        assert not scene.buttons  # no buttons beside: the cards are the choice
        picker_before = state.current
        perform(app, scene, TakeCharacter(offer[1]))
        chosen.append(offer[1])
        if scene.session.decision.kind == "seasoned_start":
            assert scene.handoff == scene.state.current != picker_before
    state = scene.state
    assert [p.active for p in state.players] == [
        part(state).starting[i] for i in range(len(state.players))
    ]
    assert any("starts with the" in line for line in scene.session.log)
    rand = random.Random(3)
    own = tuple(state.ruleset.action_classes)
    for _ in range(4000):
        if app.scene is not scene:
            break
        texts = [button.text for button in scene.buttons]
        assert not [t for t in texts if "_" in t], texts
        assert all(PANEL.contains(button.rect) for button in scene.buttons), texts
        before = len(scene.state.actions())
        opts = scene.options
        mine = [o for o in opts if isinstance(o, own)]
        action = rand.choice(mine if mine and rand.random() < 0.5 else opts)
        perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message
    assert isinstance(app.scene, EndScene)


def test_upgrading_by_its_button_beside_the_influence_choices(home, monkeypatch):
    state = picked(picks={0: "monk", 1: "lady"})
    state = do(ready_to_influence(state), Influence())
    app, scene = _screen(home, state)
    rect = button_for(scene, Upgrade())
    button = next(b for b, o in scene.buttons.items() if o == Upgrade())
    assert button.text == "Upgrade the Monk to the seasoned Monk instead"
    assert "Seasoned Monk" in button.tool_tip_text and "leftmost cube" in button.tool_tip_text
    assert spot(scene, "display_char", state.char_display[0])  # beside the face-up characters
    click(app, rect.center)
    app.step(FRAME)
    assert scene.state.players[0].active == "seasoned_monk"
    assert any("upgrades the Monk to the seasoned Monk" in line for line in scene.session.log)
    assert "in play" in record_text(scene)  # the panel shows the seasoned card taken up


def test_the_supervisor_is_dragged_onto_a_spot_and_stands_there(home):
    state = seasoned(neutral(picked()), 0, "emperor")
    target = options(state, PlaceSupervisor)[0]
    app, scene = _screen(home, state)
    dismiss_handoff(app, scene)
    spot(scene, "supervisor", "supervisor")  # in the hand, to drag
    perform(app, scene, target)
    assert part(scene.state).supervisor[:2] == (target.x, target.y)
    assert spot(scene, "supervisor_pawn", "supervisor")  # standing in the garden


def test_the_secret_choice_is_a_card_pick_over_the_table_that_never_shows_under_a_handoff(home):
    """The dealt cards open over the table once the handoff screen is gone; a click beside them
    and the table's keys do nothing; Esc passes to the pause menu; the number key 2 keeps the
    second card."""
    state = new_game(3, 11, ruleset=[SC])
    app, scene = _screen(home, state)
    offer = part(scene.state).offers[0]
    secret = scene.overlays.find(SecretPick)
    assert [a for _, a in secret.spots] == [TakeCharacter(c) for c in offer]
    click(app, (5, app.size[1] - 5))  # beside the cards: the table waits
    key(app, pygame.K_RETURN)
    assert scene.state is state and scene.overlays.find(SecretPick) is secret
    key(app, pygame.K_ESCAPE)
    assert scene.overlays.find(Pause) is not None  # Esc went on to the pause menu
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_2)
    assert scene.state.sealed == {0: TakeCharacter(offer[1])}
    assert scene.handoff == 1 and scene.overlays.find(SecretPick) is None
    app.step(FRAME)
    assert scene.overlays.find(SecretPick) is None  # not under the handoff screen
    dismiss_handoff(app, scene)
    app.step(FRAME)
    nxt = scene.overlays.find(SecretPick)
    assert [a for _, a in nxt.spots] == [TakeCharacter(c) for c in part(scene.state).offers[1]]
    click(app, nxt.spots[0][0].center)
    assert scene.state.sealed[1] == TakeCharacter(part(scene.state).offers[1][0])
