"""The end of a solo game: victory or defeat, coins, the placed characters, the rank."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from engine.core.result import Outcome, Result
from engine.tang_garden.modules.yin_yang.rules import settings
from engine.tang_garden.scoring import CharacterScore, character_score
from engine.tang_garden.state import GameState


@dataclass(slots=True)
class SoloResult(Result):
    """The end of a solo game: victory or defeat, what ended it, the score and its rank."""

    victory: bool
    cause: str  # "garden_complete", "stack_empty" or "no_pair"
    coins: int  # coins gained during the game
    characters: list[CharacterScore] = field(default_factory=list)  # the influenced ones placed
    rank: str | None = None  # only after a victory
    rank_names: tuple[str, ...] = ()  # the whole rank table, lowest first

    @property
    def total(self) -> int:
        return self.coins + sum(c.total for c in self.characters)

    @property
    def outcome(self) -> Outcome:  # type: ignore[override]
        return "victory" if self.victory else "defeat"

    @property
    def title(self) -> str | None:  # type: ignore[override]
        return self.rank

    @property
    def totals(self) -> tuple[int, ...]:
        return (self.total,)

    @property
    def winners(self) -> tuple[int, ...]:
        return (0,) if self.victory else ()

    def parts(self, player: int) -> tuple[CharacterScore, ...]:
        """The influenced characters placed, each with its score."""
        return tuple(self.characters)

    def rows(self) -> list[tuple[str, tuple[int, ...]]]:
        return [
            ("coins", (self.coins,)),
            ("characters", (sum(c.total for c in self.characters),)),
        ]

    def row(self, end_reason: str) -> dict[str, Any]:
        """This game's line of a simulation, as JSON."""
        return {"score": self.total, "victory": self.victory, "rank": self.rank, "end": self.cause}

    def words(self) -> str:
        end = f"rank {self.rank}" if self.victory else f"defeat ({self.cause})"
        return f"score {self.total}, {end}"

    @staticmethod
    def summarize(
        results: list[SoloResult], turns: list[int], players: int, bot: str
    ) -> tuple[dict[str, Any], str]:
        """A simulation's summary: win rate, ranks reached, causes of defeat."""
        n = len(results)
        wins = sum(r.victory for r in results)
        ranks = dict.fromkeys(results[0].rank_names, 0)
        defeats: dict[str, int] = {}
        for r in results:
            if r.victory:
                assert r.rank is not None  # a victory reaches a rank
                ranks[r.rank] += 1
            else:
                defeats[r.cause] = defeats.get(r.cause, 0) + 1
        rate = wins / n
        # a 95% interval, as the tournament lines give theirs
        interval = 1.96 * math.sqrt(rate * (1 - rate) / (n - 1)) if n > 1 else 0.0
        mean_turns = sum(turns) / n
        summary = {
            "games": n,
            "mode": "solo",
            "bot": bot,
            "wins": wins,
            "win_rate": round(rate, 4),
            "win_ci": round(interval, 4),
            "ranks": ranks,
            "defeats": defeats,
            "mean_turns": round(mean_turns, 2),
        }
        rank_text = ", ".join(f"{k} {v}" for k, v in ranks.items())
        defeat_text = ", ".join(f"{k} {v}" for k, v in sorted(defeats.items())) or "none"
        words = (
            f"summary: {n} solo games ({bot} player), win rate {rate:.1%} ± {100 * interval:.1f} "
            f"({wins} wins), "
            f"mean {mean_turns:.1f} turns; ranks: {rank_text}; defeats: {defeat_text}"
        )
        return summary, words

    def describe(self, state: GameState) -> list[str]:
        """One line per placed character, then the total, coins and outcome."""
        out = [f"  {c.describe()}" for c in self.characters]
        outcome = f"victory, rank {self.rank}" if self.victory else "defeat"
        out.append(f"{state.player.name}: {self.total} ({self.coins} coins); {outcome}")
        return out

    def to_dict(self) -> dict:
        return {
            "mode": "solo",
            "victory": self.victory,
            "cause": self.cause,
            "coins": self.coins,
            "total": self.total,
            "rank": self.rank,
            "characters": [c.to_dict() for c in self.characters],
        }


def solo_rank(state: GameState, total: int) -> str:
    """The rank table's name for a final solo score."""
    ranks = settings(state).ranks
    return next(r.name for r in reversed(ranks) if total >= r.min_score)


def solo_result(state: GameState, victory: bool, cause: str) -> SoloResult:
    """Score a finished solo game: coins plus the player's characters (neutral ones score 0)."""
    names = tuple(rank.name for rank in settings(state).ranks)
    result = SoloResult(victory, cause, state.player.coins, rank_names=names)
    if victory:
        result.characters = [
            character_score(state, (x, y), mini)
            for (x, y, _), mini in sorted(state.minis.items())
            if mini.owner == state.current
        ]
        result.rank = solo_rank(state, result.total)
    return result
