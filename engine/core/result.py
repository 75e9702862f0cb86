"""How a game ended, in one form for every game and every way of winning: each player's points
by category and in total, and the outcome: who won a competitive game, a team's (or a solo
player's) victory or defeat, and a rank or title reached. End screens, simulations and
tournaments read only this; a game's result class adds its own detail.
"""

from __future__ import annotations

from typing import Any, Literal

Outcome = Literal["ranking", "victory", "defeat"]


class Result:
    """The base of every game's result. A subclass gives (as fields or properties):

    - ``totals``: each player's final points, in seat order;
    - ``winners``: the players who won (every player after a team's victory, none after a
      defeat);
    - ``rows()``: the categories of points;

    and may change ``outcome``: "ranking" (the winners won) or a team's "victory" or "defeat"
    (all players together, or the one solo player), ``title``: a rank or title reached,
    ``total_label``: the words of the row that adds the rows up (None: they do not add up, as
    a team's Requests and Approval), ``notes()`` and ``parts()``. An end screen reads nothing
    else."""

    __slots__ = ()
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    outcome: Outcome = "ranking"
    title: str | None = None
    total_label: str | None = "Total"

    def rows(self) -> list[tuple[str, tuple[int, ...]]]:
        """The categories of points, in words, with each player's points."""
        raise NotImplementedError

    def notes(self) -> tuple[str, ...]:
        """Sentences an end screen adds under the outcome (how a tie was broken), in words."""
        return ()

    def parts(self, player: int) -> tuple[Any, ...]:
        """The items a game itemises a player's points by beyond ``rows()`` (the game's own
        values, e.g. one per scoring piece), () when it itemises nothing more."""
        return ()

    def standing(self, player: int) -> tuple[float, int]:
        """``player``'s share of the win (1, a share of a shared win, or 0) and points."""
        winners = self.winners
        if self.outcome == "ranking":
            won = 1 / len(winners) if player in winners else 0.0
        else:
            won = float(player in winners)
        return won, self.totals[player]

    def words(self) -> str:
        """The result in one line, for command-line summaries."""
        scores = " ".join(map(str, self.totals))
        if self.outcome == "ranking":
            return f"scores {scores}, winner " + "+".join(f"P{w + 1}" for w in self.winners)
        title = f", {self.title}" if self.title else ""
        return f"score {scores}, {self.outcome}{title}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome,
            "title": self.title,
            "totals": list(self.totals),
            "winners": list(self.winners),
            "rows": [[name, list(values)] for name, values in self.rows()],
        }
