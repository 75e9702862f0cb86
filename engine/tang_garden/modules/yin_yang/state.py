"""The solo variant's own components, kept in its slice ``GameState.ext["yin-yang"]``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class SoloState:
    """What the solo game adds to the shared state (the rest lives on ``GameState``)."""

    cards: dict[str, str | None]  # stack -> the decoration card beside it
    display: list[str] = field(default_factory=list)  # the garden tile display
    offer: list[str] = field(default_factory=list)  # starting characters drawn, until one is kept
    characters: list[str] = field(default_factory=list)  # influenced, the kept starter first
    neutral: list[str] = field(default_factory=list)  # neutral characters (placed or boxed)
    removed: list[str] = field(default_factory=list)  # decoration pieces returned to the box
    spent: dict[str, int] = field(default_factory=lambda: {"small": 0, "large": 0})  # tokens
    pair: str | None = None  # the stack of the pair (or tile only) chosen this turn

    def clone(self) -> SoloState:
        return SoloState(
            dict(self.cards),
            self.display[:],
            self.offer[:],
            self.characters[:],
            self.neutral[:],
            self.removed[:],
            dict(self.spent),
            self.pair,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "cards": dict(self.cards),
            "display": list(self.display),
            "offer": list(self.offer),
            "characters": list(self.characters),
            "neutral": list(self.neutral),
            "removed": list(self.removed),
            "spent": dict(self.spent),
            "pair": self.pair,
        }
