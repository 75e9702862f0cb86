"""The Seasons Promenade on screen, by posted mouse and key events: New game offers it, F1
explains it, a Wall tile is dragged onto the ring (turned over with R), the footpath reward is a
button, every piece of the wall explains itself on hover, and a whole game plays from New game to
the score screen."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.game import apply, legal_actions, new_game
from engine.tang_garden.modules.promenade import PlaceWall
from game.hover import entry_for
from game.scenes.end import EndScene
from game.scenes.rules import RulesScene
from tests.test_scenarios_ui import (
    play_to_the_score_screen,
    record_text,
    scene_at,
    start_scenario,
)
from tests.ui_driver import FRAME, drag_piece, key, post

pytestmark = pytest.mark.ui


def at_a_wall(seed: int):
    """A game whose pending decision is laying a Wall tile."""
    state = new_game(2, seed, ruleset=["promenade"])
    rand = random.Random(seed)
    while state.tasks[-1][0] != "place_wall":
        state = apply(state, rand.choice(legal_actions(state)))[0]
        assert not state.over
    return state


def test_new_game_offers_promenade_with_its_parts_and_f1_explains_it(home):
    app, scene = start_scenario("promenade", 3)
    state = scene.state
    assert {"promenade", "bamboo-kingfisher", "lanterns-05-09"} <= {
        m.id for m in state.ruleset.modules
    }
    assert "free_placement" in state.players[0].lanterns
    assert "Wall tiles" in record_text(scene)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    assert "Promenade (Seasons)" in app.scene.titles
    assert "closes round the garden" in app.scene.text.replace("\n", " ")


@pytest.mark.parametrize("rot", [0, 1, 2])
def test_a_wall_tile_is_dragged_onto_the_ring_turned_to_the_side_wanted(home, rot):
    state = at_a_wall(4)
    app, scene = scene_at(state)
    lay = next(o for o in scene.options if isinstance(o, PlaceWall) and o.rot == rot)
    drag_piece(app, scene, lay)
    assert scene.state.actions()[-1] == lay
    assert scene.state.ext["promenade"].laid[lay.x, lay.y] == (lay.wall, rot)


def test_every_piece_of_the_wall_explains_itself_on_hover(home):
    state = at_a_wall(5)
    state = apply(state, next(o for o in legal_actions(state) if isinstance(o, PlaceWall)))[0]
    app, scene = scene_at(state)
    found = {}
    for rect, kind, payload in scene.board.hotspots + scene.panel.hotspots:
        if kind in ("wall", "ring_wall", "corner_wall"):
            found.setdefault(kind, (rect, payload))
    assert set(found) == {"wall", "ring_wall", "corner_wall"}
    for kind, (rect, payload) in found.items():
        post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == (kind, payload), kind
        entry = entry_for(scene.state, kind, payload)
        assert entry is not None and entry.lines, kind


@pytest.mark.parametrize("seed", [13, 14])
def test_whole_promenade_game_by_mouse_and_keys_reaches_the_score_screen(home, seed):
    app, scene = start_scenario("promenade", seed)
    play_to_the_score_screen(app, scene, random.Random(seed))
    assert isinstance(app.scene, EndScene)
    assert PlaceWall in {type(a) for a in scene.state.actions()}


def test_in_a_small_window_the_wall_tiles_to_lay_are_in_view(home):
    """At 1024x640 the panel scrolls: the Wall tiles a token brings (a compulsory choice) come
    right under the players, not below the fold; one is dragged onto the ring."""
    from game.app import App
    from game.scenes.common import default_table
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings

    app = App(settings=Settings(animation="off", show_handoff=False), window=(1024, 640))
    scene = PlayScene(app, Session(at_a_wall(4), table=default_table(2)))
    app.switch(scene)
    app.step(FRAME)
    lay = next(o for o in scene.options if isinstance(o, PlaceWall))
    drag_piece(app, scene, lay)
    assert scene.state.actions()[-1] == lay
