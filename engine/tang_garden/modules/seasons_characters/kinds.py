"""The Seasons characters' kinds (digest 3.10): the Actress's Free Placement token and audience,
the General's walled border and bare tiles, Viola & Michele's three directions and repeated
cards, the Astronomer's new spots and Moon, the Weaver's advancing cards and neighbours, the
Diplomat's shared rewards and presence, the Warrior's crowded tiles and empty spaces, the
Cowherd's chosen landscape and Animal-Waterfall pairs. The choices they read (Viola & Michele's
directions, the Diplomat's tokens) live in the module's slice (slice.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import NonNegativeInt, PositiveInt

from engine.core.events import Event
from engine.tang_garden.catalog import SIDES, TERRAINS
from engine.tang_garden.cells import DX, DY, WALL
from engine.tang_garden.content.base import Id, LandscapeIcon
from engine.tang_garden.effects import ask_out_of_turn
from engine.tang_garden.garden import character_spots, line_of_sight
from engine.tang_garden.kinds.bonuses import BONUSES
from engine.tang_garden.kinds.sights import SIGHTS, Sight, SightCard
from engine.tang_garden.kinds.skills import SKILLS, Skill, gain
from engine.tang_garden.kinds.words import SIDE_NAMES, coins, counted, either
from engine.tang_garden.modules.seasons_characters.actions import ChooseHiddenLandscape
from engine.tang_garden.modules.seasons_characters.slice import ID, Company
from engine.tang_garden.scoring import active_landscape_icons, seen_by

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.garden import BuildRewards
    from engine.tang_garden.state import GameState, Mini


def _slice(state: GameState) -> Company | None:
    return state.ext.get(ID)


def _name(state: GameState, character: str) -> str:
    return state.catalog.characters[character].name


# --- sight preferences -------------------------------------------------------------------------


@SIGHTS.register
class SightAudience(Sight):
    """Actress: fixed coins plus coins per character (any player's) that has her in its sight."""

    kind: Literal["audience"]
    coins: NonNegativeInt
    coins_per_watcher: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        marks = (str(self.coins), f"+{self.coins_per_watcher}x", "glyph:character")
        return SightCard("all", marks, "per character that sees it")

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins)}, plus {coins(self.coins_per_watcher)} for every character "
            "(any player's) that has it in its line of sight."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        here = next((x, y) for (x, y, _), m in state.minis.items() if m.character == mini.character)
        watchers = sum(
            1
            for (x, y, _), other in state.minis.items()
            if other is not mini and here in seen_by(state, (x, y), other)
        )
        return self.coins + self.coins_per_watcher * watchers


@SIGHTS.register
class SightBareTiles(Sight):
    """General: coins per garden tile without a decoration in its line of sight."""

    kind: Literal["bare_tiles"]
    coins_per_tile: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("line", (f"{self.coins_per_tile}x", "tile"), "without decoration")

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins_per_tile)} for every garden space in its line of sight that has "
            "a tile and no decoration."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        bare = sum(1 for p in seen if p in state.board and p not in state.decorations)
        return self.coins_per_tile * bare


def looked_away(state: GameState, character: str) -> int:
    """The direction Viola & Michele do not look at, as quarter turns from their facing."""
    part = _slice(state)
    return 2 if part is None else part.looked_away.get(character, 2)


@SIGHTS.register
class SightThreeDirections(Sight):
    """Viola & Michele: fixed coins; they see in three directions (their facing and two more the
    player chooses when placing them), decorations in all three counting."""

    kind: Literal["three_directions"]
    coins: NonNegativeInt

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("all", (str(self.coins),), "sees three ways of your choice")

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins)}. When you place them, choose three directions (their facing "
            "and two more): they see along all three, each decoration there earning its coin."
        )

    def directions(self, state: GameState, mini: Mini) -> list[int]:
        away = looked_away(state, mini.character)
        return [(mini.facing + turn) % 4 for turn in range(4) if turn != away]

    def line(self, state: GameState, pos: tuple[int, int], mini: Mini) -> list[tuple[int, int]]:
        seen = [pos]
        for facing in self.directions(state, mini):
            seen += line_of_sight(state, pos[0], pos[1], facing)[1:]
        return seen

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        return self.coins


