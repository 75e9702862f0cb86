"""Random games for 2, 3 and 4 players keep the game's invariants; replays are identical; no
player sees another's hand or missions."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sans_helpers import random_game

from engine.core.bots.worlds import determinize
from engine.core.flow import apply, decision
from engine.core.view import player_view
from engine.sanssouci.actions import MoveNoble
from engine.sanssouci.catalog import EMPTY, GARDENER, square
from engine.sanssouci.game import new_game
from engine.sanssouci.record import replay, to_record

TILES = {2: 45, 3: 63, 4: 81}


def _tiles_in_play(state) -> int:
    placed = sum(1 for g in state.gardens for v in g.squares if v in (2, 3))
    held = 1 if decision(state).kind == "gardener" else 0  # taken, not yet placed
    shown = sum(1 for t in state.display if t is not None)
    return len(state.supply) + shown + placed + held + state.discarded


def _check_invariants(players: int, seed: int) -> None:
    state, seen = random_game(players, seed)
    previous_rows = None
    for pending, before in seen:
        assert _tiles_in_play(before) == TILES[players]
        rows = [g.nobles[:] for g in before.gardens]
        if previous_rows is not None:  # a nobleman's row never decreases
            assert all(
                a <= b
                for p, q in zip(previous_rows, rows, strict=True)
                for a, b in zip(p, q, strict=True)
            )
        previous_rows = rows
        for g in before.gardens:  # never on a gardener
            for column, row in enumerate(g.nobles):
                assert row == 0 or g.squares[square(row, column)] not in (EMPTY, GARDENER)
        for viewer in range(players) if pending.kind == "take" else ():  # hidden hands
            view = player_view(before, viewer)
            for p, garden in enumerate(view["gardens"]):
                if p != viewer:
                    assert garden["hand"] is None and garden["missions"] is None
        if pending.kind == "noble":
            assert all(
                o.row > before.gardens[pending.player].nobles[o.column]
                for o in pending.options
                if isinstance(o, MoveNoble)
            )
    assert state.over
    assert all(len(g.discard) == 18 and not g.hand for g in state.gardens)
    result = state.result
    for p in range(players):  # the breakdown adds up
        assert sum(values[p] for _, values in result.rows()) == result.totals[p]
        assert state.gardens[p].score == dict(result.rows())["noblemen's moves"][p]
    assert _tiles_in_play(state) == TILES[players]


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_random_games_keep_the_invariants(players, seed):
    _check_invariants(players, seed)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_500_random_games_without_error(players):
    for seed in range(500):
        state, _ = random_game(players, seed)
        assert state.over


def test_replay_through_the_record_is_identical():
    state, _ = random_game(3, 11)
    record = to_record(state)
    again = replay(record)
    assert again.result.to_dict() == state.result.to_dict()
    assert [g.squares for g in again.gardens] == [g.squares for g in state.gardens]
    assert record["game"] == "sanssouci" and record["format"] == "sanssouci-record"


def test_a_world_dealt_for_a_seat_keeps_what_it_sees_and_deals_the_rest():
    state = new_game(3, 4)
    world = determinize(state, 0, random.Random(1))
    assert sorted(world.gardens[0].hand) == sorted(state.gardens[0].hand)
    assert world.gardens[0].missions == state.gardens[0].missions
    assert world.display == state.display
    for p in (1, 2):  # another's cards are dealt from their own deck
        g, w = state.gardens[p], world.gardens[p]
        assert sorted(g.hand + g.draw) == sorted(w.hand + w.draw)
    assert sorted(state.supply) == sorted(world.supply)
    dealt = [determinize(state, 0, random.Random(n)).gardens[1].missions for n in range(10)]
    assert any(m != state.gardens[1].missions for m in dealt)


def test_the_view_shows_counts_of_every_deck_and_the_supply():
    state = new_game(2, 2)
    view = player_view(state, 0)
    assert view["supply_count"] == 35
    assert [g["draw_count"] for g in view["gardens"]] == [16, 16]
    assert view["gardens"][0]["hand"] == sorted(state.gardens[0].hand)
    assert view["gardens"][0]["missions"] == sorted(state.gardens[0].missions)
    assert view["decision"]["options"] is None or view["decision"]["player"] == 0


def test_the_view_options_show_only_to_the_player_choosing():
    state = new_game(2, 2, first=0)
    assert player_view(state, 1)["decision"]["options"] is None
    assert len(player_view(state, 0)["decision"]["options"]) == len(decision(state).options)
    after, _ = apply(state, decision(state).options[0])
    assert after is not state
