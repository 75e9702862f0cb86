"""The publisher's web scenarios as modules: one test per rule and per decision (W1-W14)."""

from __future__ import annotations

import pytest

from engine.core.events import IllegalAction
from engine.tang_garden.actions import (
    Build,
    Decorate,
    DiscardDrawn,
    EndTurn,
    PlaceCharacter,
    PlaceDecoration,
    UseLantern,
)
from engine.tang_garden.game import apply
from engine.tang_garden.modules.glory_of_the_emperor.module import MoveEmperor, PlaceEmperor
from engine.tang_garden.modules.pear_garden_market.module import BuyMarketTile
from engine.tang_garden.scoring import character_score
from engine.tang_garden.state import NEUTRAL, Mini
from tests.helpers import (
    deck_top,
    do,
    game,
    neutral,
    options,
    put,
    set_face_up,
    set_slot,
    set_top,
)

SHOWCASE, MARKET, EMPEROR = "decorations-showcase", "pear-garden-market", "glory-of-the-emperor"
ROCK_AREA = "R01"  # a tile with a rock decoration area


def module(state, module_id):
    return state.ruleset.by_id[module_id]


# --- Decorations Showcase ----------------------------------------------------------------------


def showcase_game(*cards):
    """A showcase game whose showcase holds ``cards`` (taken out of the deck)."""
    state = neutral(game(ruleset=[SHOWCASE]))
    showcase = module(state, SHOWCASE).of(state)
    state.deco_deck.extend(showcase.cards)
    for card in cards:
        state.deco_deck.remove(card)
    showcase.cards = list(cards)
    return state


def test_setup_two_face_up_showcase_cards_beside_the_deck():
    state = game(ruleset=[SHOWCASE])
    cards = module(state, SHOWCASE).of(state).cards
    assert len(cards) == 2 and not set(cards) & set(state.deco_deck)
    assert len(state.deco_deck) == 52


def test_place_a_decoration_chooses_among_drawn_and_showcase_cards():
    state = do(deck_top(showcase_game("fish_2", "pavilion_1"), "bird_1", "bridge_1"), Decorate())
    cards = {o.card for o in options(state, PlaceDecoration)}
    assert cards == {"bird_1", "fish_2", "pavilion_1"}  # the bridge has no free area


def test_a_taken_showcase_card_is_replaced_at_the_end_of_the_action_W1():
    state = do(deck_top(showcase_game("fish_2", "pavilion_1"), "bird_1", "bridge_1"), Decorate())
    state.deco_deck.append("pine_1")  # the next card of the deck
    after = do(state, PlaceDecoration("fish_2", 4, 4))
    showcase = module(after, SHOWCASE).of(after).cards
    assert showcase == ["pavilion_1", "pine_1"]
    assert after.players[0].cards == ["fish_2"]
    assert {"bird_1", "bridge_1"} <= set(after.deco_discard)  # the drawn cards not chosen
    assert after.drawn == []


def test_the_showcase_cards_not_chosen_stay():
    state = do(deck_top(showcase_game("fish_2", "pavilion_1"), "bird_1", "bridge_1"), Decorate())
    after = do(state, PlaceDecoration("bird_1", 3, 3))
    assert module(after, SHOWCASE).of(after).cards == ["fish_2", "pavilion_1"]


def test_double_decoration_lantern_takes_at_most_one_showcase_card_W2():
    state = deck_top(showcase_game("fish_2", "pavilion_1"), "bird_1", "bridge_1")
    state = do(state, UseLantern("double_decoration"), Decorate())
    state = do(state, PlaceDecoration("fish_2", 4, 4))
    state = do(state, *options(state)[:1]) if state.tasks[-1][0] == "any_track" else state
    while state.tasks[-1][0] != "choose_decoration":
        state = do(state, options(state)[0])
    assert {o.card for o in options(state, PlaceDecoration)} == {"bird_1"}


