"""The base game's pieces and words joined with those of the running ruleset's adapters.

The play and end screens ask these functions; none of them knows which module runs.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from engine.tang_garden.api import (
    Action,
    InsertLandscape,
    PlaceCharacter,
    PlaceDecoration,
    Ruleset,
    TakeCharacter,
    option_words,
)
from game.gestures import BASE_KINDS, PieceKind
from game.labels import SPATIAL, label, tip
from game.tang_garden.module_ui import Item, Mark, TrackMark
from game.tang_garden.module_ui_registry import adapters

if TYPE_CHECKING:
    import pygame

    from engine.tang_garden.api import Event, GameState


@lru_cache(maxsize=16)
def piece_kinds(ruleset: Ruleset) -> tuple[PieceKind, ...]:
    """Every kind of piece that can be dragged in this ruleset: the base game's, then the
    modules'."""
    return (*BASE_KINDS.values(), *(k for a in adapters(ruleset) for k in a.pieces()))


@lru_cache(maxsize=16)
def _spatial(ruleset: Ruleset) -> tuple[type[Action], ...]:
    made = tuple(k.action for k in piece_kinds(ruleset))
    return (*SPATIAL, *made, *(c for a in adapters(ruleset) for c in a.clicked))


def button_options(state: GameState, options: tuple[Action, ...]) -> list[Action]:
    """The options shown as buttons: those no piece is dragged or clicked for."""
    spatial = _spatial(state.ruleset)
    return [o for o in options if not isinstance(o, spatial)]


def option_label(state: GameState, option: Action) -> str:
    """A button's words: a UI adapter's label, else the module's own words for its options
    (``engine.tang_garden.game.option_words``), else the base game's."""
    for adapter in adapters(state.ruleset):
        words = adapter.label(state, option)
        if words:
            return words
    return option_words(state, option) or label(state, option)


def option_tip(state: GameState, option: Action) -> str | None:
    """A button's tool tip from the adapters, else the base game's (None: no tip)."""
    found = next((t for a in adapters(state.ruleset) if (t := a.tip(state, option))), None)
    return found or tip(state, option)


def marks(state: GameState, character: str) -> list[Mark]:
    """What the running modules lay on a character's card (tokens), for its hover card and
    the panel."""
    return [mark for a in adapters(state.ruleset) for mark in a.marks(state, character)]


def track_marks(state: GameState, track: int, size: int) -> dict[int, TrackMark]:
    """What the running modules print on the levels of every player board's ``track``."""
    return {
        level: mark
        for a in adapters(state.ruleset)
        for level, mark in a.track_marks(state, track, size).items()
    }


def board_badges(state: GameState, player: int) -> list[tuple[str, str, object]]:
    """What the modules put on a player's board besides its tracks (Equinox's bonuses): each
    badge's words and its hotspot (kind, payload)."""
    return [b for a in adapters(state.ruleset) for b in a.board_badges(state, player)]


def move_places(state: GameState, event: Event) -> list[tuple]:
    """The board places the running modules' adapters say one of their events marks."""
    return [place for a in adapters(state.ruleset) for place in a.move_places(state, event)]


def clicked(
    state: GameState, options: tuple[Action, ...], kind: str, payload: object
) -> Action | None:
    """The action a click on a hotspot plays by a module's own rule (None: no module's)."""
    made = (a.click(state, options, kind, payload) for a in adapters(state.ruleset))
    return next((action for action in made if action is not None), None)


def clicked_at(state: GameState, action: Action) -> tuple[str, object] | None:
    """The hotspot a click on which makes a module's clicked ``action`` (None: none does)."""
    return next((at for a in adapters(state.ruleset) if (at := a.hotspot(action))), None)


def hand_items(state: GameState, options: tuple[Action, ...]) -> list[Item]:
    """What the pending decision puts in the player's hand (the shelf under the garden)."""
    cat = state.catalog
    task = state.tasks[-1] if state.tasks else ("",)
    cards = [o.card for o in options if isinstance(o, PlaceDecoration)]
    items = [
        Item("card", c, "card", cat.card_type[c].name, cat.card_type[c].area)
        for c in dict.fromkeys([*state.drawn, *cards])
    ]
    lands = dict.fromkeys(o.landscape for o in options if isinstance(o, InsertLandscape))
    items += [Item("landscape", t, "landscape", cat.landscapes[t].size) for t in lands]
    unseen = dict.fromkeys(
        o.character
        for o in options
        if isinstance(o, TakeCharacter) and o.character not in state.char_display
    )
    items += [Item("display_char", c, "display", cat.characters[c].name) for c in unseen]
    own = dict.fromkeys(o.character for o in options if isinstance(o, PlaceCharacter))
    items += [
        Item(
            "own_char",
            c,
            "own",
            cat.characters[c].name,
            "active" if c == state.player.active else "yours",
        )
        for c in own
    ]
    for adapter in adapters(state.ruleset):
        items += adapter.hand(state, task, options)
    return items


def piece_image(
    state: GameState, look: str, payload: object, rot: int, size: int, colour: tuple
) -> pygame.Surface | None:
    """A module's own picture of a held piece, its holder's ``colour`` where it shows one
    (None: the look is the base game's)."""
    for adapter in adapters(state.ruleset):
        image = adapter.piece_image(state, look, payload, rot, size, colour)
        if image is not None:
            return image
    return None


def preview_notes(state: GameState, option: Action) -> list[str]:
    """The modules' warnings about ``option`` (e.g. a move that loses the game)."""
    notes = (adapter.preview_note(state, option) for adapter in adapters(state.ruleset))
    return [note for note in notes if note]


def ruleset_names(state: GameState) -> list[str]:
    """The modules being played, by their names, the scenario's first (none: the base game)."""
    return [module.name for module in state.ruleset.modules]
