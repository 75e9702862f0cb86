"""The Seasons scenario Market (digest 2.9): one test per rule and per decision (MK1-MK10 in
docs/rules-decisions.md), random games with its own invariant (the market stock is conserved)
and identical replays."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden.actions import (
    Build,
    Decorate,
    DiscardDrawn,
    EndTurn,
    PlaceDecoration,
    UseLantern,
)
from engine.tang_garden.game import apply, decision, legal_actions, new_game
from engine.tang_garden.garden import free_character_spots
from engine.tang_garden.modules.market import Restock, TakeMarketTile
from engine.tang_garden.options import decoration_possible
from engine.tang_garden.record import replay, to_record
from tests.test_properties import check_board, check_counts

CORNER_CELLS = {"NW": (0, 0), "NE": (7, 0), "SE": (7, 7), "SW": (0, 7)}


def market_game(players: int = 2, seed: int = 1):
    return new_game(players, seed, first=0, ruleset=["market"])


def markets(state):
    return state.ext["market"]


def arranged(state, coins: int | None = None):
    """A copy of ``state`` (no decision asked yet) with the current player's coins set."""
    copy = state.clone()
    if coins is not None:
        copy.player.coins = coins
    return copy


def play_until(state, wanted, rand: random.Random, limit: int = 400):
    """Random legal actions (never ending the game) until ``wanted(state)``."""
    for _ in range(limit):
        if wanted(state):
            return state
        state, _ = apply(state, rand.choice(legal_actions(state)))
        assert not state.over
    raise AssertionError("the situation was not reached")


def of(state, kind):
    return [o for o in legal_actions(state) if isinstance(o, kind)]


# --- setup (2.9.2) -----------------------------------------------------------------------------


def test_setup_puts_a_market_on_each_corner_instead_of_the_central_tile():
    state = market_game()
    assert state.board == {}  # the central tile stays in the box
    assert not set(CORNER_CELLS.values()) & state.allowed
    assert set(state.frontier) == {(1, 0), (0, 1), (6, 0), (7, 1), (7, 6), (6, 7), (1, 7), (0, 6)}
    for corner, tiles in markets(state).tiles.items():
        stack = next(s for s, c in state.catalog.stack_corner.items() if c == corner)
        assert len(tiles) == 2
        assert {state.catalog.tiles[t].stack for t in tiles} == {stack}
        assert markets(state).cards[corner] is not None
    assert not any(state.face_up.values())  # no stack top is turned face up


def test_setup_merchant_on_the_tao_corner_and_his_card_out_of_the_game():
    state = market_game()
    assert markets(state).merchant == state.catalog.stack_corner["tao"]
    assert "merchant" not in state.catalog.characters
    assert "merchant" not in state.char_deck + state.char_display


def test_setup_lanterns_and_bamboo_kingfisher_follow_table_1_5():
    state = market_game(3)
    for player in state.players:
        assert list(player.lanterns) == [
            "combined_actions",
            "move_character",
            "double_build",
            "search_deck",
        ]
    types = {state.catalog.card_type[c].id for c in state.catalog.cards}
    assert {"bamboo", "kingfisher"} <= types


# --- Build the Garden (2.9.3) -------------------------------------------------------------------


def test_build_takes_a_market_tile_and_never_a_stack_top():
    state = market_game()
    takes = of(state, TakeMarketTile)
    assert takes and not of(state, Build)
    on_market = {t for tiles in markets(state).tiles.values() for t in tiles}
    assert {t.tile for t in takes} == on_market
    take = takes[0]
    after, events = apply(state, take)
    assert after.board[take.x, take.y].tile == take.tile
    assert take.tile not in {t for tiles in markets(after).tiles.values() for t in tiles}
    assert any("takes a tile from the" in e.text for e in events if isinstance(e.text, str))
    assert not any(after.face_up.values())  # building turns no stack top face up


