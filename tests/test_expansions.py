"""Ghost Stories, Golden Age and the promos as modules: one test per rule and per decision
(G1-G28 in docs/rules-decisions.md) and the reference's FAQ answers."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.flow import settle
from engine.core.view import player_view
from engine.tang_garden.actions import (
    AdvanceTrack,
    Build,
    Influence,
    MoveCharacter,
    RefreshLantern,
    TakeCharacter,
    UseLantern,
)
from engine.tang_garden.frontier import Frontier
from engine.tang_garden.game import legal_actions
from engine.tang_garden.modules.ghost_stories.module import (
    CountSwanAs,
    PlaceFoxToken,
    ProtectCharacter,
)
from engine.tang_garden.modules.golden_age.actions import (
    DrawTiles,
    PlaceDrawnTile,
    PutBackTile,
    RefreshMixed,
)
from engine.tang_garden.modules.promo_herbalist.actions import BorrowSkillAction
from engine.tang_garden.modules.promo_wayfarer.actions import MoveTrackLevel
from engine.tang_garden.play import conclude
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.scoring import character_score, decoration_scores, final_score
from engine.tang_garden.state import NEUTRAL, Mini
from tests.helpers import (
    decorate,
    do,
    facing,
    game,
    neutral,
    options,
    put,
    set_slot,
    set_top,
)
from tests.test_properties import check_board, check_counts, play

GS, GA = "ghost-stories", "golden-age"
HERB, WAY, APRICOT = "promo-herbalist", "promo-wayfarer", "promo-apricot-tree"
ALL = [GS, GA, HERB, WAY, APRICOT]


def stand(state, character, owner, x, y, side, spot="tile"):
    """A miniature in the garden (no rules)."""
    state.minis[x, y, spot] = Mini(character, owner, facing(side))
    return state


def part(state, module_id):
    return state.ruleset.by_id[module_id].of(state)


def extras(state, x, y, spot="tile"):
    mini = state.minis[x, y, spot]
    return character_score(state, (x, y), mini)


def at_post(state):
    """The current player's main action is done: the rest of the turn is pending."""
    state.tasks = [("post",)]
    state.turn.main_done = True
    return state


def end_now(state):
    """The last turn ends now: the end-of-game choices, then the final scoring."""
    state = state.clone()
    events = []
    conclude(state, "test", events)
    settle(state, events)
    return state


def clear_slots(state):
    for sid in state.slots:
        state.slots[sid] = None
    return state


# --- Ghost Stories -----------------------------------------------------------------------------


def test_G1_demon_penalty_lands_on_the_other_players_characters():
    state = neutral(game(ruleset=[GS]))
    put(state, "W02", 0, 5, 4)  # a character spot in the Demon's line of sight (row 4, east)
    stand(state, "demon", 0, 3, 4, "E")
    stand(state, "monk", 0, 4, 3, "N")  # the Demon's own player: untouched
    stand(state, "lady", 1, 5, 4, "N")  # in its sight: -3
    stand(state, "merchant", 1, 4, 3, "S", spot="decoration")  # out of sight: -1
    demon = extras(state, 3, 4)
    assert demon.preference == 6 and demon.extras == ()
    assert extras(state, 4, 3).extras == ()
    seen = extras(state, 5, 4)
    assert seen.extras == (("in the sight of the Demon", -3),)
    assert extras(state, 4, 3, "decoration").extras == (("haunted by the Demon", -1),)
    result = final_score(state)
    for score in result.players:
        assert score.categories["characters"] == sum(c.total for c in score.characters)
        for char in score.characters:
            assert char.total == char.decorations + char.preference + sum(v for _, v in char.extras)


def test_G1_a_neutral_character_is_not_haunted():
    state = neutral(game(ruleset=[GS]))
    stand(state, "demon", 0, 3, 4, "N")
    stand(state, "emperor", NEUTRAL, 4, 3, "N")
    assert extras(state, 4, 3).extras == ()


