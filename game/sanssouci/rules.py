"""Sanssouci's rules (F1): our own summary and every decision where the rulebook is silent,
then the rules of the modules being played."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox

from engine.sanssouci.api import DataError, load_rules
from game import markup
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_heading, preload_fonts

if TYPE_CHECKING:
    from game.app import App


def rules_html() -> str:
    """The rules as the text box shows them."""
    try:
        rules = load_rules()
    except DataError as exc:
        return "<b>The rules could not be read</b>: " + "<br>".join(exc.problems)
    parts = [f"## {s.title}\n\n{s.text}" for s in rules.sections]
    return markup.to_html("\n\n".join(parts))


class SansRulesScene(Scene):
    """The rules over the screen they were opened from; Esc, F1 or Back returns there."""

    def __init__(self, app: App, back: Scene) -> None:
        super().__init__(app)
        self.back = back
        self.build()

    def build(self) -> None:
        """The rules' text filling the window, Back under it."""
        fit = self.fit
        w, h = fit.room
        preload_fonts(self.ui, (fit.text(17), 20, 24))  # the text, the headings (markup)
        self.text = UITextBox(rules_html(), fit.rect(120, 100, w - 240, h - 190), self.ui)
        self.back_button = UIButton(fit.rect(w // 2 - 80, h - 74, 160, 44), "Back", self.ui)

    def handle(self, event: pygame.event.Event) -> None:
        pressed = (
            event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back_button
        )
        keyed = event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1)
        if pressed or keyed:
            self.app.switch(self.back)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        fit = self.fit
        draw_heading(surface, "Sanssouci: the rules", fit.point(fit.room[0] // 2, 56), fit.px(44))
        self.ui.draw_ui(surface)
