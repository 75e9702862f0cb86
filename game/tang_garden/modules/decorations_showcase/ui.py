"""Decorations Showcase on screen: the face-up showcase cards, dragged like drawn cards when
Place a Decoration lets the player choose."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets, palette
from game.tang_garden.module_ui import UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Panel

CARD = 44


class ShowcaseUI(UIAdapter):
    id = "decorations-showcase"

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return 250, CARD + 24

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        x, y = at
        panel.layer.blit(assets.text("Showcase", 18, palette.INK, True), (x, y))
        for k, card in enumerate(self.module.of(state).cards):
            r = pygame.Rect(x + k * 124, y + 22, 118, CARD)
            pygame.draw.rect(panel.layer, palette.PAPER_LIGHT, r, border_radius=6)
            pygame.draw.rect(panel.layer, palette.INK_SOFT, r, 1, border_radius=6)
            dtype = state.catalog.card_type[card]
            panel.layer.blit(assets.decoration(dtype.id, CARD - 6), (r.x + 3, r.y + 3))
            name = assets.text(dtype.name[:12], 16, palette.INK)
            panel.layer.blit(name, (r.x + CARD, r.y + 4))
            area = assets.text(dtype.area, 16, palette.INK_SOFT)
            panel.layer.blit(area, (r.x + CARD, r.y + 22))
            panel.spot(r, "card", card)
