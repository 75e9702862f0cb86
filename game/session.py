"""A game being played at the table: the engine state, undo, autosave and the log.

It holds no rules: every change goes through ``engine.tang_garden.game.apply``.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from pathlib import Path

from engine.tang_garden.api import (
    Action,
    EndTurn,
    Event,
    GameState,
    IllegalAction,
    Position,
    play,
    position,
    reveals,
    save,
)
from game.log_lines import Move, log_lines, past_moves
from game.seats import is_computer, seats_of


@dataclass
class Session:
    """The current game plus the states this turn's player may still undo back to."""

    state: GameState
    autosave: Path | None = None
    log: list[str] = field(default_factory=list)  # rebuilt from the game's record when empty
    undo_stack: list[tuple[GameState, int, int]] = field(default_factory=list)  # (state, log
    # length, moves length)
    last_events: list[Event] = field(default_factory=list)
    save_error: str = ""
    table: dict = field(default_factory=dict)  # front-end settings saved with the game
    past: list[Move] | None = field(default=None, repr=False)  # rebuilt from the record: None

    def __post_init__(self) -> None:
        self.table.setdefault("game", uuid.uuid4().hex)  # its save file is found by this
        if not self.log:
            self.log = [line for move in self.moves for line in log_lines(move.events)]

    @property
    def moves(self) -> list[Move]:
        """Every step of the game and its events (rebuilt from the record when first asked)."""
        if self.past is None:
            self.past = past_moves(self.state)
        return self.past

    def play(self, action: Action) -> list[Event]:
        """Apply an action; raises IllegalAction (with the reason) and then changes nothing."""
        here = self.here
        before = here.state
        computer = self.is_computer(here.decision.player)
        played, events = play(here, action)
        after = played.state
        self._autosave(after)  # first: an interrupted save leaves the session as it was
        handed = after.current != before.current  # the next choice is another player's
        turned = isinstance(action, EndTurn) or reveals(before, after) or after.over
        if computer or handed or turned:
            # BGA policy: never undo past a reveal, the turn's end or another player's choice;
            # and never a computer's step
            self.undo_stack.clear()
        else:
            self.undo_stack.append((before, len(self.log), len(self.moves)))
        self.moves.append(Move(before.current, tuple(events)))
        self.state = after
        self.log.extend(log_lines(events))
        self.last_events = events
        return events

    def try_play(self, action: Action) -> str:
        """Apply an action, or return the engine's reason for refusing it ("" when played)."""
        try:
            self.play(action)
        except IllegalAction as exc:
            return str(exc)
        return ""

    @property
    def seats(self) -> list[str]:
        """Each seat's kind: a person or a computer player's level (game.seats)."""
        return seats_of(self.table, len(self.state.players))

    def is_computer(self, player: int) -> bool:
        return is_computer(self.seats[player])

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    def undo(self) -> bool:
        if not self.undo_stack:
            return False
        self._autosave(self.undo_stack[-1][0])
        self.state, length, moves = self.undo_stack.pop()
        del self.log[length:]  # an undone step leaves no trace
        del self.moves[moves:]
        self.last_events = []
        return True

    def _autosave(self, state: GameState) -> None:
        """Save ``state``; a failure is reported in ``save_error`` and the last save is kept."""
        if self.autosave is None:
            return
        try:
            save(state, self.autosave, self.table)
            self.save_error = ""
        except OSError as exc:
            self.save_error = f"Autosave failed: {exc.strerror or exc}"
        except (TypeError, ValueError) as exc:  # table settings JSON cannot hold
            self.save_error = f"Autosave failed: {exc}"

    @property
    def here(self) -> Position:
        """The state with its decision, built from the state as it is (a few times a frame:
        cheap beside drawing it; nothing to forget when a test changes the state by hand)."""
        return position(self.state)

    @property
    def decision(self):
        return self.here.decision
