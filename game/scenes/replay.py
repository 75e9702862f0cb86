"""The replay viewer: a saved or finished game stepped through move by move, forwards and back.

The record replays through the engine (``replay_steps``: the seed, the ruleset and the actions
give every state exactly); the board and the players' panel show the state after the current
move as a spectator sees it, so each player's hidden parts show only once the game is over; the
log shows what happened up to that move. Resting the pointer on a piece shows its card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from engine.tang_garden.api import GameState, replay_steps
from game import assets, hover, palette
from game.board_view import BoardView
from game.layout import BoardLayout, fit
from game.log_lines import log_lines
from game.panel_view import PanelView
from game.scenes.base import Scene
from game.scenes.common import player_colours
from game.seats import is_computer, kind_label, seats_of

if TYPE_CHECKING:
    from game.app import App

STEPS = {  # a step button's name: its words and its tool tip
    "start": ("« Start", "The setup, before the first move (Home)"),
    "back": ("‹ Back", "One move back (Left arrow)"),
    "next": ("Next ›", "One move on (Right arrow)"),
    "end": ("End »", "The last move (End)"),
}
KEYS = {pygame.K_HOME: "start", pygame.K_LEFT: "back", pygame.K_RIGHT: "next", pygame.K_END: "end"}
CLOSE_W = 150


class ReplayScene(Scene):
    """Steps through a recorded game; Close (or Esc) returns to ``back``.

    ``record``: the game's record (a save file's JSON, or ``to_record`` of a finished game);
    raises RecordError when it cannot be replayed."""

    least = None  # laid out for the window in native pixels (game.layout)

    def __init__(self, app: App, record: dict, table: dict, back: Scene | str = "menu") -> None:
        super().__init__(app)
        self.back_scene = back
        self.states, story = replay_steps(record)
        lines = [log_lines(events) for events in story]  # the setup's, then each move's
        self.ends = [sum(len(part) for part in lines[: k + 1]) for k in range(len(lines))]
        self.lines = [line for part in lines for line in part]
        n = len(self.states[0].players)
        self.colours = player_colours(table, n)
        shapes = table.get("shapes") or []
        self.shapes = [shapes[i] if i < len(shapes) else "circle" for i in range(n)]
        seats = seats_of(table, n)
        tags = [kind_label(k) if is_computer(k) else "" for k in seats]
        self.panel = PanelView(self.colours, self.shapes, tags)
        self.step = 0  # 0: after setup; k: after the k-th move
        self.hover = hover.Hover()  # a piece's card, as on the play screen
        self.mouse = (0, 0)
        self.buttons: dict[str, UIButton] = {}
        self.lay = None
        self.heights: dict[str, int] = {}
        self._relayout()

    # --- what is shown ------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
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
        self._relayout()

    def _shown(self) -> tuple:
        return tuple((p.coins, tuple(p.tracks)) for p in self.state.players)

    # --- layout -------------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        self.ui.set_window_resolution(size)
        self.lay = None
        self._relayout()

    def _relayout(self) -> None:
        """Lay out the board, the panel, the step buttons and the log for the window and for
        the panel's height at this move."""
        size = self.app.window.get_size()
        heights = self.panel.heights(self.state, self._shown())
        if self.lay is not None and (self.lay.size, self.heights) == (size, heights):
            self._enable()
            return
        self.heights = heights
        self.lay = fit(size, heights, self.app.settings.ui_scale)
        self.board = BoardView(BoardLayout.fit(self.lay.board), self.colours, self.shapes)
        for button in self.buttons.values():
            button.kill()
        lower, top = self.lay.lower, self.lay.top
        width = (lower.w - 3 * 6) // 4
        self.buttons = {}
        for k, (name, (words, tip)) in enumerate(STEPS.items()):
            at = pygame.Rect(lower.x + k * (width + 6), lower.y + 4, width, 40)
            self.buttons[name] = UIButton(at, words, self.ui, tool_tip_text=tip)
        at = pygame.Rect(top.right - CLOSE_W - 8, top.y + 8, CLOSE_W, 34)
        self.buttons["close"] = UIButton(at, "Close", self.ui, tool_tip_text="Stop watching (Esc)")
        self.log_rect = pygame.Rect(lower.x, lower.y + 52, lower.w, 0)
        self.log_rect.height = max(0, lower.bottom - self.log_rect.y)
        self._enable()

    def _enable(self) -> None:
        for name, on in (("start", self.step > 0), ("back", self.step > 0)):
            self.buttons[name].enable() if on else self.buttons[name].disable()
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
        elif event.type == pygame.MOUSEWHEEL and self.panel.log_rect.collidepoint(
            pygame.mouse.get_pos()
        ):
            self.panel.scroll_log(event.y * 3)

    def close(self) -> None:
        self.app.switch(self.back_scene)

    def update(self, dt: float) -> None:
        hit = None if self.ui.get_hovering_any_element() else self._hit(self.mouse)
        self.hover.update((hit[1], hit[2]) if hit else None, dt)
        super().update(dt)

    def _hit(self, point: tuple[int, int]) -> tuple | None:
        return self.board.hit(point) or self.panel.hit(point)

    # --- drawing ------------------------------------------------------------------------------

    def heading(self) -> str:
        """Which move this is, of how many; and whether the game is over there."""
        if self.step == 0:
            return f"Replay: the setup (then {self.moves} moves)"
        done = "  ·  the game is over" if self.state.over else ""
        return f"Replay: move {self.step} of {self.moves}{done}"

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.lay
        surface.fill(palette.PAPER_DARK)
        surface.blit(self.board.surface(self.state), self.board.layout.bounds)
        surface.blit(self.panel.surface(self.state, self._shown(), lay), lay.clip)
        pygame.draw.rect(surface, palette.PAPER, lay.top, border_radius=8)
        text = assets.text(self.heading(), 28, palette.INK, True)
        surface.blit(text, text.get_rect(midleft=(lay.top.x + 14, lay.top.centery)))
        pygame.draw.rect(surface, palette.PAPER, lay.lower)
        self.panel.draw_log(surface, self.log, self.log_rect, lay.scale)
        self.ui.draw_ui(surface)
        self.hover.draw(surface, self.state, self.mouse)
