"""Summer's rules that several moments share: its numbers, Approval exhausted and refreshed,
Request tiles placed, swapped and completed, the team's victory and defeat."""

from __future__ import annotations

from typing import Any

from engine.core.events import Event
from engine.tang_garden.kinds.words import square
from engine.tang_garden.module import Events
from engine.tang_garden.modules.summer.geometry import summer
from engine.tang_garden.modules.summer.result import TeamResult
from engine.tang_garden.modules.summer.slice import ID, Pos
from engine.tang_garden.play import end_now
from engine.tang_garden.state import GameState

ALL_COMPLETED = "all eight Request tiles are completed"
NO_APPROVAL = "an Approval token had to be exhausted and none showed its eye"
DECK_EMPTY = "the decoration deck ran out at the end of a turn"
STALLED = "the garden could not grow any further"


def module(state: GameState) -> Any:
    """The Summer module of ``state``'s ruleset."""
    return state.ruleset.by_id[ID]


def settings(state: GameState) -> Any:
    return module(state).settings


def solo(state: GameState) -> bool:
    return len(state.players) == 1


def cost(state: GameState, what: str) -> int:
    """Coins an action costs (``place_request`` or ``refresh_approval``): more in the solo game."""
    costs = settings(state).costs
    return getattr(costs, f"{what}_solo" if solo(state) else what)


def request_name(state: GameState, request: str) -> str:
    return settings(state).requests_by_id[request].name


def condition(state: GameState, request: str) -> Any:
    return settings(state).requests_by_id[request].condition


def team_result(state: GameState, victory: bool, cause: str) -> TeamResult:
    part = summer(state)
    return TeamResult(
        victory,
        cause,
        len(state.players),
        len(part.completed),
        part.eyes,
        module(state).options.difficulty,
    )


def lose(state: GameState, cause: str, events: Events) -> None:
    """The team loses at once."""
    end_now(state, team_result(state, False, cause), cause, events)


def exhaust(state: GameState, why: str, events: Events) -> None:
    """Flip an Approval token to its exhausted side; with none showing its eye the team loses."""
    part = summer(state)
    if part.eyes == 0:
        events.append(Event("approval", f"An Approval token must be exhausted ({why})"))
        lose(state, NO_APPROVAL, events)
        return
    part.eyes -= 1
    events.append(
        Event(
            "approval",
            f"Approval lost: {why}. {_left(part.eyes)}",
            {"player": state.current, "approval": part.eyes},
        )
    )


def refresh(state: GameState, why: str, events: Events) -> None:
    """Turn an exhausted Approval token eye side up again (if there is one)."""
    part = summer(state)
    if part.eyes >= part.tokens:
        return
    part.eyes += 1
    events.append(Event("approval", f"Approval regained: {why}. {_left(part.eyes)}"))


def _left(eyes: int) -> str:
    return (
        "No Approval token shows its eye"
        if eyes == 0
        else f"{eyes} Approval token{'s' * (eyes != 1)} left"
    )


def complete(state: GameState, pos: Pos, events: Events) -> None:
    """Mark a met Request tile complete, refresh an Approval token, and win with the last."""
    part = summer(state)
    part.completed.append(pos)
    name = request_name(state, part.requests[pos])
    text = condition(state, part.requests[pos]).text()
    events.append(
        Event(
            "request",
            f"{state.player.name} completes the Request “{name}” ({text}): "
            f"{len(part.completed)} of {len(settings(state).request_spaces)} done",
            {"player": state.current, "pos": pos},
        )
    )
    refresh(state, f"the Request “{name}” is completed", events)
    if len(part.completed) == len(settings(state).request_spaces):
        end_now(state, team_result(state, True, ALL_COMPLETED), ALL_COMPLETED, events)


def place_request(state: GameState, request: str, pos: Pos, events: Events) -> None:
    """Put ``request`` on the Request marker's space ``pos``; the marker goes beside the
    display."""
    part = summer(state)
    part.markers.remove(pos)
    part.requests[pos] = request
    events.append(
        Event(
            "request",
            f"{state.player.name} lays the Request “{request_name(state, request)}” at "
            f"{square(*pos)}: {condition(state, request).text()}",
            {"player": state.current, "pos": pos, "request": request},
        )
    )


def refill_display(state: GameState) -> None:
    part = summer(state)
    while len(part.display) < settings(state).display_size and part.pile:
        part.display.append(part.pile.pop())
