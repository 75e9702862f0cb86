"""End of the game and final scoring: triggers, the last round, decoration cards, characters,
tie-breaks."""

import pytest

from engine.tang_garden.actions import Build, Decorate, DiscardDrawn, EndTurn
from engine.tang_garden.frontier import Frontier
from engine.tang_garden.game import decision, legal_actions
from engine.tang_garden.kinds.scoring import tree_sets
from engine.tang_garden.scoring import character_score, decoration_scores, final_score
from engine.tang_garden.state import Mini
from tests.helpers import (
    clear_slots,
    deck_top,
    do,
    game,
    neutral,
    put,
    run,
    set_face_up,
    set_slot,
    set_top,
)


def quiet_turn(state):
    """A whole turn that changes nothing: two unplaceable bridges discarded, then end."""
    set_face_up(state, **dict.fromkeys(state.stacks, True))
    state = do(deck_top(state, "bridge_1", "bridge_2"), Decorate(), DiscardDrawn())
    return do(state, EndTurn())


def emptying_build(state):
    """Build the last tile of the greenery stack."""
    state.stacks["greenery"] = []
    set_top(state, "greenery", "G08")
    return do(state, Build("greenery", 3, 2, 2))


# --- the end ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("tokens", "triggered"), [(4, True), (5, False)])
def test_end_triggered_by_three_or_fewer_tokens_left(tokens, triggered):
    """The end is triggered when three or fewer landscape tokens are left in the garden."""
    state = neutral(game())
    keep = [(4, 1), (2, 1), (5, 1), (6, 2), (6, 3)][:tokens]
    state.tokens = {pos: size for pos, size in state.tokens.items() if pos in keep}
    put(state, "T08", 0, 4, 2)
    set_top(state, "greenery", "G09")
    assert not state.end_triggered
    after, events = run(state, Build("greenery", 4, 1, 0))  # covers the token at (4,1)
    assert len(after.tokens) == tokens - 1
    assert after.end_triggered is triggered
    assert ("end_triggered" in [e.kind for e in events]) is triggered


def test_end_triggered_by_an_empty_stack():
    """The end is triggered when one of the four stacks is depleted."""
    after = emptying_build(neutral(game()))
    assert after.stacks["greenery"] == []
    assert after.end_triggered
    assert not after.over


def test_play_continues_to_the_player_right_of_the_first_player():
    """After the trigger the round is completed up to the player before the first player."""
    state = neutral(game(players=3, first=1))  # turn order 1, 2, 0
    state = quiet_turn(state)
    assert state.current == 2
    state = do(emptying_build(state), EndTurn())
    assert state.end_triggered and not state.over
    assert state.current == 0
    state = quiet_turn(state)
    assert state.over
    assert state.end_reason == "the last round is complete"
    assert legal_actions(state) == ()
    assert decision(state).kind == "game_over"


def test_trigger_by_the_last_player_ends_the_game_at_once():
    """If the player right of the first player triggers the end, the game ends with the turn."""
    state = quiet_turn(neutral(game(players=2, first=0)))
    assert state.current == 1
    state = do(emptying_build(state), EndTurn())
    assert state.over


def test_trigger_by_the_first_player_gives_everyone_a_last_turn():
    state = do(emptying_build(neutral(game(players=2, first=0))), EndTurn())
    assert not state.over and state.current == 1
    assert quiet_turn(state).over


def test_final_score_is_itemised():
    """The result lists coins, each decoration scoring group and the characters per player."""
    state = neutral(game())
    state.players[0].coins = 5
    state.players[0].cards = ["bird_1", "fish_1", "bridge_1", "pine_1", "pavilion_1"]
    state.minis[4, 3, "tile"] = Mini("lady", 0, 0)
    clear_slots(state)
    set_slot(state, "N_l0", "L1")  # sun
    state = quiet_turn(do(emptying_build(state), EndTurn()))
    assert state.over
    score = state.result.players[0]
    coins = state.players[0].coins
    assert score.categories == {
        "coins": coins,
        "bird+fish": 6,
        "lotus+peony": 0,
        "bridge": 2,
        "pavilion": 12,
        "trees": 1,
        "characters": 6,
    }
    assert score.total == coins + 27
    assert [(c.character, c.preference) for c in score.characters] == [("lady", 6)]
    assert state.result.to_dict()["players"][0]["total"] == score.total
    assert state.result.winners == (0,)


# --- decoration cards ---------------------------------------------------------------------------


def scores(cards, players=2):
    state = game(players)
    for player, hand in zip(state.players, cards, strict=False):
        player.cards = list(hand)
    return decoration_scores(state)


