"""What one player may know of Tang Garden, as plain JSON-ready data (the shell of the view is
the core's, engine/core/view.py), the parts of a state a viewer cannot see, and whether a step
revealed anything (undo never crosses one)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.view import Hidden
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.state import GameState, Player


def public_view(state: GameState, viewer: int | None) -> dict[str, Any]:
    """The public game plus ``viewer``'s private cards; deck orders and hidden tiles are counts.

    ``viewer`` None gives the spectators' view.
    """
    own_turn = viewer is not None and viewer == state.current
    return {
        "turn_number": state.turn_number,
        "first": state.first,
        "end_triggered": state.end_triggered,
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
                **_collection(state, i, p.cards, viewer),
                **_economy(p),
            }
            for i, p in enumerate(state.players)
        ],
    }


def secret_cards(state: GameState, player: int) -> list[str]:
    """The cards of ``player``'s collection the others cannot see now (none once it is over)."""
    if state.over:
        return []
    return [card for hook in state.hooks.secret_cards for card in hook(state, player)]


def _collection(
    state: GameState, player: int, cards: list[str], viewer: int | None
) -> dict[str, Any]:
    """A player's decoration cards as ``viewer`` sees them: the secret ones only as a count."""
    secret = secret_cards(state, player) if viewer != player else []
    if not secret:
        return {"cards": list(cards)}
    shown = list(cards)
    for card in secret:
        shown.remove(card)
    return {"cards": shown, "secret_cards": len(secret)}


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


def _redeal(cards: list[str], secret: list[str]) -> Callable[[list[str]], None]:
    """Put newly dealt cards in place of the ``secret`` ones of a collection."""

    def put(dealt: list[str]) -> None:
        kept = list(cards)
        for card in secret:
            kept.remove(card)
        cards[:] = kept + dealt

    return put


def hidden(state: GameState, viewer: int | None) -> list[Hidden]:
    """The list parts of ``state`` that ``viewer`` cannot see, besides what the modules hide:
    the stacks below their face-up tops, the decks and piles, another player's drawn cards."""
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
    for index, player in enumerate(state.players):
        secret = secret_cards(state, index) if index != viewer else []
        if secret:
            parts.append(Hidden("cards", secret, len(secret), put=_redeal(player.cards, secret)))
    parts += [
        Hidden(f"landscapes:{size}", pile, len(pile)) for size, pile in state.land_pile.items()
    ]
    return parts


def _economy(player: Player) -> dict[str, Any]:
    """A player's resources, workers and permanent bonuses, in games that have them."""
    out: dict[str, Any] = {}
    if player.resources:
        out["resources"] = dict(player.resources)
    if player.workers:
        out["workers"] = [None if w is None else list(w) for w in player.workers]
    if player.modifiers:
        out["modifiers"] = dict(player.modifiers)
    return out
