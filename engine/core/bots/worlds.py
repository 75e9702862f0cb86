"""Determinization: a world dealt anew from what one seat may know, for computer players.

Hidden components are collected per pool in a fixed (sorted) order and dealt back at random,
so the world depends only on the seat's view and the generator, never on the real hidden
order. The seed for later chance events is replaced too: a world's future draws are its own,
and the other players' secret choices not yet revealed are made anew among their options.
"""

from __future__ import annotations

import random
from typing import Any, TypeVar

from engine.core.flow import options_for
from engine.core.state import State
from engine.core.view import Hidden, hidden_parts

S = TypeVar("S", bound=State)


def determinize(state: S, viewer: int | None, rand: random.Random) -> S:
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
    for player in sorted(world.sealed):
        if player != viewer:
            world.sealed[player] = rand.choice(options_for(world, player))
    return world