def demon_and_refresher(players=3, butterfly=False):
    """Player 0's active character is the Demon; player 1 is to play with a used lantern and
    three small tokens (and a Butterfly card if asked)."""
    state = neutral(game(players=players, ruleset=[GS, GA]))
    state.players[0].active = "demon"
    state.current = 1
    payer = state.players[1]
    payer.coins = 5
    payer.tokens = {"small": 3, "large": 0}
    payer.lanterns["double_build"] = False
    if butterfly:
        payer.cards.append("butterfly_1")
        state.deco_deck.remove("butterfly_1")
    return state


def test_G2_the_demon_taxes_another_players_lantern_refresh():
    state = do(demon_and_refresher(), RefreshLantern("double_build", "small"))
    assert state.players[1].coins == 4 and state.players[0].coins == 1


def test_butterfly_refreshes_a_lantern_without_paying_the_demon():
    """FAQ: can I use the Butterfly to refresh a lantern without paying the Demon? Yes."""
    state = do(demon_and_refresher(butterfly=True), RefreshLantern("double_build", "small"))
    assert state.players[1].coins == 5 and state.players[0].coins == 0
    assert state.players[1].lanterns["double_build"]


def test_G2_the_tax_is_only_what_the_payer_has_and_the_demon_owner_pays_nothing():
    state = demon_and_refresher()
    state.players[1].coins = 0
    state = do(state, RefreshLantern("double_build", "small"))
    assert state.players[1].coins == 0 and state.players[0].coins == 0
    own = demon_and_refresher()
    own.players[1].active = "demon"
    own.players[0].active = None
    own = do(own, RefreshLantern("double_build", "small"))
    assert own.players[1].coins == 5


def test_G2_the_emissarys_mixed_refresh_pays_the_demon_too():
    state = demon_and_refresher()
    state.players[1].active = "emissary"
    state.players[1].tokens = {"small": 2, "large": 1}
    state = do(state, RefreshMixed("double_build", 2, 1))
    assert state.players[1].coins == 4 and state.players[0].coins == 1


def test_G3_a_cat_protects_one_character_from_the_demon_but_not_from_the_medium():
    state = neutral(game(ruleset=[GS]))
    stand(state, "demon", 0, 3, 4, "N")
    stand(state, "medium", 0, 4, 3, "N", spot="decoration")
    stand(state, "lady", 1, 4, 3, "N")
    part(state, GS).protected["cat_1"] = "lady"
    assert extras(state, 4, 3).extras == ()  # the Medium is on the same space, not around it
    state.minis[4, 4, "tile"] = state.minis.pop((4, 3, "tile"))
    assert extras(state, 4, 4).extras == (("beside the Medium", -1),)


def test_G3_the_cat_is_chosen_at_the_end_among_its_owners_characters():
    state = neutral(game(ruleset=[GS]))
    stand(state, "demon", 0, 3, 4, "N")
    stand(state, "lady", 1, 4, 3, "N")
    stand(state, "monk", 1, 4, 3, "N", spot="decoration")
    state.players[1].cards.append("cat_1")
    state.deco_deck.remove("cat_1")
    state = end_now(state)
    assert not state.over and state.current == 1
    assert set(options(state)) == {
        ProtectCharacter("cat_1", "lady"),
        ProtectCharacter("cat_1", "monk"),
    }
    state = do(state, ProtectCharacter("cat_1", "lady"))
    assert state.over
    lady = next(c for c in state.result.players[1].characters if c.character == "lady")
    monk = next(c for c in state.result.players[1].characters if c.character == "monk")
    assert lady.extras == () and monk.extras == (("haunted by the Demon", -1),)


def test_G4_a_swan_counts_as_exactly_one_card_of_the_chosen_type():
    state = neutral(game(ruleset=[GS]))
    for card in ("swan_1", "fish_1"):
        state.players[0].cards.append(card)
        state.deco_deck.remove(card)
    state = end_now(state)
    assert CountSwanAs("swan_1", "swan") not in options(state)
    state = do(state, CountSwanAs("swan_1", "bird"))
    categories = state.result.players[0].categories
    assert categories["bird+fish"] == 6 and "swan" not in categories
    assert decoration_scores(state)[0]["bird+fish"] == 6


