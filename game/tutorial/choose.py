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
        self.buttons: dict[UIButton, tuple[str, str]] = {}  # button -> (lesson, what it does)
        for k, (name, lesson) in enumerate(lessons().items()):
            y = 190 + k * ROW_H
            step = left_at(name)
            first = "Start" if step is None else f"Resume (step {step + 1} of {len(lesson.steps)})"
            self._button((LEFT + WIDE - 300, y, 300, 44), first, name, "go", primary=k == 0)
            if step is not None:
                self._button((LEFT + WIDE - 300, y + 52, 300, 40), "Start over", name, "new")
        self.back = UIButton(pygame.Rect(LEFT, 690, 200, 44), "Back  [Esc]", self.ui)

    def _button(self, rect: tuple, words: str, lesson: str, does: str, primary=False) -> None:
        button = UIButton(
            pygame.Rect(rect), words, self.ui, object_id="#primary" if primary else None
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
        surface.blit(backdrop(self.app.size), (0, 0))
        draw_heading(surface, "Learn to play", (self.app.size[0] // 2, 70), px=44)
        intro = "A guided game on the usual table: the screen shows each move and says why."
        text = assets.text(intro, 22, palette.INK_SOFT)
        surface.blit(text, text.get_rect(center=(self.app.size[0] // 2, 128)))
        for k, lesson in enumerate(lessons().values()):
            y = 190 + k * ROW_H
            box = pygame.Rect(LEFT - 20, y - 16, WIDE + 40, ROW_H - 20)
            pygame.draw.rect(surface, palette.PAPER_LIGHT, box, border_radius=10)
            pygame.draw.rect(surface, palette.GOLD_DARK, box, 2, border_radius=10)
            surface.blit(assets.text(lesson.title, 28, palette.INK, True), (LEFT, y))
            for n, line in enumerate(hover.wrap(lesson.summary, 20, WIDE - 340)):
                surface.blit(assets.text(line, 20, palette.INK_SOFT), (LEFT, y + 44 + 26 * n))
        self.ui.draw_ui(surface)
