"""The Belvederes' scoring kind: coins by how many cards a player keeps, from a table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field, NonNegativeInt

from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring
from engine.tang_garden.kinds.words import coins

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType


@SCORINGS.register
class CountTableScoring(Scoring):
    """Coins by the number of cards kept, from a table (the last entry for more)."""

    kind: Literal["count_table"]
    coins: tuple[NonNegativeInt, ...] = Field(min_length=1)

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        table = ", ".join(f"{n} card{'s' * (n > 1)}: {c}" for n, c in enumerate(self.coins, 1))
        return (
            f"Coins by how many {dtype.name} cards you keep ({table}; more than "
            f"{len(self.coins)} still {coins(self.coins[-1])})."
        )

    def score(self, dtype, catalog, counts: Counts, placed: Placed) -> Categories:
        return {dtype.id: [self.coins_for(c.get(dtype.id, 0)) for c in counts]}

    def coins_for(self, cards: int) -> int:
        return self.coins[min(cards, len(self.coins)) - 1] if cards else 0

    def hint(self) -> str:
        return "-".join(str(c) for c in self.coins)
