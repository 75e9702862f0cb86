"""The engine's public API: start, ask, apply, preview, view, score."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from engine.core.events import Decision, Event
from engine.core.flow import Position, decision, play, position
from engine.core.flow import apply as _apply
from engine.core.ruleset import with_parts
from engine.tang_garden.actions import Action, Build
from engine.tang_garden.catalog import SIDES, Catalog
from engine.tang_garden.content.loader import DATA_DIR, DataError, load_game_data
from engine.tang_garden.content.models import ModuleManifest
from engine.tang_garden.garden import BuildRewards, build_rewards
from engine.tang_garden.garden import line_of_sight as garden_line_of_sight
from engine.tang_garden.module_registry import check_packs, load_module, manifests, module_classes
from engine.tang_garden.options import decoration_possible
from engine.tang_garden.play import LAST_ROUND
from engine.tang_garden.preview import Gains, gains
from engine.tang_garden.record_model import name_problem
from engine.tang_garden.ruleset import ModuleChoice, Ruleset, RulesetError, parse_ruleset
from engine.tang_garden.scoring import CharacterScore, character_score
from engine.tang_garden.setup import SetupError, new_state
from engine.tang_garden.state import GameState, Mini

RULES_VERSION = "base-2"


@lru_cache(maxsize=16)
def _catalog(data_dir: Path | None, ruleset: str) -> Catalog:
    data = load_game_data(data_dir)
    folder = DATA_DIR if data_dir is None else Path(data_dir)
    rules = _ruleset(folder, ruleset)
    problems = check_packs(data, list(rules.modules), folder)
    if problems:
        raise DataError(problems)
    return Catalog(data, rules)


@lru_cache(maxsize=64)
def _ruleset(folder: Path, ruleset: str) -> Ruleset:
    """The modules of a ruleset key, checked to fit together (no components: New game asks
    this of every module it offers, and a catalog is large)."""
    modules = with_parts(
        [load_module(ModuleChoice(*entry), folder) for entry in json.loads(ruleset)],
        lambda choice: load_module(choice, folder),
    )
    rules = load_game_data(None if folder == DATA_DIR else folder).rules
    return Ruleset(modules, range(rules.players_min, rules.players_max + 1))


def catalog(data_dir: Path | None = None, ruleset: Sequence[Any] = ()) -> Catalog:
    """The component catalog for a data folder (the shipped data by default) and a ruleset
    (module ids, or ``{"id", "version", "options"}`` entries), loaded once."""
    return _catalog(data_dir, _ruleset_key(ruleset))


def _ruleset_key(ruleset: Sequence[Any]) -> str:
    if isinstance(ruleset, tuple | list) and all(isinstance(entry, str) for entry in ruleset):
        return _key_of_ids(tuple(ruleset))
    return _key(ruleset)


def _key(ruleset: Sequence[Any]) -> str:
    """A ruleset's entries in one form, as the catalogs are known by."""
    return json.dumps(
        [[c.id, c.version, c.options] for c in parse_ruleset(ruleset)], sort_keys=True
    )


@lru_cache(maxsize=64)
def _key_of_ids(ids: tuple[str, ...]) -> str:
    """The key of a ruleset of module ids only (not parsed anew for every game)."""
    return _key(ids)


_BASE_MODES: dict[str, tuple[str, ...]] = {"multiplayer": ()}  # the base game alone


class _Modes(Mapping[str, tuple[str, ...]]):
    """Rulesets the former ``mode`` argument stands for: "multiplayer" the base game alone, and
    each module's ``mode_word`` that module alone (read when first asked for one: that imports
    every module)."""

    @staticmethod
    @cache
    def _table() -> dict[str, tuple[str, ...]]:
        named = {c.mode_word: (c.id,) for c in module_classes().values() if c.mode_word}
        return {**_BASE_MODES, **named}

    def __getitem__(self, mode: str) -> tuple[str, ...]:
        base = _BASE_MODES.get(mode)
        return base if base is not None else self._table()[mode]

    def __contains__(self, mode: object) -> bool:
        return mode in _BASE_MODES or mode in self._table()

    def __iter__(self) -> Iterator[str]:
        return iter(self._table())

    def __len__(self) -> int:
        return len(self._table())


MODES = _Modes()


def new_game(
    players: list[str] | int,
    seed: int,
    *,
    first: int | None = None,
    start_face: str | None = None,
    start_rot: int | None = None,
    data_dir: Path | None = None,
    ruleset: Sequence[Any] = (),
    mode: str = "multiplayer",
) -> GameState:
    """A new game after setup. ``players``: names, or a count for "Player 1".. names.

    ``ruleset``: the modules to play with (ids or ``{"id", "version", "options"}`` entries).
    ``mode``: a word for a ruleset (``MODES``); ``mode="solo"`` is short for the solo scenario's.
    """
    names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else players
    for number, name in enumerate(names, start=1):
        problem = name_problem(name)
        if problem:
            raise SetupError(f"{problem} for player {number} (not {name!r})")
    setup = {"players": names, "first": first, "start_face": start_face, "start_rot": start_rot}
    setup.update(mode=mode, ruleset=list(ruleset))
    return state_from_setup(seed, setup, data_dir)


