"""The Dragons on screen: a panel line per player with their Dragons and the cards reserved
under them; a reserved card is dragged onto a free area to place it (on a later turn); reserving
and discarding are buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.modules.dragons import ActivateReserved
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import Event, GameState
    from game.tang_garden.module_ui import Panel

CARD = 30
PIECES = (
    PieceKind("reserved_card", ActivateReserved, "card", "cell", "", "card", "That reserved card"),
)


class DragonsUI(UIAdapter):
    id = "dragons"

    def pieces(self) -> tuple[PieceKind, ...]:
        return PIECES

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return 250, 20 + (CARD + 2) * len(state.players)

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        x, y = at
        layer = panel.layer
        layer.blit(assets.text("Dragons", 18, palette.INK, True), (x, y))
        for i, pawns in enumerate(self.module.of(state).pawns):
            row = y + 20 + i * (CARD + 2)
            pygame.draw.circle(layer, panel.colours[i], (x + 8, row + CARD // 2), 6)
            cx = x + 20
            for pawn in pawns:
                r = pygame.Rect(cx, row, CARD, CARD)
                pygame.draw.rect(layer, palette.PAPER_LIGHT, r, border_radius=4)
                if pawn.card is not None:
                    dtype = state.catalog.card_type[pawn.card]
                    layer.blit(assets.decoration(dtype.id, CARD - 4), (r.x + 2, r.y + 2))
                    panel.spot(r, "reserved_card", pawn.card)
                pygame.draw.rect(layer, palette.INK_SOFT, r, 1, border_radius=4)
                words = (
                    "on the roof"
                    if pawn.corner
                    else "used"
                    if pawn.spent
                    else "reserved"
                    if pawn.card
                    else "free"
                )
                text = assets.text(words, 16, palette.INK_SOFT)
                layer.blit(text, (r.right + 3, r.y + 8))
                cx = r.right + 8 + text.get_width()

    def move_places(self, state: GameState, event: Event) -> list[tuple]:
        """A card reserved under a Dragon: the card on the panel."""
        if event.kind == "reserve_card":
            return [("piece", ("reserved_card", event.data["card"]))]
        return []

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind != "reserved_card":
            return None
        dtype = state.catalog.card_type[str(payload)]
        return Entry(
            str(payload),
            f"{dtype.name} (reserved)",
            (
                ("Place it", "on a later turn, drag it onto a free area of its kind"),
                ("Or", "discard it with its button to free the Dragon"),
            ),
        )
