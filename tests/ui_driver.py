"""Plays the game through the window the way a person does: posted mouse and key events."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pygame_gui

from engine.tang_garden import actions as A
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.modules.yin_yang.actions import (
    PlaceDisplayTile,
    PlaceNeutral,
    RemoveDecoration,
)
from game.secret_pick import SecretPick
from game.tang_garden.joined import clicked_at

FRAME = 1 / 60


def post(app, kind, **fields) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))
    app.step(FRAME)


def click(app, point) -> None:
    post(app, pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=point, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=point, button=1)


def key(app, k, mod=0) -> None:
    post(app, pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(app, pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)


def drag(app, start, end, turns: int = 0) -> None:
    """Press on ``start``, move away, press R ``turns`` times, move to ``end``, release."""
    post(app, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2 + 3)
    post(app, pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0))
    for _ in range(turns):
        key(app, pygame.K_r)
    post(app, pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=end, button=1)


def spot(scene, kind: str, payload) -> pygame.Rect:
    """Where a piece is on screen (board, panel or the hand shelf)."""
    scene.draw(scene.app.screen)  # make sure hotspots are current
    for rect, k, p in scene.shelf_spots + scene.board.hotspots + scene.panel.hotspots:
        if k == kind and (p == payload or payload is None):  # None: the one piece of that kind
            return rect
    raise AssertionError(f"{kind} {payload!r} is not on screen")


def button_for(scene, action, app=None) -> pygame.Rect:
    """Where the button for ``action`` is; with ``app``, More choices is clicked until it shows."""
    for _ in range(20):
        for button, option in scene.buttons.items():
            if option == action:
                return button.rect
        more = next((b for b, o in scene.buttons.items() if o is None), None)
        if more is None or app is None:
            break
        click(app, more.rect.center)
        app.step(FRAME)  # the page turns
    raise AssertionError(f"no button for {action}")


def dismiss_handoff(app, scene) -> None:
    """Wait out the handoff screen's input lock, then click it away."""
    if scene.handoff is not None:
        app.step(0.5)
        click(app, (640, 400))


def perform(app, scene, action) -> None:
    """Make ``action`` with the mouse and keyboard only."""
    lay = scene.layout
    state = scene.state
    dismiss_handoff(app, scene)
    app.step(FRAME)  # a secret choice's cards open once the handoff screen is gone
    secret = scene.overlays.find(SecretPick)
    if secret is not None:
        click(app, next(rect for rect, a in secret.spots if a == action).center)
    elif isinstance(action, A.Build):
        drag(
            app,
            spot(scene, "stack", action.stack).center,
            lay.cell_rect(action.x, action.y).center,
            action.rot,
        )
    elif isinstance(action, A.PlaceDecoration):
        drag(app, spot(scene, "card", action.card).center, lay.cell_rect(action.x, action.y).center)
    elif isinstance(action, A.InsertLandscape):
        drag(app, spot(scene, "landscape", action.landscape).center, lay.slots[action.slot].center)
    elif isinstance(action, A.PlaceCharacter):
        drag(
            app,
            spot(scene, "own_char", action.character).center,
            lay.spot_point(action.x, action.y, action.spot),
            SIDES.index(action.facing),
        )
    elif isinstance(action, A.MoveCharacter):
        mini = next(m for m in state.minis.values() if m.character == action.character)
        turns = (SIDES.index(action.facing) - mini.facing) % 4
        drag(
            app,
            spot(scene, "mini", action.character).center,
            lay.spot_point(action.x, action.y, action.spot),
            turns,
        )
    elif isinstance(action, PlaceNeutral):
        drag(
            app,
            spot(scene, "neutral_char", action.character).center,
            lay.spot_point(action.x, action.y, action.spot),
        )
    elif isinstance(action, PlaceDisplayTile):
        drag(
            app,
            spot(scene, "display_tile", action.tile).center,
            lay.cell_rect(action.x, action.y).center,
            action.rot,
        )
    elif isinstance(action, RemoveDecoration):
        click(app, spot(scene, "decoration", (action.x, action.y)).center)
    elif isinstance(action, A.TakeToken):
        click(app, spot(scene, "token", (action.x, action.y)).center)
    elif isinstance(action, A.TakeCharacter):
        click(app, spot(scene, "display_char", action.character).center)
    elif isinstance(action, A.UseLantern):  # click it, read its card, confirm
        click(app, spot(scene, "lantern", action.lantern).center)
        click(app, scene.pick.buttons["use"].rect.center)
    elif isinstance(action, A.EndTurn):
        key(app, pygame.K_RETURN)
    elif piece_for(scene, action) is not None:
        drag_piece(app, scene, action)
    elif (where := clicked_at(state, action)) is not None:  # a module's piece clicked
        click(app, spot(scene, *where).center)
    else:
        click(app, button_for(scene, action, app).center)
    for _ in range(3):
        app.step(FRAME)