@pytest.mark.parametrize(
    ("cards", "group", "coins"),
    [
        (["bird_1", "fish_1"], "bird+fish", 6),
        (["bird_1"], "bird+fish", 0),
        (["fish_1", "fish_2", "fish_3"], "bird+fish", 0),
        (["bird_1", "bird_2", "fish_1"], "bird+fish", 6),
        (["bird_1", "bird_2", "fish_1", "fish_2"], "bird+fish", 12),
        (["lotus_1", "peony_1"], "lotus+peony", 6),
        (["lotus_1", "lotus_2", "lotus_3", "peony_1", "peony_2"], "lotus+peony", 12),
        (["peony_1", "fish_1"], "lotus+peony", 0),
        (["peony_1", "fish_1"], "bird+fish", 0),
    ],
)
def test_pairs_six_coins_each_excess_gives_nothing(cards, group, coins):
    """Birds + fish and lotus + peonies: 6 coins per pair; unpaired cards give nothing."""
    assert scores([cards])[0][group] == coins


@pytest.mark.parametrize(("count", "coins"), [(0, 0), (1, 2), (3, 6)])
def test_bridges_two_coins_each(count, coins):
    """Two coins per bridge card."""
    assert scores([[f"bridge_{i + 1}" for i in range(count)]])[0]["bridge"] == coins


@pytest.mark.parametrize(
    ("counts", "coins"),
    [
        ([3, 1, 0], [12, 6, 0]),
        ([2, 0], [12, 0]),
        ([0, 0], [0, 0]),
        ([2, 2, 1], [9, 9, 0]),  # tied for most: 18 split, no second place
        ([2, 2, 2], [6, 6, 6]),
        ([1, 1, 1, 1], [4, 4, 4, 4]),  # 18 // 4, the rest ignored
        ([3, 1, 1, 0], [12, 3, 3, 0]),  # tied for second: 6 split
        ([3, 1, 1, 1], [12, 2, 2, 2]),
        ([1, 3, 0, 2], [0, 12, 0, 6]),
    ],
)
def test_pavilion_majority_12_and_6_with_tie_splits_D19(counts, coins):
    """Most pavilions 12, second 6; a tie for most splits 18; a tie for second splits 6."""
    hands = [
        [f"pavilion_{i + 1}" for i in range(sum(counts[:p]), sum(counts[: p + 1]))]
        for p in range(len(counts))
    ]
    assert [s["pavilion"] for s in scores(hands, len(counts))] == coins
    rule = game().catalog.decoration_types["pavilion"].scoring
    assert rule.majority(counts) == coins


@pytest.mark.parametrize(
    ("counts", "coins"),
    [
        ([1, 0, 0, 0, 0], 1),
        ([1, 1, 0, 0, 0], 4),
        ([1, 1, 1, 0, 0], 9),
        ([1, 1, 1, 1, 0], 16),
        ([1, 1, 1, 1, 1], 25),
        ([2, 2, 1, 1, 1], 29),  # 5 different + 2 different
        ([3, 0, 0, 0, 0], 3),
        ([2, 1, 1, 0, 0], 10),
        ([0, 0, 0, 0, 0], 0),
    ],
)
def test_trees_score_each_set_of_different_trees_D20(counts, coins):
    """1-4-9-16-25 coins per set of 1-5 different trees; each set scores (D20)."""
    assert tree_sets(counts, (1, 4, 9, 16, 25)) == coins


def test_trees_from_real_cards():
    """Five different trees plus two more different ones: 25 + 4."""
    hand = [
        "pine_1",
        "pine_2",
        "willow_1",
        "willow_2",
        "plum_blossom_1",
        "peach_blossom_1",
        "maple_1",
    ]
    assert scores([hand])[0]["trees"] == 29


# --- characters ---------------------------------------------------------------------------------


def garden():
    state = clear_slots(neutral(game()))
    state.minis.clear()
    return state


def seen(state, x, y, character, side, spot="tile"):
    mini = Mini(character, 0, "NESW".index(side))
    state.minis[x, y, spot] = mini
    return character_score(state, (x, y), mini)


@pytest.mark.parametrize(("side", "count"), [("E", 2), ("W", 1), ("N", 1), ("S", 1)])
def test_one_coin_per_decoration_in_line_of_sight_including_own_space(side, count):
    """Each decoration on the character's space or straight ahead to the edge scores 1."""
    state = garden()
    state.decorations[3, 4] = "pavilion"  # the character's own space
    state.decorations[4, 4] = "fish"  # east of it
    state.decorations[4, 3] = "lotus"  # diagonal: never seen
    result = seen(state, 3, 4, "lady", side, spot="decoration")
    assert (result.decorations, result.preference) == (count, 0)


