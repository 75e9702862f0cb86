"""Summer on screen, by posted mouse and key events: chosen in New game with its difficulty, the
first Request laid by clicking a marker, a whole game to the team's end screen, what the team
shares on the panel, hover cards for the new pieces, a Request completed by clicking it, and a
computer team-mate."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.game import apply, legal_actions
from engine.tang_garden.modules.summer import (
    CompleteRequest,
    MoveSupervisor,
    PlaceRequest,
    SwapRequest,
    summer,
)
from game.app import App
from game.hover import entry_for
from game.scenes.common import default_table
from game.scenes.end import EndScene, characters_html, winners_text
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.test_scenarios_ui import new_game_screen, record_text
from tests.test_summer import arranged, four_rocks, summer_game, with_spot
from tests.ui_driver import FRAME, click, dismiss_handoff, drag, perform, post, spot

pytestmark = pytest.mark.ui


def _screen(state, seats=None, animation="off", window=None) -> tuple[App, PlayScene]:
    app = App(settings=Settings(animation=animation, show_handoff=False), window=window)
    table = default_table(len(state.players))
    if seats is not None:
        table = {**table, "seats": seats}
    scene = PlayScene(app, Session(state, table=table))
    app.switch(scene)
    app.step(FRAME)
    return app, scene


def test_summer_from_new_game_with_its_difficulty_to_the_teams_end_screen(home):
    """New game: Summer and Hard chosen; the first Request laid by clicking a marker; every
    step a gesture until the end screen says whether the team won, with the Requests done and
    the Approval left."""
    app = new_game_screen(speed="fast")
    click(app, app.scene.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text="4")
    picker = app.scene.picker
    click(app, picker.buttons["summer"].rect.center)
    app.step(FRAME)
    hard = next(b for b, choice in picker.set_buttons.items() if choice == ("summer", "hard"))
    assert hard.visible
    click(app, hard.rect.center)
    app.step(FRAME)
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene) and "summer" in scene.state.ruleset
    assert summer(scene.state).tokens == 2  # Hard
    dismiss_handoff(app, scene)
    first = scene.session.decision
    assert first.kind == "summer_first_request"
    click(app, spot(scene, "summer_marker", (6, 0)).center)  # the marker clicked
    for _ in range(3):
        app.step(FRAME)
    assert summer(scene.state).requests == {(6, 0): first.options[0].request}
    rand = random.Random(4)
    own = tuple(scene.state.ruleset.action_classes)
    for _ in range(3000):
        if app.scene is not scene:
            break
        texts = [button.text for button in scene.buttons]
        assert not [t for t in texts if "_" in t], texts  # no engine identifier on a button
        before = len(scene.state.actions())
        options = scene.options
        mine = [o for o in options if isinstance(o, own)]
        action = rand.choice(mine if mine and rand.random() < 0.3 else options)
        perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message
    end = app.scene
    assert isinstance(end, EndScene)
    result = scene.state.result
    end.skip()  # the count-up ends
    won = result.outcome == "victory"
    assert winners_text(scene.state) == ("Victory!" if won else "Defeat")
    assert end.keys == ["Requests completed", "Approval left"]
    assert [end.shown(0, k) for k in end.keys] == [str(result.requests), str(result.approval)]
    assert "Difficulty: Hard" in characters_html(scene.state)


def test_the_panel_shows_what_the_team_shares():
    state = summer_game(players=2, difficulty="easy")
    _app, scene = _screen(state)
    shown = " ".join(record_text(scene))
    assert "Summer · Easy · Requests done 0 of 8" in shown
    assert "Request display (pile 8)" in shown
    assert "Watching from afar:" in shown and "Emperor" in shown and "Lady" in shown
    for request in summer(state).display:
        assert spot(scene, "summer_display", request)
    for k in range(4):
        assert scene.lay.clip.contains(spot(scene, "summer_approval", k))


def test_every_new_piece_has_a_hover_card():
    state = summer_game()
    _app, scene = _screen(state)
    part = summer(state)
    for kind, payload in [
        ("summer_display", part.display[0]),
        ("summer_request", next(iter(part.requests))),
        ("summer_marker", part.markers[0]),
        ("summer_supervisor", part.supervisors[0]),
        ("summer_approval", 0),
    ]:
        spot(scene, kind, payload)  # on screen
        entry = entry_for(scene.state, kind, payload)
        assert entry is not None and entry.lines, kind
        assert "_" not in entry.title


def test_a_met_request_is_completed_by_clicking_it_and_the_log_says_so():
    state = summer_game()
    part = summer(state)
    part.requests = {(1, 0): "r02"}
    part.markers = [p for p in part.markers if p != (1, 0)]
    part.eyes = 2
    four_rocks(state)
    state = arranged(state)
    app, scene = _screen(state)
    assert CompleteRequest(1, 0) in scene.options
    click(app, spot(scene, "summer_request", (1, 0)).center)
    app.step(FRAME)
    assert summer(scene.state).completed == [(1, 0)]
    log = " ".join(scene.session.log)
    assert "completes the Request “Rock ridge”" in log and "Approval regained" in log


def test_laying_a_request_by_its_button_says_its_price():
    state = summer_game()
    state.players[0].coins = 10
    state = arranged(state)
    app, scene = _screen(state)
    place = next(o for o in scene.options if isinstance(o, PlaceRequest))
    perform(app, scene, place)
    assert scene.state.players[0].coins == 0
    assert summer(scene.state).requests[place.x, place.y] == place.request


def test_a_supervisor_is_dragged_to_a_free_spot_and_a_request_onto_a_request_tile():
    """Moving a Supervisor and swapping a Request are drags on the board, like every other
    placement: no button offers them."""
    state = summer_game()
    with_spot(state, (5, 3))
    state = arranged(state)
    app, scene = _screen(state)
    assert not [o for o in scene.buttons.values() if isinstance(o, (MoveSupervisor, SwapRequest))]
    sx, sy, sspot = summer(scene.state).supervisors[0]
    drag(
        app,
        spot(scene, "summer_supervisor", (sx, sy, sspot)).center,
        scene.layout.spot_point(5, 3, "tile"),
    )
    app.step(FRAME)
    assert (5, 3, "tile") in summer(scene.state).supervisors, scene.message
    assert MoveSupervisor(sx, sy, sspot, 5, 3, "tile") in scene.state.actions()
    shown = summer(scene.state).display[0]
    old = summer(scene.state).requests[1, 0]
    drag(app, spot(scene, "summer_display", shown).center, scene.layout.cell_rect(1, 0).center)
    app.step(FRAME)
    assert summer(scene.state).requests[1, 0] == shown, scene.message
    assert old in summer(scene.state).display


def test_a_request_of_the_display_is_dragged_onto_a_marker_for_its_price():
    state = summer_game()
    state.players[0].coins = 10
    state = arranged(state)
    app, scene = _screen(state)
    assert not [o for o in scene.buttons.values() if isinstance(o, PlaceRequest)]
    shown = summer(scene.state).display[1]
    drag(app, spot(scene, "summer_display", shown).center, scene.layout.cell_rect(6, 0).center)
    app.step(FRAME)
    assert summer(scene.state).requests[6, 0] == shown, scene.message
    assert scene.state.players[0].coins == 0


def test_the_teams_end_screen_adds_no_total_to_requests_and_approval():
    """Found in a real window: the end screen's table read "Total 0" under the Requests
    completed and the Approval left, two things that do not add up."""
    from engine.tang_garden import actions as A

    state = summer_game(players=1)
    state.decorations = {pos: "pine" for pos, cell in state.board.items() if cell.icon}
    for kind in state.supply:
        state.supply[kind] = 0
    summer(state).eyes = 0
    state = arranged(state)
    app, scene = _screen(state)
    perform(app, scene, A.Decorate())
    perform(app, scene, A.DiscardDrawn())
    for _ in range(20):
        app.step(0.25)
    end = app.scene
    assert isinstance(end, EndScene) and end.state.result.outcome == "defeat"
    labels = [e.text for e in end.ui.get_sprite_group().sprites() if hasattr(e, "text")]
    assert "Requests completed" in labels and "Approval left" in labels
    assert "Total" not in labels


def test_summers_landscape_tokens_and_stacks_do_not_promise_the_base_games_end():
    """Found in a real window: a landscape token's hover card said "When 3 tokens are left in
    the garden, the round is the last", which Summer does not play (SM14)."""
    from tests.test_hover_cards_ui import card_at

    app, scene = _screen(arranged(summer_game()))
    token = next(iter(scene.state.tokens))
    assert "Game end" not in card_at(app, scene, spot(scene, "token", token).center)
    stack = next(iter(scene.state.stacks))
    assert "Game end" not in card_at(app, scene, spot(scene, "stack", stack).center)


