"""The Flying lanterns' id, its option (the Spring mode of the envelope) and its slice of the
state (``state.ext[ID]``): the Lantern cards' hidden values, the envelope and who chose each
card."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog

ID = "flying-lanterns"


class EnvelopeMode(BaseModel):
    """How the envelope plays: the glossary's (3.1.3) or Spring's (2.5: one card in it from the
    start, its chooser sees a card's value, the winner gains the sum)."""

    model_config = {"extra": "forbid", "frozen": True}
    spring: bool = False


def spring(catalog: Catalog) -> bool:
    """Whether the envelope plays in its Spring mode in this catalog's ruleset."""
    module = catalog.ruleset.by_id.get(ID)
    return module is not None and module.options.spring


@dataclass(slots=True)
class HongBao:
    values: dict[str, int] = field(default_factory=dict)  # Lantern card -> its hidden value
    envelope: list[str] = field(default_factory=list)  # Lantern cards in it, face down
    chosen: dict[str, int] = field(default_factory=dict)  # card -> the player who chose it

    def clone(self) -> HongBao:
        return HongBao(dict(self.values), self.envelope[:], dict(self.chosen))

    def to_dict(self) -> dict[str, Any]:
        return {
            "values": dict(self.values),
            "envelope": list(self.envelope),
            "chosen": dict(self.chosen),
        }
