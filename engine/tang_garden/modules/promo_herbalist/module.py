"""The Herbalist promo: a character who sees temples and carries herb tokens, each spent to borrow
a skill from the garden for a turn (its kinds in kinds.py)."""

from __future__ import annotations

from typing import Any

import engine.tang_garden.modules.promo_herbalist.kinds  # noqa: F401  (its kinds register)
from engine.core.events import Event
from engine.tang_garden.actions import Action
from engine.tang_garden.module import Events, Module
from engine.tang_garden.modules.promo_herbalist.actions import BorrowSkillAction
from engine.tang_garden.modules.promo_herbalist.slice import ID, Herbs
from engine.tang_garden.state import GameState


class Herbalist(Module):
    id = ID
    actions = (BorrowSkillAction,)

    def new_state(self) -> Herbs:
        return Herbs()

    def on_turn_start(self, state: GameState, events: Events) -> None:
        self.of(state).borrowed = None

    def _borrow(self, state: GameState, action: BorrowSkillAction, events: Events) -> None:
        herbs = self.of(state)
        key = str(state.current)
        herbs.herbs_used[key] = herbs.herbs_used.get(key, 0) + 1
        herbs.borrowed = action.character
        name = state.catalog.characters[action.character].name
        events.append(
            Event(
                "borrow_skill",
                f"{state.player.name} spends an herb token to have the {name}'s skill this turn",
                {"player": state.current, "character": action.character},
            )
        )

    def handlers(self) -> dict[Any, Any]:
        return {BorrowSkillAction: self._borrow}

    def option_words(self, state: GameState, action: Action) -> str | None:
        if isinstance(action, BorrowSkillAction):
            name = state.catalog.characters[action.character].name
            return f"Herb token: the {name}'s skill this turn"
        return None
