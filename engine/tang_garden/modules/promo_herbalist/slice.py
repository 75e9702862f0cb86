"""The Herbalist's id and its slice of the state: the herbs spent and the skill borrowed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "promo-herbalist"


@dataclass(slots=True)
class Herbs:
    herbs_used: dict[str, int] = field(default_factory=dict)  # player index -> herbs spent
    borrowed: str | None = None  # the character whose skill is borrowed this turn

    def clone(self) -> Herbs:
        return Herbs(dict(self.herbs_used), self.borrowed)

    def to_dict(self) -> dict[str, Any]:
        return {"herbs_used": dict(self.herbs_used), "borrowed": self.borrowed}
