"""Game records: rules and data version, seed, setup and actions. Saves are atomic JSON."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from engine.core.events import Event
from engine.core.record import RecordError, read_json, reason, replay_states, write
from engine.tang_garden.catalog import Catalog
from engine.tang_garden.content.loader import DATA_DIR, DataError
from engine.tang_garden.game import (
    RULES_VERSION,
    catalog,
    setup_ruleset,
    state_from_setup,
)
from engine.tang_garden.record_model import Record, problem
from engine.tang_garden.setup import setup_events
from engine.tang_garden.state import GameState

FORMAT = "tang-garden-record"
VERSION = 2  # of the format; 1: data digests over the files' bytes (see FORMER_DIGESTS)
FORMER_DIGESTS = DATA_DIR / "record_digests.yaml"  # older records' digests -> today's

__all__ = [
    "RecordError",
    "load",
    "read",
    "replay",
    "replay_events",
    "replay_steps",
    "save",
    "to_record",
]


def to_record(state: GameState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules_version": RULES_VERSION,
        "data_digest": data_digests(state.catalog),
        "seed": state.seed,
        "setup": state.setup,
        "actions": [a.to_dict() for a in state.actions()],
    }


def data_digests(cat: Catalog) -> dict[str, str]:
    """Digests of the data packs in use: the base game's and each module's."""
    return {"base": cat.data.digest, **{m.id: m.digest for m in cat.ruleset.modules}}


def todays_digests(recorded: dict[str, str]) -> dict[str, str]:
    """A record's digests as today's digests of the data that plays the same games (format 1's
    byte digests, or a pack's digest from before its data was reshaped); an unknown one stays as
    it is, and differs."""
    table = yaml.safe_load(FORMER_DIGESTS.read_text(encoding="utf-8"))
    return {pack: table.get(pack, {}).get(old, old) for pack, old in recorded.items()}


def checked(raw: object) -> Record:
    """The record's shape, validated once for every reader; raises RecordError in one line."""
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise RecordError("this is not a Tang Garden game record")
    if raw.get("rules_version") != RULES_VERSION:
        raise RecordError(
            f"the record was made with rules {str(raw.get('rules_version'))[:40]!r}, "
            f"this game plays {RULES_VERSION!r}"
        )
    try:
        return Record.model_validate(raw)
    except ValidationError as exc:
        raise RecordError(f"the record is damaged: {problem(exc)}") from None


def replay(record: dict[str, Any], data_dir: Path | None = None) -> GameState:
    """Rebuild the exact state a record describes by replaying its actions."""
    return replay_events(record, data_dir)[0]


def replay_events(
    record: dict[str, Any], data_dir: Path | None = None
) -> tuple[GameState, list[list[Event]]]:
    """``replay``, with what happened: the setup's events, then each action's (for the log)."""
    states, story = replay_steps(record, data_dir)
    return states[-1], story


def replay_steps(
    record: dict[str, Any], data_dir: Path | None = None
) -> tuple[list[GameState], list[list[Event]]]:
    """Every state of the recorded game, the one after setup first and one after each action,
    and what happened: the setup's events, then each action's (for a replay viewer)."""
    shape = checked(record)
    setup = shape.setup.for_setup()
    try:
        cat = catalog(data_dir, setup_ruleset(setup))
    except (ValueError, DataError) as exc:
        raise RecordError(f"bad setup in the record: {exc}") from None
    ours = data_digests(cat)
    theirs = todays_digests(shape.data_digest)
    if theirs != ours:
        raise RecordError(
            f"the record was made with different component data ({shape.data_digest} here {ours})"
        )
    try:
        state = state_from_setup(shape.seed, setup, data_dir)
    except Exception as exc:  # SetupError, or whatever else a damaged setup brings about
        raise RecordError(f"bad setup in the record: {reason(exc)}") from None
    states, story = replay_states(state, shape.actions)
    return states, [setup_events(state), *story]


def save(state: GameState, path: Path, extra: dict[str, Any] | None = None) -> None:
    """Write the record atomically: the previous file survives any failure.

    ``extra`` (the front end's table settings, e.g. player colours) is stored under "ui" and
    ignored by the rules.
    """
    write(path, {**to_record(state), "ui": extra or {}})


def read(path: Path) -> dict[str, Any]:
    """The JSON object in a save file; raises RecordError with a readable reason."""
    return read_json(path)


def load(path: Path, data_dir: Path | None = None) -> GameState:
    """Read and replay a saved game; raises RecordError with a readable reason."""
    return replay(read(path), data_dir)
