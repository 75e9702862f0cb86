"""A Sanssouci game at the table: the state, who sits where, undo within a turn, autosave and
the log. It holds no rules: every change goes through the engine's ``apply``."""

from __future__ import annotations

import contextlib
import time
from dataclasses import dataclass, field
from pathlib import Path

from engine.sanssouci.api import (
    Action,
    Event,
    SansState,
    apply,
    decision,
    make_bot,
    position,
    read_json,
    replay_events,
    save,
)
from game.paths import user_dir
from game.seats import PERSON

SAVE_PREFIX = "sanssouci-"
SHOWN = frozenset(
    {
        "take",
        "place",
        "gardener",
        "noble",
        "pass",
        "discard_tile",
        "mark",
        "board_side",
        "game_over",
    }
)  # the events the log tells


def autosave_path() -> Path:
    return user_dir() / "sanssouci-autosave.json"


def saves_dir() -> Path:
    """Sanssouci's saves, apart from Tang Garden's (whose Load lists its own folder)."""
    return user_dir() / "sanssouci-saves"


def log_of(events: list[Event]) -> list[str]:
    """The log's lines for what happened, in the players' words."""
    return [e.text for e in events if e.kind in SHOWN]


@dataclass
class SansSession:
    """The current game plus the states this turn's player may still undo back to."""

    state: SansState
    table: dict  # names' colours (RGB lists) and seats' kinds, saved with the game
    log: list[str] = field(default_factory=list)
    undo_stack: list[tuple[SansState, int]] = field(default_factory=list)
    save_error: str = ""

    def __post_init__(self) -> None:
        seats = self.table.setdefault("seats", [PERSON] * len(self.state.gardens))
        self.bots = {
            p: make_bot(kind, self.state.seed * 10 + p)
            for p, kind in enumerate(seats)
            if kind != PERSON
        }

    def is_computer(self, player: int | None) -> bool:
        return player in self.bots

    def people(self) -> list[int]:
        return [p for p in range(len(self.state.gardens)) if p not in self.bots]

    def play(self, action: Action) -> list[Event]:
        """Apply ``action``; raises IllegalAction (with the reason) and then changes nothing."""
        before = self.state
        player = decision(before).player
        after, events = apply(before, action)
        turned = any(e.kind in ("refill", "game_over") for e in events)
        if self.is_computer(player) or turned or after.current != before.current:
            self.undo_stack.clear()  # never past the turn's end, a reveal or a computer's step
        else:
            self.undo_stack.append((before, len(self.log)))
        self.state = after
        self.log.extend(log_of(events))
        self.autosave()
        return events

    def computer_step(self) -> list[Event]:
        here = position(self.state)
        return self.play(self.bots[here.decision.player].choose(here))

    def undo(self) -> bool:
        if not self.undo_stack:
            return False
        self.state, length = self.undo_stack.pop()
        del self.log[length:]
        self.autosave()
        return True

    def autosave(self) -> None:
        try:
            save(self.state, autosave_path(), self.table)
            self.save_error = ""
        except OSError as exc:
            self.save_error = f"The game could not be saved: {exc.strerror or exc}"

    def save_named(self) -> Path:
        """Save to a new file among the saves; returns its path."""
        path = saves_dir() / f"{SAVE_PREFIX}{time.strftime('%Y%m%d-%H%M%S')}.json"
        save(self.state, path, self.table)
        return path


def open_session(path: Path) -> SansSession:
    """A saved game as a session; raises RecordError (or DataError) with a readable reason."""
    record = read_json(path)
    state, story = replay_events(record)
    table = record.get("ui") if isinstance(record.get("ui"), dict) else {}
    seats = table.get("seats")
    if not (isinstance(seats, list) and len(seats) == len(state.gardens)):
        table["seats"] = [PERSON] * len(state.gardens)
    return SansSession(state, table, [line for events in story for line in log_of(events)])


def saved_games() -> list[Path]:
    """Sanssouci's saves, newest first."""
    with contextlib.suppress(OSError):
        return sorted(saves_dir().glob(f"{SAVE_PREFIX}*.json"), reverse=True)
    return []
