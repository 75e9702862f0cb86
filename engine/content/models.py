"""Pydantic models for the component data in data/*.yaml and the Tiled board.

Every model is frozen and refuses unknown keys; unions are tagged on ``kind``.
The vocabulary (terrains, icons, tracks) is fixed here; the content is in data/.
"""

from __future__ import annotations

from typing import Annotated, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, NonNegativeInt, PositiveInt, StringConstraints

Id = Annotated[str, StringConstraints(pattern=r"^[A-Za-z][A-Za-z0-9_]*$")]
Track = Literal["greenery", "water", "rock"]
Terrain = Literal["greenery", "water", "rock"]
EdgeKind = Literal["greenery", "water", "rock", "footpath", "wall"]
Side = Literal["N", "E", "S", "W"]
Corner = Literal["NW", "NE", "SE", "SW"]
Size = Literal["small", "large"]
Area = Literal["greenery", "water", "rock", "bridge"]
LandscapeIcon = Literal[
    "construction", "animal", "dragon", "sun", "moon", "village", "temple", "waterfall"
]
StackName = Literal["greenery", "water", "rock", "tao"]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- garden tiles -------------------------------------------------------------------------


class Region(Model):
    """A connected terrain area of one tile; ``edges`` empty means a centre region."""

    terrain: Terrain
    edges: tuple[Side, ...] = Field(max_length=4)


class GardenTile(Model):
    kind: Literal["garden"]
    id: Id
    stack: StackName
    edges: tuple[EdgeKind, EdgeKind, EdgeKind, EdgeKind]  # N, E, S, W
    regions: tuple[Region, ...]
    icon: Area | None = None
    character_spot: bool = False


class TempleTile(Model):
    kind: Literal["temple"]
    id: Id
    stack: StackName
    name: str
    terrain: Terrain
    character_spot: bool = False


Tile = Annotated[GardenTile | TempleTile, Field(discriminator="kind")]


class StartCell(Model):
    """One quarter of the 2x2 starting tile; internal edges must match their partner."""

    edges: tuple[EdgeKind, EdgeKind, EdgeKind, EdgeKind]
    regions: tuple[Region, ...]
    icon: Area | None = None
    character_spot: bool = False


class StartFace(Model):
    id: Id
    name: str
    cells: dict[Corner, StartCell]  # NW, NE, SE, SW quarters


class StackCorner(Model):
    stack: StackName
    corner: Corner


class TilesFile(Model):
    stacks: tuple[StackCorner, ...]
    tiles: tuple[Tile, ...]
    starting_tile: tuple[StartFace, ...]


# --- decorations -----------------------------------------------------------------------------


class TreeScoring(Model):
    """Sets of different trees score ``coins[n-1]`` for a set of n kinds."""

    kind: Literal["tree_set"]
    coins: tuple[NonNegativeInt, ...]


class PairScoring(Model):
    kind: Literal["pair"]
    partner: Id
    coins: NonNegativeInt


class PerCardScoring(Model):
    kind: Literal["per_card"]
    coins: NonNegativeInt


class MajorityScoring(Model):
    kind: Literal["majority"]
    first: NonNegativeInt
    second: NonNegativeInt
    tied_first_pool: NonNegativeInt


Scoring = Annotated[
    TreeScoring | PairScoring | PerCardScoring | MajorityScoring, Field(discriminator="kind")
]

Bonus = Literal["greenery", "water", "rock", "any", "landscape_token"]


class DecorationType(Model):
    id: Id
    name: str
    area: Area
    pieces: PositiveInt
    scoring: Scoring
    character_spot: bool = False  # pavilions and bridges carry a character spot


class DecorationCard(Model):
    id: Id
    decoration: Id
    bonus: Bonus


class DecorationsFile(Model):
    decorations: tuple[DecorationType, ...]
    cards: tuple[DecorationCard, ...]


# --- characters ------------------------------------------------------------------------------


class CoinsOnDecoration(Model):
    kind: Literal["coins_on_decoration"]
    decorations: tuple[Id, ...]
    coins: PositiveInt


class CoinsOnTrackAdvance(Model):
    kind: Literal["coins_on_track_advance"]
    track: Track
    coins: PositiveInt


class CoinsOnToken(Model):
    kind: Literal["coins_on_landscape_token"]
    coins: PositiveInt


class CoinsOnChoiceOfTwo(Model):
    """Monk: coins when choosing between exactly two garden tiles or two decoration cards."""

    kind: Literal["coins_on_choice_of_two"]
    coins: PositiveInt


class ExtraDecorationDraw(Model):
    """Merchant: pay to draw more decoration cards or take the discard pile's top."""

    kind: Literal["extra_decoration_draw"]
    cost: PositiveInt
    extra_cards: PositiveInt


class ManipulateStacks(Model):
    """Officer: at turn start pay to flip face-down tops, or cycle a top tile for free."""

    kind: Literal["manipulate_stacks"]
    flip_cost: NonNegativeInt


class NoSkill(Model):
    kind: Literal["none"]


Skill = Annotated[
    CoinsOnDecoration
    | CoinsOnTrackAdvance
    | CoinsOnToken
    | CoinsOnChoiceOfTwo
    | ExtraDecorationDraw
    | ManipulateStacks
    | NoSkill,
    Field(discriminator="kind"),
]


class SightIcons(Model):
    """Coins per icon of the listed types on the active landscape (empty list = any icon)."""

    kind: Literal["landscape_icons"]
    icons: tuple[LandscapeIcon, ...]
    coins_per_icon: PositiveInt


