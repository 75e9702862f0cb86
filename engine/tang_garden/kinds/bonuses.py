"""One-time bonuses of decoration cards: what a player gains on keeping the card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.tang_garden.effects import advance
from engine.tang_garden.kinds.registries import BONUSES

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.state import GameState


class Bonus:
    """Base of every bonus kind; ``name`` is the word the data uses."""

    name: str
    text: str
    short: str  # a few words for the face of a card
    advances: bool = False  # whether it moves a track up

    def apply(self, state: GameState, player: int, events: list[Event]) -> None:
        raise NotImplementedError


class TrackBonus(Bonus):
    """Advance one named track one level."""

    advances = True

    def __init__(self, track: str) -> None:
        self.name = track
        self.text = f"{track} track"
        self.short = f"+1 {track}"

    def apply(self, state: GameState, player: int, events: list[Event]) -> None:
        advance(state, player, state.catalog.track_index[self.name], 1, events)


class AnyTrackBonus(Bonus):
    """Advance any one track (the player chooses)."""

    name = "any"
    advances = True
    text = "any track"
    short = "+1 any track"

    def apply(self, state: GameState, player: int, events: list[Event]) -> None:
        state.tasks.append(("any_track",))


class TokenBonus(Bonus):
    """Take any landscape token from the garden (then insert a landscape tile)."""

    name = "landscape_token"
    text = "landscape token"
    short = "+ a token"

    def apply(self, state: GameState, player: int, events: list[Event]) -> None:
        state.tasks.append(("take_token",))


for _bonus in (
    TrackBonus("greenery"),
    TrackBonus("water"),
    TrackBonus("rock"),
    AnyTrackBonus(),
    TokenBonus(),
):
    BONUSES.register(_bonus)
