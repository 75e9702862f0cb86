"""Spring, the Seasons scenario of the lantern festival (digest 2.5): it bundles the flying
lanterns in their Spring mode, the night landscapes and the base four lanterns (table 1.5); adds
5 starting coins, hidden collections, the Exorcist (its pack), and a sealed-bid auction after
every turn that added a lantern. The readings of the source's gaps are docs/rules-decisions.md
SP1-SP14."""

from __future__ import annotations

import random
from statistics import mean
from typing import Any

from pydantic import Field, NonNegativeInt, model_validator

import engine.tang_garden.modules.lanterns_05_09.kinds  # noqa: F401  (its tokens' abilities)
from engine.core.events import Decision, Event
from engine.core.view import Hidden
from engine.tang_garden.actions import Action
from engine.tang_garden.content.base import Id
from engine.tang_garden.content.models import Model
from engine.tang_garden.kinds.words import article, coins, counted, either
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.spring.actions import (
    ACTIONS,
    Bid,
    PickReward,
    RefreshReward,
    RevealBids,
    TakeDiscard,
)
from engine.tang_garden.modules.spring.auction import tied, winner
from engine.tang_garden.modules.spring.bots import bid_values
from engine.tang_garden.modules.spring.kinds import REWARDS, Reward
from engine.tang_garden.modules.spring.slice import ID, SpringState
from engine.tang_garden.play import turn_begins
from engine.tang_garden.state import GameState


class SpringSettings(Model):
    """Spring's numbers: the starting coins, the landscape icon that calls an auction, the Bid
    notebook's sheet."""

    coins: NonNegativeInt  # step 12
    icon: Id
    rewards: tuple[REWARDS.field(), ...] = Field(min_length=1)  # type: ignore[valid-type]

    @model_validator(mode="after")
    def _unique(self) -> SpringSettings:
        ids = [r.id for r in self.rewards]
        if len(set(ids)) != len(ids):
            raise ValueError("each reward box needs its own id")
        return self


