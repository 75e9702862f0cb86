"""Objective boards on screen: a panel section with one box per objective (its number, open or
in its owner's colour), a hover card per objective (its condition, what it pays, who holds it),
the end screen's category and a line per claimed objective."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.modules.objective_boards import CATEGORY
from game import assets, palette
from game.describe import Entry
from game.tang_garden.module_ui import UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Panel

WIDTH = 508
BOX = 34


class ObjectiveBoardsUI(UIAdapter):
    id = "objective-boards"

    def _objective(self, state: GameState, number: int):
        return next(o for o in self.module.in_play(state) if o.number == number)

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return WIDTH, 22 + BOX + 4

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        x, y = at
        layer = panel.layer
        layer.blit(assets.text("Objectives", 18, palette.INK, True), (x, y))
        note = "first come: each is won by one player (point at one for its rule)"
        layer.blit(assets.text(note, 16, palette.INK_SOFT), (x + 100, y + 2))
        y += 22
        claimed = self.module.of(state).claimed
        for k, objective in enumerate(self.module.in_play(state)):
            r = pygame.Rect(x + k * (BOX + 8), y, BOX, BOX)
            owner = claimed.get(objective.number)
            fill = palette.PAPER_LIGHT if owner is None else panel.colours[owner]
            pygame.draw.rect(layer, fill, r, border_radius=6)
            pygame.draw.rect(layer, palette.INK, r, 2, border_radius=6)
            ink = palette.INK if owner is None else palette.PAPER_LIGHT
            number = assets.text(str(objective.number), 18, ink, True)
            layer.blit(number, number.get_rect(center=r.center))
            panel.spot(r, "objective", objective.number)

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind != "objective":
            return None
        objective = self._objective(state, int(payload))  # type: ignore[call-overload]
        owner = self.module.of(state).claimed.get(objective.number)
        held = "nobody yet" if owner is None else state.players[owner].name
        return Entry(
            f"objective{objective.number}",
            f"Objective {objective.number}",
            (
                ("Claimed by", "the first player to " + objective.condition.text()),
                ("At the end", objective.scoring.text()),
                ("Held by", held),
            ),
        )

    def category_label(self, key: str) -> str | None:
        return "Objectives" if key == CATEGORY else None

    def end_extras(self, state: GameState) -> list[str]:
        claimed = self.module.of(state).claimed
        lines = []
        for objective in self.module.in_play(state):
            owner = claimed.get(objective.number)
            if owner is None:
                lines.append(f"Objective {objective.number}: nobody met it.")
                continue
            coins = objective.scoring.score(state, owner)
            lines.append(
                f"Objective {objective.number}: {state.players[owner].name}, "
                f"{objective.scoring.text()}: {coins}."
            )
        return lines
