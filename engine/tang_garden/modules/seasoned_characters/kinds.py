"""The seasoned characters' kinds (Seasons 3.11): a sight preference of fixed coins, icons,
decorations and characters seen, the seasoned Merchant's cards per icon, and five skills (the
Officer's stack tops, the Emperor's Supervisor, the Monk's lowest cube, the Lady's free
decorations, the Merchant's side pile). The module keeps the Supervisor and the side pile in
its slice of the state (slice.py); the skills' actions are in actions.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import NonNegativeInt, PositiveInt

from engine.core.events import Event
from engine.tang_garden.actions import DiscardDrawn, PlaceDecoration
from engine.tang_garden.content.base import Id, LandscapeIcon
from engine.tang_garden.garden import free_character_spots
from engine.tang_garden.kinds.sights import SIGHTS, Sight, SightCard, names
from engine.tang_garden.kinds.skills import SKILLS, Skill, gain
from engine.tang_garden.kinds.words import coins, either, square
from engine.tang_garden.modules.seasoned_characters.actions import PlaceSupervisor, TurnStackTop
from engine.tang_garden.modules.seasoned_characters.slice import ID
from engine.tang_garden.options import choosable_cards
from engine.tang_garden.scoring import active_landscape_icons, visible_decorations

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.state import GameState, Mini


def _character_names(catalog: Catalog, ids: tuple[str, ...]) -> list[str]:
    chars = catalog.characters
    return [f"the {chars[c].name}" if c in chars else c for c in ids]


# --- sight preferences -------------------------------------------------------------------------


@SIGHTS.register
class SightCompany(Sight):
    """Fixed coins, plus coins per listed icon on the landscape it faces, per listed decoration
    in its line of sight and per listed character in its line of sight (the seasoned Architect,
    Child, Emperor, Empress and Lady)."""

    kind: Literal["icons_and_company"]
    coins: NonNegativeInt = 0
    icons: tuple[LandscapeIcon, ...] = ()
    coins_per_icon: NonNegativeInt = 0
    decorations: tuple[Id, ...] = ()
    coins_per_decoration: NonNegativeInt = 0
    characters: tuple[Id, ...] = ()
    coins_per_character: NonNegativeInt = 0

    def card(self, catalog: Catalog) -> SightCard:
        marks: list[str] = [str(self.coins)] if self.coins else []
        if self.icons:
            marks += [f"{self.coins_per_icon}x", *(f"icon:{i}" for i in self.icons)]
        if self.decorations:
            marks += [f"+{self.coins_per_decoration}x", "glyph:decoration"]
        if self.characters:
            marks += [f"+{self.coins_per_character}x", "glyph:character"]
        frame = "landscape" if self.icons and not self.decorations else "line"
        note = ", ".join(n.removeprefix("the ") for n in _character_names(catalog, self.characters))
        if self.decorations:
            note = either([d.replace("_", " ") for d in self.decorations])
        return SightCard(frame, tuple(marks), note)

    def text(self, catalog: Catalog) -> str:
        parts = [coins(self.coins)] if self.coins else []
        if self.icons:
            parts.append(
                f"{coins(self.coins_per_icon)} for every {either(list(self.icons))} icon on the "
                "landscape it faces"
            )
        if self.decorations:
            kinds = either([d.replace("_", " ") for d in self.decorations])
            parts.append(
                f"{coins(self.coins_per_decoration)} for every {kinds} in its line of sight"
            )
        if self.characters:
            who = either(_character_names(catalog, self.characters))
            parts.append(f"{coins(self.coins_per_character)} if {who} is in its line of sight")
        text = ", plus ".join(parts)
        return text[0].upper() + text[1:] + "."

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        total = self.coins
        if self.icons:
            icons = active_landscape_icons(state, mini.facing)
            total += self.coins_per_icon * sum(1 for i in icons if i in self.icons)
        if self.decorations:
            visible = visible_decorations(state)
            types = state.catalog.decoration_types
            total += self.coins_per_decoration * sum(
                1
                for p in seen
                if p in visible
                and any(types[state.decorations[p]].is_a(d) for d in self.decorations)
            )
        if self.characters:
            total += self.coins_per_character * sum(
                1
                for (x, y, _), other in state.minis.items()
                if other is not mini
                and (x, y) in seen
                and names(state.catalog, other.character, self.characters)
            )
        return total


@SIGHTS.register
class SightCards(Sight):
    """Seasoned Merchant: for every listed icon on the landscape it faces, its owner takes a
    decoration card of their choice from the deck or the discard pile when the game ends and
    places its decoration (the module asks; the cards score as decorations, so no coins here)."""

    kind: Literal["cards_per_icon"]
    icons: tuple[LandscapeIcon, ...]

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard(
            "landscape", ("1x", *(f"icon:{i}" for i in self.icons), "glyph:decoration"), "a card"
        )

    def text(self, catalog: Catalog) -> str:
        return (
            f"When the game ends: for every {either(list(self.icons))} icon on the landscape it "
            "faces, take a decoration card of your choice from the deck or the discard pile and "
            "place its decoration."
        )

    def cards(self, state: GameState, mini: Mini) -> int:
        return sum(1 for i in active_landscape_icons(state, mini.facing) if i in self.icons)

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        return 0


# --- skills ------------------------------------------------------------------------------------


@SKILLS.register
class FlipOneStack(Skill):
    """Seasoned Officer: at the start of the turn, for free, turn one corner stack's top tile
    over (face down to face up, or face up to face down)."""

    kind: Literal["flip_one_stack"]

    def brief(self, catalog: Catalog) -> str:
        return "Start of turn: turn one stack's top tile over, free"

    def text(self, catalog: Catalog) -> str:
        return (
            "At the start of your turn, for free, you may turn one corner stack's top tile over: "
            "a face-down top face up, or a face-up top face down."
        )

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        turn = state.turn
        if task[0] != "main" or turn.acted or self.kind in turn.skills_used:
            return
        options += [TurnStackTop(name) for name, tiles in state.stacks.items() if tiles]

    def act(self, state: GameState, action: Any, events: list[Event]) -> None:
        state.turn.skills_used |= {self.kind}
        up = not state.face_up[action.stack]
        state.face_up[action.stack] = up
        side = "face up" if up else "face down"
        events.append(
            Event(
                "officer_flip",
                f"{state.player.name} turns the top of the {action.stack} stack {side}",
                {"player": state.current, "stack": action.stack, "up": up},
            )
        )


@SKILLS.register
class Supervisor(Skill):
    """Seasoned Emperor: a Supervisor pawn, put once on a free character spot of a garden tile
    during your turn; you gain coins whenever anyone places a tile or a decoration on one of the
    eight spaces around it. Standing the Emperor in the garden takes the pawn away."""

    kind: Literal["supervisor"]
    coins: PositiveInt
    token = "supervisor"

    def brief(self, catalog: Catalog) -> str:
        return f"Supervisor pawn: +{coins(self.coins)} per tile or decoration placed around it"

    def text(self, catalog: Catalog) -> str:
        return (
            "You have a Supervisor pawn: during your turn, put it on a free character spot of a "
            f"garden tile. You gain {coins(self.coins)} whenever anyone places a garden tile or "
            "a decoration on one of the eight spaces around it. When the Emperor's miniature "
            "goes into the garden the Supervisor leaves (the Emperor may take its spot)."
        )

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        part = state.ext.get(ID)
        if task[0] not in ("main", "post") or part is None:
            return
        if state.current in part.supervisor_used:
            return
        options += [
            PlaceSupervisor(x, y, spot)
            for x, y, spot in sorted(free_character_spots(state))
            if spot == "tile"
        ]

    def act(self, state: GameState, action: Any, events: list[Event]) -> None:
        part = state.ext[ID]
        part.supervisor = (action.x, action.y, action.spot, state.current)
        part.supervisor_used = (*part.supervisor_used, state.current)
        events.append(
            Event(
                "supervisor",
                f"{state.player.name} puts the Supervisor at {square(action.x, action.y)}",
                {"player": state.current, "spot": (action.x, action.y, action.spot)},
            )
        )


@SKILLS.register
class CoinsOnLowestAdvance(Skill):
    """Seasoned Monk: coins each time your leftmost cube (the lowest, or one of the tied lowest)
    moves up."""

    kind: Literal["coins_on_lowest_advance"]
    coins: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"+{coins(self.coins)} when your lowest cube moves up"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Gain {coins(self.coins)} each time your leftmost cube (the lowest on its track, or "
            "one of the tied lowest) moves up."
        )

    def on_track_advanced(
        self, state: GameState, player: int, track: int, events: list[Event]
    ) -> None:
        tracks = state.players[player].tracks
        moved = next(
            e.data["steps"]
            for e in reversed(events)
            if e.kind == "advance" and e.data["player"] == player and e.data["track"] == track
        )
        before = tracks[track] - moved
        if all(before <= level for t, level in enumerate(tracks) if t != track):
            gain(state, player, self.coins, ": the lowest cube moved", events)


@SKILLS.register
class DecorateAnywhere(Skill):
    """Seasoned Lady: decorations may also go on tiles with neither a decoration nor a
    character, whatever their symbol."""

    kind: Literal["decorate_anywhere"]

    def brief(self, catalog: Catalog) -> str:
        return "Decorate any tile with no decoration and no character"

    def text(self, catalog: Catalog) -> str:
        return (
            "You may place a decoration on any garden tile with neither a decoration nor a "
            "character on it, even without the matching symbol."
        )

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        if task[0] != "choose_decoration":
            return
        peopled = {(x, y) for x, y, _ in state.minis}
        free = [p for p in sorted(state.board) if p not in state.decorations and p not in peopled]
        have = set(options)
        catalog = state.catalog
        added = [
            PlaceDecoration(card, x, y)
            for card in choosable_cards(state)
            if state.supply[catalog.card_type[card].pool] > 0
            for x, y in free
            if PlaceDecoration(card, x, y) not in have
        ]
        if added and DiscardDrawn() in have:
            options.remove(DiscardDrawn())
        options += added


@SKILLS.register
class SidePile(Skill):
    """Seasoned Merchant: the decoration cards anyone discards go to your side pile; when you
    place a decoration you may use one of them instead (the rest of the pile is discarded)."""

    kind: Literal["side_pile"]

    def brief(self, catalog: Catalog) -> str:
        return "Discarded decoration cards go to your side pile, to use instead"

    def text(self, catalog: Catalog) -> str:
        return (
            "Every decoration card a player discards goes to your side pile. When you place a "
            "decoration you may use a card from the side pile instead of a drawn one; the other "
            "cards of the pile are then discarded."
        )
