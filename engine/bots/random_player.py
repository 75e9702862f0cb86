"""Computer players that choose from the engine's legal options."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.actions import Action
from engine.options import decision
from engine.state import GameState


class RandomPlayer:
    """Picks uniformly among the legal options, from its own seeded generator."""

    def __init__(self, seed: int) -> None:
        self.rand = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return self.rand.choice(decision(state).options)


# --- the computer players' interface (a stand-in until the bots branch brings the real ones) ---

LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Hint:
    """What a strong player would do now: the action, its expected gain and it in words."""

    action: Action
    gain: float
    words: str


def make_bot(level: str, seed: int, *, budget: int | None = None) -> RandomPlayer:
    """A computer player of ``level`` (stand-in: every level plays like the random player)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    return RandomPlayer(seed)


def hint(state: GameState, seed: int = 0) -> Hint:
    """The move suggested to the player who decides now (stand-in: the first legal option)."""
    return Hint(decision(state).options[0], 0.0, "a legal move")
