"""What a module is: a manifest, its numbers, its slice of the state, setup steps, decisions,
handlers and hooks into the base flow. Every hook defaults to "no change".

A module subclasses ``Module``, names its ``id``, and overrides only what it needs. The base flow
calls the hooks of every active module, in the ruleset's order, at named moments. See
docs/modules.md for a worked example.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel

from engine.tang_garden.content.models import ModuleManifest, NoSettings

if TYPE_CHECKING:
    from engine.tang_garden.actions import Action
    from engine.tang_garden.catalog import CellDef
    from engine.tang_garden.events import Decision, Event
    from engine.tang_garden.garden import BuildRewards
    from engine.tang_garden.scoring import CharacterScore, PlayerScore
    from engine.tang_garden.state import GameState, Mini
    from engine.tang_garden.view import Hidden

Events = list["Event"]
Builder = Callable[["GameState", tuple], tuple[str, list["Action"]]]
Handler = Callable[["GameState", Any, Events], None]
AutoStep = Callable[["GameState", Events], None]


class NoOptions(BaseModel):
    """A module a ruleset switches on without choices."""

    model_config = {"extra": "forbid", "frozen": True}


@dataclass(frozen=True, slots=True)
class SetupStep:
    """One setup step. Base steps are named by the rulebook's numbers ("1" to "10", then
    "start"); a module's step goes ``before`` or ``after`` a named step, or ``replaces`` it.
    Each step draws from its own seeded stream, so adding a step never changes another's draws.
    """

    name: str
    run: Callable[[GameState, random.Random], None]
    before: str | None = None
    after: str | None = None
    replaces: str | None = None


class Module:
    """Base of every module; a subclass sets ``id`` and overrides what it changes."""

    id: ClassVar[str]
    version: ClassVar[int] = 1
    Settings: ClassVar[type[BaseModel]] = NoSettings  # the manifest's ``settings:`` model
    Options: ClassVar[type[BaseModel]] = NoOptions  # what a ruleset entry may choose
    actions: ClassVar[tuple[type, ...]] = ()  # its own action classes (for records)

    def __init__(
        self, manifest: ModuleManifest, options: BaseModel, pack: dict[str, Any], digest: str
    ) -> None:
        self.manifest = manifest
        self.settings: Any = manifest.settings
        self.options: Any = options
        self.pack = pack  # extra component data of its data pack, by file kind
        self.digest = digest  # of its data pack's files, kept in records

    @property
    def name(self) -> str:
        return self.manifest.name

    def of(self, state: GameState) -> Any:
        """This module's slice of ``state``."""
        return state.ext[self.id]

    # --- contributions ------------------------------------------------------------------------

    def new_state(self) -> Any:
        """Its slice of the state (with ``clone()`` and ``to_dict()``), or None."""
        return None

    def setup_steps(self) -> Sequence[SetupStep]:
        return ()

    def decisions(self) -> dict[str, Builder]:
        """Builders of its own decisions, by task name: ``(state, task) -> (prompt, options)``."""
        return {}

    def handlers(self) -> dict[Any, Handler]:
        """Its handlers, keyed ``(task name, action class)`` or, for its own actions, the class."""
        return {}

    def auto_steps(self) -> dict[str, AutoStep]:
        """Steps that run by themselves when they reach the top of the task stack."""
        return {}

    def skip_texts(self) -> dict[str, str]:
        """What the log says when one of its decisions has no option and is skipped."""
        return {}

    def wakes_icons(self) -> Sequence[str]:
        """Dormant landscape icons that count while this module is in the game (a pack's
        ``dormant`` icons are ignored otherwise: the night landscapes' Lantern)."""
        return ()

    def bots(self) -> dict[str, type]:
        """Computer players of its own, by name (``simulate --bot NAME``)."""
        return {}

    # --- hooks into the base flow (all optional) ----------------------------------------------

    def on_turn_start(self, state: GameState, events: Events) -> None:
        """A player's turn begins (after the previous one ended)."""

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        """Add to (or remove from) the options of any decision before it is shown."""

    def adjust_build_rewards(
        self, state: GameState, cell: CellDef, pos: tuple[int, int], rewards: BuildRewards
    ) -> None:
        """Change what placing ``cell`` at ``pos`` earns (also used by previews)."""

    def on_tile_placed(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        """A garden tile was laid at ``pos`` (its rewards already given)."""

    def on_token_taken(self, state: GameState, player: int, size: str, events: Events) -> None:
        """A landscape token was taken."""

    def on_landscape_inserted(self, state: GameState, slot: str, events: Events) -> None:
        """A landscape tile was inserted into ``slot``."""

    def adjust_draw_count(self, state: GameState, count: int) -> int:
        """How many decoration cards a Place a Decoration action draws."""
        return count

    def extra_cards(self, state: GameState) -> Sequence[str]:
        """Decoration cards the player may choose now besides the drawn ones."""
        return ()

    def take_card(self, state: GameState, card: str) -> bool:
        """Claim a chosen decoration card that is not in the hand (True if this module had it)."""
        return False

    def take_collected_card(self, state: GameState, card: str) -> bool:
        """A chosen decoration card is about to join the player's collection: True if this
        module keeps it somewhere else instead (the Hong Bao envelope)."""
        return False

    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        """The current player placed a decoration at ``pos`` for decoration ``card`` (kept in their
        collection, or elsewhere: the Hong Bao envelope)."""

    def on_track_advanced(self, state: GameState, player: int, track: int, events: Events) -> None:
        """A player's cube moved up ``track``."""

    def on_cards_discarded(self, state: GameState, cards: list[str], events: Events) -> None:
        """Decoration ``cards`` were just put on top of the discard pile (the unchosen drawn)."""

    def adjust_free_spots(self, state: GameState, spots: list[tuple[int, int, str]]) -> None:
        """Remove free character spots that something of this module occupies."""

    def extra_character_spots(self, state: GameState, x: int, y: int) -> Sequence[str]:
        """Character spots this module adds on space (x, y)."""
        return ()

    def on_character_taken(self, state: GameState, character: str, events: Events) -> None:
        """The current player took ``character``'s card (influence, or a lantern's exchange)."""

    def on_character_placed(self, state: GameState, mini: Mini, events: Events) -> None:
        """A character miniature was put in the garden."""

    def on_end_turn(self, state: GameState, events: Events) -> None:
        """The current player's turn is ending (before the next player's begins)."""

    def adjust_end_trigger(self, state: GameState, triggered: bool) -> bool:
        """Whether the end of the game is triggered now (``triggered``: the base rule's answer)."""
        return triggered

    def adjust_sight(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> None:
        """Change the spaces a character sees."""

    def adjust_character_score(
        self, state: GameState, pos: tuple[int, int], mini: Mini, score: CharacterScore
    ) -> CharacterScore:
        """Change what one character scores at the end (add ``extras``)."""
        return score

    def end_game_tasks(self, state: GameState) -> Sequence[tuple[int, tuple]]:
        """Decisions due once the last turn is over, before the final scoring: (player, task),
        asked in the order given (the base game asks nothing)."""
        return ()

    def adjust_decoration_counts(self, state: GameState, counts: list[dict[str, int]]) -> None:
        """Change the decoration cards each player scores (per player: type -> cards)."""

    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        """Add final-scoring categories to a player's itemised score."""

    def on_final_score(self, state: GameState, events: Events) -> None:
        """The final score is in ``state.result``: say what this module's scoring did."""

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        """Why an action is refused, in a player's words, when this module knows best."""
        return None

    def option_words(self, state: GameState, action: Action) -> str | None:
        """A button's words for one of its own options (None: not one of its own)."""
        return None

    def holds(self, state: GameState) -> dict[str, list[str]]:
        """The components it keeps aside now, by kind: ``tiles``, ``cards``, ``characters`` (their
        ids) and ``pieces`` (a decoration pool's name per piece)."""
        return {}

    def boxed(self) -> dict[str, Sequence[str]]:
        """Components the rules still know (not ``removes``d: the Emperor stands in the garden)
        that this module puts back in the box at setup, by kind (``characters``: ids): no other
        module's setup deals them (``Catalog.boxed``)."""
        return {}

    def face_up(self, state: GameState) -> Sequence[str]:
        """Ids of the components this module shows face up (undo never crosses revealing one)."""
        return ()

    def hidden(self, state: GameState, viewer: int | None) -> Sequence[Hidden]:
        """The parts of its slice ``viewer`` cannot see (``view.Hidden``): computer
        players deal them anew at random, never reading them."""
        return ()

    def bot_terms(self, state: GameState, player: int) -> float:
        """Coins a computer player adds to its judgement of ``player``'s position for what this
        module makes matter (0: the shared judgement is enough)."""
        return 0.0

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any] | None:
        """What ``viewer`` may know of this module's slice (None: nothing to show)."""
        part = state.ext.get(self.id)
        return part.to_dict() if part is not None else None
