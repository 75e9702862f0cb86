"""The play screen's buttons: the pending decision's choices laid out in pages inside the panel
(End turn in its own place at the right, More choices turning the page) and the top row (Hint,
Undo, Rules, Save & menu)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pygame_gui

from engine.tang_garden.api import Action, EndTurn, GameState
from game import choice_layout
from game.choice_layout import ROW_H
from game.labels import SHORTCUTS
from game.scenes.common import gui_font
from game.tang_garden import joined

END_TURN_W = 150  # the End turn button's width; it never shares a place with another button
# widths: the Hint button also holds "Thinking…" while a hint is found
TOP_BUTTONS = (("hint", 130), ("undo", 100), ("rules", 100), ("menu", 180))
TOP_WORDS = {
    "hint": ("Hint", "What would a strong player do now? (H)"),
    "undo": ("Undo", "Shortcut: Ctrl+Z"),
    "rules": ("Rules", "Shortcut: F1"),
    "menu": (
        "Save & menu",
        "Keep a copy for Load and go to the menu (the game also saves itself after every action)",
    ),
}
Buttons = dict[pygame_gui.elements.UIButton, Action | None]


def button(
    ui: pygame_gui.UIManager, rect, text: str, tip: str | None, small: bool = False
) -> pygame_gui.elements.UIButton:
    return pygame_gui.elements.UIButton(
        pygame.Rect(rect), text, ui, tool_tip_text=tip, object_id="#small" if small else None
    )


def width(text: str) -> int:
    """A choice button's width for its words (in the buttons' #small font)."""
    return 28 + gui_font(16).size(text)[0]


def words(state: GameState, option: Action) -> str:
    """A choice button's words, with its keyboard shortcut."""
    text = joined.option_label(state, option)
    key = SHORTCUTS.get(type(option))
    return f"{text}  [{key}]" if key else text


def lay_choices(
    ui: pygame_gui.UIManager,
    state: GameState,
    options: Sequence[Action],
    area: pygame.Rect,
    page: int,
) -> tuple[Buttons, int]:
    """The buttons of ``options`` on page ``page`` (of as many as they need) inside ``area``,
    each mapped to its option (More choices to None); and the bottom of the last row."""
    shown = [o for o in options if not isinstance(o, EndTurn)]
    texts = [words(state, o) for o in shown]
    ending = EndTurn() in options  # End turn keeps its own place in the first row
    flow_right = area.right - (END_TURN_W + 12 if ending else 0)
    more = width(f"More choices ({len(shown)} of {len(shown)})")
    laid = choice_layout.pages([width(t) for t in texts], area, flow_right, more)
    page %= len(laid)
    first = sum(len(rects) for rects in laid[:page])
    buttons: Buttons = {}
    bottom = area.y + ROW_H
    for rect, option, text in zip(laid[page], shown[first:], texts[first:], strict=False):
        tip = joined.option_tip(state, option)
        buttons[button(ui, rect, text, tip, small=True)] = option
        bottom = max(bottom, rect.bottom)
    if len(laid) > 1:
        label = f"More choices ({page + 1} of {len(laid)})"
        rect = choice_layout.more_rect(area, width(label))
        buttons[button(ui, rect, label, "Show the other choices", small=True)] = None
        bottom = rect.bottom
    if ending:
        rect = pygame.Rect(area.right - END_TURN_W, area.y, END_TURN_W, ROW_H)
        buttons[button(ui, rect, words(state, EndTurn()), None, small=True)] = EndTurn()
    return buttons, bottom


def lay_top(
    ui: pygame_gui.UIManager, right: int, old: dict[str, pygame_gui.elements.UIButton]
) -> dict[str, pygame_gui.elements.UIButton]:
    """Hint, Undo, Rules and Save & menu leftwards from ``right``, keeping the words and the
    disabled state of the ``old`` ones (which go)."""
    enabled = {name: b.is_enabled for name, b in old.items()}
    texts = {name: b.text for name, b in old.items()}
    for gone in old.values():
        gone.kill()
    top = {}
    x = right
    for name, wide in reversed(TOP_BUTTONS):
        x -= wide
        text, tip = TOP_WORDS[name]
        top[name] = button(ui, (x, 8, wide, 34), texts.get(name, text), tip)
        if not enabled.get(name, True):
            top[name].disable()
        x -= 6
    return top
