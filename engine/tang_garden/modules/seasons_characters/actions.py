"""The Seasons characters' actions: Viola & Michele's directions, the Diplomat's offer and the
Cowherd's paid choice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.tang_garden.actions import Action


@dataclass(frozen=True, slots=True)
class LookThreeWays(Action):
    """Viola & Michele look along their facing and two more directions: not towards ``away``
    (a side: N, E, S or W)."""

    kind: ClassVar[str] = "look_three_ways"
    away: str


@dataclass(frozen=True, slots=True)
class UseDiplomat(Action):
    """Discard a Diplomat token to gain the rewards of the tile another player just placed."""

    kind: ClassVar[str] = "use_diplomat"


@dataclass(frozen=True, slots=True)
class KeepDiplomatTokens(Action):
    """Let another player's tile go by, keeping the Diplomat's tokens."""

    kind: ClassVar[str] = "keep_diplomat_tokens"


@dataclass(frozen=True, slots=True)
class ChooseHiddenLandscape(Action):
    """Cowherd: pay to choose the landscape tile to insert among the hidden ones."""

    kind: ClassVar[str] = "choose_hidden_landscape"
