"""Play a whole game in a real game window with xdotool, as a person would, and keep screenshots.

Usage (the window showing the play screen, e.g. under Xvfb; TANG_GARDEN_HOME as the window's):
    PYTHONPATH=. python tools/window_play.py WINDOW_ID WxH SEED SHOTS_DIR [MAX_ACTIONS]

Random legal choices; where each piece is on screen comes from a headless twin of the play
screen, the state from the autosave the window writes after every action; the handoff screen is
clicked away whenever the decision passes to another player (a turn, a secret choice). Prints
STUCK when an action had no effect (with a screenshot) and DIFFERENT when another action was
recorded.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from engine.tang_garden import actions as A
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.game import decision
from engine.tang_garden.modules.yin_yang.actions import RemoveDecoration
from game.app import SIZE, App
from game.paths import autosave_path
from game.scenes.common import read_game
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import button_for, click, piece_for, spot


class Window:
    """The real window: canvas points mapped to its pixels, mouse and keys by xdotool."""

    def __init__(self, window_id: str, size: str, shots: str) -> None:
        self.id, self.shots = window_id, shots
        w, h = map(int, size.split("x"))
        self.scale = min(w / SIZE[0], h / SIZE[1])
        self.origin = ((w - SIZE[0] * self.scale) / 2, (h - SIZE[1] * self.scale) / 2)

    def native(self) -> None:
        """The play screen is laid out for the window itself: its points are window pixels."""
        self.scale, self.origin = 1.0, (0.0, 0.0)

    def xdo(self, *args: object) -> None:
        subprocess.run(["xdotool", *map(str, args)], check=True)

    def move(self, p: tuple[int, int]) -> None:
        x, y = (round(o + c * self.scale) for o, c in zip(self.origin, p, strict=True))
        self.xdo("mousemove", "--window", self.id, x, y)

    def click(self, p: tuple[int, int]) -> None:
        self.move(p)
        time.sleep(0.08)
        self.xdo("click", "1")

    def drag(self, a: tuple[int, int], b: tuple[int, int], turns: int = 0) -> None:
        """Press, move, turn and drop, a pause between the steps (a window slowed by a busy
        machine draws a few frames a second and must see each one)."""
        self.move(a)
        time.sleep(0.1)
        self.xdo("mousedown", "1")
        time.sleep(0.25)
        self.move(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2 + 5))
        time.sleep(0.25)
        for _ in range(turns):
            self.xdo("key", "r")
            time.sleep(0.25)
        self.move(b)
        time.sleep(0.3)
        self.xdo("mouseup", "1")

    def shot(self, name: str) -> None:
        subprocess.run(["import", "-window", self.id, f"{self.shots}/{name}.png"], check=True)


def perform(win: Window, scene: PlayScene, action: A.Action) -> None:
    """Make ``action`` with the mouse and keys, at the places the twin screen shows."""
    lay = scene.layout
    if isinstance(action, A.Build):
        start = spot(scene, "stack", action.stack).center
        win.drag(start, lay.cell_rect(action.x, action.y).center, action.rot)
    elif isinstance(action, A.PlaceDecoration):
        win.drag(spot(scene, "card", action.card).center, lay.cell_rect(action.x, action.y).center)
    elif isinstance(action, A.InsertLandscape):
        win.drag(spot(scene, "landscape", action.landscape).center, lay.slots[action.slot].center)
    elif isinstance(action, (A.PlaceCharacter, A.MoveCharacter)):
        place = isinstance(action, A.PlaceCharacter)
        mini = next(
            (m for m in scene.state.minis.values() if m.character == action.character), None
        )
        turns = SIDES.index(action.facing) - (0 if place or mini is None else mini.facing)
        start = spot(scene, "own_char" if place else "mini", action.character).center
        win.drag(start, lay.spot_point(action.x, action.y, action.spot), turns % 4)
    elif isinstance(action, A.TakeToken):
        win.click(spot(scene, "token", (action.x, action.y)).center)
    elif isinstance(action, A.TakeCharacter):
        win.click(spot(scene, "display_char", action.character).center)
    elif isinstance(action, A.UseLantern):  # click it, read its card, confirm with Enter
        win.click(spot(scene, "lantern", action.lantern).center)
        time.sleep(0.3)
        win.xdo("key", "Return")
    elif piece_for(scene, action) is not None:  # a module's piece: dragged where it goes
        piece = piece_for(scene, action)
        payload = getattr(action, piece.piece) if piece.piece else piece.only
        if piece.on == "click":
            win.click(spot(scene, piece.hotspot, payload).center)
            return
        turns = action.rot if piece.turn == "rot" else 0
        target = piece.target(action, payload, turns)
        end = (
            lay.slots[target].center
            if piece.on == "slot"
            else lay.spot_point(*target)
            if piece.on == "spot"
            else lay.cell_rect(*target).center
        )
        win.drag(spot(scene, piece.hotspot, payload).center, end, turns)
    else:  # a button, on a later page of choices if need be (More choices, in both screens)
        for _ in range(20):
            page = [b for b, option in scene.buttons.items() if option == action]
            more = [b for b, option in scene.buttons.items() if option is None]
            if page or not more:
                break
            win.click(more[0].rect.center)
            click(scene.app, more[0].rect.center)
            scene.app.step(1 / 60)
            time.sleep(0.5)
        win.click(button_for(scene, action).center)


def main(argv: list[str]) -> int:
    win = Window(argv[0], argv[1], argv[3])
    rand = random.Random(int(argv[2]))
    limit = int(argv[4]) if len(argv) > 4 else 10_000
    size = tuple(map(int, argv[1].split("x")))
    app = App(settings=Settings(animation="off", show_handoff=True), window=size)  # the twin
    win.native()
    state, _ = read_game(autosave_path())
    done = 0
    while not state.over and done < limit:
        scene = PlayScene(app, Session(state))
        app.switch(scene)
        app.step(1 / 60)
        action = rand.choice([o for o in scene.options if not isinstance(o, RemoveDecoration)])
        before = len(state.actions())
        perform(win, scene, action)
        deadline, new = time.time() + 6, state
        while time.time() < deadline and len(new.actions()) <= before:
            time.sleep(0.15)
            try:
                new, _ = read_game(autosave_path())
            except Exception:  # the window is writing it
                continue
        if len(new.actions()) <= before:
            win.shot(f"stuck-{done}")
            print("STUCK", done, action, flush=True)
            return 1
        got = new.actions()[before:]
        if got[:1] != [action] and not (
            isinstance(action, A.TakeCharacter) and A.Influence() in got
        ):
            print("DIFFERENT", action, got, flush=True)
        decider = scene.session.decision.player
        state, done = new, done + 1
        passed = not state.over and decision(state).player != decider  # the handoff shows
        if passed:
            every = isinstance(action, A.EndTurn) and state.turn_number % 6 == 0
            secret = decision(state).secret and done % 3 == 0
            if every or secret:
                win.shot(f"handoff-{done}")
            time.sleep(0.6)  # past the handoff screen's input lock
            win.click((size[0] // 2, size[1] // 2))
            time.sleep(0.2)
            if every or secret:
                win.shot(f"turn-{done}")
    print("actions", done, "over", state.over, "turn", state.turn_number, flush=True)
    time.sleep(1.5)
    win.shot("final")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
