"""Small helpers for player-facing texts written from the data."""

from __future__ import annotations

NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


def coins(n: int) -> str:
    return f"{n} coin" if n == 1 else f"{n} coins"


def number(n: int) -> str:
    return NUMBERS[n] if 0 <= n < len(NUMBERS) else str(n)


def either(words: list[str], joiner: str = "or") -> str:
    """'a', 'a or b', 'a, b or c'."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {joiner} {words[-1]}"


def article(word: str) -> str:
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"
