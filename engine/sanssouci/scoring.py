"""The final scoring: moves, complete rows and columns, missions, and the tie-break."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.core.result import Result
from engine.sanssouci.catalog import GARDENER
from engine.sanssouci.garden import complete_columns, complete_rows

if TYPE_CHECKING:
    from engine.sanssouci.state import Garden, SansState


@dataclass(slots=True)
class SansResult(Result):
    """Each player's points by category; the winners after the tie-break (most gardeners)."""

    categories: list[tuple[str, tuple[int, ...]]]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    gardeners: tuple[int, ...]
    tie_broken: bool  # the most points were tied and the gardeners decided

    def rows(self) -> list[tuple[str, tuple[int, ...]]]:
        return self.categories

    @property
    def tie_break(self) -> str | None:
        """The tie-break in words, when it was needed."""
        if not self.tie_broken:
            return None
        if len(self.winners) > 1:
            return "Tied on points and gardeners: a shared win"
        return "Tied on points: most gardener tiles wins"

    def to_dict(self) -> dict[str, Any]:
        """The shared form, with the gardeners counted for the tie-break and its words."""
        return {
            **Result.to_dict(self),
            "gardeners": list(self.gardeners),
            "tie_break": self.tie_break,
        }

    def words_for(self, state: SansState) -> str:
        names = state.names
        scores = ", ".join(f"{names[p]} {t}" for p, t in enumerate(self.totals))
        won = " and ".join(names[w] for w in self.winners)
        return f"{scores}; {won} {'win' if len(self.winners) > 1 else 'wins'}"


def row_points(state: SansState, garden: Garden) -> int:
    bonus = state.catalog.data.scoring.complete_row
    return sum(bonus - state.catalog.row_value(r) for r in complete_rows(garden.squares))


def column_points(state: SansState, garden: Garden) -> int:
    bonus = state.catalog.data.scoring.complete_column
    return bonus * len(complete_columns(garden.squares))


def mission_points(state: SansState, garden: Garden) -> int:
    """Each mission scores the row value where its column's nobleman stands (terrace 0 [Q6])."""
    rows = [garden.nobles[m] for m in garden.missions]
    return sum(state.catalog.row_value(r) for r in rows if r)


def final_result(state: SansState) -> SansResult:
    gardens = state.gardens
    categories = [("noblemen's moves", tuple(g.moves for g in gardens))]
    for hook in state.ruleset.hooks.result_rows:
        categories += hook(state)
    categories += [
        ("complete rows", tuple(row_points(state, g) for g in gardens)),
        ("complete columns", tuple(column_points(state, g) for g in gardens)),
        ("missions", tuple(mission_points(state, g) for g in gardens)),
    ]
    totals = tuple(sum(values[p] for _, values in categories) for p in range(len(gardens)))
    gardeners = tuple(g.squares.count(GARDENER) for g in gardens)
    best = max(totals)
    tied = [p for p, t in enumerate(totals) if t == best]
    most = max(gardeners[p] for p in tied)
    winners = tuple(p for p in tied if gardeners[p] == most)
    return SansResult(categories, totals, winners, gardeners, len(tied) > 1)
