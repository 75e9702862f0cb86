"""The Painter's kinds: coins for every piece of a kind picked up from the garden (a leaf), and a
sight preference that scores nothing itself: its owner takes leaves left in the garden before
the scoring (the module's end-of-game choice)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import PositiveInt

from engine.tang_garden.content.base import Id
from engine.tang_garden.kinds.sights import SIGHTS, Sight, SightCard
from engine.tang_garden.kinds.skills import SKILLS, Skill, gain
from engine.tang_garden.kinds.words import coins

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.state import GameState, Mini


@SKILLS.register
class CoinsOnPiece(Skill):
    """Coins each time the owner picks up a piece of one kind from the garden."""

    kind: Literal["coins_on_piece"]
    piece: Id
    coins: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} per {self.piece} you pick up"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Gain {coins(self.coins)} each time you pick up a {self.piece}, whether you donate "
            "it or keep it."
        )

    def on_piece_taken(self, state: GameState, player: int, piece: str, events: list[Event]):
        if piece == self.piece:
            gain(state, player, self.coins, f": a {piece}", events)


@SIGHTS.register
class SightGather(Sight):
    """Scores nothing itself: before the scoring, the owner of the miniature in the garden may
    take up to ``take`` pieces still lying in the garden into their own bag."""

    kind: Literal["gather_pieces"]
    pieces: str  # their name, plural
    take: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("garden", (f"+{self.take}", self.pieces), "left in the garden")

    def text(self, catalog: Catalog) -> str:
        return (
            f"If she stands in the garden: before the scoring, take up to {self.take} "
            f"{self.pieces} still in the garden into your score bag."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        return 0
