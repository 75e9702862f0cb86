"""The Seasons decoration sets as modules (Bushes, Insects, Nature, Pagodas): one test per rule
and per decision (S20-S39 in docs/rules-decisions.md), and random games with each set alone and
all four together."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden.actions import Decorate, DiscardDrawn, PlaceDecoration
from engine.tang_garden.content.loader import DATA_DIR
from engine.tang_garden.game import apply, catalog, legal_actions, module_choices
from engine.tang_garden.module_registry import manifests, module_classes
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.scoring import character_score, decoration_scores
from engine.tang_garden.state import Mini
from tests.helpers import deck_top, decorate, do, facing, game, neutral, options
from tests.test_properties import check_board, check_counts, play

BUSHES, INSECTS, NATURE, PAGODAS = "bushes", "insects", "nature", "pagodas"
SETS = [BUSHES, INSECTS, NATURE, PAGODAS]
BOXES = ["ghost-stories", "golden-age", "promo-apricot-tree"]
SEASONS = ["bamboo-kingfisher", "belvederes", "flying-lanterns", "seasons-characters"]


def part(state, module_id):
    return state.ruleset.by_id[module_id].of(state)


def scores(state, category):
    return [s.get(category, 0) for s in decoration_scores(state)]


def stack(state, pos, owners):
    """A pagoda stack standing on ``pos`` (no rules)."""
    state.decorations[pos] = "pagoda"
    part(state, PAGODAS).stacks[pos] = list(owners)
    state.supply["pagoda"] -= len(owners)
    return state


# --- Bushes ------------------------------------------------------------------------------------


def test_a_hydrangea_card_scores_two_coins():
    state = neutral(game(ruleset=[BUSHES]))
    state.players[0].cards += ["hydrangea_1", "hydrangea_2"]
    assert scores(state, "hydrangea") == [4, 0]


def test_s20_a_bush_scores_five_while_its_track_is_its_owners_most_advanced_ties_count():
    state = neutral(game(ruleset=[BUSHES]))
    state.players[0].tracks = [3, 3, 1]  # greenery and water tied at the top
    state.players[1].tracks = [1, 5, 2]  # another player's higher water changes nothing
    state.players[0].cards += ["osmanthus_1", "myrtle_1", "photinia_1"]
    state.players[1].cards += ["photinia_2"]
    assert scores(state, "osmanthus") == [5, 0]
    assert scores(state, "myrtle") == [5, 0]
    assert scores(state, "photinia") == [2, 2]


# --- Insects -----------------------------------------------------------------------------------


def test_s21_an_insect_counts_the_cards_placed_on_its_area_itself_included():
    state = neutral(game(ruleset=[INSECTS]))
    state = decorate(state, "dragonfly_1", (4, 4))  # the starting tile's water area
    assert part(state, INSECTS).areas == {"dragonfly_1": "water"}
    assert scores(state, "dragonfly") == [1, 0]
    state.players[0].cards += ["lotus_1", "fish_1", "pine_1"]
    part(state, INSECTS).areas.update(lotus_1="water", fish_1="water", pine_1="greenery")
    assert scores(state, "dragonfly") == [3, 0]


def test_s21_an_insect_scores_six_coins_at_most():
    state = neutral(game(ruleset=[INSECTS]))
    cards = ["ladybug_1", "ladybug_2", *(f"pine_{i}" for i in (1, 2, 3)), "willow_1", "maple_1"]
    state.players[1].cards += cards
    part(state, INSECTS).areas.update(dict.fromkeys(cards, "greenery"))
    assert scores(state, "ladybug") == [0, 12]  # 7 greenery cards: 6 for each Ladybug


def test_s22_the_caterpillar_counts_cards_showing_a_track_advance():
    state = neutral(game(ruleset=[INSECTS]))
    # caterpillar_1: greenery; willow_1: any track; willow_2: a landscape token (no advance)
    state.players[0].cards += ["caterpillar_1", "willow_1", "willow_2"]
    assert scores(state, "caterpillar") == [2, 0]


# --- Nature ------------------------------------------------------------------------------------


def garden(state, *kinds):
    """Decoration pieces standing in the garden, one per space (no rules)."""
    for n, kind in enumerate(kinds):
        state.decorations[n % 8, n // 8] = kind
    return state


def test_s23_the_ginkgo_scores_per_pair_of_trees_and_is_no_tree():
    state = neutral(game(ruleset=[NATURE]))
    garden(state, "pine", "pine", "maple", "willow", "plum_blossom", "ginkgo", "ginkgo")
    state.players[0].cards += ["ginkgo_1", "ginkgo_2", "pine_1"]
    assert scores(state, "ginkgo") == [4, 0]  # 5 trees: 2 pairs, per card
    assert scores(state, "trees") == [1, 0]  # the Ginkgos add no kind to the tree set


def test_s24_water_lily_and_squirrel_count_the_garden_not_themselves_at_most_six():
    state = neutral(game(ruleset=[NATURE]))
    garden(state, "water_lily", "lotus", "peony", "squirrel", *["bird"] * 4, *["fish"] * 4)
    state.players[0].cards += ["water_lily_1"]
    state.players[1].cards += ["squirrel_1"]
    assert scores(state, "water_lily") == [2, 0]  # two flowers besides itself
    assert scores(state, "squirrel") == [0, 6]  # 8 other animals, capped


def test_s24_every_decoration_type_of_every_module_says_what_it_is():
    for module in module_classes():
        for dtype in catalog(ruleset=[module]).decoration_types.values():
            assert dtype.tags, f"{dtype.name} ({module}) has no tag"


def test_s24_insects_are_animals_for_the_squirrel():
    state = neutral(game(ruleset=[NATURE, INSECTS]))
    garden(state, "squirrel", "dragonfly", "ladybug")
    state.players[0].cards += ["squirrel_1"]
    assert scores(state, "squirrel") == [2, 0]


# --- Pagodas -----------------------------------------------------------------------------------


def test_each_player_has_four_pawns_and_the_other_colours_stay_in_the_box():
    state = game(players=3, ruleset=[PAGODAS])
    assert state.supply["pagoda"] == 12
    assert state.ruleset.by_id[PAGODAS].holds(state) == {"pieces": ["pagoda"] * 4}


def test_a_pagoda_goes_on_a_free_rock_area_then_another_player_tops_it():
    state = neutral(game(ruleset=[PAGODAS]))
    state = decorate(state, "pagoda_1", (3, 4))
    assert part(state, PAGODAS).stacks == {(3, 4): [0]}
    state.current = 1
    state.tasks = [("post",), ("main",)]
    state = do(deck_top(state, "pagoda_2"), Decorate())
    assert PlaceDecoration("pagoda_2", 3, 4) in legal_actions(state)
    state, events = apply(state, PlaceDecoration("pagoda_2", 3, 4))
    assert part(state, PAGODAS).stacks == {(3, 4): [0, 1]}
    assert state.supply["pagoda"] == 6
    words = " / ".join(e.text for e in events)
    assert "The pagoda stack at D5 is now 2 pawns high (Player 1: 1, Player 2: 1)" in words


def test_s26_no_pagoda_card_once_all_four_pawns_are_in_the_garden():
    state = neutral(game(ruleset=[PAGODAS]))
    stack(state, (3, 4), [0, 0, 1])
    stack(state, (0, 0), [0, 0])
    state = do(deck_top(state, "pagoda_1", "pine_1", "lotus_1"), Decorate())
    assert not [o for o in options(state, PlaceDecoration) if o.card == "pagoda_1"]
    why = state.ruleset.by_id[PAGODAS].why_illegal(state, None, PlaceDecoration("pagoda_1", 3, 4))
    assert why == "All your 4 Pagoda pawns are in the garden."


def test_s26_with_only_pagoda_cards_and_no_pawn_the_drawn_cards_are_discarded():
    state = neutral(game(ruleset=[PAGODAS]))
    stack(state, (3, 4), [0, 0, 0, 0])
    state = do(deck_top(state, "pagoda_1", "pagoda_2", "pagoda_3"), Decorate())
    assert options(state) == [DiscardDrawn()]


def test_s27_a_stack_holds_four_pawns_at_most_and_takes_anyones_pawn():
    state = neutral(game(ruleset=[PAGODAS]))
    stack(state, (3, 4), [1, 1, 1, 1])
    stack(state, (0, 0), [1])
    state = do(deck_top(state, "pagoda_1"), Decorate())
    places = {(o.x, o.y) for o in options(state, PlaceDecoration) if o.card == "pagoda_1"}
    assert (0, 0) in places and (3, 4) not in places
    why = state.ruleset.by_id[PAGODAS].why_illegal(state, None, PlaceDecoration("pagoda_1", 3, 4))
    assert why == "A pagoda stack holds 4 pawns at most."


def test_s27_a_stack_is_one_decoration_for_the_characters_who_see_it():
    state = neutral(game(ruleset=[PAGODAS, NATURE]))
    stack(state, (3, 4), [0, 1, 1])
    state.minis[3, 0, "tile"] = Mini("architect", 0, facing("S"))
    assert character_score(state, (3, 0), state.minis[3, 0, "tile"]).decorations == 1
    # two pawns above the first, and the 8 pawns of the two absent colours, are off the supply
    assert state.ruleset.by_id[PAGODAS].holds(state) == {"pieces": ["pagoda"] * (2 + 8)}


def test_a_stack_pays_each_player_their_pawns_times_its_height():
    state = neutral(game(players=3, ruleset=[PAGODAS]))
    stack(state, (3, 4), [0, 1, 0, 2])  # 2 of 4: 8; 1 of 4: 4
    stack(state, (0, 0), [1, 1])  # 2 of 2: 4
    assert scores(state, "pagoda") == [8, 8, 4]


def test_s25_each_piece_goes_only_on_its_area():
    state = neutral(game(ruleset=SETS))
    areas = {"pagoda_1": "rock", "osmanthus_1": "water", "squirrel_1": "greenery"}
    for card, area in areas.items():
        drawn = do(deck_top(state.clone(), card), Decorate())
        spaces = {(o.x, o.y) for o in options(drawn, PlaceDecoration) if o.card == card}
        assert spaces and all(drawn.board[p].icon == area for p in spaces), card


# --- table 1.3 ---------------------------------------------------------------------------------


def test_s28_the_sets_skip_summer_autumn_solo_and_the_solo_variant():
    found = {m.id: m for m in manifests(DATA_DIR)}
    for module in SETS:
        assert set(found[module].conflicts) == {"yin-yang", "summer", "autumn-solo"}
        assert found[module].kind == "part"
    assert module_choices(SETS, 1)["yin-yang"] == "Bushes cannot be played with Yin & Yang (solo)."
    assert all(module_choices([*SETS, *BOXES], 4)[m] is None for m in SETS)


# --- random games ------------------------------------------------------------------------------

COMBOS = [[m] for m in SETS] + [SETS, [*SETS, *BOXES, *SEASONS]]


def check_step(state):
    check_counts(state)
    assert bool(legal_actions(state)) == (not state.over)
    standing = Counter(state.decorations.values())
    for module in SETS:
        if module not in state.ruleset.by_id:
            continue
        for dtype in state.ruleset.by_id[module].pack["decorations"].decorations:
            aside = 0  # per set: the supply, the garden and (pagodas) the box and the stacks
            if module == PAGODAS:
                aside = len(state.ruleset.by_id[PAGODAS].holds(state)["pieces"])
            assert state.supply[dtype.id] + standing[dtype.id] + aside == dtype.pieces, dtype.id
    if PAGODAS in state.ruleset.by_id:
        stacks = part(state, PAGODAS).stacks
        assert all(1 <= len(p) <= 4 for p in stacks.values())
        assert all(state.decorations.get(pos) == "pagoda" for pos in stacks)
        for player in range(len(state.players)):
            assert sum(p.count(player) for p in stacks.values()) <= 4


def check_final(final):
    check_board(final)
    for score in final.result.players:
        assert score.total == sum(score.categories.values())
        assert score.categories["characters"] == sum(c.total for c in score.characters)
    if INSECTS in final.ruleset.by_id:
        kept = {c for p in final.players for c in p.cards}
        assert kept <= set(part(final, INSECTS).areas)


def play_decorating(players, seed, check, ruleset):
    """A random game whose players mostly decorate, and stack pagodas when they can."""
    state = game(players=players, seed=seed, ruleset=ruleset)
    rand = random.Random(seed)
    while not state.over:
        opts = legal_actions(state)
        keen = [o for o in opts if isinstance(o, Decorate)]
        keen += [o for o in opts if isinstance(o, PlaceDecoration) and o.card.startswith("pag")]
        pick = rand.choice(keen if keen and rand.random() < 0.8 else opts)
        state, _ = apply(state, pick)
        check(state)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("combo", COMBOS, ids=lambda combo: "+".join(combo))
def test_each_set_alone_and_together_plays_to_the_end(combo, players):
    check_final(play(players, len(combo) * 10 + players, check_step, combo))
    check_final(play_decorating(players, len(combo) * 10 + players, check_step, combo))


def test_decorating_games_build_full_and_shared_stacks_and_use_every_pawn():
    heights, mixed, spent = set(), set(), set()
    for seed in range(12):
        final = play_decorating(2 + seed % 3, seed, check_step, SETS)
        stacks = part(final, PAGODAS).stacks.values()
        heights |= {len(pawns) for pawns in stacks}
        mixed |= {len(set(pawns)) > 1 for pawns in stacks}
        pagodas = final.ruleset.by_id[PAGODAS]
        spent |= {pagodas.left(final, p) == 0 for p in range(len(final.players))}
    assert {1, 4} <= heights and True in mixed and True in spent


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), combo=st.sampled_from(COMBOS))
def test_random_games_with_the_sets_keep_every_invariant(players, seed, combo):
    final = play_decorating(players, seed, check_step, combo)
    check_final(final)
    again = replay(json.loads(json.dumps(to_record(final))))
    assert player_view(again, None) == player_view(final, None)
    assert again.result.to_dict() == final.result.to_dict()
    for key, value in final.ext.items():
        assert again.ext[key].to_dict() == value.to_dict()


def test_every_new_piece_explains_itself_in_players_words():
    state = game(ruleset=SETS)
    cat = state.catalog
    texts = [m.manifest.rules for m in state.ruleset.modules]
    for dtype in cat.decoration_types.values():
        texts += [dtype.scoring.text(dtype, cat), dtype.scoring.hint()]
    for text in texts:
        assert text and "_" not in text, text
