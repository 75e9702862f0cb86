"""The Pagodas' scoring kind: the cards score nothing; every stack of pawns pays. The stacks are
kept in the module's slice (slice.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import PositiveInt

from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring
from engine.tang_garden.kinds.words import article
from engine.tang_garden.modules.pagodas.slice import ID

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType
    from engine.tang_garden.state import GameState


def pagoda_stacks(state: GameState) -> dict[Any, list[int]]:
    """The pagoda stacks: space -> owners of its pawns, bottom first."""
    part = state.ext.get(ID)
    return {} if part is None else part.stacks


@SCORINGS.register
class StackScoring(Scoring):
    """The cards score nothing; every stack pays each player their pawns in it times the
    stack's height."""

    kind: Literal["stacks"]
    height: PositiveInt  # the highest stack

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        top = self.height
        return (
            f"Choosing {article(dtype.name)} card puts one of your pawns on a free "
            f"{dtype.area} area or on top of a stack of 1 to {top - 1} pawns ({top} at most). "
            "At the end, each stack pays each player their pawns in it times the stack's "
            f"height (2 pawns in a stack of {top}: {2 * top})."
        )

    def hint(self) -> str:
        return "Your pawns × stack height"

    def score_in(
        self, state: GameState, dtype: DecorationType, counts: Counts, placed: Placed
    ) -> Categories:
        out = [0] * len(state.players)
        for pawns in pagoda_stacks(state).values():
            for owner in set(pawns):
                out[owner] += pawns.count(owner) * len(pawns)
        return {dtype.id: out}
