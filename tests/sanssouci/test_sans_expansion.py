"""The advanced game: expansion boards ([Q9], [Q10]) as the module "expansion-boards"."""

from __future__ import annotations

import random

from sans_helpers import COL, ROW

from engine.core.flow import apply, decision, play_in_place, position
from engine.core.view import player_view
from engine.sanssouci.catalog import EMPTY, GARDENER, PRINTED, SYMBOL, square
from engine.sanssouci.game import new_game
from engine.sanssouci.modules.expansion_boards.module import ChooseSide, mark_points
from engine.sanssouci.record import replay, to_record

ADVANCED = ["expansion-boards"]


def _module(state):
    return state.ruleset.by_id["expansion-boards"]


def test_q9_the_board_covers_a_stepped_triangle_from_the_grey_stairway_square():
    state = new_game(2, 1, ruleset=ADVANCED, sides=["A", "A"])
    squares = _module(state).squares(state)
    assert len(squares) == 16
    assert squares[0] == square(ROW["grey"], COL["stairway"])
    per_row = [sum(1 for i in squares if i // 9 + 1 == r) for r in range(3, 7)]
    assert per_row == [1, 3, 5, 7]


def test_q9_covered_preprinted_squares_become_empty():
    plain = new_game(2, 1, sides=["A", "A"])
    advanced = new_game(2, 1, ruleset=ADVANCED, sides=["A", "A"])
    fountain = square(ROW["fuchsia"], COL["fountain"])  # preprinted on side A, under the board
    assert plain.gardens[0].squares[fountain] == PRINTED
    assert advanced.gardens[0].squares[fountain] == EMPTY
    assert all(advanced.gardens[0].squares[i] == EMPTY for i in _module(advanced).squares(advanced))


def test_q10_sides_are_chosen_in_secret_and_revealed_together():
    state = new_game(2, 1, ruleset=ADVANCED, first=0)
    pending = decision(state)
    assert pending.kind == "board_side" and pending.secret
    assert set(pending.options) == {ChooseSide("a"), ChooseSide("b")}
    state, _ = apply(state, ChooseSide("b"))
    assert player_view(state, 1)["modules"]["expansion-boards"]["sides"] == [None, None]
    state, _ = apply(state, ChooseSide("a"))
    assert player_view(state, 1)["modules"]["expansion-boards"]["sides"] == ["b", "a"]
    assert decision(state).kind == "take"


def test_the_first_player_begins_after_the_secret_side_choice():
    state = new_game(3, 1, ruleset=ADVANCED, first=1)
    for _ in range(3):
        state, _ = apply(state, decision(state).options[0])
    assert decision(state).kind == "take" and decision(state).player == 1


def test_marks_score_at_once_by_the_face_placed():
    assert mark_points("+2", SYMBOL) == 2 and mark_points("+2", GARDENER) == 0
    assert mark_points("G3", GARDENER) == 3 and mark_points("G3", SYMBOL) == 0
    assert mark_points("-3", SYMBOL) == -3 and mark_points("-2", GARDENER) == -2
    assert mark_points(".", SYMBOL) == 0


def test_random_advanced_games_add_the_marks_to_the_score():
    for players in (2, 3, 4):
        state = new_game(players, players, ruleset=ADVANCED)
        rand = random.Random(players)
        here = position(state)
        while not state.over:
            here, _ = play_in_place(here, rand.choice(here.decision.options))
        rows = dict(state.result.rows())
        points = _module(state).of(state).points
        assert list(rows["expansion marks"]) == points
        for p, garden in enumerate(state.gardens):
            assert garden.score == rows["noblemen's moves"][p] + points[p]
            assert sum(v[p] for v in rows.values()) == state.result.totals[p]
        again = replay(to_record(state))
        assert again.result.to_dict() == state.result.to_dict()
