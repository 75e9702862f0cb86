"""Why the solo rules refuse an action (the module's ``why_illegal`` hook)."""

from __future__ import annotations

from engine.core.events import Decision
from engine.tang_garden.actions import Action, Build
from engine.tang_garden.modules.yin_yang.actions import RemoveDecoration
from engine.tang_garden.modules.yin_yang.rules import free_areas, pair_open, settings, solo_state
from engine.tang_garden.options import legal_builds
from engine.tang_garden.state import GameState


def why_not(state: GameState, pending: Decision, action: Action) -> str | None:
    if isinstance(action, Build) and pending.kind == "solo_main":
        return _why_pair(state, action)
    if isinstance(action, RemoveDecoration):
        cost = settings(state).remove_decoration_tokens
        if state.player.tokens.get(action.size, 0) < cost:
            return f"Removing a decoration costs {cost} {action.size} landscape tokens."
        if (action.x, action.y) not in state.decorations:
            return f"There is no decoration at {(action.x, action.y)}."
        return "A miniature stands on that decoration."
    return None


def _why_pair(state: GameState, action: Build) -> str | None:
    if action not in legal_builds(state) or pair_open(state, action.stack, free_areas(state)):
        return None  # the shared reasons explain the tile
    card = solo_state(state).cards.get(action.stack)
    if card is None:
        return f"No decoration card lies beside the {action.stack} stack."
    kind = state.catalog.card_type[card]
    if state.supply[kind.id] <= 0:
        return f"No {kind.name} pieces are left, so this pair cannot be chosen."
    return (
        f"The pair's {kind.name} needs a free {kind.area} area, and neither the garden "
        "nor this tile has one."
    )
