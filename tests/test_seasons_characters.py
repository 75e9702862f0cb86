"""The Seasons characters (module seasons-characters, digest 3.10): one test per rule and per
decision (S60-S79 in docs/rules-decisions.md), and random games alone and with the boxes."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden.actions import (
    Build,
    Decorate,
    Influence,
    InsertLandscape,
    PlaceCharacter,
    PlaceDecoration,
    TakeCharacter,
    TakeToken,
    UseLantern,
)
from engine.tang_garden.explain import why_no_influence
from engine.tang_garden.game import decision, legal_actions
from engine.tang_garden.modules.seasons_characters.actions import (
    ChooseHiddenLandscape,
    KeepDiplomatTokens,
    LookThreeWays,
    UseDiplomat,
)
from engine.tang_garden.modules.seasons_characters.module import HELD
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.scoring import character_score, final_score
from engine.tang_garden.state import Mini
from game.log_lines import log_lines
from tests.helpers import (
    deck_top,
    decorate,
    do,
    facing,
    game,
    neutral,
    put,
    run,
    set_slot,
    set_top,
)
from tests.test_expansions import check_final, check_step
from tests.test_properties import play

SC = "seasons-characters"
GS, GA = "ghost-stories", "golden-age"
FREE = "actress_free_placement"


def scene(players=2, active=None, ruleset=(SC,)):
    return neutral(game(players=players, ruleset=list(ruleset)), active=active)


def stand(state, character, owner, x, y, side, spot="tile"):
    state.minis[x, y, spot] = Mini(character, owner, facing(side))
    return state


def part(state):
    return state.ruleset.by_id[SC].of(state)


def score_of(state, x, y, spot="tile"):
    return character_score(state, (x, y), state.minis[x, y, spot])


def build(state, tile, x, y, rot):
    stack = state.catalog.tiles[tile].stack
    set_top(state, stack, tile)
    return do(state, Build(stack, x, y, rot))


def influence(state, character):
    """The current player, after the main action, influences ``character`` from the display."""
    state.tasks = [("post",)]
    state.turn.main_done = True
    state.player.character_token = True
    if character not in state.char_display:
        state.char_deck.remove(character)
        state.char_display.append(character)
    return do(state, Influence(), TakeCharacter(character))


# --- the Actress -------------------------------------------------------------------------------


def test_s60_taking_the_actress_gives_a_free_placement_lantern():
    state = influence(scene(), "actress")
    assert state.players[0].lanterns[FREE] is True
    assert decision(state).kind == "place_character"


def test_s60_the_free_placement_lantern_goes_when_she_is_placed_even_unused():
    state = influence(scene(active="monk"), "actress")
    state = do(state, PlaceCharacter("actress", 4, 3, "tile", "N"))
    assert FREE not in state.players[0].lanterns


def test_s60_free_placement_puts_a_character_on_a_tile_without_a_spot():
    state = influence(scene(active="monk"), "actress")
    plain = PlaceCharacter("monk", 3, 3, "tile", "W")  # the start's NW quarter: no spot
    assert plain not in legal_actions(state)
    state = do(state, UseLantern(FREE))
    assert plain in legal_actions(state)
    state = do(state, plain)
    assert state.minis[3, 3, "tile"].character == "monk"
    assert state.players[0].lanterns[FREE] is False  # kept (used) while she is held
    assert state.players[0].active == "actress"


def test_s60_free_placement_never_on_a_decoration_or_a_character():
    state = influence(scene(active="monk"), "actress")
    state.decorations[3, 3] = "pine"
    stand(state, "lady", 1, 4, 4, "N")
    state = do(state, UseLantern(FREE))
    spaces = {(o.x, o.y) for o in legal_actions(state) if isinstance(o, PlaceCharacter)}
    assert (3, 3) not in spaces and (4, 4) not in spaces and (3, 4) in spaces


def test_s61_the_actress_scores_per_character_that_sees_her():
    state = scene()
    stand(state, "actress", 0, 3, 4, "N")
    stand(state, "lady", 1, 4, 4, "W")  # looks west along row 4: sees her
    stand(state, "monk", 1, 4, 3, "N")  # looks away
    stand(state, "poet", 0, 3, 3, "S")  # her own player's: counts too
    assert score_of(state, 3, 4).preference == 5 + 2 * 2


# --- the General -------------------------------------------------------------------------------


def _row_to_the_west_edge(state):
    put(state, "G12", 2, 3, 2)
    put(state, "G06", 1, 2, 3)
    put(state, "T09", 1, 1, 3)
    return state


def test_s62_the_general_encloses_terrain_against_the_garden_edge():
    without = build(_row_to_the_west_edge(scene()), "G13", 0, 3, 1)
    assert without.players[0].tracks == [1, 0, 0]  # D1: the match only
    general = build(_row_to_the_west_edge(scene(active="general")), "G13", 0, 3, 1)
    assert general.players[0].tracks == [2, 0, 0]  # match and enclosure


def test_s62_the_general_helps_only_its_owner():
    state = _row_to_the_west_edge(scene())
    state.players[1].active = "general"
    after = build(state, "G13", 0, 3, 1)
    assert after.players[0].tracks == [1, 0, 0]


def test_s63_the_general_scores_bare_tiles_in_its_line_of_sight():
    state = scene()
    stand(state, "general", 0, 3, 4, "N")  # sees (3,4) itself and (3,3): two tiles
    assert score_of(state, 3, 4).preference == 4
    state.decorations[3, 3] = "pine"
    assert score_of(state, 3, 4).preference == 2


# --- Viola & Michele ---------------------------------------------------------------------------


def test_s64_viola_michele_coins_for_a_card_of_a_type_already_kept():
    state = scene(active="viola_michele")
    state.players[0].cards = ["pine_1"]
    put(state, "G09", 0, 4, 2)  # a greenery area
    after = decorate(state, "pine_2", (4, 2))
    assert after.players[0].coins == 2


def test_s64_no_coins_for_a_new_type():
    state = scene(active="viola_michele")
    state.players[0].cards = ["maple_1"]
    put(state, "G09", 0, 4, 2)
    after = decorate(state, "pine_2", (4, 2))
    assert after.players[0].coins == 0


def _place_vm(state):
    state = influence(state, "viola_michele")
    return do(state, PlaceCharacter("viola_michele", 4, 3, "tile", "N"))


def test_s65_viola_michele_ask_three_directions_including_their_facing():
    state = _place_vm(scene(active="monk"))
    pending = decision(state)
    assert pending.kind == "three_directions" and pending.player == 0
    assert set(pending.options) == {LookThreeWays("E"), LookThreeWays("S"), LookThreeWays("W")}


def test_s65_all_three_directions_count_and_turn_with_them():
    state = do(_place_vm(scene(active="monk")), LookThreeWays("W"))  # north, east and south
    state.decorations[4, 1] = "pine"  # north
    state.decorations[6, 3] = "maple"  # east
    state.decorations[4, 6] = "bird"  # south
    state.decorations[1, 3] = "lotus"  # west: not seen
    mini = state.minis[4, 3, "tile"]
    vm = score_of(state, 4, 3)
    assert (vm.decorations, vm.preference) == (3, 6)
    state.minis[4, 3, "tile"] = Mini(mini.character, mini.owner, facing("S"))  # turned
    assert score_of(state, 4, 3).decorations == 3 - 1 + 1  # now S, W, N


# --- the Astronomer ----------------------------------------------------------------------------


def test_s66_the_astronomer_gains_when_any_player_brings_a_character_spot():
    state = scene()
    state.players[1].active = "astronomer"
    after = build(state, "G09", 4, 2, 0)  # G09 shows a character spot
    assert after.players[1].coins == 1
    plain = build(scene(), "G12", 3, 2, 2)
    assert plain.players[1].coins == 0


def test_s66_a_pavilion_brings_a_spot_too():
    state = scene()
    state.players[1].active = "astronomer"
    put(state, "R05", 1, 4, 2)
    area = state.board[4, 2].icon
    card = next(
        c for c, k in state.catalog.card_type.items() if k.character_spot and k.area == area
    )
    after = decorate(state, card, (4, 2))
    assert after.players[1].coins == 1


def test_s66_the_astronomer_sight_moon_and_walls():
    state = scene()
    for sid in state.slots:
        state.slots[sid] = None
    stand(state, "astronomer", 0, 3, 4, "N")
    assert score_of(state, 3, 4).preference == 0
    north = next(s.id for s in state.catalog.data.board.slots if s.side == "N")
    set_slot(state, north, "L4")  # moon and construction
    assert score_of(state, 3, 4).preference == 9
    put(state, "G12", 2, 3, 2)  # a walled tile in its line of sight
    assert score_of(state, 3, 4).preference == 8


# --- the Weaver --------------------------------------------------------------------------------


def test_s67_the_weaver_gains_when_any_player_keeps_an_advancing_card():
    state = scene()
    state.players[1].active = "weaver"
    put(state, "G09", 0, 4, 2)
    after = do(deck_top(state, "pine_1"), Decorate())
    after, events = run(after, PlaceDecoration("pine_1", 4, 2))  # bonus: greenery
    assert after.players[1].coins == 2
    assert any("Weaver" in line for line in log_lines(events))


def test_s67_the_weaver_gains_for_its_owners_cards_too():
    state = scene(active="weaver")
    put(state, "G09", 0, 4, 2)
    assert decorate(state, "pine_1", (4, 2)).players[0].coins == 2


def test_s68_the_weaver_counts_the_decorations_around_it_at_most_10():
    state = scene()
    stand(state, "weaver", 0, 4, 4, "N")
    around = [(3, 3), (4, 3), (5, 3), (3, 4), (5, 4), (3, 5), (4, 5), (5, 5)]
    for pos in around[:3]:
        state.decorations[pos] = "pine"
    assert score_of(state, 4, 4).preference == 6
    for pos in around:
        state.decorations[pos] = "pine"
    assert score_of(state, 4, 4).preference == 10


# --- the Diplomat ------------------------------------------------------------------------------


def diplomat_scene(players=2):
    """Player 1's active character is the Diplomat, with its two tokens; player 0 is to play."""
    state = scene(players)
    state.players[1].active = "diplomat"
    part(state).tokens["diplomat"] = 2
    return state


