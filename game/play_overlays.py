"""The play screen's own overlays: the handoff screen, the End turn confirmation, the pause
menu and its Concede's confirmation (the hint's and the lantern's cards are game.hint_card and
game.lantern_pick)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import pygame
import pygame_gui

from engine.tang_garden.api import Action, Concede, EndTurn, GameState, concede_words
from game import assets, news_view, palette
from game.hover import wrap
from game.layout import PlayLayout
from game.overlays import Overlay
from game.recent_moves import News
from game.screen_fit import LEAST_PX

HANDOFF_LOCK = 0.45  # seconds the handoff screen ignores input (a double click only opens it)
INPUT = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame_gui.UI_BUTTON_PRESSED)


class Table(Protocol):
    """What these overlays use of the play screen under them."""

    app: Any
    state: GameState
    colours: list[tuple]
    session: Any
    ui: pygame_gui.UIManager
    lay: PlayLayout
    buttons: dict[Any, Action | None]
    message: str
    overlays: Any

    def show_controls(self, visible: bool) -> None: ...

    def say(self, text: str, error: bool = True) -> None: ...

    def play(self, action: Action) -> bool: ...

    def rules(self) -> None: ...

    def save_and_leave(self) -> None: ...


def veil(surface: pygame.Surface) -> None:
    """Darken the whole table under a covering overlay."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((*palette.INK, 200))
    surface.blit(shade, (0, 0))


def card(surface: pygame.Surface, box: pygame.Rect, edge: palette.RGB, width: int) -> None:
    """A veiled table under a rounded paper card with an edge of ``width`` px."""
    veil(surface)
    pygame.draw.rect(surface, palette.PAPER_LIGHT, box, border_radius=14)
    pygame.draw.rect(surface, edge, box, width, border_radius=14)


def titled_card(
    surface: pygame.Surface, box: pygame.Rect, edge: palette.RGB, width: int, title: str
) -> None:
    """``card`` with ``title`` centred at its top."""
    card(surface, box, edge, width)
    text = assets.text(title, 30, palette.INK, True)
    surface.blit(text, text.get_rect(midtop=(box.centerx, box.y + 4 * width)))


class Handoff(Overlay):
    """Covers the table for the next player: every control hidden (nothing under it can be
    clicked or show a tooltip); after a moment, a click or a key takes it away and does
    nothing else."""

    holds_keys = True
    covers = True

    def __init__(self, scene: Table, player: int, items: Sequence[News] = ()) -> None:
        super().__init__()
        self.scene = scene
        self.player = player
        self.items = tuple(items)  # what the others did since this player's last move
        self.lock = HANDOFF_LOCK
        scene.show_controls(False)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.lock <= 0 and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.close()
        return True

    def update(self, dt: float) -> None:
        self.lock = max(0.0, self.lock - dt)

    def close(self) -> None:
        super().close()
        self.scene.show_controls(True)

    def shows(self) -> object:
        return ("handoff", self.player)

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        player = scene.state.players[self.player]
        told = news_view.height(self.items, 520)
        box = pygame.Rect(0, 0, 560, 200 + told)
        box.center = surface.get_rect().center
        card(surface, box, scene.colours[self.player], 6)
        pending = scene.session.decision
        whose = "turn" if pending.kind in ("main", "post") else "choice"
        hand = "Pass the computer, then click or press a key"
        if pending.secret:  # a choice the others must not see (a sealed bid)
            whose, hand = "secret choice", "Pass the computer; nobody else looks. Then click"
        lines = ((f"{player.name}'s {whose}", 44), (hand, 24))
        for k, (words, size) in enumerate(lines):
            text = assets.fitted_text(words, size, box.w - 40, palette.INK, k == 0, LEAST_PX)
            surface.blit(text, text.get_rect(center=(box.centerx, box.y + 70 + 60 * k)))
        if told:
            news_view.draw(surface, (box.x + 20, box.y + 180), 520, self.items, scene.colours)


