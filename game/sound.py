"""Short sound effects for what happens in the game (made by tools/make_sounds.py).

Silent, without errors, where there is no audio device; the player's volume and mute apply.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from engine.core import resources
from game.settings import Settings

if TYPE_CHECKING:  # the menu shows before the engine is loaded
    from engine.tang_garden.api import Event

SOUND_OF_EVENT = {  # engine event kind -> sound
    "build": "tile",
    "landscape": "tile",
    "decoration": "decoration",
    "coins": "coins",
    "place_character": "character",
    "move_character": "character",
    "neutral": "character",
    "turn": "turn",
    "game_over": "fanfare",
}
NAMES = sorted(set(SOUND_OF_EVENT.values()))


def sounds_for(events: Iterable[Event]) -> list[str]:
    """The sounds for one step's events, each once; the fanfare alone when the game ends."""
    names = list(dict.fromkeys(SOUND_OF_EVENT[e.kind] for e in events if e.kind in SOUND_OF_EVENT))
    return ["fanfare"] if "fanfare" in names else names


class Sounds:
    """The loaded effects; ``settings`` is asked for the volume and mute at each sound."""

    def __init__(self, settings: Callable[[], Settings], folder: Path = resources.SOUNDS) -> None:
        self.settings = settings
        self.effects: dict[str, pygame.mixer.Sound] = {}
        if not pygame.mixer.get_init():
            return  # no audio device: every sound is silence
        for name in NAMES:
            try:
                self.effects[name] = pygame.mixer.Sound(str(folder / f"{name}.wav"))
            except (pygame.error, OSError):
                continue  # a missing or damaged file is one silent sound, not a crash

    def play(self, name: str) -> None:
        effect = self.effects.get(name)
        settings = self.settings()
        if effect is None or settings.muted or settings.volume <= 0:
            return
        effect.set_volume(min(settings.volume, 100) / 100)
        effect.play()

    def react(self, events: Iterable[Event]) -> None:
        """Play the sounds for the events of one step of the game."""
        for name in sounds_for(events):
            self.play(name)
