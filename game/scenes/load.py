"""Choosing a saved game (or the autosave) to open."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UISelectionList

from engine.record import RecordError, checked, read
from game.paths import autosave_path, saves_dir
from game.scenes.base import Scene
from game.scenes.common import (
    backdrop,
    describe_failure,
    draw_card,
    draw_heading,
    open_game,
    read_game,
)

if TYPE_CHECKING:
    from game.app import App


@dataclass(frozen=True)
class SaveEntry:
    path: Path
    label: str


def _summary(path: Path) -> str:
    """Players and length of a save, from its checked record without replaying it."""
    try:
        record = checked(read(path))
    except RecordError:
        return "damaged file"
    return f"{', '.join(record.setup.players)}  ·  {len(record.actions)} moves"


def list_saves() -> list[SaveEntry]:
    """The autosave first, then saved games, newest first; labels are unique."""
    found = []
    auto = autosave_path()
    if auto.is_file():
        found.append(("Autosave", auto))
    folder = saves_dir()
    if folder.is_dir():
        files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        found += [(p.stem, p) for p in files]
    entries = []
    for name, path in found:
        stamp = time.strftime("%d %b %Y, %H:%M", time.localtime(path.stat().st_mtime))
        entries.append(SaveEntry(path, f"{name}  ·  {_summary(path)}  ·  {stamp}"))
    return entries


class LoadScene(Scene):
    """A list of saves; Open (or a double click) replays the chosen one."""

    def __init__(self, app: App, back: object) -> None:
        super().__init__(app)
        self.back_scene = back
        w, _ = app.size
        self.card = pygame.Rect(180, 112, w - 360, 640)
        self.entries = list_saves()
        labels = [e.label for e in self.entries]
        self.list = UISelectionList(
            pygame.Rect(220, 150, w - 440, 440),
            labels,
            self.ui,
            default_selection=labels[0] if labels else None,
        )
        text = (
            "Choose a game and press Open (or double-click it)"
            if labels
            else "No saved games yet: the game in progress is kept as the autosave"
        )
        self.hint = UILabel(pygame.Rect(220, 596, w - 440, 28), text, self.ui, object_id="#hint")
        self.message = UILabel(
            pygame.Rect(220, 626, w - 440, 28), " ", self.ui, object_id="#message"
        )
        self.back_button = UIButton(
            pygame.Rect(220, 672, 200, 50),
            "Back",
            self.ui,
            tool_tip_text="Return to the title screen (Esc)",
        )
        self.open_button = UIButton(
            pygame.Rect(w - 220 - 260, 672, 260, 50),
            "Open",
            self.ui,
            tool_tip_text="Open the chosen game (Enter)",
            object_id="#primary",
        )
        if not labels:
            self.open_button.disable()

    def selected(self) -> SaveEntry | None:
        label = self.list.get_single_selection()
        return next((e for e in self.entries if e.label == label), None)

    def open(self, entry: SaveEntry | None = None) -> None:
        """Replay a save and go to its game; any problem is shown, never raised."""
        entry = entry or self.selected()
        if entry is None:
            self.message.set_text("Choose a game first")
            return
        try:
            state, table = read_game(entry.path)
        except Exception as exc:
            self.message.set_text(describe_failure(entry.path, exc))
            return
        try:
            open_game(self.app, state, table)
        except ImportError as exc:
            self.message.set_text(f"The play screen is not available: {exc}")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.open_button:
                self.open()
            elif event.ui_element is self.back_button:
                self.app.switch(self.back_scene)
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            if event.ui_element is self.list:
                self.open()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            self.message.set_text(" ")
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open()
            elif event.key == pygame.K_ESCAPE:
                self.app.switch(self.back_scene)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.app.size), (0, 0))
        draw_card(surface, self.card)
        draw_heading(surface, "Load a game", (self.app.size[0] // 2, 66))
        self.ui.draw_ui(surface)
