"""The solo variant Yin & Yang: one test per solo rule and per decision Y1.. of
docs/rules-decisions.md, both defeats, a victory, ranks, records and a random-game invariant."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.actions import action_from_dict
from engine.core.events import IllegalAction
from engine.core.view import player_view
from engine.tang_garden.actions import (
    AdvanceTrack,
    Build,
    Decorate,
    EndTurn,
    Influence,
    PlaceDecoration,
    RefreshLantern,
    TakeCharacter,
    TakeCoins,
    UseLantern,
)
from engine.tang_garden.bots import RandomPlayer
from engine.tang_garden.content.loader import DATA_DIR, DataError
from engine.tang_garden.game import (
    apply,
    catalog,
    decision,
    legal_actions,
    new_game,
    new_solo_game,
    position,
)
from engine.tang_garden.modules.yin_yang.actions import (
    PlaceDisplayTile,
    PlaceNeutral,
    RemoveDecoration,
)
from engine.tang_garden.modules.yin_yang.rules import across, opposite, solo_state
from engine.tang_garden.modules.yin_yang.scoring import solo_rank
from engine.tang_garden.record import load, replay, save, to_record
from engine.tang_garden.scoring import character_score
from engine.tang_garden.state import NEUTRAL, Mini
from engine.tang_garden.view import reveals
from game.cli import main as cli
from tests.helpers import put, set_top

STACKS = ("greenery", "water", "rock", "tao")

YIN_YANG = catalog(ruleset=["yin-yang"]).ruleset.by_id["yin-yang"]


# --- helpers ----------------------------------------------------------------------------------


def act(state, *actions):
    for action in actions:
        state, _ = apply(state, action)
    return state


def events_of(state, action):
    return apply(state, action)


def kind(state):
    return decision(state).kind


def opts(state, cls=None):
    return [o for o in legal_actions(state) if cls is None or isinstance(o, cls)]


def solo(seed=0):
    """A solo game past its setup decisions (start tile A, unturned): the first pair is due."""
    state = new_solo_game(seed, start_face="A", start_rot=0)
    state = act(state, TakeCharacter(solo_state(state).offer[0]))
    return act(state, opts(state)[0])


def card_for(state, area, *, exclude=()):
    """A decoration card in the deck or discard whose decoration goes on ``area``."""
    cat = state.catalog
    for card in state.deco_deck + state.deco_discard:
        kind_ = cat.card_type[card]
        if kind_.area == area and state.supply[kind_.id] > 0 and card not in exclude:
            return card
    raise AssertionError(f"no {area} card left")


def beside(state, stack, card):
    """Lay ``card`` beside ``stack`` (the card there goes to the discard)."""
    for pile in (state.deco_deck, state.deco_discard):
        if card in pile:
            pile.remove(card)
    old = solo_state(state).cards[stack]
    if old is not None:
        state.deco_discard.append(old)
    solo_state(state).cards[stack] = card
    return state


def pair(state, stack, tile):
    """Make ``tile`` the face-up top of ``stack`` with a card its own area can take."""
    set_top(state, stack, tile)
    icon = state.catalog.cells[tile, 0].icon or "greenery"
    return beside(state, stack, card_for(state, icon))


def stuck(state):
    """No card beside a stack can be placed: every supply is empty."""
    state.supply = dict.fromkeys(state.supply, 0)
    return state


def occupy(state, area):
    """Cover every free ``area`` icon with a decoration; the covered spaces."""
    deco = next(d.id for d in state.catalog.decoration_types.values() if d.area == area)
    spaces = [p for p, c in state.board.items() if c.icon == area and p not in state.decorations]
    for pos in spaces:
        state.decorations[pos] = deco
    return spaces


def all_beside(state, area):
    used: list[str] = []
    for stack in STACKS:
        used.append(card_for(state, area, exclude=used))
        beside(state, stack, used[-1])
    return state


def to_post(state):
    """Play the current turn with the first options until the end-of-turn decision."""
    while kind(state) != "solo_post":
        state = act(state, legal_actions(state)[0])
    return state


def fill_but(state, *keep):
    """Lay tiles from the stacks' bottoms on every free central space except ``keep``."""
    spaces = sorted(state.allowed - state.board.keys() - set(keep))
    for i, pos in enumerate(spaces):
        stack = state.stacks[STACKS[i % 4]]
        tile = next(t for t in stack if state.catalog.tiles[t].kind != "temple")
        put(state, tile, 0, *pos)
    return state


