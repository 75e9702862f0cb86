"""Short slides of pieces across the screen; the rules never wait for them."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass
class Slide:
    image: pygame.Surface
    start: tuple[float, float]  # centre points
    end: tuple[float, float]
    duration: float
    hides: object = None  # what the board leaves out while this runs
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def point(self) -> tuple[float, float]:
        k = min(1.0, self.t / self.duration) if self.duration else 1.0
        k = 1 - (1 - k) ** 3  # ease out
        return (
            self.start[0] + (self.end[0] - self.start[0]) * k,
            self.start[1] + (self.end[1] - self.start[1]) * k,
        )


class Animator:
    """Runs slides; ``speed`` 0 turns them off, and ``skip`` finishes them at once."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.slides: list[Slide] = []

    def slide(self, image, start, end, duration: float = 0.3, hides: object = None) -> None:
        if self.speed > 0:
            self.slides.append(Slide(image, start, end, duration / self.speed, hides))

    @property
    def busy(self) -> bool:
        return bool(self.slides)

    def hidden(self) -> frozenset:
        return frozenset(s.hides for s in self.slides if s.hides is not None)

    def update(self, dt: float) -> None:
        for s in self.slides:
            s.t += dt
        self.slides = [s for s in self.slides if not s.done]

    def skip(self) -> None:
        self.slides.clear()

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """Draw the moving pieces; where they were drawn."""
        return [surface.blit(s.image, s.image.get_rect(center=s.point())) for s in self.slides]
