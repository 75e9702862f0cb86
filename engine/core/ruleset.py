"""A ruleset: a game's base rules plus an ordered list of modules, each with its options.

``Ruleset`` checks that its modules fit together (requires, conflicts, player counts: data from
each module's manifest) and joins their contributions with the game's base tables into the tables
the flow reads: decision builders, handlers, automatic steps, setup steps, secret decisions, and
one tuple of bound hook methods per hook the game declares. A game subclasses it to name its base
tables and answer the flow's questions (``why_illegal``, ``handle``, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, ClassVar

from engine.core.events import Event
from engine.core.module import Handler, Module, SetupStep, hook_names

if TYPE_CHECKING:
    from engine.core.actions import Action
    from engine.core.events import Decision
    from engine.core.state import State
    from engine.core.view import Hidden


class RulesetError(ValueError):
    """A ruleset that cannot be played; the message says why in a player's words."""


@dataclass(frozen=True, slots=True)
class ModuleChoice:
    """One entry of a ruleset as records store it: id, version, options."""

    id: str
    version: int | None = None  # None: whatever this copy of the game has
    options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def parse(cls, entry: Any) -> ModuleChoice:
        if isinstance(entry, str):
            return cls(entry)
        if isinstance(entry, ModuleChoice):
            return entry
        if not isinstance(entry, dict) or not isinstance(entry.get("id"), str):
            raise RulesetError(f"a ruleset entry needs a module id (got {entry!r})")
        version = entry.get("version")
        if version is not None and (not isinstance(version, int) or isinstance(version, bool)):
            raise RulesetError(f"the version of module {entry['id']!r} must be a whole number")
        options = entry.get("options") or {}
        if not isinstance(options, dict):
            raise RulesetError(f"the options of module {entry['id']!r} must be a mapping")
        return cls(entry["id"], version, dict(options))


def parse_ruleset(entries: Sequence[Any] | None) -> tuple[ModuleChoice, ...]:
    if entries is None:
        return ()
    if isinstance(entries, str | bytes | dict) or not isinstance(entries, Sequence):
        raise RulesetError("a ruleset is a list of modules")
    return tuple(ModuleChoice.parse(e) for e in entries)


def with_parts(modules: Sequence[Module], load: Callable[[ModuleChoice], Module]) -> list[Module]:
    """``modules`` and the parts their scenarios bundle (each loaded by ``load`` with the
    options its scenario fixes, right after the scenario), unless the ruleset lists them."""
    listed = {m.id for m in modules}
    out: list[Module] = []
    for module in modules:
        out.append(module)
        for part in module.manifest.parts:
            if part.id not in listed:
                listed.add(part.id)
                out.append(load(ModuleChoice(part.id, None, dict(part.options))))
    return out


class Dispatch(dict):
    """(decision kind, action class) -> the handler that runs: the one for the pair, else the
    one for the class; found once per pair."""

    def __init__(self, handlers: dict[Any, Handler]) -> None:
        super().__init__()
        self.handlers = handlers

    def __missing__(self, key: tuple[str, type]) -> Handler:
        found = self[key] = self.handlers.get(key) or self.handlers[key[1]]
        return found