def test_s71_the_diplomat_comes_with_two_tokens():
    state = influence(scene(), "diplomat")
    assert part(state).tokens == {"diplomat": 2}


def test_s72_another_players_tile_asks_the_diplomats_owner():
    state = build(diplomat_scene(), "G09", 4, 2, 0)  # +1 greenery, 1 footpath coin
    pending = decision(state)
    assert pending.kind == "diplomat" and pending.player == 1
    assert set(pending.options) == {UseDiplomat(), KeepDiplomatTokens()}
    after, events = run(state, UseDiplomat())
    assert after.players[1].tracks == [1, 0, 0] and after.players[1].coins == 1
    assert after.players[0].tracks == [1, 0, 0] and after.players[0].coins == 1
    assert part(after).tokens["diplomat"] == 1
    back = decision(after)
    assert back.player == 0 and back.kind == "post"  # the turn goes on for its player
    said = "Player 2 uses a Diplomat token and also gains Player 1's tile rewards"
    assert f"{said}: +1 greenery, 1 coin" in log_lines(events)


def test_s72_keeping_the_tokens_gives_nothing():
    state = build(diplomat_scene(), "G09", 4, 2, 0)
    after = do(state, KeepDiplomatTokens())
    assert after.players[1].tracks == [0, 0, 0] and part(after).tokens["diplomat"] == 2
    assert decision(after).player == 0


