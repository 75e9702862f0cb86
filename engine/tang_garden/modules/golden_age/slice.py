"""Golden Age's id and its slice of the state: the tiles drawn by the Draw Five Tiles lantern."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.tang_garden.expansion import ExpansionState

ID = "golden-age"


@dataclass(slots=True)
class GoldenAge(ExpansionState):
    drawn: list[str] = field(default_factory=list)  # Draw Five Tiles: in the hand, top first
    stack: str = ""  # the stack they came from
    drew: bool = False  # this turn
    drawer: int = -1  # who drew them (a choice asked out of turn meanwhile does not show them)
