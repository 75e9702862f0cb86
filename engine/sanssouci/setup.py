"""Setup: gardens, cards, missions, the tile supply and display, the first player. Each step
draws from its own seeded stream."""

from __future__ import annotations

import random

from engine.core.module import SetupStep
from engine.sanssouci.catalog import PRINTED, SQUARES
from engine.sanssouci.state import SansState


class SetupError(ValueError):
    """A setup the game cannot start from; the message says why."""


def _gardens(state: SansState, rand: random.Random) -> None:
    sides = state.catalog.sides
    chosen = state.setup.get("sides") or [None] * len(state.gardens)
    for garden, side in zip(state.gardens, chosen, strict=True):
        garden.side = side if side is not None else rand.choice(sorted(sides))  # [Q15]
        printed = sides[garden.side]
        garden.squares = [PRINTED if i in printed else 0 for i in range(SQUARES)]


def _cards(state: SansState, rand: random.Random) -> None:
    hand = state.catalog.data.cards.hand
    for garden in state.gardens:
        garden.draw = list(state.catalog.deck)
        rand.shuffle(garden.draw)
        garden.hand = [garden.draw.pop() for _ in range(hand)]


def _missions(state: SansState, rand: random.Random) -> None:
    missions = list(range(len(state.catalog.data.columns)))
    rand.shuffle(missions)
    each = state.catalog.data.missions.per_player
    for garden in state.gardens:
        garden.missions = [missions.pop() for _ in range(each)]
    state.unused_missions = missions


def _tiles(state: SansState, rand: random.Random) -> None:
    state.supply = state.catalog.tiles(len(state.gardens))
    rand.shuffle(state.supply)
    state.display = [state.supply.pop() for _ in state.catalog.slot_rows]


def _first(state: SansState, rand: random.Random) -> None:
    first = state.setup.get("first")
    state.first = first if first is not None else rand.randrange(len(state.gardens))  # [Q17]
    state.current = state.first


BASE_STEPS = (
    SetupStep("gardens", _gardens),
    SetupStep("cards", _cards),
    SetupStep("missions", _missions),
    SetupStep("tiles", _tiles),
    SetupStep("first", _first),
)