def test_G13_end_choices_are_made_in_turn_order_from_the_first_player():
    state = neutral(game(players=3, first=2, ruleset=[GS]))
    for player, card in ((0, "swan_1"), (1, "swan_2"), (2, "swan_3")):
        state.players[player].cards.append(card)
        state.deco_deck.remove(card)
    state = end_now(state)
    seats = []
    while not state.over:
        seats.append(state.current)
        state = do(state, options(state)[0])
    assert seats == [2, 0, 1]


def test_G5_the_spectral_tree_hides_itself_and_its_eight_neighbours():
    """FAQ: can the Spectral Tree block its own line of sight? Yes, all 8 spaces around it."""
    state = neutral(game(ruleset=[GS]))
    stand(state, "monk", 0, 3, 4, "N")  # sees column 3 from row 4 up
    state.decorations[3, 3] = "spectral_tree"
    state.decorations[3, 2] = "bird"  # beside the tree: hidden
    state.decorations[3, 0] = "fish"  # far: seen
    assert extras(state, 3, 4).decorations == 1
    del state.decorations[3, 3]
    assert extras(state, 3, 4).decorations == 2


def test_G6_taking_the_fox_spirit_asks_where_its_fox_token_goes():
    state = neutral(game(ruleset=[GS]), tracks=(2, 2, 2), active="child")
    state.players[1].active = "monk"
    stand(state, "lady", 1, 4, 3, "N")
    state = at_post(state)
    state.char_display[0] = "fox_spirit"
    state.char_deck = [c for c in state.char_deck if c != "fox_spirit"]
    state = do(state, Influence(), TakeCharacter("fox_spirit"))
    assert state.tasks[-1][0] == "fox_target"
    assert set(options(state)) == {PlaceFoxToken(c) for c in ("child", "lady", "monk")}
    state = do(state, PlaceFoxToken("lady"))
    assert part(state, GS).fox_targets == {"fox_spirit": "lady"}
    assert state.tasks[-1][0] == "place_character"


def test_G6_the_fox_spirit_has_its_targets_skill_and_sight():
    state = neutral(game(ruleset=[GS]), active="fox_spirit")
    part(state, GS).fox_targets["fox_spirit"] = "child"  # 2 coins per bird or fish; Animal icons
    state = decorate(state, "fish_1", (4, 4))
    assert state.players[0].coins == 2
    clear_slots(state)
    set_slot(state, "N_s0", "S4")  # one Animal icon
    stand(state, "fox_spirit", 0, 4, 3, "N")
    assert extras(state, 4, 3).preference == 2


def test_G7_the_medium_troubles_every_character_around_it():
    state = neutral(game(ruleset=[GS]))
    stand(state, "medium", 0, 3, 3, "N")
    stand(state, "monk", 0, 4, 4, "N")  # diagonal, its own player's
    stand(state, "lady", 1, 4, 3, "N")
    assert extras(state, 3, 3).preference == 8
    assert extras(state, 4, 4).extras == (("beside the Medium", -1),)
    assert extras(state, 4, 3).extras == (("beside the Medium", -1),)


def test_G8_the_soldier_scores_seven_with_a_wall_on_its_landscape():
    state = clear_slots(neutral(game(ruleset=[GS])))
    stand(state, "soldier", 0, 3, 4, "E")
    assert extras(state, 3, 4).preference == 3
    set_slot(state, "E_s1", "GS_S2")  # Desolate Land: a Wall icon
    assert extras(state, 3, 4).preference == 7
    set_slot(state, "W_s1", "GS_S1")  # behind it: no change
    assert extras(state, 3, 4).preference == 7


