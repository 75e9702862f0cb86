"""The Seasons Market on screen: a stall painted on each corner space (the Merchant on his), and
a panel section with each market's tiles to drag onto the garden and its card to drag onto a
free area. Restocking is one row of the section: a Restock button under each market with its
price, and New cards on every market beside the title (none of them in the option buttons)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.api import Action, Decorate, words
from engine.tang_garden.modules.market import ALL, CORNER_WORDS, CORNERS, Restock, TakeMarketTile
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import UIAdapter
from game.tang_garden.modules.market.painting import market_tile, merchant

if TYPE_CHECKING:
    from engine.tang_garden.api import Event, GameState
    from game.tang_garden.module_ui import Board, Panel

TILE = 38  # a market's tile or card in the panel
COLUMN = 127  # one market's column in the panel
RESTOCK_H = 22  # the row of restock buttons
PIECES = (
    PieceKind("market_tile", TakeMarketTile, "tile", "cell", "rot", "tile", "That market tile"),
    PieceKind("restock", Restock, "corner", "click", "", "tile", "That restock"),
)


class MarketUI(UIAdapter):
    id = "market"
    section_first = True  # the markets hold every tile and card the main action takes

    def pieces(self) -> tuple[PieceKind, ...]:
        return PIECES

    def _corner_cell(self, state: GameState, corner: str) -> tuple[int, int]:
        right, bottom = state.catalog.columns - 1, state.catalog.rows - 1
        return {"NW": (0, 0), "NE": (right, 0), "SE": (right, bottom), "SW": (0, bottom)}[corner]

    def _terrain(self, state: GameState, corner: str) -> str:
        return self.module.stack_at(state, corner)

    def move_places(self, state: GameState, event: Event) -> list[tuple]:
        """A tile or a card bought from a market, or a market restocked: that market (every
        one for new cards on every market), its Market tile and its column of the panel."""
        corner = event.data.get("corner", event.data.get("taken_from"))
        if event.kind not in ("market", "restock", "decoration") or corner not in (*CORNERS, ALL):
            return []
        corners = CORNERS if corner == ALL else (corner,)
        return [("piece", ("market", c)) for c in corners]

    # --- the board: the Market tiles on the corner spaces ---------------------------------------

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        lay = view.layout
        markets = self.module.of(state)
        for corner in CORNERS:
            rect = lay.cell_rect(*self._corner_cell(state, corner))
            view.layer.blit(market_tile(rect.w, self._terrain(state, corner)), local(rect))
            if corner == markets.merchant:
                figure = merchant(rect.w * 3 // 5)
                view.layer.blit(figure, local(figure.get_rect(center=rect.center)))
            view.hotspots.append((rect, "market", corner))

    # --- the panel: what each market offers -----------------------------------------------------

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return 4 * COLUMN, 22 + 18 + TILE + 6 + RESTOCK_H

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        x, y = at
        markets = self.module.of(state)
        layer = panel.layer
        layer.blit(assets.text("Markets", 18, palette.INK, True), (x, y))
        for k, corner in enumerate(CORNERS):
            cx, cy = x + k * COLUMN, y + 22
            whole = pygame.Rect(cx - 2, cy - 2, 3 * TILE + 12, 18 + TILE + 10 + RESTOCK_H)
            panel.spot(whole, "market", corner)  # its tiles, card and button answer over it
            name = assets.text(CORNER_WORDS[corner].capitalize(), 16, palette.INK_SOFT)
            layer.blit(name, (cx, cy))
            if corner == markets.merchant:  # his figure, as on the board (his card says it)
                layer.blit(merchant(18), (cx + name.get_width() + 4, cy))
            row = cy + 18
            for j in range(self.settings.tiles_per_market):
                r = pygame.Rect(cx + j * (TILE + 3), row, TILE, TILE)
                tiles = markets.tiles.get(corner, [])
                if j < len(tiles):
                    layer.blit(assets.tile(tiles[j], 0, TILE), r)
                    panel.spot(r, "market_tile", tiles[j])
                pygame.draw.rect(layer, palette.INK_SOFT, r, 1)
            r = pygame.Rect(cx + 2 * (TILE + 3) + 2, row, TILE, TILE)
            pygame.draw.rect(layer, palette.PAPER_LIGHT, r, border_radius=4)
            card = markets.cards.get(corner)
            if card is not None:
                dtype = state.catalog.card_type[card]
                layer.blit(assets.decoration(dtype.id, TILE - 4), (r.x + 2, r.y + 2))
                panel.spot(r, "card", card)
            pygame.draw.rect(layer, palette.INK_SOFT, r, 1, border_radius=4)
            button = pygame.Rect(cx, row + TILE + 6, 3 * TILE + 8, RESTOCK_H)
            price = self._price(state, corner)
            self._restock_button(panel, state, corner, button, f"Restock: {price}")
        everywhere = f"New cards on every market: {self._price(state, ALL)}"
        width = assets.text(everywhere, 16, palette.INK).get_width() + 16
        button = pygame.Rect(x + 4 * COLUMN - width - 8, y, width, 20)
        self._restock_button(panel, state, ALL, button, everywhere)

    def _price(self, state: GameState, corner: str) -> str:
        price = self.module.price(state, corner)
        return "free" if price == 0 else words.coins(price)

    def _restock_button(
        self, panel: Panel, state: GameState, corner: str, r: pygame.Rect, text: str
    ) -> None:
        """A restock button: live while the player to decide may restock there now (a click on
        a greyed one says why not)."""
        live = not state.over and Restock(corner) in self._offered(state)
        layer = panel.layer
        fill, edge = palette.GOLD_LIGHT, palette.INK_SOFT
        if not live:
            fill, edge = palette.PAPER_DARK, palette.INK_WASH
        pygame.draw.rect(layer, fill, r, border_radius=5)
        pygame.draw.rect(layer, edge, r, 1, border_radius=5)
        told = assets.text(text, 16, palette.INK if live else palette.INK_SOFT)
        layer.blit(told, told.get_rect(center=r.center))
        panel.spot(r, "restock", corner)

    def _offered(self, state: GameState) -> list[Restock]:
        """The restocks the pending decision offers (one before or after the main action)."""
        kind = state.tasks[-1][0] if state.tasks else ""
        return self.module.restocks(state) if kind in ("main", "post") else []

    def label(self, state: GameState, option: Action) -> str | None:
        if isinstance(option, Decorate):
            if self.module.card_fits(state):
                return "Place a market's decoration"
            return "Pass (no market card fits)"
        return None

    # --- hover cards -----------------------------------------------------------------------------

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind == "market_tile":
            tile = state.catalog.tiles[str(payload)]
            return Entry(
                str(payload),
                "Market tile",
                (
                    (
                        "Build it",
                        "drag it next to a garden tile or a Market tile; "
                        "turn it with right click, the wheel or R",
                    ),
                    ("Tile", tile.text()),
                ),
            )
        if kind == "market":
            return self._market_entry(state, str(payload))
        return None

    def _market_entry(self, state: GameState, corner: str) -> Entry:
        markets = self.module.of(state)
        tiles = markets.tiles.get(corner, [])
        card = markets.cards.get(corner)
        offer = words.counted(len(tiles), "garden tile")
        name = state.catalog.card_type[card].name if card is not None else "no card"
        stack = self._terrain(state, corner)
        lines = [
            ("Offers", f"{offer} and {name if card is None else words.article(name)}"),
            ("Restock", self.module.restock_words(state, corner)),
            ("Refilled from", f"the {stack} stack ({len(state.stacks[stack])} tiles left)"),
        ]
        if corner == markets.merchant:
            lines.append(
                ("Merchant", "stands here: restocking this market is free, then he walks on")
            )
        return Entry(corner, f"The {CORNER_WORDS[corner]} market", tuple(lines))
