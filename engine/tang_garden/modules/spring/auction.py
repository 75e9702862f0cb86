"""The auction's rule of the reveal (digest 2.5.4 steps 4-6, [U16]): every bid equal to another
is out (zeros too); the highest bid left wins and pays it; when nobody left has bid anything,
the auctioneer wins and pays nothing."""

from __future__ import annotations


def tied(bids: tuple[int, ...]) -> list[int]:
    """The players whose bid equals another player's bid (they are out)."""
    return [p for p, bid in enumerate(bids) if bids.count(bid) > 1]


def winner(bids: tuple[int, ...], auctioneer: int) -> tuple[int, int]:
    """Who wins an auction with these bids (one per player, in seat order), and what they pay."""
    out = set(tied(bids))
    left = [(bid, p) for p, bid in enumerate(bids) if p not in out and bid > 0]
    if not left:
        return auctioneer, 0
    bid, player = max(left)
    return player, bid