def _east_side(state):
    set_slot(state, "E_l0", "L6")  # construction, animal
    set_slot(state, "E_l1", "L3")  # dragon, temple
    set_slot(state, "E_s0", "S2")  # animal, waterfall
    set_slot(state, "E_s1", "S3")  # village, construction
    set_slot(state, "E_s2", "S12")  # temple
    return state


@pytest.mark.parametrize(
    ("character", "coins"),
    [
        ("architect", 6),  # 3 per construction
        ("child", 4),  # 2 per animal
        ("emperor", 5),  # 5 per dragon
        ("merchant", 2),  # 2 per village
        ("monk", 6),  # 3 per temple
        ("sword_dancer", 2),  # 2 per waterfall
        ("officer", 9),  # 1 per icon of any kind
        ("lady", 0),  # no sun, no moon
    ],
)
def test_landscape_sight_preferences_count_icons_on_the_faced_side(character, coins):
    """Icons on the five landscape tiles of the side the character faces."""
    state = _east_side(garden())
    assert seen(state, 4, 3, character, "E").preference == coins
    assert seen(state, 4, 3, character, "W").preference == 0


@pytest.mark.parametrize(
    ("tiles", "coins"), [([], 0), (["L1"], 6), (["L4"], 6), (["L1", "L4"], 12), (["L2"], 0)]
)
def test_lady_six_for_sun_or_moon_twelve_for_both(tiles, coins):
    """Lady: 6 coins if the Sun or the Moon is on the active landscape, 12 if both."""
    state = garden()
    for slot, tile in zip(("S_l0", "S_l1"), tiles, strict=False):
        set_slot(state, slot, tile)
    assert seen(state, 4, 3, "lady", "S").preference == coins


def test_hermit_two_coins_per_rock_tile_seen_capped_at_ten():
    """Hermit: 2 coins per garden tile with rock in line of sight, at most 10."""
    state = garden()
    for i, tile in enumerate(["R01", "R02", "R03"]):
        put(state, tile, 0, 2 - i, 4)  # (2,4), (1,4), (0,4)
    assert seen(state, 3, 4, "hermit", "W").preference == 8  # three tiles + the start's SW
    state = garden()
    for y, tile in zip((0, 1, 2, 5, 6, 7), ["R01", "R02", "R03", "R04", "R05", "R07"], strict=True):
        put(state, tile, 0, 3, y)
    assert seen(state, 3, 7, "hermit", "N").preference == 10  # seven rock tiles


def test_poet_and_student_count_their_terrain_start_quarters_separately_D4():
    """Poet (water) and Student (greenery); each start quarter is a tile of its own (D4)."""
    state = garden()
    assert seen(state, 3, 4, "student", "N").preference == 2  # NW quarter
    assert seen(state, 3, 4, "poet", "E").preference == 2  # SE quarter
    assert seen(state, 3, 4, "hermit", "E").preference == 2  # its own SW quarter
    assert seen(state, 4, 3, "hermit", "N").preference == 0


def test_a_temple_shows_no_terrain_D5():
    """D5: a temple tile does not count for the Hermit, Poet or Student."""
    state = garden()
    put(state, "T03", 0, 2, 4)  # the rock temple
    assert seen(state, 3, 4, "hermit", "W").preference == 2  # only the start's SW quarter


@pytest.mark.parametrize(
    ("others", "coins"),
    [
        ([], 9),
        ([((4, 6), "emperor")], 6),
        ([((4, 6), "emperor"), ((4, 5), "lady")], 3),
        ([((4, 2), "emperor")], 9),  # behind her
        ([((4, 3), "lady")], 6),  # on her own space (D6)
        ([((5, 4), "emperor")], 9),  # not in her line of sight
    ],
)
def test_empress_nine_minus_three_per_emperor_or_lady_seen_D6(others, coins):
    """Empress: 9 coins, minus 3 for the Emperor and for the Lady in her line of sight."""
    state = garden()
    for (x, y), character in others:
        spot = "decoration" if (x, y) == (4, 3) else "tile"
        state.minis[x, y, spot] = Mini(character, 1, 0)
    assert seen(state, 4, 3, "empress", "S").preference == coins


# --- tie-breaks ---------------------------------------------------------------------------------


def tied(players=2):
    state = neutral(game(players))
    for player in state.players:
        player.coins = 10
    return state


def test_most_coins_wins():
    state = tied()
    state.players[1].coins = 11
    result = final_score(state)
    assert (result.winners, result.tie_break) == ((1,), "")


