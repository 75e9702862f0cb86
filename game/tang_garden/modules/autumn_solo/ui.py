"""Autumn solo on screen: the leaves and the drop tokens in the garden, the two Twilight cards
in play on the panel (their circles, links, leaves and bonuses), hover cards for each, and the
end screen with the title reached."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import assets, palette
from game.describe import Entry
from game.tang_garden.module_ui import UIAdapter
from game.tang_garden.modules.autumn_solo import pieces

if TYPE_CHECKING:
    from engine.tang_garden.api import Event, GameState
    from game.tang_garden.module_ui import Board, Panel

PANEL_W, PANEL_H = 508, 132
CARD_W = 248


class AutumnSoloUI(UIAdapter):
    id = "autumn-solo"

    def _part(self, state: GameState) -> Any:
        return state.ext[self.id]

    # --- the garden ---------------------------------------------------------------------------

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        lay = view.layout
        for x in range(state.catalog.columns):
            for y in range(state.catalog.rows):
                if (x, y) not in state.allowed:
                    cell = lay.cell_rect(x, y)
                    pieces.drop(view.layer, local(cell))
                    view.hotspots.append((cell, "autumn_drop", (x, y)))
        for (x, y), leaves in self._part(state).leaves.items():
            cell = lay.cell_rect(x, y)
            r = cell.w // 5
            for k, colour in enumerate(leaves):
                centre = local(cell).move(0, (k * 2 - 1) * r).center
                pieces.leaf(view.layer, centre, r, colour)
            view.hotspots.append((cell, "autumn_leaves", (x, y)))

    def move_places(self, state: GameState, event: Event) -> list[tuple]:
        """A leaf put on a Twilight card: that card on the panel."""
        if event.kind == "leaf" and "pile" in event.data:
            return [("piece", ("autumn_card", event.data["pile"]))]
        return []

    # --- the panel ----------------------------------------------------------------------------

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return PANEL_W, PANEL_H

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        part = self._part(state)
        x, y = at
        done = len(part.completed)
        head = f"Twilight cards · {done} of {len(self.settings.twilight)} completed"
        panel.layer.blit(assets.text(head, 18, palette.INK, True), (x, y))
        for k, pile in enumerate(("light", "shadow")):
            box = pygame.Rect(x + k * (CARD_W + 8), y + 24, CARD_W, PANEL_H - 28)
            self._card(panel, state, pile, box)

    def _card(self, panel: Panel, state: GameState, pile: str, box: pygame.Rect) -> None:
        layer = panel.layer
        card = self.module.card(state, pile)
        left = len(self._part(state).piles[pile])
        pygame.draw.rect(layer, palette.PAPER_LIGHT, box, border_radius=6)
        pygame.draw.rect(layer, palette.GOLD_DARK, box, 2, border_radius=6)
        panel.spot(box, "autumn_card", pile)
        if card is None:
            words = f"{pile.capitalize()}: no card left"
            layer.blit(assets.text(words, 16, palette.INK_SOFT), (box.x + 6, box.y + 6))
            return
        title = f"{pile.capitalize()} ({left}): {card.name}"
        layer.blit(
            assets.fitted_text(title, 16, box.w - 12, palette.INK, True), (box.x + 6, box.y + 4)
        )
        filled = self._part(state).circles[pile]
        step = (box.w - 24) // 4
        centres = [(box.x + 12 + i * step, box.y + 48) for i in range(5)]
        for a, b in card.links:
            pygame.draw.line(layer, palette.INK_SOFT, centres[a], centres[b], 2)
        for i, c in enumerate(card.circles):
            pieces.circle(layer, centres[i], 11, c.colour, c.start, filled[i])
        bonus = f"Complete, all matching: {card.completion.words()}"
        layer.blit(
            assets.fitted_text(bonus, 16, box.w - 12, palette.INK_SOFT), (box.x + 6, box.y + 74)
        )

    # --- hover cards --------------------------------------------------------------------------

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind == "autumn_drop":
            return Entry("drop", "Drop token", (("Here", "No garden tile may go on this space."),))
        if kind == "autumn_leaves":
            leaves = self._part(state).leaves.get(payload, [])  # type: ignore[arg-type]
            if not leaves:
                return None
            return Entry(
                "leaves",
                f"Leaves: {' and '.join(leaves)}",
                (("Taken", "By the tile placed here: one onto each Twilight card."),),
            )
        if kind == "autumn_card":
            card = self.module.card(state, str(payload))
            if card is None:
                return Entry("twilight", "Twilight pile", (("Left", "No card left."),))
            lines = [
                (
                    f"Circle {i + 1}",
                    f"{c.colour}{' (start)' if c.start else ''}"
                    + (f": {c.bonus.words()}" if c.bonus else ""),
                )
                for i, c in enumerate(card.circles)
            ]
            lines += [
                (f"Circles {'+'.join(str(i + 1) for i in g.circles)}", g.bonus.words())
                for g in card.groups
            ]
            lines.append(("Completed", card.completion.words()))
            return Entry(card.id, f"Twilight card: {card.name}", tuple(lines))
        return None
