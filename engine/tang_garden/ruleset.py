"""A ruleset: the base game plus an ordered list of modules, each with its options.

``Ruleset`` checks that its modules fit together (requires, conflicts, player counts: data from
each module's manifest) and joins their contributions into the tables the flow uses: decision
builders, handlers, automatic steps, setup steps, and one tuple of bound hook methods per hook.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from engine.tang_garden.kinds.words import counted
from engine.tang_garden.module import Module, SetupStep
from engine.tang_garden.options import BASE_BUILDERS
from engine.tang_garden.play import BASE_AUTO, BASE_HANDLERS, SKIP_TEXT
from engine.tang_garden.setup import BASE_STEPS, SetupError


class RulesetError(ValueError):
    """A ruleset that cannot be played; the message says why in a player's words."""


HOOKS = tuple(
    name
    for name in vars(Module)
    if name.startswith(("on_", "adjust_", "end_", "extend_", "extra_", "score_", "take_", "why_"))
)


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


class Ruleset:
    """The base game and ``modules`` (in order), joined into the tables the flow reads."""

    def __init__(self, modules: Sequence[Module], base_players: Sequence[int]) -> None:
        self.modules: tuple[Module, ...] = tuple(modules)
        self.by_id: dict[str, Module] = {}
        for module in self.modules:
            if module.id in self.by_id:
                raise RulesetError(f"{module.name} is listed twice")
            self.by_id[module.id] = module
        self._check_fit()
        players = set(base_players)  # modules bring their own player counts
        if self.modules:
            players = set.intersection(*(set(m.manifest.players) for m in self.modules))
        self.players: tuple[int, ...] = tuple(sorted(players))
        if not self.players:
            raise RulesetError(f"{self.describe()} cannot be played by any number of players")
        self.builders = self._join(dict(BASE_BUILDERS), "decisions")
        self.handlers = self._join(dict(BASE_HANDLERS), "handlers")
        self.auto = self._join(dict(BASE_AUTO), "auto_steps")
        self.skip_texts = dict(SKIP_TEXT)
        for module in self.modules:
            self.skip_texts.update(module.skip_texts())
        self.setup_steps = self._order_steps(BASE_STEPS)
        self.hooks = SimpleNamespace(
            **{
                name: tuple(
                    getattr(m, name)
                    for m in self.modules
                    if getattr(type(m), name) is not getattr(Module, name)
                )
                for name in HOOKS
            }
        )
        self.action_classes = tuple(cls for m in self.modules for cls in m.actions)

    def _check_fit(self) -> None:
        for module in self.modules:
            for need in module.manifest.requires:
                if need not in self.by_id:
                    raise RulesetError(f"{module.name} needs the module {need!r}")
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
        """Setup steps as (stream name, step), the modules' inserted where they ask."""
        steps: list[tuple[str, SetupStep]] = [(f"base:{s.name}", s) for s in base]
        for module in self.modules:
            for step in module.setup_steps():
                anchor = step.replaces or step.before or step.after
                names = [s.name for _, s in steps]
                if anchor not in names:
                    raise RulesetError(f"{module.name} changes setup step {anchor}, which is gone")
                at = names.index(anchor)
                entry = (f"{module.id}:{step.name}", step)
                if step.replaces:
                    steps[at] = entry
                else:
                    steps.insert(at if step.before else at + 1, entry)
        return tuple(steps)

    def check_players(self, count: int) -> None:
        if count not in self.players:
            counts = _counts(self.players)
            raise SetupError(f"{self.describe()} is played by {counts} (not {count})")

    def describe(self) -> str:
        if not self.modules:
            return "Tang Garden"
        return "Tang Garden with " + ", ".join(m.name for m in self.modules)

    def entries(self) -> list[dict[str, Any]]:
        """The record form: ``[{"id", "version", "options"}]``."""
        return [
            {"id": m.id, "version": m.manifest.version, "options": m.options.model_dump()}
            for m in self.modules
        ]

    def __contains__(self, module_id: str) -> bool:
        return module_id in self.by_id


def _counts(players: tuple[int, ...]) -> str:
    if len(players) == 1:
        return counted(players[0], "player")
    if list(players) == list(range(players[0], players[-1] + 1)):
        return f"{players[0]} to {players[-1]} players"
    return ", ".join(map(str, players[:-1])) + f" or {players[-1]} players"
