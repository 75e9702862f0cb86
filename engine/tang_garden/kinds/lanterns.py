"""Lantern abilities: one registered class per ability, with its behaviour.

The data names an ability by ``effect`` (data/lanterns.yaml and the packs); the lantern's own name
and text are data. The base flow asks each face-up lantern's ability whether it is offered in the
pending decision, and what using it does; while it is the turn's lantern, it may change the main
action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from engine.tang_garden.actions import Build, Decorate
from engine.tang_garden.kinds.registries import LANTERNS

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.state import GameState


class Ability:
    """Base of every lantern ability; ``name`` is the ``effect`` word of the data."""

    name: str
    sole_main_action: bool = False  # as the turn's lantern, no module adds main actions
    when: str = "when its moment comes"  # when it may be used, for refusals in a player's words

    # the decisions it may be used in (None: any)
    moments: ClassVar[frozenset[str] | None] = frozenset()

    def offered(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        """Whether the lantern may be used in the decision ``task`` (with these options)."""
        moments = self.moments
        return (moments is None or task[0] in moments) and self.usable(state, task, options)

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        """In one of its moments: whether using it can do something now."""
        return True

    def use(self, state: GameState, events: list[Event]) -> None:
        """What using it does, right away (the top task is the decision it was used in)."""

    def main_action(self, state: GameState, options: list[Any]) -> tuple[str, list[Any]] | None:
        """As the turn's lantern: the main action's prompt and options (None: unchanged)."""
        return None

    def after_first_build(self, state: GameState) -> None:
        """As the turn's lantern: after the turn's first tile."""

    def extra_decorations(self) -> int:
        """As the turn's lantern: decorations placed beyond the first in one action."""
        return 0

    def extra_character_spots(self, state: GameState) -> list[tuple[int, int, str]]:
        """As the turn's lantern: spots a character may be placed on besides the free ones."""
        return []

    def extra_draws(self) -> int:
        """As the turn's lantern: decoration cards drawn beyond the usual number."""
        return 0


# --- the base game's four -----------------------------------------------------------------------


class DoubleBuild(Ability):
    name = "double_build"
    when = "as your main action, while at least two stacks show a face-up tile"
    moments = frozenset({"main"})

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        for option in options:
            if isinstance(option, Build):
                return state.face_up_count() >= 2
        return False

    def main_action(self, state: GameState, options: list[Any]) -> tuple[str, list[Any]] | None:
        builds = [o for o in options if isinstance(o, Build)]
        return "Build the Garden: place your first of two tiles", builds

    def after_first_build(self, state: GameState) -> None:
        state.tasks.append(("second_build",))


class DoubleDecoration(Ability):
    name = "double_decoration"
    sole_main_action = True
    when = "as your main action (Place a Decoration)"
    moments = frozenset({"main"})

    def main_action(self, state: GameState, options: list[Any]) -> tuple[str, list[Any]] | None:
        return "Place a Decoration (two this turn)", [Decorate()]

    def extra_decorations(self) -> int:
        return 1


class MoveCharacter(Ability):
    name = "move_character"
    when = "before or after your main action, once one of your characters is in the garden"

    moments = frozenset({"main", "post"})

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        current = state.current
        return any(mini.owner == current for mini in state.minis.values())

    def use(self, state: GameState, events: list[Event]) -> None:
        state.tasks.append(("move_character",))


class SearchDeck(Ability):
    name = "search_deck"
    when = (
        "when you choose an influenced character or insert a landscape tile (while hidden "
        "ones are left)"
    )

    moments = frozenset({"insert", "choose_character"})

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        if task[0] == "insert":
            return bool(options) and bool(state.land_pile[task[1]])
        return bool(state.char_deck)

    def use(self, state: GameState, events: list[Event]) -> None:
        task = state.tasks.pop()
        if task[0] == "insert":
            state.tasks.append(("search_landscape", task[1]))
        else:
            state.tasks.append(("search_character",))


# --- the Seasons lanterns shared by several modules ---------------------------------------------


class FreePlacement(Ability):
    """06 Free Placement: a character placed this turn may stand on any tile without a decoration
    or a character, whether it shows a character spot or not (used when placing it)."""

    name = "free_placement"
    when = "when you place a character, while a tile has neither decoration nor character"

    moments = frozenset({"place_character"})

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        return bool(self.extra_character_spots(state))

    def extra_character_spots(self, state: GameState) -> list[tuple[int, int, str]]:
        taken = {(x, y) for x, y, _ in state.minis}
        more = [pos for hook in state.hooks.free_placement_spaces for pos in hook(state)]
        return [
            (x, y, "tile")
            for (x, y) in sorted([*state.board, *more])
            if (x, y) not in taken and (x, y) not in state.decorations
        ]


for _ability in (
    DoubleBuild(),
    DoubleDecoration(),
    MoveCharacter(),
    SearchDeck(),
    FreePlacement(),
):
    LANTERNS.register(_ability)
