"""Summer, the co-operative (and solo) Seasons scenario as a module: its numbers and options,
setup changes, the six optional actions, the Supervisors' hold on building, characters paying
when placed, and the team's victory or defeat. The readings of the source's gaps are
docs/rules-decisions.md SM1-SM23."""

from __future__ import annotations

import random
from typing import Any, Literal

from pydantic import BaseModel, Field, NonNegativeInt, PositiveInt, model_validator

import engine.tang_garden.modules.summer.memo as memo
import engine.tang_garden.modules.summer.rules as rules
from engine.core.events import Event
from engine.core.view import Hidden
from engine.tang_garden import actions as A
from engine.tang_garden.content.base import Id
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import gain_coins
from engine.tang_garden.frontier import Frontier
from engine.tang_garden.kinds.words import square
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.summer.actions import (
    ACTIONS,
    CompleteRequest,
    IgnoreSupervisors,
    MoveSupervisor,
    PlaceRequest,
    RefreshApproval,
    SwapRequest,
)
from engine.tang_garden.modules.summer.geometry import summer, supervised, untaken
from engine.tang_garden.modules.summer.judgement import spend_ceiling, team_prospects
from engine.tang_garden.modules.summer.kinds import REQUESTS
from engine.tang_garden.modules.summer.result import TeamResult
from engine.tang_garden.modules.summer.slice import ID, SummerState
from engine.tang_garden.play import BASE_HANDLERS
from engine.tang_garden.scoring import character_score
from engine.tang_garden.setup import SetupError
from engine.tang_garden.state import GameState, Mini

Difficulty = Literal["easy", "medium", "hard"]
DIFFICULTIES: tuple[Difficulty, ...] = ("easy", "medium", "hard")


class RequestTile(Model):
    id: Id
    name: str
    condition: REQUESTS.field()  # type: ignore[valid-type]


class Costs(Model):
    """Coins the paid optional actions cost, in the co-operative and in the solo game."""

    place_request: PositiveInt
    place_request_solo: PositiveInt
    refresh_approval: PositiveInt
    refresh_approval_solo: PositiveInt


