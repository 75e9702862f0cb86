"""Spring, the Seasons scenario of the lantern festival: one test per rule of the digest's 2.5
(with 3.1.3 in its Spring mode and the Exorcist of 3.10) and per decision SP1-SP14
(docs/rules-decisions.md), random games with their invariants (bids never above coins, no secret
in another player's view), replays with auctions."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.bots.worlds import determinize
from engine.core.flow import position
from engine.core.view import player_view
from engine.tang_garden.actions import Decorate, EndTurn, PlaceDecoration
from engine.tang_garden.bots import make_bot
from engine.tang_garden.game import apply, decision, legal_actions, new_game
from engine.tang_garden.modules.flying_lanterns.actions import SlipLanternCard
from engine.tang_garden.modules.spring import Bid, PickReward, RevealBids, TakeDiscard
from engine.tang_garden.modules.spring.actions import RefreshReward
from engine.tang_garden.modules.spring.auction import winner
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.setup import SetupError
from tests.helpers import deck_top, do, set_slot
from tests.test_properties import check_counts


def lantern_in_deck(state, n=0):
    """The ``n``-th Lantern card still in the decoration deck (not the envelope's)."""
    return sorted(c for c in state.deco_deck if c.startswith("lantern_card"))[n]


def spring(players=3, seed=0):
    return new_game(players, seed, first=0, start_face="A", start_rot=0, ruleset=["spring"])


def finish_turn(state):
    """Answer the rest of the turn with the first option until the next player's turn (or an
    auction) begins."""
    who = state.current
    while decision(state).kind not in ("post",) or decision(state).player != who:
        state = do(state, legal_actions(state)[0])
    return do(state, EndTurn())


def lantern_turn(state, card=None):
    """The current player keeps a Lantern card (its piece on the first free area) and ends the
    turn: the auction begins."""
    card = card or lantern_in_deck(state)
    state = do(deck_top(state, card), Decorate())
    place = next(
        o for o in legal_actions(state) if isinstance(o, PlaceDecoration) and o.card == card
    )
    return finish_turn(do(state, place))


def auction(state, reward, bids):
    """The auctioneer picks ``reward``, everyone bids (seat -> tokens), the bids are revealed."""
    assert decision(state).kind == "spring_pick"
    state = do(state, PickReward(reward))
    while decision(state).kind == "spring_bid":
        state = do(state, Bid(bids[decision(state).player]))
    state, events = apply(state, RevealBids())
    return state, [e.text for e in events]


# --- setup ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 5])
def test_sp1_spring_is_for_two_to_four_players(players):
    with pytest.raises(SetupError):
        new_game(players, 0, ruleset=["spring"])
    for n in (2, 3, 4):
        assert len(spring(n).players) == n


def test_sp2_one_lantern_card_lies_unseen_in_the_envelope_and_ten_in_the_deck():
    state = spring()
    envelope = state.ext["flying-lanterns"].envelope
    lanterns = [c for c in state.catalog.cards if c.startswith("lantern_card")]
    assert len(lanterns) == 11 and len(envelope) == 1
    assert sum(1 for c in state.deco_deck if c in lanterns) == 10
    assert state.supply["flying_lantern"] == 6
    night = [t for t in state.catalog.landscapes if t.startswith("N")]
    assert len(night) == 20
    for viewer in (0, 1, 2, None):
        view = player_view(state, viewer)["modules"]["flying-lanterns"]
        assert view["envelope"] == 1 and not view.get("yours") and "values" not in view


def test_setup_gives_five_coins_the_base_four_lanterns_and_the_exorcist():
    state = spring()
    assert [p.coins for p in state.players] == [5, 5, 5]
    assert list(state.players[0].lanterns) == [
        "double_decoration",
        "move_character",
        "double_build",
        "search_deck",
    ]
    assert "exorcist" in state.char_deck or "exorcist" in state.char_display


# --- Lantern cards and the envelope ---------------------------------------------------------------


def test_sp7_the_chooser_alone_sees_the_value_of_their_lantern_card():
    state = spring()
    card = lantern_in_deck(state)
    state = lantern_turn(state)
    part = state.ext["flying-lanterns"]
    assert part.envelope[-1] == card and part.chosen[card] == 0
    value = part.values[card]
    assert player_view(state, 0)["modules"]["flying-lanterns"]["yours"] == [value]
    assert player_view(state, 1)["modules"]["flying-lanterns"]["yours"] == []
    hidden = state.ruleset.by_id["flying-lanterns"].hidden(state, 0)
    assert len(hidden[0].items) == 10  # the chooser's card is not dealt anew in their worlds


def test_choosing_a_lantern_card_pays_a_coin_and_advances_its_track():
    state = spring()
    state.players[0].coins = 0
    before = list(state.players[0].tracks)
    card = lantern_in_deck(state)
    state = do(deck_top(state, card), Decorate())
    place = next(
        o for o in legal_actions(state) if isinstance(o, PlaceDecoration) and o.card == card
    )
    state = do(state, place)
    assert state.players[0].coins >= 1
    assert sum(state.players[0].tracks) == sum(before) + 1
    assert card not in state.players[0].cards


def test_sp8_whoever_sees_the_most_lanterns_gains_the_sum_of_the_envelope(monkeypatch):
    state = spring()
    module = state.ruleset.by_id["flying-lanterns"]
    part = module.of(state)
    part.envelope = ["lantern_card_1", "lantern_card_2", "lantern_card_3"]
    part.values.update({"lantern_card_1": 2, "lantern_card_2": 5, "lantern_card_3": 9})
    monkeypatch.setattr(module, "lanterns_seen", lambda s: [2, 1, 0])
    assert module.winners(state) == ([0], 16)
    monkeypatch.setattr(module, "lanterns_seen", lambda s: [2, 2, 0])
    assert module.winners(state) == ([0, 1], 8)  # 16 shared, rounded down


def test_sp11_a_lantern_card_is_kept_even_with_no_flying_lantern_left():
    state = spring()
    state.supply["flying_lantern"] = 0
    card = lantern_in_deck(state)
    state.players[0].coins = 0
    state = do(deck_top(state, card), Decorate())
    options = legal_actions(state)
    assert SlipLanternCard(card) in options
    assert not any(isinstance(o, PlaceDecoration) and o.card == card for o in options)
    state, events = apply(state, SlipLanternCard(card))
    assert card in state.ext["flying-lanterns"].envelope and card not in state.players[0].cards
    assert state.players[0].coins == 1 and not state.decorations.get((0, 0))
    assert any("no flying lantern to place" in e.text for e in events)
    state = finish_turn(state)
    assert decision(state).kind == "spring_pick"  # the card in the envelope calls an auction


def test_sp11_outside_spring_a_lantern_card_needs_its_piece():
    state = new_game(2, 0, ruleset=["flying-lanterns"])
    state.supply["flying_lantern"] = 0
    card = sorted(c for c in state.deco_deck if c.startswith("lantern_card"))[0]
    state = do(deck_top(state, card), Decorate())
    assert SlipLanternCard(card) not in legal_actions(state)


# --- the auction ----------------------------------------------------------------------------------


def test_sp9_a_lantern_card_calls_an_auction_held_by_its_player_before_the_next_turn():
    state = lantern_turn(spring())
    pending = decision(state)
    assert pending.kind == "spring_pick" and pending.player == 0 and pending.secret
    state, _ = auction(state, "water_2", {0: 0, 1: 0, 2: 0})
    assert decision(state).player == 1 and decision(state).kind == "main"


def test_sp9_a_night_tile_showing_a_lantern_calls_an_auction():
    state = spring()
    part = state.ext["spring"]
    module = state.ruleset.by_id["spring"]
    landscapes = state.catalog.landscapes
    dark = next(t for t in sorted(landscapes) if "lantern" not in landscapes[t].icons)
    slot = next(iter(state.slots))
    set_slot(state, slot, dark)
    module.on_landscape_inserted(state, slot, [])
    assert not part.due
    set_slot(state, slot, "NS6")  # Lantern street
    module.on_landscape_inserted(state, slot, [])
    assert part.due


def test_sp9_no_auction_without_a_lantern_added():
    state = finish_turn(do(spring(), Decorate()))
    assert decision(state).kind in ("main", "choose_decoration") or decision(state).player == 1
    assert state.ext["spring"].auctioneer is None


def test_sp3_tied_bids_are_out_and_the_highest_left_wins_and_pays():
    state = lantern_turn(spring())
    coins = [p.coins for p in state.players]
    state, texts = auction(state, "rock_2", {0: 2, 1: 2, 2: 1})
    assert "The bids are revealed: " in texts[0] and "bid the same and are out" in texts[1]
    assert state.players[2].coins == coins[2] - 1
    assert state.players[2].tracks[2] >= 2
    assert [p.coins for p in state.players][:2] == coins[:2]
    assert "rock_2" not in state.ext["spring"].left


def test_sp3_nobody_left_with_a_bid_gives_the_auctioneer_the_reward_for_free():
    assert winner((3, 3, 0), auctioneer=1) == (1, 0)  # zero left: no tokens in hand
    assert winner((0, 0, 0), auctioneer=2) == (2, 0)  # equal zeros are out too (SP14)
    assert winner((1, 4, 4), auctioneer=0) == (0, 1)
    state = lantern_turn(spring())
    coins = state.players[0].coins
    state, texts = auction(state, "free_placement_1", {0: 1, 1: 1, 2: 0})
    assert state.players[0].coins == coins
    assert state.players[0].lanterns["spring_free_placement_1"] is True
    assert any("the auctioneer, wins for free" in t for t in texts)


def test_sp3_a_bid_is_never_above_the_bidders_coins():
    state = lantern_turn(spring())
    state.players[1].coins = 2
    state = do(state, PickReward("water_2"))
    state = do(state, Bid(0))
    pending = decision(state)
    assert pending.player == 1
    assert max(o.tokens for o in pending.options) == 2
    with pytest.raises(Exception, match="only 2 coins"):
        apply(state, Bid(3))


def test_sp12_the_pick_and_the_bids_stay_secret_until_the_reveal():
    state = lantern_turn(spring())
    state, events = apply(state, PickReward("discards"))
    assert [e.text for e in events][:1] == ["Player 1 picks a reward in secret"]
    for viewer in (1, 2, None):
        view = player_view(state, viewer)
        assert "pick" not in view["modules"]["spring"]
        assert "discards" in view["modules"]["spring"]["rewards"]
    assert player_view(state, 0)["modules"]["spring"]["pick"] == "discards"
    state, events = apply(state, Bid(3))
    assert [e.text for e in events] == ["Player 1 bids in secret"]  # never the amount
    for viewer in (1, 2, None):
        assert "3" not in str(player_view(state, viewer)["modules"]["spring"]["bids"])
        assert "sealed" not in player_view(state, viewer)
    world = determinize(state, 1, random.Random(4))
    assert world.sealed[0] in [Bid(k) for k in range(state.players[0].coins + 1)]


def test_sp4_a_reward_taken_leaves_the_sheet_and_an_empty_sheet_holds_no_auction():
    state = lantern_turn(spring())
    state.ext["spring"].left = ["water_2"]
    state, _ = auction(state, "water_2", {0: 0, 1: 1, 2: 2})
    assert state.ext["spring"].left == []
    state = lantern_turn(state)
    assert decision(state).kind != "spring_pick"


def test_sp5_the_discard_reward_takes_two_cards_face_up_into_the_collection():
    state = lantern_turn(spring())
    state.deco_discard[:] = [c for c in state.deco_deck[:3]]
    for c in state.deco_discard:
        state.deco_deck.remove(c)
    wanted = list(state.deco_discard[:2])
    state, _ = auction(state, "discards", {0: 0, 1: 3, 2: 0})
    assert decision(state).kind == "spring_discard" and decision(state).player == 1
    state = do(state, TakeDiscard(wanted[0]), TakeDiscard(wanted[1]))
    assert set(wanted) <= set(state.players[1].cards)
    assert state.ext["spring"].shown[1] == wanted
    assert player_view(state, 0)["players"][1]["cards"] == wanted  # face up: public
    assert decision(state).player == 1 and decision(state).kind == "main"


def test_sp5_the_refresh_reward_turns_up_two_face_down_lanterns_of_the_winners_choice():
    state = lantern_turn(spring())
    for lid in state.players[2].lanterns:
        state.players[2].lanterns[lid] = False
    state, _ = auction(state, "refresh", {0: 0, 1: 0, 2: 1})
    assert decision(state).kind == "spring_refresh"
    state = do(state, RefreshReward("double_build"), RefreshReward("search_deck"))
    assert [lid for lid, up in state.players[2].lanterns.items() if up] == [
        "double_build",
        "search_deck",
    ]


def test_sp5_special_lantern_tokens_are_separate_so_one_player_may_win_both():
    state = lantern_turn(spring())
    state, _ = auction(state, "combined_actions_1", {0: 0, 1: 1, 2: 0})
    state = lantern_turn(state)
    state, _ = auction(state, "combined_actions_2", {0: 0, 1: 2, 2: 0})
    held = state.players[1].lanterns
    assert held["spring_combined_actions_1"] and held["spring_combined_actions_2"]


def test_sp9_an_auction_called_by_the_last_turn_comes_before_the_final_scoring():
    state = spring(2)
    state.end_triggered = True  # the round of players 0 and 1 is the last
    state = lantern_turn(state)
    state, _ = auction(state, "water_2", {0: 0, 1: 0})
    state = lantern_turn(state)
    assert not state.over and decision(state).kind == "spring_pick"
    state, _ = auction(state, "rock_2", {0: 1, 1: 0})
    assert state.over and state.result is not None


# --- hidden collections ---------------------------------------------------------------------------


def test_sp6_collections_are_hidden_from_the_others_until_the_end():
    state = spring()
    state.players[0].cards = list(state.deco_deck[-2:])
    del state.deco_deck[-2:]
    mine = player_view(state, 0)["players"][0]
    theirs = player_view(state, 1)["players"][0]
    assert mine["cards"] == state.players[0].cards and "secret_cards" not in mine
    assert theirs["cards"] == [] and theirs["secret_cards"] == 2
    world = determinize(state, 1, random.Random(0))
    assert len(world.players[0].cards) == 2  # dealt anew from the unseen cards


# --- the Exorcist -------------------------------------------------------------------------------


def test_sp10_exorcist_gains_a_coin_whenever_anyone_adds_a_lantern():
    state = spring()
    state.players[1].active = "exorcist"
    coins = state.players[1].coins
    state = lantern_turn(state)
    assert state.players[1].coins == coins + 1


def test_sp10_exorcist_scores_three_per_lantern_icon_on_all_four_sides_at_most_twelve():
    state = spring()
    sight = state.catalog.characters["exorcist"].sight
    lantern_tiles = [t for t, d in state.catalog.landscapes.items() if "lantern" in d.icons]
    slots = sorted(state.slots)
    for slot in slots:
        state.slots[slot] = None
    for tile, slot in zip(lantern_tiles[:2], slots[:2], strict=True):
        set_slot(state, slot, tile)
    assert sight.score(state, None, []) == 6
    for tile, slot in zip(lantern_tiles, slots, strict=False):
        set_slot(state, slot, tile)
    assert sight.score(state, None, []) == min(12, 3 * len(lantern_tiles))


# --- random games ---------------------------------------------------------------------------------

GAMES = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_secrets(state):
    """Nobody's secret shows in another player's view: hidden cards, the pick, sealed bids,
    others' Lantern values."""
    spring_part = state.ext["spring"]
    for viewer in [*range(len(state.players)), None]:
        view = player_view(state, viewer)
        for i, p in enumerate(view["players"]):
            if i != viewer and not state.over:
                assert set(p["cards"]) <= set(spring_part.shown[i])
        mod = view["modules"]["spring"]
        assert "pick" not in mod or viewer == spring_part.auctioneer
        if state.sealed and viewer is not None:
            assert view["decision"]["options"] is None or viewer == decision(state).player
        if not state.over:
            assert "values" not in view["modules"]["flying-lanterns"]


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_random_spring_games_keep_the_invariants(players, seed):
    state = new_game(players, seed, ruleset=["spring"])
    rand = random.Random(seed)
    auctions = 0
    while not state.over:
        pending = decision(state)
        if pending.kind == "spring_bid":
            assert all(o.tokens <= state.players[pending.player].coins for o in pending.options)
        auctions += pending.kind == "spring_reveal"
        state, _ = apply(state, rand.choice(pending.options))
        check_counts(state)
        check_secrets(state)
        assert all(p.coins >= 0 for p in state.players)
    record = to_record(state)
    again = replay(record)
    assert again.result.totals == state.result.totals
    assert to_record(again) == record


def test_replay_is_identical_with_auctions():
    state = new_game(3, 5, ruleset=["spring"])
    rand = random.Random(5)
    reveals = 0
    while not state.over:
        pending = decision(state)
        reveals += pending.kind == "spring_reveal"
        state, _ = apply(state, rand.choice(pending.options))
    assert reveals >= 1
    again = replay(to_record(state))
    assert again.result.totals == state.result.totals
    assert again.ext["spring"].to_dict() == state.ext["spring"].to_dict()


def test_computer_players_bid_within_their_coins_and_finish_a_game():
    state = new_game(2, 3, ruleset=["spring"])
    bots = [make_bot("medium", 1), make_bot("easy", 2)]
    bids = []
    while not state.over:
        here = position(state)
        action = bots[here.decision.player].choose(here)
        if isinstance(action, Bid):
            assert action.tokens <= state.players[here.decision.player].coins
            bids.append(action.tokens)
        state, _ = apply(state, action)
    assert bids and state.result is not None


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_five_hundred_random_spring_games_per_player_count(players):
    """500 random games per player count end without error, with the invariants: counts
    conserved, bids never above the bidder's coins, no secret in another player's view."""
    auctions = 0
    for seed in range(500):
        state = new_game(players, seed, ruleset=["spring"])
        rand = random.Random(seed)
        steps = 0
        while not state.over:
            pending = decision(state)
            if pending.kind == "spring_bid":
                coins = state.players[pending.player].coins
                assert all(o.tokens <= coins for o in pending.options)
                auctions += 1
            state, _ = apply(state, rand.choice(pending.options))
            steps += 1
            if steps % 7 == 0 or pending.kind in ("spring_pick", "spring_bid"):
                check_counts(state)
                check_secrets(state)
        assert state.result is not None
    assert auctions > 500
