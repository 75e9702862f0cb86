"""Actions: every choice a decider can make, as a small frozen value with a JSON form."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar


@dataclass(frozen=True, slots=True)
class Action:
    """Base of all actions; ``kind`` names the action in records and logs."""

    kind: ClassVar[str] = "action"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **dataclasses.asdict(self)}


@dataclass(frozen=True, slots=True)
class Concede(Action):
    """The decider gives the game up: never among a decision's options, taken at any decision of
    a game whose ruleset allows it (``Ruleset.concedes``), which then says what follows."""

    kind: ClassVar[str] = "concede"


_A = TypeVar("_A", bound=Action)


class Interned(dict[tuple, _A]):
    """Fields -> ``kind(*fields)``, one object for equal fields (made on first asking):
    options made anew for every decision reuse it (and a decision finds a chosen option by
    identity). A game keeps its tables beside its other component lookups."""

    __slots__ = ("kind", "of")

    def __init__(self, kind: type[_A]) -> None:
        super().__init__()
        self.kind = kind
        self.of: Callable[..., _A] = self._of  # made once: a memo may key on it

    def __missing__(self, fields: tuple) -> _A:
        found = self[fields] = self.kind(*fields)
        return found

    def _of(self, *fields: Any) -> _A:
        """The one action with these fields."""
        return self[fields]


def action_from_dict(raw: Any, classes: Mapping[str, type[Action]]) -> Action:
    """Rebuild an action from its JSON form, among ``classes`` (by kind); raises ValueError
    with a readable reason. Fields are whole numbers or texts, as their annotations say."""
    if not isinstance(raw, dict) or "kind" not in raw:
        raise ValueError(f"an action must be an object with a 'kind': {raw!r}")
    fields = dict(raw)
    kind = fields.pop("kind")
    cls = classes.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown action kind {raw['kind']!r}")
    try:
        action = cls(**fields)
    except TypeError as exc:
        raise ValueError(f"bad fields for {cls.kind}: {exc}") from None
    for f in dataclasses.fields(cls):
        value = getattr(action, f.name)
        wanted = int if f.type == "int" else str
        if type(value) is not wanted:  # bool and float are not ints here
            raise ValueError(f"{cls.kind}: {f.name} must be {wanted.__name__}, not {value!r}")
    return action
