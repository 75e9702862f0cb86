"""Solo handlers, keyed (decision, action class) or, for its own actions, the class; and the
automatic steps."""

from __future__ import annotations

from engine.core.events import Event
from engine.tang_garden import actions as A
from engine.tang_garden.effects import (
    draw_decorations,
    gain_coins,
    put_character,
    refill_characters,
    refill_landscapes,
)
from engine.tang_garden.effects import take_landscape_token as _take_token
from engine.tang_garden.garden import lay_tile
from engine.tang_garden.kinds import words
from engine.tang_garden.modules.yin_yang.actions import (
    PlaceDisplayTile,
    PlaceNeutral,
    RemoveDecoration,
)
from engine.tang_garden.modules.yin_yang.rules import (
    across,
    can_continue,
    garden_complete,
    opposite,
    settings,
    solo_state,
)
from engine.tang_garden.modules.yin_yang.scoring import solo_result
from engine.tang_garden.options import ability
from engine.tang_garden.play import Events
from engine.tang_garden.state import NEUTRAL, GameState, Mini, Turn

REASONS = {
    "garden_complete": "all spaces of the central garden are covered",
    "stack_empty": "a stack of garden tiles is empty",
    "no_pair": "no pair of garden tile and decoration card can be placed, and no lantern helps",
}


def finish(state: GameState, victory: bool, cause: str, events: Events) -> None:
    """End the solo game now and score it."""
    state.over = True
    state.end_reason = REASONS[cause]
    state.tasks = []
    state.result = result = solo_result(state, victory, cause)
    text = f"Victory: {result.total} coins, rank {result.rank}" if victory else "Defeat"
    events.append(
        Event("game_over", f"{text} ({state.end_reason})", {"victory": victory, "cause": cause})
    )


# --- characters -------------------------------------------------------------------------------


def _take_character(state: GameState, action: A.TakeCharacter, events: Events) -> None:
    task = state.tasks.pop()
    solo = solo_state(state)
    if task[0] == "solo_keep":
        others, solo.offer = [c for c in solo.offer if c != action.character], []
    else:
        others = [c for c in state.char_display if c != action.character]
        state.char_display.clear()
        state.tasks.append(("solo_reveal_characters",))
    solo.characters.append(action.character)
    name = state.catalog.characters[action.character].name
    verb = "keep" if task[0] == "solo_keep" else "influence"
    events.append(
        Event("character", f"You {verb} the {name}", {"player": 0, "character": action.character})
    )
    for other in others:
        solo.neutral.append(other)
        state.tasks.append(("solo_neutral", other))


def _place_neutral(state: GameState, action: PlaceNeutral, events: Events) -> None:
    state.tasks.pop()
    state.minis[action.x, action.y, action.spot] = Mini(action.character, NEUTRAL, 0)
    name = state.catalog.characters[action.character].name
    events.append(
        Event(
            "neutral",
            f"The neutral {name} stands at {words.square(action.x, action.y)}",
            {"character": action.character, "spot": (action.x, action.y, action.spot)},
        )
    )
    _resume(state)


def _influence(state: GameState, action: A.Influence, events: Events) -> None:
    state.tasks.append(("solo_choose_character",))


def _reveal_characters(state: GameState, events: Events) -> None:
    refill_characters(state)
    events.append(
        Event(
            "characters", "Two new characters are revealed", {"display": list(state.char_display)}
        )
    )
    _resume(state)


def _place_character(state: GameState, action: A.PlaceCharacter, events: Events) -> None:
    state.tasks.pop()
    put_character(state, action, events)
    placed = {m.character for m in state.minis.values() if m.owner == state.current}
    if any(c not in placed for c in solo_state(state).characters):
        state.tasks.append(("solo_final",))


# --- tiles and decorations --------------------------------------------------------------------


def _lay(state: GameState, tile: str, pos: tuple[int, int], rot: int, events: Events) -> None:
    """Place a tile: coins for matching edges, enclosures and temples (none for footpaths)."""
    cell = state.catalog.cells[tile, rot]
    rewards = lay_tile(state, cell, pos)
    gain_coins(state, 0, sum(rewards.matches), "matching edges", events)
    gain_coins(state, 0, sum(rewards.enclosures), "enclosed terrain", events)
    gain_coins(state, 0, rewards.temple_coins, "temple", events)
    if rewards.token is not None:
        _take_token(state, 0, pos, events)
        state.tasks.append(("solo_insert", rewards.token))


