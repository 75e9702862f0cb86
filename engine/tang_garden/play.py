"""Applying actions: each handler changes a cloned state and reports events."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from engine.core.events import Event
from engine.core.result import Result
from engine.tang_garden import actions as A
from engine.tang_garden.catalog import SIDES, TERRAINS, Catalog
from engine.tang_garden.effects import (
    active_skills,
    advance,
    decoration_draw_count,
    draw_decorations,
    flip_tops,
    gain_coins,
    lantern_refreshed,
    put_character,
    refill_characters,
    refill_landscapes,
    refresh_cost,
    rng,
    skill,
    take_landscape_token,
    thresholds_reached,
)
from engine.tang_garden.garden import lay_tile
from engine.tang_garden.kinds import words
from engine.tang_garden.kinds.registries import BONUSES, SKILLS
from engine.tang_garden.options import (
    ability,
    choosable_cards,
    decoration_possible,
    legal_builds,
)
from engine.tang_garden.scoring import final_score
from engine.tang_garden.state import GameState, Mini, Turn

Events = list[Event]


LAST_ROUND = "the last round is complete"


SKIP_TEXT = {
    "second_build": "No second tile can be placed",
    "take_token": "No landscape token is left to take",
    "insert": "No landscape tile or slot is left for this token",
    "choose_decoration": "No second decoration can be placed",
    "place_character": "No free character spot is left",
}


# --- main actions -----------------------------------------------------------------------------


def _build(state: GameState, action: A.Build, events: Events) -> None:
    first = begin_build(state, events)
    tile = state.stacks[action.stack].pop()
    state.face_up[action.stack] = False
    build_tile(state, tile, (action.x, action.y), action.rot, first, events, action.stack)


def begin_build(state: GameState, events: Events, from_stacks: bool = True) -> bool:
    """Start placing a tile for Build the Garden: the main action's bookkeeping and the Monk's
    choice of two face-up stack tops (``from_stacks``); True for the turn's first tile. The
    caller then takes the tile from its source and calls ``build_tile``."""
    first = state.tasks.pop()[0] == "main"
    turn = state.turn
    player = state.player
    if first:
        turn.main_done = True
        face_up = state.face_up
        turn.tiles_at_start = tuple(
            [tiles[-1] for name, tiles in state.stacks.items() if tiles and face_up[name]]
        )
    own = skill(state, player)
    if from_stacks and SKILLS.acts(own, "on_choice"):
        own.on_choice(state, "tiles", state.face_up_count(), events)
    return first


def build_tile(
    state: GameState,
    tile: str,
    pos: tuple[int, int],
    rot: int,
    first: bool,
    events: Events,
    stack: str | None = None,
) -> None:
    """Lay ``tile`` (already taken from ``stack`` or another source) and give every reward."""
    turn = state.turn
    index = state.current
    player = state.player
    cell = state.catalog.cells[tile, rot]
    rewards = lay_tile(state, cell, pos)
    turn.builds += 1
    turn.progress = True
    turn.tracks_advanced = set()
    events.append(
        Event(
            "build",
            partial(_built, player.name, state.catalog, tile, pos),
            {"player": index, "tile": tile, "pos": pos, "rot": rot, "stack": stack},
        )
    )
    advances = rewards.advances
    for track in range(3):
        if rewards.matches[track]:
            text = partial(_counted, rewards.matches[track], track, "edge", "match")
            events.append(Event("match", text, {"track": track}))
        if rewards.enclosures[track]:
            text = partial(_counted, rewards.enclosures[track], track, "area", "enclosed")
            events.append(Event("enclosure", text, {"track": track}))
        if advances[track] > 0:
            advance(state, index, track, advances[track], events)
    if rewards.temple_coins > 0:
        gain_coins(state, index, rewards.temple_coins, "temple", events)
    for why, coins in rewards.coins.items():
        gain_coins(state, index, coins, why, events)
    if rewards.any_tracks:
        state.tasks += [("any_track",)] * rewards.any_tracks
    if first:
        state.tasks.append(("refill_tiles",))
        if turn.lantern is not None:
            ability(state, turn.lantern).after_first_build(state)
    if rewards.token is not None:
        take_landscape_token(state, index, pos, events)
        state.tasks.append(("insert", rewards.token))
    coins = state.catalog.rules.footpath_coins_per_match
    if rewards.footpaths == 1:
        gain_coins(state, index, coins, "matching footpath", events)
    elif rewards.footpaths >= 2:
        state.tasks.append(("footpath", rewards.footpaths * coins))
    skill(state, player).on_tile_built(state, tile, stack, events)
    for owner, own in active_skills(state, "on_any_tile_placed"):
        own.on_any_tile_placed(state, owner, index, pos, rewards, events)
    for hook in state.hooks.on_tile_placed:
        hook(state, pos, events)


def _built(name: str, catalog: Catalog, tile: str, pos: tuple[int, int]) -> str:
    return f"{name} builds {words.tile(catalog, tile)} at {words.square(*pos)}"


def _counted(count: int, track: int, what: str, done: str) -> str:
    """E.g. "Two water edges match"."""
    return f"{words.number(count).capitalize()} {TERRAINS[track]} {what}{'s' * (count != 1)} {done}"


def _decorate(state: GameState, action: A.Decorate, events: Events) -> None:
    state.tasks.pop()
    state.turn.main_done = True
    count = decoration_draw_count(state)
    drawn = draw_decorations(state, count, events)
    if count:  # no line when the rules draw no card (the cards are chosen where they lie)
        events.append(
            Event(
                "draw",
                f"{state.player.name} draws {len(state.drawn)} decoration cards",
                {"player": state.current, "count": len(state.drawn), "face_up": tuple(drawn)},
            )
        )
    lantern = state.turn.lantern
    extra = ability(state, lantern).extra_decorations() if lantern is not None else 0
    state.tasks += [("flip_all",), ("discard_drawn",), ("choose_decoration", extra, True)]


def _place_decoration(state: GameState, action: A.PlaceDecoration, events: Events) -> None:
    task = state.tasks.pop()
    index = state.current
    player = state.player
    catalog = state.catalog
    sk = skill(state, player)
    if SKILLS.acts(sk, "on_choice"):
        sk.on_choice(state, "cards", len(choosable_cards(state)), events)
    taken = next((t for hook in state.hooks.take_card if (t := hook(state, action.card))), False)
    if not taken:
        state.drawn.remove(action.card)
    if not any(hook(state, action.card) for hook in state.hooks.take_collected_card):
        player.cards.append(action.card)
    kind = catalog.card_type[action.card]
    state.decorations[action.x, action.y] = kind.id
    state.supply[kind.pool] -= 1
    state.turn.progress = True
    state.turn.tracks_advanced = set()
    events.append(
        Event(
            "decoration",
            f"{player.name} places {words.article(kind.name)} at "
            f"{words.square(action.x, action.y)}",
            {
                "player": index,
                "card": action.card,
                "decoration": kind.id,
                "pos": (action.x, action.y),
                **({"taken_from": taken} if isinstance(taken, str) else {}),
            },
        )
    )
    sk.on_decoration_placed(state, kind.id, events)
    for owner, own in active_skills(state, "on_any_decoration_placed"):
        own.on_any_decoration_placed(state, owner, index, action.card, (action.x, action.y), events)
    if task[1] > 0:
        state.tasks.append(("choose_decoration", task[1] - 1, False))
    for hook in state.hooks.on_decoration_placed:
        hook(state, (action.x, action.y), action.card, events)
    BONUSES[catalog.cards[action.card].bonus].apply(state, index, events)


def _discard_drawn(state: GameState, action: A.DiscardDrawn, events: Events) -> None:
    state.tasks.pop()
    name = state.player.name
    told = f"{name} cannot place any drawn decoration" if state.drawn else f"{name} passes"
    events.append(Event("no_decoration", told))


def _skill_action(state: GameState, action: A.Action, events: Events) -> None:
    """An action of the active character's skill (the Merchant's, the Officer's)."""
    skill(state, state.player).act(state, action, events)