def test_monk_choice_of_two_counts_the_showcase_W3():
    state = showcase_game("fish_2", "pavilion_1")
    state.players[0].active = "monk"
    state = do(deck_top(state, "bird_1", "bridge_1"), Decorate())
    after = do(state, PlaceDecoration("bird_1", 3, 3))
    assert after.players[0].coins == 0  # four cards to choose among, not two


def test_no_discard_while_a_showcase_card_can_be_placed_W4():
    state = do(deck_top(showcase_game("fish_2", "pavilion_1"), "bridge_1", "bridge_2"), Decorate())
    assert DiscardDrawn() not in options(state)


def test_the_showcase_refills_from_the_shuffled_discards_when_the_deck_is_empty_W4():
    state = showcase_game("fish_2", "pavilion_1")
    state.deco_discard, state.deco_deck = state.deco_deck[:-2], state.deco_deck[-2:]
    state = do(state, Decorate())
    assert state.deco_deck == []
    after = do(state, PlaceDecoration("fish_2", 4, 4))
    assert len(module(after, SHOWCASE).of(after).cards) == 2


# --- Market of the Pear Garden -----------------------------------------------------------------


def market_game(shown=("G08", "W05", "R03"), coins=5):
    """A market game whose market shows ``shown``; the first player has ``coins``."""
    state = neutral(game(ruleset=[MARKET]))
    market = module(state, MARKET).of(state)
    for tile in shown:
        for pile in (*state.stacks.values(), market.pile, market.shown):
            if tile in pile:
                pile.remove(tile)
    market.shown = list(shown)
    market.at_turn_start = tuple(shown)
    state.players[0].coins = coins
    return state


def test_setup_sixteen_tiles_in_the_market_stack_three_face_up():
    state = game(ruleset=[MARKET])
    market = module(state, MARKET).of(state)
    assert len(market.shown) == 3 and len(market.pile) == 13
    assert all(len(tiles) == 11 for tiles in state.stacks.values())
    assert all(state.face_up.values())


def buy(state, tile):
    """Buy ``tile`` from the market onto its first legal space: (new state, coins gained)."""
    action = next(o for o in options(state, BuyMarketTile) if o.tile == tile)
    after, events = apply(state, action)
    gained = sum(e.data["coins"] for e in events if e.kind == "coins")
    return after, gained, action, events


def test_buying_while_three_show_costs_one_coin_and_two_show_is_free():
    state = market_game()
    after, gained, *_ = buy(state, "G08")
    assert after.players[0].coins == 5 - 1 + gained
    assert module(after, MARKET).of(after).shown == ["W05", "R03"]
    after = do(after, EndTurn())
    after.players[1].coins = 0
    again, gained, *_ = buy(after, "W05")
    assert again.players[1].coins == gained  # free while two show


def test_when_only_one_market_tile_is_left_two_more_are_turned_up():
    state = market_game(shown=("G08", "W05"))
    after, *_ = buy(state, "G08")
    market = module(after, MARKET).of(after)
    assert len(market.shown) == 3 and market.shown[0] == "W05"


def test_a_market_tile_is_placed_with_normal_rules_and_keeps_stack_tops_face_up_W5():
    state = market_game()
    after, _, action, _ = buy(state, "G08")
    assert after.board[action.x, action.y].tile == "G08"
    assert all(after.face_up.values()) and after.turn.main_done


def test_the_monk_gains_nothing_for_a_market_tile_W6():
    state = market_game(coins=1)
    set_face_up(state, water=False, rock=False)  # two face-up stack tops: a choice of two
    state.players[0].active = "monk"
    *_, events = buy(state, "G08")
    assert not [e for e in events if e.kind == "coins" and "choice of two" in e.data["why"]]


def test_no_coin_no_purchase_while_three_show_W7():
    state = market_game(coins=0)
    assert not options(state, BuyMarketTile)
    with pytest.raises(IllegalAction, match="costs 1 coin while 3 show"):
        apply(state, BuyMarketTile("G08", 3, 2, 0))


