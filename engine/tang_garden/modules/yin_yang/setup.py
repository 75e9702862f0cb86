"""The solo setup (Yin & Yang): the rulebook's changes to the base setup steps."""

from __future__ import annotations

import random
from typing import Any

from engine.tang_garden.module import SetupStep
from engine.tang_garden.modules.yin_yang.rules import central_garden, settings, solo_state
from engine.tang_garden.state import GameState

# The first turn's tasks, top last: keep a starter, place the other as neutral, then play.
FIRST_TASKS: list[tuple[Any, ...]] = [
    ("solo_post",),
    ("solo_main",),
    ("solo_check",),
    ("solo_keep",),
]


def _central_garden(state: GameState, rand: random.Random) -> None:
    """Tiles may only go on the 28 spaces of the central garden."""
    state.allowed = central_garden(state.catalog)


def _cards_beside_stacks(state: GameState, rand: random.Random) -> None:
    """2.1 One face-up decoration card beside each garden tile stack."""
    solo_state(state).cards = {name: state.deco_deck.pop() for name in state.catalog.stack_names}


def _starting_offer(state: GameState, rand: random.Random) -> None:
    """1. Two starting characters drawn (one is kept); the rest join the deck; two revealed."""
    characters = list(state.catalog.characters.values())
    starters = [c.id for c in characters if c.starter]
    rand.shuffle(starters)
    solo_state(state).offer = [starters.pop(), starters.pop()]
    state.char_deck = starters + [c.id for c in characters if not c.starter]
    rand.shuffle(state.char_deck)
    shown = min(state.catalog.rules.face_up_characters, len(state.char_deck))
    state.char_display = [state.char_deck.pop() for _ in range(shown)]


def _shuffled_tokens(state: GameState, rand: random.Random) -> None:
    """3. Four small and four large landscape tokens shuffled face up onto the solo spots."""
    numbers = settings(state)
    sizes = ["small"] * numbers.small_tokens + ["large"] * numbers.large_tokens
    rand.shuffle(sizes)
    state.tokens = dict(zip(map(tuple, numbers.token_spots), sizes, strict=True))


def _first_turn(state: GameState, rand: random.Random) -> None:
    state.tasks = list(FIRST_TASKS)


STEPS = (
    SetupStep("central-garden", _central_garden, after="1"),
    SetupStep("cards-beside-stacks", _cards_beside_stacks, after="4"),
    SetupStep("characters", _starting_offer, replaces="7"),
    SetupStep("tokens", _shuffled_tokens, replaces="9"),
    SetupStep("start", _first_turn, replaces="start"),
)
