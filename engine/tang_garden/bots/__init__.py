"""Computer players: Easy, Medium and Hard, hints, and the random player.

Every level chooses in a position (``engine.core.flow.Position``: a state and its decision) for
``position.decision.player`` from the engine's legal options and judges
only worlds dealt from that seat's view (``engine.core.bots.worlds``): hidden orders are sampled,
never read. ``make_bot(level, seed)`` is deterministic for its seed.
"""

from __future__ import annotations

from typing import Protocol

from engine.core.bots.play import Progress
from engine.core.flow import Position
from engine.tang_garden.actions import Action
from engine.tang_garden.bots.hints import Hint, hint
from engine.tang_garden.bots.levels import EasyBot, MediumBot
from engine.tang_garden.bots.random_player import RandomPlayer
from engine.tang_garden.bots.search import HardBot

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")


class Bot(Protocol):
    level: str

    def choose(self, here: Position) -> Action: ...


def make_bot(
    level: str, seed: int, *, budget: int | None = None, progress: Progress | None = None
) -> Bot:
    """A computer player of ``level`` (one of LEVELS); ``budget``: Hard's iterations;
    ``progress``: told how far Hard's thinking is (Easy and Medium decide at once)."""
    if level == "hard":
        return HardBot(seed, budget, progress=progress)
    if level == "medium":
        return MediumBot(seed)
    if level == "easy":
        return EasyBot(seed)
    raise ValueError(f"no {level!r} computer player; choose from {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "Hint", "RandomPlayer", "hint", "make_bot"]