def components(state):
    """Counts that must never change in a solo game."""
    own = solo_state(state)
    tiles = len(state.board) + sum(map(len, state.stacks.values())) + len(own.display)
    cards = (
        len(state.deco_deck)
        + len(state.deco_discard)
        + len(state.drawn)
        + sum(c is not None for c in own.cards.values())
    )
    pieces = sum(state.supply.values()) + len(state.decorations) + len(own.removed)
    tokens = Counter(state.tokens.values()) + Counter(state.player.tokens) + Counter(own.spent)
    landscapes = (
        sum(v is not None for v in state.slots.values())
        + sum(map(len, state.land_visible.values()))
        + sum(map(len, state.land_pile.values()))
    )
    characters = sorted(
        solo_state(state).characters
        + solo_state(state).neutral
        + solo_state(state).offer
        + state.char_deck
        + state.char_display
    )
    return tiles, cards, pieces, dict(tokens), landscapes, characters


# --- the garden, the board and what the solo game leaves out --------------------------------


def test_solo_garden_is_the_28_central_spaces() -> None:
    state = solo()
    assert state.ruleset.describe() == "Tang Garden with Yin & Yang (solo)"
    central = {(x, y) for x in range(1, 7) for y in range(1, 7)}
    central -= {(1, 1), (6, 1), (1, 6), (6, 6), (3, 3), (4, 3), (3, 4), (4, 4)}
    assert state.allowed == central and set(state.frontier) <= state.allowed
    assert all((b.x, b.y) in state.allowed for b in opts(state, Build))
    edge = (0, 3)
    assert all((b.x, b.y) != edge for b in opts(state, Build))


def test_solo_has_no_player_board_no_decoration_collection_and_no_skills() -> None:
    state = solo(4)
    rand = RandomPlayer(4)
    seen = set()
    while not state.over:
        seen.update(type(o) for o in legal_actions(state))
        state = act(state, rand.choose(position(state)))
    assert state.player.tracks == [0, 0, 0]
    assert state.player.cards == [] and state.player.active is None
    assert not seen & {AdvanceTrack, TakeCoins, Decorate, RefreshLantern}


def test_kept_character_skill_is_not_used() -> None:
    state = new_solo_game(0, start_face="A", start_rot=0)
    if "architect" not in solo_state(state).offer:  # the Architect's skill pays for pavilions
        pile = state.char_deck if "architect" in state.char_deck else state.char_display
        pile[pile.index("architect")] = solo_state(state).offer[0]
        solo_state(state).offer[0] = "architect"
    state = act(state, TakeCharacter("architect"))
    state = act(state, opts(state)[0])
    assert state.player.active is None and solo_state(state).characters == ["architect"]
    state = all_beside(state, "rock")
    set_top(state, "rock", "R01")
    before = state.player.coins
    state = act(state, Build("rock", 3, 5, 0))  # R01 below the rock quarter: one match
    state = act(state, opts(state, PlaceDecoration)[0])
    assert state.decorations and state.player.coins == before + 1


# --- setup ------------------------------------------------------------------------------------


def test_setup_two_starters_drawn_one_kept_the_other_neutral() -> None:
    state = new_solo_game(3, start_face="A", start_rot=0)
    starters = {c.id for c in catalog().data.characters.characters if c.starter}
    assert kind(state) == "solo_keep" and len(solo_state(state).offer) == 2
    assert set(solo_state(state).offer) <= starters
    kept, other = solo_state(state).offer
    assert opts(state) == [TakeCharacter(kept), TakeCharacter(other)]
    state = act(state, TakeCharacter(other))
    assert kind(state) == "solo_neutral"
    spots = opts(state)
    assert spots and all(isinstance(o, PlaceNeutral) and o.character == kept for o in spots)
    state = act(state, spots[-1])
    mini = state.minis[spots[-1].x, spots[-1].y, spots[-1].spot]
    assert mini == Mini(kept, NEUTRAL, 0)
    assert solo_state(state).characters == [other] and solo_state(state).neutral == [kept]
    assert kind(state) == "solo_main"


