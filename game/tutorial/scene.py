"""The lesson's play screen: the normal play screen with the coach over it, the computer's
scripted moves, the expected move lit as a hint's ghost, F1 opening the rules at "Learn to
play", and Save & menu keeping the lesson at its step."""

from __future__ import annotations

import pygame

from game.hint_ghost import draw_ghost
from game.recent_moves import News
from game.scenes.play import PlayScene
from game.tutorial.coach import Coach
from game.tutorial.lessons import TITLE
from game.tutorial.scripted import ScriptedTurns
from game.tutorial.session import LessonSession


class LessonScene(PlayScene):
    """A lesson at the table (``session`` follows its steps)."""

    session: LessonSession

    def __init__(self, app, session: LessonSession) -> None:
        self.coach = Coach(self)  # the layout, made while the play screen is built, keeps it room
        super().__init__(app, session)
        self.computers = ScriptedTurns(session, lambda: app.settings.speed)
        self.overlays.stack.insert(0, self.coach)  # under every other overlay

    def _below_buttons(self, top: int) -> None:
        """The log leaves the coach's card a place of its own under it, when a few of its
        lines still show above the card."""
        super()._below_buttons(top)
        self.coach.room = None
        if self.session.current is None:
            return
        log = self.log_rect
        _, need = self.coach.measure(log.w)
        if log.h - need - 8 >= self._log_min():
            self.log_rect = pygame.Rect(log.x, log.y, log.w, log.h - need - 8)
            self.coach.room = pygame.Rect(log.x, log.bottom - need, log.w, need)

    def _tell_news(self, items: list[News]) -> None:
        """No card of the computer's moves while the coach's card shows a step: both would sit
        over the log, the news hiding the step's words (the coach tells what matters of his
        move, his pieces are marked on the board and the log has it all)."""
        if self.session.current is None:
            super()._tell_news(items)

    def _open_secret_pick(self) -> None:
        """A secret choice opens as it would without the coach (it waits for an empty stack)."""
        self.overlays.stack.remove(self.coach)
        try:
            super()._open_secret_pick()
        finally:
            self.overlays.stack.insert(0, self.coach)

    def target(self) -> pygame.Rect | None:
        """What the current step points at: its named place, else the expected move's piece
        (or its button)."""
        step = self.session.current
        if step is None:
            return None
        point = step.point
        if point is not None and point.space is not None:
            x, y = ord(point.space[0]) - ord("A"), int(point.space[1:]) - 1
            return self.layout.cell_rect(x, y)
        if point is not None and point.panel is not None:
            return self.lay.blocks.get(point.panel)
        if point is not None and point.button is not None:
            return self.top_buttons[point.button].rect
        expected = self.session.expected
        return None if expected is None else self._hint_ghost(expected).origin

    def destination(self) -> pygame.Rect | None:
        """Where the expected move's piece goes (None: a button or a click makes it)."""
        expected = self.session.expected
        point = None if expected is None else self._hint_ghost(expected).point
        if point is None:
            return None
        place = pygame.Rect(0, 0, self.layout.cell, self.layout.cell)
        place.center = point
        return place

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The hint's ghost, and the expected move's the same way."""
        super()._draw_hint(surface)
        expected = self.session.expected
        if expected is not None:
            ghost = self._hint_ghost(expected)
            draw_ghost(surface, expected, ghost, self.layout, self._drag_image, self._sight)

    def _ask_hint(self) -> None:
        """In a step that waits for its move, the hint is that move (lit on the board): a
        computer's idea of another would only be refused."""
        if self.session.expected is not None:
            self.say("The lit piece and place show this step's move.", error=False)
            return
        super()._ask_hint()

    def rules(self) -> None:
        """The rules, open at the lesson's own page."""
        super().rules()
        rules = self.app.scene
        titles = getattr(rules, "titles", ())
        if TITLE in titles:
            rules.tab = ""  # shown anew: its list of pages marks the lesson's page too
            rules.show("rules", titles.index(TITLE))

    def save_and_leave(self) -> None:
        """The lesson is kept at every move: back to the menu, where Learn to play resumes it."""
        self.app.switch("menu")
        self.app.notice = ("The lesson waits: Learn to play resumes it", 3.0)
