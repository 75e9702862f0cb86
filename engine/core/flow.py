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

from engine.core.actions import Action
from engine.core.events import Decision, Event, IllegalAction
from engine.core.state import State

Events = list[Event]
GAME_OVER = Decision("game_over", (), "The game is over", ())


def decision(state: State) -> Decision:
    """The decision the game waits for now (kept on the state until it changes)."""
    cached = state._decision
    if cached is None:
        if state.over or not state.tasks:
            cached = GAME_OVER
        else:
            task = state.tasks[-1]
            secret = task[0] in state.ruleset.secret
            deciders = (state.current,)
            if secret:  # settling made the first decider still to choose the current player
                deciders = tuple(p for p in task[1] if p not in state.sealed)
            prompt, options = _options(state, task)
            cached = Decision(task[0], deciders, prompt, tuple(options), secret)
        state._decision = cached
    return cached


def _options(state: State, task: tuple) -> tuple[str, list[Action]]:
    """The prompt and options of ``task`` for the current player."""
    ruleset = state.ruleset
    prompt, options = ruleset.builders[task[0]](state, task)
    for hook in ruleset.hooks.extend_options:
        hook(state, task, options)
    return prompt, options


def options_for(state: State, player: int) -> list[Action]:
    """The options ``player`` has in the pending secret decision (whether they chose or not)."""
    current, state.current = state.current, player
    try:
        return _options(state, state.tasks[-1])[1]
    finally:
        state.current = current


def apply(state: State, action: Action) -> tuple[State, Events]:
    """Apply a legal action; returns the new state and what happened. The input is unchanged."""
    pending = _checked(state, action)
    new = state.clone()
    return new, _play(new, pending, action)


def apply_in_place(state: State, action: Action) -> Events:
    """Apply a legal action to ``state`` itself (for play-outs on a copy nobody else holds:
    the same handlers and checks as ``apply``, without a copy per action)."""
    return _play(state, _checked(state, action), action)


def _checked(state: State, action: Action) -> Decision:
    """The pending decision, once ``action`` is known to be one of its options."""
    pending = decision(state)
    try:
        legal = pending.offers(action)
    except TypeError:  # an unhashable field, as from a damaged record
        raise IllegalAction(f"That action is malformed: {action!r}.") from None
    if not legal:
        raise IllegalAction(state.ruleset.why_illegal(state, pending, action))
    return pending


def _play(state: State, pending: Decision, action: Action) -> Events:
    events: Events = []
    if pending.secret:
        _seal(state, pending, action, events)
    else:
        _handle(state, pending.kind, action, events)
    state.history = (state.history, action)
    settle(state, events)
    return events


def _handle(state: State, kind: str, action: Action, events: Events) -> None:
    ruleset = state.ruleset
    handler = ruleset.handlers.get((kind, type(action))) or ruleset.handlers[type(action)]
    before = ruleset.before_action(state, action)
    handler(state, action, events)
    ruleset.after_action(state, action, before)


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
        _handle(state, pending.kind, chosen[player], events)


def settle(state: State, events: Events) -> None:
    """Run automatic steps and skip steps with nothing to choose, until a decision is due."""
    state._decision = None
    ruleset = state.ruleset
    while state.tasks and not state.over:
        task = state.tasks[-1]
        if task[0] == "seat":  # the next decisions are this player's (end of game, out of turn)
            state.tasks.pop()
            state.current = task[1]
            ruleset.seated(state, task)
            state._decision = None
            continue
        if task[0] in ruleset.secret:
            state.current = next(p for p in task[1] if p not in state.sealed)
        auto = ruleset.auto.get(task[0])
        if auto is not None:
            state.tasks.pop()
            auto(state, events)
            continue
        if not decision(state).options:
            state.tasks.pop()
            state._decision = None
            text = ruleset.skip_texts.get(task[0], "Nothing to choose")
            events.append(Event("skipped", text, {"step": task[0]}))
            continue
        break
    ruleset.settled(state, events)
