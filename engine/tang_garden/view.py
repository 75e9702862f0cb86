"""What one player may know of the game, as plain JSON-ready data."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.flow import decision
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.state import GameState


def player_view(state: GameState, viewer: int | None) -> dict[str, Any]:
    """The public game plus ``viewer``'s private cards; deck orders and hidden tiles are counts.

    ``viewer`` None gives the spectators' view.
    """
    pending = decision(state)
    own_turn = viewer is not None and viewer == state.current
    return {
        "turn_number": state.turn_number,
        "current": state.current,
        "first": state.first,
        "over": state.over,
        "end_triggered": state.end_triggered,
        "decision": {
            "kind": pending.kind,
            "player": pending.player,
            "prompt": pending.prompt,
            "options": [o.to_dict() for o in pending.options] if own_turn else None,
        },
        "board": [
            {"pos": list(p), "tile": c.tile, "rot": c.rot} for p, c in sorted(state.board.items())
        ],
        "decorations": [
            {"pos": list(p), "decoration": d} for p, d in sorted(state.decorations.items())
        ],
        "characters": [
            {
                "pos": [x, y],
                "spot": spot,
                "character": m.character,
                "owner": m.owner,
                "facing": SIDES[m.facing],
            }
            for (x, y, spot), m in sorted(state.minis.items())
        ],
        "stacks": {
            name: {"count": len(tiles), "top": tiles[-1] if tiles and state.face_up[name] else None}
            for name, tiles in state.stacks.items()
        },
        "decoration_deck": len(state.deco_deck),
        "decoration_discard": list(state.deco_discard),
        "drawn": list(state.drawn) if own_turn else len(state.drawn),
        "supply": dict(state.supply),
        "character_deck": len(state.char_deck),
        "character_display": list(state.char_display),
        "landscapes_visible": {k: list(v) for k, v in state.land_visible.items()},
        "landscapes_hidden": {k: len(v) for k, v in state.land_pile.items()},
        "slots": dict(state.slots),
        "tokens": [{"pos": list(p), "size": s} for p, s in sorted(state.tokens.items())],
        "players": [
            {
                "name": p.name,
                "tracks": list(p.tracks),
                "coins": p.coins,
                "lanterns": dict(p.lanterns),
                "tokens": dict(p.tokens),
                "character_token": p.character_token,
                "active": p.active,
                "cards": list(p.cards),
            }
            for p in state.players
        ],
        "result": state.result.to_dict() if state.result is not None else None,
        "ruleset": [m.id for m in state.ruleset.modules],
        "modules": {
            m.id: part for m in state.ruleset.modules if (part := m.view(state, viewer)) is not None
        },
    }


def _known(state: GameState) -> set[str]:
    """Ids of components whose identity is public (or known to the active player)."""
    known = {tiles[-1] for name, tiles in state.stacks.items() if tiles and state.face_up[name]}
    known.update(state.drawn, state.char_display)
    for module in state.ruleset.modules:  # what the modules show face up
        known.update(module.face_up(state))
    for visible in state.land_visible.values():
        known.update(visible)
    return known


def reveals(before: GameState, after: GameState) -> bool:
    """Whether going from ``before`` to ``after`` revealed hidden information or used chance.

    Undo must never cross such a step (a draw, a flip, a refill, a shuffle).
    """
    return (
        after.draws != before.draws
        or len(after.char_deck) != len(before.char_deck)
        or bool(_known(after) - _known(before))
    )


@dataclass(frozen=True, slots=True)
class Hidden:
    """A part of a list in the state whose order (and, within its ``pool``, contents) a viewer
    cannot see: ``items[:stop]`` (top last, so a face-up top stays out).

    Components of the same pool may lie in any hidden part of that pool (the tiles of a stack,
    those boxed, the market pile); ``accepts`` narrows a part to some of them (a stack takes
    only tiles of its back). ``put`` stores a new deal when ``items`` is a copy (of a dict's
    values, say) rather than the state's own list.
    """

    pool: str
    items: list[Any]
    stop: int
    accepts: Callable[[Any], bool] | None = None
    put: Callable[[list[Any]], None] | None = None


def hidden_parts(state: GameState, viewer: int | None) -> list[Hidden]:
    """Every list part of ``state`` that ``viewer`` cannot see: the stacks below their face-up
    tops, the decks and piles, another player's drawn cards, and what the modules hide."""
    tiles = state.catalog.tiles
    parts = [
        Hidden(
            "tiles",
            stack,
            len(stack) - 1 if stack and state.face_up[name] else len(stack),
            lambda tile, name=name: tiles[tile].stack == name,
        )
        for name, stack in state.stacks.items()
    ]
    parts.append(Hidden("cards", state.deco_deck, len(state.deco_deck)))
    if viewer != state.current:
        parts.append(Hidden("cards", state.drawn, len(state.drawn)))
    parts.append(Hidden("characters", state.char_deck, len(state.char_deck)))
    parts += [
        Hidden(f"landscapes:{size}", pile, len(pile)) for size, pile in state.land_pile.items()
    ]
    for module in state.ruleset.modules:
        parts += module.hidden(state, viewer)
    return parts
