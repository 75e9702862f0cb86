"""State changes shared by several actions: tracks, coins, cards, tiles, landscapes."""

from __future__ import annotations

from bisect import bisect_right
from functools import partial
from typing import TYPE_CHECKING, Any

from engine.core.events import Event
from engine.core.state import rng
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.kinds import words
from engine.tang_garden.kinds.registries import LANTERNS
from engine.tang_garden.state import GameState, Mini, Player

if TYPE_CHECKING:
    from engine.tang_garden.kinds.skills import Skill


def skill(state: GameState, player: Player) -> Skill:
    """The active character's skill (a skill that does nothing when no character is active)."""
    if player.active is None:
        return state.catalog.no_skill
    return state.catalog.characters[player.active].skill


def gain_coins(
    state: GameState,
    index: int,
    coins: int,
    why: str,
    events: list[Event],
    *,
    character: str | None = None,
    spot: tuple | None = None,
) -> None:
    """Pay ``index`` ``coins``; the event names what paid when it is not the piece just put:
    the ``character`` whose skill paid, or the ``spot`` of the piece that did."""
    if coins <= 0:
        return
    player = state.players[index]
    player.coins += coins
    data: dict[str, object] = {"player": index, "coins": coins, "why": why}
    if character is not None:
        data["character"] = character
    if spot is not None:
        data["spot"] = spot
    events.append(Event("coins", partial(_gained, player.name, coins, why), data))


def _gained(name: str, coins: int, why: str) -> str:
    return f"{name} gains {words.coins(coins)} ({why})"


def active_skills(state: GameState, moment: str | None = None) -> list[tuple[int, Skill]]:
    """Every player's active skill, in seat order: (owner, skill); with ``moment`` (a method
    of ``Skill``) only the skills whose kind does something then."""
    characters = state.catalog.characters
    if moment is None:
        none = state.catalog.no_skill
        return [
            (owner, none if player.active is None else characters[player.active].skill)
            for owner, player in enumerate(state.players)
        ]
    acting = state.catalog.acting(moment)
    if not acting:
        return []
    return [
        (owner, characters[player.active].skill)
        for owner, player in enumerate(state.players)
        if player.active in acting
    ]


def lantern_refreshed(state: GameState, events: list[Event]) -> None:
    """The current player refreshed a lantern: every player's active skill hears of it."""
    for owner, own in active_skills(state, "on_lantern_refreshed"):
        own.on_lantern_refreshed(state, owner, state.current, events)


def ask_out_of_turn(state: GameState, player: int, task: tuple[Any, ...]) -> None:
    """Ask ``player`` the decision ``task`` now, in the middle of another player's turn: the
    decision is theirs (``decision(state).player``), with their own batch of rewards, and then
    the turn goes on for the player whose it was (``("seat", ...)`` tasks, run by ``settle``)."""
    back = ("seat", state.current, frozenset(state.turn.tracks_advanced))
    state.tasks += [back, task, ("seat", player, frozenset())]


# Per-player modifiers the base rules read (``Player.modifiers``: a permanent bonus changes them)
MODIFIERS = {
    "decoration_draws": "more decoration cards drawn in every Place a Decoration",
    "refresh_tokens": "landscape tokens more (negative: fewer) to refresh a lantern",
    "track_coins": "more coins whenever a track's coin space pays coins",
}


def refresh_cost(state: GameState, player: Player) -> int:
    """Landscape tokens ``player`` hands in to refresh a lantern: the rulebook's number for the
    player count, changed by their ``refresh_tokens`` modifier (at least one)."""
    base = state.catalog.refresh_cost(len(state.players))
    return max(1, base + player.modifiers.get("refresh_tokens", 0))


