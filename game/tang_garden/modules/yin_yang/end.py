"""The end of a Yin & Yang game: victory or defeat, what ended it, every part of the score and
the rank table; View garden shows the final board."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIButton

from engine.tang_garden.api import end_cause
from game import assets, palette
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_card, draw_heading, gui_font, start_solo
from game.session import Session

if TYPE_CHECKING:
    from engine.tang_garden.api import CharacterScore
    from engine.tang_garden.modules.yin_yang import SoloRank

FACINGS = {"N": "north", "E": "east", "S": "south", "W": "west"}
Line = tuple[str, str, bool]  # what, coins, bold


class SoloEndScene(Scene):
    """Shows the solo result; Menu, View garden or a new solo game."""

    def __init__(self, app, session: Session, ranks: tuple[SoloRank, ...]) -> None:
        super().__init__(app)
        self.session = session
        self.ranks = ranks
        self.result = session.state.result
        w, h = app.size
        self.menu = UIButton(
            pygame.Rect(w // 2 - 350, h - 96, 210, 48),
            "Menu",
            self.ui,
            tool_tip_text="Back to the main menu (Esc)",
        )
        self.garden = UIButton(
            pygame.Rect(w // 2 - 105, h - 96, 210, 48),
            "View garden",
            self.ui,
            tool_tip_text="See the final garden, then come back (G)",
        )
        self.again = UIButton(
            pygame.Rect(w // 2 + 140, h - 96, 210, 48),
            "New solo game",
            self.ui,
            tool_tip_text="Start another solo game",
            object_id="#primary",
        )

    def handle(self, event: pygame.event.Event) -> None:
        from pygame_gui import UI_BUTTON_PRESSED

        if event.type == UI_BUTTON_PRESSED:
            if event.ui_element is self.garden:
                self.view_garden()
            else:
                self._go(event.ui_element is self.again)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._go(False)  # no key starts a game: keys held from play go here
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_g:
            self.view_garden()

    def view_garden(self) -> None:
        self.app.switch("garden", session=self.session, back=self)

    def _go(self, again: bool) -> None:
        if again:
            start_solo(self.app, self.session.state.players[0].name)
        else:
            self.app.switch("menu")

    def lines(self) -> list[Line]:
        """Every part of the total, one line each, then the total: they add up."""
        r = self.result
        out: list[Line] = [("Coins gained during the game", str(r.coins), False)]
        for c in r.characters:
            out.append((self._character(c), str(c.total), False))
        if r.victory:
            out.append(("Score", str(r.total), True))
        return out

    def _character(self, c: CharacterScore) -> str:
        name = self.session.state.catalog.characters[c.character].name
        parts = [f"{c.decorations} for decorations", f"{c.preference} for its sight"]
        parts += [f"{coins:+d} {what}" for what, coins in c.extras]
        return f"{name} facing {FACINGS.get(c.facing, c.facing)}: {', '.join(parts)}"

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.app.size), (0, 0))
        r = self.result
        w = self.app.size[0]
        draw_heading(surface, "Victory!" if r.victory else "Defeat", (w // 2, 70), 56)
        cause = assets.text(end_cause(self.session.state), 22, palette.INK_SOFT)
        surface.blit(cause, cause.get_rect(center=(w // 2, 124)))
        card = pygame.Rect(60, 150, w - 120, 420)
        draw_card(surface, card)
        left = pygame.Rect(card.x + 30, card.y + 24, card.w - 360, card.h - 48)
        y = left.y
        if r.victory:
            head = f"Score {r.total}: rank {r.rank}"
        else:
            head = f"{r.coins} coins when the game ended; a defeat has no rank"
        text = assets.text(head, 34 if r.victory else 26, palette.SEAL_RED, True)
        surface.blit(text, (left.x, y))
        y += text.get_height() + 18
        for what, coins, bold in self.lines() if r.victory else []:
            if bold:
                pygame.draw.line(surface, palette.INK, (left.x, y), (left.right, y), 2)
                y += 8
            words = assets.text(what, 24, palette.INK, bold)
            value = assets.text(coins, 26, palette.INK, True)
            surface.blit(words, (left.x, y))
            surface.blit(value, value.get_rect(topright=(left.right, y)))
            y += max(words.get_height(), value.get_height()) + 12
        self._rank_table(surface, pygame.Rect(left.right + 40, card.y + 30, 260, card.h - 60))
        super().draw(surface)

    def _rank_table(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The rulebook's rank table, the player's rank marked."""
        title = assets.text("Ranks", 24, palette.INK, True)
        surface.blit(title, (box.x, box.y))
        y = box.y + 44
        bounds = [k.min_score for k in self.ranks[1:]]
        for i, rank in enumerate(self.ranks):
            top = f"{rank.min_score}-{bounds[i] - 1}" if i < len(bounds) else f"{rank.min_score}+"
            mine = self.result.victory and rank.name == self.result.rank
            colour = palette.SEAL_RED if mine else palette.INK_SOFT
            surface.blit(assets.text(top, 22, colour, mine), (box.x, y))
            surface.blit(assets.text(rank.name, 22, colour, mine), (box.x + 86, y))
            seal = gui_font(20, mine, chinese=True).render(rank.chinese, True, colour)
            surface.blit(seal, (box.x + 196, y))
            y += 44
