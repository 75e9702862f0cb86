"""Sanssouci's facade for the front end, the command line and computer players: new games,
the decision due, applying an action, records."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.core.flow import settle
from engine.core.ruleset import RulesetError, parse_ruleset
from engine.sanssouci.catalog import Catalog, catalog
from engine.sanssouci.module_registry import load_module
from engine.sanssouci.ruleset import SanssouciRules
from engine.sanssouci.setup import SetupError
from engine.sanssouci.state import Garden, SansState

PLAYERS = (2, 3, 4)
MAX_NAME = 24


def name_problem(name: Any) -> str | None:
    if not isinstance(name, str) or not name.strip():
        return "a name is needed"
    if len(name) > MAX_NAME:
        return f"a name has at most {MAX_NAME} characters"
    return None


def new_game(
    players: list[str] | int,
    seed: int,
    *,
    first: int | None = None,
    sides: Sequence[str | None] | None = None,
    open_hands: bool = False,
    ruleset: Sequence[Any] = (),
    data_dir: Path | None = None,
) -> SansState:
    """A new game after setup. ``players``: names, or a count for "Player 1".. names.
    ``sides``: each garden's side (None: at random [Q15]); ``first``: None at random [Q17];
    ``ruleset``: modules (ids or ``{"id", "version", "options"}``), e.g. "expansion-boards"."""
    names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else players
    setup = {
        "players": list(names),
        "first": first,
        "sides": list(sides) if sides is not None else None,
        "open_hands": open_hands,
        "ruleset": list(ruleset),
    }
    return state_from_setup(seed, setup, data_dir)


def state_from_setup(seed: int, setup: dict[str, Any], data_dir: Path | None = None) -> SansState:
    """The state a record's seed and setup describe; raises SetupError or RulesetError."""
    names = setup.get("players")
    if not isinstance(names, list):
        raise SetupError("the players must be a list of names")
    for number, name in enumerate(names, start=1):
        problem = name_problem(name)
        if problem:
            raise SetupError(f"{problem} for player {number} (not {name!r})")
    cat = catalog(data_dir)
    rules = ruleset_of(setup.get("ruleset"), data_dir)
    problem = rules.playable_by(len(names))
    if problem:
        raise SetupError(problem)
    first = setup.get("first")
    if first is not None and first not in range(len(names)):
        raise SetupError(f"the first player must be one of the {len(names)} players")
    sides = setup.get("sides")
    if sides is not None and (
        len(sides) != len(names) or any(s is not None and s not in cat.sides for s in sides)
    ):
        raise SetupError(f"each garden's side is one of {', '.join(sorted(cat.sides))}")
    state = _blank(cat, rules, seed, setup)
    for stream, step in rules.setup_steps:
        step.run(state, random.Random(f"{seed}:{stream}"))
    settle(state, [])
    return state


def _blank(cat: Catalog, rules: SanssouciRules, seed: int, setup: dict[str, Any]) -> SansState:
    state = SansState(
        ruleset=rules,
        seed=seed,
        setup=setup,
        current=0,
        tasks=[("turn",), ("first",)],
        catalog=cat,
        gardens=[Garden([], "") for _ in setup["players"]],
        display=[],
        supply=[],
        unused_missions=[],
    )
    for module in rules.modules:
        part = module.new_state()
        if part is not None:
            state.ext[module.id] = part
    return state


def ruleset_of(entries: Any, data_dir: Path | None = None) -> SanssouciRules:
    """The ruleset of a record's or New game's entries; raises RulesetError."""
    choices = parse_ruleset(entries)
    modules = [load_module(choice, data_dir) for choice in choices]
    return SanssouciRules(modules, PLAYERS)


__all__ = ["RulesetError", "SetupError", "new_game", "ruleset_of", "state_from_setup"]
