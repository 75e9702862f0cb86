"""Seasoned Characters (Seasons 3.11) as a module: one test per rule and per decision (S80-S93
in docs/rules-decisions.md), and random games alone and with the boxed expansions."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.events import IllegalAction
from engine.core.view import player_view
from engine.tang_garden.actions import (
    Build,
    Decorate,
    DiscardDrawn,
    EndTurn,
    Influence,
    InsertLandscape,
    PlaceCharacter,
    PlaceDecoration,
    TakeCharacter,
)
from engine.tang_garden.game import (
    apply,
    decision,
    known_modules,
    legal_actions,
    module_choices,
    new_game,
    position,
)
from engine.tang_garden.modules.seasoned_characters.actions import (
    KeepCard,
    PlaceSupervisor,
    TurnStackTop,
    Upgrade,
)
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.state import Mini
from tests.helpers import (
    clear_slots,
    deck_top,
    do,
    facing,
    game,
    neutral,
    options,
    put,
    set_slot,
)
from tests.test_expansions import at_post, end_now, extras, stand
from tests.test_properties import check_board, check_counts, play

SC = "seasoned-characters"
BOXES = ["ghost-stories", "golden-age"]


def part(state):
    return state.ruleset.by_id[SC].of(state)


def picked(players=2, seed=0, picks=None):
    """A game after every player chose a starting character (the first of their two, or the
    ones given in ``picks``)."""
    state = game(players=players, seed=seed, ruleset=[SC])
    while decision(state).kind == "seasoned_start":
        offer = part(state).offers[state.current]
        wanted = (picks or {}).get(state.current)
        if wanted is not None and wanted not in offer:  # arrange the deal for the test
            holder = next((o for o in part(state).offers if wanted in o), None)
            if holder is not None:
                holder[holder.index(wanted)] = offer[0]
            else:
                state.char_deck[state.char_deck.index(wanted)] = offer[0]
            offer[0] = wanted
        state = do(state, TakeCharacter(wanted or offer[0]))
    check_counts(state)  # the arranged deal keeps every card once
    return state


def seasoned(state, player, character):
    """Give ``player`` the seasoned card of ``character`` as their active one (no rules)."""
    state.players[player].active = f"seasoned_{character}"
    part(state).upgraded[player] = True
    return state


# --- setup: the two-card starting deal ----------------------------------------------------------


def test_every_player_is_dealt_two_of_the_twelve_base_characters_and_gets_no_track_bonus():
    state = game(players=4, ruleset=[SC])
    offers = part(state).offers
    dealt = [c for offer in offers for c in offer]
    assert all(len(offer) == 2 for offer in offers) and len(set(dealt)) == 8
    base = {c.id for c in state.catalog.data.characters.characters}
    assert set(dealt) <= base
    assert all(p.active is None and p.tracks == [0, 0, 0] for p in state.players)
    assert not any(c.startswith("seasoned_") for c in state.char_deck)
    state = picked(players=4)
    assert all(p.tracks == [0, 0, 0] for p in state.players)  # no start bonus either


def test_the_choices_are_secret_until_everyone_has_chosen():
    state = game(players=3, seed=4, ruleset=[SC])
    first = state.current
    pending = decision(state)
    assert pending.kind == "seasoned_start" and pending.player == first
    mine = part(state).offers[first]
    assert set(pending.options) == {TakeCharacter(c) for c in mine}
    state = do(state, TakeCharacter(mine[1]))
    second = state.current
    assert second == (first + 1) % 3
    for viewer in range(3):
        seen = player_view(state, viewer)
        offers = seen["modules"][SC]["offers"]
        assert seen["decision"]["chosen"] == [first] and seen["decision"]["secret"]
        assert offers[first] == (part(state).offers[first] if viewer == first else 2)
        assert offers[second] == (part(state).offers[second] if viewer == second else 2)
        assert all(p["active"] is None for p in seen["players"])
    assert mine[1] not in json.dumps(player_view(state, second))
    assert state.char_display == []  # 7.1 waits for the choices


def test_s89_the_reveal_shows_every_choice_and_returns_the_unchosen_cards():
    state = game(players=2, seed=2, ruleset=[SC])
    offers = [o[:] for o in part(state).offers]
    deck = len(state.char_deck)
    state, _ = apply(state, TakeCharacter(offers[state.current][0]))
    last = state.current
    state, events = apply(state, TakeCharacter(offers[last][1]))
    assert [p.active for p in state.players][last] == offers[last][1]
    assert len(state.char_deck) + len(state.char_display) == deck + 2
    assert len(state.char_display) == 2
    words = [e.text for e in events if e.kind == "setup"]
    assert any("starts with the" in w and "seasoned" in w for w in words)
    assert decision(state).kind == "main" and state.current == state.first


def test_s93_seasoned_characters_are_never_played_with_summer_autumn_solo_or_the_solo_variant():
    manifest = next(m for m in known_modules() if m.id == SC)
    assert {"summer", "autumn-solo", "yin-yang"} <= set(manifest.conflicts)
    assert module_choices([SC], 1)["yin-yang"] is not None
    assert module_choices([SC, *BOXES], 3)[SC] is None


# --- upgrading ----------------------------------------------------------------------------------


def ready_to_influence(state):
    """The current player may influence now (after their main action)."""
    at_post(state)
    state.player.character_token = True
    return state


def test_s80_upgrading_replaces_influencing_and_places_no_miniature():
    state = picked(picks={0: "monk", 1: "lady"})
    state = ready_to_influence(state)
    state = do(state, Influence())
    assert Upgrade() in options(state) and options(state, TakeCharacter)
    state, events = apply(state, Upgrade())
    player = state.players[0]
    assert player.active == "seasoned_monk"
    assert [e.text for e in events if e.kind == "upgrade"] == [
        f"{player.name} upgrades the Monk to the seasoned Monk"
    ]
    assert decision(state).kind == "post" and not options(state, PlaceCharacter)
    assert not state.player.character_token
    state = do(state, EndTurn())
    state.current = 0
    state = do(ready_to_influence(state), Influence())
    assert Upgrade() not in options(state)  # once


def test_s80_upgrading_needs_what_influencing_needs():
    state = picked(picks={0: "monk"})
    at_post(state)
    assert Influence() not in options(state)  # no threshold, no token: no upgrade either


def test_s81_a_starting_miniature_in_the_garden_becomes_the_seasoned_one():
    state = picked(picks={0: "hermit", 1: "poet"})
    state.players[0].active = "emperor"
    stand(state, "hermit", 0, 3, 4, "N")
    state = do(ready_to_influence(state), Influence(), Upgrade())
    assert state.minis[3, 4, "tile"].character == "seasoned_hermit"
    assert state.players[0].active == "emperor"  # the active card keeps its place


def test_s81_no_upgrade_once_the_starting_card_is_gone():
    state = picked(picks={0: "hermit"})
    state.players[0].active = "emperor"  # exchanged away, say
    state = do(ready_to_influence(state), Influence())
    assert Upgrade() not in options(state)


# --- the seasoned skills ------------------------------------------------------------------------


def test_s84_the_seasoned_architect_earns_per_construction_icon_inserted_and_per_bridge():
    state = seasoned(neutral(picked()), 0, "architect")
    state.tasks = [("post",), ("insert", "small")]
    state.land_visible["small"] = ["S3", "S11"]
    slot = next(s for s, t in state.slots.items() if t is None and s.endswith(("s0", "s1", "s2")))
    state = do(state, InsertLandscape("S3", slot))
    assert state.players[0].coins == 2  # one Construction icon
    state = seasoned(neutral(picked()), 0, "architect")
    state.decorations.clear()
    state.tasks = [("post",), ("choose_decoration", 0, True)]
    state.drawn = ["pavilion_1"]
    state.deco_deck.remove("pavilion_1")
    move = next(o for o in options(state, PlaceDecoration))
    state = do(state, move)
    assert state.players[0].coins >= 2


def test_the_seasoned_sword_dancer_earns_two_per_token_and_five_per_waterfall():
    state = seasoned(neutral(picked()), 0, "sword_dancer")
    skill = state.catalog.characters["seasoned_sword_dancer"].skill
    events = []
    skill.on_token_taken(state, 0, events)
    assert state.players[0].coins == 2
    state = clear_slots(state)
    set_slot(state, "N_s0", "S8")
    set_slot(state, "N_l0", "L5")
    stand(state, "seasoned_sword_dancer", 0, 3, 3, "N")
    assert extras(state, 3, 3).preference == 10


def test_s90_the_seasoned_officer_turns_one_stack_top_over_at_the_start_of_the_turn_for_free():
    state = seasoned(neutral(picked()), 0, "officer")
    tops = options(state, TurnStackTop)
    assert {t.stack for t in tops} == {n for n, tiles in state.stacks.items() if tiles}
    name = tops[0].stack
    up = state.face_up[name]
    state = do(state, tops[0])
    assert state.face_up[name] is not up and state.players[0].coins == 0
    assert options(state, TurnStackTop) == []  # one stack, once
    other = seasoned(neutral(picked()), 0, "officer")
    other = do(other, Decorate())
    assert options(other, TurnStackTop) == []  # only before anything else


def test_the_seasoned_officer_sees_every_icon_and_every_kind_of_icon():
    state = clear_slots(seasoned(neutral(picked()), 0, "officer"))
    set_slot(state, "N_s0", "S8")  # waterfall
    set_slot(state, "N_s1", "S9")  # waterfall
    set_slot(state, "N_l0", "L1")  # dragon, sun
    stand(state, "seasoned_officer", 0, 3, 3, "N")
    assert extras(state, 3, 3).preference == 4 * 1 + 3 * 3


def test_s82_the_supervisor_goes_on_a_free_tile_spot_during_its_owners_turn():
    state = seasoned(neutral(picked()), 0, "emperor")
    spots = options(state, PlaceSupervisor)
    assert spots and all(s.spot == "tile" for s in spots)
    state = do(state, spots[0])
    assert part(state).supervisor[:3] == (spots[0].x, spots[0].y, "tile")
    assert options(state, PlaceSupervisor) == []  # once
    from engine.tang_garden.garden import free_character_spots

    assert (spots[0].x, spots[0].y, "tile") not in free_character_spots(state)
    post = seasoned(neutral(picked()), 0, "emperor")
    assert options(at_post(post), PlaceSupervisor)  # after the main action too
    other = seasoned(neutral(picked()), 1, "emperor")
    assert options(other, PlaceSupervisor) == []  # never in another player's turn


def test_s82_the_supervisor_pays_two_coins_for_every_tile_or_decoration_around_it():
    state = seasoned(neutral(picked()), 1, "emperor")
    part(state).supervisor = (3, 3, "tile", 1)
    builds = [b for b in options(state, Build)]
    near = next(b for b in builds if max(abs(b.x - 3), abs(b.y - 3)) == 1)
    after = do(state, near)
    assert after.players[1].coins == 2
    far = next((b for b in builds if max(abs(b.x - 3), abs(b.y - 3)) > 1), None)
    if far is not None:
        assert do(state, far).players[1].coins == 0


def test_s82_the_emperor_may_take_the_supervisors_spot_and_the_supervisor_leaves():
    state = seasoned(neutral(picked()), 0, "emperor")
    part(state).supervisor = (3, 3, "tile", 0)
    state.tasks = [("post",), ("place_character", "monk")]
    moves = options(state, PlaceCharacter)
    assert PlaceCharacter("seasoned_emperor", 3, 3, "tile", "N") in moves
    assert PlaceCharacter("monk", 3, 3, "tile", "N") not in moves
    state, events = apply(state, PlaceCharacter("seasoned_emperor", 3, 3, "tile", "N"))
    assert part(state).supervisor is None
    assert "The Supervisor leaves the garden" in [e.text for e in events]


def test_s83_a_seasoned_character_counts_as_its_base_character():
    state = clear_slots(neutral(picked()))
    set_slot(state, "N_l0", "L2")  # dragon
    stand(state, "seasoned_emperor", 0, 3, 4, "N")
    stand(state, "seasoned_lady", 1, 3, 3, "S")
    assert extras(state, 3, 4).preference == 6 + 8
    stand(state, "empress", 1, 4, 4, "W")  # the base Empress loses 3 for a seasoned Emperor
    assert extras(state, 4, 4).preference == 9 - 3


def test_s86_the_seasoned_empress_gains_three_per_emperor_or_lady_in_sight():
    state = neutral(picked())
    stand(state, "seasoned_empress", 0, 3, 4, "E")
    assert extras(state, 3, 4).preference == 15
    stand(state, "emperor", 1, 4, 4, "N")
    assert extras(state, 3, 4).preference == 18


def test_s85_seasoned_decoration_coins_come_on_top_of_the_coin_per_decoration():
    state = clear_slots(neutral(picked()))
    stand(state, "seasoned_architect", 0, 3, 4, "N")
    state.decorations.update({(3, 3): "pavilion", (3, 2): "bridge", (3, 1): "bird"})
    score = extras(state, 3, 4)
    assert score.decorations == 3 and score.preference == 2


def test_s87_discarded_cards_go_to_the_seasoned_merchants_side_pile():
    state = seasoned(neutral(picked()), 1, "merchant")
    state = do(deck_top(state, "bird_1", "fish_1"), Decorate())
    move = next(o for o in options(state, PlaceDecoration) if o.card == "bird_1")
    state, events = apply(state, move)
    assert part(state).pile[-1:] == ["fish_1"] and "fish_1" not in state.deco_discard
    assert any("side pile" in e.text for e in events)


def test_s87_the_merchant_chooses_a_side_pile_card_and_the_rest_is_discarded():
    state = put(seasoned(neutral(picked()), 0, "merchant"), "W01", 0, 4, 2)  # a water area
    part(state).pile = ["lotus_1", "fish_1"]
    for card in ("lotus_1", "fish_1"):
        state.deco_deck.remove(card)
    state = do(state, Decorate())
    lotus = PlaceDecoration("lotus_1", 4, 2)
    assert lotus in options(state, PlaceDecoration)
    state = do(state, lotus)
    assert "lotus_1" in state.players[0].cards
    assert "fish_1" not in part(state).pile


def test_s88_the_seasoned_merchant_takes_a_card_per_village_at_the_end():
    state = clear_slots(neutral(picked()))
    set_slot(state, "N_s0", "S6")
    set_slot(state, "N_s1", "S7")
    stand(state, "seasoned_merchant", 0, 3, 3, "N")
    state = end_now(state)
    pending = decision(state)
    assert pending.kind == "seasoned_card" and pending.player == 0
    cards = len(state.players[0].cards)
    for _ in range(2):
        choice = next((o for o in options(state) if isinstance(o, PlaceDecoration)), None) or next(
            o for o in options(state, KeepCard)
        )
        state = do(state, choice)
    assert state.over and len(state.players[0].cards) == cards + 2


def test_s91_the_seasoned_monk_earns_when_the_lowest_cube_moves_up():
    from engine.tang_garden.effects import advance

    def monk_coins(events):
        return sum(e.data["coins"] for e in events if "lowest cube" in e.data.get("why", ""))

    state = seasoned(neutral(picked(), tracks=(2, 1, 1)), 0, "monk")
    events = []
    advance(state, 0, 1, 1, events)  # water was tied lowest
    assert monk_coins(events) == 2
    state.turn.tracks_advanced = set()
    events = []
    advance(state, 0, 0, 1, events)  # greenery was not
    assert monk_coins(events) == 0


def test_the_seasoned_monk_counts_every_side_with_a_temple():
    state = clear_slots(neutral(picked()))
    set_slot(state, "N_s0", "S12")
    set_slot(state, "S_l0", "L3")
    stand(state, "seasoned_monk", 0, 3, 3, "E")
    assert extras(state, 3, 3).preference == 10


def test_the_seasoned_hermit_has_no_maximum_and_earns_two_per_rock_advance():
    state = neutral(picked())
    stand(state, "seasoned_hermit", 0, 3, 4, "N")
    sight = state.catalog.characters["seasoned_hermit"].sight
    assert sight.max_coins is None and sight.coins_per_tile == 3
    skill = state.catalog.characters["seasoned_hermit"].skill
    assert skill.coins == 2 and skill.track == "rock"


def test_s92_the_seasoned_lady_decorates_any_tile_without_decoration_or_character():
    state = seasoned(neutral(picked()), 0, "lady")
    state.decorations.clear()
    state.minis.clear()
    stand(state, "monk", 1, 3, 3, "N")
    state = do(deck_top(state, "lotus_1"), Decorate())
    spots = {(o.x, o.y) for o in options(state, PlaceDecoration) if o.card == "lotus_1"}
    assert (3, 3) not in spots and {(4, 3), (3, 4), (4, 4)} <= spots
    assert DiscardDrawn() not in options(state)
    with pytest.raises(IllegalAction):
        apply(state, PlaceDecoration("lotus_1", 3, 3))


# --- random games -------------------------------------------------------------------------------


def check_step(state):
    check_counts(state)
    assert bool(legal_actions(state)) == (not state.over)
    part_ = part(state)
    if not part_.revealed:  # nobody sees another player's dealt cards or choice
        for viewer in range(len(state.players)):
            shown = player_view(state, viewer)["modules"][SC]
            for other, offer in enumerate(part_.offers):
                if other != viewer:
                    assert shown["offers"][other] == len(offer)
                    assert not any(c in json.dumps(shown) for c in offer)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), boxes=st.booleans())
def test_random_games_keep_every_invariant(players, seed, boxes):
    ruleset = [SC, *BOXES] if boxes else [SC]
    final = play(players, seed, check_step, ruleset)
    check_board(final)
    for score in final.result.players:
        assert score.total == sum(score.categories.values())
        assert score.categories["characters"] == sum(c.total for c in score.characters)
    again = replay(json.loads(json.dumps(to_record(final))))
    assert player_view(again, None) == player_view(final, None)
    assert again.result.to_dict() == final.result.to_dict()
    assert again.ext[SC].to_dict() == final.ext[SC].to_dict()


def test_every_seasoned_card_explains_itself_in_players_words():
    state = new_game(3, 1, ruleset=[SC])
    cat = state.catalog
    for char in cat.characters.values():
        for text in (char.skill.text(cat), char.sight.text(cat), char.skill.brief(cat)):
            assert "_" not in text, text
    assert sum(1 for c in cat.characters if c.startswith("seasoned_")) == 12
    assert facing("N") == 0 and Mini  # imported helpers in use


def test_computer_players_never_read_another_players_dealt_cards():
    """The second player to choose sees the same world whatever the first was dealt and chose;
    every level of computer player makes its choice blind to them, and plays on legally."""
    from engine.core.bots.worlds import determinize
    from engine.core.view import hidden_parts
    from engine.tang_garden.bots import LEVELS, make_bot

    state = game(players=3, seed=8, ruleset=[SC])
    state = do(state, TakeCharacter(part(state).offers[state.current][0]))
    me = decision(state).player
    world = determinize(state, me, __import__("random").Random(1))
    assert player_view(world, me) == player_view(state, me)
    others = [i for i in range(3) if i != me]
    assert [part(world).offers[i] for i in others] != [part(state).offers[i] for i in others]
    assert all(p.accepts is None or all(map(p.accepts, p.items)) for p in hidden_parts(world, me))
    for level in LEVELS:
        bot = make_bot(level, 1, budget=4)
        assert bot.choose(position(state)) == make_bot(level, 1, budget=4).choose(position(world))
        assert bot.choose(position(state)) in decision(state).options


def test_s89_undo_never_crosses_a_secret_choice():
    from game.session import Session

    session = Session(game(players=3, seed=3, ruleset=[SC]))
    session.play(TakeCharacter(part(session.state).offers[session.state.current][1]))
    assert not session.can_undo  # the next player cannot go back to see the first one's cards


@pytest.mark.parametrize(
    ("character", "decoration", "landscape", "coins"),
    [
        ("empress", "lotus", None, 3),
        ("empress", "fish", None, 0),
        ("child", "bird", None, 2),
        ("child", None, "L6", 2),  # one Animal icon (and a Construction one)
        ("architect", None, "L6", 2),
        ("architect", "bridge", None, 2),
    ],
)
def test_seasoned_decoration_and_insertion_skills(character, decoration, landscape, coins):
    state = seasoned(neutral(picked()), 0, character)
    skill = state.catalog.characters[f"seasoned_{character}"].skill
    events = []
    if decoration:
        skill.on_decoration_placed(state, decoration, events)
    else:
        skill.on_landscape_inserted(state, landscape, events)
    assert state.players[0].coins == coins


def test_the_seasoned_lady_and_child_read_their_icons_and_company():
    state = clear_slots(neutral(picked()))
    set_slot(state, "N_l0", "L1")  # dragon, sun
    set_slot(state, "N_l1", "L4")  # moon, construction
    stand(state, "seasoned_lady", 0, 3, 4, "N")
    assert extras(state, 3, 4).preference == 14
    stand(state, "emperor", 1, 3, 3, "E")
    assert extras(state, 3, 4).preference == 20
    set_slot(state, "E_s0", "S4")  # animal
    stand(state, "seasoned_child", 1, 4, 4, "E")
    state.decorations[5, 4] = "fish"
    assert extras(state, 4, 4).preference == 3 + 1


def test_wild_bamboo_roles_are_judged_with_set_scorings_that_read_the_game():
    """Found by the all-together game with this module: Bamboo's best roles are weighed with
    every decoration's scoring, the Bushes' track leads (which read the tracks) included."""
    from engine.tang_garden.scoring import final_score

    state = neutral(game(players=2, ruleset=["bamboo-kingfisher", "bushes"]))
    bushes = [
        c for c in state.catalog.cards if state.catalog.card_type[c].scoring.kind == "track_lead"
    ]
    state.players[0].cards += ["bamboo_1", bushes[0]]
    for card in ("bamboo_1", bushes[0]):
        state.deco_deck.remove(card)
    assert final_score(state).players[0].total >= 0  # no longer fails to score
