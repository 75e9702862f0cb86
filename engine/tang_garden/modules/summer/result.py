"""How a Summer game ends: the team's victory or defeat, with the Requests completed and the
Approval left (the same for every player)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from engine.core.result import Outcome, Result


@dataclass(slots=True)
class TeamResult(Result):
    """The team's (or the solo player's) victory or defeat."""

    victory: bool
    cause: str  # what ended the game, in a player's words
    players: int
    requests: int  # Request tiles completed
    approval: int  # Approval tokens eye side up at the end
    difficulty: str

    total_label = None  # Requests and Approval do not add up

    @property
    def outcome(self) -> Outcome:  # type: ignore[override]
        return "victory" if self.victory else "defeat"

    @property
    def totals(self) -> tuple[int, ...]:
        return (self.requests,) * self.players

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(range(self.players)) if self.victory else ()

    def rows(self) -> list[tuple[str, tuple[int, ...]]]:
        return [
            ("Requests completed", (self.requests,) * self.players),
            ("Approval left", (self.approval,) * self.players),
        ]

    def row(self, end_reason: str) -> dict[str, Any]:
        """This game's line of a simulation, as JSON."""
        return {
            "victory": self.victory,
            "difficulty": self.difficulty,
            "requests": self.requests,
            "approval": self.approval,
            "end": self.cause,
        }

    def words(self) -> str:
        outcome = "victory" if self.victory else f"defeat ({self.cause})"
        return (
            f"{self.difficulty}: {outcome}, {self.requests} Requests completed, "
            f"{self.approval} Approval left"
        )

    @staticmethod
    def summarize(
        results: list[TeamResult], turns: list[int], players: int, bot: str
    ) -> tuple[dict[str, Any], str]:
        """A simulation's summary: the team's win rate, Requests done, causes of defeat."""
        n = len(results)
        wins = sum(r.victory for r in results)
        rate = wins / n
        interval = 1.96 * math.sqrt(rate * (1 - rate) / (n - 1)) if n > 1 else 0.0
        defeats: dict[str, int] = {}
        for r in results:
            if not r.victory:
                defeats[r.cause] = defeats.get(r.cause, 0) + 1
        requests = sum(r.requests for r in results) / n
        summary = {
            "games": n,
            "players": players,
            "bot": bot,
            "difficulty": results[0].difficulty,
            "wins": wins,
            "win_rate": round(rate, 4),
            "win_ci": round(interval, 4),
            "mean_requests": round(requests, 2),
            "mean_turns": round(sum(turns) / n, 2),
            "defeats": defeats,
        }
        defeat_text = "; ".join(f"{k} {v}" for k, v in sorted(defeats.items())) or "none"
        words = (
            f"summary: {n} {results[0].difficulty} games, {players} player(s) ({bot}), "
            f"team win rate {rate:.1%} ± {100 * interval:.1f} ({wins} wins), "
            f"mean {requests:.1f} Requests completed, {summary['mean_turns']} turns; "
            f"defeats: {defeat_text}"
        )
        return summary, words

    def to_dict(self) -> dict[str, Any]:
        return {
            **Result.to_dict(self),
            "cause": self.cause,
            "requests": self.requests,
            "approval": self.approval,
            "difficulty": self.difficulty,
        }
