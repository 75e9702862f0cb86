"""Play a whole game in a real game window with xdotool, as a person would, and keep screenshots.

Usage (the window showing the play screen after one action, e.g. under Xvfb; TANG_GARDEN_HOME
as the window's; WxH the window's size: the twin lays its play screen out for it; a window of
any setup and size is opened by tools/window_game.py):
    PYTHONPATH=. python tools/window_play.py WINDOW_ID WxH SEED SHOTS_DIR [MAX_ACTIONS]

Random legal choices; where each piece is on screen comes from a headless twin of the play
screen, the state from the autosave the window writes after every action; the handoff screen is
clicked away whenever the decision passes to another player (a turn, a secret choice). Prints
RETRY when an action had no effect (with a screenshot) and it is made again, STUCK when it
had none twice, and DIFFERENT when another action was recorded.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time

import pygame

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from engine.tang_garden import actions as A
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.game import decision
from engine.tang_garden.modules.yin_yang.actions import RemoveDecoration
from game.app import App
from game.paths import autosave_path
from game.scenes.common import read_game
from game.scenes.play import PlayScene
from game.secret_pick import SecretPick
from game.session import Session
from game.settings import Settings
from game.tang_garden import joined
from tests.ui_driver import button_for, click, piece_for, spot

PAUSE = float(os.environ.get("WINDOW_PLAY_PAUSE", "0.05"))  # between a gesture's steps (s)


class Window:
    """The real window (the play screen laid out for its size, like the twin's), mouse and keys
    by xdotool."""

    def __init__(self, window_id: str, size: str, shots: str) -> None:
        self.id, self.shots = window_id, shots
        self.size = tuple(map(int, size.split("x")))

    def xdo(self, *args: object) -> None:
        subprocess.run(["xdotool", *map(str, args)], check=True)

    def move(self, p: tuple[int, int]) -> None:
        self.xdo("mousemove", "--window", self.id, *p)

    def click(self, p: tuple[int, int]) -> None:
        self.move(p)
        time.sleep(0.08)
        self.xdo("click", "1")

    def drag(self, a: tuple[int, int], b: tuple[int, int], turns: int = 0) -> None:
        self.move((a[0] + 2, a[1] + 2))
        time.sleep(0.1)
        self.move(a)
        time.sleep(PAUSE)
        self.xdo("mousedown", "1")
        time.sleep(PAUSE)  # a busy machine's window reads the press before the move
        self.move(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2 + 5))
        time.sleep(PAUSE)
        for _ in range(turns):
            self.xdo("key", "r")
            time.sleep(PAUSE)
        self.move(b)
        time.sleep(0.3)
        self.xdo("mouseup", "1")

    def shot(self, name: str) -> None:
        subprocess.run(["import", "-window", self.id, f"{self.shots}/{name}.png"], check=True)


def shown(win: Window, scene: PlayScene, kind: str, payload: object) -> pygame.Rect:
    """Where a piece is, the panel scrolled down notch by notch with the mouse wheel (in the
    twin and in the window alike) while it is below the fold, as a player would."""
    for _ in range(30):
        try:
            return spot(scene, kind, payload)
        except AssertionError:
            if not scene.lay.scrolls:
                raise
        at = scene.lay.clip.center
        scene.mouse = at
        before = scene.panel.scroll
        scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        if scene.panel.scroll == before:
            break
        win.move(at)
        win.xdo("click", "5")
        time.sleep(0.1)
    return spot(scene, kind, payload)


def scroll_back(win: Window, scene: PlayScene) -> None:
    """The window's panel scrolled back to the top (the twin starts there for each action)."""
    if scene.lay.scrolls:
        win.move(scene.lay.clip.center)
        win.xdo("click", "--repeat", "30", "--delay", "20", "4")


def perform(win: Window, scene: PlayScene, action: A.Action) -> None:
    """Make ``action`` with the mouse and keys, at the places the twin screen shows."""
    lay = scene.layout
    secret = scene.overlays.find(SecretPick)
    if secret is not None:  # a secret choice's cards over the table
        win.click(next(rect for rect, a in secret.spots if a == action).center)
    elif isinstance(action, A.Build):
        start = shown(win, scene, "stack", action.stack).center
        win.drag(start, lay.cell_rect(action.x, action.y).center, action.rot)
    elif isinstance(action, A.PlaceDecoration):
        card = shown(win, scene, "card", action.card).center
        win.drag(card, lay.cell_rect(action.x, action.y).center)
    elif isinstance(action, A.InsertLandscape):
        tile = shown(win, scene, "landscape", action.landscape).center
        win.drag(tile, lay.slots[action.slot].center)
    elif isinstance(action, (A.PlaceCharacter, A.MoveCharacter)):
        place = isinstance(action, A.PlaceCharacter)
        mini = next(
            (m for m in scene.state.minis.values() if m.character == action.character), None
        )
        turns = SIDES.index(action.facing) - (0 if place or mini is None else mini.facing)
        start = shown(win, scene, "own_char" if place else "mini", action.character).center
        win.drag(start, lay.spot_point(action.x, action.y, action.spot), turns % 4)
    elif isinstance(action, A.TakeToken):
        win.click(shown(win, scene, "token", (action.x, action.y)).center)
    elif isinstance(action, A.TakeCharacter):
        win.click(shown(win, scene, "display_char", action.character).center)
    elif isinstance(action, A.UseLantern):  # click it, read its card, confirm with Enter
        win.click(shown(win, scene, "lantern", action.lantern).center)
        time.sleep(0.3)
        win.xdo("key", "Return")
    elif _piece_shown(scene, action):  # a module's piece: dragged where it goes
        piece = piece_for(scene, action)
        payload = piece.payload_of(action)
        if piece.on == "click":
            win.click(shown(win, scene, piece.hotspot, payload).center)
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
        win.drag(shown(win, scene, piece.hotspot, payload).center, end, turns)
    elif (at := joined.clicked_at(scene.state, action)) is not None:  # clicked where it goes
        win.click(shown(win, scene, *at).center)
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


def _wait_for_action(state, before: int):
    """The autosave's state once it holds more than ``before`` actions (or as it is after six
    seconds)."""
    deadline, new = time.time() + 6, state
    while time.time() < deadline and len(new.actions()) <= before:
        time.sleep(0.15)
        try:
            new, _ = read_game(autosave_path())
        except Exception:  # the window is writing it
            continue
    return new


def _after_computer(state, seconds: float = 120):
    """The game once the window's computer player has made its move (read from the autosave)."""
    before, deadline = len(state.actions()), time.time() + seconds
    while time.time() < deadline:
        time.sleep(0.3)
        try:
            new, _ = read_game(autosave_path())
        except Exception:  # the window is writing it
            continue
        if len(new.actions()) > before:
            return new
    raise SystemExit("the computer player made no move")


def _piece_shown(scene: PlayScene, action: A.Action) -> bool:
    """Whether a piece whose drag or click makes ``action`` is on screen."""
    piece = piece_for(scene, action)
    if piece is None:
        return False
    try:
        spot(scene, piece.hotspot, piece.payload_of(action))
    except AssertionError:
        return False
    return True


def main(argv: list[str]) -> int:
    win = Window(argv[0], argv[1], argv[3])
    rand = random.Random(int(argv[2]))
    limit = int(argv[4]) if len(argv) > 4 else 10_000
    # the twin lays the play screen out for the same window, so its places are the window's
    app = App(settings=Settings(animation="off", show_handoff=True), window=win.size)
    state, table = read_game(autosave_path())
    seats = table.get("seats") or []
    done = 0
    while not state.over and done < limit:
        scene = PlayScene(app, Session(state))
        app.switch(scene)
        app.step(1 / 60)
        seat = scene.session.decision.player
        if seat is not None and seat < len(seats) and seats[seat] != "person":
            state = _after_computer(state)  # a computer team-mate moves in the window itself
            if not state.over and state.turn_number != scene.state.turn_number:
                time.sleep(0.6)  # a person's turn next: past the handoff screen
                win.click((win.size[0] // 2, win.size[1] // 2))
            continue
        choices = [o for o in scene.options if not isinstance(o, RemoveDecoration)]
        before = len(state.actions())
        while True:  # a piece the panel cannot bring into sight is not chosen
            action = rand.choice(choices)
            try:
                perform(win, scene, action)
                break
            except AssertionError:
                choices.remove(action)
        new = _wait_for_action(state, before)
        if len(new.actions()) <= before:  # once more after a pause: a slow window may still
            win.shot(f"stuck-{done}-0")  # have been behind its handoff screen's input lock
            print("RETRY", done, action, flush=True)
            time.sleep(2)
            perform(win, scene, action)
            new = _wait_for_action(state, before)
        if len(new.actions()) <= before:
            win.shot(f"stuck-{done}-1")
            print("STUCK", done, action, flush=True)
            return 1
        scroll_back(win, scene)
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
            win.click((win.size[0] // 2, win.size[1] // 2))
            time.sleep(0.2)
            if every or secret:
                win.shot(f"turn-{done}")
    print("actions", done, "over", state.over, "turn", state.turn_number, flush=True)
    time.sleep(1.5)
    win.shot("final")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