@SIGHTS.register
class SightIconWalls(Sight):
    """Astronomer: coins if the landscape it faces shows an icon, minus coins per tile with a
    wall in its line of sight."""

    kind: Literal["icon_minus_walls"]
    icon: LandscapeIcon
    coins_with_icon: NonNegativeInt
    minus_per_walled_tile: NonNegativeInt

    def card(self, catalog: Catalog) -> SightCard:
        marks = (str(self.coins_with_icon), f"icon:{self.icon}")
        return SightCard("landscape", marks, f"-{self.minus_per_walled_tile} per walled tile seen")

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins_with_icon)} if the landscape it faces shows a {self.icon} icon; "
            f"minus {coins(self.minus_per_walled_tile)} for every tile with a wall in its line "
            "of sight (the score may fall below zero)."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        board = state.board
        shown = self.icon in active_landscape_icons(state, mini.facing)
        walled = sum(1 for p in seen if p in board and WALL in board[p].edges)
        return (self.coins_with_icon if shown else 0) - self.minus_per_walled_tile * walled


@SIGHTS.register
class SightDecorationsAround(Sight):
    """Weaver: coins per decoration on the eight spaces around it, capped."""

    kind: Literal["decorations_around"]
    coins_per_decoration: PositiveInt
    max_coins: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        marks = (f"{self.coins_per_decoration}x", "glyph:decoration", f"max {self.max_coins}")
        return SightCard("around", marks)

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins_per_decoration)} for every decoration on the eight spaces around "
            f"it (diagonals included), at most {coins(self.max_coins)}."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        x, y = seen[0]
        around = sum(
            1
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            if (dx, dy) != (0, 0) and (x + dx, y + dy) in state.decorations
        )
        return min(self.max_coins, self.coins_per_decoration * around)


@SIGHTS.register
class SightPresence(Sight):
    """Diplomat: coins when it stands in the garden, a loss when it never got there."""

    kind: Literal["presence"]
    coins: NonNegativeInt
    coins_held: int

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("line", (str(self.coins),), f"{self.coins_held} if never placed")

    def text(self, catalog: Catalog) -> str:
        loss = -self.coins_held
        return (
            f"{coins(self.coins)} if it stands in the garden; if the game ends with it still "
            f"your active character, you lose {coins(loss)}."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        return self.coins

    def held_score(self, state: GameState, owner: int) -> int:
        return self.coins_held


@SIGHTS.register
class SightEmptySpaces(Sight):
    """Warrior: fixed coins plus coins per empty garden space in its line of sight."""

    kind: Literal["empty_spaces"]
    coins: NonNegativeInt
    coins_per_space: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("line", (str(self.coins), f"+{self.coins_per_space}x"), "per empty space")

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins)}, plus {coins(self.coins_per_space)} for every empty garden "
            "space (no tile) in its line of sight."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        empty = sum(1 for p in seen if p in state.allowed and p not in state.board)
        return self.coins + self.coins_per_space * empty


