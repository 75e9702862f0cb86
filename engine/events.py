"""What the engine tells its callers: pending decisions, events, refusals."""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import repeat
from operator import is_
from typing import Any

from engine.actions import Action


@dataclass(slots=True)
class Event:
    """Something that happened, in words (for the log) and data (for animations); not to be
    changed once made (not frozen only because frozen values are slower to make)."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(slots=True)
class Decision:
    """The choice the engine waits for: who decides, what about, and every legal option; not
    to be changed once made (not frozen only because frozen values are slower to make)."""

    kind: str
    player: int | None  # None once the game is over
    prompt: str
    options: tuple[Action, ...]
    _set: frozenset[Action] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def option_set(self) -> frozenset[Action]:
        """The options as a set (made on first asking)."""
        if self._set is None:
            self._set = frozenset(self.options)
        return self._set

    def offers(self, action: Action) -> bool:
        """Whether ``action`` is one of the options (an option itself is found by identity,
        without hashing every option)."""
        return any(map(is_, self.options, repeat(action))) or action in self.option_set


class IllegalAction(ValueError):
    """An action the rules refuse; the message says why in a player's words."""
