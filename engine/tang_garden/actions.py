"""Every choice a player can make, as small frozen values with a JSON form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action, Concede


@dataclass(frozen=True, slots=True)
class Build(Action):
    """Place the face-up top tile of ``stack`` on (x, y), turned ``rot`` quarter turns clockwise."""

    kind: ClassVar[str] = "build"
    stack: str
    x: int
    y: int
    rot: int


@dataclass(frozen=True, slots=True)
class Decorate(Action):
    """Main action Place a Decoration: draw the decoration cards."""

    kind: ClassVar[str] = "decorate"


@dataclass(frozen=True, slots=True)
class KeepCard(Action):
    """Base of the choices that keep a drawn decoration card: its decoration placed, or what a
    module gives for it instead (D22 asks whether a card left to draw could still be kept)."""


@dataclass(frozen=True, slots=True)
class PlaceDecoration(KeepCard):
    """Keep the drawn ``card`` and put its decoration on the free area at (x, y)."""

    kind: ClassVar[str] = "place_decoration"
    card: str
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class DiscardDrawn(Action):
    """No drawn card can be placed: discard them all."""

    kind: ClassVar[str] = "discard_drawn"


@dataclass(frozen=True, slots=True)
class DrawExtraCards(Action):
    """Merchant: pay to draw more decoration cards."""

    kind: ClassVar[str] = "draw_extra_cards"


@dataclass(frozen=True, slots=True)
class TakeDiscardTop(Action):
    """Merchant: pay to take the top card of the decoration discard pile."""

    kind: ClassVar[str] = "take_discard_top"


@dataclass(frozen=True, slots=True)
class TakeCoins(Action):
    """Take the footpath reward as coins."""

    kind: ClassVar[str] = "take_coins"


@dataclass(frozen=True, slots=True)
class AdvanceTrack(Action):
    """Advance one level on ``track`` (greenery, water or rock)."""

    kind: ClassVar[str] = "advance_track"
    track: str


@dataclass(frozen=True, slots=True)
class TakeToken(Action):
    """Take the landscape token on (x, y) from the garden."""

    kind: ClassVar[str] = "take_token"
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class InsertLandscape(Action):
    """Insert landscape tile ``landscape`` into slot ``slot``."""

    kind: ClassVar[str] = "insert_landscape"
    landscape: str
    slot: str


@dataclass(frozen=True, slots=True)
class UseLantern(Action):
    """Flip lantern ``lantern`` face down and use its ability this turn."""

    kind: ClassVar[str] = "use_lantern"
    lantern: str


@dataclass(frozen=True, slots=True)
class RefreshLantern(Action):
    """Spend landscape tokens of ``size`` to turn a used lantern face up again."""

    kind: ClassVar[str] = "refresh_lantern"
    lantern: str
    size: str


@dataclass(frozen=True, slots=True)
class Influence(Action):
    """Start influencing a new character."""

    kind: ClassVar[str] = "influence"


@dataclass(frozen=True, slots=True)
class TakeCharacter(Action):
    """Take ``character`` from the display (or, with a lantern, from the deck)."""

    kind: ClassVar[str] = "take_character"
    character: str


@dataclass(frozen=True, slots=True)
class DrawCharacter(Action):
    """Take the top card of the character deck, unseen."""

    kind: ClassVar[str] = "draw_character"


@dataclass(frozen=True, slots=True)
class PlaceCharacter(Action):
    """Put ``character``'s miniature on a free spot, facing N, E, S or W."""

    kind: ClassVar[str] = "place_character"
    character: str
    x: int
    y: int
    spot: str  # "tile" or "decoration"
    facing: str


@dataclass(frozen=True, slots=True)
class MoveCharacter(Action):
    """Lantern: move ``character`` (already in the garden) to a spot and facing."""

    kind: ClassVar[str] = "move_character"
    character: str
    x: int
    y: int
    spot: str
    facing: str


@dataclass(frozen=True, slots=True)
class FlipStacks(Action):
    """Officer: pay to turn every face-down stack top face up."""

    kind: ClassVar[str] = "flip_stacks"


@dataclass(frozen=True, slots=True)
class CycleStack(Action):
    """Officer: put the face-up top of ``stack`` to the bottom, face down, and reveal the next."""

    kind: ClassVar[str] = "cycle_stack"
    stack: str


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Finish the turn."""

    kind: ClassVar[str] = "end_turn"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (
        Build,
        Decorate,
        PlaceDecoration,
        DiscardDrawn,
        DrawExtraCards,
        TakeDiscardTop,
        TakeCoins,
        AdvanceTrack,
        TakeToken,
        InsertLandscape,
        UseLantern,
        RefreshLantern,
        Influence,
        TakeCharacter,
        DrawCharacter,
        PlaceCharacter,
        MoveCharacter,
        FlipStacks,
        CycleStack,
        EndTurn,
        Concede,
    )
}
