"""The replay viewer of a Tang Garden game (the shared mechanism: game/replay_viewer.py).

The record replays through the engine (``replay_steps``: the seed, the ruleset and the actions
give every state exactly); the board and the players' panel show the state after the current
move as a spectator sees it, so each player's hidden parts show only once the game is over;
each player's last move up to it is marked as on the play screen, and the log shows what
happened up to that move. Resting the pointer on a piece shows its card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import GameState, replay_steps
from game import assets, hover, palette
from game.board_marks import last_moves
from game.board_view import BoardView
from game.layout import BoardLayout, fit
from game.log_lines import log_lines, moves_of
from game.panel_view import PanelView
from game.recent_moves import last_places
from game.replay_viewer import ReplayViewer
from game.scenes.common import player_colours
from game.seats import is_computer, kind_label, seats_of

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene

CLOSE_W = 150


class ReplayScene(ReplayViewer):
    """Steps through a recorded Tang Garden game on its board and panel."""

    least = None  # laid out for the window in native pixels (game.layout)

    def __init__(self, app: App, record: dict, table: dict, back: Scene | str = "menu") -> None:
        super().__init__(app, record, table, back)
        n = len(self.states[0].players)
        self.colours = player_colours(table, n)
        shapes = table.get("shapes") or []
        self.shapes = [shapes[i] if i < len(shapes) else "circle" for i in range(n)]
        seats = seats_of(table, n)
        tags = [kind_label(k) if is_computer(k) else "" for k in seats]
        self.panel = PanelView(self.colours, self.shapes, tags)
        self.hover = hover.Hover()  # a piece's card, as on the play screen
        self.lay = None
        self.heights: dict[str, int] = {}
        self.build()

    def steps(self, record: dict) -> tuple[list[GameState], list[list[str]]]:
        states, story = replay_steps(record)
        self.story = moves_of(states, story)  # each step's events, with who made it
        return states, [log_lines(events) for events in story]

    def _shown(self) -> tuple:
        return tuple((p.coins, tuple(p.tracks)) for p in self.state.players)

    # --- layout -------------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        self.ui.set_window_resolution(size)
        self.lay = None
        self.place_buttons()

    def controls(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Lay out the board, the panel and the log for the window and for the panel's height
        at this move: the step buttons over the log, Close at the top bar's right."""
        size = self.app.window.get_size()
        heights = self.panel.heights(self.state, self._shown())
        if self.lay is None or (self.lay.size, self.heights) != (size, heights):
            self.heights = heights
            self.lay = fit(size, heights, self.app.settings.ui_scale)
            self.board = BoardView(BoardLayout.fit(self.lay.board), self.colours, self.shapes)
        lower, top = self.lay.lower, self.lay.top
        self.log_rect = pygame.Rect(lower.x, lower.y + 52, lower.w, 0)
        self.log_rect.height = max(0, lower.bottom - self.log_rect.y)
        row = pygame.Rect(lower.x, lower.y + 4, lower.w, 40)
        return row, pygame.Rect(top.right - CLOSE_W - 8, top.y + 8, CLOSE_W, 34)

    # --- events -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """Besides the steps: the wheel reads back the log, or scrolls the panel when its
        parts do not all fit (as on the play screen)."""
        super().handle(event)
        if event.type != pygame.MOUSEWHEEL:
            return
        if self.panel.log_rect.collidepoint(self.mouse):
            self.panel.scroll_log(event.y * 3)
        elif self.lay.scrolls and self.lay.clip.collidepoint(self.mouse):
            self.panel.scroll_panel(-40 * event.y, self.lay)

    def pointed(self, dt: float) -> None:
        hit = None if self.ui.get_hovering_any_element() else self._hit(self.mouse)
        self.hover.update((hit[1], hit[2]) if hit else None, dt)

    def _hit(self, point: tuple[int, int]) -> tuple | None:
        return self.board.hit(point) or self.panel.hit(point)

    # --- drawing ------------------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        lay = self.lay
        surface.fill(palette.PAPER_DARK)
        surface.blit(self.board.surface(self.state), self.board.layout.bounds)
        surface.blit(self.panel.surface(self.state, self._shown(), lay), lay.clip)
        places = last_places(self.story[: self.step + 1], self.state)  # as the play screen
        drawn = [*self.board.hotspots, *self.panel.hotspots]
        last_moves(surface, self.board.layout, places, self.colours, drawn)
        if lay.scrolls:
            self.panel.scroll_marks(surface, lay)
        pygame.draw.rect(surface, palette.PAPER, lay.top, border_radius=8)
        text = assets.text(self.heading(), 28, palette.INK, True)
        surface.blit(text, text.get_rect(midleft=(lay.top.x + 14, lay.top.centery)))
        pygame.draw.rect(surface, palette.PAPER, lay.lower)
        self.panel.draw_log(surface, self.log, self.log_rect, lay.scale)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.hover.draw(surface, self.state, self.mouse)
