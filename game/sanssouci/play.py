"""Sanssouci's play screen: your garden large, the others' small, the display, your hand and
missions (to you alone, behind the handoff screen), deck counts, scores and the log.

It draws only what ``player_view`` shows the seat at the screen and never decides a rule:
what may be dragged where comes from the decision's options.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from engine.sanssouci.api import (
    IllegalAction,
    MoveNoble,
    Pass,
    PlaceGardener,
    TakeTile,
    catalog,
    decision,
    hint,
    option_words,
    player_view,
)
from game.sanssouci.session import SansSession
from game.sanssouci.table_view import Spot, TableView
from game.scenes.base import Scene
from game.scenes.common import backdrop

if TYPE_CHECKING:
    from game.app import App

SOUND_OF_EVENT = {  # engine event kind -> one of the game's sound effects
    "take": "tile",
    "place": "tile",
    "gardener": "tile",
    "noble": "character",
    "mark": "coins",
    "game_over": "fanfare",
}
COMPUTER_DELAY = 0.35  # seconds a computer player's step stays on screen
TOP_BUTTONS = (  # (key, words, tool tip, width)
    ("pass", "Move no nobleman", "End your turn without moving a nobleman (P)", 200),
    ("undo", "Undo", "Take back your last step of this turn (U)", 112),
    ("hint", "Hint", "What the Hard computer player would do now (H)", 112),
    ("menu", "Save & menu", "Save the game and go back to the menu", 156),
)


class SansPlayScene(Scene):
    """The table while a Sanssouci game is played."""

    def __init__(self, app: App, session: SansSession) -> None:
        super().__init__(app)
        self.session = session
        self.cat = catalog()
        self.dragging: Spot | None = None
        self.drag_pos = (0, 0)
        self.selected: Spot | None = None  # a card or nobleman clicked, waiting for a target
        self.hover: Spot | None = None
        self.message = ""
        self.wait = COMPUTER_DELAY
        people = session.people()
        self.viewer = people[0] if people else 0
        self.handoff: int | None = None
        self.side_buttons: list[tuple[UIButton, Any]] = []
        self._check_handoff()
        self.build()

    def build(self) -> None:
        """The top buttons at the right, each as wide as its words need, over the table laid
        out in the middle of the window."""
        fit = self.fit.centred()
        self.table = TableView(self, fit)
        self.buttons: dict[str, UIButton] = {}
        x = 1272
        for key, text, tip, width in reversed(TOP_BUTTONS):
            x -= width
            self.buttons[key] = UIButton(
                fit.rect(x, 8, width, 36), text, self.ui, tool_tip_text=tip
            )
            x -= 8
        self.side_buttons = []
        self._refresh()

    # --- who sits at the screen ----------------------------------------------------------------

    @property
    def pending(self):
        return decision(self.session.state)

    def _person_to_decide(self) -> int | None:
        player = self.pending.player
        if player is None or self.session.is_computer(player):
            return None
        return player

    def _check_handoff(self) -> None:
        """Cover the screen when the next person to decide is not the one sitting there."""
        player = self._person_to_decide()
        if player is None or (player == self.viewer and self.handoff is None):
            return
        if len(self.session.people()) > 1 and self.app.settings.show_handoff:
            self.handoff = player
        self.viewer = player

    def holds_keys(self) -> bool:
        return self.handoff is not None

    # --- the engine's decision, as buttons -------------------------------------------------------

    def _refresh(self) -> None:
        pending = self.pending
        mine = self._person_to_decide() == self.viewer and self.handoff is None
        self.buttons["pass"].show() if mine and pending.kind == "noble" else self.buttons[
            "pass"
        ].hide()
        self.buttons["undo"].enable() if self.session.undo_stack else self.buttons["undo"].disable()
        self.buttons["hint"].enable() if mine else self.buttons["hint"].disable()
        for button, _ in self.side_buttons:
            button.kill()
        self.side_buttons = []
        if mine and pending.kind not in ("take", "gardener", "noble"):  # a module's choice
            for i, option in enumerate(pending.options):
                words = option_words(self.session.state, option) or str(option)
                rect = self.fit.centred().rect(20 + i * 190, 690, 180, 36)
                self.side_buttons.append((UIButton(rect, words, self.ui), option))

    def play(self, action) -> None:
        try:
            events = self.session.play(action)
        except IllegalAction as exc:
            self.message = str(exc)
            return
        self.message = self.session.save_error
        self.sound(events)
        self.after_step()

    def sound(self, events: list) -> None:
        kinds = [SOUND_OF_EVENT[e.kind] for e in events if e.kind in SOUND_OF_EVENT]
        for name in ["fanfare"] if "fanfare" in kinds else dict.fromkeys(kinds):
            self.app.sounds.play(name)

    def after_step(self) -> None:
        self.selected = None
        self.dragging = None
        if self.session.state.over:
            self.app.switch("sans_end", session=self.session)
            return
        self._check_handoff()
        self._refresh()

    # --- input ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.handoff is not None:
            if event.type == pygame.MOUSEBUTTONUP or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
            ):
                self.handoff = None
                self._refresh()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.drag_pos = event.pos
            self.hover = self._spot_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = self._spot_at(event.pos)
            if spot is not None and spot.kind in ("card", "noble") and self.mine():
                self.dragging = spot
                self.drag_pos = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def mine(self) -> bool:
        return self._person_to_decide() == self.viewer

    def _button(self, element: Any) -> None:
        if element is self.buttons["pass"]:
            self.play(Pass())
        elif element is self.buttons["undo"]:
            if self.session.undo():
                self.after_step()
        elif element is self.buttons["hint"]:
            self.message = "Hint: " + hint(self.session.state).words
        elif element is self.buttons["menu"]:
            self.save_and_leave()
        for button, option in self.side_buttons:
            if element is button:
                self.play(option)
                return

    def _key(self, key: int) -> None:
        if key == pygame.K_F1:
            self.app.switch("sans_rules", back=self)
        elif key == pygame.K_p and self.pending.kind == "noble" and self.mine():
            self.play(Pass())
        elif key == pygame.K_u and self.session.undo():
            self.after_step()
        elif key == pygame.K_h and self.mine():
            self.message = "Hint: " + hint(self.session.state).words
        elif key == pygame.K_ESCAPE:
            self.selected = self.dragging = None

    def save_and_leave(self) -> None:
        try:
            self.session.save_named()
        except OSError as exc:
            self.message = f"The game could not be saved: {exc.strerror or exc}"
            return
        self.app.switch("sans_menu")

    def _release(self, pos: tuple[int, int]) -> None:
        start, self.dragging = self.dragging, None
        target = self._spot_at(pos)
        if start is not None and target is not None and target is not start:
            self._use(start, target)
            return
        if target is None or not self.mine():
            return
        if target.kind in ("card", "noble"):
            self.selected = None if self.selected == target else target
        elif self.selected is not None:
            self._use(self.selected, target)
        else:
            self._use(None, target)

    def _use(self, piece: Spot | None, target: Spot) -> None:
        """A card dropped on a tile, a nobleman on a square, or a target alone."""
        options = self.pending.options
        chosen = None
        if target.kind == "slot":
            takes = [o for o in options if isinstance(o, TakeTile) and o.slot == target.payload]
            if piece is not None and piece.kind == "card":
                takes = [o for o in takes if o.card == piece.payload]
            chosen = takes[0] if len(takes) == 1 else None
            if len(takes) > 1:
                self.message = "Both your cards take that tile: drag the card you play onto it."
        elif target.kind == "square":
            row, column = target.payload
            if self.pending.kind == "gardener":
                chosen = PlaceGardener(row, column)
            elif piece is not None and piece.kind == "noble":
                chosen = MoveNoble(piece.payload, row)
                if column != piece.payload:
                    chosen = None
        if chosen is None:
            self.selected = None
            return
        if chosen not in options:
            self.message = "That is not possible now."
            return
        self.play(chosen)

    def _spot_at(self, pos: tuple[int, int]) -> Spot | None:
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    # --- computer players ----------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.handoff is not None or self.session.state.over:
            return
        if self.session.is_computer(self.pending.player):
            self.wait -= dt
            if self.wait <= 0:
                self.wait = COMPUTER_DELAY
                self.sound(self.session.computer_step())
                self.after_step()

    # --- drawing -------------------------------------------------------------------------------

    @property
    def spots(self) -> list[Spot]:
        """What the player may point at on the table as last drawn (window pixels)."""
        return self.table.spots

    @property
    def lit(self) -> dict[tuple[int, int], str]:
        """The squares lit as last drawn, with the points each gives."""
        return self.table.lit

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        view = player_view(self.session.state, self.viewer)
        self.table.draw(surface, view)
        if self.handoff is not None:
            return
        self.ui.draw_ui(surface)
        self.table.over(surface)
