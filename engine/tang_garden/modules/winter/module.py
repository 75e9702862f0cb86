"""Seasons scenario "Winter": the palace in the centre, its 4x4 roof built with Roof tiles,
Roof decoration cards, and Dragon pawns claiming the roof's corners.

The palace takes the central 4x4 spaces out of the garden (``state.allowed``): garden tiles are
built around it, and its edge is open like the garden's. Its roof is a board zone over those
spaces (engine/tang_garden/zones.py, a square zone) with its own spaces (eight border spaces
first, then the four inner ones; the four corners hold the Dragon discs), its own tiles (the
Roof tiles shuffled into the stacks) and its own rewards (the bonus printed on each space). Roof
decoration cards place no decoration: a coin and their bonus at once, one coin at the end, and a
pair of one colour or three colours sends a Dragon pawn (the ``dragons`` part, bundled) to a
roof corner of a matching disc.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import combinations
from math import comb
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, NonNegativeInt

from engine.core.events import Decision, Event
from engine.core.view import UNSEEN
from engine.tang_garden.actions import Action, Build, DiscardDrawn, KeepCard
from engine.tang_garden.catalog import TERRAINS
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import advance, gain_coins, lantern_refreshed, skill
from engine.tang_garden.frontier import Frontier, next_to
from engine.tang_garden.kinds import words
from engine.tang_garden.kinds.registries import BONUSES
from engine.tang_garden.kinds.zones import ZONES  # with the zone shapes its data names
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.winter.kinds import RoofTile
from engine.tang_garden.modules.winter.slice import ID, Palace
from engine.tang_garden.scoring import CharacterScore, PlayerScore, seen_by
from engine.tang_garden.state import GameState, Mini
from engine.tang_garden.zones import Zone

ROOF_CARD = 1.5  # coins computer players count for a Roof card held while a Dragon could still
# fly (a pair or three colours send one, worth about two circles or diamonds: tuned on
# two-player tournaments)


@lru_cache(maxsize=4096)  # computer players ask it for every position they judge
def _expected_best(circles: int, diamonds: int, free: int, arrives: float, round_: float) -> float:
    """The expected larger of the circles and the diamonds once each of ``free`` spaces gets a
    tile with the chance ``arrives``, a circle with the chance ``round_`` (of those that do)."""
    expected = 0.0
    for more_c in range(free + 1):
        for more_d in range(free + 1 - more_c):
            none = free - more_c - more_d
            ways = comb(free, more_c) * comb(free - more_c, more_d)
            chance = (
                ways
                * (arrives * round_) ** more_c
                * (arrives * (1 - round_)) ** more_d
                * (1 - arrives) ** none
            )
            expected += chance * max(circles + more_c, diamonds + more_d)
    return expected


class RoofSpace(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    x: int  # 0..3 west to east inside the roof zone
    y: int  # 0..3 north to south inside the roof zone
    coins: NonNegativeInt = 0
    track: Literal["greenery", "water", "rock"] | None = None
    refresh: bool = False  # refresh a lantern of the player's


class WinterSettings(Model):
    roof: ZONES.field()  # type: ignore[valid-type]  # the palace roof's shape over the centre
    discs: dict[str, str]  # roof corner -> the colour of its Dragon disc
    colours: dict[str, str]  # Roof card decoration type -> its colour
    spaces: tuple[RoofSpace, ...]  # the 8 border and 4 inner Roof spaces with their bonus
    removed_per_stack: NonNegativeInt  # base tiles put back in the box from each stack
    tokens_layout: str  # the landscape-token layout used whatever the player count
    card_coins: NonNegativeInt  # coins at once for a Roof card
    dragon_coins_per_icon: NonNegativeInt  # per circle or diamond in the Dragon's lines


@dataclass(frozen=True, slots=True)
class PlaceRoof(Action):
    """Build the Garden with the face-up Roof tile on top of ``stack``, on roof space (x, y)
    (garden coordinates)."""

    kind: ClassVar[str] = "place_roof"
    stack: str
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class TakeRoofCard(KeepCard):
    """Keep the drawn Roof decoration ``card``: a coin and its bonus, no decoration."""

    kind: ClassVar[str] = "take_roof_card"
    card: str


@dataclass(frozen=True, slots=True)
class PlaceDragon(Action):
    """Send a Dragon pawn to roof ``corner``, discarding the Roof cards of the group (a pair:
    ``third`` is empty)."""

    kind: ClassVar[str] = "place_dragon"
    corner: str
    first: str
    second: str
    third: str = ""

    @property
    def group(self) -> tuple[str, ...]:
        return tuple(c for c in (self.first, self.second, self.third) if c)


class Winter(Module):
    """The palace roof, Roof cards and Dragons on the roof."""

    id = ID
    Settings = WinterSettings
    actions = (PlaceRoof, TakeRoofCard, PlaceDragon)

    def new_state(self) -> Palace:
        return Palace()

    @cached_property
    def _spaces(self) -> tuple[tuple[int, int], ...]:
        """The roof's spaces for tiles (the zone's own (x, y)), in the settings' order."""
        return tuple((s.x, s.y) for s in self.settings.spaces)

    def roof(self, state: GameState) -> Zone:
        """The palace roof with its spaces (the settings' bonus map) and the Roof tiles laid."""
        return self.settings.roof.over(state.catalog, self._spaces, self.of(state).tiles)

    def zones(self, state: GameState) -> tuple[Zone, ...]:
        return (self.roof(state),)

    def space(self, state: GameState, cell: tuple[int, int]) -> RoofSpace:
        x, y = self.roof(state).local(cell)
        return next(s for s in self.settings.spaces if (s.x, s.y) == (x, y))

    def is_roof_tile(self, state: GameState, tile: str) -> bool:
        """(An item a viewer's copy hides is no Roof tile they know of.)"""
        return tile != UNSEEN and isinstance(state.catalog.tiles[tile], RoofTile)

    def is_roof_card(self, state: GameState, card: str) -> bool:
        return card != UNSEEN and state.catalog.card_type[card].id in self.settings.colours

    # --- setup ---------------------------------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (
            SetupStep("palace", self._palace, replaces="2"),
            SetupStep("roof-stacks", self._stacks, after="3"),
            SetupStep("winter-tokens", self._tokens, replaces="9"),
        )

    def _palace(self, state: GameState, rand: random.Random) -> None:
        """2. The palace and its roof in the centre (the central Roof tile and the four L-shaped
        ones); the Dragon discs on the roof's corners. The base central tile stays in the box."""
        roof = self.roof(state)
        state.allowed = state.allowed - roof.cells
        state.frontier = Frontier.of(state.catalog, state.board, next_to(roof.cells, state.allowed))
        self.of(state).discs = dict(self.settings.discs)

    def _stacks(self, state: GameState, rand: random.Random) -> None:
        """3. Four random base tiles of each stack back to the box (the Roof tiles, four per
        stack, are shuffled in: each stack keeps its size); no Roof tile starts face up...
        unless it is drawn on top, as any tile."""
        palace = self.of(state)
        for tiles in state.stacks.values():
            base = [t for t in tiles if not self.is_roof_tile(state, t)]
            for tile in rand.sample(base, min(self.settings.removed_per_stack, len(base))):
                tiles.remove(tile)
                palace.boxed.append(tile)

    def _tokens(self, state: GameState, rand: random.Random) -> None:
        """9. The landscape tokens in the Winter layout whatever the player count."""
        layouts = {lay.id: lay for lay in state.catalog.data.layouts.layouts}
        layout = layouts[self.settings.tokens_layout]
        state.tokens = {(t.x, t.y): t.size for t in layout.tokens}

    # --- Roof tiles ----------------------------------------------------------------------------

    def roof_builds(
        self, state: GameState, tiles: tuple[str, ...] | None = None
    ) -> list[PlaceRoof]:
        spaces = self.roof(state).free()
        out = []
        for name, stack in state.stacks.items():
            if not (stack and state.face_up[name] and self.is_roof_tile(state, stack[-1])):
                continue
            if tiles is None or stack[-1] in tiles:
                out += [PlaceRoof(name, x, y) for x, y in spaces]
        return out

    def _place_roof(self, state: GameState, action: PlaceRoof, events: Events) -> None:
        first = state.tasks.pop()[0] in ("main", "combined_second")
        turn = state.turn
        if first:
            turn.main_done = True
            turn.tiles_at_start = tuple(
                [t[-1] for n, t in state.stacks.items() if t and state.face_up[n]]
            )
        tile = state.stacks[action.stack].pop()
        state.face_up[action.stack] = False
        cell = (action.x, action.y)
        self.of(state).tiles[cell] = tile
        turn.builds += 1
        turn.progress = True
        turn.tracks_advanced = set()
        player, index = state.player, state.current
        events.append(
            Event(
                "roof",
                f"{player.name} lays a Roof tile on the palace roof at {words.square(*cell)}",
                {"player": index, "tile": tile, "pos": cell},
            )
        )
        space = self.space(state, cell)
        if space.coins:
            gain_coins(state, index, space.coins, "the roof space", events)
        if space.track is not None:
            advance(state, index, TERRAINS.index(space.track), 1, events)
        if space.refresh and not all(player.lanterns.values()):
            lid = next(lid for lid, up in player.lanterns.items() if not up)
            player.lanterns[lid] = True
            events.append(
                Event(
                    "refresh", f"{player.name} refreshes a lantern (roof space)", {"player": index}
                )
            )
            lantern_refreshed(state, events)
        own = skill(state, player)
        on_roof = getattr(own, "on_roof_tile", None)
        if on_roof is not None:
            on_roof(state, index, self.roof(state).tier(cell) > 0, events)
        if first:
            state.tasks.append(("refill_tiles",))
            if turn.lantern is not None:
                state.catalog.abilities[turn.lantern].after_first_build(state)

    # --- Roof cards and Dragons ----------------------------------------------------------------

    def _take_card(self, state: GameState, action: TakeRoofCard, events: Events) -> None:
        task = state.tasks.pop()
        if not any(hook(state, action.card) for hook in state.hooks.take_card):
            state.drawn.remove(action.card)
        player, index = state.player, state.current
        player.cards.append(action.card)
        state.turn.progress = True
        state.turn.tracks_advanced = set()
        colour = self.settings.colours[state.catalog.card_type[action.card].id]
        events.append(
            Event(
                "roof_card",
                f"{player.name} keeps a {colour} Roof card",
                {"player": index, "card": action.card, "face_up": (action.card,)},
            )
        )
        gain_coins(state, index, self.settings.card_coins, "the Roof card", events)
        BONUSES[state.catalog.cards[action.card].bonus].apply(state, index, events)
        if task[1] > 0:
            state.tasks.append(("choose_decoration", task[1] - 1, False))
        if self.dragon_options(state):
            state.tasks.append(("place_dragon",))

    def groups(self, state: GameState) -> list[tuple[tuple[str, ...], set[str]]]:
        """The player's Roof-card groups and the colours their Dragon may take: a pair of one
        colour (that colour), three colours (any of them)."""
        cards = [c for c in state.player.cards if self.is_roof_card(state, c)]
        colour = {c: self.settings.colours[state.catalog.card_type[c].id] for c in cards}
        found: dict[tuple[str, ...], set[str]] = {}
        for a, b in combinations(sorted(cards), 2):
            if colour[a] == colour[b]:
                found[(a, b)] = {colour[a]}
        for trio in combinations(sorted(cards), 3):
            shades = {colour[c] for c in trio}
            if len(shades) == 3:
                found[trio] = shades
        return list(found.items())

    def dragon_options(self, state: GameState) -> list[PlaceDragon]:
        dragons = state.ruleset.by_id["dragons"]
        if not any(p.corner is None for p in dragons.own(state)):
            return []
        discs = self.of(state).discs
        seen, out = set(), []
        for cards, colours in self.groups(state):
            for corner, colour in discs.items():
                key = (corner, tuple(sorted(state.catalog.card_type[c].id for c in cards)))
                if colour in colours and key not in seen:
                    seen.add(key)
                    out.append(PlaceDragon(corner, *cards))
        return out

    def _place_dragon(self, state: GameState, action: PlaceDragon, events: Events) -> None:
        state.tasks.pop()
        player, index = state.player, state.current
        for card in action.group:
            player.cards.remove(card)
            state.deco_discard.append(card)
        palace = self.of(state)
        colour = palace.discs.pop(action.corner)
        palace.dragons[action.corner] = index
        pawns = state.ruleset.by_id["dragons"].own(state)
        pawn = min((p for p in pawns if p.corner is None), key=lambda p: p.card is not None)
        pawn.corner = action.corner
        events.append(
            Event(
                "dragon",
                f"{player.name} discards {words.counted(len(action.group), 'Roof card')} and "
                f"sends a Dragon to the {colour} corner of the roof",
                {"player": index, "corner": action.corner},
            )
        )
        if pawn.card is not None:
            state.tasks.append(("dragon_card",))
        if self.dragon_options(state):
            state.tasks.append(("place_dragon",))

    # --- hooks ---------------------------------------------------------------------------------

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        kind = task[0]
        if kind in ("main", "second_build", "combined_second"):
            roofs = {t[-1] for t in state.stacks.values() if t and self.is_roof_tile(state, t[-1])}
            if roofs:
                options[:] = [
                    o
                    for o in options
                    if not (isinstance(o, Build) and self._top(state, o) in roofs)
                ]
            if kind == "second_build":
                options += self.roof_builds(state, state.turn.tiles_at_start)
            elif kind == "main" or not state.turn.builds:
                lantern = state.turn.lantern
                if lantern is None or not state.catalog.abilities[lantern].sole_main_action:
                    options[:0] = self.roof_builds(state)
        elif kind == "choose_decoration":
            options[:0] = [
                TakeRoofCard(c) for c in dict.fromkeys(state.drawn) if self.is_roof_card(state, c)
            ]
            if any(isinstance(o, TakeRoofCard) for o in options):
                options[:] = [o for o in options if not isinstance(o, DiscardDrawn)]

    @staticmethod
    def _top(state: GameState, build: Build) -> str:
        return state.stacks[build.stack][-1]

    def decisions(self) -> dict[str, Any]:
        return {
            "place_dragon": lambda state, task: (
                "A Dragon must fly to the roof: choose the corner and the Roof cards",
                self.dragon_options(state),
            )
        }

    def handlers(self) -> dict[Any, Any]:
        return {
            PlaceRoof: self._place_roof,
            TakeRoofCard: self._take_card,
            PlaceDragon: self._place_dragon,
        }

    def skip_texts(self) -> dict[str, str]:
        return {"place_dragon": "No Dragon can fly to the roof", "dragon_card": "No card"}

    def adjust_character_score(
        self, state: GameState, pos: tuple[int, int], mini: Mini, score: CharacterScore
    ) -> CharacterScore:
        """Dragon pawns on the roof are decorations: one coin each in a character's sight."""
        seen = set(seen_by(state, pos, mini))
        roof = self.roof(state)
        dragons = sum(1 for corner in self.of(state).dragons if roof.corners[corner] in seen)
        if not dragons:
            return score
        return CharacterScore(
            score.character,
            score.pos,
            score.facing,
            score.decorations,
            score.preference,
            (*score.extras, ("Dragons in sight", dragons)),
        )

    def dragon_lines(self, state: GameState, corner: str) -> tuple[tuple[int, int], ...]:
        """The roof cells on the row, column and diagonal of ``corner`` (made once per garden:
        computer players score Dragons very often)."""
        lines = state.catalog.table("winter dragon lines")
        found = lines.get(corner)
        if found is None:
            roof = self.roof(state)
            found = lines[corner] = tuple(roof.lines(roof.corners[corner]))
        return found

    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        """Each of the player's Dragons on the roof: the larger of the circles and the diamonds
        on its row, column and diagonal, times two."""
        palace = self.of(state)
        total = 0
        for corner, owner in palace.dragons.items():
            if owner != score.player:
                continue
            marks = [
                state.catalog.tiles[palace.tiles[c]].mark  # type: ignore[attr-defined]
                for c in self.dragon_lines(state, corner)
                if c in palace.tiles
            ]
            best = max(marks.count("circle"), marks.count("diamond"))
            total += best * self.settings.dragon_coins_per_icon
        score.categories["dragons"] = total

    def bot_terms(self, state: GameState, player: int) -> float:
        """Roof cards held are steps towards a Dragon while the player has a free Dragon pawn
        and a disc is left on the roof."""
        pawns = state.ruleset.by_id["dragons"].own(state, player)
        if not self.of(state).discs or all(p.corner is not None for p in pawns):
            return 0.0
        held = sum(1 for c in state.players[player].cards if self.is_roof_card(state, c))
        return ROOF_CARD * held

    def bot_prospects(self, state: GameState, player: int, foresight: float) -> float:
        """What the player's Dragons on the roof may still gain: each free space of their lines
        gets a Roof tile with the chance ``foresight`` (less when fewer tiles are left than free
        spaces), a circle or a diamond in the proportion of the Roof tiles not yet laid."""
        palace = self.of(state)
        mine = [corner for corner, owner in palace.dragons.items() if owner == player]
        if not mine:
            return 0.0
        tiles = state.catalog.tiles
        spaces = set(self.roof(state).spaces)
        laid = [tiles[t].mark for t in palace.tiles.values()]  # type: ignore[attr-defined]
        marks = state.catalog.table("winter roof marks")  # mark -> Roof tiles, made once
        if not marks:
            marks.update(Counter(t.mark for t in tiles.values() if isinstance(t, RoofTile)))
        circles = marks.get("circle", 0) - laid.count("circle")
        left = sum(marks.values()) - len(laid)
        free = len(spaces) - len(palace.tiles)
        if not free or not left:
            return 0.0
        arrives = foresight * min(1.0, left / free)
        gain = 0.0
        for corner in mine:
            cells = [c for c in self.dragon_lines(state, corner) if c in spaces]
            got = [tiles[palace.tiles[c]].mark for c in cells if c in palace.tiles]  # type: ignore[attr-defined]
            now = (got.count("circle"), got.count("diamond"))
            hoped = _expected_best(*now, len(cells) - len(got), arrives, circles / left)
            gain += self.settings.dragon_coins_per_icon * (hoped - max(now))
        return gain

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        if isinstance(action, PlaceRoof) and (action.x, action.y) not in self.roof(state).free():
            return "A Roof tile goes on a free border space of the roof while one is free."
        if isinstance(action, Build) and self.is_roof_tile(state, self._top(state, action)):
            return "A Roof tile goes on the palace roof, not in the garden."
        return None

    def option_words(self, state: GameState, action: Action) -> str | None:
        if isinstance(action, TakeRoofCard):
            colour = self.settings.colours[state.catalog.card_type[action.card].id]
            return f"Keep the {colour} Roof card"
        if isinstance(action, PlaceDragon):
            colour = self.of(state).discs.get(action.corner, "")
            kinds = {self.settings.colours[state.catalog.card_type[c].id] for c in action.group}
            given = "a pair" if len(kinds) == 1 else "three colours"
            return f"Dragon to the {colour} corner ({given})"
        return None

    def holds(self, state: GameState) -> dict[str, list[str]]:
        palace = self.of(state)
        return {"tiles": [*palace.boxed, *palace.tiles.values()]}

    def face_up(self, state: GameState) -> list[str]:
        return list(self.of(state).tiles.values())

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        return self.of(state).to_dict()
