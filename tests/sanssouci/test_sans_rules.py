"""One test per rule of the turn, setup and scoring, and per decision [Q#] where the rulebook
is silent (docs/rules-decisions.md, Sanssouci)."""

from __future__ import annotations

import pytest
from sans_helpers import COL, ROW, game, grid, random_game, with_display, with_garden, with_hand

from engine.core.events import IllegalAction
from engine.core.flow import apply, decision
from engine.core.view import player_view
from engine.sanssouci.actions import MoveNoble, Pass, TakeTile
from engine.sanssouci.catalog import EMPTY, GARDENER, PRINTED, SYMBOL, catalog, square
from engine.sanssouci.game import SetupError, new_game
from engine.sanssouci.garden import complete_columns, complete_rows, noble_paths
from engine.sanssouci.scoring import final_result

ALL_DIFFERENT = [
    "labyrinth",
    "statue",
    "pavilion",
    "topiary",
    "stairway",
    "fountain",
    "rose arch",
    "herb spiral",
    "grapevine",
    "labyrinth",
]


# --- setup ---------------------------------------------------------------------------------


def test_setup_deals_two_cards_two_missions_and_ten_display_tiles():
    state = game(3)
    for garden in state.gardens:
        assert len(garden.hand) == 2 and len(garden.draw) == 16
        assert len(garden.missions) == 2
        assert garden.nobles == [0] * 9
    assert None not in state.display and len(state.display) == 10
    assert len(state.supply) == 63 - 10
    assert len(state.unused_missions) == 9 - 6


def test_every_player_has_the_same_18_cards():
    state = game(4)
    decks = [sorted(g.draw + g.hand) for g in state.gardens]
    assert all(deck == list(range(18)) for deck in decks)


def test_q1_each_side_preprints_row_1_and_six_more_squares_completing_nothing():
    cat = catalog()
    assert sorted(cat.sides) == ["A", "B"]
    for printed in cat.sides.values():
        squares = [PRINTED if i in printed else EMPTY for i in range(54)]
        assert all(squares[square(1, c)] for c in range(9))
        assert len(printed) == 9 + 6
        assert complete_rows(squares) == [] and complete_columns(squares) == []


def test_q2_a_nobleman_may_end_on_a_preprinted_square():
    squares = grid("ppppppppp\np........\n.........\n.........\n.........\n.........")
    assert 2 in noble_paths(squares, 0, 0)


def test_q3_noblemen_walk_orthogonally_never_diagonally():
    squares = grid("ppppppppp\n.s.......\ns........\n.........\n.........\n.........")
    # grey labyrinth touches white statue only at a corner
    assert 3 not in noble_paths(squares, 0, 0)


def test_q4_from_the_terrace_a_nobleman_enters_row_1_of_its_column():
    paths = noble_paths(grid("ppppppppp\n" + ".........\n" * 5), 4, 0)
    assert paths == {1: [square(1, 4)]}


def test_q5_row_values_are_1_to_6_from_beige_to_turquoise():
    cat = catalog()
    assert [cat.row_value(r) for r in range(1, 7)] == [1, 2, 3, 4, 5, 6]
    assert [cat.colour(r) for r in range(1, 7)] == list(ROW)


def test_q6_a_mission_whose_nobleman_stayed_on_the_terrace_scores_0():
    state = game()
    state.gardens[0].missions = [COL["statue"], COL["fountain"]]
    state.gardens[0].nobles[COL["fountain"]] = ROW["orange"]
    assert dict(final_result(state).rows())["missions"][0] == 4


def test_q7_the_two_colour_cards_are_eight_pairs_without_white_turquoise_and_grey_fuchsia():
    cat = catalog()
    pairs = {cat.card_name(c.id) for c in cat.cards if len(c.colours) == 2}
    assert len(pairs) == 8
    assert "white/turquoise" not in pairs and "grey/fuchsia" not in pairs
    symbols = [c for c in cat.cards if c.symbol is not None]
    assert len(symbols) == 9 and sum(c.wild for c in cat.cards) == 1


