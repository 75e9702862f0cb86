"""Helpers for Sanssouci's tests: games in a chosen position, gardens drawn as text."""

from __future__ import annotations

import random

from engine.core.flow import play_in_place, position
from engine.sanssouci.catalog import EMPTY, GARDENER, PRINTED, SYMBOL
from engine.sanssouci.game import new_game
from engine.sanssouci.state import SansState

FACES = {".": EMPTY, "p": PRINTED, "s": SYMBOL, "g": GARDENER}
COL = {
    "labyrinth": 0,
    "statue": 1,
    "pavilion": 2,
    "topiary": 3,
    "stairway": 4,
    "fountain": 5,
    "rose arch": 6,
    "herb spiral": 7,
    "grapevine": 8,
}
ROW = {"beige": 1, "white": 2, "grey": 3, "orange": 4, "fuchsia": 5, "turquoise": 6}


def grid(text: str) -> list[int]:
    """Six lines of nine characters, row 1 first: . empty, p preprinted, s symbol, g gardener."""
    lines = [line.strip() for line in text.strip().splitlines()]
    assert len(lines) == 6 and all(len(line) == 9 for line in lines)
    return [FACES[ch] for line in lines for ch in line]


def game(players: int = 2, seed: int = 1, **kw) -> SansState:
    return new_game(players, seed, first=0, **kw)


def with_garden(state: SansState, text: str, player: int = 0) -> SansState:
    """A copy of ``state`` with ``player``'s garden drawn by ``text``."""
    state = state.clone()
    state.gardens[player].squares = grid(text)
    return state


def card_id(state: SansState, name: str) -> int:
    """A card by the words the log uses: "grey/turquoise", "pavilion", "the wild card"."""
    cat = state.catalog
    return next(c.id for c in cat.cards if cat.card_name(c.id) == name)


def with_hand(state: SansState, *names: str, player: int = 0) -> SansState:
    state = state.clone()
    garden = state.gardens[player]
    cards = [card_id(state, n) for n in names]
    garden.draw = [c for c in garden.draw + garden.hand if c not in cards]
    garden.hand = cards
    return state


def with_display(state: SansState, symbols: list[str]) -> SansState:
    """The display squares (white, white, grey, grey, ... turquoise) holding these symbols."""
    state = state.clone()
    state.display = [COL[s] for s in symbols]
    return state


def random_game(players: int, seed: int) -> tuple[SansState, list]:
    """A whole game of random legal choices; the final state and every step's decision."""
    state = new_game(players, seed)
    rand = random.Random(seed)
    seen = []
    here = position(state)
    while not state.over:
        pending = here.decision
        seen.append((pending, state.clone()))
        here, _ = play_in_place(here, rand.choice(pending.options))
    return state, seen