def test_tie_broken_by_landscape_tokens():
    """A tie goes to the tied player with the most landscape tokens."""
    state = tied(3)
    state.players[0].tokens = {"small": 1, "large": 1}
    state.players[1].tokens = {"small": 0, "large": 1}
    state.players[2].coins = 9
    state.players[2].tokens = {"small": 4, "large": 4}  # not tied: ignored
    result = final_score(state)
    assert (result.winners, result.tie_break) == ((0,), "landscape_tokens")


def test_tie_broken_by_track_positions_D21():
    """Then the furthest cube positions, compared highest first (D21)."""
    state = tied()
    state.players[0].tracks = [4, 4, 4]
    state.players[1].tracks = [1, 5, 1]
    result = final_score(state)
    assert (result.winners, result.tie_break) == ((1,), "track_positions")
    state.players[1].tracks = [4, 3, 4]
    assert final_score(state).winners == (0,)


def test_tie_shared_when_every_tie_break_fails():
    """If the tie persists, the tied players share the victory."""
    state = tied(3)
    state.players[2].coins = 3
    result = final_score(state)
    assert (result.winners, result.tie_break) == ((0, 1), "shared")


# --- D18: when no tile can be placed ------------------------------------------------------------


def _stalled(state):
    """No space can take a tile and no decoration card is left to draw."""
    state.frontier = Frontier({})
    state.deco_deck = []
    state.deco_discard = []
    return state


def test_no_build_offered_when_no_face_up_tile_fits_D18():
    """D18: with nowhere for any face-up tile, Build the Garden is not offered; Decorate is."""
    state = _stalled(game())
    offered = legal_actions(state)
    assert not [o for o in offered if isinstance(o, Build)]
    assert Decorate() in offered


def test_a_round_in_which_nothing_can_be_placed_ends_the_game_D18():
    """D18: a whole round with nothing placed and no tile placeable ends and scores the game."""
    state = _stalled(game(players=2))
    state = do(state, Decorate(), DiscardDrawn(), EndTurn())
    assert not state.over and state.current == 1
    state = do(state, Decorate(), DiscardDrawn(), EndTurn())
    assert state.over
    assert "nothing was placed" in state.end_reason
    assert state.result is not None


def _all_pieces_placed(state):
    for pool in state.supply:
        state.supply[pool] = 0
    return state


def test_a_round_of_drawing_in_vain_once_no_decoration_can_be_placed_ends_the_game_D22():
    """D22: every piece is in the garden; both players draw in vain though tiles fit: the
    game ends and is scored."""
    state = _all_pieces_placed(game(players=2))
    assert [o for o in legal_actions(state) if isinstance(o, Build)]
    state = do(state, Decorate(), DiscardDrawn(), EndTurn())
    assert not state.over
    state = do(state, Decorate(), DiscardDrawn(), EndTurn())
    assert state.over and "nothing was placed" in state.end_reason


def test_building_keeps_the_game_going_once_no_decoration_can_be_placed_D22():
    """D22: one player passing by drawing in vain does not end the game while the other
    builds."""
    state = _all_pieces_placed(game(players=2))
    state = do(state, Decorate(), DiscardDrawn(), EndTurn())
    state = do(state, next(o for o in legal_actions(state) if isinstance(o, Build)))
    while state.current == 1:  # the rest of the builder's turn: its first options, then the end
        offered = legal_actions(state)
        state = do(state, EndTurn() if EndTurn() in offered else offered[0])
    state = do(state, Decorate(), DiscardDrawn(), EndTurn())
    assert not state.over


def test_no_free_area_for_the_pieces_left_counts_as_no_decoration_possible_D22():
    """D22: pieces are left, but every decoration area of the garden is taken."""
    state = game(players=2)
    for pos, cell in state.board.items():
        if cell.icon is not None:
            state.decorations.setdefault(pos, "pine")
    assert any(state.supply.values())
    for _ in range(2):
        state = do(state, Decorate(), DiscardDrawn(), EndTurn())
    assert state.over


def test_an_idle_turn_does_not_end_the_game_when_a_tile_could_be_placed_D18():
    """D18: decorating in vain while a tile could be built is not a stalled round (the deck
    holds only cards of used-up types; the discard pile one that could be placed)."""
    state = game(players=2)
    kinds = state.catalog.card_type
    left = kinds[state.deco_deck[0]].pool
    for pool in state.supply:
        state.supply[pool] = state.supply[pool] if pool == left else 0
    state.deco_discard = [state.deco_deck[0]]
    state.deco_deck = [c for c in state.deco_deck if kinds[c].pool != left]
    for _ in range(2):
        state = do(state, Decorate(), DiscardDrawn(), EndTurn())
    assert not state.over
