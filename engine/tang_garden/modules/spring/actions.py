"""Spring's actions: the auctioneer's secret pick, a sealed bid, the reveal, and the rewards'
choices (a card from the discard pile, a lantern to refresh)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.tang_garden.actions import Action


@dataclass(frozen=True, slots=True)
class PickReward(Action):
    """The auctioneer ticks reward box ``reward`` in secret."""

    kind: ClassVar[str] = "pick_reward"
    reward: str


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """A sealed bid of ``tokens`` Bid tokens (at most the bidder's coins)."""

    kind: ClassVar[str] = "bid"
    tokens: int


@dataclass(frozen=True, slots=True)
class RevealBids(Action):
    """Every bid is in: the auctioneer turns the notebook over and all bids show at once."""

    kind: ClassVar[str] = "reveal_bids"


@dataclass(frozen=True, slots=True)
class TakeDiscard(Action):
    """The Two discarded cards reward: take ``card`` from the discard pile, face up."""

    kind: ClassVar[str] = "take_discard"
    card: str


@dataclass(frozen=True, slots=True)
class RefreshReward(Action):
    """The Refresh reward: turn the face-down ``lantern`` face up."""

    kind: ClassVar[str] = "refresh_reward"
    lantern: str


ACTIONS = (PickReward, Bid, RevealBids, TakeDiscard, RefreshReward)
