"""The engine's fast paths play exactly the game the plain ones do.

Play-outs apply actions to one copy in place, and legal builds come from the frontier's kept
tables: a game played that way has the same events, options and end as one played with ``apply``
and options worked out from the board itself.
"""

from __future__ import annotations

import random

import pytest

from engine.core.bots.play import play_out
from engine.core.flow import play_in_place, position
from engine.tang_garden.actions import Build
from engine.tang_garden.bots import RandomPlayer
from engine.tang_garden.cells import fits
from engine.tang_garden.frontier import neighbour_constraint
from engine.tang_garden.game import apply, legal_actions, new_game
from engine.tang_garden.options import legal_builds
from engine.tang_garden.record import to_record

RULESETS = [
    (4, ()),
    (2, ("ghost-stories", "golden-age", "promo-herbalist", "promo-wayfarer")),
    (3, ("pear-garden-market",)),
    (1, ("yin-yang",)),
]


def _builds_from_the_board(state) -> list[Build]:
    """Every placement of a face-up stack top worked out from the board alone."""
    return [
        Build(name, x, y, rot)
        for name in state.catalog.stack_names
        if (stack := state.stacks[name]) and state.face_up[name]
        for x, y in sorted(state.frontier)
        for rot in range(4)
        if fits(state.catalog.cells[stack[-1], rot], neighbour_constraint(state.board, (x, y)))
    ]


@pytest.mark.parametrize(("players", "ruleset"), RULESETS)
def test_in_place_play_is_the_same_game_as_apply(players, ruleset):
    for seed in (1, 2):
        start = new_game(players, seed, ruleset=ruleset)
        chooser = random.Random(seed)
        copy, state = position(start.clone()), start
        while not state.over:
            assert copy.decision == position(state).decision
            action = chooser.choice(legal_actions(state))
            state, events = apply(state, action)
            copy, copied = play_in_place(copy, action)
            assert copied == events
        copy = copy.state
        assert to_record(copy) == to_record(state)
        assert copy.result == state.result
        assert not start.history  # the starting state is untouched


@pytest.mark.parametrize(("players", "ruleset"), RULESETS)
def test_kept_builds_match_the_board_all_game(players, ruleset):
    state = new_game(players, 5, ruleset=ruleset)
    chooser = random.Random(5)
    while not state.over:
        assert legal_builds(state) == _builds_from_the_board(state)
        state, _ = apply(state, chooser.choice(legal_actions(state)))


def test_play_out_leaves_its_start_unchanged():
    start = new_game(3, 9)
    before = to_record(start)
    end, count = play_out(start, RandomPlayer(9))
    assert end.over and count == len(end.actions())
    assert to_record(start) == before and not start.over
