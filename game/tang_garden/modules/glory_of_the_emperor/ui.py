"""For the Glory of the Emperor on screen: the Emperor stood on the starting tile and moved by
dragging his miniature, his price and the Dragon bonus explained."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.api import SIDES, Action
from engine.tang_garden.modules.glory_of_the_emperor import MoveEmperor, PlaceEmperor
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import Item, UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState, Module
    from game.tang_garden.module_ui import Board, Panel


TURN_HIM = "R, the wheel or right click turns him"
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}  # a facing as a direction


def facing_arrow(centre: tuple[int, int], facing: str, cell: int) -> list[tuple[int, int]]:
    """The Emperor's facing as a large arrowhead just outside his miniature: a third of a
    space long (his facing is what his move chooses, so it must read at a glance)."""
    (dx, dy), (cx, cy) = STEP[facing], centre
    rim, length, half = cell * 3 // 10, cell // 3, cell // 5
    base = (cx + dx * rim, cy + dy * rim)
    return [
        (base[0] + dx * length, base[1] + dy * length),
        (base[0] - dy * half, base[1] + dx * half),
        (base[0] + dy * half, base[1] - dx * half),
    ]


class EmperorUI(UIAdapter):
    id = "glory-of-the-emperor"

    def __init__(self, module: Module) -> None:
        super().__init__(module)
        who = self.settings.character
        self._pieces = (
            PieceKind(
                "emperor", PlaceEmperor, None, "spot", "facing", "neutral", "The Emperor", who
            ),
            PieceKind("mini", MoveEmperor, None, "spot", "facing", "neutral", "The Emperor", who),
        )

    def pieces(self) -> tuple[PieceKind, ...]:
        return self._pieces

    def hand(self, state: GameState, task: tuple, options: tuple[Action, ...]) -> list[Item]:
        if not any(isinstance(o, PlaceEmperor) for o in options):
            return []
        who = self.settings.character
        return [Item("emperor", who, "neutral", state.catalog.characters[who].name, "neutral")]

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind not in ("emperor", "mini") or payload != self.settings.character:
            return None
        move = (
            f"after your main action, for {self.settings.move_cost} coins, once per turn: "
            "straight along his row or column to a free spot on a tile, bridge or pavilion "
            f"placed this turn, facing any way (drag him; {TURN_HIM})"
        )
        glory = (
            f"every character who sees a {self.settings.icon} on its active landscape scores "
            f"{self.settings.bonus} more"
        )
        return Entry(str(payload), "The Emperor", (("Moves", move), ("Glory", glory)))

    def preview_note(self, state: GameState, option: Action) -> str:
        """While he is held over a spot: how to turn him (his facing is the move's point)."""
        return TURN_HIM if isinstance(option, (PlaceEmperor, MoveEmperor)) else ""

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        lay = view.layout
        for (x, y, spot), mini in state.minis.items():
            if mini.character == self.settings.character:
                point = local(pygame.Rect(lay.spot_point(x, y, spot), (0, 0))).topleft
                arrow = facing_arrow(point, SIDES[mini.facing], lay.cell)
                pygame.draw.polygon(view.layer, palette.SEAL_RED, arrow)
                pygame.draw.polygon(view.layer, palette.INK, arrow, 2)

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return 508, 20

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        words = (
            f"Emperor: drag him after your main action ({self.settings.move_cost} coins), R "
            f"turns him; a Dragon seen: +{self.settings.bonus}"
        )
        panel.layer.blit(assets.text(words, 16, palette.INK_SOFT), at)

    def end_extras(self, state: GameState) -> list[str]:
        return [
            f"The Emperor's glory: +{self.settings.bonus} for each character that sees a "
            f"{self.settings.icon} on its active landscape."
        ]
