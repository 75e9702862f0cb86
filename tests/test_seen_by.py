"""A viewer's copy of a state (``seen_by``) knows what ``player_view`` shows them and nothing
more: the screens draw from it, so a secret cannot reach a screen by accident."""

from __future__ import annotations

import random

import pytest

from engine.core.view import UNSEEN, hidden_parts, player_view, seen_by
from engine.tang_garden.api import apply, decision, new_game

SECRETS = ("seasoned-characters", "flying-lanterns", "autumn")  # starting picks, envelope, bags


def positions(players: int, ruleset: tuple[str, ...], seed: int, steps: int):
    """Each position of a game of random legal actions, from its start."""
    rand = random.Random(seed)
    state = new_game(players, seed, ruleset=list(ruleset))
    yield state
    for _ in range(steps):
        if state.over:
            return
        state, _ = apply(state, rand.choice(decision(state).options))
        yield state


@pytest.mark.parametrize("ruleset", [("seasoned-characters", "flying-lanterns"), ("autumn",)])
def test_a_viewers_copy_shows_what_their_view_shows_and_no_hidden_item(ruleset):
    checked = 0
    for state in positions(3, ruleset, 4, 60):
        for viewer in (0, 1, 2, None):
            seen = seen_by(state, viewer)
            assert player_view(seen, viewer) == player_view(state, viewer)
            for part in hidden_parts(seen, viewer):
                assert all(item == UNSEEN for item in part.items[: part.stop])
                checked += part.stop
            assert all(seen.sealed[p] == UNSEEN for p in seen.sealed if p != viewer)
            assert seen.history is None and seen.seed == 0  # nothing that orders the decks
    assert checked


def test_the_copy_leaves_the_game_as_it_was():
    state = new_game(3, 2, ruleset=["seasoned-characters"])
    offers = [o[:] for o in state.ext["seasoned-characters"].offers]
    seen_by(state, 0)
    assert state.ext["seasoned-characters"].offers == offers
    assert all(UNSEEN not in stack for stack in state.stacks.values())
