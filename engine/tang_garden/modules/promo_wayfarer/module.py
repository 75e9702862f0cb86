"""The Wayfarer promo: a character who sees in all four directions and moves a level between
tracks once a turn (its kinds in kinds.py)."""

from __future__ import annotations

from typing import Any

import engine.tang_garden.modules.promo_wayfarer.kinds  # noqa: F401  (its kinds register)
from engine.core.events import Decision
from engine.tang_garden.actions import Action
from engine.tang_garden.effects import skill
from engine.tang_garden.module import Events, Module
from engine.tang_garden.modules.promo_wayfarer.actions import MoveTrackLevel
from engine.tang_garden.state import GameState


def _skill_action(state: GameState, action: Action, events: Events) -> None:
    skill(state, state.player).act(state, action, events)


class Wayfarer(Module):
    id = "promo-wayfarer"
    actions = (MoveTrackLevel,)

    def handlers(self) -> dict[Any, Any]:
        return {MoveTrackLevel: _skill_action}

    def option_words(self, state: GameState, action: Action) -> str | None:
        if isinstance(action, MoveTrackLevel):
            return f"Move a level from {action.down} to {action.up}"
        return None

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if isinstance(action, MoveTrackLevel):
            return (
                "The Wayfarer moves one level once a turn, never down from a coin or character "
                "space and never above the top."
            )
        return None
