"""The news of the other players' moves, drawn: under the handoff screen's name, and as a card
over the log when a person's turn begins without one (game.recent_moves words it)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game import assets, palette
from game.hover import wrap
from game.overlays import Overlay
from game.recent_moves import News

TITLE = "Since your last turn"
TEXT_PX = 20
ROW = 24  # pixels a line of news takes
DOT = 14  # room left of a player's lines for their colour
LINES = 3  # a player's moves are told in at most this many lines
MORE = " … (more in the log)"


def rows(items: Sequence[News], width: int) -> list[tuple[int | None, str]]:
    """The lines as drawn in ``width`` pixels: (the player whose dot starts it, words); each
    player's steps joined and told in at most ``LINES`` lines (the log tells the rest)."""
    out: list[tuple[int | None, str]] = []
    room = width - DOT - 8
    for item in items:
        told = wrap("; ".join(item.lines), TEXT_PX, room)
        if len(told) > LINES:
            told = [*told[: LINES - 1], _cut(" ".join(told[LINES - 1 :]), room)]
        out += [(item.player if n == 0 else None, part) for n, part in enumerate(told)]
    return out


def _cut(words: str, room: int) -> str:
    """``words`` cut short to fit ``room`` pixels, ending in '… (see the log)'."""
    font = assets.text_font(TEXT_PX)
    kept = words.split()
    while kept and font.size(" ".join(kept) + MORE)[0] > room:
        kept.pop()
    return " ".join(kept) + MORE


def height(items: Sequence[News], width: int) -> int:
    """The height the news takes, its title included (0 with no news)."""
    return (len(rows(items, width)) + 1) * ROW + 6 if items else 0


def draw(
    surface: pygame.Surface, at: tuple[int, int], width: int, items: Sequence[News], colours
) -> None:
    """The title, then each player's lines after a dot of their colour."""
    x, y = at
    surface.blit(assets.text(TITLE, TEXT_PX, palette.INK, True), (x, y))
    for k, (player, words) in enumerate(rows(items, width), start=1):
        top = y + k * ROW + 6
        if player is not None:
            pygame.draw.circle(surface, colours[player], (x + DOT // 2, top + ROW // 2 - 2), 6)
        surface.blit(assets.text(words, TEXT_PX, palette.INK), (x + DOT + 8, top))


class NewsCard(Overlay):
    """The news as a card over the log (which tells the same at length) at the start of a
    person's turn that no handoff screen told it: the first click or key takes it away and
    still counts as itself (nothing under it waits for it)."""

    def __init__(self, items: Sequence[News], colours, over: pygame.Rect) -> None:
        super().__init__()
        self.items = tuple(items)
        self.colours = colours
        self.box = pygame.Rect(over.x, 0, over.w, height(self.items, over.w - 24) + 20)
        self.box.bottom = over.bottom
        self.box.top = max(0, self.box.top)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.close()
        return False

    def shows(self) -> object:
        return ("news", self.items)

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, palette.PAPER_LIGHT, self.box, border_radius=10)
        pygame.draw.rect(surface, palette.INK_SOFT, self.box, 2, border_radius=10)
        draw(surface, (self.box.x + 12, self.box.y + 10), self.box.w - 24, self.items, self.colours)
