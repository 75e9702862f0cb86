"""Objective boards (Seasons 3.4, 2.7.3): one test per objective and per decision (OB1-OB6 in
docs/rules-decisions.md), random games keeping each objective claimed at most once, replays."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden.actions import EndTurn
from engine.tang_garden.game import apply, legal_actions
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.state import Mini
from tests.helpers import game, touched
from tests.test_expansions import check_final, check_step
from tests.test_properties import play

OB = ["objective-boards"]


def board(players=2):
    state = game(players, ruleset=OB)
    for player in state.players:
        player.coins = 0
    return touched(state), state.ruleset.by_id["objective-boards"]


def claims(state):
    return state.ext["objective-boards"].claimed


def end_turn(state):
    """Finish the current turn (whatever is pending is played out first, at random)."""
    import random

    rand = random.Random(0)
    start = state.turn_number
    while state.turn_number == start and not state.over:
        options = legal_actions(state)
        action = EndTurn() if EndTurn() in options else rand.choice(options)
        state, _ = apply(state, action)
    return state


def test_ob5_objectives_6_and_8_are_left_out_outside_solstice():
    _, module = board()
    assert [o.number for o in module.objectives] == [1, 2, 3, 4, 5, 7, 9]


def test_ob1_the_first_player_to_meet_a_condition_claims_it_and_nobody_else_can():
    state, module = board()
    state.players[0].coins = 15
    state.players[1].coins = 20
    module.claim(state, [])
    assert claims(state)[9] == state.current == 0
    state.players[0].coins = 0  # spent: the objective stays claimed
    module.claim(state, [])
    assert claims(state)[9] == 0


def test_ob2_a_condition_met_during_a_turn_is_claimed_by_the_end_of_it():
    state, _ = board()
    state.players[0].coins = 14
    state.players[0].tokens = {"small": 3, "large": 2}
    state = end_turn(touched(state))
    assert claims(state)[7] == 0


def test_ob2_the_player_whose_turn_it_is_claims_first_when_two_meet_a_condition_at_once():
    state, module = board(3)
    for player in state.players:
        player.coins = 30
    state.current = 1
    module.claim(state, [])
    assert claims(state)[9] == 1


def test_objective_1_two_characters_placed_pay_3_per_miniature_they_see():
    state, module = board()
    state.minis[3, 2, "tile"] = Mini("hermit", 0, 2)  # facing south: sees D4.. down
    state.minis[6, 6, "tile"] = Mini("poet", 0, 0)
    state.minis[3, 5, "tile"] = Mini("child", 1, 0)
    module.claim(state, [])
    assert claims(state)[1] == 0
    assert module.objectives[0].scoring.score(state, 0) == 3  # the Child at D6


@pytest.mark.parametrize(
    ("number", "cards", "pieces", "coins"),
    [
        (2, ["peony_1", "peony_2", "lotus_1"], ["peony", "lotus"], 3),
        (3, ["bird_1", "bird_2", "fish_1"], ["bird", "fish"], 3),
        (4, ["pine_1", "willow_1", "maple_1", "pine_2"], ["pine", "maple"], 2),
        (5, ["bridge_1", "bridge_2"], ["bridge"], 4),
    ],
)
def test_ob3_card_objectives_claimed_by_cards_held_pay_per_piece_seen(number, cards, pieces, coins):
    state, module = board()
    state.players[0].cards = cards
    state.minis[0, 3, "tile"] = Mini("hermit", 0, 1)  # facing east along row 4
    for k, piece in enumerate(pieces):
        state.decorations[2 + k, 3] = piece
    state.decorations[5, 5] = pieces[0]  # out of sight
    module.claim(state, [])
    assert claims(state)[number] == 0
    objective = next(o for o in module.objectives if o.number == number)
    assert objective.scoring.score(state, 0) == coins * len(pieces)


def test_objective_7_five_tokens_pay_2_per_token_still_held():
    state, module = board()
    state.players[1].tokens = {"small": 4, "large": 1}
    module.claim(state, [])
    assert claims(state)[7] == 1
    state.players[1].tokens = {"small": 2, "large": 1}
    assert module.scores(state)[1] == 6


def test_ob6_objective_9_pays_1_per_full_10_coins_held_at_the_end():
    state, module = board()
    state.players[0].coins = 29
    module.claim(state, [])
    assert module.scores(state)[0] == 2


def test_ob4_a_piece_seen_by_two_of_your_characters_counts_once_and_never_their_own_space():
    state, module = board()
    state.players[0].cards = ["bridge_1", "bridge_2"]
    state.minis[0, 3, "tile"] = Mini("hermit", 0, 1)  # row 4, facing east
    state.minis[4, 0, "tile"] = Mini("poet", 0, 2)  # column E, facing south
    state.decorations[4, 3] = "bridge"  # seen by both
    state.decorations[0, 3] = "bridge"  # under the Hermit
    module.claim(state, [])
    assert module.scores(state)[0] == 4


def test_the_final_score_has_the_objectives_category():
    final = play(3, 4, None, OB)
    module = final.ruleset.by_id["objective-boards"]
    for score in final.result.players:
        assert score.categories["objectives"] == module.scores(final)[score.player]


def check_objectives(state):
    check_step(state)
    claimed = claims(state)
    numbers = {o.number for o in state.ruleset.by_id["objective-boards"].objectives}
    assert set(claimed) <= numbers
    assert all(0 <= owner < len(state.players) for owner in claimed.values())


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_random_games_claim_each_objective_at_most_once_and_replay(players, seed):
    history: dict[int, int] = {}

    def check(state):
        check_objectives(state)
        for number, owner in claims(state).items():
            assert history.setdefault(number, owner) == owner  # never taken back or moved

    final = play(players, seed, check, OB)
    check_final(final, OB)
    again = replay(json.loads(json.dumps(to_record(final))))
    assert player_view(again, None) == player_view(final, None)
    assert again.result.to_dict() == final.result.to_dict()