@pytest.mark.parametrize(("players", "tiles"), [(2, 45), (3, 63), (4, 81)])
def test_q8_tiles_in_play_by_player_count(players, tiles):
    cat = catalog()
    assert len(cat.tiles(players)) == tiles
    assert all(cat.tiles(players).count(s) == tiles // 9 for s in range(9))


def test_q15_garden_sides_chosen_in_new_game_or_at_random():
    state = new_game(2, 5, sides=["B", "A"])
    assert [g.side for g in state.gardens] == ["B", "A"]
    seen = {g.side for seed in range(8) for g in new_game(2, seed).gardens}
    assert seen == {"A", "B"}
    with pytest.raises(SetupError):
        new_game(2, 5, sides=["C", "A"])


def test_q16_hands_are_hidden_unless_open_hands_is_chosen():
    state = game()
    other = player_view(state, 1)["gardens"][0]
    assert other["hand"] is None and other["hand_count"] == 2
    shown = player_view(game(open_hands=True), 1)["gardens"][0]
    assert shown["hand"] == sorted(state.gardens[0].hand)


def test_q17_first_player_chosen_or_random():
    assert new_game(3, 1, first=2).current == 2
    assert {new_game(3, seed).current for seed in range(12)} == {0, 1, 2}


def test_q19_no_solo_game():
    with pytest.raises(SetupError):
        new_game(1, 1)


def test_once_over_every_garden_shows_its_final_total_with_missions_and_rows():
    state, _ = random_game(3, 4)
    totals = final_result(state).totals
    assert [g.score for g in state.gardens] != list(totals)  # the end added points
    assert [g["score"] for g in player_view(state, 1)["gardens"]] == list(totals)


def test_q20_scores_are_plain_numbers_past_fifty():
    state = game()
    state.gardens[0].moves = 73
    assert player_view(state, 0)["gardens"][0]["score"] == 73


# --- the turn ------------------------------------------------------------------------------


def test_q18_a_symbol_card_is_wild_only_when_no_display_tile_shows_it():
    state = with_hand(with_display(game(), ALL_DIFFERENT), "labyrinth")
    assert {o.slot for o in decision(state).options} == {0, 9}


def test_wild_card_takes_any_display_tile():
    state = with_hand(with_display(game(), ALL_DIFFERENT), "the wild card")
    assert len(decision(state).options) == 10


def test_options_list_both_hand_cards():
    state = with_hand(with_display(game(), ALL_DIFFERENT), "white/grey", "grapevine")
    cards = {o.card for o in decision(state).options}
    assert len(cards) == 2


def test_q11_a_free_target_is_always_used():
    state = with_hand(with_display(game(), ALL_DIFFERENT), "pavilion")
    after, events = apply(state, TakeTile(state.gardens[0].hand[0], 2))  # grey pavilion
    assert after.gardens[0].squares[square(ROW["grey"], COL["pavilion"])] == SYMBOL
    assert decision(after).kind == "noble"
    assert "places it at the grey pavilion" in events[1].text


def test_q12_a_tile_with_no_free_square_leaves_the_game():
    state = with_garden(with_hand(game(), "the wild card"), "\n".join(["sssssssss"] * 6))
    after, events = apply(state, TakeTile(state.gardens[0].hand[0], 0))
    assert after.discarded == 1 and decision(after).kind == "noble"
    assert any(e.kind == "discard_tile" for e in events)


def test_q13_a_nobleman_must_end_strictly_further_down():
    squares = grid("ppppppppp\ns........\n.........\n.........\n.........\n.........")
    assert set(noble_paths(squares, 0, 2)) == set()
    assert set(noble_paths(squares, 0, 1)) == {2}


def test_q14_a_move_scores_the_row_reached_not_the_rows_crossed():
    state = with_garden(game(), "ppppppppp\n" + "s........\n" * 5)
    state.gardens[0].nobles[0] = ROW["white"]
    state.tasks.append(("noble",))
    after, _ = apply(state, MoveNoble(0, ROW["turquoise"]))
    assert after.gardens[0].moves == 6


def test_after_the_turn_the_display_is_refilled_and_the_hand_drawn_back_to_two():
    state = game()
    supply_top = state.supply[-1]
    take = decision(state).options[0]
    state, _ = apply(state, take)
    while decision(state).kind != "noble":
        state, _ = apply(state, decision(state).options[0])
    state, events = apply(state, Pass())
    assert state.display[take.slot] == supply_top
    assert len(state.gardens[0].hand) == 2 and len(state.gardens[0].draw) == 15
    assert state.current == 1
    assert any(e.kind == "refill" for e in events)


def test_every_player_plays_18_turns_and_the_last_two_without_drawing():
    _state, seen = random_game(2, 3)
    takes = [d.player for d, _ in seen if d.kind == "take"]
    assert takes.count(0) == 18 and takes.count(1) == 18
    last_takes = [s for d, s in seen if d.kind == "take"][-4:]
    assert all(not s.gardens[s.current].draw for s in last_takes)


def test_an_illegal_take_is_refused_in_words():
    state = with_hand(with_display(game(), ALL_DIFFERENT), "pavilion")
    with pytest.raises(IllegalAction, match="does not allow that tile"):
        apply(state, TakeTile(state.gardens[0].hand[0], 5))


def test_completed_rows_score_10_minus_their_value_and_gardeners_count():
    state = with_garden(game(), "ppppppppp\n" + "sgsgsgsgs\n" * 5)
    state.gardens[0].missions = []
    rows = dict(final_result(state).rows())
    assert rows["complete rows"][0] == 8 + 7 + 6 + 5 + 4
    assert rows["complete columns"][0] == 9 * 5


def test_shared_win_when_tied_on_points_and_gardeners():
    state = game()
    for g in state.gardens:
        g.missions = []
        g.squares[square(3, 3)] = GARDENER
    result = final_result(state)
    assert result.winners == (0, 1)
    assert result.tie_break == "Tied on points and gardeners: a shared win"
