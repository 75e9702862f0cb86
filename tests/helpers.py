"""Small helpers to set up exact situations on a real game for the rule tests.

Every helper that changes a state directly clears the state's decision cache, so the next
``legal_actions`` call sees the arranged position.
"""

from __future__ import annotations

from engine.tang_garden.actions import Decorate, EndTurn, PlaceDecoration
from engine.tang_garden.catalog import SIDES, TERRAINS
from engine.tang_garden.game import apply, legal_actions, new_game
from engine.tang_garden.garden import lay_tile

G, W, R = range(3)  # track indexes: greenery, water, rock


def game(players=2, seed=0, start_face="A", start_rot=0, first=0, ruleset=()):
    """A real game after setup, with a fixed starting tile and first player."""
    return new_game(
        players, seed, first=first, start_face=start_face, start_rot=start_rot, ruleset=ruleset
    )


def neutral(state, tracks=(0, 0, 0), active=None):
    """Every player: the given track levels, no coins and (by default) no active skill."""
    for player in state.players:
        player.tracks = list(tracks)
        player.coins = 0
        player.active = active
    return state


def stack_of(state, tile_id):
    """The stack a tile belongs to, by the component data."""
    return state.catalog.tiles[tile_id].stack


def _take_out(state, tile_id):
    for tiles in state.stacks.values():
        if tile_id in tiles:
            tiles.remove(tile_id)


def put(state, tile_id, rot, x, y):
    """Lay a tile directly on the garden (no rules, no rewards) to build a scene.

    The tile leaves its stack; a landscape token under it is removed; the frontier follows.
    """
    _take_out(state, tile_id)
    lay_tile(state, state.catalog.cells[tile_id, rot], (x, y))  # its rewards are not paid
    state.tokens.pop((x, y), None)
    return state


def set_top(state, stack, tile_id):
    """Move ``tile_id`` to the top of ``stack``, face up (it must belong to that stack)."""
    assert stack_of(state, tile_id) == stack, f"{tile_id} belongs to the {stack_of(state, tile_id)}"
    _take_out(state, tile_id)
    state.stacks[stack].append(tile_id)
    state.face_up[stack] = True
    return state


def set_face_up(state, **stacks):
    """Turn stack tops face up or down, e.g. ``set_face_up(s, water=False)``."""
    for name, up in stacks.items():
        state.face_up[name] = up
    return state


def deck_top(state, *cards):
    """Arrange the decoration deck so that ``cards`` are drawn first, in the given order."""
    for card in cards:
        for pile in (state.deco_deck, state.deco_discard):
            if card in pile:
                pile.remove(card)
    state.deco_deck.extend(reversed(cards))
    return state


def char_top(state, *characters):
    """Arrange the character deck so that ``characters`` are drawn first, in order."""
    for c in characters:
        if c in state.char_deck:
            state.char_deck.remove(c)
        if c in state.char_display:
            state.char_display.remove(c)
    state.char_deck.extend(reversed(characters))
    return state


def run(state, action):
    """Apply one action: (new state, events)."""
    return apply(state, action)


def do(state, *actions):
    """Apply actions in order; the final state."""
    for action in actions:
        state, _ = apply(state, action)
    return state


def options(state, kind=None):
    """The legal options, optionally only those of one action type."""
    opts = legal_actions(state)
    return [o for o in opts if kind is None or isinstance(o, kind)]


def decorate(state, card, pos):
    """A whole Place a Decoration main action keeping ``card`` on ``pos``."""
    state = do(deck_top(state, card), Decorate())
    return do(state, PlaceDecoration(card, *pos))


def end_turn(state):
    return do(state, EndTurn())


def me(state):
    return state.players[state.current]


def track(name):
    return TERRAINS.index(name)


def facing(side):
    return SIDES.index(side)


def set_slot(state, slot, landscape):
    """Insert a landscape tile into a slot directly (taken from wherever it is)."""
    for lists in (state.land_visible, state.land_pile):
        for tiles in lists.values():
            if landscape in tiles:
                tiles.remove(landscape)
    for sid, tile in state.slots.items():
        if tile == landscape:
            state.slots[sid] = None
    state.slots[slot] = landscape
    return state


def clear_slots(state):
    """Empty every landscape slot (for scoring scenes)."""
    for sid in state.slots:
        state.slots[sid] = None
    return state
