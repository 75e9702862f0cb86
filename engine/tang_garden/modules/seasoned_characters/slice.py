"""The seasoned characters' id and their slice of the state: the secret starting deal, the
upgrades, the Supervisor and the seasoned Merchant's side pile."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "seasoned-characters"


@dataclass(slots=True)
class Seasoned:
    offers: list[list[str]] = field(default_factory=list)  # per player: dealt; the pick goes last
    revealed: bool = False
    starting: list[str | None] = field(default_factory=list)  # per player, once revealed
    upgraded: list[bool] = field(default_factory=list)
    supervisor: tuple[int, int, str, int] | None = None  # x, y, spot, owner
    supervisor_used: tuple[int, ...] = ()  # players who have put it in the garden
    pile: list[str] = field(default_factory=list)  # the seasoned Merchant's side pile

    def clone(self) -> Seasoned:
        return Seasoned(
            [o[:] for o in self.offers],
            self.revealed,
            self.starting[:],
            self.upgraded[:],
            self.supervisor,
            self.supervisor_used,
            self.pile[:],
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "offers": [o[:] for o in self.offers],
            "revealed": self.revealed,
            "starting": self.starting[:],
            "upgraded": self.upgraded[:],
            "supervisor": list(self.supervisor) if self.supervisor else None,
            "supervisor_used": list(self.supervisor_used),
            "pile": self.pile[:],
        }
