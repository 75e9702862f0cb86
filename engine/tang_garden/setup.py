"""Setting up a new game, every step of the rulebook, from a seed."""

from __future__ import annotations

import random
from typing import Any

from engine.core.events import Event
from engine.tang_garden.catalog import TERRAINS, Catalog, CellDef
from engine.tang_garden.effects import refill_characters
from engine.tang_garden.frontier import Frontier
from engine.tang_garden.kinds.words import counted
from engine.tang_garden.module import SetupStep
from engine.tang_garden.state import GameState, Player, Turn


class SetupError(ValueError):
    """Setup options the game cannot start with."""


def new_state(catalog: Catalog, seed: int, setup: dict[str, Any]) -> GameState:
    """The position after setup: the ruleset's steps, each drawing from its own seeded stream.

    ``setup``: player names, and optionally the first player and the starting tile's side and
    turn; the steps write what they drew back into ``state.setup`` so a record replays it.
    """
    ruleset = catalog.ruleset
    names = list(setup["players"])
    ruleset.check_players(len(names))
    state = GameState(
        ruleset=ruleset,
        catalog=catalog,
        seed=seed,
        setup={"players": names, **{k: setup.get(k) for k in SETUP_CHOICES}},
        players=[
            Player(
                name,
                [0] * len(catalog.tracks),
                resources={r.id: r.start for r in catalog.resources},
                workers=[None] * catalog.workers,
            )
            for name in names
        ],
        first=0,
        current=0,
        board={},
        frontier=Frontier({}),
        allowed=frozenset(),
        decorations={},
        minis={},
        stacks={},
        face_up={},
        deco_deck=[],
        deco_discard=[],
        supply={},
        char_deck=[],
        char_display=[],
        land_visible={},
        land_pile={},
        slots={},
        tokens={},
        tasks=[],
        drawn=[],
        turn=Turn(),
        ext={m.id: part for m in ruleset.modules if (part := m.new_state()) is not None},
    )
    if ruleset.modules:
        state.setup["ruleset"] = ruleset.entries()
    for stream, step in ruleset.setup_steps:
        step.run(state, Stream(f"{seed}:setup:{stream}"))  # type: ignore[arg-type]
    return state


class Stream:
    """A setup step's generator, ``random.Random(seed)``, seeded on first use (seeding costs
    more than most steps, and several steps draw nothing)."""

    __slots__ = ("_rand", "_seed")

    def __init__(self, seed: str) -> None:
        self._seed = seed
        self._rand: random.Random | None = None

    def __getattr__(self, name: str) -> Any:
        if self._rand is None:
            self._rand = random.Random(self._seed)
        return getattr(self._rand, name)


SETUP_CHOICES = ("first", "start_face", "start_rot")


# --- the rulebook's setup steps ----------------------------------------------------------------


def _garden_board(state: GameState, rand: random.Random) -> None:
    """1. The garden board: every space is playable, every landscape slot empty."""
    state.allowed = state.catalog.all_cells
    state.slots = {s.id: None for s in state.catalog.data.board.slots}


def _starting_tile(state: GameState, rand: random.Random) -> None:
    """2. The starting tile in the centre, either side up, in any direction."""
    state.board, face, rot = start_tile(state.catalog, rand, state.setup)
    state.setup.update(start_face=face, start_rot=rot)
    state.frontier = Frontier.around(state.catalog, state.board, state.allowed)


def _stacks(state: GameState, rand: random.Random) -> None:
    """3. The garden tiles in four shuffled stacks, each top face up."""
    state.stacks = shuffled_stacks(state.catalog, rand)
    state.face_up = {name: bool(tiles) for name, tiles in state.stacks.items()}


def _decoration_deck(state: GameState, rand: random.Random) -> None:
    """4. The decoration cards, shuffled."""
    state.deco_deck = list(state.catalog.cards)
    rand.shuffle(state.deco_deck)


def _decoration_supply(state: GameState, rand: random.Random) -> None:
    """5. The decoration pieces near the board (double-sided pieces in their one pool)."""
    state.supply = {d.pool: d.pieces for d in state.catalog.decoration_types.values()}


