"""Ghost Stories' id and its slice of the state: the Fox tokens' targets and the end's choices."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.tang_garden.expansion import ExpansionState

ID = "ghost-stories"


@dataclass(slots=True)
class Haunting(ExpansionState):
    fox_targets: dict[str, str] = field(default_factory=dict)  # Fox character -> its target
    swans: dict[str, str] = field(default_factory=dict)  # Swan card -> decoration type
    protected: dict[str, str] = field(default_factory=dict)  # Cat card -> protected character