def test_setup_character_deck_of_ten_two_revealed() -> None:
    state = new_solo_game(5)
    data = catalog().data.characters.characters
    starters = {c.id for c in data if c.starter}
    others = {c.id for c in data if not c.starter}
    pool = set(state.char_deck) | set(state.char_display)
    assert len(state.char_display) == 2 and len(pool) == 10
    assert pool == (starters - set(solo_state(state).offer)) | others


def test_setup_four_decoration_cards_one_beside_each_stack() -> None:
    state = new_solo_game(2)
    assert set(solo_state(state).cards) == set(STACKS)
    assert all(card in catalog().cards for card in solo_state(state).cards.values())
    assert len(state.deco_deck) == 50 and state.deco_discard == []
    assert all(len(state.stacks[s]) == 15 and state.face_up[s] for s in STACKS)
    assert solo_state(state).display == []


def test_setup_four_small_and_four_large_tokens_shuffled_onto_the_solo_spots() -> None:
    spots = set(YIN_YANG.settings.token_spots)
    arrangements = set()
    for seed in range(6):
        state = new_solo_game(seed)
        assert set(state.tokens) == spots <= state.allowed
        assert Counter(state.tokens.values()) == {"small": 4, "large": 4}
        arrangements.add(tuple(sorted(state.tokens.items())))
    assert len(arrangements) > 1


def test_setup_the_four_solo_lanterns() -> None:
    state = new_solo_game(0)
    effects = {state.catalog.lanterns[lid].effect for lid in state.player.lanterns}
    assert effects == {
        "tile_only",
        "tile_from_display",
        "replace_decoration_cards",
        "reuse_lantern",
    }
    assert all(state.player.lanterns.values())


def test_new_game_with_mode_solo_is_the_same_setup() -> None:
    a = new_game(1, 9, mode="solo", start_face="B", start_rot=2)
    b = new_solo_game(9, start_face="B", start_rot=2)
    assert player_view(a, 0) == player_view(b, 0)
    assert a.setup == {
        "players": ["Player 1"],
        "first": 0,
        "start_face": "B",
        "start_rot": 2,
        "ruleset": [{"id": "yin-yang", "version": 1, "options": {}}],
    }


# --- choosing and placing a pair -------------------------------------------------------------


def test_pair_needs_a_fitting_tile_and_a_placeable_decoration() -> None:
    state = all_beside(solo(), "bridge")  # no bridge area in the garden yet
    for stack, tile in (("greenery", "G01"), ("water", "W09"), ("rock", "R01"), ("tao", "T09")):
        set_top(state, stack, tile)
    builds = opts(state, Build)
    assert builds and {b.stack for b in builds} == {"water"}  # W09 brings a bridge area
    with pytest.raises(IllegalAction, match="needs a free bridge area"):
        apply(state, Build("greenery", 3, 2, 0))


def test_pair_decoration_may_use_the_area_of_the_tile_just_placed() -> None:
    state = all_beside(solo(), "bridge")
    set_top(state, "water", "W09")
    build = next(b for b in opts(state, Build) if b.stack == "water")
    state = act(state, build)
    assert kind(state) == "solo_decoration"
    card = solo_state(state).cards["water"]
    assert opts(state) == [PlaceDecoration(card, build.x, build.y)]


def test_turn_discards_the_card_moves_the_opposite_tile_to_the_display_and_refills() -> None:
    state = pair(solo(), "greenery", "G01")
    pair_card, opposite_card = solo_state(state).cards["greenery"], solo_state(state).cards["rock"]
    rock_top, rock_next = state.stacks["rock"][-1], state.stacks["rock"][-2]
    green_next = state.stacks["greenery"][-2]
    untouched = dict(water=solo_state(state).cards["water"], tao=solo_state(state).cards["tao"])
    assert opposite(state.catalog, "greenery") == "rock"
    assert opposite(state.catalog, "water") == "tao"
    state = act(state, Build("greenery", 3, 2, 0))
    state = act(state, opts(state, PlaceDecoration)[0])
    assert kind(state) == "solo_post"
    assert state.deco_discard[-2:] == [pair_card, opposite_card]
    assert solo_state(state).display == [rock_top]
    assert state.stacks["rock"][-1] == rock_next and state.stacks["greenery"][-1] == green_next
    assert all(state.face_up[s] for s in STACKS)
    fresh = {solo_state(state).cards["greenery"], solo_state(state).cards["rock"]}
    assert None not in fresh and not fresh & {pair_card, opposite_card}
    assert {k: solo_state(state).cards[k] for k in untouched} == untouched
    assert state.player.cards == []


