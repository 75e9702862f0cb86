"""The Ghost Stories kinds: the Demon's haunting and tax, the Medium's aura, the Soldier's wall,
the Fox Spirit's copy, the Swan, Spectral Tree, Cat and Butterfly, the Haunted Temple and the
shift lantern. The choices they read (the Fox's target, the Cats' protected characters, the
Swans' types) live in the module's slice of the state (slice.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import NonNegativeInt, PositiveInt

from engine.core.events import Event
from engine.tang_garden.cells import DX, DY, FOOTPATH, CellDef, walled_cell
from engine.tang_garden.content.base import LandscapeIcon
from engine.tang_garden.kinds.lanterns import LANTERNS, Ability
from engine.tang_garden.kinds.scoring import SCORINGS, Categories, Counts, Placed, Scoring
from engine.tang_garden.kinds.sights import SIGHTS, Sight, SightCard
from engine.tang_garden.kinds.skills import SKILLS, DelegatedSkill, Skill
from engine.tang_garden.kinds.tiles import TILES, TileKind
from engine.tang_garden.kinds.words import article, coins
from engine.tang_garden.modules.ghost_stories.slice import ID
from engine.tang_garden.scoring import active_landscape_icons

if TYPE_CHECKING:
    from engine.core.events import Event
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.content.models import DecorationType
    from engine.tang_garden.garden import BuildRewards
    from engine.tang_garden.modules.ghost_stories.slice import Haunting
    from engine.tang_garden.state import GameState, Mini


def _slice(state: GameState) -> Haunting | None:
    # not at the top: slice.py needs the expansions' base, which needs the content models that
    # this file's kinds help to build
    return state.ext.get(ID)


def _name(state: GameState, character: str) -> str:
    return state.catalog.characters[character].name


def protected(state: GameState, character: str) -> bool:
    """Whether a Cat protects ``character`` from the Demon."""
    part = _slice(state)
    return part is not None and character in part.protected.values()


def fox_target(state: GameState, character: str) -> str | None:
    """The character whose card the Fox token of ``character`` lies on."""
    part = _slice(state)
    return None if part is None else part.fox_targets.get(character)


# --- sight preferences -------------------------------------------------------------------------


@SIGHTS.register
class SightHaunting(Sight):
    """Demon: fixed coins; every other player's character loses coins, more in its sight."""

    kind: Literal["haunting"]
    coins: NonNegativeInt
    penalty: NonNegativeInt
    penalty_in_sight: NonNegativeInt

    def card(self, catalog: Catalog) -> SightCard:
        hurt = f"-{self.penalty}, in sight -{self.penalty_in_sight}"
        return SightCard("line", (str(self.coins), "glyph:character"), f"others' characters {hurt}")

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins)}. Every other player's character in the garden loses "
            f"{coins(self.penalty)}, or {coins(self.penalty_in_sight)} if it stands in this "
            "character's line of sight, unless a Cat protects it."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        return self.coins

    def effects_on(self, state, pos, mini, other_pos, other) -> list[tuple[str, int]]:
        if other.owner == mini.owner or protected(state, other.character):
            return []
        seen = self.line(state, pos, mini)
        lost = self.penalty_in_sight if other_pos in seen else self.penalty
        where = "in the sight of" if other_pos in seen else "haunted by"
        return [(f"{where} the {_name(state, mini.character)}", -lost)] if lost else []


