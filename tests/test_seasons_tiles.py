"""Seasons parts: night landscapes, the Summer central tile, the new garden tiles and lanterns 05
to 09. One test per rule and per decision (S40-S59 in docs/rules-decisions.md), and random games
with each module alone and all together."""

from __future__ import annotations

import json
from itertools import product

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden.actions import (
    AdvanceTrack,
    Build,
    Decorate,
    InsertLandscape,
    PlaceCharacter,
    UseLantern,
)
from engine.tang_garden.game import catalog, known_modules, module_choices, new_game
from engine.tang_garden.modules.lanterns_05_09.module import BuildReserved, CopyLantern, ReserveTile
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.scoring import (
    _character_score,
    character_score,
    final_score,
    visible_decorations,
    wild_icon_places,
)
from engine.tang_garden.simulate import play_random
from engine.tang_garden.state import Mini
from tests.helpers import do, facing, game, neutral, options, put, set_slot, set_top
from tests.test_expansions import check_final
from tests.test_properties import check_counts, play

NIGHT, SUMMER, TILES, LANTERNS = (
    "night-landscapes",
    "summer-central-tile",
    "new-garden-tiles",
    "lanterns-05-09",
)
MINE = [NIGHT, SUMMER, TILES, LANTERNS]
DEFAULT = catalog(ruleset=[LANTERNS]).ruleset.by_id[LANTERNS].settings.default  # the usual set
GS, GA = "ghost-stories", "golden-age"


def stand(state, character, owner, x, y, side, spot="tile"):
    state.minis[x, y, spot] = Mini(character, owner, facing(side))
    return state


def clear_slots(state):
    for sid in state.slots:
        state.slots[sid] = None
    return state


def part(state, module_id):
    return state.ruleset.by_id[module_id].of(state)


def preference(state, x, y, spot="tile"):
    return character_score(state, (x, y), state.minis[x, y, spot]).preference


def categories(state, player=0):
    return final_score(state).players[player].categories


# --- night landscapes --------------------------------------------------------------------------


def test_s43_night_landscapes_replace_the_base_ones_twelve_small_and_eight_large():
    cat = game(ruleset=[NIGHT]).catalog
    sizes = [t.size for t in cat.landscapes.values()]
    assert (sizes.count("small"), sizes.count("large")) == (12, 8)
    assert all(t.startswith("N") for t in cat.landscapes)  # no base tile is left
    with_gs = game(ruleset=[NIGHT, GS]).catalog  # Ghost Stories landscapes may be added
    assert len(with_gs.landscapes) == 20 + 4


def test_s43_the_night_tiles_fill_every_slot_at_setup_and_in_play():
    state = game(ruleset=[NIGHT])
    starting = [state.slots[s.id] for s in state.catalog.data.board.slots if s.start]
    assert all(tile in state.catalog.landscapes and tile.startswith("NS") for tile in starting)


def test_s40_s41_fireflies_pay_each_player_for_their_characters_within_three_spaces():
    state = clear_slots(neutral(game(ruleset=[NIGHT])))
    set_slot(state, "N_s1", "NS10")  # Firefly glade on the north side
    stand(state, "hermit", 0, 7, 2, "E")  # third row from the north edge, any column
    stand(state, "poet", 0, 2, 3, "E")  # fourth row: too far
    stand(state, "student", 1, 0, 0, "S")  # the other player's
    assert categories(state, 0)["fireflies"] == 3
    assert categories(state, 1)["fireflies"] == 3
    set_slot(state, "N_s0", "NS1")  # a second Fireflies icon on that side pays again
    assert categories(state, 0)["fireflies"] == 6


def test_s40_fireworks_reach_six_spaces_from_their_side():
    state = clear_slots(neutral(game(ruleset=[NIGHT])))
    set_slot(state, "W_l0", "NL5")  # Falls at night: Fireworks on the west side
    stand(state, "hermit", 0, 5, 1, "E")  # sixth column from the west edge
    stand(state, "poet", 0, 6, 1, "E")  # seventh: too far
    assert categories(state, 0)["fireworks"] == 3
    assert categories(state, 0)["fireflies"] == 0


