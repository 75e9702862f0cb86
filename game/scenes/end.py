"""The end of any game: the result's rows and totals per player, the outcome (the winners, or a
team's or solo player's victory or defeat, with a title reached), its notes (a tie-break), why
it ended, and each player's itemised parts (Tang Garden: the characters in the garden).

It reads only the core ``Result`` (``rows()``, ``totals``, ``winners``, ``outcome``, ``title``,
``notes()``, ``parts()``), so a scenario's co-operative or solo result uses it as it is."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from engine.tang_garden.api import RecordError, end_cause, seen_by, to_record
from game import palette
from game.hover import category_label
from game.scenes.base import Scene
from game.scenes.common import (
    backdrop,
    draw_card,
    draw_heading,
    draw_piece,
    gui_font,
    play_again,
    player_colours,
    preload_fonts,
)
from game.tang_garden.module_ui_registry import adapters

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.app import App
    from game.session import Session

FACINGS = {"N": "north", "E": "east", "S": "south", "W": "west"}
COUNT_SECONDS = 1.8  # the count-up at normal speed
LEFT, TOP, TABLE_W = 50, 146, 780  # the table's least width
DETAILS_MIN_W = 320  # the least width left for the characters beside a table widened for names
NAME_PAD = 16
LABEL_W, HEAD_H, ROW_H = 250, 78, 50
MIN_ROW_H = 26  # the least a row of the #cell font needs
BUTTONS_H = 84  # the buttons' band at the bottom of the screen
STACKS = {"tao": "Tao"}


def winners_text(state: GameState) -> str:
    """The outcome in a heading: who won, or the team's (or solo player's) victory with the
    title reached, or its defeat."""
    result = state.result
    if result.outcome == "defeat":
        return "Defeat"
    if result.outcome == "victory":
        return f"Victory: {result.title}!" if result.title else "Victory!"
    names = [state.players[i].name for i in result.winners]
    if len(names) == 1:
        return f"{names[0]} wins!"
    return f"{', '.join(names[:-1])} and {names[-1]} share the victory"


def _room(height: int) -> int:
    """The height the category rows may take: the table ends above the buttons, and its total
    row keeps its full height."""
    return height - BUTTONS_H - TOP - HEAD_H - 48 - ROW_H


def _row_height(rows: int, height: int) -> int:
    """The height of each of ``rows`` category rows."""
    return max(MIN_ROW_H, min(ROW_H, _room(height) // max(1, rows)))


def grouped(
    rows: list[tuple[str, tuple[int, ...]]], state: GameState
) -> list[tuple[str, tuple[int, ...]]]:
    """The score categories with those named alike (Winter's Roof cards of four colours) as
    one row under the first one's key, their points added up."""
    out: dict[str, tuple[str, tuple[int, ...]]] = {}
    for key, values in rows:
        label = category_label(key, state)
        if label in out:
            first, sums = out[label]
            out[label] = (first, tuple(a + b for a, b in zip(sums, values, strict=True)))
        else:
            out[label] = (key, values)
    return list(out.values())


def _rows(rows: list[tuple[str, tuple[int, ...]]], height: int) -> tuple[list[str], list[str]]:
    """The score categories shown as rows, and those left out: when every category does not
    fit, the ones nobody scored in are named under the characters instead."""
    keys = [key for key, _ in rows]
    if _row_height(len(keys), height) * len(keys) <= _room(height):
        return keys, []
    scored = [key for i, (key, values) in enumerate(rows) if i == 0 or any(values)]
    return scored, [k for k in keys if k not in scored]


def characters_html(state: GameState, unscored: list[str] = ()) -> str:
    """Each player's characters in the garden with their sight and decoration coins (the
    result's parts); then the score categories nobody scored in, when the table leaves them
    out."""
    parts = ['<font pixel_size=20 color="#B22C24"><b>Characters in the garden</b></font>']
    for i in range(len(state.result.totals)):
        lines = [f"<b>{html.escape(state.players[i].name)}</b>"]
        scored = state.result.parts(i)
        for c in scored:
            char = state.catalog.characters.get(c.character)
            name = char.name if char else c.character
            bits = [f"{c.decorations} for decorations", f"{c.preference} for its sight"]
            bits += [f"{coins:+d} {html.escape(what, quote=False)}" for what, coins in c.extras]
            lines.append(
                f"{html.escape(name)} facing {FACINGS.get(c.facing, c.facing)}: <b>{c.total}</b> "
                f"({', '.join(bits)})"
            )
        if not scored:
            lines.append("<i>no character in the garden</i>")
        player = state.players[i]
        tracks = ", ".join(
            f"{track.name} {level}"
            for track, level in zip(state.catalog.tracks, player.tracks, strict=True)
        )
        lines.append(f"Landscape tokens: {sum(player.tokens.values())}  ·  {tracks}")
        parts.append("<br>".join(lines))
    parts += [
        html.escape(line, quote=False)
        for adapter in adapters(state.ruleset)
        for line in adapter.end_extras(state)
    ]
    if unscored:
        names = ", ".join(html.escape(category_label(k, state)) for k in unscored)
        parts.append(f"<b>Nobody scored</b> for {names}: 0 for everyone.")
    return "<br><br>".join(parts)


def ruleset_end(app: App, session: Session) -> Scene:
    """The end screen of a finished game: a module's own (Summer's, for now), else the shared
    one."""
    own = (adapter.end_scene(app, session) for adapter in adapters(session.state.ruleset))
    return next((scene for scene in own if scene is not None), None) or EndScene(app, session)


class EndScene(Scene):
    """Scores count up (skippable by any click or key), then the winner is named."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        preload_fonts(self.ui, (self.fit.text(17),))
        self.session = session
        state = self.state = seen_by(session.state, None)  # the end as everybody may see it
        result = self.result = state.result
        self.rows = grouped(result.rows(), state)
        self.values = dict(self.rows)  # category -> each player's points
        self.players = len(result.totals)
        self.colours = player_colours(session.table, len(state.players))
        shapes = session.table.get("shapes") or []
        self.shapes = [shapes[i] if i < len(shapes) else "circle" for i in range(len(self.colours))]
        speed = app.settings.speed
        self.duration = COUNT_SECONDS / speed if speed > 0 else 0.0
        self.elapsed = 0.0
        self.total = result.total_label  # None: the rows are not added up
        self.done = False
        self.build()

    def build(self) -> None:
        """The table at the left (its rows as tall as the window allows), each player's parts
        beside it, the buttons at the foot."""
        fit, ui, state = self.fit, self.ui, self.state
        w, h = fit.room
        self.keys, self.unscored = _rows(self.rows, h)
        self.row_h = _row_height(len(self.keys), h)
        totals = ["total"] if self.total else []
        rows_h = len(self.keys) * self.row_h + (ROW_H if self.total else 0)
        self.col_w = self._column_width(w)
        width = LABEL_W + 30 + self.col_w * max(1, self.players)
        self.table = pygame.Rect(LEFT, TOP, width, HEAD_H + rows_h + 36)  # design units
        self.heads = [self._fitted(state.players[c].name) for c in range(self.players)]
        self.cells: dict[tuple[int, str], UILabel] = {}
        for r, key in enumerate([*self.keys, *totals]):
            y = self._row_y(r)
            label = category_label(key, state) if key != "total" else self.total
            row_h = ROW_H if key == "total" else self.row_h
            UILabel(
                fit.rect(LEFT + 20, y, LABEL_W, row_h),
                label,
                ui,
                object_id="#cell_left" if key != "total" else "#cell_total_label",
            )
            for c in range(self.players):
                rect = fit.rect(self._col_x(c), y, self.col_w, row_h)
                oid = "#cell_bold" if key == "total" else "#cell"
                self.cells[c, key] = UILabel(rect, "0", ui, object_id=oid)
        table = self.table
        side = fit.rect(
            table.right + 24, table.y, w - table.right - 74, h - BUTTONS_H - table.y - 16
        )
        self.details = UITextBox(characters_html(state, self.unscored), side, ui)
        self.menu_button = UIButton(
            fit.rect(LEFT, h - 72, 200, 50),
            "Menu",
            ui,
            tool_tip_text="Back to the title screen (Esc)",
        )
        self.garden_button = UIButton(
            fit.rect(w // 2 - 110, h - 72, 220, 50),
            "View garden",
            ui,
            tool_tip_text="See the final garden, then come back (G)",
        )
        self.new_button = UIButton(
            fit.rect(LEFT + 220, h - 72, 200, 50),
            "New game",
            ui,
            tool_tip_text="Set up another game",
        )
        self.replay_button = UIButton(
            fit.rect(w // 2 + 125, h - 72, 150, 50),
            "Replay",
            ui,
            tool_tip_text="Step through the game move by move (R)",
        )
        self.again_button = UIButton(
            fit.rect(w - 50 - 260, h - 72, 260, 50),
            "Play again",
            ui,
            tool_tip_text="The same players, seats and rules with a new deal",
            object_id="#primary",
        )
        done, self.done = self.done, False
        self._show(1.0 if done or not self.duration else self.elapsed / self.duration)

    # --- layout -------------------------------------------------------------------------------

    def _row_y(self, row: int) -> int:
        gap = 12 if row == len(self.keys) else 0
        return TOP + HEAD_H + row * self.row_h + gap

    def _column_width(self, screen_w: int) -> int:
        """A player's column: wide enough for the longest name where the screen leaves room
        beside the table for the characters, never narrower than an even share of the table."""
        share = (TABLE_W - LABEL_W - 30) // max(1, self.players)
        font = gui_font(18, bold=True)
        widest = max((font.size(p.name)[0] for p in self.state.players), default=0) + NAME_PAD
        room = screen_w - LEFT - LABEL_W - 30 - 74 - DETAILS_MIN_W
        return max(share, min(widest, room // max(1, self.players)))

    def _fitted(self, name: str) -> str:
        """A player's name as it fits its column (cut with "…" only when it does not)."""
        font, full, shown = gui_font(18, bold=True), name, name
        while font.size(shown)[0] > self.col_w - 8 and len(full) > 1:
            full = full[:-1]
            shown = full + "…"
        return shown

    def _col_x(self, col: int) -> int:
        return LEFT + LABEL_W + 20 + col * self.col_w

    # --- the count-up -------------------------------------------------------------------------

    def _show(self, progress: float) -> None:
        """Show every value at ``progress`` (0..1) of its final amount."""
        eased = 1 - (1 - progress) ** 3
        for c, final in enumerate(self.result.totals):
            total = 0
            for key in self.keys:
                value = round(self.values[key][c] * eased)
                total += value
                self._set(c, key, value)
            if self.total:
                self._set(c, "total", final if progress >= 1 else total)
        if progress >= 1 and not self.done:
            self.done = True
            for p in self.result.winners if self.total else ():
                self.cells[p, "total"].change_object_id("#cell_winner")

    def _set(self, col: int, key: str, value: int) -> None:
        label = self.cells[col, key]
        if label.text != str(value):
            label.set_text(str(value))

    def skip(self) -> None:
        self.elapsed = self.duration
        self._show(1.0)

    def shown(self, col: int, key: str = "total") -> str:
        """The text in a cell of the table (for tests)."""
        return self.cells[col, key].text

    # --- events -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.skip()
            if event.ui_element is self.new_button:
                self.app.switch("new_game")
            elif event.ui_element is self.again_button:
                play_again(self.app, self.session)
            elif event.ui_element is self.menu_button:
                self.to_menu()
            elif event.ui_element is self.garden_button:
                self.view_garden()
            elif event.ui_element is self.replay_button:
                self.replay()
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and not self.done:
            self.skip()
        elif event.type == pygame.KEYDOWN:  # no key starts a game: keys held from play go here
            if event.key == pygame.K_ESCAPE:
                self.to_menu()
            elif event.key == pygame.K_g:
                self.view_garden()
            elif event.key == pygame.K_r:
                self.replay()

    def view_garden(self) -> None:
        self.app.switch("garden", session=self.session, back=self)

    def replay(self) -> None:
        """The replay viewer on this game, from its setup; Close returns here."""
        try:
            record = to_record(self.session.state)
            self.app.switch("replay", record=record, table=self.session.table, back=self)
        except RecordError as exc:  # a game of other data than the shipped
            self.app.notice = (f"This game cannot be replayed: {exc}", 5.0)

    def to_menu(self) -> None:
        self.app.switch("menu")

    def update(self, dt: float) -> None:
        if not self.done:
            self.elapsed += dt
            self._show(min(1.0, self.elapsed / self.duration) if self.duration else 1.0)
        super().update(dt)

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        fit = self.fit
        cx = fit.room[0] // 2
        heading = winners_text(self.state) if self.done else "Final scores"
        draw_heading(surface, heading, fit.point(cx, 52), fit.px(44))
        lines = [end_cause(self.state), *(self.result.notes() if self.done else ())]
        for i, line in enumerate(lines):
            text = gui_font(fit.text(17)).render(line, True, palette.INK_SOFT)
            surface.blit(text, text.get_rect(center=fit.point(cx, 100 + i * 22)))
        draw_card(surface, fit.box(self.table))
        self._draw_grid(surface)
        self.ui.draw_ui(surface)

    def _draw_grid(self, surface: pygame.Surface) -> None:
        fit = self.fit
        for r in range(len(self.keys)):
            if r % 2 == 0:
                band = fit.rect(LEFT + 10, self._row_y(r), self.table.w - 20, self.row_h)
                pygame.draw.rect(surface, palette.PAPER, band, border_radius=fit.px(6))
        if self.total:
            y = self._row_y(len(self.keys)) - 6
            line = (fit.point(LEFT + 16, y), fit.point(self.table.right - 16, y))
            pygame.draw.line(surface, palette.INK, *line, 2)
        for c in range(self.players):
            x = self._col_x(c)
            rgb, shape = self.colours[c], self.shapes[c]
            draw_piece(surface, shape, rgb, fit.point(x + self.col_w // 2, TOP + 24), fit.px(12))
            text = gui_font(fit.text(18), bold=True).render(self.heads[c], True, palette.INK)
            surface.blit(text, text.get_rect(center=fit.point(x + self.col_w // 2, TOP + 52)))
            bar = fit.rect(x + 10, TOP + HEAD_H - 8, self.col_w - 20, 4)
            pygame.draw.rect(surface, rgb, bar, border_radius=2)
            if self.done and self.total and c in self.result.winners:
                total = self.cells[c, "total"].rect
                pygame.draw.rect(
                    surface,
                    palette.SEAL_RED,
                    total.inflate(-fit.px(self.col_w // 3), -fit.px(8)),
                    2,
                    border_radius=fit.px(8),
                )