# --- rewards ----------------------------------------------------------------------------------


def _take_coins(state: GameState, action: A.TakeCoins, events: Events) -> None:
    task = state.tasks.pop()
    gain_coins(state, state.current, task[1], "matching footpaths", events)


def _advance_track(state: GameState, action: A.AdvanceTrack, events: Events) -> None:
    task = state.tasks.pop()
    advance(state, state.current, state.catalog.track_index[action.track], 1, events)
    if task[0] == "footpath":
        left = task[1] - 2
        if left >= 2:
            state.tasks.append(("footpath", left))
        elif left == 1:
            gain_coins(state, state.current, 1, "matching footpath", events)


def _take_token(state: GameState, action: A.TakeToken, events: Events) -> None:
    state.tasks.pop()
    size = take_landscape_token(state, state.current, (action.x, action.y), events)
    state.tasks.append(("insert", size))


def _insert(state: GameState, action: A.InsertLandscape, events: Events) -> None:
    task = state.tasks.pop()
    size = task[1]
    if task[0] == "search_landscape":
        state.land_pile[size].remove(action.landscape)
        rng(state).shuffle(state.land_pile[size])
    else:
        state.land_visible[size].remove(action.landscape)
    state.slots[action.slot] = action.landscape
    refill_landscapes(state, size)
    events.append(
        Event(
            "landscape",
            f"{state.player.name} lays {words.landscape(state.catalog, action.landscape)} "
            f"{words.slot(state.catalog, action.slot)}",
            {"player": state.current, "landscape": action.landscape, "slot": action.slot},
        )
    )
    skill(state, state.player).on_landscape_inserted(state, action.landscape, events)
    for owner, own in active_skills(state, "on_any_landscape_inserted"):
        own.on_any_landscape_inserted(state, owner, state.current, action.landscape, events)
    for hook in state.hooks.on_landscape_inserted:
        hook(state, action.slot, events)


