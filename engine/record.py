"""Game records: rules and data version, seed, setup and actions. Saves are atomic JSON."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from engine.actions import action_from_dict
from engine.catalog import Catalog
from engine.content.loader import DataError
from engine.events import IllegalAction
from engine.game import RULES_VERSION, apply, catalog, state_from_setup
from engine.setup import SetupError
from engine.state import GameState

FORMAT = "tang-garden-record"


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


def replay(record: dict[str, Any], data_dir: Path | None = None) -> GameState:
    """Rebuild the exact state a record describes by replaying its actions."""
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise RecordError("this is not a Tang Garden game record")
    if record.get("rules_version") != RULES_VERSION:
        raise RecordError(
            f"the record was made with rules {record.get('rules_version')!r}, "
            f"this game plays {RULES_VERSION!r}"
        )
    try:
        setup = dict(record["setup"])
        cat = catalog(data_dir, setup.get("ruleset") or ())
    except (KeyError, TypeError, ValueError, DataError) as exc:
        raise RecordError(f"bad setup in the record: {exc}") from None
    ours = data_digests(cat)
    if record.get("data_digest") != ours:
        raise RecordError(
            "the record was made with different component data "
            f"({record.get('data_digest')} here {ours})"
        )
    try:
        state = state_from_setup(int(record["seed"]), setup, data_dir)
    except (KeyError, TypeError, ValueError, SetupError) as exc:
        raise RecordError(f"bad setup in the record: {exc}") from None
    for number, raw in enumerate(record.get("actions", []), start=1):
        try:
            state, _ = apply(state, action_from_dict(raw, state.ruleset.action_classes))
        except (ValueError, IllegalAction) as exc:
            raise RecordError(f"action {number} cannot be replayed: {exc}") from None
    return state


def save(state: GameState, path: Path, extra: dict[str, Any] | None = None) -> None:
    """Write the record atomically: the previous file survives any failure.

    ``extra`` (the front end's table settings, e.g. player colours) is stored under "ui" and
    ignored by the rules.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump({**to_record(state), "ui": extra or {}}, handle, indent=1)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read(path: Path) -> dict[str, Any]:
    """The JSON record in a save file; raises RecordError with a readable reason."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path} is damaged (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(record, dict):
        raise RecordError(f"{path} is not a Tang Garden game record")
    return record


def load(path: Path, data_dir: Path | None = None) -> GameState:
    """Read and replay a saved game; raises RecordError with a readable reason."""
    return replay(read(path), data_dir)
