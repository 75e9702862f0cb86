"""The Seasons lanterns 05, 07, 08 and 09: Draw Three Decoration Cards, Combined Actions, Reserve
a Tile and Copy a Lantern (06 Free Placement is shared with the Actress:
engine/tang_garden/kinds/lanterns.py). The choices they open (the tile to reserve, the lantern to
copy, the second main action) are the module's (module.py); the reserved tiles are in its slice
(slice.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.tang_garden.actions import Decorate
from engine.tang_garden.kinds.lanterns import LANTERNS, Ability
from engine.tang_garden.modules.lanterns_05_09.slice import ID

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.state import GameState


class DrawThree(Ability):
    """05: Place a Decoration draws three more cards."""

    name = "draw_three_cards"
    sole_main_action = True
    when = "as your main action (Place a Decoration)"
    moments = frozenset({"main"})

    def main_action(self, state: GameState, options: list[Any]) -> tuple[str, list[Any]] | None:
        return "Place a Decoration (three more cards)", [Decorate()]

    def extra_draws(self) -> int:
        return 3


class CombinedActions(Ability):
    """07: both main actions this turn, in the order the player likes."""

    name = "combined_actions"
    when = "before your main action"
    moments = frozenset({"main"})

    def use(self, state: GameState, events: list[Event]) -> None:
        state.tasks.insert(len(state.tasks) - 1, ("combined_second",))


class ReserveTile(Ability):
    """08: a face-up garden tile set aside beside the player board, built later."""

    name = "reserve_tile"
    when = (
        "before or after your main action, while a stack shows a face-up tile and you hold no "
        "reserved tile"
    )

    moments = frozenset({"main", "post"})

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        held = state.ext[ID].reserved.get(state.current)
        return held is None and state.face_up_count() > 0

    def use(self, state: GameState, events: list[Event]) -> None:
        state.tasks.append(("reserve",))


class CopyLantern(Ability):
    """09: the effect of another of your face-up lanterns, which stays face up."""

    name = "copy_lantern"
    when = "when another of your face-up lanterns could be used"

    moments = None  # wherever another of the player's lanterns may be used

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        return bool(copyable(state, task, options))

    def use(self, state: GameState, events: list[Event]) -> None:
        state.tasks.append(("copy_lantern",))


def copyable(state: GameState, task: tuple, options: list[Any]) -> list[str]:
    """The current player's other face-up lanterns that could be used in ``task`` ([U33])."""
    lanterns = state.catalog.lanterns
    out = []
    for lid, up in state.player.lanterns.items():
        ability = LANTERNS[lanterns[lid].effect]
        if up and not isinstance(ability, CopyLantern) and ability.offered(state, task, options):
            out.append(lid)
    return out


for _ability in (DrawThree(), CombinedActions(), ReserveTile(), CopyLantern()):
    LANTERNS.register(_ability)
