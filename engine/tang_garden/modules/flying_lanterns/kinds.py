"""The flying lanterns' scoring kind: cards that go into the Hong Bao envelope instead of a
collection (the envelope is scored by the module, module.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring
from engine.tang_garden.modules.flying_lanterns.slice import spring

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType


@SCORINGS.register
class EnvelopeScoring(Scoring):
    """The card goes face down into the Hong Bao envelope (never into a collection); the
    envelope is scored by the module."""

    kind: Literal["envelope"]
    collected: ClassVar[bool] = False

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        if spring(catalog):
            return (
                "Choosing this card puts it face down into the Hong Bao envelope: only you see its "
                "value. At the end, the player whose characters see the most different "
                f"{dtype.name}s gains the sum of the values in the envelope."
            )
        return (
            "Choosing this card puts it face down into the Hong Bao envelope: nobody sees its "
            "value until the end. At the end, the player whose characters see the most different "
            f"{dtype.name}s gains the lowest value in the envelope."
        )

    def score(self, dtype, catalog, counts: Counts, placed: Placed) -> Categories:
        return {}

    def hint(self) -> str:
        return "Into the Hong Bao"
