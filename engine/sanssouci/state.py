"""A Sanssouci position: every player's garden, cards and noblemen, the display and supply."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.core.state import State

if TYPE_CHECKING:
    from engine.sanssouci.catalog import Catalog


@dataclass(slots=True)
class Garden:
    """One player's garden and what lies before them."""

    squares: list[int]  # by square index: EMPTY, PRINTED, SYMBOL or GARDENER (catalog)
    side: str
    nobles: list[int] = field(default_factory=lambda: [0] * 9)  # row per column, 0: terrace
    draw: list[int] = field(default_factory=list)  # card ids, top last
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)  # played cards, newest last
    missions: list[int] = field(default_factory=list)  # columns
    moves: int = 0  # points from noblemen's moves
    bonus: int = 0  # points scored at once by other rules (a module's marks)

    @property
    def score(self) -> int:
        return self.moves + self.bonus

    def clone(self) -> Garden:
        return Garden(
            self.squares[:],
            self.side,
            self.nobles[:],
            self.draw[:],
            self.hand[:],
            self.discard[:],
            self.missions[:],
            self.moves,
            self.bonus,
        )


@dataclass(slots=True, kw_only=True)
class SansState(State):
    """The whole position (a plain value; ``engine.core.flow.apply`` returns a new one)."""

    catalog: Catalog
    gardens: list[Garden]
    display: list[int | None]  # the tile (its symbol's column) on each display square
    supply: list[int]  # face down, top last
    unused_missions: list[int]  # back in the box, unseen
    taken: tuple[int, int] | None = None  # the tile in hand: (display square, symbol)
    placed: int | None = None  # the square the last tile went to (None: discarded)
    discarded: int = 0  # tiles with no free square left [Q12]
    first: int = 0  # the first player

    @property
    def names(self) -> list[str]:
        return self.setup["players"]

    @property
    def cards_played(self) -> int:
        """Cards played so far by all players (one a turn, played first)."""
        return sum(len(g.discard) for g in self.gardens)

    def clone(self) -> SansState:
        return SansState(
            ruleset=self.ruleset,
            seed=self.seed,
            setup=self.setup,
            current=self.current,
            tasks=self.tasks[:],
            draws=self.draws,
            over=self.over,
            history=self.history,
            result=self.result,
            ext={k: v.clone() for k, v in self.ext.items()},
            sealed=dict(self.sealed),
            catalog=self.catalog,
            gardens=[g.clone() for g in self.gardens],
            display=self.display[:],
            supply=self.supply[:],
            unused_missions=self.unused_missions[:],
            taken=self.taken,
            placed=self.placed,
            discarded=self.discarded,
            first=self.first,
        )
