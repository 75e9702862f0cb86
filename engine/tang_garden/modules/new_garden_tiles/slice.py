"""The new garden tiles' id and their slice of the state: the Viewpoint's coins on empty slots."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.tang_garden.expansion import ExpansionState

ID = "new-garden-tiles"


@dataclass(slots=True)
class NewTiles(ExpansionState):
    slot_coins: dict[str, int] = field(default_factory=dict)  # the Viewpoint's coins per slot
