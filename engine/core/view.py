"""What one player may know: the view a screen draws from, and the parts of a state a viewer
cannot see (which computer players deal anew, never reading them).

``player_view`` gives the shell every game shares (the decision, who decides, the result, the
modules' views) and the game's own public data from its ruleset's ``public_view``; the options
show only to the player choosing now, and another player's secret choice never shows.
``seen_by`` is the same knowledge in the state's own shape, for a screen that draws with the
game's drawing code: a copy whose every hidden item is ``UNSEEN``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.core.flow import decision
from engine.core.state import State

S = TypeVar("S", bound=State)


@dataclass(frozen=True, slots=True)
class Hidden:
    """A part of a list in the state whose order (and, within its ``pool``, contents) a viewer
    cannot see: ``items[:stop]`` (top last, so a face-up top stays out).

    Components of the same pool may lie in any hidden part of that pool (the tiles of a stack,
    those boxed, the market pile); ``accepts`` narrows a part to some of them (a stack takes
    only tiles of its back). ``put`` stores a new deal when ``items`` is a copy (of a dict's
    values, say) rather than the state's own list. ``order_only``: the contents are known to
    everyone (a viewer's copy holds them sorted), only their order is not.
    """

    pool: str
    items: list[Any]
    stop: int
    accepts: Callable[[Any], bool] | None = None
    put: Callable[[list[Any]], None] | None = None
    order_only: bool = False


def player_view(state: State, viewer: int | None) -> dict[str, Any]:
    """What ``viewer`` may know of ``state``, as plain JSON-ready data (None: a spectator)."""
    pending = decision(state)
    chooses = viewer is not None and viewer == pending.player
    return {
        **state.ruleset.public_view(state, viewer),
        "current": state.current,
        "over": state.over,
        "decision": {
            "kind": pending.kind,
            "player": pending.player,
            "deciders": list(pending.deciders),
            "secret": pending.secret,
            "chosen": sorted(state.sealed),  # who has made a secret choice already
            "prompt": pending.prompt,
            "options": [o.to_dict() for o in pending.options] if chooses else None,
        },
        "result": state.result.to_dict() if state.result is not None else None,
        "ruleset": [m.id for m in state.ruleset.modules],
        "modules": {
            m.id: part for m in state.ruleset.modules if (part := m.view(state, viewer)) is not None
        },
    }


UNSEEN = "?"  # what a viewer's copy holds in place of every item they cannot see


def seen_by(state: S, viewer: int | None) -> S:
    """A copy of ``state`` holding only what ``viewer`` may know (what ``player_view`` shows):
    each hidden part's items, another player's sealed choice, the seed (which orders every
    deck) and the history (which holds the secret choices) are gone; counts stay."""
    seen = state.clone()
    seen.seed = 0
    seen.history = None
    for part in hidden_parts(seen, viewer):
        unseen = sorted(part.items[: part.stop]) if part.order_only else [UNSEEN] * part.stop
        if part.put is not None:
            part.put(unseen)
        else:
            part.items[: part.stop] = unseen
    for player in seen.sealed:
        if player != viewer:
            seen.sealed[player] = UNSEEN
    return seen


def hidden_parts(state: State, viewer: int | None) -> list[Hidden]:
    """Every list part of ``state`` that ``viewer`` cannot see: the game's own and what its
    modules hide."""
    parts = list(state.ruleset.hidden(state, viewer))
    for module in state.ruleset.modules:
        parts += module.hidden(state, viewer)
    return parts
