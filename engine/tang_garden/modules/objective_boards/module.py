"""Objective boards (Seasons digest 3.4 and 2.7.3): each column of the board is an objective,
a condition on top and a scoring below. The first player to meet a condition claims its column
(every other player's marker of it leaves the game): each column is won by one player at most,
and pays its owner at the end. Outside Solstice the objectives 6 and 8 are left out (table 1.3);
the pack holds the others, and a module may add objectives (``board_objectives``: Solstice's).
Conditions are checked for every player, the one whose turn it is first, after each tile,
decoration, character and landscape token and at the end of every turn (OB2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.events import Event
from engine.tang_garden.content.base import Model
from engine.tang_garden.module import Events, Module
from engine.tang_garden.modules.objective_boards.kinds import Objective
from engine.tang_garden.scoring import PlayerScore
from engine.tang_garden.state import GameState, Mini

CATEGORY = "objectives"


class ObjectiveSettings(Model):
    objectives: tuple[Objective, ...]


@dataclass(slots=True)
class Claims:
    claimed: dict[int, int] = field(default_factory=dict)  # objective number -> its owner

    def clone(self) -> Claims:
        return Claims(dict(self.claimed))

    def to_dict(self) -> dict[str, Any]:
        return {"claimed": {str(n): p for n, p in sorted(self.claimed.items())}}


class ObjectiveBoards(Module):
    id = "objective-boards"
    Settings = ObjectiveSettings

    def new_state(self) -> Claims:
        return Claims()

    @property
    def objectives(self) -> tuple[Objective, ...]:
        """The objectives of its own pack (every game's)."""
        return self.settings.objectives

    def in_play(self, state: GameState) -> tuple[Any, ...]:
        """The objectives of this game: the pack's and those other modules add (Solstice's 6
        and 8), by number."""
        more = [o for hook in state.hooks.board_objectives for o in hook(state)]
        return tuple(sorted((*self.objectives, *more), key=lambda o: o.number))

    def claim(self, state: GameState, events: Events) -> None:
        """Every objective still open whose condition a player meets now goes to them (the
        player whose turn it is first, then the others in seat order)."""
        claimed = self.of(state).claimed
        count = len(state.players)
        for player in ((state.current + k) % count for k in range(count)):
            for objective in self.in_play(state):
                if objective.number in claimed or not objective.condition.met(state, player):
                    continue
                claimed[objective.number] = player
                events.append(
                    Event(
                        "objective",
                        f"{state.players[player].name} claims objective {objective.number} "
                        f"({objective.condition.text()}): at the end, "
                        f"{objective.scoring.text()}",
                        {"player": player, "objective": objective.number},
                    )
                )

    def on_tile_placed(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        self.claim(state, events)

    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        self.claim(state, events)

    def on_character_placed(self, state: GameState, mini: Mini, events: Events) -> None:
        self.claim(state, events)

    def on_token_taken(self, state: GameState, player: int, size: str, events: Events) -> None:
        self.claim(state, events)

    def on_end_turn(self, state: GameState, events: Events) -> None:
        self.claim(state, events)

    # --- scoring -------------------------------------------------------------------------------

    def scores(self, state: GameState) -> list[int]:
        """What each player's claimed objectives pay now."""
        out = [0] * len(state.players)
        claimed = self.of(state).claimed
        for objective in self.in_play(state):
            owner = claimed.get(objective.number)
            if owner is not None:
                out[owner] += objective.scoring.score(state, owner)
        return out

    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        score.categories[CATEGORY] = self.scores(state)[score.player]

    def bot_terms(self, state: GameState, player: int) -> float:
        return float(self.scores(state)[player])
