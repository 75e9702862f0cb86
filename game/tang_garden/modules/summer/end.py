"""The end of a Summer game: whether the team won, what ended the game, the Requests done and the
Approval left (the game's Result rows); View garden shows the final board."""

from __future__ import annotations

import pygame
from pygame_gui import UI_BUTTON_PRESSED
from pygame_gui.elements import UIButton

from game import assets, palette
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_card, draw_heading
from game.session import Session


class TeamEndScene(Scene):
    """Shows the team's result; Menu or View garden."""

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.result = session.state.result
        w, h = app.size
        self.menu = UIButton(
            pygame.Rect(w // 2 - 220, h - 96, 210, 48),
            "Menu",
            self.ui,
            tool_tip_text="Back to the main menu (Esc or Enter)",
            object_id="#primary",
        )
        self.garden = UIButton(
            pygame.Rect(w // 2 + 10, h - 96, 210, 48),
            "View garden",
            self.ui,
            tool_tip_text="See the final garden, then come back (G)",
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == UI_BUTTON_PRESSED:
            if event.ui_element is self.garden:
                self.view_garden()
            elif event.ui_element is self.menu:
                self.app.switch("menu")
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            self.app.switch("menu")
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_g:
            self.view_garden()

    def view_garden(self) -> None:
        self.app.switch("garden", session=self.session, back=self)

    def headline(self) -> str:
        team = "The team" if len(self.session.state.players) > 1 else "You"
        won = self.result.outcome == "victory"
        return f"{team} {'won' if won else 'lost'}!"

    def lines(self) -> list[tuple[str, str]]:
        """What ended the game, then the Result's rows (the same for every player)."""
        rows = [(name, str(values[0])) for name, values in self.result.rows()]
        return [*rows, ("Difficulty", self.result.difficulty.capitalize())]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.app.size), (0, 0))
        w = self.app.size[0]
        draw_heading(surface, self.headline(), (w // 2, 70), 56)
        cause = f"The game ended: {self.result.cause}."
        text = assets.fitted_text(cause, 24, w - 80, palette.INK_SOFT)
        surface.blit(text, text.get_rect(center=(w // 2, 126)))
        card = pygame.Rect(w // 2 - 330, 160, 660, 260)
        draw_card(surface, card)
        y = card.y + 30
        for what, value in self.lines():
            words = assets.text(what, 28, palette.INK)
            amount = assets.text(value, 30, palette.SEAL_RED, True)
            surface.blit(words, (card.x + 40, y))
            surface.blit(amount, amount.get_rect(topright=(card.right - 40, y)))
            y += 56
        names = ", ".join(p.name for p in self.session.state.players)
        team = assets.fitted_text(f"Played by {names}", 20, card.w - 80, palette.INK_SOFT)
        surface.blit(team, (card.x + 40, card.bottom - 40))
        super().draw(surface)
