"""Peak memory of a scripted session through every screen (SDL dummy driver).

``python bench/memory_bench.py [--trace]``: the menu, New game, a whole hot-seat game played
with the mouse and keys to its score screen, the rules (every tab and page), settings, Load
(opening the autosave), and a whole solo game to its end screen. Prints the peak resident
memory after each screen and, with ``--trace``, the Python allocations that remain largest
(tracemalloc). The last line is ``memory: peak N MB after K events``; the target is < 300 MB.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # for tests.ui_driver

import pygame
from pygame_gui import UI_SELECTION_LIST_NEW_SELECTION

from bench.ui_soak import peak_mb

POSTED = [0]
_post = pygame.event.post


def _counted(event: pygame.event.Event) -> bool:
    POSTED[0] += 1
    return _post(event)


def report(screen: str) -> None:
    print(f"{screen:<34} peak {peak_mb():4d} MB after {POSTED[0]:6d} events", flush=True)


def play_to_the_end(app, scene, choose) -> None:
    """Make ``choose(state)``'s action with the mouse and keys until the screen changes (once
    the game is over, frames run until the play screen has shown its last move and moves on)."""
    from tests.ui_driver import FRAME, perform

    while app.scene is scene and not scene.state.over:
        perform(app, scene, choose(scene.state))
    for _ in range(600):
        if app.scene is not scene:
            return
        app.step(FRAME)
    raise SystemExit("the play screen stayed after the game was over")


def session(app) -> None:
    from engine.tang_garden.game import legal_actions
    from engine.tang_garden.modules.yin_yang.bots import GreedySoloPlayer
    from game.scenes.rules import TABS
    from tests.ui_driver import FRAME, click, key, post

    def press(name: str) -> None:
        click(app, app.scene.buttons[name].rect.center)
        app.step(FRAME)

    report("menu")
    press("new")
    report("new game")
    click(app, app.scene.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text="8")
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    rand = random.Random(8)
    play_to_the_end(app, app.scene, lambda state: rand.choice(legal_actions(state)))
    report("hot-seat game to its score screen")
    key(app, pygame.K_ESCAPE)  # skips the count-up
    key(app, pygame.K_ESCAPE)  # to the menu
    press("rules")
    for tab_index in range(len(TABS)):
        if tab_index:
            key(app, pygame.K_TAB)
        rules = app.scene
        for title in rules.titles:
            post(app, UI_SELECTION_LIST_NEW_SELECTION, ui_element=rules.contents, text=title)
    report("rules: every tab and page")
    key(app, pygame.K_ESCAPE)
    press("settings")
    report("settings")
    key(app, pygame.K_ESCAPE)
    press("solo")
    bot = GreedySoloPlayer(3)
    play_to_the_end(app, app.scene, bot.choose)
    report("solo game to its end screen")
    key(app, pygame.K_ESCAPE)
    press("load")
    report("load")
    key(app, pygame.K_RETURN)
    report("load: open the autosave")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trace", action="store_true", help="list the largest allocations")
    args = parser.parse_args(argv)
    if args.trace:
        import tracemalloc

        tracemalloc.start(8)
    pygame.event.post = _counted
    with tempfile.TemporaryDirectory() as home:
        os.environ["TANG_GARDEN_HOME"] = home
        from game.app import App
        from game.settings import Settings

        app = App(settings=Settings(animation="fast", show_handoff=True))
        app.step(1 / 60)
        session(app)
    if args.trace:
        for stat in tracemalloc.take_snapshot().statistics("lineno")[:12]:
            print(f"  {stat.size / 2**20:7.1f} MB  {stat.traceback}")
    print(f"memory: peak {peak_mb()} MB after {POSTED[0]} events")


if __name__ == "__main__":
    main()
