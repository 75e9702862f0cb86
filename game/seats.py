"""Who sits at each seat: a person or a computer player at one of the engine's levels.

The seats' kinds travel with the game in its table settings (``table["seats"]``, saved in the
record's ``ui``); a game saved without them is played by people only.
"""

from __future__ import annotations

from engine.tang_garden.api import LEVELS

PERSON = "person"
KINDS = (PERSON, *LEVELS)
COMPUTER_NAMES = ("Wang Wei", "Li Bai", "Du Fu", "Meng Haoran")  # Tang poets, one per seat


def seats_of(table: dict | None, players: int) -> list[str]:
    """The saved seats' kinds if they are usable, else every seat a person."""
    seats = table.get("seats") if isinstance(table, dict) else None
    if isinstance(seats, list) and len(seats) == players and all(s in KINDS for s in seats):
        return list(seats)
    return [PERSON] * players


def is_computer(kind: str) -> bool:
    return kind != PERSON


def kind_label(kind: str) -> str:
    """The seat's kind in a player's words: "Person" or "Computer · Hard"."""
    return "Person" if kind == PERSON else f"Computer · {kind.capitalize()}"


def kind_of_label(label: str) -> str:
    """The kind a label of ``kind_label`` names."""
    return next(k for k in KINDS if kind_label(k) == label)