def test_G9_the_haunted_temple_pays_a_coin_and_an_advance_per_footpath_beside_it():
    state = neutral(game(ruleset=[GS]))
    put(state, "G09", 0, 5, 2)  # footpaths all round
    state = set_top(state, "tao", "GS_HT")
    state = do(state, Build("tao", 4, 2, 0))  # south: the starting tile's footpath; east: G09
    assert state.players[0].coins == 1
    assert [t[0] for t in state.tasks].count("any_track") == 2
    state = do(state, AdvanceTrack("rock"), AdvanceTrack("water"))
    assert state.players[0].tracks == [0, 1, 1]


def test_G10_the_shift_lantern_turns_another_players_character():
    state = neutral(game(ruleset=[GS]))
    stand(state, "demon", 1, 3, 4, "N")
    state = do(state, UseLantern("shift"))
    turn = MoveCharacter("demon", 3, 4, "tile", "S")
    assert turn in options(state)
    state = do(state, turn)
    assert state.minis[3, 4, "tile"] == Mini("demon", 1, facing("S"))


@pytest.mark.parametrize("modules", [[GS], [GA], [GS, GA], ALL])
def test_G11_no_stack_starts_above_sixteen_tiles(modules):
    for seed in range(5):
        state = game(seed=seed, ruleset=modules)
        assert all(len(tiles) <= 16 for tiles in state.stacks.values())
        special = {t for t in ("GS_HT", "GA_BG") if t in state.catalog.tiles}
        assert special <= set(state.stacks["tao"])
        assert {"T01", "T02", "T03"} <= set(state.stacks["tao"])


def test_G12_walled_landscapes_join_the_piles():
    state = game(ruleset=[GS])
    every = [*state.land_pile["small"], *state.land_visible["small"], *state.slots.values()]
    every += [*state.land_pile["large"], *state.land_visible["large"]]
    assert {"GS_S1", "GS_S2", "GS_L1", "GS_L2"} <= set(every)
    assert "wall" in state.catalog.landscapes["GS_S2"].icons


def test_moving_a_character_onto_a_tile_with_a_decoration():
    """FAQ: can I move a character onto a tile with a decoration? Yes, with a character icon."""
    state = neutral(game(ruleset=[GS]))
    state.decorations[3, 4] = "pavilion"  # the rock quarter has a character spot
    stand(state, "monk", 0, 4, 3, "N")
    state = do(state, UseLantern("move_character"))
    assert MoveCharacter("monk", 3, 4, "tile", "N") in options(state)


# --- Golden Age ---------------------------------------------------------------------------------


def test_G14_emissary_and_literate_count_sides_with_an_icon_whichever_way_they_face():
    state = clear_slots(neutral(game(ruleset=[GA])))
    set_slot(state, "N_s0", "S6")  # Village
    set_slot(state, "E_s0", "S7")  # Village
    set_slot(state, "E_s1", "S1")  # Village and Animal: the east side counts once
    stand(state, "emissary", 0, 3, 4, "S")
    stand(state, "literate", 1, 4, 3, "W")
    assert extras(state, 3, 4).preference == 6
    assert extras(state, 4, 3).preference == 3


def test_emissary_refreshes_a_lantern_with_mixed_tokens():
    """FAQ: can I use the Emissary to refresh with mixed tokens? Yes, any combination."""
    state = neutral(game(players=3, ruleset=[GA]), active="emissary")
    state.players[0].tokens = {"small": 1, "large": 2}
    state.players[0].lanterns["search_deck"] = False
    mixed = options(state, RefreshMixed)
    assert mixed == [RefreshMixed("search_deck", 1, 2)]
    state = do(state, mixed[0])
    assert state.players[0].lanterns["search_deck"]
    assert state.players[0].tokens == {"small": 0, "large": 0}
    at_post(state)
    assert options(state, RefreshMixed) == []


def test_G15_without_the_emissary_tokens_must_be_of_one_size():
    state = neutral(game(players=3, ruleset=[GA]), active="monk")
    state.players[0].tokens = {"small": 1, "large": 2}
    state.players[0].lanterns["search_deck"] = False
    assert options(state, RefreshMixed) == [] and options(state, RefreshLantern) == []


