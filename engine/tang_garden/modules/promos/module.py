"""The promos: the Herbalist, the Wayfarer and the Apricot Tree, each a module of its own. Their
kinds are in ``engine/kinds/promos.py``; the Apricot Tree is data only."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from engine.tang_garden.actions import Action
from engine.tang_garden.effects import skill
from engine.tang_garden.events import Decision, Event
from engine.tang_garden.module import Events, Module
from engine.tang_garden.modules.promos.kinds import HERBALIST
from engine.tang_garden.state import GameState


@dataclass(frozen=True, slots=True)
class MoveTrackLevel(Action):
    """Wayfarer: one level down on track ``down``, one level up on track ``up``."""

    kind: ClassVar[str] = "move_track_level"
    down: str
    up: str


@dataclass(frozen=True, slots=True)
class BorrowSkillAction(Action):
    """Herbalist: spend an herb token to have ``character``'s skill for the rest of the turn."""

    kind: ClassVar[str] = "borrow_skill"
    character: str


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


@dataclass(slots=True)
class Herbs:
    herbs_used: dict[str, int] = field(default_factory=dict)  # player index -> herbs spent
    borrowed: str | None = None  # the character whose skill is borrowed this turn

    def clone(self) -> Herbs:
        return Herbs(dict(self.herbs_used), self.borrowed)

    def to_dict(self) -> dict[str, Any]:
        return {"herbs_used": dict(self.herbs_used), "borrowed": self.borrowed}


class Herbalist(Module):
    id = HERBALIST
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


class ApricotTree(Module):
    """A decoration card and piece: one more kind of tree (data only)."""

    id = "promo-apricot-tree"
