"""The Pagodas' id and their slice of the state: the stacks of the players' pawns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "pagodas"


@dataclass(slots=True)
class PagodaStacks:
    """The pagoda stacks: space -> the owners of its pawns, bottom first."""

    stacks: dict[tuple[int, int], list[int]] = field(default_factory=dict)

    def clone(self) -> PagodaStacks:
        return PagodaStacks({pos: list(pawns) for pos, pawns in self.stacks.items()})

    def to_dict(self) -> dict[str, Any]:
        return {"stacks": [[x, y, list(pawns)] for (x, y), pawns in sorted(self.stacks.items())]}
