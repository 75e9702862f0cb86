"""Determinization: a world dealt anew from what one seat may know, for computer players.

Hidden components are collected per pool in a fixed (sorted) order and dealt back at random,
so the world depends only on the seat's view and the generator, never on the real hidden
order. The seed for later chance events is replaced too: a world's future draws are its own.
"""

from __future__ import annotations

import random
from typing import Any

from engine.tang_garden.state import GameState
from engine.tang_garden.view import Hidden, hidden_parts


def determinize(state: GameState, viewer: int | None, rand: random.Random) -> GameState:
    """A copy of ``state`` whose hidden parts (for ``viewer``) are dealt at random."""
    world = state.clone()
    world.seed = rand.getrandbits(48)
    pools: dict[str, list[Hidden]] = {}
    for part in hidden_parts(world, viewer):
        if part.stop:
            pools.setdefault(part.pool, []).append(part)
    for name in sorted(pools):
        parts = pools[name]
        items = sorted(item for part in parts for item in part.items[: part.stop])
        rand.shuffle(items)
        for part in sorted(parts, key=lambda p: p.accepts is None):  # narrowed parts first
            if part.accepts is None:
                taken, items = items[: part.stop], items[part.stop :]
            else:
                taken = []
                rest: list[Any] = []
                for item in items:
                    fits = len(taken) < part.stop and part.accepts(item)
                    (taken if fits else rest).append(item)
                items = rest
            if part.put is not None:
                part.put(taken)
            else:
                part.items[: part.stop] = taken
    world._decision = None
    return world
