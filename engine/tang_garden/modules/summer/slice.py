"""Summer's id and its slice of the state (``state.ext[ID]``): the Approval tokens, the
Supervisors, the Request markers and tiles, the Request pile and display, the Emperor and the Lady
watching from afar."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "summer"

Pos = tuple[int, int]
Spot = tuple[int, int, str]


@dataclass(slots=True)
class SummerState:
    """What Summer adds to the shared state."""

    eyes: int = 0  # Approval tokens eye side up
    tokens: int = 0  # Approval tokens in the game (the difficulty's)
    supervisors: list[Spot] = field(default_factory=list)  # the spots the pawns stand on
    markers: list[Pos] = field(default_factory=list)  # Request markers still on their spaces
    requests: dict[Pos, str] = field(default_factory=dict)  # Request tiles in the garden
    completed: list[Pos] = field(default_factory=list)  # Request tiles with a marker, in order
    pile: list[str] = field(default_factory=list)  # face-down Request tiles, top last
    display: list[str] = field(default_factory=list)  # the face-up Request display
    watching: list[str] = field(default_factory=list)  # the Emperor and the Lady, not yet taken
    ignoring: bool = False  # Ignore the Supervisors paid for the next garden tile

    def clone(self) -> SummerState:
        return SummerState(
            self.eyes,
            self.tokens,
            self.supervisors[:],
            self.markers[:],
            dict(self.requests),
            self.completed[:],
            self.pile[:],
            self.display[:],
            self.watching[:],
            self.ignoring,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "approval": self.eyes,
            "approval_tokens": self.tokens,
            "supervisors": [list(s) for s in self.supervisors],
            "markers": [list(p) for p in self.markers],
            "requests": [{"pos": list(p), "request": r} for p, r in sorted(self.requests.items())],
            "completed": [list(p) for p in self.completed],
            "pile": len(self.pile),
            "display": list(self.display),
            "watching": list(self.watching),
            "ignoring": self.ignoring,
        }
