"""A screen drawn as a still picture plus what moves over it.

The still picture is made again only when what it shows changes (its key); each frame, only
the places drawn over the frame before (and under the controls) are restored from it, then what
moves is drawn on top. A 4K window costs a frame what its moving parts cost.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui


class StillFrame:
    """The still picture of one screen and the places drawn over it last frame."""

    def __init__(self) -> None:
        self.image: pygame.Surface | None = None
        self.key: object = None
        self.dirty: list[pygame.Rect] = []
        self.controls: list[pygame.Rect] = []  # the controls' places last frame

    def begin(
        self,
        surface: pygame.Surface,
        key: object,
        paint: Callable[[pygame.Surface], None],
        ui: pygame_gui.UIManager,
    ) -> list[pygame.Rect]:
        """Put the still picture on ``surface`` (made anew by ``paint`` when ``key`` changed,
        else only where something was drawn over it); the controls' places, to restore next
        frame too."""
        size = surface.get_size()
        if self.image is None or self.image.get_size() != size or key != self.key:
            if self.image is None or self.image.get_size() != size:
                self.image = pygame.Surface(size).convert()
            self.key = key
            paint(self.image)
            surface.blit(self.image, (0, 0))
        else:
            for rect in self.dirty:
                surface.blit(self.image, rect, rect)
        group = ui.get_sprite_group()
        group.update_visibility()  # a control killed since the UI's update is drawn no more
        controls = [  # the controls and tool tips drawn over the picture (not the empty root)
            sprite.rect.copy()
            for sprite in group.sprites()
            if sprite.image is not None
            and sprite.image.get_size() != (0, 0)
            and sprite is not ui.get_root_container()
        ]
        # a control killed since last frame may still be drawn once by pygame_gui: its place
        # is restored this frame and the next
        gone, self.controls = [r for r in self.controls if r not in controls], controls
        for rect in controls:
            surface.blit(self.image, rect, rect)
        return controls + gone

    def end(self, drawn: list[pygame.Rect]) -> None:
        """What was drawn over the picture this frame (restored the next)."""
        self.dirty = drawn

    def overdrawn(self, rect: pygame.Rect) -> None:
        self.dirty.append(pygame.Rect(rect))

    def invalidate(self) -> None:
        self.image = None
