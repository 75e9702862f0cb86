"""The Painter on screen: at the end, a click on a leaf in the garden puts it into the score bag
(the buttons say which leaf, and Take no more leaves)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.tang_garden.modules.painter import PainterTakes
from game.tang_garden.module_ui import UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import Action, GameState


class PainterUI(UIAdapter):
    id = "painter"
    clicked = (PainterTakes,)

    def click(
        self, state: GameState, options: tuple[Action, ...], kind: str, payload: object
    ) -> Action | None:
        if kind != "leaf":
            return None
        x, y = payload  # type: ignore[misc]
        action = PainterTakes(x, y)
        return action if action in options else None

    def hotspot(self, action: Action) -> tuple[str, object] | None:
        return ("leaf", (action.x, action.y)) if isinstance(action, PainterTakes) else None
