"""Setting up a solo game (Yin & Yang) from a seed."""

from __future__ import annotations

import random
from typing import Any

from engine.catalog import Catalog
from engine.setup import SetupError, frontier_of, landscapes, shuffled_stacks, start_tile
from engine.solo.state import SoloState
from engine.state import GameState, Player, Turn

# The first turn's tasks, top last: keep a starter, place the other as neutral, then play.
FIRST_TASKS: list[tuple[Any, ...]] = [
    ("solo_post",),
    ("solo_main",),
    ("solo_check",),
    ("solo_keep",),
]


def new_solo_state(catalog: Catalog, seed: int, setup: dict[str, Any]) -> GameState:
    """The position after the solo setup. ``setup``: player name, optional start tile side."""
    data = catalog.data
    names = list(setup.get("players") or ["Player 1"])
    if len(names) != 1:
        raise SetupError(f"the solo variant has one player (got {len(names)})")
    rand = random.Random(f"{seed}:setup")
    board, face, rot = start_tile(catalog, rand, setup)
    allowed = catalog.solo_cells
    frontier = frontier_of(board, allowed)
    stacks = shuffled_stacks(catalog, rand)
    deco_deck = [c.id for c in data.decorations.cards]
    rand.shuffle(deco_deck)
    cards: dict[str, str | None] = {name: deco_deck.pop() for name in catalog.stack_names}

    starters = [c.id for c in data.characters.characters if c.starter]
    rand.shuffle(starters)
    offer = [starters.pop(), starters.pop()]
    char_deck = starters + [c.id for c in data.characters.characters if not c.starter]
    rand.shuffle(char_deck)
    shown = min(data.rules.face_up_characters, len(char_deck))
    display = [char_deck.pop() for _ in range(shown)]

    piles, slots, visible = landscapes(catalog, rand)

    layout = next(lay for lay in data.layouts.layouts if 1 in lay.players)
    sizes = ["small"] * layout.small_tokens + ["large"] * layout.large_tokens
    rand.shuffle(sizes)
    tokens = {(t.x, t.y): size for t, size in zip(layout.tokens, sizes, strict=True)}

    lanterns = {lt.id: True for lt in data.lanterns.lanterns if lt.mode == "solo"}
    return GameState(
        catalog=catalog,
        seed=seed,
        setup={"mode": "solo", "players": names, "start_face": face, "start_rot": rot},
        players=[Player(names[0], [0, 0, 0], lanterns=lanterns)],
        first=0,
        current=0,
        board=board,
        frontier=frontier,
        allowed=allowed,
        decorations={},
        minis={},
        stacks=stacks,
        face_up={name: bool(tiles) for name, tiles in stacks.items()},
        deco_deck=deco_deck,
        deco_discard=[],
        supply={d.id: d.pieces for d in data.decorations.decorations},
        char_deck=char_deck,
        char_display=display,
        land_visible=visible,
        land_pile=piles,
        slots=slots,
        tokens=tokens,
        tasks=list(FIRST_TASKS),
        drawn=[],
        turn=Turn(),
        mode="solo",
        solo=SoloState(cards, offer=offer),
    )