class SightIconSet(Model):
    """Lady: coins if some of the icons are on the active landscape, more if all are."""

    kind: Literal["landscape_icon_set"]
    icons: tuple[LandscapeIcon, ...]
    coins_some: NonNegativeInt
    coins_all: NonNegativeInt


class SightTerrain(Model):
    """Coins per garden tile with this terrain in line of sight, capped."""

    kind: Literal["line_of_sight_terrain"]
    terrain: Terrain
    coins_per_tile: PositiveInt
    max_coins: PositiveInt


class SightAvoid(Model):
    """Empress: fixed coins, minus a penalty per listed character in line of sight."""

    kind: Literal["line_of_sight_avoid"]
    coins: NonNegativeInt
    characters: tuple[Id, ...]
    penalty: NonNegativeInt


Sight = Annotated[
    SightIcons | SightIconSet | SightTerrain | SightAvoid, Field(discriminator="kind")
]


class Character(Model):
    id: Id
    name: str
    starter: bool
    start_bonus: Track | None = None
    skill: Skill
    sight: Sight


class CharactersFile(Model):
    characters: tuple[Character, ...]


# --- landscapes, lanterns, player board, layouts, rules --------------------------------------


class LandscapeTile(Model):
    id: Id
    size: Size
    icons: tuple[LandscapeIcon, ...]


class LandscapesFile(Model):
    landscapes: tuple[LandscapeTile, ...]


LanternEffect = Literal[
    # multiplayer
    "double_build",
    "double_decoration",
    "move_character",
    "search_deck",
    # solo
    "tile_only",
    "tile_from_display",
    "replace_decoration_cards",
    "reuse_lantern",
]


class Lantern(Model):
    id: Id
    name: str
    effect: LanternEffect
    text: str


class LanternsFile(Model):
    lanterns: tuple[Lantern, ...]


class BoardSpace(Model):
    level: PositiveInt
    coins: NonNegativeInt = 0
    character_threshold: bool = False


class PlayerBoard(Model):
    top_level: PositiveInt
    spaces: tuple[BoardSpace, ...]


class TokenSpot(Model):
    x: NonNegativeInt
    y: NonNegativeInt
    size: Size


class TokenLayout(Model):
    id: Id
    players: tuple[PositiveInt, ...]  # player counts that use it
    tokens: tuple[TokenSpot, ...]
    small_tokens: NonNegativeInt
    large_tokens: NonNegativeInt


class LayoutsFile(Model):
    layouts: tuple[TokenLayout, ...]


class RulesFile(Model):
    """Numbers from the rulebook that the flow uses."""

    players_min: PositiveInt
    players_max: PositiveInt
    decoration_base_draw: NonNegativeInt
    end_trigger_tokens_left: NonNegativeInt
    refresh_tokens: dict[PositiveInt, PositiveInt]  # player count -> tokens of one size
    visible_landscapes_per_size: PositiveInt
    face_up_characters: PositiveInt
    min_face_up_tiles_after_build: PositiveInt
    footpath_coins_per_match: NonNegativeInt
    temple_base_coins: NonNegativeInt
    temple_neighbour_coins: NonNegativeInt
    tie_breaks: tuple[Literal["landscape_tokens", "track_positions"], ...]


# --- board geometry (from data/boards/garden.tmx) --------------------------------------------


class Rect(Model):
    x: int
    y: int
    w: PositiveInt
    h: PositiveInt


class LandscapeSlot(Model):
    id: Id
    side: Side
    size: Size
    index: NonNegativeInt  # position along the side, increasing with the board coordinate
    start: bool  # a starting small tile goes here at setup
    pixels: Rect  # where the slot is drawn, in map pixels


class BoardGeometry(Model):
    columns: PositiveInt
    rows: PositiveInt
    cell_px: PositiveInt
    garden_px: Rect  # the 8x8 garden in map pixels
    start_cells: tuple[tuple[int, int], ...]  # 2x2, listed NW, NE, SE, SW
    slots: tuple[LandscapeSlot, ...]
    corners: dict[Corner, Rect]  # where each stack is drawn
    solo_cells: tuple[tuple[int, int], ...]  # the 28 spaces of the solo garden


class GameData(Model):
    """Everything loaded from data/, cross-checked."""

    tiles: TilesFile
    decorations: DecorationsFile
    characters: CharactersFile
    landscapes: LandscapesFile
    lanterns: LanternsFile
    player_board: PlayerBoard
    layouts: LayoutsFile
    rules: RulesFile
    board: BoardGeometry
    digest: str  # hash of the data files, part of every game record


# --- modules (data/modules/ID/module.yaml) -----------------------------------------------------

ModuleId = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")]
S = TypeVar("S", bound=BaseModel)


class NoSettings(Model):
    """A module without numbers of its own."""


class ModuleManifest(Model, Generic[S]):
    """What a module is, whom it suits, and its numbers (``settings``, the module's own model)."""

    id: ModuleId
    name: str
    kind: Literal["scenario", "part"]
    version: PositiveInt
    players: tuple[PositiveInt, ...] = Field(min_length=1)  # the player counts it is played with
    requires: tuple[ModuleId, ...] = ()
    conflicts: tuple[ModuleId, ...] = ()
    summary: str  # one line for lists
    rules: str  # the rules text for F1, in players' words
    settings: S
