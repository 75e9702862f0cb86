"""Lanterns 05 to 09 on screen: the lantern types New game lets the players choose, and the
reserved tile beside the player board (a piece in the hand dragged onto the garden when it may
be built, and each player's in the panel). The words of their choices are the module's own."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import Action, catalog, words
from engine.tang_garden.modules.lanterns_05_09 import BuildReserved
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import Item, SetChoice, UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Panel

RESERVED = PieceKind("reserved_tile", BuildReserved, None, "cell", "rot", "tile", "That tile")
RESERVE_W, RESERVE_ROW = 194, 46  # a reserved tile and its holder's name in the panel


class LanternsUI(UIAdapter):
    id = "lanterns-05-09"

    @classmethod
    def new_game_choice(cls) -> SetChoice:
        """The lantern types every player gets: as many as the player board's spaces."""
        cat = catalog(ruleset=[cls.id])
        module = cat.ruleset.by_id[cls.id]
        spaces = module.settings.lantern_spaces
        return SetChoice(
            "lanterns",
            f"Lanterns everyone gets (choose {spaces})",
            tuple((lid, cat.lanterns[lid].name) for lid in module.settings.choosable),
            spaces,
            module.settings.default,
        )

    def pieces(self) -> tuple[PieceKind, ...]:
        return (RESERVED,)

    def hand(self, state: GameState, task: tuple, options: tuple[Action, ...]) -> list[Item]:
        if not any(isinstance(o, BuildReserved) for o in options):
            return []
        tile = self.module.of(state).reserved[state.current]
        name = words.tile(state.catalog, tile).capitalize()
        return [Item("reserved_tile", tile, "tile", name, "reserved: drag it")]

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind not in ("reserved_tile", "reserved_of"):
            return None
        tile = state.catalog.tiles[str(payload)]
        how = (
            "set aside with the lantern Reserve a tile; on a later turn, drag it onto the "
            "garden as your Build the Garden action (the usual rules and rewards)"
        )
        return Entry(str(payload), "Reserved tile", (("Reserved", how), ("Tile", tile.text())))

    def panel_size(self, state: GameState) -> tuple[int, int] | None:
        held = len(self.module.of(state).reserved)
        return (508, RESERVE_ROW * ((held + 1) // 2)) if held else None

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        """Each player's reserved tile with the player's name, two to a row."""
        x, y = at
        panel.layer.blit(assets.text("Reserved tiles:", 16, palette.INK_SOFT), (x, y + 12))
        for n, (owner, tile) in enumerate(sorted(self.module.of(state).reserved.items())):
            left = x + 120 + (n % 2) * RESERVE_W
            r = pygame.Rect(left, y + (n // 2) * RESERVE_ROW, 40, 40)
            panel.layer.blit(assets.laid_tile(state.catalog, tile, 0, 40), r)
            panel.spot(r, "reserved_of", tile)
            name = state.players[owner].name
            label = assets.text(name, 16, palette.INK)
            while label.get_width() > RESERVE_W - 56 and len(name) > 1:  # a long name, cut
                name = name[:-1]
                label = assets.text(name + "…", 16, palette.INK)
            panel.layer.blit(label, (r.right + 6, r.y + 12))
