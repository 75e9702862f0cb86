"""The replay viewer's mechanism, shared by every game: a recorded game's states stepped through
move by move, forwards and back (Start, Back, Next, End: buttons and the Home, arrow and End
keys), the log as it stood after the current move, Close (or Esc) back to the screen it was
opened from.

A game's viewer is a subclass that answers its hooks: ``steps`` (every state of the record,
the one after setup first, and the log's lines of each step, the setup's first), ``controls``
(where the step buttons and Close go in the window, laid out for the current state) and
``draw_table`` (the table at the current state as a spectator sees it: each player's hidden
parts show only once the game is over); ``pointed`` and ``draw_over`` add hover cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from game.scenes.base import Scene

if TYPE_CHECKING:
    from game.app import App

STEPS = {  # a step button's name: its words and its tool tip
    "start": ("« Start", "The setup, before the first move (Home)"),
    "back": ("‹ Back", "One move back (Left arrow)"),
    "next": ("Next ›", "One move on (Right arrow)"),
    "end": ("End »", "The last move (End)"),
}
KEYS = {pygame.K_HOME: "start", pygame.K_LEFT: "back", pygame.K_RIGHT: "next", pygame.K_END: "end"}


class ReplayViewer(Scene):
    """Steps through a recorded game; Close (or Esc) returns to ``back``.

    ``record``: the game's record (a save file's JSON, or the record of a finished game);
    raises RecordError when it cannot be replayed. ``table``: the screen's table settings saved
    with it (colours, seats)."""

    def __init__(self, app: App, record: dict, table: dict, back: Scene | str = "menu") -> None:
        super().__init__(app)
        self.back_scene = back
        self.table = table
        self.states, lines = self.steps(record)
        self.ends = [sum(len(part) for part in lines[: k + 1]) for k in range(len(lines))]
        self.lines = [line for part in lines for line in part]
        self.step = 0  # 0: after setup; k: after the k-th move
        self.mouse = (0, 0)
        self.buttons: dict[str, UIButton] = {}
        self.placed: tuple | None = None  # where the buttons were put (made again when it moves)

    # --- a game's hooks -----------------------------------------------------------------------

    def steps(self, record: dict) -> tuple[list[Any], list[list[str]]]:
        """Every state of the record (after setup, then after each move) and each step's log
        lines (the setup's first)."""
        raise NotImplementedError

    def controls(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The row the four step buttons share and the Close button, in window pixels, for the
        window and the current state."""
        raise NotImplementedError

    def draw_table(self, surface: pygame.Surface) -> None:
        """The table at the current move as a spectator sees it, its log with it."""
        raise NotImplementedError

    def pointed(self, dt: float) -> None:
        """Follow what the pointer rests on (``self.mouse``), for a hover card."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """What is drawn over the buttons (a hover card)."""

    # --- what is shown ------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self.states[self.step]

    @property
    def moves(self) -> int:
        return len(self.states) - 1

    @property
    def log(self) -> list[str]:
        """The log as it stood after the current move."""
        return self.lines[: self.ends[self.step]]

    def go(self, where: str) -> None:
        """Move to the start, one move back, one on, or to the end."""
        target = {"start": 0, "back": self.step - 1, "next": self.step + 1, "end": self.moves}
        self.step = max(0, min(self.moves, target[where]))
        self.place_buttons()

    def heading(self) -> str:
        """Which move this is, of how many; and whether the game is over there."""
        if self.step == 0:
            return f"Replay: the setup (then {self.moves} moves)"
        done = "  ·  the game is over" if self.state.over else ""
        return f"Replay: move {self.step} of {self.moves}{done}"

    # --- the buttons --------------------------------------------------------------------------

    def build(self) -> None:
        """The buttons, made anew (for a new window size; a subclass calls it once set up)."""
        self.placed, self.buttons = None, {}
        self.place_buttons()

    def place_buttons(self) -> None:
        """The step buttons and Close where ``controls`` puts them now (made again only when
        that moved), each live when it leads somewhere."""
        row, close = self.controls()
        if self.placed != (tuple(row), tuple(close)):
            self.placed = (tuple(row), tuple(close))
            for button in self.buttons.values():
                button.kill()
            width = (row.w - 3 * 6) // 4
            self.buttons = {}
            for k, (name, (words, tip)) in enumerate(STEPS.items()):
                at = pygame.Rect(row.x + k * (width + 6), row.y, width, row.h)
                self.buttons[name] = UIButton(at, words, self.ui, tool_tip_text=tip)
            tip = "Stop watching (Esc)"
            self.buttons["close"] = UIButton(close, "Close", self.ui, tool_tip_text=tip)
        for name in ("start", "back"):
            self.buttons[name].enable() if self.step > 0 else self.buttons[name].disable()
        for name in ("next", "end"):
            b = self.buttons[name]
            b.enable() if self.step < self.moves else b.disable()

    # --- events -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            name = next((n for n, b in self.buttons.items() if b is event.ui_element), None)
            if name == "close":
                self.close()
            elif name is not None:
                self.go(name)
        elif event.type == pygame.KEYDOWN:
            if event.key in KEYS:
                self.go(KEYS[event.key])
            elif event.key == pygame.K_ESCAPE:
                self.close()
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos

    def close(self) -> None:
        self.app.switch(self.back_scene)

    def update(self, dt: float) -> None:
        self.pointed(dt)
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.ui.draw_ui(surface)
        self.draw_over(surface)
