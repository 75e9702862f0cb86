"""Tang Garden's module base: the core's module (engine/core/module.py) with the hooks of Tang
Garden's flow, each marked ``@hook``, and what a Tang Garden module may add. Every hook defaults
to "no change".

A module subclasses ``Module``, names its ``id``, and overrides only what it needs. The base flow
calls the hooks of every active module, in the ruleset's order, at named moments. See
docs/modules.md for a worked example.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from engine.core.module import Events, NoOptions, SetupStep, hook
from engine.core.module import Module as CoreModule

if TYPE_CHECKING:
    from engine.core.actions import Action
    from engine.core.result import Result
    from engine.tang_garden.catalog import CellDef
    from engine.tang_garden.garden import BuildRewards
    from engine.tang_garden.scoring import CharacterScore, PlayerScore
    from engine.tang_garden.state import GameState, Mini
    from engine.tang_garden.zones import Zone

__all__ = ["Events", "Module", "NoOptions", "SetupStep"]


class Module(CoreModule):
    """Base of every Tang Garden module; a subclass sets ``id`` and overrides what it changes."""

    mode_word: ClassVar[str | None] = None  # a word for a ruleset of it alone (game.MODES)
    team_play: ClassVar[bool] = False  # the players win or lose together (computer players
    # judge for the team: ``engine.tang_garden.bots.evaluate.margin``)
    counts_from_held: ClassVar[bool] = False  # its ``adjust_decoration_counts`` reads only the
    # cards held and the pieces placed (computer players may then remember the scores by those)

    def variants(self) -> Sequence[tuple[str, dict]]:
        """Options a simulation compares, each with its label (Summer's difficulties): ``simulate``
        plays each and prints one summary per variant (none: one run)."""
        return ()

    def wakes_icons(self) -> Sequence[str]:
        """Dormant landscape icons that count while this module is in the game (a pack's
        ``dormant`` icons are ignored otherwise: the night landscapes' Lantern)."""
        return ()

    def holds(self, state: GameState) -> dict[str, list[str]]:
        """The components it keeps aside now, by kind: ``tiles``, ``cards``, ``characters`` (their
        ids) and ``pieces`` (a decoration pool's name per piece)."""
        return {}

    def boxed(self) -> dict[str, Sequence[str]]:
        """Components the rules still know (not ``removes``d: the Emperor stands in the garden)
        that this module puts back in the box at setup, by kind (``characters``: ids): no other
        module's setup deals them (``Catalog.boxed``)."""
        return {}

    # --- hooks into Tang Garden's flow (all optional) -----------------------------------------

    @hook
    def on_turn_start(self, state: GameState, events: Events) -> None:
        """A player's turn begins (after the previous one ended)."""

    @hook
    def adjust_build_rewards(
        self, state: GameState, cell: CellDef, pos: tuple[int, int], rewards: BuildRewards
    ) -> None:
        """Change what placing ``cell`` at ``pos`` earns for what this module has in the garden
        (tiles already laid, pieces): a tile's own rewards are its kind's ``adjust_rewards``
        (also used by previews)."""

    @hook
    def can_build(self, state: GameState) -> bool:
        """Whether the current player could place a tile by this module's own rule (a tile
        offered beside the stacks): a turn in which nothing was placed is idle (D18, D22) only
        when no tile could be."""
        return False

    @hook
    def on_tile_placed(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        """A garden tile was laid at ``pos`` (its rewards already given)."""

    @hook
    def on_token_taken(self, state: GameState, player: int, size: str, events: Events) -> None:
        """A landscape token was taken."""

    @hook
    def on_piece_taken(
        self, state: GameState, player: int, piece: str, where: str, events: Events
    ) -> None:
        """``player`` picked up a module's ``piece`` from the garden and put it ``where``: "kept"
        (their own) or "donated" (a pool shared by everyone)."""

    @hook
    def on_landscape_inserted(self, state: GameState, slot: str, events: Events) -> None:
        """A landscape tile was inserted into ``slot``."""

    @hook
    def adjust_draw_count(self, state: GameState, count: int) -> int:
        """How many decoration cards a Place a Decoration action draws."""
        return count

    @hook
    def set_aside_card(self, state: GameState, card: str, events: Events) -> bool:
        """A decoration card was just drawn: True if this module sets it aside (it does not join
        the hand and the next card is drawn instead: Equinox's Construction cards)."""
        return False

    @hook
    def extra_cards(self, state: GameState) -> Sequence[str]:
        """Decoration cards the player may choose now besides the drawn ones."""
        return ()

    @hook
    def take_card(self, state: GameState, card: str) -> bool | str:
        """Claim a chosen decoration card that is not in the hand: False if this module does not
        have it, else True, or where it lay in the module's own words (a corner of the
        board: the placed card's event names it as ``taken_from``, for the screen to mark)."""
        return False

    @hook
    def take_collected_card(self, state: GameState, card: str) -> bool:
        """A chosen decoration card is about to join the player's collection: True if this
        module keeps it somewhere else instead (the Hong Bao envelope)."""
        return False

    @hook
    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        """The current player placed a decoration at ``pos`` for decoration ``card`` (kept in their
        collection, or elsewhere: the Hong Bao envelope)."""

    @hook
    def on_track_advanced(self, state: GameState, player: int, track: int, events: Events) -> None:
        """A player's cube moved up ``track``."""

    @hook
    def on_track_blocked(
        self, state: GameState, player: int, track: int, steps: int, events: Events
    ) -> None:
        """``steps`` advances on ``track`` were lost: the player's cube is at its top."""

    @hook
    def walled_spaces(self, state: GameState) -> Sequence[tuple[int, int]]:
        """Spaces without a garden tile whose walls close terrain (Summer's Request tiles)."""
        return ()

    @hook
    def zones(self, state: GameState) -> Sequence[Zone]:
        """Its zones over the garden as ``state`` has them (Winter's palace roof): second layers
        of spaces with their own tiles, which the board view draws and hit-tests."""
        return ()

    @hook
    def on_cards_discarded(self, state: GameState, cards: list[str], events: Events) -> None:
        """Decoration ``cards`` were just put on top of the discard pile (the unchosen drawn)."""

    @hook
    def adjust_free_spots(self, state: GameState, spots: list[tuple[int, int, str]]) -> None:
        """Remove free character spots that something of this module occupies."""

    @hook
    def extra_character_spots(self, state: GameState, x: int, y: int) -> Sequence[str]:
        """Character spots this module adds on space (x, y)."""
        return ()

    @hook
    def free_placement_spaces(self, state: GameState) -> Sequence[tuple[int, int]]:
        """Spaces besides the garden tiles where Free placement may stand a character (the
        Promenade's empty Wall tiles without a landscape icon)."""
        return ()

    @hook
    def on_character_taken(self, state: GameState, character: str, events: Events) -> None:
        """The current player took ``character``'s card (influence, or a lantern's exchange)."""

    @hook
    def on_character_placed(self, state: GameState, mini: Mini, events: Events) -> None:
        """A character miniature was put in the garden."""

    @hook
    def on_end_turn(self, state: GameState, events: Events) -> None:
        """The current player's turn is ending (before the next player's begins)."""

    @hook
    def adjust_idle(self, state: GameState, idle: bool) -> bool:
        """Whether the ending turn counts as idle for the end after a whole idle round (D18,
        D22; ``idle``: the base rule's answer)."""
        return idle

    @hook
    def adjust_end_trigger(self, state: GameState, triggered: bool) -> bool:
        """Whether the end of the game is triggered now (``triggered``: the base rule's answer)."""
        return triggered

    @hook
    def landscape_icons(self, state: GameState, side: str) -> Sequence[str]:
        """Landscape icons on ``side`` ("N", "E", "S", "W") from pieces of this module besides the
        landscape tiles in the slots: every character facing that side sees them."""
        return ()

    @hook
    def adjust_sight(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> None:
        """Change the spaces a character sees."""

    @hook
    def adjust_character_score(
        self, state: GameState, pos: tuple[int, int], mini: Mini, score: CharacterScore
    ) -> CharacterScore:
        """Change what one character scores at the end (add ``extras``)."""
        return score

    @hook
    def end_game_tasks(self, state: GameState) -> Sequence[tuple[int, tuple]]:
        """Decisions due once the last turn is over, before the final scoring: (player, task),
        asked in the order given (the base game asks nothing)."""
        return ()

    @hook
    def secret_cards(self, state: GameState, player: int) -> Sequence[str]:
        """The cards of ``player``'s collection the other players cannot see until the end
        (Spring keeps collections hidden): ``player_view`` shows the others a count of them and
        computer players deal them anew."""
        return ()

    @hook
    def adjust_decoration_counts(self, state: GameState, counts: list[dict[str, int]]) -> None:
        """Change the decoration cards each player scores (per player: type -> cards)."""

    @hook
    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        """Add final-scoring categories to a player's itemised score."""

    @hook
    def adjust_result(self, state: GameState, result: Result) -> Result:
        """The game's result once the last turn is scored (a team's victory or defeat)."""
        return result

    @hook
    def board_objectives(self, state: GameState) -> Sequence[Any]:
        """Objectives this module adds to the Objective boards' own (Solstice's 6 and 8): each
        has a ``number``, a ``condition`` (``met``, ``text``) and a ``scoring`` (``score``,
        ``text``)."""
        return ()

    @hook
    def estimate_result(self, state: GameState, result: Result) -> Result:
        """The result a live score counts (the game ending now), for a module that scores its
        own game's end (a solo game's victory)."""
        return result

    def bot_weighed(self, state: GameState, options: Sequence[Action]) -> Sequence[Action]:
        """Of ``options``, those a computer player playing on with a random sample of its
        options always weighs too: a choice few options make whose worth one step shows (a visible
        card offered among some 200 tile placements). None by default."""
        return ()

    def bot_prospects(self, state: GameState, player: int, foresight: float) -> float:
        """Coins ``player`` may still expect from what this module scores at the end beyond
        what it would score now, if each piece still to come arrives with the chance
        ``foresight`` (a computer player's weight ``Weights.foresight``; 0: none counted)."""
        return 0.0

    @hook
    def on_final_score(self, state: GameState, events: Events) -> None:
        """The final score is in ``state.result``: say what this module's scoring did."""