def test_G16_the_gardener_counts_visible_decorations_up_to_ten():
    state = neutral(game(ruleset=[GA, GS]))
    stand(state, "gardener", 0, 3, 7, "N")
    for y in range(8):
        state.decorations[3, y] = "bird"
    assert extras(state, 3, 7).preference == 10
    state.decorations = {(3, 7): "bird", (3, 0): "spectral_tree", (3, 5): "fish"}
    assert extras(state, 3, 7).preference == 4  # the tree hides itself


def test_G17_the_geomancer_counts_terrain_types_in_its_sight():
    state = neutral(game(ruleset=[GA]))
    stand(state, "geomancer", 0, 3, 3, "N")  # greenery quarter only
    assert extras(state, 3, 3).preference == 2
    stand(state, "geomancer", 0, 3, 4, "N")  # rock and greenery quarters
    assert extras(state, 3, 4).preference == 5
    put(state, "W01", 0, 3, 2)
    assert extras(state, 3, 4).preference == 8


def test_G18_the_musician_counts_other_characters_in_its_sight():
    state = neutral(game(ruleset=[GA]))
    stand(state, "musician", 0, 3, 4, "E")
    stand(state, "lady", 1, 4, 4, "N", spot="decoration")
    stand(state, "emperor", NEUTRAL, 3, 4, "N", spot="decoration")
    stand(state, "monk", 1, 4, 3, "N")  # not in its row
    assert extras(state, 3, 4).preference == 6


def test_G19_nobleman_tao_priest_and_princess_read_the_icons():
    state = clear_slots(neutral(game(ruleset=[GA])))
    for slot, tile in (("N_s0", "S4"), ("N_s1", "S5"), ("N_s2", "S1"), ("N_l0", "L7")):
        set_slot(state, slot, tile)  # animal, animal, animal+village, village
    stand(state, "nobleman", 0, 3, 3, "N")
    stand(state, "tao_priest", 0, 4, 3, "N")
    stand(state, "princess", 1, 3, 4, "N")
    assert extras(state, 3, 3).preference == 4  # two kinds
    assert extras(state, 4, 3).preference == 10
    assert extras(state, 3, 4).preference == 8  # a pair of animals and a pair of villages


def test_G20_crowded_decorations_lose_a_coin_per_piece_in_the_garden():
    state = neutral(game(ruleset=[GA]))
    state.players[0].cards += ["bonsai_1", "bonsai_2"]
    state.players[1].cards += ["ninfea_1"]
    state.decorations.update({(3, 4): "bonsai", (0, 0): "bonsai", (1, 1): "bonsai"})
    state.decorations[2, 2] = "ninfea"
    scores = decoration_scores(state)
    assert scores[0]["bonsai"] == 2 * (7 - 3)
    assert scores[1]["ninfea"] == 6 and scores[1]["bonsai"] == 0


def test_G21_the_duck_scores_three_coins_a_card():
    state = neutral(game(ruleset=[GA]))
    state.players[1].cards += ["duck_1", "duck_2"]
    assert decoration_scores(state)[1]["duck"] == 6


def test_G22_the_bamboo_garden_pays_per_terrain_type_beside_it():
    state = neutral(game(ruleset=[GA]))
    put(state, "W01", 0, 2, 5)  # water all round, west of (3, 5)
    state = set_top(state, "tao", "GA_BG")
    state = do(state, Build("tao", 3, 5, 0))  # north: the rock quarter's rock edge
    assert state.players[0].coins == 1 + 2


def test_G22_footpaths_and_walls_are_not_terrain_types():
    state = neutral(game(ruleset=[GA]))
    state = set_top(state, "tao", "GA_BG")
    state = do(state, Build("tao", 4, 2, 0))  # only the starting tile's footpath beside it
    assert state.players[0].coins == 1


