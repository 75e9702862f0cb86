"""Tang Garden's tournaments: seat-rotated games between its computer players (the framework is
the core's, engine/core/bots/tournament.py)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import partial
from typing import Any

from engine.core.bots import tournament
from engine.core.bots.tournament import Game, seated_game
from engine.tang_garden.bots import make_bot
from engine.tang_garden.game import new_game


def play(
    players: int,
    levels: Sequence[str],
    games: int,
    seed: int,
    ruleset: Sequence[Any] = (),
    budget: int | None = None,
    jobs: int = 1,
) -> Iterator[Game]:
    """``games`` seat-rotated games with seeds ``seed``, ``seed + 1``, ..., yielded in order as
    they end (same arguments, same games, whatever ``jobs``)."""
    game = partial(seated_game, new_game, make_bot, players, seed, tuple(ruleset), budget)
    return tournament.play(game, levels, games, jobs)