def _build(state: GameState, action: A.Build, events: Events) -> None:
    task = state.tasks.pop()
    tile = state.stacks[action.stack].pop()
    state.face_up[action.stack] = False  # the next tile is revealed with the refill
    solo_state(state).pair = action.stack
    events.append(
        Event(
            "build",
            f"You build {words.tile(state.catalog, tile)} at {words.square(action.x, action.y)}",
            {
                "player": 0,
                "tile": tile,
                "pos": (action.x, action.y),
                "rot": action.rot,
                "stack": action.stack,
            },
        )
    )
    state.tasks.append(("solo_after_pair",))
    _lay(state, tile, (action.x, action.y), action.rot, events)
    if task[0] == "solo_main":
        state.tasks.append(("solo_decoration",))


def _place_display_tile(state: GameState, action: PlaceDisplayTile, events: Events) -> None:
    state.tasks.pop()
    solo_state(state).display.remove(action.tile)
    events.append(
        Event(
            "build",
            f"You build {words.tile(state.catalog, action.tile)} from the display at "
            f"{words.square(action.x, action.y)}",
            {
                "player": 0,
                "tile": action.tile,
                "pos": (action.x, action.y),
                "rot": action.rot,
                "stack": None,
            },
        )
    )
    _lay(state, action.tile, (action.x, action.y), action.rot, events)


def _place_decoration(state: GameState, action: A.PlaceDecoration, events: Events) -> None:
    state.tasks.pop()
    kind = state.catalog.card_type[action.card]
    state.decorations[action.x, action.y] = kind.id
    state.supply[kind.id] -= 1
    solo = solo_state(state)
    assert solo.pair is not None  # the pair is chosen before its decoration
    solo.cards[solo.pair] = None
    state.deco_discard.append(action.card)
    events.append(
        Event(
            "decoration",
            f"You place {words.article(kind.name)} at {words.square(action.x, action.y)} and "
            "discard its card",
            {"player": 0, "card": action.card, "decoration": kind.id, "pos": (action.x, action.y)},
        )
    )


def _deal(state: GameState, stack: str, events: Events) -> None:
    draw_decorations(state, 1, events)
    solo_state(state).cards[stack] = state.drawn.pop() if state.drawn else None


def _after_pair(state: GameState, events: Events) -> None:
    """Discard both cards, move the opposite tile to the display, reveal and deal anew."""
    solo = solo_state(state)
    stack = solo.pair
    assert stack is not None  # a pair was played
    other = opposite(state.catalog, stack)
    for name in (stack, other):
        card = solo.cards[name]
        if card is not None:
            state.deco_discard.append(card)
            solo.cards[name] = None
    if state.stacks[other]:
        tile = state.stacks[other].pop()
        solo.display.append(tile)
        events.append(
            Event(
                "display",
                f"The top {other} tile moves to the garden tile display",
                {"tile": tile, "stack": other},
            )
        )
    for name in (stack, other):
        state.face_up[name] = bool(state.stacks[name])
        if state.stacks[name]:
            _deal(state, name, events)
    events.append(Event("refill", "Two new pairs are revealed", {"stacks": [stack, other]}))
    _check(state, events)


def _insert(state: GameState, action: A.InsertLandscape, events: Events) -> None:
    task = state.tasks.pop()
    size = task[1]
    visible = state.land_visible[size]
    visible.remove(action.landscape)
    state.slots[action.slot] = action.landscape
    placed = [(action.landscape, action.slot)]
    slot = across(state.catalog, action.slot)
    if visible and slot is not None and state.slots[slot] is None:
        placed.append((visible[0], slot))
        state.slots[slot] = visible.pop(0)
    refill_landscapes(state, size)
    for landscape, sid in placed:
        events.append(
            Event(
                "landscape",
                f"You lay {words.landscape(state.catalog, landscape)} "
                f"{words.slot(state.catalog, sid)}",
                {"player": 0, "landscape": landscape, "slot": sid},
            )
        )


