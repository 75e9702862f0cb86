"""Seasons parts played together: what one part does must not mislead another."""

from __future__ import annotations

import random

import pytest

from engine.tang_garden.game import apply, legal_actions, new_game


@pytest.mark.parametrize("seed", range(6))
def test_an_insect_remembers_its_own_area_when_lantern_cards_go_to_the_envelope(seed):
    """Every decoration card's recorded area is the area its piece went on, even when flying
    lantern cards (kept in the Hong Bao envelope, not in the collection) are placed between."""
    state = new_game(3, seed, ruleset=("flying-lanterns", "insects"))
    rand = random.Random(seed)
    placed: dict[str, str] = {}
    while options := legal_actions(state):
        state, events = apply(state, rand.choice(options))
        for event in events:
            if event.kind == "decoration":
                placed[event.data["card"]] = state.board[event.data["pos"]].icon
    areas = state.ruleset.by_id["insects"].of(state).areas
    assert areas == placed


def test_s94_the_seasoned_merchants_end_cards_join_the_other_parts_like_any_chosen_card():
    """The seasoned Merchant's Village cards at the end: a Lantern card goes into the Hong Bao
    envelope (never the collection) and an Insect remembers the area its piece went on."""
    from engine.core.flow import decision
    from engine.tang_garden.actions import PlaceDecoration
    from tests.helpers import clear_slots, do, game, neutral, options, set_slot
    from tests.test_expansions import end_now, stand

    state = game(players=2, seed=0, ruleset=["seasoned-characters", "flying-lanterns", "insects"])
    while decision(state).kind == "seasoned_start":
        state = do(state, options(state)[0])
    state = clear_slots(neutral(state))
    set_slot(state, "N_s0", "S6")  # two Village icons: two cards for the Merchant
    set_slot(state, "N_s1", "S7")
    stand(state, "seasoned_merchant", 0, 3, 3, "N")
    state = end_now(state)
    kinds = state.catalog.card_type
    for wanted in ("flying_lantern", "dragonfly"):
        assert decision(state).kind == "seasoned_card"
        choice = next(
            o
            for o in options(state)
            if isinstance(o, PlaceDecoration) and kinds[o.card].id == wanted
        )
        state = do(state, choice)
        if wanted == "flying_lantern":
            lantern = choice
        else:
            insect = choice
    assert lantern.card in state.ext["flying-lanterns"].envelope
    assert lantern.card not in state.players[0].cards
    assert insect.card in state.players[0].cards
    area = state.board[insect.x, insect.y].icon
    assert state.ext["insects"].areas[insect.card] == area


def test_a_lantern_cards_hover_card_does_not_say_it_is_kept():
    """A Lantern card goes into the Hong Bao envelope, never the collection: its hover card gives
    its bonus for choosing it, as every card's does."""
    from game.hover import entry_for

    state = new_game(2, 1, ruleset=("flying-lanterns",))
    card = next(c for c in state.catalog.cards if c.startswith("lantern_card"))
    lines = dict(entry_for(state, "card", card).lines)
    assert lines["Bonus"].startswith("When you choose this card:")
    assert "keep" not in lines["Bonus"]
