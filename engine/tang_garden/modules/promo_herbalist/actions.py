"""The Herbalist's action."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.tang_garden.actions import Action


@dataclass(frozen=True, slots=True)
class BorrowSkillAction(Action):
    """Spend an herb token to have ``character``'s skill for the rest of the turn."""

    kind: ClassVar[str] = "borrow_skill"
    character: str
