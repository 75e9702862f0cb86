"""Pydantic models for the component data in data/*.yaml and the Tiled board.

Every model is frozen and refuses unknown keys; a component with behaviour is tagged on ``kind``
and validated by the kind registered under that tag (kinds/registries.py): tile kinds, decoration
scoring, skills, sight preferences, card bonuses. The vocabulary (terrains, icons, tracks) is in
content/base.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar

from pydantic import BaseModel, NonNegativeInt, PositiveInt, model_validator

from engine.core.content.manifest import Manifest
from engine.tang_garden.content.base import (
    Area,
    Corner,
    EdgeKind,
    Id,
    LandscapeIcon,
    Model,
    Side,
    Size,
    StackName,
    Track,
)
from engine.tang_garden.kinds.registries import (
    BONUSES,
    LANTERNS,
    SCORINGS,
    SIGHTS,
    SKILLS,
    TILES,
)
from engine.tang_garden.kinds.tiles import Region

# Fields that take any registered kind's data, looked up by its tag when the data is validated
# (to a type checker: any kind's model). The kinds register before any data is loaded: the base
# game's through the loader, a module's with its module class.
if TYPE_CHECKING:
    Tile = Any
    Scoring = Any
    Skill = Any
    Sight = Any
    Bonus = Any
    LanternEffect = Any
else:
    Tile = TILES.field()
    Scoring = SCORINGS.field()
    Skill = SKILLS.field()
    Sight = SIGHTS.field()
    Bonus = BONUSES.name()
    LanternEffect = LANTERNS.name()

# --- garden tiles (the tile kinds are in engine/kinds/tiles.py) ---------------------------


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


class PackTilesFile(Model):
    """A module's tiles: more garden tiles for the existing stacks, and starting-tile faces."""

    tiles: tuple[Tile, ...] = ()
    starting_tile: tuple[StartFace, ...] = ()  # more faces the starting tile may show


# --- decorations -----------------------------------------------------------------------------


class DecorationType(Model):
    id: Id
    name: str
    area: Area
    pieces: NonNegativeInt  # 0: cards without a piece (Equinox's Construction cards)
    scoring: Scoring
    character_spot: bool = False  # pavilions and bridges carry a character spot
    also_on: tuple[Area, ...] = ()  # more areas it may be placed on (Bamboo: water too)
    pieces_of: Id | None = None  # the type whose double-sided pieces it shares (Kingfisher)
    counts_as: tuple[Id, ...] = ()  # types whose rules it follows besides its own (Belvedere)
    tags: tuple[Id, ...] = ()  # what it is, for pieces that count others: tree, flower, animal...

    @property
    def areas(self) -> tuple[str, ...]:
        """Every decoration area its piece may go on."""
        return (self.area, *self.also_on)

    @property
    def pool(self) -> str:
        """The supply its pieces come from: its own, or the double-sided pieces it shares."""
        return self.pieces_of or self.id

    def is_a(self, decoration: str) -> bool:
        """Whether it is, or counts as, ``decoration``."""
        return decoration == self.id or decoration in self.counts_as


class DecorationCard(Model):
    id: Id
    decoration: Id
    bonus: Bonus


class DecorationsFile(Model):
    areas: tuple[Id, ...] = ()  # decoration areas printed on tiles (the vocabulary)
    decorations: tuple[DecorationType, ...] = ()
    cards: tuple[DecorationCard, ...] = ()


# --- characters ------------------------------------------------------------------------------


class Character(Model):
    id: Id
    name: str
    starter: bool
    start_bonus: Track | None = None
    skill: Skill
    sight: Sight
    counts_as: Id | None = None  # a rule naming this character also names this one (seasoned)


class CharactersFile(Model):
    characters: tuple[Character, ...]


# --- landscapes, lanterns, player board, layouts, rules --------------------------------------


class LandscapeTile(Model):
    id: Id
    size: Size
    icons: tuple[LandscapeIcon, ...]
    name: str | None = None  # a named tile (the expansions' landscapes)
    sky: Literal["day", "night"] = "day"  # how its picture is painted


class LandscapesFile(Model):
    icons: tuple[Id, ...] = ()  # landscape icons (the vocabulary)
    wild: tuple[Id, ...] = ()  # icons that count as any one icon, chosen at scoring (Phoenix)
    dormant: tuple[Id, ...] = ()  # icons that count only if a module wakes them (Lantern)
    landscapes: tuple[LandscapeTile, ...] = ()


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


class TrackDef(Model):
    """One track of a player board: its name and colour, whether its level counts for the
    character thresholds (the lowest such cube) and may be chosen for an advance on "any track",
    and what reaching each level gives (None: the board's ``top_level`` and ``spaces``). A
    terrain advances the track listed at its index: the first three are the terrains'."""

    id: Id
    name: str
    colour: Id  # the screen's name of its colour
    thresholds: bool = True
    any_track: bool = True
    top_level: PositiveInt | None = None
    spaces: tuple[BoardSpace, ...] | None = None


# The base player board's three tracks, one per terrain, in terrain order: the catalog's first
# entries (a constant, not a field of the board: the base data and its digest stay as they were)
TERRAIN_TRACKS = tuple(TrackDef(id=t, name=t, colour=t) for t in ("greenery", "water", "rock"))


class PlayerBoard(Model):
    top_level: PositiveInt
    spaces: tuple[BoardSpace, ...]


class TracksFile(Model):
    """More tracks a module's player board adds after the base board's (a pack's tracks.yaml)."""

    tracks: tuple[TrackDef, ...]


class ResourceDef(Model):
    """One resource a player holds on their board: its name and colour, how many a player may
    hold at most (more is lost) and holds at the start."""

    id: Id
    name: str
    colour: Id  # the screen's name of its colour
    limit: PositiveInt
    start: NonNegativeInt = 0


class EconomyFile(Model):
    """A player board's economy a module adds (a pack's economy.yaml): resources with their
    limits, and the workers each player starts with on their board."""

    resources: tuple[ResourceDef, ...] = ()
    workers: NonNegativeInt = 0


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
    zones: dict[str, tuple[tuple[int, int], ...]]  # the map's other object types: cells by name


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
    digest: str  # of the parsed data (engine.core.content.digest), part of every game record


# --- modules (data/modules/ID/module.yaml) -----------------------------------------------------

S = TypeVar("S", bound=BaseModel)


class Removals(Model):
    """Base components a module puts back in the box, by id (a removed decoration type takes its
    cards with it)."""

    tiles: tuple[Id, ...] = ()
    starting_tile: tuple[Id, ...] = ()  # faces of the starting tile
    decorations: tuple[Id, ...] = ()
    characters: tuple[Id, ...] = ()
    landscapes: tuple[Id, ...] = ()
    lanterns: tuple[Id, ...] = ()


class ModuleManifest(Manifest[S], Generic[S]):
    """A Tang Garden module's manifest: the core's (engine/core/content/manifest.py), the base
    components it replaces and, for a scenario, the lanterns every player starts with."""

    removes: Removals = Removals()  # base components it replaces
    lanterns: tuple[Id, ...] = ()  # a scenario's loadout, each player's lanterns (): the base's

    @model_validator(mode="after")
    def _loadout_of_a_scenario(self) -> ModuleManifest[S]:
        if self.lanterns and self.kind != "scenario":
            raise ValueError("only a scenario fixes the lanterns every player starts with")
        return self