# --- lanterns and the Officer -----------------------------------------------------------------


def _use_lantern(state: GameState, action: A.UseLantern, events: Events) -> None:
    player = state.player
    player.lanterns[action.lantern] = False
    state.turn.lantern = action.lantern
    lantern = state.catalog.lanterns[action.lantern]
    events.append(
        Event(
            "lantern",
            f"{player.name} uses the lantern “{lantern.name}”",
            {"player": state.current, "lantern": action.lantern},
        )
    )
    ability(state, action.lantern).use(state, events)


def _refresh(state: GameState, action: A.RefreshLantern, events: Events) -> None:
    player = state.player
    cost = refresh_cost(state, player)
    player.tokens[action.size] -= cost
    player.lanterns[action.lantern] = True
    events.append(
        Event(
            "refresh",
            f"{player.name} hands in {cost} {action.size} landscape tokens to turn the lantern "
            f"“{state.catalog.lanterns[action.lantern].name}” face up again",
            {"player": state.current, "lantern": action.lantern},
        )
    )
    lantern_refreshed(state, events)


# --- characters -------------------------------------------------------------------------------


def _influence(state: GameState, action: A.Influence, events: Events) -> None:
    player = state.player
    reached = thresholds_reached(state, player)
    if reached > player.thresholds_claimed:
        player.thresholds_claimed = reached
    else:
        player.character_token = False
    state.turn.influenced = True
    state.tasks.append(("choose_character",))


def _take_character(state: GameState, action: A.TakeCharacter, events: Events) -> None:
    task = state.tasks.pop()
    if task[0] == "search_character":
        state.char_deck.remove(action.character)
        rng(state).shuffle(state.char_deck)
    else:
        state.char_display.remove(action.character)
        refill_characters(state)
    _took(state, action.character, events)


def _draw_character(state: GameState, action: A.DrawCharacter, events: Events) -> None:
    state.tasks.pop()
    _took(state, state.char_deck.pop(), events)


def _took(state: GameState, character: str, events: Events) -> None:
    name = state.catalog.characters[character].name
    events.append(
        Event(
            "character",
            f"{state.player.name} influences the {name}",
            {"player": state.current, "character": character},
        )
    )
    state.tasks.append(("place_character", character))
    for hook in state.hooks.on_character_taken:
        hook(state, character, events)


def _place_character(state: GameState, action: A.PlaceCharacter, events: Events) -> None:
    task = state.tasks.pop()
    player = state.player
    if action.character == player.active:
        player.active = task[1]
    put_character(state, action, events)


def _move_character(state: GameState, action: A.MoveCharacter, events: Events) -> None:
    state.tasks.pop()
    old = next(k for k, m in state.minis.items() if m.character == action.character)
    mini = state.minis.pop(old)
    state.minis[action.x, action.y, action.spot] = Mini(
        mini.character, mini.owner, SIDES.index(action.facing)
    )
    events.append(
        Event(
            "move_character",
            f"{state.player.name} moves the "
            f"{state.catalog.characters[action.character].name} to "
            f"{words.square(action.x, action.y)}, facing {words.SIDE_NAMES[action.facing]}",
            {
                "character": action.character,
                "from": old,
                "spot": (action.x, action.y, action.spot),
                "facing": action.facing,
            },
        )
    )


# --- end of turn ------------------------------------------------------------------------------


