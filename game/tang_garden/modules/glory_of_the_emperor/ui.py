"""For the Glory of the Emperor on screen: the Emperor stood on the starting tile and moved by
dragging his miniature, his price and the Dragon bonus explained."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.tang_garden.api import Action
from engine.tang_garden.modules.glory_of_the_emperor import MoveEmperor, PlaceEmperor
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import Item, UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState, Module
    from game.tang_garden.module_ui import Panel


TURN_HIM = "R, the wheel or right click turns him"


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

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return 508, 20

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        words = (
            f"Emperor: drag him after your main action ({self.settings.move_cost} coins); "
            f"seeing a Dragon gives +{self.settings.bonus}"
        )
        panel.layer.blit(assets.text(words, 16, palette.INK_SOFT), at)

    def end_extras(self, state: GameState) -> list[str]:
        return [
            f"The Emperor's glory: +{self.settings.bonus} for each character that sees a "
            f"{self.settings.icon} on its active landscape."
        ]
