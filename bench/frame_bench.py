"""Frame time of the play screen on a late-game board (SDL dummy driver, software blits).

Prints per-frame times while the pointer moves and a tile is dragged and rotated, one line per
window size (the play screen laid out for that window, drawn at its resolution):
``frame: p50 X ms, p99 Y ms, WxH``. Also prints the cold start to the first menu frame, measured
in a fresh process. ``--window WxH`` measures one size only; ``--cpu`` counts the processor
time the frame loop used rather than the time that passed (on a busy machine, time waiting for a
processor is not the game's).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

COLD_START = """
import time
import pygame
from game.app import App
from game.settings import Settings
shown = []
flip = pygame.display.flip
def flipped():
    flip()
    shown.append(time.time())
pygame.display.flip = flipped
app = App(settings=Settings())
app.step(0.0)
print(shown[0])
"""


def cold_start(home: str | None = None, runs: int = 3) -> float:
    """Seconds from starting the interpreter to the first menu frame on screen (best of
    ``runs``), with the user's folder ``home`` (the user's own when None)."""
    env = dict(os.environ, **({"TANG_GARDEN_HOME": home} if home else {}))
    times = []
    for _ in range(runs):
        start = time.time()
        done = subprocess.run(
            [sys.executable, "-c", COLD_START], check=True, capture_output=True, env=env, text=True
        )
        times.append(float(done.stdout.split()[-1]) - start)
    return min(times)


def cold_start_with_autosave(state) -> float:
    """The cold start when the autosave holds ``state``, a game in progress (Continue)."""
    import tempfile
    from pathlib import Path

    from engine.tang_garden.api import save
    from game.scenes.common import default_table

    with tempfile.TemporaryDirectory() as home:
        save(state, Path(home) / "autosave.json", default_table(len(state.players)))
        cold_start(home, runs=1)  # the menu's backdrop painted into this folder's cache
        return cold_start(home)


WINDOWS = [(1280, 800), (1024, 600), (1366, 768), (1920, 1080), (3840, 2160)]


def frame_times(
    state, window: tuple[int, int], frames: int = 400, clock=time.perf_counter
) -> list[float]:
    """Milliseconds per frame of the play screen in a window of that size, sorted (``clock``:
    what counts as time)."""
    import pygame

    from engine.tang_garden.actions import Build
    from game.app import App
    from game.gestures import BASE_KINDS, Drag
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings

    app = App(settings=Settings(animation="off", show_handoff=False), window=window)
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    builds = [o for o in scene.options if isinstance(o, Build)]
    times = []
    for frame in range(frames):
        x = 60 + (frame * 7) % 700
        y = 80 + (frame * 13) % 700
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0))
        )
        if builds and frame == frames // 3:
            scene.drag = Drag(BASE_KINDS["build"], builds[0].stack, 0, (0, 0))
        if scene.drag and frame % 30 == 0:
            scene.drag.turn(1)
        start = clock()
        app.step(1 / 60)
        times.append((clock() - start) * 1000)
    return sorted(times[10:])


def main() -> None:
    import argparse

    from game.screenshot import random_turns

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--window", help="one window size, WxH")
    parser.add_argument("--cpu", action="store_true", help="processor time, not wall time")
    parser.add_argument("--no-cold", action="store_true", help="leave out the cold start")
    args = parser.parse_args()
    windows = [tuple(map(int, args.window.split("x")))] if args.window else WINDOWS

    # late game: 44 turns in, the candidate with the most characters in the garden
    candidates = [random_turns(4, seed, 44) for seed in range(1, 13)]
    state = max(candidates, key=lambda st: (not st.over, len(st.minis), len(st.decorations)))
    print(
        f"board: {len(state.board)} tiles, {len(state.decorations)} decorations, "
        f"{len(state.minis)} characters"
    )
    if not args.no_cold:
        print(f"cold start to first menu frame: {cold_start():.2f} s")
        saved = random_turns(4, 3, 30)
        print(f"  with an autosave to continue: {cold_start_with_autosave(saved):.2f} s")
    clock = time.thread_time if args.cpu else time.perf_counter
    for window in windows:
        times = frame_times(state, window, clock=clock)
        p50 = statistics.median(times)
        p99 = times[int(len(times) * 0.99) - 1]
        print(f"frame: p50 {p50:.2f} ms, p99 {p99:.2f} ms, {window[0]}x{window[1]}")


if __name__ == "__main__":
    main()
