"""Hints: what the Hard player would do now, with its expected gain, in a player's words."""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.bots.worlds import determinize
from engine.core.flow import Position, apply, position
from engine.tang_garden.actions import Action, EndTurn
from engine.tang_garden.bots.search import HardBot
from engine.tang_garden.game import option_words
from engine.tang_garden.kinds.words import coins
from engine.tang_garden.state import GameState

WORLDS = 8  # worlds dealt to tell the words of an option that may draw something unseen


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested option, its expected gain in coins (over the coming round), and a sentence."""

    action: Action
    gain: float
    words: str


def hint(state: GameState, seed: int = 0, budget: int | None = None) -> Hint:
    """What Hard would do now for the player to decide (``decision(state).player``)."""
    here = position(state)
    verdict = HardBot(seed, budget).search(here)
    return Hint(verdict.action, verdict.gain, _words(here, verdict.action, verdict.gain))


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
        worth = f"worth about {coins(rounded)} by your next turn"
    elif rounded < 0:
        worth = f"the least loss: about {coins(-rounded)} by your next turn"
    else:
        worth = "about even by your next turn"
    return f"{told.rstrip('.')}: {worth}."


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
