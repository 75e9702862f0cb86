"""The Insects' scoring kind: cards of the owner's collection placed on an area, or showing a
track advance. Where each card's piece went is kept in the module's slice (slice.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import PositiveInt

from engine.tang_garden.content.base import Area
from engine.tang_garden.kinds.bonuses import BONUSES
from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring
from engine.tang_garden.kinds.words import article, coins
from engine.tang_garden.modules.insects.slice import ID

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType
    from engine.tang_garden.state import GameState


def placed_areas(state: GameState) -> dict[str, str]:
    """The area each decoration card's piece was placed on."""
    part = state.ext.get(ID)
    return {} if part is None else part.areas


@SCORINGS.register
class CollectionScoring(Scoring):
    """Each card scores 1 coin per card of its owner's collection, itself included, whose piece
    went on ``area`` (or, with ``advance``, that shows a track advance), at most ``most``."""

    kind: Literal["collection"]
    area: Area | None = None
    advance: bool = False
    most: PositiveInt

    def _what(self) -> str:
        if self.advance:
            return "that shows an element-track advance"
        return f"whose decoration you placed on {article(str(self.area))} area"

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        return (
            f"Each card scores 1 coin for every decoration card you hold {self._what()}, this "
            f"one included, at most {coins(self.most)}."
        )

    def hint(self) -> str:
        what = "advance" if self.advance else str(self.area)
        return f"1 per {what} card, max {self.most}"

    def counts(self, state: GameState, cards: list[str]) -> int:
        """How many of these cards this insect counts."""
        areas = placed_areas(state)
        bonus = state.catalog.cards
        return sum(
            1
            for card in cards
            if (self.area is not None and areas.get(card) == self.area)
            or (self.advance and BONUSES[bonus[card].bonus].advances)
        )

    def score_in(
        self, state: GameState, dtype: DecorationType, counts: Counts, placed: Placed
    ) -> Categories:
        return {
            dtype.id: [
                min(self.most, self.counts(state, player.cards)) * held.get(dtype.id, 0)
                for player, held in zip(state.players, counts, strict=True)
            ]
        }