def test_s72_never_for_its_owners_own_tiles_nor_without_tokens_nor_rewards():
    state = diplomat_scene()
    state.current = 1
    assert decision(build(state, "G09", 4, 2, 0)).kind == "post"
    empty = diplomat_scene()
    part(empty).tokens["diplomat"] = 0
    assert decision(build(empty, "G09", 4, 2, 0)).kind == "post"
    nothing = build(diplomat_scene(), "G12", 3, 2, 2)  # a wall against the start: no reward
    assert decision(nothing).kind == "post"


def test_s72_the_landscape_token_stays_with_the_placer():
    state = diplomat_scene()
    state.tokens[4, 2] = "small"
    after = do(build(state, "G09", 4, 2, 0), UseDiplomat())
    assert after.players[0].tokens["small"] == 1 and after.players[1].tokens["small"] == 0
    assert decision(after).kind == "insert" and decision(after).player == 0


def test_s73_a_diplomat_never_placed_loses_4_coins():
    state = scene()
    state.players[1].active = "diplomat"
    result = final_score(state)
    assert result.players[1].categories[HELD] == -4
    assert result.players[0].categories[HELD] == 0  # the same rows for every player
    stand(state, "diplomat", 1, 3, 4, "N")
    state.players[1].active = None
    placed = final_score(state)
    assert HELD not in placed.players[1].categories
    assert placed.players[1].characters[0].preference == 6


