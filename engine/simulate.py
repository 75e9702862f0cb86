"""Headless games between random legal players."""

from __future__ import annotations

from dataclasses import dataclass

from engine.bots import RandomPlayer
from engine.game import apply, new_game
from engine.state import GameState


@dataclass(frozen=True, slots=True)
class GameSummary:
    seed: int
    turns: int
    actions: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    end_reason: str


def play_random(players: int, seed: int, max_actions: int = 20_000) -> tuple[GameState, int]:
    """Play one game with random players; returns the final state and the number of actions."""
    state = new_game(players, seed)
    bot = RandomPlayer(seed)
    count = 0
    while not state.over:
        if count >= max_actions:
            raise RuntimeError(f"game with seed {seed} did not end after {max_actions} actions")
        state, _ = apply(state, bot.choose(state))
        count += 1
    return state, count


def simulate(players: int, games: int, seed: int) -> list[GameSummary]:
    out = []
    for i in range(games):
        game_seed = seed + i
        state, count = play_random(players, game_seed)
        result = state.result
        out.append(
            GameSummary(
                game_seed,
                state.turn_number,
                count,
                tuple(p.total for p in result.players),
                result.winners,
                state.end_reason,
            )
        )
    return out
