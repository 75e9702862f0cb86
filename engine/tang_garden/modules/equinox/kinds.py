"""Equinox's kinds: lantern 10 Worker Move, the Construction cards' scoring (none: they are set
aside when drawn) and their one-time bonus (none)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from engine.tang_garden.kinds.bonuses import Bonus
from engine.tang_garden.kinds.lanterns import Ability
from engine.tang_garden.kinds.registries import BONUSES, LANTERNS
from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType
    from engine.tang_garden.state import GameState

AROUND = ((-1, -1), (0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0))
WORKER_TASK = "eq_worker"  # the decision after the Worker stood on its tile
MOVE_TASK = "eq_move"  # where Worker Move takes it


def move_targets(state: GameState, pos: tuple[int, int]) -> list[tuple[int, int]]:
    """The garden tiles surrounding ``pos`` (the 8 spaces) a Worker may move to: no decoration."""
    x, y = pos
    return [
        (x + dx, y + dy)
        for dx, dy in AROUND
        if (x + dx, y + dy) in state.board and (x + dx, y + dy) not in state.decorations
    ]


class WorkerMove(Ability):
    """10: after Gather Resources put the Worker on its tile, move it to a surrounding tile."""

    name = "worker_move"
    when = "after Gather Resources has put your Worker on its tile"
    moments = frozenset({WORKER_TASK})

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        return bool(move_targets(state, task[1]))

    def use(self, state: GameState, events: list[Event]) -> None:
        task = state.tasks.pop()
        state.tasks.append((MOVE_TASK, task[1]))


LANTERNS.register(WorkerMove())


@SCORINGS.register
class ConstructionScoring(Scoring):
    """Pagoda Construction cards: set aside as soon as they are drawn, they score nothing."""

    kind: Literal["construction"]

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        return (
            "Set aside as soon as it is drawn (another card is drawn instead): the top neutral "
            "Pagoda pawn goes onto the lowest stack, then everyone takes 1 resource."
        )

    def hint(self) -> str:
        return "Set aside when drawn"

    def score(
        self, dtype: DecorationType, catalog: Catalog, counts: Counts, placed: Placed
    ) -> Categories:
        return {}


class NoBonus(Bonus):
    """A card without a one-time bonus (never kept: the Construction cards)."""

    name = "none"
    text = "no bonus"
    short = "no bonus"

    def apply(self, state: GameState, player: int, events: list[Event]) -> None:
        """Nothing."""


BONUSES.register(NoBonus())