def test_decoration_discard_is_reshuffled_when_the_deck_runs_out() -> None:
    state = solo()
    state.deco_discard += state.deco_deck
    state.deco_deck = []
    state = pair(state, "greenery", "G01")
    state, events = apply(state, Build("greenery", 3, 2, 0))
    state, events = apply(state, opts(state, PlaceDecoration)[0])
    assert "reshuffle" in [e.kind for e in events]
    assert None not in (solo_state(state).cards["greenery"], solo_state(state).cards["rock"])
    assert state.draws == 1


# --- coins ------------------------------------------------------------------------------------


def test_coins_for_matching_edges_and_enclosures_but_not_footpaths() -> None:
    state = pair(solo(), "greenery", "G01")
    state, events = apply(state, Build("greenery", 3, 2, 0))  # greenery meets greenery
    assert state.player.coins == 1
    assert [e.data["why"] for e in events if e.kind == "coins"] == ["matching edges"]
    state = to_post(state)
    state = act(state, EndTurn())
    state = pair(state, "greenery", "G09")  # a centre greenery area, footpaths all round
    coins = state.player.coins
    state, events = apply(state, Build("greenery", 5, 3, 0))  # footpath meets footpath
    assert state.player.coins == coins + 1
    assert [e.data["why"] for e in events if e.kind == "coins"] == ["enclosed terrain"]


def test_temples_give_their_coins_Y1() -> None:
    state = all_beside(solo(), "greenery")
    set_top(state, "tao", "T02")  # the greenery temple
    state, events = apply(state, Build("tao", 2, 3, 0))  # beside the start's greenery edge
    temple = [e.data["coins"] for e in events if e.kind == "coins"]
    assert temple == [2] and state.player.coins == 2


# --- landscape tokens -------------------------------------------------------------------------


def _token_scene():
    state = all_beside(solo(), "greenery")
    put(state, "G01", 0, 2, 3)
    put(state, "G06", 0, 2, 2)
    set_top(state, "tao", "T01")  # a temple fits anywhere
    size = state.tokens[2, 1]
    return state, size


def test_token_inserts_two_landscapes_on_opposite_sides_Y7_Y9() -> None:
    state, size = _token_scene()
    state = act(state, Build("tao", 2, 1, 0))
    assert state.player.tokens[size] == 1 and (2, 1) not in state.tokens
    assert kind(state) == "solo_decoration"  # Y9: the decoration before the insertion
    state = act(state, opts(state)[0])
    assert kind(state) == "solo_insert"
    visible = list(state.land_visible[size])
    assert len(visible) == 2
    inserts = opts(state)
    assert {o.landscape for o in inserts} == set(visible)
    assert all(state.catalog.slots[o.slot].size == size for o in inserts)
    choice = inserts[0]
    state = act(state, choice)
    other = next(t for t in visible if t != choice.landscape)
    slot = across(state.catalog, choice.slot)
    a, b = state.catalog.slots[choice.slot], state.catalog.slots[slot]
    assert {a.side, b.side} in ({"N", "S"}, {"E", "W"}) and a.index == b.index
    assert state.slots[choice.slot] == choice.landscape and state.slots[slot] == other
    assert len(state.land_visible[size]) == 2 and not set(visible) & set(state.land_visible[size])
    assert kind(state) == "solo_post"


def test_four_tokens_of_one_size_remove_a_decoration_Y8() -> None:
    state = to_post(solo())
    ((pos, deco),) = state.decorations.items()
    assert not opts(state, RemoveDecoration)
    state.player.tokens["small"] = 4
    assert opts(state, RemoveDecoration) == [RemoveDecoration(*pos, "small")]
    supply = dict(state.supply)
    state = act(state, RemoveDecoration(*pos, "small"))
    assert pos not in state.decorations and state.supply == supply
    assert solo_state(state).removed == [deco] and solo_state(state).spent["small"] == 4
    assert state.player.tokens["small"] == 0
    state.player.tokens["large"] = 4
    state.decorations[3, 4] = "pavilion"  # a miniature on its character spot
    state.minis[3, 4, "decoration"] = Mini("poet", NEUTRAL, 0)
    assert RemoveDecoration(3, 4, "large") not in opts(state)
    with pytest.raises(IllegalAction, match="miniature"):
        apply(state, RemoveDecoration(3, 4, "large"))


