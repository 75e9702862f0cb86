"""Seasons scenario "Market": four corner Market tiles sell the garden tiles and decoration
cards, and the players restock them while the Merchant walks from market to market.

The garden starts from the Market tiles instead of the central tile: they stand on the four
corner spaces, which leave the playable spaces (``state.allowed``), and the spaces beside them are
the first frontier. Build the Garden takes a tile from a market, Place a Decoration a market's
face-up card (no card is drawn), and the base rules that turn stack tops face up are off.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import NonNegativeInt, PositiveInt

from engine.core.events import Decision, Event
from engine.tang_garden.actions import Action, Build, Decorate, PlaceDecoration, UseLantern
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import draw_decorations
from engine.tang_garden.garden import CORNERS, start_from_corners
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.options import (
    BASE_BUILDERS,
    ability,
    placeable_cards,
    placeable_decorations,
    tile_placements,
)
from engine.tang_garden.play import begin_build, build_tile
from engine.tang_garden.scoring import best_card_gain, card_gains
from engine.tang_garden.state import GameState

ID = "market"
CORNER_WORDS = {"NW": "north-west", "NE": "north-east", "SE": "south-east", "SW": "south-west"}
ALL = "all"  # Restock's corner for replacing every market's card
TILE_TASKS = ("main", "second_build", "combined_second")  # decisions that may build a tile
NEXT_CARD = 0.5  # share of the best market card's worth that computer players count for the
# player who chooses from the markets next (tuned on two-player tournaments). While the card
# being taken counted as the next player's, Hard's play-outs never took one and it won 1 of 9
# games against Medium; with it the taker's (and ``bot_weighed``), 28 of 40 (70%, Wilson 95%
# interval 55-82%) from seed 1


class MarketSettings(Model):
    tiles_per_market: PositiveInt  # garden-tile spaces on a Market tile
    merchant_starts: str  # the stack whose corner's market the Merchant starts on (the Tao corner)
    restock_other: NonNegativeInt  # coins to restock a market the Merchant is not on
    restock_cards: NonNegativeInt  # coins to replace every market's decoration card


@dataclass(frozen=True, slots=True)
class TakeMarketTile(Action):
    """Build the Garden with the market tile ``tile`` on (x, y), turned ``rot``."""

    kind: ClassVar[str] = "take_market_tile"
    tile: str
    x: int
    y: int
    rot: int


@dataclass(frozen=True, slots=True)
class Restock(Action):
    """Restock the market of ``corner`` (free where the Merchant stands, who then walks on), or
    with ``corner`` "all" replace every market's decoration card."""

    kind: ClassVar[str] = "restock"
    corner: str


@dataclass(slots=True)
class Markets:
    """The four markets: their garden tiles and face-up cards, the Merchant, the last restock."""

    tiles: dict[str, list[str]] = field(default_factory=dict)  # corner -> its garden tiles
    cards: dict[str, str | None] = field(default_factory=dict)  # corner -> its face-up card
    merchant: str = ""  # the corner whose market the Merchant stands on
    restocked: int = -1  # the turn number of the last restock (one per turn)

    def clone(self) -> Markets:
        return Markets(
            {c: t[:] for c, t in self.tiles.items()},
            dict(self.cards),
            self.merchant,
            self.restocked,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "tiles": {c: list(t) for c, t in self.tiles.items()},
            "cards": dict(self.cards),
            "merchant": self.merchant,
            "restocked": self.restocked,
        }

    def corner_of(self, tile: str) -> str | None:
        return next((c for c, tiles in self.tiles.items() if tile in tiles), None)


