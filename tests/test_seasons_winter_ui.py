"""Winter and the Dragons on screen, by posted mouse and key events: New game offers Winter with
its parts, F1 explains it, a Roof tile is dragged from its stack onto the roof, a reserved card
is dragged onto the garden, the roof explains itself on hover, and a whole game plays from New
game to the score screen with the Dragons' category."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.game import apply, legal_actions, new_game
from engine.tang_garden.modules.dragons import ActivateReserved, ReserveCard
from engine.tang_garden.modules.winter.module import PlaceRoof
from game import assets
from game.hover import entry_for
from game.scenes.end import EndScene
from game.scenes.rules import RulesScene
from tests.test_scenarios_ui import (
    play_to_the_score_screen,
    scene_at,
    start_scenario,
)
from tests.ui_driver import FRAME, drag_piece, key, perform, post

pytestmark = pytest.mark.ui


def until(state, wanted, seed: int):
    rand = random.Random(seed)
    for _ in range(3000):
        if wanted(state):
            return state
        state = apply(state, rand.choice(legal_actions(state)))[0]
        assert not state.over
    raise AssertionError("not reached")


def test_new_game_offers_winter_with_its_parts_and_f1_explains_it(home):
    app, scene = start_scenario("winter", 3)
    ids = {m.id for m in scene.state.ruleset.modules}
    assert {"winter", "dragons", "lanterns-05-09"} <= ids
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    assert "Winter (Seasons)" in app.scene.titles
    assert "Dragons" in app.scene.titles


def test_a_roof_tile_is_dragged_from_its_stack_onto_the_roof(home):
    state = until(
        new_game(2, 4, ruleset=["winter"]),
        lambda s: any(isinstance(o, PlaceRoof) for o in legal_actions(s)),
        4,
    )
    app, scene = scene_at(state)
    roof = next(o for o in scene.options if isinstance(o, PlaceRoof))
    drag_piece(app, scene, roof)
    assert scene.state.actions()[-1] == roof
    assert (roof.x, roof.y) in scene.state.ext["winter"].tiles


def reserved_ready(s) -> bool:
    return any(isinstance(o, ActivateReserved) for o in legal_actions(s))


def with_a_reserved_card():
    """A Winter game where the player to move may place the card reserved under a Dragon."""
    state = new_game(2, 6, ruleset=["winter"])
    rand = random.Random(6)
    for _ in range(3000):
        if reserved_ready(state):
            return state
        options = legal_actions(state)
        reserve = [o for o in options if isinstance(o, ReserveCard)]
        state = apply(state, reserve[0] if reserve else rand.choice(options))[0]
    raise AssertionError("no card reserved")


def test_a_reserved_card_is_dragged_onto_the_garden_on_a_later_turn(home):
    state = with_a_reserved_card()
    app, scene = scene_at(state)
    activate = next(o for o in scene.options if isinstance(o, ActivateReserved))
    perform(app, scene, activate)
    assert scene.state.actions()[-1] == activate
    assert activate.card in scene.state.players[state.current].cards


def test_the_dragons_panel_says_reserved_beside_a_reserved_card(home, monkeypatch):
    state = with_a_reserved_card()
    drawn: list[str] = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda w, *a, **k: drawn.append(w) or real(w, *a, **k))
    scene_at(state)
    assert "reserved" in drawn


def test_the_roof_explains_itself_on_hover(home):
    state = new_game(3, 2, ruleset=["winter"])
    app, scene = scene_at(state)
    found = {}
    for rect, kind, payload in scene.board.hotspots:
        if kind in ("zone_space", "zone_corner"):
            found.setdefault(kind, (rect, payload))
    assert set(found) == {"zone_space", "zone_corner"}
    for kind, (rect, payload) in found.items():
        post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == (kind, payload), kind
        assert entry_for(scene.state, kind, payload).lines


@pytest.mark.parametrize("seed", [15, 16])
def test_whole_winter_game_by_mouse_and_keys_reaches_the_score_screen(home, seed):
    app, scene = start_scenario("winter", seed)
    play_to_the_score_screen(app, scene, random.Random(seed))
    assert isinstance(app.scene, EndScene)
    assert all("dragons" in p.categories for p in scene.state.result.players)


def test_the_end_screen_names_the_dragons_and_the_roof_cards():
    from game.scenes.end import category_label

    state = new_game(2, 1, ruleset=["winter"])
    assert category_label("dragons", state) == "Dragons on the roof"
    assert category_label("roof_blue", state) == "Roof cards"


def test_the_supply_shows_no_roof_pieces_as_no_roof_card_is_ever_placed(home):
    """The decorations' supply lists the pieces that go on the garden: the Roof cards' colours
    added four "1" counts there, which no one could place."""
    app, scene = scene_at(new_game(2, 3, ruleset=["winter"]))
    supply = [(r, p) for r, k, p in scene.panel.hotspots if k == "supply"]
    post(app, pygame.MOUSEMOTION, pos=supply[-1][0].center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(FRAME)
    shown = [p for r, k, p in scene.panel.hotspots if k == "supply"]
    assert scene.hover.shown == ("supply", shown[-1])
    assert shown and not [p for p in shown if p.startswith("roof")]


def test_the_end_screen_adds_the_roof_cards_of_every_colour_in_one_row(home):
    from engine.tang_garden.simulate import play_random
    from game.app import App
    from game.scenes.common import default_table
    from game.session import Session
    from game.settings import Settings

    state = play_random(2, 5, ruleset=["winter"])[0]
    app = App(settings=Settings(animation="off"))
    app.switch("end", session=Session(state, table=default_table(2)))
    app.step(FRAME)
    key(app, pygame.K_SPACE)  # the count-up ends
    app.step(FRAME)
    end = app.scene
    roof = [k for k in end.keys if k.startswith("roof")]
    assert len(roof) == 1  # there were four rows, one per colour
    for i, player in enumerate(state.result.players):
        held = sum(v for k, v in player.categories.items() if k.startswith("roof"))
        assert end.cells[i, roof[0]].text == str(held)


def test_the_roof_shows_its_bonuses_as_pictures_of_coins_and_track_colours(home):
    """A roof space's bonus reads without a legend ("W", "1c+G" were letters to learn): a
    water step is a chip of the water colour, coins a gold coin; the hover card says it."""
    from game import palette

    app, scene = scene_at(new_game(2, 3, ruleset=["winter"]))
    lay = scene.layout
    for cell, colour in (((4, 2), palette.WATER), ((3, 2), palette.GOLD)):  # E3, D3
        rect = lay.cell_rect(*cell)
        post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == ("zone_space", ("roof", cell))
        post(app, pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
        app.step(FRAME)  # the hover card goes
        scene.draw(app.screen)
        middle = rect.inflate(-rect.w // 2, -rect.h // 2)
        seen = {
            tuple(app.screen.get_at((x, y)))[:3]
            for x in range(middle.left, middle.right)
            for y in range(middle.top, middle.bottom)
        }
        assert colour in seen