def test_no_lantern_refresh() -> None:
    state = solo()
    state.player.tokens.update(small=4, large=4)
    state.player.lanterns = dict.fromkeys(state.player.lanterns, False)
    assert not opts(state, RefreshLantern) and not opts(state, UseLantern)
    state = to_post(state)
    assert not opts(state, RefreshLantern)


# --- characters -------------------------------------------------------------------------------


def test_influence_at_10_20_30_coins_up_to_four_characters_Y5() -> None:
    state = to_post(solo())
    state.player.coins = 9
    assert Influence() not in opts(state)
    for coins, count in ((10, 2), (20, 3), (30, 4)):
        state.player.coins = coins
        state = act(state, Influence())
        assert kind(state) == "solo_choose_character"
        state = act(state, opts(state)[0])
        if kind(state) == "solo_neutral":  # skipped when no spot is free
            state = act(state, opts(state)[0])
        assert len(solo_state(state).characters) == count and kind(state) == "solo_post"
        assert Influence() not in opts(state)  # one right per threshold
    state.player.coins = 100
    assert Influence() not in opts(state)  # four characters at most
    state = act(state, EndTurn())
    assert Influence() not in opts(state)


def test_unused_influence_right_carries_to_the_next_pair_choice_Y5() -> None:
    state = to_post(solo())
    state.player.coins = 25
    state = act(state, EndTurn())
    assert kind(state) == "solo_main" and Influence() in opts(state)
    state = act(state, Influence(), TakeCharacter(state.char_display[0]))
    state = act(state, opts(state)[0])
    assert kind(state) == "solo_main" and Influence() in opts(state)  # 20 coins: a second one


def test_influence_the_other_becomes_neutral_and_two_new_are_revealed() -> None:
    state = to_post(solo())
    state.player.coins = 10
    shown = list(state.char_display)
    coming = state.char_deck[-2:]
    state = act(state, Influence())
    assert opts(state) == [TakeCharacter(c) for c in shown]
    state = act(state, TakeCharacter(shown[1]))
    assert solo_state(state).characters[-1] == shown[1]
    assert kind(state) == "solo_neutral" and state.char_display == []  # revealed after placing
    spot = opts(state)[0]
    assert spot.character == shown[0]
    state = act(state, spot)
    assert state.minis[spot.x, spot.y, spot.spot].owner == NEUTRAL
    assert sorted(state.char_display) == sorted(coming) and len(state.char_deck) == 6


def test_neutral_without_a_free_spot_goes_back_to_the_box_Y6() -> None:
    state = to_post(solo())
    state.player.coins = 10
    for x, y, spot in [(x, y, s) for (x, y) in state.board for s in ("tile", "decoration")]:
        state.minis.setdefault((x, y, spot), Mini("lady", NEUTRAL, 0))
    state = act(state, Influence(), TakeCharacter(state.char_display[0]))
    assert kind(state) == "solo_post" and len(solo_state(state).neutral) == 2


# --- lanterns ---------------------------------------------------------------------------------


def _lantern(state, effect):
    lanterns = state.catalog.lanterns
    return next(lid for lid in state.player.lanterns if lanterns[lid].effect == effect)


def test_lantern_tile_only() -> None:
    state = all_beside(solo(), "bridge")
    set_top(state, "greenery", "G01")
    assert not any(b.stack == "greenery" for b in opts(state, Build))
    pair_card, opposite_card = solo_state(state).cards["greenery"], solo_state(state).cards["rock"]
    rock_top = state.stacks["rock"][-1]
    state = act(state, UseLantern(_lantern(state, "tile_only")))
    assert kind(state) == "solo_tile_only"
    state = act(state, Build("greenery", 3, 2, 0))
    assert kind(state) == "solo_post" and not state.decorations
    assert state.deco_discard[-2:] == [pair_card, opposite_card]
    assert solo_state(state).display == [rock_top]


