"""The solo scenario Yin & Yang as a module: its numbers, setup changes, decisions, handlers."""

from __future__ import annotations

from typing import Any

from pydantic import Field, NonNegativeInt, PositiveInt, field_validator, model_validator

import engine.tang_garden.modules.yin_yang.kinds  # noqa: F401  (its kinds register)
from engine.core.result import Result
from engine.tang_garden.content.models import Model
from engine.tang_garden.module import Module, SetupStep
from engine.tang_garden.modules.yin_yang.actions import (
    PlaceDisplayTile,
    PlaceNeutral,
    RemoveDecoration,
)
from engine.tang_garden.modules.yin_yang.bots import GreedySoloPlayer, prospects
from engine.tang_garden.modules.yin_yang.explain import why_not
from engine.tang_garden.modules.yin_yang.options import BUILDERS
from engine.tang_garden.modules.yin_yang.play import AUTO, HANDLERS, SKIP_TEXT
from engine.tang_garden.modules.yin_yang.rules import solo_state
from engine.tang_garden.modules.yin_yang.scoring import solo_result
from engine.tang_garden.modules.yin_yang.setup import STEPS
from engine.tang_garden.modules.yin_yang.slice import ID, SoloState
from engine.tang_garden.state import GameState


class SoloRank(Model):
    min_score: NonNegativeInt
    name: str
    chinese: str


class YinYangSettings(Model):
    """The solo variant's numbers, its rank table and its landscape-token spots."""

    influence_coins: tuple[PositiveInt, ...]  # coin thresholds to influence a new character
    max_characters: PositiveInt  # influenced characters, the starting one included
    remove_decoration_tokens: PositiveInt  # tokens of one size to remove a decoration
    ranks: tuple[SoloRank, ...] = Field(min_length=1)  # ascending min_score, the first at 0
    token_spots: tuple[tuple[NonNegativeInt, NonNegativeInt], ...]
    small_tokens: NonNegativeInt
    large_tokens: NonNegativeInt

    @field_validator("ranks")
    @classmethod
    def _ascending_ranks(cls, ranks: tuple[SoloRank, ...]) -> tuple[SoloRank, ...]:
        mins = [r.min_score for r in ranks]
        if mins[0] != 0 or mins != sorted(set(mins)):
            raise ValueError("ranks need ascending min_score from 0")
        return ranks

    @field_validator("influence_coins")
    @classmethod
    def _ascending_coins(cls, coins: tuple[int, ...]) -> tuple[int, ...]:
        if list(coins) != sorted(set(coins)):
            raise ValueError("influence_coins must ascend")
        return coins

    @model_validator(mode="after")
    def _one_spot_per_token(self) -> YinYangSettings:
        if len(set(self.token_spots)) != self.small_tokens + self.large_tokens:
            raise ValueError("one distinct token spot is needed per small and large token")
        return self


class YinYang(Module):
    """Yin & Yang: one player, pairs of tile and card, coins instead of tracks."""

    id = ID
    mode_word = "solo"  # new_game(mode="solo") and --mode solo stand for this module alone
    Settings = YinYangSettings
    actions = (PlaceNeutral, PlaceDisplayTile, RemoveDecoration)

    def new_state(self) -> SoloState:
        return SoloState({})

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return STEPS

    def decisions(self) -> dict[str, Any]:
        return BUILDERS

    def handlers(self) -> dict[Any, Any]:
        return HANDLERS

    def auto_steps(self) -> dict[str, Any]:
        return AUTO

    def skip_texts(self) -> dict[str, str]:
        return SKIP_TEXT

    def bots(self) -> dict[str, type]:
        return {"greedy": GreedySoloPlayer}

    def bot_terms(self, state: GameState, player: int) -> float:
        return prospects(state)

    def adjust_end_trigger(self, state: GameState, triggered: bool) -> bool:
        return False  # the solo game ends by victory or defeat, never by the base trigger

    def estimate_result(self, state: GameState, result: Result) -> Result:
        """The solo score as it stands: its result once over, else coins and characters as a
        victory now would count them."""
        return state.result if state.over else solo_result(state, True, "garden_complete")

    def face_up(self, state: GameState) -> list[str]:
        return [card for card in solo_state(state).cards.values() if card is not None]

    def why_illegal(self, state: GameState, pending: Any, action: Any) -> str | None:
        return why_not(state, pending, action)
