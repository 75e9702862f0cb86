"""Game records: rules and data version, seed, setup and actions. Saves are atomic JSON."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from engine.core.actions import action_from_dict
from engine.tang_garden.catalog import Catalog
from engine.tang_garden.content.loader import DataError
from engine.tang_garden.events import Event
from engine.tang_garden.game import (
    RULES_VERSION,
    apply,
    catalog,
    setup_ruleset,
    state_from_setup,
)
from engine.tang_garden.record_model import Record, problem
from engine.tang_garden.setup import setup_events
from engine.tang_garden.state import GameState

FORMAT = "tang-garden-record"
TMP_SUFFIX = ".tmp"  # a save's temporary file: f".{name}.<random>.tmp" beside it
MAX_BYTES = 8 * 2**20  # a long game's record is under 100 kB


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says why."""


def to_record(state: GameState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "rules_version": RULES_VERSION,
        "data_digest": data_digests(state.catalog),
        "seed": state.seed,
        "setup": state.setup,
        "actions": [a.to_dict() for a in state.actions()],
    }


def data_digests(cat: Catalog) -> dict[str, str]:
    """Digests of the data packs in use: the base game's and each module's."""
    return {"base": cat.data.digest, **{m.id: m.digest for m in cat.ruleset.modules}}


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
    shape = checked(record)
    setup = shape.setup.for_setup()
    try:
        cat = catalog(data_dir, setup_ruleset(setup))
    except (ValueError, DataError) as exc:
        raise RecordError(f"bad setup in the record: {exc}") from None
    ours = data_digests(cat)
    if shape.data_digest != ours:
        raise RecordError(
            f"the record was made with different component data ({shape.data_digest} here {ours})"
        )
    try:
        state = state_from_setup(shape.seed, setup, data_dir)
    except Exception as exc:  # SetupError, or whatever else a damaged setup brings about
        raise RecordError(f"bad setup in the record: {_reason(exc)}") from None
    story = [setup_events(state)]
    for number, raw in enumerate(shape.actions, start=1):
        try:
            state, events = apply(state, action_from_dict(raw, state.ruleset.action_types))
        except Exception as exc:  # IllegalAction, ValueError, or whatever else: never a crash
            raise RecordError(f"action {number} cannot be replayed: {_reason(exc)}") from None
        story.append(events)
    return state, story


def _reason(exc: Exception) -> str:
    """The engine's own refusal as it is; anything else named, as the record is damaged."""
    if isinstance(exc, ValueError):  # IllegalAction, SetupError, a malformed action
        return str(exc)
    return f"the record is damaged ({type(exc).__name__}: {exc})"


def save(state: GameState, path: Path, extra: dict[str, Any] | None = None) -> None:
    """Write the record atomically: the previous file survives any failure.

    ``extra`` (the front end's table settings, e.g. player colours) is stored under "ui" and
    ignored by the rules.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump({**to_record(state), "ui": extra or {}}, handle, indent=1)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_stale_temporaries(folder: Path, age: float = 60.0) -> int:
    """Delete the temporary files of saves that were killed mid-write (older than ``age``
    seconds, so that another window's save in progress is left alone); returns how many."""
    removed = 0
    for tmp in Path(folder).glob(f".*{TMP_SUFFIX}"):
        try:
            if time.time() - tmp.stat().st_mtime > age:
                tmp.unlink()
                removed += 1
        except OSError:
            continue  # gone already, or not ours to remove
    return removed


def read(path: Path) -> dict[str, Any]:
    """The JSON object in a save file; raises RecordError with a readable reason.

    Files larger than ``MAX_BYTES``, not UTF-8, nested too deeply or holding numbers JSON
    does not allow (NaN, Infinity) are refused before anything else reads them.
    """
    path = Path(path)
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(data) > MAX_BYTES:
        raise RecordError(f"{path} is too large for a game record")
    try:
        record = json.loads(data.decode("utf-8"), parse_int=_integer, parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not a UTF-8 text file") from None
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path} is damaged (line {exc.lineno}: {exc.msg})") from None
    except RecursionError:
        raise RecordError(f"{path} is damaged (nested too deeply)") from None
    except ValueError as exc:  # from _integer or _no_constant
        raise RecordError(f"{path} is damaged ({exc})") from None
    if not isinstance(record, dict):
        raise RecordError(f"{path} is not a Tang Garden game record")
    return record


def _integer(text: str) -> int:
    if len(text) > 24:
        raise ValueError("a number is too long for a record")
    return int(text)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a record can hold")


def load(path: Path, data_dir: Path | None = None) -> GameState:
    """Read and replay a saved game; raises RecordError with a readable reason."""
    return replay(read(path), data_dir)
