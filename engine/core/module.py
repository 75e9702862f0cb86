"""What a module is, for any game: a manifest, its numbers and options, its slice of the state,
setup steps, decisions, handlers, automatic steps, and hooks into its game's flow.

A game declares its module base class (a subclass of ``Module``) whose methods marked ``@hook``
are the moments its flow calls; every hook defaults to "no change". A module subclasses its
game's base, names its ``id`` and overrides what it changes. See docs/architecture.md.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from pydantic import BaseModel

from engine.core.content.manifest import Manifest, NoSettings

if TYPE_CHECKING:
    from engine.core.actions import Action
    from engine.core.events import Decision, Event
    from engine.core.state import State
    from engine.core.view import Hidden

Events = list["Event"]
Builder = Callable[[Any, tuple], tuple[str, list["Action"]]]
Handler = Callable[[Any, Any, Events], None]
AutoStep = Callable[[Any, Events], None]
F = TypeVar("F", bound=Callable[..., Any])


def hook(method: F) -> F:
    """Mark a method of a game's module base class as a hook of that game's flow."""
    method.__hook__ = True  # type: ignore[attr-defined]
    return method


def hook_names(cls: type) -> tuple[str, ...]:
    """The hooks ``cls`` declares (its own and inherited), in declaration order."""
    names: dict[str, None] = {}
    for klass in reversed(cls.__mro__):
        for name, value in vars(klass).items():
            if getattr(value, "__hook__", False):
                names[name] = None
    return tuple(names)


class NoOptions(BaseModel):
    """A module a ruleset switches on without choices."""

    model_config = {"extra": "forbid", "frozen": True}


@dataclass(frozen=True, slots=True)
class SetupStep:
    """One setup step. A game names its base steps; a module's step goes ``before`` or
    ``after`` a named step, or ``replaces`` it. Each step draws from its own seeded stream, so
    adding a step never changes another's draws.
    """

    name: str
    run: Callable[[Any, random.Random], None]
    before: str | None = None
    after: str | None = None
    replaces: str | None = None


class Module:
    """Base of every module of every game."""

    id: ClassVar[str]
    version: ClassVar[int] = 1
    Settings: ClassVar[type[BaseModel]] = NoSettings  # the manifest's ``settings:`` model
    Options: ClassVar[type[BaseModel]] = NoOptions  # what a ruleset entry may choose
    actions: ClassVar[tuple[type, ...]] = ()  # its own action classes (for records)

    def __init__(
        self, manifest: Manifest, options: BaseModel, pack: dict[str, Any], digest: str
    ) -> None:
        self.manifest = manifest
        self.settings: Any = manifest.settings
        self.options: Any = options
        self.pack = pack  # extra component data of its data pack, by file kind
        self.digest = digest  # of its data pack's files, kept in records

    @property
    def name(self) -> str:
        return self.manifest.name

    def of(self, state: State) -> Any:
        """This module's slice of ``state``."""
        return state.ext[self.id]

    # --- contributions ------------------------------------------------------------------------

    def new_state(self) -> Any:
        """Its slice of the state (with ``clone()`` and ``to_dict()``), or None."""
        return None

    def setup_steps(self) -> Sequence[SetupStep]:
        return ()

    def decisions(self) -> dict[str, Builder]:
        """Builders of its own decisions, by task name: ``(state, task) -> (prompt, options)``."""
        return {}

    def secret_decisions(self) -> Sequence[str]:
        """Its task names whose decision several players make in secret at once: the task is
        ``(name, deciders)`` (see engine/core/flow.py)."""
        return ()

    def handlers(self) -> dict[Any, Handler]:
        """Its handlers, keyed ``(task name, action class)`` or, for its own actions, the class."""
        return {}

    def auto_steps(self) -> dict[str, AutoStep]:
        """Steps that run by themselves when they reach the top of the task stack."""
        return {}

    def sealed_texts(self) -> dict[str, str]:
        """What the log says when a player makes one of its secret choices, by task name
        (``{name}``: the player's name; the choice itself is never said)."""
        return {}

    def skip_texts(self) -> dict[str, str]:
        """What the log says when one of its decisions has no option and is skipped."""
        return {}

    def bots(self) -> dict[str, type]:
        """Computer players of its own, by name (``simulate --bot NAME``)."""
        return {}

    # --- hooks of every game's flow -------------------------------------------------------------

    @hook
    def extend_options(self, state: State, task: tuple, options: list[Action]) -> None:
        """Add to (or remove from) the options of any decision before it is shown."""

    @hook
    def why_illegal(self, state: State, pending: Decision, action: Action) -> str | None:
        """Why an action is refused, in a player's words, when this module knows best."""
        return None

    # --- what players and computer players may see ---------------------------------------------

    def option_words(self, state: State, action: Action) -> str | None:
        """A button's words for one of its own options (None: not one of its own)."""
        return None

    def face_up(self, state: State) -> Sequence[str]:
        """Ids of the components this module shows face up (undo never crosses revealing one)."""
        return ()

    def hidden(self, state: State, viewer: int | None) -> Sequence[Hidden]:
        """The parts of its slice ``viewer`` cannot see (``engine.core.view.Hidden``): computer
        players deal them anew at random, never reading them."""
        return ()

    def bot_terms(self, state: State, player: int) -> float:
        """Points a computer player adds to its judgement of ``player``'s position for what this
        module makes matter (0: the shared judgement is enough)."""
        return 0.0

    def bot_ceiling(self, state: State, kind: type) -> float | None:
        """At most what ``bot_terms`` can be once any option of the type ``kind`` offered now is
        played (such an option must not end the game), so that a computer player need not play
        one that cannot beat its best so far; None: no bound known."""
        return None

    def view(self, state: State, viewer: int | None) -> dict[str, Any] | None:
        """What ``viewer`` may know of this module's slice (None: nothing to show)."""
        part = state.ext.get(self.id)
        return part.to_dict() if part is not None else None
