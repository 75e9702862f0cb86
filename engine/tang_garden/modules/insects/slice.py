"""The Insects' id and their slice of the state: the area each decoration card's piece went on."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "insects"


@dataclass(slots=True)
class Placements:
    """The area each decoration card's piece was placed on (card -> area)."""

    areas: dict[str, str] = field(default_factory=dict)

    def clone(self) -> Placements:
        return Placements(dict(self.areas))

    def to_dict(self) -> dict[str, Any]:
        return {"areas": dict(self.areas)}
