"""The Golden Age kinds: six sight preferences (the Emissary's and Literate's icon sides and the
Nobleman's icon variety are shared kinds, in kinds/sights.py), the Emissary's mixed refresh and
the Tao Priest's coins, the crowded decorations (Bonsai, Ninfea, Sancai Vase), the Bamboo Garden
and the Draw Five Tiles and Exchange Active Character lanterns. The lanterns' choices are the
module's (module.py), their actions in actions.py, the drawn tiles in the module's slice
(slice.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import NonNegativeInt, PositiveInt

from engine.core.events import Event
from engine.tang_garden.cells import DX, DY, FOOTPATH, CellDef, walled_cell
from engine.tang_garden.content.base import StackName
from engine.tang_garden.effects import lantern_refreshed, refresh_cost
from engine.tang_garden.kinds.lanterns import LANTERNS, Ability
from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring
from engine.tang_garden.kinds.sights import SIGHTS, Sight, SightCard, faced_icons
from engine.tang_garden.kinds.skills import SKILLS, Skill, gain
from engine.tang_garden.kinds.tiles import TILES, TileKind
from engine.tang_garden.kinds.words import coins, number
from engine.tang_garden.modules.golden_age.actions import (
    DrawTiles,
    PlaceDrawnTile,
    RefreshMixed,
    ReturnDrawnTiles,
)
from engine.tang_garden.modules.golden_age.slice import ID
from engine.tang_garden.options import tile_placements
from engine.tang_garden.scoring import visible_decorations

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType
    from engine.tang_garden.garden import BuildRewards
    from engine.tang_garden.state import GameState, Mini


# --- sight preferences -------------------------------------------------------------------------


@SIGHTS.register
class SightDecorations(Sight):
    """Gardener: coins per decoration it sees, capped."""

    kind: Literal["decorations_in_sight"]
    coins_per_decoration: PositiveInt
    max_coins: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        marks = (f"{self.coins_per_decoration}x", "glyph:decoration", f"max {self.max_coins}")
        return SightCard("line", marks)

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins_per_decoration)} for every decoration in its line of sight, at "
            f"most {coins(self.max_coins)}."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        visible = visible_decorations(state)
        return min(self.max_coins, self.coins_per_decoration * sum(p in visible for p in seen))


@SIGHTS.register
class SightTerrainVariety(Sight):
    """Geomancer: coins by how many terrain types its line of sight shows."""

    kind: Literal["terrain_variety"]
    coins: tuple[NonNegativeInt, ...]  # for 1, 2, 3 terrain types

    def card(self, catalog: Catalog) -> SightCard:
        kinds = "/".join(str(n) for n in range(1, len(self.coins) + 1))
        table = "/".join(str(c) for c in self.coins)
        return SightCard("line", (table, "glyph:terrains"), f"for {kinds} terrain types")

    def text(self, catalog: Catalog) -> str:
        table = " / ".join(str(c) for c in self.coins)
        kinds = " / ".join(str(n) for n in range(1, len(self.coins) + 1))
        return (
            f"{table} coins for {kinds} terrain types (greenery, water, rock) in its line of sight."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        board = state.board
        terrains = set().union(*(board[p].terrains for p in seen if p in board))
        n = min(len(terrains), len(self.coins))
        return self.coins[n - 1] if n else 0


@SIGHTS.register
class SightCharacters(Sight):
    """Musician: coins per other character in its line of sight."""

    kind: Literal["characters_in_sight"]
    coins_per_character: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("line", (f"{self.coins_per_character}x", "glyph:character"))

    def text(self, catalog: Catalog) -> str:
        return f"{coins(self.coins_per_character)} for every other character in its line of sight."

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        met = sum(1 for (x, y, _), m in state.minis.items() if m is not mini and (x, y) in seen)
        return self.coins_per_character * met


@SIGHTS.register
class SightIconPairs(Sight):
    """Princess: coins per pair of identical icons on the active landscape."""

    kind: Literal["icon_pairs"]
    coins_per_pair: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        marks = (f"{self.coins_per_pair}x", "glyph:pair")
        return SightCard("landscape", marks, "per pair of identical icons")

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins_per_pair)} for every pair of identical icons on the landscape it "
            "faces."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        icons = faced_icons(state, mini)
        return self.coins_per_pair * sum(icons.count(i) // 2 for i in set(icons))


# --- skills ------------------------------------------------------------------------------------


@SKILLS.register
class MixedRefresh(Skill):
    """Emissary: refresh a lantern with landscape tokens of both sizes."""

    kind: Literal["mixed_refresh"]

    def brief(self, catalog: Catalog) -> str:
        return "Refresh lanterns with small and large tokens together"

    def text(self, catalog: Catalog) -> str:
        return (
            "You may refresh a lantern with landscape tokens of both sizes together (the usual "
            "number of tokens)."
        )

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        if task[0] not in ("main", "post"):
            return
        player = state.player
        cost = refresh_cost(state, player)
        small, large = player.tokens["small"], player.tokens["large"]
        options += [
            RefreshMixed(lantern, s, cost - s)
            for lantern, up in player.lanterns.items()
            if not up
            for s in range(1, cost)
            if s <= small and cost - s <= large
        ]

    def act(self, state: GameState, action: Any, events: list[Event]) -> None:
        player = state.player
        player.tokens["small"] -= action.small
        player.tokens["large"] -= action.large
        player.lanterns[action.lantern] = True
        events.append(
            Event(
                "refresh",
                f"{player.name} spends {action.small} small and {action.large} large tokens to "
                "refresh a lantern",
                {"player": state.current, "lantern": action.lantern},
            )
        )
        lantern_refreshed(state, events)


@SKILLS.register
class CoinsOnStackBuild(Skill):
    """Tao Priest: coins each time you place a tile from one stack."""

    kind: Literal["coins_on_stack_build"]
    stack: StackName
    coins: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} per {self.stack} tile you place"

    def text(self, catalog: Catalog) -> str:
        tile = f"a garden tile from the {self.stack} stack"
        return f"Gain {coins(self.coins)} each time you place {tile}."

    def on_tile_built(self, state, tile, stack, events) -> None:
        if state.catalog.tiles[tile].stack == self.stack:
            gain(state, state.current, self.coins, f": a {self.stack} tile", events)


# --- decorations -------------------------------------------------------------------------------


@SCORINGS.register
class CrowdedScoring(Scoring):
    """Bonsai, Ninfea, Sancai Vase: coins per card, minus coins per piece of the type in the
    whole garden (never below zero)."""

    kind: Literal["crowded"]
    coins: NonNegativeInt
    minus_per_piece: NonNegativeInt

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        name = dtype.name
        return (
            f"{coins(self.coins)} per card, minus {coins(self.minus_per_piece)} for every {name} "
            "standing in the garden (yours included)."
        )

    def score(self, dtype, catalog, counts: Counts, placed: Placed) -> Categories:
        each = max(0, self.coins - self.minus_per_piece * placed.get(dtype.id, 0))
        return {dtype.id: [each * c.get(dtype.id, 0) for c in counts]}

    def hint(self) -> str:
        return f"{self.coins} each, -{self.minus_per_piece} per one placed"


# --- the Bamboo Garden -------------------------------------------------------------------------


@TILES.register
class BambooGarden(TileKind):
    """Walled all round (fits anywhere); coins when placed and per terrain type beside it."""

    kind: Literal["bamboo_garden"]
    turns: ClassVar[bool] = False
    name: str
    coins: NonNegativeInt
    coins_per_terrain: NonNegativeInt
    character_spot: bool = False

    def cell(self, rot: int) -> CellDef:
        return walled_cell(self.id, rot, self.character_spot)

    def text(self) -> str:
        return (
            f"The {self.name}: it fits anywhere. Placing it pays {coins(self.coins)}, plus "
            f"{coins(self.coins_per_terrain)} for every terrain type (greenery, water, rock) "
            "among the edges beside it."
        )

    def adjust_rewards(
        self, state: GameState, cell: CellDef, pos: tuple[int, int], rewards: BuildRewards
    ) -> None:
        terrains = set()
        for d in range(4):
            nb = state.board.get((pos[0] + DX[d], pos[1] + DY[d]))
            if nb is not None and nb.edges[(d + 2) % 4] < FOOTPATH:
                terrains.add(nb.edges[(d + 2) % 4])
        rewards.temple_coins += self.coins + self.coins_per_terrain * len(terrains)


# --- lanterns ----------------------------------------------------------------------------------


class DrawFiveTiles(Ability):
    """Build the Garden from the top tiles of one stack: place one, put the rest back."""

    name = "draw_five_tiles"
    when = "as your main action (Build the Garden), while a stack has tiles"
    sole_main_action = True
    count: ClassVar[int] = 5

    moments = frozenset({"main"})

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        return any(state.stacks.values())

    def main_action(self, state: GameState, options: list[Any]) -> tuple[str, list[Any]] | None:
        # not at the top: slice.py needs the expansions' base, which needs the content models
        # that this file's kinds help to build
        part = state.ext[ID]
        if part.drawn:  # one prompt, fit or not: only the drawer has seen the tiles
            what = "Place one of the drawn tiles, or put them back if none fits"
            places = tile_placements(state, {t: t for t in sorted(set(part.drawn))})
            return what, [PlaceDrawnTile(*p) for p in places] or [ReturnDrawnTiles()]
        if part.drew:
            return None  # none fitted: another main action
        what = f"Draw the top {number(self.count)} tiles of a stack"
        return what, [DrawTiles(name) for name, tiles in state.stacks.items() if tiles]


class ExchangeActive(Ability):
    """Swap your active character with a face-up character card."""

    name = "exchange_active_character"
    when = (
        "before or after your main action, while you have an active character and a "
        "face-up character is on display"
    )

    moments = frozenset({"main", "post"})

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        return state.player.active is not None and bool(state.char_display)

    def use(self, state: GameState, events: list[Event]) -> None:
        state.tasks.append(("exchange",))


LANTERNS.register(DrawFiveTiles())
LANTERNS.register(ExchangeActive())
