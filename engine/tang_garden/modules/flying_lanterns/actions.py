"""The Flying lanterns' action: in Spring, a Lantern card kept when no flying lantern can be
placed (2.5.3: the lantern is placed only "if still available")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.tang_garden.actions import Action


@dataclass(frozen=True, slots=True)
class SlipLanternCard(Action):
    """Keep Lantern card ``card`` without a flying lantern: it goes into the envelope."""

    kind: ClassVar[str] = "slip_lantern_card"
    card: str
