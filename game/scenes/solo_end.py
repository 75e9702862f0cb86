"""The end of a solo game: victory or defeat, what ended it, the score and the rank."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from game import assets, palette
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_card, draw_heading, gui_font, start_solo
from game.session import Session

CAUSES = {
    "garden_complete": "All 28 spaces of the central garden are covered.",
    "stack_empty": "A stack of garden tiles ran out before the garden was complete.",
    "no_pair": "No pair of garden tile and decoration could be placed, and no lantern helped.",
}


class SoloEndScene(Scene):
    """Shows the solo result; New game or Menu."""

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.result = session.state.result
        w, h = app.size
        self.menu = UIButton(
            pygame.Rect(w // 2 - 230, h - 110, 210, 48),
            "Menu",
            self.ui,
            tool_tip_text="Back to the main menu (Esc)",
        )
        self.again = UIButton(
            pygame.Rect(w // 2 + 20, h - 110, 210, 48),
            "New solo game",
            self.ui,
            tool_tip_text="Start another solo game (Enter)",
            object_id="#primary",
        )

    def handle(self, event: pygame.event.Event) -> None:
        from pygame_gui import UI_BUTTON_PRESSED

        if event.type == UI_BUTTON_PRESSED:
            self._go(event.ui_element is self.again)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            self._go(event.key == pygame.K_RETURN)

    def _go(self, again: bool) -> None:
        if again:
            start_solo(self.app, self.session.state.players[0].name)
        else:
            self.app.switch("menu")

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.app.size), (0, 0))
        r = self.result
        w = self.app.size[0]
        title = "Victory!" if r.victory else "Defeat"
        draw_heading(surface, title, (w // 2, 90), 56)
        card = pygame.Rect(w // 2 - 360, 150, 720, 480)
        draw_card(surface, card)
        lines = [(CAUSES.get(r.cause, r.cause), 24, palette.INK, False)]
        ranks = self.session.state.ruleset.by_id["yin-yang"].settings.ranks
        if r.victory:
            lines += [
                (f"Score {r.total}: rank {r.rank}", 40, palette.SEAL_RED, True),
                (f"{r.coins} coins during the game", 24, palette.INK, False),
            ]
            lines += [
                (
                    f"{self.session.state.catalog.characters[c.character].name} facing {c.facing}: "
                    f"{c.preference} for its preference",
                    22,
                    palette.INK_SOFT,
                    False,
                )
                for c in r.characters
            ]
        else:
            lines.append(
                (
                    f"{r.coins} coins when the game ended; a defeat has no rank.",
                    24,
                    palette.INK,
                    False,
                )
            )
        y = card.y + 40
        for words, size, colour, bold in lines:
            text = assets.text(words, size, colour, bold)
            surface.blit(text, text.get_rect(midtop=(card.centerx, y)))
            y += text.get_height() + 16
        self._rank_table(surface, ranks, card)
        super().draw(surface)

    def _rank_table(self, surface: pygame.Surface, ranks, card: pygame.Rect) -> None:
        """The rulebook's rank table, the player's rank marked."""
        y = card.bottom - 40 * len(ranks) - 20
        bounds = [k.min_score for k in ranks[1:]]
        for i, rank in enumerate(ranks):
            top = f"{rank.min_score}-{bounds[i] - 1}" if i < len(bounds) else f"{rank.min_score}+"
            mine = self.result.victory and rank.name == self.result.rank
            colour = palette.SEAL_RED if mine else palette.INK_SOFT
            words = assets.text(f"{top}  {rank.name}", 24, colour, mine)
            seal = gui_font(20, mine, chinese=True).render(rank.chinese, True, colour)
            surface.blit(words, (card.centerx - 150, y))
            surface.blit(seal, (card.centerx + 90, y))
            y += 40
