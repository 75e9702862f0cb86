"""Winter's id and its slice of the state (read by its module and its kinds)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "winter"


@dataclass(slots=True)
class Palace:
    """The roof: the Roof tiles laid (garden space -> tile), the Dragon discs still on its
    corners, the Dragons standing there (corner -> owner), the base tiles put back in the box."""

    tiles: dict[tuple[int, int], str] = field(default_factory=dict)
    discs: dict[str, str] = field(default_factory=dict)  # corner -> colour
    dragons: dict[str, int] = field(default_factory=dict)  # corner -> player
    boxed: list[str] = field(default_factory=list)

    def clone(self) -> Palace:
        return Palace(dict(self.tiles), dict(self.discs), dict(self.dragons), self.boxed[:])

    def to_dict(self) -> dict[str, Any]:
        return {
            "tiles": {f"{x},{y}": t for (x, y), t in sorted(self.tiles.items())},
            "discs": dict(self.discs),
            "dragons": dict(self.dragons),
            "boxed": len(self.boxed),
        }
