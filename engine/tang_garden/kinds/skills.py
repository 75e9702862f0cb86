"""Character skills: one registered class per kind, with its data, behaviour and text.

The base flow calls the active character's skill at named moments; every method defaults to
"nothing happens".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import NonNegativeInt, PositiveInt

from engine.core.events import Event
from engine.tang_garden.actions import CycleStack, DrawExtraCards, FlipStacks, TakeDiscardTop
from engine.tang_garden.cells import TERRAINS
from engine.tang_garden.content.base import Id, LandscapeIcon, Model, Track
from engine.tang_garden.effects import draw_decorations, flip_tops, gain_coins
from engine.tang_garden.kinds.registries import SKILLS
from engine.tang_garden.kinds.words import article, coins, either, number

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.garden import BuildRewards
    from engine.tang_garden.state import GameState, Mini


@SKILLS.base
class Skill(Model):
    """Base of every skill kind."""

    token: ClassVar[str | None] = None  # the token of its own it needs ("fox", "herb")
    border_is_wall: ClassVar[bool] = False  # the garden's edge encloses its owner's terrain

    def text(self, catalog: Catalog) -> str:
        raise NotImplementedError

    def brief(self, catalog: Catalog) -> str:
        """The skill in a few words, for its character card (its full text by default)."""
        return self.text(catalog)

    def on_choice(self, state: GameState, what: str, count: int, events: list[Event]) -> None:
        """The player chose one of ``count`` face-up ``what`` ("tiles" or "cards")."""

    def on_decoration_placed(self, state: GameState, decoration: str, events: list[Event]) -> None:
        """The player placed a decoration of type ``decoration``."""

    def on_track_advanced(
        self, state: GameState, player: int, track: int, events: list[Event]
    ) -> None:
        """The player's cube moved up ``track`` (once per reward batch)."""

    def on_token_taken(self, state: GameState, player: int, events: list[Event]) -> None:
        """The player took a landscape token."""

    def on_piece_taken(self, state: GameState, player: int, piece: str, events: list[Event]):
        """The player picked up a module's ``piece`` lying in the garden (a leaf)."""

    def on_landscape_inserted(self, state: GameState, landscape: str, events: list[Event]):
        """The player inserted landscape tile ``landscape`` into a slot."""

    def on_tile_built(self, state: GameState, tile: str, stack: str | None, events: list[Event]):
        """The player laid garden tile ``tile`` (from ``stack``, None for another source)."""

    def on_lantern_refreshed(
        self, state: GameState, owner: int, refresher: int, events: list[Event]
    ) -> None:
        """Any player (``refresher``) refreshed a lantern; ``owner`` has this skill active."""

    def on_any_tile_placed(
        self,
        state: GameState,
        owner: int,
        placer: int,
        pos: tuple[int, int],
        rewards: BuildRewards,
        events: list[Event],
    ) -> None:
        """Any player (``placer``) laid a garden tile on ``pos`` and earned ``rewards``; every
        player's active skill hears it (``owner`` has this skill)."""

    def on_any_decoration_placed(
        self,
        state: GameState,
        owner: int,
        placer: int,
        card: str,
        pos: tuple[int, int],
        events: list[Event],
    ) -> None:
        """Any player (``placer``) kept decoration ``card`` and placed its piece on ``pos``;
        every player's active skill hears it (``owner`` has this skill)."""

    def on_any_landscape_inserted(
        self, state: GameState, owner: int, placer: int, landscape: str, events: list[Event]
    ) -> None:
        """Any player (``placer``) inserted landscape tile ``landscape``; every player's active
        skill hears it (``owner`` has this skill)."""

    def on_card_taken(self, state: GameState, player: int, character: str, events: list[Event]):
        """``player`` took this character's card (whichever character is active)."""

    def on_miniature_placed(self, state: GameState, mini: Mini, events: list[Event]) -> None:
        """This character's miniature was stood in the garden."""

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        """Add the skill's own options to a decision of its owner."""

    def act(self, state: GameState, action: Any, events: list[Event]) -> None:
        """Apply one of the skill's own actions."""
        raise NotImplementedError(action)

    def price(self, action: Any) -> int:
        """Coins one of the skill's own actions costs (0: free)."""
        return 0

    def cards_drawn(self, action: Any) -> int:
        """Decoration cards one of the skill's own actions draws."""
        return 0


def gain(state: GameState, player: int, amount: int, why: str, events: list[Event]) -> None:
    active = state.players[player].active
    name = state.catalog.characters[active].name if active else "character"
    gain_coins(state, player, amount, f"the {name}'s skill{why}", events, character=active)


