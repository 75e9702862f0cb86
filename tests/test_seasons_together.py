"""Seasons parts played together: what one part does must not mislead another."""

from __future__ import annotations

import random

import pytest

from engine.game import apply, legal_actions, new_game


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
