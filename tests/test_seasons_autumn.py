"""Autumn (Seasons 2.2) and its parts any game can use: Leaves (3.3), Autumn boards (3.5), the
Painter (3.10). One test per rule and per decision (AU1-AU14 in docs/rules-decisions.md), random
games with their own invariants, and replays."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden.actions import AdvanceTrack, Build
from engine.tang_garden.game import legal_actions
from engine.tang_garden.modules.autumn_boards.module import KeepEnclosure, RedStep
from engine.tang_garden.modules.autumn_leaves.module import DonateLeaf, KeepLeaf
from engine.tang_garden.modules.painter.module import PainterStops, PainterTakes
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.simulate import simulate
from engine.tang_garden.state import Mini
from tests.helpers import do, game, options
from tests.test_expansions import check_final, check_step
from tests.test_properties import play

AUTUMN = ["autumn"]
LEAVES_ALONE = ["autumn-leaves", "painter"]
BOARDS_ALONE = ["autumn-boards"]
TOTAL = 32  # leaves in the box


def leaves(state):
    return state.ext["autumn-leaves"]


def cubes(state):
    return state.ext["autumn-boards"].at


def build_on_a_leaf(state):
    """The first Build option onto a space with a leaf (None: there is none now)."""
    garden = leaves(state).garden
    return next((o for o in options(state, Build) if (o.x, o.y) in garden), None)


def play_to_a_leaf(state, keep_going=lambda s: True):
    """Random legal play (the same moves every run) until a Build onto a leaf is offered."""
    import random

    rand = random.Random(1)
    while (found := build_on_a_leaf(state)) is None:
        assert not state.over and keep_going(state)
        state = do(state, rand.choice(legal_actions(state)))
    return state, found


# --- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_au3_au4_the_leaves_lie_on_the_layout_off_the_landscape_tokens(players):
    state = game(players, ruleset=AUTUMN)
    part = leaves(state)
    assert len(part.garden) == 24
    assert Counter(part.garden.values()) == dict.fromkeys(["yellow", "red", "blue", "green"], 6)
    assert not set(part.garden) & set(state.tokens)
    assert all(state.board.get(pos) is None for pos in part.garden)
    layouts = state.ruleset.by_id["autumn-leaves"].settings.layouts
    layout = next(lay for lay in layouts if players in lay.players)
    assert set(part.garden) == set(layout.spaces)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_step_11_one_leaf_of_each_colour_in_the_donation_bag_and_one_dealt_to_each_bag(players):
    part = leaves(game(players, ruleset=AUTUMN))
    assert sorted(part.donation) == ["blue", "green", "red", "yellow"]
    assert [len(bag) for bag in part.bags] == [1] * players
    assert len(part.boxed) == 4 - players
    assert sorted([*(b[0] for b in part.bags), *part.boxed]) == ["blue", "green", "red", "yellow"]
    assert part.count() == TOTAL


def test_au12_autumn_gives_lanterns_01_05_03_04_and_bundles_its_parts():
    state = game(3, ruleset=AUTUMN)
    ids = [m.id for m in state.ruleset.modules]
    assert ids[0] == "autumn"
    parts = {"autumn-leaves", "autumn-boards", "painter", "bamboo-kingfisher", "lanterns-05-09"}
    assert parts <= set(ids)
    for player in state.players:
        assert set(player.lanterns) == {
            "double_decoration",
            "draw_three_cards",
            "double_build",
            "search_deck",
        }
    assert "painter" in state.char_deck + state.char_display
    assert state.ruleset.players == (2, 3, 4)


@pytest.mark.parametrize(("players", "start"), [(2, 0), (3, 1), (4, 2)])
def test_au1_the_red_cube_starts_on_the_players_space_without_its_bonus(players, start):
    state = game(players, ruleset=AUTUMN)
    assert cubes(state) == [start] * players
    assert all(p.coins == 0 for p in state.players)


# --- picking up a leaf (2.2.3) ----------------------------------------------------------------


def test_building_on_a_leaf_picks_it_up_and_asks_to_donate_or_keep():
    state, build = play_to_a_leaf(game(2, ruleset=AUTUMN))
    colour = leaves(state).garden[build.x, build.y]
    state = do(state, build)
    assert (build.x, build.y) not in leaves(state).garden
    assert state.tasks[-1] == ("leaf", colour)
    assert set(legal_actions(state)) == {DonateLeaf(), KeepLeaf()}


def test_donating_puts_the_leaf_in_the_donation_bag_and_steps_the_red_cube_with_its_bonus():
    state, build = play_to_a_leaf(game(2, ruleset=AUTUMN))
    me = state.current
    colour = leaves(state).garden[build.x, build.y]
    state = do(state, build)
    coins, given = state.players[me].coins, Counter(leaves(state).donation)[colour]
    state = do(state, DonateLeaf())
    assert Counter(leaves(state).donation)[colour] == given + 1
    assert cubes(state)[me] == 1  # 2 players start on space 0; space 1 gives 1 coin (PROPOSED)
    assert state.players[me].coins == coins + 1
    assert leaves(state).count() == TOTAL


def test_keeping_puts_the_leaf_in_the_own_score_bag_and_leaves_the_cube():
    state, build = play_to_a_leaf(game(2, ruleset=AUTUMN))
    me = state.current
    colour = leaves(state).garden[build.x, build.y]
    state = do(state, build, KeepLeaf())
    assert leaves(state).bags[me][-1] == colour and len(leaves(state).bags[me]) == 2
    assert cubes(state)[me] == 0


def test_au1_a_donation_on_the_last_space_gives_no_bonus():
    state, build = play_to_a_leaf(game(2, ruleset=AUTUMN))
    me = state.current
    state.ext["autumn-boards"].at[me] = 10  # the last of the eleven spaces
    state = do(state, build)
    coins = state.players[me].coins
    from engine.tang_garden.game import apply

    state, events = apply(state, DonateLeaf())
    assert cubes(state)[me] == 10 and state.players[me].coins == coins
    assert any("last space of the Autumn board: no bonus" in e.text for e in events)


def test_au2_the_asymmetric_side_gives_each_seat_its_own_board():
    state = game(3, ruleset=[{"id": "autumn-boards", "options": {"side": "asymmetric"}}])
    module = state.ruleset.by_id["autumn-boards"]
    boards = [module.board(state, i) for i in range(3)]
    assert boards == [module.settings.asymmetric[i] for i in range(3)]
    assert len({tuple(b) for b in boards}) == 3


def test_au11_the_leaf_choice_comes_before_the_tile_s_other_choices():
    state, build = play_to_a_leaf(game(3, ruleset=AUTUMN))
    state = do(state, build)
    assert state.tasks[-1][0] == "leaf"
    assert state.tasks[-2][0] in {"insert", "footpath", "refill_tiles", "post", "any_track"}


def test_au14_leaves_left_in_the_garden_score_nothing():
    state = game(2, ruleset=AUTUMN)
    module = state.ruleset.by_id["autumn-leaves"]
    before = module.leaf_scores(state)
    state.ext["autumn-leaves"].garden.clear()
    assert module.leaf_scores(state) == before


# --- scoring (2.2.4) --------------------------------------------------------------------------


def test_the_rulebook_s_example_scores_13():
    state = game(2, ruleset=AUTUMN)
    part = leaves(state)
    part.bags[0] = ["red", "red", "green", "yellow", "yellow"]
    part.donation = ["red"] * 4 + ["green"] * 3 + ["yellow", "blue"]
    assert state.ruleset.by_id["autumn-leaves"].leaf_scores(state)[0] == 13


def test_au8_outside_autumn_each_colour_s_majority_scores_its_leaves_ties_each_in_full():
    state = game(3, ruleset=LEAVES_ALONE)
    part = leaves(state)
    part.bags = [["red", "red", "blue"], ["red", "red", "green"], ["blue"]]
    scores = state.ruleset.by_id["autumn-leaves"].leaf_scores(state)
    # red: 0 and 1 tie with 2 each; blue: 0 and 2 tie with 1; green: 1 alone with 1
    assert scores == [2 + 1, 2 + 1, 1]


def test_au8_outside_autumn_a_leaf_goes_straight_into_the_score_bag():
    state, build = play_to_a_leaf(game(2, ruleset=LEAVES_ALONE))
    me = state.current
    colour = leaves(state).garden[build.x, build.y]
    state = do(state, build)
    assert leaves(state).bags[me][-1] == colour
    assert not any(isinstance(o, DonateLeaf | KeepLeaf) for o in legal_actions(state))


def test_the_final_score_has_the_leaves_category_and_the_bags_are_opened():
    final = play(2, 5, None, AUTUMN)
    module = final.ruleset.by_id["autumn-leaves"]
    for score in final.result.players:
        assert score.categories["leaves"] == module.leaf_scores(final)[score.player]


# --- what players see (AU5) -------------------------------------------------------------------


def test_au5_player_view_never_shows_another_player_s_dealt_leaf():
    state, build = play_to_a_leaf(game(3, ruleset=AUTUMN))
    state = do(state, build, KeepLeaf())
    for viewer in range(3):
        bags = player_view(state, viewer)["modules"]["autumn-leaves"]["bags"]
        for owner, bag in enumerate(leaves(state).bags):
            assert bags[owner]["size"] == len(bag)
            assert bags[owner]["seen"] == (bag if owner == viewer else bag[1:])
    spectator = player_view(state, None)["modules"]["autumn-leaves"]
    assert [b["seen"] for b in spectator["bags"]] == [b[1:] for b in leaves(state).bags]
    assert "boxed_leaves" not in spectator


def test_au5_a_computer_player_deals_the_unseen_leaves_anew_within_their_pool():
    from engine.core.view import hidden_parts

    state = game(2, ruleset=AUTUMN)
    parts = [p for p in hidden_parts(state, 0) if p.pool == "leaves"]
    hidden = sorted(x for p in parts for x in p.items[: p.stop])
    part = leaves(state)
    assert hidden == sorted([part.bags[1][0], *part.boxed])  # never viewer 0's own leaf


# --- the Autumn boards outside Autumn (AU6, AU7) ----------------------------------------------


def _enclosing_build(state):
    """Random play until a Build that encloses terrain (with a track below the top) is offered."""
    import random

    from engine.tang_garden.garden import build_rewards

    rand = random.Random(2)
    while True:
        for o in options(state, Build):
            cell = state.catalog.cells[state.stacks[o.stack][-1], o.rot]
            rewards = build_rewards(state, cell, (o.x, o.y))
            terrains = [t for t in range(3) if rewards.enclosures[t]]
            if any(state.player.tracks[t] < state.catalog.top_level for t in terrains):
                return state, o, terrains
        assert not state.over
        state = do(state, rand.choice(legal_actions(state)))


def test_au7_an_enclosure_may_be_traded_for_a_step_on_the_autumn_board():
    state, build, _ = _enclosing_build(game(2, ruleset=BOARDS_ALONE))
    me = state.current
    state = do(state, build)
    while state.tasks[-1][0] != "autumn_enclosure":  # footpath or landscape choices first
        state = do(state, legal_actions(state)[0])
    offered = [o for o in legal_actions(state) if isinstance(o, RedStep)]
    assert offered and KeepEnclosure() in legal_actions(state)
    step = offered[0]
    from engine.tang_garden.catalog import TERRAINS

    t = TERRAINS.index(step.track)
    level, at = state.players[me].tracks[t], cubes(state)[me]
    state = do(state, step)
    assert state.players[me].tracks[t] == level - 1
    assert cubes(state)[me] == at + 1


def test_au6_in_autumn_an_enclosure_never_offers_a_step():
    state, build, _ = _enclosing_build(game(2, ruleset=AUTUMN))
    state = do(state, build)
    for _ in range(6):
        assert state.tasks[-1][0] != "autumn_enclosure"
        if not any(isinstance(o, DonateLeaf | AdvanceTrack) for o in legal_actions(state)):
            break
        state = do(state, legal_actions(state)[0])


# --- the Painter (AU9, AU10) ------------------------------------------------------------------


def _painter_in_the_garden(players=2, ruleset=AUTUMN):
    state = game(players, ruleset=ruleset)
    state.minis[3, 3, "tile"] = Mini("painter", 0, 0)
    return state


def _end(state):
    """The last round over: the end-of-game choices are asked."""
    from engine.core.flow import settle
    from engine.tang_garden.play import conclude

    events = []
    conclude(state, "test", events)
    settle(state, events)
    return state


def test_au9_the_painter_in_the_garden_gathers_up_to_two_leaves_before_the_scoring():
    state = _end(_painter_in_the_garden())
    assert state.current == 0
    first = [o for o in legal_actions(state) if isinstance(o, PainterTakes)]
    assert len(first) == 24 and PainterStops() in legal_actions(state)
    colour = leaves(state).garden[first[0].x, first[0].y]
    state = do(state, first[0])
    assert leaves(state).bags[0][-1] == colour
    second = [o for o in legal_actions(state) if isinstance(o, PainterTakes)]
    assert len(second) == 23
    state = do(state, second[0])
    assert state.over and len(leaves(state).bags[0]) == 3
    assert leaves(state).count() == TOTAL


def test_au9_the_painter_may_stop_after_one_leaf():
    state = _end(_painter_in_the_garden())
    take = next(o for o in legal_actions(state) if isinstance(o, PainterTakes))
    state = do(state, take, PainterStops())
    assert state.over and len(leaves(state).bags[0]) == 2


def test_au9_the_painter_held_but_not_in_the_garden_gathers_nothing():
    state = game(2, ruleset=AUTUMN)
    state.players[0].active = "painter"
    state = _end(state)
    assert state.over


def test_au10_the_painter_s_skill_pays_a_coin_per_leaf_picked_up():
    from engine.tang_garden.game import apply

    state, build = play_to_a_leaf(game(2, ruleset=AUTUMN))
    me = state.current
    state.players[me].active = "painter"
    _, events = apply(state, build)
    paid = [e for e in events if e.kind == "coins" and "a leaf" in e.data["why"]]
    assert [e.data["coins"] for e in paid] == [1] and paid[0].data["player"] == me
    assert "Painter" in paid[0].text


# --- compatibility (AU13) ---------------------------------------------------------------------


def test_au13_the_painter_brings_leaves_and_leaves_are_not_for_the_solo_variants():
    from engine.tang_garden.game import catalog

    assert "autumn-leaves" in catalog(ruleset=["painter"]).ruleset  # she brings the leaves
    for part in ("autumn-leaves", "autumn-boards"):
        with pytest.raises(ValueError, match="cannot be played with"):
            catalog(ruleset=["yin-yang", part])


# --- random games, replays, simulate ----------------------------------------------------------


def check_autumn(state):
    """Every invariant of a step: the base ones, and the leaves conserved between the garden,
    the bags and the donation bag; every red cube on its board."""
    check_step(state)
    if "autumn-leaves" in state.ext:
        assert leaves(state).count() == TOTAL
    if "autumn-boards" in state.ext:
        module = state.ruleset.by_id["autumn-boards"]
        for i, at in enumerate(cubes(state)):
            assert 0 <= at < len(module.board(state, i))
    if "autumn-leaves" in state.ext and not state.over:
        for viewer in range(len(state.players)):
            bags = player_view(state, viewer)["modules"]["autumn-leaves"]["bags"]
            for owner, bag in enumerate(leaves(state).bags):
                if owner != viewer:
                    assert bags[owner]["seen"] == bag[1:]


RULESETS = [AUTUMN, LEAVES_ALONE, BOARDS_ALONE, ["autumn-leaves", "autumn-boards", "painter"]]


@settings(max_examples=16, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), which=st.integers(0, 3))
def test_random_autumn_games_keep_every_invariant_and_replay_identically(players, seed, which):
    final = play(players, seed, check_autumn, RULESETS[which])
    check_final(final, RULESETS[which])
    again = replay(json.loads(json.dumps(to_record(final))))
    assert player_view(again, None) == player_view(final, None)
    assert again.result.to_dict() == final.result.to_dict()
    for key, value in final.ext.items():
        assert again.ext[key].to_dict() == value.to_dict()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_plays_autumn_for_every_player_count(players):
    games = simulate(players, 1, seed=3, ruleset=AUTUMN)
    assert len(games) == 1 and games[0].result is not None
