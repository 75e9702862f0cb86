"""Autumn solo, the Seasons set-collection puzzle: one test per rule of the digest's 2.3 and per
decision AS1-AS12 (docs/rules-decisions.md), random games with its invariants (leaves conserved),
replays and the title distribution."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden import actions as A
from engine.tang_garden.game import apply, decision, legal_actions, new_game
from engine.tang_garden.modules.autumn_solo.module import PlaceLeaf, SendLeaf
from engine.tang_garden.record import replay, to_record
from engine.tang_garden.simulate import simulate
from tests.test_properties import check_counts

AS = "autumn-solo"


def solo(seed=0):
    return new_game(1, seed, start_face="A", start_rot=0, ruleset=[AS])


def part(state):
    return state.ext[AS]


def module(state):
    return state.ruleset.by_id[AS]


def arranged(state):
    """A copy of a state changed by hand."""
    return dataclasses.replace(state)


def do(state, *actions):
    for action in actions:
        state, _ = apply(state, action)
    return state


def opts(state, kind):
    return [o for o in legal_actions(state) if isinstance(o, kind)]


def leaves_total(state) -> int:
    p = part(state)
    return (
        sum(len(v) for v in p.leaves.values())
        + len(p.taken)
        + sum(1 for circles in p.circles.values() for c in circles if c)
        + len(p.gone_leaves)
        + sum(1 for t in state.tasks if t[0] == "autumn_leaf")
    )


def test_AS1_AS2_drop_tokens_cover_the_outer_ring_and_leaves_lie_in_pairs():
    state = solo()
    assert all(0 < x < 7 and 0 < y < 7 for x, y in state.allowed)
    assert len(state.allowed) == 36
    assert len(part(state).leaves) == 16
    assert all(len(pair) == 2 for pair in part(state).leaves.values())
    assert leaves_total(state) == 32


def test_setup_boxes_the_pavilion_cards_keeps_two_lanterns_and_no_tokens():
    state = solo()
    types = state.catalog.card_type
    assert not [c for c in state.deco_deck if types[c].id == "pavilion"]
    assert state.supply["pavilion"] > 0  # the pieces stay
    assert list(state.players[0].lanterns) == ["double_build", "search_deck"]
    assert state.tokens == {}


def test_AS4_the_two_twilight_piles_each_show_a_card_in_play():
    state = solo()
    assert {pile: len(cards) for pile, cards in part(state).piles.items()} == {
        "light": 3,
        "shadow": 3,
    }


def _build_on_leaves(state):
    """Build the first legal tile whose space holds leaves (the main action)."""
    build = next(b for b in opts(state, A.Build) if (b.x, b.y) in part(state).leaves)
    return do(state, build), build


def _onto_leaves(state):
    """``state`` with a pair of leaves on a space where a tile can be built now."""
    builds = opts(state, A.Build)
    pos = (builds[0].x, builds[0].y)
    part(state).leaves[pos] = ["red", "yellow"]
    return arranged(state)


def test_AS5_a_tile_on_leaves_takes_both_and_the_player_sends_one_to_each_card():
    state = _onto_leaves(solo())
    state, _ = _build_on_leaves(state)
    assert decision(state).kind == "autumn_split"
    assert set(decision(state).options) == {SendLeaf("red"), SendLeaf("yellow")}
    state = do(state, SendLeaf("yellow"))
    pending = decision(state)
    assert pending.kind == "autumn_leaf" and state.tasks[-1] == ("autumn_leaf", "light", "yellow")
    card = module(state).card(state, "light")
    starts = {i for i, c in enumerate(card.circles) if c.start}
    assert {o.circle for o in pending.options} == starts  # AS5: the first on a white dot


def test_later_leaves_go_on_circles_linked_to_a_filled_one():
    state = solo()
    mod = module(state)
    card = mod.card(state, "light")
    first = next(i for i, c in enumerate(card.circles) if c.start)
    part(state).circles["light"][first] = "red"
    linked = {b for a, b in card.links if a == first} | {a for a, b in card.links if b == first}
    assert set(mod.open_circles(state, "light")) == linked - {first}


def test_a_circle_pays_its_bonus_only_for_a_leaf_of_its_colour():
    state = _onto_leaves(solo())
    state, _ = _build_on_leaves(state)
    card = module(state).card(state, "light")
    start = next(i for i, c in enumerate(card.circles) if c.start and c.bonus)
    colour = card.circles[start].colour
    part(state).taken = [colour, "blue" if colour != "blue" else "red"]
    state = arranged(state)
    coins = state.players[0].coins
    tracks = list(state.players[0].tracks)
    state = do(state, SendLeaf(colour), PlaceLeaf("light", start))
    assert (state.players[0].coins, state.players[0].tracks) != (coins, tracks)


def test_a_full_card_leaves_the_game_with_its_leaves_and_the_next_comes_into_play():
    state = solo()
    p = part(state)
    card = module(state).card(state, "shadow")
    p.circles["shadow"] = [c.colour if c.colour != "any" else "red" for c in card.circles]
    p.circles["shadow"][card.links[0][1]] = None  # one circle left, linked to a filled one
    last = card.links[0][1]
    colour = card.circles[last].colour if card.circles[last].colour != "any" else "red"
    state.tasks.append(("autumn_leaf", "shadow", colour))
    state = arranged(state)
    coins = state.players[0].coins
    after = do(state, PlaceLeaf("shadow", last))
    assert card.id in part(after).completed and len(part(after).piles["shadow"]) == 2
    assert part(after).circles["shadow"] == [None] * 5
    assert after.players[0].coins >= coins  # the completion bonus (all matched)


def test_AS6_leaves_for_a_pile_with_no_card_left_leave_the_game():
    state = solo()
    p = part(state)
    p.completed += p.piles["light"]
    p.piles["light"] = []
    p.taken = ["red", "blue"]
    state.tasks.append(("autumn_split",))
    state = arranged(state)
    after = do(state, SendLeaf("red"))
    assert "red" in part(after).gone_leaves


def test_AS8_a_tile_with_a_rock_area_gets_a_pavilion():
    state = solo()
    rock = (
        next(
            b
            for b in opts(state, A.Build)
            if state.catalog.cells[state.stacks[b.stack][-1], b.rot].icon == "rock"
        )
        if any(
            state.catalog.cells[state.stacks[b.stack][-1], b.rot].icon == "rock"
            for b in opts(state, A.Build)
        )
        else None
    )
    if rock is None:  # arrange a rock-area tile on top of a stack
        for name, tiles in state.stacks.items():
            found = [t for t in tiles if state.catalog.cells[t, 0].icon == "rock"]
            if found:
                tiles.remove(found[0])
                tiles.append(found[0])
                state.face_up[name] = True
                break
        state = arranged(state)
        rock = next(
            b
            for b in opts(state, A.Build)
            if state.catalog.cells[state.stacks[b.stack][-1], b.rot].icon == "rock"
        )
    after = do(state, rock)
    assert after.decorations.get((rock.x, rock.y)) == "pavilion"


def test_refilled_tiles_take_as_many_decoration_cards_out_of_the_game():
    state = solo()
    deck = len(state.deco_deck)
    build = opts(state, A.Build)[0]
    state = do(state, build)
    while decision(state).kind not in ("post",):
        state = do(state, decision(state).options[0])
    flipped = state.face_up_count() - 3 if state.face_up_count() > 3 else 0
    assert len(state.deco_deck) <= deck
    assert len(part(state).gone["cards"]) >= 9 + flipped  # the pavilion cards, then these


def test_after_place_a_decoration_the_face_up_tiles_leave_the_game():
    state = solo()
    tops = {n: t[-1] for n, t in state.stacks.items() if t and state.face_up[n]}
    state = do(state, A.Decorate())
    while decision(state).kind not in ("post",) and not state.over:
        state = do(state, decision(state).options[0])
    assert set(tops.values()) <= set(part(state).gone["tiles"])
    assert state.face_up_count() == 4
    assert state.deco_discard == []  # no discard pile


def test_taking_a_face_up_character_puts_the_other_out_and_turns_two_up():
    state = solo()
    state.players[0].tracks = [3, 3, 3]
    state = do(state, opts(state, A.Build)[0])
    while decision(state).kind != "post":
        state = do(state, decision(state).options[0])
    state = do(state, A.Influence())
    first, other = state.char_display
    after = do(state, A.TakeCharacter(first))
    assert other in part(after).gone["characters"]
    assert len(after.char_display) == 2


def test_AS9_an_empty_stack_loses_at_once():
    state = solo()
    name = next(iter(state.stacks))
    part(state).gone["tiles"] += state.stacks[name][:-1]
    state.stacks[name] = state.stacks[name][-1:]
    state.face_up[name] = True
    state = arranged(state)
    build = next(b for b in opts(state, A.Build) if b.stack == name)
    after = do(state, build)
    while not after.over and decision(after).kind != "post":
        after = do(after, decision(after).options[0])
    assert after.over and after.result.outcome == "defeat"
    assert after.result.cause == "a garden tile stack ran out" and after.result.title is None


def test_AS12_titles_follow_the_final_score():
    from engine.tang_garden.play import finish

    for coins, title in (
        (84, None),
        (85, "Royal Architect"),
        (100, "Master Architect"),
        (131, "Imperial Architect"),
    ):
        state = solo()
        state.players[0].coins = coins
        finish(state, "a cube reached the end of its track", [])
        total = state.result.total
        names = [t for t in ("Royal Architect", "Master Architect", "Imperial Architect")]
        expected = [n for n, m in zip(names, (85, 100, 120), strict=True) if total >= m]
        assert state.result.title == (expected[-1] if expected else None)
        assert state.result.outcome == ("victory" if expected else "defeat")
        assert coins <= total and (title is None or total >= 85)


def test_AS10_the_final_scoring_wins_over_a_loss_reached_at_once():
    state = solo()
    state.deco_deck = []
    state.players[0].tracks = [state.catalog.top_level, 0, 0]
    module(state).check_end(state, [])
    assert state.over and state.result.cause == "a cube reached the end of its track"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_random_autumn_solo_games_conserve_leaves_and_replay(seed):
    state = random_autumn_solo_game(seed)
    again = replay(to_record(state))
    assert player_view(again, None) == player_view(state, None)
    assert state.result.outcome in ("victory", "defeat")


def random_autumn_solo_game(seed: int):
    """A game of random choices, the invariants checked after each action."""
    state = new_game(1, seed, ruleset=[AS])
    rand = random.Random(seed)
    while not state.over:
        state, _ = apply(state, rand.choice(legal_actions(state)))
        check_counts(state)
        assert leaves_total(state) == 32
        assert bool(legal_actions(state)) == (not state.over)
    return state


@pytest.mark.slow
def test_500_random_autumn_solo_games_without_error():
    for seed in range(500):
        assert random_autumn_solo_game(seed).result.outcome in ("victory", "defeat")


def test_simulate_prints_the_title_distribution():
    from engine.tang_garden.simulate import summarize

    results = simulate(1, 3, 5, [AS])
    _, words = summarize(results, 1, "random")
    assert "Royal Architect" in words and "no title" in words


@pytest.mark.parametrize("seed", [1, 2])
def test_a_tile_placed_on_a_drop_token_space_is_never_offered(seed):
    state = solo(seed)
    assert all(0 < b.x < 7 and 0 < b.y < 7 for b in opts(state, A.Build))


def test_AS3_a_landscape_token_bonus_does_nothing_without_tokens():
    from engine.core.flow import settle

    state = arranged(solo())
    state.tasks.append(("take_token",))  # a card's "take a landscape token" bonus
    events: list = []
    settle(state, events)
    assert decision(state).kind == "main"
    assert [e.text for e in events] == ["No landscape token is left to take"]


def test_AS7_draw_and_keep_one_is_resolved_like_place_a_decoration():
    from engine.tang_garden.modules.autumn_solo.module import Bonus

    state = solo()
    deck = len(state.deco_deck)
    module(state)._bonus(state, Bonus(kind="draw_keep", amount=3), "test", [])
    state = arranged(state)
    assert len(state.drawn) == 3 and len(state.deco_deck) == deck - 3
    pending = decision(state)
    assert pending.kind == "choose_decoration"
    keep = next(o for o in pending.options if isinstance(o, A.PlaceDecoration))
    after = do(state, keep)
    assert keep.card in after.players[0].cards
    assert len(part(after).gone["cards"]) == 9 + 2  # the pavilion cards, the two not kept


def test_AS11_drawing_the_top_character_puts_the_next_one_out_of_the_game():
    state = solo()
    state.players[0].tracks = [3, 3, 3]
    state = do(state, opts(state, A.Build)[0])
    while decision(state).kind != "post":
        state = do(state, decision(state).options[0])
    state = do(state, A.Influence())
    second = state.char_deck[-2]
    after = do(state, A.DrawCharacter())
    assert part(after).gone["characters"] == [second]