@SIGHTS.register
class SightAura(Sight):
    """Medium: fixed coins; every character on the eight surrounding spaces loses coins."""

    kind: Literal["aura"]
    coins: NonNegativeInt
    penalty: NonNegativeInt

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("around", (str(self.coins),), f"-{self.penalty} to each one around it")

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins)}. Every character on the eight spaces around it (any player's) "
            f"loses {coins(self.penalty)}."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        return self.coins

    def effects_on(self, state, pos, mini, other_pos, other) -> list[tuple[str, int]]:
        near = other_pos != pos and max(abs(other_pos[0] - pos[0]), abs(other_pos[1] - pos[1])) == 1
        if not near or not self.penalty:
            return []
        return [(f"beside the {_name(state, mini.character)}", -self.penalty)]


@SIGHTS.register
class SightIconBonus(Sight):
    """Soldier: fixed coins, more if the active landscape shows at least one icon of a type."""

    kind: Literal["icon_bonus"]
    coins: NonNegativeInt
    icon: LandscapeIcon
    coins_with_icon: NonNegativeInt

    def card(self, catalog: Catalog) -> SightCard:
        marks = (f"{self.coins} or", f"icon:{self.icon}", str(self.coins_with_icon))
        return SightCard("landscape", marks)

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins)}, or {coins(self.coins_with_icon)} if the landscape it faces "
            f"shows at least one {self.icon} icon."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        shown = self.icon in active_landscape_icons(state, mini.facing)
        return self.coins_with_icon if shown else self.coins


@SIGHTS.register
class SightCopy(Sight):
    """Fox Spirit: the sight preference of the character its Fox token lies on."""

    kind: Literal["copy"]

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("line", ("as", "glyph:fox"), "the sight of its Fox card")

    def text(self, catalog: Catalog) -> str:
        return (
            "The sight preference of the character whose card holds its Fox token (nothing "
            "without one)."
        )

    def _target(self, state: GameState, mini: Mini) -> Sight | None:
        target = fox_target(state, mini.character)
        return None if target is None else state.catalog.characters[target].sight

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        target = self._target(state, mini)
        return 0 if target is None else target.score(state, mini, seen)

    def line(self, state, pos, mini) -> list[tuple[int, int]]:
        target = self._target(state, mini)
        return super().line(state, pos, mini) if target is None else target.line(state, pos, mini)

    def effects_on(self, state, pos, mini, other_pos, other) -> list[tuple[str, int]]:
        target = self._target(state, mini)
        return [] if target is None else target.effects_on(state, pos, mini, other_pos, other)


# --- skills ------------------------------------------------------------------------------------


@SKILLS.register
class RefreshTax(Skill):
    """Demon: every other player who refreshes a lantern pays its owner (not with a Butterfly)."""

    kind: Literal["refresh_tax"]
    coins: PositiveInt

    def brief(self, catalog: Catalog) -> str:
        return f"Others pay you {coins(self.coins)} when they refresh a lantern"

    def text(self, catalog: Catalog) -> str:
        return (
            f"Whenever another player refreshes a lantern, they pay you {coins(self.coins)} "
            "(as many as they have), unless they own a Butterfly."
        )

    def on_lantern_refreshed(self, state, owner: int, refresher: int, events) -> None:
        payer = state.players[refresher]
        if owner == refresher or owns_ward(state, payer.cards):
            return
        paid = min(self.coins, payer.coins)
        if not paid:
            return
        payer.coins -= paid
        state.players[owner].coins += paid
        demon = _name(state, state.players[owner].active)
        events.append(
            Event(
                "tax",
                f"{payer.name} pays {coins(paid)} to {state.players[owner].name} "
                f"(the {demon}'s tax on lanterns)",
                {"player": refresher, "to": owner, "coins": paid},
            )
        )


def owns_ward(state: GameState, cards: list[str]) -> bool:
    """Whether these decoration cards hold a piece that spares its owner the Demon's tax."""
    return any(state.catalog.card_type[c].scoring.kind == "lantern_ward" for c in cards)


@SKILLS.register
class CopySkill(DelegatedSkill):
    """Fox Spirit: the skill of the character whose card holds its Fox token."""

    kind: Literal["copy"]

    token: ClassVar[str] = "fox"

    def brief(self, catalog: Catalog) -> str:
        return "The skill of the card that holds its Fox token"

    def text(self, catalog: Catalog) -> str:
        return (
            "When you take the Fox Spirit, put its Fox token on the card of another character in "
            "play: while the Fox Spirit is your active character, you have that character's "
            "skill, and it scores with that character's sight preference."
        )

    def target(self, state: GameState, owner: int) -> Skill | None:
        active = state.players[owner].active
        target = None if active is None else fox_target(state, active)
        return None if target is None else state.catalog.characters[target].skill


