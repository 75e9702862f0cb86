"""A turn: play a card and take a display tile, place it (a gardener when its square is taken),
maybe move a nobleman, refill the display, draw; after the last turn, the final scoring."""

from __future__ import annotations

from engine.core.actions import Action
from engine.core.events import Event
from engine.sanssouci.actions import MoveNoble, Pass, PlaceGardener, TakeTile
from engine.sanssouci.catalog import EMPTY, GARDENER, SYMBOL, column_of, row_of, square
from engine.sanssouci.garden import gardener_squares, noble_paths
from engine.sanssouci.scoring import final_result
from engine.sanssouci.state import SansState

Events = list[Event]
TURN = [("next",), ("draw",), ("refill",), ("noble",), ("place",), ("take",)]  # top last


def card_slots(state: SansState, card: int) -> list[int]:
    """The display squares ``card`` may take from: its colours', its symbol's (wild when no
    display tile shows it [Q18]), or any."""
    c = state.catalog.cards[card]
    slots = [s for s, tile in enumerate(state.display) if tile is not None]
    if c.symbol is not None:
        return [s for s in slots if state.display[s] == c.symbol] or slots
    rows = state.catalog.slot_rows
    return [s for s in slots if rows[s] in c.colours]


def target(state: SansState, slot: int, symbol: int) -> int:
    """The square a tile from display square ``slot`` belongs on: its symbol's column, the
    row of the square's colour."""
    return square(state.catalog.slot_rows[slot], symbol)


def _take_options(state: SansState, task: tuple) -> tuple[str, list[Action]]:
    hand = state.gardens[state.current].hand
    options: list[Action] = [TakeTile(c, s) for c in sorted(hand) for s in card_slots(state, c)]
    return "Play a card and take a tile from the display", options


def _gardener_options(state: SansState, task: tuple) -> tuple[str, list[Action]]:
    garden = state.gardens[state.current]
    slot, symbol = state.taken  # type: ignore[misc]
    aim = target(state, slot, symbol)
    squares = gardener_squares(garden.squares, row_of(aim), column_of(aim))
    prompt = f"The {state.catalog.square_name(aim)} square is taken: place a gardener"
    return prompt, [PlaceGardener(row_of(i), column_of(i)) for i in squares]


def _noble_options(state: SansState, task: tuple) -> tuple[str, list[Action]]:
    garden = state.gardens[state.current]
    options: list[Action] = [
        MoveNoble(column, row)
        for column, start in enumerate(garden.nobles)
        for row in noble_paths(garden.squares, column, start)
    ]
    return "Move a nobleman, or pass", [*options, Pass()]


def _take(state: SansState, action: TakeTile, events: Events) -> None:
    state.tasks.pop()
    player = state.current
    garden = state.gardens[player]
    garden.hand.remove(action.card)
    garden.discard.append(action.card)
    symbol = state.display[action.slot]
    assert symbol is not None
    state.display[action.slot] = None
    state.taken = (action.slot, symbol)
    cat = state.catalog
    colour = cat.colour(cat.slot_rows[action.slot])
    text = f"{state.names[player]} plays {cat.card_name(action.card)} and takes a "
    text += f"{cat.symbol(symbol)} from {colour}"
    data = {"player": player, "card": action.card, "slot": action.slot, "symbol": symbol}
    events.append(Event("take", text, data))


def _place(state: SansState, events: Events) -> None:
    garden = state.gardens[state.current]
    slot, symbol = state.taken  # type: ignore[misc]
    aim = target(state, slot, symbol)
    name = state.names[state.current]
    if garden.squares[aim] == EMPTY:  # a free target is always used [Q11]
        where = state.catalog.square_name(aim)
        _put(state, aim, SYMBOL, f"{name} places it at the {where}", events)
    elif gardener_squares(garden.squares, row_of(aim), column_of(aim)):
        state.tasks.append(("gardener",))
    else:
        state.discarded += 1
        state.placed = None
        text = f"{name}'s garden has no free square: the tile leaves the game"
        events.append(Event("discard_tile", text, {"player": state.current}))


def _gardener(state: SansState, action: PlaceGardener, events: Events) -> None:
    state.tasks.pop()
    index = square(action.row, action.column)
    name = state.names[state.current]
    where = state.catalog.square_name(index)
    _put(state, index, GARDENER, f"{name}'s square is taken: a gardener at {where}", events)


def _put(state: SansState, index: int, face: int, text: str, events: Events) -> None:
    player = state.current
    state.gardens[player].squares[index] = face
    state.placed = index
    kind = "gardener" if face == GARDENER else "place"
    events.append(Event(kind, text, {"player": player, "square": index}))
    for hook in state.ruleset.hooks.on_tile_placed:
        hook(state, player, index, events)


def _move(state: SansState, action: MoveNoble, events: Events) -> None:
    state.tasks.pop()
    player = state.current
    garden = state.gardens[player]
    cat = state.catalog
    garden.nobles[action.column] = action.row
    points = cat.row_value(action.row)
    garden.moves += points
    text = (
        f"{state.names[player]}'s {cat.symbol(action.column)} nobleman walks to the "
        f"{cat.colour(action.row)} row: +{points}"
    )
    data = {"player": player, "column": action.column, "row": action.row, "points": points}
    events.append(Event("noble", text, data))


def _pass(state: SansState, action: Pass, events: Events) -> None:
    state.tasks.pop()
    events.append(Event("pass", f"{state.names[state.current]} moves no nobleman"))


def _refill(state: SansState, events: Events) -> None:
    slot = state.taken[0]  # type: ignore[index]
    state.taken = None
    if state.supply:
        tile = state.display[slot] = state.supply.pop()
        cat = state.catalog
        text = f"A {cat.symbol(tile)} comes onto the display at {cat.colour(cat.slot_rows[slot])}"
        events.append(Event("refill", text, {"slot": slot, "symbol": tile}))


def _draw(state: SansState, events: Events) -> None:
    garden = state.gardens[state.current]
    if garden.draw:
        garden.hand.append(garden.draw.pop())


def _next(state: SansState, events: Events) -> None:
    if all(not g.hand and not g.draw for g in state.gardens):
        state.result = final_result(state)
        state.over = True
        events.append(Event("game_over", "The game is over: " + state.result.words_for(state)))
        return
    state.current = (state.current + 1) % len(state.gardens)
    state.tasks.append(("turn",))


def _turn(state: SansState, events: Events) -> None:
    state.tasks += TURN


def _first(state: SansState, events: Events) -> None:
    """The first player begins (after any choice every player makes before the first turn)."""
    state.current = state.first


BUILDERS = {"take": _take_options, "gardener": _gardener_options, "noble": _noble_options}
HANDLERS = {TakeTile: _take, PlaceGardener: _gardener, MoveNoble: _move, Pass: _pass}
AUTO = {
    "turn": _turn,
    "first": _first,
    "place": _place,
    "refill": _refill,
    "draw": _draw,
    "next": _next,
}
