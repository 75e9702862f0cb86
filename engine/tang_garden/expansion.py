"""What the boxed expansions share: their tiles join the stacks without any stack starting above
its limit, and their lanterns join every player's."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields
from typing import Any

from pydantic import PositiveInt

from engine.core.view import Hidden
from engine.tang_garden.content.models import Model
from engine.tang_garden.kinds.tiles import GardenTile
from engine.tang_garden.module import Module, SetupStep
from engine.tang_garden.state import GameState


class ExpansionSettings(Model):
    max_stack: PositiveInt  # no stack starts above this many tiles


@dataclass(slots=True)
class ExpansionState:
    boxed: list[str] = field(default_factory=list)  # ordinary tiles set aside at setup

    def clone(self) -> Any:
        return type(self)(**self.to_dict())

    def to_dict(self) -> dict[str, Any]:
        return {f.name: _copy(getattr(self, f.name)) for f in fields(self)}


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


class Expansion(Module):
    """A boxed expansion: caps the stacks after they are built and deals its lanterns."""

    Settings = ExpansionSettings

    def new_state(self) -> ExpansionState:
        return ExpansionState()

    def setup_steps(self) -> tuple[SetupStep, ...]:
        steps = [SetupStep("stack-limit", self._cap_stacks, after="3")]
        if "lanterns" in self.pack:
            steps.append(SetupStep("lanterns", self._deal_lanterns, after="6"))
        return tuple(steps)

    def _cap_stacks(self, state: GameState, rand: random.Random) -> None:
        """Ordinary garden tiles go back to the box, at random, until no stack is too high;
        special tiles (temples and the expansions' own) always stay."""
        limit = self.settings.max_stack
        for tiles in state.stacks.values():
            plain = sorted(t for t in tiles if isinstance(state.catalog.tiles[t], GardenTile))
            rand.shuffle(plain)
            while len(tiles) > limit and plain:
                tile = plain.pop()
                tiles.remove(tile)
                self.of(state).boxed.append(tile)

    def _deal_lanterns(self, state: GameState, rand: random.Random) -> None:
        for player in state.players:
            for lantern in self.pack["lanterns"].lanterns:
                player.lanterns[lantern.id] = True

    def holds(self, state: GameState) -> dict[str, list[str]]:
        return {"tiles": list(self.of(state).boxed)}

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        """Which tiles went back to the box: any unseen tile may be one of them."""
        boxed = self.of(state).boxed
        return [Hidden("tiles", boxed, len(boxed))]

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        """Its slice; which tiles went back to the box stays hidden (only how many)."""
        shown = self.of(state).to_dict()
        shown["boxed"] = len(shown["boxed"])
        return shown
