"""Solstice (Seasons 2.7): one test per rule and per decision (SO1-SO16 in
docs/rules-decisions.md), random games with the base invariants and Solstice's own, and replays."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.flow import settle
from engine.core.view import player_view
from engine.tang_garden.actions import AdvanceTrack, Decorate, Influence
from engine.tang_garden.bots.search import SAMPLE, _sampled
from engine.tang_garden.effects import advance, thresholds_reached
from engine.tang_garden.game import legal_actions
from engine.tang_garden.modules.solstice.module import (
    ExtraInfluence,
    FreeRefresh,
    KeepElement,
    RedInstead,
    TakeFaceUp,
)
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.scoring import card_gains
from engine.tang_garden.setup import SetupError
from tests.helpers import G, R, W, do, game, options
from tests.test_expansions import check_final, check_step
from tests.test_properties import play

SOLSTICE = ["solstice"]
RED = 3  # the red track: the fourth, after greenery, water and rock


def sol(state):
    return state.ext["solstice"]


def module(state):
    return state.ruleset.by_id["solstice"]


def fresh(players=2, seed=0, ruleset=SOLSTICE):
    """A Solstice game at its first main action, every cube at 0 and no coins."""
    state = game(players, seed=seed, ruleset=ruleset)
    for player in state.players:
        player.tracks = [0, 0, 0, 0]
        player.coins = 0
    return state


def moved(state, track, steps=1):
    """The current player's cube on ``track`` moves ``steps`` and the flow settles (the board's
    check runs); the events."""
    events = []
    advance(state, state.current, track, steps, events)
    settle(state, events)
    return events


def at(state, *levels):
    """The current player's cubes at ``levels`` (greenery, water, rock[, red]), as if they had
    always been there (no bonus of the board owed for them)."""
    player = state.player
    player.tracks[: len(levels)] = list(levels)
    board, i = sol(state), state.current
    board.red_paid[i] = player.tracks[RED]
    settings_ = module(state).settings
    board.advanced[i] = {t for t in range(3) if player.tracks[t] >= settings_.extra_advance_column}
    return state


# --- setup (2.7.2) ----------------------------------------------------------------------------


def test_so1_u38_solstice_is_played_by_two_to_four_players():
    for players in (2, 3, 4):
        assert len(game(players, ruleset=SOLSTICE).players) == players
    with pytest.raises(SetupError, match="2 to 4 players"):
        game(1, ruleset=SOLSTICE)


def test_setup_4_two_face_up_rows_of_four_and_three_cards_from_the_deck():
    state = game(3, ruleset=SOLSTICE)
    rows = sol(state).rows
    assert [len(row) for row in rows] == [4, 3]
    assert not {c for row in rows for c in row} & set(state.deco_deck)


def test_setup_6_1_every_player_has_a_fourth_red_track_at_its_first_space():
    state = game(4, ruleset=SOLSTICE)
    red = state.catalog.tracks[RED]
    assert (red.id, red.thresholds, red.any_track) == ("red", False, False)
    assert all(len(player.tracks) == 4 and player.tracks[RED] == 0 for player in state.players)


def test_so7_u19b_lanterns_05_and_03_and_the_same_three_drawn_for_everyone_never_10():
    pool = set(module(game(2, ruleset=SOLSTICE)).settings.random_from)
    sets = set()
    for seed in range(12):
        state = game(3, seed=seed, ruleset=SOLSTICE)
        loadouts = {tuple(sorted(p.lanterns)) for p in state.players}
        assert len(loadouts) == 1  # the same set for every player
        lanterns = set(state.players[0].lanterns)
        assert {"draw_three_cards", "double_build"} <= lanterns and len(lanterns) == 5
        drawn = lanterns - {"draw_three_cards", "double_build"}
        assert drawn <= pool and "worker_move" not in lanterns
        assert all(state.players[0].lanterns.values())
        sets.add(frozenset(drawn))
    assert len(sets) > 3  # drawn at random, seed by seed


def test_so13_u1_solstice_lays_nothing_of_its_own_on_the_garden():
    base, solstice = game(2, seed=5), game(2, seed=5, ruleset=SOLSTICE)
    assert {p: (c.tile, c.rot) for p, c in solstice.board.items()} == {
        p: (c.tile, c.rot) for p, c in base.board.items()
    }
    assert solstice.tokens == base.tokens
    assert solstice.stacks == base.stacks


def test_so5_solstice_cannot_be_played_with_the_autumn_boards():
    with pytest.raises(SetupError, match="Autumn boards"):
        game(2, ruleset=["solstice", "autumn-boards"])


# --- the face-up rows (2.7.3 Place a Decoration) ---------------------------------------------


def faces(state, down):
    """``down`` stack tops face down, the others face up."""
    for k, name in enumerate(sorted(state.stacks)):
        state.face_up[name] = k >= down
    return state


def test_entitled_to_2_a_player_must_draw_no_face_up_card_is_offered():
    state = faces(fresh(), 0)
    assert Decorate() in legal_actions(state) and not options(state, TakeFaceUp)


def test_entitled_to_3_a_player_may_take_a_card_of_the_row_of_three():
    state = faces(fresh(), 1)
    offered = {o.card for o in options(state, TakeFaceUp)}
    assert offered == set(sol(state).rows[1])


def test_entitled_to_4_a_player_may_take_a_card_of_either_row():
    state = faces(fresh(), 2)
    offered = {o.card for o in options(state, TakeFaceUp)}
    assert offered == {*sol(state).rows[0], *sol(state).rows[1]}


def test_a_face_up_card_taken_is_the_one_to_place_and_is_replaced_at_once():
    state = faces(fresh(), 2)
    card = sol(state).rows[0][1]
    top = state.deco_deck[-1]
    state = do(state, TakeFaceUp(card))
    assert state.drawn == [card]
    assert card not in sol(state).rows[0] and top in sol(state).rows[0]
    assert [len(row) for row in sol(state).rows] == [4, 3]
    assert {o.card for o in legal_actions(state) if hasattr(o, "card")} <= {card}


def test_so9_no_face_up_card_while_a_lantern_is_used_this_turn():
    state = faces(fresh(), 2)
    state.turn.lantern = "double_decoration"
    state.turn.main_done = False
    assert not options(state, TakeFaceUp)


def test_so6_u19c_entitled_to_five_a_player_draws_four_as_written():
    state = do(faces(fresh(), 3), Decorate())
    assert len(state.drawn) == 4


def test_so6_u19c_the_option_all_draws_every_card_one_is_entitled_to():
    ruleset = [{"id": "solstice", "options": {"deck_draw": "all"}}]
    state = do(faces(fresh(ruleset=ruleset), 3), Decorate())
    assert len(state.drawn) == 5


# --- the red track and the enclosure choice (2.7.3) -------------------------------------------


def _enclosing_build(state):
    """Random play until a Build that encloses terrain (below the top) is offered."""
    from engine.tang_garden.actions import Build
    from engine.tang_garden.garden import build_rewards

    rand = random.Random(2)
    while True:
        for o in options(state, Build):
            cell = state.catalog.cells[state.stacks[o.stack][-1], o.rot]
            rewards = build_rewards(state, cell, (o.x, o.y))
            if any(rewards.enclosures[t] and state.player.tracks[t] < 10 for t in range(3)):
                return state, o
        assert not state.over
        state = do(state, rand.choice(legal_actions(state)))


def test_an_enclosure_advances_its_terrain_cube_or_the_red_cube_instead():
    state, build = _enclosing_build(game(2, ruleset=SOLSTICE))
    me = state.current
    state = do(state, build)
    while state.tasks[-1][0] != "solstice_enclosure":  # footpath or landscape choices first
        state = do(state, legal_actions(state)[0])
    instead = options(state, RedInstead)
    assert instead and KeepElement() in legal_actions(state)
    t = ["greenery", "water", "rock"].index(instead[0].track)
    level, red = state.players[me].tracks[t], state.players[me].tracks[RED]
    state = do(state, instead[0])
    assert state.players[me].tracks[t] == level - 1
    assert state.players[me].tracks[RED] == red + 1


def test_so8_a_cube_the_enclosure_choice_keeps_back_takes_no_column_bonus():
    state = at(fresh(), 3, 0, 0)
    events = []
    advance(state, state.current, G, 1, events)  # the enclosure's advance, to the column
    state.tasks.append(("solstice_enclosure", ("greenery",)))  # asked on top, as after a build
    settle(state, events)
    state = do(state, RedInstead("greenery"))
    assert state.player.tracks[G] == 3 and state.player.tracks[RED] == 1
    assert not options(state, AdvanceTrack) and not sol(state).advanced[state.current]


def test_the_red_track_never_counts_for_the_character_thresholds():
    state = fresh()
    state.player.tracks = [0, 0, 0, 8]
    assert thresholds_reached(state, state.player) == 0
    state.player.tracks = [2, 2, 2, 0]
    assert thresholds_reached(state, state.player) == 1


def test_so2_the_red_spaces_coins_come_from_tracks_yaml():
    state = fresh()
    moved(state, RED)
    assert state.player.coins == 1  # level 1: 1 coin (PROPOSED)


def test_so2_a_red_space_with_an_advance_offers_a_track_other_than_red():
    state = at(fresh(), 0, 0, 0, 1)
    moved(state, RED)
    assert {o.track for o in options(state, AdvanceTrack)} == {"greenery", "water", "rock"}


def test_so10_the_red_tracks_influence_is_kept_and_used_even_after_the_turns_own():
    state = at(fresh(), 0, 0, 0, 2)
    moved(state, RED)
    assert sol(state).influences[state.current] == 1
    state.tasks = [("post",)]
    state.turn.main_done = state.turn.influenced = True
    assert ExtraInfluence() in legal_actions(state) and Influence() not in legal_actions(state)
    state = do(state, ExtraInfluence())
    assert state.tasks[-1] == ("choose_character",)
    assert sol(state).influences[state.current] == 0


def test_so11_the_red_tracks_refresh_turns_a_lantern_up_at_once_free():
    state = at(fresh(), 0, 0, 0, 5)
    state.player.lanterns["double_build"] = False
    tokens = dict(state.player.tokens)
    moved(state, RED)
    assert options(state, FreeRefresh) == [FreeRefresh("double_build")]
    state = do(state, FreeRefresh("double_build"))
    assert state.player.lanterns["double_build"] and state.player.tokens == tokens


def test_so11_with_no_lantern_face_down_the_refresh_is_lost():
    state = at(fresh(), 0, 0, 0, 5)
    events = moved(state, RED)
    assert not options(state, FreeRefresh)
    assert any("the free refresh is lost" in str(e.text) for e in events)


def test_the_red_tracks_sixth_space_gives_a_pagoda_pawn():
    state = at(fresh(), 0, 0, 0, 4)
    moved(state, RED)
    assert sol(state).pagodas[state.current] == 1


# --- the column icons and the colour zones (SO3, SO12) ------------------------------------------


def test_so3_a_cube_reaching_the_extra_advance_column_advances_another_track_once():
    state = at(fresh(), 3, 0, 0)
    moved(state, G)
    assert {o.track for o in options(state, AdvanceTrack)} == {"greenery", "water", "rock"}
    state = do(state, AdvanceTrack("water"))
    moved(state, G)
    assert not options(state, AdvanceTrack)  # the greenery cube took its bonus already


def test_so3_all_three_cubes_at_the_red_column_step_the_red_cube():
    state = at(fresh(), 3, 3, 2)
    moved(state, R)
    assert state.player.tracks[RED] == 1
    assert state.player.coins == 1 + 1  # rock level 3, red level 1


def test_so3_all_three_cubes_at_the_decoration_column_give_a_bonus_decoration():
    state = at(fresh(), 7, 7, 6)
    moved(state, R)
    assert state.tasks[-1] == ("solstice_decoration",) or ("solstice_decoration",) in state.tasks
    while state.tasks[-1] != ("solstice_decoration",):
        state = do(state, legal_actions(state)[0])
    assert Decorate() in legal_actions(state)


def test_so12_u19e_three_cubes_on_one_colour_zone_give_a_pagoda_once_per_colour():
    state = at(fresh(), 2, 2, 1)
    moved(state, R)
    assert sol(state).pagodas[state.current] == 1
    moved(state, W)  # still all three in the brown zone
    assert sol(state).pagodas[state.current] == 1


def test_so12_a_cube_past_a_zone_does_not_stand_on_it():
    state = at(fresh(), 4, 2, 1)
    moved(state, R)
    assert sol(state).pagodas[state.current] == 0


def test_so12_no_more_than_four_pagoda_pawns():
    state = at(fresh(), 2, 2, 1)
    sol(state).pagodas[state.current] = 4
    events = moved(state, R)
    assert sol(state).pagodas[state.current] == 4
    assert any("no Pagoda pawn of theirs is left" in str(e.text) for e in events)


# --- scoring (2.7.4) and the objectives 6 and 8 (SO4, SO15) ------------------------------------


@pytest.mark.parametrize(("pawns", "coins"), [(0, 0), (1, 2), (2, 5), (3, 10), (4, 20)])
def test_pagoda_pawns_score_2_5_10_20(pawns, coins):
    state = fresh()
    sol(state).pagodas[0] = pawns
    assert module(state).pagoda_score(state, 0) == coins


def test_so16_u18_pagoda_pawns_score_by_their_count_alone_never_a_majority():
    state = fresh(3)
    sol(state).pagodas[:] = [2, 4, 2]
    scores = [module(state).pagoda_score(state, i) for i in range(3)]
    assert scores == [5, 20, 5]


def test_so15_solstice_plays_all_nine_objectives_the_part_alone_seven():
    solstice, alone = fresh(), game(2, ruleset=["objective-boards"])
    boards = solstice.ruleset.by_id["objective-boards"]
    assert [o.number for o in boards.in_play(solstice)] == list(range(1, 10))
    part = alone.ruleset.by_id["objective-boards"]
    assert [o.number for o in part.in_play(alone)] == [1, 2, 3, 4, 5, 7, 9]


def test_objective_6_two_pagoda_pawns_claim_it_and_pay_3_per_pawn():
    state = fresh()
    boards = state.ruleset.by_id["objective-boards"]
    sol(state).pagodas[1] = 2
    boards.claim(state, [])
    assert state.ext["objective-boards"].claimed[6] == 1
    sol(state).pagodas[1] = 3
    assert boards.scores(state)[1] == 9


def test_so4_u19d_objective_8_an_element_cube_at_level_6_claims_it_it_pays_the_leftmost():
    state = fresh()
    boards = state.ruleset.by_id["objective-boards"]
    state.players[0].tracks = [6, 2, 4, 8]  # the red cube never counts
    boards.claim(state, [])
    assert state.ext["objective-boards"].claimed[8] == 0
    assert boards.scores(state)[0] == 2 + 0  # the leftmost cube's level; no other objective


def test_the_end_screen_has_the_pagoda_and_objective_categories():
    final = play(2, 3, None, SOLSTICE)
    for score in final.result.players:
        assert score.categories["pagodas"] == module(final).pagoda_score(final, score.player)
        assert "objectives" in score.categories


# --- random games --------------------------------------------------------------------------------


def check_solstice(state, history):
    check_step(state)
    board = sol(state)
    for i, player in enumerate(state.players):
        elements = min(player.tracks[:3])
        assert thresholds_reached(state, player) == sum(
            1 for level in state.catalog.thresholds if level <= elements
        )  # the red track never counts
        assert 0 <= board.pagodas[i] <= 4 and board.influences[i] >= 0
        assert 0 <= player.tracks[RED] <= state.catalog.track_top[RED]
    for number, owner in state.ext["objective-boards"].claimed.items():
        assert history.setdefault(number, owner) == owner  # claimed once, by one player
    assert set(state.ext["objective-boards"].claimed) <= set(range(1, 10))
    if state.deco_deck or state.deco_discard:
        assert [len(row) for row in board.rows] == [4, 3]


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_random_solstice_games_keep_the_invariants_and_replay(players, seed):
    history: dict[int, int] = {}
    final = play(players, seed, lambda s: check_solstice(s, history), SOLSTICE)
    check_final(final, SOLSTICE)
    again = replay(json.loads(json.dumps(to_record(final))))
    assert player_view(again, None) == player_view(final, None)
    assert again.result.to_dict() == final.result.to_dict()


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_500_random_solstice_games_per_player_count(players):
    for seed in range(500):
        final = play(players, seed, None, SOLSTICE)
        assert final.over
        check_final(final, SOLSTICE)


def test_a_face_up_card_refused_says_why_in_a_players_words():
    from engine.core.events import IllegalAction
    from engine.tang_garden.game import apply

    state = faces(fresh(), 1)  # entitled to 3: the row of 3 only
    card = sol(state).rows[0][0]
    with pytest.raises(IllegalAction, match="row of 4 needs you to be entitled to draw 4"):
        apply(state, TakeFaceUp(card))


# --- computer players --------------------------------------------------------------------------


def test_computer_players_count_a_face_up_card_being_taken_as_the_takers():
    """A face-up card taken, not yet placed: what it adds to the taker's decoration cards is
    counted at once (a greedy step judged it worth nothing, so play-outs never took one)."""
    state = faces(fresh(), 2)
    me, other = state.current, 1 - state.current
    gains = card_gains(
        state, me, {state.catalog.card_type[c].id for r in sol(state).rows for c in r}
    )
    card = max(
        (c for r in sol(state).rows for c in r),
        key=lambda c: gains[state.catalog.card_type[c].id],
    )
    worth = gains[state.catalog.card_type[card].id]
    assert worth > 0
    taking = do(state, TakeFaceUp(card))
    assert module(taking).bot_terms(taking, me) == module(state).bot_terms(state, me) + worth
    assert module(taking).bot_terms(taking, other) == module(state).bot_terms(state, other)


def test_hards_play_outs_always_weigh_the_face_up_cards():
    state = faces(fresh(), 2)
    offered = options(state, TakeFaceUp)
    all_options = legal_actions(state)
    assert len(all_options) > SAMPLE
    for seed in range(5):
        picked = _sampled(state, all_options, random.Random(seed), SAMPLE)
        assert set(offered) <= set(picked)
