"""The id of Lanterns 05 to 09 and its slice of the state: the tiles reserved by lantern 08."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "lanterns-05-09"


@dataclass(slots=True)
class Reserves:
    reserved: dict[int, str] = field(default_factory=dict)  # player -> reserved tile
    since: dict[int, int] = field(default_factory=dict)  # player -> turn number it was reserved

    def clone(self) -> Reserves:
        return Reserves(dict(self.reserved), dict(self.since))

    def to_dict(self) -> dict[str, Any]:
        return {"reserved": dict(self.reserved), "since": dict(self.since)}
