"""The Bushes' scoring kind: more coins while the owner's cube on the card's track leads."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import NonNegativeInt

from engine.tang_garden.cells import TERRAINS
from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring
from engine.tang_garden.kinds.words import coins

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType
    from engine.tang_garden.state import GameState


@SCORINGS.register
class TrackLeadScoring(Scoring):
    """Coins per card, more while the owner's cube on ``track`` is their most advanced
    (compared with their own other cubes; ties count)."""

    kind: Literal["track_lead"]
    track: Literal["greenery", "water", "rock"]
    coins: NonNegativeInt
    leading: NonNegativeInt

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins)} per card, or {coins(self.leading)} per card if your "
            f"{self.track} cube is your most advanced (a tie with another of your cubes counts)."
        )

    def hint(self) -> str:
        return f"{self.coins} each, {self.leading} if {self.track} leads"

    def score_in(
        self, state: GameState, dtype: DecorationType, counts: Counts, placed: Placed
    ) -> Categories:
        track = TERRAINS.index(self.track)
        out = []
        for player, held in zip(state.players, counts, strict=True):
            leads = player.tracks[track] >= max(player.tracks)
            out.append((self.leading if leads else self.coins) * held.get(dtype.id, 0))
        return {dtype.id: out}
