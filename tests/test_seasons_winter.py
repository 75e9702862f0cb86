"""The Seasons scenario Winter (digest 2.4), the Dragons part (3.2) and the Counsellor (3.10):
one test per rule and per decision (WN1-WN12 in docs/rules-decisions.md), random games with their
own invariants (a roof space holds at most one tile, each Dragon reserves at most what the rules
allow) and identical replays."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden.actions import Build, Decorate, DiscardDrawn, EndTurn
from engine.tang_garden.game import apply, decision, legal_actions, new_game
from engine.tang_garden.modules.dragons import ActivateReserved, DiscardReserved, ReserveCard
from engine.tang_garden.modules.winter.module import PlaceDragon, PlaceRoof, TakeRoofCard
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.scoring import final_score
from tests.test_properties import check_board, check_counts

PALACE = {(x, y) for x in range(2, 6) for y in range(2, 6)}


def winter(players: int = 2, seed: int = 1):
    return new_game(players, seed, first=0, ruleset=["winter"])


def palace(state):
    return state.ext["winter"]


def module(state):
    return state.ruleset.by_id["winter"]


def pawns(state, player=None):
    return state.ruleset.by_id["dragons"].own(state, player)


def of(state, kind):
    return [o for o in legal_actions(state) if isinstance(o, kind)]


def until(state, wanted, seed: int, prefer=()):
    rand = random.Random(seed)
    for _ in range(4000):
        if wanted(state):
            return state
        options = legal_actions(state)
        mine = [o for o in options if isinstance(o, prefer)]
        state = apply(state, mine[0] if mine else rand.choice(options))[0]
        assert not state.over
    raise AssertionError("the situation was not reached")


# --- setup (2.4.2) -----------------------------------------------------------------------------


def test_setup_the_palace_replaces_the_central_tile_and_tiles_go_round_it():
    state = winter()
    assert state.board == {} and not PALACE & state.allowed
    ring = {(x, y) for x in range(1, 7) for y in range(1, 7)} - PALACE
    corners = {(1, 1), (6, 1), (1, 6), (6, 6)}
    assert set(state.frontier) == ring - corners
    assert palace(state).discs == {"NW": "yellow", "NE": "blue", "SE": "green", "SW": "grey"}


def test_setup_four_base_tiles_leave_each_stack_and_four_roof_tiles_join_it():
    state = winter()
    base = new_game(2, 1, first=0)
    for name, tiles in state.stacks.items():
        roofs = [t for t in tiles if module(state).is_roof_tile(state, t)]
        assert len(roofs) == 4 and len(tiles) == len(base.stacks[name])
    assert len(palace(state).boxed) == 16


def test_setup_lanterns_dragons_and_the_counsellor():
    state = winter(2)
    assert list(state.players[0].lanterns) == [
        "draw_three_cards",
        "free_placement",
        "double_build",
        "search_deck",
    ]
    assert [len(pawns(state, i)) for i in range(2)] == [2, 2]
    assert [len(pawns(winter(3), i)) for i in range(3)] == [1, 1, 1]
    assert "counsellor" in state.char_deck + state.char_display
    types = {state.catalog.card_type[c].id for c in state.deco_deck}
    assert {"roof_yellow", "roof_blue", "roof_green", "roof_grey"} <= types


def test_WN4_the_landscape_tokens_follow_one_layout_whatever_the_player_count():
    assert winter(2).tokens == winter(4).tokens == new_game(4, 1, first=0).tokens


# --- Roof tiles (2.4.3) ---------------------------------------------------------------------


def roof_ready(seed: int):
    return until(winter(seed=seed), lambda s: bool(of(s, PlaceRoof)), seed)


def test_a_roof_tile_goes_on_the_roof_border_first_never_in_the_garden():
    state = roof_ready(2)
    roofs = of(state, PlaceRoof)
    stack = roofs[0].stack
    assert not [b for b in of(state, Build) if b.stack == stack]
    border = set(module(state).roof(state).tiers[0])
    assert {(r.x, r.y) for r in roofs} <= border
    with pytest.raises(Exception, match="palace roof, not in the garden"):
        x, y = min(state.frontier)
        apply(state, Build(stack, x, y, 0))


def test_WN3_a_roof_tile_gives_the_bonus_of_its_space():
    state = roof_ready(2)
    roof = of(state, PlaceRoof)[0]
    space = module(state).space(state, (roof.x, roof.y))
    coins = state.player.coins
    after = apply(state, roof)[0]
    assert palace(after).tiles[roof.x, roof.y] == state.stacks[roof.stack][-1]
    assert after.player.coins >= coins + space.coins


def test_WN2_the_inner_spaces_open_once_the_border_is_full():
    state = roof_ready(2).clone()
    border, inner = module(state).roof(state).tiers
    spare = [t for t in palace(state).boxed]
    for cell in border:
        palace(state).tiles[cell] = spare.pop()  # arranged (not counted)
    assert set(module(state).roof(state).free()) == set(inner)


def test_WN1_a_roof_tile_with_no_free_space_stays_on_its_stack():
    state = roof_ready(2).clone()
    roof = module(state).roof(state)
    spare = [t for t in palace(state).boxed]
    for cell in roof.spaces:
        palace(state).tiles[cell] = spare.pop()
    assert of(state, PlaceRoof) == []


def test_WN8_the_counsellor_gains_one_coin_on_the_border_two_on_the_central_tile():
    state = roof_ready(2).clone()
    state.player.active = "counsellor"
    roof = of(state, PlaceRoof)[0]
    space = module(state).space(state, (roof.x, roof.y))
    after, events = apply(state, roof)
    assert any("Counsellor" in e.text for e in events if isinstance(e.text, str))
    assert after.player.coins == state.player.coins + space.coins + 1


# --- Roof cards and Dragons (2.4.5, 2.4.6) ------------------------------------------------------


def roof_card_drawn(seed: int):
    def drawn(s):
        return decision(s).kind == "choose_decoration" and bool(of(s, TakeRoofCard))

    return until(winter(seed=seed), drawn, seed, prefer=(Decorate,))


def test_a_roof_card_places_no_decoration_a_coin_and_its_bonus_at_once():
    state = roof_card_drawn(3)
    take = of(state, TakeRoofCard)[0]
    pieces = sum(state.supply.values())
    after, events = apply(state, take)
    assert take.card in after.player.cards
    assert sum(after.supply.values()) == pieces and len(after.decorations) == len(state.decorations)
    assert any("Roof card" in e.text for e in events if isinstance(e.text, str))


def test_a_roof_card_is_worth_a_coin_at_the_end():
    state = roof_card_drawn(3)
    after = apply(state, of(state, TakeRoofCard)[0])[0]
    card = after.player.cards[-1]
    score = final_score(after).players[after.current]
    assert score.categories[after.catalog.card_type[card].id] == 1


def test_WN13_drawing_in_vain_ends_no_game_while_a_roof_card_is_left_to_draw():
    state = winter()
    roof = module(state).is_roof_card
    # the top cards are garden decorations, which the empty garden cannot take
    state.deco_deck.sort(key=lambda c: not roof(state, c))
    for _ in range(2):
        state = apply(state, Decorate())[0]
        assert decision(state).kind == "choose_decoration"
        state = apply(state, of(state, DiscardDrawn)[0])[0]
        while not state.over and decision(state).kind != "main":
            state = apply(state, EndTurn())[0]
    assert not state.over and state.board == {}


def with_roof_cards(state, *types):
    copy = state.clone()
    for t in types:
        card = next(c for c in copy.deco_deck if copy.catalog.card_type[c].id == t)
        copy.deco_deck.remove(card)
        copy.player.cards.append(card)
    return copy


def test_a_pair_of_one_colour_sends_a_dragon_to_that_colours_corner():
    state = with_roof_cards(winter(), "roof_yellow", "roof_yellow")
    options = module(state).dragon_options(state)
    assert {o.corner for o in options} == {"NW"}


def test_three_colours_may_send_a_dragon_to_any_of_their_corners():
    state = with_roof_cards(winter(), "roof_yellow", "roof_blue", "roof_green")
    options = module(state).dragon_options(state)
    assert {o.corner for o in options} == {"NW", "NE", "SE"}
    after = state.clone()
    after.tasks.append(("place_dragon",))
    group = next(o for o in options if o.corner == "NE")
    after = apply(after, group)[0]
    assert palace(after).dragons == {"NE": 0} and "NE" not in palace(after).discs
    assert not [c for c in after.player.cards if c in options[0].group]
    assert sum(1 for p in pawns(after, 0) if p.corner) == 1


def test_WN10_a_dragon_must_fly_when_a_group_is_completed():
    state = roof_card_drawn(3).clone()
    take = of(state, TakeRoofCard)[0]
    colour = state.catalog.card_type[take.card].id
    other = next(
        c for c in state.deco_deck if state.catalog.card_type[c].id == colour and c != take.card
    )
    state.deco_deck.remove(other)
    state.player.cards.append(other)
    after = apply(state, take)[0]
    assert decision(after).kind == "place_dragon"
    assert all(isinstance(o, PlaceDragon) for o in legal_actions(after))


def test_WN6_dragon_scoring_the_larger_of_circles_and_diamonds_on_its_lines_times_two():
    state = winter().clone()
    mod, part = module(state), palace(state)
    roof = mod.roof(state)
    part.dragons["NW"] = 0
    lines = roof.lines(roof.corners["NW"])
    assert len(lines) == 9  # 3 in the row, 3 in the column, 3 on the diagonal
    tiles = [t for t in state.catalog.tiles if mod.is_roof_tile(state, t)]
    circles = [t for t in tiles if state.catalog.tiles[t].mark == "circle"][:3]
    diamonds = [t for t in tiles if state.catalog.tiles[t].mark == "diamond"][:1]
    for cell, tile in zip(lines, [*circles, *diamonds], strict=False):
        part.tiles[cell] = tile
    assert final_score(state).players[0].categories["dragons"] == 6


def test_WN7_a_dragon_on_the_roof_is_a_decoration_for_the_characters_that_see_it():
    from engine.tang_garden.state import Mini

    state = winter().clone()
    palace(state).dragons["NW"] = 1
    state.minis[(2, 0, "tile")] = Mini("lady", 0, 2)  # facing south along column C
    state.board[(2, 0)] = state.catalog.cells[next(iter(state.catalog.tiles)), 0]
    score = final_score(state).players[0].characters[0]
    assert ("Dragons in sight", 1) in score.extras


# --- reserving (2.4.4, 3.2) --------------------------------------------------------------------


def reserve_ready(seed: int, ruleset=("winter",), players=2):
    state = new_game(players, seed, first=0, ruleset=list(ruleset))

    def ready(s):
        return bool(of(s, ReserveCard))

    return until(state, ready, seed, prefer=(Decorate,))


def test_a_chosen_card_may_go_under_a_free_dragon_without_its_bonus():
    state = reserve_ready(5)
    reserve = of(state, ReserveCard)[0]
    tracks = list(state.player.tracks)
    after = apply(state, reserve)[0]
    assert any(p.card == reserve.card for p in pawns(after))
    assert reserve.card not in after.player.cards and after.player.tracks == tracks


def test_WN11_roof_cards_are_never_reserved():
    state = roof_card_drawn(3)
    roofs = {o.card for o in of(state, TakeRoofCard)}
    assert not roofs & {o.card for o in of(state, ReserveCard)}


def test_WN9_a_reserved_card_is_used_on_a_later_turn_with_its_bonus():
    state = reserve_ready(5)
    reserve = of(state, ReserveCard)[0]
    state = apply(state, reserve)[0]
    assert not of(state, ActivateReserved)  # not the turn it was reserved
    me = state.current
    state = until(state, lambda s: s.current == me and s.turn_number > 1 + reserve_turn(s), 5)
    assert of(state, ActivateReserved) or of(state, DiscardReserved)


def reserve_turn(state) -> int:
    return max((p.since for own in state.ext["dragons"].pawns for p in own), default=0)


def test_WN12_outside_winter_a_dragon_reserves_one_card_per_game():
    state = reserve_ready(5, ruleset=("dragons",), players=3)
    assert [len(pawns(state, i)) for i in range(3)] == [1, 1, 1]
    state = apply(state, of(state, ReserveCard)[0])[0]
    me = state.current
    state = until(state, lambda s: s.current == me and bool(of(s, DiscardReserved)), 5)
    state = apply(state, of(state, DiscardReserved)[0])[0]
    assert pawns(state)[0].spent and not pawns(state)[0].free()


def test_WN5_a_dragon_reserving_a_card_when_it_flies_places_or_discards_it_at_once():
    state = with_roof_cards(winter(), "roof_grey", "roof_grey").clone()
    card = state.deco_deck.pop()
    pawns(state)[0].card, pawns(state)[0].since = card, 0
    pawns(state)[1].card, pawns(state)[1].since = state.deco_deck.pop(), 0
    state.tasks.append(("place_dragon",))
    option = module(state).dragon_options(state)[0]
    after = apply(state, option)[0]
    assert decision(after).kind == "dragon_card"
    assert all(isinstance(o, (ActivateReserved, DiscardReserved)) for o in legal_actions(after))


# --- random games -------------------------------------------------------------------------------

GAMES = settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
OWN = (PlaceRoof, TakeRoofCard, PlaceDragon, ReserveCard, ActivateReserved, DiscardReserved)


def check_winter(state) -> None:
    check_counts(state)
    part = palace(state)
    assert set(part.tiles) <= PALACE - set(module(state).roof(state).corners.values())
    assert len(set(part.tiles.values())) == len(part.tiles)
    border, inner = module(state).roof(state).tiers
    if set(part.tiles) & set(inner):
        assert set(border) <= set(part.tiles)
    for own in state.ext["dragons"].pawns:
        assert sum(1 for p in own if p.card is not None) <= len(own)
    assert len(part.dragons) + len(part.discs) == 4
    assert not PALACE & set(state.board)


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_random_winter_games_keep_the_roof_and_dragons_whole_and_replay(players, seed):
    state = winter(players, seed)
    rand = random.Random(seed)
    while not state.over:
        options = legal_actions(state)
        own = [o for o in options if isinstance(o, OWN)]
        state = apply(state, rand.choice(own if own and rand.random() < 0.5 else options))[0]
        check_winter(state)
    check_board(state)
    again = replay(json.loads(json.dumps(to_record(state))))
    assert player_view(again, None) == player_view(state, None)
    assert again.ext["winter"].to_dict() == state.ext["winter"].to_dict()


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_random_games_with_dragons_reserve_one_card_per_dragon(players, seed):
    state = new_game(players, seed, ruleset=["dragons"])
    rand = random.Random(seed)
    reserved: dict[int, int] = {}
    while not state.over:
        options = legal_actions(state)
        own = [o for o in options if isinstance(o, OWN)]
        action = rand.choice(own if own and rand.random() < 0.5 else options)
        if isinstance(action, ReserveCard):
            reserved[state.current] = reserved.get(state.current, 0) + 1
        state = apply(state, action)[0]
        check_counts(state)
    assert all(n <= 1 for n in reserved.values())
    assert apply is not None and EndTurn


# --- computer players --------------------------------------------------------------------------


def test_computer_players_count_a_card_reserved_under_a_dragon_for_its_owner():
    state = reserve_ready(5)
    dragons = state.ruleset.by_id["dragons"]
    me = state.current
    assert dragons.bot_terms(state, me) == 0
    after = apply(state, of(state, ReserveCard)[0])[0]
    assert dragons.bot_terms(after, me) > 0 == dragons.bot_terms(after, 1 - me)


def test_computer_players_count_roof_cards_only_while_a_dragon_can_still_fly():
    state = with_roof_cards(winter(), "roof_yellow")
    winter_ = module(state)
    assert winter_.bot_terms(state, 0) > 0 == winter_.bot_terms(state, 1)
    for pawn, corner in zip(pawns(state, 0), ("NE", "SE"), strict=True):
        pawn.corner = corner  # both Dragons are on the roof
    assert winter_.bot_terms(state, 0) == 0


def test_hard_counts_what_a_dragons_free_lines_may_still_bring_medium_does_not():
    from engine.tang_garden.bots.evaluate import WEIGHTS, Weights, values
    from engine.tang_garden.bots.search import style_for

    state = winter().clone()
    mod, part = module(state), palace(state)
    part.dragons["NW"] = 0
    # six free spaces on its lines, as many circles as diamonds left, every tile arriving:
    # the larger of six fair marks is 3.9375 on average, two coins each
    assert mod.bot_prospects(state, 0, 1.0) == pytest.approx(2 * 3.9375)
    assert mod.bot_prospects(state, 1, 1.0) == 0
    foreseen = Weights(foresight=0.4)
    gained = [a - b for a, b in zip(values(state, foreseen), values(state), strict=True)]
    assert gained == pytest.approx([mod.bot_prospects(state, 0, 0.4), 0])
    assert gained[0] > 0
    assert style_for(2).weights.foresight > 0 == WEIGHTS.foresight  # Hard's judgement only


def test_a_dragon_whose_lines_are_built_expects_nothing_more():
    state = winter().clone()
    mod, part = module(state), palace(state)
    part.dragons["NW"] = 0
    roof = mod.roof(state)
    spaces = [c for c in roof.lines(roof.corners["NW"]) if c in roof.spaces]
    tiles = [t for t in state.catalog.tiles if mod.is_roof_tile(state, t)]
    for cell, tile in zip(spaces, tiles, strict=False):
        part.tiles[cell] = tile
    assert mod.bot_prospects(state, 0, 1.0) == 0
