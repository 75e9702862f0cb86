"""The Seasons Promenade on screen: the wall painted on the outer ring (Corner wall tiles and the
Wall tiles laid, each showing its icon or its end icons), the available Wall tiles in the panel
to drag onto a ring space (R turns one over: landscape side, element side, element side the
other way round), and hover cards for every piece of the wall."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.api import words
from engine.tang_garden.modules.promenade import PlaceWall
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import UIAdapter
from game.tang_garden.modules.promenade.painting import end_mark, wall

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Board, Panel

TILE = 44
PIECES = (PieceKind("wall", PlaceWall, "wall", "cell", "rot", "wall", "That Wall tile"),)
SIDES_UP = ("landscape side up", "element side up", "element side up, the other way round")
TURNING = "R (or right click, or the wheel) turns it: landscape side, element side, other way"


def wall_piece(size: int, icon: str | None, ends: tuple[str, str] | None) -> pygame.Surface:
    """A Wall tile lying east-west: its landscape ``icon``, or its ``ends`` (west end first)."""
    surf = wall(size).copy()
    if icon is not None:
        image = assets.icon(icon, size // 2)
        surf.blit(image, image.get_rect(center=(size // 2, size * 3 // 5)))
    if ends is not None:
        for k, end in enumerate(ends):
            end_mark(surf, (size * (0.22 + 0.56 * k), size * 0.62), size * 0.15, end)
    return surf


class PromenadeUI(UIAdapter):
    id = "promenade"
    section_first = True  # the Wall tiles a token brings must be laid: in view at once

    def pieces(self) -> tuple[PieceKind, ...]:
        return PIECES

    def _ends(self, wall_id: str, rot: int) -> tuple[str, str] | None:
        if rot == 0:
            return None
        ends = self.module.wall[wall_id].ends
        return ends if rot == 1 else (ends[1], ends[0])

    def piece_image(
        self, state: GameState, look: str, payload: object, rot: int, size: int, colour: tuple
    ) -> pygame.Surface | None:
        if look != "wall":
            return None
        wid = str(payload)
        icon = self.module.wall[wid].icon if rot % 3 == 0 else None
        return wall_piece(size, icon, self._ends(wid, rot % 3) if rot % 3 else None)

    # --- the board: the ring ---------------------------------------------------------------------

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        lay = view.layout
        ring = self.module.ring(state)
        walls = self.module.of(state)
        for cell, corner in ring.corner_of.items():
            rect = lay.cell_rect(*cell)
            view.layer.blit(wall(rect.w, corner=True), local(rect))
            view.hotspots.append((rect, "corner_wall", corner))
        for cell, (wid, rot) in walls.laid.items():
            rect = lay.cell_rect(*cell)
            icon = self.module.wall[wid].icon if rot == 0 else None
            view.layer.blit(wall_piece(rect.w, icon, None), local(rect))
            view.hotspots.append((rect, "ring_wall", cell))
        for cell in [*ring.corner_of, *walls.laid]:  # end icons, drawn towards each neighbour
            ends = self.module.ends_at(state, cell)
            if ends is None:
                continue
            rect = lay.cell_rect(*cell)
            before, after = ring.neighbours(cell)
            for end, other in ((ends[0], before), (ends[1], after)):
                if ring.corner_of.get(other) == ring.corner_of.get(cell) is not None:
                    continue  # inside one Corner wall tile
                dx, dy = other[0] - cell[0], other[1] - cell[1]
                centre = rect.centerx + dx * rect.w * 0.34, rect.centery + dy * rect.h * 0.34
                end_mark(view.layer, local(pygame.Rect(*centre, 0, 0)).topleft, rect.w * 0.12, end)

    # --- the panel: the Wall tiles available ------------------------------------------------------

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return 260, TILE + 24

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        x, y = at
        walls = self.module.of(state)
        panel.layer.blit(assets.text("Wall tiles", 18, palette.INK, True), (x, y))
        for k, wid in enumerate(walls.shown):
            r = pygame.Rect(x + k * (TILE + 6), y + 22, TILE, TILE)
            panel.layer.blit(wall_piece(TILE, self.module.wall[wid].icon, None), r)
            panel.spot(r, "wall", wid)
        left = assets.text(
            f"{words.counted(len(walls.stack), 'tile')} in the stack", 16, palette.INK_SOFT
        )
        panel.layer.blit(left, (x + 3 * (TILE + 6) + 2, y + 36))

    # --- hover cards ------------------------------------------------------------------------------

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind == "wall":
            return self._wall_entry(str(payload), None)
        if kind == "ring_wall":
            wid, rot = self.module.of(state).laid[payload]  # type: ignore[index]
            return self._wall_entry(wid, rot)
        if kind == "corner_wall":
            corner = self.module.corner[self.module.of(state).corners[str(payload)]]
            return Entry(
                str(payload),
                "Corner wall tile",
                (
                    ("End icons", " and ".join(corner.ends)),
                    ("Matches", "a Wall tile laid beside it, element side up, with the same icon"),
                ),
            )
        return None

    def _wall_entry(self, wid: str, rot: int | None) -> Entry:
        tile = self.module.wall[wid]
        lines = [
            ("Landscape side", f"a {tile.icon} icon for the characters facing its side"),
            ("Element side", f"end icons {tile.ends[0]} and {tile.ends[1]}: each match is a step"),
        ]
        if rot is None:
            lines.append(("Lay it", "drag it onto a free ring space next to the wall; " + TURNING))
        else:
            lines.insert(0, ("Lies", SIDES_UP[rot]))
        return Entry(wid, "Wall tile", tuple(lines))