def test_build_goes_next_to_a_market_or_a_garden_tile_never_on_a_corner():
    state = market_game()
    spaces = {(t.x, t.y) for t in of(state, TakeMarketTile)}
    assert spaces == set(state.frontier)
    take = of(state, TakeMarketTile)[0]
    after = apply(state, take)[0]
    x, y = take.x, take.y
    assert {(x + 1, y), (x, y + 1), (x - 1, y), (x, y - 1)} & after.allowed <= set(
        after.frontier
    ) | set(after.board)


def test_MK2_a_market_tile_has_no_edges_to_match_and_does_not_enclose():
    """Beside a Market tile with no other neighbour, every turn of a tile fits."""
    state = market_game()
    tile = markets(state).tiles["NW"][0]
    rots = {t.rot for t in of(state, TakeMarketTile) if t.tile == tile and (t.x, t.y) == (1, 0)}
    distinct = {state.catalog.cells[tile, r].edges for r in range(4)}
    assert len(rots) >= len(distinct)
    events = apply(state, TakeMarketTile(tile, 1, 0, min(rots)))[1]
    assert not any(e.kind == "enclosure" for e in events)


def test_build_refused_from_a_stack_in_a_players_words():
    state = market_game()
    stack = next(iter(state.stacks))
    with pytest.raises(Exception, match="come only from the markets"):
        apply(state, Build(stack, 1, 0, 0))


# --- Place a Decoration: a market's card (MK3) --------------------------------------------------


def test_MK3_place_a_decoration_takes_a_market_card_and_draws_none():
    def can_decorate(s):
        return decision(s).kind == "main" and of(apply(s, Decorate())[0], PlaceDecoration)

    state = play_until(market_game(seed=4), can_decorate, random.Random(4))
    deck = len(state.deco_deck)
    state = apply(state, Decorate())[0]
    assert state.drawn == [] and len(state.deco_deck) == deck
    places = of(state, PlaceDecoration)
    cards = {c for c in markets(state).cards.values() if c is not None}
    assert places and {p.card for p in places} <= cards
    place = places[0]
    after = apply(state, place)[0]
    emptied = [c for c, card in markets(state).cards.items() if card == place.card]
    assert markets(after).cards[emptied[0]] is None  # empty until restocked
    assert place.card in after.player.cards


# --- restocking (MK4) --------------------------------------------------------------------------


def test_MK4_free_restock_where_the_merchant_stands_then_he_walks_clockwise():
    state = market_game(seed=2)
    state = apply(state, of(state, TakeMarketTile)[0])[0]
    start = markets(state).merchant
    corner_tiles = len(markets(state).tiles[start])
    old = markets(state).cards[start]
    coins = state.player.coins
    after = apply(state, Restock(start))[0]
    order = ["NW", "NE", "SE", "SW"]
    assert markets(after).merchant == order[(order.index(start) + 1) % 4]
    assert after.player.coins == coins
    assert markets(after).cards[start] != old and old in after.deco_discard
    assert len(markets(after).tiles[start]) == 2 >= corner_tiles


def test_MK4_restocking_another_market_costs_one_coin_and_the_merchant_stays():
    state = arranged(market_game(seed=2), coins=1)
    merchant = markets(state).merchant
    other = next(c for c in ("NW", "NE", "SE", "SW") if c != merchant)
    after = apply(state, Restock(other))[0]
    assert after.player.coins == 0 and markets(after).merchant == merchant


def test_MK4_two_coins_replace_every_card_and_no_tile():
    state = arranged(market_game(seed=2), coins=2)
    before = dict(markets(state).cards)
    tiles = {c: list(t) for c, t in markets(state).tiles.items()}
    after = apply(state, Restock("all"))[0]
    assert after.player.coins == 0
    assert all(markets(after).cards[c] != before[c] for c in before)
    assert set(before.values()) <= set(after.deco_discard)
    assert markets(after).tiles == tiles


