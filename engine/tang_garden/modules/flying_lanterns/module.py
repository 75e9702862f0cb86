"""Seasons, Flying lanterns: Lantern cards go face down into the Hong Bao envelope (their values
dealt unseen at setup), each placing a flying lantern and paying a coin; at the end whoever's
characters see the most different lanterns gains the lowest value in the envelope (tied players
share it, rounded down). Outside Spring nobody sees a value before the end. The Spring mode
(option ``spring``, digest 2.5): one card lies in the envelope from the start, unseen; a card's
chooser sees its value (no one else does); the winner gains the sum of the values."""

from __future__ import annotations

import math
import random
from typing import Any

from pydantic import NonNegativeInt, PositiveInt

import engine.tang_garden.modules.flying_lanterns.kinds  # noqa: F401  (its kinds register)
from engine.core.events import Event
from engine.core.view import UNSEEN, Hidden
from engine.tang_garden.actions import Action, DiscardDrawn, PlaceDecoration
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.content.base import Id
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import gain_coins
from engine.tang_garden.kinds.registries import BONUSES
from engine.tang_garden.kinds.words import coins, counted, either
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.flying_lanterns.actions import SlipLanternCard
from engine.tang_garden.modules.flying_lanterns.slice import ID, EnvelopeMode, HongBao
from engine.tang_garden.options import choosable_cards
from engine.tang_garden.scoring import PlayerScore, seen_by, visible_decorations
from engine.tang_garden.state import GameState

CATEGORY = "hong_bao"
LEADS = 2.5  # lanterns by which a lead may still change, per unit of a computer's foresight


class LanternSettings(Model):
    coins: NonNegativeInt  # for choosing a Lantern card
    values: tuple[PositiveInt, ...]  # the hidden values, one per Lantern card
    icon: Id  # landscape icons that count as lanterns seen


def _is_lantern(state: GameState, decoration: str) -> bool:
    return state.catalog.decoration_types[decoration].scoring.kind == "envelope"


