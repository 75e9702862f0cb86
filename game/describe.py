"""Plain-English descriptions of characters and decorations, written from the component data."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.tang_garden.api import BONUSES, Catalog, Character, DecorationType, words

AREAS = {
    "greenery": "a greenery space",
    "water": "a water space",
    "rock": "a rock space",
    "bridge": "a bridge space",
}


@dataclass(frozen=True)
class Entry:
    """One item of the reference: a title and labelled lines."""

    id: str
    title: str
    lines: tuple[tuple[str, str], ...]


def skill_text(char: Character, catalog: Catalog) -> str:
    return char.skill.text(catalog)


def sight_text(char: Character, catalog: Catalog) -> str:
    return char.sight.text(catalog)


def character_entry(char: Character, catalog: Catalog) -> Entry:
    start = (
        f"One level on the {char.start_bonus} track when the game begins."
        if char.start_bonus
        else "None: it joins the game from the character deck."
    )
    kind = "Starting character" if char.starter else "Character deck"
    return Entry(
        char.id,
        char.name,
        (
            ("Comes from", kind),
            ("Starting bonus", start),
            ("Skill", skill_text(char, catalog)),
            ("Sight", sight_text(char, catalog)),
        ),
    )


def scoring_text(dtype: DecorationType, catalog: Catalog) -> str:
    return dtype.scoring.text(dtype, catalog)


def decoration_entry(dtype: DecorationType, catalog: Catalog) -> Entry:
    cards = [c for c in catalog.cards.values() if c.decoration == dtype.id]
    bonuses = Counter(c.bonus for c in cards)
    order = [b for b in BONUSES.kinds if b in bonuses]
    spread = ", ".join(f"{bonuses[b]} × {BONUSES[b].text}" for b in order)
    places = words.either([AREAS.get(a, a) for a in dtype.areas])
    shared = [d.name for d in catalog.decoration_types.values() if d.pool == dtype.pool]
    pieces = f"{dtype.pieces} pieces"
    if len(shared) > 1:
        pieces = f"{dtype.pieces} double-sided pieces ({' / '.join(shared)})"
    tags = words.either([words.article(t) for t in dtype.tags], "and")
    lines = [
        (
            "Goes on",
            places
            + ("; a character may stand on it" if dtype.character_spot else "")
            + (f"; it is {tags}" if dtype.tags else ""),
        ),
        ("Scores", scoring_text(dtype, catalog)),
        ("Components", f"{len(cards)} cards, {pieces}"),
        ("Card bonuses", spread or "none"),
    ]
    return Entry(dtype.id, dtype.name, tuple(lines))


def landscape_entry(catalog: Catalog, landscape: str) -> Entry:
    """A landscape tile: its icons, what it scores for and how it is placed."""
    tile = catalog.landscapes[landscape]
    icons = ", ".join(i.replace("_", " ") for i in tile.icons) or "none"
    return Entry(
        landscape,
        f"{tile.name} ({tile.size} landscape tile)"
        if tile.name
        else f"{tile.size.capitalize()} landscape tile",
        (
            ("Icons", icons),
            (
                "Scores",
                "For the characters that face its side of the board and look for its icons.",
            ),
            ("Placed", f"Taking a {tile.size} landscape token lets you insert it in a free slot."),
        ),
    )


def card_rows(card: str, catalog: Catalog) -> tuple[tuple[str, ...], ...]:
    """The three rows of a decoration card in the hand (where it goes, its bonus, its scoring),
    each as its wordings from the fullest to the shortest, for the width there is."""
    dtype = catalog.card_type[card]
    bonus = BONUSES[catalog.cards[card].bonus].short
    hint = dtype.scoring.hint()
    places = (f"on {' or '.join(dtype.areas)}", "/".join(dtype.areas))
    return (
        places[: 1 if len(dtype.areas) == 1 else 2],
        (f"bonus {bonus}", bonus),
        (f"scores: {hint}", hint),
    )


def characters(catalog: Catalog) -> list[Entry]:
    """Every character, starting characters first (in data order)."""
    chars = sorted(catalog.characters.values(), key=lambda c: not c.starter)
    return [character_entry(c, catalog) for c in chars]


def decorations(catalog: Catalog) -> list[Entry]:
    return [decoration_entry(d, catalog) for d in catalog.decoration_types.values()]
