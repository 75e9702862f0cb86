"""The side panel: every player's board, the character display, the modules' sections, the log.

The panel is drawn in blocks ("players", "display", "sections"), each in design units (a column
``width`` wide, text of at least 16), cached, and shown at the layout's scale where the layout
puts it; module adapters draw their sections on ``layer`` and mark hotspots with ``spot`` in
block coordinates, as before. The log is drawn at native size in its own area.
"""

from __future__ import annotations

import functools

import pygame

from engine.tang_garden.api import GameState, score_estimate, secret_cards, words
from game import assets, palette
from game.layout import COLUMN_W, PlayLayout
from game.screen_fit import MIN_TEXT
from game.tang_garden.joined import board_badges, marks, track_marks
from game.tang_garden.module_ui_registry import adapters

Hotspot = tuple[pygame.Rect, str, object]
ROW_H = 110  # one player's board
ECONOMY_H = 26  # a line of its economy band (games with resources or workers): the second,
# the modules' badges, only once a board has one
BLOCKS = ("players", "display", "sections")
SCRATCH_H = 1600  # a block is drawn on a scratch layer this tall, then cut to its height
LOG_PX = 17  # the log's text size in design units


class PanelView:
    """Renders the panel's blocks from the state and the animated display values; cached."""

    def __init__(
        self, colours: list[tuple], shapes: list[str], tags: list[str] | None = None
    ) -> None:
        self.colours = colours
        self.shapes = shapes
        self.tags = tags or [""] * len(colours)  # "Computer · Hard" beside a computer's name
        self.width = COLUMN_W  # the blocks' design width
        self.layer = pygame.Surface((COLUMN_W, SCRATCH_H)).convert()  # the block being drawn
        self._spots: list[Hotspot] = []  # the block being drawn's hotspots, block coordinates
        self.blocks: dict[str, tuple[pygame.Surface, list[Hotspot], list]] = {}
        self.block_key: object = None
        self.height_values: dict[tuple, dict[str, int]] = {}
        self.key: object = None  # what the shown image was made from
        self.image: pygame.Surface | None = None
        self.hotspots: list[Hotspot] = []  # screen coordinates
        self.labels: list[tuple[pygame.Rect, str]] = []  # the base rows' own words, screen rects
        self._labels: list[tuple[pygame.Rect, str]] = []  # the block being drawn's
        self.scroll = 0  # panel pixels scrolled down (when the blocks do not fit)
        self.log_back = 0  # wrapped lines the player has scrolled back (0: the newest shown)
        self.log_length = 0
        self.log_rect = pygame.Rect(0, 0, 0, 0)  # where the log is on screen (for the wheel)
        self.log_key: object = None
        self.log_image: pygame.Surface | None = None
        self.shown_log: list[str] = []  # the log lines on screen (for tests)
        self.viewer: int | None = None  # the person at the screen (their secrets may show)
        self._estimate: tuple[object, tuple[int, ...]] = (None, ())  # live scores, and for what

    def scroll_log(self, lines: int) -> None:
        """Scroll the log back (positive) or forward; a new line shows the newest again."""
        self.log_back = max(0, self.log_back + lines)
        self.log_key = None

    def scroll_marks(self, surface: pygame.Surface, layout: PlayLayout) -> None:
        """Arrows at the panel's top and bottom edges when more of it is above or below."""
        clip = layout.clip
        tall = sum(r.h + 4 for r in layout.blocks.values())
        arrows = []
        if self.scroll > 0:
            arrows.append(("More above: mouse wheel", clip.top))
        if self.scroll < tall - clip.h:
            arrows.append(("More below: mouse wheel", clip.bottom - 18))
        for said, y in arrows:
            text = assets.text(said, 16, palette.PAPER_LIGHT, True)
            box = text.get_rect(topright=(clip.right - 8, y)).inflate(12, 2)  # in a corner
            pygame.draw.rect(surface, palette.INK_SOFT, box, border_radius=6)
            surface.blit(text, text.get_rect(center=box.center))

    def scroll_panel(self, pixels: int, layout: PlayLayout) -> None:
        """Scroll the blocks (when they do not fit their area)."""
        tall = sum(r.h + 4 for r in layout.blocks.values())
        self.scroll = max(0, min(tall - layout.clip.h, self.scroll + pixels))
        self.key = None

    def heights(
        self, state: GameState, shown: tuple, width: int = COLUMN_W, viewer: int | None = None
    ) -> dict[str, int]:
        """Each block's height in design units at ``width``, as ``viewer`` may see it (worked
        out once per change of the state, the shown values or the viewer)."""
        key = (id(state), shown, width, viewer)
        if key not in self.height_values:
            if len(self.height_values) > 4:
                self.height_values.clear()
            self._render_blocks(state, shown, width, viewer)
            self.height_values[key] = {n: b[0].get_height() for n, b in self.blocks.items()}
        return self.height_values[key]

    def _render_blocks(
        self, state: GameState, shown: tuple, width: int, viewer: int | None
    ) -> None:
        key = (id(state), shown, width, viewer)
        if key == self.block_key:
            return
        self.block_key = key
        self.width = width
        self.viewer = viewer
        if self.layer.get_width() != width:
            self.layer = pygame.Surface((width, SCRATCH_H)).convert()
        self.blocks = {}
        blocks = [
            ("players", lambda: players_area(self, state, shown)),
            ("display", lambda: self._display(state, 0)),
            ("sections", lambda: self._sections(state, 0)),
        ]
        running = adapters(state.ruleset)
        if any(adapter.section_top for adapter in running):
            blocks.insert(0, blocks.pop())  # the modules' sections before the players
        elif any(adapter.section_first for adapter in running):
            blocks[1:] = blocks[2:0:-1]  # the modules' sections before the display
        for name, draw in blocks:
            self._spots, self._labels = [], []
            self.layer.blit(assets.paper(width, SCRATCH_H), (0, 0))
            height = min(SCRATCH_H, draw())
            if height > 0:
                block = self.layer.subsurface((0, 0, width, height)).copy()
                self.blocks[name] = (block, self._spots, self._labels)

    def surface(
        self, state: GameState, shown: tuple, layout: PlayLayout, viewer: int | None = None
    ) -> pygame.Surface:
        """The panel's blocks as ``viewer`` (the person at the screen) may see them, placed and
        scaled as ``layout`` says, on an image of its clip area (hotspots in screen
        coordinates)."""
        self._render_blocks(state, shown, layout.column_w, viewer)
        key = (self.block_key, id(layout), self.scroll)
        if key == self.key and self.image is not None:
            return self.image
        self.key = key
        clip = layout.clip
        if self.image is None or self.image.get_size() != clip.size:
            self.image = pygame.Surface(clip.size).convert()
        self.image.blit(assets.paper(*clip.size), (0, 0))
        self.hotspots, self.labels = [], []
        scale = layout.scale
        shift = self.scroll if layout.scrolls else 0
        for name, (block, spots, labels) in self.blocks.items():
            at = layout.blocks.get(name)
            if at is None:
                continue
            at = at.move(0, -shift)
            size = (at.w, round(block.get_height() * scale))
            shown_block = _scaled(block, size) if scale != 1 else block
            self.image.blit(shown_block, at.move(-clip.x, -clip.y))

            def screen(r: pygame.Rect, at=at) -> pygame.Rect:
                return pygame.Rect(
                    at.x + round(r.x * scale),
                    at.y + round(r.y * scale),
                    round(r.w * scale),
                    round(r.h * scale),
                )

            for rect, kind, payload in spots:
                placed = screen(rect)
                if clip.colliderect(placed):  # a piece scrolled out of view cannot be clicked;
                    self.hotspots.append((placed.clip(clip), kind, payload))  # one partly in, there
            self.labels += [(screen(r), words) for r, words in labels]
        return self.image

    def spot(self, rect: pygame.Rect, kind: str, payload: object) -> None:
        """A hotspot at ``rect`` on the block being drawn."""
        self._spots.append((pygame.Rect(rect), kind, payload))

    def player_row(self, state: GameState, i: int, shown: tuple, y: int) -> None:
        surf = self.layer
        player = state.players[i]
        coins, tracks = shown
        catalog = state.catalog
        box = pygame.Rect(0, y, self.width, row_height(state))
        current = i == state.current and not state.over
        pygame.draw.rect(
            surf, palette.PAPER_LIGHT if current else palette.PAPER, box, border_radius=8
        )
        pygame.draw.rect(surf, self.colours[i], box, 4 if current else 2, border_radius=8)
        surf.blit(_shape(self.colours[i], self.shapes[i], 18), (8, y + 8))
        first = i == state.first and len(state.players) > 1  # a solo game has no first player
        name = f"{player.name}{'  (first player)' if first else ''}"
        coin = assets.text(words.coins(coins), 24, palette.GOLD_DARK, True)
        surf.blit(coin, (self.width - coin.get_width() - 10, y + 8))
        live = assets.text(f"final {self.estimate(state)[i]}", 18, palette.INK_SOFT)
        at = surf.blit(live, (self.width - coin.get_width() - live.get_width() - 18, y + 12))
        self.spot(at.union(at.move(live.get_width() + 8, 0)), "estimate", (i, self.viewer))
        tag = assets.text(self.tags[i], 18, palette.INK_SOFT) if self.tags[i] else None
        room = at.x - 42 - (tag.get_width() + 10 if tag else 0)
        label = assets.fitted_text(name, 24, room, palette.INK, True)
        right = surf.blit(label, (32, y + 6)).right
        self._labels.append((label.get_bounding_rect().move(32, y + 6), name))
        if tag:
            surf.blit(tag, (right + 10, y + 11))
        # the player board's tracks (its data): 0..top with threshold and coin marks
        cell = min(16, 54 // len(catalog.tracks) - 2)  # three tracks fill the band at 16
        for t, track in enumerate(catalog.tracks):
            ty = y + 30 + t * (cell + 2)
            counts = t in catalog.threshold_tracks
            coins_at = catalog.track_coins[t]
            printed = track_marks(state, t, cell)
            icons = []  # their hover cards, over the whole track's
            for level in range(catalog.track_top[t] + 1):
                r = pygame.Rect(8 + level * (cell + 1), ty, cell, cell)
                pygame.draw.rect(surf, palette.TRACK_LIGHT[track.colour], r)
                mark = printed.get(level)
                if mark is not None and mark.band is not None:
                    pygame.draw.rect(surf, mark.band, (r.x, r.bottom - 3, r.w, 3))
                if mark is not None and mark.icon is not None:
                    surf.blit(mark.icon, r)
                    if mark.hotspot is not None:
                        icons.append((r, *mark.hotspot))
                if counts and level in catalog.thresholds:
                    pygame.draw.rect(surf, palette.SEAL_RED, r, 2)
                if coins_at.get(level):  # readable however small the cells (four tracks)
                    number = assets.text(str(coins_at[level]), MIN_TEXT, palette.GOLD_DARK, True)
                    surf.blit(number, number.get_rect(center=r.center))
                if level == tracks[t]:
                    dark = palette.TRACK_DARK[track.colour]
                    pygame.draw.rect(surf, dark, r.inflate(-4, -4), border_radius=3)
            width = (catalog.track_top[t] + 1) * (cell + 1)
            self.spot(pygame.Rect(8, ty, width, cell), "track", (i, t))
            for spot in icons:
                self.spot(*spot)
        # lanterns, tokens, character token, active character
        x0 = 8 + (catalog.top_level + 1) * (cell + 1) + 8
        lanterns = list(player.lanterns.items())
        side = min(30, (self.width - 60 - x0) // max(1, len(lanterns)) - 2)
        for k, (lid, up) in enumerate(lanterns):
            self.lantern(state, i, lid, up, pygame.Rect(x0 + k * (side + 2), y + 34, side, side))
        x = self.tokens(state, i, x0, y + 66)
        if player.character_token:
            note = assets.text("+ character token", 18, palette.INK_SOFT)
            surf.blit(note, (x + 4, y + 67))
            self.spot(note.get_rect(topleft=(x + 4, y + 67)), "character_token", i)
        if player.active:
            surf.blit(
                assets.character(catalog, player.active, self.colours[i], self.shapes[i], 40),
                (self.width - 50, y + 32),
            )
            label = assets.text(catalog.characters[player.active].name, 16, palette.INK_SOFT)
            lx = min(self.width - 30 - label.get_width() // 2, self.width - 6 - label.get_width())
            surf.blit(label, (lx, y + 74))  # under the figure, never past the panel's edge
            self.spot(pygame.Rect(self.width - 56, y + 32, 52, 60), "character_of", player.active)
            for k, mark in enumerate(m for m in marks(state, player.active) if m.token):
                surf.blit(assets.token(mark.token, 20), (self.width - 62, y + 32 + 22 * k))
        # played decoration cards grouped by type (another player's secret ones as a count)
        hidden = secret_cards(state, i) if i != self.viewer else []
        counts: dict[str, int] = {}
        for card in player.cards:
            if card in hidden:
                continue
            kind = catalog.card_type[card].id
            counts[kind] = counts.get(kind, 0) + 1
        x = 8
        for kind, n in counts.items():
            surf.blit(assets.decoration(kind, 20), (x, y + ROW_H - 24))
            surf.blit(assets.text(str(n), 16, palette.INK), (x + 21, y + ROW_H - 20))
            self.spot(pygame.Rect(x, y + ROW_H - 24, 34, 20), "played", (i, kind, n))
            x += 36
        if hidden:
            unseen = f"+{words.counted(len(hidden), 'hidden card')}"
            note = assets.text(unseen, 16, palette.INK_SOFT)
            surf.blit(note, (x + 2, y + ROW_H - 20))
            self.spot(note.get_rect(topleft=(x + 2, y + ROW_H - 20)), "hidden_cards", i)
        if row_height(state) > ROW_H:
            self._economy(state, i, y + ROW_H)

    def _economy(self, state: GameState, i: int, y: int) -> None:
        """Player ``i``'s resources (held of the most), workers and, on a second line, the
        modules' badges (their permanent bonuses), from ``y``."""
        surf = self.layer
        player = state.players[i]
        x = 8
        for resource in state.catalog.resources:
            surf.blit(assets.token(resource.id, 20), (x, y))
            held = player.resources[resource.id]
            text = assets.text(f"{held}/{resource.limit}", 18, palette.INK, held > 0)
            surf.blit(text, (x + 22, y + 1))
            self.spot(pygame.Rect(x, y, 22 + text.get_width(), 20), "resource", (i, resource.id))
            x += 30 + text.get_width()
        for k, pos in enumerate(player.workers):
            where = "home" if pos is None else words.square(*pos)
            pygame.draw.circle(surf, self.colours[i], (x + 9, y + 10), 8)
            pygame.draw.circle(surf, palette.INK, (x + 9, y + 10), 8, 2)
            text = assets.text(f"Worker: {where}", 18, palette.INK_SOFT)
            surf.blit(text, (x + 22, y + 1))
            self.spot(pygame.Rect(x, y, 22 + text.get_width(), 20), "worker_of", (i, k))
            x += 30 + text.get_width()
        x = 8
        for label, kind, payload in board_badges(state, i):
            text = assets.text(label, 16, palette.INK)
            chip = pygame.Rect(x, y + ECONOMY_H, text.get_width() + 12, 22)
            if chip.right > self.width - 4:
                break
            pygame.draw.rect(surf, palette.PAPER_LIGHT, chip, border_radius=6)
            pygame.draw.rect(surf, palette.GOLD_DARK, chip, 2, border_radius=6)
            surf.blit(text, (chip.x + 6, chip.y + 3))
            self.spot(chip, kind, payload)
            x = chip.right + 6

    def estimate(self, state: GameState) -> tuple[int, ...]:
        """Each player's live score (the end screen's total if the game ended now) as the
        person at the screen may know it; worked out once per state and viewer."""
        key = (id(state), self.viewer)
        if self._estimate[0] != key:
            self._estimate = (key, score_estimate(state, self.viewer).totals)
        return self._estimate[1]

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
            surf.blit(assets.named_landscape(state.catalog, tile, r.w, r.h, MIN_TEXT), r)
            self.spot(r, "landscape", tile)
        for k, tile in enumerate(state.land_visible["large"]):
            r = pygame.Rect(lx + k * 120, y + 56, 114, 36)
            surf.blit(assets.named_landscape(state.catalog, tile, r.w, r.h, MIN_TEXT), r)
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
        per_row = max(1, (self.width - 8) // 44)  # the modules' pieces wrap onto more rows
        printed, types = state.catalog.printed_areas, state.catalog.decoration_types
        pools = [  # a card with no piece has no pool, and a piece no area of any tile takes
            (kind, n)  # (Winter's Roof cards) is never placed
            for kind, n in state.supply.items()
            if kind not in types or (types[kind].pieces and printed & {*types[kind].areas})
        ]
        for k, (kind, n) in enumerate(pools):
            x, top = 8 + k % per_row * 44, y + 16 + k // per_row * 30
            surf.blit(assets.decoration(kind, 26), (x, top))
            self.spot(pygame.Rect(x, top, 40, 26), "supply", kind)
            surf.blit(assets.text(str(n), 16, palette.INK), (x + 26, top + 12))
        return y + 46 + (len(pools) - 1) // per_row * 30

    def _sections(self, state: GameState, y: int) -> int:
        """The modules' sections, side by side while they fit; the y below them."""
        x, row = 0, 0
        for adapter in adapters(state.ruleset):
            size = adapter.panel_size(state)
            if size is None:
                continue
            if x and x + size[0] > self.width:
                x, y, row = 0, y + row + 4, 0
            adapter.draw_panel(self, state, (x + 8, y))
            x, row = x + size[0] + 8, max(row, size[1])
        return y + row

    def draw_log(self, surface: pygame.Surface, log: list, rect: pygame.Rect, scale: float) -> None:
        """The log lines that fit ``rect`` (native pixels, text at the panel's scale), newest
        last unless scrolled back; long ones wrapped (never cut off); a turn's first line in bold
        after its player's marker. A first and last row say when earlier or newer lines are out
        of sight."""
        if len(log) != self.log_length:
            self.log_length, self.log_back = len(log), 0
        px = max(12, round(LOG_PX * scale))
        key = (len(log), self.log_back, tuple(rect), px)
        self.log_rect = pygame.Rect(rect)
        if key != self.log_key or self.log_image is None:
            self.log_key = key
            self.log_image = self._render_log(log, rect.size, px)
        surface.blit(self.log_image, rect)

    def _render_log(self, log: list, size: tuple[int, int], px: int) -> pygame.Surface:
        image = pygame.Surface(size).convert()
        image.blit(assets.paper(*size), (0, 0))
        line_h = px + 1
        indent = px + 7
        rows = max(0, size[1] // line_h)
        pieces = [
            (piece, getattr(line, "turn_of", None) if k == 0 else None)
            for line in log
            for k, piece in enumerate(_wrapped(line, size[0] - indent - 6, px))
        ]
        hidden = len(pieces) > rows
        fit = max(0, rows - hidden - (self.log_back > 0))
        self.log_back = back = min(self.log_back, max(0, len(pieces) - fit))
        view = pieces[max(0, len(pieces) - fit - back) : len(pieces) - back] if fit else []
        self.shown_log = [piece for piece, _ in view]
        earlier = len(pieces) - back - len(view)
        small = max(12, px - 1)
        top = 0
        if hidden:
            aside = (
                f"{words.counted(earlier, 'earlier line')}: scroll up with the mouse wheel"
                if earlier
                else " "
            )
            image.blit(assets.text(aside, small, palette.INK_WASH), (indent, top))
            top += line_h
        for k, (piece, player) in enumerate(view):
            y = top + k * line_h
            if player is not None and player < len(self.colours):
                marker = _shape(self.colours[player], self.shapes[player], px * 2 // 3)
                image.blit(marker, (8, y + px // 5))
                image.blit(assets.text(piece, px, palette.INK, True), (indent, y))
            else:
                image.blit(assets.text(piece, px, palette.INK_SOFT), (indent, y))
        if back:
            aside = f"{words.counted(back, 'newer line')}: scroll down"
            image.blit(
                assets.text(aside, small, palette.INK_WASH), (indent, top + len(view) * line_h)
            )
        return image

    def hit(self, point: tuple[int, int]) -> Hotspot | None:
        return next((s for s in reversed(self.hotspots) if s[0].collidepoint(point)), None)


def players_area(panel: PanelView, state: GameState, shown: tuple) -> int:
    """Draw the players' area (a module's own, or one row per player); the y below it."""
    for adapter in adapters(state.ruleset):
        bottom = adapter.player_area(panel, state, shown, 0)
        if bottom is not None:
            return bottom
    step = row_height(state) + 4
    for i in range(len(state.players)):
        panel.player_row(state, i, shown[i], i * step)
    return len(state.players) * step


def row_height(state: GameState) -> int:
    """One player's board: its economy band too in a game with resources or workers (its badge
    line once any board has a badge)."""
    catalog = state.catalog
    if not (catalog.resources or catalog.workers):
        return ROW_H
    badges = any(board_badges(state, i) for i in range(len(state.players)))
    return ROW_H + ECONOMY_H * (2 if badges else 1)


@functools.lru_cache(maxsize=1024)
def _wrapped(line: str, width: int, px: int = LOG_PX) -> tuple[str, ...]:
    """A log line broken into pieces that fit ``width`` pixels, continuations indented."""
    font = assets.text_font(px)
    pieces, current = [], ""
    for word in line.split(" "):
        trial = f"{current} {word}" if current else word
        if current and font.size(trial)[0] > width:
            pieces.append(current)
            current = "   " + word
        else:
            current = trial
    return (*pieces, current)


def _scaled(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A block shown at the layout's scale (made once per change, never per frame)."""
    return pygame.transform.smoothscale(image, size)


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
