"""Sight preferences: what a character in the garden scores at the end, one class per kind."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pydantic import NonNegativeInt, PositiveInt

from engine.tang_garden.cells import TERRAINS
from engine.tang_garden.content.base import Id, LandscapeIcon, Model, Terrain
from engine.tang_garden.garden import line_of_sight
from engine.tang_garden.kinds.registries import SIGHTS
from engine.tang_garden.kinds.words import article, coins, either
from engine.tang_garden.scoring import active_landscape_icons

if TYPE_CHECKING:
    from engine.tang_garden.catalog import Catalog
    from engine.tang_garden.state import GameState, Mini


@dataclass(frozen=True, slots=True)
class SightCard:
    """What a character card shows of a sight preference, left to right after its eye.

    ``frame``: where it looks: ``line`` (its line of sight), ``landscape`` (the landscape it
    faces), ``around`` (the eight spaces around it), ``all`` (four directions), ``garden`` (the
    four sides of the garden). ``marks``: words (``"2x"``), ``icon:NAME`` (a landscape icon),
    ``terrain:NAME`` (a terrain square) and ``glyph:NAME`` (a pictogram: ``character``,
    ``decoration``, ``terrains``, ``icons``, ``pair``, ``fox``); ``note``: a second, smaller line.
    """

    frame: str
    marks: tuple[str, ...]
    note: str = ""


class Sight(Model):
    """Base of every sight preference kind."""

    def text(self, catalog: Catalog) -> str:
        raise NotImplementedError

    def card(self, catalog: Catalog) -> SightCard:
        """The sight preference as a character card shows it (its full text by default)."""
        return SightCard("line", (), self.text(catalog))

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        """Coins for ``mini`` seeing the spaces ``seen`` (its own space first)."""
        raise NotImplementedError

    def line(self, state: GameState, pos: tuple[int, int], mini: Mini) -> list[tuple[int, int]]:
        """The spaces the character standing on ``pos`` sees (its own space first)."""
        return line_of_sight(state, pos[0], pos[1], mini.facing)

    def effects_on(
        self,
        state: GameState,
        pos: tuple[int, int],
        mini: Mini,
        other_pos: tuple[int, int],
        other: Mini,
    ) -> list[tuple[str, int]]:
        """What this character (on ``pos``) does to another character's score: (what, coins)."""
        return []

    def held_score(self, state: GameState, owner: int) -> int:
        """Coins (or a loss) at the end while the character is still its owner's active one,
        its miniature never stood in the garden (nothing by default)."""
        return 0


def faced_icons(state: GameState, mini: Mini) -> list[str]:
    """The icons of the landscape a character faces (what counts of them now)."""
    return active_landscape_icons(state, mini.facing)


@SIGHTS.register
class SightIcons(Sight):
    """Coins per icon of the listed types on the active landscape (empty list = any icon)."""

    kind: Literal["landscape_icons"]
    icons: tuple[LandscapeIcon, ...]
    coins_per_icon: PositiveInt

    def text(self, catalog: Catalog) -> str:
        if not self.icons:
            each = coins(self.coins_per_icon)
            return f"{each} for every icon, of any kind, on the landscape it faces."
        icons = either(list(self.icons))
        return f"{coins(self.coins_per_icon)} for every {icons} icon on the landscape it faces."

    def card(self, catalog: Catalog) -> SightCard:
        shown = tuple(f"icon:{i}" for i in self.icons) or ("any icon",)
        return SightCard("landscape", (f"{self.coins_per_icon}x", *shown))

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        wanted = [i for i in faced_icons(state, mini) if not self.icons or i in self.icons]
        return self.coins_per_icon * len(wanted)


@SIGHTS.register
class SightIconSet(Sight):
    """Lady: coins if some of the icons are on the active landscape, more if all are."""

    kind: Literal["landscape_icon_set"]
    icons: tuple[LandscapeIcon, ...]
    coins_some: NonNegativeInt
    coins_all: NonNegativeInt

    def text(self, catalog: Catalog) -> str:
        joiner = "both" if len(self.icons) == 2 else "all of them"
        some = either([article(i) for i in self.icons])
        return (
            f"{coins(self.coins_some)} if the landscape it faces shows {some}; "
            f"{coins(self.coins_all)} if it shows {joiner}."
        )

    def card(self, catalog: Catalog) -> SightCard:
        icons = tuple(f"icon:{i}" for i in self.icons)
        return SightCard("landscape", (*icons, f"{self.coins_some}/{self.coins_all}"))

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        present = {i for i in faced_icons(state, mini) if i in self.icons}
        if len(present) == len(set(self.icons)):
            return self.coins_all
        return self.coins_some if present else 0


