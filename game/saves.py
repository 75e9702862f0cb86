"""The saves folder: one file per game (updated at each Save & menu), listed with what each
game is, renamed and deleted from the Load screen."""

from __future__ import annotations

import contextlib
import functools
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

from engine.tang_garden.api import GameState, RecordError, checked, read, save
from game.paths import autosave_path, saves_dir
from game.seats import is_computer, seats_of

FORBIDDEN = set('/\\:*?"<>|')  # characters no file name may hold on some system


SEP = "  ·  "


@dataclass(frozen=True)
class SaveEntry:
    """A save in the Load list: its name, what the game is (players, rules, moves) and when."""

    path: Path
    name: str
    facts: tuple[str, ...]  # players, rules, moves; or "damaged file"
    stamp: str

    @property
    def label(self) -> str:
        return SEP.join((self.name, *self.facts, self.stamp))

    @property
    def is_autosave(self) -> bool:
        return self.path == autosave_path()


@functools.cache
def _module_names() -> dict[str, str]:
    from engine.tang_garden.api import known_modules

    return {m.id: m.name for m in known_modules()}


def _summary(path: Path) -> tuple[str, ...]:
    """Players, rules and length of a save, from its checked record without replaying it."""
    try:
        raw = read(path)
        record = checked(raw)
    except RecordError:
        return ("damaged file",)
    names = _module_names()
    rules = " + ".join(names.get(m.id, m.id) for m in record.setup.ruleset) or "Base game"
    players = record.setup.players
    seats = seats_of(raw.get("ui"), len(players))
    who = [
        f"{name} ({kind.capitalize()})" if is_computer(kind) else name
        for name, kind in zip(players, seats, strict=True)
    ]
    return ", ".join(who), rules, f"{len(record.actions)} moves"


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
        entries.append(SaveEntry(path, name, _summary(path), stamp))
    return entries


def _game_of(path: Path) -> object:
    try:
        ui = read(path).get("ui")
    except RecordError:
        return None
    return ui.get("game") if isinstance(ui, dict) else None


def save_game(state: GameState, table: dict) -> Path:
    """Write the game to its own file in the saves folder: the file it was saved to before
    (found by the game's id in the table), else a new one named by the date and time."""
    folder = saves_dir()
    game = table.get("game")
    earlier = sorted(folder.glob("*.json")) if folder.is_dir() and game else []
    path = next((p for p in earlier if _game_of(p) == game), None)
    if path is None:
        stem = time.strftime("game-%Y%m%d-%H%M%S")
        path, n = folder / f"{stem}.json", 1
        while path.exists():
            n += 1
            path = folder / f"{stem}-{n}.json"
    save(state, path, table)
    return path


def adopt(path: Path, state: GameState, table: dict) -> None:
    """A game saved before games had ids gets one, written into its file, so that Save & menu
    updates that file rather than starting another."""
    if "game" in table:
        return
    table["game"] = uuid.uuid4().hex
    with contextlib.suppress(OSError):  # read-only: the next Save & menu makes a new file
        save(state, path, table)


def rename(entry: SaveEntry, name: str) -> str:
    """Give a saved game a new name; returns why not ("" when done)."""
    name = name.strip()
    if entry.is_autosave:
        return "The autosave keeps its name: open it and use Save & menu to keep a copy"
    if not name or name.startswith("."):
        return "Enter a name"
    if FORBIDDEN & set(name):
        return 'A name cannot hold any of / \\ : * ? " < > |'
    target = entry.path.with_name(f"{name}.json")
    if target.exists() and target != entry.path:
        return f"There is already a game called “{name}”"
    try:
        entry.path.rename(target)
    except OSError as exc:
        return f"Could not rename: {exc.strerror or exc}"
    return ""


def delete(entry: SaveEntry) -> str:
    """Remove a saved game's file; returns why not ("" when done)."""
    try:
        entry.path.unlink()
    except OSError as exc:
        return f"Could not delete: {exc.strerror or exc}"
    return ""
