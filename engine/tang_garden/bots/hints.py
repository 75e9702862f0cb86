"""Hints: what the Hard player would do now, with its expected gain, in a player's words."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.bots.worlds import determinize
from engine.core.flow import Position, apply, play, position
from engine.tang_garden.actions import Action, EndTurn
from engine.tang_garden.bots.evaluate import values
from engine.tang_garden.bots.levels import finish_turn
from engine.tang_garden.bots.search import HardBot, style_for
from engine.tang_garden.game import option_words
from engine.tang_garden.kinds.words import coins
from engine.tang_garden.state import GameState

WORLDS = 8  # worlds dealt to tell an option's worth, and its words when it may draw unseen


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested option, its worth in coins by the end of the turn, and a sentence."""

    action: Action
    gain: float
    words: str


def hint(state: GameState, seed: int = 0, budget: int | None = None) -> Hint:
    """What Hard would do now for the player to decide (``decision(state).player``), with what
    it is worth (``worth``)."""
    here = position(state)
    verdict = HardBot(seed, budget).search(here, gain=False)
    gain = worth(state, verdict.action)
    return Hint(verdict.action, gain, _words(here, verdict.action, gain))


def worth(state: GameState, action: Action) -> float:
    """What ``action`` is worth to the player deciding, in coins by the end of their turn: the
    mean over ``WORLDS`` worlds dealt from their view of their value (as Hard judges it) after
    the option and the rest of their turn played greedily, less their value before it.

    Every option and every asking use the same worlds, so values are on one scale: the same
    position gives the same value, and drawing cards is worth what placing what may be drawn
    is worth on average (never one lucky deal)."""
    here = position(state)
    me, turn = here.decision.player, state.turn_number
    assert me is not None  # a hint is asked for a decision
    weights = style_for(len(state.players)).weights
    rand = random.Random(0)
    total = 0.0
    for _ in range(WORLDS):
        world = position(determinize(state, me, rand))
        after = finish_turn(play(world, action)[0], me, turn, weights)
        total += values(after.state, weights)[me] - values(world.state, weights)[me]
    return total / WORLDS


def _words(here: Position, action: Action, gain: float) -> str:
    """The option as the log would tell it, the player's name left out, and what it is worth."""
    state, pending = here.state, here.decision
    player = pending.player
    assert player is not None  # a hint is asked for a decision
    name = state.players[player].name
    told = option_words(state, action) or ""
    if isinstance(action, EndTurn):
        told = "End your turn"
    elif not told:
        rand = random.Random(0)
        dealt = {_told(determinize(state, player, rand), action) for _ in range(WORLDS)}
        # words that change with the dealt world would name what an unseen draw brings
        told = dealt.pop() if len(dealt) == 1 else pending.prompt
    if told.startswith(name + " "):
        verb, _, rest = told[len(name) + 1 :].partition(" ")
        told = f"{_imperative(verb).capitalize()} {rest}".strip()
    elif told.startswith("You "):  # the solo log speaks to the player
        told = told[4:5].upper() + told[5:]
    told = told or pending.prompt
    rounded = round(gain)
    if rounded > 0:
        said = f"worth about {coins(rounded)} this turn"
    elif rounded < 0:
        said = f"the least loss: about {coins(-rounded)} this turn"
    else:
        said = "about even this turn"
    return f"{told.rstrip('.')}: {said}."


def _told(world: GameState, action: Action) -> str:
    """The log's first words for ``action`` in a dealt world."""
    _, events = apply(world, action)
    return next((e.text for e in events if e.text), "")


def _imperative(verb: str) -> str:
    """ "draws" -> "draw", "passes" -> "pass", "carries" -> "carry" (the log's verbs)."""
    if verb.endswith(("sses", "shes", "ches", "xes")):
        return verb[:-2]
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    return verb[:-1] if verb.endswith("s") else verb
