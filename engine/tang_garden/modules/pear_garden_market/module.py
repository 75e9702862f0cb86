"""Web scenario "Market of the Pear Garden": face-up market tiles to buy instead of a stack top."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import NonNegativeInt, PositiveInt

from engine.core.events import Decision, Event
from engine.core.view import Hidden
from engine.tang_garden.actions import Action, UseLantern
from engine.tang_garden.content.models import Model
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.options import ability, tile_placements
from engine.tang_garden.play import begin_build, build_tile
from engine.tang_garden.state import GameState

ID = "pear-garden-market"


class MarketSettings(Model):
    tiles_per_stack: PositiveInt  # taken from the top of each stack into the market stack
    shown: PositiveInt  # market tiles face up
    refill_at: NonNegativeInt  # when only this many are left ...
    refill: PositiveInt  # ... this many more are turned face up
    prices: dict[PositiveInt, NonNegativeInt]  # coins per tile, by how many show


@dataclass(frozen=True, slots=True)
class BuyMarketTile(Action):
    """Build the Garden with the market's face-up ``tile`` on (x, y), turned ``rot``."""

    kind: ClassVar[str] = "buy_market_tile"
    tile: str
    x: int
    y: int
    rot: int


@dataclass(slots=True)
class Market:
    pile: list[str] = field(default_factory=list)  # the face-down market stack, top last
    shown: list[str] = field(default_factory=list)  # the face-up market tiles
    at_turn_start: tuple[str, ...] = ()  # face up when the turn began (Place two tiles)

    def clone(self) -> Market:
        return Market(self.pile[:], self.shown[:], self.at_turn_start)

    def to_dict(self) -> dict[str, Any]:
        return {"pile": len(self.pile), "shown": list(self.shown)}


class PearGardenMarket(Module):
    """The market: a fifth, face-down stack of sixteen tiles with three of them for sale."""

    id = ID
    Settings = MarketSettings
    actions = (BuyMarketTile,)

    def new_state(self) -> Market:
        return Market()

    def price(self, state: GameState) -> int:
        """Coins for one market tile now."""
        return self.settings.prices.get(len(self.of(state).shown), 0)

    # --- setup ---------------------------------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (SetupStep("market", self._setup, after="3"),)

    def _setup(self, state: GameState, rand: random.Random) -> None:
        market = self.of(state)
        for tiles in state.stacks.values():
            for _ in range(min(self.settings.tiles_per_stack, len(tiles))):
                market.pile.append(tiles.pop())
        rand.shuffle(market.pile)
        self._reveal(market, self.settings.shown)
        market.at_turn_start = tuple(market.shown)

    @staticmethod
    def _reveal(market: Market, count: int) -> list[str]:
        new = [market.pile.pop() for _ in range(min(count, len(market.pile)))]
        market.shown += new
        return new

    # --- buying --------------------------------------------------------------------------------

    def buys(self, state: GameState, tiles: tuple[str, ...] | None = None) -> list[BuyMarketTile]:
        """Every placement of a market tile the player can pay for (from ``tiles`` if given)."""
        market = self.of(state)
        if state.player.coins < self.price(state):
            return []
        offer = {t: t for t in sorted(set(market.shown)) if tiles is None or t in tiles}
        return [BuyMarketTile(*place) for place in tile_placements(state, offer)]

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        lantern = state.turn.lantern
        if task[0] == "main" and not (lantern and ability(state, lantern).sole_main_action):
            buys = self.buys(state)
            options[:0] = buys
            double = [
                UseLantern(lid)
                for lid, up in state.player.lanterns.items()
                if up and state.catalog.lanterns[lid].effect == "double_build"
            ]
            if buys and state.turn.lantern is None and double and double[0] not in options:
                options += double  # two tiles can be placed, counting the market
        elif task[0] == "second_build":
            options += self.buys(state, self.of(state).at_turn_start)

    def handlers(self) -> dict[Any, Any]:
        return {BuyMarketTile: self._buy}

    def _buy(self, state: GameState, action: BuyMarketTile, events: Events) -> None:
        first = begin_build(state, events, from_stacks=False)
        market = self.of(state)
        price = self.price(state)
        state.player.coins -= price
        market.shown.remove(action.tile)
        paid = f"pays {words.coins(price)} for" if price else "takes"
        events.append(
            Event(
                "market",
                f"{state.player.name} {paid} a tile from the market",
                {"player": state.current, "tile": action.tile, "coins": price},
            )
        )
        if len(market.shown) <= self.settings.refill_at:
            new = self._reveal(market, self.settings.refill)
            if new:
                events.append(Event("market_refill", "New market tiles are turned face up"))
        build_tile(state, action.tile, (action.x, action.y), action.rot, first, events)

    def on_turn_start(self, state: GameState, events: Events) -> None:
        market = self.of(state)
        market.at_turn_start = tuple(market.shown)

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if not isinstance(action, BuyMarketTile):
            return None
        market = self.of(state)
        if action.tile not in market.shown:
            return "That tile is not in the market."
        price = self.price(state)
        if state.player.coins < price:
            return f"A market tile costs {price} coin while {len(market.shown)} show."
        if pending.kind == "second_build" and action.tile not in market.at_turn_start:
            return "The second tile must be one that was face up when the turn began."
        return None

    def holds(self, state: GameState) -> dict[str, list[str]]:
        market = self.of(state)
        return {"tiles": [*market.pile, *market.shown]}

    def face_up(self, state: GameState) -> list[str]:
        return list(self.of(state).shown)

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        """The face-down market pile: any unseen tile may lie in it."""
        pile = self.of(state).pile
        return [Hidden("tiles", pile, len(pile))]
