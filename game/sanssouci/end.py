"""Sanssouci's end screen: every category of points by player, the totals, the winners and the
tie-break when it was needed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from engine.sanssouci.api import player_view, to_record
from game import palette
from game.sanssouci.session import SansSession
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_card, draw_heading, gui_font
from game.screen_fit import DESIGN, HEADROOM

if TYPE_CHECKING:
    from game.app import App


class SansEndScene(Scene):
    """The final scoring, itemised."""

    def __init__(self, app: App, session: SansSession) -> None:
        super().__init__(app)
        self.session = session
        self.build()

    def build(self) -> None:
        fit = self.fit.centred(headroom=HEADROOM)
        self.menu_button = UIButton(fit.rect(340, 700, 180, 46), "Menu", self.ui)
        tip = "Step through the game move by move (R)"
        self.replay_button = UIButton(
            fit.rect(550, 700, 180, 46), "Replay", self.ui, tool_tip_text=tip
        )
        self.new_button = UIButton(
            fit.rect(760, 700, 180, 46), "New game", self.ui, object_id="#primary"
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.menu_button:
                self.app.switch("sans_menu")
            elif event.ui_element is self.new_button:
                self.app.switch("sans_new_game")
            elif event.ui_element is self.replay_button:
                self.replay()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.switch("sans_menu")
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.replay()

    def replay(self) -> None:
        """The replay viewer on this game, back here when it closes."""
        record, table = to_record(self.session.state), self.session.table
        self.app.switch("sans_replay", record=record, table=table, back=self)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        fit = self.fit.centred(headroom=HEADROOM)
        view = player_view(self.session.state, None)  # everything is public at the end
        result = view["result"]
        names = [garden["name"] for garden in view["gardens"]]
        colours = [tuple(c) for c in self.session.table["colours"]]
        draw_heading(surface, "The garden party is over", fit.point(DESIGN[0] // 2, 60), fit.px(44))
        box = pygame.Rect(140, 110, 1000, 560)  # design units
        draw_card(surface, fit.box(box))
        font, bold = gui_font(fit.text(20)), gui_font(fit.text(20), bold=True)

        def write(words: str, x: int, y: int, face=font, ink=palette.INK) -> None:
            surface.blit(face.render(words, True, ink), fit.point(x, y))

        col_w = 170
        x0 = box.left + 300
        for p, name in enumerate(names):
            x = x0 + p * col_w
            pygame.draw.circle(surface, colours[p], fit.point(x + 10, box.top + 44), fit.px(9))
            write(name, x + 26, box.top + 32, bold)
        y = box.top + 90
        for category, values in result["rows"]:
            write(category.capitalize(), box.left + 30, y)
            for p, value in enumerate(values):
                write(str(value), x0 + p * col_w + 26, y)
            y += 40
        line = (fit.point(box.left + 30, y), fit.point(box.right - 30, y))
        pygame.draw.line(surface, palette.GOLD_DARK, *line, 2)
        y += 12
        write("Total", box.left + 30, y, bold)
        for p, total in enumerate(result["totals"]):
            write(str(total), x0 + p * col_w + 26, y, bold)
        y += 40
        write("Gardener tiles (tie-break)", box.left + 30, y, ink=palette.INK_SOFT)
        for p, count in enumerate(result["gardeners"]):
            write(str(count), x0 + p * col_w + 26, y, ink=palette.INK_SOFT)
        y += 60
        won = " and ".join(names[w] for w in result["winners"])
        verb = "win" if len(result["winners"]) > 1 else "wins"
        heading = gui_font(fit.px(30), bold=True).render(f"{won} {verb}!", True, palette.SEAL_RED)
        surface.blit(heading, heading.get_rect(midtop=fit.point(box.centerx, y)))
        if result["tie_break"]:
            text = font.render(result["tie_break"], True, palette.INK_SOFT)
            surface.blit(text, text.get_rect(midtop=fit.point(box.centerx, y + 44)))
        self.ui.draw_ui(surface)
