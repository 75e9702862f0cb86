"""The play screen's lower panel: the pending decision's choice buttons (or, while a computer
player moves, Pause and Faster), the hand of pieces under them and the log below."""

from __future__ import annotations

import pygame

from game.choice_buttons import lay_choices, width
from game.choice_layout import ROW_H
from game.layout import HAND_H, log_min
from game.secret_pick import SecretPick
from game.tang_garden import joined
from game.watch_controls import lay_controls


class ChoiceArea:
    """Mixed into the play scene: lays out the choices, the hand and the log for each decision."""

    def _refresh_buttons(self) -> None:
        """Rebuild the choice buttons when the pending decision changes."""
        key = id(self.state)
        if key == self.decision_key:
            return
        self.decision_key = key
        self.pick.close()
        self.hint.close()  # any move hides a hint
        secret = self.overlays.find(SecretPick)
        if secret is not None and secret.options != self.options:  # another decision's
            self.overlays.close(SecretPick)
        self.choice_page = 0
        self._lay_buttons()
        person = self.person_decides
        self.top_buttons["hint"].set_text("Hint")  # a hint still being found was dropped
        for name, on in (("undo", person and self.session.can_undo), ("hint", person)):
            self.top_buttons[name].enable() if on else self.top_buttons[name].disable()

    def _lay_buttons(self) -> None:
        """Lay out the choice buttons of the current page inside the panel (End turn keeps its
        own place at the right; the More choices button, mapped to None, turns the page)."""
        for button in (*self.buttons, *self.watch.values()):
            button.kill()
        self.buttons, self.watch = {}, {}
        if self.computers.decides(self.session.here) is not None:
            self._lay_watch()
            return
        if self.session.decision.secret:  # its cards are the secret pick's, over the table
            self.hand = []
            self._below_buttons(self.lay.lower.y)
            return
        lower = self.lay.lower
        self.hand = list(dict.fromkeys(joined.hand_items(self.state, self.options)))
        options = joined.button_options(self.state, self.options)
        hand = HAND_H + 4 if self.hand else 0
        area = pygame.Rect(lower.x, lower.y, lower.w, max(ROW_H, lower.h - hand - self._log_min()))
        self.buttons, bottom = lay_choices(self.ui, self.state, options, area, self.choice_page)
        self._below_buttons(bottom + 6 if self.buttons else lower.y)  # no gap without buttons

    def _log_min(self) -> int:
        """The log keeps at least four lines under the choices (and the hand)."""
        return log_min(self.lay.scale)

    def _below_buttons(self, top: int) -> None:
        """The hand (when the decision puts pieces in it) and the log under the buttons."""
        lower = self.lay.lower
        self.hand_rect = pygame.Rect(lower.x, top, lower.w, HAND_H if self.hand else 0)
        log_top = self.hand_rect.bottom + 4 if self.hand else top
        self.log_rect = pygame.Rect(lower.x, log_top, lower.w, max(0, lower.bottom - log_top))

    def _lay_watch(self) -> None:
        """While a computer player moves: Pause (or Resume) and Faster (or Normal speed)."""
        self.hand = []
        self.watch = lay_controls(self.ui, self.lay.lower.topleft, self.computers, width)
        self._below_buttons(self.lay.lower.y + ROW_H + 6)
