"""Bamboo & Kingfisher on screen. Its pieces are ordinary decorations (dragged from the hand's
cards onto a free area the engine offers); the adapter adds the face a double-sided piece is
turned to, in the drop's preview and in the end screen's roles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.tang_garden.api import Action, PlaceDecoration, words
from engine.tang_garden.modules.bamboo_kingfisher import role_lines
from game.tang_garden.module_ui import UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState


class BambooKingfisherUI(UIAdapter):
    id = "bamboo-kingfisher"

    def preview_note(self, state: GameState, option: Action) -> str:
        if not isinstance(option, PlaceDecoration):
            return ""
        dtype = state.catalog.card_type[option.card]
        if dtype.scoring.kind != "wild":
            return ""
        other = [d.name for d in state.catalog.decoration_types.values() if d.pool == dtype.pool]
        back = words.either([n for n in other if n != dtype.name])
        return f"the double-sided piece is turned to its {dtype.name} face (not {back})"

    def end_extras(self, state: GameState) -> list[str]:
        return [f"{line}." for line in role_lines(state) if line]
