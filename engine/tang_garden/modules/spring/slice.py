"""Spring's id and its slice of the state (``state.ext[ID]``): the reward boxes still empty, the
auction under way (its auctioneer, the secret pick, the bids once revealed), whether a lantern
added this turn calls an auction, and the cards each player holds face up."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ID = "spring"


@dataclass(slots=True)
class SpringState:
    """What Spring adds to the shared state."""

    left: list[str] = field(default_factory=list)  # reward boxes not yet ticked (a pick first)
    auctioneer: int | None = None  # the auction under way's, from the secret pick to the reward
    picked: bool = False  # the auctioneer has picked: ``left[0]``, seen by them alone
    bids: dict[int, int] = field(default_factory=dict)  # the last auction's bids, once revealed
    due: bool = False  # a lantern was added this turn: an auction follows it
    shown: list[list[str]] = field(default_factory=list)  # per player, cards lying face up
    prize: str | None = None  # the reward the winner is about to take

    def clone(self) -> SpringState:
        return SpringState(
            self.left[:],
            self.auctioneer,
            self.picked,
            dict(self.bids),
            self.due,
            [cards[:] for cards in self.shown],
            self.prize,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "left": list(self.left),
            "auctioneer": self.auctioneer,
            "picked": self.picked,
            "bids": {str(p): b for p, b in sorted(self.bids.items())},
            "due": self.due,
            "shown": [list(cards) for cards in self.shown],
            "prize": self.prize,
        }
