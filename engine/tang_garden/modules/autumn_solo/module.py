"""Autumn solo, the Seasons set-collection puzzle (digest 2.3) as a module: leaves under the
garden's inner spaces go onto two Twilight cards whose circles pay bonuses; drop tokens on the
outer ring; a shrinking decoration deck and stacks; immediate losses; titles at 85, 100 and 120.
The readings of the source's gaps are docs/rules-decisions.md AS1-AS12."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from pydantic import Field, NonNegativeInt, PositiveInt

from engine.core.events import Event
from engine.core.result import Outcome, Result
from engine.core.view import Hidden
from engine.tang_garden import actions as A
from engine.tang_garden.actions import Action
from engine.tang_garden.catalog import TERRAINS
from engine.tang_garden.content.base import Id
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import advance, draw_decorations, flip_tops, gain_coins
from engine.tang_garden.frontier import Frontier
from engine.tang_garden.kinds.words import counted, square
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.autumn_solo.slice import ID, PILES, AutumnSoloState, Pos
from engine.tang_garden.play import BASE_HANDLERS, end_now, finish
from engine.tang_garden.scoring import FinalScore
from engine.tang_garden.state import GameState

Colour = Literal["yellow", "red", "blue", "green", "any"]
COLOURS = ("yellow", "red", "blue", "green")


class Bonus(Model):
    """What a circle (or a group of circles, or a whole card) gives."""

    kind: Literal["coins", "advance", "draw_keep", "insert"]
    amount: PositiveInt
    track: Literal["greenery", "water", "rock"] | None = None  # advance
    size: Literal["small", "large"] | None = None  # insert

    def words(self) -> str:
        if self.kind == "coins":
            return f"{self.amount} coins"
        if self.kind == "advance":
            return f"+{self.amount} {self.track}"
        if self.kind == "draw_keep":
            return f"draw {self.amount} decoration cards, keep one"
        return f"insert {self.amount} {self.size} landscape tile{'s' * (self.amount > 1)}"


class Circle(Model):
    colour: Colour
    start: bool = False  # a white dot: the first leaf goes on one
    bonus: Bonus | None = None


class Group(Model):
    circles: tuple[NonNegativeInt, ...] = Field(min_length=2)
    bonus: Bonus


class Twilight(Model):
    id: Id
    name: str
    pile: Literal["light", "shadow"]
    circles: tuple[Circle, ...] = Field(min_length=5, max_length=5)
    links: tuple[tuple[NonNegativeInt, NonNegativeInt], ...]
    groups: tuple[Group, ...] = ()
    completion: Bonus


class Title(Model):
    min_score: NonNegativeInt
    name: str


class AutumnSoloSettings(Model):
    leaf_spaces: tuple[tuple[NonNegativeInt, NonNegativeInt], ...] = Field(min_length=1)
    leaves_per_colour: PositiveInt
    lanterns: tuple[Id, ...]
    removed_cards_of: tuple[Id, ...]  # decoration types whose cards go back in the box
    pavilion: Id  # the decoration put on a placed tile's pavilion area
    pavilion_area: str
    titles: tuple[Title, ...] = Field(min_length=1)  # ascending; below the first: lost
    twilight: tuple[Twilight, ...] = Field(min_length=2)


@dataclass(frozen=True, slots=True)
class SendLeaf(Action):
    """Of the two leaves taken, the one of ``colour`` goes onto the Light card (the other onto
    the Shadow card)."""

    kind: ClassVar[str] = "send_leaf"
    colour: str


@dataclass(frozen=True, slots=True)
class PlaceLeaf(Action):
    """Put the waiting leaf on circle ``circle`` of the current ``pile`` card."""

    kind: ClassVar[str] = "place_leaf"
    pile: str
    circle: int


@dataclass(slots=True)
class TitleResult(Result):
    """A solo game's end: the final score and the title reached (lost below the first title, or
    at once by an empty stack or deck)."""

    score: FinalScore | None
    coins: int
    cause: str
    title: str | None = None  # type: ignore[assignment]
    titles: tuple[str, ...] = ()
    needs: tuple[int, ...] = ()  # each title's least score

    def notes(self) -> tuple[str, ...]:
        """What the score means: the title reached and the next one, or what the first needs."""
        steps = list(zip(self.titles, self.needs, strict=False))
        if not steps:
            return ()
        first, least = steps[0]
        if self.score is None:
            return (f"An immediate loss has no score; {first} needs {least} points.",)
        if self.title is None:
            return (f"No title: {first} needs {least} points ({self.total} scored).",)
        ahead = [(name, need) for name, need in steps if need > self.total]
        more = f"; {ahead[0][0]} needs {ahead[0][1]}" if ahead else ""
        return (f"{self.title}: {self.total} points{more}.",)

    @property
    def total(self) -> int:
        return self.score.players[0].total if self.score is not None else self.coins

    @property
    def outcome(self) -> Outcome:  # type: ignore[override]
        return "victory" if self.title else "defeat"

    @property
    def totals(self) -> tuple[int, ...]:
        return (self.total,)

    @property
    def winners(self) -> tuple[int, ...]:
        return (0,) if self.title else ()

    def rows(self) -> list[tuple[str, tuple[int, ...]]]:
        if self.score is None:
            return [("coins", (self.coins,))]
        return self.score.rows()

    def parts(self, player: int) -> tuple[Any, ...]:
        """The characters in the garden that scored (none after an immediate loss)."""
        return self.score.parts(player) if self.score is not None else ()

    def row(self, end_reason: str) -> dict[str, Any]:
        return {"score": self.total, "title": self.title, "end": self.cause}

    def words(self) -> str:
        return f"score {self.total}, {self.title or 'no title'} ({self.cause})"

    @staticmethod
    def summarize(
        results: list[TitleResult], turns: list[int], players: int, bot: str
    ) -> tuple[dict[str, Any], str]:
        """The title distribution of a simulation."""
        n = len(results)
        names = results[0].titles
        counts = {"no title": 0, **dict.fromkeys(names, 0)}
        for r in results:
            counts[r.title or "no title"] += 1
        mean = sum(r.total for r in results) / n
        summary = {"games": n, "bot": bot, "titles": counts, "mean_score": round(mean, 2)}
        text = ", ".join(f"{k} {v}" for k, v in counts.items())
        return summary, f"summary: {n} Autumn solo games ({bot}), mean score {mean:.1f}; {text}"

    def to_dict(self) -> dict[str, Any]:
        return {**Result.to_dict(self), "cause": self.cause}


SPLIT, LEAF = "autumn_split", "autumn_leaf"
STACK_EMPTY, DECK_EMPTY = "a garden tile stack ran out", "the decoration deck ran out"
FULL, ALL_TWILIGHT, TOP = (
    "every space holds a garden tile or a drop token",
    "all six Twilight cards are completed",
    "a cube reached the end of its track",
)


class AutumnSolo(Module):
    id = ID
    Settings = AutumnSoloSettings
    actions = (SendLeaf, PlaceLeaf)

    def new_state(self) -> AutumnSoloState:
        return AutumnSoloState()

    def of(self, state: GameState) -> AutumnSoloState:
        return state.ext[ID]

    # --- setup --------------------------------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (
            SetupStep("drops", self._drops, after="2"),
            SetupStep("cards", self._cards, after="4"),
            SetupStep("lanterns", self._lanterns, after="6"),
            SetupStep("tokens", self._no_tokens, replaces="9"),
            SetupStep("twilight", self._twilight, after="10"),
        )

    def _drops(self, state: GameState, rand: random.Random) -> None:
        """2: drop tokens on the whole outer ring (no tile goes there); pairs of leaves at random
        on the leaf spaces."""
        last_x, last_y = state.catalog.columns - 1, state.catalog.rows - 1
        state.allowed = frozenset(
            (x, y) for x, y in state.allowed if 0 < x < last_x and 0 < y < last_y
        )
        state.frontier = Frontier.around(state.catalog, state.board, state.allowed)
        bag = [c for c in COLOURS for _ in range(self.settings.leaves_per_colour)]
        rand.shuffle(bag)
        part = self.of(state)
        for pos in self.settings.leaf_spaces:
            part.leaves[pos] = sorted([bag.pop(), bag.pop()])
        part.gone = {"cards": [], "tiles": [], "characters": []}

    def _cards(self, state: GameState, rand: random.Random) -> None:
        """4: the Pavilion cards go back in the box (their pieces stay)."""
        types = state.catalog.card_type
        boxed = [c for c in state.deco_deck if types[c].id in self.settings.removed_cards_of]
        state.deco_deck = [c for c in state.deco_deck if c not in boxed]
        self.of(state).gone["cards"] += boxed

    def _lanterns(self, state: GameState, rand: random.Random) -> None:
        """6: only Place two tiles and Select."""
        for player in state.players:
            player.lanterns = {lid: True for lid in self.settings.lanterns}

    def _no_tokens(self, state: GameState, rand: random.Random) -> None:
        """9: no landscape token is used."""
        state.tokens = {}

    def _twilight(self, state: GameState, rand: random.Random) -> None:
        """11: the Light and Shadow piles, shuffled, their top cards in play."""
        part = self.of(state)
        for pile in PILES:
            cards = [t.id for t in self.settings.twilight if t.pile == pile]
            rand.shuffle(cards)
            part.piles[pile] = cards
            part.circles[pile] = [None] * 5

    # --- decisions ----------------------------------------------------------------------------

    def decisions(self) -> dict[str, Any]:
        return {SPLIT: self._split_options, LEAF: self._leaf_options}

    def handlers(self) -> dict[Any, Any]:
        return {
            SendLeaf: self._send,
            PlaceLeaf: self._place_leaf,
            ("choose_character", A.TakeCharacter): self._take_character,
            ("choose_character", A.DrawCharacter): self._draw_character,
        }

    def auto_steps(self) -> dict[str, Any]:
        return {"refill_tiles": self._refill_tiles}

    def _split_options(self, state: GameState, task: tuple) -> tuple[str, list]:
        taken = self.of(state).taken
        return "Choose the leaf for the Light card (the other goes onto the Shadow card)", [
            SendLeaf(c) for c in dict.fromkeys(taken)
        ]

    def _leaf_options(self, state: GameState, task: tuple) -> tuple[str, list]:
        _, pile, colour = task
        return f"Place the {colour} leaf on the {pile.capitalize()} card", [
            PlaceLeaf(pile, i) for i in self.open_circles(state, pile)
        ]

    def card(self, state: GameState, pile: str) -> Twilight | None:
        cards = self.of(state).piles[pile]
        if not cards:
            return None
        return next(t for t in self.settings.twilight if t.id == cards[-1])

    def open_circles(self, state: GameState, pile: str) -> list[int]:
        """Where the next leaf may go: a start circle on an empty card, else a free circle
        linked to a filled one."""
        card = self.card(state, pile)
        if card is None:
            return []
        filled = self.of(state).circles[pile]
        if not any(filled):
            return [i for i, c in enumerate(card.circles) if c.start]
        linked = {b for a, b in card.links if filled[a]} | {a for a, b in card.links if filled[b]}
        return sorted(i for i in linked if filled[i] is None)

    def _send(self, state: GameState, action: SendLeaf, events: Events) -> None:
        state.tasks.pop()
        part = self.of(state)
        first = part.taken.index(action.colour)
        other = part.taken[1 - first]
        part.taken = []
        # the Shadow leaf waits below the Light one
        for pile, colour in (("shadow", other), ("light", action.colour)):
            self._to_card(state, pile, colour, events)

    def _to_card(self, state: GameState, pile: str, colour: str, events: Events) -> None:
        if self.card(state, pile) is None or not self.open_circles(state, pile):
            self.of(state).gone_leaves.append(colour)
            events.append(
                Event("leaf", f"The {colour} leaf leaves the game: no {pile} card is left")
            )
            return
        state.tasks.append((LEAF, pile, colour))

    def _place_leaf(self, state: GameState, action: PlaceLeaf, events: Events) -> None:
        _, pile, colour = state.tasks.pop()
        part = self.of(state)
        card = self.card(state, pile)
        assert card is not None
        part.circles[pile][action.circle] = colour
        circle = card.circles[action.circle]
        events.append(
            Event(
                "leaf",
                f"{state.player.name} puts the {colour} leaf on the {card.name} card",
                {"player": state.current, "pile": pile, "circle": action.circle},
            )
        )
        matches = _matches(card, part.circles[pile])
        if circle.bonus is not None and matches[action.circle]:
            self._bonus(state, circle.bonus, f"a {colour} leaf on its colour", events)
        for group in card.groups:
            if action.circle in group.circles and all(matches[i] for i in group.circles):
                self._bonus(state, group.bonus, "a group of circles matched", events)
        if all(part.circles[pile]):
            if all(matches):
                self._bonus(state, card.completion, f"the {card.name} card completed", events)
            part.gone_leaves += [c for c in part.circles[pile] if c]
            part.completed.append(part.piles[pile].pop())
            part.circles[pile] = [None] * 5
            events.append(Event("twilight", f"The {card.name} Twilight card is complete"))
        self.check_end(state, events)

    def _bonus(self, state: GameState, bonus: Bonus, why: str, events: Events) -> None:
        index = state.current
        if bonus.kind == "coins":
            gain_coins(state, index, bonus.amount, why, events)
        elif bonus.kind == "advance":
            advance(state, index, TERRAINS.index(bonus.track), bonus.amount, events)
        elif bonus.kind == "insert":
            state.tasks += [("insert", bonus.size)] * bonus.amount
        else:  # draw N, keep one: like Place a Decoration (AS7)
            drawn = draw_decorations(state, bonus.amount, events)
            text = f"{state.player.name} draws {counted(len(drawn), 'decoration card')}"
            data = {"player": index, "count": len(drawn), "face_up": tuple(drawn)}
            events.append(Event("draw", f"{text} ({why})", data))
            state.tasks += [("discard_drawn",), ("choose_decoration", 0, True)]

    # --- characters (2.3.3 Influence variation) ------------------------------------------------

    def _take_character(self, state: GameState, action: A.TakeCharacter, events: Events) -> None:
        """A face-up character taken: the other face-up one leaves the game, two new ones are
        turned up."""
        self.of(state).gone["characters"] += [
            c for c in state.char_display if c != action.character
        ]
        state.char_display = [action.character]
        BASE_HANDLERS[A.TakeCharacter](state, action, events)

    def _draw_character(self, state: GameState, action: A.DrawCharacter, events: Events) -> None:
        BASE_HANDLERS[A.DrawCharacter](state, action, events)
        if state.char_deck:
            self.of(state).gone["characters"].append(state.char_deck.pop())

    # --- hooks --------------------------------------------------------------------------------

    def on_tile_placed(self, state: GameState, pos: Pos, events: Events) -> None:
        part = self.of(state)
        cell = state.board[pos]
        pavilion = self.settings.pavilion
        if (
            cell.icon == self.settings.pavilion_area
            and pos not in state.decorations
            and state.supply.get(pavilion, 0) > 0
        ):
            state.decorations[pos] = pavilion
            state.supply[pavilion] -= 1
            events.append(Event("pavilion", f"A Pavilion stands on {square(*pos)}", {"pos": pos}))
        leaves = part.leaves.pop(pos, None)
        if leaves:
            part.taken = leaves
            events.append(
                Event("leaf", f"{state.player.name} takes the {' and '.join(leaves)} leaves")
            )
            state.tasks.append((SPLIT,))

    def _refill_tiles(self, state: GameState, events: Events) -> None:
        """After the refill, as many decoration cards as tiles turned face up leave the game."""
        rules = state.catalog.rules
        if state.face_up_count() < rules.min_face_up_tiles_after_build:
            before = state.face_up_count()
            flip_tops(state, events)
            gone = min(state.face_up_count() - before, len(state.deco_deck))
            if gone:
                out = [state.deco_deck.pop() for _ in range(gone)]
                self.of(state).gone["cards"] += out
                events.append(Event("cards_out", f"{gone} decoration cards leave the game"))
        self.check_end(state, events)

    def on_cards_discarded(self, state: GameState, cards: list[str], events: Events) -> None:
        """No discard pile: discarded cards leave the game; after Place a Decoration the face-up
        tiles leave the game too, and four new ones are turned up."""
        part = self.of(state)
        for card in cards:
            state.deco_discard.remove(card)
        part.gone["cards"] += cards
        if state.turn.main_done and state.tasks and state.tasks[-1] == ("flip_all",):
            for name, tiles in state.stacks.items():
                if tiles and state.face_up[name]:
                    part.gone["tiles"].append(tiles.pop())
                    state.face_up[name] = False
            events.append(Event("tiles_out", "The face-up garden tiles leave the game"))
        self.check_end(state, events)

    def on_end_turn(self, state: GameState, events: Events) -> None:
        self.check_end(state, events)

    def adjust_end_trigger(self, state: GameState, triggered: bool) -> bool:
        return False  # only its own conditions end the game

    def check_end(self, state: GameState, events: Events) -> None:
        """2.3.4: an immediate loss (an empty stack, an empty deck), else the final scoring when
        the garden is full, the six cards are done or a cube is at the end of its track."""
        if state.over:
            return
        part = self.of(state)
        top = state.catalog.top_level
        scoring = (
            FULL
            if not (state.allowed - state.board.keys())
            else ALL_TWILIGHT
            if len(part.completed) == len(self.settings.twilight)
            else TOP
            if any(level >= top for level in state.player.tracks)
            else ""
        )
        waiting = [t[2] for t in state.tasks if t[0] == LEAF] + part.taken
        if scoring or loss_now(state):  # the leaves still waiting leave the game with it
            part.gone_leaves += waiting
            part.taken = []
        if scoring:  # AS10: scoring wins over a loss reached at the same time
            finish(state, scoring, events)
            return
        loss = loss_now(state)
        if loss:
            result = TitleResult(None, state.player.coins, loss, None, *self._titles())
            end_now(state, result, loss, events)

    def adjust_result(self, state: GameState, result: Any) -> TitleResult:
        total = result.players[0].total
        title = next((t.name for t in reversed(self.settings.titles) if total >= t.min_score), None)
        return TitleResult(result, state.player.coins, state.end_reason, title, *self._titles())

    def _titles(self) -> tuple[tuple[str, ...], tuple[int, ...]]:
        """The titles' names and least scores, lowest first."""
        titles = self.settings.titles
        return tuple(t.name for t in titles), tuple(t.min_score for t in titles)

    def holds(self, state: GameState) -> dict[str, list[str]]:
        gone = self.of(state).gone
        return {kind: list(ids) for kind, ids in gone.items()}

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        return [
            Hidden(f"twilight:{pile}", cards, max(0, len(cards) - 1))
            for pile, cards in self.of(state).piles.items()
        ]

    def option_words(self, state: GameState, action: Any) -> str | None:
        if isinstance(action, SendLeaf):
            return f"The {action.colour} leaf onto the Light card"
        if isinstance(action, PlaceLeaf):
            card = self.card(state, action.pile)
            circle = card.circles[action.circle] if card else None
            bonus = f", {circle.bonus.words()}" if circle and circle.bonus else ""
            colour = circle.colour if circle else ""
            return (
                f"{action.pile.capitalize()} card: the {colour} circle {action.circle + 1}{bonus}"
            )
        return None


def loss_now(state: GameState) -> str:
    """What loses the game now ("" when nothing does): an empty stack or decoration deck."""
    if not all(state.stacks.values()):
        return STACK_EMPTY
    return DECK_EMPTY if not state.deco_deck else ""


def _matches(card: Twilight, filled: list[str | None]) -> list[bool]:
    """Per circle: whether its leaf is of its colour (or it shows every colour)."""
    return [
        leaf is not None and (circle.colour == "any" or circle.colour == leaf)
        for circle, leaf in zip(card.circles, filled, strict=True)
    ]
