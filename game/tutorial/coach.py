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
    drag: object  # the piece held (None: nothing)

    @property
    def person_decides(self) -> bool: ...

    log_rect: pygame.Rect

    def target(self) -> pygame.Rect | None: ...

    def destination(self) -> pygame.Rect | None: ...


class Coach(Overlay):
    """The current step's card, drawn over the board away from where the step points."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.box = pygame.Rect(0, 0, 0, 0)
        self.room: pygame.Rect | None = None  # a place of its own under the log, when kept

    def shows(self) -> object:
        table = self.table
        session = table.session
        return ("coach", session.step, id(session.state), id(table.lay), table.person_decides)

    def measure(self, width: int) -> tuple[list[tuple[str, int, tuple, bool]], int]:
        """The card's lines at ``width`` and its height."""
        px = self._px
        lines = self._lines(width - px(28), px)
        return lines, sum(px(size) + px(6) for _, size, _, _ in lines) + px(20)

    def _px(self, n: int) -> int:
        return round(n * self.table.lay.ui_scale)

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        session = table.session
        if session.current is None or session.state.over:
            return
        px = self._px
        pointing = table.person_decides and not table.drag and not self._short()
        target = table.target() if pointing else None
        aims = [r for r in (target, table.destination()) if r is not None]
        room = self.room
        if room is not None and not any(room.colliderect(a) for a in aims):
            lines, _ = self.measure(room.w)
            self.box = room.copy()
        else:
            lines, height = self.measure(px(WIDTH))
            if self._short() and height > table.log_rect.h:  # its title alone, over the log
                lines = [line for line in lines if line[1] != TEXT_PX]
                height = sum(px(size) + px(6) for _, size, _, _ in lines) + px(20)
            self.box = self._place(pygame.Rect(0, 0, px(WIDTH), height), aims)
        if target is not None:
            self._point(surface, target)
        pygame.draw.rect(surface, palette.PAPER_LIGHT, self.box, border_radius=10)
        pygame.draw.rect(surface, palette.SEAL_RED, self.box, 3, border_radius=10)
        y = self.box.y + px(10)
        for words, size, colour, bold in lines:
            surface.blit(assets.text(words, px(size), colour, bold), (self.box.x + px(14), y))
            y += px(size) + px(6)

    def _lines(self, wide: int, px) -> list[tuple[str, int, tuple, bool]]:
        """The card's lines (words, size, colour, bold): the step's number, title and text (its
        short words once a move was made in it, so the board stays in sight)."""
        session = self.table.session
        step = session.current
        assert step is not None
        head = f"Learn to play · step {session.step + 1} of {len(session.lesson.steps)}"
        lines = [(head, NOTE_PX, palette.INK_SOFT, True)]
        lines += [
            (w, TITLE_PX, palette.SEAL_RED, True)
            for w in hover.wrap(step.title, px(TITLE_PX), wide, True)
        ]
        text = step.text
        if self._short():
            text = f"{step.short} (F1: this step in full.)"
        lines += [(w, TEXT_PX, palette.INK, False) for w in hover.wrap(text, px(TEXT_PX), wide)]
        if not self.table.person_decides:
            name = session.state.players[session.decision.player].name
            note = f"{name}, the computer, is playing: your step follows."
            lines += [
                (w, NOTE_PX, palette.INK_SOFT, True)
                for w in hover.wrap(note, px(NOTE_PX), wide, True)
            ]
        return lines

    def _short(self) -> bool:
        """Whether the step shows its short words (the person made a move in it): then it points at
        nothing and keeps to the log's place when it can, the board and panel in sight."""
        session = self.table.session
        step = session.current
        return bool(step and step.short) and session.made > 0

    def _place(self, box: pygame.Rect, aims: list[pygame.Rect]) -> pygame.Rect:
        """Over the log under the panel when the card fits there, else over a corner of the
        board; never over what the step points at or where its piece goes."""
        table = self.table
        lower, log = table.lay.lower, table.log_rect
        places: list[tuple[int, pygame.Rect]] = []
        if lower.w >= box.w * 3 // 4:  # at the log's top when it fits, else at its bottom
            placed = pygame.Rect(0, 0, min(lower.w, box.w + box.w // 4), box.h)
            placed.topright = (lower.right, log.top)
            if placed.bottom > lower.bottom:
                placed.bottom = lower.bottom
            places.append((0 if placed.top >= log.top - 8 else 500, placed))
        board = table.layout.bounds.inflate(-16, -16)
        for corner in ("bottomleft", "topleft", "topright", "bottomright"):
            placed = box.copy()
            setattr(placed, corner, getattr(board, corner))
            places.append((100, placed))
        far = pygame.Vector2(aims[0].center) if aims else pygame.Vector2(board.center)
        return min(
            places,
            key=lambda p: (
                p[0] + 1000 * sum(p[1].colliderect(a) for a in aims),
                -far.distance_to(p[1].center),
            ),
        )[1]

    def _point(self, surface: pygame.Surface, target: pygame.Rect) -> None:
        """A line from the card to ``target`` and a ring around it."""
        start = pygame.Vector2(self.box.center)
        end = pygame.Vector2(target.center)
        pygame.draw.line(surface, palette.SEAL_RED, start, end, 4)
        pygame.draw.rect(surface, palette.SEAL_RED, target.inflate(14, 14), 4, border_radius=8)
        pygame.draw.circle(surface, palette.SEAL_RED, end, 6)