def test_lantern_tile_from_display_Y3() -> None:
    state = act(to_post(solo()), EndTurn())
    (tile,) = solo_state(state).display
    cards = dict(solo_state(state).cards)
    stacks = {k: list(v) for k, v in state.stacks.items()}
    state = act(state, UseLantern(_lantern(state, "tile_from_display")))
    assert kind(state) == "solo_display"
    placements = opts(state)
    assert placements and all(
        isinstance(o, PlaceDisplayTile) and o.tile == tile for o in placements
    )
    state = act(state, placements[0])
    assert state.board[placements[0].x, placements[0].y].tile == tile
    assert solo_state(state).display == [] and solo_state(state).cards == cards
    assert state.stacks == stacks
    assert kind(state) in ("solo_post", "solo_insert")


def test_lantern_replace_decoration_cards() -> None:
    state = solo()
    old = dict(solo_state(state).cards)
    state = act(state, UseLantern(_lantern(state, "replace_decoration_cards")))
    assert kind(state) == "solo_main"
    assert sorted(state.deco_discard) == sorted(old.values())
    assert not set(solo_state(state).cards.values()) & set(old.values())
    assert None not in solo_state(state).cards.values()


def test_lantern_reuse_lantern() -> None:
    state = solo()
    replace = _lantern(state, "replace_decoration_cards")
    reuse = _lantern(state, "reuse_lantern")
    assert UseLantern(reuse) not in opts(state)  # nothing exhausted to reuse yet
    state = act(to_post(act(state, UseLantern(replace))), EndTurn())
    assert UseLantern(reuse) in opts(state)
    old = dict(solo_state(state).cards)
    state = act(state, UseLantern(reuse))
    assert kind(state) == "solo_reuse" and opts(state) == [UseLantern(replace)]
    state = act(state, UseLantern(replace))
    assert not set(solo_state(state).cards.values()) & set(old.values())
    assert state.player.lanterns[replace] is False and state.player.lanterns[reuse] is False


def test_one_lantern_per_turn_Y2() -> None:
    state = solo()
    state = act(state, UseLantern(_lantern(state, "replace_decoration_cards")))
    assert not opts(state, UseLantern)
    state = act(to_post(state), EndTurn())
    assert opts(state, UseLantern)


# --- the end ----------------------------------------------------------------------------------


def test_defeat_when_a_stack_is_empty_Y4() -> None:
    state = pair(solo(), "greenery", "G01")
    rock = state.stacks["rock"]
    solo_state(state).display += rock[:-1]  # the rock stack is down to its face-up tile
    del rock[:-1]
    state = act(state, Build("greenery", 3, 2, 0))
    state, events = apply(state, opts(state, PlaceDecoration)[0])
    assert state.over and not legal_actions(state)
    assert state.result.cause == "stack_empty" and not state.result.victory
    assert state.result.rank is None and state.end_reason == "a stack of garden tiles is empty"
    assert events[-1].kind == "game_over"


def test_defeat_when_no_pair_can_be_placed_and_no_lantern_helps_Y4_Y10() -> None:
    state = stuck(to_post(solo()))
    state.player.lanterns = dict.fromkeys(state.player.lanterns, False)
    state = act(state, EndTurn())
    assert state.over and state.result.cause == "no_pair"
    assert state.result.to_dict()["victory"] is False
    assert state.result.total == state.player.coins and state.result.rank is None  # Y10


def test_a_usable_lantern_or_removal_prevents_defeat_Y4() -> None:
    state = to_post(solo())
    state = all_beside(state, "bridge")
    occupy(state, "bridge")
    for stack, tile in (("greenery", "G01"), ("water", "W14"), ("rock", "R01"), ("tao", "T09")):
        set_top(state, stack, tile)
    lanterns = dict.fromkeys(state.player.lanterns, False)
    state.player.lanterns = {**lanterns, _lantern(state, "tile_only"): True}
    after = act(state, EndTurn())
    assert not after.over and opts(after) == [UseLantern(_lantern(state, "tile_only"))]
    state.player.lanterns = lanterns
    beside(state, "water", card_for(state, "water"))  # W14 shows no area itself
    water = occupy(state, "water")
    state.player.tokens["large"] = 4
    after = act(state, EndTurn())
    assert not after.over and not opts(after, Build)
    assert RemoveDecoration(*water[0], "large") in opts(after)
    after = act(after, RemoveDecoration(*water[0], "large"))
    assert not after.over and {b.stack for b in opts(after, Build)} == {"water"}


