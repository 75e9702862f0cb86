"""The play screen's hints: asking the strongest computer player off the frame loop, the hint's
card when it is found, its move as a ghost on the board, and playing it from the card."""

from __future__ import annotations

import pygame

from engine.tang_garden.api import Action
from game.hint_ghost import Ghost, draw_ghost, ghost_of
from game.move_preview import preview_words


class PlayHints:
    """Mixed into the play scene: the Hint button and H, the hint card and the ghost."""

    def _ask_hint(self) -> None:
        """Ask the strongest computer player what it would do now (off the frame loop)."""
        if not self.person_decides:
            return
        self.hint.ask(self.state)
        self.top_buttons["hint"].set_text("Thinking…")
        self.top_buttons["hint"].disable()

    def _hint_ready(self) -> None:
        """Show a hint that has been found: the card, and the move as a ghost on the board."""
        try:
            found = self.hint.ready(self.state)
        except Exception as exc:  # a hint that cannot be found must not end the game
            found = None
            self.say(f"No hint this time: {exc}")
        if self.hint.thinking:
            return
        self.top_buttons["hint"].set_text("Hint")
        if self.person_decides:
            self.top_buttons["hint"].enable()
        if found is None:
            return
        ghost = self._hint_ghost(found.action)
        piece, point = ghost.piece, ghost.point
        board = self.layout.bounds.inflate(-16, -16)
        top = point is None or point[1] > board.centery
        notes = preview_words(self.state, found.action, piece)
        self.hint.open(notes, board, top, self._play_hint, self.lay.ui_scale)
        self.overlays.push(self.hint)

    def _play_hint(self, hint) -> None:
        """Play it on a hint's card: the hinted move, from where its piece lies."""
        origin = self._hint_ghost(hint.action).origin
        self.play(hint.action, start=origin.center if origin else None)

    def _hint_ghost(self, action: Action) -> Ghost:
        spots = self.shelf_spots + self.board.hotspots + self.panel.hotspots
        return ghost_of(self.state, action, self.kinds, spots, self.buttons, self.layout)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The hinted move as a ghost (game.hint_ghost)."""
        if self.hint.hint is not None:
            action = self.hint.hint.action
            ghost = self._hint_ghost(action)
            draw_ghost(surface, action, ghost, self.layout, self._drag_image, self._sight)