def test_an_empty_market_stack_does_not_trigger_the_end_W8():
    state = market_game()
    module(state, MARKET).of(state).pile.clear()
    after, *_ = buy(state, "G08")
    assert not after.end_triggered


def test_place_two_tiles_may_take_market_tiles_face_up_at_the_turn_start_W9():
    state = do(market_game(shown=("G08", "W05"), coins=3), UseLantern("double_build"))
    state, *_ = buy(state, "G08")  # one left: two new market tiles are turned up
    while state.tasks[-1][0] != "second_build":
        state = do(state, options(state)[0])
    assert len(module(state, MARKET).of(state).shown) == 3
    assert {o.tile for o in options(state, BuyMarketTile)} == {"W05"}
    coins = state.players[0].coins
    after, gained, *_ = buy(state, "W05")
    assert after.players[0].coins == coins - 1 + gained  # the price shown when it is taken


# --- For the Glory of the Emperor --------------------------------------------------------------


def emperor_game(spot=(4, 3, "tile"), facing="N", coins=5):
    """An Emperor game after the first player stood him on ``spot``."""
    state = game(ruleset=[EMPEROR])
    state = neutral(do(state, PlaceEmperor(*spot, facing)))
    state.players[0].coins = coins
    return state


def test_setup_the_first_player_stands_the_emperor_on_the_starting_tile_W11():
    state = game(ruleset=[EMPEROR])
    pending = options(state)
    assert state.tasks[-1] == ("emperor_start",) and state.current == state.first
    assert {(o.x, o.y, o.spot) for o in pending} == {(4, 3, "tile"), (3, 4, "tile")}
    assert {o.facing for o in pending} == set("NESW")
    after = do(state, PlaceEmperor(3, 4, "tile", "E"))
    assert after.minis[3, 4, "tile"] == Mini("emperor", NEUTRAL, 1)
    assert options(after, Build)  # then the first turn begins


def test_the_emperors_card_goes_back_to_the_box():
    for seed in range(20):
        state = game(seed=seed, ruleset=[EMPEROR])
        assert "emperor" not in state.char_deck and "emperor" not in state.char_display
        assert len(state.char_display) == 2


def test_with_seasoned_characters_nobody_is_dealt_the_emperor_W14():
    """The Emperor is the neutral walker: with Seasoned Characters he is not a starting
    character, so the only Emperor in the garden is the neutral one, moved by anyone."""
    for seed in range(30):
        state = game(players=4, seed=seed, ruleset=[EMPEROR, "seasoned-characters"])
        offers = module(state, "seasoned-characters").of(state).offers
        assert len(offers) == 4 and all(len(offer) == 2 for offer in offers)
        assert "emperor" not in [c for offer in offers for c in offer] + state.char_deck
        assert state.catalog.boxed == {"characters": frozenset({"emperor"})}


def build_in_line(state):
    """Build G09 north of the Emperor at (4, 3): on (4, 2), with a tile character spot."""
    set_top(state, "greenery", "G09")
    return do(state, Build("greenery", 4, 2, 0))


def test_after_the_main_action_pay_two_to_move_the_emperor_in_a_straight_line():
    state = build_in_line(emperor_game())
    while state.tasks[-1][0] != "post":
        state = do(state, options(state)[0])
    moves = options(state, MoveEmperor)
    assert {(m.x, m.y, m.spot) for m in moves} == {(4, 2, "tile")}
    coins = state.players[0].coins
    after = do(state, MoveEmperor(4, 2, "tile", "W"))
    assert after.players[0].coins == coins - 2
    assert after.minis == {(4, 2, "tile"): Mini("emperor", NEUTRAL, 3)}


def test_the_emperor_moves_once_per_turn_and_is_no_lantern_W10():
    state = build_in_line(emperor_game())
    while state.tasks[-1][0] != "post":
        state = do(state, options(state)[0])
    after = do(state, MoveEmperor(4, 2, "tile", "W"))
    assert not options(after, MoveEmperor)
    assert after.turn.lantern is None