class Ruleset:
    """A game's base rules and ``modules`` (in order), joined into the tables the flow reads."""

    game: ClassVar[str]  # the game's name, for messages
    module_base: ClassVar[type[Module]] = Module  # declares the game's hooks
    base_builders: ClassVar[dict[str, Any]] = {}
    base_handlers: ClassVar[dict[Any, Any]] = {}
    base_auto: ClassVar[dict[str, Any]] = {}
    base_skip_texts: ClassVar[dict[str, str]] = {}
    base_steps: ClassVar[Sequence[SetupStep]] = ()
    base_secret: ClassVar[frozenset[str]] = frozenset()  # the game's own secret decisions
    base_actions: ClassVar[Sequence[type]] = ()  # the game's own action classes
    concedes: ClassVar[bool] = False  # a decider may give the game up (``Concede``, ``concede``)

    def __init__(self, modules: Sequence[Module], base_players: Sequence[int]) -> None:
        self.modules: tuple[Module, ...] = tuple(modules)
        self.by_id: dict[str, Module] = {}
        for module in self.modules:
            if module.id in self.by_id:
                raise RulesetError(f"{module.name} is listed twice")
            self.by_id[module.id] = module
        self._check_fit()
        self.players: tuple[int, ...] = tuple(sorted(self._players(base_players)))
        if not self.players:
            raise RulesetError(f"{self.describe()} cannot be played by any number of players")
        self.builders = self._join(dict(self.base_builders), "decisions")
        self.handlers = self._join(dict(self.base_handlers), "handlers")
        self.dispatch = Dispatch(self.handlers)
        self.auto = self._join(dict(self.base_auto), "auto_steps")
        self.skip_texts = dict(self.base_skip_texts)
        self.sealed_texts: dict[str, str] = {}
        for module in self.modules:
            self.skip_texts.update(module.skip_texts())
            self.sealed_texts.update(module.sealed_texts())
        self.secret = self.base_secret.union(*(m.secret_decisions() for m in self.modules))
        self.setup_steps = self._order_steps(self.base_steps)
        base = self.module_base
        self.hooks = SimpleNamespace(
            **{
                name: tuple(
                    getattr(m, name)
                    for m in self.modules
                    if getattr(type(m), name) is not getattr(base, name)
                )
                for name in hook_names(base)
            }
        )
        self.action_classes = tuple(cls for m in self.modules for cls in m.actions)
        self.action_types: dict[str, type[Action]] = {
            cls.kind: cls for cls in (*self.base_actions, *self.action_classes)
        }

    def _players(self, base: Sequence[int]) -> set[int]:
        """Player counts: those every module allows, but a part a scenario bundles follows the
        scenario's counts (modules bring their own counts; the base game's without modules)."""
        bundled = {p.id for m in self.modules for p in m.manifest.parts}
        counts = [set(m.manifest.players) for m in self.modules if m.id not in bundled]
        return set.intersection(*counts) if counts else set(base)

    def _check_fit(self) -> None:
        for module in self.modules:
            for need in module.manifest.requires:
                if need not in self.by_id:
                    raise RulesetError(f"{module.name} needs the module {need!r}")
            for part in module.manifest.parts:
                if part.id not in self.by_id:
                    raise RulesetError(f"{module.name} plays with the module {part.id!r}")
            for other in self.modules:  # every pair is met both ways
                if other.id in module.manifest.conflicts:
                    raise RulesetError(f"{module.name} cannot be played with {other.name}")

    def _join(self, table: dict, contribution: str) -> dict:
        owner: dict[Any, str] = {}
        for module in self.modules:
            for key, value in getattr(module, contribution)().items():
                if key in owner:
                    raise RulesetError(
                        f"{module.name} and {self.by_id[owner[key]].name} both change {key!r}"
                    )
                owner[key] = module.id
                table[key] = value
        return table

    def _order_steps(self, base: Sequence[SetupStep]) -> tuple[tuple[str, SetupStep], ...]:
        """Setup steps as (stream name, step), the modules' inserted where they ask. A step that
        replaces another keeps its name for the other modules' steps to go before or after (Summer
        replaces step 9, the Leaves come after it)."""
        steps: list[tuple[str, SetupStep, str]] = [(f"base:{s.name}", s, s.name) for s in base]
        for module in self.modules:
            for step in module.setup_steps():
                anchor = step.replaces or step.before or step.after
                names = [name for _, _, name in steps]
                if anchor not in names:
                    raise RulesetError(f"{module.name} changes setup step {anchor}, which is gone")
                at = names.index(anchor)
                stream = f"{module.id}:{step.name}"
                if step.replaces:
                    if steps[at][2] != steps[at][1].name:
                        raise RulesetError(f"{module.name} replaces setup step {anchor} twice over")
                    steps[at] = (stream, step, anchor)
                else:
                    steps.insert(at if step.before else at + 1, (stream, step, step.name))
        return tuple((stream, step) for stream, step, _ in steps)

    def playable_by(self, count: int) -> str | None:
        """Why ``count`` players cannot play this ruleset (None: they can)."""
        if count in self.players:
            return None
        return f"{self.describe()} is played by {player_counts(self.players)} (not {count})"

    def describe(self) -> str:
        if not self.modules:
            return self.game
        return f"{self.game} with " + ", ".join(m.name for m in self.modules)

    def entries(self) -> list[dict[str, Any]]:
        """The record form: ``[{"id", "version", "options"}]``."""
        return [
            {"id": m.id, "version": m.manifest.version, "options": m.options.model_dump()}
            for m in self.modules
        ]

    def __contains__(self, module_id: str) -> bool:
        return module_id in self.by_id

    # --- the flow's questions, answered by each game ------------------------------------------

    def public_view(self, state: State, viewer: int | None) -> dict[str, Any]:
        """The game's own data that ``viewer`` may know (engine/core/view.py adds the rest)."""
        return {}

    def hidden(self, state: State, viewer: int | None) -> Sequence[Hidden]:
        """The game's own list parts that ``viewer`` cannot see (``engine.core.view.Hidden``)."""
        return ()

    def why_illegal(self, state: State, pending: Decision, action: Action) -> str:
        """Why ``action`` is not among the options, in a player's words."""
        return "That is not one of the options now."

    def handle(self, state: State, kind: str, action: Action, events: list[Event]) -> None:
        """Run the handler of ``action`` chosen in the decision ``kind`` (a game keeps its own
        marks of the turn around it)."""
        self.dispatch[kind, type(action)](state, action, events)

    def concede(self, state: State, player: int, events: list[Event]) -> None:
        """``player`` gives the game up (``Concede``, when ``concedes``): what follows is the
        game's rule of a conceded game."""
        raise NotImplementedError(f"{self.game} cannot be conceded")

    def seated(self, state: State, task: tuple) -> None:
        """A ``("seat", player, ...)`` task made ``player`` the one to decide next."""

    def settled(self, state: State, events: list[Event]) -> None:
        """The automatic steps are done and a decision is due (or the game is over)."""

    def sealed_event(self, state: State, pending: Decision) -> Event:
        """What everyone is told when a decider makes a secret choice."""
        return Event("secret_pick", "A secret choice is made", {"player": pending.player})


def player_counts(players: Sequence[int]) -> str:
    """Player counts in words: "1 player", "2 to 4 players", "2 or 4 players"."""
    if len(players) == 1:
        return f"{players[0]} player" + ("" if players[0] == 1 else "s")
    if list(players) == list(range(players[0], players[-1] + 1)):
        return f"{players[0]} to {players[-1]} players"
    return ", ".join(map(str, players[:-1])) + f" or {players[-1]} players"