def new_solo_game(
    seed: int,
    name: str = "Player 1",
    *,
    start_face: str | None = None,
    start_rot: int | None = None,
    data_dir: Path | None = None,
) -> GameState:
    """A new game of the solo scenario (``mode="solo"``) after setup."""
    return new_game(
        [name], seed, start_face=start_face, start_rot=start_rot, data_dir=data_dir, mode="solo"
    )


def state_from_setup(seed: int, setup: dict, data_dir: Path | None = None) -> GameState:
    """The position after setup for a record's ``setup`` (its "ruleset" picks the modules; the
    older "mode" of a record is the ruleset it stands for)."""
    try:
        cat = catalog(data_dir, setup_ruleset(setup))
    except RulesetError as exc:
        raise SetupError(str(exc)) from None
    return new_state(cat, seed, setup)


def setup_ruleset(setup: dict) -> list[Any]:
    """The ruleset of a record's ``setup``: its "ruleset", after the modules its older "mode"
    ("solo": Yin & Yang) stands for."""
    mode = setup.get("mode") or "multiplayer"
    if mode not in MODES:
        raise SetupError(f"unknown game mode {mode!r}")
    return [*MODES[mode], *(setup.get("ruleset") or ())]


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Every legal option of the pending decision (empty only when the game is over)."""
    return decision(state).options


def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """Apply a legal action; raises IllegalAction with the reason otherwise."""
    return _apply(state, action)


def option_words(state: GameState, action: Action) -> str | None:
    """A module's words for one of its own options, for a button (None: not a module's)."""
    for module in state.ruleset.modules:
        words = module.option_words(state, action)
        if words is not None:
            return words
    return None


def preview_build(state: GameState, action: Build) -> BuildRewards:
    """What placing a tile would earn (for hover previews); the action must be legal."""
    tile = state.stacks[action.stack][-1]
    return build_rewards(state, state.catalog.cells[tile, action.rot], (action.x, action.y))


def preview_character(
    state: GameState, character: str, x: int, y: int, facing: str
) -> CharacterScore:
    """What a character placed at (x, y) facing ``facing`` would score at the end, as things are."""
    return character_score(state, (x, y), Mini(character, state.current, SIDES.index(facing)))


def line_of_sight(state: GameState, x: int, y: int, facing: str) -> list[tuple[int, int]]:
    """The spaces a character at (x, y) facing ``facing`` sees (for highlighting)."""
    return garden_line_of_sight(state, x, y, SIDES.index(facing))


__all__ = [
    "RULES_VERSION",
    "Decision",
    "Event",
    "GameState",
    "Position",
    "apply",
    "catalog",
    "decision",
    "legal_actions",
    "new_game",
    "new_solo_game",
    "play",
    "position",
    "preview_build",
]


def known_modules() -> list[ModuleManifest]:
    """Every scenario and part the game knows: id, name, kind, players, summary, rules text."""
    return manifests(DATA_DIR)


def ruleset_problem(ruleset: Sequence[Any], players: int) -> str | None:
    """Why ``ruleset`` (module ids) cannot be played by ``players`` players, as a sentence a
    player understands (None: it can)."""
    try:
        _ruleset(DATA_DIR, _ruleset_key(ruleset)).check_players(players)
    except (RulesetError, SetupError) as exc:
        return str(exc)[:1].upper() + str(exc)[1:] + "."
    return None


def module_choices(chosen: Sequence[str], players: int) -> dict[str, str | None]:
    """For New game: every known module, and why it cannot be switched on now (None: it can).

    ``chosen``: the modules switched on; ``players``: the player count. A chosen module that no
    longer fits says why too.
    """
    return {
        manifest.id: ruleset_problem(
            [*(c for c in chosen if c != manifest.id), manifest.id], players
        )
        for manifest in known_modules()
    }


def preview_gains(state: GameState, action: Action) -> Gains:
    """What the current player would gain (or pay) by a legal ``action``, worked out by the
    rules of the running ruleset (for hover previews): see ``engine.tang_garden.preview``."""
    return gains(state, action)


def decorating_in_vain(state: GameState) -> tuple[bool, str] | None:
    """When Place a Decoration can no longer place anything (D22): whether taking it now ends
    the game (nothing was placed by the others this round either), and what it means in a
    player's words. None while a decoration could still be placed."""
    if decoration_possible(state):
        return None
    ends = state.idle_turns >= len(state.players) - 1
    words = "No decoration can be placed any more: drawing cards is a pass"
    if ends:
        words += ", and as nothing was placed this round, it ends the game"
    return ends, words + "."


def end_cause(state: GameState) -> str:
    """Why the game ended, with what triggered the last round, as a sentence for the end screen."""
    text = f"The game ended: {state.end_reason or 'the game is over'}"
    if state.end_trigger and state.end_reason == LAST_ROUND:
        text += f", after {state.end_trigger}"
    return text + "."
