"""How a held piece looks in the hand, under the pointer and as a hint's ghost: a stack's top
tile, a tile, a card, a landscape, a token, a character miniature (own or neutral), or a
module's own look."""

from __future__ import annotations

import pygame

from engine.tang_garden.api import SIDES, GameState
from game import assets, palette
from game.gestures import Drag
from game.tang_garden import joined


def figure(
    state: GameState, character: str, look: str, colour_shape: tuple, size: int, rot: int = 0
) -> pygame.Surface:
    """A character miniature: the current player's (``look`` "own", in ``colour_shape``) or a
    neutral one; or a module's piece of a look of its own (a hand's Gather tile)."""
    own = joined.piece_image(state, look, character, rot, size, colour_shape[0])
    if own is not None:
        return own
    colour, shape = colour_shape if look == "own" else (palette.NEUTRAL.rgb, palette.NEUTRAL.shape)
    return assets.character(state.catalog, character, colour, shape, size, SIDES[rot])


def drag_image(state: GameState, drag: Drag, size: int, colour_shape: tuple) -> pygame.Surface:
    """The held piece as drawn on a board of ``size`` pixel spaces."""
    look = drag.piece.look
    own = joined.piece_image(state, look, drag.payload, drag.rot, size, colour_shape[0])
    if own is not None:
        return own
    if look == "stack":
        return assets.tile(state.stacks[drag.payload][-1], drag.rot, size)
    if look == "tile":
        return assets.tile(drag.payload, drag.rot, size)
    if look == "card":
        return assets.decoration(state.catalog.card_type[drag.payload].id, size * 11 // 20)
    if look == "landscape":
        return assets.named_landscape(state.catalog, drag.payload, 120, 40)
    if look == "token":
        return assets.token(drag.payload, size * 3 // 5)
    return figure(state, drag.payload, look, colour_shape, size * 3 // 5, drag.rot)