def test_new_cards_lantern_that_does_not_help_ends_the_game_Y4() -> None:
    state = stuck(to_post(solo()))
    replace = _lantern(state, "replace_decoration_cards")
    state.player.lanterns = {lid: lid == replace for lid in state.player.lanterns}
    state = act(state, EndTurn())
    assert opts(state) == [UseLantern(replace)]
    state = act(state, UseLantern(replace))
    assert state.over and state.result.cause == "no_pair"


def _victory_scene():
    state = all_beside(solo(), "greenery")
    state = fill_but(state, (1, 3))
    set_top(state, "tao", "T02")  # a temple fits anywhere
    return state


def test_victory_when_all_28_spaces_are_covered_then_final_placement_Y4_Y11() -> None:
    state = _victory_scene()
    water = state.stacks["water"]
    solo_state(state).display += water[:-1]  # the last pair empties the opposite stack ...
    del water[:-1]
    state = act(state, Build("tao", 1, 3, 0))
    state = act(state, opts(state)[0])
    assert not state.stacks["water"]  # ... but a complete garden wins first
    assert kind(state) == "solo_post" and not state.over  # the last influence is still possible
    state.player.coins = 10
    assert Influence() in opts(state)
    state, events = apply(state, EndTurn())
    assert "garden_complete" in [e.kind for e in events]
    assert kind(state) == "solo_final"
    finals = opts(state)
    assert {o.character for o in finals} == set(solo_state(state).characters)
    assert {o.facing for o in finals} == set("NESW")
    state, events = apply(state, finals[0])
    assert state.over and state.result.victory and state.result.cause == "garden_complete"
    (score,) = state.result.characters
    mini = state.minis[finals[0].x, finals[0].y, finals[0].spot]
    assert score == character_score(state, (finals[0].x, finals[0].y), mini)
    assert state.result.total == state.player.coins + score.total
    assert state.result.rank == solo_rank(state, state.result.total)
    assert state.result.to_dict()["rank"] == state.result.rank
    assert player_view(state, 0)["result"]["victory"] is True


def test_every_influenced_character_is_placed_at_the_end_Y11() -> None:
    state = _victory_scene()
    solo_state(state).characters.append(state.char_display.pop())
    state = act(state, Build("tao", 1, 3, 0))
    state = act(state, opts(state)[0], EndTurn())
    state = act(state, opts(state)[0])
    assert kind(state) == "solo_final" and len(opts(state)) > 0
    state = act(state, opts(state)[0])
    assert state.over and len(state.result.characters) == 2


def test_neutral_characters_score_nothing_Y6() -> None:
    state = _victory_scene()
    state = act(state, Build("tao", 1, 3, 0))
    state = act(state, opts(state)[0], EndTurn())
    neutral = [m for m in state.minis.values() if m.owner == NEUTRAL]
    assert neutral
    state = act(state, opts(state)[0])
    assert {c.character for c in state.result.characters} == set(solo_state(state).characters)
    assert not {c.character for c in state.result.characters} & set(solo_state(state).neutral)


def test_a_neutral_emperor_still_counts_against_the_empress_Y6() -> None:
    state = solo()
    state.minis = {(3, 4, "tile"): Mini("emperor", NEUTRAL, 0)}
    empress = Mini("empress", 0, 2)  # at (3, 3) facing south: sees (3, 4)
    assert character_score(state, (3, 3), empress).preference == 6


@pytest.mark.parametrize(
    ("total", "rank"),
    [
        (0, "Craftsman"),
        (60, "Craftsman"),
        (61, "Designer"),
        (75, "Designer"),
        (76, "Engineer"),
        (95, "Engineer"),
        (96, "Inspector"),
        (150, "Inspector"),
    ],
)
def test_rank_boundaries(total: int, rank: str) -> None:
    assert solo_rank(new_solo_game(0), total) == rank


def test_solo_numbers_and_ranks_are_data() -> None:
    rules = YIN_YANG.settings
    assert rules.influence_coins == (10, 20, 30) and rules.max_characters == 4
    assert rules.remove_decoration_tokens == 4
    assert [(r.min_score, r.name) for r in rules.ranks] == [
        (0, "Craftsman"),
        (61, "Designer"),
        (76, "Engineer"),
        (96, "Inspector"),
    ]


