"""Small helpers for player-facing texts written from the data."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


def counted(n: int, noun: str) -> str:
    """A number and its noun, plural unless one: "1 coin", "3 coins"."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def coins(n: int) -> str:
    return counted(n, "coin")


def number(n: int) -> str:
    return NUMBERS[n] if 0 <= n < len(NUMBERS) else str(n)


def either(words: list[str], joiner: str = "or") -> str:
    """'a', 'a or b', 'a, b or c'."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {joiner} {words[-1]}"


def article(word: str) -> str:
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


SIDE_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def column(x: int) -> str:
    """A garden column's letter, as printed on the board's top and bottom edges."""
    return chr(ord("A") + x)


def row(y: int) -> str:
    """A garden row's number, as printed on the board's left and right edges."""
    return str(y + 1)


@lru_cache(maxsize=1024)
def square(x: int, y: int) -> str:
    """A garden space as players name it: column letter, row number ("C5")."""
    return column(x) + row(y)


def per_catalog(words: Callable[[Any, str], str]) -> Callable[[Any, str], str]:
    """Texts of a catalog's data, worked out once (events name them often) and kept in the
    catalog's own ``texts``: they go with it (a cache keyed by catalogs would keep every one)."""

    def memoised(catalog: Any, ident: str) -> str:
        key = (words.__name__, ident)
        found = catalog.texts.get(key)
        if found is None:
            found = catalog.texts[key] = words(catalog, ident)
        return found

    memoised.__doc__ = words.__doc__
    return memoised


@per_catalog
def tile(catalog: Any, tile_id: str) -> str:
    """A garden tile as a player names it: by its stack ("a water tile"), or by its name when
    its kind is known by name ("a Viewpoint")."""
    kind = catalog.tiles[tile_id]
    if kind.spoken:
        return article(kind.name)
    return f"{article(kind.stack)} tile"


@per_catalog
def landscape(catalog: Any, landscape_id: str) -> str:
    """A landscape tile by its size and icons ("a small landscape with an animal and a sun")."""
    land = catalog.landscapes[landscape_id]
    if land.name:  # the expansions name their landscapes
        return f"the {land.name}"
    icons = [article(icon) for icon in land.icons]
    return (
        f"a {land.size} landscape with {either(icons, 'and')}"
        if icons
        else f"a {land.size} landscape"
    )


@per_catalog
def slot(catalog: Any, slot_id: str) -> str:
    """Where a landscape slot lies: "on the west side"."""
    side = next(s.side for s in catalog.data.board.slots if s.id == slot_id)
    return f"on the {SIDE_NAMES[side]} side"
