"""A lesson being played: the session of the play screen, which also follows the lesson's
steps. A strict step refuses any legal move but its expected one (the engine still decides
what is legal, and says why not); a free step takes any move; a lasting step ends when the game
reaches its moment. The step travels with the game's save (its table), so a lesson left is
resumed where it was."""

from __future__ import annotations

from pathlib import Path

from engine.tang_garden.api import Action, Event, GameState, new_game
from game import palette
from game.paths import user_dir
from game.session import Session
from game.tutorial.lessons import Lesson, Step, lessons


def progress_path(lesson: str) -> Path:
    """Where a lesson left unfinished is kept (its own file: never the autosave)."""
    return user_dir() / "tutorial" / f"{lesson}.json"


def matches(action: Action, expect: dict[str, str | int]) -> bool:
    """Whether ``action`` is the move a step expects (every field the step names is equal)."""
    fields = action.to_dict()
    return all(fields.get(key) == value for key, value in expect.items())


class LessonSession(Session):
    """The play screen's session for a lesson: ``step`` is the index of the current step
    (``len(steps)``: the lesson is done)."""

    lesson: Lesson
    step: int
    marks: list[int]  # the step before each move the undo stack may take back
    scripted: int  # how many of the computer's scripted moves were played
    made: int  # the person's moves made in the current step

    @classmethod
    def start(cls, lesson: Lesson) -> LessonSession:
        """The lesson's game from its first step."""
        names = [s.name for s in lesson.seats]
        state = new_game(names, lesson.seed, first=0, ruleset=lesson.ruleset)
        return cls.of(lesson, state, 0)

    @classmethod
    def of(cls, lesson: Lesson, state: GameState, step: int, scripted: int = 0) -> LessonSession:
        n = len(lesson.seats)
        table = {
            "colours": [list(c.rgb) for c in palette.PLAYER_COLOURS[:n]],
            "shapes": [c.shape for c in palette.PLAYER_COLOURS[:n]],
            "seats": [s.seat for s in lesson.seats],
            "tutorial": {"lesson": lesson.id, "step": step, "scripted": scripted},
        }
        session = cls(state, autosave=progress_path(lesson.id), table=table)
        session.lesson, session.step, session.marks = lesson, step, []
        session.scripted, session.made = scripted, 0
        return session

    @property
    def person(self) -> int:
        return next(k for k, s in enumerate(self.lesson.seats) if s.seat == "person")

    @property
    def current(self) -> Step | None:
        """The step being taught (None once the lesson is done)."""
        steps = self.lesson.steps
        return steps[self.step] if self.step < len(steps) else None

    @property
    def expected(self) -> Action | None:
        """The pending option the current step waits for, when the person decides now."""
        step = self.current
        here = self.here
        if step is None or step.expect is None or here.decision.player != self.person:
            return None
        return next((o for o in here.decision.options if matches(o, step.expect)), None)

    def scripted_move(self) -> Action | None:
        """The computer's next scripted move, when a computer decides now and it is among the
        options (None: its level chooses)."""
        here = self.here
        script = self.lesson.computer
        if self.scripted >= len(script) or here.decision.player == self.person:
            return None
        want = script[self.scripted]
        return next((o for o in here.decision.options if matches(o, want)), None)

    def try_play(self, action: Action) -> str:
        """A strict step refuses any other legal move of the person's, in the lesson's words
        (a move the rules refuse gets the rules' reason; a step whose move is not among the
        options, the game having left the script, takes any move)."""
        step, expected = self.current, self.expected
        other = expected is not None and action != expected
        if other and step is not None and action in self.decision.option_set:
            return f"Not this time: {step.title.lower()} as the lit piece and place show."
        return super().try_play(action)

    def play(self, action: Action) -> list[Event]:
        mine = self.decision.player == self.person
        step, kept = self.step, len(self.undo_stack)
        scripted = not mine and action == self.scripted_move()
        events = super().play(action)
        if not mine:  # a move off the script leaves it: the computer's level plays on
            self.scripted = self.scripted + 1 if scripted else len(self.lesson.computer)
        if mine and self.current is not None and self.current.until is None:
            self.step += 1  # its move was made (a strict one was checked in try_play)
        while self.current is not None and self._reached(self.current):
            self.step += 1
        self.made = 0 if self.step != step else self.made + mine
        if len(self.undo_stack) > kept:
            self.marks.append(step)
        elif not self.undo_stack:
            self.marks.clear()
        if self.step != step:
            self._autosave(self.state)
        return events

    def _reached(self, step: Step) -> bool:
        """Whether a lasting step's moment has come."""
        if step.until == "over":
            return self.state.over
        return step.until == "end_triggered" and (self.state.end_triggered or self.state.over)

    def undo(self) -> bool:
        if not super().undo():
            return False
        self.step = self.marks.pop() if self.marks else self.step
        self._autosave(self.state)
        return True

    def _autosave(self, state: GameState) -> None:
        """Keep the lesson with its step; a finished lesson leaves no file (the next one starts
        afresh)."""
        self.table["tutorial"].update(step=self.step, scripted=self.scripted)
        path = self.autosave
        if state.over and path is not None:
            path.unlink(missing_ok=True)
            return
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        super()._autosave(state)


def resume(lesson_id: str) -> LessonSession | None:
    """The lesson left unfinished, at its step (None: none, or its file cannot be replayed)."""
    from engine.tang_garden.api import read, replay

    path = progress_path(lesson_id)
    if not path.exists():
        return None
    try:
        record = read(path)
        state = replay(record)
        kept = record["ui"]["tutorial"]
        step, scripted = int(kept["step"]), int(kept["scripted"])
    except Exception:  # a damaged or outdated lesson file: the lesson starts afresh
        return None
    lesson = lessons()[lesson_id]
    if state.over or not 0 <= step <= len(lesson.steps):
        return None
    return LessonSession.of(lesson, state, step, scripted)