class Spring(Module):
    """Spring: lanterns, the Hong Bao envelope in its Spring mode, auctions for rewards."""

    id = ID
    Settings = SpringSettings
    actions = ACTIONS

    def new_state(self) -> SpringState:
        return SpringState()

    @property
    def rewards(self) -> dict[str, Reward]:
        return {r.id: r for r in self.settings.rewards}

    def reward_words(self, state: GameState, reward: str) -> str:
        return self.rewards[reward].words(state.catalog)

    # --- setup --------------------------------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (SetupStep("coins-and-sheet", self._setup, after="6"),)

    def _setup(self, state: GameState, rand: random.Random) -> None:
        """11. A blank sheet of the Bid notebook; 12. every player takes 5 coins."""
        part = self.of(state)
        part.left = [r.id for r in self.settings.rewards]
        part.shown = [[] for _ in state.players]
        for player in state.players:
            player.coins += self.settings.coins

    # --- hidden collections ([U37]) -------------------------------------------------------------

    def secret_cards(self, state: GameState, player: int) -> list[str]:
        shown = self.of(state).shown[player]
        return [c for c in state.players[player].cards if c not in shown]

    # --- what calls an auction --------------------------------------------------------------------

    def take_collected_card(self, state: GameState, card: str) -> bool:
        """A Lantern card chosen goes into the envelope (the Flying lanterns keep it): that
        calls an auction after the turn."""
        if state.catalog.card_type[card].scoring.kind == "envelope":
            self.of(state).due = True
        return False

    def on_landscape_inserted(self, state: GameState, slot: str, events: Events) -> None:
        tile = state.slots[slot]
        if tile is not None and self.settings.icon in state.catalog.landscapes[tile].icons:
            self.of(state).due = True

    def on_end_turn(self, state: GameState, events: Events) -> None:
        """Say that the turn ending calls an auction (held before the next turn)."""
        part = self.of(state)
        if not part.due:
            return
        name = state.players[state.current].name
        if part.left:
            text = (
                f"A lantern was added: auction! {name} picks a reward in secret, then everyone "
                "bids in secret"
            )
        else:
            text = "A lantern was added, but every reward is taken: no auction"
        events.append(Event("auction", text, {"player": state.current}))

    def on_turn_start(self, state: GameState, events: Events) -> None:
        """The turn that added a lantern is over: its player holds the auction, then the new
        turn begins (its heading in the log once the auction is over)."""
        part = self.of(state)
        if not part.due:
            return
        events.remove(next(e for e in reversed(events) if e.kind == "turn"))
        part.due = False
        auctioneer = (state.current - 1) % len(state.players)
        state.tasks += [
            ("seat", state.current, frozenset()),
            ("spring_done",),
            ("spring_open",),
            ("seat", auctioneer, frozenset()),
        ]

    def end_game_tasks(self, state: GameState) -> list[tuple[int, tuple]]:
        """The last turn added a lantern: its auction comes before the final scoring."""
        return [(state.current, ("spring_open",))] if self.of(state).due else []

    # --- the auction ----------------------------------------------------------------------------

    def decisions(self) -> dict[str, Any]:
        return {
            "spring_pick": self._pick_options,
            "spring_bid": self._bid_options,
            "spring_reveal": self._reveal_options,
            "spring_discard": self._discard_options,
            "spring_refresh": self._refresh_options,
        }

    def secret_decisions(self) -> tuple[str, ...]:
        return ("spring_pick", "spring_bid")

    def auto_steps(self) -> dict[str, Any]:
        return {
            "spring_open": self._open,
            "spring_reward": self._reward,
            "spring_done": self._done,
        }

    def handlers(self) -> dict[Any, Any]:
        return {
            PickReward: self._pick,
            Bid: self._bid,
            RevealBids: self._reveal,
            TakeDiscard: self._take_discard,
            RefreshReward: self._refresh,
        }

    def sealed_texts(self) -> dict[str, str]:
        return {
            "spring_pick": "{name} picks a reward in secret",
            "spring_bid": "{name} bids in secret",
        }

    def skip_texts(self) -> dict[str, str]:
        return {
            "spring_discard": "The discard pile is empty: no card to take",
            "spring_refresh": "No lantern is face down: nothing to refresh",
        }

    def _open(self, state: GameState, events: Events) -> None:
        """The auctioneer (the player seated) picks a reward in secret, then everyone bids."""
        part = self.of(state)
        auctioneer = state.current
        if not part.left:
            return
        part.auctioneer, part.picked, part.bids = auctioneer, False, {}
        n = len(state.players)
        order = tuple((auctioneer + k) % n for k in range(n))
        state.tasks += [
            ("spring_reveal",),
            ("seat", auctioneer, frozenset()),
            ("spring_bid", order),
            ("spring_pick", (auctioneer,)),
        ]

    def _pick_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        return (
            "Pick in secret the reward everyone will bid for",
            [PickReward(r) for r in self.of(state).left],
        )

    def _pick(self, state: GameState, action: PickReward, events: Events) -> None:
        part = self.of(state)
        part.left.remove(action.reward)
        part.left.insert(0, action.reward)
        part.picked = True

    def _bid_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        have = state.players[state.current].coins
        return (
            f"Bid in secret, from 0 to your {coins(have)}: equal bids are out, the highest "
            "left wins and pays",
            [Bid(k) for k in range(have + 1)],
        )

    def _bid(self, state: GameState, action: Bid, events: Events) -> None:
        self.of(state).bids[state.current] = action.tokens

    def _reveal_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        return "Every bid is in: turn the Bid notebook over and reveal the bids", [RevealBids()]

    def _reveal(self, state: GameState, action: RevealBids, events: Events) -> None:
        """All bids at once; equal bids out; the winner pays and takes the reward."""
        state.tasks.pop()
        part = self.of(state)
        players = state.players
        auctioneer = part.auctioneer
        assert auctioneer is not None
        bids = tuple(part.bids[p] for p in range(len(players)))
        shown = either([f"{p.name} {b}" for p, b in zip(players, bids, strict=True)], "and")
        events.append(Event("bids", f"The bids are revealed: {shown}", {"bids": list(bids)}))
        out = tied(bids)
        if out:
            names = either([players[p].name for p in out], "and")
            events.append(Event("bids_out", f"{names} bid the same and are out", {"out": out}))
        won, paid = winner(bids, auctioneer)
        reward = part.left.pop(0)
        what = self.reward_words(state, reward)
        if paid:
            text = f"{players[won].name} wins the auction and pays {coins(paid)}: {what}"
            players[won].coins -= paid
        else:
            text = (
                f"Nobody left has bid anything: {players[won].name}, the auctioneer, wins for "
                f"free: {what}"
            )
        events.append(Event("auction_won", text, {"player": won, "paid": paid, "reward": reward}))
        part.auctioneer, part.picked = None, False
        part.prize = reward
        state.tasks += [("spring_reward",), ("seat", won, frozenset())]

    def _reward(self, state: GameState, events: Events) -> None:
        part = self.of(state)
        reward, part.prize = part.prize, None
        assert reward is not None
        self.rewards[reward].give(state, state.current, events)

    def _done(self, state: GameState, events: Events) -> None:
        """The auction is over: the new turn starts untouched by it."""
        state.turn.acted = False
        state.turn.tracks_advanced = set()
        events.append(turn_begins(state))

    # --- the rewards' choices -------------------------------------------------------------------

    def _discard_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        cards = sorted(set(state.deco_discard))
        return (
            f"Take {counted(task[1], 'card')} from the discard pile, face up (no bonus, no "
            "decoration)",
            [TakeDiscard(c) for c in cards],
        )

    def _take_discard(self, state: GameState, action: TakeDiscard, events: Events) -> None:
        task = state.tasks.pop()
        player = state.players[state.current]
        state.deco_discard.remove(action.card)
        player.cards.append(action.card)
        self.of(state).shown[state.current].append(action.card)
        name = state.catalog.card_type[action.card].name
        events.append(
            Event(
                "take_discard",
                f"{player.name} takes {article(name)} card from the discard pile, face up",
                {"player": state.current, "card": action.card, "face_up": (action.card,)},
            )
        )
        if task[1] > 1:
            state.tasks.append(("spring_discard", task[1] - 1))

    def _refresh_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        down = [lid for lid, up in state.players[state.current].lanterns.items() if not up]
        return (
            f"Refresh up to {counted(task[1], 'face-down lantern')}",
            [RefreshReward(lid) for lid in down],
        )

    def _refresh(self, state: GameState, action: RefreshReward, events: Events) -> None:
        task = state.tasks.pop()
        player = state.players[state.current]
        player.lanterns[action.lantern] = True
        name = state.catalog.lanterns[action.lantern].name
        events.append(
            Event(
                "lantern_refreshed",
                f"{player.name} refreshes the lantern “{name}”",
                {"player": state.current, "lantern": action.lantern},
            )
        )
        if task[1] > 1:
            state.tasks.append(("spring_refresh", task[1] - 1))

    # --- words, refusals, views -------------------------------------------------------------------

    def option_words(self, state: GameState, action: Action) -> str | None:
        if isinstance(action, PickReward):
            words = self.reward_words(state, action.reward)
            return words[0].upper() + words[1:]
        if isinstance(action, Bid):
            return f"Bid {action.tokens}"
        if isinstance(action, RevealBids):
            return "Reveal the bids"
        if isinstance(action, TakeDiscard):
            card = state.catalog.card_type[action.card]
            return f"Take {article(card.name)} card"
        if isinstance(action, RefreshReward):
            return f"Refresh “{state.catalog.lanterns[action.lantern].name}”"
        return None

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if isinstance(action, Bid):
            have = state.players[state.current].coins
            if pending.kind != "spring_bid":
                return "There is no auction to bid in now."
            if action.tokens > have:
                return f"You have only {coins(have)}: bid at most {have}."
            return "A bid is a number of coins, from 0 up."
        if isinstance(action, PickReward) and pending.kind == "spring_pick":
            return "That reward is no longer on the sheet: pick one of the empty boxes."
        return None

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        """The auctioneer's pick, unseen by the others until the reveal: any reward left (which
        rewards are left is no secret, only which of them is first)."""
        part = self.of(state)
        if part.picked and viewer != part.auctioneer:
            return [Hidden("spring-pick", part.left, len(part.left), order_only=True)]
        return []

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        part = self.of(state)
        order = [r.id for r in self.settings.rewards]
        shown: dict[str, Any] = {
            "rewards": [r for r in order if r in part.left],
            "auctioneer": part.auctioneer,
            "picked": part.picked,
            "bids": {str(p): b for p, b in sorted(part.bids.items())}
            if part.auctioneer is None
            else {},
            "shown": [list(cards) for cards in part.shown],
        }
        if part.picked and viewer == part.auctioneer:
            shown["pick"] = part.left[0]
        return shown

    # --- computer players -----------------------------------------------------------------------

    def bot_terms(self, state: GameState, player: int) -> float:
        """What the auction under way is worth to ``player``: its sealed bid's (or its best
        bid's) expected gain, the reward judged as the auctioneer knows it, or as the mean of
        the rewards left by the others."""
        part = self.of(state)
        if not part.picked or part.auctioneer is None:
            return 0.0
        rewards = self.rewards
        if player == part.auctioneer:
            worth = [rewards[part.left[0]].worth(state, p) for p in range(len(state.players))]
        else:
            worth = [
                mean(rewards[r].worth(state, p) for r in part.left)
                for p in range(len(state.players))
            ]
        wallet = tuple(p.coins for p in state.players)
        values = bid_values(wallet, tuple(round(w * 2) / 2 for w in worth), player, part.auctioneer)
        sealed = state.sealed.get(player)
        bid = part.bids.get(player, sealed.tokens if isinstance(sealed, Bid) else None)
        return values[bid] if bid is not None else max(values)