def test_MK4_one_restock_a_turn_before_or_after_the_main_action():
    state = arranged(market_game(seed=2), coins=5)
    assert len(of(state, Restock)) == 5  # the main decision offers it
    state = apply(state, Restock("all"))[0]
    assert of(state, Restock) == []
    state = apply(state, of(state, TakeMarketTile)[0])[0]
    while decision(state).kind != "post":
        state = apply(state, legal_actions(state)[0])[0]
    assert of(state, Restock) == []
    with pytest.raises(Exception, match="already restocked"):
        apply(state, Restock("all"))
    state = apply(state, EndTurn())[0]
    assert of(state, Restock)  # the next player's turn


def test_MK4_a_restock_too_dear_is_refused_with_its_price():
    state = arranged(market_game(seed=2), coins=1)
    assert Restock("all") not in of(state, Restock)
    with pytest.raises(Exception, match="costs 2 coins"):
        apply(state, Restock("all"))


def test_MK5_a_stack_that_runs_out_while_restocking_triggers_the_end():
    state = market_game(seed=3).clone()
    corner = markets(state).merchant
    stack = next(s for s, c in state.catalog.stack_corner.items() if c == corner)
    state.stacks[stack][:] = state.stacks[stack][-1:]  # one tile left (put aside for the test)
    markets(state).tiles[corner].pop()
    after, events = apply(state, Restock(corner))
    assert after.stacks[stack] == [] and after.end_triggered
    assert any(e.kind == "end_triggered" for e in events)


# --- lanterns (MK8, MK9) -----------------------------------------------------------------------


def test_MK8_place_two_tiles_takes_two_market_tiles():
    state = market_game(seed=5)
    state = apply(state, UseLantern("double_build"))[0]
    first = of(state, TakeMarketTile)[0]
    state = apply(state, first)[0]
    assert decision(state).kind == "second_build"
    second = of(state, TakeMarketTile)
    assert second and not of(state, Build)
    state = apply(state, second[0])[0]
    assert len(state.board) == 2


def test_MK9_combined_actions_builds_a_market_tile_and_takes_a_market_card():
    state = market_game(seed=6)
    state = apply(state, UseLantern("combined_actions"))[0]
    state = apply(state, of(state, TakeMarketTile)[0])[0]
    rand = random.Random(6)
    while decision(state).kind != "combined_second":
        state = apply(state, rand.choice(legal_actions(state)))[0]
    state = apply(state, Decorate())[0]
    assert state.drawn == []
    assert all(p.card in markets(state).cards.values() for p in of(state, PlaceDecoration))


# --- the Merchant figure (MK6), the landscape tokens (MK7), player counts (MK1) ----------------


def test_MK6_the_merchant_figure_is_nobodys_and_takes_no_garden_spot():
    state = play_until(market_game(seed=7), lambda s: len(s.board) >= 6, random.Random(7))
    assert all(m.character != "merchant" for m in state.minis.values())
    corners = set(CORNER_CELLS.values())
    assert not {(x, y) for x, y, _ in free_character_spots(state)} & corners


@pytest.mark.parametrize("players", [2, 3, 4])
def test_MK7_landscape_tokens_follow_the_base_layout_and_none_is_on_a_corner(players):
    base = new_game(players, 1, first=0)
    state = market_game(players)
    assert state.tokens == base.tokens
    assert not set(state.tokens) & set(CORNER_CELLS.values())


def test_MK1_market_is_played_by_two_to_four():
    assert market_game(2).ruleset.players == (2, 3, 4)
    with pytest.raises(Exception, match=r"2 to 4 players|played by"):
        new_game(1, 1, ruleset=["market"])


# --- random games: the market stock is conserved; replays are identical ------------------------

