"""The final garden of a finished game, to look at from an end screen (a character pointed at
shows its line of sight and what it scores); Back returns there."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from engine.tang_garden.api import end_cause
from game import assets, palette
from game.board_marks import hovered_sight
from game.board_view import BoardView
from game.hover import wrap
from game.layout import PANEL, BoardLayout
from game.scenes.base import Scene
from game.scenes.common import draw_heading, player_colours

if TYPE_CHECKING:
    from game.app import App
    from game.session import Session


BACK_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
LOOK = "Point at a character: what it sees and scores"


class GardenScene(Scene):
    """The board as the game ended; Back (or Esc, Enter) returns to ``back``."""

    def __init__(self, app: App, session: Session, back: Scene) -> None:
        super().__init__(app)
        self.back_scene = back
        self.state = session.state
        n = len(self.state.players)
        shapes = session.table.get("shapes") or []
        self.board = BoardView(
            BoardLayout.load(),
            player_colours(session.table, n),
            [shapes[i] if i < len(shapes) else "circle" for i in range(n)],
        )
        self.back_button = UIButton(
            pygame.Rect(PANEL.x + 40, PANEL.bottom - 80, PANEL.w - 80, 50),
            "Back to the scores",
            self.ui,
            tool_tip_text="Return to the end screen (Esc)",
            object_id="#primary",
        )
        self.looking: tuple[str, object] | None = None  # the piece under the pointer

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:  # a character pointed at shows what it sees
            hit = self.board.hit(event.pos)
            self.looking = (hit[1], hit[2]) if hit else None
        pressed = (
            event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back_button
        )
        if pressed or (event.type == pygame.KEYDOWN and event.key in BACK_KEYS):
            self.app.switch(self.back_scene)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(palette.PAPER_DARK)
        surface.blit(self.board.surface(self.state), self.board.layout.bounds)
        draw_heading(surface, "The final garden", (PANEL.centerx, PANEL.y + 60), 38)
        for k, line in enumerate(wrap(end_cause(self.state), 20, PANEL.w - 60)):
            text = assets.text(line, 20, palette.INK_SOFT)
            surface.blit(text, text.get_rect(midtop=(PANEL.centerx, PANEL.y + 120 + 24 * k)))
        hint = assets.text(LOOK, 20, palette.INK_SOFT)
        surface.blit(hint, hint.get_rect(midbottom=(PANEL.centerx, self.back_button.rect.top - 16)))
        hovered_sight(surface, self.board.layout, self.state, self.looking)
        super().draw(surface)
