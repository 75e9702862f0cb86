"""The controls shown while a computer player moves: Pause (or Resume) and Faster (or Normal
speed, with the pace it plays at now), and their keys."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.choice_layout import ROW_H
from game.computer_turns import ComputerTurns

KEYS = {pygame.K_SPACE: "pause", pygame.K_f: "fast"}  # key -> the control it presses
WIDTH = 190  # each control's least width


def lay_controls(
    ui: pygame_gui.UIManager,
    at: tuple[int, int],
    computers: ComputerTurns,
    width: Callable[[str], int],
) -> dict[str, pygame_gui.elements.UIButton]:
    """Pause and Faster side by side from ``at`` (``width``: a button's width for its words)."""
    pause = "Resume  [Space]" if computers.paused else "Pause  [Space]"
    fast = f"{computers.pace_words()}  [F]"
    rect = pygame.Rect(at, (WIDTH, ROW_H))
    fast_rect = pygame.Rect(rect.right + 10, rect.y, max(WIDTH, width(fast)), ROW_H)
    tips = ("Stop the computer players here", "Play the computer players' moves quicker")
    return {
        name: pygame_gui.elements.UIButton(box, words, ui, tool_tip_text=tip, object_id="#small")
        for name, box, words, tip in zip(
            ("pause", "fast"), (rect, fast_rect), (pause, fast), tips, strict=True
        )
    }


def press(computers: ComputerTurns, which: str) -> None:
    """Pause or resume the computer players, or play them faster or at the normal pace."""
    if which == "pause":
        computers.toggle_pause()
    else:
        computers.toggle_fast()
