"""The Seasons Market on screen, by posted mouse and key events: New game offers it with its
bundle and greys what it cannot be played with, F1 explains it, the markets' tiles and cards are
dragged, restocking is a button in a player's words, every market piece explains itself on hover,
and a whole game plays from New game to the score screen."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.game import apply, legal_actions, new_game
from engine.tang_garden.modules.market import Restock, TakeMarketTile
from game.hover import entry_for
from game.scenes.end import EndScene
from game.scenes.rules import RulesScene
from tests.test_scenarios_ui import (
    play_to_the_score_screen,
    record_text,
    scenario_chosen,
    scene_at,
    start_scenario,
)
from tests.ui_driver import FRAME, click, drag_piece, key, perform, post, spot

pytestmark = pytest.mark.ui


def test_new_game_offers_market_with_its_parts_and_greys_the_summer_central_tile(home):
    """Choosing Market plays it with Bamboo & Kingfisher and its lanterns; the Summer central
    tile, which needs a central tile, is greyed with the reason."""
    app = scenario_chosen("market")
    picker = app.scene.picker
    assert picker.scenario == "market"
    assert "#small_toggle_greyed" in picker.buttons["summer-central-tile"].object_ids
    assert "Market" in picker.reasons["summer-central-tile"]
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    state = app.scene.state
    assert {"market", "bamboo-kingfisher", "lanterns-05-09"} <= {
        m.id for m in state.ruleset.modules
    }
    assert set(state.players[0].lanterns) == {
        "combined_actions",
        "move_character",
        "double_build",
        "search_deck",
    }


def test_f1_explains_the_markets(home):
    app, _ = start_scenario("market", 3)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    assert "Market (Seasons)" in app.scene.titles
    assert "Merchant walks clockwise" in app.scene.text.replace("\n", " ")


def test_a_market_tile_is_built_by_dragging_it_from_the_panel(home):
    app, scene = start_scenario("market", 4)
    assert "Markets" in record_text(scene)
    take = next(o for o in scene.options if isinstance(o, TakeMarketTile))
    drag_piece(app, scene, take)
    assert scene.state.actions()[-1] == take
    assert (take.x, take.y) in scene.state.board


def test_a_market_card_is_dragged_onto_a_free_area(home):
    state = new_game(2, 6, ruleset=["market"])
    rand = random.Random(6)
    while not (
        state.tasks[-1][0] == "main"
        and state.ruleset.by_id["market"].card_fits(state)
        and state.board
    ):
        state, _ = apply(state, rand.choice(legal_actions(state)))
    app, scene = scene_at(state)
    assert "Place a market's decoration  [D]" in [b.text for b in scene.buttons]
    state = apply(state, next(o for o in legal_actions(state) if type(o).__name__ == "Decorate"))[0]
    app, scene = scene_at(state)
    place = next(o for o in scene.options if type(o).__name__ == "PlaceDecoration")
    assert place.card in state.ext["market"].cards.values()
    perform(app, scene, place)
    assert scene.state.actions()[-1] == place
    assert place.card in scene.state.players[state.current].cards


def test_restocking_is_one_row_of_the_markets_panel_with_its_prices(home):
    """No coin yet: only the Merchant's market can be restocked, for free; no option button
    restocks (there were five); a click on the dearer ones says their price; he walks on."""
    app, scene = start_scenario("market", 5)
    assert scene.state.player.coins == 0
    assert [o for o in scene.options if isinstance(o, Restock)] == [Restock("SW")]
    texts = [b.text for b in scene.buttons]
    assert not [t for t in texts if "Restock" in t or "New cards" in t], texts
    assert "Pass (no market card fits)  [D]" in texts  # no garden tile yet: no area
    click(app, spot(scene, "restock", "NW").center)
    for _ in range(3):
        app.step(FRAME)
    assert not scene.state.actions() and "costs 1 coin" in scene.message
    click(app, spot(scene, "restock", "SW").center)
    for _ in range(3):
        app.step(FRAME)
    assert scene.state.actions()[-1] == Restock("SW")
    assert scene.state.ext["market"].merchant == "NW"
    assert not [o for o in scene.options if isinstance(o, Restock)]  # once a turn
    click(app, spot(scene, "restock", "NW").center)
    for _ in range(3):
        app.step(FRAME)
    assert "already restocked" in scene.message


def test_every_market_piece_explains_itself_on_hover(home):
    state = new_game(3, 2, ruleset=["market"])
    app, scene = scene_at(state)
    found = {}
    for rect, kind, payload in scene.board.hotspots + scene.panel.hotspots:
        if kind in ("market", "market_tile", "card"):
            found.setdefault(kind, (rect, payload))
    assert set(found) == {"market", "market_tile", "card"}
    for kind, (rect, payload) in found.items():
        post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == (kind, payload), kind
        entry = entry_for(scene.state, kind, payload)
        assert entry is not None and entry.lines, kind
    merchant = entry_for(scene.state, "market", "SW")
    assert merchant.title == "The south-west market"
    assert any("free" in text for _, text in merchant.lines)


@pytest.mark.parametrize("seed", [11, 12])
def test_whole_market_game_by_mouse_and_keys_reaches_the_score_screen(home, seed):
    """New game, Market chosen, every step a gesture (no button shows an identifier), until
    the score screen."""
    app, scene = start_scenario("market", seed)
    play_to_the_score_screen(app, scene, random.Random(seed))
    assert isinstance(app.scene, EndScene)
    assert scene.state.over
    made = {type(a) for a in scene.state.actions()}
    assert TakeMarketTile in made


def test_in_a_small_window_the_markets_are_in_view_above_the_characters(home):
    """At 1024x640 the panel scrolls: the Markets (every tile and card the main action takes,
    and the restocks) come right under the players, not below the fold; a click restocks."""
    from game.app import App
    from game.scenes.common import default_table
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings

    app = App(settings=Settings(animation="off", show_handoff=False), window=(1024, 640))
    scene = PlayScene(app, Session(new_game(2, 7, ruleset=["market"]), table=default_table(2)))
    app.switch(scene)
    app.step(FRAME)
    kinds = {kind for _, kind, _ in scene.panel.hotspots}
    assert {"market_tile", "restock"} <= kinds
    click(app, spot(scene, "restock", "SW").center)
    for _ in range(3):
        app.step(FRAME)
    assert scene.state.actions()[-1] == Restock("SW")