def test_G23_draw_five_tiles_place_one_and_put_the_rest_back_in_any_order():
    state = neutral(game(ruleset=[GA]))
    state.players[0].lanterns["double_build"] = False
    state = do(state, UseLantern("draw_five_tiles"))
    assert set(options(state)) == {DrawTiles(s) for s in ("greenery", "water", "rock", "tao")}
    before = list(state.stacks["water"])
    state = do(state, DrawTiles("water"))
    hand = part(state, GA).drawn
    assert hand == before[::-1][:5] and len(state.stacks["water"]) == len(before) - 5
    place = options(state, PlaceDrawnTile)[0]
    state = do(state, place)
    while state.tasks[-1][0] != "put_back":
        state = do(state, options(state)[0])
    rest = [t for t in before[::-1][:5] if t != place.tile]
    assert set(options(state)) == {PutBackTile(t) for t in rest}  # one at a time: 4 choices
    for tile in rest[:2]:
        state = do(state, PutBackTile(tile))
    assert set(options(state)) == {PutBackTile(t) for t in rest[2:]}
    state = do(state, PutBackTile(rest[3]))  # the last one goes back by itself: the new top
    assert state.tasks[-1][0] != "put_back" and not part(state, GA).drawn
    assert state.stacks["water"][-4:] == [*rest[:2], rest[3], rest[2]]
    assert len(state.stacks["water"]) == len(before) - 1


def test_G23_if_none_of_the_five_fits_they_go_back_and_another_action_is_chosen():
    from engine.tang_garden.modules.golden_age.actions import ReturnDrawnTiles

    state = neutral(game(ruleset=[GA]))
    state = do(state, UseLantern("draw_five_tiles"))
    state.frontier = Frontier({})  # nothing can be placed anywhere
    before = list(state.stacks["rock"])
    state = do(state, DrawTiles("rock"))
    assert options(state) == [ReturnDrawnTiles()]
    state = do(state, ReturnDrawnTiles())
    assert state.stacks["rock"] == before and not state.turn.main_done
    assert any(o.__class__.__name__ == "Decorate" for o in options(state))


def test_the_drawn_tiles_are_seen_only_by_the_player_who_drew_them():
    state = neutral(game(ruleset=[GA, GS]))
    state = do(state, UseLantern("draw_five_tiles"), DrawTiles("water"))
    mine, theirs = (player_view(state, v)["modules"] for v in (0, 1))
    assert mine[GA]["drawn"] == part(state, GA).drawn and theirs[GA]["drawn"] == 5
    assert theirs[GS]["boxed"] == 1  # how many tiles went back to the box, not which


def test_G23_no_market_tile_while_drawing_five():
    from engine.tang_garden.modules.pear_garden_market.module import BuyMarketTile

    state = neutral(game(ruleset=[GA, "pear-garden-market"]))
    state.players[0].coins = 5
    assert options(state, BuyMarketTile)
    state = do(state, UseLantern("draw_five_tiles"))
    assert options(state, BuyMarketTile) == []
    state = do(state, DrawTiles("water"))
    assert options(state, BuyMarketTile) == []


def test_G24_exchange_the_active_character_with_a_face_up_one():
    state = neutral(game(ruleset=[GA]), active="monk")
    shown = list(state.char_display)
    state = do(state, UseLantern("exchange_active_character"))
    assert set(options(state)) == {TakeCharacter(c) for c in shown}
    state = do(state, TakeCharacter(shown[1]))
    assert state.players[0].active == shown[1]
    assert state.char_display == [shown[0], "monk"]


def test_tao_priest_gains_a_coin_for_a_tao_tile():
    state = neutral(game(ruleset=[GA]), active="tao_priest")
    state = set_top(state, "tao", "T01")  # a temple fits anywhere
    state = do(state, Build("tao", 4, 2, 0))
    assert state.players[0].coins == 2  # the temple's coin and the skill's


# --- promos ------------------------------------------------------------------------------------


def test_G25_the_herbalist_counts_temple_tiles_in_its_sight():
    state = neutral(game(ruleset=[HERB, GS, GA]))
    put(state, "T01", 0, 3, 2)
    put(state, "GS_HT", 0, 3, 1)
    put(state, "GA_BG", 0, 3, 0)  # not a temple
    stand(state, "herbalist", 0, 3, 3, "N")
    assert extras(state, 3, 3).preference == 10


