"""The Seasons decoration sets on screen, by posted mouse and key events: switched on in New game
and played to the end screen, a pagoda stacked by dragging its card onto a stack, the stack's
picture and hover card."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.actions import Decorate, PlaceDecoration
from engine.tang_garden.game import apply, legal_actions, new_game
from game.app import App
from game.layout import PANEL
from game.scenes.common import default_table
from game.scenes.end import EndScene, category_label
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.helpers import deck_top, do, put
from tests.test_scenarios_ui import new_game_screen
from tests.ui_driver import FRAME, click, drag, in_sight, perform, post, spot, switch_on, wheel_down

pytestmark = pytest.mark.ui

SETS = ("bushes", "insects", "nature", "pagodas")


def test_new_game_offers_the_four_sets_and_greys_them_for_the_solo_game(home):
    app = new_game_screen()
    picker = app.scene.picker
    assert set(SETS) <= set(picker.part_ids)
    for pid in SETS:
        assert "#small_toggle_off" in picker.buttons[pid].object_ids
    app.scene.set_count(1)
    for pid in SETS:
        assert "#small_toggle_greyed" in picker.buttons[pid].object_ids
        assert picker.reasons[pid]


@pytest.mark.parametrize("seed", [2, 6])
def test_the_four_sets_switched_on_in_new_game_play_by_mouse_to_the_end_screen(home, seed):
    """Each step a gesture, players keen on decorations and pagodas: the end screen names a row
    for each new scoring category, and no button shows an identifier."""
    app = new_game_screen(speed="off")
    picker = app.scene.picker
    for pid in SETS:
        switch_on(app, pid)
    assert picker.parts == set(SETS)
    click(app, app.scene.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text=str(seed))
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene), app.scene.seed_message.text
    assert {m.id for m in scene.state.ruleset.modules} == set(SETS)
    rand = random.Random(seed)
    stacked = 0
    for _ in range(4000):
        if app.scene is not scene:
            break
        texts = [button.text for button in scene.buttons]
        assert not [t for t in texts if "_" in t], texts
        assert all(PANEL.contains(button.rect) for button in scene.buttons), texts
        options = scene.options
        keen = [o for o in options if isinstance(o, Decorate)]
        keen += [o for o in options if isinstance(o, PlaceDecoration)]
        action = rand.choice(keen if keen and rand.random() < 0.7 else options)
        stacks = scene.state.ext["pagodas"].stacks
        stacked += isinstance(action, PlaceDecoration) and (action.x, action.y) in stacks
        before = len(scene.state.actions())
        perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message
    assert isinstance(app.scene, EndScene)
    end = app.scene
    state = scene.state
    kept = {state.catalog.card_type[c].id for p in state.players for c in p.cards}
    new = {"hydrangea", "osmanthus", "myrtle", "photinia", "dragonfly", "ladybug"}
    new |= {"lanternfly", "caterpillar", "ginkgo", "water_lily", "squirrel", "pagoda"}
    assert kept & new  # the game used the sets' cards
    for key in new:
        assert key in end.keys or key in end.unscored, key
        assert "_" not in category_label(key, state)
    assert category_label("pagoda", state) == "Pagoda stacks"
    assert stacked or not state.ext["pagodas"].stacks


def stack_ready(players=3):
    """Player 2's Place a Decoration with a Pagoda card drawn; a 3-pawn stack on a rock area."""
    state = new_game(players, 3, ruleset=list(SETS))
    while state.current != 1 or state.tasks[-1][0] != "main":
        state, _ = apply(state, legal_actions(state)[-1])
    rock = next(p for p, c in state.board.items() if c.icon == "rock")
    state.decorations.pop(rock, None)
    state.decorations[rock] = "pagoda"
    state.ext["pagodas"].stacks[rock] = [0, 2, 0]
    state.supply["pagoda"] -= 3
    return do(deck_top(state, "pagoda_5", "squirrel_1"), Decorate()), rock


def test_a_pagoda_is_stacked_by_dragging_its_card_onto_the_stack(home):
    state, rock = stack_ready()
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(3)))
    app.switch(scene)
    app.step(FRAME)
    lower = spot(scene, "decoration", rock)
    drag(app, spot(scene, "card", "pagoda_5").center, scene.layout.cell_rect(*rock).center)
    assert scene.state.ext["pagodas"].stacks[rock] == [0, 2, 0, 1]
    assert scene.state.actions()[-1] == PlaceDecoration("pagoda_5", *rock)
    higher = spot(scene, "decoration", rock)
    assert higher.h > lower.h  # the stack stands a storey taller
    post(app, pygame.MOUSEMOTION, pos=higher.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(FRAME)
    assert scene.hover.shown == ("decoration", rock)
    from game.hover import entry_for

    entry = entry_for(scene.state, "decoration", rock)
    assert entry.title.startswith("Pagoda stack at")
    assert "4 pawns (Player 1: 2, Player 3: 1, Player 2: 1); it is full" in entry.lines[0][1]


def test_a_full_stack_refuses_a_pawn_with_the_reason(home):
    state, rock = stack_ready()
    state.ext["pagodas"].stacks[rock].append(2)
    state.supply["pagoda"] -= 1
    put(state, "R01", 0, *min(state.frontier))  # another rock area: the card can be picked up
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(3)))
    app.switch(scene)
    app.step(FRAME)
    drag(app, spot(scene, "card", "pagoda_5").center, scene.layout.cell_rect(*rock).center)
    assert scene.state.ext["pagodas"].stacks[rock] == [0, 2, 0, 2]
    assert "holds 4 pawns at most" in scene.message


def test_every_piece_of_the_supply_shows_in_the_panel_with_many_sets(home):
    """Twenty-three decoration types: the supply wraps onto more rows instead of running off the
    panel's right edge."""
    state = new_game(2, 1, ruleset=[*SETS, "ghost-stories", "golden-age"])
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(2)))
    app.switch(scene)
    scene.draw(app.screen)
    shown = {p: r for r, k, p in scene.panel.hotspots if k == "supply"}
    assert set(shown) == set(state.supply)
    assert all(PANEL.contains(r) for r in shown.values()), shown
    assert all(r.bottom < scene.panel.log_rect.top for r in shown.values())


def test_every_expansion_part_scrolls_into_sight_and_switches_on_by_mouse(home):
    """More parts than New game's column holds: the mouse wheel over the list brings each one
    into sight (inside the window and the list), and a click there switches it on."""
    app = new_game_screen()
    picker = app.scene.picker
    seen = set()
    for _ in range(40):
        seen |= {pid for pid in picker.part_ids if in_sight(app, pid)}
        wheel_down(app)
    assert seen == set(picker.part_ids)
    switch_on(app, "pagodas")
    assert "pagodas" in picker.parts


def test_a_pagoda_card_without_a_pawn_left_says_so_when_picked_up(home):
    """All four pawns in the garden: picking up the greyed Pagoda card gives that reason (not
    "no rock area is free")."""
    state, rock = stack_ready()
    state.ext["pagodas"].stacks[rock] = [1, 1, 1, 1]
    put(state, "R01", 0, *min(state.frontier))  # a free rock area stays
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(3)))
    app.switch(scene)
    app.step(FRAME)
    card = spot(scene, "card", "pagoda_5").center
    drag(app, card, scene.layout.cell_rect(*min(state.frontier)).center)
    assert scene.state is state
    assert scene.message == "All your 4 Pagoda pawns are in the garden."