def piece_for(scene, action):
    """The kind of piece (base or a module's) whose drag makes ``action``."""
    return next((k for k in scene.kinds if isinstance(action, k.action)), None)


def drag_piece(app, scene, action) -> None:
    """Drag the piece a module's action is made with from where it is to where it goes (or
    click it where it lies, for a piece used by a click)."""
    piece = piece_for(scene, action)
    payload = piece.payload_of(action)
    if piece.on == "click":
        click(app, spot(scene, piece.hotspot, payload).center)
        return
    want = action.rot if piece.turn == "rot" else SIDES.index(action.facing) if piece.turn else 0
    start = 0
    if piece.hotspot == "mini":  # a miniature in the garden starts at its own facing
        start = next(m.facing for m in scene.state.minis.values() if m.character == payload)
    target = piece.target(action, payload, want)
    lay = scene.layout
    end = (
        lay.slots[target].center
        if piece.on == "slot"
        else lay.spot_point(*target)
        if piece.on == "spot"
        else lay.cell_rect(*target).center
    )
    drag(app, spot(scene, piece.hotspot, payload).center, end, (want - start) % 4)


# --- New game's expansion parts, a scrolling list


def in_sight(app, pid):
    """Whether a part's switch is inside the window and inside the list's visible part."""
    picker = app.scene.picker
    rect = picker.buttons[pid].rect
    box = getattr(picker, "parts_box", None)
    return app.screen.get_rect().contains(rect) and (box is None or box.rect.contains(rect))


def wheel_down(app, notch: int = -1):
    """One notch of the mouse wheel (down; up for ``notch=1``) with the pointer resting on the
    parts list."""
    point = app.scene.picker.parts_box.rect.center
    real = pygame.mouse.get_pos
    pygame.mouse.get_pos = lambda: point
    post(app, pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEWHEEL, x=0, y=notch, flipped=False, precise_x=0.0, precise_y=notch)
    inner = app.scene.picker.parts_box.scrollable_container
    app.step(FRAME)
    for _ in range(120):  # the list glides: wait until it rests where a player would click
        before = inner.rect.topleft
        app.step(FRAME)
        if inner.rect.topleft == before:
            break
    pygame.mouse.get_pos = real


def switch_on(app, pid):
    """Scroll the parts list by the wheel until ``pid`` is in sight, then click it."""
    picker = app.scene.picker
    for _ in range(40):
        if in_sight(app, pid):
            break
        above = picker.buttons[pid].rect.top < picker.parts_box.rect.top
        wheel_down(app, 1 if above else -1)
    click(app, app.scene.picker.buttons[pid].rect.center)
    app.step(FRAME)


def pick(app, menu, text: str) -> None:
    """Open a drop-down menu with a click and choose one of its options, as pygame_gui reports
    the choice (headless, its list does not take posted clicks reliably)."""
    click(app, menu.rect.center)
    app.step(FRAME)
    menu.selected_option = (text, text)
    post(app, pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=menu, text=text)
    app.step(FRAME)


def choose_scenario(app, sid: str) -> None:
    """Choose a scenario in New game's drop-down (as ``pick`` does, by the option's id)."""
    picker = app.scene.picker
    menu = picker.scenario_menu
    click(app, menu.rect.center)
    app.step(FRAME)
    words = next(text for text, option in menu.options_list if option == sid)
    post(
        app,
        pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
        ui_element=menu,
        text=words,
        selected_option_id=sid,
    )
    app.step(FRAME)


def let_computers_play(app, scene, moves: int = 100_000) -> None:
    """Let the computer players move (at most ``moves`` of them) until a person decides, the
    game ends or they are paused: frames pass while each one thinks off the frame loop."""
    for _ in range(moves):
        if app.scene is not scene or scene.person_decides or scene.computers.paused:
            return
        job = scene.computers.job
        if job is not None:
            job.wait(30)
        before = len(scene.state.actions())
        while len(scene.state.actions()) == before and app.scene is scene:
            app.step(0.25)  # past the pace at which a computer's move stays in view
            if scene.computers.paused or scene.person_decides:
                return
