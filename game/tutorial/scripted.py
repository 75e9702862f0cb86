"""The computer seats of a lesson: the lesson's scripted moves first, at the usual pace, then
their level's choices (game.computer_turns)."""

from __future__ import annotations

from collections.abc import Callable

from engine.tang_garden.api import Action, Position
from game.computer_turns import FASTER, ComputerTurns
from game.tutorial.session import LessonSession


class ScriptedTurns(ComputerTurns):
    """Computer turns that play ``session``'s scripted moves while it has one for now."""

    def __init__(self, session: LessonSession, speed: Callable[[], float]) -> None:
        super().__init__(session.seats, session.state.seed, speed)
        self.session = session

    def update(self, here: Position, dt: float, busy: bool) -> Action | None:
        move = self.session.scripted_move() if self.decides(here) is not None else None
        if move is None:
            return super().update(here, dt, busy)
        if not self.paused:
            self.wait -= dt * (FASTER if self.fast else 1.0)
        if self.paused or busy or self.wait > 0:
            return None
        return move
