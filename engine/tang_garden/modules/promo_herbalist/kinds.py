"""The Herbalist's kinds: temples in sight, and herb tokens that borrow a skill. The herbs spent
and the skill borrowed live in the module's slice (slice.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import PositiveInt

from engine.tang_garden.kinds.sights import SIGHTS, Sight, SightCard
from engine.tang_garden.kinds.skills import SKILLS, DelegatedSkill, Skill
from engine.tang_garden.kinds.words import coins, number
from engine.tang_garden.modules.promo_herbalist.actions import BorrowSkillAction
from engine.tang_garden.modules.promo_herbalist.slice import ID, Herbs

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.state import GameState, Mini


@SIGHTS.register
class SightTemples(Sight):
    """Coins per garden tile with a temple in its line of sight."""

    kind: Literal["temples_in_sight"]
    coins_per_tile: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("line", (f"{self.coins_per_tile}x", "icon:temple"), "per temple tile")

    def text(self, catalog: Catalog) -> str:
        return f"{coins(self.coins_per_tile)} for every temple tile in its line of sight."

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        tiles = state.catalog.tiles
        board = state.board
        temples = sum(
            1 for p in seen if p in board and (k := tiles.get(board[p].tile)) and k.temple
        )
        return self.coins_per_tile * temples


def _herbs(state: GameState) -> Herbs | None:
    return state.ext.get(ID)


@SKILLS.register
class BorrowSkill(DelegatedSkill):
    """Herb tokens; once a turn, spend one to have the skill of a character in the garden for
    the rest of the turn."""

    kind: Literal["borrow_skill"]
    herbs: PositiveInt

    token: ClassVar[str] = "herb"

    def brief(self, catalog: Catalog) -> str:
        return f"{self.herbs} herbs: borrow a skill from the garden for a turn"

    def text(self, catalog: Catalog) -> str:
        return (
            f"You have {number(self.herbs)} herb tokens. Once a turn, spend one to have, for the "
            "rest of the turn, the skill of a character whose miniature stands in the garden."
        )

    def target(self, state: GameState, owner: int) -> Skill | None:
        part = _herbs(state)
        if part is None or part.borrowed is None or owner != state.current:
            return None
        return state.catalog.characters[part.borrowed].skill

    def extend_options(self, state: GameState, task: tuple, options: list[Any]) -> None:
        super().extend_options(state, task, options)
        part = _herbs(state)
        if part is None or task[0] not in ("main", "post") or part.borrowed is not None:
            return
        if part.herbs_used.get(str(state.current), 0) >= self.herbs:
            return
        chars = state.catalog.characters
        lenders = {m.character for m in state.minis.values()}
        options += [
            BorrowSkillAction(c)
            for c in sorted(lenders)
            if not isinstance(chars[c].skill, DelegatedSkill) and chars[c].skill.kind != "none"
        ]