def gain_resource(
    state: GameState, index: int, resource: str, amount: int, why: str, events: list[Event]
) -> int:
    """Give ``index`` ``amount`` of ``resource`` (never above its limit: the excess is lost);
    returns how many were gained."""
    player = state.players[index]
    limit = state.catalog.resource_limit[resource]
    held = player.resources[resource]
    gained = max(0, min(amount, limit - held))
    player.resources[resource] = held + gained
    name = next(r.name for r in state.catalog.resources if r.id == resource).lower()
    lost = amount - gained
    if gained and lost:
        text = f"{player.name} gains {gained} {name} ({why}); {lost} more lost, {limit} at most"
    elif lost:
        text = f"{player.name} gains no {name} ({why}): {lost} lost, {limit} at most"
    else:
        text = f"{player.name} gains {gained} {name} ({why})"
    if gained or lost:
        data = {"player": index, "resource": resource, "amount": gained, "lost": lost}
        events.append(Event("resource", text, data))
    return gained


def pay_resources(state: GameState, index: int, costs: dict[str, int]) -> None:
    """Take ``costs`` (resource -> amount) from ``index``'s board (the caller checked they hold
    them)."""
    held = state.players[index].resources
    for resource, amount in costs.items():
        assert held[resource] >= amount, (resource, held[resource], amount)
        held[resource] -= amount


def lowest_level(state: GameState, player: Player) -> int:
    """The level of ``player``'s lowest cube among the tracks that count for the thresholds."""
    tracks = player.tracks
    return min(tracks[i] for i in state.catalog.threshold_tracks)


def thresholds_reached(state: GameState, player: Player) -> int:
    return bisect_right(state.catalog.thresholds, lowest_level(state, player))


def advance(state: GameState, index: int, track: int, steps: int, events: list[Event]) -> None:
    """Move a cube up to ``steps`` levels, collecting coin bonuses and track skills."""
    if steps <= 0:
        return
    catalog = state.catalog
    player = state.players[index]
    name = catalog.tracks[track].name
    top, level_coins = catalog.track_top[track], catalog.track_coins[track]
    moved = 0
    for _ in range(steps):
        if player.tracks[track] >= top:
            break
        player.tracks[track] += 1
        moved += 1
        bonus = level_coins.get(player.tracks[track], 0)
        if bonus:
            bonus += player.modifiers.get("track_coins", 0)
            gain_coins(state, index, bonus, f"{name} level {player.tracks[track]}", events)
    if moved < steps:
        for hook in state.hooks.on_track_blocked:
            hook(state, index, track, steps - moved, events)
    if not moved:
        events.append(
            Event(
                "track_full",
                f"{player.name}'s {name} track is full",
                {"player": index, "track": track, "name": name},
            )
        )
        return
    level = player.tracks[track]
    events.append(
        Event(
            "advance",
            partial(_moved_up, player.name, moved, name, level),
            {"player": index, "track": track, "steps": moved, "level": level, "name": name},
        )
    )
    if track not in state.turn.tracks_advanced:  # once per reward batch
        skill(state, player).on_track_advanced(state, index, track, events)
    state.turn.tracks_advanced.add(track)
    for hook in state.hooks.on_track_advanced:
        hook(state, index, track, events)
    if player.character_token and thresholds_reached(state, player) > player.thresholds_claimed:
        player.character_token = False
        events.append(
            Event(
                "token_lost",
                f"{player.name} reaches the next threshold and loses the unused character token",
                {"player": index},
            )
        )


def _moved_up(name: str, moved: int, track: str, level: int) -> str:
    return f"{name} moves up {moved} on the {track} track (now level {level})"


def take_landscape_token(
    state: GameState, index: int, pos: tuple[int, int], events: list[Event]
) -> str:
    """Move the token on ``pos`` to the player; returns its size."""
    player = state.players[index]
    size = state.tokens.pop(pos)
    player.tokens[size] += 1
    events.append(
        Event(
            "token",
            f"{player.name} takes the {size} landscape token at {words.square(*pos)}",
            {"player": index, "pos": pos, "size": size},
        )
    )
    skill(state, player).on_token_taken(state, index, events)
    for hook in state.hooks.on_token_taken:
        hook(state, index, size, events)
    return size


