"""The shape of a game record (types, ranges, sizes), checked once for every reader.

``Record.model_validate`` accepts exactly what ``record.to_record`` writes; anything else
is refused with a pydantic error that ``problem`` turns into one line. Whether the record's
rules, data and actions fit this game is decided later, by replaying it.
"""

from __future__ import annotations

import unicodedata
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
)
from pydantic_core import PydanticCustomError

MAX_ACTIONS = 20_000  # a whole game is a few hundred
SEED_BITS = 63

Text = Annotated[str, StringConstraints(max_length=64)]
NAME_MAX = 40  # characters in a player's name
_UNPRINTABLE = {"Cc", "Cs", "Zl", "Zp"}  # control characters, lone surrogates, line breaks


def name_problem(name: object) -> str | None:
    """What is wrong with a player's name, as a sentence (None: nothing). The one rule for
    names: a game starts only with names its record can hold."""
    if not isinstance(name, str) or not name.strip():
        return "Enter a name"
    if len(name) > NAME_MAX:
        return f"Use at most {NAME_MAX} characters"
    if any(unicodedata.category(c) in _UNPRINTABLE for c in name):
        return "Use no tab, line break or other control character"
    return None


def _name(value: str) -> str:
    found = name_problem(value)
    if found:
        raise PydanticCustomError("player_name", found)
    return value


Name = Annotated[str, AfterValidator(_name)]


def _action_value(value: object) -> str | int:
    """An action's field: a short text or a small whole number (not a bool, not a float)."""
    if (type(value) is str and len(value) <= 64) or (type(value) is int and abs(value) < 2**31):
        return value
    raise PydanticCustomError("action_value", "should be a short text or a small whole number")


ActionRecord = Annotated[
    dict[Text, Annotated[Any, AfterValidator(_action_value)]], Field(min_length=1, max_length=8)
]


class _Strict(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class RulesetEntry(_Strict):
    """One module of the game's ruleset."""

    id: Annotated[str, StringConstraints(max_length=64, pattern=r"^[a-z][a-z0-9-]*$")]
    version: Annotated[int, Field(ge=1, lt=10**6)] | None = None
    options: Annotated[dict[Text, Any], Field(max_length=16)] = Field(default_factory=dict)


class RecordSetup(_Strict):
    """What setup needs besides the seed: the players, the ruleset and the fixed choices."""

    ruleset: Annotated[list[RulesetEntry], Field(max_length=32)] = Field(default_factory=list)
    mode: Literal["multiplayer", "solo"] | None = None  # older records: "solo" is Yin & Yang
    players: Annotated[list[Name], Field(min_length=1, max_length=4)]
    first: Annotated[int, Field(ge=0, le=3)] | None = None
    start_face: Annotated[str, StringConstraints(max_length=8)] | None = None
    start_rot: Annotated[int, Field(ge=0, le=3)] | None = None

    def for_setup(self) -> dict[str, Any]:
        """The fields as recorded (defaults left out), for ``game.state_from_setup``."""
        return self.model_dump(exclude_unset=True)


class Record(_Strict):
    """A saved game: the rules and data it was made with, its seed, setup and actions."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)

    format: Text  # checked first, by engine.tang_garden.record.checked
    version: Annotated[int, Field(ge=1, le=2)] = 1  # of the format (record.VERSION)
    rules_version: Text
    data_digest: Annotated[dict[Text, Text], Field(max_length=33)]  # per data pack in use
    seed: Annotated[int, Field(ge=-(2**SEED_BITS), lt=2**SEED_BITS)]
    setup: RecordSetup
    actions: Annotated[list[ActionRecord], Field(max_length=MAX_ACTIONS)]
    ui: dict[Text, Any] = Field(default_factory=dict)  # the front end's table settings


def problem(error: ValidationError) -> str:
    """The first problem of a validation error, in one line: where, what, and how many more."""
    first = error.errors()[0]
    where = "".join(
        f"#{part + 1}" if isinstance(part, int) else f".{part}" for part in first["loc"]
    ).lstrip(".")
    more = error.error_count() - 1
    tail = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    return f"{where or 'the record'}: {first['msg']}{tail}"
