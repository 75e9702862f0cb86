"""The Seasons Equinox on screen, by posted mouse and key events: New game offers it with its
bundle and lanterns, F1 explains it, a tile is gathered with by dragging the hand's Gather piece,
a Pagoda is built by clicking a Corner tile (refused in words when it cannot be paid), the Worker
is moved with Worker move by dragging it, every player's board shows resources, Worker and
bonuses, every Equinox piece explains itself on hover, and a whole game plays from New game to
the score screen with its Pagodas category."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.game import apply, decision, legal_actions, new_game
from engine.tang_garden.modules.equinox import (
    BuildPagoda,
    GatherResources,
    MoveWorker,
    PagodaReward,
)
from game import palette
from game.hover import entry_for
from game.scenes.end import EndScene
from game.scenes.rules import RulesScene
from tests.test_scenarios_ui import (
    play_to_the_score_screen,
    scenario_chosen,
    scene_at,
    start_scenario,
)
from tests.ui_driver import FRAME, click, key, perform, post, spot

pytestmark = pytest.mark.ui
RESOURCES = ("wood", "sand", "stone")


def test_new_game_offers_equinox_with_its_parts_and_lanterns_and_greys_market(home):
    app = scenario_chosen("equinox")
    picker = app.scene.picker
    assert picker.scenario == "equinox"
    assert "#small_toggle_greyed" in picker.buttons["summer-central-tile"].object_ids
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    state = app.scene.state
    assert {"equinox", "bamboo-kingfisher"} <= {m.id for m in state.ruleset.modules}
    assert list(state.players[0].lanterns) == [
        "double_decoration",
        "worker_move",
        "double_build",
        "search_deck",
    ]


def test_f1_explains_equinox(home):
    app, _ = start_scenario("equinox", 3)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    assert "Equinox (Seasons)" in app.scene.titles
    text = app.scene.text.replace("\n", " ")
    assert "Gather Resources" in text and "Worker move" in text


def test_a_tile_is_gathered_with_by_dragging_the_gather_piece(home):
    app, scene = start_scenario("equinox", 4)
    gather = next(o for o in scene.options if isinstance(o, GatherResources))
    assert spot(scene, "eq_gather", gather.stack)  # in the hand
    perform(app, scene, gather)
    assert gather in scene.state.actions()
    me = scene.state.actions().count(gather) and scene.state.players
    assert any(p.workers == [(gather.x, gather.y)] for p in me)
    assert spot(scene, "eq_worker_at", None)  # the Worker stands in the garden


def test_a_pagoda_is_built_by_clicking_a_corner_and_refused_in_words_when_too_dear(home):
    state = new_game(2, 5, first=0, ruleset=["equinox"])
    app, scene = scene_at(state)
    click(app, spot(scene, "eq_corner", "NE").center)
    for _ in range(3):
        app.step(FRAME)
    assert "costs 1 wood, 1 sand and 1 stone" in scene.message
    assert not scene.state.ext["equinox"].stacks["NE"]
    rich = state.clone()
    rich.players[0].resources = dict.fromkeys(RESOURCES, 4)
    rich.ext["equinox"].stacks["NE"] = [1]
    app, scene = scene_at(rich)
    perform(app, scene, BuildPagoda("NE"))
    assert scene.state.ext["equinox"].stacks["NE"] == [1, 0]
    assert decision(scene.state).kind == "eq_reward"
    texts = [b.text for b in scene.buttons]
    assert any(t.startswith("Take 2 coins") for t in texts), texts
    perform(app, scene, PagodaReward("coins"))
    assert scene.state.players[0].coins == rich.players[0].coins + 2


def test_worker_move_drags_the_worker_to_a_surrounding_tile(home):
    state = new_game(2, 6, first=0, ruleset=["equinox"])
    rand = random.Random(6)
    for _ in range(5):  # a few tiles in the north-west
        state = state.clone()
        state.tasks = [("post",), ("main",)]
        builds = [o for o in legal_actions(state) if type(o).__name__ == "Build"]
        state = apply(state, rand.choice(builds))[0]
    state = state.clone()
    state.tasks = [("post",), ("main",)]
    gather = next(
        g
        for g in legal_actions(state)
        if isinstance(g, GatherResources)
        and any(abs(g.x - x) <= 1 and abs(g.y - y) <= 1 for x, y in state.board)
    )
    state = apply(state, gather)[0]
    app, scene = scene_at(state)
    use = next(o for o in scene.options if type(o).__name__ == "UseLantern")
    perform(app, scene, use)
    move = next(o for o in scene.options if isinstance(o, MoveWorker))
    perform(app, scene, move)
    assert scene.state.players[0].workers == [(move.x, move.y)]


def test_every_players_board_shows_resources_worker_and_bonuses(home):
    state = new_game(3, 2, first=0, ruleset=["equinox"])
    state.players[1].resources = {"wood": 3, "sand": 0, "stone": 1}
    state.players[2].workers = [(3, 3)]
    corner = next(c for c, t in state.ext["equinox"].tiles.items() if t == "track_coins")
    state.ext["equinox"].stacks[corner] = [1]
    state.players[1].modifiers = {"track_coins": 3}
    _, scene = scene_at(state)
    kinds = {(k, p) for _, k, p in scene.panel.hotspots}
    for i in range(3):
        for r in RESOURCES:
            assert ("resource", (i, r)) in kinds
        assert ("worker_of", (i, 0)) in kinds
    assert ("eq_bonus", (1, corner)) in kinds
    wood = entry_for(scene.state, "resource", (1, "wood"))
    assert ("Held", f"{state.players[1].name} holds 3") in wood.lines
    worker = entry_for(scene.state, "worker_of", (2, 0))
    assert "D4" in worker.lines[0][1]
    bonus = entry_for(scene.state, "eq_bonus", (1, corner))
    assert bonus.title == "Track coins (permanent bonus)"


def test_every_equinox_piece_explains_itself_on_hover(home):
    state = new_game(2, 3, first=0, ruleset=["equinox"])
    state.players[1].workers = [(1, 0)]
    state.board[1, 0] = state.catalog.cells[state.stacks["greenery"][0], 0]
    app, scene = scene_at(state)
    found = {}
    for rect, kind, payload in scene.shelf_spots + scene.board.hotspots + scene.panel.hotspots:
        if kind.startswith("eq_") or kind in ("resource", "worker_of"):
            found.setdefault(kind, (rect, payload))
    assert {"eq_corner", "eq_gather", "eq_worker_at", "eq_neutral", "resource", "worker_of"} <= set(
        found
    )
    for kind, (rect, payload) in found.items():
        post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == (kind, payload), kind
        entry = entry_for(scene.state, kind, payload)
        assert entry is not None and entry.lines, kind
        assert not any("_" in text for _, text in entry.lines), kind
    tao = state.catalog.stack_corner["tao"]
    corner = entry_for(scene.state, "eq_corner", tao)
    assert any(label == "Tao corner" for label, _ in corner.lines)


@pytest.mark.parametrize("seed", [21, 22])
def test_whole_equinox_game_by_mouse_and_keys_reaches_the_score_screen(home, seed):
    """New game, Equinox chosen, every step a gesture (no button shows an identifier), until
    the score screen, which has the Pagodas category."""
    app, scene = start_scenario("equinox", seed)
    play_to_the_score_screen(app, scene, random.Random(seed))
    assert isinstance(app.scene, EndScene)
    assert scene.state.over
    made = {type(a) for a in scene.state.actions()}
    assert GatherResources in made
    assert "pagodas" in scene.state.result.players[0].categories


def gathering_state(seed: int = 6):
    """A 2-player Equinox game whose first player has just gathered next to a few tiles (their
    Worker may move with Worker move)."""
    state = new_game(2, seed, first=0, ruleset=["equinox"])
    rand = random.Random(seed)
    for _ in range(5):  # a few tiles in the north-west
        state = state.clone()
        state.tasks = [("post",), ("main",)]
        builds = [o for o in legal_actions(state) if type(o).__name__ == "Build"]
        state = apply(state, rand.choice(builds))[0]
    state = state.clone()
    state.tasks = [("post",), ("main",)]
    return state


def test_a_gather_turn_logs_what_was_gathered_not_a_build(home):
    """The log says the tile was laid to gather and what the Worker gathered, once; never that
    the player "builds"."""
    state = gathering_state()
    app, scene = scene_at(state)
    before = dict(scene.state.players[0].resources)
    gather = next(
        g
        for g in scene.options
        if isinstance(g, GatherResources)
        and any(abs(g.x - x) <= 1 and abs(g.y - y) <= 1 for x, y in state.board)
    )
    seen = len(scene.session.log)
    perform(app, scene, gather)
    stay = next(o for o in scene.options if type(o).__name__ == "StayWorker")
    perform(app, scene, stay)
    lines = scene.session.log[seen:]
    assert not any(" builds " in line for line in lines), lines
    after = scene.state.players[0].resources
    got = [f"{after[r] - before[r]} {r}" for r in RESOURCES if after[r] > before[r]]
    assert got
    said = [line for line in lines if "gather" in line]
    assert len(said) == 2, lines  # the tile laid to gather, and what the Worker gathered
    assert all(part in said[1] for part in got), lines
    assert not any("(gathered)" in line for line in lines), lines  # said once, not again


def test_the_dragged_worker_is_drawn_in_its_players_colour(home):
    state = apply(gathering_state(), GatherResources(*gathered_next_to_tiles()))[0]
    app, scene = scene_at(state)
    perform(app, scene, next(o for o in scene.options if type(o).__name__ == "UseLantern"))
    move = next(o for o in scene.options if isinstance(o, MoveWorker))
    start = spot(scene, "eq_worker", None).center
    end = scene.layout.cell_rect(move.x, move.y).center
    post(app, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    held = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    post(app, pygame.MOUSEMOTION, pos=held, rel=(1, 1), buttons=(1, 0, 0))
    scene.draw(app.screen)
    assert scene.drag is not None
    around = app.screen.subsurface(pygame.Rect(0, 0, 60, 60).move(held[0] - 30, held[1] - 30))
    pixels = [around.get_at((x, y))[:3] for x in range(60) for y in range(60)]
    own, grey = tuple(scene.colours[0][:3]), palette.NEUTRAL.rgb
    assert pixels.count(own) > 40, pixels.count(own)
    assert pixels.count(grey) < pixels.count(own)


def gathered_next_to_tiles() -> tuple[str, int, int, int]:
    state = gathering_state()
    g = next(
        g
        for g in legal_actions(state)
        if isinstance(g, GatherResources)
        and any(abs(g.x - x) <= 1 and abs(g.y - y) <= 1 for x, y in state.board)
    )
    return g.stack, g.x, g.y, g.rot


def test_no_empty_badge_line_before_a_bonus_and_the_bonus_shows_once_unlocked(home):
    """Before anyone has a permanent bonus, a player's board ends with their resources; the
    first Pagoda pawn (a click on a Corner tile) brings a line with its bonus."""
    state = new_game(2, 5, first=0, ruleset=["equinox"])
    state.players[0].resources = dict.fromkeys(RESOURCES, 4)
    app, scene = scene_at(state)

    def below() -> tuple[pygame.Rect, int]:
        """Player 1's wood and the top of player 2's board (its tracks start 30 px in)."""
        return spot(scene, "resource", (0, "wood")), spot(scene, "track", (1, 0)).top - 30 * scale

    scale = scene.layout.scale
    mine, next_board = below()
    assert next_board - mine.bottom < mine.height, (mine, next_board)  # no blank line between
    assert not any(k == "eq_bonus" for _, k, _ in scene.panel.hotspots)
    click(app, spot(scene, "eq_corner", "NE").center)
    for _ in range(3):
        app.step(FRAME)
    chip = spot(scene, "eq_bonus", (0, "NE"))
    mine, next_board = below()
    assert mine.bottom <= chip.top and chip.bottom < next_board
