"""The Seasons garden parts on screen, by posted mouse and key events: New game's choice of the
lanterns everyone gets, a whole game with night landscapes, the new garden tiles, the Summer
central tile and lanterns 05 to 09 to the score screen, reserving a tile and building it later,
copying a lantern."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden import actions as A
from engine.tang_garden.modules.lanterns_05_09.module import BuildReserved, CopyLantern, ReserveTile
from game.app import App
from game.scenes.end import EndScene
from game.scenes.play import PlayScene
from game.settings import Settings
from tests.ui_driver import FRAME, button_for, click, perform, post, spot, switch_on

pytestmark = pytest.mark.ui

MINE = ("night-landscapes", "summer-central-tile", "new-garden-tiles", "lanterns-05-09")


def start(parts, seed: int, lanterns=None, speed: str = "off") -> App:
    """New game by clicks: the parts switched on, the lantern set chosen, a fixed seed."""
    app = App(settings=Settings(animation=speed, show_handoff=False))
    app.step(FRAME)
    click(app, app.scene.buttons["new"].rect.center)
    app.step(FRAME)
    picker = app.scene.picker
    for pid in parts:
        switch_on(app, pid)
        app.step(FRAME)
    if lanterns is not None:
        buttons = {value: b for b, (_, value) in picker.set_buttons.items()}
        for value in list(picker.chosen_sets["lanterns-05-09"]):  # switch the default off
            click(app, buttons[value].rect.center)
            app.step(FRAME)
        for value in lanterns:
            click(app, buttons[value].rect.center)
            app.step(FRAME)
        app.step(FRAME)
    click(app, app.scene.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text=str(seed))
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    assert isinstance(app.scene, PlayScene), app.scene.seed_message.text
    return app


def test_new_game_lets_the_players_choose_the_lanterns_everyone_gets(home):
    chosen = ["draw_three_cards", "free_placement", "reserve_tile", "copy_lantern"]
    app = start(["lanterns-05-09"], 3, chosen)
    state = app.scene.state
    assert all(list(p.lanterns) == chosen for p in state.players)
    assert state.setup["ruleset"][0]["options"] == {"lanterns": chosen}


def test_new_game_refuses_a_fifth_lantern_and_an_incomplete_set(home):
    app = App(settings=Settings(animation="off", show_handoff=False))
    app.step(FRAME)
    click(app, app.scene.buttons["new"].rect.center)
    app.step(FRAME)
    picker = app.scene.picker
    switch_on(app, "lanterns-05-09")
    app.step(FRAME)
    buttons = {value: b for b, (_, value) in picker.set_buttons.items()}
    assert buttons["draw_three_cards"].visible
    click(app, buttons["draw_three_cards"].rect.center)  # a fifth: refused, says why
    app.step(FRAME)
    assert "exactly 4" in app.scene.seed_message.text
    assert "draw_three_cards" not in picker.chosen_sets["lanterns-05-09"]
    click(app, buttons["copy_lantern"].rect.center)  # three left: Start says what is missing
    app.step(FRAME)
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    assert not isinstance(app.scene, PlayScene)
    assert "choose 1 more" in app.scene.seed_message.text


def play_until(app, scene, rand, done, own=()):
    """Random gestures (the module's own actions first, half the time) until ``done()``."""
    for _ in range(3000):
        if done() or app.scene is not scene:
            return
        texts = [button.text for button in scene.buttons]
        assert not [t for t in texts if "_" in t], texts  # never an engine identifier
        options = scene.options
        mine = [o for o in options if isinstance(o, own)]
        action = rand.choice(mine if mine and rand.random() < 0.6 else options)
        before = len(scene.state.actions())
        perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message


def test_reserve_a_tile_then_build_it_by_dragging_it_from_the_hand(home):
    app = start(["lanterns-05-09"], 11)
    scene = app.scene
    me = scene.state.current
    perform(app, scene, A.UseLantern("reserve_tile"))
    reserve = next(o for o in scene.options if isinstance(o, ReserveTile))
    tile = scene.state.stacks[reserve.stack][-1]
    click(app, button_for(scene, reserve, app).center)  # "Reserve a water tile from the ..."
    for _ in range(3):
        app.step(FRAME)
    assert scene.state.ext["lanterns-05-09"].reserved == {me: tile}
    assert spot(scene, "reserved_of", tile)  # beside the players, for everyone to see
    rand = random.Random(2)
    play_until(
        app,
        scene,
        rand,
        lambda: (
            scene.state.current == me
            and scene.session.decision.kind == "main"
            and scene.state.turn_number > 1
        ),
        (),
    )
    build = next(o for o in scene.options if isinstance(o, BuildReserved))
    perform(app, scene, build)  # dragged from the hand onto the garden
    assert scene.state.board[build.x, build.y].tile == tile
    assert me not in scene.state.ext["lanterns-05-09"].reserved


def test_copy_a_lantern_by_its_button_keeps_the_copied_one_face_up(home):
    app = start(["lanterns-05-09"], 12)
    scene = app.scene
    me = scene.state.current
    perform(app, scene, A.UseLantern("copy_lantern"))
    copy = CopyLantern("reserve_tile")
    click(app, button_for(scene, copy, app).center)  # “Copy “Reserve a tile””
    app.step(FRAME)
    reserve = next(o for o in scene.options if isinstance(o, ReserveTile))
    perform(app, scene, reserve)
    lanterns = scene.state.players[me].lanterns
    assert lanterns["reserve_tile"] and not lanterns["copy_lantern"]
    assert me in scene.state.ext["lanterns-05-09"].reserved


@pytest.mark.parametrize("seed", [4, 8])
def test_a_game_with_the_four_parts_plays_by_gestures_to_the_score_screen(home, seed):
    app = start(MINE, seed, speed="fast")
    scene = app.scene
    assert {m.id for m in scene.state.ruleset.modules} == set(MINE)
    own = (*scene.state.ruleset.action_classes, A.UseLantern)
    play_until(app, scene, random.Random(seed), lambda: False, own)
    assert isinstance(app.scene, EndScene)
    categories = scene.state.result.players[0].categories
    assert {"fireflies", "fireworks", "silver_walls", "theatre"} <= set(categories)
    end = app.scene
    labels = {e.text for e in end.ui.get_sprite_group().sprites() if type(e).__name__ == "UILabel"}
    shown = {"Fireflies", "Fireworks", "Silver walls", "Theatre"} & labels
    unscored = end.details.html_text
    assert all(name in shown or name in unscored for name in ("Fireflies", "Silver walls"))
    assert not [t for t in labels if "_" in t]


def test_the_new_pieces_explain_themselves_on_hover(home):
    """The new tiles in the garden, the Viewpoint's coins, a night landscape, the reserved tiles
    beside the players and in the hand: resting the pointer on each shows what it is."""
    from engine.tang_garden.game import apply, legal_actions, new_game
    from game.hover import entry_for
    from game.scenes.common import default_table
    from game.session import Session

    state = new_game(3, 4, ruleset=list(MINE))
    rand = random.Random(4)
    turns = 0
    while turns < 10:  # seed 4: a Viewpoint paid two slots, two tiles are reserved
        action = rand.choice(legal_actions(state))
        state, _ = apply(state, action)
        turns += isinstance(action, A.EndTurn)
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(3)))
    app.switch(scene)
    scene.draw(app.screen)
    spots = {}
    for rect, kind, payload in scene.shelf_spots + scene.board.hotspots + scene.panel.hotspots:
        spots.setdefault(kind, (rect, payload))
    wanted = ("seasons_tile", "slot_coins", "slot_landscape", "reserved_of", "reserved_tile")
    assert set(wanted) <= set(spots)
    for kind in wanted:
        rect, payload = spots[kind]
        post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == (kind, payload), kind
        entry = entry_for(scene.state, kind, payload)
        assert entry is not None and entry.lines, kind
        assert not [w for _, w in entry.lines if "_" in w], entry
    coins = entry_for(scene.state, "slot_coins", spots["slot_coins"][1])
    assert "whoever lays a landscape tile" in coins.lines[1][1]
