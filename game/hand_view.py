"""The player's hand on the play screen: the pieces the pending decision puts in it (drawn
cards, landscapes, a reserved tile, characters, a skill's token), in their own place under the
choice buttons, never over the board."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.tang_garden.api import Catalog
from game import assets, palette
from game.screen_fit import LEAST_PX
from game.tang_garden.module_ui import Item

CARD_W, PIECE_W, PIECE_H = 210, 96, 112
Hotspot = tuple[pygame.Rect, str, str]


def draw_hand(
    surface: pygame.Surface,
    shelf: pygame.Rect,
    items: list[Item],
    catalog: Catalog,
    usable: Callable[[Item], bool],
    figure: Callable[[str, str, int], pygame.Surface],
) -> list[Hotspot]:
    """Draw ``items`` side by side on ``shelf``; their hotspots. ``usable`` says which can be
    used now (the others are dimmed); ``figure`` draws a character by (id, look, size)."""
    if not items:
        return []
    pygame.draw.rect(surface, palette.INK_SOFT, shelf, border_radius=8)
    cards = items[0].look == "card"  # cards show three rows of words
    w = min(CARD_W if cards else PIECE_W, (shelf.w - 16) // len(items) - 8)
    x = shelf.centerx - (len(items) * (w + 8) - 8) // 2
    high = shelf.h - 12 if cards else min(PIECE_H, shelf.h) - 12
    spots = []
    for item in items:
        r = pygame.Rect(x, shelf.y + 6, w, high)
        draw_item(surface, item, r, catalog, usable(item), figure)
        spots.append((r, item.hotspot, item.payload))
        x += w + 8
    return spots


def draw_item(
    surface: pygame.Surface,
    item: Item,
    r: pygame.Rect,
    catalog: Catalog,
    usable: bool,
    figure: Callable[[str, str, int], pygame.Surface],
) -> None:
    """One piece of the hand in ``r``: its picture and two caption lines, outlined in gold when
    it can be used now, dimmed when not."""
    payload = item.payload
    pygame.draw.rect(surface, palette.PAPER_LIGHT, r, border_radius=8)
    pygame.draw.rect(surface, palette.GOLD if usable else palette.INK_WASH, r, 3, border_radius=8)
    name, sub = item.title, item.sub
    if item.look == "card":
        surface.blit(assets.hand_card(catalog, payload, r.w - 6, r.h - 6), r.inflate(-6, -6))
        name = sub = ""
    elif item.look == "landscape":
        tile = catalog.landscapes[payload]
        surface.blit(assets.named_landscape(catalog, payload, r.w - 8, 40), (r.x + 4, r.y + 14))
        sub = ", ".join(tile.icons)
    elif item.look == "tile":
        surface.blit(assets.tile(payload, 0, 56), (r.centerx - 28, r.y + 4))
    elif item.look == "token":  # a skill's own token or pawn
        surface.blit(assets.token(payload, 56), (r.centerx - 28, r.y + 4))
    else:
        surface.blit(figure(payload, item.look, 56), (r.centerx - 28, r.y + 4))
    for k, words in enumerate((name, sub)):
        text = assets.fitted_text(words, 16 if k else 18, r.w - 6, palette.INK, not k, LEAST_PX)
        surface.blit(text, text.get_rect(midbottom=(r.centerx, r.bottom - 20 + 14 * k)))
    if not usable:
        veil = pygame.Surface(r.size, pygame.SRCALPHA)
        veil.fill((*palette.PAPER, 150))
        surface.blit(veil, r)
