"""Draws the garden board: a cached layer redrawn only when the game state changes."""

from __future__ import annotations

import pygame

from engine.tang_garden.api import SIDES, GameState, words
from game import assets, palette
from game.layout import BoardLayout
from game.tang_garden.module_ui_registry import adapters
from game.zone_layer import draw_zones

Hotspot = tuple[pygame.Rect, str, object]  # rect, kind, payload


class BoardView:
    """The board layer plus the hotspots (stacks, tokens, miniatures, zone spaces) it drew."""

    def __init__(self, layout: BoardLayout, colours: list[tuple], shapes: list[str]) -> None:
        self.layout = layout
        self.colours = colours
        self.shapes = shapes
        self.layer = pygame.Surface(layout.bounds.size).convert()
        self.key: object = None
        self.hotspots: list[Hotspot] = []
        self.badges: list[pygame.Rect] = []  # the row and column badges (screen rects)

    def surface(self, state: GameState, hidden: frozenset = frozenset()) -> pygame.Surface:
        """The board for ``state``; ``hidden`` spaces/spots are left out (being animated)."""
        key = (id(state), hidden)
        if key != self.key:
            self.key = key
            self._render(state, hidden)
        return self.layer

    def _render(self, state: GameState, hidden: frozenset) -> None:
        lay = self.layout
        ox, oy = lay.bounds.topleft
        surf = self.layer
        surf.blit(assets.paper(*lay.bounds.size), (0, 0))
        self.hotspots = []

        def local(rect: pygame.Rect) -> pygame.Rect:
            return rect.move(-ox, -oy)

        garden = local(lay.garden)
        pygame.draw.rect(surf, palette.GROUND, garden)
        for x in range(state.catalog.columns):
            for y in range(state.catalog.rows):
                r = local(lay.cell_rect(x, y))
                pygame.draw.rect(surf, palette.GROUND_DARK, r, 1)
        if state.allowed != state.catalog.all_cells:  # a scenario's smaller garden: shade the rest
            for x, y in state.catalog.all_cells - state.allowed:
                shade = pygame.Surface((lay.cell, lay.cell), pygame.SRCALPHA)
                shade.fill((*palette.INK, 40))
                surf.blit(shade, local(lay.cell_rect(x, y)))
        pygame.draw.rect(surf, palette.INK, garden.inflate(4, 4), 2)
        self._slots(state, local)
        for (x, y), cell in state.board.items():
            if (x, y) in hidden:
                continue
            image = assets.laid_tile(state.catalog, cell.tile, cell.rot, lay.cell)
            surf.blit(image, local(lay.cell_rect(x, y)))
        deco = lay.cell * 11 // 20
        for (x, y), kind in state.decorations.items():
            if ("deco", x, y) in hidden:
                continue
            r = local(lay.cell_rect(x, y))
            spot = pygame.Rect(r.right - deco - 1, r.bottom - deco - 1, deco, deco)
            own = (a.decoration_image(self, state, (x, y), deco) for a in adapters(state.ruleset))
            image = next((i for i in own if i is not None), None)
            if image is not None:  # a module's own picture (a pagoda stack), standing on the spot
                spot = image.get_rect(bottomright=spot.bottomright)
            surf.blit(image or assets.decoration(kind, deco), spot)
            self.hotspots.append((spot.move(ox, oy), "decoration", (x, y)))
        self._edge_labels(state, local)
        tok = lay.cell * 3 // 5
        for (x, y), size in state.tokens.items():
            r = lay.cell_rect(x, y)
            image = assets.token(size, tok)
            spot = image.get_rect(center=r.center)
            surf.blit(image, local(spot))
            self.hotspots.append((spot, "token", (x, y)))
        mini = lay.cell * 3 // 5
        for (x, y, spot), m in state.minis.items():
            if (x, y, spot) in hidden:
                continue
            colour, shape = self._owner(m.owner)
            image = assets.character(
                state.catalog, m.character, colour, shape, mini, SIDES[m.facing]
            )
            r = image.get_rect(center=lay.spot_point(x, y, spot))
            surf.blit(image, local(r))
            self.hotspots.append((r, "mini", m.character))
        self._stacks(state, local)

    def _edge_labels(self, state: GameState, local) -> None:
        """Column letters above and below the garden, row numbers left and right of it: the
        names the log gives the spaces ("C5"), in the gutter around the garden."""
        lay = self.layout
        garden = local(lay.garden)
        half, out = lay.cell // 2, lay.gutter // 2 + 1
        marks = [
            (words.column(x), (garden.x + x * lay.cell + half, edge))
            for x in range(state.catalog.columns)
            for edge in (garden.top - out, garden.bottom + out)
        ] + [
            (words.row(y), (edge, garden.y + y * lay.cell + half))
            for y in range(state.catalog.rows)
            for edge in (garden.left - out, garden.right + out)
        ]
        self.badges = []
        px = 18 if lay.gutter >= 20 else 16
        for text, centre in marks:
            label = assets.text(text, px, palette.INK, True)
            pill = label.get_rect(center=centre).inflate(6, -2)
            pygame.draw.rect(self.layer, palette.PAPER_LIGHT, pill, border_radius=6)
            pygame.draw.rect(self.layer, palette.INK_SOFT, pill, 1, border_radius=6)
            self.layer.blit(label, label.get_rect(center=pill.center))
            self.badges.append(pill.move(lay.bounds.topleft))

    def _owner(self, owner: int) -> tuple[tuple, str]:
        if owner < 0:
            return palette.NEUTRAL.rgb, palette.NEUTRAL.shape
        return self.colours[owner], self.shapes[owner]

    def _slots(self, state: GameState, local) -> None:
        surf = self.layer
        for sid, rect in self.layout.slots.items():
            r = local(rect).inflate(-4, -4)
            tile = state.slots.get(sid)
            if tile is None:
                pygame.draw.rect(surf, palette.PAPER_DARK, r, border_radius=6)
                pygame.draw.rect(surf, palette.INK_WASH, r, 1, border_radius=6)
                continue
            surf.blit(assets.named_landscape(state.catalog, tile, r.w, r.h), r)
            pygame.draw.rect(surf, palette.INK, r, 1)
            self.hotspots.append((rect, "slot_landscape", tile))

    def _stacks(self, state: GameState, local) -> None:
        surf = self.layer
        size = self.layout.cell * 2
        for name in state.catalog.stack_names:
            r = self.stack_rect(state, name)
            tiles = state.stacks[name]
            depth = min(len(tiles), 6)
            for i in range(depth, 0, -1):  # the pile's thickness
                pygame.draw.rect(surf, palette.INK_SOFT, local(r.move(i, i)), border_radius=4)
            if tiles:
                image = (
                    assets.tile(tiles[-1], 0, size)
                    if state.face_up[name]
                    else assets.back(name, size)
                )
                surf.blit(image, local(r))
                self.hotspots.append((r, "stack", name))
            else:
                pygame.draw.rect(surf, palette.PAPER_DARK, local(r), 2, border_radius=4)
            label = assets.text(f"{name} {len(tiles)}", 20, palette.INK, True)
            below = label.get_rect(midtop=(r.centerx, r.bottom + 6))
            below.bottom = min(below.bottom, self.layout.bounds.bottom)
            if below.top < r.bottom:  # no room under a bottom corner's tile: the name goes above
                below.midbottom = (r.centerx, r.top - 4)
            surf.blit(label, local(below))
        draw_zones(self, state, local)
        for adapter in adapters(state.ruleset):
            adapter.draw_board(self, state, local)

    def stack_rect(self, state: GameState, name: str) -> pygame.Rect:
        """Where a stack's top tile is drawn (screen coordinates)."""
        r = pygame.Rect(0, 0, self.layout.cell * 2, self.layout.cell * 2)
        r.center = self.layout.corners[state.catalog.stack_corner[name]].center
        return r

    def hit(self, point: tuple[int, int]) -> Hotspot | None:
        for spot in reversed(self.hotspots):
            if spot[0].collidepoint(point):
                return spot
        return None
