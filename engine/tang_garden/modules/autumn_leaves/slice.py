"""The id of Leaves and its slice of the state: the leaves on the garden, the bags."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "autumn-leaves"
PIECE = "leaf"  # the piece's word for the hook ``on_piece_taken``


@dataclass(slots=True)
class Bags:
    """Where every leaf is: on a garden space, in a player's score bag (its first leaf the one
    dealt at setup, unseen by the others), in the donation bag, or boxed with an unassigned
    score bag."""

    garden: dict[tuple[int, int], str] = field(default_factory=dict)  # space -> colour
    bags: list[list[str]] = field(default_factory=list)  # per player, the dealt leaf first
    donation: list[str] = field(default_factory=list)
    boxed: list[str] = field(default_factory=list)  # one leaf per unassigned score bag
    hand: str | None = None  # a leaf picked up, its player choosing where it goes

    def clone(self) -> Bags:
        return Bags(
            dict(self.garden),
            [b[:] for b in self.bags],
            self.donation[:],
            self.boxed[:],
            self.hand,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "garden": {f"{x},{y}": c for (x, y), c in sorted(self.garden.items())},
            "bags": [b[:] for b in self.bags],
            "donation": self.donation[:],
            "boxed": self.boxed[:],
            "hand": self.hand,
        }

    def count(self) -> int:
        """Every leaf in the game (conserved from setup to the end)."""
        bags = sum(map(len, self.bags)) + len(self.donation) + len(self.boxed)
        return len(self.garden) + bags + (self.hand is not None)
