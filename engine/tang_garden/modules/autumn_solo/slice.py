"""Autumn solo's id and its slice of the state (``state.ext[ID]``): the leaves in the garden and
on the Twilight cards, the two Twilight piles, and what has left the game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "autumn-solo"
PILES = ("light", "shadow")

Pos = tuple[int, int]


@dataclass(slots=True)
class AutumnSoloState:
    """What Autumn solo adds to the shared state. Leaves are named by their colour. The leaf
    part of this slice (``leaves``) is laid out as the Leaves part keeps them, so that it can
    later be shared with it."""

    leaves: dict[Pos, list[str]] = field(default_factory=dict)  # pairs on garden spaces
    piles: dict[str, list[str]] = field(default_factory=dict)  # Twilight cards, current last
    circles: dict[str, list[str | None]] = field(default_factory=dict)  # current card's leaves
    completed: list[str] = field(default_factory=list)  # Twilight cards completed
    taken: list[str] = field(default_factory=list)  # leaves taken, waiting for their card
    gone_leaves: list[str] = field(default_factory=list)  # leaves out of the game
    gone: dict[str, list[str]] = field(default_factory=dict)  # components out of the game

    def clone(self) -> AutumnSoloState:
        return AutumnSoloState(
            {p: v[:] for p, v in self.leaves.items()},
            {k: v[:] for k, v in self.piles.items()},
            {k: v[:] for k, v in self.circles.items()},
            self.completed[:],
            self.taken[:],
            self.gone_leaves[:],
            {k: v[:] for k, v in self.gone.items()},
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "leaves": [{"pos": list(p), "leaves": v} for p, v in sorted(self.leaves.items())],
            "twilight": {
                pile: {"current": cards[-1] if cards else None, "left": len(cards)}
                for pile, cards in self.piles.items()
            },
            "circles": {k: list(v) for k, v in self.circles.items()},
            "completed": list(self.completed),
            "taken": list(self.taken),
            "gone_leaves": len(self.gone_leaves),
        }
