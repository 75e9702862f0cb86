"""Hints: what Hard would do now, with its expected lead, in a player's words."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.actions import Action
from engine.core.flow import decision
from engine.sanssouci.bots.levels import HardBot
from engine.sanssouci.state import SansState
from engine.sanssouci.words import option_words


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested option, the lead it leaves (points and promise) and a sentence."""

    action: Action
    gain: float
    words: str


def hint(state: SansState, seed: int = 0, budget: int | None = None) -> Hint:
    """What Hard would do now for the player to decide."""
    judged = HardBot(seed, budget).judge(state)
    lead, action = judged[0]
    pending = decision(state)
    told = option_words(state, action) or pending.prompt
    worth = f"your lead after it: about {round(lead)}" if round(lead) else "about even after it"
    return Hint(action, lead, f"{told} ({worth})")
