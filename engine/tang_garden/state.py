"""The game state: one plain, cloneable value per position of the game."""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter
from typing import TYPE_CHECKING

from engine.core.state import State
from engine.tang_garden.catalog import Catalog, CellDef
from engine.tang_garden.frontier import Frontier

if TYPE_CHECKING:
    pass


Pos = tuple[int, int]
Spot = tuple[int, int, str]  # x, y, "tile" | "decoration"
NEUTRAL = -1  # Mini.owner of a miniature that belongs to nobody


@dataclass(frozen=True, slots=True)
class Mini:
    """A character miniature standing in the garden."""

    character: str
    owner: int
    facing: int  # 0..3 = N, E, S, W


@dataclass(slots=True)
class Player:
    name: str
    tracks: list[int]  # greenery, water, rock levels
    coins: int = 0
    lanterns: dict[str, bool] = field(default_factory=dict)  # id -> face up (unused)
    tokens: dict[str, int] = field(default_factory=lambda: {"small": 0, "large": 0})
    character_token: bool = False
    thresholds_claimed: int = 0  # thresholds already used to influence or turned into a token
    active: str | None = None  # the character whose skill is active (miniature on its card)
    cards: list[str] = field(default_factory=list)  # decoration cards kept, in order
    resources: dict[str, int] = field(default_factory=dict)  # resource id -> how many held
    workers: list[Pos | None] = field(default_factory=list)  # each worker's space (None: board)
    # per-player changes to base numbers (permanent bonuses): name -> amount (effects.MODIFIERS)
    modifiers: dict[str, int] = field(default_factory=dict)

    def clone(self) -> Player:
        return Player(
            self.name,
            self.tracks[:],
            self.coins,
            dict(self.lanterns),
            dict(self.tokens),
            self.character_token,
            self.thresholds_claimed,
            self.active,
            self.cards[:],
            dict(self.resources),
            self.workers[:],
            dict(self.modifiers),
        )


@dataclass(slots=True)
class Turn:
    """What has happened in the current turn (reset when the turn passes)."""

    acted: bool = False  # any action beyond the Officer's start-of-turn options
    officer_done: bool = False
    main_done: bool = False
    lantern: str | None = None  # the lantern used this turn
    influenced: bool = False
    progress: bool = False  # a tile or decoration was placed
    tiles_at_start: tuple[str, ...] = ()  # face-up tops when the turn began (double build)
    builds: int = 0
    merchant_used: bool = False
    tracks_advanced: set[int] = field(default_factory=set)  # in the current reward batch
    skills_used: frozenset[str] = frozenset()  # once-a-turn skills used (by skill kind)

    def clone(self) -> Turn:
        return Turn(
            self.acted,
            self.officer_done,
            self.main_done,
            self.lantern,
            self.influenced,
            self.progress,
            self.tiles_at_start,
            self.builds,
            self.merchant_used,
            set(self.tracks_advanced),
            self.skills_used,
        )


@dataclass(slots=True)
class GameState(State):
    """Everything about one position: the core's state shell (seed, tasks, history, module
    slices, ...) and the garden, the components and the players. Treat as immutable:
    ``engine.core.flow.apply`` returns a new one."""

    catalog: Catalog
    players: list[Player]
    first: int
    board: dict[Pos, CellDef]
    frontier: Frontier  # the empty playable spaces next to a tile, and what each asks
    allowed: frozenset[Pos]  # spaces tiles may go on in this mode
    decorations: dict[Pos, str]  # decoration type on a space
    minis: dict[Spot, Mini]
    stacks: dict[str, list[str]]  # stack name -> tile ids, top last
    face_up: dict[str, bool]  # stack name -> top tile face up
    deco_deck: list[str]  # top last
    deco_discard: list[str]  # top last
    supply: dict[str, int]  # decoration pieces left per type
    char_deck: list[str]  # top last
    char_display: list[str]
    land_visible: dict[str, list[str]]  # size -> visible landscape tiles
    land_pile: dict[str, list[str]]  # size -> the rest, top last
    slots: dict[str, str | None]  # slot id -> inserted landscape
    tokens: dict[Pos, str]  # landscape tokens on the garden: space -> size
    drawn: list[str]  # decoration cards in the active player's hand
    turn: Turn
    turn_number: int = 1
    end_triggered: bool = False
    idle_turns: int = 0
    end_reason: str = ""
    end_trigger: str = ""  # what triggered the last round, in a player's words
    # while one character is scored: what each wild landscape icon counts as, (slot, n) -> icon
    wild_as: dict[tuple[str, int], str] = field(default_factory=dict, repr=False)

    def clone(self) -> GameState:
        return GameState(
            self.catalog,
            [p.clone() for p in self.players],
            self.first,
            dict(self.board),
            self.frontier,
            self.allowed,
            dict(self.decorations),
            dict(self.minis),
            {k: v[:] for k, v in self.stacks.items()},
            dict(self.face_up),
            self.deco_deck[:],
            self.deco_discard[:],
            dict(self.supply),
            self.char_deck[:],
            self.char_display[:],
            {k: v[:] for k, v in self.land_visible.items()},
            {k: v[:] for k, v in self.land_pile.items()},
            dict(self.slots),
            dict(self.tokens),
            self.drawn[:],
            self.turn.clone(),
            self.turn_number,
            self.end_triggered,
            self.idle_turns,
            self.end_reason,
            self.end_trigger,
            ruleset=self.ruleset,
            seed=self.seed,
            setup=self.setup,
            current=self.current,
            tasks=self.tasks[:],
            draws=self.draws,
            over=self.over,
            history=self.history,
            result=self.result,
            ext={key: part.clone() for key, part in self.ext.items()},
            sealed=dict(self.sealed),
        )

    # the active modules' hooks, one tuple of bound methods per hook name (read through a C
    # getter: the rules ask for them several times per action)
    hooks = property(attrgetter("ruleset.hooks"))

    @property
    def player(self) -> Player:
        return self.players[self.current]

    def face_up_count(self) -> int:
        """How many stacks show a face-up top tile."""
        face_up = self.face_up
        count = 0
        for name, tiles in self.stacks.items():
            if tiles and face_up[name]:
                count += 1
        return count
