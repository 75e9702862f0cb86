"""The new garden tiles on screen: the Viewpoint's coins lying on empty landscape slots, hover
cards of the new tiles laid in the garden and their scoring categories."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.api import words
from game import assets, palette
from game.describe import Entry
from game.tang_garden.module_ui import UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Board


class NewGardenTilesUI(UIAdapter):
    id = "new-garden-tiles"

    def category_label(self, key: str) -> str | None:
        return {"silver_walls": "Silver walls", "theatre": "Theatre"}.get(key)

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        """A coin with its number on every empty slot the Viewpoint paid; the new tiles laid in
        the garden explain themselves on hover (under every other piece)."""
        lay = view.layout
        for sid, coins in sorted(self.module.of(state).slot_coins.items()):
            rect = lay.slots[sid]
            size = max(14, min(rect.h, rect.w) * 3 // 5)
            badge = pygame.Rect(0, 0, size, size)
            badge.center = local(rect).center
            pygame.draw.circle(view.layer, palette.GOLD_DARK, badge.center, size // 2 + 1)
            pygame.draw.circle(view.layer, palette.GOLD, badge.center, size // 2 - 1)
            label = assets.text(str(coins), max(12, size * 2 // 3), palette.INK, True)
            view.layer.blit(label, label.get_rect(center=badge.center))
            view.hotspots.insert(0, (rect, "slot_coins", (sid, coins)))
        own = {tile.id for tile in self.module.pack["tiles"].tiles}
        for (x, y), cell in sorted(state.board.items()):
            if cell.tile in own:
                view.hotspots.insert(0, (lay.cell_rect(x, y), "seasons_tile", cell.tile))

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind == "seasons_tile":
            tile = state.catalog.tiles[str(payload)]
            return Entry(str(payload), tile.name, (("Does", tile.text()),))  # type: ignore[attr-defined]
        if kind == "slot_coins":
            sid, coins = payload  # type: ignore[misc]
            return Entry(
                f"coins{sid}",
                "The Viewpoint's coins",
                (
                    ("Lying", f"{words.coins(coins)} {words.slot(state.catalog, sid)}"),
                    ("Taken", "by whoever lays a landscape tile into this slot"),
                ),
            )
        return None