# --- decorations -------------------------------------------------------------------------------


class _PerCard(Scoring):
    coins: NonNegativeInt

    def score(self, dtype, catalog, counts: Counts, placed: Placed) -> Categories:
        return {dtype.id: [self.coins * c.get(dtype.id, 0) for c in counts]}

    def hint(self) -> str:
        return f"{self.coins} coins each"


@SCORINGS.register
class StandIn(Scoring):
    """Swan: at the end each card counts as a decoration type its owner chooses."""

    kind: Literal["stand_in"]

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        return (
            f"At the end of the game, before the scoring, each {dtype.name} card you kept counts "
            "as one card of a decoration type you choose (chosen in turn order)."
        )

    def score(self, dtype, catalog, counts: Counts, placed: Placed) -> Categories:
        return {}  # scored as the chosen type

    def hint(self) -> str:
        return "Counts as a type you choose"

    @staticmethod
    def choices(catalog: Catalog) -> list[str]:
        """The decoration types a stand-in card may count as."""
        types = catalog.decoration_types.values()
        return [d.id for d in types if d.scoring.kind != "stand_in" and d.scoring.collected]


@SCORINGS.register
class VeilScoring(_PerCard):
    """Spectral Tree: coins per card; decorations on its space and the eight around it are not
    seen by characters."""

    kind: Literal["veil"]

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins)} per card. In the garden, the decorations on its space and on "
            "the eight spaces around it (diagonals included), itself too, give characters no "
            "line-of-sight coins."
        )

    def veils(self, pos: tuple[int, int]) -> list[tuple[int, int]]:
        x, y = pos
        return [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]


@SCORINGS.register
class GuardianScoring(_PerCard):
    """Cat: coins per card; at the end it protects one of its owner's characters from the Demon."""

    kind: Literal["guardian"]

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins)} per card. At the end of the game, before the scoring, choose one "
            f"of your characters in the garden for each {dtype.name} card: the Demon does not "
            "make it lose coins."
        )


@SCORINGS.register
class LanternWardScoring(_PerCard):
    """Butterfly: coins per card; its owner never pays the Demon's tax on lanterns."""

    kind: Literal["lantern_ward"]

    def text(self, dtype: DecorationType, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins)} per card. While you own {article(dtype.name.lower())} card, you "
            "refresh lanterns without paying the Demon."
        )


# --- the Haunted Temple ------------------------------------------------------------------------


@TILES.register
class HauntedTemple(TileKind):
    """Walled all round (fits anywhere); coins when placed and an advance per footpath beside."""

    kind: Literal["haunted_temple"]
    temple: ClassVar[bool] = True
    turns: ClassVar[bool] = False
    name: str
    coins: NonNegativeInt
    character_spot: bool = False

    def cell(self, rot: int) -> CellDef:
        return walled_cell(self.id, rot, self.character_spot)

    def text(self) -> str:
        return (
            f"The {self.name}: it fits anywhere. Placing it pays {coins(self.coins)} and one "
            "advance on a track of your choice for each footpath edge beside it."
        )

    def adjust_rewards(
        self, state: GameState, cell: CellDef, pos: tuple[int, int], rewards: BuildRewards
    ) -> None:
        rewards.temple_coins += self.coins
        for d in range(4):
            nb = state.board.get((pos[0] + DX[d], pos[1] + DY[d]))
            if nb is not None and nb.edges[(d + 2) % 4] == FOOTPATH:
                rewards.any_tracks += 1


# --- the shift lantern -------------------------------------------------------------------------


class TurnAnyCharacter(Ability):
    """Turn any character in the garden (yours or another player's) to face another way."""

    name = "turn_any_character"
    when = "before or after your main action, once a character stands in the garden"

    moments = frozenset({"main", "post"})

    def usable(self, state: GameState, task: tuple, options: list[Any]) -> bool:
        return bool(state.minis)

    def use(self, state: GameState, events: list[Event]) -> None:
        state.tasks.append(("shift",))


LANTERNS.register(TurnAnyCharacter())
