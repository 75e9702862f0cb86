"""Equinox's id and its slice of the state: the Corner tiles, the Pagoda stacks, the pawns in
hand, the neutral stack and the Construction cards set aside."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "equinox"


@dataclass(slots=True)
class Corners:
    """The Corner tiles and their Pagoda stacks. A pawn is its colour: a seat's index, or a
    colour no one plays (seats from the player count up: neutral)."""

    tiles: dict[str, str] = field(default_factory=dict)  # corner -> its Corner tile's id
    stacks: dict[str, list[int]] = field(default_factory=dict)  # corner -> colours, bottom first
    pawns: list[int] = field(default_factory=list)  # pawns each player still has
    neutral: list[int] = field(default_factory=list)  # the neutral stack's colours, top last
    revealed: list[str] = field(default_factory=list)  # Construction cards set aside
    gathering: bool = False  # a Gather Resources tile is being laid (it earns nothing)

    def clone(self) -> Corners:
        return Corners(
            dict(self.tiles),
            {c: s[:] for c, s in self.stacks.items()},
            self.pawns[:],
            self.neutral[:],
            self.revealed[:],
            self.gathering,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "tiles": dict(self.tiles),
            "stacks": {c: list(s) for c, s in self.stacks.items()},
            "pawns": list(self.pawns),
            "neutral": list(self.neutral),
            "revealed": list(self.revealed),
        }
