"""The Hint: what the Hard player would do now, found off the frame loop and shown as a card
(the move and its expected gain, in the engine's words) while the board shows it as a ghost.

Asking never plays anything: Play it (or Enter) plays the hinted move, Hide (or Esc) or any
move hides it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from engine.tang_garden.api import GameState, Hint, hint
from game import assets, hover, palette
from game.overlays import Overlay
from game.worker import Job

WIDTH = 440
TITLE_PX, TEXT_PX = 22, 20


class HintCard(Overlay):
    """A hint being found (``job``) or shown (``hint``, for the state ``state``): an overlay
    while shown."""

    def __init__(self, ui: pygame_gui.UIManager) -> None:
        super().__init__()
        self.closed = True
        self.play: Callable[[Hint], object] = lambda hint: None
        self.ui = ui
        self.job: Job | None = None
        self.hint: Hint | None = None
        self.state: GameState | None = None  # the position the hint is about
        self.notes = ""  # what the move would give, from the engine's preview
        self.box = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0  # the UI scale setting, which its text and width follow
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}

    @property
    def thinking(self) -> bool:
        return self.job is not None

    def ask(self, state: GameState) -> None:
        """Start finding a hint for ``state`` (in a worker thread)."""
        self.close()
        self.job = Job(lambda: hint(state), key=state)

    def ready(self, state: GameState) -> Hint | None:
        """The hint found for ``state`` once the worker is done (then shown until closed)."""
        job = self.job
        if job is None or not job.done:
            return None
        self.job = None
        if job.key is not state:  # the game moved on while it was thinking
            return None
        self.hint, self.state = job.result(), state
        return self.hint

    def open(
        self,
        notes: str,
        place: pygame.Rect,
        top: bool,
        play: Callable[[Hint], object],
        scale: float = 1.0,
    ) -> None:
        """Show the card at the ``top`` (or bottom) of ``place``, away from the ghost, at the
        UI ``scale``; Play it calls ``play``."""
        self.closed = False
        self.notes, self.play, self.scale = notes, play, scale
        lines = self._lines()
        height = sum(h for _, _, h in lines) + 62
        self.box = pygame.Rect(0, 0, self._px(WIDTH), height)
        if top:
            self.box.midtop = place.midtop
        else:
            self.box.midbottom = place.midbottom
        y = self.box.bottom - 42
        self.buttons = {
            "play": self._button((self.box.x + 12, y, 170, 32), "Play it  [Enter]"),
            "hide": self._button((self.box.right - 142, y, 130, 32), "Hide  [Esc]"),
        }

    def _button(self, rect: tuple, text: str) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.ui, object_id="#small", tool_tip_text=None
        )

    def close(self) -> None:
        """Hide the card, and forget a hint still being found."""
        super().close()
        self.job = None
        self.hint = self.state = None
        for button in self.buttons.values():
            button.kill()
        self.buttons = {}

    def handle(self, event: pygame.event.Event) -> bool:
        """Play it or Hide (True: the event was that answer)."""
        answer, shown = self.answer(event), self.hint
        if answer is None or shown is None:
            return False
        self.close()
        if answer == "play":
            self.play(shown)
        return True

    def shows(self) -> object:
        return ("hint", id(self.hint))

    def answer(self, event: pygame.event.Event) -> str | None:
        """What an event means while a hint shows: "play", "hide" or None."""
        if self.hint is None:
            return None
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return next((k for k, b in self.buttons.items() if b is event.ui_element), None)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return "play"
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return "hide"
        return None

    def _px(self, n: int) -> int:
        return round(n * self.scale)

    def _lines(self) -> list[tuple[str, bool, int]]:
        """The card's lines: (words, bold, height)."""
        hint = self.hint
        assert hint is not None
        px, wide = self._px, self._px(WIDTH) - 24
        title = hover.wrap(f"Hint: {hint.words}", px(TITLE_PX), wide, True)
        out = [(line, True, px(26)) for line in title]
        if self.notes:  # what the move gives at once, from the engine's preview
            out += [(line, False, px(22)) for line in hover.wrap(self.notes, px(TEXT_PX), wide)]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        if self.hint is None:
            return
        pygame.draw.rect(surface, palette.PAPER_LIGHT, self.box, border_radius=8)
        pygame.draw.rect(surface, palette.GOLD_DARK, self.box, 3, border_radius=8)
        y = self.box.y + 10
        for words, bold, height in self._lines():
            colour = palette.INK if bold else palette.INK_SOFT
            text = assets.text(words, self._px(TITLE_PX if bold else TEXT_PX), colour, bold)
            surface.blit(text, (self.box.x + 12, y))
            y += height
