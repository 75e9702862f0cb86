"""Setting up a solo game (Yin & Yang) from a seed."""

from __future__ import annotations

import random
from typing import Any

from engine.catalog import DX, DY, Catalog
from engine.setup import SetupError
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
    face, rot = rand.choice(sorted(catalog.start_faces)), rand.randrange(4)
    face = setup.get("start_face") or face
    rot = rot if setup.get("start_rot") is None else setup["start_rot"]
    if face not in catalog.start_faces or rot not in range(4):
        raise SetupError(f"unknown starting tile side {face!r} or rotation {rot!r}")
    origin = min(data.board.start_cells)
    board = {
        (origin[0] + dx, origin[1] + dy): cell
        for (dx, dy), cell in catalog.start_cells(face, rot).items()
    }
    allowed = catalog.solo_cells
    frontier = {
        (x + DX[d], y + DY[d])
        for (x, y) in board
        for d in range(4)
        if (x + DX[d], y + DY[d]) in allowed and (x + DX[d], y + DY[d]) not in board
    }

    stacks: dict[str, list[str]] = {}
    for name in catalog.stack_names:
        tiles = [t.id for t in data.tiles.tiles if t.stack == name]
        rand.shuffle(tiles)
        stacks[name] = tiles
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

    piles = {}
    for size in ("small", "large"):
        pile = [t.id for t in data.landscapes.landscapes if t.size == size]
        rand.shuffle(pile)
        piles[size] = pile
    slots: dict[str, str | None] = {s.id: None for s in data.board.slots}
    for slot in data.board.slots:
        if slot.start:
            slots[slot.id] = piles[slot.size].pop()
    per_size = data.rules.visible_landscapes_per_size
    visible = {
        size: [pile.pop() for _ in range(min(per_size, len(pile)))] for size, pile in piles.items()
    }

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
