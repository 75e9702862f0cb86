"""The Seasons characters on screen, by posted mouse and key events: switched on in New game and
played to the score screen, the Diplomat's out-of-turn choice with the handoff there and back,
Viola & Michele's three directions."""

from __future__ import annotations

import random

import pytest

from engine.tang_garden.actions import Build, PlaceCharacter
from engine.tang_garden.game import decision
from engine.tang_garden.modules.seasons_characters.actions import LookThreeWays, UseDiplomat
from game import palette
from game.app import App
from game.scenes.common import default_table
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.helpers import game, neutral, set_top
from tests.test_scenarios_ui import play_to_the_score_screen, record_text, start_with_parts
from tests.ui_driver import FRAME, button_for, click, dismiss_handoff, perform

pytestmark = pytest.mark.ui

SC = "seasons-characters"
OURS = {"Actress", "General", "Viola & Michele", "Astronomer", "Weaver", "Diplomat"}
OURS |= {"Warrior", "Cowherd"}


def play_scene(state, handoff=True) -> tuple[App, PlayScene]:
    app = App(settings=Settings(animation="off", show_handoff=handoff))
    scene = PlayScene(app, Session(state, table=default_table(len(state.players))))
    app.switch(scene)
    app.step(FRAME)
    return app, scene


def test_seasons_characters_switched_on_in_new_game_play_to_the_score_screen(home):
    """New game with the Seasons characters: every step a gesture (the handoff screen passed
    between players), and the score screen names the characters that stood in the garden."""
    app, scene = start_with_parts([SC], 3)
    play_to_the_score_screen(app, scene, random.Random(3))
    placed = {
        scene.state.catalog.characters[c.character].name
        for p in scene.state.result.players
        for c in p.characters
    }
    assert placed & OURS  # some of them played and scored
    for name in placed & OURS:
        assert name in app.scene.details.html_text


def diplomat_turn():
    """Ann to play with G09 on top of its stack; Bo's active character is the Diplomat."""
    state = neutral(game(["Ann", "Bo"], ruleset=[SC]))
    state.players[1].active = "diplomat"
    state.ext[SC].tokens["diplomat"] = 2
    return set_top(state, "greenery", "G09")


def test_the_diplomats_owner_is_handed_the_screen_to_choose_and_hands_it_back(home):
    app, scene = play_scene(diplomat_turn())
    perform(app, scene, Build("greenery", 4, 2, 0))
    assert scene.handoff == 1  # Bo is asked, out of Ann's turn
    assert "Bo's choice" in record_text(scene)
    dismiss_handoff(app, scene)
    assert scene.handoff is None and decision(scene.state).player == 1
    use = button_for(scene, UseDiplomat(), app)
    labels = [b.text for b in scene.buttons]
    assert "Use a Diplomat token: gain these rewards too" in labels
    assert "Keep the Diplomat's tokens" in labels
    click(app, use.center)
    for _ in range(3):
        app.step(FRAME)
    assert scene.state.players[1].tracks == [1, 0, 0]
    assert scene.handoff == 0  # back to Ann, whose turn goes on
    assert "Ann's turn" in record_text(scene)
    dismiss_handoff(app, scene)
    assert decision(scene.state).player == 0 and decision(scene.state).kind == "post"
    assert not scene.session.can_undo  # Ann cannot undo Bo's choice
    said = "Bo uses a Diplomat token and also gains Ann's tile rewards: +1 greenery, 1 coin"
    assert said in scene.session.log


def viola_michele_to_place():
    """Ann has just influenced Viola & Michele (the Monk was her active character)."""
    state = neutral(game(["Ann", "Bo"], ruleset=[SC]))
    state.players[0].active = "monk"
    state.tasks = [("post",), ("place_character", "viola_michele")]
    state.turn.main_done = state.turn.influenced = True
    return state


def test_viola_and_michele_ask_their_three_directions_and_show_them(home):
    app, scene = play_scene(viola_michele_to_place(), handoff=False)
    perform(app, scene, PlaceCharacter("viola_michele", 4, 3, "tile", "N"))
    assert decision(scene.state).kind == "three_directions"
    labels = {b.text for b in scene.buttons}
    assert {"Look north, east and south", "Look north, south and west"} <= labels
    assert "Look north, east and west" in labels
    click(app, button_for(scene, LookThreeWays("W"), app).center)  # north, east and south
    for _ in range(3):
        app.step(FRAME)
    assert "Ann's Viola & Michele look north, east and south" in scene.session.log
    scene.draw(app.screen)
    lay = scene.board.layout
    ox, oy = lay.bounds.topleft

    def dotted(x, y):
        centre = lay.cell_rect(x, y).move(-ox, -oy).center
        return tuple(scene.board.layer.get_at(centre))[:3] == palette.SEAL_RED

    assert dotted(4, 1) and dotted(6, 3) and dotted(4, 6)  # north, east, south
    assert not dotted(1, 3)  # not west


def actress_taken():
    """Ann has just influenced the Actress (the Monk was her active character)."""
    from engine.tang_garden.actions import Influence, TakeCharacter
    from tests.helpers import do

    state = neutral(game(["Ann", "Bo"], ruleset=[SC]))
    state.players[0].active = "monk"
    state.players[0].character_token = True
    state.tasks = [("post",)]
    state.turn.main_done = True
    if "actress" not in state.char_display:
        state.char_deck.remove("actress")
        state.char_display.append("actress")
    return do(state, Influence(), TakeCharacter("actress"))


def test_the_actress_free_placement_lantern_stands_a_character_on_a_plain_tile(home):
    """Her lantern is in Ann's row; clicked and confirmed, the Monk is dragged onto a quarter
    of the starting tile without a character spot; the lantern goes with her card."""
    from engine.tang_garden.actions import UseLantern

    app, scene = play_scene(actress_taken(), handoff=False)
    assert "actress_free_placement" in scene.state.players[0].lanterns
    perform(app, scene, UseLantern("actress_free_placement"))
    assert scene.state.turn.lantern == "actress_free_placement"
    perform(app, scene, PlaceCharacter("monk", 3, 3, "tile", "W"))
    assert scene.state.minis[3, 3, "tile"].character == "monk"
    assert scene.state.players[0].active == "actress"
