"""Solstice's two objectives of the Objective boards (2.7.3, objectives 6 and 8): the kinds of
their conditions and scorings, which read the Solstice board (its Pagoda pawns, its columns)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import Field, PositiveInt

from engine.tang_garden.content.base import Model
from engine.tang_garden.kinds import words
from engine.tang_garden.modules.solstice.slice import ID

if TYPE_CHECKING:
    from engine.tang_garden.state import GameState


def leftmost(state: GameState, player: int) -> int:
    """The level of ``player``'s leftmost cube among the element tracks (never red)."""
    tracks = state.players[player].tracks
    return min(tracks[i] for i in state.catalog.threshold_tracks)


class PagodasReceived(Model):
    kind: Literal["pagodas_received"]
    count: PositiveInt

    def met(self, state: GameState, player: int) -> bool:
        return state.ext[ID].pagodas[player] >= self.count

    def text(self) -> str:
        return f"have received {self.count} or more Pagoda pawns"


class ColumnReached(Model):
    kind: Literal["column_reached"]
    level: PositiveInt

    def met(self, state: GameState, player: int) -> bool:
        tracks = state.players[player].tracks
        return any(tracks[i] >= self.level for i in state.catalog.threshold_tracks)

    def text(self) -> str:
        return f"have an element cube at level {self.level} or further"


class PagodasScored(Model):
    kind: Literal["pagodas_scored"]
    coins: PositiveInt

    def score(self, state: GameState, player: int) -> int:
        return self.coins * state.ext[ID].pagodas[player]

    def text(self) -> str:
        return f"{words.coins(self.coins)} per Pagoda pawn beside your board"


class LeftmostCube(Model):
    kind: Literal["leftmost_cube"]
    coins: PositiveInt

    def score(self, state: GameState, player: int) -> int:
        return self.coins * leftmost(state, player)

    def text(self) -> str:
        return f"{words.coins(self.coins)} per level of your leftmost element cube"


class BoardObjective(Model):
    """An objective of the Objective board that needs the Solstice board."""

    number: PositiveInt
    condition: Annotated[PagodasReceived | ColumnReached, Field(discriminator="kind")]
    scoring: Annotated[PagodasScored | LeftmostCube, Field(discriminator="kind")]
