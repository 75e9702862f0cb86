"""The title screen: New game, Continue, Load, Rules, Settings, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from game import palette
from game.paths import autosave_path, saves_dir
from game.scenes.base import Scene
from game.scenes.common import (
    backdrop,
    describe_failure,
    draw_seal,
    gui_font,
    open_game,
    read_game,
    start_solo,
)

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.app import App

BUTTON_W, BUTTON_H, GAP = 320, 40, 6
TALL = 800  # the design's height: the title, the buttons and the hint
SPARE = 80  # design rows above the title a short window may go without
SPECS = [  # (key, words, tool tip)
    ("new", "New game", "Set up a new game (Enter when there is nothing to continue)"),
    ("learn", "Learn to play", "Guided first games: the base game, Yin & Yang"),
    ("solo", "Solo game", "The solo scenario: a game on your own"),
    ("sanssouci", "Sanssouci", "The other garden game: Sanssouci, for 2 to 4 players"),
    ("continue", "Continue", "Resume the autosaved game (Enter)"),
    ("load", "Load", "Open a saved game or the autosave"),
    ("rules", "Rules", "The rules and every character and decoration (F1)"),
    ("settings", "Settings", "Animation speed, handoff screen, full screen, confirmations"),
    ("quit", "Quit", "Close the game (Esc twice)"),
]


class MenuScene(Scene):
    """The first screen. Continue resumes the autosave when it holds an unfinished game."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.saved: tuple[GameState, dict] | None = None
        self.message = ""
        self.quitting = False  # Esc was pressed once: a second Esc quits
        self.message_before_quit = ""
        self.probed = False  # the autosave is read once the menu is on screen (see shown)
        self.build()

    def build(self) -> None:
        """The buttons in a column under the title, the message under them, the keys' hint at
        the foot, centred in the window."""
        fit, ui = self.fit, self.ui
        w, h = fit.room
        x, y = (w - BUTTON_W) // 2, self._top() + 300
        self.buttons: dict[str, UIButton] = {}
        for i, (key, text, tip) in enumerate(SPECS):
            rect = fit.rect(x, y + i * (BUTTON_H + GAP), BUTTON_W, BUTTON_H)
            object_id = "#primary" if key == self._default_key() else None
            self.buttons[key] = UIButton(rect, text, ui, tool_tip_text=tip, object_id=object_id)
        self._show_continue()
        bottom = y + len(SPECS) * (BUTTON_H + GAP)
        self.message_label = UILabel(
            fit.rect(80, bottom + 4, w - 160, 28),
            self.message or " ",
            ui,
            object_id="#centred_message",
        )
        self.hint = UILabel(
            fit.rect(80, h - 40, w - 160, 26),
            "Enter: continue or start   ·   F1: rules   ·   Esc twice: quit",
            ui,
            object_id="#centred_hint",
        )

    def _top(self) -> int:
        """The design's top: centred in a taller window, up to ``SPARE`` rows above the window
        in a shorter one (the room over the title), so the buttons clear the keys' hint."""
        return self.fit.centred((self.fit.room[0], TALL), headroom=SPARE).offset[1]

    def _show_continue(self) -> None:
        """Continue enabled, first and described when the autosave holds a game to resume."""
        if self.saved is None:
            self.buttons["continue"].disable()
            return
        state = self.saved[0]
        names = ", ".join(p.name for p in state.players)
        self.buttons["continue"].enable()
        self.buttons["continue"].set_tooltip(
            f"Resume the autosaved game (Enter): {names}, turn {state.turn_number}"
        )
        self.buttons["continue"].change_object_id("#primary")
        self.buttons["new"].change_object_id(None)

    def on_screen(self) -> None:
        """The first frame is on screen: read the autosave (the engine loads and replays it,
        which the menu's first picture need not wait for)."""
        if self.probed:
            return
        self.probed = True
        self._probe_autosave()
        self._show_continue()
        self.set_message(self.message)

    def _probe_autosave(self) -> None:
        from engine.core.record import remove_stale_temporaries  # the engine loads later

        path = autosave_path()
        for folder in (path.parent, saves_dir()):
            remove_stale_temporaries(folder)
        if not path.exists():
            return
        try:
            state, table = read_game(path)
        except Exception as exc:  # any damage: say so, never crash
            self.message = f"The autosave could not be opened: {describe_failure(path, exc)}"
            return
        if not state.over:
            self.saved = (state, table)

    def _default_key(self) -> str:
        return "continue" if self.saved is not None else "new"

    def set_message(self, text: str) -> None:
        self.message = text
        self.message_label.set_text(text or " ")

    # --- actions ------------------------------------------------------------------------------

    def activate(self, key: str) -> None:
        """Do what a menu button does (also used by the keyboard)."""
        app = self.app
        if key == "new":
            app.switch("new_game")
        elif key == "learn":
            app.switch("lessons")
        elif key == "solo":
            start_solo(app)
        elif key == "sanssouci":
            app.switch("sans_menu")
        elif key == "continue" and self.saved is not None:
            try:
                open_game(app, *self.saved)
            except ImportError as exc:
                self.set_message(f"The play screen is not available: {exc}")
        elif key == "load":
            app.switch("load", back=self)
        elif key == "rules":
            app.switch("rules", back=self)
        elif key == "settings":
            app.switch("settings", back=self)
        elif key == "quit":
            app.quit()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.quitting:
            self.quitting = False  # any other input keeps the game open
            self.set_message(self.message_before_quit)
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.activate("quit")
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, button in self.buttons.items():
                if event.ui_element is button:
                    self.activate(key)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.activate(self._default_key())
            elif event.key == pygame.K_ESCAPE:
                self.ask_quit()
            elif event.key == pygame.K_F1:
                self.activate("rules")

    def ask_quit(self) -> None:
        """Esc asks before closing the game; a second Esc closes it."""
        self.quitting = True
        self.message_before_quit = self.message
        self.set_message("Quit Tang Garden? Press Esc again to quit, any other key to stay.")

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        self._draw_title(surface)
        self.ui.draw_ui(surface)

    def _draw_title(self, surface: pygame.Surface) -> None:
        fit = self.fit
        w = fit.room[0]
        cx, top = w // 2, self._top()
        title = gui_font(fit.px(104), bold=True).render("Tang Garden", True, palette.INK)
        seal = pygame.Rect(0, 0, fit.px(92), fit.px(92))
        total = title.get_width() + fit.px(28) + seal.w
        rect = title.get_rect(midleft=(fit.px(cx) - total // 2, fit.px(top + 158)))
        surface.blit(title, rect)
        seal.midleft = (rect.right + fit.px(28), rect.centery + fit.px(6))
        draw_seal(surface, "唐园", seal)
        sub = gui_font(fit.px(24)).render(
            "Build a garden of water, rock and greenery", True, palette.INK_SOFT
        )
        sub_rect = sub.get_rect(center=(fit.px(cx), rect.bottom + fit.px(30)))
        surface.blit(sub, sub_rect)
        y = sub_rect.bottom + fit.px(16)
        half = fit.px(160)
        pygame.draw.line(
            surface, palette.GOLD_DARK, (fit.px(cx) - half, y), (fit.px(cx) + half, y), 2
        )
        pygame.draw.circle(surface, palette.SEAL_RED, (fit.px(cx), y), fit.px(5))
