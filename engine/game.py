"""The engine's public API: start, ask, apply, preview, view, score."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from engine.actions import Action, Build
from engine.catalog import SIDES, Catalog
from engine.content.loader import load_game_data
from engine.events import Decision, Event
from engine.garden import BuildRewards, build_rewards
from engine.garden import line_of_sight as garden_line_of_sight
from engine.options import decision
from engine.play import apply as _apply
from engine.scoring import CharacterScore, character_score
from engine.setup import SetupError, new_state
from engine.solo.setup import new_solo_state
from engine.state import GameState, Mini

RULES_VERSION = "base-1"


@lru_cache(maxsize=4)
def catalog(data_dir: Path | None = None) -> Catalog:
    """The component catalog for a data folder (the shipped data by default), loaded once."""
    return Catalog(load_game_data(data_dir))


def new_game(
    players: list[str] | int,
    seed: int,
    *,
    first: int | None = None,
    start_face: str | None = None,
    start_rot: int | None = None,
    data_dir: Path | None = None,
    mode: str = "multiplayer",
) -> GameState:
    """A new game after setup. ``players``: names, or a count for "Player 1".. names.

    ``mode="solo"``: the solo variant Yin & Yang, for one player (``first`` is ignored).
    """
    names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else players
    setup = {"players": names, "first": first, "start_face": start_face, "start_rot": start_rot}
    if mode == "solo":
        setup = {"mode": "solo", "players": names, "start_face": start_face, "start_rot": start_rot}
    return state_from_setup(catalog(data_dir), seed, setup)


def new_solo_game(
    seed: int,
    name: str = "Player 1",
    *,
    start_face: str | None = None,
    start_rot: int | None = None,
    data_dir: Path | None = None,
) -> GameState:
    """A new solo game (Yin & Yang) after setup; the first decision keeps a starting character."""
    return new_game(
        [name], seed, start_face=start_face, start_rot=start_rot, data_dir=data_dir, mode="solo"
    )


def state_from_setup(cat: Catalog, seed: int, setup: dict) -> GameState:
    """The position after setup for a record's ``setup`` (its "mode" picks the rules)."""
    mode = setup.get("mode", "multiplayer")
    if mode == "solo":
        return new_solo_state(cat, seed, setup)
    if mode != "multiplayer":
        raise SetupError(f"unknown game mode {mode!r}")
    return new_state(cat, seed, setup)


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """Every legal option of the pending decision (empty only when the game is over)."""
    return decision(state).options


def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """Apply a legal action; raises IllegalAction with the reason otherwise."""
    return _apply(state, action)


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
    "apply",
    "catalog",
    "decision",
    "legal_actions",
    "new_game",
    "new_solo_game",
    "preview_build",
]
