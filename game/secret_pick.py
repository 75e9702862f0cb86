"""A secret choice (a decision whose pick the other players must not see, such as a starting
character kept from two dealt cards): its options as cards over the table, side by side, in as
many rows as the window needs.

A click on a card or its number key makes that choice; Esc and F1 pass down (the pause menu,
the rules); every other input is taken (the table waits). It opens only when no handoff screen
is up, so it never lies under one where the next player could glimpse it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from engine.tang_garden.api import Action
from game import assets, hover, palette
from game.describe import Entry
from game.overlays import Overlay
from game.screen_fit import LEAST_PX

GAP = 24  # between two cards
PASSED = (pygame.K_ESCAPE, pygame.K_F1)  # keys the overlays and the screen below handle


@dataclass(frozen=True)
class Choice:
    """One option of the secret choice: its words and, when it names a piece, that piece's
    hover card (None: the words alone)."""

    action: Action
    words: str
    card: Entry | None


class SecretPick(Overlay):
    """The open secret choice: ``spots`` are its cards' places on screen, (rect, action)."""

    covers = True

    def __init__(
        self,
        prompt: str,
        choices: Sequence[Choice],
        bounds: pygame.Rect,
        choose: Callable[[Action], object],
        scale: float = 1.0,
    ) -> None:
        super().__init__()
        self.prompt = prompt
        self.choices = tuple(choices)
        self.options = tuple(c.action for c in self.choices)
        self.choose = choose
        faces = [hover.render(c.card, scale=scale) if c.card else None for c in self.choices]
        top = max((f.get_height() for f in faces if f), default=0)  # the feet in one row
        self.cards = [
            self._card(k, c, face, top, scale)
            for k, (c, face) in enumerate(zip(self.choices, faces, strict=True))
        ]
        rows = _rows([c.get_width() for c in self.cards], bounds.w - 4 * GAP)
        widths = [sum(self.cards[k].get_width() + GAP for k in row) - GAP for row in rows]
        heights = [max(self.cards[k].get_height() for k in row) for row in rows]
        tall = sum(heights) + GAP * (len(rows) - 1)
        self.box = pygame.Rect(0, 0, max(widths, default=0) + 2 * GAP, tall + 2 * GAP + 44)
        self.box.center = bounds.center
        self.box.clamp_ip(bounds)
        places: dict[int, pygame.Rect] = {}
        y = self.box.y + GAP + 44
        for row, wide, high in zip(rows, widths, heights, strict=True):
            x = self.box.centerx - wide // 2
            for k in row:
                places[k] = self.cards[k].get_rect(topleft=(x, y))
                x += self.cards[k].get_width() + GAP
            y += high + GAP
        self.spots: list[tuple[pygame.Rect, Action]] = [
            (places[k], choice.action) for k, choice in enumerate(self.choices)
        ]

    @staticmethod
    def _card(
        number: int, choice: Choice, face: pygame.Surface | None, top: int, scale: float
    ) -> pygame.Surface:
        """The option's hover card ``face`` (None: its words alone) with its number key and
        words at the foot, ``top`` down, at the UI ``scale``."""
        words = f"[{number + 1}]  {choice.words}"
        size = round(hover.TEXT_PX * scale)
        if face:
            width = face.get_width()
        else:  # the words alone: as wide as they need, up to a hover card's width
            needed = assets.text_font(size, True).size(words)[0] + 40
            width = min(round(hover.WIDTH * scale), needed)
        foot = assets.fitted_text(words, size, width - 20, palette.PAPER_LIGHT, True, LEAST_PX)
        card = pygame.Surface((width, top + foot.get_height() + 16), pygame.SRCALPHA)
        if face:
            card.blit(face, (0, 0))
        strip = pygame.Rect(0, top, width, card.get_height() - top)
        pygame.draw.rect(card, palette.INK_SOFT, strip, border_radius=8)
        card.blit(foot, foot.get_rect(center=strip.center))
        return card

    def handle(self, event: pygame.event.Event) -> bool:
        picked = None
        if event.type == pygame.KEYDOWN:
            if event.key in PASSED:
                return False
            number = event.key - pygame.K_1
            if 0 <= number < len(self.spots):
                picked = self.spots[number][1]
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            picked = next((a for rect, a in self.spots if rect.collidepoint(event.pos)), None)
        if picked is not None:
            self.close()
            self.choose(picked)
        return event.type not in (pygame.MOUSEMOTION, pygame.KEYUP)

    def shows(self) -> object:
        return ("secret pick", self.choices)

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*palette.INK, 120))  # the table stays in sight, dimmed
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, palette.PAPER, self.box, border_radius=14)
        pygame.draw.rect(surface, palette.INK_SOFT, self.box, 3, border_radius=14)
        title = assets.fitted_text(
            self.prompt, 24, self.box.w - 2 * GAP, palette.INK, True, LEAST_PX
        )
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + 14)))
        for card, (rect, _) in zip(self.cards, self.spots, strict=True):
            surface.blit(card, rect)


def _rows(widths: list[int], room: int) -> list[list[int]]:
    """The cards (by index) in rows no wider than ``room`` with their gaps, in order."""
    rows: list[list[int]] = []
    used = 0
    for k, wide in enumerate(widths):
        if not rows or used + GAP + wide > room:
            rows.append([])
            used = -GAP
        used += GAP + wide
        rows[-1].append(k)
    return rows