def test_G26_an_herb_token_borrows_a_skill_for_the_turn():
    state = neutral(game(ruleset=[HERB]), active="herbalist")
    stand(state, "child", 1, 4, 3, "N")
    assert options(state, BorrowSkillAction) == [BorrowSkillAction("child")]
    state = do(state, BorrowSkillAction("child"))
    assert options(state, BorrowSkillAction) == []  # once a turn
    state = decorate(state, "bird_1", (3, 3))
    assert state.players[0].coins == 2
    assert part(state, HERB).herbs_used == {"0": 1}


def test_G26_three_herbs_at_most():
    state = neutral(game(ruleset=[HERB]), active="herbalist")
    stand(state, "child", 1, 4, 3, "N")
    part(state, HERB).herbs_used["0"] = 3
    assert options(state, BorrowSkillAction) == []


def test_wayfarer_cannot_move_a_level_off_a_bonus_space():
    """FAQ: can I use the Wayfarer to retreat a track on a bonus space? No."""
    state = neutral(game(ruleset=[WAY]), tracks=(3, 5, 4), active="wayfarer")
    moves = options(state, MoveTrackLevel)
    assert {m.down for m in moves} == {"rock"}  # 3: coins, 5: a character space
    state = do(state, MoveTrackLevel("rock", "greenery"))
    assert state.players[0].tracks == [4, 5, 3]
    assert options(state, MoveTrackLevel) == []  # once a turn


def test_G27_the_wayfarer_sees_in_all_four_directions():
    state = neutral(game(ruleset=[WAY]))
    stand(state, "wayfarer", 0, 3, 4, "N")
    for pos in ((3, 0), (7, 4), (3, 7), (0, 4), (3, 4), (5, 5)):
        state.decorations[pos] = "bird"
    score = extras(state, 3, 4)
    assert score.decorations == 5 and score.preference == 5


def test_G28_the_apricot_tree_is_a_sixth_tree():
    state = neutral(game(ruleset=[APRICOT]))
    trees = ["pine_1", "willow_1", "plum_blossom_1", "peach_blossom_1", "maple_1"]
    state.players[0].cards += [*trees, "apricot_tree_1"]
    state.players[1].cards += trees
    scores = decoration_scores(state)
    assert scores[0]["trees"] == 36 and scores[1]["trees"] == 25


# --- random games with every combination ------------------------------------------------------

COMBOS = [[m for i, m in enumerate(ALL) if mask >> i & 1] for mask in range(1, 2 ** len(ALL))]
WEB = ["decorations-showcase", "pear-garden-market", "glory-of-the-emperor"]


def check_final(final, combo):
    """The end of a random game: the board, every breakdown adds up, each Swan one type."""
    check_board(final)
    for score in final.result.players:
        assert score.total == sum(score.categories.values())
        assert score.categories["characters"] == sum(c.total for c in score.characters)
        for char in score.characters:
            assert char.total == char.decorations + char.preference + sum(
                coins for _, coins in char.extras
            )
    if GS in combo:  # every Swan card kept counts as exactly one card of one other type
        swans = [c for p in final.players for c in p.cards if c.startswith("swan_")]
        chosen = part(final, GS).swans
        assert sorted(chosen) == sorted(swans) and "swan" not in chosen.values()


def check_step(state):
    check_counts(state)
    assert bool(legal_actions(state)) == (not state.over)
    assert all(len(tiles) <= 16 for tiles in state.stacks.values())


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("combo", COMBOS, ids=lambda combo: "+".join(combo))
def test_every_combination_plays_to_the_end(combo, players):
    check_final(play(players, len(combo) * 10 + players, check_step, combo), combo)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10**6),
    combo=st.sampled_from(COMBOS),
    web=st.lists(st.sampled_from(WEB), unique=True, max_size=1),
)
def test_random_games_with_the_expansions_keep_every_invariant(players, seed, combo, web):
    ruleset = [*combo, *web]
    final = play(players, seed, check_step, ruleset)
    check_final(final, combo)
    again = replay(json.loads(json.dumps(to_record(final))))
    assert player_view(again, None) == player_view(final, None)
    assert again.result.to_dict() == final.result.to_dict()
    for key, value in final.ext.items():
        assert again.ext[key].to_dict() == value.to_dict()


