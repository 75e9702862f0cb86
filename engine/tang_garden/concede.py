"""A conceded game (decision DT6 in docs/rules-decisions.md): the game ends at once for everyone,
scored as it stands; the player who conceded ranks last, below every other player whatever the
coins, and the best of the others by the usual scoring and tie-breaks wins. In a team or solo
game, conceding loses the game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.result import Outcome, Result
from engine.tang_garden.play import end_now
from engine.tang_garden.scoring import TIE_BREAKS, FinalScore, final_score, rank
from engine.tang_garden.state import GameState


@dataclass(slots=True)
class ConcededResult(Result):
    """The game as it stood when ``name`` (seat ``conceder``) gave it up: ``scored``'s points
    and parts, ``winners`` among the others (none in a team or solo game)."""

    scored: Result
    conceder: int
    name: str
    winners: tuple[int, ...]
    outcome: Outcome
    tie_break: str = ""

    @property
    def totals(self) -> tuple[int, ...]:
        return self.scored.totals

    @property
    def total_label(self) -> str | None:  # type: ignore[override]
        return self.scored.total_label

    def rows(self) -> list[tuple[str, tuple[int, ...]]]:
        return self.scored.rows()

    def parts(self, player: int) -> tuple[Any, ...]:
        return self.scored.parts(player)

    def notes(self) -> tuple[str, ...]:
        said = (
            f"{self.name} conceded and ranks last."
            if self.outcome == "ranking"
            else f"{self.name} conceded: the game is lost."
        )
        return (said, *((TIE_BREAKS[self.tie_break],) if self.tie_break else ()))

    def to_dict(self) -> dict[str, Any]:
        return {**Result.to_dict(self), "conceded": self.conceder}


def concede_words(state: GameState, player: int) -> str:
    """What conceding now would do, in a player's words (for a confirmation)."""
    name = state.players[player].name
    if len(state.players) == 1 or state.ruleset.team_play:
        return f"If {name} concedes, the game ends now and is lost."
    return (
        f"If {name} concedes, the game ends now for everyone, scored as it stands, and {name} "
        "ranks last."
    )


def concede(state: GameState, player: int, events: list) -> None:
    """``player`` gives the game up: it ends now, scored as it stands (DT6)."""
    scored = final_score(state)
    for hook in state.hooks.adjust_result:
        scored = hook(state, scored)
    name = state.players[player].name
    others = [p for p in range(len(state.players)) if p != player]
    winners: tuple[int, ...] = ()
    tie = ""
    if scored.outcome == "ranking" and others and not state.ruleset.team_play:
        if isinstance(scored, FinalScore):
            winners, tie = rank(state, [scored.players[p] for p in others])
        else:
            best = max(scored.totals[p] for p in others)
            winners = tuple(p for p in others if scored.totals[p] == best)
    outcome: Outcome = "ranking" if winners else "defeat"
    result = ConcededResult(scored, player, name, winners, outcome, tie)
    end_now(state, result, f"{name} conceded", events)
