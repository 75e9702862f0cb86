"""The expansion parts on screen: words for their options (never their ids) and, for the Golden
Age's Draw Five Tiles, the drawn tiles as pieces in the hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import actions as A
from engine.kinds import words
from engine.modules.ghost_stories import CountSwanAs, PlaceFoxToken, ProtectCharacter
from engine.modules.golden_age import (
    DrawTiles,
    PlaceDrawnTile,
    PutBackTiles,
    RefreshMixed,
    ReturnDrawnTiles,
)
from engine.modules.promos import BorrowSkillAction, MoveTrackLevel
from game.gestures import PieceKind
from game.modules.base import Item, UIAdapter

if TYPE_CHECKING:
    from engine.state import GameState


class GhostStoriesUI(UIAdapter):
    id = "ghost-stories"

    def label(self, state: GameState, option: A.Action) -> str | None:
        cat = state.catalog
        match option:
            case PlaceFoxToken(character=cid):
                return f"Fox token on the {cat.characters[cid].name}"
            case CountSwanAs(decoration=kind):
                return f"The Swan counts as a {cat.decoration_types[kind].name}"
            case ProtectCharacter(character=cid):
                return f"The Cat protects the {cat.characters[cid].name}"
        return None


DRAWN = PieceKind("drawn_tile", PlaceDrawnTile, "tile", "cell", "rot", "tile", "That tile")


class GoldenAgeUI(UIAdapter):
    id = "golden-age"

    def pieces(self) -> tuple[PieceKind, ...]:
        return (DRAWN,)

    def hand(self, state: GameState, task: tuple, options: tuple[A.Action, ...]) -> list[Item]:
        drawn = dict.fromkeys(o.tile for o in options if isinstance(o, PlaceDrawnTile))
        return [
            Item("drawn_tile", t, "tile", words.tile(state.catalog, t).capitalize(), "drawn")
            for t in drawn
        ]

    def label(self, state: GameState, option: A.Action) -> str | None:
        cat = state.catalog
        match option:
            case RefreshMixed(lantern=lid, small=small, large=large):
                return (
                    f"Refresh lantern '{cat.lanterns[lid].name}' ({small} small and "
                    f"{large} large tokens)"
                )
            case DrawTiles(stack=stack):
                return f"Draw five tiles from the {stack} stack"
            case ReturnDrawnTiles():
                return "Put the drawn tiles back (none fits)"
            case PutBackTiles(order=order):
                first = order.split(",")[0]
                return f"Put the others back, {words.tile(cat, first)} on top"
        return None


class WayfarerUI(UIAdapter):
    id = "promo-wayfarer"

    def label(self, state: GameState, option: A.Action) -> str | None:
        if isinstance(option, MoveTrackLevel):
            return f"Wayfarer: {option.down} one level down, {option.up} one up"
        return None


class HerbalistUI(UIAdapter):
    id = "promo-herbalist"

    def label(self, state: GameState, option: A.Action) -> str | None:
        if isinstance(option, BorrowSkillAction):
            name = state.catalog.characters[option.character].name
            return f"Herbalist: the {name}'s skill this turn (an herb token)"
        return None
