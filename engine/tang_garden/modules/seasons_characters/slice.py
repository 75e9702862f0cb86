"""The Seasons characters' id and their slice of the state: the Diplomats' tokens and Viola &
Michele's directions."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "seasons-characters"


@dataclass(slots=True)
class Company:
    tokens: dict[str, int] = field(default_factory=dict)  # Diplomat -> tokens beside its card
    looked_away: dict[str, int] = field(default_factory=dict)  # V&M -> quarter turns from facing

    def clone(self) -> Company:
        return Company(dict(self.tokens), dict(self.looked_away))

    def to_dict(self) -> dict[str, Any]:
        return {"tokens": dict(self.tokens), "looked_away": dict(self.looked_away)}