def test_s42_the_phoenix_counts_as_the_best_icon_for_each_character_separately():
    state = clear_slots(neutral(game(ruleset=[NIGHT])))
    set_slot(state, "N_l0", "NL6")  # Phoenix and Sun
    stand(state, "lady", 0, 2, 5, "N")  # Sun + Moon: the Phoenix is her Moon
    stand(state, "emperor", 1, 5, 5, "N")  # 5 per Dragon: the Phoenix is his Dragon
    assert preference(state, 2, 5) == 12
    assert preference(state, 5, 5) == 5
    stand(state, "officer", 0, 6, 6, "S")  # facing south: the Phoenix is not on its landscape
    assert preference(state, 6, 6) == 0


def test_s42_two_phoenixes_both_count_as_what_a_character_reading_every_side_needs():
    state = clear_slots(neutral(game(ruleset=[NIGHT, GA])))
    set_slot(state, "N_l0", "NL6")  # a Phoenix in the north
    set_slot(state, "S_s0", "NS5")  # and one in the south
    stand(state, "emissary", 0, 3, 3, "E")  # 3 per side showing a Village, whichever it faces
    assert preference(state, 3, 3) == 6
    stand(state, "officer", 1, 6, 6, "E")  # facing east: neither Phoenix is on its landscape
    assert preference(state, 6, 6) == 0


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_s42_each_character_scores_the_best_of_every_reading_of_the_phoenixes(players, seed):
    """The score tries only the readings that change it: it is the best of trying them all."""
    state, _ = play_random(players, seed, ("spring",))
    wild = wild_icon_places(state)
    icons = sorted(state.catalog.icons - state.catalog.wild_icons - state.catalog.dormant_icons)
    visible, minis = visible_decorations(state), sorted(state.minis.items())
    for (x, y, _), mini in state.minis.items():
        tried = []
        for choice in product(icons, repeat=len(wild)):
            state.wild_as = dict(zip(wild, choice, strict=True))
            tried.append(_character_score(state, (x, y), mini, visible, minis))
        state.wild_as = {}
        best = max(tried, key=lambda score: score.total)  # the first of the best
        assert character_score(state, (x, y), mini) == best


def test_s44_lantern_icons_are_ignored_without_the_flying_lanterns():
    state = clear_slots(neutral(game(ruleset=[NIGHT])))
    set_slot(state, "E_s0", "NS6")  # Village and Lantern
    stand(state, "officer", 0, 3, 1, "E")  # 1 coin per icon
    assert preference(state, 3, 1) == 1
    assert state.catalog.dormant_icons == {"lantern"}


def test_s44_with_the_flying_lanterns_lantern_icons_count():
    state = clear_slots(neutral(game(ruleset=[NIGHT, "flying-lanterns"])))
    assert state.catalog.dormant_icons == frozenset()
    set_slot(state, "E_s0", "NS6")
    stand(state, "officer", 0, 3, 1, "E")
    assert preference(state, 3, 1) == 2


# --- compatibility (table 1.3) -----------------------------------------------------------------


def test_s45_every_part_plays_with_the_base_game_and_the_boxes_but_not_the_solo_variant():
    manifests = {m.id: m for m in known_modules()}
    for mid in MINE:
        assert manifests[mid].kind == "part"
        assert "yin-yang" in manifests[mid].conflicts
        assert module_choices([GS, GA, *[m for m in MINE if m != mid]], 3)[mid] is None
    assert module_choices(["yin-yang"], 1)[NIGHT]


def test_s45_all_four_together_with_both_boxes_start_a_game():
    state = game(ruleset=[*MINE, GS, GA], start_face="summer")
    assert set(state.ruleset.by_id) == {*MINE, GS, GA}


# --- the Summer central tile -------------------------------------------------------------------


def test_s46_the_summer_central_tile_replaces_the_base_one_with_two_character_spots():
    for seed in range(4):
        state = new_game(2, seed, ruleset=[SUMMER])
        assert state.setup["start_face"] == "summer"
        spots = [p for p, cell in state.board.items() if cell.character_spot]
        assert len(state.board) == 4 and len(spots) == 2
    assert set(game(ruleset=[SUMMER], start_face="summer").catalog.start_faces) == {"summer"}
    from engine.tang_garden.setup import setup_events

    words = setup_events(new_game(2, 1, ruleset=[SUMMER]))[0].text
    assert words == "The Summer starting tile lies in the middle of the garden"


# --- the new garden tiles ----------------------------------------------------------------------


def test_s47_no_stack_starts_above_sixteen_and_every_new_tile_is_in_play():
    for seed in range(3):
        state = new_game(4, seed, ruleset=[TILES, GS, GA])
        assert all(len(tiles) <= 16 for tiles in state.stacks.values())
        in_stacks = {t for tiles in state.stacks.values() for t in tiles}
        assert {t for t in state.catalog.tiles if t.startswith("SN_")} <= in_stacks


