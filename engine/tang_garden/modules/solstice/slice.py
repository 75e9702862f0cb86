"""The id of Solstice and its slice of the state: the face-up rows, each player's Pagoda pawns,
extra influences and the board bonuses already taken."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "solstice"


@dataclass(slots=True)
class Boards:
    rows: list[list[str]] = field(default_factory=list)  # face-up decoration cards, row by row
    pagodas: list[int] = field(default_factory=list)  # Pagoda pawns beside each player's board
    influences: list[int] = field(default_factory=list)  # extra influences each player holds
    red_paid: list[int] = field(default_factory=list)  # the red level whose bonus was last given
    advanced: list[set[int]] = field(default_factory=list)  # cubes past the extra advance column
    columns: list[set[str]] = field(default_factory=list)  # all-three columns already reached
    zones: list[set[str]] = field(default_factory=list)  # colour zones that gave a Pagoda pawn

    def clone(self) -> Boards:
        return Boards(
            [row[:] for row in self.rows],
            self.pagodas[:],
            self.influences[:],
            self.red_paid[:],
            [set(s) for s in self.advanced],
            [set(s) for s in self.columns],
            [set(s) for s in self.zones],
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "rows": [row[:] for row in self.rows],
            "pagodas": self.pagodas[:],
            "influences": self.influences[:],
            "red_paid": self.red_paid[:],
            "advanced": [sorted(s) for s in self.advanced],
            "columns": [sorted(s) for s in self.columns],
            "zones": [sorted(s) for s in self.zones],
        }
