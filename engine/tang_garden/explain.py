"""Reasons, in a player's words, why an action is refused."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Container
from typing import Any

from engine.core.events import Decision
from engine.tang_garden.actions import (
    Action,
    Build,
    Decorate,
    Influence,
    PlaceCharacter,
    PlaceDecoration,
    RefreshLantern,
    TakeCharacter,
    UseLantern,
)
from engine.tang_garden.catalog import DX, DY, SIDES, TERRAINS
from engine.tang_garden.effects import lowest_level, refresh_cost, thresholds_reached
from engine.tang_garden.garden import character_spots, mismatch
from engine.tang_garden.kinds import words
from engine.tang_garden.kinds.registries import LANTERNS
from engine.tang_garden.options import can_place_a_character
from engine.tang_garden.state import GameState

_EDGE_NAMES = (*TERRAINS, "footpath", "wall")
_SIDE_NAMES = ("north", "east", "south", "west")


def why_illegal(state: GameState, pending: Decision, action: Action) -> str:
    if state.over:
        return "The game is over."
    unknown = why_unknown(state, action)
    if unknown:  # checked before any module looks at the fields
        return unknown
    for hook in state.hooks.why_illegal:  # the modules' own reasons come first
        reason = hook(state, pending, action)
        if reason:
            return reason
    if isinstance(action, UseLantern):
        return why_no_lantern(state, action.lantern)
    if isinstance(action, RefreshLantern):
        return _why_no_refresh(state, action)
    if not any(type(o) is type(action) for o in pending.options):
        return (
            _why_not_now(state, pending, action) or f"That is not possible now. {pending.prompt}."
        )
    if isinstance(action, Build):
        return _why_build(state, action)
    if isinstance(action, PlaceDecoration):
        return _why_decoration(state, action)
    if isinstance(action, PlaceCharacter):
        return _why_character(state, action)
    return f"That choice is not available. {pending.prompt}."


def why_unknown(state: GameState, action: Action) -> str | None:
    """Why a field of ``action`` names nothing of this game, or is not even of its type (a
    damaged record's action, a malformed call): None when every field could be an option's."""
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        number = f.type in ("int", int)
        if type(value) is not (int if number else str):  # bool is not a number here
            kind = "a whole number" if number else "a word"
            return f"That action is malformed: its {f.name} must be {kind}, not {value!r}."
        known = _KNOWN.get(f.name)
        if known is not None and value not in known[0](state):
            return known[1].format(value=value)
    return None


_SIDES_TEXT = "A character faces north, east, south or west, not {value!r}."
_TRACK_TEXT = "There is no {value!r} track: the tracks are greenery, water and rock."
# A field's name -> the values it may hold in this game, and the refusal of any other.
_KNOWN: dict[str, tuple[Callable[[GameState], Container[Any]], str]] = {
    "card": (lambda s: s.catalog.cards, "There is no decoration card {value!r} in this game."),
    "character": (lambda s: s.catalog.characters, "There is no character {value!r} in this game."),
    "tile": (lambda s: s.catalog.tiles, "There is no garden tile {value!r} in this game."),
    "landscape": (lambda s: s.catalog.landscapes, "There is no landscape tile {value!r} here."),
    "slot": (lambda s: s.catalog.slots, "There is no landscape slot {value!r} in the garden."),
    "lantern": (lambda s: s.catalog.lanterns, "There is no lantern {value!r} in this game."),
    "stack": (lambda s: s.stacks, "There is no {value!r} stack."),
    "decoration": (lambda s: s.catalog.decoration_types, "There is no decoration {value!r} here."),
    "facing": (lambda s: SIDES, _SIDES_TEXT),
    "away": (lambda s: SIDES, _SIDES_TEXT),
    "spot": (lambda s: ("tile", "decoration"), "A character spot is on a tile or a decoration."),
    "size": (lambda s: ("small", "large"), "A landscape token is small or large, not {value!r}."),
    "rot": (lambda s: range(4), "A tile can only be turned 0 to 3 quarter turns."),
    "track": (lambda s: TERRAINS, _TRACK_TEXT),
    "down": (lambda s: TERRAINS, _TRACK_TEXT),
    "up": (lambda s: TERRAINS, _TRACK_TEXT),
}


def _why_not_now(state: GameState, pending: Decision, action: Action) -> str | None:
    """The rule that rules out a whole kind of action in this decision, if one does."""
    if isinstance(action, (Build, Decorate)) and pending.kind == "post":
        return "You have made your main action this turn: one main action per turn."
    if isinstance(action, (Influence, TakeCharacter)):
        if pending.kind == "main":
            return (
                "Characters are influenced after the main action: build the garden or place a "
                "decoration first."
            )
        if pending.kind == "post":
            return why_no_influence(state) or "Choose Influence a character first."
    return None


def how_to_influence(state: GameState) -> str:
    """What it takes the current player to influence a character, in their own numbers."""
    player = state.player
    levels = state.catalog.thresholds
    claimed = player.thresholds_claimed
    token = "you hold a character token" if player.character_token else "a character token"
    if claimed >= len(levels):
        need = f"{token} (you have influenced one at every track level)"
    else:
        need = (
            f"all three of your tracks at level {levels[claimed]} or higher (your lowest is at "
            f"{lowest_level(state, player)}), or {token}"
        )
    return f"After your main action, once a turn: {need}."


def why_no_influence(state: GameState) -> str | None:
    """Why the current player cannot influence a character now (None: they can)."""
    player = state.player
    if state.turn.influenced:
        return "You have already influenced a character this turn: one influence per turn."
    if not (state.char_display or state.char_deck):
        return "No character is left to influence."
    claimed = player.thresholds_claimed
    if not player.character_token and thresholds_reached(state, player) <= claimed:
        levels = state.catalog.thresholds
        if claimed >= len(levels):
            return (
                "You have influenced a character at every track level, and hold no character token."
            )
        return (
            f"To influence a character you need a character token, or all three of your tracks "
            f"at level {levels[claimed]} or higher (your lowest is at "
            f"{lowest_level(state, player)})."
        )
    if not can_place_a_character(state):
        return "No character spot is free in the garden, so no character can be influenced."
    return None


def why_piece_stuck(state: GameState, pending: Decision, what: str, ident: str) -> str | None:
    """Why a stack's top tile (``what`` "stack") or a drawn card ("card") can go nowhere in the
    pending decision (None: no rule of these applies)."""
    if what == "stack" and pending.kind in ("main", "second_build"):
        stack = state.stacks.get(ident)
        if ident not in state.stacks:
            return None
        if not stack:
            return f"The {ident} stack is empty."
        if not state.face_up[ident]:
            return f"The top tile of the {ident} stack is face down."
        if pending.kind == "second_build" and stack[-1] not in state.turn.tiles_at_start:
            return "The second tile must be one that was face up when the turn began."
        return f"The top tile of the {ident} stack fits no free space of the garden, in any turn."
    kind = state.catalog.card_type.get(ident)
    if what == "card" and kind and pending.kind == "choose_decoration":
        anywhere = PlaceDecoration(ident, -1, -1)  # no space in particular
        for hook in state.hooks.why_illegal:  # a module's reason first (no Pagoda pawn left)
            reason = hook(state, pending, anywhere)
            if reason:
                return reason
        if state.supply.get(kind.pool, 0) <= 0:
            return f"No {kind.name} pieces are left in the supply."
        areas = words.either(list(kind.areas))
        return f"No {areas} area of the garden is free for the {kind.name}."
    return None


def why_no_lantern(state: GameState, lantern: str) -> str:
    """Why a lantern of the current player cannot be used in the pending decision."""
    catalog = state.catalog
    if lantern not in state.player.lanterns:
        return "That lantern is not yours: you may use only your own lanterns."
    name = catalog.lanterns[lantern].name
    if state.turn.lantern is not None:
        used = catalog.lanterns[state.turn.lantern].name
        return f"You have used the lantern '{used}' this turn: one lantern per turn."
    if not state.player.lanterns[lantern]:
        cost = refresh_cost(state, state.player)
        return (
            f"The lantern '{name}' is used (face down): refresh it with {cost} landscape tokens "
            "of one size."
        )
    when = LANTERNS[catalog.lanterns[lantern].effect].when
    return f"The lantern '{name}' can be used only {when}."


def _why_no_refresh(state: GameState, action: RefreshLantern) -> str:
    player = state.player
    if player.lanterns.get(action.lantern):
        return "That lantern is face up: only a used lantern is refreshed."
    cost = refresh_cost(state, player)
    small, large = player.tokens["small"], player.tokens["large"]
    return (
        f"Refreshing a lantern costs {cost} landscape tokens of one size "
        f"(you hold {small} small and {large} large)."
    )


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
    if state.supply.get(kind.pool, 0) <= 0:
        return f"No {kind.name} pieces are left in the supply."
    pos = (action.x, action.y)
    cell = state.board.get(pos)
    if cell is None or cell.icon not in kind.areas:
        return f"A {kind.name} must go on a free {words.either(list(kind.areas))} area."
    if pos in state.decorations:
        return f"{pos} already holds a decoration."
    return "That decoration cannot be placed now."


def _why_character(state: GameState, action: PlaceCharacter) -> str:
    if action.spot not in character_spots(state, action.x, action.y):
        return f"There is no {action.spot} character spot at {(action.x, action.y)}."
    if (action.x, action.y, action.spot) in state.minis:
        return "That character spot is taken."
    return "You can place your active character or the one you just influenced."