def test_every_new_component_explains_itself_in_players_words():
    state = game(ruleset=ALL)
    cat = state.catalog
    texts = []
    for char in cat.characters.values():
        texts += [char.skill.text(cat), char.sight.text(cat)]
    for dtype in cat.decoration_types.values():
        texts += [dtype.scoring.text(dtype, cat), dtype.scoring.hint()]
    texts += [tile.text() for tile in cat.tiles.values()]
    texts += [lantern.text for lantern in cat.lanterns.values()]
    texts += [m.manifest.rules for m in state.ruleset.modules]
    for text in texts:
        assert text and "_" not in text, text


def test_every_module_option_has_words_for_a_button():
    from engine.tang_garden.game import option_words

    seen = set()
    wanted = {"PlaceFoxToken", "DrawTiles", "MoveTrackLevel", "BorrowSkillAction", "CountSwanAs"}
    for seed in range(60):
        if wanted <= seen:
            break
        for players in (2, 4):
            state = game(players=players, seed=seed, ruleset=ALL)
            rand = __import__("random").Random(seed)
            while not state.over:
                for option in legal_actions(state):
                    if type(option) in state.ruleset.action_classes:
                        text = option_words(state, option)
                        assert text and "_" not in text, option
                        seen.add(type(option).__name__)
                state = do(state, rand.choice(legal_actions(state)))
    assert wanted <= seen


def test_the_solo_variant_is_played_without_the_expansions():
    from engine.tang_garden.game import module_choices

    assert module_choices(["golden-age"], 1)["yin-yang"] == (
        "Golden Age cannot be played with Yin & Yang (solo)."
    )
    assert all(module_choices(ALL, 3)[m] is None for m in ALL)


def test_simulate_stats_prints_every_characters_mean_and_the_balance_check(capsys):
    from game.cli import main as cli

    args = ["simulate", "--players", "4", "--games", "30", "--seed", "1"]
    assert cli([*args, "--modules", ",".join(ALL), "--stats"]) == 0
    out = capsys.readouterr().out.splitlines()
    header = next(i for i, line in enumerate(out) if line.startswith("character"))
    end = next(i for i, line in enumerate(out) if line.startswith("base characters:"))
    rows = out[header + 1 : end]
    assert "character score" in out[header] and "final score" in out[header]
    assert any("(new" in row for row in rows) and any("(new" not in row for row in rows)
    means = [float(row.split()[-1]) for row in rows if "(" not in row]
    assert means  # base characters' rows end with their owners' mean final score
    assert out[end].startswith("base characters: mean character score")


def test_simulate_stats_prints_every_scoring_categorys_mean_against_the_base_game(capsys):
    """Each category in players' words with its mean per player; a module's own category
    names the base game's mean it is held against, the base game's own categories do not."""
    from game.cli import main as cli

    args = ["simulate", "--players", "3", "--games", "20", "--seed", "2", "--stats"]
    assert cli([*args, "--modules", "bushes,night-landscapes"]) == 0
    out = capsys.readouterr().out.splitlines()
    header = out.index(next(line for line in out if line.startswith("scoring category")))
    rows = {line[:30].strip(): line[30:] for line in out[header + 1 :]}
    assert "Characters" in rows and "(new" not in rows["Characters"]
    assert "Hydrangea" in rows and "Fireworks" in rows  # a decoration set's, a landscape's
    assert "(new; base reference" in rows["Hydrangea"]
    decoration_ref, landscape_ref = (
        float(rows[name].split("reference ")[1].split(")")[0].split(":")[0])
        for name in ("Hydrangea", "Fireworks")
    )
    assert decoration_ref != landscape_ref  # decorations against decorations, sights not
