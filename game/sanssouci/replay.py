"""The replay viewer of a Sanssouci game (the shared mechanism: game/replay_viewer.py): the table
of the play screen at each move, as a spectator sees it. The large garden is that of the player
who made the move shown (a click on a small garden shows that one until the next step); hands
and missions stay hidden until the move where the game is over, when every one shows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from engine.sanssouci.api import SansState, catalog, decision, player_view, replay_steps
from game import palette
from game.replay_viewer import ReplayViewer
from game.sanssouci.session import log_of
from game.sanssouci.table_view import Spot, TableView
from game.scenes.common import backdrop, default_table
from game.seats import is_computer

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene

STEP_ROW = pygame.Rect(640, 8, 500, 36)  # the step buttons (design units)
CLOSE = pygame.Rect(1150, 8, 118, 36)


@dataclass
class Watched:
    """What the table view reads of a session: the table's settings and the log so far."""

    table: dict
    log: list[str]

    def is_computer(self, player: int | None) -> bool:
        seats = self.table.get("seats") or []
        return player is not None and player < len(seats) and is_computer(seats[player])


class SansReplayScene(ReplayViewer):
    """Steps through a recorded Sanssouci game on its table."""

    def __init__(self, app: App, record: dict, table: dict, back: Scene | str = "sans_menu"):
        super().__init__(app, record, table, back)
        if not table.get("colours"):
            table.update(default_table(len(self.states[0].gardens)))
        self.cat = catalog()
        self.chosen: int | None = None  # a garden clicked, shown large until the next step
        self.hover: Spot | None = None
        self.dragging = self.selected = None  # nothing is held in a replay
        self.side_buttons: list = []
        self.build()

    def steps(self, record: dict) -> tuple[list[SansState], list[list[str]]]:
        states, story = replay_steps(record)
        return states, [log_of(events) for events in story]

    # --- what the table view reads ------------------------------------------------------------

    @property
    def session(self) -> Watched:
        return Watched(self.table, self.log)

    @property
    def viewer(self) -> int:
        """Whose garden is large: the one clicked, else the player who made the move shown (at
        the setup, the first to play)."""
        if self.chosen is not None:
            return self.chosen
        before = self.states[max(0, self.step - 1)]
        return decision(before).player or 0

    @property
    def pending(self):
        return decision(self.state)

    @property
    def drag_pos(self) -> tuple[int, int]:
        return self.mouse

    def mine(self) -> bool:
        return False  # nobody plays in a replay: nothing is lit for a move

    def view(self) -> dict:
        """The table as a spectator sees it; once the game is over, every hand and mission."""
        state = self.state
        view = player_view(state, None)
        if state.over:
            view["gardens"] = [
                player_view(state, p)["gardens"][p] for p in range(len(state.gardens))
            ]
        return view

    # --- the hooks ----------------------------------------------------------------------------

    def build(self) -> None:
        self.table_view = TableView(self, self.fit.centred())
        super().build()

    def controls(self) -> tuple[pygame.Rect, pygame.Rect]:
        fit = self.fit.centred()
        return fit.box(STEP_ROW), fit.box(CLOSE)

    def go(self, where: str) -> None:
        self.chosen = None
        super().go(where)

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = self._spot_at(event.pos)
            if spot is not None and spot.kind == "other":
                self.chosen = spot.payload

    def _spot_at(self, pos: tuple[int, int]) -> Spot | None:
        return next((s for s in reversed(self.table_view.spots) if s.rect.collidepoint(pos)), None)

    def pointed(self, dt: float) -> None:
        self.hover = None if self.ui.get_hovering_any_element() else self._spot_at(self.mouse)

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        board, view = self.table_view, self.view()
        board.spots = []
        board.colours = [tuple(c) for c in self.table["colours"]]
        board.owner = f"{view['gardens'][self.viewer]['name']}'s"
        board.text(surface, self.heading(), (20, 14), 20, bold=True)
        turn = min(view["cards_played"] // len(view["gardens"]) + 1, 18)
        board.text(surface, f"Round {turn} of 18", (20, 44), 15, palette.INK_SOFT)
        board.garden(surface, view, self.viewer)
        board.hand(surface, view)
        board.display(surface, view)
        board.others(surface, view)
        board.log(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.table_view.hover(surface)
