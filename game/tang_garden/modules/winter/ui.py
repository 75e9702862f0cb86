"""Winter on screen: the palace roof drawn over the centre of the garden as one more layer (each
space's bonus, the Roof tiles laid, the Dragon discs and the Dragons), a Roof tile dragged from
its stack onto a roof space, Roof cards and Dragons by buttons, hover cards for the roof."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.modules.winter import PlaceRoof
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import UIAdapter
from game.tang_garden.modules.winter.painting import COLOURS, dragon, roof_space, roof_tile

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Board

PIECES = (PieceKind("stack", PlaceRoof, "stack", "cell", "", "stack", "That Roof tile"),)


class WinterUI(UIAdapter):
    id = "winter"

    def pieces(self) -> tuple[PieceKind, ...]:
        return PIECES

    def _bonus_words(self, state: GameState, cell: tuple[int, int]) -> str:
        space = self.module.space(state, cell)
        parts = []
        if space.coins:
            parts.append(f"{space.coins} coin{'s' * (space.coins != 1)}")
        if space.track:
            parts.append(f"a step on the {space.track} track")
        if space.refresh:
            parts.append("a lantern refreshed")
        return " and ".join(parts) or "nothing"

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        lay = view.layout
        roof, palace = self.module.roof(state), self.module.of(state)
        for cell in [*roof.border, *roof.inner]:
            rect = lay.cell_rect(*cell)
            tile = palace.tiles.get(cell)
            if tile is not None:
                mark = state.catalog.tiles[tile].mark
                view.layer.blit(roof_tile(rect.w, mark), local(rect))
            else:
                view.layer.blit(roof_space(rect.w), local(rect))
                self._bonus(view.layer, state, cell, local(rect))
            view.hotspots.append((rect, "roof_space", cell))
        for corner, cell in roof.corners.items():
            rect = lay.cell_rect(*cell)
            view.layer.blit(roof_space(rect.w), local(rect))
            disc = palace.discs.get(corner)
            if disc is not None:
                target = local(rect)
                r = rect.w // 3
                pygame.draw.circle(view.layer, COLOURS[disc], target.center, r)
                pygame.draw.circle(view.layer, palette.INK, target.center, r, 2)
            owner = palace.dragons.get(corner)
            if owner is not None:
                image = dragon(rect.w * 3 // 4, view.colours[owner])
                view.layer.blit(image, local(image.get_rect(center=rect.center)))
            view.hotspots.append((rect, "roof_corner", corner))

    def _bonus(self, layer: pygame.Surface, state: GameState, cell, rect: pygame.Rect) -> None:
        """The space's bonus in pictures: a gold coin with its number, a chip of the track's
        colour, a lantern (no letters to learn; the hover card says it in words)."""
        space = self.module.space(state, cell)
        chip = max(10, rect.w * 2 // 5)
        marks: list[pygame.Surface] = []
        if space.coins:
            coin = pygame.Surface((chip, chip), pygame.SRCALPHA)
            pygame.draw.circle(coin, palette.GOLD, (chip // 2, chip // 2), chip // 2)
            pygame.draw.circle(coin, palette.GOLD_DARK, (chip // 2, chip // 2), chip // 2, 1)
            number = assets.text(str(space.coins), max(9, chip * 3 // 4), palette.INK, True)
            coin.blit(number, number.get_rect(center=(chip // 2, chip // 2)))
            marks.append(coin)
        if space.track:
            step = pygame.Surface((chip, chip), pygame.SRCALPHA)
            pygame.draw.rect(step, palette.TERRAIN[space.track], step.get_rect(), border_radius=3)
            pygame.draw.rect(step, palette.PAPER_LIGHT, step.get_rect(), 1, border_radius=3)
            marks.append(step)
        if space.refresh:
            marks.append(assets.icon("lantern", chip))
        gap = 2
        width = sum(m.get_width() for m in marks) + gap * (len(marks) - 1)
        x = rect.centerx - width // 2
        for mark in marks:
            layer.blit(mark, mark.get_rect(midleft=(x, rect.centery)))
            x += mark.get_width() + gap

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind == "roof_space":
            cell = payload  # type: ignore[assignment]
            tile = self.module.of(state).tiles.get(cell)
            lines = [("Bonus", f"laying a Roof tile here gives {self._bonus_words(state, cell)}")]
            if tile is not None:
                mark = state.catalog.tiles[tile].mark
                lines.insert(0, ("Roof tile", f"shows a {mark} for the Dragons"))
            else:
                lines.append(("Lay one", "drag a face-up Roof tile from its stack (border first)"))
            return Entry(str(cell), "Palace roof space", tuple(lines))
        if kind == "roof_corner":
            palace = self.module.of(state)
            corner = str(payload)
            owner = palace.dragons.get(corner)
            if owner is not None:
                who = state.players[owner].name
                lines = (
                    (
                        "Dragon",
                        f"{who}'s: twice the larger of the circles and diamonds "
                        "on its row, column and diagonal",
                    ),
                )
            else:
                lines = (
                    (
                        "Disc",
                        f"{palace.discs[corner]}: a pair of {palace.discs[corner]} Roof "
                        "cards, or three colours with it, sends a Dragon here",
                    ),
                )
            return Entry(corner, "Roof corner", lines)
        return None

    def category_label(self, key: str) -> str | None:
        if key == "dragons":
            return "Dragons on the roof"
        return "Roof cards" if key in self.settings.colours else None  # one row, every colour
