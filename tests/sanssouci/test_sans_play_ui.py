"""Sanssouci's screens driven only by posted mouse and keyboard events (headless)."""

from __future__ import annotations

import pygame
import pytest

from engine.core.flow import decision
from engine.sanssouci.actions import MoveNoble, Pass, PlaceGardener, TakeTile
from engine.sanssouci.game import new_game
from game.app import App
from game.sanssouci.session import SansSession, autosave_path
from game.settings import Settings
from tests.ui_driver import FRAME, click, drag, key, post

pytestmark = pytest.mark.ui


def spot(scene, kind: str, payload) -> pygame.Rect:
    scene.draw(scene.app.screen)
    for s in scene.spots:
        if s.kind == kind and s.payload == payload:
            return s.rect
    raise AssertionError(f"no {kind} {payload!r} on screen")


def person_step(app, scene, turn: int) -> None:
    """One decision of the person at the screen, made with the mouse."""
    pending = decision(scene.session.state)
    options = pending.options
    if pending.kind == "take":
        take = options[turn % len(options)]
        assert isinstance(take, TakeTile)
        drag(app, spot(scene, "card", take.card).center, spot(scene, "slot", take.slot).center)
    elif pending.kind == "gardener":
        place = options[turn % len(options)]
        assert isinstance(place, PlaceGardener)
        click(app, spot(scene, "square", (place.row, place.column)).center)
    elif pending.kind == "noble":
        moves = [o for o in options if isinstance(o, MoveNoble)]
        if moves and turn % 3:
            move = moves[-1]
            start = spot(scene, "noble", move.column).center
            drag(app, start, spot(scene, "square", (move.row, move.column)).center)
        else:
            click(app, scene.buttons["pass"].rect.center)
    else:
        button = next(b for b, o in scene.side_buttons if o == options[0])
        click(app, button.rect.center)


