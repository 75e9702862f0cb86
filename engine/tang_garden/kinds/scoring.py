"""Decoration scoring rules: what kept decoration cards score at the end, one class per kind."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

from pydantic import NonNegativeInt

from engine.tang_garden.content.base import Id, Model
from engine.tang_garden.kinds.registries import SCORINGS
from engine.tang_garden.kinds.words import article, coins

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType
    from engine.tang_garden.state import GameState


Counts = list[dict[str, int]]  # per player: decoration type -> cards kept
Placed = dict[str, int]  # decoration type -> pieces standing in the garden
Categories = dict[str, list[int]]  # scoring category -> coins per player


class Scoring(Model):
    """Base of every decoration scoring kind."""

    collected: ClassVar[bool] = True  # its cards join a collection (not the Hong Bao envelope)

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        raise NotImplementedError

    def score(
        self, dtype: DecorationType, catalog: Catalog, counts: Counts, placed: Placed
    ) -> Categories:
        """Scoring categories this type adds: category -> coins per player."""
        raise NotImplementedError

    def score_in(
        self, state: GameState, dtype: DecorationType, counts: Counts, placed: Placed
    ) -> Categories:
        """``score`` for a kind that reads the game too (the tracks, where each card's piece
        went, the modules' slices); by default the cards and the garden are enough."""
        return self.score(dtype, state.catalog, counts, placed)

    def hint(self) -> str:
        """A few words for the card's face."""
        raise NotImplementedError

    def veils(self, pos: tuple[int, int]) -> list[tuple[int, int]]:
        """Spaces whose decorations characters cannot see while this piece stands on ``pos``."""
        return []


@SCORINGS.register
class TreeScoring(Scoring):
    """Sets of different trees score ``coins[n-1]`` for a set of n kinds."""

    kind: Literal["tree_set"]
    coins: tuple[NonNegativeInt, ...]

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        table = "-".join(str(c) for c in self.coins)
        return (
            f"Trees score in sets of different kinds: {table} coins for a set of 1 to "
            f"{len(self.coins)} kinds; every set you can form scores."
        )

    def score(
        self, dtype: DecorationType, catalog: Catalog, counts: Counts, placed: Placed
    ) -> Categories:
        types = [d for d in catalog.decoration_types.values() if d.scoring.kind == self.kind]
        if dtype.id != types[0].id:
            return {}  # the first tree type scores every tree
        table = max((d.scoring.coins for d in types), key=len)  # a pack may add a longer table
        trees = [d.id for d in types]
        return {"trees": [tree_sets([c.get(t, 0) for t in trees], table) for c in counts]}

    def hint(self) -> str:
        return "Different trees: " + "-".join(str(c) for c in self.coins)


def tree_sets(counts: list[int], table: tuple[int, ...]) -> int:
    """Each set of different trees scores by its size; sets are formed as large as possible."""
    counts = list(counts)
    total = 0
    while True:
        size = sum(1 for c in counts if c > 0)
        if size == 0:
            return total
        total += table[size - 1]
        counts = [c - 1 if c > 0 else 0 for c in counts]


@SCORINGS.register
class PairScoring(Scoring):
    kind: Literal["pair"]
    partner: Id
    coins: NonNegativeInt

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        partner = catalog.decoration_types.get(self.partner)
        other = (partner.name if partner else self.partner).lower()
        pair = f"{article(dtype.name.lower())} card and {article(other)} card"
        return f"{coins(self.coins)} for each pair of {pair}."

    def score(
        self, dtype: DecorationType, catalog: Catalog, counts: Counts, placed: Placed
    ) -> Categories:
        if dtype.id > self.partner:
            return {}  # the pair is scored once, by the type whose id comes first
        pairs = [min(c.get(dtype.id, 0), c.get(self.partner, 0)) for c in counts]
        return {f"{dtype.id}+{self.partner}": [self.coins * n for n in pairs]}

    def hint(self) -> str:
        return f"Pair with {self.partner.replace('_', ' ')}: {self.coins}"


@SCORINGS.register
class PerCardScoring(Scoring):
    kind: Literal["per_card"]
    coins: NonNegativeInt

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        return f"{coins(self.coins)} per card."

    def score(
        self, dtype: DecorationType, catalog: Catalog, counts: Counts, placed: Placed
    ) -> Categories:
        return {dtype.id: [self.coins * c.get(dtype.id, 0) for c in counts]}

    def hint(self) -> str:
        return f"{self.coins} coins each"


@SCORINGS.register
class MajorityScoring(Scoring):
    kind: Literal["majority"]
    first: NonNegativeInt
    second: NonNegativeInt
    tied_first_pool: NonNegativeInt

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        return (
            f"{coins(self.first)} for the most cards, {coins(self.second)} for the second most; "
            f"players tied for the most share {self.tied_first_pool}."
        )

    def score(
        self, dtype: DecorationType, catalog: Catalog, counts: Counts, placed: Placed
    ) -> Categories:
        return {dtype.id: self.majority([c.get(dtype.id, 0) for c in counts])}

    def hint(self) -> str:
        return f"Most {self.first}, 2nd {self.second}"

    def majority(self, counts: list[int]) -> list[int]:
        """Most and second most cards, with the rulebook's tie splits."""
        out = [0] * len(counts)
        top = max(counts, default=0)
        if top == 0:
            return out
        firsts = [i for i, c in enumerate(counts) if c == top]
        if len(firsts) > 1:
            for i in firsts:
                out[i] = self.tied_first_pool // len(firsts)
            return out
        out[firsts[0]] = self.first
        second = max((c for c in counts if c < top), default=0)
        if second > 0:
            seconds = [i for i, c in enumerate(counts) if c == second]
            for i in seconds:
                out[i] = self.second // len(seconds)
        return out