def test_the_emperor_cannot_move_before_the_main_action_W10():
    state = emperor_game()
    assert not options(state, MoveEmperor)
    with pytest.raises(IllegalAction, match="only after your main action"):
        apply(state, MoveEmperor(4, 2, "tile", "N"))


def test_the_emperor_needs_two_coins():
    state = build_in_line(emperor_game(coins=0))
    while state.tasks[-1][0] != "post":
        state = do(state, options(state)[0])
    state.players[0].coins = 1
    assert not options(state, MoveEmperor)


def test_placed_this_turn_includes_a_pavilion_W12():
    state = emperor_game(spot=(3, 4, "tile"))
    put(state, ROCK_AREA, 0, 3, 5)  # laid earlier, south of the Emperor
    state = do(deck_top(state, "pavilion_1", "bridge_1"), Decorate())
    state = do(state, PlaceDecoration("pavilion_1", 3, 5))
    while state.tasks[-1][0] != "post":
        state = do(state, options(state)[0])
    assert {(m.x, m.y, m.spot) for m in options(state, MoveEmperor)} == {(3, 5, "decoration")}


def test_the_emperor_is_neutral_and_the_empress_minds_him_W11():
    state = emperor_game(spot=(4, 3, "tile"), facing="N")
    result_before = character_score(state, (4, 4), Mini("empress", 0, 0))
    state.minis.pop((4, 3, "tile"))
    result_alone = character_score(state, (4, 4), Mini("empress", 0, 0))
    assert result_before.preference == result_alone.preference - 3
    state = emperor_game()
    state.minis[3, 4, "tile"] = Mini("student", 0, 1)
    assert [c.character for c in _final(state).players[0].characters] == ["student"]


def _final(state):
    from engine.tang_garden.scoring import final_score

    return final_score(state)


def test_every_character_seeing_a_dragon_gains_three_once_W13():
    state = emperor_game()
    for sid in state.slots:
        state.slots[sid] = None
    east = [sid for sid, slot in state.catalog.slots.items() if slot.side == "E"]
    set_slot(state, east[0], "L1")  # a dragon and a sun
    set_slot(state, east[1], "L2")  # another dragon
    state.minis[3, 4, "tile"] = Mini("student", 1, 1)  # player 2's, facing east
    score = character_score(state, (3, 4), state.minis[3, 4, "tile"])
    assert score.extras == (("the Emperor's glory: a Dragon in view", 3),)
    west = character_score(state, (3, 4), Mini("student", 1, 3))
    assert west.extras == ()
    assert _final(state).players[1].categories["characters"] == score.total


def test_placing_a_character_still_works_beside_the_emperor():
    state = emperor_game()
    assert not [o for o in options(state, PlaceCharacter) if (o.x, o.y) == (4, 3)]


def test_a_market_tiles_preview_names_its_price_and_its_coins_as_the_log_does():
    """A market tile that pays 1 coin and brings 2: the preview says "+2 coins, pays 1 coin"
    (not "+1 coin"), the words of the log's two lines."""
    import random

    from engine.tang_garden.game import legal_actions, new_game, preview_gains

    state, rand = new_game(2, 4, ruleset=["pear-garden-market"]), random.Random(4)
    while not state.over:
        options = legal_actions(state)
        buys = [o for o in options if isinstance(o, BuyMarketTile)]
        found = next((b for b in buys if "level 6" in " ".join(_texts(state, b))), None)
        if found:
            break
        state, _ = apply(state, rand.choice(options))
    texts = _texts(state, found)
    assert "pays 1 coin for a tile" in texts[0] and any("gains 2 coins" in t for t in texts)
    assert "+2 coins, pays 1 coin" in preview_gains(state, found).words()


def _texts(state, action) -> list[str]:
    return [e.text for e in apply(state, action)[1]]