@SIGHTS.register
class SightIconCouples(Sight):
    """Cowherd: coins per couple of two different icons on the landscape it faces."""

    kind: Literal["icon_couples"]
    icons: tuple[LandscapeIcon, LandscapeIcon]
    coins_per_couple: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        marks = (f"{self.coins_per_couple}x", *(f"icon:{i}" for i in self.icons))
        return SightCard("landscape", marks, "per couple")

    def text(self, catalog: Catalog) -> str:
        first, second = self.icons
        return (
            f"{coins(self.coins_per_couple)} for every couple of one {first} and one {second} "
            "icon on the landscape it faces."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        icons = active_landscape_icons(state, mini.facing)
        return self.coins_per_couple * min(icons.count(i) for i in self.icons)


# --- skills ------------------------------------------------------------------------------------


@SKILLS.register
class LanternWhileHeld(Skill):
    """Actress: taking her card gives a lantern token; it goes when her miniature is placed."""

    kind: Literal["lantern_while_held"]
    lantern: Id

    def _lantern(self, catalog: Catalog) -> str:
        return catalog.lanterns[self.lantern].name

    def brief(self, catalog: Catalog) -> str:
        return f"A {self._lantern(catalog)} lantern until she is placed"

    def text(self, catalog: Catalog) -> str:
        return (
            f"When you take her, you also take a {self._lantern(catalog)} lantern (it is "
            "refreshed like the others). You lose it when she is placed in the garden, used or "
            "not; you may use it to place her."
        )

    def on_card_taken(self, state: GameState, player: int, character: str, events) -> None:
        owner = state.players[player]
        owner.lanterns[self.lantern] = True
        events.append(
            Event(
                "lantern_gained",
                f"{owner.name} takes the {self._lantern(state.catalog)} lantern with the "
                f"{_name(state, character)}",
                {"player": player, "lantern": self.lantern},
            )
        )

    def on_miniature_placed(self, state: GameState, mini: Mini, events) -> None:
        owner = state.players[mini.owner]
        if owner.lanterns.pop(self.lantern, None) is None:
            return
        events.append(
            Event(
                "lantern_lost",
                f"{owner.name} gives back the {self._lantern(state.catalog)} lantern: the "
                f"{_name(state, mini.character)} stands in the garden",
                {"player": mini.owner, "lantern": self.lantern},
            )
        )


@SKILLS.register
class BorderWall(Skill):
    """General: for your tile placements the garden's edge counts as a wall."""

    kind: Literal["border_wall"]
    border_is_wall: ClassVar[bool] = True

    def brief(self, catalog: Catalog) -> str:
        return "The garden's edge encloses your terrain"

    def text(self, catalog: Catalog) -> str:
        return (
            "When you place a garden tile, the edge of the garden counts as a wall: terrain that "
            "reaches it can be enclosed."
        )


@SKILLS.register
class CoinsOnRepeatedCard(Skill):
    """Viola & Michele: coins each time you keep a decoration card of a type you already have."""

    kind: Literal["coins_on_repeated_card"]
    coins: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} per card of a type you already have"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Gain {coins(self.coins)} each time you keep a decoration card of a type you "
            "already have."
        )

    def on_decoration_placed(self, state: GameState, decoration: str, events) -> None:
        card_type = state.catalog.card_type
        same = sum(1 for c in state.player.cards if card_type[c].id == decoration)
        if same >= 2:
            gain(state, state.current, self.coins, ": a card you already have", events)


@SKILLS.register
class CoinsOnNewSpot(Skill):
    """Astronomer: coins each time any player's tile or decoration brings a character spot."""

    kind: Literal["coins_on_new_spot"]
    coins: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} per new character spot (anyone's)"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Gain {coins(self.coins)} each time any player (you too) places a tile or a "
            "decoration (a pavilion, a bridge, ...) that brings a new character spot."
        )

    def on_any_tile_placed(self, state, owner, placer, pos, rewards, events) -> None:
        if character_spots(state, *pos):
            gain(state, owner, self.coins, ": a new character spot", events)

    def on_any_decoration_placed(self, state, owner, placer, card, pos, events) -> None:
        if state.catalog.card_type[card].character_spot:
            gain(state, owner, self.coins, ": a new character spot", events)


@SKILLS.register
class CoinsOnAdvancingCard(Skill):
    """Weaver: coins each time any player keeps a decoration card whose bonus moves a track."""

    kind: Literal["coins_on_advancing_card"]
    coins: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} per card with a track advance (anyone's)"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Gain {coins(self.coins)} each time any player (you too) keeps a decoration card "
            "whose bonus moves a track up."
        )

    def on_any_decoration_placed(self, state, owner, placer, card, pos, events) -> None:
        if BONUSES[state.catalog.cards[card].bonus].advances:
            who = "your" if owner == placer else f"{state.players[placer].name}'s"
            gain(state, owner, self.coins, f": {who} card moves a track", events)


def diplomat_tokens(state: GameState, character: str) -> int:
    """The tokens left beside a Diplomat's card."""
    part = _slice(state)
    return 0 if part is None else part.tokens.get(character, 0)


