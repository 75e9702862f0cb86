"""Open the game in a real window of a given size at a game of a given setup, for window
playtests (e.g. under Xvfb, then tools/window_play.py or xdotool and screenshots).

Usage (TANG_GARDEN_HOME: a folder of its own; its autosave is replaced):
    PYTHONPATH=. python tools/window_game.py WxH PLAYERS SEED TURNS [MODULE ...] [--at SCREEN]

MODULE: a module id, or "parts" for every expansion part. The game is set up and played
``TURNS`` random legal turns, autosaved, and the window opens on the menu and presses Enter
(Continue) as a person would; it then stays open for the driver until it is closed.
SCREEN: "play" (the default); "handoff": random legal moves are played on the screen, as a
person's, until the handoff screen covers the table for the next person (a secret pick, e.g.
Spring's bid or the seasoned characters' starting pick at TURNS 0, follows it on a key);
"end": the game is played to its end and the end screen opens.
"""

from __future__ import annotations

import random
import sys

import pygame

from engine.tang_garden.api import known_modules, legal_actions, save
from game.app import App
from game.paths import autosave_path
from game.play_overlays import Handoff
from game.scenes.common import default_table
from game.screenshot import random_turns
from game.session import Session

SCREENS = ("play", "handoff", "end")
FRAME = 1 / 60


def modules_of(names: list[str]) -> list[str]:
    """The module ids asked for ("parts": every expansion part)."""
    parts = [m.id for m in known_modules() if m.kind == "part"]
    return [m for name in names for m in (parts if name == "parts" else [name])]


def to_handoff(app: App, seed: int) -> None:
    """Play random legal moves on the play screen, as its person would, until the handoff
    screen shows (or a few hundred moves pass)."""
    scene, rand = app.scene, random.Random(seed)
    for _ in range(400):
        if scene.overlays.find(Handoff) or scene.state.over:
            return
        for overlay in scene.overlays.stack:  # a news card or a secret pick of this person's
            overlay.close()
        scene.play(rand.choice(legal_actions(scene.state)))
        app.step(FRAME)


def main(argv: list[str]) -> int:
    screen = "play"
    if "--at" in argv:
        k = argv.index("--at")
        screen, argv = argv[k + 1], argv[:k] + argv[k + 2 :]
    if screen not in SCREENS:
        raise SystemExit(f"--at: one of {', '.join(SCREENS)} (not {screen!r})")
    size = tuple(map(int, argv[0].split("x")))
    players, seed, turns = int(argv[1]), int(argv[2]), int(argv[3])
    state = random_turns(players, seed, 10_000 if screen == "end" else turns, modules_of(argv[4:]))
    if screen != "end":
        path = autosave_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        save(state, path, {"seats": ["person"] * players})
    app = App(window=size)
    app.step(FRAME)
    if screen == "end":
        app.switch("end", session=Session(state, table=default_table(players)))
        app.run()
        return 0
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
    pygame.event.post(enter)
    if screen == "handoff":
        for _ in range(3):
            app.step(FRAME)
        to_handoff(app, seed)
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
