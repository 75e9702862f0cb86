"""Nature's scoring kind: coins per piece of a kind (a tag) standing in the garden."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import PositiveInt

from engine.tang_garden.content.base import Id
from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring
from engine.tang_garden.kinds.words import coins

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType


@SCORINGS.register
class GardenCountScoring(Scoring):
    """Each card scores 1 coin per ``per`` pieces tagged ``tag`` standing in the garden (any
    player's), never counting its own piece, at most ``most``."""

    kind: Literal["garden_count"]
    tag: Id
    per: PositiveInt = 1
    most: PositiveInt | None = None

    def _plural(self) -> str:
        return {"animal": "animals", "flower": "flowers", "tree": "trees"}.get(self.tag, self.tag)

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        each = f"pair of {self._plural()}" if self.per == 2 else self.tag
        most = f", at most {coins(self.most)}" if self.most is not None else ""
        kinds = ", ".join(d.name for d in catalog.decoration_types.values() if self.tag in d.tags)
        itself = ", not counting itself" if self.tag in dtype.tags else ""
        return (
            f"Each card scores 1 coin per {each} in the garden (any player's{itself}){most}. "
            f"{self._plural().capitalize()}: {kinds or 'none in this game'}."
        )

    def hint(self) -> str:
        each = f"2 {self._plural()}" if self.per == 2 else self.tag
        most = f", max {self.most}" if self.most is not None else ""
        return f"1 per {each} in garden{most}"

    def garden(self, dtype: DecorationType, catalog: Catalog, placed: Placed) -> int:
        """Pieces of this tag in the garden, its own not counted."""
        types = catalog.decoration_types
        found = sum(n for kind, n in placed.items() if self.tag in types[kind].tags)
        if self.tag in dtype.tags and placed.get(dtype.id, 0):
            found -= 1
        return found

    def score(
        self, dtype: DecorationType, catalog: Catalog, counts: Counts, placed: Placed
    ) -> Categories:
        each = self.garden(dtype, catalog, placed) // self.per
        if self.most is not None:
            each = min(each, self.most)
        return {dtype.id: [each * held.get(dtype.id, 0) for held in counts]}