def test_s47_new_tiles_follow_the_usual_edge_rules():
    state = neutral(game(ruleset=[TILES]))
    state = set_top(state, "water", "SN_FW")  # water N and E, footpaths S and W
    fits = {(o.x, o.y, o.rot) for o in options(state, Build) if o.stack == "water"}
    assert (5, 3, 0) in fits  # its west footpath meets the starting tile's footpath
    assert (5, 3, 2) not in fits  # its water would face that footpath


def test_s48_a_fountain_advances_the_track_of_its_terrain():
    state = neutral(game(ruleset=[TILES]))
    state = set_top(state, "water", "SN_FW")
    state = do(state, Build("water", 5, 3, 0))
    assert state.players[0].tracks == [0, 1, 0]


def test_s48_the_rock_fountain_carries_two_character_spots():
    from engine.tang_garden.garden import free_character_spots

    state = neutral(game(ruleset=[TILES]))
    put(state, "SN_FR", 0, 3, 2)
    assert {(3, 2, "tile"), (3, 2, "fountain")} <= set(free_character_spots(state))


def test_s49_a_gold_wall_pays_for_its_gold_edges_touching_tiles():
    state = neutral(game(ruleset=[TILES]))
    state = set_top(state, "greenery", "SN_GW1")  # gold wall on its east side
    state = do(state, Build("greenery", 2, 3, 0))  # east: the starting tile
    assert state.players[0].coins == 1


def test_s49_a_tile_laid_against_a_gold_wall_pays_one_coin_once():
    state = neutral(game(ruleset=[TILES]))
    put(state, "SN_GW2", 1, 2, 3)  # turned: gold walls east and west
    state = set_top(state, "greenery", "G01")
    state = do(state, Build("greenery", 1, 3, 0))  # against its west gold wall
    assert state.players[0].coins == 1


def test_s50_silver_walls_cost_and_the_theatre_pays_per_character_that_sees_them():
    state = neutral(game(ruleset=[TILES]))
    put(state, "SN_THEATRE", 0, 3, 2)
    put(state, "SN_SW2", 0, 5, 4)
    stand(state, "hermit", 0, 3, 5, "N")  # sees the theatre
    stand(state, "poet", 0, 3, 6, "N")  # sees it too
    stand(state, "student", 1, 7, 4, "W")  # sees the silver wall
    assert categories(state, 0)["theatre"] == 2
    assert categories(state, 0)["silver_walls"] == 0
    assert categories(state, 1)["silver_walls"] == -1
    assert categories(state, 1)["theatre"] == 0


def test_s51_the_viewpoint_puts_coins_on_the_empty_slots_it_looks_at():
    state = clear_slots(neutral(game(ruleset=[TILES])))
    set_slot(state, "N_s1", state.land_visible["small"][0])
    state = set_top(state, "tao", "SN_VIEW")  # telescope to the north as printed
    state = do(state, Build("tao", 4, 2, 0))
    assert part(state, TILES).slot_coins == {"N_s0": 1, "N_s2": 1, "N_l0": 1, "N_l1": 1}
    turned = set_top(neutral(game(ruleset=[TILES])), "tao", "SN_VIEW")
    turned = do(clear_slots(turned), Build("tao", 2, 4, 2))  # turned: it looks south
    assert sorted(part(turned, TILES).slot_coins) == ["S_l0", "S_l1", "S_s0", "S_s1", "S_s2"]


def test_s51_whoever_fills_a_slot_takes_its_coin():
    state = clear_slots(neutral(game(ruleset=[TILES])))
    part(state, TILES).slot_coins["N_s0"] = 1
    state.tasks.append(("insert", "small"))
    tile = state.land_visible["small"][0]
    state = do(state, InsertLandscape(tile, "N_s0"))
    assert state.players[0].coins == 1 and part(state, TILES).slot_coins == {}


def test_s52_the_lion_statue_pays_for_tiles_that_extend_its_greenery():
    state = neutral(game(ruleset=[TILES]))
    put(state, "SN_LION", 0, 2, 3)  # its greenery meets the starting tile's at (3, 3)
    state = set_top(state, "greenery", "G01")  # greenery all round
    state = do(state, Build("greenery", 3, 2, 0))  # joins (3, 3)'s greenery from the north
    assert state.players[0].coins == 1