def test_a_computer_team_mate_plays_its_turn_for_the_team(home):
    from tests.ui_driver import let_computers_play

    state = summer_game(players=2)
    state, _ = apply(state, legal_actions(state)[-1])  # Player 1 decorates: Player 2's turn next
    while state.current == 0 and not state.over:
        state, _ = apply(state, legal_actions(state)[0])
    app, scene = _screen(state, seats=["person", "easy"])
    before = len(scene.state.actions())
    let_computers_play(app, scene, moves=200)
    assert len(scene.state.actions()) > before
    assert scene.state.over or scene.state.current == 0


def test_a_hover_card_asked_for_a_landscape_token_just_taken_is_none():
    """Found playing Summer in a real window (animations on): the pointer rested on the token it
    had clicked, the board's hotspots still had it, and the card asked for a token no longer
    there (KeyError). A gone token has no card."""
    from engine.tang_garden.actions import TakeToken
    from engine.tang_garden.game import new_game

    state = new_game(2, 1)
    state.tasks.append(("take_token",))
    state = arranged(state)
    take = next(o for o in legal_actions(state) if isinstance(o, TakeToken))
    assert entry_for(state, "token", (take.x, take.y)) is not None
    after, _ = apply(state, take)
    assert entry_for(after, "token", (take.x, take.y)) is None


def test_what_the_team_shares_is_in_view_at_1024x600_with_three_players():
    """The shared section (Approval, Requests, display) shows above the fold; a Request of the
    display is dragged onto a marker from there without scrolling."""
    state = summer_game(players=3)
    state.players[0].coins = 10
    state = arranged(state)
    app, scene = _screen(state, window=(1024, 600))
    scene.draw(app.screen)
    clip = scene.lay.clip
    shared = [r for r, k, _ in scene.panel.hotspots if k in ("summer_approval", "summer_display")]
    assert len(shared) == 3 + len(summer(state).display)
    assert all(clip.contains(r) for r in shared), (clip, shared)
    shown = summer(scene.state).display[1]
    drag(app, spot(scene, "summer_display", shown).center, scene.layout.cell_rect(6, 0).center)
    app.step(FRAME)
    assert summer(scene.state).requests[6, 0] == shown, scene.message


def test_a_solo_game_names_no_first_player():
    """With one player nobody is "first": not on their board, not in the log."""
    app, scene = _screen(summer_game(players=1))
    click(app, spot(scene, "summer_approval", 0).center)  # a click on the panel changes nothing
    app.step(FRAME)
    shown = " ".join(record_text(scene))
    assert scene.state.players[0].name in shown
    assert "first player" not in shown
    assert not [line for line in scene.session.log if "first player" in line]