class FlyingLanterns(Module):
    id = ID
    Settings = LanternSettings
    Options = EnvelopeMode
    actions = (SlipLanternCard,)

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
        if self.options.spring:  # 2.5 step 4: one Lantern card into the envelope, unseen
            deck = state.deco_deck
            card = rand.choice(sorted(c for c in deck if c in self.of(state).values))
            deck.remove(card)
            self.of(state).envelope.append(card)

    # --- choosing a Lantern card ---------------------------------------------------------------

    def take_collected_card(self, state: GameState, card: str) -> bool:
        if not _is_lantern(state, state.catalog.card_type[card].id):
            return False
        self.of(state).envelope.append(card)
        self.of(state).chosen[card] = state.current
        return True

    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        if not _is_lantern(state, state.decorations[pos]):
            return
        inside = len(self.of(state).envelope)
        unseen = "its value seen by them alone" if self.options.spring else "values unseen"
        events.append(
            Event(
                "hong_bao",
                f"{state.player.name} slips the Lantern card face down into the Hong Bao "
                f"envelope (it holds {counted(inside, 'card')}, {unseen})",
                {"player": state.current, "envelope": inside},
            )
        )
        gain_coins(state, state.current, self.settings.coins, "a Lantern card", events)

    # --- Spring: a Lantern card with no flying lantern to place (SP11) ------------------------

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        """In Spring a drawn Lantern card may be kept even when no flying lantern can be placed
        (none left, or no free area): it still goes into the envelope with its coin and step."""
        if not self.options.spring or task[0] != "choose_decoration":
            return
        placeable = {o.card for o in options if isinstance(o, PlaceDecoration)}
        slips = [
            SlipLanternCard(card)
            for card in choosable_cards(state)
            if card not in placeable and _is_lantern(state, state.catalog.card_type[card].id)
        ]
        if slips:
            options[:] = [o for o in options if not isinstance(o, DiscardDrawn)] + slips

    def handlers(self) -> dict[Any, Any]:
        return {SlipLanternCard: self._slip}

    def option_words(self, state: GameState, action: Action) -> str | None:
        if isinstance(action, SlipLanternCard):
            return "Keep the Lantern card (no flying lantern can be placed)"
        return None

    def _slip(self, state: GameState, action: SlipLanternCard, events: Events) -> None:
        """The card is chosen as usual, without its piece: the envelope, a coin, its step."""
        task = state.tasks.pop()
        if not any(hook(state, action.card) for hook in state.hooks.take_card):
            state.drawn.remove(action.card)
        claimed = any(hook(state, action.card) for hook in state.hooks.take_collected_card)
        assert claimed  # this module keeps every Lantern card in the envelope
        events.append(
            Event(
                "hong_bao",
                f"{state.player.name} keeps a Lantern card with no flying lantern to place and "
                f"slips it into the Hong Bao envelope (it holds "
                f"{counted(len(self.of(state).envelope), 'card')}, its value seen by them alone)",
                {"player": state.current, "envelope": len(self.of(state).envelope)},
            )
        )
        gain_coins(state, state.current, self.settings.coins, "a Lantern card", events)
        if task[1] > 0:
            state.tasks.append(("choose_decoration", task[1] - 1, False))
        BONUSES[state.catalog.cards[action.card].bonus].apply(state, state.current, events)

    def holds(self, state: GameState) -> dict[str, list[str]]:
        return {"cards": list(self.of(state).envelope)}

    def known(self, state: GameState, viewer: int | None) -> list[str]:
        """The Lantern cards whose value ``viewer`` saw: in Spring, those they chose."""
        if not self.options.spring or viewer is None:
            return []
        part = self.of(state)
        return sorted(c for c in part.envelope if part.chosen.get(c) == viewer)

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        """The Lantern cards' values ``viewer`` has not seen, until the end."""
        values = self.of(state).values
        if state.over:
            return []
        known = set(self.known(state, viewer))
        cards = sorted(c for c in values if c not in known)
        return [
            Hidden(
                "hong-bao-values",
                [values[c] for c in cards],
                len(cards),
                put=lambda dealt: values.update(zip(cards, dealt, strict=True)),
            )
        ]

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        """How many cards the envelope holds; their values only once the game is over (in Spring
        the viewer also sees the values of the cards they chose)."""
        part = self.of(state)
        shown: dict[str, Any] = {"envelope": len(part.envelope)}
        if state.over:
            shown["values"] = sorted(part.values[c] for c in part.envelope)
        elif self.options.spring:
            shown["yours"] = sorted(part.values[c] for c in self.known(state, viewer))
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
        return tied, self.prize(state) // len(tied)

    def prize(self, state: GameState) -> int:
        """What the envelope pays its winner: the sum of its values in Spring, the lowest
        otherwise (nothing in a viewer's copy that sees no value: DT4)."""
        part = self.of(state)
        values = [part.values[c] for c in part.envelope if part.values[c] != UNSEEN]
        if not values:
            return 0
        return sum(values) if self.options.spring else min(values)

    def bot_prospects(self, state: GameState, player: int, foresight: float) -> float:
        """Until the end is triggered, a lead in flying lanterns seen may still change hands: the
        envelope is judged as won with the chance of a softmax of the lanterns each player sees
        (spread ``LEADS * foresight`` lanterns), not wholly by whoever leads now. So a lead of
        three is worth more than a lead of one; tied players are judged to share it."""
        if state.end_triggered or not self.of(state).envelope:
            return 0.0
        seen = self.lanterns_seen(state)
        spread = LEADS * foresight
        top = max(seen)
        weights = [math.exp((n - top) / spread) for n in seen]
        tied, share = self.winners(state)
        now = share if player in tied else 0
        return self.prize(state) * weights[player] / sum(weights) - now

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
        spring = self.options.spring
        prize = "the sum of the cards" if spring else "the lowest card"
        value = sum(values) if spring else values[0]
        if not tied:
            text = f"{opened}; no character sees a flying lantern, so nobody gains it"
        else:
            names = either([state.players[i].name for i in tied], "and")
            lanterns = counted(seen[tied[0]], "flying lantern")
            if len(tied) == 1:
                text = (
                    f"{opened}; {names}'s characters see the most ({lanterns}): {names} gains "
                    f"{coins(share)}, {prize}"
                )
            else:
                text = (
                    f"{opened}; {names} tie with {lanterns} seen and share {prize}, "
                    f"{value}: {coins(share)} each"
                )
        events.append(Event("hong_bao", text, {"values": values, "winners": tied}))
