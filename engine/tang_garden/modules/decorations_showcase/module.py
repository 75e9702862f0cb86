"""Web scenario "Decorations Showcase": face-up decoration cards to choose from."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from pydantic import PositiveInt

from engine.core.events import Event
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import draw_decorations
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.state import GameState

ID = "decorations-showcase"


class ShowcaseSettings(Model):
    size: PositiveInt  # face-up cards in the showcase


@dataclass(slots=True)
class Showcase:
    cards: list[str] = field(default_factory=list)  # face up, in the order dealt
    taken: bool = False  # a showcase card was taken in this action

    def clone(self) -> Showcase:
        return Showcase(self.cards[:], self.taken)

    def to_dict(self) -> dict[str, Any]:
        return {"cards": list(self.cards), "taken": self.taken}


class DecorationsShowcase(Module):
    """Place a Decoration chooses among the drawn cards and the showcase (one showcase card)."""

    id = ID
    Settings = ShowcaseSettings

    def new_state(self) -> Showcase:
        return Showcase()

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (SetupStep("showcase", self._deal, after="4"),)

    def _deal(self, state: GameState, rand: random.Random) -> None:
        showcase = self.of(state)
        while len(showcase.cards) < self.settings.size and state.deco_deck:
            showcase.cards.append(state.deco_deck.pop())

    def auto_steps(self) -> dict[str, Any]:
        return {"showcase_refill": self._refill}

    def _refill(self, state: GameState, events: Events) -> None:
        """The end of the action: the taken card is replaced from the deck."""
        showcase = self.of(state)
        showcase.taken = False
        missing = self.settings.size - len(showcase.cards)
        hand = state.drawn
        state.drawn = []  # draw into an empty hand, then give the cards to the showcase
        new = draw_decorations(state, missing, events)
        showcase.cards += state.drawn
        state.drawn = hand
        if missing:
            data = {"cards": showcase.cards, "face_up": tuple(new)}
            events.append(Event("showcase", "The showcase is refilled", data))

    def extra_cards(self, state: GameState) -> list[str]:
        showcase = self.of(state)
        return [] if showcase.taken else list(showcase.cards)

    def take_card(self, state: GameState, card: str) -> bool:
        showcase = self.of(state)
        if showcase.taken or card not in showcase.cards:
            return False
        showcase.cards.remove(card)
        showcase.taken = True
        state.tasks.append(("showcase_refill",))
        return True

    def holds(self, state: GameState) -> dict[str, list[str]]:
        return {"cards": list(self.of(state).cards)}

    def face_up(self, state: GameState) -> list[str]:
        return list(self.of(state).cards)
