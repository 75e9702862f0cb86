"""Winter on screen: the pictures of its palace roof, which the board's zone layer draws over the
centre of the garden (game/zone_layer.py: each space's bonus, the Roof tiles laid, the Dragon
discs and the Dragons), a Roof tile dragged from its stack onto a roof space, Roof cards and
Dragons by buttons, hover cards for the roof."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.modules.winter import PlaceRoof
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.screen_fit import LEAST_PX
from game.tang_garden.module_ui import UIAdapter
from game.tang_garden.modules.winter.painting import COLOURS, dragon, roof_space, roof_tile

if TYPE_CHECKING:
    from engine.tang_garden.api import Event, GameState, Zone
    from game.tang_garden.module_ui import Board

PIECES = (PieceKind("stack", PlaceRoof, "stack", "cell", "", "stack", "That Roof tile"),)


class WinterUI(UIAdapter):
    id = "winter"

    def pieces(self) -> tuple[PieceKind, ...]:
        return PIECES

    def move_places(self, state: GameState, event: Event) -> list[tuple]:
        """A Dragon sent to the roof: its corner (a Roof tile's space is its event's ``pos``)."""
        if event.kind == "dragon" and event.data.get("corner") in self.module.roof(state).corners:
            return [("cell", self.module.roof(state).corners[event.data["corner"]])]
        return []

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

    def zone_space(
        self, view: Board, state: GameState, zone: Zone, cell: tuple[int, int], size: int
    ) -> pygame.Surface | None:
        """A roof space: its Roof tile, or the empty roof with its bonus."""
        if zone.id != self.module.settings.roof.id:
            return None
        tile = zone.laid.get(cell)
        if tile is not None:
            return roof_tile(size, state.catalog.tiles[tile].mark)
        image = roof_space(size).copy()
        self._bonus(image, state, cell, image.get_rect())
        return image

    def zone_corner(
        self, view: Board, state: GameState, zone: Zone, name: str, size: int
    ) -> pygame.Surface | None:
        """A roof corner: its Dragon disc while it lies there, the Dragon standing on it."""
        if zone.id != self.module.settings.roof.id:
            return None
        palace = self.module.of(state)
        image = roof_space(size).copy()
        centre = image.get_rect().center
        disc = palace.discs.get(name)
        if disc is not None:
            pygame.draw.circle(image, COLOURS[disc], centre, size // 3)
            pygame.draw.circle(image, palette.INK, centre, size // 3, 2)
        owner = palace.dragons.get(name)
        if owner is not None:
            pawn = dragon(size * 3 // 4, view.colours[owner])
            image.blit(pawn, pawn.get_rect(center=centre))
        return image

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
            number = assets.text(str(space.coins), max(LEAST_PX, chip * 3 // 4), palette.INK, True)
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
        if kind not in ("zone_space", "zone_corner") or payload[0] != self.module.settings.roof.id:  # type: ignore[index]
            return None
        where = payload[1]  # type: ignore[index]
        if kind == "zone_space":
            tile = self.module.of(state).tiles.get(where)
            lines = [("Bonus", f"laying a Roof tile here gives {self._bonus_words(state, where)}")]
            if tile is not None:
                mark = state.catalog.tiles[tile].mark
                lines.insert(0, ("Roof tile", f"shows a {mark} for the Dragons"))
            else:
                lines.append(("Lay one", "drag a face-up Roof tile from its stack (border first)"))
            return Entry(str(where), "Palace roof space", tuple(lines))
        palace = self.module.of(state)
        corner = str(where)
        owner = palace.dragons.get(corner)
        if owner is not None:
            who = state.players[owner].name
            line = (
                "Dragon",
                f"{who}'s: twice the larger of the circles and diamonds "
                "on its row, column and diagonal",
            )
        else:
            line = (
                "Disc",
                f"{palace.discs[corner]}: a pair of {palace.discs[corner]} Roof "
                "cards, or three colours with it, sends a Dragon here",
            )
        return Entry(corner, "Roof corner", (line,))

    def category_label(self, key: str) -> str | None:
        if key == "dragons":
            return "Dragons on the roof"
        return "Roof cards" if key in self.settings.colours else None  # one row, every colour