# --- the Warrior -------------------------------------------------------------------------------


def test_s69_the_warrior_scores_empty_spaces_in_its_line_of_sight():
    state = scene()
    stand(state, "warrior", 0, 3, 3, "N")  # sees (3,3) and the three empty spaces above
    assert score_of(state, 3, 3).preference == 7 + 2 * 3


def test_s70_the_warrior_gains_for_a_tile_touching_two_different_tiles():
    state = put(scene(active="warrior"), "G12", 2, 3, 2)
    two = build(state, "G06", 4, 2, 1)  # touches G12 and the starting tile
    one = build(scene(active="warrior"), "G06", 4, 2, 1)  # the starting tile only
    assert two.players[0].coins == one.players[0].coins + 1


def test_s70_the_starting_tile_is_one_tile():
    state = scene(active="warrior")
    after = build(state, "G06", 4, 2, 1)  # touches two quarters of the starting tile
    assert after.players[0].coins == build(scene(), "G06", 4, 2, 1).players[0].coins


# --- the Cowherd -------------------------------------------------------------------------------


def test_s74_the_cowherd_pays_to_choose_a_hidden_landscape():
    state = scene(active="cowherd")
    state.players[0].coins = 3
    state.tokens[3, 1] = "small"
    state.tasks = [("post",), ("take_token",)]
    state = do(state, TakeToken(3, 1))
    assert ChooseHiddenLandscape() in legal_actions(state)
    state = do(state, ChooseHiddenLandscape())
    assert state.players[0].coins == 2
    hidden = sorted(state.land_pile["small"])
    inserts = [o for o in legal_actions(state) if isinstance(o, InsertLandscape)]
    assert {o.landscape for o in inserts} == set(hidden)


def test_s74_the_cowherd_needs_a_coin():
    state = scene(active="cowherd")
    state.tokens[3, 1] = "small"
    state.tasks = [("post",), ("take_token",)]
    state = do(state, TakeToken(3, 1))
    assert ChooseHiddenLandscape() not in legal_actions(state)


def test_s75_the_cowherd_scores_animal_and_waterfall_couples():
    state = scene()
    for sid in state.slots:
        state.slots[sid] = None
    stand(state, "cowherd", 0, 3, 4, "N")
    north = [s.id for s in state.catalog.data.board.slots if s.side == "N"]
    set_slot(state, north[0], "S2")  # animal, waterfall
    set_slot(state, north[1], "S4")  # animal
    assert score_of(state, 3, 4).preference == 4
    set_slot(state, north[2], "S8")  # waterfall
    assert score_of(state, 3, 4).preference == 8


# --- every text and random games ---------------------------------------------------------------


