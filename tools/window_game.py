"""Open the game in a real window of a given size at a game of a given setup, for window
playtests (e.g. under Xvfb, then tools/window_play.py or xdotool and screenshots).

Usage (TANG_GARDEN_HOME: a folder of its own; its autosave is replaced):
    PYTHONPATH=. python tools/window_game.py WxH PLAYERS SEED TURNS [MODULE ...]

MODULE: a module id, or "parts" for every expansion part. The game is set up and played
``TURNS`` random legal turns, autosaved, and the window opens on the menu and presses Enter
(Continue) as a person would; it then stays open for the driver until it is closed.
"""

from __future__ import annotations

import sys

import pygame

from engine.tang_garden.api import known_modules, save
from game.app import App
from game.paths import autosave_path
from game.screenshot import random_turns


def modules_of(names: list[str]) -> list[str]:
    """The module ids asked for ("parts": every expansion part)."""
    parts = [m.id for m in known_modules() if m.kind == "part"]
    return [m for name in names for m in (parts if name == "parts" else [name])]


def main(argv: list[str]) -> int:
    size = tuple(map(int, argv[0].split("x")))
    players, seed, turns = int(argv[1]), int(argv[2]), int(argv[3])
    state = random_turns(players, seed, turns, ruleset=modules_of(argv[4:]))
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    save(state, path, {"seats": ["person"] * players})
    app = App(window=size)
    app.step(1 / 60)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    pygame.event.post(enter)
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
