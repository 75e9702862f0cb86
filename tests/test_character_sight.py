"""What a character sees and scores now (engine.tang_garden.sight, through the api facade): its
own sight's line, the decorations in it that count, the landscape slots it faces, and the score
the end screen counts for it."""

from __future__ import annotations

import random

from engine.tang_garden.api import (
    apply,
    character_sight,
    legal_actions,
    placement_sight,
    preview_character,
)
from engine.tang_garden.state import Mini
from tests.helpers import clear_slots, game, neutral


def _garden(ruleset=()):
    state = clear_slots(neutral(game(ruleset=ruleset)))
    state.minis.clear()
    return state


def test_a_character_sees_straight_ahead_and_the_decorations_there_that_count():
    state = _garden()
    state.decorations[3, 4] = "pavilion"  # its own space
    state.decorations[5, 4] = "fish"  # ahead (east)
    state.decorations[4, 3] = "lotus"  # diagonal: never seen
    state.minis[3, 4, "decoration"] = Mini("lady", 0, 1)
    seen = character_sight(state, "lady")
    assert seen is not None
    assert seen.spaces[:3] == ((3, 4), (4, 4), (5, 4)) and (4, 3) not in seen.spaces
    assert seen.decorations == ((3, 4), (5, 4))
    assert seen.facing == "E"
    assert seen.score.decorations == 2


def test_the_landscape_it_sees_is_every_slot_on_the_side_it_faces():
    state = _garden()
    state.minis[3, 4, "tile"] = Mini("lady", 0, 0)
    seen = character_sight(state, "lady")
    slots = state.catalog.slots
    assert seen.slots and all(slots[s].side == "N" for s in seen.slots)
    assert {s for s in slots if slots[s].side == "N"} == set(seen.slots)


def test_a_character_that_sees_all_ways_shows_all_four_lines():
    state = _garden(ruleset=["promo-wayfarer"])
    state.decorations[3, 1] = "fish"  # north of it
    state.decorations[0, 4] = "lotus"  # west of it
    state.minis[3, 4, "tile"] = Mini("wayfarer", 0, 1)  # facing east
    seen = character_sight(state, "wayfarer")
    assert {(3, 1), (0, 4), (6, 4), (3, 6)} <= set(seen.spaces)
    assert set(seen.decorations) == {(3, 1), (0, 4)}


def test_what_it_scores_now_is_what_the_end_screen_counts_for_it():
    """A random game to its end: every character's sight scores what the result itemises."""
    state, rand = game(players=3, seed=11), random.Random(11)
    while not state.over:
        state, _ = apply(state, rand.choice(legal_actions(state)))
    parts = [c for p in range(3) for c in state.result.parts(p)]
    assert parts, "no character reached the garden"
    for part in parts:
        assert character_sight(state, part.character).score == part


def test_a_placement_sees_and_scores_as_the_drop_preview_says():
    state = _garden()
    state.decorations[5, 4] = "fish"
    seen = placement_sight(state, "lady", 3, 4, "E")
    assert seen.score == preview_character(state, "lady", 3, 4, "E")
    assert seen.decorations == ((5, 4),) and seen.facing == "E"
    assert not state.minis  # nothing is placed by asking


def test_a_character_not_in_the_garden_has_no_sight():
    assert character_sight(_garden(), "lady") is None
