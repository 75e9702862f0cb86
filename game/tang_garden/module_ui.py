"""What a module's UI adapter may contribute to the shared screens; every part is optional.

Shared game/ code never asks which module runs: it asks the adapters of the running ruleset
(``game.tang_garden.module_ui_registry.adapters``) for pieces to drag, hand items, clicks, panel
sections, board extras, button labels, preview notes, score labels, rules text and an end screen.
An adapter draws on the board and the panel through what ``Board`` and ``Panel`` offer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from engine.tang_garden.api import Action

if TYPE_CHECKING:
    import pygame

    from engine.tang_garden.api import Event, GameState, Module, Zone
    from game.describe import Entry
    from game.gestures import PieceKind
    from game.layout import BoardLayout
    from game.scenes.base import Scene


class Board(Protocol):
    """What an adapter draws its board pieces with: the board layer, its layout, the players'
    colours, the hotspots drawn so far (screen rects) and where a stack lies."""

    layout: BoardLayout
    layer: pygame.Surface
    colours: list[tuple]
    hotspots: list[tuple[pygame.Rect, str, object]]  # rect, kind, payload

    def stack_rect(self, state: GameState, name: str) -> pygame.Rect: ...


class Panel(Protocol):
    """What an adapter draws its panel section with: the panel layer, the players' colours and
    shapes, the person at the screen (``viewer``: their secrets may show; None: nobody's), a
    hotspot at a rect (panel coordinates), a lantern and a player's tokens."""

    layer: pygame.Surface
    colours: list[tuple]
    shapes: list[str]
    viewer: int | None

    def spot(self, rect: pygame.Rect, kind: str, payload: object) -> None: ...

    def lantern(self, state: GameState, owner: int, lid: str, up: bool, r: pygame.Rect) -> None: ...

    def tokens(self, state: GameState, i: int, x: int, y: int) -> int: ...


@dataclass(frozen=True)
class Item:
    """A piece in the player's hand (the shelf under the garden): the hotspot it makes, the
    piece, how it is drawn ("card", "landscape", "tile", "own", "neutral", "display", "token":
    a skill's token by name) and two caption lines."""

    hotspot: str
    payload: str
    look: str
    title: str
    sub: str = ""


@dataclass(frozen=True)
class Mark:
    """Something a module lays on a character's card (the Fox Spirit's Fox token): a line of
    the character's hover card, and the token drawn by the character on the panel ("": none)."""

    label: str
    words: str
    token: str = ""  # a picture in art/tokens/


@dataclass(frozen=True)
class TrackMark:
    """What a module prints on one level of a player board's track: a colour zone's band under
    the space and/or an icon on it, with the hotspot (kind, payload) of the icon's hover card."""

    band: tuple[int, int, int] | None = None
    icon: pygame.Surface | None = None
    hotspot: tuple[str, object] | None = None


@dataclass(frozen=True)
class SetChoice:
    """A choice New game offers while the module is switched on: exactly ``count`` of
    ``items`` ((value, label) pairs) for the module's option ``option`` (a choice of one sets
    the option to the chosen value itself, e.g. a scenario's difficulty)."""

    option: str
    title: str
    items: tuple[tuple[str, str], ...]
    count: int
    default: tuple[str, ...]


class UIAdapter:
    """Base of every module's UI adapter; a subclass sets ``id`` and overrides what it shows."""

    id: ClassVar[str] = ""
    clicked: ClassVar[tuple[type[Action], ...]] = ()  # its actions made by clicking a piece
    section_first: ClassVar[bool] = False  # its panel section holds what the main action takes
    # (Market's stalls): shown above the characters and landscapes, in view in a small window
    section_top: ClassVar[bool] = False  # its section is what the whole table shares and plays
    # for (Summer's Approval and Requests): shown above the players' boards

    @classmethod
    def new_game_choice(cls) -> SetChoice | None:
        """What New game lets the players choose for this module (None: nothing)."""
        return None

    def __init__(self, module: Module) -> None:
        self.module = module
        self.settings: Any = module.settings

    @property
    def name(self) -> str:
        return self.module.name

    def rules_text(self) -> str:
        """Its rules for F1, as Markdown: the module's rules text and its lanterns (from its
        data pack)."""
        text = f"## {self.name}\n\n{paragraphs(self.module.manifest.rules)}"
        pack = self.module.pack.get("lanterns")
        if pack is not None:
            text += "\n\n### Its lanterns\n\n" + "\n".join(
                f"- **{lantern.name}**: {lantern.text}" for lantern in pack.lanterns
            )
        return text

    def pieces(self) -> tuple[PieceKind, ...]:
        """The kinds of piece it lets the player drag."""
        return ()

    def piece_image(
        self, state: GameState, look: str, payload: object, rot: int, size: int, colour: tuple
    ) -> pygame.Surface | None:
        """The picture of one of its pieces with a ``look`` of its own (a ``PieceKind``'s look
        the base game does not know), turned ``rot``, ``size`` wide, in the hand or dragged;
        ``colour`` is its holder's (the player whose turn it is)."""
        return None

    def hand(self, state: GameState, task: tuple, options: tuple[Action, ...]) -> list[Item]:
        """Pieces the pending decision puts in the player's hand besides the base game's."""
        return []

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        """The hover card of one of its pieces (None: not its piece)."""
        return None

    def marks(self, state: GameState, character: str) -> list[Mark]:
        """What lies on a character's card by this module's rules (its tokens)."""
        return []

    def click(
        self, state: GameState, options: tuple[Action, ...], kind: str, payload: object
    ) -> Action | None:
        """The action a click on a hotspot plays by its own rule (None: not its click)."""
        return None

    def hotspot(self, action: Action) -> tuple[str, object] | None:
        """The hotspot (kind, payload) a click on which makes one of its clicked actions (None:
        not its action), to point at it in a hint."""
        return None

    def label(self, state: GameState, option: Action) -> str | None:
        """A button label for one of its options that is not made with a piece."""
        return None

    def tip(self, state: GameState, option: Action) -> str | None:
        """A tool tip for one of its option buttons (what a choice brings, e.g. a card's text)."""
        return None

    def preview_note(self, state: GameState, option: Action) -> str:
        """A warning or remark added to the hover preview of ``option`` ("" for none)."""
        return ""

    def move_places(self, state: GameState, event: Event) -> list[tuple]:
        """Where one of its own events put or turned a piece whose place its data does not name
        as ``pos``, ``spot`` or ``slot``: ("cell", (x, y)), ("spot", (x, y, spot)), ("slot",
        id) or ("piece", (kind, payload)): the hotspot it drew for the piece on the board or the
        panel (a roof corner, a card it holds, a player's board); marked in the mover's colour
        until they move again."""
        return []

    def board_badges(self, state: GameState, player: int) -> list[tuple[str, str, object]]:
        """Badges on ``player``'s board (a permanent bonus): words, hotspot kind and payload
        (its hover card is the adapter's ``hover``)."""
        return []

    def player_area(self, panel: Panel, state: GameState, shown: tuple, y: int) -> int | None:
        """Draw the players' area of the panel instead of the base rows; the y below it
        (None: the base rows are drawn)."""
        return None

    def track_marks(self, state: GameState, track: int, size: int) -> dict[int, TrackMark]:
        """What it prints on the levels of every player board's track ``track`` (Solstice's
        colour zones and column icons), icons ``size`` pixels square, by level."""
        return {}

    def panel_size(self, state: GameState) -> tuple[int, int] | None:
        """The size of its own panel section below the character display (None: none)."""
        return None

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        """Draw its panel section with its top-left at ``at`` (panel coordinates)."""

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        """Draw its pieces on the board layer (``local`` turns screen rects into layer rects)."""

    def zone_space(
        self, view: Board, state: GameState, zone: Zone, cell: tuple[int, int], size: int
    ) -> pygame.Surface | None:
        """Its picture of a space of one of its board zones, with what lies on it, ``size``
        square (None: not its zone; game/zone_layer.py draws and hit-tests every zone)."""
        return None

    def zone_corner(
        self, view: Board, state: GameState, zone: Zone, name: str, size: int
    ) -> pygame.Surface | None:
        """Its picture of a named corner of one of its board zones, ``size`` square (None: not
        its zone)."""
        return None

    def decoration_image(
        self, view: Board, state: GameState, pos: tuple[int, int], size: int
    ) -> pygame.Surface | None:
        """Its own picture of the decoration standing on ``pos``, as wide as ``size`` and drawn
        standing on the usual spot (None: the piece's usual picture)."""
        return None

    def category_label(self, key: str) -> str | None:
        """The end screen's name for one of its scoring categories."""
        return None

    def end_scene(self, app: Any, session: Any) -> Scene | None:
        """Its own end screen (None: the shared one, which draws any Result)."""
        return None

    def end_extras(self, state: GameState) -> list[str]:
        """Lines the end screen adds about this module (e.g. its bonuses explained)."""
        return []


def paragraphs(rules: str) -> str:
    """A manifest's wrapped rules text as Markdown: a paragraph ends with a line that ends a
    sentence, and a leading "Setup:"-style label is bold."""
    text = re.sub(r"\.\n", ".\n\n", rules.strip())
    return re.sub(r"(?m)^([A-Z][\w &'-]{2,30}):", r"**\1:**", text)
