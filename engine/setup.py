"""Setting up a new game, every step of the rulebook, from a seed."""

from __future__ import annotations

import random
from typing import Any

from engine.catalog import DX, DY, TERRAINS, Catalog, CellDef
from engine.events import Event
from engine.state import GameState, Player, Turn


class SetupError(ValueError):
    """Setup options the game cannot start with."""


def new_state(catalog: Catalog, seed: int, setup: dict[str, Any]) -> GameState:
    """The position after setup. ``setup``: names, and optionally first player and start tile."""
    data = catalog.data
    names = list(setup["players"])
    rules = data.rules
    if not rules.players_min <= len(names) <= rules.players_max:
        raise SetupError(
            f"Tang Garden is played by {rules.players_min} to {rules.players_max} "
            f"players (got {len(names)})"
        )
    rand = random.Random(f"{seed}:setup")

    board, face, rot = start_tile(catalog, rand, setup)
    drawn_first = rand.randrange(len(names))  # drawn even when fixed: see start_tile
    allowed = catalog.all_cells
    frontier = frontier_of(board, allowed)
    stacks = shuffled_stacks(catalog, rand)
    deco_deck = [c.id for c in data.decorations.cards]
    rand.shuffle(deco_deck)
    supply = {d.id: d.pieces for d in data.decorations.decorations}

    lanterns = {lt.id: True for lt in data.lanterns.lanterns if lt.mode == "multiplayer"}
    players = [Player(name, [0, 0, 0], lanterns=dict(lanterns)) for name in names]
    starters = [c.id for c in data.characters.characters if c.starter]
    rand.shuffle(starters)
    for player in players:
        player.active = starters.pop()
        bonus = catalog.characters[player.active].start_bonus
        if bonus is not None:
            player.tracks[TERRAINS.index(bonus)] += 1
    char_deck = starters + [c.id for c in data.characters.characters if not c.starter]
    rand.shuffle(char_deck)
    display = [char_deck.pop() for _ in range(min(rules.face_up_characters, len(char_deck)))]

    piles, slots, visible = landscapes(catalog, rand)

    layout = next(lay for lay in data.layouts.layouts if len(names) in lay.players)
    tokens = {(t.x, t.y): t.size for t in layout.tokens if t.size is not None}

    first = setup.get("first")
    first = drawn_first if first is None else first
    if first not in range(len(names)):
        raise SetupError(f"first player must be 0..{len(names) - 1}, got {first!r}")
    return GameState(
        catalog=catalog,
        seed=seed,
        setup={"players": names, "first": first, "start_face": face, "start_rot": rot},
        players=players,
        first=first,
        current=first,
        board=board,
        frontier=frontier,
        allowed=allowed,
        decorations={},
        minis={},
        stacks=stacks,
        face_up={name: bool(tiles) for name, tiles in stacks.items()},
        deco_deck=deco_deck,
        deco_discard=[],
        supply=supply,
        char_deck=char_deck,
        char_display=display,
        land_visible=visible,
        land_pile=piles,
        slots=slots,
        tokens=tokens,
        tasks=[("post",), ("main",)],
        drawn=[],
        turn=Turn(),
    )


def start_tile(
    catalog: Catalog, rand: random.Random, setup: dict[str, Any]
) -> tuple[dict[tuple[int, int], CellDef], str, int]:
    """The starting tile's four quarters on the board, its side and its turn.

    Every random choice is drawn whether or not the setup fixes it, so that fixing one (as a
    saved record does) never changes the others.
    """
    drawn_face, drawn_rot = rand.choice(sorted(catalog.start_faces)), rand.randrange(4)
    face = setup.get("start_face") or drawn_face
    rot = setup.get("start_rot")
    rot = drawn_rot if rot is None else rot
    if face not in catalog.start_faces or rot not in range(4):
        raise SetupError(f"unknown starting tile side {face!r} or rotation {rot!r}")
    origin = min(catalog.data.board.start_cells)
    board = {
        (origin[0] + dx, origin[1] + dy): cell
        for (dx, dy), cell in catalog.start_cells(face, rot).items()
    }
    return board, face, rot


def frontier_of(board: dict[tuple[int, int], CellDef], allowed: frozenset) -> set[tuple[int, int]]:
    """The empty playable spaces next to a tile."""
    return {
        (x + DX[d], y + DY[d])
        for (x, y) in board
        for d in range(4)
        if (x + DX[d], y + DY[d]) in allowed and (x + DX[d], y + DY[d]) not in board
    }


def shuffled_stacks(catalog: Catalog, rand: random.Random) -> dict[str, list[str]]:
    """The garden tiles sorted by back into their stacks, each shuffled (top last)."""
    stacks: dict[str, list[str]] = {}
    for name in catalog.stack_names:
        tiles = [t.id for t in catalog.data.tiles.tiles if t.stack == name]
        rand.shuffle(tiles)
        stacks[name] = tiles
    return stacks


def landscapes(
    catalog: Catalog, rand: random.Random
) -> tuple[dict[str, list[str]], dict[str, str | None], dict[str, list[str]]]:
    """Shuffled landscape piles, the starting slots filled, and the visible tiles per size."""
    data = catalog.data
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
    return piles, slots, visible


def setup_events(state: GameState) -> list[Event]:
    """Words for the log describing the setup."""
    events = [
        Event(
            "setup",
            f"Starting tile side {state.setup['start_face']}, turned "
            f"{state.setup['start_rot']} quarter(s)",
        )
    ]
    for i, player in enumerate(state.players):
        if player.active:
            name = state.catalog.characters[player.active].name
            events.append(Event("setup", f"{player.name} starts with the {name}", {"player": i}))
    events.append(
        Event("turn", f"{state.player.name} is the first player", {"player": state.current})
    )
    return events