@SKILLS.register
class CoinsOnDecoration(Skill):
    """Coins for placing some decorations (and, with ``icons``, for every such icon on a
    landscape tile the player inserts: the seasoned Architect and Child)."""

    kind: Literal["coins_on_decoration"]
    decorations: tuple[Id, ...]
    coins: PositiveInt
    icons: tuple[LandscapeIcon, ...] = ()

    def _names(self, catalog: Catalog) -> list[str]:
        """The decorations it rewards that are in the game (and those counting as them)."""
        types = catalog.decoration_types.values()
        found = [d.id for wanted in self.decorations for d in types if d.is_a(wanted)]
        return [article(_decoration_name(catalog, d)) for d in found or self.decorations]

    def brief(self, catalog: Catalog) -> str:
        icons = f" or per {either(list(self.icons))} icon you insert" if self.icons else ""
        return f"+{coins(self.coins)} when you place {either(self._names(catalog))}{icons}"

    def text(self, catalog: Catalog) -> str:
        icons = (
            f", and for every {either(list(self.icons))} icon on a landscape tile you insert"
            if self.icons
            else ""
        )
        placed = either(self._names(catalog))
        return f"Gain {coins(self.coins)} each time you place {placed}{icons}."

    def on_decoration_placed(self, state: GameState, decoration: str, events: list[Event]) -> None:
        dtype = state.catalog.decoration_types[decoration]
        if any(dtype.is_a(wanted) for wanted in self.decorations):
            gain(state, state.current, self.coins, "", events)

    def on_landscape_inserted(self, state: GameState, landscape: str, events: list[Event]):
        icons = state.catalog.landscapes[landscape].icons
        found = sum(1 for icon in icons if icon in self.icons)
        if found:
            gain(state, state.current, self.coins * found, ": icons inserted", events)


@SKILLS.register
class CoinsOnTrackAdvance(Skill):
    kind: Literal["coins_on_track_advance"]
    track: Track
    coins: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} per {self.track} advance"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Gain {coins(self.coins)} each time a tile or a decoration moves your {self.track} "
            "cube up, however many levels it climbs."
        )

    def on_track_advanced(
        self, state: GameState, player: int, track: int, events: list[Event]
    ) -> None:
        if TERRAINS.index(self.track) == track:
            gain(state, player, self.coins, "", events)


@SKILLS.register
class CoinsOnToken(Skill):
    kind: Literal["coins_on_landscape_token"]
    coins: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} per landscape token taken"

    def text(self, catalog: Catalog) -> str:
        return f"Gain {coins(self.coins)} each time you take a landscape token from the garden."

    def on_token_taken(self, state: GameState, player: int, events: list[Event]) -> None:
        gain(state, player, self.coins, "", events)


@SKILLS.register
class CoinsOnChoiceOfTwo(Skill):
    """Monk: coins when choosing between exactly two garden tiles or two decoration cards."""

    kind: Literal["coins_on_choice_of_two"]
    coins: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} when choosing between two"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Gain {coins(self.coins)} whenever you must choose between exactly two garden tiles "
            "or exactly two decoration cards."
        )

    def on_choice(self, state: GameState, what: str, count: int, events: list[Event]) -> None:
        if count == 2:
            gain(state, state.current, self.coins, f": a choice of two {what}", events)


@SKILLS.register
class ExtraDecorationDraw(Skill):
    """Merchant: pay to draw more decoration cards or take the discard pile's top."""

    kind: Literal["extra_decoration_draw"]
    cost: PositiveInt
    extra_cards: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"Pay {self.cost}: draw {self.extra_cards} more decoration cards"

    def text(self, catalog: Catalog) -> str:
        return (
            f"When you place a decoration, you may pay {coins(self.cost)} to draw "
            f"{number(self.extra_cards)} more cards, or to take the top card of the discard pile."
        )

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        first = task[0] == "choose_decoration" and task[2]
        if not first or state.turn.merchant_used or state.player.coins < self.cost:
            return
        if state.deco_deck or state.deco_discard:
            options.append(DrawExtraCards())
        if state.deco_discard:
            options.append(TakeDiscardTop())

    def price(self, action: Any) -> int:
        return self.cost

    def cards_drawn(self, action: Any) -> int:
        return self.extra_cards if isinstance(action, DrawExtraCards) else 0

    def act(self, state: GameState, action: Any, events: list[Event]) -> None:
        state.player.coins -= self.cost
        state.turn.merchant_used = True
        if isinstance(action, DrawExtraCards):
            drawn = draw_decorations(state, self.extra_cards, events)
            text = f"{state.player.name} pays to draw more decoration cards"
            events.append(Event("merchant", text, {"face_up": tuple(drawn)}))
            return
        card = state.deco_discard.pop()
        state.drawn.append(card)
        kind = state.catalog.card_type[card].name
        text = f"{state.player.name} pays to take the {kind} card from the discards"
        events.append(Event("merchant", text, {"card": card, "face_up": (card,)}))


