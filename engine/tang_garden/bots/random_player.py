"""Computer players that choose from the engine's legal options."""

from __future__ import annotations

import random

from engine.core.flow import Position
from engine.tang_garden.actions import Action


class RandomPlayer:
    """Picks uniformly among the legal options, from its own seeded generator."""

    def __init__(self, seed: int) -> None:
        self.rand = random.Random(seed)

    def choose(self, here: Position) -> Action:
        return self.rand.choice(here.decision.options)