def _player_boards(state: GameState, rand: random.Random) -> None:
    """6. Player boards with cubes at the start, and the lanterns of the loadout (the base
    game's: one of each; a scenario's own)."""
    for player in state.players:
        player.lanterns = dict.fromkeys(state.catalog.loadout, True)


def _starting_characters(state: GameState, rand: random.Random) -> None:
    """7. A starting character each (and its track bonus); 7.1 two characters revealed."""
    catalog = state.catalog
    characters = list(catalog.characters.values())
    starters = [c.id for c in characters if c.starter]
    rand.shuffle(starters)
    for player in state.players:
        player.active = starters.pop()
        bonus = catalog.characters[player.active].start_bonus
        if bonus is not None:
            player.tracks[TERRAINS.index(bonus)] += 1
    state.char_deck = starters + [c.id for c in characters if not c.starter]
    rand.shuffle(state.char_deck)
    refill_characters(state)


def _landscapes(state: GameState, rand: random.Random) -> None:
    """8. Landscape tiles: the starting small ones inserted, two of each size visible."""
    state.land_pile, slots, state.land_visible = landscapes(state.catalog, rand)
    state.slots.update({sid: tile for sid, tile in slots.items() if tile is not None})


def _landscape_tokens(state: GameState, rand: random.Random) -> None:
    """9. Landscape tokens in the layout for the player count (9.1: two players)."""
    count = len(state.players)
    layout = next((lay for lay in state.catalog.data.layouts.layouts if count in lay.players), None)
    if layout is None:
        raise SetupError(f"no layout of landscape tokens is for {counted(count, 'player')}")
    state.tokens = {(t.x, t.y): t.size for t in layout.tokens}


def _first_player(state: GameState, rand: random.Random) -> None:
    """10. The first player: drawn at random unless chosen."""
    count = len(state.players)
    drawn = rand.randrange(count)
    first = state.setup.get("first")
    first = drawn if first is None else first
    if first not in range(count):
        raise SetupError(f"first player must be 0..{count - 1}, got {first!r}")
    state.setup["first"] = state.first = state.current = first


def _start(state: GameState, rand: random.Random) -> None:
    """Play begins: the first player's main action, then the rest of the turn."""
    state.tasks = [("post",), ("main",)]


BASE_STEPS: tuple[SetupStep, ...] = (
    SetupStep("1", _garden_board),
    SetupStep("2", _starting_tile),
    SetupStep("3", _stacks),
    SetupStep("4", _decoration_deck),
    SetupStep("5", _decoration_supply),
    SetupStep("6", _player_boards),
    SetupStep("7", _starting_characters),
    SetupStep("8", _landscapes),
    SetupStep("9", _landscape_tokens),
    SetupStep("10", _first_player),
    SetupStep("start", _start),
)


def start_tile(
    catalog: Catalog, rand: random.Random, setup: dict[str, Any]
) -> tuple[dict[tuple[int, int], CellDef], str, int]:
    """The starting tile's four quarters on the board, its side and its turn.

    Both are drawn whether or not the setup fixes them, so that fixing one (as a saved record
    does) never changes the other.
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


def shuffled_stacks(catalog: Catalog, rand: random.Random) -> dict[str, list[str]]:
    """The garden tiles sorted by back into their stacks, each shuffled (top last)."""
    stacks: dict[str, list[str]] = {}
    for name in catalog.stack_names:
        tiles = [t.id for t in catalog.tiles.values() if t.stack == name]
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
        pile = [t.id for t in catalog.landscapes.values() if t.size == size]
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
    faces = state.catalog.start_faces
    face = state.setup["start_face"]
    events = []
    if face is not None:  # None: a scenario starts from other pieces
        where = "lies in the middle of the garden"
        text = (  # a one-sided tile (the Summer central tile) is named, not a side of it
            f"The {faces[face].name} starting tile {where}"
            if len(faces) == 1
            else f"The starting tile {where}, side {face} up"
        )
        events.append(Event("setup", text))
    for i, player in enumerate(state.players):
        if player.active:
            name = state.catalog.characters[player.active].name
            events.append(Event("setup", f"{player.name} starts with the {name}", {"player": i}))
    if len(state.players) > 1:
        events.append(
            Event(
                "turn",
                f"{state.players[state.first].name} is the first player",
                {"player": state.first},
            )
        )
    return events
