"""Sanssouci's game records: the game's name, rules and data version, seed, setup, actions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core.events import Event
from engine.core.record import RecordError, read_json, reason, replay_states, write
from engine.sanssouci.game import ruleset_of, state_from_setup
from engine.sanssouci.state import SansState

FORMAT = "sanssouci-record"
GAME = "sanssouci"
RULES_VERSION = "sanssouci-2013-1"


def to_record(state: SansState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "game": GAME,
        "rules_version": RULES_VERSION,
        "data_digest": digests(state),
        "seed": state.seed,
        "setup": state.setup,
        "actions": [a.to_dict() for a in state.actions()],
    }


def digests(state: SansState) -> dict[str, str]:
    return {"base": state.catalog.digest, **{m.id: m.digest for m in state.ruleset.modules}}


def is_record(raw: object) -> bool:
    """Whether ``raw`` is a Sanssouci record (other records are Tang Garden's)."""
    return isinstance(raw, dict) and raw.get("format") == FORMAT


def replay_events(
    record: dict[str, Any], data_dir: Path | None = None
) -> tuple[SansState, list[list[Event]]]:
    """The state a record describes, and each action's events."""
    states, story = replay_steps(record, data_dir)
    return states[-1], story[1:]


def replay_steps(
    record: dict[str, Any], data_dir: Path | None = None
) -> tuple[list[SansState], list[list[Event]]]:
    """Every state of the recorded game, the one after setup first and one after each action,
    and what happened: the setup's events (none), then each action's (for a replay viewer)."""
    if not is_record(record):
        raise RecordError("this is not a Sanssouci game record")
    if record.get("rules_version") != RULES_VERSION:
        raise RecordError(f"the record was made with other rules ({record.get('rules_version')!r})")
    seed, setup, actions = record.get("seed"), record.get("setup"), record.get("actions")
    if not isinstance(seed, int) or not isinstance(setup, dict) or not isinstance(actions, list):
        raise RecordError("the record is damaged: it needs a seed, a setup and actions")
    try:
        ruleset_of(setup.get("ruleset"), data_dir)
        state = state_from_setup(seed, setup, data_dir)
    except Exception as exc:  # SetupError, RulesetError, DataError, or a damaged setup
        raise RecordError(f"bad setup in the record: {reason(exc)}") from None
    if record.get("data_digest") != digests(state):
        raise RecordError("the record was made with different component data")
    states, story = replay_states(state, actions)
    return states, [[], *story]


def replay(record: dict[str, Any], data_dir: Path | None = None) -> SansState:
    return replay_events(record, data_dir)[0]


def save(state: SansState, path: Path, extra: dict[str, Any] | None = None) -> None:
    """Write the record atomically; ``extra`` (the screen's table settings) is kept under "ui"."""
    write(path, {**to_record(state), "ui": extra or {}})


def load(path: Path, data_dir: Path | None = None) -> SansState:
    return replay(read_json(path), data_dir)
