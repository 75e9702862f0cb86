"""Solstice on screen: New game's choice of the deck draw; the colour zones and column icons on
every player board's element tracks (the red track is the board's fourth, drawn from the data);
a panel section with the two face-up rows and each player's Pagoda pawns and extra influences;
the cards offered also in the hand (a click on one takes it); hover cards for the cards, the
pawns and the Solstice board; the buttons' tips; the end screen's Pagoda category and lines."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import words
from engine.tang_garden.modules.solstice import (
    CATEGORY,
    RED_BONUS_WORDS,
    ExtraInfluence,
    FreeRefresh,
    KeepElement,
    RedInstead,
    TakeFaceUp,
)
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import Item, SetChoice, TrackMark, UIAdapter
from game.tang_garden.modules.solstice.painting import (
    paint_column_icon,
    paint_pagoda,
    paint_red_bonus,
)

if TYPE_CHECKING:
    from engine.tang_garden.api import Action, GameState
    from game.tang_garden.module_ui import Panel

WIDTH = 508
CARD = 40
PAWN = 22
ZONE_COLOURS = {"brown": palette.WOOD, "grey": palette.ROOF_LIGHT, "blue": palette.BIRD_BLUE}
COLUMNS = {  # a column icon's name and what reaching it gives
    "advance": ("Arrow", "each cube reaching it: an advance on a track other than red"),
    "red": ("Red step", "all three element cubes there: the red cube moves one space"),
    "decoration": ("Card", "all three element cubes there: a bonus Place a Decoration"),
}
FACE_UP = PieceKind("solstice_card", TakeFaceUp, "card", "click", "", "card", "That face-up card")


class SolsticeUI(UIAdapter):
    id = "solstice"

    @classmethod
    def new_game_choice(cls) -> SetChoice:
        """How many cards the deck gives a player entitled to five or more (SO6)."""
        return SetChoice(
            "deck_draw",
            "Deck draw when entitled to 5 or more cards",
            (("capped", "Four, as written"), ("all", "All of them")),
            1,
            ("capped",),
        )

    def pieces(self) -> tuple[PieceKind, ...]:
        return (FACE_UP,)

    def hand(self, state: GameState, task: tuple, options: tuple[Action, ...]) -> list[Item]:
        """The face-up cards the player may take now, in the hand: in view in any window (the
        panel's rows may lie below its fold)."""
        cards = state.catalog.card_type
        return [
            Item("solstice_card", o.card, "card", cards[o.card].name, cards[o.card].area)
            for o in options
            if isinstance(o, TakeFaceUp)
        ]

    # --- the player boards' element tracks -----------------------------------------------------

    def track_marks(self, state: GameState, track: int, size: int) -> dict[int, TrackMark]:
        """The red track's bonus icons; the element tracks' colour zones and column icons (each
        icon with its hover card)."""
        settings = self.settings
        if track == state.catalog.track_index["red"]:  # no zones or columns: its bonuses
            return {
                b.level: TrackMark(
                    icon=paint_red_bonus(b.kind, size), hotspot=("solstice_red", b.level)
                )
                for b in settings.red_bonuses
            }
        marks: dict[int, TrackMark] = {}
        if track not in state.catalog.threshold_tracks:
            return {}
        for zone in settings.zones:
            for level in zone.levels:
                marks[level] = TrackMark(band=ZONE_COLOURS.get(zone.colour, palette.INK_SOFT))
        for kind, level in self._columns().items():
            band = marks.get(level, TrackMark()).band
            icon = paint_column_icon(kind, size)
            marks[level] = TrackMark(band, icon, ("solstice_column", kind))
        return marks

    def _columns(self) -> dict[str, int]:
        """Each column icon's level on the element tracks."""
        s = self.settings
        return {
            "advance": s.extra_advance_column,
            "red": s.red_step_column,
            "decoration": s.decoration_column,
        }

    # --- the panel section ---------------------------------------------------------------------

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return WIDTH, 22 + 2 * (CARD + 4) + 4 + (len(state.players) + 1) // 2 * (PAWN + 4)

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        x, y = at
        layer = panel.layer
        title = assets.text("Solstice", 18, palette.INK, True)
        layer.blit(title, (x, y))
        panel.spot(title.get_rect(topleft=(x, y)), "solstice_board", None)
        key = "face-up rows: 4 and 3 cards (click one when offered)"
        layer.blit(assets.text(key, 16, palette.INK_SOFT), (x + 84, y + 2))
        y += 22
        board = self.module.of(state)
        for k, row in enumerate(board.rows):
            label = assets.text(f"Row of {self.settings.rows[k]}", 16, palette.INK_SOFT)
            layer.blit(label, (x, y + CARD // 2 - 8))
            for n, card in enumerate(row):
                r = pygame.Rect(x + 84 + n * 104, y, 100, CARD)
                pygame.draw.rect(layer, palette.PAPER_LIGHT, r, border_radius=6)
                pygame.draw.rect(layer, palette.INK_SOFT, r, 1, border_radius=6)
                dtype = state.catalog.card_type[card]
                layer.blit(assets.decoration(dtype.id, CARD - 6), (r.x + 3, r.y + 3))
                name = assets.fitted_text(dtype.name, 16, r.w - CARD - 2, palette.INK)
                layer.blit(name, (r.x + CARD, r.y + 4))
                layer.blit(assets.text(dtype.area, 16, palette.INK_SOFT), (r.x + CARD, r.y + 21))
                panel.spot(r, "solstice_card", card)
            y += CARD + 4
        y += 4
        half = WIDTH // 2
        for i, player in enumerate(state.players):
            bx, by = x + (i % 2) * half, y + (i // 2) * (PAWN + 4)
            pygame.draw.rect(layer, panel.colours[i], pygame.Rect(bx, by + 3, 4, PAWN - 4))
            layer.blit(assets.fitted_text(player.name, 16, 70, palette.INK), (bx + 8, by + 3))
            for n in range(self.settings.pagodas):
                colour = panel.colours[i] if n < board.pagodas[i] else palette.PAPER_DARK
                layer.blit(paint_pagoda(tuple(colour[:3]), PAWN), (bx + 82 + n * (PAWN + 1), by))
            extra = board.influences[i]
            if extra:
                note = assets.text(f"+{extra} influence", 16, palette.INK_SOFT)
                layer.blit(note, (bx + 82 + 4 * (PAWN + 1) + 4, by + 3))
            panel.spot(pygame.Rect(bx, by, half - 6, PAWN), "solstice_pagodas", i)

    # --- hover cards ---------------------------------------------------------------------------

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        board = self.module.of(state)
        settings = self.settings
        if kind == "solstice_card":
            card = str(payload)
            dtype = state.catalog.card_type[card]
            k = next((k for k, row in enumerate(board.rows) if card in row), 0)
            return Entry(
                f"solstice_card_{card}",
                f"Face-up card: {dtype.name}",
                (
                    ("Row", f"the row of {settings.rows[k]}"),
                    ("Placed on", f"a {dtype.area} area"),
                    (
                        "Taken",
                        f"instead of drawing, when you may draw {settings.row_entitlement[k]} "
                        "cards or more; replaced from the deck at once",
                    ),
                ),
            )
        if kind == "solstice_pagodas":
            i = int(payload)  # type: ignore[call-overload]
            count = board.pagodas[i]
            return Entry(
                f"solstice_pagodas{i}",
                f"{state.players[i].name}'s Pagoda pawns",
                (
                    ("Pawns", f"{count} of {settings.pagodas}"),
                    ("Worth now", f"{self.module.pagoda_score(state, i)} coins"),
                    ("Scores", "2, 5, 10 or 20 coins for 1, 2, 3 or 4 pawns"),
                    ("Extra influences", str(board.influences[i])),
                ),
            )
        if kind == "solstice_red":
            bonus = RED_BONUS_WORDS[self.module.red_bonus[int(payload)]]  # type: ignore[call-overload]
            return Entry(
                f"solstice_red{payload}",
                f"Red track, level {payload}",
                (
                    ("Gives", f"{bonus}, when your red cube reaches it"),
                    (
                        "Red cube",
                        "moves when you choose it instead of an enclosure's terrain cube, or "
                        f"when all three element cubes reach level {settings.red_step_column}",
                    ),
                ),
            )
        if kind == "solstice_column":
            name, gives = COLUMNS[str(payload)]
            title = f"{name} column (level {self._columns()[str(payload)]})"
            return Entry(f"solstice_column_{payload}", title, (("Gives", gives),))
        if kind == "solstice_board":
            red = ", ".join(
                f"level {b.level}: {RED_BONUS_WORDS[b.kind]}" for b in settings.red_bonuses
            )
            zones = ", ".join(
                f"{z.colour} {'-'.join(map(str, (z.levels[0], z.levels[-1])))}"
                for z in settings.zones
            )
            return Entry(
                "solstice_board",
                "The Solstice board",
                (
                    (
                        "Red track",
                        "advanced instead of an enclosure's terrain cube; never counts "
                        "for the character thresholds",
                    ),
                    ("Red spaces", red),
                    (
                        "Arrow column",
                        f"level {settings.extra_advance_column}: each cube "
                        "reaching it advances a track other than red",
                    ),
                    (
                        "Red step column",
                        f"level {settings.red_step_column}: all three cubes "
                        "there move the red cube one space",
                    ),
                    (
                        "Card column",
                        f"level {settings.decoration_column}: all three cubes there "
                        "give a bonus Place a Decoration",
                    ),
                    (
                        "Colour zones",
                        f"{zones}: all three cubes on one zone give a Pagoda pawn "
                        "(once per colour)",
                    ),
                ),
            )
        return None

    # --- buttons -------------------------------------------------------------------------------

    def tip(self, state: GameState, option: Action) -> str | None:
        red = state.catalog.track_index["red"]
        level = state.player.tracks[red] + 1
        match option:
            case RedInstead(track=track):
                bonus = self.module.red_bonus.get(level)
                gain = RED_BONUS_WORDS[bonus] if bonus else "its coins, if any"
                return (
                    f"Your {track} cube goes back one level; your red cube moves to level "
                    f"{level}: {gain}"
                )
            case KeepElement():
                return "Keep the advance the enclosure gave on its terrain's track"
            case ExtraInfluence():
                return "Influence one more character with the influence your red track gave"
            case FreeRefresh(lantern=lantern):
                return f"Turn “{state.catalog.lanterns[lantern].name}” face up, free"
        return None

    # --- the end screen ------------------------------------------------------------------------

    def category_label(self, key: str) -> str | None:
        return "Pagoda pawns" if key == CATEGORY else None

    def end_extras(self, state: GameState) -> list[str]:
        board = self.module.of(state)
        return [
            f"{player.name}: {words.counted(board.pagodas[i], 'Pagoda pawn')}, "
            f"{words.coins(self.module.pagoda_score(state, i))}; red track at level "
            f"{player.tracks[state.catalog.track_index['red']]}."
            for i, player in enumerate(state.players)
        ]
