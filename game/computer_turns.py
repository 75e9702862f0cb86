"""The computer seats' turns on screen: each decision thought out off the frame loop, then
played at a readable pace that the animation setting, Pause and Faster govern."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from engine.tang_garden.api import Action, Position, make_bot
from game.seats import is_computer
from game.worker import Job

PACE = 0.9  # seconds a computer's move stays in view before its next one, at normal speed
PACE_OFF = 0.2  # with animations off: still time to see which piece moved
FASTER = 4.0  # how many times quicker the Faster control plays


class Player(Protocol):
    def choose(self, here: Position) -> Action: ...


class ComputerTurns:
    """The computer players of one game and the state of their play (paused, faster).

    ``update`` is called every frame; it returns a computer's chosen action once the player
    has thought it out and the previous move has been in view long enough.
    """

    def __init__(self, seats: list[str], seed: int, speed: Callable[[], float]) -> None:
        self.seats = seats
        self.seed = seed
        self.speed = speed  # the animation setting's speed (0: animations off)
        self.bots: dict[int, Player] = {}
        self.job: Job | None = None
        self.paused = False
        self.fast = False
        self.wait = 0.0  # seconds before the next move may be played
        self.progress = 0.0  # how much of the thinking on the current move is done (Hard's)
        self.thinker = 0  # the seat thinking in ``job``

    def decides(self, here: Position) -> int | None:
        """The computer seat that decides now (None: a person, or the game is over)."""
        if here.state.over:
            return None
        player = here.decision.player
        return player if is_computer(self.seats[player]) else None

    def rest(self) -> None:
        """Leave the move just made in view for a moment."""
        speed = self.speed()
        self.wait = PACE / speed if speed > 0 else PACE_OFF

    def toggle_pause(self) -> None:
        self.paused = not self.paused

    def toggle_fast(self) -> None:
        self.fast = not self.fast

    def pace_words(self) -> str:
        """The Faster control's words: what it does, and the pace the computers play at now."""
        return f"Normal speed (now {FASTER:g}×)" if self.fast else "Faster (now 1×)"

    def update(self, here: Position, dt: float, busy: bool) -> Action | None:
        """The computer's next move when it is due (``busy``: something is still moving)."""
        seat = self.decides(here)
        if seat is None:
            self.job = None
            return None
        if self.job is None or self.job.key is not here.state:
            bot = self._bot(seat)
            self.progress, self.thinker = 0.0, seat
            self.job = Job(lambda: bot.choose(here), key=here.state)
        if not self.paused:
            self.wait -= dt * (FASTER if self.fast else 1.0)
        if self.paused or busy or self.wait > 0 or not self.job.done:
            return None
        job, self.job = self.job, None
        return job.result()

    def doing(self) -> str:
        """What the computer deciding now is doing, for the top bar: paused, thinking (with
        how far Hard has got) or playing its move."""
        if self.paused:
            return "is paused: Space resumes"
        job = self.job
        if job is None or job.done:
            return "is playing"
        if self.seats[self.thinker] == "hard":
            return f"is thinking… {round(100 * self.progress)}%"
        return "is thinking…"

    def _told(self, done: float) -> None:
        """A computer's progress (from its worker thread: a float, set whole)."""
        self.progress = done

    def _bot(self, seat: int) -> Player:
        if seat not in self.bots:
            level = self.seats[seat]
            self.bots[seat] = make_bot(level, self.seed * 8 + seat, progress=self._told)
        return self.bots[seat]
