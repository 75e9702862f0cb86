"""Reasons, in a player's words, why an action is refused."""

from __future__ import annotations

from engine.actions import Action, Build, PlaceCharacter, PlaceDecoration
from engine.catalog import DX, DY, SIDES, TERRAINS
from engine.events import Decision
from engine.garden import character_spots, mismatch
from engine.state import GameState

_EDGE_NAMES = (*TERRAINS, "footpath", "wall")
_SIDE_NAMES = ("north", "east", "south", "west")


def why_illegal(state: GameState, pending: Decision, action: Action) -> str:
    if state.over:
        return "The game is over."
    for hook in state.hooks.why_illegal:  # the modules' own reasons come first
        reason = hook(state, pending, action)
        if reason:
            return reason
    if not any(type(o) is type(action) for o in pending.options):
        return f"That is not possible now. {pending.prompt}."
    if isinstance(action, Build):
        return _why_build(state, action)
    if isinstance(action, PlaceDecoration):
        return _why_decoration(state, action)
    if isinstance(action, PlaceCharacter):
        return _why_character(state, action)
    return f"That choice is not available. {pending.prompt}."


def _why_build(state: GameState, action: Build) -> str:
    stack = state.stacks.get(action.stack)
    if not stack:
        return f"The {action.stack} stack is empty."
    if not state.face_up[action.stack]:
        return f"The top tile of the {action.stack} stack is face down."
    pos = (action.x, action.y)
    if pos not in state.allowed:
        return f"{pos} is not a space of the garden."
    if pos in state.board:
        return f"{pos} already holds a tile."
    if not any((pos[0] + DX[d], pos[1] + DY[d]) in state.board for d in range(4)):
        return "A tile must be placed next to a tile already in the garden."
    if action.rot not in range(4):
        return "A tile can only be turned 0 to 3 quarter turns."
    cell = state.catalog.cells[stack[-1], action.rot]
    side = mismatch(cell, state.board, pos)
    if side is not None:
        nb = state.board[pos[0] + DX[side], pos[1] + DY[side]]
        return (
            f"The {_SIDE_NAMES[side]} edge ({_EDGE_NAMES[cell.edges[side]]}) does not match "
            f"the neighbouring {_EDGE_NAMES[nb.edges[(side + 2) % 4]]} edge."
        )
    if state.turn.builds:
        return "The second tile must be one that was face up when the turn began."
    return "That tile cannot be placed now."


def _why_decoration(state: GameState, action: PlaceDecoration) -> str:
    if action.card not in state.drawn:
        return f"{action.card} is not one of the cards you drew."
    kind = state.catalog.card_type[action.card]
    if state.supply.get(kind.id, 0) <= 0:
        return f"No {kind.name} pieces are left in the supply."
    pos = (action.x, action.y)
    cell = state.board.get(pos)
    if cell is None or cell.icon != kind.area:
        return f"A {kind.name} must go on a free {kind.area} area."
    if pos in state.decorations:
        return f"{pos} already holds a decoration."
    return "That decoration cannot be placed now."


def _why_character(state: GameState, action: PlaceCharacter) -> str:
    if action.facing not in SIDES:
        return "A character faces north, east, south or west."
    if action.spot not in character_spots(state, action.x, action.y):
        return f"There is no {action.spot} character spot at {(action.x, action.y)}."
    if (action.x, action.y, action.spot) in state.minis:
        return "That character spot is taken."
    return "You can place your active character or the one you just influenced."