def test_s52_a_tile_away_from_the_lions_greenery_pays_nothing():
    state = neutral(game(ruleset=[TILES]))
    put(state, "SN_LION", 0, 2, 3)
    state = set_top(state, "water", "SN_FW")
    state = do(state, Build("water", 5, 3, 0))  # footpath side: only the base footpath coin
    assert state.players[0].coins == 1


def test_s52_the_koi_fountain_pays_for_tiles_that_extend_its_footpaths():
    state = neutral(game(ruleset=[TILES]))
    put(state, "SN_KOI", 0, 5, 3)  # its west footpath meets the starting tile's
    state = set_top(state, "tao", "SN_VIEW")  # footpaths north and south
    state = do(state, Build("tao", 4, 2, 0))  # joins (4, 3)'s footpaths
    assert state.players[0].coins == 1 + 1  # the base footpath coin and the Koi's


def test_s58_a_tao_fountain_gives_an_advance_on_any_track():
    state = neutral(game(ruleset=[TILES]))
    state = set_top(state, "tao", "SN_TF1")
    state = do(state, Build("tao", 5, 3, 0), AdvanceTrack("rock"))
    assert state.players[0].tracks == [0, 0, 1]


# --- lanterns 05 to 09 -------------------------------------------------------------------------


def test_s54_every_player_gets_the_chosen_set_and_the_boxes_lanterns_besides():
    state = game(ruleset=[LANTERNS])
    assert all(list(p.lanterns) == list(DEFAULT) for p in state.players)
    chosen = ["draw_three_cards", "free_placement", "search_deck", "double_decoration"]
    entry = {"id": LANTERNS, "options": {"lanterns": chosen}}
    state = game(ruleset=[entry, GA])
    assert list(state.players[1].lanterns)[:4] == chosen and len(state.players[1].lanterns) == 6
    assert state.setup["ruleset"][0]["options"] == {"lanterns": chosen}


def test_s54_the_set_has_as_many_lanterns_as_the_board_has_spaces():
    with pytest.raises(ValueError, match="4 lantern types"):
        game(ruleset=[{"id": LANTERNS, "options": {"lanterns": ["copy_lantern"]}}])
    with pytest.raises(ValueError, match="no lantern called"):
        game(ruleset=[{"id": LANTERNS, "options": {"lanterns": ["a", "b", "c", "d"]}}])


def with_lanterns(*chosen, players=2):
    entry = {"id": LANTERNS, "options": {"lanterns": list(chosen)}}
    return neutral(game(players, ruleset=[entry]))


def test_s58_draw_three_cards_draws_three_more_in_place_a_decoration():
    plain = do(with_lanterns(*DEFAULT), Decorate())
    state = with_lanterns("draw_three_cards", "free_placement", "search_deck", "double_build")
    state = do(state, UseLantern("draw_three_cards"))
    assert options(state) == [Decorate()]
    state = do(state, Decorate())
    assert len(state.drawn) == len(plain.drawn) + 3


def test_s56_free_placement_puts_a_character_on_any_free_tile():
    state = with_lanterns("free_placement", "combined_actions", "search_deck", "double_build")
    state.players[0].active = "hermit"
    state.tasks = [("post",), ("place_character", "poet")]
    assert PlaceCharacter("poet", 3, 3, "tile", "N") not in options(state)  # no spot there
    state = do(state, UseLantern("free_placement"))
    state = do(state, PlaceCharacter("poet", 3, 3, "tile", "N"))
    assert state.minis[3, 3, "tile"] == Mini("poet", 0, 0)
    assert not state.players[0].lanterns["free_placement"]


def test_s57_combined_actions_give_both_main_actions_in_either_order():
    state = with_lanterns(*DEFAULT)
    state = do(state, UseLantern("combined_actions"))
    build = options(state, Build)[0]
    state = do(state, build)
    while options(state) != [Decorate()]:  # the build's own choices first
        state = do(state, options(state)[0])
    state = do(state, Decorate())
    assert state.tasks[-1][0] == "choose_decoration"
    other = do(with_lanterns(*DEFAULT), UseLantern("combined_actions"), Decorate())
    while not options(other, Build):  # place the decoration, then build
        other = do(other, options(other)[0])
    assert other.tasks[-1] == ("combined_second",)


