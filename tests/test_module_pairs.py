"""Every pair of modules that may be played together keeps each component in one place: no
module deals a tile, card or character another has taken out of the game (the Emperor of For the
Glory of the Emperor, dealt as a starting character by Seasoned Characters, was one: W14)."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.tang_garden.game import apply, known_modules, legal_actions, new_game, ruleset_problem
from tests.test_properties import check_counts

SEEDS = range(3)


def pairs() -> list[tuple[int, list[str]]]:
    """(players, [a, b]) for every pair a New game allows, at the most players it allows."""
    found = []
    for a, b in itertools.combinations(sorted(m.id for m in known_modules()), 2):
        counts = [n for n in range(1, 5) if ruleset_problem([a, b], n) is None]
        if counts:
            found.append((max(counts), [a, b]))
    return found


def test_every_pair_new_game_allows_is_checked():
    found = pairs()
    assert (4, ["glory-of-the-emperor", "seasoned-characters"]) in found  # the pair of W14
    checked = {tuple(pair) for _, pair in found}
    assert ("market", "winter") not in checked  # two scenarios never join
    assert ("autumn-leaves", "market") in checked  # a scenario takes the parts table 1.3 allows


@pytest.mark.parametrize(("players", "ruleset"), pairs(), ids=lambda v: str(v))
def test_no_component_is_in_two_places_with_any_pair_of_modules(players, ruleset):
    for seed in SEEDS:
        state = new_game(players, seed, ruleset=ruleset)
        rand = random.Random(seed)
        check_counts(state)
        while state.turn_number <= 2 * players and (options := legal_actions(state)):
            state, _ = apply(state, rand.choice(options))
            check_counts(state)
