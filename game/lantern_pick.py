"""A lantern clicked by its owner: its card, with Use it and Not now, before it is spent.

One click never spends a lantern (a flipped lantern cannot be taken back once its ability has
drawn or revealed anything): the click shows what it does; Use it (or Enter) spends it, Not now
(or Esc, or a click elsewhere) keeps it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from engine.tang_garden.api import GameState
from game import hover, palette
from game.overlays import Overlay


class LanternPick(Overlay):
    """The lantern waiting for confirmation (``lantern``), its card and its two buttons: an
    overlay while open."""

    def __init__(self, ui: pygame_gui.UIManager) -> None:
        super().__init__()
        self.closed = True
        self.ui = ui
        self.lantern: str | None = None
        self.state: GameState | None = None
        self.use: Callable[[str], object] = lambda lantern: None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}

    def open(
        self,
        state: GameState,
        lantern: str,
        at: pygame.Rect,
        bounds: pygame.Rect,
        use: Callable[[str], object],
    ) -> None:
        """Show ``lantern``'s card below ``at`` (its place on the panel), inside ``bounds``;
        Use it calls ``use``."""
        self.close()
        self.closed = False
        self.lantern, self.state, self.use = lantern, state, use
        card = self._card(state)
        self.box = pygame.Rect(0, 0, card.get_width(), card.get_height() + 44)
        self.box.midtop = (at.centerx, at.bottom + 6)
        self.box.clamp_ip(bounds)
        y = self.box.bottom - 40
        self.buttons = {
            "use": self._button((self.box.x + 10, y, 150, 32), "Use it  [Enter]"),
            "cancel": self._button((self.box.right - 160, y, 150, 32), "Not now  [Esc]"),
        }

    def _button(self, rect: tuple, text: str) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(pygame.Rect(rect), text, self.ui, object_id="#small")

    def close(self) -> None:
        super().close()
        self.lantern = None
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}

    def handle(self, event: pygame.event.Event) -> bool:
        """Use it or Not now (True: the event was that answer)."""
        answer, lantern = self.answer(event), self.lantern
        if answer in ("use", "cancel"):
            self.close()
        if answer == "use" and lantern is not None:
            self.use(lantern)
        return answer is not None

    def shows(self) -> object:
        return ("lantern", self.lantern)

    def answer(self, event: pygame.event.Event) -> str | None:
        """What an event means while open: "use", "cancel", "hold" (a click on the card itself,
        used up) or None. A click outside the card cancels, and still counts for what it lands
        on."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return next((k for k, b in self.buttons.items() if b is event.ui_element), None)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return "use"
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return "cancel"
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self.box.collidepoint(event.pos):
                return "hold"
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.close()
        return None

    def _card(self, state: GameState) -> pygame.Surface:
        entry = hover.lantern_entry(state, state.current, self.lantern)
        return hover.render(hover.Entry(entry.id, entry.title, entry.lines[:2]))

    def draw(self, surface: pygame.Surface) -> None:
        state = self.state
        if self.lantern is None or state is None:
            return
        pygame.draw.rect(surface, palette.PAPER_LIGHT, self.box, border_radius=8)
        pygame.draw.rect(surface, palette.GOLD_DARK, self.box, 3, border_radius=8)
        surface.blit(self._card(state), self.box.topleft)