@SKILLS.register
class ShareRewards(Skill):
    """Diplomat: tokens beside the card; when another player places a garden tile, you may
    discard one to gain that placement's rewards too (asked of you, out of turn)."""

    kind: Literal["share_rewards"]
    tokens: PositiveInt
    token: ClassVar[str] = "diplomat"

    def brief(self, catalog: Catalog) -> str:
        return f"{counted(self.tokens, 'token')}: share another player's tile rewards"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Put {counted(self.tokens, 'token')} beside it. Each time another player places a "
            "garden tile, you may discard one to gain that tile's rewards too (its track "
            "advances and coins; the landscape token stays with them)."
        )

    def on_card_taken(self, state: GameState, player: int, character: str, events) -> None:
        state.ext[ID].tokens.setdefault(character, self.tokens)

    def on_any_tile_placed(self, state, owner, placer, pos, rewards, events) -> None:
        active = state.players[owner].active
        if owner == placer or not diplomat_tokens(state, active):
            return
        share = shared_rewards(state, rewards)
        if any(share[0]) or any(share[1:]):
            ask_out_of_turn(state, owner, ("diplomat", active, placer, share))


def share_words(share: tuple) -> str:
    """A Diplomat's share in a player's words: "+1 greenery, 1 coin"."""
    advances, coins_now, to_choose, any_tracks = share
    parts = [f"+{n} {TERRAINS[t]}" for t, n in enumerate(advances) if n]
    parts += [coins(coins_now)] if coins_now else []
    parts += [f"{to_choose} footpath coins or a track level"] if to_choose else []
    parts += [f"+{any_tracks} on a track of your choice"] if any_tracks else []
    return ", ".join(parts)


def shared_rewards(state: GameState, rewards: BuildRewards) -> tuple:
    """What a placement gives a Diplomat: (advances per track, coins, footpath coins to choose
    about, advances on tracks of the player's choice)."""
    per_match = state.catalog.rules.footpath_coins_per_match
    coins_now = rewards.temple_coins + (per_match if rewards.footpaths == 1 else 0)
    to_choose = rewards.footpaths * per_match if rewards.footpaths >= 2 else 0
    return tuple(rewards.advances), coins_now, to_choose, rewards.any_tracks


@SKILLS.register
class CoinsOnCrowdedTile(Skill):
    """Warrior: coins each time you place a tile touching several different tiles."""

    kind: Literal["coins_on_crowded_tile"]
    coins: PositiveInt
    tiles: PositiveInt  # how many different tiles it must touch

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} per tile you place touching {self.tiles}+ tiles"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Gain {coins(self.coins)} each time you place a garden tile touching at least "
            f"{self.tiles} different tiles."
        )

    def on_any_tile_placed(self, state, owner, placer, pos, rewards, events) -> None:
        if owner != placer:
            return
        board, tiles = state.board, state.catalog.tiles
        near = {  # the starting tile's quarters are one tile
            board[n].tile if board[n].tile in tiles else "start"
            for d in range(4)
            if (n := (pos[0] + DX[d], pos[1] + DY[d])) in board
        }
        if len(near) >= self.tiles:
            gain(state, owner, self.coins, f": a tile touching {len(near)} tiles", events)


@SKILLS.register
class PaidLandscapeChoice(Skill):
    """Cowherd: when you insert a landscape tile, pay to choose it among the hidden ones."""

    kind: Literal["paid_landscape_choice"]
    cost: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"Pay {self.cost}: choose a hidden landscape tile"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Each time you receive a landscape token, you may pay {coins(self.cost)} to "
            "choose the landscape tile you insert among the hidden ones of its size."
        )

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        insert = task[0] == "insert" and options and state.land_pile[task[1]]
        if insert and state.player.coins >= self.cost:
            options.append(ChooseHiddenLandscape())

    def price(self, action: Any) -> int:
        return self.cost

    def act(self, state: GameState, action: Any, events: list[Event]) -> None:
        size = state.tasks.pop()[1]
        state.player.coins -= self.cost
        state.tasks.append(("search_landscape", size))
        events.append(
            Event(
                "cowherd",
                f"{state.player.name} pays {coins(self.cost)} to choose a hidden {size} "
                "landscape tile",
                {"player": state.current, "coins": -self.cost},
            )
        )


def sides_words(sides: list[int]) -> str:
    """Directions in a player's words: "north, east and south"."""
    return either([SIDE_NAMES[SIDES[s]] for s in sorted(sides)], "and")
