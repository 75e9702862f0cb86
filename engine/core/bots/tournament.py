"""Seat-rotated games between computer players, and their win rates with 95% intervals.

A game gives ``play`` the function that plays one seat-rotated game (picklable, for worker
processes): ``play_game(index, levels)`` -> ``Game``; ``seated_game`` is the usual one, from
the game's ``new_game`` and ``make_bot``."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from itertools import repeat
from typing import Any

from engine.core.bots.play import Seats, play_out


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
            f"({_counted(self.games, 'game')}, {_counted(self.seats, 'seat')})"
        )


def seating(levels: Sequence[str], players: int, game: int) -> tuple[str, ...]:
    """The levels by seat in game ``game``: the list (repeated to fill the table) turned by one
    seat per game, so each level plays every seat equally often."""
    filled = [levels[i % len(levels)] for i in range(players)]
    return tuple(filled[(seat + game) % players] for seat in range(players))


def seated_game(
    new_game: Callable[..., Any],
    make_bot: Callable[..., Any],
    players: int,
    seed: int,
    ruleset: tuple[Any, ...],
    budget: int | None,
    index: int,
    levels: Sequence[str],
) -> Game:
    """Game ``index`` of a tournament: ``new_game(players, seed + index, ruleset=ruleset)``
    played out by ``make_bot(level, seed, budget=budget)`` in each seat, turned by ``index``."""
    seats = seating(levels, players, index)
    game_seed = seed + index
    bots = [
        make_bot(level, game_seed * 10 + seat, budget=budget) for seat, level in enumerate(seats)
    ]
    state, _ = play_out(new_game(players, game_seed, ruleset=ruleset), Seats(bots))
    standings = [state.result.standing(seat) for seat in range(players)]
    return Game(seats, tuple(w for w, _ in standings), tuple(s for _, s in standings))


def play(
    play_game: Callable[[int, Sequence[str]], Game],
    levels: Sequence[str],
    games: int,
    jobs: int = 1,
) -> Iterator[Game]:
    """``games`` seat-rotated games (``play_game(index, levels)``), yielded in order as they
    end (same arguments, same games, whatever ``jobs``)."""
    indices = range(games)
    if jobs <= 1:
        yield from map(play_game, indices, repeat(tuple(levels)))
        return
    with ProcessPoolExecutor(jobs) as pool:
        yield from pool.map(play_game, indices, repeat(tuple(levels)))


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


def _counted(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
