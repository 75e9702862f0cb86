"""The kinds of an objective's condition (what claims it) and of its scoring (what it pays its
owner at the end), each a small model tagged by ``kind`` in the pack's data."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field, PositiveInt

from engine.tang_garden.content.base import Id, Model
from engine.tang_garden.kinds import words
from engine.tang_garden.scoring import seen_by, visible_decorations

if TYPE_CHECKING:
    from engine.tang_garden.state import GameState


def _own_sight(state: GameState, player: int) -> set[tuple[int, int]]:
    """Every space a character of ``player``'s in the garden sees, besides its own."""
    seen: set[tuple[int, int]] = set()
    for (x, y, _), mini in state.minis.items():
        if mini.owner == player:
            seen.update(p for p in seen_by(state, (x, y), mini) if p != (x, y))
    return seen


class Pieces(Model):
    """Decoration types named by id or by tag (any type with one of the tags)."""

    types: tuple[Id, ...] = ()
    tags: tuple[Id, ...] = ()

    def has(self, state: GameState, decoration: str) -> bool:
        dtype = state.catalog.decoration_types[decoration]
        return dtype.id in self.types or bool(set(dtype.tags) & set(self.tags))

    def name(self) -> str:
        return words.either([*self.types, *self.tags], "or").replace("_", " ")


# --- conditions ----------------------------------------------------------------------------------


class CharactersPlaced(Model):
    kind: Literal["characters_placed"]
    count: PositiveInt

    def met(self, state: GameState, player: int) -> bool:
        return sum(1 for m in state.minis.values() if m.owner == player) >= self.count

    def text(self) -> str:
        return f"have placed {words.counted(self.count, 'character')} in the garden"


class CardsHeld(Model):
    kind: Literal["cards_held"]
    count: PositiveInt
    of: Pieces

    def met(self, state: GameState, player: int) -> bool:
        types = state.catalog.card_type
        held = sum(1 for c in state.players[player].cards if self.of.has(state, types[c].id))
        return held >= self.count

    def text(self) -> str:
        return f"hold {self.count} or more {self.of.name()} cards"


class TokensHeld(Model):
    kind: Literal["tokens_held"]
    count: PositiveInt

    def met(self, state: GameState, player: int) -> bool:
        return sum(state.players[player].tokens.values()) >= self.count

    def text(self) -> str:
        return f"hold {self.count} or more landscape tokens"


class CoinsHeld(Model):
    kind: Literal["coins_held"]
    count: PositiveInt

    def met(self, state: GameState, player: int) -> bool:
        return state.players[player].coins >= self.count

    def text(self) -> str:
        return f"hold {self.count} coins or more"


Condition = Annotated[
    CharactersPlaced | CardsHeld | TokensHeld | CoinsHeld, Field(discriminator="kind")
]


# --- scorings ------------------------------------------------------------------------------------


class MinisSeen(Model):
    kind: Literal["minis_seen"]
    coins: PositiveInt

    def score(self, state: GameState, player: int) -> int:
        seen = _own_sight(state, player)
        return self.coins * sum(1 for x, y, _ in state.minis if (x, y) in seen)

    def text(self) -> str:
        return f"{words.coins(self.coins)} per miniature your characters see"


class PiecesSeen(Model):
    kind: Literal["pieces_seen"]
    coins: PositiveInt
    of: Pieces

    def score(self, state: GameState, player: int) -> int:
        seen = _own_sight(state, player) & visible_decorations(state)
        found = sum(1 for pos in seen if self.of.has(state, state.decorations[pos]))
        return self.coins * found

    def text(self) -> str:
        return f"{words.coins(self.coins)} per {self.of.name()} decoration your characters see"


class TokensScored(Model):
    kind: Literal["tokens_scored"]
    coins: PositiveInt

    def score(self, state: GameState, player: int) -> int:
        return self.coins * sum(state.players[player].tokens.values())

    def text(self) -> str:
        return f"{words.coins(self.coins)} per landscape token you still hold"


class CoinsScored(Model):
    kind: Literal["coins_scored"]
    coins: PositiveInt
    per: PositiveInt

    def score(self, state: GameState, player: int) -> int:
        return self.coins * (state.players[player].coins // self.per)

    def text(self) -> str:
        return f"{words.coins(self.coins)} per full {self.per} coins you hold"


Scoring = Annotated[
    MinisSeen | PiecesSeen | TokensScored | CoinsScored, Field(discriminator="kind")
]


class Objective(Model):
    """One column of the Objective board: its condition on top, its scoring below."""

    number: PositiveInt  # its column, as printed
    condition: Condition
    scoring: Scoring