class ConfirmEndTurn(Overlay):
    """An End turn waiting for its confirmation: Enter or the End turn button again ends the
    turn; any other input drops the question and counts as itself."""

    def __init__(self, scene: Table) -> None:
        super().__init__()
        self.scene = scene
        scene.say("End your turn? Press Enter or the button again to confirm.", error=False)

    def handle(self, event: pygame.event.Event) -> bool:
        scene = self.scene
        again = (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        ) or (
            event.type == pygame_gui.UI_BUTTON_PRESSED
            and scene.buttons.get(event.ui_element) == EndTurn()
        )
        if again:
            self.close()
            scene.play(EndTurn())
            return True
        if event.type in INPUT and not self._on_end_turn(event):
            self.close()
            scene.message = ""
        return False

    def _on_end_turn(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is the press of a click on the End turn button (whose release
        confirms: it is not another input)."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return False
        ending = (b.rect for b, o in self.scene.buttons.items() if o == EndTurn())
        return any(rect.collidepoint(event.pos) for rect in ending)


class Pause(Overlay):
    """Esc: the game waits under a menu (Resume, Rules, Settings, Save & menu, Concede); Esc
    again, or a click beside the menu, resumes (and does nothing else)."""

    holds_keys = True
    covers = True
    CHOICES = (
        ("resume", "Resume  [Esc]"),
        ("rules", "Rules  [F1]"),
        ("settings", "Settings"),
        ("menu", "Save & menu"),
        ("concede", "Concede…"),
    )

    def __init__(self, scene: Table) -> None:
        super().__init__()
        self.scene = scene
        scene.show_controls(False)
        self.box = pygame.Rect(0, 0, 360, 64 + 52 * len(self.CHOICES))
        self.box.center = pygame.Rect((0, 0), scene.lay.size).center
        self.buttons = {
            pygame_gui.elements.UIButton(
                pygame.Rect(self.box.x + 60, self.box.y + 56 + 52 * k, 240, 42), words, scene.ui
            ): name
            for k, (name, words) in enumerate(self.CHOICES)
        }

    def handle(self, event: pygame.event.Event) -> bool:
        choice = None
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            choice = self.buttons.get(event.ui_element)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            choice = "resume"
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            choice = "rules"
        elif event.type == pygame.MOUSEBUTTONUP and not self.box.collidepoint(event.pos):
            choice = "resume"
        if choice is not None:
            self.close()
            if choice == "rules":
                self.scene.rules()
            elif choice == "settings":  # its Back returns to the game
                self.scene.app.switch("settings", back=self.scene)
            elif choice == "menu":
                self.scene.save_and_leave()
            elif choice == "concede":
                self.scene.overlays.push(ConfirmConcede(self.scene))
        return True  # the table waits under it

    def close(self) -> None:
        super().close()
        for button in self.buttons:
            button.kill()
        self.scene.show_controls(True)

    def draw(self, surface: pygame.Surface) -> None:
        titled_card(surface, self.box, palette.INK_SOFT, 3, "The game waits")


class ConfirmConcede(Overlay):
    """Concede, asked again: what it does in the engine's words, then Concede (the person
    deciding now gives the game up) or Keep playing (also Esc, or a click beside it)."""

    holds_keys = True
    covers = True

    def __init__(self, scene: Table) -> None:
        super().__init__()
        self.scene = scene
        scene.show_controls(False)
        self.player = scene.session.decision.player
        self.words = wrap(concede_words(scene.state, self.player), 22, 440)
        self.box = pygame.Rect(0, 0, 500, 170 + 26 * len(self.words))
        self.box.center = pygame.Rect((0, 0), scene.lay.size).center
        y = self.box.bottom - 66
        self.concede = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.x + 30, y, 210, 46), "Concede", scene.ui, object_id="#primary"
        )
        self.keep = pygame_gui.elements.UIButton(
            pygame.Rect(self.box.right - 240, y, 210, 46), "Keep playing  [Esc]", scene.ui
        )

    def handle(self, event: pygame.event.Event) -> bool:
        pressed = event.ui_element if event.type == pygame_gui.UI_BUTTON_PRESSED else None
        escape = event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
        beside = event.type == pygame.MOUSEBUTTONUP and not self.box.collidepoint(event.pos)
        if pressed is self.concede:
            self.close()
            self.scene.play(Concede())
        elif pressed is self.keep or escape or beside:
            self.close()
        return True  # the table waits under it

    def close(self) -> None:
        super().close()
        self.concede.kill()
        self.keep.kill()
        self.scene.show_controls(True)

    def draw(self, surface: pygame.Surface) -> None:
        titled_card(surface, self.box, palette.SEAL_RED, 4, "Concede the game?")
        for k, line in enumerate(self.words):
            text = assets.text(line, 22, palette.INK)
            surface.blit(text, text.get_rect(midtop=(self.box.centerx, self.box.y + 70 + 26 * k)))
