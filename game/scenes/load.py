"""Choosing a saved game (or the autosave) to open."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList, UITextEntryLine

from engine.tang_garden.api import read
from game import saves
from game.saves import SEP, SaveEntry, list_saves
from game.scenes.base import Scene
from game.scenes.common import (
    backdrop,
    describe_failure,
    draw_card,
    draw_heading,
    gui_font,
    open_game,
    read_game,
    table_for,
)

if TYPE_CHECKING:
    from game.app import App

ROW_PAD = 48  # a row's text padding and the list's scroll bar (design units)
SIDE, WIDEST = 180, 1440  # the card's least margin at the sides; its widest
BUTTONS = (  # the buttons at the card's foot left of Open: words and tool tip
    ("Back", "Return to the title screen (Esc)"),
    ("Rename", "Give the chosen game a name"),
    ("Delete", "Remove the chosen game for good"),
    ("Replay", "Step through the chosen game move by move (R)"),
)


def row_text(entry: SaveEntry, width: int, px: int = 18) -> str:
    """A save's row, whole when it fits ``width`` pixels in text of ``px``; else the players
    and the rules are cut (the longer of them first, a letter at a time) so that the moves and
    the date stay in view."""
    font = gui_font(px)
    parts = [entry.name, *entry.facts, entry.stamp]
    cut = list(range(1, len(parts) - 2))  # the players and the rules, when the save is readable
    while font.size(SEP.join(parts))[0] > width and cut:
        i = max(cut, key=lambda k: len(parts[k]))
        kept = parts[i].removesuffix("…")[:-1].rstrip(" ,+")
        if len(kept) < 4:
            cut.remove(i)
            continue
        parts[i] = kept + "…"
    return SEP.join(parts)


class LoadScene(Scene):
    """A list of saves; Open (or a double click) replays the chosen one; Rename and Delete."""

    def __init__(self, app: App, back: object) -> None:
        super().__init__(app)
        self.back_scene = back
        self.entries: list[SaveEntry] = []
        self.rows: dict[str, SaveEntry] = {}  # each row's text, as shown, and its save
        self.deleting: SaveEntry | None = None  # asked once; a second Delete removes it
        self.build()

    def build(self) -> None:
        """The list as wide and tall as the window leaves room for, the hint and message under
        it, the buttons at the foot of the card; the chosen game stays chosen."""
        chosen = self.selected() if hasattr(self, "list") else None
        fit, ui = self.fit, self.ui
        w, h = fit.room
        side = max(SIDE, (w - WIDEST) // 2)
        foot = h - 800  # how much taller than the design the window is
        self.card = fit.rect(side, 112, w - 2 * side, 640 + foot)
        inner = w - 2 * side - 80
        self.list = UISelectionList(fit.rect(side + 40, 150, inner, 440 + foot), [], ui)
        self.hint = UILabel(fit.rect(side + 40, 596 + foot, inner, 28), " ", ui, object_id="#hint")
        self.message = UILabel(
            fit.rect(side + 40, 626 + foot, inner, 28), " ", ui, object_id="#message"
        )
        self.name_entry = UITextEntryLine(fit.rect(side + 40, 594 + foot, inner, 32), ui)
        self.name_entry.hide()
        y = 672 + foot
        self.back_button, self.rename_button, self.delete_button, self.replay_button = (
            UIButton(fit.rect(side + 40 + 155 * k, y, 140, 50), words, ui, tool_tip_text=tip)
            for k, (words, tip) in enumerate(BUTTONS)
        )
        self.open_button = UIButton(
            fit.rect(w - side - 40 - 220, y, 220, 50),
            "Open",
            ui,
            tool_tip_text="Open the chosen game (Enter)",
            object_id="#primary",
        )
        self.refresh(str(chosen.path) if chosen else None)

    def refresh(self, chosen: str | None = None) -> None:
        """Read the saves folder again; keep ``chosen`` (a file's path) selected if it is there."""
        self.entries = list_saves()
        width = self.list.rect.w - self.fit.px(ROW_PAD)
        self.rows = {
            row_text(e, width, self.fit.text(18)): e for e in self.entries
        }  # names are unique
        labels = list(self.rows)
        pick = next((t for t, e in self.rows.items() if str(e.path) == chosen), None)
        self.list.set_item_list(labels)
        if labels:
            self._select(pick or labels[0])
        self.hint.set_text(
            "Choose a game and press Open (or double-click it)"
            if labels
            else "No saved games yet: the game in progress is kept as the autosave"
        )
        chosen = (self.open_button, self.rename_button, self.delete_button, self.replay_button)
        for button in chosen:
            button.enable() if labels else button.disable()
        self._choice_changed()

    def _select(self, label: str) -> None:
        for item in self.list.item_list:
            item["selected"] = item["text"] == label
            element = item.get("button_element")
            if element is not None:
                element.select() if item["selected"] else element.unselect()

    def _choice_changed(self) -> None:
        entry = self.selected()
        self.deleting = None
        self._stop_naming()
        if entry is not None and entry.is_autosave:
            self.rename_button.disable()
        elif entry is not None:
            self.rename_button.enable()

    def note(self, text: str) -> None:
        """A note or a question, in ink."""
        self._tell(text, "#hint")

    def problem(self, text: str) -> None:
        """What went wrong, in the warning colour."""
        self._tell(text, "#message")

    def _tell(self, text: str, style: str) -> None:
        if self.message.object_ids[-1] != style:
            self.message.change_object_id(style)
        self.message.set_text(text)

    def selected(self) -> SaveEntry | None:
        return self.rows.get(self.list.get_single_selection())

    def open(self, entry: SaveEntry | None = None) -> None:
        """Replay a save and go to its game; any problem is shown, never raised."""
        entry = entry or self.selected()
        if entry is None:
            self.problem("Choose a game first")
            return
        try:
            state, table = read_game(entry.path)
        except Exception as exc:
            self.problem(describe_failure(entry.path, exc))
            return
        if not entry.is_autosave:
            saves.adopt(entry.path, state, table)
        try:
            open_game(self.app, state, table)
        except ImportError as exc:
            self.problem(f"The play screen is not available: {exc}")

    def replay(self) -> None:
        """Open the chosen game in the replay viewer; any problem is shown, never raised."""
        entry = self.selected()
        if entry is None:
            self.problem("Choose a game first")
            return
        try:
            record = read(entry.path)
            players = len(record.get("setup", {}).get("players", ()))
            table = table_for(record.get("ui"), players)
            self.app.switch("replay", record=record, table=table, back=self)
        except Exception as exc:  # the viewer was not built: this screen stays
            self.problem(describe_failure(entry.path, exc))

    # --- rename and delete ----------------------------------------------------------------------

    def rename(self) -> None:
        """First press: a field with the name; then Enter (or Rename again) applies it."""
        entry = self.selected()
        if entry is None:
            return
        if not self.name_entry.visible:
            self.hint.hide()
            self.name_entry.set_text(entry.path.stem)
            self.name_entry.show()
            self.name_entry.focus()
            self.note("Type the new name, then press Enter (Esc: keep the old one)")
            return
        problem = saves.rename(entry, self.name_entry.get_text())
        if problem:
            self.problem(problem)
            return
        name = self.name_entry.get_text().strip()
        self.refresh(str(entry.path.with_name(f"{name}.json")))
        self.note(f"Renamed to “{name}”")

    def _stop_naming(self) -> None:
        self.name_entry.unfocus()
        self.name_entry.hide()
        self.hint.show()

    def delete(self) -> None:
        """First press asks; the second removes the chosen file."""
        entry = self.selected()
        if entry is None:
            return
        if self.deleting != entry:
            self._stop_naming()
            self.deleting = entry
            name = "the autosave" if entry.is_autosave else f"“{entry.path.stem}”"
            self.note(f"Delete {name} for good? Press Delete again to confirm")
            return
        problem = saves.delete(entry)
        self.refresh()
        self.note("Deleted") if not problem else self.problem(problem)

    # --- events -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.open_button:
                self.open()
            elif event.ui_element is self.back_button:
                self.app.switch(self.back_scene)
            elif event.ui_element is self.rename_button:
                self.rename()
            elif event.ui_element is self.delete_button:
                self.delete()
            elif event.ui_element is self.replay_button:
                self.replay()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            if event.ui_element is self.name_entry:
                self.rename()
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            if event.ui_element is self.list:
                self.open()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            self.note(" ")
            self._choice_changed()
        elif event.type == pygame.KEYDOWN:
            if self.name_entry.visible:
                if event.key == pygame.K_ESCAPE:
                    self._stop_naming()
                    self.note(" ")
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open()
            elif event.key == pygame.K_ESCAPE:
                self.app.switch(self.back_scene)
            elif event.key == pygame.K_DELETE:
                self.delete()
            elif event.key == pygame.K_r:
                self.replay()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        draw_card(surface, self.card)
        draw_heading(
            surface, "Load a game", self.fit.point(self.fit.room[0] // 2, 66), self.fit.px(44)
        )
        self.ui.draw_ui(surface)
