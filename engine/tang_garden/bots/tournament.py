"""Seat-rotated games between computer players, and their win rates with 95% intervals."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from engine.core.flow import decision
from engine.tang_garden.bots import make_bot
from engine.tang_garden.game import new_game
from engine.tang_garden.kinds.words import counted
from engine.tang_garden.simulate import play_out


@dataclass(frozen=True, slots=True)
class Game:
    """One game of a tournament: which level sat where, and each seat's win share and score."""

    levels: tuple[str, ...]
    won: tuple[float, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Table:
    """One level's line: games won (shares of shared wins) and its seats' mean score."""

    level: str
    seats: int
    games: int
    win_rate: float
    win_ci: float
    mean_score: float
    score_ci: float

    def line(self, width: int) -> str:
        return (
            f"{self.level:<{width}}  wins {100 * self.win_rate:.1f}% ± {100 * self.win_ci:.1f}  "
            f"mean score {self.mean_score:.1f} ± {self.score_ci:.1f}  "
            f"({counted(self.games, 'game')}, {counted(self.seats, 'seat')})"
        )


def seating(levels: Sequence[str], players: int, game: int) -> tuple[str, ...]:
    """The levels by seat in game ``game``: the list (repeated to fill the table) turned by one
    seat per game, so each level plays every seat equally often."""
    filled = [levels[i % len(levels)] for i in range(players)]
    return tuple(filled[(seat + game) % players] for seat in range(players))


def play_game(args: tuple[int, tuple[str, ...], int, int, tuple[Any, ...], int | None]) -> Game:
    """Play one game (picklable arguments, for worker processes)."""
    index, levels, players, seed, ruleset, budget = args
    seats = seating(levels, players, index)
    game_seed = seed + index
    bots = [
        make_bot(level, game_seed * 10 + seat, budget=budget) for seat, level in enumerate(seats)
    ]
    state = new_game(players, game_seed, ruleset=ruleset)
    state, _ = play_out(state, _Seats(bots))
    standings = [state.result.standing(seat) for seat in range(players)]
    return Game(seats, tuple(w for w, _ in standings), tuple(s for _, s in standings))


class _Seats:
    """Asks the bot of the seat that decides."""

    def __init__(self, bots: list[Any]) -> None:
        self.bots = bots

    def choose(self, state: Any) -> Any:
        player = decision(state).player
        assert player is not None  # a decision is some player's
        return self.bots[player].choose(state)


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
    work = [(g, tuple(levels), players, seed, tuple(ruleset), budget) for g in range(games)]
    if jobs <= 1:
        yield from map(play_game, work)
        return
    with ProcessPoolExecutor(jobs) as pool:
        yield from pool.map(play_game, work)


def _mean_ci(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def tables(results: Iterable[Game], levels: Sequence[str]) -> list[Table]:
    """Per level, in the order first named: the share of games a seat of it won, and the mean
    score of its seats, each with a 95% interval over the games."""
    results = list(results)
    out = []
    for level in dict.fromkeys(levels):
        wins, scores = [], []
        for game in results:
            seats = [i for i, name in enumerate(game.levels) if name == level]
            wins.append(sum(game.won[i] for i in seats))
            scores.append(sum(game.scores[i] for i in seats) / len(seats))
        rate, rate_ci = _mean_ci(wins)
        mean, mean_ci = _mean_ci(scores)
        count = results[0].levels.count(level) if results else 0
        out.append(Table(level, count, len(results), rate, rate_ci, mean, mean_ci))
    return out
