"""The lesson's coach: a card over a corner of the board saying what to do next and why, and a
line from it to what the step points at. It takes no input: every move is made on the table
by the usual gestures (the expected move's piece and place are lit as a hint's ghost)."""

from __future__ import annotations

from typing import Protocol

import pygame

from game import assets, hover, palette
from game.layout import BoardLayout, PlayLayout
from game.overlays import Overlay
from game.tutorial.session import LessonSession

WIDTH = 430  # the card's width at UI scale 1
TITLE_PX, TEXT_PX, NOTE_PX = 22, 19, 16


class Table(Protocol):
    """What the coach reads of the lesson's play screen."""

    session: LessonSession
    layout: BoardLayout
    lay: PlayLayout
    top_buttons: dict

    @property
    def person_decides(self) -> bool: ...

    def target(self) -> pygame.Rect | None: ...


class Coach(Overlay):
    """The current step's card, drawn over the board away from where the step points."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.box = pygame.Rect(0, 0, 0, 0)

    def shows(self) -> object:
        table = self.table
        session = table.session
        return ("coach", session.step, id(session.state), id(table.lay), table.person_decides)

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        session = table.session
        step = session.current
        if step is None or session.state.over:
            return
        scale = table.lay.ui_scale
        px = lambda n: round(n * scale)  # noqa: E731
        wide = px(WIDTH) - px(28)
        head = f"Learn to play · step {session.step + 1} of {len(session.lesson.steps)}"
        lines = [(head, NOTE_PX, palette.INK_SOFT, True)]
        lines += [
            (w, TITLE_PX, palette.SEAL_RED, True)
            for w in hover.wrap(step.title, px(TITLE_PX), wide, True)
        ]
        lines += [
            (w, TEXT_PX, palette.INK, False) for w in hover.wrap(step.text, px(TEXT_PX), wide)
        ]
        if not table.person_decides:
            name = session.state.players[session.decision.player].name
            note = f"{name}, the computer, is playing: your step follows."
            lines += [
                (w, NOTE_PX, palette.INK_SOFT, True)
                for w in hover.wrap(note, px(NOTE_PX), wide, True)
            ]
        height = sum(px(size) + px(6) for _, size, _, _ in lines) + px(20)
        target = table.target() if table.person_decides else None
        self.box = self._place(pygame.Rect(0, 0, px(WIDTH), height), target)
        if target is not None:
            self._point(surface, target)
        pygame.draw.rect(surface, palette.PAPER_LIGHT, self.box, border_radius=10)
        pygame.draw.rect(surface, palette.SEAL_RED, self.box, 3, border_radius=10)
        y = self.box.y + px(10)
        for words, size, colour, bold in lines:
            surface.blit(assets.text(words, px(size), colour, bold), (self.box.x + px(14), y))
            y += px(size) + px(6)

    def _place(self, box: pygame.Rect, target: pygame.Rect | None) -> pygame.Rect:
        """Over a corner of the board: the one farthest from ``target``."""
        board = self.table.layout.bounds.inflate(-16, -16)
        corners = []
        for corner in ("topleft", "topright", "bottomleft", "bottomright"):
            placed = box.copy()
            setattr(placed, corner, getattr(board, corner))
            corners.append(placed)
        if target is None:
            return corners[2]
        centre = pygame.Vector2(target.center)
        return max(corners, key=lambda r: centre.distance_to(r.center))

    def _point(self, surface: pygame.Surface, target: pygame.Rect) -> None:
        """A line from the card to ``target`` and a ring around it."""
        start = pygame.Vector2(self.box.center)
        end = pygame.Vector2(target.center)
        pygame.draw.line(surface, palette.SEAL_RED, start, end, 4)
        pygame.draw.rect(surface, palette.SEAL_RED, target.inflate(14, 14), 4, border_radius=8)
        pygame.draw.circle(surface, palette.SEAL_RED, end, 6)
