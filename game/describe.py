"""Plain-English descriptions of characters and decorations, written from the component data."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.catalog import Catalog
from engine.content.models import Character, DecorationType

NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
AREAS = {
    "greenery": "a greenery space",
    "water": "a water space",
    "rock": "a rock space",
    "bridge": "a bridge space",
}
BONUSES = {
    "greenery": "greenery track",
    "water": "water track",
    "rock": "rock track",
    "any": "any track",
    "landscape_token": "landscape token",
}


@dataclass(frozen=True)
class Entry:
    """One item of the reference: a title and labelled lines."""

    id: str
    title: str
    lines: tuple[tuple[str, str], ...]


def coins(n: int) -> str:
    return f"{n} coin" if n == 1 else f"{n} coins"


def number(n: int) -> str:
    return NUMBERS[n] if 0 <= n < len(NUMBERS) else str(n)


def either(words: list[str], joiner: str = "or") -> str:
    """'a', 'a or b', 'a, b or c'."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {joiner} {words[-1]}"


def _article(word: str) -> str:
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"


def _decoration_name(catalog: Catalog, ident: str) -> str:
    dtype = catalog.decoration_types.get(ident)
    return (dtype.name if dtype else ident.replace("_", " ")).lower()


def _character_name(catalog: Catalog, ident: str) -> str:
    char = catalog.characters.get(ident)
    return f"the {char.name}" if char else f"the {ident.replace('_', ' ')}"


def skill_text(char: Character, catalog: Catalog) -> str:
    s = char.skill
    if s.kind == "coins_on_decoration":
        names = [_article(_decoration_name(catalog, d)) for d in s.decorations]
        return f"Gain {coins(s.coins)} each time you place {either(names)}."
    if s.kind == "coins_on_track_advance":
        return (
            f"Gain {coins(s.coins)} each time a tile or a decoration moves your {s.track} cube "
            "up, however many levels it climbs."
        )
    if s.kind == "coins_on_landscape_token":
        return f"Gain {coins(s.coins)} each time you take a landscape token from the garden."
    if s.kind == "coins_on_choice_of_two":
        return (
            f"Gain {coins(s.coins)} whenever you must choose between exactly two garden tiles "
            "or exactly two decoration cards."
        )
    if s.kind == "extra_decoration_draw":
        return (
            f"When you place a decoration, you may pay {coins(s.cost)} to draw "
            f"{number(s.extra_cards)} more cards, or to take the top card of the discard pile."
        )
    if s.kind == "manipulate_stacks":
        price = "for free" if s.flip_cost == 0 else f"for {coins(s.flip_cost)}"
        return (
            f"At the start of your turn, turn every face-down stack top face up {price}, or "
            "slide a face-up top tile under its stack for free."
        )
    return "No skill: this character only scores with its sight."


def sight_text(char: Character, catalog: Catalog) -> str:
    s = char.sight
    if s.kind == "landscape_icons":
        if not s.icons:
            return (
                f"{coins(s.coins_per_icon)} for every icon, of any kind, on the landscape it faces."
            )
        icons = either(list(s.icons))
        return f"{coins(s.coins_per_icon)} for every {icons} icon on the landscape it faces."
    if s.kind == "landscape_icon_set":
        joiner = "both" if len(s.icons) == 2 else "all of them"
        return (
            f"{coins(s.coins_some)} if the landscape it faces shows "
            f"{either([_article(i) for i in s.icons])}; {coins(s.coins_all)} if it shows {joiner}."
        )
    if s.kind == "line_of_sight_terrain":
        return (
            f"{coins(s.coins_per_tile)} for every garden tile with {s.terrain} in its line of "
            f"sight, at most {coins(s.max_coins)}."
        )
    if s.kind == "line_of_sight_avoid":
        names = [_character_name(catalog, c) for c in s.characters]
        return (
            f"{coins(s.coins)}, minus {coins(s.penalty)} for each of {either(names, 'and')} "
            "in its line of sight."
        )
    return ""


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
    rule = dtype.scoring
    if rule.kind == "tree_set":
        table = "-".join(str(c) for c in rule.coins)
        return (
            f"Trees score in sets of different kinds: {table} coins for a set of 1 to "
            f"{len(rule.coins)} kinds; every set you can form scores."
        )
    if rule.kind == "pair":
        own, partner = dtype.name.lower(), _decoration_name(catalog, rule.partner)
        pair = f"{_article(own)} card and {_article(partner)} card"
        return f"{coins(rule.coins)} for each pair of {pair}."
    if rule.kind == "per_card":
        return f"{coins(rule.coins)} per card."
    if rule.kind == "majority":
        return (
            f"{coins(rule.first)} for the most cards, {coins(rule.second)} for the second most; "
            f"players tied for the most share {rule.tied_first_pool}."
        )
    return ""


def decoration_entry(dtype: DecorationType, catalog: Catalog) -> Entry:
    cards = [c for c in catalog.data.decorations.cards if c.decoration == dtype.id]
    bonuses = Counter(c.bonus for c in cards)
    order = [b for b in BONUSES if b in bonuses] + [b for b in bonuses if b not in BONUSES]
    spread = ", ".join(f"{bonuses[b]} × {BONUSES.get(b, b)}" for b in order)
    lines = [
        (
            "Goes on",
            AREAS.get(dtype.area, dtype.area)
            + ("; a character may stand on it" if dtype.character_spot else ""),
        ),
        ("Scores", scoring_text(dtype, catalog)),
        ("Components", f"{len(cards)} cards, {dtype.pieces} pieces"),
        ("Card bonuses", spread or "none"),
    ]
    return Entry(dtype.id, dtype.name, tuple(lines))


def characters(catalog: Catalog) -> list[Entry]:
    """Every character, starting characters first (in data order)."""
    chars = sorted(catalog.characters.values(), key=lambda c: not c.starter)
    return [character_entry(c, catalog) for c in chars]


def decorations(catalog: Catalog) -> list[Entry]:
    return [decoration_entry(d, catalog) for d in catalog.decoration_types.values()]
