"""The Seasons garden parts on screen: the Viewpoint's coins lying on empty landscape slots, hover
cards of the new garden tiles laid in the garden, the night landscapes' and new tiles' scoring
categories; for lanterns 05 to 09, the reserved tile beside the player board (a piece in the hand
dragged onto the garden when it may be built) and the words of their choices."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.api import Action, words
from engine.tang_garden.modules.lanterns_05_09.module import BuildReserved
from engine.tang_garden.modules.seasons_tiles.kinds import SeasonsTile
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.modules.base import Item, SetChoice, UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.board_view import BoardView
    from game.panel_view import PanelView

RESERVED = PieceKind("reserved_tile", BuildReserved, None, "cell", "rot", "tile", "That tile")
NEAR_WORDS = {"fireflies": "Fireflies", "fireworks": "Fireworks"}
RESERVE_W, RESERVE_ROW = 194, 46  # a reserved tile and its holder's name in the panel


class NightLandscapesUI(UIAdapter):
    id = "night-landscapes"

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        """A landscape tile's card, with what its night icons do."""
        if kind not in ("landscape", "slot_landscape"):
            return None
        from game.hover import landscape_entry

        entry = landscape_entry(state, str(payload))
        cat = state.catalog
        icons = cat.landscapes[str(payload)].icons
        lines = []
        for icon in dict.fromkeys(icons):
            if icon in self.settings.near:
                near = self.settings.near[icon]
                lines.append(
                    (
                        NEAR_WORDS.get(icon, icon),
                        f"{words.coins(near.coins)} at the end for each of your characters at "
                        f"most {near.within} spaces from this side of the garden",
                    )
                )
            elif icon in cat.wild_icons:
                lines.append(
                    (icon.capitalize(), "counts as the icon that gives each character most")
                )
            elif icon in cat.dormant_icons:
                lines.append(
                    (icon.capitalize(), "ignored unless the Flying Lanterns are in the game")
                )
        return Entry(entry.id, entry.title, (*entry.lines[:1], *lines, *entry.lines[1:]))

    def category_label(self, key: str) -> str | None:
        return NEAR_WORDS.get(key)

    def end_extras(self, state: GameState) -> list[str]:
        near = self.settings.near
        return [
            f"{NEAR_WORDS.get(icon, icon)}: {words.coins(n.coins)} for each of your characters "
            f"at most {n.within} spaces from the side of the garden its landscape tile is on."
            for icon, n in near.items()
        ]


class NewGardenTilesUI(UIAdapter):
    id = "new-garden-tiles"

    def category_label(self, key: str) -> str | None:
        return {"silver_walls": "Silver walls", "theatre": "Theatre"}.get(key)

    def draw_board(self, view: BoardView, state: GameState, local: Any) -> None:
        """A coin with its number on every empty slot the Viewpoint paid; the new tiles laid in
        the garden explain themselves on hover (under every other piece)."""
        lay = view.layout
        for sid, coins in sorted(self.module.of(state).slot_coins.items()):
            rect = lay.slots[sid]
            size = max(14, min(rect.h, rect.w) * 3 // 5)
            badge = pygame.Rect(0, 0, size, size)
            badge.center = local(rect).center
            pygame.draw.circle(view.layer, palette.GOLD_DARK, badge.center, size // 2 + 1)
            pygame.draw.circle(view.layer, palette.GOLD, badge.center, size // 2 - 1)
            label = assets.text(str(coins), max(12, size * 2 // 3), palette.INK, True)
            view.layer.blit(label, label.get_rect(center=badge.center))
            view.hotspots.insert(0, (rect, "slot_coins", (sid, coins)))
        for (x, y), cell in sorted(state.board.items()):
            if isinstance(state.catalog.tiles.get(cell.tile), SeasonsTile):
                view.hotspots.insert(0, (lay.cell_rect(x, y), "seasons_tile", cell.tile))

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind == "seasons_tile":
            tile = state.catalog.tiles[str(payload)]
            return Entry(str(payload), tile.name, (("Does", tile.text()),))  # type: ignore[attr-defined]
        if kind == "slot_coins":
            sid, coins = payload  # type: ignore[misc]
            return Entry(
                f"coins{sid}",
                "The Viewpoint's coins",
                (
                    ("Lying", f"{words.coins(coins)} {words.slot(state.catalog, sid)}"),
                    ("Taken", "by whoever lays a landscape tile into this slot"),
                ),
            )
        return None


class LanternsUI(UIAdapter):
    id = "lanterns-05-09"

    @classmethod
    def new_game_choice(cls) -> SetChoice:
        """The lantern types every player gets: as many as the player board's spaces."""
        from engine.tang_garden.api import catalog

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

    def draw_panel(self, panel: PanelView, state: GameState, at: tuple[int, int]) -> None:
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
