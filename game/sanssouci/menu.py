"""Sanssouci's menu: New game, Continue (the autosave), Load (the saves, each with a Replay
button beside it), Rules, back to the main menu."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from engine.sanssouci.api import read_json
from game import palette
from game.sanssouci.session import SansSession, autosave_path, open_session, saved_games
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_heading, gui_font
from game.screen_fit import DESIGN

if TYPE_CHECKING:
    from game.app import App

BUTTON_W, BUTTON_H, GAP = 320, 46, 10
SHOWN_SAVES = 8
SPECS = [  # (key, words, tool tip)
    ("new", "New game", "Set up a game of Sanssouci for 2 to 4 players"),
    ("continue", "Continue", "Resume the autosaved game (Enter)"),
    ("load", "Load", "Open one of your saved games"),
    ("rules", "Rules", "Sanssouci's rules and every decision where the rulebook is silent"),
    ("back", "Main menu", "Back to the choice of games (Esc)"),
]


class SansMenuScene(Scene):
    """Continue resumes the autosave when it holds an unfinished game."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.message = ""
        self.saved: SansSession | None = None
        if autosave_path().exists():
            try:
                session = open_session(autosave_path())
                if not session.state.over:
                    self.saved = session
            except Exception as exc:  # any damage: say so, never crash
                self.message = f"The autosave could not be opened: {exc}"
        self.save_buttons: list[tuple[UIButton, Path]] = []
        self.replay_buttons: list[tuple[UIButton, Path]] = []
        self.listing = False  # Load pressed: the saves show beside the buttons
        self.build()

    def build(self) -> None:
        """The buttons in a column under the title (the saves beside them after Load),
        centred in the window."""
        fit = self.fit.centred()
        x, y = (DESIGN[0] - BUTTON_W) // 2, 260
        self.buttons: dict[str, UIButton] = {}
        for i, (key, text, tip) in enumerate(SPECS):
            rect = fit.rect(x, y + i * (BUTTON_H + GAP), BUTTON_W, BUTTON_H)
            self.buttons[key] = UIButton(rect, text, self.ui, tool_tip_text=tip)
        if self.saved is None:
            self.buttons["continue"].disable()
        self.save_buttons, self.replay_buttons = [], []
        if self.listing:
            self._show_saves()

    def _show_saves(self) -> None:
        for button, _ in self.save_buttons + self.replay_buttons:
            button.kill()
        self.listing = True
        saves = saved_games()[:SHOWN_SAVES]
        self.message = "" if saves else "No saved game of Sanssouci yet"
        fit = self.fit.centred()
        x = (DESIGN[0] + BUTTON_W) // 2 + 30
        self.save_buttons = [
            (UIButton(fit.rect(x, 260 + i * 40, 300, 34), path.stem, self.ui), path)
            for i, path in enumerate(saves)
        ]
        tip = "Step through this game move by move"
        self.replay_buttons = [
            (
                UIButton(
                    fit.rect(x + 308, 260 + i * 40, 96, 34), "Replay", self.ui, tool_tip_text=tip
                ),
                path,
            )
            for i, path in enumerate(saves)
        ]

    def activate(self, key: str) -> None:
        if key == "new":
            self.app.switch("sans_new_game")
        elif key == "continue" and self.saved is not None:
            self.app.switch("sans_play", session=self.saved)
        elif key == "load":
            self._show_saves()
        elif key == "rules":
            self.app.switch("sans_rules", back=self)
        elif key == "back":
            self.app.switch("menu")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    self.activate(key)
            for button, path in self.save_buttons:
                if event.ui_element is button:
                    self._open(path)
            for button, path in self.replay_buttons:
                if event.ui_element is button:
                    self._replay(path)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.activate("continue" if self.saved else "new")
            elif event.key == pygame.K_ESCAPE:
                self.activate("back")
            elif event.key == pygame.K_F1:
                self.activate("rules")

    def _open(self, path: Path) -> None:
        try:
            session = open_session(path)
        except Exception as exc:  # a damaged save is refused with its reason
            self.message = f"{path.name} could not be opened: {exc}"
            return
        self.app.switch("sans_end" if session.state.over else "sans_play", session=session)

    def _replay(self, path: Path) -> None:
        """The replay viewer on a save, back to this menu (its saves listed) when it closes."""
        try:
            record = read_json(path)
            table = record.get("ui") if isinstance(record.get("ui"), dict) else {}
            self.app.switch("sans_replay", record=record, table=table, back=self)
        except Exception as exc:  # a save that cannot be replayed is refused with its reason
            self.message = f"{path.name} could not be replayed: {exc}"

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        fit = self.fit.centred()
        cx = DESIGN[0] // 2
        title = gui_font(fit.px(96), bold=True).render("Sanssouci", True, palette.INK)
        surface.blit(title, title.get_rect(center=fit.point(cx, 130)))
        words = "the king's summer garden, built square by square"
        draw_heading(surface, words, fit.point(cx, 210), fit.px(24))
        if self.message:
            text = gui_font(fit.text(18)).render(self.message, True, palette.SEAL_RED)
            surface.blit(text, text.get_rect(center=fit.point(cx, 560)))
        self.ui.draw_ui(surface)
