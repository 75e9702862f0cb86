"""Learn to play's own screen: each lesson with its summary, Start (or Resume at the step it
was left, and Start over); Back or Esc returns to the menu."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from game import assets, hover, palette
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_heading
from game.screen_fit import DESIGN
from game.tutorial.lessons import lessons
from game.tutorial.session import LessonSession, progress_path, resume

if TYPE_CHECKING:
    from game.app import App

ROW_H, LEFT, WIDE = 150, 140, 1000


def left_at(lesson: str) -> int | None:
    """The step a lesson was left at (None: not begun, or its file cannot be read)."""
    try:
        record = json.loads(progress_path(lesson).read_text(encoding="utf-8"))
        return int(record["ui"]["tutorial"]["step"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


class LessonsScene(Scene):
    """The lessons, one row each."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.build()

    def build(self) -> None:
        """A row per lesson (its Start or Resume and Start over at the right), Back below."""
        self.buttons: dict[UIButton, tuple[str, str]] = {}  # button -> (lesson, what it does)
        for k, (name, lesson) in enumerate(lessons().items()):
            y = 190 + k * ROW_H
            step = left_at(name)
            first = "Start" if step is None else f"Resume (step {step + 1} of {len(lesson.steps)})"
            self._button((LEFT + WIDE - 300, y, 300, 44), first, name, "go", primary=k == 0)
            if step is not None:
                self._button((LEFT + WIDE - 300, y + 52, 300, 40), "Start over", name, "new")
        low = min(690, self.fit.room[1] - 60)  # above the foot of a short window
        self.back = UIButton(self.fit.centred().rect(LEFT, low, 200, 44), "Back  [Esc]", self.ui)

    def _button(self, rect: tuple, words: str, lesson: str, does: str, primary=False) -> None:
        button = UIButton(
            self.fit.centred().rect(*rect),
            words,
            self.ui,
            object_id="#primary" if primary else None,
        )
        self.buttons[button] = (lesson, does)

    def open(self, lesson: str, afresh: bool = False) -> None:
        """The lesson at the table: where it was left, or from its start."""
        found = None if afresh else resume(lesson)
        session = found or LessonSession.start(lessons()[lesson])
        self.app.switch("lesson", session=session)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.switch("menu")
            elif event.ui_element in self.buttons:
                lesson, does = self.buttons[event.ui_element]
                self.open(lesson, afresh=does == "new")
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.switch("menu")
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open(next(iter(lessons())))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        fit = self.fit.centred()
        middle = DESIGN[0] // 2
        draw_heading(surface, "Learn to play", fit.point(middle, 70), fit.px(44))
        intro = "A guided game on the usual table: the screen shows each move and says why."
        text = assets.text(intro, fit.text(22), palette.INK_SOFT)
        surface.blit(text, text.get_rect(center=fit.point(middle, 128)))
        size = fit.text(20)
        for k, lesson in enumerate(lessons().values()):
            y = 190 + k * ROW_H
            box = fit.rect(LEFT - 20, y - 16, WIDE + 40, ROW_H - 20)
            pygame.draw.rect(surface, palette.PAPER_LIGHT, box, border_radius=fit.px(10))
            pygame.draw.rect(surface, palette.GOLD_DARK, box, 2, border_radius=fit.px(10))
            title = assets.text(lesson.title, fit.text(28), palette.INK, True)
            surface.blit(title, fit.point(LEFT, y))
            for n, line in enumerate(hover.wrap(lesson.summary, size, fit.px(WIDE - 340))):
                where = fit.point(LEFT, y + 44)
                line_text = assets.text(line, size, palette.INK_SOFT)
                surface.blit(line_text, (where[0], where[1] + round(size * 1.3) * n))
        self.ui.draw_ui(surface)
