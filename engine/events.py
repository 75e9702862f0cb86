"""What the engine tells its callers: pending decisions, events, refusals."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.actions import Action


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, in words (for the log) and data (for animations)."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Decision:
    """The choice the engine waits for: who decides, what about, and every legal option."""

    kind: str
    player: int | None  # None once the game is over
    prompt: str
    options: tuple[Action, ...]
    option_set: frozenset[Action] = field(repr=False, compare=False, default=frozenset())


class IllegalAction(ValueError):
    """An action the rules refuse; the message says why in a player's words."""