@SIGHTS.register
class SightTerrain(Sight):
    """Coins per garden tile with this terrain in line of sight, capped (None: no cap)."""

    kind: Literal["line_of_sight_terrain"]
    terrain: Terrain
    coins_per_tile: PositiveInt
    max_coins: PositiveInt | None

    def text(self, catalog: Catalog) -> str:
        cap = f", at most {coins(self.max_coins)}" if self.max_coins else ", with no maximum"
        return (
            f"{coins(self.coins_per_tile)} for every garden tile with {self.terrain} in its line "
            f"of sight{cap}."
        )

    def card(self, catalog: Catalog) -> SightCard:
        cap = f"max {self.max_coins}" if self.max_coins else "no max"
        return SightCard("line", (f"{self.coins_per_tile}x", f"terrain:{self.terrain}", cap))

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        terrain = TERRAINS.index(self.terrain)
        board = state.board
        tiles = sum(1 for p in seen if p in board and terrain in board[p].terrains)
        coins = tiles * self.coins_per_tile
        return coins if self.max_coins is None else min(self.max_coins, coins)


@SIGHTS.register
class SightAvoid(Sight):
    """Empress: fixed coins, minus a penalty per listed character in line of sight."""

    kind: Literal["line_of_sight_avoid"]
    coins: NonNegativeInt
    characters: tuple[Id, ...]
    penalty: NonNegativeInt

    def _names(self, catalog: Catalog) -> list[str]:
        chars = catalog.characters
        return [chars[c].name if c in chars else c.replace("_", " ") for c in self.characters]

    def card(self, catalog: Catalog) -> SightCard:
        marks = (f"{self.coins}, -{self.penalty} per",)
        return SightCard("line", marks, ", ".join(self._names(catalog)))

    def text(self, catalog: Catalog) -> str:
        names = [f"the {name}" for name in self._names(catalog)]
        return (
            f"{coins(self.coins)}, minus {coins(self.penalty)} for each of "
            f"{either(names, 'and')} in its line of sight."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        met = sum(
            1
            for (x, y, _), other in state.minis.items()
            if other is not mini
            and names(state.catalog, other.character, self.characters)
            and (x, y) in seen
        )
        return max(0, self.coins - self.penalty * met)


def names(catalog: Catalog, character: str, wanted: tuple[str, ...]) -> bool:
    """Whether ``character`` is one of ``wanted``, or counts as one (a seasoned character counts
    as its base character wherever a rule names it)."""
    if character in wanted:
        return True
    found = catalog.characters.get(character)
    return found is not None and found.counts_as in wanted


@SIGHTS.register
class SightSidesWithIcon(Sight):
    """Emissary, Literate: coins per board side whose landscapes show at least one icon of a type
    (whichever way the character faces)."""

    kind: Literal["sides_with_icon"]
    icon: LandscapeIcon
    coins_per_side: PositiveInt

    def card(self, catalog: Catalog) -> SightCard:
        return SightCard("garden", (f"{self.coins_per_side}x", f"icon:{self.icon}"), "per side")

    def text(self, catalog: Catalog) -> str:
        return (
            f"{coins(self.coins_per_side)} for every side of the garden whose landscape tiles show "
            f"at least one {self.icon} icon, whichever way it faces."
        )

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        sides = sum(1 for f in range(4) if self.icon in active_landscape_icons(state, f))
        return self.coins_per_side * sides


@SIGHTS.register
class SightIconVariety(Sight):
    """Nobleman, Tao Priest: fixed coins plus (or minus) coins per different icon type on the
    active landscape, never below zero; ``coins_per_icon`` adds coins for every icon (the
    seasoned Officer)."""

    kind: Literal["icon_variety"]
    coins: NonNegativeInt
    coins_per_type: int
    coins_per_icon: NonNegativeInt = 0

    def card(self, catalog: Catalog) -> SightCard:
        each = f"{self.coins_per_type:+d}x" if self.coins else f"{self.coins_per_type}x"
        marks: tuple[str, ...] = (str(self.coins), each) if self.coins else (each,)
        if self.coins_per_icon:
            marks = (f"{self.coins_per_icon}x", "any icon", f"+{self.coins_per_type}x")
        return SightCard("landscape", (*marks, "glyph:icons"), "per different icon")

    def text(self, catalog: Catalog) -> str:
        each = "different kind of icon on the landscape it faces"
        if self.coins_per_icon:
            return (
                f"{coins(self.coins_per_icon)} for every icon on the landscape it faces, plus "
                f"{coins(self.coins_per_type)} for every different kind of icon there."
            )
        if self.coins_per_type >= 0:
            return f"{coins(self.coins_per_type)} for every {each}."
        return f"{coins(self.coins)}, minus {coins(-self.coins_per_type)} for every {each}."

    def score(self, state: GameState, mini: Mini, seen: list[tuple[int, int]]) -> int:
        icons = faced_icons(state, mini)
        kinds = len(set(icons))
        return max(0, self.coins + self.coins_per_type * kinds + self.coins_per_icon * len(icons))
