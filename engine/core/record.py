"""Game records for any game: the actions since setup are replayed on the game's own new
state; files are written atomically and read with limits, so a damaged file is refused with a
reason and never crashes anything."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any, TypeVar

from engine.core.actions import action_from_dict
from engine.core.events import Event
from engine.core.flow import apply
from engine.core.state import State

S = TypeVar("S", bound=State)
TMP_SUFFIX = ".tmp"  # a save's temporary file: f".{name}.<random>.tmp" beside it
MAX_BYTES = 8 * 2**20  # a long game's record is under 100 kB


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message says why."""


def replay_actions(state: S, actions: list[Any]) -> tuple[S, list[list[Event]]]:
    """``state`` after the recorded ``actions`` (their JSON forms), and each one's events;
    raises RecordError naming the first action that cannot be replayed."""
    states, story = replay_states(state, actions)
    return states[-1], story


def replay_states(state: S, actions: list[Any]) -> tuple[list[S], list[list[Event]]]:
    """Every state of a replay, ``state`` first and one after each recorded action, and each
    action's events (for a viewer that steps through a game); raises RecordError naming the
    first action that cannot be replayed."""
    states, story = [state], []
    for number, raw in enumerate(actions, start=1):
        try:
            state, events = apply(state, action_from_dict(raw, state.ruleset.action_types))
        except Exception as exc:  # IllegalAction, ValueError, or whatever else: never a crash
            raise RecordError(f"action {number} cannot be replayed: {reason(exc)}") from None
        states.append(state)
        story.append(events)
    return states, story


def reason(exc: Exception) -> str:
    """The engine's own refusal as it is; anything else named, as the record is damaged."""
    if isinstance(exc, ValueError):  # IllegalAction, SetupError, a malformed action
        return str(exc)
    return f"the record is damaged ({type(exc).__name__}: {exc})"


def write(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` as JSON atomically: the previous file survives any failure."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=1)
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


def read_json(path: Path) -> dict[str, Any]:
    """The JSON object in a record file; raises RecordError with a readable reason.

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
        raise RecordError(f"{path} is not a game record")
    return record


def _integer(text: str) -> int:
    if len(text) > 24:
        raise ValueError("a number is too long for a record")
    return int(text)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a record can hold")
