"""Headless games between computer players, for any ruleset (base game, scenarios, parts)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.bots import RandomPlayer
from engine.game import apply, catalog, new_game
from engine.state import GameState


@dataclass(frozen=True, slots=True)
class GameSummary:
    seed: int
    turns: int
    actions: int
    result: Any  # the ruleset's result (FinalScore, or a scenario's own, e.g. a solo result)
    end_reason: str

    def row(self) -> dict[str, Any]:
        """The JSON form of one game."""
        return {
            "seed": self.seed,
            "turns": self.turns,
            "actions": self.actions,
            **self.result.row(self.end_reason),
        }

    def words(self) -> str:
        return f"seed {self.seed}: {self.turns} turns, {self.result.words()}"


def bots(ruleset: Sequence[Any] = ()) -> dict[str, type]:
    """The computer players a ruleset offers: the random one and the modules' own."""
    found: dict[str, type] = {"random": RandomPlayer}
    for module in catalog(ruleset=ruleset).ruleset.modules:
        found.update(module.bots())
    return found


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


def play_random(
    players: int, seed: int, ruleset: Sequence[Any] = (), max_actions: int = 20_000
) -> tuple[GameState, int]:
    """Play one game with random players; returns the final state and the number of actions."""
    return play_out(new_game(players, seed, ruleset=ruleset), RandomPlayer(seed), max_actions)


def simulate(
    players: int, games: int, seed: int, ruleset: Sequence[Any] = (), bot: str = "random"
) -> list[GameSummary]:
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, ... between ``bot`` players."""
    player_type = bots(ruleset)[bot]
    out = []
    for game_seed in range(seed, seed + games):
        state = new_game(players, game_seed, ruleset=ruleset)
        state, count = play_out(state, player_type(game_seed))
        out.append(GameSummary(game_seed, state.turn_number, count, state.result, state.end_reason))
    return out


def summarize(results: list[GameSummary], players: int, bot: str) -> tuple[dict[str, Any], str]:
    """The summary of a run, as JSON and in words (the results' own kind of summary)."""
    kind = type(results[0].result)
    return kind.summarize([r.result for r in results], [r.turns for r in results], players, bot)