def test_every_seasons_character_explains_itself_in_players_words():
    state = game(ruleset=[SC])
    cat = state.catalog
    for char in state.ruleset.by_id[SC].pack["characters"].characters:
        for text in (char.skill.text(cat), char.sight.text(cat), char.skill.brief(cat)):
            assert "_" not in text


def test_the_seasons_characters_are_in_the_deck_and_not_the_scenario_ones():
    state = game(ruleset=[SC])
    ids = set(state.char_deck) | set(state.char_display)
    new = {"actress", "general", "viola_michele", "astronomer"}
    new |= {"weaver", "diplomat", "warrior", "cowherd"}
    assert new <= ids
    assert not {"exorcist", "painter", "counsellor"} & set(state.catalog.characters)


COMBOS = [[SC], [SC, GS], [SC, GA], [SC, GS, GA]]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("combo", COMBOS, ids=lambda combo: "+".join(combo))
def test_random_games_with_the_seasons_characters(combo, players):
    final = play(players, 100 + players, check_step, combo)
    check_final(final, combo)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), combo=st.sampled_from(COMBOS))
def test_random_seasons_games_add_up_and_replay_identically(players, seed, combo):
    final = play(players, seed, check_step, combo)
    check_final(final, combo)
    rows = [list(score.categories) for score in final.result.players]
    assert all(r == rows[0] for r in rows)  # the score table has one row per category
    again = replay(json.loads(json.dumps(to_record(final))))
    assert player_view(again, None) == player_view(final, None)
    assert again.result.to_dict() == final.result.to_dict()
    for key, value in final.ext.items():
        assert again.ext[key].to_dict() == value.to_dict()


def test_s71_the_tokens_stay_with_the_card():
    state = scene()
    part(state).tokens["diplomat"] = 1  # used once by a former owner, then exchanged
    state = influence(state, "diplomat")
    assert part(state).tokens == {"diplomat": 1}


def test_s72_each_tile_of_a_double_placement_is_its_own_offer():
    state = diplomat_scene()
    set_top(state, "greenery", "G09")
    set_top(state, "water", "W02")
    state = do(state, UseLantern("double_build"), Build("greenery", 4, 2, 0), UseDiplomat())
    second = [o for o in legal_actions(state) if isinstance(o, Build)]
    assert second and decision(state).player == 0
    asked = [decision(do(state, b)).kind == "diplomat" for b in second]
    assert any(asked)


def test_s72_the_diplomats_owner_never_sees_the_tiles_drawn_by_another_player():
    """Draw Five Tiles (Golden Age): while the Diplomat's owner decides, the drawer's other
    drawn tiles stay hidden from them."""
    from engine.tang_garden.modules.golden_age.actions import DrawTiles, PlaceDrawnTile

    state = neutral(game(ruleset=[SC, GA]))
    state.players[1].active = "diplomat"
    part(state).tokens["diplomat"] = 2
    set_top(state, "greenery", "G09")
    state = do(state, UseLantern("draw_five_tiles"), DrawTiles("greenery"))
    place = PlaceDrawnTile("G09", 4, 2, 0)  # the top tile, drawn first: it fits north
    assert place in legal_actions(state)
    state = do(state, place)
    assert decision(state).kind == "diplomat" and decision(state).player == 1
    assert isinstance(player_view(state, 1)["modules"][GA]["drawn"], int)
    assert isinstance(player_view(state, 0)["modules"][GA]["drawn"], list)


def test_s60_the_free_placement_lantern_lets_you_influence_when_every_spot_is_taken():
    state = scene(active="actress")
    state.players[0].lanterns[FREE] = True
    stand(state, "lady", 1, 4, 3, "N")  # the starting tile's two spots are taken
    stand(state, "monk", 1, 3, 4, "N")
    state.tasks = [("post",)]
    state.turn.main_done = True
    state.players[0].character_token = True
    assert Influence() in legal_actions(state)
    state.players[0].lanterns[FREE] = False  # used: no spot left
    assert Influence() not in legal_actions(state)
    assert "No character spot is free" in why_no_influence(state)
