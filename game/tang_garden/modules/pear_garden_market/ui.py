"""Market of the Pear Garden on screen: the face-up market tiles, with their price, as pieces to
drag onto the garden, and the market stack's count."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import words
from engine.tang_garden.modules.pear_garden_market import BuyMarketTile
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Panel

TILE = 44
PIECES = (
    PieceKind("market_tile", BuyMarketTile, "tile", "cell", "rot", "tile", "That market tile"),
)


class MarketUI(UIAdapter):
    id = "pear-garden-market"

    def pieces(self) -> tuple[PieceKind, ...]:
        return PIECES

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind != "market_tile":
            return None
        tile = state.catalog.tiles[payload]
        return Entry(
            str(payload),
            "Market tile",
            (
                ("Price", f"{self.price_words(state)} now (the price falls as the market empties)"),
                ("Place it", f"drag it onto the garden: {tile.text()}"),
            ),
        )

    def price_words(self, state: GameState) -> str:
        price = self.module.price(state)
        return "free" if price == 0 else f"{words.coins(price)} each"

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return 250, TILE + 24

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        x, y = at
        market = self.module.of(state)
        head = f"Market: {self.price_words(state)}"
        panel.layer.blit(assets.text(head, 18, palette.INK, True), (x, y))
        for k, tile in enumerate(market.shown):
            r = pygame.Rect(x + k * (TILE + 6), y + 22, TILE, TILE)
            panel.layer.blit(assets.tile(tile, 0, TILE), r)
            pygame.draw.rect(panel.layer, palette.INK, r, 1)
            panel.spot(r, "market_tile", tile)
        left = assets.text(f"{len(market.pile)} in the market stack", 16, palette.INK_SOFT)
        panel.layer.blit(left, (x + 3 * (TILE + 6) + 2, y + 30))
