"""The Seasons decoration sets' scoring kinds: Bushes (more when their track leads), Insects
(cards of the collection placed on an area or showing an advance), Nature (pieces of a kind in
the garden) and Pagodas (stacks of the players' pawns). Where each card's piece went is kept by
the ``insects`` module, the pagoda stacks by the ``pagodas`` module
(``engine.tang_garden.modules.seasons_sets.module``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import NonNegativeInt, PositiveInt

from engine.tang_garden.content.base import Area, Id
from engine.tang_garden.kinds.bonuses import BONUSES
from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring
from engine.tang_garden.kinds.words import article, coins

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType
    from engine.tang_garden.state import GameState

INSECTS = "insects"  # the module that records the area of every card's piece
PAGODAS = "pagodas"  # the module that keeps the pagoda stacks
TRACKS = ("greenery", "water", "rock")


@SCORINGS.register
class TrackLeadScoring(Scoring):
    """Bushes: coins per card, more while the owner's cube on ``track`` is their most advanced
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
        track = TRACKS.index(self.track)
        out = []
        for player, held in zip(state.players, counts, strict=True):
            leads = player.tracks[track] >= max(player.tracks)
            out.append((self.leading if leads else self.coins) * held.get(dtype.id, 0))
        return {dtype.id: out}


def placed_areas(state: GameState) -> dict[str, str]:
    """The area each decoration card's piece was placed on (recorded by the Insects set)."""
    part = state.ext.get(INSECTS)
    return {} if part is None else part.areas


@SCORINGS.register
class CollectionScoring(Scoring):
    """Insects: each card scores 1 coin per card of its owner's collection, itself included,
    whose piece went on ``area`` (or, with ``advance``, that shows a track advance), at most
    ``most``."""

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


@SCORINGS.register
class GardenCountScoring(Scoring):
    """Nature: each card scores 1 coin per ``per`` pieces tagged ``tag`` standing in the garden
    (any player's), never counting its own piece, at most ``most``."""

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


def pagoda_stacks(state: GameState) -> dict[Any, list[int]]:
    """The pagoda stacks: space -> owners of its pawns, bottom first."""
    part = state.ext.get(PAGODAS)
    return {} if part is None else part.stacks


@SCORINGS.register
class StackScoring(Scoring):
    """Pagodas: the cards score nothing; every stack pays each player their pawns in it times
    the stack's height."""

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
