"""Invariants over random legal games for 2, 3 and 4 players (hypothesis)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import player_view
from engine.tang_garden.catalog import DX, DY, edge_fits
from engine.tang_garden.game import apply, legal_actions, new_game
from engine.tang_garden.record import replay, to_record

GAMES = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play(players: int, seed: int, check=None, ruleset=()):
    """Play a random game, calling ``check(state)`` after every action."""
    state = new_game(players, seed, ruleset=ruleset)
    rand = random.Random(seed)
    while True:
        options = legal_actions(state)
        if not options:
            return state
        state, _ = apply(state, rand.choice(options))
        if check is not None:
            check(state)


def components(state) -> dict[str, Counter]:
    """Where every tile, card and character is, by kind: each id once for each place it is in
    (stacks, garden, decks, display, hands, the players' boards, and what the modules hold)."""
    aside: dict[str, list[str]] = {}  # components the modules keep in places of their own
    for module in state.ruleset.modules:
        for kind, ids in module.holds(state).items():
            aside[kind] = aside.get(kind, []) + list(ids)
    players = state.players
    return {
        "tiles": Counter(
            [
                *(tile for stack in state.stacks.values() for tile in stack),
                *(c.tile for c in state.board.values() if not c.tile.startswith("start_")),
                *aside.get("tiles", ()),
            ]
        ),
        "cards": Counter(
            [
                *state.deco_deck,
                *state.deco_discard,
                *state.drawn,
                *(card for p in players for card in p.cards),
                *aside.get("cards", ()),
            ]
        ),
        "characters": Counter(
            [
                *state.char_deck,
                *state.char_display,
                *(mini.character for mini in state.minis.values()),
                *(p.active for p in players if p.active),
                *(t[1] for t in state.tasks if t[0] == "place_character"),
                *aside.get("characters", ()),
            ]
        ),
        "pieces": Counter(aside.get("pieces", ())),
    }


def check_counts(state) -> None:
    """Supplies, tracks and coins never go negative; every tile, card and character of the game
    is in exactly one place."""
    cat = state.catalog
    found = components(state)
    for p in state.players:
        assert p.coins >= 0
        assert all(0 <= level <= cat.top_level for level in p.tracks)
        assert all(v >= 0 for v in p.tokens.values())
    assert all(v >= 0 for v in state.supply.values())
    assert found["tiles"] == Counter(list(cat.tiles))
    assert found["cards"] == Counter(list(cat.cards))
    assert found["characters"] == Counter(list(cat.characters))
    pools = {d.pool: d.pieces for d in cat.decoration_types.values()}  # double-sided: one pool
    pieces = sum(state.supply.values()) + len(state.decorations) + found["pieces"].total()
    assert pieces == sum(pools.values())
    tokens_out = sum(sum(p.tokens.values()) for p in state.players)
    assert len(state.tokens) + tokens_out <= 16
    landscapes = (
        sum(len(v) for v in state.land_visible.values())
        + sum(len(v) for v in state.land_pile.values())
        + sum(1 for v in state.slots.values() if v)
    )
    assert landscapes == len(cat.landscapes)


def check_board(state) -> None:
    """Every ordinary tile matches all its neighbours; tiles only on garden spaces."""
    for (x, y), cell in state.board.items():
        assert (x, y) in state.allowed
        if cell.temple is not None:
            continue
        for d in range(4):
            nb = state.board.get((x + DX[d], y + DY[d]))
            if nb is not None and nb.temple is None:
                assert edge_fits(cell.edges[d], nb.edges[(d + 2) % 4]) or edge_fits(
                    nb.edges[(d + 2) % 4], cell.edges[d]
                )


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_random_games_keep_invariants(players, seed):
    """Counts conserved and never negative; the legal list is empty only at the end."""

    def check(state):
        check_counts(state)
        assert bool(legal_actions(state)) == (not state.over)

    final = play(players, seed, check)
    check_board(final)
    assert final.over and final.result is not None


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_final_score_equals_sum_of_breakdown(players, seed):
    """The total is exactly the sum of its itemised categories, characters included."""
    final = play(players, seed)
    for score in final.result.players:
        assert score.total == sum(score.categories.values())
        assert score.categories["characters"] == sum(c.total for c in score.characters)
        assert score.categories["coins"] == final.players[score.player].coins
    best = max(s.total for s in final.result.players)
    assert all(final.result.players[w].total == best for w in final.result.winners)


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_record_replays_to_identical_state(players, seed):
    """Seed + setup + actions rebuild the same game, hidden parts included."""
    final = play(players, seed)
    again = replay(to_record(final))
    assert player_view(again, None) == player_view(final, None)
    assert again.stacks == final.stacks and again.deco_deck == final.deco_deck
    assert again.char_deck == final.char_deck and again.land_pile == final.land_pile
