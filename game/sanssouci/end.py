"""Sanssouci's end screen: every category of points by player, the totals, the winners and the
tie-break when it was needed."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from engine.sanssouci.api import player_view
from game import palette
from game.sanssouci.session import SansSession
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_card, draw_heading, gui_font

if TYPE_CHECKING:
    from game.app import App


class SansEndScene(Scene):
    """The final scoring, itemised."""

    def __init__(self, app: App, session: SansSession) -> None:
        super().__init__(app)
        self.session = session
        self.menu_button = UIButton(pygame.Rect(440, 700, 180, 46), "Menu", self.ui)
        self.new_button = UIButton(
            pygame.Rect(660, 700, 180, 46), "New game", self.ui, object_id="#primary"
        )

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.menu_button:
                self.app.switch("sans_menu")
            elif event.ui_element is self.new_button:
                self.app.switch("sans_new_game")
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.switch("sans_menu")

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.app.size), (0, 0))
        view = player_view(self.session.state, None)  # everything is public at the end
        result = view["result"]
        names = [garden["name"] for garden in view["gardens"]]
        colours = [tuple(c) for c in self.session.table["colours"]]
        draw_heading(surface, "The garden party is over", (self.app.size[0] // 2, 60))
        box = pygame.Rect(140, 110, 1000, 560)
        draw_card(surface, box)
        font, bold = gui_font(20), gui_font(20, bold=True)
        col_w = 170
        x0 = box.left + 300
        for p, name in enumerate(names):
            x = x0 + p * col_w
            pygame.draw.circle(surface, colours[p], (x + 10, box.top + 44), 9)
            surface.blit(bold.render(name, True, palette.INK), (x + 26, box.top + 32))
        y = box.top + 90
        for category, values in result["rows"]:
            surface.blit(font.render(category.capitalize(), True, palette.INK), (box.left + 30, y))
            for p, value in enumerate(values):
                surface.blit(font.render(str(value), True, palette.INK), (x0 + p * col_w + 26, y))
            y += 40
        pygame.draw.line(surface, palette.GOLD_DARK, (box.left + 30, y), (box.right - 30, y), 2)
        y += 12
        surface.blit(bold.render("Total", True, palette.INK), (box.left + 30, y))
        for p, total in enumerate(result["totals"]):
            surface.blit(bold.render(str(total), True, palette.INK), (x0 + p * col_w + 26, y))
        y += 40
        surface.blit(
            font.render("Gardener tiles (tie-break)", True, palette.INK_SOFT), (box.left + 30, y)
        )
        for p, count in enumerate(result["gardeners"]):
            text = font.render(str(count), True, palette.INK_SOFT)
            surface.blit(text, (x0 + p * col_w + 26, y))
        y += 60
        won = " and ".join(names[w] for w in result["winners"])
        verb = "win" if len(result["winners"]) > 1 else "wins"
        line = gui_font(30, bold=True).render(f"{won} {verb}!", True, palette.SEAL_RED)
        surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
        if result["tie_break"]:
            text = font.render(result["tie_break"], True, palette.INK_SOFT)
            surface.blit(text, text.get_rect(midtop=(box.centerx, y + 44)))
        self.ui.draw_ui(surface)
