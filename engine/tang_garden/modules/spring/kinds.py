"""Spring's kinds: the rewards of the Bid notebook (registry ``REWARDS``: what each gives, its
words, what a computer player thinks it worth) and the Exorcist's skill and sight preference."""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING, Literal

from pydantic import PositiveInt

from engine.core.events import Event
from engine.core.kinds import Registry
from engine.tang_garden.content.base import Id, LandscapeIcon, Model, Track
from engine.tang_garden.effects import advance, lowest_level
from engine.tang_garden.kinds.registries import SIGHTS, SKILLS
from engine.tang_garden.kinds.sights import Sight, SightCard
from engine.tang_garden.kinds.skills import Skill, gain
from engine.tang_garden.kinds.words import coins, counted
from engine.tang_garden.scoring import active_landscape_icons

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.state import GameState, Mini

REWARDS: Registry[type] = Registry("auction reward")

# What a computer player thinks a reward worth, in coins (bot knowledge, not rules)
STEP_WORTH = 1.5  # one step up a track
THRESHOLD_WORTH = 4.0  # a step that reaches the next character threshold
LANTERN_WORTH = 3.0  # a face-up lantern token for the rest of the game
CARD_WORTH = 2.5  # a decoration card for the collection
REFRESH_WORTH = 1.5  # a face-down lantern turned face up


@REWARDS.base
class Reward(Model):
    """One box of the Bid notebook's sheet."""

    id: Id

    def words(self, catalog: Catalog) -> str:
        """The reward in a player's words ("move up 2 on the water track")."""
        raise NotImplementedError

    def short(self, catalog: Catalog) -> str:
        """The reward as its box on the sheet names it ("+2 water")."""
        raise NotImplementedError

    def give(self, state: GameState, player: int, events: list[Event]) -> None:
        """The winner ``player`` takes it (choices it asks go on ``state.tasks``)."""
        raise NotImplementedError

    def worth(self, state: GameState, player: int) -> float:
        """Coins a computer player thinks it worth to ``player`` now."""
        raise NotImplementedError


@REWARDS.register
class AdvanceBox(Reward):
    """Move up a number of steps on one track."""

    kind: Literal["advance"]
    track: Track
    steps: PositiveInt

    def words(self, catalog: Catalog) -> str:
        return f"move up {self.steps} on the {self.track} track"

    def short(self, catalog: Catalog) -> str:
        return f"+{self.steps} {self.track}"

    def give(self, state: GameState, player: int, events: list[Event]) -> None:
        advance(state, player, state.catalog.track_index[self.track], self.steps, events)

    def worth(self, state: GameState, player: int) -> float:
        catalog = state.catalog
        owner = state.players[player]
        index = catalog.track_index[self.track]
        level = owner.tracks[index]
        steps = min(self.steps, catalog.track_top[index] - level)
        lowest = lowest_level(state, owner)
        others = [owner.tracks[i] for i in catalog.threshold_tracks if i != index]
        after = min([*others, level + steps]) if index in catalog.threshold_tracks else lowest
        reached = bisect_right(catalog.thresholds, after) > bisect_right(catalog.thresholds, lowest)
        return steps * STEP_WORTH + (THRESHOLD_WORTH if reached else 0.0)


@REWARDS.register
class LanternBox(Reward):
    """A special lantern token, face up, kept for the game."""

    kind: Literal["lantern"]
    lantern: Id

    def words(self, catalog: Catalog) -> str:
        return f"a {catalog.lanterns[self.lantern].name} lantern token"

    def short(self, catalog: Catalog) -> str:
        return f"{catalog.lanterns[self.lantern].name} token"

    def give(self, state: GameState, player: int, events: list[Event]) -> None:
        owner = state.players[player]
        owner.lanterns[self.lantern] = True
        name = state.catalog.lanterns[self.lantern].name
        events.append(
            Event(
                "lantern_gained",
                f"{owner.name} adds a {name} lantern token, face up, to their lanterns",
                {"player": player, "lantern": self.lantern},
            )
        )

    def worth(self, state: GameState, player: int) -> float:
        return LANTERN_WORTH


@REWARDS.register
class DiscardsBox(Reward):
    """Cards of the winner's choice from the discard pile, face up, with no bonus or piece."""

    kind: Literal["discards"]
    cards: PositiveInt

    def words(self, catalog: Catalog) -> str:
        return f"{counted(self.cards, 'card')} of your choice from the discard pile"

    def short(self, catalog: Catalog) -> str:
        return f"{counted(self.cards, 'discarded card')}"

    def give(self, state: GameState, player: int, events: list[Event]) -> None:
        state.tasks.append(("spring_discard", self.cards))

    def worth(self, state: GameState, player: int) -> float:
        return CARD_WORTH * min(self.cards, len(set(state.deco_discard)))


@REWARDS.register
class RefreshBox(Reward):
    """Refresh up to a number of the winner's face-down lanterns."""

    kind: Literal["refresh"]
    lanterns: PositiveInt

    def words(self, catalog: Catalog) -> str:
        return f"refresh up to {counted(self.lanterns, 'face-down lantern')}"

    def short(self, catalog: Catalog) -> str:
        return f"Refresh {counted(self.lanterns, 'lantern')}"

    def give(self, state: GameState, player: int, events: list[Event]) -> None:
        state.tasks.append(("spring_refresh", self.lanterns))

    def worth(self, state: GameState, player: int) -> float:
        down = sum(1 for up in state.players[player].lanterns.values() if not up)
        return REFRESH_WORTH * min(self.lanterns, down)


# --- the Exorcist --------------------------------------------------------------------------------


@SKILLS.register
class LanternWatcher(Skill):
    """Exorcist: coins whenever anyone adds a lantern to the garden: a flying lantern placed, or
    a landscape tile showing a Lantern icon inserted."""

    kind: Literal["lantern_watcher"]
    coins: PositiveInt
    icon: LandscapeIcon
    decoration: Id

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} whenever anyone adds a lantern"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Gain {coins(self.coins)} each time any player (you too) places a flying lantern or "
            f"inserts a landscape tile showing a {self.icon} icon."
        )

    def on_any_decoration_placed(
        self,
        state: GameState,
        owner: int,
        placer: int,
        card: str,
        pos: tuple[int, int],
        events: list[Event],
    ) -> None:
        if state.decorations.get(pos) == self.decoration:
            gain(state, owner, self.coins, ": a lantern added", events)

    def on_any_landscape_inserted(
        self, state: GameState, owner: int, placer: int, landscape: str, events: list[Event]
    ) -> None:
        if self.icon in state.catalog.landscapes[landscape].icons:
            gain(state, owner, self.coins, ": a lantern added", events)


@SIGHTS.register
class SightIconsAllSides(Sight):
    """Exorcist: coins per icon of a type on the landscapes of all four sides, capped."""

    kind: Literal["icons_all_sides"]
    icon: LandscapeIcon
    coins_per_icon: PositiveInt
    max_coins: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        marks = (f"{self.coins_per_icon}x", f"icon:{self.icon}")
        return SightCard("garden", marks, f"max {self.max_coins}")

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins_per_icon)} for every {self.icon} icon on the landscapes of all "
            f"four sides of the garden, whichever way it faces, at most {coins(self.max_coins)}."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        found = sum(active_landscape_icons(state, f).count(self.icon) for f in range(4))
        return min(self.max_coins, self.coins_per_icon * found)
