"""Seasons part "Dragons" (digest 3.2, 2.4.4): each player's Dragon pawns reserve decoration
cards for later.

When a player chooses a decoration card in Place a Decoration they may put it under a free
Dragon pawn of theirs instead of placing it (no bonus now). On a later turn, as an optional
action, they activate it (place its decoration, take its bonus) or discard it. Outside Winter a
pawn reserves one card in the whole game; Winter (which bundles this part with ``winter: true``)
gives two pawns each in a two-player game, lets a pawn reserve again and puts pawns on its roof.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import BaseModel, PositiveInt

from engine.core.events import Decision, Event
from engine.tang_garden.actions import Action, PlaceDecoration
from engine.tang_garden.content.models import Model
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.options import choosable_cards, placeable_decorations
from engine.tang_garden.play import BASE_HANDLERS
from engine.tang_garden.scoring import card_gains
from engine.tang_garden.state import GameState

ID = "dragons"
RESERVED = 0.7  # share of a reserved card's worth computer players count before it is used
# (tuned on two-player Winter tournaments)


class DragonSettings(Model):
    pawns: PositiveInt  # Dragon pawns per player
    pawns_two_players_winter: PositiveInt  # in Winter with two players
    keeps_off: tuple[str, ...]  # decoration tags no Dragon reserves (Winter's Roof cards)


class DragonChoice(BaseModel):
    """How the scenario plays them (Winter bundles the part with ``winter: true``)."""

    model_config = {"extra": "forbid", "frozen": True}
    winter: bool = False


@dataclass(slots=True)
class Pawn:
    card: str | None = None  # the card reserved under it
    since: int = -1  # the turn number it was reserved on
    spent: bool = False  # outside Winter: it has reserved its one card
    corner: str | None = None  # Winter: the roof corner it stands on

    def clone(self) -> Pawn:
        return Pawn(self.card, self.since, self.spent, self.corner)

    def free(self) -> bool:
        return self.card is None and not self.spent and self.corner is None


@dataclass(slots=True)
class Dragons:
    pawns: list[list[Pawn]] = field(default_factory=list)  # per player

    def clone(self) -> Dragons:
        return Dragons([[p.clone() for p in own] for own in self.pawns])

    def to_dict(self) -> dict[str, Any]:
        return {
            "pawns": [
                [{"card": p.card, "spent": p.spent, "corner": p.corner} for p in own]
                for own in self.pawns
            ]
        }


@dataclass(frozen=True, slots=True)
class ReserveCard(Action):
    """Put the chosen decoration ``card`` under a free Dragon pawn instead of placing it."""

    kind: ClassVar[str] = "reserve_card"
    card: str


@dataclass(frozen=True, slots=True)
class ActivateReserved(Action):
    """Place the decoration of the reserved ``card`` on (x, y) and keep the card."""

    kind: ClassVar[str] = "activate_reserved"
    card: str
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class DiscardReserved(Action):
    """Discard the reserved ``card`` without effect."""

    kind: ClassVar[str] = "discard_reserved"
    card: str


class DragonsModule(Module):
    """Dragon pawns that reserve decoration cards."""

    id = ID
    Settings = DragonSettings
    Options = DragonChoice
    actions = (ReserveCard, ActivateReserved, DiscardReserved)

    def new_state(self) -> Dragons:
        return Dragons()

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (SetupStep("dragons", self._deal, after="6"),)

    def _deal(self, state: GameState, rand: random.Random) -> None:
        """6.1 Dragon pawns for every player."""
        count = self.settings.pawns
        if self.options.winter and len(state.players) == 2:
            count = self.settings.pawns_two_players_winter
        self.of(state).pawns = [[Pawn() for _ in range(count)] for _ in state.players]

    def own(self, state: GameState, player: int | None = None) -> list[Pawn]:
        return self.of(state).pawns[state.current if player is None else player]

    def reservable(self, state: GameState, card: str) -> bool:
        tags = state.catalog.card_type[card].tags
        return not set(tags) & set(self.settings.keeps_off)

    # --- options -------------------------------------------------------------------------------

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        kind = task[0]
        if kind == "choose_decoration" and any(p.free() for p in self.own(state)):
            options += [ReserveCard(c) for c in choosable_cards(state) if self.reservable(state, c)]
        elif kind in ("main", "post", "dragon_card"):
            options += self.reserved_options(state, now=kind == "dragon_card")

    def reserved_options(self, state: GameState, now: bool = False) -> list[Action]:
        """Activating or discarding the reserved cards (on a later turn, unless ``now``)."""
        out: list[Action] = []
        for pawn in self.own(state):
            if pawn.card is None or (pawn.since >= state.turn_number and not now):
                continue
            places = placeable_decorations(state, [pawn.card])
            out += [ActivateReserved(p.card, p.x, p.y) for p in places]
            out.append(DiscardReserved(pawn.card))
        return out

    def bot_terms(self, state: GameState, player: int) -> float:
        """A card reserved under a Dragon is a share of what it adds to the player's decoration
        cards, and its bonus (about a coin), once it is placed."""
        held = [p.card for p in self.of(state).pawns[player] if p.card is not None]
        if not held:
            return 0.0
        kinds = [state.catalog.card_type[c].id for c in held]
        gains = card_gains(state, player, set(kinds))
        return RESERVED * sum(gains[k] + 1 for k in kinds)

    def handlers(self) -> dict[Any, Any]:
        return {
            ReserveCard: self._reserve,
            ActivateReserved: self._activate,
            DiscardReserved: self._discard,
        }

    def decisions(self) -> dict[str, Any]:
        return {"dragon_card": self._dragon_card}

    def _dragon_card(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        return "Your Dragon flies to the roof: place or discard the card it reserved", []

    def _reserve(self, state: GameState, action: ReserveCard, events: Events) -> None:
        task = state.tasks.pop()
        if not any(hook(state, action.card) for hook in state.hooks.take_card):
            state.drawn.remove(action.card)
        pawn = next(p for p in self.own(state) if p.free())
        pawn.card, pawn.since = action.card, state.turn_number
        state.turn.progress = True
        name = state.catalog.card_type[action.card].name
        events.append(
            Event(
                "reserve_card",
                f"{state.player.name} reserves {words.article(name)} card under a Dragon",
                {"player": state.current, "card": action.card, "face_up": (action.card,)},
            )
        )
        if task[1] > 0:
            state.tasks.append(("choose_decoration", task[1] - 1, False))

    def _release(self, state: GameState, card: str) -> Pawn:
        pawn = next(p for p in self.own(state) if p.card == card)
        pawn.card = None
        pawn.spent = not self.options.winter  # outside Winter: one card per pawn and game
        if state.tasks and state.tasks[-1][0] == "dragon_card":
            state.tasks.pop()
        return pawn

    def take_card(self, state: GameState, card: str) -> bool:
        pawns = self.of(state).pawns
        if state.current < len(pawns) and any(p.card == card for p in self.own(state)):
            self._release(state, card)
            return True
        return False

    def _activate(self, state: GameState, action: ActivateReserved, events: Events) -> None:
        events.append(
            Event(
                "activate",
                f"{state.player.name} takes the card back from under a Dragon",
                {"player": state.current, "card": action.card},
            )
        )
        if state.tasks[-1][0] == "dragon_card":
            state.tasks.pop()
        state.tasks.append(("choose_decoration", 0, False))  # placed as a chosen card is
        BASE_HANDLERS[PlaceDecoration](
            state, PlaceDecoration(action.card, action.x, action.y), events
        )

    def _discard(self, state: GameState, action: DiscardReserved, events: Events) -> None:
        self._release(state, action.card)
        state.deco_discard.append(action.card)
        events.append(
            Event(
                "discard_reserved",
                f"{state.player.name} discards the card reserved under a Dragon",
                {"player": state.current, "card": action.card},
            )
        )

    # --- what players see and what the rules check ---------------------------------------------

    def option_words(self, state: GameState, action: Action) -> str | None:
        if isinstance(action, ReserveCard):
            return f"Reserve the {state.catalog.card_type[action.card].name} under a Dragon"
        if isinstance(action, DiscardReserved):
            return f"Discard the reserved {state.catalog.card_type[action.card].name}"
        return None

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if isinstance(action, ReserveCard) and not any(p.free() for p in self.own(state)):
            return "None of your Dragons is free to reserve a card."
        if isinstance(action, ReserveCard) and not self.reservable(state, action.card):
            return "That card cannot be reserved."
        if isinstance(action, (ActivateReserved, DiscardReserved)):
            pawn = next((p for p in self.own(state) if p.card == action.card), None)
            if pawn is None:
                return "None of your Dragons reserves that card."
            if pawn.since >= state.turn_number and pending.kind != "dragon_card":
                return "A reserved card is used on a later turn."
        return None

    def holds(self, state: GameState) -> dict[str, list[str]]:
        return {
            "cards": [p.card for own in self.of(state).pawns for p in own if p.card is not None]
        }

    def face_up(self, state: GameState) -> list[str]:
        return self.holds(state)["cards"]

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        return self.of(state).to_dict()
