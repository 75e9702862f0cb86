"""The play screen's input: mouse and keys turned into what the player means (a press, a drag, a
click, a turn of the held piece, Enter, Undo, the buttons), and the few keys that work while a
computer player moves."""

from __future__ import annotations

import pygame
import pygame_gui

from engine.tang_garden.api import Decorate, EndTurn
from game.gestures import NO_FIT, turn_hint
from game.play_overlays import ConfirmEndTurn, Pause
from game.watch_controls import KEYS as WATCH_KEYS
from game.watch_controls import press

CLICK_PX = 6  # a press that moves less than this is a click, not a drag


class PlayInput:
    """Mixed into the play scene: events in, intended actions out (played through ``play``)."""

    def handle(self, event: pygame.event.Event) -> None:
        if self.overlays.handle(event):  # the top overlay first: it takes what it handles
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(event.ui_element)
            return
        if self.anim.busy and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.anim.skip()  # and the input still counts: the rules never wait
            self.shown = self._actual()
        if not self.person_decides:
            self._watch_input(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.press and not self.drag and _far(self.press[0], event.pos):
                self._start_drag(*self.press)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                hit = self._hit(event.pos)
                if hit:
                    self.press = (event.pos, hit)
            elif event.button == 3:
                self._rotate(1)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            if self.drag:
                self._drop(event.pos)
            elif self.press:
                self._click(self.press[1])
            self.press = None
        elif event.type == pygame.MOUSEWHEEL and self.panel.log_rect.collidepoint(self.mouse):
            self.panel.scroll_log(3 * event.y)  # over the log, the wheel reads back
        elif event.type == pygame.MOUSEWHEEL and self._over_scrolling_panel():
            self.panel.scroll_panel(-40 * event.y, self.lay)
        elif event.type == pygame.MOUSEWHEEL:
            self._rotate(-1 if event.y > 0 else 1)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _watch_input(self, event: pygame.event.Event) -> None:
        """While a computer player moves: the pointer, the log's wheel, Space, F, F1, Ctrl+Z."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL and self.panel.log_rect.collidepoint(self.mouse):
            self.panel.scroll_log(3 * event.y)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.state.over:
            if self.layout.bounds.collidepoint(event.pos):
                self.say("A computer player is moving: Space pauses it.", error=False)
        elif event.type == pygame.KEYDOWN:
            if event.key in WATCH_KEYS:
                self._toggle_watch(WATCH_KEYS[event.key])
            elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self._undo()
            elif event.key == pygame.K_F1:
                self.rules()

    def _toggle_watch(self, which: str) -> None:
        """Pause or resume the computer players, or play them faster or at the normal pace."""
        press(self.computers, which)
        if self.computers.decides(self.session.here) is not None:
            self._lay_buttons()

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_h:
            self._ask_hint()
        elif event.key == pygame.K_r:
            self._rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key == pygame.K_z and ctrl:
            self._undo()
        elif event.key == pygame.K_ESCAPE:
            if self.drag:
                self._cancel_drag()
            else:
                self.overlays.push(Pause(self))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._confirm()
        elif event.key == pygame.K_d and Decorate() in self.options:
            self.play(Decorate())
        elif event.key == pygame.K_F1:
            self.rules()

    def _rotate(self, steps: int) -> None:
        """Turn what is held; a piece pressed but not yet moved is picked up (to turn in place)."""
        if not self.drag and self.press:
            self._start_drag(*self.press)
        if self.drag:
            self.drag.turn(steps)
            self._say_fit()

    def _say_fit(self) -> None:
        """Say so while the held piece fits nowhere as it is turned."""
        hint = turn_hint(self.drag, self.options)
        if hint:
            self.say(hint, error=False)
        elif self.message == NO_FIT:
            self.message = ""

    def _confirm(self) -> None:
        """Enter: end the turn, or take the only choice there is (never a draw of cards: a
        repeated Enter must not reveal anything)."""
        options = self.options
        if EndTurn() in options:
            self._end_turn()
        elif len(options) == 1 and not isinstance(options[0], Decorate):
            self.play(options[0])

    def _undo(self) -> None:
        if not self.person_decides:
            self.say("Undo is for your own moves: a computer player's are never undone.")
        elif self.session.undo():
            self.anim.skip()
            self.say("Undone.", error=False)
            self._refresh_buttons()
        else:
            self.say(
                "Nothing to undo: undo stops at the start of the turn and at anything "
                "drawn or revealed."
            )

    def _on_button(self, element) -> None:
        watch = next((k for k, b in self.watch.items() if b is element), None)
        if watch is not None:
            self._toggle_watch(watch)
        elif element is self.top_buttons["hint"]:
            self._ask_hint()
        elif element is self.top_buttons["undo"]:
            self._undo()
        elif element is self.top_buttons["rules"]:
            self.rules()
        elif element is self.top_buttons["menu"]:
            self.save_and_leave()
        elif element in self.buttons:
            option = self.buttons[element]
            if option is None:  # More choices
                self.choice_page += 1
                self._lay_buttons()
            elif isinstance(option, EndTurn):
                self._end_turn()
            else:
                self.play(option)

    def _end_turn(self) -> None:
        """End the turn; with the confirmation setting, only when asked twice in a row."""
        if self.app.settings.confirm_end_turn:
            self.overlays.push(ConfirmEndTurn(self))  # asked again: Enter or the button
            return
        self.play(EndTurn())

    def _over_scrolling_panel(self) -> bool:
        return self.lay.scrolls and self.lay.clip.collidepoint(self.mouse)


def _far(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) > CLICK_PX
