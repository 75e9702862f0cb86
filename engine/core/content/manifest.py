"""What every module's manifest says (module.yaml): what it is, whom it suits, what it needs and
clashes with, the parts a scenario bundles, and its own numbers (``settings``)."""

from __future__ import annotations

from typing import Annotated, Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, StringConstraints

ModuleId = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")]
S = TypeVar("S", bound=BaseModel)


class Frozen(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class NoSettings(Frozen):
    """A module without numbers of its own."""


class Part(Frozen):
    """A part a scenario always uses, with the options it fixes."""

    id: ModuleId
    options: dict[str, Any] = {}


class Manifest(Frozen, Generic[S]):
    """A module's manifest; a game's manifest model may add fields of its own."""

    id: ModuleId
    name: str
    short: str = ""  # no longer shown (a module has one name everywhere); read for old packs
    kind: Literal["scenario", "part"]
    version: PositiveInt
    players: tuple[PositiveInt, ...] = Field(min_length=1)  # the player counts it is played with
    requires: tuple[ModuleId, ...] = ()
    conflicts: tuple[ModuleId, ...] = ()  # a module that is not installed never clashes
    parts: tuple[Part, ...] = ()  # a scenario's bundle: parts it always uses, options fixed
    summary: str  # one line for lists
    rules: str  # the rules text for F1, in players' words
    settings: S