def draw_decorations(state: GameState, count: int, events: list[Event]) -> list[str]:
    """Draw into the active hand; an empty deck is refilled by shuffling the discard pile. A card
    a module sets aside as it is drawn (``set_aside_card``) is replaced by the next. The cards
    drawn (for an event's ``face_up``)."""
    drawn: list[str] = []
    while len(drawn) < count:
        if not state.deco_deck:
            if not state.deco_discard:
                events.append(Event("deck_empty", "No decoration cards are left to draw"))
                return drawn
            state.deco_deck = state.deco_discard
            state.deco_discard = []
            rng(state).shuffle(state.deco_deck)
            events.append(
                Event("reshuffle", "The decoration discard pile is shuffled into a new deck")
            )
        card = state.deco_deck.pop()
        if any(hook(state, card, events) for hook in state.hooks.set_aside_card):
            continue
        state.drawn.append(card)
        drawn.append(card)
    return drawn


def flip_tops(state: GameState, events: list[Event]) -> None:
    """Turn every face-down stack top face up."""
    flipped = [name for name, tiles in state.stacks.items() if tiles and not state.face_up[name]]
    for name in flipped:
        state.face_up[name] = True
    if flipped:
        names = words.either(flipped, "and")
        text = (
            f"The top tiles of the {names} stacks are turned face up"
            if len(flipped) > 1
            else f"The top tile of the {names} stack is turned face up"
        )
        events.append(Event("flip", text, {"stacks": flipped}))


def skill_terms(state: GameState, action: Any) -> tuple[int, int]:
    """What an action of the current player's skill (the Merchant's, the Officer's) costs in
    coins and how many decoration cards it draws, by the skill's own numbers."""
    own = skill(state, state.player)
    return own.price(action), own.cards_drawn(action)


def decoration_draw_count(state: GameState) -> int:
    """Cards a Place a Decoration action draws: the base number plus one per face-down top."""
    face_down = sum(1 for name, tiles in state.stacks.items() if tiles and not state.face_up[name])
    count = state.catalog.rules.decoration_base_draw + face_down
    count += state.player.modifiers.get("decoration_draws", 0)
    if state.turn.lantern is not None:
        count += LANTERNS[state.catalog.lanterns[state.turn.lantern].effect].extra_draws()
    for hook in state.hooks.adjust_draw_count:
        count = hook(state, count)
    return count


def refill_landscapes(state: GameState, size: str) -> None:
    """Keep the visible landscape tiles of ``size`` at the rulebook's number."""
    visible = state.land_visible[size]
    pile = state.land_pile[size]
    while len(visible) < state.catalog.rules.visible_landscapes_per_size and pile:
        visible.append(pile.pop())


def refill_characters(state: GameState) -> None:
    while len(state.char_display) < state.catalog.rules.face_up_characters and state.char_deck:
        state.char_display.append(state.char_deck.pop())


def put_character(state: GameState, action, events: list[Event]) -> None:
    """Stand a character's miniature on a spot with a facing (``PlaceCharacter``)."""
    state.minis[action.x, action.y, action.spot] = Mini(
        action.character, state.current, SIDES.index(action.facing)
    )
    for hook in state.hooks.on_character_placed:
        hook(state, state.minis[action.x, action.y, action.spot], events)
    name = state.catalog.characters[action.character].name
    events.append(
        Event(
            "place_character",
            f"{state.player.name} stands the {name} at {words.square(action.x, action.y)}, "
            f"facing {words.SIDE_NAMES[action.facing]}",
            {
                "player": state.current,
                "character": action.character,
                "spot": (action.x, action.y, action.spot),
                "facing": action.facing,
            },
        )
    )


def enclosed_and_raised(state: GameState, events: list[Event]) -> list[int]:
    """The terrain tracks the tile just built (the last ``build`` event) enclosed and raised the
    current player's cube on: those whose enclosure advance a module may trade for another."""
    built = max((i for i, e in enumerate(events) if e.kind == "build"), default=None)
    if built is None:
        return []
    raised = {
        e.data["track"]
        for e in events[built:]
        if e.kind == "advance" and e.data["player"] == state.current
    }
    return sorted({e.data["track"] for e in events[built:] if e.kind == "enclosure"} & raised)


def take_back_level(state: GameState, index: int, track: int) -> int:
    """Move ``index``'s cube on ``track`` back one level and take back the coins that level gave;
    the coins taken back."""
    player = state.players[index]
    level = player.tracks[track]
    player.tracks[track] = level - 1
    refund = state.catalog.track_coins[track].get(level, 0)
    player.coins -= refund
    return refund
