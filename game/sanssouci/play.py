"""Sanssouci's play screen: your garden large, the others' small, the display, your hand and
missions (to you alone, behind the handoff screen), deck counts, scores and the log.

It draws only what ``player_view`` shows the seat at the screen and never decides a rule:
what may be dragged where comes from the decision's options.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from engine.sanssouci.api import (
    IllegalAction,
    MoveNoble,
    Pass,
    PlaceGardener,
    TakeTile,
    catalog,
    decision,
    hint,
    noble_paths,
    option_words,
    player_view,
)
from game import palette
from game.sanssouci import paint
from game.sanssouci.session import SansSession
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_card, gui_font

if TYPE_CHECKING:
    from game.app import App

CELL = 58  # a square of your garden
GRID = pygame.Rect(52, 118, 9 * CELL, 6 * CELL)  # your garden's squares
TERRACE_Y = GRID.top - 34  # where noblemen on the terrace stand
SMALL = 15  # a square of another's garden
DISPLAY_X, DISPLAY_Y, SLOT = 630, 86, 64
HAND_Y = GRID.bottom + 52
CARD_W, CARD_H = 104, 140
LOG = pygame.Rect(616, 528, 652, 262)
INFO = pygame.Rect(20, 730, 580, 60)
SOUND_OF_EVENT = {  # engine event kind -> one of the game's sound effects
    "take": "tile",
    "place": "tile",
    "gardener": "tile",
    "noble": "character",
    "mark": "coins",
    "game_over": "fanfare",
}
GUIDES = {  # what the person deciding does with the mouse
    "take": "Drag a card onto a display tile it allows (lit while you drag).  F1: rules",
    "gardener": "Click a lit square for the gardener.  F1: rules",
    "noble": "Drag a nobleman down its column to a lit square, or Move no nobleman (P).",
    "board_side": "Point at a side to see its marks on your garden, then choose it.",
}
COMPUTER_DELAY = 0.35  # seconds a computer player's step stays on screen


def points(n: int) -> str:
    return f"{n} point" if abs(n) == 1 else f"{n} points"


@dataclass(frozen=True, slots=True)
class Spot:
    """Something on screen a player may point at: its kind and what it is."""

    rect: pygame.Rect
    kind: str  # "card", "slot", "square", "noble", "mission", "other"
    payload: Any
    words: str


class SansPlayScene(Scene):
    """The table while a Sanssouci game is played."""

    def __init__(self, app: App, session: SansSession) -> None:
        super().__init__(app)
        self.session = session
        self.cat = catalog()
        self.spots: list[Spot] = []
        self.lit: dict[tuple[int, int], str] = {}
        self.dragging: Spot | None = None
        self.drag_pos = (0, 0)
        self.selected: Spot | None = None  # a card or nobleman clicked, waiting for a target
        self.hover: Spot | None = None
        self.message = ""
        self.wait = COMPUTER_DELAY
        people = session.people()
        self.viewer = people[0] if people else 0
        self.handoff: int | None = None
        self.buttons: dict[str, UIButton] = {}
        x = 1272  # the top buttons, right-aligned, each as wide as its words need
        for key, text, tip, width in reversed(
            [
                ("pass", "Move no nobleman", "End your turn without moving a nobleman (P)", 200),
                ("undo", "Undo", "Take back your last step of this turn (U)", 112),
                ("hint", "Hint", "What the Hard computer player would do now (H)", 112),
                ("menu", "Save & menu", "Save the game and go back to the menu", 156),
            ]
        ):
            x -= width
            rect = pygame.Rect(x, 8, width, 36)
            self.buttons[key] = UIButton(rect, text, self.ui, tool_tip_text=tip)
            x -= 8
        self.side_buttons: list[tuple[UIButton, Any]] = []
        self._check_handoff()
        self._refresh()

    # --- who sits at the screen ----------------------------------------------------------------

    @property
    def pending(self):
        return decision(self.session.state)

    def _person_to_decide(self) -> int | None:
        player = self.pending.player
        if player is None or self.session.is_computer(player):
            return None
        return player

    def _check_handoff(self) -> None:
        """Cover the screen when the next person to decide is not the one sitting there."""
        player = self._person_to_decide()
        if player is None or (player == self.viewer and self.handoff is None):
            return
        if len(self.session.people()) > 1 and self.app.settings.show_handoff:
            self.handoff = player
        self.viewer = player

    def holds_keys(self) -> bool:
        return self.handoff is not None

    # --- the engine's decision, as buttons -------------------------------------------------------

    def _refresh(self) -> None:
        pending = self.pending
        mine = self._person_to_decide() == self.viewer and self.handoff is None
        self.buttons["pass"].show() if mine and pending.kind == "noble" else self.buttons[
            "pass"
        ].hide()
        self.buttons["undo"].enable() if self.session.undo_stack else self.buttons["undo"].disable()
        self.buttons["hint"].enable() if mine else self.buttons["hint"].disable()
        for button, _ in self.side_buttons:
            button.kill()
        self.side_buttons = []
        if mine and pending.kind not in ("take", "gardener", "noble"):  # a module's choice
            for i, option in enumerate(pending.options):
                words = option_words(self.session.state, option) or str(option)
                rect = pygame.Rect(20 + i * 190, 690, 180, 36)
                self.side_buttons.append((UIButton(rect, words, self.ui), option))

    def play(self, action) -> None:
        try:
            events = self.session.play(action)
        except IllegalAction as exc:
            self.message = str(exc)
            return
        self.message = self.session.save_error
        self.sound(events)
        self.after_step()

    def sound(self, events: list) -> None:
        kinds = [SOUND_OF_EVENT[e.kind] for e in events if e.kind in SOUND_OF_EVENT]
        for name in ["fanfare"] if "fanfare" in kinds else dict.fromkeys(kinds):
            self.app.sounds.play(name)

    def after_step(self) -> None:
        self.selected = None
        self.dragging = None
        if self.session.state.over:
            self.app.switch("sans_end", session=self.session)
            return
        self._check_handoff()
        self._refresh()

    # --- input ---------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.handoff is not None:
            if event.type == pygame.MOUSEBUTTONUP or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
            ):
                self.handoff = None
                self._refresh()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEMOTION:
            self.drag_pos = event.pos
            self.hover = self._spot_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = self._spot_at(event.pos)
            if spot is not None and spot.kind in ("card", "noble") and self._mine():
                self.dragging = spot
                self.drag_pos = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def _mine(self) -> bool:
        return self._person_to_decide() == self.viewer

    def _button(self, element: Any) -> None:
        if element is self.buttons["pass"]:
            self.play(Pass())
        elif element is self.buttons["undo"]:
            if self.session.undo():
                self.after_step()
        elif element is self.buttons["hint"]:
            self.message = "Hint: " + hint(self.session.state).words
        elif element is self.buttons["menu"]:
            self.save_and_leave()
        for button, option in self.side_buttons:
            if element is button:
                self.play(option)
                return

    def _key(self, key: int) -> None:
        if key == pygame.K_F1:
            self.app.switch("sans_rules", back=self)
        elif key == pygame.K_p and self.pending.kind == "noble" and self._mine():
            self.play(Pass())
        elif key == pygame.K_u and self.session.undo():
            self.after_step()
        elif key == pygame.K_h and self._mine():
            self.message = "Hint: " + hint(self.session.state).words
        elif key == pygame.K_ESCAPE:
            self.selected = self.dragging = None

    def save_and_leave(self) -> None:
        try:
            self.session.save_named()
        except OSError as exc:
            self.message = f"The game could not be saved: {exc.strerror or exc}"
            return
        self.app.switch("sans_menu")

    def _release(self, pos: tuple[int, int]) -> None:
        start, self.dragging = self.dragging, None
        target = self._spot_at(pos)
        if start is not None and target is not None and target is not start:
            self._use(start, target)
            return
        if target is None or not self._mine():
            return
        if target.kind in ("card", "noble"):
            self.selected = None if self.selected == target else target
        elif self.selected is not None:
            self._use(self.selected, target)
        else:
            self._use(None, target)

    def _use(self, piece: Spot | None, target: Spot) -> None:
        """A card dropped on a tile, a nobleman on a square, or a target alone."""
        options = self.pending.options
        chosen = None
        if target.kind == "slot":
            takes = [o for o in options if isinstance(o, TakeTile) and o.slot == target.payload]
            if piece is not None and piece.kind == "card":
                takes = [o for o in takes if o.card == piece.payload]
            chosen = takes[0] if len(takes) == 1 else None
            if len(takes) > 1:
                self.message = "Both your cards take that tile: drag the card you play onto it."
        elif target.kind == "square":
            row, column = target.payload
            if self.pending.kind == "gardener":
                chosen = PlaceGardener(row, column)
            elif piece is not None and piece.kind == "noble":
                chosen = MoveNoble(piece.payload, row)
                if column != piece.payload:
                    chosen = None
        if chosen is None:
            self.selected = None
            return
        if chosen not in options:
            self.message = "That is not possible now."
            return
        self.play(chosen)

    def _spot_at(self, pos: tuple[int, int]) -> Spot | None:
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    # --- computer players ----------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.handoff is not None or self.session.state.over:
            return
        if self.session.is_computer(self.pending.player):
            self.wait -= dt
            if self.wait <= 0:
                self.wait = COMPUTER_DELAY
                self.sound(self.session.computer_step())
                self.after_step()

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.app.size), (0, 0))
        self.spots = []
        view = player_view(self.session.state, self.viewer)
        if self.handoff is not None:
            self._draw_handoff(surface, view)
            return
        self.colours = [tuple(c) for c in self.session.table["colours"]]
        self._draw_prompt(surface, view)
        self._draw_garden(surface, view, self.viewer)
        self._draw_hand(surface, view)
        self._draw_display(surface, view)
        self._draw_others(surface, view)
        self._draw_log(surface)
        self.ui.draw_ui(surface)
        self._draw_info(surface)
        self._draw_hover(surface)
        self._draw_drag(surface, view)

    def _font(self, px: int, bold: bool = False) -> pygame.font.Font:
        return gui_font(px, bold)

    def _text(self, surface, text: str, pos, px=16, rgb=palette.INK, bold=False, anchor="topleft"):
        image = self._font(px, bold).render(text, True, rgb)
        rect = image.get_rect(**{anchor: pos})
        surface.blit(image, rect)
        return rect

    def _draw_handoff(self, surface: pygame.Surface, view: dict) -> None:
        name = view["gardens"][self.handoff]["name"]
        box = pygame.Rect(0, 0, 640, 220)
        box.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        draw_card(surface, box)
        self._text(
            surface,
            f"Pass the screen to {name}",
            (box.centerx, box.top + 60),
            34,
            bold=True,
            anchor="center",
        )
        self._text(
            surface,
            "Their cards and missions show once they are ready.",
            (box.centerx, box.top + 120),
            18,
            palette.INK_SOFT,
            anchor="center",
        )
        self._text(
            surface,
            f"{name}: click or press Enter",
            (box.centerx, box.top + 164),
            20,
            anchor="center",
        )

    def _draw_prompt(self, surface: pygame.Surface, view: dict) -> None:
        pending = view["decision"]
        player = pending["player"]
        if player is None:
            return
        name = view["gardens"][player]["name"]
        rgb = self.colours[player]
        pygame.draw.circle(surface, rgb, (30, 26), 11)
        pygame.draw.circle(surface, palette.INK, (30, 26), 11, 2)
        if self.session.is_computer(player):
            words = f"{name} (computer) is playing..."
        elif player == self.viewer:
            words = f"{name}: {pending['prompt']}"
        else:
            words = f"{name} is choosing"
        self._text(surface, words, (50, 14), 20, bold=True)
        turn = view["cards_played"] // len(view["gardens"]) + 1
        self._text(surface, f"Round {min(turn, 18)} of 18", (50, 44), 15, palette.INK_SOFT)

    def _cell(self, row: int, column: int) -> pygame.Rect:
        return pygame.Rect(GRID.left + column * CELL, GRID.top + (row - 1) * CELL, CELL, CELL)

    def _draw_garden(self, surface: pygame.Surface, view: dict, player: int) -> None:
        garden = view["gardens"][player]
        cat = self.cat
        rows = cat.data.rows
        frame = GRID.inflate(16, 16)
        frame.top -= 40
        frame.h += 40
        pygame.draw.rect(surface, paint.HEDGE, frame, border_radius=10)
        terrace = pygame.Rect(GRID.left, TERRACE_Y - 16, GRID.w, 34)
        pygame.draw.rect(surface, paint.STONE, terrace)
        for r in range(1, 7):
            label = pygame.Rect(GRID.left - 40, GRID.top + (r - 1) * CELL + 8, 30, CELL - 16)
            pygame.draw.rect(surface, paint.ROW_RGB[rows[r - 1].id], label, border_radius=6)
            self._text(surface, str(cat.row_value(r)), label.center, 18, bold=True, anchor="center")
        marks = self._marks(view, player)
        for r in range(1, 7):
            row_rgb = paint.ROW_RGB[rows[r - 1].id]
            for c in range(9):
                rect = self._cell(r, c)
                face = garden["squares"][(r - 1) * 9 + c]
                paint.square(surface, rect, face, c, row_rgb)
                mark = marks.get((r - 1) * 9 + c)
                if mark and mark != ".":
                    self._text(
                        surface,
                        mark,
                        (rect.right - 3, rect.top + 2),
                        13,
                        palette.SEAL_RED if mark.startswith("-") else palette.INK,
                        bold=True,
                        anchor="topright",
                    )
                words = self._square_words(garden, r, c, mark)
                self.spots.append(Spot(rect, "square", (r, c), words))
        part = view["modules"].get("expansion-boards")
        for index in part["covered"] if part else ():  # the expansion board's outline
            pygame.draw.rect(surface, paint.GILT, self._cell(index // 9 + 1, index % 9), 2)
        self._draw_targets(surface, view, player)
        for c, row in enumerate(garden["nobles"]):
            centre = self._noble_centre(c, row)
            if (
                self.dragging is not None
                and self.dragging.kind == "noble"
                and self.dragging.payload == c
                and player == self.viewer
            ):
                continue
            paint.nobleman(surface, centre, 30, self.colours[player])
            rect = pygame.Rect(0, 0, 30, 34)
            rect.center = centre
            if player == self.viewer:
                where = "on the terrace" if row == 0 else f"in the {cat.colour(row)} row"
                self.spots.append(
                    Spot(
                        rect,
                        "noble",
                        c,
                        f"Your {cat.symbol(c)} nobleman, {where}: drag it down its column",
                    )
                )
        self._text(
            surface,
            f"{garden['name']}'s garden  ·  {points(garden['score'])}",
            (GRID.left, frame.bottom + 4),
            18,
            bold=True,
        )

    def _noble_centre(self, column: int, row: int) -> tuple[int, int]:
        if row == 0:
            return (GRID.left + column * CELL + CELL // 2, TERRACE_Y)
        rect = self._cell(row, column)
        return (rect.left + 16, rect.bottom - 18)

    def _square_words(self, garden: dict, row: int, column: int, mark: str | None) -> str:
        name = f"{self.cat.colour(row)} {self.cat.symbol(column)}"
        face = garden["squares"][(row - 1) * 9 + column]
        what = ["free", "preprinted", "a tile", "a gardener"][face]
        extra = f"; mark {mark}" if mark and mark != "." else ""
        return f"The {name} square ({what}): row value {self.cat.row_value(row)}{extra}"

    def _marks(self, view: dict, player: int) -> dict[int, str]:
        """A module's marks on ``player``'s garden as its view shows them; while the viewer
        chooses a side, the side under the mouse."""
        part = view["modules"].get("expansion-boards")
        if not part:
            return {}
        marks = part["marks"][player]
        if player == self.viewer:
            for button, option in self.side_buttons:
                pointed = button.rect.collidepoint(self.drag_pos)
                if pointed and getattr(option, "side", None) in part["own_sides"]:
                    marks = part["own_sides"][option.side]
        return {i: m for i, m in enumerate(marks) if m}

    def _draw_targets(self, surface: pygame.Surface, view: dict, player: int) -> None:
        """Light the squares the pending choice allows, with the points a nobleman scores."""
        lit: dict[tuple[int, int], str] = {}
        self.lit = lit  # what is lit now: square -> the points it gives
        if player != self.viewer or not self._mine():
            return
        pending = self.pending
        if pending.kind == "gardener":
            for o in pending.options:
                lit[(o.row, o.column)] = ""
        piece = self.dragging or self.selected
        if pending.kind == "noble" and piece is not None and piece.kind == "noble":
            garden = view["gardens"][player]
            paths = noble_paths(garden["squares"], piece.payload, garden["nobles"][piece.payload])
            for o in pending.options:
                if isinstance(o, MoveNoble) and o.column == piece.payload:
                    lit[(o.row, o.column)] = f"+{self.cat.row_value(o.row)}"
                    path = paths.get(o.row, [])
                    if self.hover and self.hover.payload == (o.row, o.column):
                        points = [self._cell(i // 9 + 1, i % 9).center for i in path]
                        if len(points) > 1:
                            pygame.draw.lines(surface, paint.GILT, False, points, 4)
        for (r, c), words in lit.items():
            rect = self._cell(r, c)
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            glow.fill((*paint.HIGHLIGHT, 90))
            surface.blit(glow, rect)
            pygame.draw.rect(surface, paint.HIGHLIGHT, rect, 3)
            if words:
                self._text(surface, words, rect.center, 22, palette.INK, True, "center")

    def _draw_hand(self, surface: pygame.Surface, view: dict) -> None:
        garden = view["gardens"][self.viewer]
        cat = self.cat
        y = HAND_Y + 18
        self._text(
            surface,
            f"Your cards  ·  {garden['draw_count']} left in your deck",
            (GRID.left - 40, HAND_Y - 4),
            15,
            palette.INK_SOFT,
        )
        for i, card in enumerate(garden["hand"] or []):
            rect = pygame.Rect(GRID.left - 40 + i * (CARD_W + 12), y, CARD_W, CARD_H)
            if (
                self.dragging is not None
                and self.dragging.payload == card
                and self.dragging.kind == "card"
            ):
                pygame.draw.rect(surface, palette.PAPER_DARK, rect, border_radius=8)
                continue
            self._paint_card(surface, rect, card)
            if (
                self.selected is not None
                and self.selected.kind == "card"
                and self.selected.payload == card
            ):
                pygame.draw.rect(surface, paint.HIGHLIGHT, rect.inflate(6, 6), 4, border_radius=10)
            self.spots.append(
                Spot(
                    rect,
                    "card",
                    card,
                    f"Your card: {cat.card_name(card)}. Drag it onto a display tile it allows",
                )
            )
        x = GRID.left - 40 + 2 * (CARD_W + 12) + 20
        self._text(surface, "Your missions (secret)", (x, HAND_Y - 4), 15, palette.INK_SOFT)
        for i, column in enumerate(garden["missions"] or []):
            rect = pygame.Rect(x + i * 96, y, 88, CARD_H - 20)
            pygame.draw.rect(surface, (214, 196, 226), rect, border_radius=8)
            paint.symbol(surface, column, rect.inflate(-20, -46).move(0, -10))
            self._text(
                surface, cat.symbol(column), (rect.centerx, rect.bottom - 6), 14, anchor="midbottom"
            )
            pygame.draw.rect(surface, paint.GILT, rect, 2, border_radius=8)
            noble = garden["nobles"][column]
            worth = cat.row_value(noble) if noble else 0
            self.spots.append(
                Spot(
                    rect,
                    "mission",
                    column,
                    f"Mission: the {cat.symbol(column)} "
                    f"nobleman's row scores at the end (now {worth})",
                )
            )

    def _paint_card(self, surface: pygame.Surface, rect: pygame.Rect, card: int) -> None:
        c = self.cat.cards[card]
        colours = [paint.ROW_RGB[self.cat.data.rows[r - 1].id] for r in c.colours]
        label = self.cat.card_name(card)
        label = "wild" if c.wild else label
        paint.card(surface, rect, colours, c.symbol, label, self._font(14))

    def _draw_display(self, surface: pygame.Surface, view: dict) -> None:
        cat = self.cat
        board = pygame.Rect(DISPLAY_X - 34, DISPLAY_Y - 30, 2 * SLOT + 94, 5 * (SLOT + 10) + 64)
        pygame.draw.rect(surface, paint.HEDGE, board, border_radius=10)
        self._text(
            surface,
            "Display",
            (board.centerx, board.top + 6),
            16,
            palette.PAPER_LIGHT,
            True,
            "midtop",
        )
        allowed = set()
        piece = self.dragging or self.selected
        if self._mine() and self.pending.kind == "take":
            allowed = {
                o.slot
                for o in self.pending.options
                if piece is None or piece.kind != "card" or o.card == piece.payload
            }
        for slot, tile in enumerate(view["display"]):
            row = cat.slot_rows[slot]
            rect = pygame.Rect(
                DISPLAY_X + 40 + (slot % 2) * (SLOT + 6),
                DISPLAY_Y + (row - 2) * (SLOT + 10),
                SLOT,
                SLOT,
            )
            row_rgb = paint.ROW_RGB[cat.data.rows[row - 1].id]
            pygame.draw.rect(surface, row_rgb, rect.inflate(8, 8), border_radius=6)
            if slot % 2 == 0:
                self._text(
                    surface,
                    cat.colour(row),
                    (DISPLAY_X + 34, rect.centery),
                    13,
                    palette.PAPER_LIGHT,
                    anchor="midright",
                )
            if tile is None:
                continue
            paint.square(surface, rect, 2, tile, row_rgb)
            if slot in allowed and piece is not None:
                pygame.draw.rect(surface, paint.HIGHLIGHT, rect.inflate(8, 8), 4, border_radius=6)
            words = (
                f"A {cat.symbol(tile)} on {cat.colour(row)}: it goes to the "
                f"{cat.colour(row)} {cat.symbol(tile)} square"
            )
            self.spots.append(Spot(rect, "slot", slot, words))
        self._text(
            surface,
            f"Supply: {view['supply_count']} tiles",
            (board.centerx, board.bottom - 24),
            15,
            palette.PAPER_LIGHT,
            anchor="midtop",
        )

    def _draw_others(self, surface: pygame.Surface, view: dict) -> None:
        x0, y = 820, 56
        cat = self.cat
        for p, garden in enumerate(view["gardens"]):
            if p == self.viewer:
                continue
            box = pygame.Rect(x0 - 8, y - 6, 458, 9 * SMALL + 12)
            draw_card(surface, box)
            for r in range(1, 7):
                row_rgb = paint.ROW_RGB[cat.data.rows[r - 1].id]
                for c in range(9):
                    rect = pygame.Rect(x0 + c * SMALL, y + 18 + (r - 1) * SMALL, SMALL, SMALL)
                    paint.square(surface, rect, garden["squares"][(r - 1) * 9 + c], c, row_rgb)
            for c, row in enumerate(garden["nobles"]):
                cy = y + 10 if row == 0 else y + 18 + (row - 1) * SMALL + SMALL // 2
                pygame.draw.circle(surface, self.colours[p], (x0 + c * SMALL + SMALL // 2, cy), 5)
                pygame.draw.circle(surface, palette.INK, (x0 + c * SMALL + SMALL // 2, cy), 5, 1)
            tx = x0 + 9 * SMALL + 16
            pygame.draw.circle(surface, self.colours[p], (tx + 8, y + 10), 8)
            self._text(
                surface, f"{garden['name']}  {points(garden['score'])}", (tx + 22, y), 17, bold=True
            )
            computer = " (computer)" if self.session.is_computer(p) else ""
            self._text(
                surface,
                f"{garden['hand_count']} cards in hand, {garden['draw_count']} in deck{computer}",
                (tx, y + 24),
                14,
                palette.INK_SOFT,
            )
            if garden["discard"]:
                last = cat.card_name(garden["discard"][-1])
                self._text(surface, f"Last played: {last}", (tx, y + 44), 14, palette.INK_SOFT)
            if garden["hand"] is not None:
                held = ", ".join(cat.card_name(c) for c in garden["hand"])
                self._text(surface, f"Hand: {held}", (tx, y + 64), 14, palette.INK_SOFT)
            rect = pygame.Rect(x0, y + 18, 9 * SMALL, 6 * SMALL)
            self.spots.append(
                Spot(rect, "other", p, f"{garden['name']}'s garden: {garden['score']} points")
            )
            y += 9 * SMALL + 24

    def _draw_log(self, surface: pygame.Surface) -> None:
        draw_card(surface, LOG)
        self._text(surface, "Log", (LOG.left + 10, LOG.top + 6), 15, palette.INK_SOFT, True)
        lines = self.session.log[-11:]
        for i, line in enumerate(lines):
            self._text(surface, line[:86], (LOG.left + 10, LOG.top + 28 + i * 21), 15)

    def _draw_hover(self, surface: pygame.Surface) -> None:
        """A hover card by the mouse: what the piece under it is, in a player's words."""
        if self.hover is None or self.dragging is not None:
            return
        font = self._font(15)
        lines = _wrap(self.hover.words, font, 300)
        box = pygame.Rect(0, 0, 320, 14 + 20 * len(lines))
        x, y = self.drag_pos
        box.topleft = (x + 18, y + 18)
        box.clamp_ip(pygame.Rect((0, 0), self.app.size))
        draw_card(surface, box, 240)
        for i, line in enumerate(lines):
            surface.blit(
                font.render(line, True, palette.INK), (box.left + 10, box.top + 7 + 20 * i)
            )

    def _draw_info(self, surface: pygame.Surface) -> None:
        words = self.message or GUIDES.get(self.pending.kind, "") if self._mine() else self.message
        words = words or "F1: rules"
        self._text(surface, words[:110], (INFO.left, INFO.bottom - 22), 16, palette.INK_SOFT)

    def _draw_drag(self, surface: pygame.Surface, view: dict) -> None:
        if self.dragging is None:
            return
        x, y = self.drag_pos
        if self.dragging.kind == "card":
            self._paint_card(
                surface, pygame.Rect(x - CARD_W // 2, y - 30, CARD_W, CARD_H), self.dragging.payload
            )
        else:
            paint.nobleman(surface, (x, y), 34, self.colours[self.viewer])


def _wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] > width:
            lines.append(line)
            trial = word
        line = trial
    return [*lines, line]