def test_whole_game_from_the_main_menu_to_the_end_screen_by_mouse(home):
    app = App(settings=Settings(show_handoff=True))
    app.step(FRAME)
    click(app, app.scene.buttons["sanssouci"].rect.center)
    app.step(FRAME)
    click(app, app.scene.buttons["new"].rect.center)
    app.step(FRAME)
    new = app.scene
    while new.kinds[1] != "easy":  # Medium, Hard, Person, Easy
        click(app, new.rows[1]["kind"].rect.center)
        app.step(FRAME)  # the button's event is handled
    click(app, new.advanced_button.rect.center)  # the advanced game
    app.step(FRAME)
    assert new.kinds[:2] == ["person", "easy"] and new.advanced
    click(app, new.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert type(scene).__name__ == "SansPlayScene"
    seen = set()
    for turn in range(600):
        if type(app.scene).__name__ != "SansPlayScene":
            break
        pending = decision(scene.session.state)
        if scene.session.is_computer(pending.player):
            app.step(0.5)
            continue
        before = len(scene.session.state.actions())
        person_step(app, scene, turn)
        app.step(FRAME)
        app.step(FRAME)
        assert len(scene.session.state.actions()) == before + 1, pending.kind
        seen.add(pending.kind)
    assert type(app.scene).__name__ == "SansEndScene"
    assert seen >= {"take", "noble", "board_side"}
    state = app.scene.session.state
    assert state.over and len(state.gardens[0].discard) == 18
    assert autosave_path().exists()


def _table(players=2):
    return {
        "colours": [[234, 196, 38], [38, 92, 176], [46, 140, 72]][:players],
        "seats": ["person"] * players,
    }


def _play_scene(app, state, table):
    from game.sanssouci.play import SansPlayScene

    scene = SansPlayScene(app, SansSession(state, table))
    app.switch(scene)
    app.step(FRAME)
    return scene


def test_handoff_hides_the_next_players_hand_and_missions(home):
    app = App(settings=Settings(show_handoff=True))
    scene = _play_scene(app, new_game(["Ada", "Bo"], 3, first=0), _table())
    click(app, (640, 400))  # Ada sits down
    assert scene.handoff is None and any(s.kind == "card" for s in scene.spots)
    take = decision(scene.session.state).options[0]
    drag(app, spot(scene, "card", take.card).center, spot(scene, "slot", take.slot).center)
    while decision(scene.session.state).kind == "gardener":
        o = decision(scene.session.state).options[0]
        click(app, spot(scene, "square", (o.row, o.column)).center)
    click(app, scene.buttons["pass"].rect.center)
    app.step(FRAME)
    assert scene.handoff == 1
    assert not any(s.kind in ("card", "mission") for s in scene.spots)
    click(app, (640, 400))
    app.step(FRAME)
    assert scene.viewer == 1 and any(s.kind == "card" for s in scene.spots)


def test_a_dragged_nobleman_lights_its_destinations_and_undo_takes_a_step_back(home):
    app = App(settings=Settings(show_handoff=False))
    state = new_game(["Ada", "Bo"], 3, first=0)
    scene = _play_scene(app, state, _table())
    take = decision(state).options[0]
    drag(app, spot(scene, "card", take.card).center, spot(scene, "slot", take.slot).center)
    assert len(scene.session.state.actions()) == 1
    while decision(scene.session.state).kind == "gardener":
        o = decision(scene.session.state).options[0]
        click(app, spot(scene, "square", (o.row, o.column)).center)
    moves = [o for o in decision(scene.session.state).options if isinstance(o, MoveNoble)]
    column = moves[0].column
    start = spot(scene, "noble", column).center
    post(app, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(app, pygame.MOUSEMOTION, pos=(start[0] + 5, start[1] + 40), rel=(5, 40), buttons=(1, 0, 0))
    wanted = {(o.row, o.column): f"+{o.row}" for o in moves if o.column == column}
    assert scene.lit == wanted
    post(app, pygame.MOUSEBUTTONUP, pos=(20, 790), button=1)  # dropped nowhere: nothing moves
    assert scene.lit == {}
    assert scene.buttons["undo"].is_enabled
    while scene.session.state.actions():
        click(app, scene.buttons["undo"].rect.center)
        app.step(FRAME)
    assert scene.session.state.actions() == []
    key(app, pygame.K_u)  # nothing more to undo: nothing changes
    assert scene.session.state.actions() == []


def test_an_illegal_drop_changes_nothing(home):
    app = App(settings=Settings(show_handoff=False))
    state = new_game(["Ada", "Bo"], 3, first=0)
    scene = _play_scene(app, state, _table())
    legal = {(o.card, o.slot) for o in decision(state).options}
    card = state.gardens[0].hand[0]
    slot = next(s for s in range(10) if (card, s) not in legal)
    drag(app, spot(scene, "card", card).center, spot(scene, "slot", slot).center)
    assert scene.session.state.actions() == []


def test_f1_shows_the_rules_and_returns(home):
    app = App(settings=Settings(show_handoff=False))
    scene = _play_scene(app, new_game(["Ada", "Bo"], 3, first=0), _table())
    key(app, pygame.K_F1)
    assert type(app.scene).__name__ == "SansRulesScene"
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene


def test_pass_by_key_and_computer_turns_follow(home):
    app = App(settings=Settings(show_handoff=False))
    state = new_game(["Ada", "Bo"], 3, first=0)
    table = _table()
    table["seats"] = ["person", "medium"]
    scene = _play_scene(app, state, table)
    take = decision(state).options[0]
    drag(app, spot(scene, "card", take.card).center, spot(scene, "slot", take.slot).center)
    while decision(scene.session.state).kind == "gardener":
        o = decision(scene.session.state).options[0]
        click(app, spot(scene, "square", (o.row, o.column)).center)
    key(app, pygame.K_p)
    assert Pass() in scene.session.state.actions()
    for _ in range(8):
        app.step(0.5)
    assert decision(scene.session.state).player == 0
    assert any(line.startswith("Bo plays") for line in scene.session.log)


def test_save_and_menu_then_load_and_continue_resume_the_game(home):
    app = App(settings=Settings(show_handoff=False))
    state = new_game(["Ada", "Bo"], 3, first=0)
    scene = _play_scene(app, state, _table())
    take = decision(state).options[0]
    drag(app, spot(scene, "card", take.card).center, spot(scene, "slot", take.slot).center)
    played = scene.session.state.actions()
    click(app, scene.buttons["menu"].rect.center)
    app.step(FRAME)
    menu = app.scene
    assert type(menu).__name__ == "SansMenuScene" and menu.buttons["continue"].is_enabled
    click(app, menu.buttons["load"].rect.center)
    app.step(FRAME)
    assert len(menu.save_buttons) == 1
    click(app, menu.save_buttons[0][0].rect.center)
    app.step(FRAME)
    assert type(app.scene).__name__ == "SansPlayScene"
    assert app.scene.session.state.actions() == played
    assert app.scene.session.log[0].startswith("Ada plays")


def test_every_top_button_holds_its_whole_text(home):
    """The top buttons (Move no nobleman was cut to "Move no noblem") show their whole words."""
    from game.scenes.common import gui_font

    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = _play_scene(app, new_game(2, 1), _table())
    for button in scene.buttons.values():
        assert gui_font(20).size(button.text)[0] + 16 <= button.rect.w, button.text
        assert button.rect.right <= 1280
