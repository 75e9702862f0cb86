"""What computer players know of a Spring auction: what a sealed bid is worth, given what each
player may gain and the coins everyone has (public), with every other player assumed to bid any
amount from 0 to what the reward is worth to them (or their coins) alike. Tied bids are out; the
highest left wins and pays; nobody left with a bid: the auctioneer wins for free."""

from __future__ import annotations

from functools import lru_cache
from itertools import product

from engine.tang_garden.modules.spring.auction import winner


@lru_cache(maxsize=4096)
def bid_values(
    coins: tuple[int, ...], worths: tuple[float, ...], me: int, auctioneer: int
) -> tuple[float, ...]:
    """For every bid ``me`` may make (0 to its coins), what it expects to gain: the reward's
    worth to it when it wins, less what it pays."""
    ranges = [
        range(1) if p == me else range(min(coins[p], max(0, round(worths[p]))) + 1)
        for p in range(len(coins))
    ]
    weight = 1.0
    for p, r in enumerate(ranges):
        if p != me:
            weight /= len(r)
    out = []
    for bid in range(coins[me] + 1):
        total = 0.0
        for others in product(*ranges):
            bids = tuple(bid if p == me else b for p, b in enumerate(others))
            won, paid = winner(bids, auctioneer)
            if won == me:
                total += worths[me] - paid
        out.append(total * weight)
    return tuple(out)