def _end_turn(state: GameState, action: A.EndTurn, events: Events) -> None:
    state.tasks.pop()
    player = state.player
    reached = thresholds_reached(state, player)
    if reached > player.thresholds_claimed and (state.char_display or state.char_deck):
        player.thresholds_claimed = reached
        player.character_token = True
        events.append(
            Event(
                "character_token",
                f"{player.name} takes a character token",
                {"player": state.current},
            )
        )
    for hook in state.hooks.on_end_turn:
        hook(state, events)
    if state.over:  # a module ended the game at once (a team's loss)
        return
    n = len(state.players)
    idle = not state.turn.progress and (  # D18, D22: nothing placed, nor placeable
        not (legal_builds(state) or any(hook(state) for hook in state.hooks.can_build))
        or not decoration_possible(state)
    )
    for hook in state.hooks.adjust_idle:
        idle = hook(state, idle)
    state.idle_turns = state.idle_turns + 1 if idle else 0
    last = (state.first - 1) % n
    if state.end_triggered and state.current == last:
        conclude(state, LAST_ROUND, events)
    elif state.idle_turns >= n:
        conclude(state, "a whole round passed in which nothing was placed in the garden", events)
    else:
        state.current = (state.current + 1) % n
        state.turn_number += 1
        state.turn = Turn()
        state.tasks = [("post",), ("main",)]
        events.append(turn_begins(state))
        for hook in state.hooks.on_turn_start:
            hook(state, events)


def turn_begins(state: GameState) -> Event:
    """The log's heading of the current player's turn."""
    return Event("turn", f"{state.player.name}'s turn", {"player": state.current})


def conclude(state: GameState, reason: str, events: Events) -> None:
    """The last turn is over: the modules' end-of-game decisions (each asked of its player, in
    order), then the final scoring."""
    asks: list[tuple[int, tuple]] = [
        ask for hook in state.hooks.end_game_tasks for ask in hook(state)
    ]
    if not asks:
        finish(state, reason, events)
        return
    state.turn = Turn()
    state.end_reason = reason
    state.tasks = [("finish",)]
    for player, task in asks[::-1]:
        state.tasks += [task, ("seat", player)]
    events.append(Event("end_choices", "The last round is over: choices before the scoring"))


def _finish(state: GameState, events: Events) -> None:
    finish(state, state.end_reason, events)


def finish(state: GameState, reason: str, events: Events) -> None:
    state.over = True
    state.end_reason = reason
    state.tasks = []
    result = final_score(state)
    for hook in state.hooks.adjust_result:
        result = hook(state, result)
    state.result = result
    for hook in state.hooks.on_final_score:
        hook(state, events)
    winners = ", ".join(state.players[i].name for i in result.winners)
    outcome = (
        f"Winner: {winners}"
        if result.outcome == "ranking"
        else f"{'Victory' if result.outcome == 'victory' else 'Defeat'} for "
        f"{'the team' if len(state.players) > 1 else state.players[0].name}"
    )
    events.append(
        Event(
            "game_over",
            f"The game is over: {reason}. {outcome}",
            {"winners": list(result.winners)},
        )
    )


def end_now(state: GameState, result: Result, reason: str, events: Events) -> None:
    """The game ends at once, in the middle of a turn if need be (a team's loss), with
    ``result``."""
    state.over = True
    state.end_reason = reason
    state.tasks = []
    state.result = result
    events.append(Event("game_over", f"The game is over: {reason}", result.to_dict()))


# --- automatic steps --------------------------------------------------------------------------


def _refill_tiles(state: GameState, events: Events) -> None:
    if state.face_up_count() < state.catalog.rules.min_face_up_tiles_after_build:
        flip_tops(state, events)


def _discard(state: GameState, events: Events) -> None:
    cards = list(state.drawn)
    state.deco_discard.extend(cards)
    state.drawn.clear()
    for hook in state.hooks.on_cards_discarded:
        hook(state, cards, events)


BASE_AUTO: dict[str, Callable[[GameState, Events], None]] = {
    "refill_tiles": _refill_tiles,
    "flip_all": flip_tops,
    "discard_drawn": _discard,
    "finish": _finish,
}

# Handlers by action type; a module's handler keyed (decision kind, type) takes precedence.
BASE_HANDLERS: dict[type | tuple[str, type], Callable] = {
    A.Build: _build,
    A.Decorate: _decorate,
    A.PlaceDecoration: _place_decoration,
    A.DiscardDrawn: _discard_drawn,
    A.DrawExtraCards: _skill_action,
    A.TakeDiscardTop: _skill_action,
    A.TakeCoins: _take_coins,
    A.AdvanceTrack: _advance_track,
    A.TakeToken: _take_token,
    A.InsertLandscape: _insert,
    A.UseLantern: _use_lantern,
    A.RefreshLantern: _refresh,
    A.FlipStacks: _skill_action,
    A.CycleStack: _skill_action,
    A.Influence: _influence,
    A.TakeCharacter: _take_character,
    A.DrawCharacter: _draw_character,
    A.PlaceCharacter: _place_character,
    A.MoveCharacter: _move_character,
    A.EndTurn: _end_turn,
}
