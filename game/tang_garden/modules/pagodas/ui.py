"""The Seasons Pagodas on screen: each stack drawn with one storey per pawn in its owner's colour
and its height on a badge, the stack described on hover and when a card is dragged onto it, every
player's pawns left in the panel, and the stacks explained on the end screen."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import Action, PlaceDecoration, words
from game import assets, palette
from game.describe import Entry
from game.tang_garden.module_ui import UIAdapter
from game.tang_garden.modules.pagodas.painting import paint_pagoda_stack

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Board, Panel


@lru_cache(maxsize=128)
def _stack_image(colours: tuple[tuple[int, int, int], ...], size: int) -> pygame.Surface:
    """A stack wider than a decoration and taller with every pawn, its height on a badge."""
    wide, tall = size * 5 // 4, size * (3 + len(colours)) // 4
    image = pygame.Surface((wide, tall), pygame.SRCALPHA)
    image.blit(pygame.transform.smoothscale(paint_pagoda_stack(colours, 96), (wide, tall)), (0, 0))
    r = max(8, size // 4)
    centre = (wide - r, r)
    pygame.draw.circle(image, palette.INK, centre, r)
    pygame.draw.circle(image, palette.PAPER_LIGHT, centre, r - 2)
    label = assets.text(str(len(colours)), max(11, r * 3 // 2), palette.INK, True)
    image.blit(label, label.get_rect(center=centre))
    return image


class PagodasUI(UIAdapter):
    id = "pagodas"

    def _stacks(self, state: GameState) -> dict[tuple[int, int], list[int]]:
        return self.module.of(state).stacks

    def decoration_image(
        self, view: Board, state: GameState, pos: tuple[int, int], size: int
    ) -> pygame.Surface | None:
        pawns = self._stacks(state).get(pos)
        if pawns is None:
            return None
        return _stack_image(tuple(tuple(view.colours[p][:3]) for p in pawns), size)

    def _owners(self, state: GameState, pawns: list[int]) -> str:
        return self.module.owners(state, pawns)

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind != "decoration" or payload not in self._stacks(state):
            return None
        pawns = self._stacks(state)[payload]  # type: ignore[index]
        height = len(pawns)
        room = self.module.height - height
        more = f"{words.counted(room, 'more pawn')} may go on top" if room else "it is full"
        high = f"{words.counted(height, 'pawn')} ({self._owners(state, pawns)}); {more}"
        pays = "; ".join(
            f"{state.players[p].name} {pawns.count(p) * height}"
            for p in sorted(set(pawns), key=pawns.index)
        )
        return Entry(
            "pagoda",
            f"Pagoda stack at {words.square(*payload)}",  # type: ignore[misc]
            (
                ("Height", high),
                ("Pays at the end", f"{pays} (each player's pawns times the height)"),
            ),
        )

    def preview_note(self, state: GameState, option: Action) -> str:
        if not isinstance(option, PlaceDecoration):
            return ""
        pawns = self._stacks(state).get((option.x, option.y))
        if pawns is None:
            return ""
        return f"your pawn tops this stack: {len(pawns) + 1} pawns high"

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return 508, 20

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        left = ", ".join(
            f"{p.name} {self.module.left(state, i)}" for i, p in enumerate(state.players)
        )
        words = f"Pagoda pawns left: {left}"
        panel.layer.blit(assets.text(words, 16, palette.INK_SOFT), at)

    def category_label(self, key: str) -> str | None:
        return "Pagoda stacks" if key == "pagoda" else None

    def end_extras(self, state: GameState) -> list[str]:
        stacks = sorted(self._stacks(state).items())
        if not stacks:
            return []
        each = "; ".join(
            f"{words.square(*pos)}: {len(pawns)} high ({self._owners(state, pawns)})"
            for pos, pawns in stacks
        )
        return [f"Pagoda stacks pay each player's pawns times the height. {each}."]
