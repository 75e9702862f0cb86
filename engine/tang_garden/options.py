"""The pending decision and its complete list of legal options, for every step of a turn."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from engine.core.actions import Interned
from engine.tang_garden.actions import (
    Action,
    AdvanceTrack,
    Build,
    Decorate,
    DiscardDrawn,
    DrawCharacter,
    EndTurn,
    Influence,
    InsertLandscape,
    KeepCard,
    MoveCharacter,
    PlaceCharacter,
    PlaceDecoration,
    RefreshLantern,
    TakeCharacter,
    TakeCoins,
    TakeToken,
    UseLantern,
)
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.effects import refresh_cost, skill, thresholds_reached
from engine.tang_garden.garden import free_character_spots
from engine.tang_garden.state import GameState

if TYPE_CHECKING:
    from engine.tang_garden.kinds.lanterns import Ability


def legal_builds(state: GameState, tiles: tuple[str, ...] | None = None) -> list[Build]:
    """Every placement of a face-up stack top (restricted to ``tiles`` when given)."""
    places = state.frontier
    catalog = state.catalog
    build = catalog.interned(Build).of
    made = catalog.table("builds")  # stack -> its table of made builds
    out: list[Build] = []
    for name in catalog.stack_names:
        stack = state.stacks[name]
        if stack and state.face_up[name] and (tiles is None or stack[-1] in tiles):
            table = made.get(name)
            if table is None:
                table = made[name] = {}
            out += places.fitting(name, stack[-1], build, table)
    return out


def tile_placements(state: GameState, tiles: dict[str, str]) -> list[tuple[str, int, int, int]]:
    """Every legal (key, x, y, rot) for ``tiles`` (key -> tile id), e.g. stack tops or a display."""
    places = state.frontier
    return [
        place
        for key, tile in tiles.items()
        for place in places.fitting(key, tile, _place, state.catalog.table(("places", key)))
    ]


def _place(key: str, x: int, y: int, rot: int) -> tuple[str, int, int, int]:
    return key, x, y, rot


def ability(state: GameState, lantern: str) -> Ability:
    """What a lantern does (its ability, by the data's ``effect``)."""
    return state.catalog.abilities[lantern]


def lantern_uses(state: GameState, task: tuple, options: list[Action]) -> list[UseLantern]:
    """The face-up lanterns whose ability is offered in this decision (one lantern per turn)."""
    if state.turn.lantern is not None:
        return []
    moment = state.catalog.lanterns_at(task[0])
    if not moment:
        return []
    uses = state.catalog.interned(UseLantern)
    found = []
    for lid, up in state.players[state.current].lanterns.items():
        if up and lid in moment and moment[lid].usable(state, task, options):
            found.append(uses[(lid,)])
    return found


def _refreshes(state: GameState) -> list[RefreshLantern]:
    player = state.players[state.current]
    if all(player.lanterns.values()):
        return []
    cost = refresh_cost(state, player)
    refreshes = state.catalog.interned(RefreshLantern)
    return [
        refreshes[lid, size]
        for lid, up in player.lanterns.items()
        if not up
        for size in ("small", "large")
        if player.tokens[size] >= cost
    ]


def _main(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    builds = legal_builds(state)
    options: list[Action] = [*builds, Decorate()]
    if state.turn.lantern is not None:
        changed = ability(state, state.turn.lantern).main_action(state, options)
        if changed is not None:
            return changed
    options += lantern_uses(state, task, options)
    options += _refreshes(state)
    skill(state, state.player).extend_options(state, task, options)
    if not builds and not any(isinstance(o, Build) for o in options):
        return "Choose your main action: place a decoration (no garden tile fits now)", options
    return "Choose your main action: build the garden or place a decoration", options


def can_influence(state: GameState) -> bool:
    player = state.player
    if state.turn.influenced or not (state.char_display or state.char_deck):
        return False
    if not (
        player.character_token or thresholds_reached(state, player) > player.thresholds_claimed
    ):
        return False
    return can_place_a_character(state)


def can_place_a_character(state: GameState) -> bool:
    """Whether a character could be placed in the garden now: a free character spot, or a
    lantern that makes spots (Free Placement) the current player may still use this turn."""
    if free_character_spots(state):
        return True
    lantern = state.turn.lantern
    usable = (
        [lantern]
        if lantern is not None
        else [lid for lid, up in state.player.lanterns.items() if up]
    )
    return any(ability(state, lid).extra_character_spots(state) for lid in usable)


def _post(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    options: list[Action] = [EndTurn()]
    if can_influence(state):
        options.append(Influence())
    options += lantern_uses(state, task, options)
    options += _refreshes(state)
    skill(state, state.player).extend_options(state, task, options)
    return _post_prompt(options), options


def _post_prompt(options: list[Action]) -> str:
    """After the main action: name only what is possible now."""
    if len(options) == 1:  # ending the turn
        return "End your turn"
    kinds = {type(o) for o in options}
    parts = ["Influence a character"] if Influence in kinds else []
    lantern = [w for cls, w in ((UseLantern, "use"), (RefreshLantern, "refresh")) if cls in kinds]
    if lantern:
        parts.append(f"{' or '.join(lantern)} a lantern")
    parts.append("end your turn")
    if len(parts) == 1:
        return "End your turn"
    comma = "," if len(parts) > 2 else ""
    text = ", ".join(parts[:-1]) + f"{comma} or {parts[-1]}"
    return text[0].upper() + text[1:]


def _second_build(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    return "Place your second tile (one that was face up when the turn began)", list(
        legal_builds(state, state.turn.tiles_at_start)
    )


def track_choices(state: GameState) -> list[Action]:
    """An advance on each track "any track" may choose (the player board's data)."""
    return [AdvanceTrack(t) for t in state.catalog.any_tracks]


def _footpath(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    remaining = task[1]
    return (
        f"Footpaths: take {remaining} coins, or advance one track for two of them",
        [TakeCoins(), *track_choices(state)],
    )


def _any_track(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    return "Advance any one track", track_choices(state)


def _take_token(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    return "Take any landscape token from the garden", [
        TakeToken(x, y) for (x, y) in sorted(state.tokens)
    ]


def _free_slots(state: GameState, size: str) -> list[str]:
    slots = state.slots
    return [sid for sid in state.catalog.slots_by_size[size] if slots[sid] is None]


def _insert(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    size = task[1]
    slots = _free_slots(state, size)
    inserts = state.catalog.interned(InsertLandscape)
    options: list[Action] = [
        inserts[tile, sid] for tile in state.land_visible[size] for sid in slots
    ]
    options += lantern_uses(state, task, options)
    skill(state, state.player).extend_options(state, task, options)
    return f"Insert a {size} landscape tile into a free {size} slot", options


def _search_landscape(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    size = task[1]
    slots = _free_slots(state, size)
    return f"Choose any hidden {size} landscape tile and its slot", [
        InsertLandscape(tile, sid) for tile in sorted(state.land_pile[size]) for sid in slots
    ]


def _free_areas(state: GameState) -> dict[str, list[tuple[int, int]]]:
    """The garden's free decoration areas by kind of area."""
    free: dict[str, list[tuple[int, int]]] = {}
    decorations = state.decorations
    for pos, cell in state.board.items():
        icon = cell.icon
        if icon is not None and pos not in decorations:
            free.setdefault(icon, []).append(pos)
    return free


def decoration_possible(state: GameState) -> bool:
    """Whether a card left to draw (deck or discard) could have its decoration placed: a piece
    of its type in the supply and a free area of its kind, or (asked in a copy, with one card of
    each type as if drawn) a way the modules or skills add to keep it (``KeepCard``)."""
    catalog, supply = state.catalog, state.supply
    cards = {catalog.card_type[c].id: c for c in (*state.deco_deck, *state.deco_discard)}
    free = _free_areas(state)
    for card in cards.values():
        kind = catalog.card_type[card]
        if supply[kind.pool] > 0 and any(area in free for area in kind.areas):
            return True
    probe = state.clone()
    probe.drawn = list(cards.values())
    task = ("choose_decoration", 0, True)
    options = _choose_decoration(probe, task)[1]
    for hook in catalog.ruleset.hooks.extend_options:
        hook(probe, task, options)
    return any(isinstance(o, KeepCard) for o in options)


def placeable_cards(state: GameState, cards: Iterable[str]) -> set[str]:
    """The cards among ``cards`` whose decoration has a piece in the supply and a free area."""
    catalog, free = state.catalog, _free_areas(state)
    return {
        card
        for card in cards
        if state.supply[catalog.card_type[card].pool] > 0
        and any(area in free for area in catalog.card_type[card].areas)
    }


def placeable_decorations(
    state: GameState, cards: Sequence[str] | None = None
) -> list[PlaceDecoration]:
    """Where the decoration of each of ``cards`` (the choosable ones when None) may go now."""
    catalog = state.catalog
    free = _free_areas(state)
    out = []
    places = state.catalog.interned(PlaceDecoration)
    for card in choosable_cards(state) if cards is None else cards:
        kind = catalog.card_type[card]
        if state.supply[kind.pool] > 0:
            spaces = sorted(pos for area in kind.areas for pos in free.get(area, ()))
            out.extend([places[card, x, y] for x, y in spaces])
    return out


def choosable_cards(state: GameState) -> list[str]:
    """The decoration cards the player chooses among: the drawn ones and the modules' extras."""
    return [*state.drawn, *(card for hook in state.hooks.extra_cards for card in hook(state))]


def _choose_decoration(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    options: list[Action] = list(placeable_decorations(state))
    first = task[2]
    if first and not options:
        options.append(DiscardDrawn())
    skill(state, state.player).extend_options(state, task, options)
    if not first:
        return "Place your second decoration", options
    return "Choose a drawn card and place its decoration on a free area of its type", options


def _choose_character(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    options: list[Action] = [TakeCharacter(c) for c in state.char_display]
    if state.char_deck:
        options.append(DrawCharacter())
    options += lantern_uses(state, task, options)
    unseen = " or draw one unseen" if state.char_deck else ""
    return f"Take a face-up character{unseen}", options


def _search_character(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    return "Choose any character from the deck", [TakeCharacter(c) for c in sorted(state.char_deck)]


def _facings(spots: list[tuple[int, int, str]]) -> list[tuple[int, int, str, str]]:
    return [(x, y, spot, facing) for x, y, spot in spots for facing in SIDES]


class _Turns(dict):
    """(x, y, spot) -> ``kind(character, x, y, spot, facing)`` for the four facings, N, E, S,
    W (made on first asking)."""

    __slots__ = ("character", "made")

    def __init__(self, made: Interned, character: str) -> None:
        super().__init__()
        self.made = made
        self.character = character

    def __missing__(self, at: tuple[int, int, str]) -> tuple[Action, ...]:
        made = self.made
        found = self[at] = tuple(made[(self.character, *at, facing)] for facing in SIDES)
        return found


def _turns(state: GameState, kind: type[Action], character: str) -> _Turns:
    """The options that stand or turn ``character`` on a spot, by spot (one table per kind and
    character, kept in the catalog)."""
    table = state.catalog.table("turns")
    found = table.get((kind, character))
    if found is None:
        found = table[kind, character] = _Turns(state.catalog.interned(kind), character)
    return found


def _place_character(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    chars = [c for c in (state.player.active, task[1]) if c is not None]
    free = set(free_character_spots(state))
    lantern = state.turn.lantern
    if lantern is not None:
        free.update(ability(state, lantern).extra_character_spots(state))
    spots = sorted(free)
    options: list[Action] = []
    for c in chars:
        turns = _turns(state, PlaceCharacter, c)
        for at in spots:
            options += turns[at]
    options += lantern_uses(state, task, options)
    return "Place one of your characters on a free character spot and choose its facing", options


def _move_character(state: GameState, task: tuple) -> tuple[str, list[Action]]:
    free = sorted(free_character_spots(state))
    options: list[Action] = []
    for at, mini in sorted(state.minis.items()):
        if mini.owner != state.current:
            continue
        turns = _turns(state, MoveCharacter, mini.character)
        for spot in free:
            options += turns[spot]
        here = turns[at]  # turning where it stands
        options += here[: mini.facing] + here[mini.facing + 1 :]
    return "Move one of your characters in the garden or turn it", options


BASE_BUILDERS: dict[str, Callable[[GameState, tuple], tuple[str, list[Action]]]] = {
    "main": _main,
    "post": _post,
    "second_build": _second_build,
    "footpath": _footpath,
    "any_track": _any_track,
    "take_token": _take_token,
    "insert": _insert,
    "search_landscape": _search_landscape,
    "choose_decoration": _choose_decoration,
    "choose_character": _choose_character,
    "search_character": _search_character,
    "place_character": _place_character,
    "move_character": _move_character,
}
