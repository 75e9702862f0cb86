"""Turning drags into engine actions: which targets are legal for what is being dragged.

Nothing here decides a rule: targets come from the engine's legal options, and a drop that
matches none becomes the action the player meant, for the engine to refuse with its reason.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import actions as A
from engine.catalog import SIDES

Target = object  # (x, y) for a space, a slot id, or (x, y, spot) for a character spot


@dataclass
class Drag:
    """Something picked up: ``kind`` is build, display_build (solo), decoration, landscape,
    character, neutral (solo) or move."""

    kind: str
    payload: str  # stack name, card id, landscape id or character id
    rot: int = 0  # quarter turns (for characters: the facing N, E, S, W)
    origin: tuple[int, int] = (0, 0)  # screen point it came from (to slide back to)

    def turn(self, steps: int) -> None:
        self.rot = (self.rot + steps) % 4


def targets(drag: Drag, options: tuple[A.Action, ...]) -> dict[Target, A.Action]:
    """Every legal drop target for ``drag`` in its current rotation, with its action."""
    out: dict[Target, A.Action] = {}
    facing = SIDES[drag.rot]
    for o in options:
        if drag.kind == "build" and isinstance(o, A.Build):
            if o.stack == drag.payload and o.rot == drag.rot:
                out[o.x, o.y] = o
        elif drag.kind == "display_build" and isinstance(o, A.PlaceDisplayTile):
            if o.tile == drag.payload and o.rot == drag.rot:
                out[o.x, o.y] = o
        elif drag.kind == "neutral" and isinstance(o, A.PlaceNeutral):
            if o.character == drag.payload:
                out[o.x, o.y, o.spot] = o
        elif drag.kind == "decoration" and isinstance(o, A.PlaceDecoration):
            if o.card == drag.payload:
                out[o.x, o.y] = o
        elif drag.kind == "landscape" and isinstance(o, A.InsertLandscape):
            if o.landscape == drag.payload:
                out[o.slot] = o
        elif (
            drag.kind in ("character", "move")
            and isinstance(o, (A.PlaceCharacter, A.MoveCharacter))
            and o.character == drag.payload
            and o.facing == facing
        ):
            out[o.x, o.y, o.spot] = o
    return out


def intended(drag: Drag, target: Target) -> A.Action | None:
    """The action a drop on ``target`` asks for, legal or not (None: not a target at all)."""
    facing = SIDES[drag.rot]
    if drag.kind == "landscape":
        return A.InsertLandscape(drag.payload, target) if isinstance(target, str) else None
    if not isinstance(target, tuple):
        return None
    if drag.kind == "build":
        return A.Build(drag.payload, target[0], target[1], drag.rot)
    if drag.kind == "display_build":
        return A.PlaceDisplayTile(drag.payload, target[0], target[1], drag.rot)
    if drag.kind == "decoration":
        return A.PlaceDecoration(drag.payload, target[0], target[1])
    spot = target[2] if len(target) == 3 else "tile"
    if drag.kind == "neutral":
        return A.PlaceNeutral(drag.payload, target[0], target[1], spot)
    cls = A.PlaceCharacter if drag.kind == "character" else A.MoveCharacter
    return cls(drag.payload, target[0], target[1], spot, facing)


def can_pick(kind: str, payload: str, options: tuple[A.Action, ...]) -> bool:
    """Whether any option would use this piece (so it may be picked up)."""
    return any(targets(Drag(kind, payload, turn), options) for turn in range(4))
