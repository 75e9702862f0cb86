"""Solstice (Seasons digest 2.7): the Solstice player board's red track, taken instead of an
enclosure's terrain cube (its coins and levels in the pack's tracks.yaml, outside the character
thresholds), the bonuses of its spaces, the element tracks' column icons and colour zones, the
Pagoda pawns, the face-up rows of decoration cards, the random shared lantern set and the
Objective boards' objectives 6 and 8 (kinds.py). The board's checks run as one automatic step
(``solstice_check``) after whatever moved a cube, once the enclosure choice is made, so a cube
that stays where it was never takes a column's bonus (SO8)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, NonNegativeInt, PositiveInt, model_validator

from engine.core.events import Decision, Event
from engine.tang_garden.actions import Action, Decorate
from engine.tang_garden.catalog import TERRAINS
from engine.tang_garden.content.base import Id
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import (
    advance,
    draw_decorations,
    enclosed_and_raised,
    lantern_refreshed,
    take_back_level,
)
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.solstice.kinds import BoardObjective
from engine.tang_garden.modules.solstice.slice import ID, Boards
from engine.tang_garden.options import can_place_a_character
from engine.tang_garden.scoring import PlayerScore, best_card_gain
from engine.tang_garden.setup import SetupError
from engine.tang_garden.state import GameState

CATEGORY = "pagodas"
RED = "red"  # the red track's id in the pack's tracks.yaml
CHECK = "solstice_check"
RED_BONUS_WORDS = {
    "any_track": "an advance on a track other than red",
    "influence": "an extra character influence",
    "pagoda": "a Pagoda pawn",
    "refresh": "a free lantern refresh, at once",
}


class RedBonus(Model):
    """What a space of the red track gives besides its coins."""

    level: PositiveInt
    kind: Literal["any_track", "influence", "pagoda", "refresh"]


class Zone(Model):
    """A colour zone of the element tracks: the levels it covers."""

    colour: Id
    levels: tuple[NonNegativeInt, ...]


class SolsticeSettings(Model):
    rows: tuple[PositiveInt, ...]  # face-up cards per row
    row_entitlement: tuple[PositiveInt, ...]  # the cards one must be entitled to draw, per row
    draw_cap: PositiveInt  # cards drawn from the deck at most (as written)
    fixed_lanterns: tuple[Id, ...]
    random_lanterns: PositiveInt
    random_from: tuple[Id, ...]
    red_bonuses: tuple[RedBonus, ...]
    extra_advance_column: PositiveInt
    red_step_column: PositiveInt
    decoration_column: PositiveInt
    zones: tuple[Zone, ...]
    pagodas: PositiveInt
    pagoda_coins: tuple[NonNegativeInt, ...]
    objectives: tuple[BoardObjective, ...]

    @model_validator(mode="after")
    def _fits(self) -> SolsticeSettings:
        if len(self.rows) != len(self.row_entitlement):
            raise ValueError("every row needs the number of cards that entitles one to it")
        if self.random_lanterns > len(set(self.random_from) - set(self.fixed_lanterns)):
            raise ValueError("fewer lanterns to draw from than random_lanterns")
        if len(self.pagoda_coins) != self.pagodas:
            raise ValueError("pagoda_coins needs one score per number of Pagoda pawns")
        return self


class SolsticeOptions(BaseModel):
    """How many cards a player entitled to more than ``draw_cap`` draws from the deck: the cap
    as written, or all of them (U19c, SO6)."""

    model_config = {"extra": "forbid", "frozen": True}
    deck_draw: Literal["capped", "all"] = "capped"


@dataclass(frozen=True, slots=True)
class TakeFaceUp(Action):
    """Place a Decoration with the face-up ``card`` instead of drawing."""

    kind: ClassVar[str] = "take_face_up"
    card: str


@dataclass(frozen=True, slots=True)
class RedInstead(Action):
    """Advance the red cube instead of the ``track`` cube the enclosure moved."""

    kind: ClassVar[str] = "red_instead"
    track: str


@dataclass(frozen=True, slots=True)
class KeepElement(Action):
    """Keep the enclosure's advance on its terrain's track."""

    kind: ClassVar[str] = "keep_element"


@dataclass(frozen=True, slots=True)
class ExtraInfluence(Action):
    """Use an extra influence the red track gave: influence one more character."""

    kind: ClassVar[str] = "extra_influence"


@dataclass(frozen=True, slots=True)
class FreeRefresh(Action):
    """Turn your face-down ``lantern`` face up (the red track's refresh)."""

    kind: ClassVar[str] = "free_refresh"
    lantern: str


def entitled(state: GameState) -> int:
    """The decoration cards the current player may draw: two plus one per face-down top."""
    face_down = sum(1 for name, tiles in state.stacks.items() if tiles and not state.face_up[name])
    return state.catalog.rules.decoration_base_draw + face_down


class Solstice(Module):
    id = ID
    Settings = SolsticeSettings
    Options = SolsticeOptions
    actions = (TakeFaceUp, RedInstead, KeepElement, ExtraInfluence, FreeRefresh)

    def __init__(self, manifest, options, pack, digest) -> None:
        super().__init__(manifest, options, pack, digest)
        self.red_bonus = {b.level: b.kind for b in self.settings.red_bonuses}

    def new_state(self) -> Boards:
        return Boards()

    # --- setup ---------------------------------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (
            SetupStep("solstice-rows", self._deal_rows, after="4"),
            SetupStep("solstice-boards", self._boards, after="6"),
        )

    def _deal_rows(self, state: GameState, rand: random.Random) -> None:
        """4: the face-up rows of 4 and 3 decoration cards, dealt from the shuffled deck."""
        board = self.of(state)
        board.rows = [[state.deco_deck.pop() for _ in range(size)] for size in self.settings.rows]

    def _boards(self, state: GameState, rand: random.Random) -> None:
        """6.1-6.3: every player's Solstice board (its red cube is the pack's fourth track) and
        the lanterns: 05 and 03, and the same three drawn at random for everyone (SO7)."""
        count = len(state.players)
        if RED not in state.catalog.track_index:
            raise SetupError("the Solstice board's red track is missing from its tracks.yaml")
        board = self.of(state)
        board.pagodas, board.influences, board.red_paid = [0] * count, [0] * count, [0] * count
        board.advanced = [set() for _ in range(count)]
        board.columns = [set() for _ in range(count)]
        board.zones = [set() for _ in range(count)]
        known = state.catalog.lanterns
        fixed = [lid for lid in self.settings.fixed_lanterns if lid in known]
        pool = [lid for lid in self.settings.random_from if lid in known and lid not in fixed]
        drawn = rand.sample(pool, self.settings.random_lanterns)
        ours = {*self.settings.fixed_lanterns, *self.settings.random_from}
        for player in state.players:
            kept = {lid: up for lid, up in player.lanterns.items() if lid not in ours}
            player.lanterns = {**dict.fromkeys([*fixed, *drawn], True), **kept}

    # --- the face-up rows ------------------------------------------------------------------------

    def open_rows(self, state: GameState) -> list[int]:
        """The rows the current player may take a card from now (by what they may draw)."""
        may = entitled(state)
        return [k for k, need in enumerate(self.settings.row_entitlement) if may >= need]

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        if task[0] == "post" and self._may_influence(state):
            options.append(ExtraInfluence())
        if Decorate() not in options or state.turn.lantern is not None:
            return  # SO9: a lantern used this turn changes the draw: no face-up card
        rows = self.of(state).rows
        options += [TakeFaceUp(card) for k in self.open_rows(state) for card in rows[k]]

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        """Why a face-up card may not be taken now, in a player's words."""
        if not isinstance(action, TakeFaceUp):
            return None
        rows = self.of(state).rows
        row = next((k for k, cards in enumerate(rows) if action.card in cards), None)
        if row is None:
            return "That card is not in a face-up row."
        if Decorate() not in pending.options:
            return "A face-up card is taken instead of drawing, for Place a Decoration."
        if state.turn.lantern is not None:
            return "Not while a lantern is used this turn: it changes the draw."
        need, may = self.settings.row_entitlement[row], entitled(state)
        return (
            f"The row of {self.settings.rows[row]} needs you to be entitled to draw {need} cards "
            f"or more; you may draw {may} (two, plus one per face-down stack top)."
        )

    def _take_face_up(self, state: GameState, action: TakeFaceUp, events: Events) -> None:
        state.tasks.pop()
        state.turn.main_done = True
        rows = self.of(state).rows
        k = next(k for k, row in enumerate(rows) if action.card in row)
        rows[k].remove(action.card)
        hand, state.drawn = state.drawn, []
        new = draw_decorations(state, 1, events)  # the card taken is replaced at once
        rows[k] += state.drawn
        state.drawn = [*hand, action.card]
        name = state.catalog.card_type[action.card].name
        events.append(
            Event(
                "face_up_card",
                f"{state.player.name} takes the face-up {name} card from the row of "
                f"{self.settings.rows[k]}",
                {
                    "player": state.current,
                    "card": action.card,
                    "row": k,
                    "face_up": (action.card, *new),
                },
            )
        )
        state.tasks += [("flip_all",), ("discard_drawn",), ("choose_decoration", 0, True)]

    def adjust_draw_count(self, state: GameState, count: int) -> int:
        may, cap = entitled(state), self.settings.draw_cap
        if self.options.deck_draw == "capped" and may > cap:
            return count - (may - cap)
        return count

    def _bonus_decoration(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        if not (state.deco_deck or state.deco_discard or any(self.of(state).rows)):
            return "", []
        return "Solstice board: take your bonus Place a Decoration action", [Decorate()]

    # --- the red track and the enclosure choice -------------------------------------------------

    def red(self, state: GameState) -> int:
        return state.catalog.track_index[RED]

    def on_tile_placed(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        red = self.red(state)
        if state.player.tracks[red] >= state.catalog.track_top[red]:
            return
        enclosed = enclosed_and_raised(state, events)
        if enclosed:
            state.tasks.append(("solstice_enclosure", tuple(TERRAINS[t] for t in enclosed)))

    def _enclosure_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        return (
            "You enclosed terrain: advance that terrain's cube, or your red cube instead",
            [KeepElement(), *(RedInstead(t) for t in task[1])],
        )

    def _red_instead(self, state: GameState, action: RedInstead, events: Events) -> None:
        state.tasks.pop()
        index = state.current
        refund = take_back_level(state, index, TERRAINS.index(action.track))
        back = f" (and gives back {words.coins(refund)})" if refund else ""
        events.append(
            Event(
                "red_instead",
                f"{state.player.name} advances the red cube instead of the {action.track} "
                f"cube{back}",
                {"player": index, "track": action.track},
            )
        )
        advance(state, index, self.red(state), 1, events)

    def _keep(self, state: GameState, action: KeepElement, events: Events) -> None:
        state.tasks.pop()

    # --- the board's bonuses ---------------------------------------------------------------------

    def on_track_advanced(self, state: GameState, player: int, track: int, events: Events) -> None:
        if player == state.current and (CHECK,) not in state.tasks:
            state.tasks.append((CHECK,))

    def _check(self, state: GameState, events: Events) -> None:
        """The current player's board after a cube moved: the red spaces' bonuses, the extra
        advance column per cube, the two all-three columns and the colour zones (the flow has
        taken this step off the stack)."""
        index, settings = state.current, self.settings
        board, player = self.of(state), state.player
        red = self.red(state)
        due: list[tuple] = []
        while board.red_paid[index] < player.tracks[red]:
            board.red_paid[index] += 1
            kind = self.red_bonus.get(board.red_paid[index])
            if kind is not None:
                due += self._red_bonus(state, index, kind, events)
        elements = state.catalog.threshold_tracks
        levels = [player.tracks[i] for i in elements]
        for track, level in zip(elements, levels, strict=True):
            if level >= settings.extra_advance_column and track not in board.advanced[index]:
                board.advanced[index].add(track)
                self._say(
                    state,
                    f"the {TERRAINS[track]} cube reaches the extra advance column: "
                    "an advance on a track other than red",
                    events,
                )
                due.append(("any_track",))
        low = min(levels)
        if low >= settings.decoration_column and "decoration" not in board.columns[index]:
            board.columns[index].add("decoration")
            self._say(
                state,
                "all three cubes reach the decoration column: a bonus Place a Decoration action",
                events,
            )
            due.append(("solstice_decoration",))
        for zone in settings.zones:
            if zone.colour not in board.zones[index] and all(lv in zone.levels for lv in levels):
                board.zones[index].add(zone.colour)
                self._pagoda(state, index, f"all three cubes on the {zone.colour} zone", events)
        state.tasks += reversed(due)  # the first due is asked first
        if low >= settings.red_step_column and "red" not in board.columns[index]:
            board.columns[index].add("red")
            self._say(state, "all three cubes reach the red column: the red cube steps", events)
            advance(state, index, red, 1, events)

    def _red_bonus(self, state: GameState, index: int, kind: str, events: Events) -> list[tuple]:
        """Give the bonus of a red space; the decisions it asks."""
        board = self.of(state)
        if kind == "pagoda":
            self._pagoda(state, index, "the red track's sixth space", events)
            return []
        self._say(state, f"the red track gives {RED_BONUS_WORDS[kind]}", events)
        if kind == "influence":
            board.influences[index] += 1
            return []
        return [("any_track",)] if kind == "any_track" else [("solstice_refresh",)]

    def _pagoda(self, state: GameState, index: int, why: str, events: Events) -> None:
        board = self.of(state)
        if board.pagodas[index] >= self.settings.pagodas:
            self._say(state, f"{why}, but no Pagoda pawn of theirs is left", events)
            return
        board.pagodas[index] += 1
        self._say(state, f"{why}: a Pagoda pawn ({board.pagodas[index]} now)", events)

    @staticmethod
    def _say(state: GameState, text: str, events: Events) -> None:
        events.append(
            Event(
                "solstice",
                f"{state.player.name}'s Solstice board: {text}",
                {"player": state.current},
            )
        )

    # --- the red track's extra influence and free refresh ----------------------------------------

    def _may_influence(self, state: GameState) -> bool:
        if not self.of(state).influences[state.current]:
            return False
        return bool(state.char_display or state.char_deck) and can_place_a_character(state)

    def _extra_influence(self, state: GameState, action: ExtraInfluence, events: Events) -> None:
        self.of(state).influences[state.current] -= 1
        events.append(
            Event(
                "extra_influence",
                f"{state.player.name} uses an extra influence from the red track",
                {"player": state.current},
            )
        )
        state.tasks.append(("choose_character",))

    def _refresh_options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        down = [lid for lid, up in state.player.lanterns.items() if not up]
        return "Red track: turn one of your lanterns face up, free", [
            FreeRefresh(lid) for lid in down
        ]

    def _free_refresh(self, state: GameState, action: FreeRefresh, events: Events) -> None:
        state.tasks.pop()
        state.player.lanterns[action.lantern] = True
        name = state.catalog.lanterns[action.lantern].name
        events.append(
            Event(
                "refresh",
                f"{state.player.name} turns the lantern “{name}” face up again, free (red track)",
                {"player": state.current, "lantern": action.lantern},
            )
        )
        lantern_refreshed(state, events)

    # --- objectives and scoring ------------------------------------------------------------------

    def board_objectives(self, state: GameState) -> tuple[BoardObjective, ...]:
        return self.settings.objectives

    def pagoda_score(self, state: GameState, player: int) -> int:
        count = self.of(state).pagodas[player]
        return self.settings.pagoda_coins[count - 1] if count else 0

    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        score.categories[CATEGORY] = self.pagoda_score(state, score.player)

    def bot_terms(self, state: GameState, player: int) -> float:
        """The Pagoda pawns' score now, a little for each extra influence still held, and,
        while the current player chooses which card in hand to place (a face-up card taken, or
        a draw), what the best of them would add: a card in hand is already theirs, so a
        computer player looking one step ahead sees what taking a face-up card is worth."""
        board = self.of(state)
        held = float(self.pagoda_score(state, player) + 2 * board.influences[player])
        choosing = state.tasks and state.tasks[-1][0] == "choose_decoration"
        if choosing and player == state.current and state.drawn:
            held += best_card_gain(state, player, state.drawn)
        return held

    def bot_weighed(self, state: GameState, options: Sequence[Action]) -> list[Action]:
        """Taking a face-up card: a computer player playing on weighs it always (a visible card
        offered to everyone, among many tile placements). With this and the card counted as
        the taker's (``bot_terms``), Hard won 121 of 200 two-player games against Medium from
        seed 1; without, 117."""
        return [o for o in options if isinstance(o, TakeFaceUp)]

    # --- tables ----------------------------------------------------------------------------------

    def option_words(self, state: GameState, action: Action) -> str | None:
        match action:
            case TakeFaceUp(card=card):
                return f"Take the face-up {state.catalog.card_type[card].name} card"
            case RedInstead(track=track):
                return f"Red cube instead of {track}"
            case KeepElement():
                return "Keep the terrain advance"
            case ExtraInfluence():
                return "Extra influence (red track)"
            case FreeRefresh(lantern=lantern):
                return f"Refresh “{state.catalog.lanterns[lantern].name}”"
        return None

    def face_up(self, state: GameState) -> list[str]:
        return [card for row in self.of(state).rows for card in row]

    def holds(self, state: GameState) -> dict[str, list[str]]:
        return {"cards": self.face_up(state)}

    def decisions(self) -> dict[str, Any]:
        return {
            "solstice_enclosure": self._enclosure_options,
            "solstice_decoration": self._bonus_decoration,
            "solstice_refresh": self._refresh_options,
        }

    def skip_texts(self) -> dict[str, str]:
        return {
            "solstice_decoration": "No decoration card is left for the bonus Place a Decoration",
            "solstice_refresh": "No lantern is face down: the free refresh is lost",
        }

    def auto_steps(self) -> dict[str, Any]:
        return {CHECK: self._check}

    def handlers(self) -> dict[Any, Any]:
        return {
            TakeFaceUp: self._take_face_up,
            RedInstead: self._red_instead,
            KeepElement: self._keep,
            ExtraInfluence: self._extra_influence,
            FreeRefresh: self._free_refresh,
        }