class Market(Module):
    """Market tiles in the corners sell tiles and cards; restocking costs 0, 1 or 2 coins."""

    id = ID
    Settings = MarketSettings
    actions = (TakeMarketTile, Restock)

    def new_state(self) -> Markets:
        return Markets()

    def stack_at(self, state: GameState, corner: str) -> str:
        """The garden-tile stack in a corner (the market's nearest stack)."""
        return next(s for s, c in state.catalog.stack_corner.items() if c == corner)

    # --- setup ---------------------------------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (
            SetupStep("market-tiles", self._corners, replaces="2"),
            SetupStep("market-stock", self._stock, after="3"),
            SetupStep("market-cards", self._cards, after="4"),
        )

    def _corners(self, state: GameState, rand: random.Random) -> None:
        """2. A Market tile on each corner space; the central tile stays in the box. Tiles are
        built beside the Market tiles and, later, beside other tiles."""
        start_from_corners(state)
        stack = self.settings.merchant_starts
        markets = self.of(state)
        markets.merchant = state.catalog.stack_corner.get(stack, CORNERS[0])

    def _stock(self, state: GameState, rand: random.Random) -> None:
        """3. Two tiles of each corner's stack face up on its market; no stack top face up."""
        markets = self.of(state)
        for corner in CORNERS:
            markets.tiles[corner] = []
            self._refill_tiles(state, corner)
        state.face_up = dict.fromkeys(state.stacks, False)

    def _cards(self, state: GameState, rand: random.Random) -> None:
        """4. One decoration card face up on each market."""
        markets = self.of(state)
        for corner in CORNERS:
            markets.cards[corner] = state.deco_deck.pop() if state.deco_deck else None

    def _refill_tiles(self, state: GameState, corner: str) -> int:
        tiles = self.of(state).tiles[corner]
        stack = state.stacks[self.stack_at(state, corner)]
        added = 0
        while len(tiles) < self.settings.tiles_per_market and stack:
            tiles.append(stack.pop())
            added += 1
        return added

    def _new_card(self, state: GameState, corner: str, events: Events) -> tuple[str, ...]:
        """A new face-up card on the market of ``corner`` (the old one discarded); the card
        (none: the deck and discards are empty)."""
        markets = self.of(state)
        old = markets.cards[corner]
        if old is not None:
            state.deco_discard.append(old)
        markets.cards[corner] = None
        drawn = draw_decorations(state, 1, events)
        if drawn:
            markets.cards[corner] = state.drawn.pop()
        return tuple(drawn)

    # --- options -------------------------------------------------------------------------------

    def takes(self, state: GameState) -> list[TakeMarketTile]:
        """Every placement of a market tile."""
        markets = self.of(state)
        offer = {t: t for c in CORNERS for t in sorted(markets.tiles.get(c, ()))}
        return [TakeMarketTile(*place) for place in tile_placements(state, offer)]

    def restocks(self, state: GameState) -> list[Restock]:
        """The restocks the current player can pay for this turn (one per turn)."""
        markets = self.of(state)
        if markets.restocked == state.turn_number:
            return []
        coins = state.player.coins
        return [Restock(c) for c in (*CORNERS, ALL) if self.price(state, c) <= coins]

    def can_build(self, state: GameState) -> bool:
        """A market tile that fits is a build (MK11)."""
        return bool(self.takes(state))

    def price(self, state: GameState, corner: str) -> int:
        if corner == ALL:
            return self.settings.restock_cards
        return 0 if corner == self.of(state).merchant else self.settings.restock_other

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        kind = task[0]
        if kind in TILE_TASKS:  # tiles come only from the markets
            options[:] = [o for o in options if not isinstance(o, Build)]
            lantern = state.turn.lantern
            sole = lantern is not None and ability(state, lantern).sole_main_action
            building = kind != "combined_second" or not state.turn.builds
            if building and not sole:
                takes = self.takes(state)
                options[:0] = takes
                if kind == "main" and takes and lantern is None:
                    options += [o for o in self._double_builds(state) if o not in options]
        if kind in ("main", "post"):
            options += self.restocks(state)

    def _double_builds(self, state: GameState) -> list[UseLantern]:
        """Place two tiles: usable while the markets hold two tiles."""
        if sum(len(t) for t in self.of(state).tiles.values()) < 2:
            return []
        return [
            UseLantern(lid)
            for lid, up in state.player.lanterns.items()
            if up and state.catalog.lanterns[lid].effect == "double_build"
        ]

    def card_fits(self, state: GameState) -> bool:
        """Whether a market card's decoration can be placed now (else Place a Decoration is a
        pass)."""
        return any(isinstance(o, PlaceDecoration) for o in placeable_decorations(state))

    def option_words(self, state: GameState, action: Action) -> str | None:
        if isinstance(action, Restock):
            return self.restock_words(state, action.corner)
        return None

    def restock_words(self, state: GameState, corner: str) -> str:
        price = self.price(state, corner)
        cost = "free" if price == 0 else words.coins(price)
        if corner == ALL:
            return f"New cards on every market ({cost})"
        return f"Restock {CORNER_WORDS[corner]} ({cost})"

    # --- handlers ------------------------------------------------------------------------------

    def decisions(self) -> dict[str, Any]:
        return {"main": self._main}

    def _main(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        """The base game's main action, its prompt naming the markets."""
        prompt, options = BASE_BUILDERS["main"](state, task)
        if state.turn.lantern is None:
            prompt = (
                "Choose your main action: build with a market tile or place a market's decoration"
                if self.takes(state)
                else "Choose your main action: place a market's decoration (no market tile fits)"
            )
        return prompt, options

    def handlers(self) -> dict[Any, Any]:
        return {
            TakeMarketTile: self._take,
            ("combined_second", TakeMarketTile): self._take_second,
            Restock: self._restock,
        }

    def _take_second(self, state: GameState, action: TakeMarketTile, events: Events) -> None:
        state.tasks[-1] = ("main",)  # Combined actions: the other main action, as the main one
        self._take(state, action, events)

    def _take(self, state: GameState, action: TakeMarketTile, events: Events) -> None:
        first = begin_build(state, events, from_stacks=False)
        markets = self.of(state)
        corner = markets.corner_of(action.tile)
        assert corner is not None  # an option names a tile on a market
        markets.tiles[corner].remove(action.tile)
        events.append(
            Event(
                "market",
                f"{state.player.name} takes a tile from the {CORNER_WORDS[corner]} market",
                {"player": state.current, "tile": action.tile, "corner": corner},
            )
        )
        build_tile(state, action.tile, (action.x, action.y), action.rot, first, events)

    def _restock(self, state: GameState, action: Restock, events: Events) -> None:
        markets = self.of(state)
        price = self.price(state, action.corner)
        state.player.coins -= price
        markets.restocked = state.turn_number
        name = state.player.name
        if action.corner == ALL:
            shown = tuple(card for c in CORNERS for card in self._new_card(state, c, events))
            text = f"{name} pays {words.coins(price)} for a new card on every market"
            data = {"player": state.current, "coins": price, "corner": ALL, "face_up": shown}
            events.append(Event("restock", text, data))
            return
        corner = action.corner
        shown = self._new_card(state, corner, events)
        added = self._refill_tiles(state, corner)
        tiles = f" and {words.counted(added, 'tile')}" if added else ""
        paid = "" if price == 0 else f" for {words.coins(price)}"
        text = f"{name} restocks the {CORNER_WORDS[corner]} market{paid}: a new card{tiles}"
        data = {"player": state.current, "coins": price, "corner": corner, "face_up": shown}
        events.append(Event("restock", text, data))
        if corner == markets.merchant:
            markets.merchant = CORNERS[(CORNERS.index(corner) + 1) % len(CORNERS)]
            where = CORNER_WORDS[markets.merchant]
            events.append(Event("merchant", f"The Merchant walks on to the {where} market"))

    def auto_steps(self) -> dict[str, Any]:
        """The base rules that turn stack tops face up are not used."""
        return {"refill_tiles": _no_flip, "flip_all": _no_flip}

    # --- decoration cards: a market's face-up card instead of a drawn one -----------------------

    def adjust_draw_count(self, state: GameState, count: int) -> int:
        return 0

    def extra_cards(self, state: GameState) -> list[str]:
        return [card for card in self.of(state).cards.values() if card is not None]

    def take_card(self, state: GameState, card: str) -> bool | str:
        """A market's card bought: its corner."""
        cards = self.of(state).cards
        for corner, here in cards.items():
            if here == card:
                cards[corner] = None  # the space stays empty until restocked
                return corner
        return False

    # --- computer players -----------------------------------------------------------------------

    def bot_terms(self, state: GameState, player: int) -> float:
        """The player who chooses from the markets next counts a share of what the best market
        card they could place would add to their decoration cards: a restock is worth the card
        it shows, and a good card left on a market is the next player's. While a player takes
        a market's card (Place a Decoration chosen, the card not yet), the best is wholly theirs
        and the next player's share is of the best of the others."""
        if state.over:
            return 0.0
        cards = placeable_cards(state, self.extra_cards(state))
        if not cards:
            return 0.0
        n = len(state.players)
        taking = state.tasks and state.tasks[-1][0] == "choose_decoration"
        if taking:
            taken = self._best_card(state, state.current, cards)
            if player == state.current:
                return self._card_worth(state, player, {taken})
            cards = cards - {taken}
        chooser = (state.current + 1) % n if state.turn.main_done else state.current
        if player != chooser or not cards:
            return 0.0
        return NEXT_CARD * self._card_worth(state, player, cards)

    def _card_worth(self, state: GameState, player: int, cards: set[str]) -> float:
        """What the best of ``cards`` would add to ``player``'s decoration cards, and its
        bonus (about a coin)."""
        return best_card_gain(state, player, cards) + 1

    def _best_card(self, state: GameState, player: int, cards: set[str]) -> str:
        """The card of ``cards`` that adds most to ``player``'s decoration cards (the first in
        order of those that add as much)."""
        gains = card_gains(state, player, {state.catalog.card_type[c].id for c in cards})
        return max(sorted(cards), key=lambda c: gains[state.catalog.card_type[c].id])

    def bot_weighed(self, state: GameState, options: Sequence[Action]) -> list[Action]:
        """Taking a market's card, and where its decoration goes: a computer player playing on
        weighs them always (a visible card, not a draw's gamble)."""
        return [o for o in options if isinstance(o, (Decorate, PlaceDecoration))]

    # --- what players see and what the rules check ---------------------------------------------

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        markets = self.of(state)
        if isinstance(action, Build):
            return "In the Market scenario garden tiles come only from the markets."
        if isinstance(action, TakeMarketTile) and markets.corner_of(action.tile) is None:
            return "That tile is not on a market."
        if isinstance(action, Restock):
            if markets.restocked == state.turn_number:
                return "You have already restocked a market this turn."
            if action.corner not in (*CORNERS, ALL):
                return "There is no such market."
            price = self.price(state, action.corner)
            if state.player.coins < price:
                return f"That restock costs {words.coins(price)} and you have {state.player.coins}."
        return None

    def holds(self, state: GameState) -> dict[str, list[str]]:
        markets = self.of(state)
        return {
            "tiles": [t for c in CORNERS for t in markets.tiles.get(c, ())],
            "cards": [c for c in markets.cards.values() if c is not None],
        }

    def face_up(self, state: GameState) -> list[str]:
        held = self.holds(state)
        return [*held["tiles"], *held["cards"]]

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        return self.of(state).to_dict()


def _no_flip(state: GameState, events: Events) -> None:
    """Stack tops stay face down: tiles are restocked onto the markets instead."""
