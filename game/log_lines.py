"""The game log as players read it: one line per step, its rewards folded in.

The engine words each event (modules word their own); this module only joins what one step
brought to the player who made it: "Bo builds a water tile at C5: +1 water, 1 coin".
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.tang_garden.api import (
    Event,
    GameState,
    RecordError,
    replay_steps,
    setup_events,
    to_record,
    words,
)

EXPLAINED = frozenset({"match", "enclosure"})  # the track advance that follows says it


class LogLine(str):
    """A line of the log; a turn's first line knows whose turn begins (drawn as a heading), a
    step's line who made it (``by``)."""

    turn_of: int | None = None
    by: int | None = None

    @classmethod
    def turn(cls, text: str, player: int) -> LogLine:
        line = cls(text)
        line.turn_of = player
        return line

    @classmethod
    def step(cls, text: str, player: int) -> LogLine:
        line = cls(text)
        line.by = player
        return line


@dataclass
class _Step:
    """A headline event and what it brought its player."""

    player: int
    text: str
    advances: list[str] = field(default_factory=list)
    coins: int = 0
    more: list[str] = field(default_factory=list)

    def take(self, event: Event) -> bool:
        """Fold a reward of this step's player in; False when ``event`` is not one."""
        data = event.data
        if event.kind in EXPLAINED:
            return True
        if data.get("player") != self.player:
            return False
        if event.kind == "advance":
            self.advances.append(f"+{data['steps']} {data['name']}")
        elif event.kind == "coins":
            self.coins += data["coins"]
        elif event.kind == "token":
            self.more.append(f"a {data['size']} landscape token")
        elif event.kind == "track_full":
            self.more.append(f"the {data['name']} track is full")
        else:
            return False
        return True

    def line(self) -> LogLine:
        gains = [*self.advances, *([words.coins(self.coins)] if self.coins else []), *self.more]
        return LogLine.step(f"{self.text}: {', '.join(gains)}" if gains else self.text, self.player)


def log_lines(events: Iterable[Event]) -> list[str]:
    """The log lines for the events of one step (an action, or the setup)."""
    out: list[str] = []
    step: _Step | None = None
    for event in events:
        if step is not None and step.take(event):
            continue
        if step is not None:
            out.append(step.line())
            step = None
        player = event.data.get("player")
        if event.kind == "turn" and isinstance(player, int):
            out.append(LogLine.turn(event.text, player))
        elif isinstance(player, int) and event.kind != "coins":
            step = _Step(player, event.text)
        elif isinstance(player, int):
            out.append(LogLine.step(event.text, player))
        elif event.kind not in EXPLAINED:
            out.append(event.text)
    if step is not None:
        out.append(step.line())
    return out


@dataclass(frozen=True)
class Move:
    """One step of the game and what it brought about: who made it (None: the setup) and the
    engine's events (the log's words and where on the board they happened)."""

    player: int | None
    events: tuple[Event, ...]


def past_moves(state: GameState) -> list[Move]:
    """Every step of the game so far, rebuilt by replaying its record (for a loaded game)."""
    try:
        states, story = replay_steps(to_record(state))
    except RecordError:  # made from other data than the shipped: tell the setup only
        return [Move(None, tuple(setup_events(state)))]
    return moves_of(states, story)


def moves_of(states: list[GameState], story: list) -> list[Move]:
    """The steps of a replayed record (``replay_steps``' states and each step's events): the
    setup, then each move with the player who made it."""
    steps = [
        Move(before.current, tuple(events))
        for before, events in zip(states, story[1:], strict=False)
    ]
    return [Move(None, tuple(story[0])), *steps]


def game_log(state: GameState) -> list[str]:
    """The log of the whole game so far, rebuilt by replaying its record (for a loaded game)."""
    return [line for move in past_moves(state) for line in log_lines(move.events)]
