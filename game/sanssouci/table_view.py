"""Sanssouci's table as the play screen draws it: your garden large, the others' small, the
display, your hand and missions, the log, the prompt, hover cards and the piece being dragged.

Everything is placed in design units (the 1280x800 design) and drawn at the window's resolution
through the screen's ``Fit``; each thing a player may point at is recorded as a ``Spot`` (in
window pixels) for the play screen's hit tests. It draws only what ``player_view`` shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from engine.sanssouci.api import MoveNoble, noble_paths
from game import palette
from game.sanssouci import paint
from game.scenes.common import draw_card, gui_font
from game.screen_fit import DESIGN, Fit

CELL = 58  # a square of your garden
GRID = pygame.Rect(52, 118, 9 * CELL, 6 * CELL)  # your garden's squares
TERRACE_Y = GRID.top - 34  # where noblemen on the terrace stand
SMALL = 15  # a square of another's garden
DISPLAY_X, DISPLAY_Y, SLOT = 630, 86, 64
HAND_Y = GRID.bottom + 52
CARD_W, CARD_H = 124, 140
MISSION_W = 104  # a mission card: room for its name in the least text ("herb spiral")
LOG = pygame.Rect(616, 528, 652, 262)
INFO = pygame.Rect(20, 730, 580, 60)
HIDDEN = "Hidden until the game is over"  # a spectator's view of a hand or missions
GUIDES = {  # what the person deciding does with the mouse
    "take": "Drag a card onto a display tile it allows (lit while you drag).  F1: rules",
    "gardener": "Click a lit square for the gardener.  F1: rules",
    "noble": "Drag a nobleman down its column to a lit square, or Move no nobleman (P).",
    "board_side": "Point at a side to see its marks on your garden, then choose it.",
}


def points(n: int) -> str:
    return f"{n} point" if abs(n) == 1 else f"{n} points"


@dataclass(frozen=True, slots=True)
class Spot:
    """Something on screen a player may point at: its kind and what it is."""

    rect: pygame.Rect
    kind: str  # "card", "slot", "square", "noble", "mission", "other"
    payload: Any
    words: str


class TableView:
    """Draws the table of ``scene`` (the play screen: its session, viewer, pointer and what is
    held) through ``fit``."""

    def __init__(self, scene: Any, fit: Fit) -> None:
        self.scene = scene
        self.fit = fit
        self.cat = scene.cat
        self.spots: list[Spot] = []
        self.lit: dict[tuple[int, int], str] = {}  # what is lit now: square -> its points
        self.colours: list[tuple[int, int, int]] = []
        self.owner = "Your"  # whose hand and missions the large garden's player holds

    # --- geometry and words ---------------------------------------------------------------------

    def text(self, surface, words: str, pos, px=16, rgb=palette.INK, bold=False, anchor="topleft"):
        """``words`` at the design point ``pos`` in text of ``px`` design units."""
        image = gui_font(self.fit.text(px), bold).render(words, True, rgb)
        rect = image.get_rect(**{anchor: self.fit.point(*pos)})
        surface.blit(image, rect)
        return rect

    def cell(self, row: int, column: int) -> pygame.Rect:
        """A square of the large garden, in window pixels."""
        return self.fit.rect(GRID.left + column * CELL, GRID.top + (row - 1) * CELL, CELL, CELL)

    def noble_centre(self, column: int, row: int) -> tuple[int, int]:
        if row == 0:
            return self.fit.point(GRID.left + column * CELL + CELL // 2, TERRACE_Y)
        rect = self.cell(row, column)
        return (rect.left + self.fit.px(16), rect.bottom - self.fit.px(18))

    def square_words(self, garden: dict, row: int, column: int, mark: str | None) -> str:
        name = f"{self.cat.colour(row)} {self.cat.symbol(column)}"
        face = garden["squares"][(row - 1) * 9 + column]
        what = ["free", "preprinted", "a tile", "a gardener"][face]
        extra = f"; mark {mark}" if mark and mark != "." else ""
        return f"The {name} square ({what}): row value {self.cat.row_value(row)}{extra}"

    # --- the whole table ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, view: dict) -> None:
        """Everything but the controls; the handoff screen alone while it shows."""
        scene = self.scene
        self.spots = []
        if scene.handoff is not None:
            self.handoff(surface, view)
            return
        self.colours = [tuple(c) for c in scene.session.table["colours"]]
        self.prompt(surface, view)
        self.garden(surface, view, scene.viewer)
        self.hand(surface, view)
        self.display(surface, view)
        self.others(surface, view)
        self.log(surface)

    def handoff(self, surface: pygame.Surface, view: dict) -> None:
        name = view["gardens"][self.scene.handoff]["name"]
        box = pygame.Rect(0, 0, 640, 220)
        box.center = (DESIGN[0] // 2, DESIGN[1] // 2)
        draw_card(surface, self.fit.box(box))
        x = box.centerx
        self.text(
            surface, f"Pass the screen to {name}", (x, box.top + 60), 34, bold=True, anchor="center"
        )
        words = "Their cards and missions show once they are ready."
        self.text(surface, words, (x, box.top + 120), 18, palette.INK_SOFT, anchor="center")
        self.text(surface, f"{name}: click or press Enter", (x, box.top + 164), 20, anchor="center")

    def prompt(self, surface: pygame.Surface, view: dict) -> None:
        scene = self.scene
        pending = view["decision"]
        player = pending["player"]
        if player is None:
            return
        name = view["gardens"][player]["name"]
        centre, radius = self.fit.point(30, 26), self.fit.px(11)
        pygame.draw.circle(surface, self.colours[player], centre, radius)
        pygame.draw.circle(surface, palette.INK, centre, radius, 2)
        if scene.session.is_computer(player):
            words = f"{name} (computer) is playing..."
        elif player == scene.viewer:
            words = f"{name}: {pending['prompt']}"
        else:
            words = f"{name} is choosing"
        self.text(surface, words, (50, 14), 20, bold=True)
        turn = view["cards_played"] // len(view["gardens"]) + 1
        self.text(surface, f"Round {min(turn, 18)} of 18", (50, 44), 15, palette.INK_SOFT)

    # --- the large garden -------------------------------------------------------------------------

    def garden(self, surface: pygame.Surface, view: dict, player: int) -> None:
        scene, fit, cat = self.scene, self.fit, self.cat
        garden = view["gardens"][player]
        rows = cat.data.rows
        frame = GRID.inflate(16, 16)
        frame.top -= 40
        frame.h += 40
        pygame.draw.rect(surface, paint.HEDGE, fit.box(frame), border_radius=fit.px(10))
        terrace = fit.rect(GRID.left, TERRACE_Y - 16, GRID.w, 34)
        pygame.draw.rect(surface, paint.STONE, terrace)
        for r in range(1, 7):
            label = pygame.Rect(GRID.left - 40, GRID.top + (r - 1) * CELL + 8, 30, CELL - 16)
            rgb = paint.ROW_RGB[rows[r - 1].id]
            pygame.draw.rect(surface, rgb, fit.box(label), border_radius=fit.px(6))
            self.text(surface, str(cat.row_value(r)), label.center, 18, bold=True, anchor="center")
        marks = self.marks(view, player)
        for r in range(1, 7):
            row_rgb = paint.ROW_RGB[rows[r - 1].id]
            for c in range(9):
                rect = self.cell(r, c)
                paint.square(surface, rect, garden["squares"][(r - 1) * 9 + c], c, row_rgb)
                mark = marks.get((r - 1) * 9 + c)
                if mark and mark != ".":
                    ink = palette.SEAL_RED if mark.startswith("-") else palette.INK
                    corner = (GRID.left + (c + 1) * CELL - 3, GRID.top + (r - 1) * CELL + 2)
                    self.text(surface, mark, corner, 13, ink, True, "topright")
                words = self.square_words(garden, r, c, mark)
                self.spots.append(Spot(rect, "square", (r, c), words))
        part = view["modules"].get("expansion-boards")
        for index in part["covered"] if part else ():  # the expansion board's outline
            pygame.draw.rect(surface, paint.GILT, self.cell(index // 9 + 1, index % 9), 2)
        self.targets(surface, view, player)
        held = scene.dragging
        for c, row in enumerate(garden["nobles"]):
            lifted = held is not None and held.kind == "noble" and held.payload == c
            if lifted and player == scene.viewer:
                continue
            centre = self.noble_centre(c, row)
            paint.nobleman(surface, centre, fit.px(30), self.colours[player])
            rect = pygame.Rect(0, 0, fit.px(30), fit.px(34))
            rect.center = centre
            if player == scene.viewer:
                where = "on the terrace" if row == 0 else f"in the {cat.colour(row)} row"
                words = f"Your {cat.symbol(c)} nobleman, {where}: drag it down its column"
                self.spots.append(Spot(rect, "noble", c, words))
        title = f"{garden['name']}'s garden  ·  {points(garden['score'])}"
        self.text(surface, title, (GRID.left, frame.bottom + 4), 18, bold=True)

    def marks(self, view: dict, player: int) -> dict[int, str]:
        """A module's marks on ``player``'s garden as its view shows them; while the viewer
        chooses a side, the side under the mouse."""
        scene = self.scene
        part = view["modules"].get("expansion-boards")
        if not part:
            return {}
        marks = part["marks"][player]
        if player == scene.viewer:
            for button, option in scene.side_buttons:
                pointed = button.rect.collidepoint(scene.drag_pos)
                if pointed and getattr(option, "side", None) in part["own_sides"]:
                    marks = part["own_sides"][option.side]
        return {i: m for i, m in enumerate(marks) if m}

    def targets(self, surface: pygame.Surface, view: dict, player: int) -> None:
        """Light the squares the pending choice allows, with the points a nobleman scores."""
        scene = self.scene
        lit: dict[tuple[int, int], str] = {}
        self.lit = lit
        if player != scene.viewer or not scene.mine():
            return
        pending = scene.pending
        if pending.kind == "gardener":
            for o in pending.options:
                lit[(o.row, o.column)] = ""
        piece = scene.dragging or scene.selected
        if pending.kind == "noble" and piece is not None and piece.kind == "noble":
            garden = view["gardens"][player]
            paths = noble_paths(garden["squares"], piece.payload, garden["nobles"][piece.payload])
            for o in pending.options:
                if isinstance(o, MoveNoble) and o.column == piece.payload:
                    lit[(o.row, o.column)] = f"+{self.cat.row_value(o.row)}"
                    path = paths.get(o.row, [])
                    if scene.hover and scene.hover.payload == (o.row, o.column):
                        line = [self.cell(i // 9 + 1, i % 9).center for i in path]
                        if len(line) > 1:
                            pygame.draw.lines(surface, paint.GILT, False, line, self.fit.px(4))
        for (r, c), words in lit.items():
            rect = self.cell(r, c)
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((*paint.HIGHLIGHT, 90))
            surface.blit(glow, rect)
            pygame.draw.rect(surface, paint.HIGHLIGHT, rect, 3)
            if words:
                centre = (GRID.left + c * CELL + CELL // 2, GRID.top + (r - 1) * CELL + CELL // 2)
                self.text(surface, words, centre, 22, palette.INK, True, "center")

    # --- your hand and missions -----------------------------------------------------------------

    def hand(self, surface: pygame.Surface, view: dict) -> None:
        scene, fit, cat = self.scene, self.fit, self.cat
        garden = view["gardens"][scene.viewer]
        y = HAND_Y + 18
        words = f"{self.owner} cards  ·  {garden['draw_count']} left in the deck"
        self.text(surface, words, (GRID.left - 40, HAND_Y - 4), 15, palette.INK_SOFT)
        if garden["hand"] is None:  # a spectator's view (a replay) before the end
            self.text(surface, HIDDEN, (GRID.left - 40, y + 8), 15, palette.INK_SOFT)
        for i, card in enumerate(garden["hand"] or []):
            rect = fit.rect(GRID.left - 40 + i * (CARD_W + 12), y, CARD_W, CARD_H)
            held = scene.dragging
            if held is not None and held.payload == card and held.kind == "card":
                pygame.draw.rect(surface, palette.PAPER_DARK, rect, border_radius=fit.px(8))
                continue
            self.card(surface, rect, card)
            chosen = scene.selected
            if chosen is not None and chosen.kind == "card" and chosen.payload == card:
                ring = rect.inflate(fit.px(6), fit.px(6))
                pygame.draw.rect(surface, paint.HIGHLIGHT, ring, 4, border_radius=fit.px(10))
            words = f"Your card: {cat.card_name(card)}. Drag it onto a display tile it allows"
            self.spots.append(Spot(rect, "card", card, words))
        x = GRID.left - 40 + 2 * (CARD_W + 12) + 40
        whose = f"{self.owner} missions" + ("" if view["over"] else " (secret)")
        self.text(surface, whose, (x, HAND_Y - 4), 15, palette.INK_SOFT)
        if garden["missions"] is None:
            self.text(surface, HIDDEN, (x, y + 8), 15, palette.INK_SOFT)
        for i, column in enumerate(garden["missions"] or []):
            box = pygame.Rect(x + i * (MISSION_W + 8), y, MISSION_W, CARD_H - 20)
            rect = fit.box(box)
            pygame.draw.rect(surface, (214, 196, 226), rect, border_radius=fit.px(8))
            paint.symbol(surface, column, fit.box(box.inflate(-20, -46).move(0, -10)))
            name = cat.symbol(column)
            self.text(surface, name, (box.centerx, box.bottom - 6), 14, anchor="midbottom")
            pygame.draw.rect(surface, paint.GILT, rect, 2, border_radius=fit.px(8))
            noble = garden["nobles"][column]
            worth = cat.row_value(noble) if noble else 0
            words = f"Mission: the {name} nobleman's row scores at the end (now {worth})"
            self.spots.append(Spot(rect, "mission", column, words))

    def card(self, surface: pygame.Surface, rect: pygame.Rect, card: int) -> None:
        """A playing card in ``rect`` (window pixels)."""
        c = self.cat.cards[card]
        colours = [paint.ROW_RGB[self.cat.data.rows[r - 1].id] for r in c.colours]
        font = gui_font(self.fit.text(14))
        label = _cut("wild" if c.wild else self.cat.card_name(card), font, rect.w - 6)
        paint.card(surface, rect, colours, c.symbol, label, font)

    # --- the display, the other gardens, the log ------------------------------------------------

    def display(self, surface: pygame.Surface, view: dict) -> None:
        scene, fit, cat = self.scene, self.fit, self.cat
        board = pygame.Rect(DISPLAY_X - 44, DISPLAY_Y - 30, 2 * SLOT + 104, 5 * (SLOT + 10) + 64)
        pygame.draw.rect(surface, paint.HEDGE, fit.box(board), border_radius=fit.px(10))
        top = (board.centerx, board.top + 6)
        self.text(surface, "Display", top, 16, palette.PAPER_LIGHT, True, "midtop")
        allowed = set()
        piece = scene.dragging or scene.selected
        if scene.mine() and scene.pending.kind == "take":
            allowed = {
                o.slot
                for o in scene.pending.options
                if piece is None or piece.kind != "card" or o.card == piece.payload
            }
        for slot, tile in enumerate(view["display"]):
            row = cat.slot_rows[slot]
            x = DISPLAY_X + 40 + (slot % 2) * (SLOT + 6)
            y = DISPLAY_Y + (row - 2) * (SLOT + 10)
            rect = fit.rect(x, y, SLOT, SLOT)
            row_rgb = paint.ROW_RGB[cat.data.rows[row - 1].id]
            frame = rect.inflate(fit.px(8), fit.px(8))
            pygame.draw.rect(surface, row_rgb, frame, border_radius=fit.px(6))
            if slot % 2 == 0:
                at = (DISPLAY_X + 34, y + SLOT // 2)
                self.text(surface, cat.colour(row), at, 13, palette.PAPER_LIGHT, anchor="midright")
            if tile is None:
                continue
            paint.square(surface, rect, 2, tile, row_rgb)
            if slot in allowed and piece is not None:
                pygame.draw.rect(surface, paint.HIGHLIGHT, frame, 4, border_radius=fit.px(6))
            words = (
                f"A {cat.symbol(tile)} on {cat.colour(row)}: it goes to the "
                f"{cat.colour(row)} {cat.symbol(tile)} square"
            )
            self.spots.append(Spot(rect, "slot", slot, words))
        supply = f"Supply: {view['supply_count']} tiles"
        at = (board.centerx, board.bottom - 24)
        self.text(surface, supply, at, 15, palette.PAPER_LIGHT, anchor="midtop")

    def others(self, surface: pygame.Surface, view: dict) -> None:
        scene, fit = self.scene, self.fit
        x0, y = 820, 56
        rows = self.cat.data.rows
        for p, garden in enumerate(view["gardens"]):
            if p == scene.viewer:
                continue
            draw_card(surface, fit.rect(x0 - 8, y - 6, 458, 9 * SMALL + 12))
            for r in range(1, 7):
                row_rgb = paint.ROW_RGB[rows[r - 1].id]
                for c in range(9):
                    rect = fit.rect(x0 + c * SMALL, y + 18 + (r - 1) * SMALL, SMALL, SMALL)
                    paint.square(surface, rect, garden["squares"][(r - 1) * 9 + c], c, row_rgb)
            for c, row in enumerate(garden["nobles"]):
                cy = y + 10 if row == 0 else y + 18 + (row - 1) * SMALL + SMALL // 2
                centre = fit.point(x0 + c * SMALL + SMALL // 2, cy)
                pygame.draw.circle(surface, self.colours[p], centre, fit.px(5))
                pygame.draw.circle(surface, palette.INK, centre, fit.px(5), 1)
            tx = x0 + 9 * SMALL + 16
            pygame.draw.circle(surface, self.colours[p], fit.point(tx + 8, y + 10), fit.px(8))
            name = f"{garden['name']}  {points(garden['score'])}"
            self.text(surface, name, (tx + 22, y), 17, bold=True)
            computer = " (computer)" if scene.session.is_computer(p) else ""
            counts = f"{garden['hand_count']} cards in hand, {garden['draw_count']} in deck"
            self.text(surface, counts + computer, (tx, y + 24), 14, palette.INK_SOFT)
            if garden["discard"]:
                last = self.cat.card_name(garden["discard"][-1])
                self.text(surface, f"Last played: {last}", (tx, y + 44), 14, palette.INK_SOFT)
            if garden["hand"]:  # shown at the end (none: the count says it)
                held = ", ".join(self.cat.card_name(c) for c in garden["hand"])
                self.text(surface, f"Hand: {held}", (tx, y + 64), 14, palette.INK_SOFT)
            rect = fit.rect(x0, y + 18, 9 * SMALL, 6 * SMALL)
            words = f"{garden['name']}'s garden: {garden['score']} points"
            self.spots.append(Spot(rect, "other", p, words))
            y += 9 * SMALL + 24

    def log(self, surface: pygame.Surface) -> None:
        draw_card(surface, self.fit.box(LOG))
        self.text(surface, "Log", (LOG.left + 10, LOG.top + 6), 15, palette.INK_SOFT, True)
        font = gui_font(self.fit.text(15))
        for i, line in enumerate(self.scene.session.log[-11:]):
            shown = _cut(line, font, self.fit.px(LOG.w - 20))
            self.text(surface, shown, (LOG.left + 10, LOG.top + 28 + i * 21), 15)

    # --- over the controls: the prompt line, the hover card, the held piece ---------------------

    def over(self, surface: pygame.Surface) -> None:
        self.info(surface)
        self.hover(surface)
        self.held(surface)

    def info(self, surface: pygame.Surface) -> None:
        scene = self.scene
        words = (
            scene.message or GUIDES.get(scene.pending.kind, "") if scene.mine() else scene.message
        )
        room = self.fit.px(LOG.left - 8 - INFO.left)  # beside the log
        words = _cut(words or "F1: rules", gui_font(self.fit.text(16)), room)
        self.text(surface, words, (INFO.left, INFO.bottom - 22), 16, palette.INK_SOFT)

    def hover(self, surface: pygame.Surface) -> None:
        """A hover card by the mouse: what the piece under it is, in a player's words."""
        scene, fit = self.scene, self.fit
        if scene.hover is None or scene.dragging is not None:
            return
        font = gui_font(fit.text(15))
        lines = _wrap(scene.hover.words, font, fit.px(300))
        step = font.get_linesize()
        box = pygame.Rect(0, 0, fit.px(320), fit.px(14) + step * len(lines))
        x, y = scene.drag_pos
        box.topleft = (x + 18, y + 18)
        box.clamp_ip(surface.get_rect())
        draw_card(surface, box, 240)
        for i, line in enumerate(lines):
            at = (box.left + fit.px(10), box.top + fit.px(7) + step * i)
            surface.blit(font.render(line, True, palette.INK), at)

    def held(self, surface: pygame.Surface) -> None:
        scene, fit = self.scene, self.fit
        if scene.dragging is None:
            return
        x, y = scene.drag_pos
        if scene.dragging.kind == "card":
            w, h = fit.px(CARD_W), fit.px(CARD_H)
            self.card(
                surface, pygame.Rect(x - w // 2, y - fit.px(30), w, h), scene.dragging.payload
            )
        else:
            paint.nobleman(surface, (x, y), fit.px(34), self.colours[scene.viewer])


def _cut(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` cut with "…" to ``width`` pixels."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def _wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] > width:
            lines.append(line)
            trial = word
        line = trial
    return [*lines, line]