def _remove_decoration(state: GameState, action: RemoveDecoration, events: Events) -> None:
    cost = settings(state).remove_decoration_tokens
    state.player.tokens[action.size] -= cost
    solo_state(state).spent[action.size] += cost
    kind = state.decorations.pop((action.x, action.y))
    solo_state(state).removed.append(kind)
    name = state.catalog.decoration_types[kind].name
    events.append(
        Event(
            "remove_decoration",
            f"You hand in {cost} {action.size} landscape tokens to return the {name} at "
            f"{words.square(action.x, action.y)} to the box",
            {"pos": (action.x, action.y), "decoration": kind, "size": action.size},
        )
    )
    _resume(state)


# --- lanterns ---------------------------------------------------------------------------------


def _use_lantern(state: GameState, action: A.UseLantern, events: Events) -> None:
    task = state.tasks.pop()
    lantern = state.catalog.lanterns[action.lantern]
    if task[0] == "solo_reuse":
        text = f"You use the {lantern.name} lantern again"
    else:
        state.player.lanterns[action.lantern] = False
        state.turn.lantern = action.lantern
        text = f"You use the lantern “{lantern.name}”"
    events.append(Event("lantern", text, {"player": 0, "lantern": action.lantern}))
    ability(state, action.lantern).use(state, events)


def replace_cards(state: GameState, events: Events) -> None:
    """The new-cards lantern: discard the four cards in play, deal four new ones, choose again."""
    solo = solo_state(state)
    for name, card in solo.cards.items():
        if card is not None:
            state.deco_discard.append(card)
            solo.cards[name] = None
    for name in state.catalog.stack_names:
        if state.stacks[name]:
            _deal(state, name, events)
    events.append(Event("new_cards", "Four new decoration cards are dealt"))
    state.tasks.append(("solo_main",))
    _resume(state)


# --- the turn and the end ---------------------------------------------------------------------


def _resume(state: GameState) -> None:
    """Check for the end before the next choice of a pair."""
    if state.tasks and state.tasks[-1][0] == "solo_main":
        state.tasks.append(("solo_check",))


def _check(state: GameState, events: Events) -> None:
    """Defeat when a stack is empty, or (choosing a pair) when nothing can be placed."""
    if garden_complete(state):
        return
    if any(not tiles for tiles in state.stacks.values()):
        finish(state, False, "stack_empty", events)
    elif state.tasks and state.tasks[-1][0] == "solo_main" and not can_continue(state):
        finish(state, False, "no_pair", events)


def _end_turn(state: GameState, action: A.EndTurn, events: Events) -> None:
    state.tasks.pop()
    solo_state(state).pair = None
    if garden_complete(state):
        events.append(Event("garden_complete", "The central garden is complete: victory!"))
        state.tasks = [("solo_finish",), ("solo_final",)]
        return
    state.turn_number += 1
    state.turn = Turn()
    state.tasks = [("solo_post",), ("solo_main",), ("solo_check",)]
    events.append(Event("turn", f"Turn {state.turn_number}", {"player": 0}))


def _finish_victory(state: GameState, events: Events) -> None:
    finish(state, True, "garden_complete", events)


AUTO = {
    "solo_new_cards": replace_cards,  # the New decoration cards lantern
    "solo_check": _check,
    "solo_after_pair": _after_pair,
    "solo_reveal_characters": _reveal_characters,
    "solo_finish": _finish_victory,
}
SKIP_TEXT = {
    "solo_neutral": "No character spot is free: the neutral miniature goes back to the box",
    "solo_insert": "No landscape tile or slot is left for this token",
    "solo_final": "No character spot is free for the remaining characters",
}
# (decision kind, action class) -> handler; the solo variant's own actions by class alone
HANDLERS: dict = {
    ("solo_keep", A.TakeCharacter): _take_character,
    ("solo_choose_character", A.TakeCharacter): _take_character,
    PlaceNeutral: _place_neutral,
    ("solo_main", A.Influence): _influence,
    ("solo_post", A.Influence): _influence,
    ("solo_final", A.PlaceCharacter): _place_character,
    ("solo_main", A.Build): _build,
    ("solo_tile_only", A.Build): _build,
    PlaceDisplayTile: _place_display_tile,
    ("solo_decoration", A.PlaceDecoration): _place_decoration,
    ("solo_insert", A.InsertLandscape): _insert,
    RemoveDecoration: _remove_decoration,
    ("solo_main", A.UseLantern): _use_lantern,
    ("solo_reuse", A.UseLantern): _use_lantern,
    ("solo_post", A.EndTurn): _end_turn,
}
