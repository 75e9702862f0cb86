"""Ghost Stories: the Demon, Fox Spirit, Medium and Soldier, four decorations, the Haunted Temple,
walled landscapes and the shift lantern. The kinds are in kinds.py, the slice of the state in
slice.py; this module deals the components and asks the choices they need: the Fox Spirit's target
when it is taken, and at the end, in turn order, each Swan's type and each Cat's protected
character."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core.events import Decision, Event
from engine.tang_garden.actions import Action, MoveCharacter
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.expansion import Expansion
from engine.tang_garden.kinds.words import SIDE_NAMES, article
from engine.tang_garden.module import Events
from engine.tang_garden.modules.ghost_stories.kinds import StandIn
from engine.tang_garden.modules.ghost_stories.slice import ID, Haunting
from engine.tang_garden.state import GameState


@dataclass(frozen=True, slots=True)
class PlaceFoxToken(Action):
    """Put the Fox token on ``character``'s card: the Fox Spirit copies it."""

    kind: ClassVar[str] = "place_fox_token"
    character: str


@dataclass(frozen=True, slots=True)
class CountSwanAs(Action):
    """At the end: the Swan card ``card`` counts as one card of ``decoration``."""

    kind: ClassVar[str] = "count_swan_as"
    card: str
    decoration: str


@dataclass(frozen=True, slots=True)
class ProtectCharacter(Action):
    """At the end: the Cat card ``card`` protects ``character`` from the Demon."""

    kind: ClassVar[str] = "protect_character"
    card: str
    character: str


def _cards_of_kind(state: GameState, player: int, kind: str) -> list[str]:
    card_type = state.catalog.card_type
    return [c for c in state.players[player].cards if card_type[c].scoring.kind == kind]


class GhostStories(Expansion):
    id = ID
    actions = (PlaceFoxToken, CountSwanAs, ProtectCharacter)

    def new_state(self) -> Haunting:
        return Haunting()

    # --- the Fox Spirit --------------------------------------------------------------------------

    def on_character_taken(self, state: GameState, character: str, events: Events) -> None:
        fox = state.catalog.characters[character].skill.kind == "copy"
        if fox and self._fox_targets(state, character):
            state.tasks.append(("fox_target", character))

    @staticmethod
    def _fox_targets(state: GameState, fox: str) -> list[str]:
        """Characters in play: in the garden or a player's active character (not the Fox)."""
        found = {m.character for m in state.minis.values()}
        found |= {p.active for p in state.players if p.active is not None}
        copies = {c for c in found if state.catalog.characters[c].skill.kind == "copy"}
        return sorted(found - copies - {fox})

    def _fox_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        name = state.catalog.characters[task[1]].name
        return f"Put the {name}'s Fox token on the card of a character in play", [
            PlaceFoxToken(c) for c in self._fox_targets(state, task[1])
        ]

    def _place_fox(self, state: GameState, action: PlaceFoxToken, events: Events) -> None:
        fox = state.tasks.pop()[1]
        self.of(state).fox_targets[fox] = action.character
        names = state.catalog.characters
        events.append(
            Event(
                "fox_token",
                f"{state.player.name} puts the {names[fox].name}'s Fox token on the "
                f"{names[action.character].name}",
                {"player": state.current, "fox": fox, "character": action.character},
            )
        )

    # --- the shift lantern ---------------------------------------------------------------------

    def _shift_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        return "Turn any character in the garden to face another direction", [
            MoveCharacter(mini.character, x, y, spot, side)
            for (x, y, spot), mini in sorted(state.minis.items())
            for side in SIDES
            if SIDES.index(side) != mini.facing
        ]

    def _shift(self, state: GameState, action: MoveCharacter, events: Events) -> None:
        state.tasks.pop()
        spot = (action.x, action.y, action.spot)
        mini = state.minis[spot]
        state.minis[spot] = type(mini)(mini.character, mini.owner, SIDES.index(action.facing))
        name = state.catalog.characters[mini.character].name
        events.append(
            Event(
                "shift",
                f"{state.player.name} turns the {name} to face {SIDE_NAMES[action.facing]}",
                {"player": state.current, "character": mini.character, "facing": action.facing},
            )
        )

    # --- the end: Swans and Cats ---------------------------------------------------------------

    def end_game_tasks(self, state: GameState) -> list[tuple[int, tuple]]:
        asks: list[tuple[int, tuple]] = []
        n = len(state.players)
        for player in ((state.first + k) % n for k in range(n)):
            asks += [(player, ("swan", card)) for card in _cards_of_kind(state, player, "stand_in")]
            if any(m.owner == player for m in state.minis.values()):
                cats = _cards_of_kind(state, player, "guardian")
                asks += [(player, ("cat", card)) for card in cats]
        return asks

    def _swan_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        return "Choose the decoration type your Swan counts as", [
            CountSwanAs(task[1], kind) for kind in StandIn.choices(state.catalog)
        ]

    def _count_swan(self, state: GameState, action: CountSwanAs, events: Events) -> None:
        state.tasks.pop()
        self.of(state).swans[action.card] = action.decoration
        kind = state.catalog.decoration_types[action.decoration].name
        events.append(
            Event(
                "swan",
                f"{state.player.name}'s Swan counts as {article(kind.lower())}",
                {"player": state.current, "card": action.card, "decoration": action.decoration},
            )
        )

    def _cat_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        own = sorted(m.character for m in state.minis.values() if m.owner == state.current)
        return "Choose the character your Cat protects from the Demon", [
            ProtectCharacter(task[1], c) for c in own
        ]

    def _protect(self, state: GameState, action: ProtectCharacter, events: Events) -> None:
        state.tasks.pop()
        self.of(state).protected[action.card] = action.character
        name = state.catalog.characters[action.character].name
        events.append(
            Event(
                "cat",
                f"{state.player.name}'s Cat protects the {name} from the Demon",
                {"player": state.current, "card": action.card, "character": action.character},
            )
        )

    def adjust_decoration_counts(self, state: GameState, counts: list[dict[str, int]]) -> None:
        catalog = state.catalog
        for card, kind in self.of(state).swans.items():
            swan = catalog.card_type[card].id
            owner = next(i for i, p in enumerate(state.players) if card in p.cards)
            counts[owner][swan] -= 1
            counts[owner][kind] = counts[owner].get(kind, 0) + 1

    # --- tables --------------------------------------------------------------------------------

    def decisions(self) -> dict[str, Any]:
        return {
            "fox_target": self._fox_options,
            "shift": self._shift_options,
            "swan": self._swan_options,
            "cat": self._cat_options,
        }

    def handlers(self) -> dict[Any, Any]:
        return {
            PlaceFoxToken: self._place_fox,
            ("shift", MoveCharacter): self._shift,
            CountSwanAs: self._count_swan,
            ProtectCharacter: self._protect,
        }

    def option_words(self, state: GameState, action: Action) -> str | None:
        names = state.catalog.characters
        match action:
            case PlaceFoxToken(character=c):
                return f"Fox token on the {names[c].name}"
            case CountSwanAs(decoration=kind):
                return f"The Swan counts as {article(state.catalog.decoration_types[kind].name)}"
            case ProtectCharacter(character=c):
                return f"The Cat protects the {names[c].name}"
        return None

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if isinstance(action, PlaceFoxToken):
            return "The Fox token goes on another character in the garden or in front of a player."
        if isinstance(action, ProtectCharacter):
            return "A Cat protects one of your own characters in the garden."
        return None
