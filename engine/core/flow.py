"""The flow every game shares: the decision due now, applying one of its options, and settling
the automatic steps until the next decision.

A game's rules are tables in its ruleset: decision builders, handlers and automatic steps by
task name, plus a few flow hooks (``Ruleset``). The top task of ``state.tasks`` says what is due:
``("seat", player, ...)`` passes the next decisions to ``player``; an automatic step runs by
itself; any other task is a decision, skipped when it has no option. A task whose name the
ruleset calls secret, ``(name, deciders)``, is one decision for several players: each chooses in
turn without seeing the others' choices, which are applied together, in the deciders' order,
once the last has chosen.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import Action, Concede
from engine.core.events import Decision, Event, IllegalAction
from engine.core.state import State

Events = list[Event]
GAME_OVER = Decision("game_over", (), "The game is over", ())


@dataclass(slots=True)
class Position:
    """A state and the decision it waits for, built once: what ``play`` returns, for whoever
    reads the decision more than once (a screen every frame, a computer player at every step).
    Nothing is kept on the state: after changing a state by hand, ask ``position(state)``. Not
    to be changed once made (not frozen only because frozen values are slower to make)."""

    state: State
    decision: Decision


def decision(state: State) -> Decision:
    """The decision the game waits for now, built from the state as it is."""
    if state.over or not state.tasks:
        return GAME_OVER
    task = state.tasks[-1]
    ruleset = state.ruleset
    prompt, options = ruleset.builders[task[0]](state, task)
    for hook in ruleset.hooks.extend_options:
        hook(state, task, options)
    if task[0] in ruleset.secret:  # settling made the first decider still to choose current
        deciders = tuple(p for p in task[1] if p not in state.sealed)
        return Decision(task[0], deciders, prompt, tuple(options), True)
    return Decision(task[0], (state.current,), prompt, tuple(options), False)


def position(state: State) -> Position:
    """``state`` with the decision it waits for."""
    return Position(state, decision(state))


def options_for(state: State, player: int) -> list[Action]:
    """The options ``player`` has in the pending secret decision (whether they chose or not)."""
    current, state.current = state.current, player
    try:
        return list(decision(state).options)
    finally:
        state.current = current


def apply(state: State, action: Action) -> tuple[State, Events]:
    """Apply a legal action; returns the new state and what happened. The input is unchanged."""
    after, events = play(position(state), action)
    return after.state, events


def play(here: Position, action: Action) -> tuple[Position, Events]:
    """``apply`` from a position: the action is checked against its decision, and the new
    position carries the next decision (built once, while settling)."""
    _check(here, action)
    new = here.state.clone()
    return _play(new, here.decision, action)


def play_in_place(here: Position, action: Action) -> tuple[Position, Events]:
    """``play`` on the position's state itself (for play-outs on a copy nobody else holds:
    the same handlers and checks, without a copy per action)."""
    _check(here, action)
    return _play(here.state, here.decision, action)


def _check(here: Position, action: Action) -> None:
    """Raise IllegalAction, with the game's reason, unless ``action`` is one of the options."""
    pending = here.decision
    if type(action) is Concede and here.state.ruleset.concedes and pending.deciders:
        return  # the one choosing now may give the game up at any decision
    try:
        legal = pending.offers(action)
    except TypeError:  # an unhashable field, as from a damaged record
        raise IllegalAction(f"That action is malformed: {action!r}.") from None
    if not legal:
        raise IllegalAction(here.state.ruleset.why_illegal(here.state, pending, action))


def _play(state: State, pending: Decision, action: Action) -> tuple[Position, Events]:
    events: Events = []
    if type(action) is Concede:
        state.ruleset.concede(state, pending.deciders[0], events)
    elif pending.secret:
        _seal(state, pending, action, events)
    else:
        state.ruleset.handle(state, pending.kind, action, events)
    state.history = (state.history, action)
    return Position(state, settle(state, events)), events


def _seal(state: State, pending: Decision, action: Action, events: Events) -> None:
    """Keep a secret choice; once every decider has chosen, apply them all in their order."""
    state.sealed[pending.deciders[0]] = action
    events.append(state.ruleset.sealed_event(state, pending))
    if len(pending.deciders) > 1:
        return
    task = state.tasks.pop()
    chosen, state.sealed = state.sealed, {}
    for player in task[1]:
        state.current = player
        state.ruleset.handle(state, pending.kind, chosen[player], events)


def settle(state: State, events: Events) -> Decision:
    """Run automatic steps and skip steps with nothing to choose, until a decision is due;
    returns it."""
    ruleset = state.ruleset
    pending = GAME_OVER
    while state.tasks and not state.over:
        task = state.tasks[-1]
        if task[0] == "seat":  # the next decisions are this player's (end of game, out of turn)
            state.tasks.pop()
            state.current = task[1]
            ruleset.seated(state, task)
            continue
        if task[0] in ruleset.secret:
            state.current = next(p for p in task[1] if p not in state.sealed)
        auto = ruleset.auto.get(task[0])
        if auto is not None:
            state.tasks.pop()
            auto(state, events)
            continue
        pending = decision(state)
        if not pending.options:
            state.tasks.pop()
            pending = GAME_OVER
            text = ruleset.skip_texts.get(task[0], "Nothing to choose")
            events.append(Event("skipped", text, {"step": task[0]}))
            continue
        break
    ruleset.settled(state, events)
    return pending