@SKILLS.register
class ManipulateStacks(Skill):
    """Officer: at turn start pay to flip face-down tops, or cycle a top tile for free."""

    kind: Literal["manipulate_stacks"]
    flip_cost: NonNegativeInt

    def brief(self, catalog: Catalog) -> str:
        return f"Pay {self.flip_cost} to flip stack tops, or cycle one free"

    def text(self, catalog: Catalog) -> str:
        price = "for free" if self.flip_cost == 0 else f"for {coins(self.flip_cost)}"
        return (
            f"At the start of your turn, turn every face-down stack top face up {price}, or "
            "slide a face-up top tile under its stack for free."
        )

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        turn = state.turn
        if task[0] != "main" or turn.acted or turn.officer_done:
            return
        stacks = state.stacks
        if state.player.coins >= self.flip_cost and any(
            tiles and not state.face_up[name] for name, tiles in stacks.items()
        ):
            options.append(FlipStacks())
        options += [
            CycleStack(name)
            for name, tiles in stacks.items()
            if len(tiles) > 1 and state.face_up[name]
        ]

    def price(self, action: Any) -> int:
        return self.flip_cost if isinstance(action, FlipStacks) else 0

    def act(self, state: GameState, action: Any, events: list[Event]) -> None:
        state.turn.officer_done = True
        if isinstance(action, FlipStacks):
            state.player.coins -= self.flip_cost
            flip_tops(state, events)
            return
        tiles = state.stacks[action.stack]
        tiles.insert(0, tiles.pop())
        events.append(
            Event(
                "cycle",
                f"{state.player.name} moves the top of the {action.stack} stack to the bottom",
                {"stack": action.stack},
            )
        )


class DelegatedSkill(Skill):
    """A skill that is, for now, another character's skill (``target``; None: no skill)."""

    def target(self, state: GameState, owner: int) -> Skill | None:
        raise NotImplementedError

    def on_choice(self, state: GameState, what: str, count: int, events: list[Event]) -> None:
        if target := self.target(state, state.current):
            target.on_choice(state, what, count, events)

    def on_decoration_placed(self, state: GameState, decoration: str, events: list[Event]) -> None:
        if target := self.target(state, state.current):
            target.on_decoration_placed(state, decoration, events)

    def on_track_advanced(
        self, state: GameState, player: int, track: int, events: list[Event]
    ) -> None:
        if target := self.target(state, player):
            target.on_track_advanced(state, player, track, events)

    def on_token_taken(self, state: GameState, player: int, events: list[Event]) -> None:
        if target := self.target(state, player):
            target.on_token_taken(state, player, events)

    def on_tile_built(self, state: GameState, tile: str, stack: str | None, events: list[Event]):
        if target := self.target(state, state.current):
            target.on_tile_built(state, tile, stack, events)

    def on_landscape_inserted(self, state: GameState, landscape: str, events: list[Event]):
        if target := self.target(state, state.current):
            target.on_landscape_inserted(state, landscape, events)

    def on_lantern_refreshed(
        self, state: GameState, owner: int, refresher: int, events: list[Event]
    ) -> None:
        if target := self.target(state, owner):
            target.on_lantern_refreshed(state, owner, refresher, events)

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        if target := self.target(state, state.current):
            target.extend_options(state, task, options)

    def act(self, state: GameState, action: Any, events: list[Event]) -> None:
        target = self.target(state, state.current)
        if target is None:
            raise NotImplementedError(action)
        target.act(state, action, events)


@SKILLS.register
class NoSkill(Skill):
    kind: Literal["none"]

    def brief(self, catalog: Catalog) -> str:
        return ""

    def text(self, catalog: Catalog) -> str:
        return "No skill: this character only scores with its sight."


def _decoration_name(catalog: Catalog, ident: str) -> str:
    dtype = catalog.decoration_types.get(ident)
    return (dtype.name if dtype else ident.replace("_", " ")).lower()
