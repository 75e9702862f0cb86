"""The solo game's four lanterns: each is used when choosing the pair (or copied by the reuse
lantern) and opens one of the solo decisions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.tang_garden.kinds.lanterns import LANTERNS, Ability
from engine.tang_garden.options import legal_builds

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.state import GameState


def _opens(state: GameState, task: str) -> bool:
    """Whether the decision a lantern opens would offer anything now (asked of the ruleset's
    builder of that decision)."""
    return bool(state.ruleset.builders[task](state, (task,))[1])


class SoloAbility(Ability):
    """A solo lantern: used when choosing the pair, or copied by the reuse lantern."""

    when = "when you choose your pair, if it can do something then"
    moments = frozenset({"solo_main", "solo_reuse"})

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        raise NotImplementedError


class TileOnly(SoloAbility):
    name = "tile_only"

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        return bool(legal_builds(state))

    def use(self, state: GameState, events: list[Event]) -> None:
        state.tasks.append(("solo_tile_only",))


class TileFromDisplay(SoloAbility):
    name = "tile_from_display"

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        return _opens(state, "solo_display")

    def use(self, state: GameState, events: list[Event]) -> None:
        state.tasks.append(("solo_display",))


class ReplaceDecorationCards(SoloAbility):
    name = "replace_decoration_cards"

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        return bool(state.deco_deck or state.deco_discard)

    def use(self, state: GameState, events: list[Event]) -> None:
        state.tasks.append(("solo_new_cards",))  # the module's automatic step deals them


class ReuseLantern(SoloAbility):
    name = "reuse_lantern"

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        return _opens(state, "solo_reuse")

    def use(self, state: GameState, events: list[Event]) -> None:
        state.tasks.append(("solo_reuse",))


for _ability in (TileOnly(), TileFromDisplay(), ReplaceDecorationCards(), ReuseLantern()):
    LANTERNS.register(_ability)
