"""The end screen of a game that ends in a team's or a solo player's victory or defeat (the
core's Result: its outcome, its rows and its title), with what ended it and the lines its
module's adapter adds ("What: value"); View garden shows the final board."""

from __future__ import annotations

import pygame
from pygame_gui import UI_BUTTON_PRESSED
from pygame_gui.elements import UIButton

from game import assets, palette
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_card, draw_heading
from game.session import Session


class ResultEndScene(Scene):
    """Shows a team's or a solo player's result; Menu or View garden."""

    def __init__(self, app, session: Session, extras: list[str] = ()) -> None:
        super().__init__(app)
        self.session = session
        self.extras = list(extras)
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
        """Who won or lost, and the title reached."""
        players = self.session.state.players
        who = "The team" if len(players) > 1 else players[0].name
        won = self.result.outcome == "victory"
        title = f": {self.result.title}" if self.result.title else ""
        return f"{who} {'won' if won else 'lost'}{title}!"

    def lines(self) -> list[tuple[str, str]]:
        """The Result's rows (one value when every player has the same), then the adapter's
        lines."""
        state = self.session.state
        out = []
        for name, values in self.result.rows():
            shown = str(values[0]) if len(set(values)) == 1 else " / ".join(map(str, values))
            out.append((name[:1].upper() + name[1:], shown))
        if len(state.players) == 1 and len(out) > 1:
            out.append(("Total", str(self.result.totals[0])))
        out += [tuple(line.split(": ", 1)) for line in self.extras]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.app.size), (0, 0))
        w = self.app.size[0]
        draw_heading(surface, self.headline(), (w // 2, 70), 52)
        cause = f"The game ended: {self.session.state.end_reason}."
        text = assets.fitted_text(cause, 24, w - 80, palette.INK_SOFT)
        surface.blit(text, text.get_rect(center=(w // 2, 126)))
        lines = self.lines()
        card = pygame.Rect(w // 2 - 330, 160, 660, 90 + 44 * len(lines))
        draw_card(surface, card)
        y = card.y + 26
        for what, value in lines:
            words = assets.fitted_text(what, 26, card.w - 200, palette.INK)
            amount = assets.text(value, 28, palette.SEAL_RED, True)
            surface.blit(words, (card.x + 40, y))
            surface.blit(amount, amount.get_rect(topright=(card.right - 40, y)))
            y += 44
        names = ", ".join(p.name for p in self.session.state.players)
        team = assets.fitted_text(f"Played by {names}", 20, card.w - 80, palette.INK_SOFT)
        surface.blit(team, (card.x + 40, card.bottom - 40))
        super().draw(surface)
