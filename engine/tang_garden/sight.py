"""What a character sees and scores now, for a screen to draw: its line of sight (its sight's own
line, as the modules change it), the decorations in it that count, the landscape slots on the
side it faces, and its score as the garden stands (``scoring.character_score``)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.tang_garden.catalog import SIDES
from engine.tang_garden.scoring import CharacterScore, character_score, seen_by, visible_decorations
from engine.tang_garden.state import GameState, Mini

Pos = tuple[int, int]


@dataclass(frozen=True)
class CharacterSight:
    """A character's view of the garden: ``spaces`` its line of sight (its own space first),
    ``decorations`` the spaces of the decorations it sees that count, ``slots`` the landscape
    slots on the side it faces, ``score`` what it scores now."""

    character: str
    pos: Pos
    facing: str
    spaces: tuple[Pos, ...]
    decorations: tuple[Pos, ...]
    slots: tuple[str, ...]
    score: CharacterScore


def character_sight(state: GameState, character: str) -> CharacterSight | None:
    """What ``character``'s miniature in the garden sees and scores now (None: not there)."""
    placed = (((x, y), m) for (x, y, _), m in state.minis.items() if m.character == character)
    found = next(placed, None)
    return _sight(state, *found) if found else None


def placement_sight(
    state: GameState, character: str, x: int, y: int, facing: str
) -> CharacterSight:
    """What ``character`` placed at (x, y) facing ``facing`` by the player deciding now would
    see and score, as the garden stands."""
    return _sight(state, (x, y), Mini(character, state.current, SIDES.index(facing)))


def _sight(state: GameState, pos: Pos, mini: Mini) -> CharacterSight:
    spaces = tuple(seen_by(state, pos, mini))
    visible = visible_decorations(state)
    side = SIDES[mini.facing]
    return CharacterSight(
        mini.character,
        pos,
        side,
        spaces,
        tuple(p for p in dict.fromkeys(spaces) if p in visible),
        tuple(sid for sid, slot in state.catalog.slots.items() if slot.side == side),
        character_score(state, pos, mini, visible),
    )
