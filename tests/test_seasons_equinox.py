"""The Seasons scenario Equinox (digest 2.6): one test per rule and per decision (EQ1-EQ18 in
docs/rules-decisions.md), random games with its own invariants (resources within 0..4, pawns
conserved) and identical replays."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden.actions import (
    Build,
    Decorate,
    EndTurn,
    PlaceDecoration,
    RefreshLantern,
    UseLantern,
)
from engine.tang_garden.effects import advance, decoration_draw_count
from engine.tang_garden.game import apply, decision, legal_actions, new_game
from engine.tang_garden.garden import corner_space
from engine.tang_garden.modules.equinox import (
    BuildPagoda,
    ExchangeResources,
    GatherResources,
    MoveWorker,
    PagodaReward,
    StayWorker,
    TakeResource,
)
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.scoring import stack_majority
from engine.tang_garden.setup import SetupError
from tests.test_properties import check_board, check_counts

CORNERS = ("NW", "NE", "SE", "SW")
RESOURCES = ("wood", "sand", "stone")


def equinox(players: int = 2, seed: int = 1):
    return new_game(players, seed, first=0, ruleset=["equinox"])


def corners(state):
    return state.ext["equinox"]


def module(state):
    return next(m for m in state.ruleset.modules if m.id == "equinox")


def of(state, kind):
    return [o for o in legal_actions(state) if isinstance(o, kind)]


def rich(state, amount: int = 4):
    """A copy whose current player holds ``amount`` of every resource."""
    copy = state.clone()
    copy.player.resources = dict.fromkeys(RESOURCES, amount)
    return copy


def texts(events):
    return [e.text if isinstance(e.text, str) else e.text() for e in events]


def gathered(state, action):
    """Apply a Gather Resources and gather where the Worker stands."""
    state, events = apply(state, action)
    if decision(state).kind == "eq_worker":
        state, more = apply(state, StayWorker())
        events += more
    return state, events


def grown(state, tiles: int, seed: int):
    """A copy with ``tiles`` more tiles laid by Build the Garden, the current player to act."""
    rand = random.Random(seed)
    for _ in range(tiles):
        state = state.clone()
        state.tasks = [("post",), ("main",)]
        state = apply(state, rand.choice(of(state, Build)))[0]
    state = state.clone()
    state.tasks = [("post",), ("main",)]
    state.turn.main_done = False
    return state


# --- setup (2.6.2) -----------------------------------------------------------------------------


def test_setup_a_corner_tile_on_each_corner_and_no_central_tile():
    state = equinox()
    assert state.board == {}
    spaces = {corner_space(state, c) for c in CORNERS}
    assert not spaces & state.allowed
    assert set(state.frontier) == {(1, 0), (0, 1), (6, 0), (7, 1), (7, 6), (6, 7), (1, 7), (0, 6)}
    tiles = corners(state).tiles
    assert sorted(tiles) == sorted(CORNERS)
    assert sorted(tiles.values()) == ["cheaper_refresh", "exchange", "extra_card", "track_coins"]


def test_setup_corner_tiles_are_dealt_at_random():
    deals = {tuple(corners(equinox(2, seed)).tiles.values()) for seed in range(12)}
    assert len(deals) > 1


def test_setup_worker_board_pawns_and_lantern_10_replaces_02():
    state = equinox(3)
    for player in state.players:
        assert player.resources == dict.fromkeys(RESOURCES, 0)
        assert player.workers == [None]  # on the Worker board
        assert list(player.lanterns) == [
            "double_decoration",
            "worker_move",
            "double_build",
            "search_deck",
        ]
    assert corners(state).pawns == [4, 4, 4]
    types = {state.catalog.card_type[c].id for c in state.deco_deck}
    assert {"bamboo", "kingfisher", "construction"} <= types
    assert sum(state.catalog.card_type[c].id == "construction" for c in state.deco_deck) == 10


def test_EQ13_neutral_stack_alternates_two_unused_colours():
    assert corners(equinox(2)).neutral == [2, 3] * 4
    assert corners(equinox(3)).neutral == [3] * 4
    assert corners(equinox(4)).neutral == []


def test_EQ1_two_to_four_players():
    for players in (2, 3, 4):
        assert equinox(players).players
    for players in (1, 5):
        with pytest.raises(SetupError):
            equinox(players)


def test_EQ3_landscape_tokens_follow_the_base_layout():
    for players in (2, 4):
        base = new_game(players, 3)
        assert equinox(players, 3).tokens == base.tokens


def test_EQ2_a_corner_tile_has_no_edges_and_gives_no_resources():
    state = equinox()
    gathers = [g for g in of(state, GatherResources) if (g.x, g.y) == (1, 0)]
    stack = gathers[0].stack
    tile = state.stacks[stack][-1]
    distinct = {state.catalog.cells[tile, r].edges for r in range(4)}
    assert len({g.rot for g in gathers if g.stack == stack}) >= len(distinct)
    after, _ = gathered(state, gathers[0])
    cell = after.board[1, 0]
    expected = {
        module(after).settings.yields[t]
        for t in ("greenery", "water", "rock")
        if ("greenery", "water", "rock").index(t) in cell.terrains
    }
    assert {r for r, n in after.players[0].resources.items() if n} == expected
    assert all(n <= 1 for n in after.players[0].resources.values())  # nothing from the corner


# --- Gather Resources (2.6.3) ------------------------------------------------------------------


def test_gather_resources_is_a_main_action_only_while_the_worker_is_home():
    state = equinox()
    gathers = of(state, GatherResources)
    assert {(g.stack, g.x, g.y, g.rot) for g in gathers} == {
        (b.stack, b.x, b.y, b.rot) for b in of(state, Build)
    }
    after, _ = gathered(state, gathers[0])
    assert after.players[0].workers == [(gathers[0].x, gathers[0].y)]
    copy = after.clone()
    copy.current = 0
    copy.tasks = [("post",), ("main",)]
    assert not of(copy, GatherResources)
    with pytest.raises(Exception, match="Worker is still in the garden"):
        apply(copy, gathers[1])


def test_EQ4_gather_gives_no_advance_and_no_coin_but_takes_the_token():
    state = equinox(2, 5)
    gather = next((g for g in of(state, GatherResources) if (g.x, g.y) in state.tokens), None)
    if gather is None:  # put a token under the first placement
        state = state.clone()
        gather = of(state, GatherResources)[0]
        state.tokens[gather.x, gather.y] = "small"
    after, events = gathered(state, gather)
    player = after.players[0]
    assert player.tracks == state.players[0].tracks and player.coins == state.players[0].coins
    assert not any(e.kind in ("advance", "coins", "match") for e in events)
    assert (gather.x, gather.y) not in after.tokens
    assert sum(player.tokens.values()) == 1


def test_EQ6_the_worker_gathers_its_tile_and_the_four_beside_it():
    state = equinox(2, 2)
    rand = random.Random(2)
    for _ in range(6):  # lay a few tiles by Build the Garden
        state = state.clone()
        state.tasks = [("post",), ("main",)]
        build = rand.choice(of(state, Build))
        state = apply(state, build)[0]
    state = state.clone()
    state.tasks = [("post",), ("main",)]
    gather = max(
        of(state, GatherResources),
        key=lambda g: sum(
            (g.x + dx, g.y + dy) in state.board for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
        ),
    )
    after, _ = gathered(state, gather)
    want = dict.fromkeys(RESOURCES, 0)
    names = {0: "wood", 1: "sand", 2: "stone"}
    for dx, dy in ((0, 0), (0, -1), (1, 0), (0, 1), (-1, 0)):
        cell = after.board.get((gather.x + dx, gather.y + dy))
        for t in cell.terrains if cell else ():
            if t in names:
                want[names[t]] += 1
    held = after.players[state.current].resources
    assert held == {r: min(4, n) for r, n in want.items()}


def test_EQ8_resources_never_above_four_the_excess_is_lost_in_the_log():
    state = rich(equinox(), 4)
    after, events = gathered(state, of(state, GatherResources)[0])
    assert after.players[0].resources == dict.fromkeys(RESOURCES, 4)
    said = [t for t in texts(events) if "'s Worker at " in t]
    assert len(said) == 1 and said[0].endswith("lost: 4 of each at most)"), texts(events)


def test_EQ5_placing_a_decoration_sends_the_own_worker_home():
    for seed in range(30):
        state = grown(equinox(2, seed), 6, seed)
        after, _ = gathered(state, of(state, GatherResources)[0])
        state = after.clone()
        state.current, state.tasks = 0, [("post",), ("main",)]
        state = apply(state, Decorate())[0]
        far = [p for p in of(state, PlaceDecoration) if (p.x, p.y) != after.players[0].workers[0]]
        if far:
            after, events = apply(state, far[0])
            assert after.players[0].workers == [None]
            assert any("Worker goes back" in t for t in texts(events))
            return
    raise AssertionError("no decoration fitted away from the Worker in 30 games")


def test_a_decoration_on_a_workers_tile_sends_that_worker_home():
    state = equinox(2, 4)
    for seed in range(30):
        state = equinox(2, seed)
        after, _ = gathered(state, of(state, GatherResources)[0])
        pos = after.players[0].workers[0]
        state = after.clone()
        state.current, state.tasks = 1, [("post",), ("main",)]
        state = apply(state, Decorate())[0]
        here = [p for p in of(state, PlaceDecoration) if (p.x, p.y) == pos]
        if here:
            after = apply(state, here[0])[0]
            assert after.players[0].workers == [None]
            return
    raise AssertionError("no decoration fitted a Worker's tile in 30 games")


def test_a_character_on_a_workers_tile_sends_that_worker_home():
    from engine.tang_garden.state import Mini

    state = equinox(2, 4)
    after, _ = gathered(state, of(state, GatherResources)[0])
    pos = after.players[0].workers[0]
    events: list = []
    after.minis[pos[0], pos[1], "tile"] = mini = Mini("monk", 1, 0)
    module(after).on_character_placed(after, mini, events)
    assert after.players[0].workers == [None]


def test_EQ7_worker_move_to_a_surrounding_tile_without_decoration():
    state = equinox(2, 6)
    rand = random.Random(6)
    for _ in range(5):
        state = state.clone()
        state.tasks = [("post",), ("main",)]
        state = apply(state, rand.choice(of(state, Build)))[0]
    state = state.clone()
    state.tasks = [("post",), ("main",)]
    gather = next(
        g
        for g in of(state, GatherResources)
        if any(abs(g.x - x) <= 1 and abs(g.y - y) <= 1 for x, y in state.board)
    )
    state = apply(state, gather)[0]
    assert decision(state).kind == "eq_worker"
    use = next(o for o in legal_actions(state) if isinstance(o, UseLantern))
    assert use.lantern == "worker_move"
    moving = apply(state, use)[0]
    targets = {(m.x, m.y) for m in of(moving, MoveWorker)}
    x, y = gather.x, gather.y
    assert targets == {
        p
        for p in moving.board
        if p != (x, y) and abs(p[0] - x) <= 1 and abs(p[1] - y) <= 1 and p not in moving.decorations
    }
    target = sorted(targets)[0]
    moving.players[1].workers = [target]  # another Worker stands there: it goes home
    after, events = apply(moving, MoveWorker(*target))
    assert after.players[0].workers == [target]
    assert after.players[1].workers == [None]
    assert any("gathers" in t for t in texts(events))


# --- Build a Pagoda (2.6.3) --------------------------------------------------------------------


def test_EQ12_build_a_pagoda_costs_its_height_of_each_resource():
    state = rich(equinox(), 4)
    assert {p.corner for p in of(state, BuildPagoda)} == set(CORNERS)
    after, events = apply(state, BuildPagoda("NW"))
    assert corners(after).stacks["NW"] == [0]
    assert after.players[0].resources == dict.fromkeys(RESOURCES, 3)
    assert corners(after).pawns[0] == 3
    assert any(
        "builds a Pagoda on the north-west Corner tile (level 1)" in t for t in texts(events)
    )
    state = after.clone()
    state.tasks = [("post",), ("main",)]
    corners(state).stacks["NW"] = [1, 1, 1]
    state.player.resources = dict.fromkeys(RESOURCES, 3)
    assert "NW" not in {p.corner for p in of(state, BuildPagoda)}  # a 4th pawn costs 4 each
    with pytest.raises(Exception, match="costs 4 wood, 4 sand and 4 stone"):
        apply(state, BuildPagoda("NW"))


def test_EQ12_no_pawn_left_no_pagoda_and_a_full_stack_refuses():
    state = rich(equinox(), 4)
    corners(state).pawns[0] = 0
    assert not of(state, BuildPagoda)
    with pytest.raises(Exception, match="built all your Pagoda pawns"):
        apply(state, BuildPagoda("NE"))
    state = rich(equinox(), 4)
    corners(state).stacks["NE"] = [1, 1, 1, 1]
    with pytest.raises(Exception, match="already has 4 pawns"):
        apply(state, BuildPagoda("NE"))


def test_EQ9_first_pawn_on_a_corner_unlocks_its_bonus_once():
    state = rich(equinox(), 4)
    corner = next(c for c, t in corners(state).tiles.items() if t == "extra_card")
    after, events = apply(state, BuildPagoda(corner))
    assert after.players[0].modifiers == {"decoration_draws": 1}
    assert any("unlocks the Extra card bonus" in t for t in texts(events))
    state = after.clone()
    state.tasks = [("post",), ("main",)]
    state.player.resources = dict.fromkeys(RESOURCES, 4)
    state = apply(state, BuildPagoda(corner))[0]
    assert state.players[0].modifiers == {"decoration_draws": 1}


def test_EQ10_extra_card_draws_one_more():
    state = equinox()
    base = decoration_draw_count(state)
    state.player.modifiers["decoration_draws"] = 1
    assert decoration_draw_count(state) == base + 1


def test_EQ10_cheaper_refresh_costs_one_token_fewer():
    state = equinox(3)
    state.player.lanterns["double_build"] = False
    state.player.tokens = {"small": 2, "large": 0}
    assert not of(state, RefreshLantern)  # 3 tokens with 3 players
    state.player.modifiers["refresh_tokens"] = -1
    refresh = of(state, RefreshLantern)
    assert refresh == [RefreshLantern("double_build", "small")]
    after, events = apply(state, refresh[0])
    assert after.players[0].tokens["small"] == 0
    assert any("hands in 2 small" in t for t in texts(events))


def test_EQ10_track_coins_adds_three_to_a_track_coin_space():
    state = equinox()
    level = min(state.catalog.track_coins[1])
    paid = state.catalog.track_coins[1][level]
    for extra, want in ((0, paid), (3, paid + 3)):
        copy = state.clone()
        copy.players[0].modifiers = {"track_coins": extra} if extra else {}
        copy.players[0].tracks[1] = level - 1
        advance(copy, 0, 1, 1, [])
        assert copy.players[0].coins == want


def test_EQ10_exchange_turns_all_of_one_gathered_resource_into_another():
    state = equinox(2, 3)
    state.player.modifiers["resource_exchange"] = 1
    gather = of(state, GatherResources)[0]
    after, _ = gathered(state, gather)
    assert decision(after).kind == "eq_exchange"
    gains = dict(after.tasks[-1][1])
    give = next(iter(gains))
    take = next(r for r in RESOURCES if r != give)
    done, events = apply(after, ExchangeResources(give, take))
    assert any("exchanges" in t for t in texts(events))
    held = done.players[0].resources
    assert held[give] == 0
    assert held[take] == min(4, gains.get(take, 0) + gains[give])
    keep = apply(after, ExchangeResources("", ""))[0]
    assert keep.players[0].resources == {r: gains.get(r, 0) for r in RESOURCES}


def test_EQ11_level_bonus_coins_or_advances_on_one_track():
    state = rich(equinox(), 4)
    corners(state).stacks["SE"] = [1, 1]  # the new pawn is the 3rd
    after = apply(state, BuildPagoda("SE"))[0]
    assert decision(after).kind == "eq_reward"
    options = legal_actions(after)
    assert PagodaReward("coins") in options and PagodaReward("water") in options
    coins = apply(after, PagodaReward("coins"))[0]
    assert coins.players[0].coins == after.players[0].coins + 4
    water = apply(after, PagodaReward("water"))[0]
    assert water.players[0].tracks[1] == after.players[0].tracks[1] + 2
    assert after.players[0].resources == dict.fromkeys(RESOURCES, 1)


def test_EQ18_the_bonus_offers_every_track_any_track_offers():
    state = rich(equinox(), 4)
    corners(state).stacks["SE"] = [1]
    after = apply(state, BuildPagoda("SE"))[0]
    tracks = {o.track for o in legal_actions(after)} - {"coins"}
    assert tracks == set(after.catalog.any_tracks)


def test_a_first_pawn_gives_no_level_bonus():
    state = rich(equinox(), 4)
    after = apply(state, BuildPagoda("SW"))[0]
    assert decision(after).kind == "post"


# --- Construction cards (2.6.3) ----------------------------------------------------------------


def with_construction_on_top(state, count: int = 1):
    state = state.clone()
    cards = [c for c in state.deco_deck if c.startswith("construction")][:count]
    for card in cards:
        state.deco_deck.remove(card)
    state.deco_deck += cards
    return state, cards


def test_EQ14_a_construction_card_is_set_aside_and_replaced():
    state, cards = with_construction_on_top(equinox(2))
    drawn = decoration_draw_count(state)
    after, events = apply(state, Decorate())
    assert len(after.drawn) == drawn
    assert not any(c.startswith("construction") for c in after.drawn)
    assert corners(after).revealed == cards
    assert any("Construction card is revealed" in t for t in texts(events))
    check_counts(after)


def test_EQ13_neutral_pawn_goes_to_the_lowest_stack_from_the_tao_corner_clockwise():
    state, _ = with_construction_on_top(equinox(2))
    tao = state.catalog.stack_corner["tao"]
    after = apply(state, Decorate())[0]
    assert corners(after).stacks[tao] == [3]  # all empty: the Tao corner first, top colour
    state, _ = with_construction_on_top(equinox(2))
    order = CORNERS[CORNERS.index(tao) :] + CORNERS[: CORNERS.index(tao)]
    corners(state).stacks[tao] = [0]
    after = apply(state, Decorate())[0]
    assert corners(after).stacks[order[1]] == [3]
    state, _ = with_construction_on_top(equinox(4))
    after = apply(state, Decorate())[0]
    assert all(s == [] for s in corners(after).stacks.values())  # no neutral colour at 4


def test_EQ15_every_player_takes_a_resource_active_player_first():
    state, _ = with_construction_on_top(equinox(3))
    state = apply(state, Decorate())[0]
    asked = []
    while decision(state).kind != "post":
        pending = decision(state)
        if pending.kind == "eq_gift":
            asked.append(pending.player)
            state = apply(state, TakeResource("stone"))[0]
        else:
            state = apply(state, legal_actions(state)[0])[0]
    assert asked == [0, 1, 2]
    assert [p.resources["stone"] for p in state.players] == [1, 1, 1]
    full = rich(state, 4)
    full.tasks.append(("eq_gift",))
    assert not any(isinstance(o, TakeResource) for o in legal_actions(full))


# --- scoring (2.6.4) ---------------------------------------------------------------------------


def test_EQ16_majority_the_top_pawn_breaks_a_tie():
    blue, green = 0, 1
    assert stack_majority([blue, green, blue, green], 20, (1, 2, 4)) == {green: 20, blue: 10}
    assert stack_majority([0, 1, 2], 15, (1, 2, 4)) == {2: 15, 1: 7, 0: 3}


def test_EQ16_a_neutral_colour_takes_its_place_and_pays_nobody():
    state = equinox(2)
    corners(state).stacks = {"NW": [2, 2, 0, 1], "NE": [0], "SE": [], "SW": [1, 3]}
    scores = module(state).pagoda_scores(state)
    # NW (20): neutral 2 first, then 1 (top) 10, then 0 a quarter 5; NE: 0 gets 5; SW (10):
    # 3 (top) first, 1 second: 5
    assert scores == [5 + 5, 10 + 5]


def test_the_final_score_has_a_pagodas_category():
    state = equinox(2)
    corners(state).stacks["NE"] = [1, 1]
    state.tasks = []
    from engine.tang_garden.scoring import final_score

    score = final_score(state)
    assert score.players[1].categories["pagodas"] == 10
    assert score.players[0].categories["pagodas"] == 0


def test_EQ17_a_lantern_that_changes_the_main_action_offers_only_its_own():
    state = rich(equinox(), 4)
    state = apply(state, UseLantern("double_build"))[0]
    assert not of(state, GatherResources) and not of(state, BuildPagoda)


def test_player_view_shows_resources_workers_and_bonuses():
    state = rich(equinox(), 2)
    state.player.modifiers["track_coins"] = 3
    view = player_view(state, 1)
    player = view["players"][0]
    assert player["resources"] == dict.fromkeys(RESOURCES, 2)
    assert player["workers"] == [None]
    assert player["modifiers"] == {"track_coins": 3}
    assert "resources" not in player_view(new_game(2, 1), 0)["players"][0]


# --- random games ------------------------------------------------------------------------------


def check_equinox(state) -> None:
    check_counts(state)
    limit = state.catalog.resource_limit
    for player in state.players:
        assert all(0 <= n <= limit[r] for r, n in player.resources.items())
        for pos in player.workers:
            assert pos is None or pos in state.board
    part = corners(state)
    placed = sum(len(s) for s in part.stacks.values())
    assert all(len(s) <= 4 for s in part.stacks.values())
    assert placed + sum(part.pawns) + len(part.neutral) == 16  # 4 pawns of 4 colours


@settings(max_examples=9, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_random_equinox_games_keep_the_invariants_and_replay_identically(players, seed):
    state = equinox(players, seed)
    rand = random.Random(seed)
    while not state.over:
        state = apply(state, rand.choice(legal_actions(state)))[0]
        check_equinox(state)
    check_board(state)
    for score in state.result.players:
        assert score.total == sum(score.categories.values())
    again = replay(json.loads(json.dumps(to_record(state))))
    assert player_view(again, None) == player_view(state, None)
    assert again.ext["equinox"].to_dict() == state.ext["equinox"].to_dict()


def test_a_whole_turn_ends_with_end_turn():
    state = equinox()
    state, _ = gathered(state, of(state, GatherResources)[0])
    while decision(state).kind != "post":
        state = apply(state, legal_actions(state)[0])[0]
    assert EndTurn() in legal_actions(state)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_500_random_equinox_games_per_player_count_without_error(players):
    """Random games from 500 seeds: each ends, every resource stays within 0..4 after every
    action, the components are conserved at the end and the score adds up."""
    limit = 4
    for seed in range(500):
        state = equinox(players, seed)
        rand = random.Random(seed)
        while not state.over:
            state = apply(state, rand.choice(legal_actions(state)))[0]
            for player in state.players:
                assert all(0 <= n <= limit for n in player.resources.values()), seed
        check_equinox(state)
        check_board(state)
        assert all(s.total == sum(s.categories.values()) for s in state.result.players)


def test_EQ19_decorating_in_vain_while_a_tile_fits_does_not_end_the_game():
    """Both players take Place a Decoration on their first turn (the garden is empty: nothing
    can be placed): the game goes on, where the base rule would end it after that round."""
    state = equinox(2, 7)
    for _ in range(2):
        state = apply(state, Decorate())[0]
        while decision(state).kind != "post":
            state = apply(state, legal_actions(state)[0])[0]
        assert not any(isinstance(o, PlaceDecoration) for o in legal_actions(state))
        state = apply(state, EndTurn())[0]
    assert not state.over
    assert state.turn_number == 3


def test_refusals_in_a_players_words():
    state = rich(equinox(), 4)
    state.tasks.append(("eq_gift",))
    with pytest.raises(Exception, match="already hold the most wood"):
        apply(state, TakeResource("wood"))
    state = equinox(2, 6)
    state = grown(state, 5, 6)
    gather = next(
        g
        for g in of(state, GatherResources)
        if any(abs(g.x - x) <= 1 and abs(g.y - y) <= 1 for x, y in state.board)
    )
    state = apply(state, gather)[0]
    state = apply(state, UseLantern("worker_move"))[0]
    with pytest.raises(Exception, match="eight tiles around it"):
        apply(state, MoveWorker(7, 7))
