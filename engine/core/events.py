"""What the engine tells its callers: pending decisions, events, refusals."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import repeat
from operator import is_
from typing import Any

from engine.core.actions import Action


class Event:
    """Something that happened, in words (for the log) and data (for animations); not to be
    changed once made.

    ``text`` may be given as a function of no arguments that returns the words: they are made
    when first read (the log reads them; play-outs and computer players mostly do not).
    """

    __slots__ = ("_text", "data", "kind")

    def __init__(
        self, kind: str, text: str | Callable[[], str], data: dict[str, Any] | None = None
    ) -> None:
        self.kind = kind
        self._text = text
        self.data = {} if data is None else data

    @property
    def text(self) -> str:
        text = self._text
        if not isinstance(text, str):
            text = self._text = text()
        return text

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.text!r}, {self.data!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return (self.kind, self.text, self.data) == (other.kind, other.text, other.data)


@dataclass(slots=True)
class Decision:
    """The choice the engine waits for: who decides, what about, and every legal option; not
    to be changed once made (not frozen only because frozen values are slower to make).

    ``deciders``: the players this decision belongs to, the one choosing now first (empty once
    the game is over). One decider is the usual case, whether the player whose turn it is or
    another player out of turn. With ``secret``, every decider chooses in turn without seeing
    the others' choices, which are revealed together once the last has chosen; ``options``
    are those of the decider choosing now.
    """

    kind: str
    deciders: tuple[int, ...]
    prompt: str
    options: tuple[Action, ...]
    secret: bool = False
    _set: frozenset[Action] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def player(self) -> int | None:
        """The player choosing now (None once the game is over)."""
        return self.deciders[0] if self.deciders else None

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
