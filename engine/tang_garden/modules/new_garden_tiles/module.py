"""Seasons, the new garden tiles: shuffled into the stacks (no stack above 16 at the start). Their
kinds are in kinds.py; this module calls their moments and keeps the Viewpoint's coins lying on
empty landscape slots (its slice, slice.py)."""

from __future__ import annotations

from typing import Any

from engine.tang_garden.catalog import CellDef
from engine.tang_garden.effects import gain_coins
from engine.tang_garden.expansion import Expansion
from engine.tang_garden.garden import BuildRewards
from engine.tang_garden.module import Events
from engine.tang_garden.modules.new_garden_tiles.kinds import SeasonsTile
from engine.tang_garden.modules.new_garden_tiles.slice import ID, NewTiles
from engine.tang_garden.scoring import PlayerScore
from engine.tang_garden.state import GameState


def _kind(state: GameState, cell: CellDef | None) -> SeasonsTile | None:
    kind = state.catalog.tiles.get(cell.tile) if cell is not None else None
    return kind if isinstance(kind, SeasonsTile) else None


class NewGardenTiles(Expansion):
    id = ID

    def new_state(self) -> NewTiles:
        return NewTiles()

    def adjust_build_rewards(
        self, state: GameState, cell: CellDef, pos: tuple[int, int], rewards: BuildRewards
    ) -> None:
        board = {**state.board, pos: cell}
        for where, placed in state.board.items():
            kind = _kind(state, placed)
            if kind is not None:
                kind.others_laid(state, where, board, pos, rewards)

    def on_tile_placed(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        kind = _kind(state, state.board[pos])
        if kind is not None:
            kind.on_laid(state, pos, events)

    def on_landscape_inserted(self, state: GameState, slot: str, events: Events) -> None:
        coins = self.of(state).slot_coins.pop(slot, 0)
        gain_coins(state, state.current, coins, "the Viewpoint's coins on that slot", events)

    def extra_character_spots(self, state: GameState, x: int, y: int) -> tuple[str, ...]:
        kind = _kind(state, state.board.get((x, y)))
        return kind.spots() if kind is not None else ()

    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        for category in sorted({k.category for k in self._kinds(state) if k.category}):
            score.categories.setdefault(category, 0)
        for pos, cell in sorted(state.board.items()):
            kind = _kind(state, cell)
            if kind is not None and kind.category:
                score.categories[kind.category] += kind.end_coins(state, pos, score.player)

    @staticmethod
    def _kinds(state: GameState) -> list[SeasonsTile]:
        return [k for k in state.catalog.tiles.values() if isinstance(k, SeasonsTile)]

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        shown = super().view(state, viewer)
        shown["slot_coins"] = dict(self.of(state).slot_coins)
        return shown
