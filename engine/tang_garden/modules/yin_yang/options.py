"""The solo decisions, by task name (the module's ``decisions``)."""

from __future__ import annotations

from engine.tang_garden.actions import (
    Action,
    EndTurn,
    Influence,
    InsertLandscape,
    PlaceCharacter,
    PlaceDecoration,
    TakeCharacter,
)
from engine.tang_garden.garden import free_character_spots
from engine.tang_garden.modules.yin_yang.actions import PlaceNeutral
from engine.tang_garden.modules.yin_yang.rules import (
    across,
    display_builds,
    influence_right,
    lantern_options,
    pair_builds,
    removal_options,
    reusable,
    solo_state,
)
from engine.tang_garden.options import _facings, legal_builds
from engine.tang_garden.state import GameState

Built = tuple[str, list[Action]]


def _keep(state: GameState, task: tuple) -> Built:
    return "Keep one of the two starting characters; the other becomes neutral", [
        TakeCharacter(c) for c in solo_state(state).offer
    ]


def _neutral(state: GameState, task: tuple) -> Built:
    name = state.catalog.characters[task[1]].name
    return f"Place the neutral {name} on any free character spot", [
        PlaceNeutral(task[1], x, y, spot) for x, y, spot in sorted(free_character_spots(state))
    ]


def _main(state: GameState, task: tuple) -> Built:
    options: list[Action] = [*pair_builds(state), *lantern_options(state)]
    if influence_right(state):
        options.append(Influence())
    options += removal_options(state)
    return "Choose a pair: place its garden tile, then its decoration", options


def _tile_only(state: GameState, task: tuple) -> Built:
    return "Place only the tile of a pair (its decoration card is discarded)", list(
        legal_builds(state)
    )


def _display(state: GameState, task: tuple) -> Built:
    return "Place a garden tile from the garden tile display", list(display_builds(state))


def _reuse(state: GameState, task: tuple) -> Built:
    return "Choose an exhausted lantern to use again", list(reusable(state))


def _choose_character(state: GameState, task: tuple) -> Built:
    return "Influence one of the two characters; the other becomes neutral", [
        TakeCharacter(c) for c in state.char_display
    ]


def _decoration(state: GameState, task: tuple) -> Built:
    solo = solo_state(state)
    assert solo.pair is not None  # the pair is chosen before its decoration
    card = solo.cards[solo.pair]
    assert card is not None  # and its card was dealt
    area = state.catalog.card_type[card].area
    return f"Place the pair's decoration on a free {area} area", [
        PlaceDecoration(card, x, y)
        for (x, y), cell in sorted(state.board.items())
        if cell.icon == area and (x, y) not in state.decorations
    ]


def _insert(state: GameState, task: tuple) -> Built:
    size = task[1]
    catalog = state.catalog
    free = [sid for sid, s in catalog.slots.items() if s.size == size and state.slots[sid] is None]
    paired = [sid for sid in free if (other := across(catalog, sid)) and other in free]
    slots = paired if paired and len(state.land_visible[size]) > 1 else free
    return f"Insert a {size} landscape tile; the other one goes directly across", [
        InsertLandscape(tile, sid) for tile in state.land_visible[size] for sid in slots
    ]


def _post(state: GameState, task: tuple) -> Built:
    options: list[Action] = [EndTurn()]
    if influence_right(state):
        options.append(Influence())
    options += removal_options(state)
    return "Influence a character, remove a decoration, or end your turn", options


def _final(state: GameState, task: tuple) -> Built:
    placed = {m.character for m in state.minis.values()}
    waiting = [c for c in solo_state(state).characters if c not in placed]
    spots = _facings(sorted(free_character_spots(state)))
    return "Place your characters in the garden for the final scoring", [
        PlaceCharacter(c, x, y, spot, facing) for c in waiting for x, y, spot, facing in spots
    ]


BUILDERS = {
    "solo_keep": _keep,
    "solo_neutral": _neutral,
    "solo_main": _main,
    "solo_tile_only": _tile_only,
    "solo_display": _display,
    "solo_reuse": _reuse,
    "solo_choose_character": _choose_character,
    "solo_decoration": _decoration,
    "solo_insert": _insert,
    "solo_post": _post,
    "solo_final": _final,
}
