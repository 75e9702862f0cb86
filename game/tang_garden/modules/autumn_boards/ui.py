"""Autumn boards on screen: a panel section with every player's Autumn board (its spaces'
bonuses, the red cube, the next bonus), a hover card per board, and the tips of the enclosure
choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import TERRAINS
from engine.tang_garden.modules.autumn_boards import KeepEnclosure, RedStep
from game import assets, palette
from game.describe import Entry
from game.tang_garden.module_ui import SetChoice, UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import Action, Event, GameState
    from engine.tang_garden.modules.autumn_boards import Space
    from game.tang_garden.module_ui import Panel

WIDTH = 508
ROW = 22
CELL = 16
CUBE = 2  # the red cube's frame, around its space


def _space(x: int, y: int, k: int) -> pygame.Rect:
    """The ``k``th space of a board whose row starts at ``x``, ``y``."""
    return pygame.Rect(x + 66 + k * (CELL + 1), y + 2, CELL, CELL)


def _mark(space: Space) -> tuple[str, tuple]:
    """A space's bonus as a short mark and its colour."""
    if space.coins:
        return str(space.coins), palette.GOLD_DARK
    for terrain in TERRAINS:
        if getattr(space, terrain):
            return terrain[0].upper(), palette.TERRAIN_DARK[terrain]
    if space.any_track:
        return "+", palette.INK
    return "", palette.INK


class AutumnBoardsUI(UIAdapter):
    id = "autumn-boards"

    @classmethod
    def new_game_choice(cls) -> SetChoice:
        """Which side of the Autumn boards everyone uses (AU2)."""
        return SetChoice(
            "side",
            "Autumn boards' side",
            (("identical", "Identical"), ("asymmetric", "Asymmetric")),
            1,
            ("identical",),
        )

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return WIDTH, 20 + (len(state.players) + 1) // 2 * ROW

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        """A title line with the marks' key, then the boards two to a row: each space's bonus
        and the red cube (the next bonus is on the board's hover card)."""
        x, y = at
        layer = panel.layer
        layer.blit(assets.text("Autumn boards", 18, palette.INK, True), (x, y))
        key = "red square: the cube; coins, G W R: a track, +: any track"
        layer.blit(assets.text(key, 16, palette.INK_SOFT), (x + 124, y + 2))
        y += 20
        cubes = self.module.of(state).at
        half = WIDTH // 2
        for i, player in enumerate(state.players):
            bx, by = x + (i % 2) * half, y + (i // 2) * ROW
            pygame.draw.rect(layer, panel.colours[i], pygame.Rect(bx, by + 2, 4, CELL), 0)
            layer.blit(assets.fitted_text(player.name, 16, 54, palette.INK), (bx + 8, by + 3))
            for k, space in enumerate(self.module.board(state, i)):
                r = _space(bx, by, k)
                pygame.draw.rect(layer, palette.PAPER_LIGHT, r)
                pygame.draw.rect(layer, palette.INK_SOFT, r, 1)
                mark, colour = _mark(space)
                if mark:
                    text = assets.text(mark, 16, colour, True)
                    layer.blit(text, text.get_rect(center=r.center))
            # the red cube: a frame around its space, over the spaces' edges, clear of the marks
            cube = _space(bx, by, cubes[i]).inflate(2 * CUBE, 2 * CUBE)
            pygame.draw.rect(layer, palette.SEAL_RED, cube, CUBE)
            panel.spot(pygame.Rect(bx, by, half - 4, ROW - 2), "autumn_board", i)

    def move_places(self, state: GameState, event: Event) -> list[tuple]:
        """A red cube's step: the player's Autumn board on the panel."""
        if event.kind == "autumn_step" and "space" in event.data:
            return [("piece", ("autumn_board", event.data["player"]))]
        return []

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind != "autumn_board":
            return None
        i = int(payload)  # type: ignore[call-overload]
        at = self.module.of(state).at[i]
        board = self.module.board(state, i)
        bonus = self.module.next_bonus(state, i)
        steps = (
            "each leaf donated"
            if self.module.options.advance_on == "donation"
            else "instead of an enclosure's advance"
        )
        return Entry(
            f"autumn_board{i}",
            f"{state.players[i].name}'s Autumn board",
            (
                ("Red cube", f"space {at + 1} of {len(board)}"),
                ("Next step", bonus.words() if bonus is not None else "none: the last space"),
                ("A step", steps),
            ),
        )

    def tip(self, state: GameState, option: Action) -> str | None:
        match option:
            case RedStep(track=track):
                bonus = self.module.next_bonus(state, state.current)
                gain = bonus.words() if bonus is not None else "nothing"
                return f"Your {track} cube goes back one level; your red cube steps: {gain}"
            case KeepEnclosure():
                return "Keep the advance the enclosure gave"
        return None
