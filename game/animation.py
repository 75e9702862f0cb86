"""Short motions over the still picture: pieces sliding, coins flying, a track glowing, a card
turning over. The rules never wait for them: any click or key finishes them all."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

Point = tuple[float, float]


@dataclass
class Motion:
    """One motion: ``delay`` seconds of nothing, then ``duration`` seconds of movement."""

    duration: float
    delay: float = field(default=0.0, kw_only=True)
    t: float = field(default=0.0, kw_only=True)

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.t >= self.delay

    def progress(self) -> float:
        """How far it has gone, 0..1."""
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.t - self.delay) / self.duration))

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Draw it as it is now; where it was drawn (None: nothing)."""
        raise NotImplementedError


@dataclass
class Slide(Motion):
    """A piece sliding to its place, easing out (the board leaves out ``hides`` meanwhile)."""

    image: pygame.Surface = None
    start: Point = (0, 0)  # centre points
    end: Point = (0, 0)
    hides: object = None

    def point(self) -> Point:
        k = 1 - (1 - self.progress()) ** 3  # ease out
        return (
            self.start[0] + (self.end[0] - self.start[0]) * k,
            self.start[1] + (self.end[1] - self.start[1]) * k,
        )

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        return surface.blit(self.image, self.image.get_rect(center=self.point()))


@dataclass
class Flight(Motion):
    """Something swooping from ``start`` to ``end`` on a curve that sags below the straight
    line (a coin to a player's row; rows are near the top, so an arc over it would leave the
    window)."""

    image: pygame.Surface = None
    start: Point = (0, 0)
    end: Point = (0, 0)

    def point(self) -> Point:
        k = self.progress()
        k = k * k * (3 - 2 * k)  # smooth start and landing
        sag = 0.12 * math.dist(self.start, self.end) * 4 * k * (1 - k)
        return (
            self.start[0] + (self.end[0] - self.start[0]) * k,
            self.start[1] + (self.end[1] - self.start[1]) * k + sag,
        )

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        if not self.started:
            return None
        return surface.blit(self.image, self.image.get_rect(center=self.point()))


@dataclass
class Pulse(Motion):
    """A ring around ``rect`` that glows and fades (a track whose cube steps up)."""

    rect: pygame.Rect = None
    colour: tuple[int, int, int] = (214, 168, 58)

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        if not self.started:
            return None
        k = self.progress()
        glow = 0.5 + 0.5 * math.sin(k * math.pi * 4 - math.pi / 2)  # two beats
        alpha = round(230 * (1 - k * k) * (0.45 + 0.55 * glow))
        area = self.rect.inflate(10, 10)
        ring = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(ring, (*self.colour, alpha // 4), ring.get_rect(), border_radius=6)
        pygame.draw.rect(ring, (*self.colour, alpha), ring.get_rect(), 4, border_radius=6)
        return surface.blit(ring, area)


@dataclass
class Flip(Motion):
    """A card turning face up where ``locate`` says it lies (None: not on screen, and the flip
    shows nothing). Its face is taken from the picture under it the first time it is seen."""

    back: Callable[[tuple[int, int]], pygame.Surface] = None  # the card's back at a size
    locate: Callable[[], pygame.Rect | None] = lambda: None
    face: pygame.Surface | None = None
    shown_back: pygame.Surface | None = None
    under: tuple[int, int, int] = (86, 82, 77)  # what shows beside the narrowed card

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        rect = self.locate()
        if rect is None or not surface.get_rect().contains(rect):
            return None
        if self.face is None:
            self.face = surface.subsurface(rect).copy()
            self.shown_back = self.back(rect.size)
        k = self.progress() if self.started else 0.0
        image = self.shown_back if k < 0.5 else self.face
        width = max(1, round(rect.w * abs(math.cos(math.pi * k))))
        surface.fill(self.under, rect)
        narrow = pygame.transform.smoothscale(image, (width, rect.h))
        surface.blit(narrow, narrow.get_rect(center=rect.center))
        return pygame.Rect(rect)


class Animator:
    """Runs motions at the speed the setting says when each starts (0: off, none starts);
    ``skip`` finishes them all."""

    def __init__(self, speed: Callable[[], float]) -> None:
        self.speed = speed
        self.motions: list[Motion] = []

    def _add(self, motion: Motion) -> None:
        speed = self.speed()
        if speed > 0:
            motion.duration /= speed
            motion.delay /= speed
            self.motions.append(motion)

    def slide(self, image, start, end, duration: float = 0.3, hides: object = None) -> None:
        self._add(Slide(duration, image=image, start=start, end=end, hides=hides))

    def fly(self, image, start: Point, end: Point, duration: float, delay: float = 0.0) -> None:
        self._add(Flight(duration, image=image, start=start, end=end, delay=delay))

    def pulse(self, rect: pygame.Rect, colour, duration: float, delay: float = 0.0) -> None:
        self._add(Pulse(duration, rect=pygame.Rect(rect), colour=colour, delay=delay))

    def flip(self, back, locate, under, duration: float, delay: float = 0.0) -> None:
        self._add(Flip(duration, back=back, locate=locate, under=under, delay=delay))

    def running(self, kind: type[Motion]) -> list:
        """The motions of one kind now running."""
        return [m for m in self.motions if isinstance(m, kind)]

    @property
    def busy(self) -> bool:
        return bool(self.motions)

    def hidden(self) -> frozenset:
        return frozenset(s.hides for s in self.running(Slide) if s.hides is not None)

    def update(self, dt: float) -> None:
        for m in self.motions:
            m.t += dt
        self.motions = [m for m in self.motions if not m.done]

    def skip(self) -> None:
        self.motions.clear()

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw what moves; where it was drawn."""
        drawn = (m.draw(surface) for m in self.motions)
        return [rect for rect in drawn if rect is not None]
