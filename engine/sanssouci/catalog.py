"""The game's lookup tables, made once from its data: cards, colours, squares, tiles."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.sanssouci.content import COLUMNS, ROWS, GameData, load_data

# What a square holds
EMPTY, PRINTED, SYMBOL, GARDENER = 0, 1, 2, 3
SQUARES = ROWS * COLUMNS


def square(row: int, column: int) -> int:
    """The index of the square in ``row`` (1-6) and ``column`` (0-8)."""
    return (row - 1) * COLUMNS + column


def row_of(index: int) -> int:
    return index // COLUMNS + 1


def column_of(index: int) -> int:
    return index % COLUMNS


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card: the display colours it allows (rows 2-6) or the symbol it names."""

    id: int
    colours: tuple[int, ...]  # rows whose display squares it allows (every row: wild)
    symbol: int | None = None  # a symbol card's column

    @property
    def wild(self) -> bool:
        return self.symbol is None and len(self.colours) == ROWS - 1


@dataclass(frozen=True)
class Catalog:
    """Everything the rules look up, indexed: a game's state holds one."""

    data: GameData
    digest: str
    cards: tuple[Card, ...]
    slot_rows: tuple[int, ...]  # the row (colour) of each display square
    sides: dict[str, frozenset[int]]  # garden side -> its preprinted squares (row 1 included)

    @property
    def deck(self) -> tuple[int, ...]:
        return tuple(c.id for c in self.cards)

    def tiles(self, players: int) -> list[int]:
        """The tiles in play for ``players`` (by symbol), in a fixed order."""
        backs = [b for b in self.data.tiles.backs if b.players <= players]
        return [col for col in range(COLUMNS) for b in backs for _ in range(b.per_symbol)]

    def row_value(self, row: int) -> int:
        return self.data.rows[row - 1].value

    def colour(self, row: int) -> str:
        return self.data.rows[row - 1].name

    def symbol(self, column: int) -> str:
        return self.data.columns[column].name

    def square_name(self, index: int) -> str:
        """A square as the rulebook names it: "grey pavilion"."""
        return f"{self.colour(row_of(index))} {self.symbol(column_of(index))}"

    def card_name(self, card: int) -> str:
        c = self.cards[card]
        if c.symbol is not None:
            return self.symbol(c.symbol)
        if c.wild:
            return "the wild card"
        return "/".join(self.colour(r) for r in c.colours)


def build(data: GameData, digest: str) -> Catalog:
    rows = {r.id: number for number, r in enumerate(data.rows, start=1)}
    columns = {c.id: number for number, c in enumerate(data.columns)}
    cards = [tuple(sorted(rows[c] for c in pair)) for pair in data.cards.pairs]
    made = [Card(i, colours) for i, colours in enumerate(cards)]
    every = tuple(range(2, ROWS + 1))
    for column in range(COLUMNS):
        for _ in range(data.cards.symbol_cards):
            made.append(Card(len(made), (), column))
    for _ in range(data.cards.wild_cards):
        made.append(Card(len(made), every))
    slots = tuple(r for r in every for _ in range(data.display.per_colour))
    first_row = frozenset(square(1, c) for c in range(COLUMNS))
    sides = {
        s.id: first_row | {square(row, columns[col]) for row, col in s.preprinted}
        for s in data.sides
    }
    return Catalog(data, digest, tuple(made), slots, sides)


@cache
def catalog(data_dir: Path | None = None) -> Catalog:
    """The catalog of the data in ``data_dir`` (default: the shipped data), made once."""
    return build(*load_data(data_dir))