def test_a_broken_rank_table_is_reported(tmp_path: Path) -> None:
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    manifest = data / "modules" / "yin-yang" / "module.yaml"
    manifest.write_text(manifest.read_text().replace("min_score: 61", "min_score: 100", 1))
    with pytest.raises(DataError) as info:
        new_solo_game(1, data_dir=data)
    lines = enumerate(manifest.read_text().splitlines(), 1)
    line = next(n for n, text in lines if "ranks:" in text)
    assert info.value.problems == [
        f"data/modules/yin-yang/module.yaml:{line}: settings: ranks: value error, "
        "ranks need ascending min_score from 0"
    ]


# --- records, the API and random games -------------------------------------------------------


def _random_game(seed, limit=None):
    state = new_solo_game(seed)
    rand = RandomPlayer(seed)
    steps = 0
    while not state.over and (limit is None or steps < limit):
        state = act(state, rand.choose(position(state)))
        steps += 1
    return state


def test_replay_of_a_solo_record(tmp_path: Path) -> None:
    for seed, limit in ((11, None), (12, 25)):
        state = _random_game(seed, limit)
        record = json.loads(json.dumps(to_record(state)))
        assert record["setup"]["ruleset"][0]["id"] == "yin-yang"
        again = replay(record)
        assert "yin-yang" in again.ruleset and again.actions() == state.actions()
        assert player_view(again, 0) == player_view(state, 0)
        save(state, tmp_path / f"{seed}.json")
        assert player_view(load(tmp_path / f"{seed}.json"), 0) == player_view(state, 0)
    kinds = state.ruleset.action_types
    assert all(action_from_dict(a.to_dict(), kinds) == a for a in state.actions())


def test_an_older_record_with_mode_solo_loads(tmp_path: Path) -> None:
    """Records made before rulesets say ``"mode": "solo"`` where today's name the Yin & Yang
    module (docs/engine-api.md): they load, and saving them again writes today's form."""
    state = _random_game(13, 30)
    record = json.loads(json.dumps(to_record(state)))
    del record["setup"]["ruleset"]
    record["setup"]["mode"] = "solo"
    (tmp_path / "old.json").write_text(json.dumps(record))
    again = load(tmp_path / "old.json")
    assert player_view(again, 0) == player_view(state, 0)
    assert again.setup == state.setup and "mode" not in again.setup


def test_cli_replays_a_solo_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save(_random_game(3), tmp_path / "solo.json")
    assert cli(["replay", str(tmp_path / "solo.json")]) == 0
    out = capsys.readouterr().out
    assert "game over" in out and ("defeat" in out or "victory" in out)


def test_solo_view_and_reveals() -> None:
    state = solo()
    view = player_view(state, 0)
    assert view["ruleset"] == ["yin-yang"]
    assert view["modules"]["yin-yang"]["cards"] == solo_state(state).cards
    pair(state, "greenery", "G01")
    state = act(state, Build("greenery", 3, 2, 0))
    after = act(state, opts(state, PlaceDecoration)[0])
    assert reveals(state, after)  # new tiles and cards were dealt


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_random_solo_games_keep_the_invariants(seed: int) -> None:
    state = new_solo_game(seed)
    start = components(state)
    assert start[0] == 64 and start[1] == 54 and start[2] == 36 and start[4] == 20
    rand = RandomPlayer(seed)
    while True:
        options = legal_actions(state)
        assert state.player.coins >= 0
        assert bool(options) != state.over
        assert components(state) == start
        assert state.board.keys() - state.allowed <= {(3, 3), (4, 3), (3, 4), (4, 4)}
        if state.over:
            break
        state = act(state, rand.choose(position(state)))
    assert state.result.victory == (state.allowed <= state.board.keys())


def test_cli_simulate_solo(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(["simulate", "--mode", "solo", "--games", "3", "--seed", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4 and lines[0].startswith("seed 5: ")
    assert lines[-1].startswith("summary: 3 solo games") and "win rate" in lines[-1]
    assert cli(["simulate", "--mode", "solo", "--games", "2", "--json", "--bot", "greedy"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows[-1]["summary"]["games"] == 2 and set(rows[0]) >= {"seed", "score", "rank", "end"}


def test_multiplayer_setup_has_no_solo_state() -> None:
    state = new_game(2, 1)
    assert state.ext == {} and not state.ruleset.modules and "ruleset" not in state.setup