GAMES = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_market(state) -> None:
    """Every tile and card in exactly one place (the markets counted); no market holds more
    than its spaces; the Merchant on a market; no tile on a corner space."""
    check_counts(state)
    part = markets(state)
    assert all(len(t) <= 2 for t in part.tiles.values())
    held = Counter(c for c in part.cards.values() if c is not None)
    assert all(n == 1 for n in held.values())
    assert part.merchant in ("NW", "NE", "SE", "SW")
    assert not set(CORNER_CELLS.values()) & set(state.board)
    assert bool(legal_actions(state)) == (not state.over)


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_random_market_games_keep_the_market_stock_and_replay_identically(players, seed):
    state = market_game(players, seed)
    rand = random.Random(seed)
    while not state.over:
        state = apply(state, rand.choice(legal_actions(state)))[0]
        check_market(state)
    check_board(state)
    for score in state.result.players:
        assert score.total == sum(score.categories.values())
    again = replay(json.loads(json.dumps(to_record(state))))
    assert player_view(again, None) == player_view(state, None)
    assert again.ext["market"].to_dict() == state.ext["market"].to_dict()


def test_MK10_market_greys_the_summer_central_tile_and_allows_the_other_parts():
    from engine.tang_garden.game import module_choices

    why = module_choices(["market"], 2)
    assert why["summer-central-tile"] and "Market" in why["summer-central-tile"]
    for part in ("belvederes", "flying-lanterns", "seasoned-characters", "night-landscapes"):
        assert why[part] is None, part


def test_MK11_passing_ends_no_game_while_a_market_tile_fits():
    module = market_game().ruleset.by_id["market"]

    def decorating_later(s):  # a card left to draw could be placed: restocking would show one
        return decision(s).kind == "main" and decoration_possible(s) and module.takes(s)

    state = play_until(market_game(seed=2), decorating_later, random.Random(2))
    for _ in range(2):  # the markets' cards are gone: Place a Decoration is a pass
        markets(state).cards = dict.fromkeys(markets(state).cards)
        assert module.takes(state) and not module.card_fits(state)
        state = apply(state, Decorate())[0]
        while not state.over and decision(state).kind != "main":
            passes = [o for o in legal_actions(state) if isinstance(o, (DiscardDrawn, EndTurn))]
            state = apply(state, passes[0])[0]
    assert not state.over


# --- computer players --------------------------------------------------------------------------


def test_computer_players_count_the_best_market_card_for_whoever_chooses_next():
    module = market_game().ruleset.by_id["market"]

    def card_fits(s):
        return decision(s).kind == "main" and module.card_fits(s)

    state = play_until(market_game(seed=4), card_fits, random.Random(4))
    me, other = state.current, 1 - state.current
    assert module.bot_terms(state, me) > 0 == module.bot_terms(state, other)
    state.turn.main_done = True  # what is left on the markets is the next player's
    assert module.bot_terms(state, other) > 0 == module.bot_terms(state, me)
    for corner in markets(state).cards:
        markets(state).cards[corner] = None  # nothing to take: nothing counted
    assert module.bot_terms(state, other) == 0


def test_computer_players_count_a_market_card_being_taken_as_the_takers():
    """Place a Decoration chosen, its card not yet: the best market card is the taker's, and
    the next player counts only what would be left (it was counted as the next player's, so a
    computer player's play-outs, which judge each step, never took a market card)."""
    module = market_game().ruleset.by_id["market"]

    def card_fits(s):
        return decision(s).kind == "main" and module.card_fits(s)

    state = play_until(market_game(seed=4), card_fits, random.Random(4))
    me, other = state.current, 1 - state.current
    taking = apply(state, Decorate())[0]
    assert decision(taking).kind == "choose_decoration" and decision(taking).player == me
    assert module.bot_terms(taking, me) >= 1 > module.bot_terms(taking, other)
    assert module.bot_terms(taking, me) > module.bot_terms(state, me)  # wholly, not a share


def test_passing_in_the_market_says_so_and_no_card_drawn():
    state = market_game()
    assert not state.ruleset.by_id["market"].card_fits(state)  # no garden tile yet
    state, events = apply(state, Decorate())
    texts = [e.text for e in events if e.text]
    state, more = apply(state, of(state, DiscardDrawn)[0])
    texts += [e.text for e in more if e.text]
    assert "Player 1 passes" in texts
    assert not [t for t in texts if "draws" in t or "drawn" in t], texts