class SummerSettings(Model):
    """Summer's numbers: Approval per difficulty, costs, where the Request markers go, the
    Request tiles, the characters watching from afar, the solo adjustments."""

    approval: dict[Difficulty, PositiveInt]
    costs: Costs
    request_spaces: tuple[tuple[NonNegativeInt, NonNegativeInt], ...] = Field(min_length=1)
    display_size: PositiveInt
    token_layout: Id  # the landscape-token layout used whatever the player count
    watching: tuple[Id, ...]  # face up beside the display; placed on a Supervisor
    solo_removes: tuple[Id, ...]  # lanterns the solo player does without
    solo_coins_past_top: NonNegativeInt  # per advance on a full track, solo
    requests: tuple[RequestTile, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _enough_requests(self) -> SummerSettings:
        ids = [r.id for r in self.requests]
        if len(set(ids)) != len(ids):
            raise ValueError("each Request tile needs its own id")
        if len(ids) < len(self.request_spaces) + self.display_size + 1:
            raise ValueError("too few Request tiles for the spaces, the display and the first")
        return self

    @property
    def requests_by_id(self) -> dict[str, RequestTile]:
        return {r.id: r for r in self.requests}


class SummerOptions(BaseModel):
    """New game's choice: the difficulty (how many Approval tokens)."""

    model_config = {"extra": "forbid", "frozen": True}
    difficulty: Difficulty = "medium"


FIRST_REQUEST = "summer_first_request"


class Summer(Module):
    """Summer: the team against the Supervisors' demands."""

    id = ID
    team_play = True
    Settings = SummerSettings
    Options = SummerOptions
    actions = ACTIONS

    def new_state(self) -> SummerState:
        return SummerState()

    def variants(self) -> tuple[tuple[str, dict], ...]:
        return tuple((d, {"difficulty": d}) for d in DIFFICULTIES)

    # --- setup --------------------------------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (
            SetupStep("supervisors", self._supervisors, after="2"),
            SetupStep("lanterns", self._solo_lanterns, after="6"),
            SetupStep("watching", self._watching, after="7"),
            SetupStep("tokens", self._tokens, replaces="9"),
            SetupStep("requests", self._requests, after="start"),
        )

    def _supervisors(self, state: GameState, rand: random.Random) -> None:
        """1.1: a Supervisor on each character spot of the central tile; no garden tile ever
        goes on a Request space (SM2)."""
        part = summer(state)
        part.supervisors = [
            (x, y, "tile") for (x, y), cell in sorted(state.board.items()) if cell.character_spot
        ]
        state.allowed = state.allowed - set(self.settings.request_spaces)
        state.frontier = Frontier.around(state.catalog, state.board, state.allowed)

    def _solo_lanterns(self, state: GameState, rand: random.Random) -> None:
        """2.1.9: the solo player does without two lanterns."""
        if len(state.players) == 1:
            for player in state.players:
                for lantern in self.settings.solo_removes:
                    player.lanterns.pop(lantern, None)

    def _watching(self, state: GameState, rand: random.Random) -> None:
        """7: the Emperor and the Lady face up beside the display, out of the deck."""
        watching = [c for c in self.settings.watching if c in state.catalog.characters]
        state.char_deck = [c for c in state.char_deck if c not in watching]
        state.char_display = [c for c in state.char_display if c not in watching]
        while len(state.char_display) < state.catalog.rules.face_up_characters and state.char_deck:
            state.char_display.append(state.char_deck.pop())
        summer(state).watching = watching

    def _tokens(self, state: GameState, rand: random.Random) -> None:
        """9: the landscape tokens always in the 3-4 player layout."""
        layouts = {lay.id: lay for lay in state.catalog.data.layouts.layouts}
        layout = layouts.get(self.settings.token_layout)
        if layout is None:
            name = self.settings.token_layout
            raise SetupError(f"no layout of landscape tokens is called {name}")
        state.tokens = {(t.x, t.y): t.size for t in layout.tokens}

    def _requests(self, state: GameState, rand: random.Random) -> None:
        """11, 12: Request markers on their spaces, the Request pile and display, the first
        Request tile to lay, the difficulty's Approval tokens."""
        part = summer(state)
        part.markers = list(self.settings.request_spaces)
        part.pile = [r.id for r in self.settings.requests]
        rand.shuffle(part.pile)
        rules.refill_display(state)
        part.eyes = part.tokens = self.settings.approval[self.options.difficulty]
        state.tasks.append((FIRST_REQUEST, part.pile.pop()))

    # --- decisions ----------------------------------------------------------------------------

    def decisions(self) -> dict[str, Any]:
        return {FIRST_REQUEST: _first_request}

    def handlers(self) -> dict[Any, Any]:
        return {
            (FIRST_REQUEST, PlaceRequest): _lay_first,
            ("choose_character", A.TakeCharacter): _take_character,
            ("choose_decoration", A.DiscardDrawn): _discard_drawn,
            MoveSupervisor: _move_supervisor,
            IgnoreSupervisors: _ignore,
            SwapRequest: _swap,
            PlaceRequest: _place_request,
            RefreshApproval: _refresh_approval,
            CompleteRequest: _complete,
        }

    def skip_texts(self) -> dict[str, str]:
        return {FIRST_REQUEST: "No Request marker is left for the first Request tile"}

    def extend_options(self, state: GameState, task: tuple, options: list) -> None:
        name = task[0]
        if name in ("main", "post"):
            options += optional_actions(state)
        if name == "choose_character":
            options += [A.TakeCharacter(c) for c in summer(state).watching]
        if name == "place_character":
            _watchers_on_supervisors(state, self.settings.watching, options)
        _supervise_builds(state, options)

    def option_words(self, state: GameState, action: Any) -> str | None:
        return words(state, action)

    def why_illegal(self, state: GameState, pending: Any, action: Any) -> str | None:
        return why_not(state, pending, action)

    # --- hooks --------------------------------------------------------------------------------

    def adjust_free_spots(self, state: GameState, spots: list) -> None:
        spots[:] = untaken(spots, summer(state).supervisors)

    def walled_spaces(self, state: GameState) -> list:
        return list(summer(state).requests)

    def on_tile_placed(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        summer(state).ignoring = False

    def on_character_placed(self, state: GameState, mini: Mini, events: Events) -> None:
        """2.1.6: the character pays the active player at once; the Emperor or the Lady takes a
        Supervisor's place."""
        spot = next(at for at, m in state.minis.items() if m == mini)
        part = summer(state)
        name = state.catalog.characters[mini.character].name
        if spot in part.supervisors:
            part.supervisors.remove(spot)
            events.append(
                Event(
                    "supervisor",
                    f"The {name} takes a Supervisor's place: "
                    + (
                        "no Supervisor is left, tiles go anywhere"
                        if not part.supervisors
                        else "one Supervisor is left"
                    ),
                )
            )
        paid = character_score(state, spot[:2], mini).total
        gain_coins(state, state.current, paid, f"the {name} placed", events)

    def on_track_blocked(
        self, state: GameState, player: int, track: int, steps: int, events: Events
    ) -> None:
        if rules.solo(state):
            coins = steps * self.settings.solo_coins_past_top
            gain_coins(state, player, coins, "an advance past the end of a full track", events)

    def on_end_turn(self, state: GameState, events: Events) -> None:
        summer(state).ignoring = False
        if not state.deco_deck:
            rules.lose(state, rules.DECK_EMPTY, events)

    def adjust_end_trigger(self, state: GameState, triggered: bool) -> bool:
        return False  # only the Requests and the Approval end the game ([U8])

    def adjust_result(self, state: GameState, result: Any) -> TeamResult:
        return rules.team_result(state, False, rules.STALLED)

    def holds(self, state: GameState) -> dict[str, list[str]]:
        return {"characters": list(summer(state).watching)}

    def face_up(self, state: GameState) -> list[str]:
        part = summer(state)
        return [*part.display, *part.requests.values()]

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        pile = summer(state).pile
        return [Hidden("requests", pile, len(pile))]

    def bot_terms(self, state: GameState, player: int) -> float:
        return team_prospects(state)

    def bot_ceiling(self, state: GameState, kind: type) -> float | None:
        if kind in (MoveSupervisor, IgnoreSupervisors, SwapRequest):
            return spend_ceiling(state, swap=kind is SwapRequest)
        return None


# --- the optional actions ------------------------------------------------------------------------


def optional_actions(state: GameState) -> tuple:
    """Summer's optional actions the active player may take now (the same for every position
    with the same garden, Supervisors, Approval, display, markers and coins enough)."""
    part = summer(state)
    coins = state.player.coins
    facts = memo.garden(state)
    paid = (
        coins >= rules.cost(state, "place_request"),
        coins >= rules.cost(state, "refresh_approval"),
    )
    if not memo.by_garden(state):
        return _optional_actions(state, facts, *paid)
    key = (
        tuple(part.supervisors),
        part.eyes,
        part.tokens,
        *paid,
        tuple(part.display),
        tuple(part.markers),
    )
    found = facts.options.get(key)
    if found is None:
        found = facts.options[key] = _optional_actions(state, facts, *paid)
    return found


def _optional_actions(
    state: GameState, facts: memo.Garden, can_place: bool, can_refresh: bool
) -> tuple:
    part = summer(state)
    out: list = [CompleteRequest(x, y) for x, y in memo.requests_met(state, facts)]
    if part.eyes > 0:
        out += memo.supervisor_moves(state, facts)
        out += [
            SwapRequest(x, y, r)
            for (x, y) in sorted(part.requests)
            if (x, y) not in part.completed
            for r in part.display
        ]
    if can_place:
        out += [PlaceRequest(r, x, y) for r in part.display for x, y in sorted(part.markers)]
    if part.eyes < part.tokens and can_refresh:
        out.append(RefreshApproval())
    return tuple(out)


def _supervise_builds(state: GameState, options: list) -> None:
    """While Supervisors remain, a garden tile must touch the tile one stands on, unless the
    Supervisors are ignored (an Approval token)."""
    part = summer(state)
    if not part.supervisors or part.ignoring:
        return
    if not any(issubclass(kind, A.Build) for kind in set(map(type, options))):
        return  # no garden tile among the options (the set of their kinds is quick to make)
    near = supervised(state)
    kept = [o for o in options if not isinstance(o, A.Build) or (o.x, o.y) in near]
    if len(kept) < len(options) and part.eyes > 0:
        kept.append(IgnoreSupervisors())
    options[:] = kept


def _watchers_on_supervisors(state: GameState, watching: tuple[str, ...], options: list) -> None:
    """The Emperor's and the Lady's miniatures go only where a Supervisor stands; no other
    character goes there, not even by Free placement (SM23)."""
    taken = set(summer(state).supervisors)
    options[:] = [
        o
        for o in options
        if not (
            isinstance(o, A.PlaceCharacter)
            and (o.character in watching or (o.x, o.y, o.spot) in taken)
        )
    ]
    task = state.tasks[-1]
    own = [c for c in (state.player.active, task[1]) if c in watching]
    for character in own:
        options += [
            A.PlaceCharacter(character, x, y, spot, facing)
            for x, y, spot in summer(state).supervisors
            for facing in "NESW"
        ]


def _first_request(state: GameState, task: tuple) -> tuple[str, list]:
    name = rules.request_name(state, task[1])
    return f"Choose the Request marker the Request “{name}” replaces", [
        PlaceRequest(task[1], x, y) for x, y in sorted(summer(state).markers)
    ]


def _lay_first(state: GameState, action: PlaceRequest, events: Events) -> None:
    state.tasks.pop()
    rules.place_request(state, action.request, (action.x, action.y), events)


def _take_character(state: GameState, action: A.TakeCharacter, events: Events) -> None:
    part = summer(state)
    if action.character in part.watching:  # watching from afar: not refilled ([U6])
        part.watching.remove(action.character)
        state.char_display.append(action.character)
    BASE_HANDLERS[A.TakeCharacter](state, action, events)


def _discard_drawn(state: GameState, action: A.DiscardDrawn, events: Events) -> None:
    BASE_HANDLERS[A.DiscardDrawn](state, action, events)
    rules.exhaust(state, "no drawn decoration could be placed", events)


def _move_supervisor(state: GameState, action: MoveSupervisor, events: Events) -> None:
    part = summer(state)
    rules.exhaust(state, f"{state.player.name} moves a Supervisor", events)
    part.supervisors[part.supervisors.index((action.sx, action.sy, action.sspot))] = (
        action.x,
        action.y,
        action.spot,
    )
    events.append(
        Event(
            "supervisor",
            f"A Supervisor moves from {square(action.sx, action.sy)} to "
            f"{square(action.x, action.y)}",
            {"player": state.current, "spot": (action.x, action.y, action.spot)},
        )
    )


def _ignore(state: GameState, action: IgnoreSupervisors, events: Events) -> None:
    rules.exhaust(state, f"{state.player.name} ignores the Supervisors for the next tile", events)
    summer(state).ignoring = True


def _swap(state: GameState, action: SwapRequest, events: Events) -> None:
    part = summer(state)
    pos = (action.x, action.y)
    old = part.requests[pos]
    rules.exhaust(state, f"{state.player.name} swaps a Request tile", events)
    part.display[part.display.index(action.request)] = old
    part.requests[pos] = action.request
    events.append(
        Event(
            "request",
            f"At {square(*pos)} the Request “{rules.request_name(state, action.request)}” "
            f"replaces “{rules.request_name(state, old)}”, which goes to the display",
            {"player": state.current, "pos": pos},
        )
    )


def _place_request(state: GameState, action: PlaceRequest, events: Events) -> None:
    coins = rules.cost(state, "place_request")
    state.player.coins -= coins
    events.append(
        Event(
            "pay",
            f"{state.player.name} pays {coins} coins to lay a Request tile",
            {"player": state.current, "coins": -coins},
        )
    )
    summer(state).display.remove(action.request)
    rules.place_request(state, action.request, (action.x, action.y), events)
    rules.refill_display(state)


def _refresh_approval(state: GameState, action: RefreshApproval, events: Events) -> None:
    coins = rules.cost(state, "refresh_approval")
    state.player.coins -= coins
    rules.refresh(state, f"{state.player.name} pays {coins} coins", events)


def _complete(state: GameState, action: CompleteRequest, events: Events) -> None:
    rules.complete(state, (action.x, action.y), events)


# --- words and refusals ----------------------------------------------------------------------


def words(state: GameState, action: Any) -> str | None:
    """A button's words for one of Summer's options."""
    if isinstance(action, CompleteRequest):
        request = summer(state).requests[action.x, action.y]
        return f"Complete the Request “{rules.request_name(state, request)}”"
    if isinstance(action, MoveSupervisor):
        return (
            f"Move the Supervisor at {square(action.sx, action.sy)} to "
            f"{square(action.x, action.y)} (1 Approval)"
        )
    if isinstance(action, IgnoreSupervisors):
        return "Ignore the Supervisors for the next tile (1 Approval)"
    if isinstance(action, SwapRequest):
        return (
            f"Swap the Request at {square(action.x, action.y)} for "
            f"“{rules.request_name(state, action.request)}” (1 Approval)"
        )
    if isinstance(action, PlaceRequest):
        coins = 0 if state.tasks[-1][0] == FIRST_REQUEST else rules.cost(state, "place_request")
        price = f" ({coins} coins)" if coins else ""
        return (
            f"Lay the Request “{rules.request_name(state, action.request)}” at "
            f"{square(action.x, action.y)}{price}"
        )
    if isinstance(action, RefreshApproval):
        return f"Refresh an Approval token ({rules.cost(state, 'refresh_approval')} coins)"
    return None


def why_not(state: GameState, pending: Any, action: Any) -> str | None:
    """Summer's refusals, in a player's words."""
    part = summer(state)
    if (
        isinstance(action, A.Build)
        and part.supervisors
        and not part.ignoring
        and (action.x, action.y) not in supervised(state)
    ):
        return (
            "A garden tile must touch the tile a Supervisor stands on "
            "(or ignore the Supervisors for one Approval token)"
        )
    if isinstance(action, (MoveSupervisor, IgnoreSupervisors, SwapRequest)) and part.eyes == 0:
        return "No Approval token shows its eye"
    if isinstance(action, CompleteRequest):
        pos = (action.x, action.y)
        if pos not in part.requests:
            return "There is no Request tile there"
        if pos in part.completed:
            return "That Request is already completed"
        return (
            "That Request's condition is not met yet: "
            + rules.condition(state, part.requests[pos]).text()
        )
    if isinstance(action, (PlaceRequest, RefreshApproval)) and pending.kind in ("main", "post"):
        what = "place_request" if isinstance(action, PlaceRequest) else "refresh_approval"
        if state.player.coins < rules.cost(state, what):
            return f"That costs {rules.cost(state, what)} coins"
    return None
