"""The end of a solo game: victory or defeat, coins, the placed characters, the rank."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.modules.yin_yang.rules import settings
from engine.scoring import CharacterScore, character_score
from engine.state import GameState


@dataclass(slots=True)
class SoloResult:
    """The end of a solo game: victory or defeat, what ended it, the score and its rank."""

    victory: bool
    cause: str  # "garden_complete", "stack_empty" or "no_pair"
    coins: int  # coins gained during the game
    characters: list[CharacterScore] = field(default_factory=list)  # the influenced ones placed
    rank: str | None = None  # only after a victory

    @property
    def total(self) -> int:
        return self.coins + sum(c.total for c in self.characters)

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
    result = SoloResult(victory, cause, state.player.coins)
    if victory:
        result.characters = [
            character_score(state, (x, y), mini)
            for (x, y, _), mini in sorted(state.minis.items())
            if mini.owner == state.current
        ]
        result.rank = solo_rank(state, result.total)
    return result
