"""The side panel: every player's board, the character display, landscapes, supply, log."""

from __future__ import annotations

import functools

import pygame

from engine.tang_garden.api import TERRAINS, GameState, words
from game import assets, palette
from game.layout import PANEL
from game.tang_garden.joined import marks
from game.tang_garden.module_ui_registry import adapters

Hotspot = tuple[pygame.Rect, str, object]
ROW_H = 108  # one player's board


class PanelView:
    """Renders the panel from the state and the animated display values; cached by both."""

    def __init__(
        self, colours: list[tuple], shapes: list[str], tags: list[str] | None = None
    ) -> None:
        self.colours = colours
        self.shapes = shapes
        self.tags = tags or [""] * len(colours)  # "Computer · Hard" beside a computer's name
        self.layer = pygame.Surface(PANEL.size).convert()
        self.key: object = None
        self.hotspots: list[Hotspot] = []
        self.log_top = 0  # screen y where the log starts (below the choice buttons)
        self.bottom = 0  # panel y below the players, the display and the modules' sections
        self.log_back = 0  # wrapped lines the player has scrolled back (0: the newest shown)
        self.log_length = 0
        self.log_rect = pygame.Rect(0, 0, 0, 0)  # where the log is on screen (for the wheel)
        self.shown_log: list[str] = []  # the log lines on screen (for tests)

    def scroll_log(self, lines: int) -> None:
        """Scroll the log back (positive) or forward; a new line shows the newest again."""
        self.log_back = max(0, self.log_back + lines)
        self.key = None

    def surface(self, state: GameState, shown: tuple, log: list[str]) -> pygame.Surface:
        if len(log) != self.log_length:
            self.log_length, self.log_back = len(log), 0
        key = (id(state), shown, len(log), self.log_back)
        if key != self.key:
            self.key = key
            self.hotspots = []
            self.layer.blit(assets.paper(*PANEL.size), (0, 0))
            y = players_area(self, state, shown)
            y = self._display(state, y + 2)
            y = self._sections(state, y)
            self.bottom = y
            self._log(log, y + 4)
        return self.layer

    def spot(self, rect: pygame.Rect, kind: str, payload: object) -> None:
        self.hotspots.append((rect.move(PANEL.topleft), kind, payload))

    def player_row(self, state: GameState, i: int, shown: tuple, y: int) -> None:
        surf = self.layer
        player = state.players[i]
        coins, tracks = shown
        catalog = state.catalog
        box = pygame.Rect(0, y, PANEL.w, ROW_H)
        current = i == state.current and not state.over
        pygame.draw.rect(
            surf, palette.PAPER_LIGHT if current else palette.PAPER, box, border_radius=8
        )
        pygame.draw.rect(surf, self.colours[i], box, 4 if current else 2, border_radius=8)
        surf.blit(_shape(self.colours[i], self.shapes[i], 18), (8, y + 8))
        name = f"{player.name}{'  (first player)' if i == state.first else ''}"
        coin = assets.text(words.coins(coins), 24, palette.GOLD_DARK, True)
        surf.blit(coin, (PANEL.w - coin.get_width() - 10, y + 8))
        tag = assets.text(self.tags[i], 18, palette.INK_SOFT) if self.tags[i] else None
        room = PANEL.w - coin.get_width() - 52 - (tag.get_width() + 10 if tag else 0)
        right = surf.blit(assets.fitted_text(name, 24, room, palette.INK, True), (32, y + 8)).right
        if tag:
            surf.blit(tag, (right + 10, y + 11))
        # three tracks: 0..top with threshold and coin marks
        cell = 16
        for t, terrain in enumerate(TERRAINS):
            ty = y + 30 + t * (cell + 2)
            for level in range(catalog.top_level + 1):
                r = pygame.Rect(8 + level * (cell + 1), ty, cell, cell)
                colour = palette.TERRAIN_LIGHT[terrain]
                pygame.draw.rect(surf, colour, r)
                if level in catalog.thresholds:
                    pygame.draw.rect(surf, palette.SEAL_RED, r, 2)
                if catalog.level_coins.get(level):
                    surf.blit(
                        assets.text(str(catalog.level_coins[level]), 16, palette.GOLD_DARK, True),
                        (r.x + 5, r.y + 2),
                    )
                if level == tracks[t]:
                    pygame.draw.rect(
                        surf, palette.TERRAIN_DARK[terrain], r.inflate(-4, -4), border_radius=3
                    )
            self.spot(
                pygame.Rect(8, ty, (catalog.top_level + 1) * (cell + 1), cell), "track", (i, t)
            )
        # lanterns, tokens, character token, active character
        x0 = 8 + (catalog.top_level + 1) * (cell + 1) + 8
        for k, (lid, up) in enumerate(player.lanterns.items()):
            self.lantern(state, i, lid, up, pygame.Rect(x0 + k * 34, y + 28, 32, 32))
        x = self.tokens(state, i, x0, y + 63)
        if player.character_token:
            note = assets.text("+ character token", 18, palette.INK_SOFT)
            surf.blit(note, (x + 4, y + 64))
            self.spot(note.get_rect(topleft=(x + 4, y + 64)), "character_token", i)
        if player.active:
            surf.blit(
                assets.character(catalog, player.active, self.colours[i], self.shapes[i], 40),
                (PANEL.w - 50, y + 34),
            )
            label = assets.text(catalog.characters[player.active].name, 16, palette.INK_SOFT)
            lx = min(PANEL.w - 30 - label.get_width() // 2, PANEL.w - 6 - label.get_width())
            surf.blit(label, (lx, y + 78))  # under the figure, never past the panel's edge
            self.spot(pygame.Rect(PANEL.w - 56, y + 32, 52, 60), "character_of", player.active)
            for k, mark in enumerate(m for m in marks(state, player.active) if m.token):
                surf.blit(assets.token(mark.token, 20), (PANEL.w - 62, y + 32 + 22 * k))
        # played decoration cards grouped by type
        counts: dict[str, int] = {}
        for card in player.cards:
            kind = catalog.card_type[card].id
            counts[kind] = counts.get(kind, 0) + 1
        x = 8
        for kind, n in counts.items():
            surf.blit(assets.decoration(kind, 20), (x, y + 85))
            surf.blit(assets.text(str(n), 16, palette.INK), (x + 21, y + 92))
            self.spot(pygame.Rect(x, y + 85, 34, 20), "played", (i, kind))
            x += 36

    def tokens(self, state: GameState, i: int, x: int, y: int) -> int:
        """Player ``i``'s landscape tokens, each size's picture and count, at (x, y) on the
        panel; the x after them."""
        tokens = state.players[i].tokens
        for size in ("small", "large"):
            self.layer.blit(assets.token(size, 18), (x, y))
            self.layer.blit(assets.text(f"×{tokens[size]}", 18, palette.INK), (x + 20, y + 1))
            x += 50
        self.spot(pygame.Rect(x - 100, y - 1, 100, 20), "tokens_of", i)
        return x

    def lantern(self, state: GameState, owner: int, lid: str, up: bool, r: pygame.Rect) -> None:
        """A lantern with its ability's picture; only the deciding player's own lanterns are
        live ("lantern"), the others can only be looked at ("lantern_of")."""
        self.layer.blit(assets.lantern(state.catalog, lid, not up, r.w), r)
        if owner == state.current and not state.over:
            self.spot(r, "lantern", lid)
        else:
            self.spot(r, "lantern_of", (owner, lid))

    def _display(self, state: GameState, y: int) -> int:
        surf = self.layer
        catalog = state.catalog
        surf.blit(assets.text("Characters", 20, palette.INK, True), (8, y))
        x = 8
        for cid in state.char_display:
            r = pygame.Rect(x, y + 20, 92, 60)
            pygame.draw.rect(surf, palette.PAPER_LIGHT, r, border_radius=6)
            pygame.draw.rect(surf, palette.INK_SOFT, r, 1, border_radius=6)
            surf.blit(
                assets.character(catalog, cid, palette.NEUTRAL.rgb, "circle", 36),
                (r.x + 28, r.y + 2),
            )
            label = assets.text(catalog.characters[cid].name, 16, palette.INK)
            surf.blit(label, label.get_rect(midbottom=(r.centerx, r.bottom - 3)))
            self.spot(r, "display_char", cid)
            x += 98
        surf.blit(assets.text(f"deck {len(state.char_deck)}", 18, palette.INK_SOFT), (x, y + 44))
        lx = 280
        surf.blit(assets.text("Landscapes", 20, palette.INK, True), (lx, y))
        for k, tile in enumerate(state.land_visible["small"]):
            r = pygame.Rect(lx + k * 70, y + 20, 64, 32)
            surf.blit(assets.named_landscape(state.catalog, tile, r.w, r.h), r)
            self.spot(r, "landscape", tile)
        for k, tile in enumerate(state.land_visible["large"]):
            r = pygame.Rect(lx + k * 120, y + 56, 114, 36)
            surf.blit(assets.named_landscape(state.catalog, tile, r.w, r.h), r)
            self.spot(r, "landscape", tile)
        y += 98
        surf.blit(
            assets.text(
                f"Decorations: deck {len(state.deco_deck)}, discards {len(state.deco_discard)}",
                18,
                palette.INK_SOFT,
            ),
            (8, y),
        )
        per_row = max(1, (PANEL.w - 8) // 44)  # the modules' pieces wrap onto more rows
        for k, (kind, n) in enumerate(state.supply.items()):
            x, top = 8 + k % per_row * 44, y + 16 + k // per_row * 30
            surf.blit(assets.decoration(kind, 26), (x, top))
            self.spot(pygame.Rect(x, top, 40, 26), "supply", kind)
            surf.blit(assets.text(str(n), 16, palette.INK), (x + 26, top + 12))
        return y + 46 + (len(state.supply) - 1) // per_row * 30

    def _sections(self, state: GameState, y: int) -> int:
        """The modules' sections, side by side while they fit; the y below them."""
        x, row = 0, 0
        for adapter in adapters(state.ruleset):
            size = adapter.panel_size(state)
            if size is None:
                continue
            if x and x + size[0] > PANEL.w:
                x, y, row = 0, y + row + 4, 0
            adapter.draw_panel(self, state, (x + 8, y))
            x, row = x + size[0] + 8, max(row, size[1])
        return y + row

    def _log(self, log: list[str], y: int) -> None:
        """The log lines that fit, newest last unless scrolled back; long ones wrapped (never
        cut off); a turn's first line in bold after its player's marker. A first and last row
        say when earlier or newer lines are out of sight."""
        top = max(y, self.log_top - PANEL.y)
        self.log_rect = pygame.Rect(PANEL.x, PANEL.y + top, PANEL.w, PANEL.h - top)
        rows = max(0, (PANEL.h - top) // 17)
        pieces = [
            (piece, getattr(line, "turn_of", None) if k == 0 else None)
            for line in log
            for k, piece in enumerate(_wrapped(line, PANEL.w - 30))
        ]
        hidden = len(pieces) > rows
        fit = max(0, rows - hidden - (self.log_back > 0))
        self.log_back = back = min(self.log_back, max(0, len(pieces) - fit))
        view = pieces[max(0, len(pieces) - fit - back) : len(pieces) - back] if fit else []
        self.shown_log = [piece for piece, _ in view]
        earlier = len(pieces) - back - len(view)
        if hidden:
            aside = (
                f"{words.counted(earlier, 'earlier line')}: scroll up with the mouse wheel"
                if earlier
                else " "
            )
            self.layer.blit(assets.text(aside, 16, palette.INK_WASH), (24, top))
            top += 17
        for k, (piece, player) in enumerate(view):
            y = top + k * 17
            if player is not None and player < len(self.colours):
                marker = _shape(self.colours[player], self.shapes[player], 11)
                self.layer.blit(marker, (8, y + 3))
                self.layer.blit(assets.text(piece, 17, palette.INK, True), (24, y))
            else:
                self.layer.blit(assets.text(piece, 17, palette.INK_SOFT), (24, y))
        if back:
            aside = f"{words.counted(back, 'newer line')}: scroll down"
            self.layer.blit(assets.text(aside, 16, palette.INK_WASH), (24, top + len(view) * 17))

    def hit(self, point: tuple[int, int]) -> Hotspot | None:
        return next((s for s in reversed(self.hotspots) if s[0].collidepoint(point)), None)


def players_area(panel: PanelView, state: GameState, shown: tuple) -> int:
    """Draw the players' area (a module's own, or one row per player); the y below it."""
    for adapter in adapters(state.ruleset):
        bottom = adapter.player_area(panel, state, shown, 0)
        if bottom is not None:
            return bottom
    for i in range(len(state.players)):
        panel.player_row(state, i, shown[i], i * (ROW_H + 4))
    return len(state.players) * (ROW_H + 4)


@functools.lru_cache(maxsize=512)
def _wrapped(line: str, width: int) -> tuple[str, ...]:
    """A log line broken into pieces that fit ``width`` pixels, continuations indented."""
    font = assets.text_font(17)
    pieces, current = [], ""
    for word in line.split(" "):
        trial = f"{current} {word}" if current else word
        if current and font.size(trial)[0] > width:
            pieces.append(current)
            current = "   " + word
        else:
            current = trial
    return (*pieces, current)


def _shape(colour: tuple, shape: str, size: int) -> pygame.Surface:
    """A small filled marker of a player's shape (told apart without colour)."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size - 1
    points = {
        "square": [(1, 1), (s - 1, 1), (s - 1, s - 1), (1, s - 1)],
        "triangle": [(s // 2, 0), (s, s), (0, s)],
        "diamond": [(s // 2, 0), (s, s // 2), (s // 2, s), (0, s // 2)],
    }.get(shape)
    if points:
        pygame.draw.polygon(surf, colour, points)
        pygame.draw.polygon(surf, palette.INK, points, 1)
    else:
        pygame.draw.circle(surf, colour, (size // 2, size // 2), size // 2)
        pygame.draw.circle(surf, palette.INK, (size // 2, size // 2), size // 2, 1)
    return surf
