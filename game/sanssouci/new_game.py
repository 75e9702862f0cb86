"""Setting up a Sanssouci game: 2-4 seats (a person or a computer player), names, colours,
each garden's side, the first player, the advanced game and open hands."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextEntryLine

from engine.sanssouci.api import SetupError, catalog, new_game
from game import palette
from game.sanssouci.paint import PLAYER_COLOURS
from game.sanssouci.session import SansSession
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_card, draw_heading, gui_font
from game.screen_fit import DESIGN
from game.seats import KINDS, PERSON, kind_label

if TYPE_CHECKING:
    from game.app import App

NAMES = ("Wilhelmine", "Voltaire", "Bach", "Knobelsdorff")  # Sanssouci's guests, one per seat
ROW_Y, ROW_H = 200, 64


class SansNewGameScene(Scene):
    """The set-up form; Start opens the play screen."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.count = 2
        self.kinds = [PERSON, "medium", "medium", "medium"]
        self.colours = [0, 1, 2, 3]
        self.sides: list[str | None] = [None] * 4
        self.first: int | None = None
        self.advanced = False
        self.open_hands = False
        self.error = ""
        self.build()

    def build(self) -> None:
        """The form in a card in the middle of the window; the names as they were."""
        names = [row["name"].get_text() for row in self.rows] if hasattr(self, "rows") else NAMES
        ui, fit = self.ui, self.fit.centred()
        self.count_buttons = {
            n: UIButton(fit.rect(300 + (n - 2) * 70, 120, 60, 40), str(n), ui) for n in (2, 3, 4)
        }
        self.rows = []
        for i in range(4):
            y = ROW_Y + i * ROW_H
            self.rows.append(
                {
                    "name": UITextEntryLine(fit.rect(160, y, 220, 42), ui),
                    "kind": UIButton(fit.rect(392, y, 220, 42), "", ui),
                    "colour": UIButton(fit.rect(624, y, 130, 42), "", ui),
                    "side": UIButton(fit.rect(766, y, 150, 42), "", ui),
                }
            )
            self.rows[i]["name"].set_text(names[i])
        y = ROW_Y + 4 * ROW_H + 10
        self.first_button = UIButton(fit.rect(160, y, 300, 42), "", ui)
        self.advanced_button = UIButton(fit.rect(472, y, 280, 42), "", ui)
        self.open_button = UIButton(fit.rect(764, y, 240, 42), "", ui)
        self.back_button = UIButton(fit.rect(160, 680, 160, 46), "Back", ui)
        self.start_button = UIButton(fit.rect(840, 680, 220, 46), "Start", ui, object_id="#primary")
        self._sync()

    def _sync(self) -> None:
        for i, row in enumerate(self.rows):
            shown = i < self.count
            for element in row.values():
                element.show() if shown else element.hide()
            row["kind"].set_text(kind_label(self.kinds[i]))
            row["colour"].set_text(PLAYER_COLOURS[self.colours[i]][0].capitalize())
            side = self.sides[i]
            row["side"].set_text("Random side" if side is None else f"Side {side}")
        for n, button in self.count_buttons.items():
            button.select() if n == self.count else button.unselect()
        first = "at random" if self.first is None else self._names()[self.first]
        self.first_button.set_text(f"First player: {first}")
        self.advanced_button.set_text(f"Advanced game: {'on' if self.advanced else 'off'}")
        self.open_button.set_text(f"Open hands: {'on' if self.open_hands else 'off'}")

    def _names(self) -> list[str]:
        return [self.rows[i]["name"].get_text().strip() for i in range(self.count)]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.switch("sans_menu")
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        for n, button in self.count_buttons.items():
            if element is button:
                self.count = n
                self.first = None
        sides = [None, *sorted(catalog().sides)]
        for i, row in enumerate(self.rows):
            if element is row["kind"]:
                self.kinds[i] = KINDS[(KINDS.index(self.kinds[i]) + 1) % len(KINDS)]
            elif element is row["colour"]:
                taken = {self.colours[j] for j in range(self.count) if j != i}
                nxt = self.colours[i]
                for _ in PLAYER_COLOURS:
                    nxt = (nxt + 1) % len(PLAYER_COLOURS)
                    if nxt not in taken:
                        break
                self.colours[i] = nxt
            elif element is row["side"]:
                self.sides[i] = sides[(sides.index(self.sides[i]) + 1) % len(sides)]
        if element is self.first_button:
            self.first = 0 if self.first is None else self.first + 1
            if self.first >= self.count:
                self.first = None
        elif element is self.advanced_button:
            self.advanced = not self.advanced
        elif element is self.open_button:
            self.open_hands = not self.open_hands
        elif element is self.back_button:
            self.app.switch("sans_menu")
            return
        elif element is self.start_button:
            self.start()
            return
        self._sync()

    def start(self, seed: int | None = None) -> None:
        names = self._names()
        if len({n.casefold() for n in names}) < len(names):
            self.error = "Two players have the same name"
            return
        try:
            state = new_game(
                names,
                int(time.time() * 1000) % 2**31 if seed is None else seed,
                first=self.first,
                sides=self.sides[: self.count],
                open_hands=self.open_hands,
                ruleset=["expansion-boards"] if self.advanced else [],
            )
        except SetupError as exc:
            self.error = str(exc)
            return
        table = {
            "colours": [list(PLAYER_COLOURS[c][1]) for c in self.colours[: self.count]],
            "seats": self.kinds[: self.count],
        }
        self.app.switch("sans_play", session=SansSession(state, table))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        fit = self.fit.centred()
        draw_card(surface, fit.rect(120, 90, 1040, 560))
        draw_heading(surface, "New game of Sanssouci", fit.point(DESIGN[0] // 2, 60), fit.px(44))
        font = gui_font(fit.text(18))
        surface.blit(font.render("Players", True, palette.INK), fit.point(160, 130))
        for i in range(self.count):
            colour = PLAYER_COLOURS[self.colours[i]][1]
            centre = fit.point(140, ROW_Y + i * ROW_H + 21)
            pygame.draw.circle(surface, colour, centre, fit.px(12))
            pygame.draw.circle(surface, palette.INK, centre, fit.px(12), 2)
        if self.error:
            text = font.render(self.error, True, palette.SEAL_RED)
            surface.blit(text, fit.point(340, 692))
        self.ui.draw_ui(surface)
