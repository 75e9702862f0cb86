"""Seasons, Flying lanterns outside Spring: Lantern cards go face down into the Hong Bao envelope
(their values dealt unseen at setup, never in any player's view), each placing a flying lantern
and paying a coin; at the end whoever's characters see the most different lanterns gains the
lowest value in the envelope (tied players share it, rounded down)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from pydantic import NonNegativeInt, PositiveInt

import engine.tang_garden.modules.flying_lanterns.kinds  # noqa: F401  (its kinds register)
from engine.core.events import Event
from engine.core.view import Hidden
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.content.base import Id
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import gain_coins
from engine.tang_garden.kinds.words import coins, counted, either
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.scoring import PlayerScore, seen_by, visible_decorations
from engine.tang_garden.state import GameState

ID = "flying-lanterns"
CATEGORY = "hong_bao"


class LanternSettings(Model):
    coins: NonNegativeInt  # for choosing a Lantern card
    values: tuple[PositiveInt, ...]  # the hidden values, one per Lantern card
    icon: Id  # landscape icons that count as lanterns seen


@dataclass(slots=True)
class HongBao:
    values: dict[str, int] = field(default_factory=dict)  # Lantern card -> its hidden value
    envelope: list[str] = field(default_factory=list)  # Lantern cards in it, face down

    def clone(self) -> HongBao:
        return HongBao(dict(self.values), self.envelope[:])

    def to_dict(self) -> dict[str, Any]:
        return {"values": dict(self.values), "envelope": list(self.envelope)}


def _is_lantern(state: GameState, decoration: str) -> bool:
    return state.catalog.decoration_types[decoration].scoring.kind == "envelope"


class FlyingLanterns(Module):
    id = ID
    Settings = LanternSettings

    def new_state(self) -> HongBao:
        return HongBao()

    def wakes_icons(self) -> tuple[str, ...]:
        """The night landscapes' Lantern icons count while the Flying Lanterns are in play."""
        return (self.settings.icon,)

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (SetupStep("hidden-values", self._deal_values, after="4"),)

    def _deal_values(self, state: GameState, rand: random.Random) -> None:
        """The values on the Lantern cards' hidden halves, unseen by everyone."""
        cards = sorted(c for c, t in state.catalog.card_type.items() if _is_lantern(state, t.id))
        values = list(self.settings.values)
        if len(values) != len(cards):
            raise ValueError(f"{self.name}: {len(values)} values for {len(cards)} Lantern cards")
        rand.shuffle(values)
        self.of(state).values = dict(zip(cards, values, strict=True))

    # --- choosing a Lantern card ---------------------------------------------------------------

    def take_collected_card(self, state: GameState, card: str) -> bool:
        if not _is_lantern(state, state.catalog.card_type[card].id):
            return False
        self.of(state).envelope.append(card)
        return True

    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        if not _is_lantern(state, state.decorations[pos]):
            return
        inside = len(self.of(state).envelope)
        events.append(
            Event(
                "hong_bao",
                f"{state.player.name} slips the Lantern card face down into the Hong Bao "
                f"envelope (it holds {counted(inside, 'card')}, values unseen)",
                {"player": state.current, "envelope": inside},
            )
        )
        gain_coins(state, state.current, self.settings.coins, "a Lantern card", events)

    def holds(self, state: GameState) -> dict[str, list[str]]:
        return {"cards": list(self.of(state).envelope)}

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        """The Lantern cards' values, unseen by everyone until the end."""
        values = self.of(state).values
        if state.over:
            return []
        cards = sorted(values)
        return [
            Hidden(
                "hong-bao-values",
                [values[c] for c in cards],
                len(cards),
                put=lambda dealt: values.update(zip(cards, dealt, strict=True)),
            )
        ]

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        """How many cards the envelope holds; their values only once the game is over."""
        part = self.of(state)
        shown: dict[str, Any] = {"envelope": len(part.envelope)}
        if state.over:
            shown["values"] = sorted(part.values[c] for c in part.envelope)
        return shown

    # --- the end -------------------------------------------------------------------------------

    def lanterns_seen(self, state: GameState) -> list[int]:
        """Per player, the different flying lanterns (and lantern icons) their characters see."""
        visible = visible_decorations(state)
        seen: list[set[Any]] = [set() for _ in state.players]
        for (x, y, _), mini in state.minis.items():
            if not 0 <= mini.owner < len(seen):
                continue
            for pos in seen_by(state, (x, y), mini):
                if pos in visible and _is_lantern(state, state.decorations[pos]):
                    seen[mini.owner].add(pos)
            side = SIDES[mini.facing]
            for sid, tile in state.slots.items():
                if tile is None or state.catalog.slots[sid].side != side:
                    continue
                icons = enumerate(state.catalog.landscapes[tile].icons)
                seen[mini.owner].update((sid, k) for k, i in icons if i == self.settings.icon)
        return [len(s) for s in seen]

    def winners(self, state: GameState) -> tuple[list[int], int]:
        """Who gains the envelope, and how many coins each."""
        part = self.of(state)
        seen = self.lanterns_seen(state)
        best = max(seen, default=0)
        if not part.envelope or best == 0:
            return [], 0
        tied = [i for i, n in enumerate(seen) if n == best]
        lowest = min(part.values[c] for c in part.envelope)
        return tied, lowest // len(tied)

    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        tied, share = self.winners(state)
        score.categories[CATEGORY] = share if score.player in tied else 0

    def on_final_score(self, state: GameState, events: Events) -> None:
        part = self.of(state)
        values = sorted(part.values[c] for c in part.envelope)
        if not values:
            events.append(Event("hong_bao", "The Hong Bao envelope is empty"))
            return
        opened = f"The Hong Bao envelope is opened: {either([str(v) for v in values], 'and')}"
        tied, share = self.winners(state)
        seen = self.lanterns_seen(state)
        if not tied:
            text = f"{opened}; no character sees a flying lantern, so nobody gains it"
        else:
            names = either([state.players[i].name for i in tied], "and")
            lanterns = counted(seen[tied[0]], "flying lantern")
            if len(tied) == 1:
                text = (
                    f"{opened}; {names}'s characters see the most ({lanterns}): {names} gains "
                    f"{coins(share)}, the lowest card"
                )
            else:
                text = (
                    f"{opened}; {names} tie with {lanterns} seen and share the lowest card, "
                    f"{values[0]}: {coins(share)} each"
                )
        events.append(Event("hong_bao", text, {"values": values, "winners": tied}))
