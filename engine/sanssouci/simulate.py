"""Headless games: random or computer players, and seat-rotated tournaments."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from engine.core.actions import Action
from engine.core.bots.play import Seats, play_out
from engine.core.bots.tournament import Game, play, seated_game
from engine.core.flow import Position
from engine.sanssouci.bots.levels import LEVELS, make_bot
from engine.sanssouci.game import new_game
from engine.sanssouci.scoring import SansResult

BOTS = ("random", *LEVELS)


class RandomPlayer:
    """Any legal option, at random."""

    def __init__(self, seed: int, budget: int | None = None) -> None:
        self.rand = random.Random(seed)

    def choose(self, here: Position) -> Action:
        return self.rand.choice(here.decision.options)


@dataclass(frozen=True, slots=True)
class Played:
    """One simulated game: its seed, actions and result."""

    seed: int
    actions: int
    result: SansResult

    def words(self) -> str:
        return f"seed {self.seed}: {self.actions} actions, {self.result.words()}"

    def row(self) -> dict[str, Any]:
        return {"seed": self.seed, "actions": self.actions, **self.result.to_dict()}


def player_of(bot: str, seed: int, budget: int | None = None) -> Any:
    return RandomPlayer(seed) if bot == "random" else make_bot(bot, seed, budget)


def simulate(
    players: int, games: int, seed: int, ruleset: Sequence[Any], bot: str, budget: int | None
) -> Iterator[Played]:
    """``games`` games from seeds ``seed``, ``seed + 1``..., every seat played by ``bot``."""
    for game_seed in range(seed, seed + games):
        seats = Seats([player_of(bot, game_seed * 10 + p, budget) for p in range(players)])
        state, count = play_out(new_game(players, game_seed, ruleset=ruleset), seats)
        yield Played(game_seed, count, state.result)


def tournament(
    players: int,
    levels: Sequence[str],
    games: int,
    seed: int,
    ruleset: Sequence[Any],
    budget: int | None,
    jobs: int = 1,
) -> Iterator[Game]:
    game = partial(seated_game, new_game, make_bot, players, seed, tuple(ruleset), budget)
    return play(game, levels, games, jobs)
