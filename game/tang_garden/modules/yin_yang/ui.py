"""Yin & Yang on screen: the solo player's area, the pair cards beside the stacks, the garden
tile display and the neutral characters as pieces, the stack warnings and the solo end screen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.api import Action, Build, words
from engine.tang_garden.modules.yin_yang import (
    PlaceDisplayTile,
    PlaceNeutral,
    RemoveDecoration,
    next_influence_at,
    solo_state,
    stacks_emptied_by,
)
from game import assets, palette
from game.gestures import PieceKind
from game.tang_garden.module_ui import Item, UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Board, Panel

AREA_H = 2 * 108 + 4  # the solo player's area on the panel

PIECES = (
    PieceKind(
        "display_tile",
        PlaceDisplayTile,
        "tile",
        "cell",
        "rot",
        "tile",
        "That tile",
        lantern="tile_from_display",
    ),
    PieceKind("neutral_char", PlaceNeutral, "character", "spot", "", "neutral", "That character"),
)


class YinYangUI(UIAdapter):
    id = "yin-yang"
    clicked = (RemoveDecoration,)  # click a decoration in the garden to return it to the box

    def pieces(self) -> tuple[PieceKind, ...]:
        return PIECES

    def hand(self, state: GameState, task: tuple, options: tuple[Action, ...]) -> list[Item]:
        neutral = dict.fromkeys(o.character for o in options if isinstance(o, PlaceNeutral))
        return [
            Item("neutral_char", c, "neutral", state.catalog.characters[c].name, "neutral")
            for c in neutral
        ]

    def click(
        self, state: GameState, options: tuple[Action, ...], kind: str, payload: object
    ) -> Action | None:
        """A decoration in the garden returns to the box, spending the size held most of."""
        if kind != "decoration":
            return None
        removals = [o for o in options if isinstance(o, RemoveDecoration) and (o.x, o.y) == payload]
        return max(removals, key=lambda o: state.player.tokens[o.size], default=None)

    def hotspot(self, action: Action) -> tuple[str, object] | None:
        if isinstance(action, RemoveDecoration):
            return "decoration", (action.x, action.y)
        return None

    def preview_note(self, state: GameState, option: Action) -> str:
        if not isinstance(option, Build) or state.tasks[-1][0] != "solo_main":
            return ""
        emptied = stacks_emptied_by(state, option.stack)
        if not emptied or len(state.allowed - state.board.keys()) <= 1:
            return ""
        return f"this pair empties the {' and '.join(emptied)} stack: the game is lost"

    # --- the panel ----------------------------------------------------------------------------

    def player_area(self, panel: Panel, state: GameState, shown: tuple, y: int) -> int:
        """Coins and the next character, characters, lanterns, tokens and the tile display."""
        surf = panel.layer
        catalog = state.catalog
        solo = solo_state(state)
        player = state.players[0]
        coins = shown[0][0]
        width = surf.get_width()
        box = pygame.Rect(0, y, width, AREA_H)
        pygame.draw.rect(surf, palette.PAPER_LIGHT, box, border_radius=8)
        pygame.draw.rect(surf, panel.colours[0], box, 4, border_radius=8)
        surf.blit(assets.text(f"{player.name} · {self.name}", 24, palette.INK, True), (10, y + 8))
        coin = assets.text(words.coins(coins), 28, palette.GOLD_DARK, True)
        surf.blit(coin, (width - coin.get_width() - 10, y + 6))
        note = assets.text(self._next_character(state, coins), 20, palette.SEAL_RED)
        surf.blit(note, (width - note.get_width() - 12, y + 88))
        x = 10
        for cid in solo.characters:
            image = assets.character(catalog, cid, panel.colours[0], panel.shapes[0], 40)
            surf.blit(image, (x, y + 34))
            x += 44
        for cid in solo.neutral:
            neutral = palette.NEUTRAL
            surf.blit(assets.character(catalog, cid, neutral.rgb, neutral.shape, 30), (x, y + 40))
            x += 34
        for k, (lid, up) in enumerate(player.lanterns.items()):
            panel.lantern(state, 0, lid, up, pygame.Rect(10 + k * 30, y + 82, 28, 28))
        panel.tokens(state, 0, 10 + len(player.lanterns) * 30 + 10, y + 87)
        cost = self.settings.remove_decoration_tokens
        hint = f"{cost} tokens of one size remove a decoration (click it)"
        surf.blit(assets.text(hint, 16, palette.INK_SOFT), (10, y + 114))
        surf.blit(assets.text("Garden tile display", 20, palette.INK, True), (10, y + 134))
        self._display(panel, solo.display, y + 156)
        return y + AREA_H + 6

    def _next_character(self, state: GameState, coins: int) -> str:
        at = next_influence_at(state)
        kept = len(solo_state(state).characters)
        if at is None:
            return f"{kept} characters: no more to influence" if kept else ""
        if coins >= at:
            return "a new character is due"
        return f"next character at {at} coins"

    @staticmethod
    def _display(panel: Panel, tiles: list[str], y: int) -> None:
        if not tiles:
            panel.layer.blit(assets.text("empty", 18, palette.INK_SOFT), (10, y + 4))
            return
        rows = 1 if len(tiles) <= 9 else 2
        per_row = max(1, -(-len(tiles) // rows))
        size = min(52 // rows, (panel.layer.get_width() - 20) // per_row - 4)
        for k, tile in enumerate(tiles):
            row, col = divmod(k, per_row)
            r = pygame.Rect(10 + col * (size + 4), y + row * (size + 4), size, size)
            panel.layer.blit(assets.tile(tile, 0, size), r)
            panel.spot(r, "display_tile", tile)

    # --- the board ----------------------------------------------------------------------------

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        """The decoration card beside each stack, on the tile's side toward the garden."""
        cards = solo_state(state).cards
        for name in state.catalog.stack_names:
            card = cards.get(name)
            if card is None:
                continue
            tile = view.stack_rect(state, name)
            size = tile.w * 9 // 20
            garden = view.layout.garden
            badge = pygame.Rect(0, 0, size, size)
            badge.centery = tile.centery
            badge.centerx = tile.right if tile.centerx < garden.centerx else tile.x
            r = local(badge)
            pygame.draw.rect(view.layer, palette.PAPER_LIGHT, r, border_radius=6)
            pygame.draw.rect(view.layer, palette.SEAL_RED, r, 2, border_radius=6)
            kind = state.catalog.card_type[card].id
            view.layer.blit(assets.decoration(kind, size - 8), r.move(4, 4).topleft)
            view.hotspots.append((badge, "card", card))  # its hover card; dragged when placed

    # --- the end ------------------------------------------------------------------------------

    def end_extras(self, state: GameState) -> list[str]:
        """The rulebook's rank table under the shared end screen's table, the rank reached."""
        ranks = self.settings.ranks
        tops = [f"-{rank.min_score - 1}" for rank in ranks[1:]] + ["+"]
        table = " · ".join(
            f"{r.min_score}{top} {r.name}" for r, top in zip(ranks, tops, strict=True)
        )
        title = state.result.title
        reached = f"reached: {title}" if title else "a defeat reaches no rank"
        return [f"Ranks: {table} ({reached})."]
