"""Headless games between random legal players, and solo games of one computer player."""

from __future__ import annotations

from dataclasses import dataclass

from engine.bots import RandomPlayer
from engine.game import apply, new_game, new_solo_game
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
    return play_out(new_game(players, seed), RandomPlayer(seed), max_actions)


def play_out(state: GameState, player, max_actions: int = 20_000) -> tuple[GameState, int]:
    """Let ``player`` (anything with ``choose(state)``) make every decision to the end."""
    count = 0
    while not state.over:
        if count >= max_actions:
            raise RuntimeError(
                f"game with seed {state.seed} did not end after {max_actions} actions"
            )
        state, _ = apply(state, player.choose(state))
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


@dataclass(frozen=True, slots=True)
class SoloSummary:
    seed: int
    turns: int
    actions: int
    score: int
    victory: bool
    rank: str | None  # None after a defeat
    cause: str  # what ended the game: garden_complete, stack_empty or no_pair


def play_solo(seed: int, bot: str = "random", max_actions: int = 20_000) -> tuple[GameState, int]:
    """Play one solo game with the ``bot`` ("random" or "greedy"); the final state and actions."""
    from engine.modules.yin_yang.bots import GreedySoloPlayer

    player = GreedySoloPlayer(seed) if bot == "greedy" else RandomPlayer(seed)
    return play_out(new_solo_game(seed), player, max_actions)


def simulate_solo(games: int, seed: int, bot: str = "random") -> list[SoloSummary]:
    out = []
    for game_seed in range(seed, seed + games):
        state, count = play_solo(game_seed, bot)
        r = state.result
        out.append(
            SoloSummary(game_seed, state.turn_number, count, r.total, r.victory, r.rank, r.cause)
        )
    return out
