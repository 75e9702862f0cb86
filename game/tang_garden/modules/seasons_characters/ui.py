"""Seasons characters on screen: their choices are buttons in the module's own words (Viola &
Michele's three directions, the Diplomat's out-of-turn offer, the Cowherd's paid landscape), the
garden shows the directions Viola & Michele look along, and the end screen names the loss of a
character that never reached the garden."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.modules.seasons_characters import HELD, SightThreeDirections
from game import palette
from game.tang_garden.module_ui import UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Board


class SeasonsCharactersUI(UIAdapter):
    id = "seasons-characters"

    def category_label(self, key: str) -> str | None:
        return "Characters never placed" if key == HELD else None

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        """A dot on every space Viola & Michele see along their three directions (once chosen)."""
        lay = view.layout
        choosing = (
            state.tasks[-1][1:] if state.tasks and state.tasks[-1][0] == "three_directions" else ()
        )
        for (x, y, _), mini in state.minis.items():
            sight = state.catalog.characters[mini.character].sight
            if not isinstance(sight, SightThreeDirections) or mini.character in choosing:
                continue
            for px, py in sight.line(state, (x, y), mini)[1:]:
                centre = local(lay.cell_rect(px, py)).center
                pygame.draw.circle(view.layer, palette.PAPER_LIGHT, centre, max(5, lay.cell // 8))
                pygame.draw.circle(view.layer, palette.SEAL_RED, centre, max(4, lay.cell // 10))