def test_s53_reserve_a_face_up_tile_and_build_it_on_a_later_turn():
    state = with_lanterns(*DEFAULT)
    top = state.stacks["rock"][-1]
    state = do(state, UseLantern("reserve_tile"), ReserveTile("rock"))
    assert part(state, LANTERNS).reserved == {0: top}
    assert top not in state.stacks["rock"]
    assert not options(state, BuildReserved)  # not on the turn it was reserved
    state.turn_number += 1
    builds = options(state, BuildReserved)
    assert builds
    state = do(state, builds[0])
    assert state.board[builds[0].x, builds[0].y].tile == top
    assert part(state, LANTERNS).reserved == {}


def test_s53_one_reserved_tile_at_a_time():
    state = with_lanterns(*DEFAULT)
    state = do(state, UseLantern("reserve_tile"), ReserveTile("rock"))
    state.players[0].lanterns["reserve_tile"] = True
    state.turn.lantern = None
    assert UseLantern("reserve_tile") not in options(state)


def test_s55_copy_a_lantern_uses_another_face_up_one_which_stays_face_up():
    state = with_lanterns(*DEFAULT)
    state = do(state, UseLantern("copy_lantern"))
    copies = options(state)
    assert CopyLantern("reserve_tile") in copies and CopyLantern("copy_lantern") not in copies
    state = do(state, CopyLantern("reserve_tile"), ReserveTile("water"))
    lanterns = state.players[0].lanterns
    assert lanterns["reserve_tile"] and not lanterns["copy_lantern"]
    assert 0 in part(state, LANTERNS).reserved
    assert not [o for o in options(state) if isinstance(o, UseLantern)]  # one lantern a turn


def test_s55_copy_is_not_offered_without_another_usable_face_up_lantern():
    state = with_lanterns("copy_lantern", "free_placement", "search_deck", "move_character")
    assert UseLantern("copy_lantern") not in options(state)  # nothing usable at the main action


# --- random games ------------------------------------------------------------------------------

RULESETS = [[m] for m in MINE] + [MINE, [*MINE, GS, GA]]


def check_step(state):
    check_counts(state)
    assert all(len(tiles) <= 16 for tiles in state.stacks.values())


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: "+".join(r))
def test_s59_each_part_alone_and_together_plays_to_the_end(ruleset, players):
    final = play(players, players * 7 + len(ruleset), check_step, ruleset)
    check_final(final, ruleset)


@settings(max_examples=24, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), which=st.integers(0, 5))
def test_random_games_with_the_seasons_parts_keep_every_invariant(players, seed, which):
    final = play(players, seed, check_step, RULESETS[which])
    check_final(final, RULESETS[which])
    again = replay(json.loads(json.dumps(to_record(final))))
    assert player_view(again, None) == player_view(final, None)
    assert again.result.to_dict() == final.result.to_dict()
    for key, value in final.ext.items():
        assert again.ext[key].to_dict() == value.to_dict()


def test_every_new_component_explains_itself_in_players_words():
    state = game(ruleset=MINE, start_face="summer")
    cat = state.catalog
    texts = [tile.text() for tile in cat.tiles.values()]
    texts += [lantern.text for lantern in cat.lanterns.values()]
    texts += [m.manifest.rules for m in state.ruleset.modules]
    for text in texts:
        assert text and "_" not in text, text


def test_s55_copying_free_placement_lets_a_character_stand_on_a_plain_tile():
    state = with_lanterns("free_placement", "copy_lantern", "search_deck", "double_build")
    state.players[0].active = "hermit"
    state.tasks = [("post",), ("place_character", "poet")]
    state = do(state, UseLantern("copy_lantern"), CopyLantern("free_placement"))
    state = do(state, PlaceCharacter("poet", 3, 3, "tile", "N"))
    assert state.minis[3, 3, "tile"].character == "poet"
    lanterns = state.players[0].lanterns
    assert lanterns["free_placement"] and not lanterns["copy_lantern"]


def test_s53_the_reserved_tile_may_be_a_place_two_tiles_first_tile():
    state = with_lanterns(*DEFAULT)
    state = do(state, UseLantern("reserve_tile"), ReserveTile("rock"))
    state.players[0].lanterns["reserve_tile"] = True
    state.turn_number += 1
    state.turn = type(state.turn)()
    state = do(state, UseLantern("double_build"))
    first = options(state, BuildReserved)[0]
    state = do(state, first)
    while state.tasks[-1][0] != "second_build":  # the first tile's own choices
        state = do(state, options(state)[0])
    assert options(state, Build)  # the second one, from the stacks
