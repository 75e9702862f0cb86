"""The Wayfarer's kinds: sight in all four directions, and a level moved between tracks."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import PositiveInt

from engine.core.events import Event
from engine.tang_garden.cells import DX, DY, TERRAINS
from engine.tang_garden.effects import advance
from engine.tang_garden.kinds.sights import SIGHTS, Sight, SightCard
from engine.tang_garden.kinds.skills import SKILLS, Skill
from engine.tang_garden.kinds.words import coins
from engine.tang_garden.modules.promo_wayfarer.actions import MoveTrackLevel
from engine.tang_garden.scoring import visible_decorations

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.state import GameState, Mini


@SIGHTS.register
class SightAllDirections(Sight):
    """Sees in all four directions; coins per decoration seen."""

    kind: Literal["all_directions"]
    coins_per_decoration: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("all", (f"{self.coins_per_decoration}x", "glyph:decoration"))

    def text(self, catalog: Catalog) -> str:
        return (
            "Its line of sight goes in all four directions; "
            f"{coins(self.coins_per_decoration)} for every decoration it sees."
        )

    def line(self, state, pos, mini) -> list[tuple[int, int]]:
        out = [pos]
        for d in range(4):
            x, y = pos[0] + DX[d], pos[1] + DY[d]
            while 0 <= x < state.catalog.columns and 0 <= y < state.catalog.rows:
                out.append((x, y))
                x, y = x + DX[d], y + DY[d]
        return out

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        visible = visible_decorations(state)
        return self.coins_per_decoration * sum(1 for p in seen if p in visible)


@SKILLS.register
class ShiftTrack(Skill):
    """Once a turn, move one level from one track to another, never from a track whose cube
    stands on a coin or character space."""

    kind: Literal["shift_track"]

    def brief(self, catalog: Catalog) -> str:
        return "Once a turn: move a level from one track to another"

    def text(self, catalog: Catalog) -> str:
        return (
            "Once a turn, move one of your cubes down one level and another one up one level; a "
            "cube standing on a coin space or a character space cannot move down."
        )

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        if task[0] not in ("main", "post") or self.kind in state.turn.skills_used:
            return
        catalog = state.catalog
        tracks = state.player.tracks
        bonus = set(catalog.level_coins) | set(catalog.thresholds)
        options += [
            MoveTrackLevel(TERRAINS[a], TERRAINS[b])
            for a in range(3)
            if tracks[a] > 0 and tracks[a] not in bonus
            for b in range(3)
            if b != a and tracks[b] < catalog.top_level
        ]

    def act(self, state: GameState, action: Any, events: list[Event]) -> None:
        turn = state.turn
        turn.skills_used = turn.skills_used | {self.kind}
        down = TERRAINS.index(action.down)
        state.player.tracks[down] -= 1
        events.append(
            Event(
                "track_shift",
                f"{state.player.name} moves a level from {action.down} to {action.up}",
                {"player": state.current, "down": action.down, "up": action.up},
            )
        )
        turn.tracks_advanced = set()
        advance(state, state.current, TERRAINS.index(action.up), 1, events)
