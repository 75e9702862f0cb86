"""Sound effects: our own synthesised files, played for what happens on the board, at the
player's volume, muted with M, and silent without errors where there is no audio device."""

from __future__ import annotations

import os
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from engine.core import resources
from engine.core.events import Event
from engine.tang_garden import actions as A
from engine.tang_garden.game import legal_actions
from game.settings import Settings
from game.sound import NAMES, Sounds, sounds_for
from tests.test_play_ui import start
from tests.ui_driver import FRAME, click, key, perform, post

pytestmark = pytest.mark.ui

ROOT = Path(__file__).resolve().parents[1]


class _Recorder:
    """Stands for one loaded effect: plays it and notes that it was heard."""

    def __init__(self, name: str, effect, heard: list[str]) -> None:
        self.name, self.effect, self.heard = name, effect, heard

    def set_volume(self, volume: float) -> None:
        self.effect.set_volume(volume)

    def play(self) -> None:
        self.heard.append(self.name)
        self.effect.play()


def listen(sounds: Sounds) -> list[str]:
    """The names of the effects played from now on (the mixer's busy flag depends on timing)."""
    heard: list[str] = []
    sounds.effects = {n: _Recorder(n, e, heard) for n, e in sounds.effects.items()}
    return heard


@pytest.mark.parametrize("name", NAMES)
def test_every_sound_is_a_short_wav(name: str) -> None:
    with wave.open(str(resources.SOUNDS / f"{name}.wav")) as sound:
        assert sound.getnchannels() == 1 and sound.getsampwidth() == 2
        assert 0.1 < sound.getnframes() / sound.getframerate() < 3


def test_the_generator_writes_the_committed_sounds(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    for name in NAMES:
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert made == (resources.SOUNDS / f"{name}.wav").read_bytes(), name


def test_laying_a_tile_sounds(home) -> None:
    app, scene = start(home)
    assert pygame.mixer.get_init(), "the dummy audio driver gives a mixer"
    build = next(a for a in legal_actions(scene.state) if isinstance(a, A.Build))
    heard = listen(app.sounds)
    perform(app, scene, build)
    assert scene.state.actions()[-1] == build
    assert "tile" in heard


def test_m_mutes_and_the_next_tile_is_silent(home) -> None:
    app, scene = start(home)
    key(app, pygame.K_m)
    assert app.settings.muted and Settings.load().muted  # remembered
    build = next(a for a in legal_actions(scene.state) if isinstance(a, A.Build))
    heard = listen(app.sounds)
    perform(app, scene, build)
    assert scene.state.actions()[-1] == build
    assert heard == []
    key(app, pygame.K_m)
    assert not app.settings.muted


def test_m_typed_in_a_name_is_a_letter(home) -> None:
    from game.app import App

    app = App(settings=Settings())
    app.step(FRAME)
    click(app, app.scene.buttons["new"].rect.center)
    app.step(FRAME)
    click(app, app.scene.seed_entry.rect.center)
    post(app, pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)
    post(app, pygame.TEXTINPUT, text="m")
    assert not app.settings.muted


def test_volume_zero_is_silent(home) -> None:
    settings = Settings(volume=0)
    sounds = Sounds(lambda: settings)
    heard = listen(sounds)
    sounds.play("tile")
    assert heard == []


def test_the_end_plays_the_fanfare_alone() -> None:
    events = [Event("coins", "", {}), Event("game_over", "", {}), Event("turn", "", {})]
    assert sounds_for(events) == ["fanfare"]
    assert sounds_for([Event("build", "", {}), Event("coins", "", {}), Event("coins", "", {})]) == [
        "tile",
        "coins",
    ]


def test_no_audio_device_is_silence_not_an_error(tmp_path: Path) -> None:
    script = (
        "import pygame; from game.app import App; app = App(); assert not pygame.mixer.get_init();"
        "app.sounds.play('tile'); app.step(0.016); print('ok')"
    )
    env = {
        **os.environ,
        "SDL_AUDIODRIVER": "no-such-driver",
        "SDL_VIDEODRIVER": "dummy",
        "TANG_GARDEN_HOME": str(tmp_path),
    }
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0 and done.stdout.strip().endswith("ok"), done.stderr


def test_the_volume_is_set_in_settings(home) -> None:
    from game.app import App

    app = App(settings=Settings())
    app.step(FRAME)
    click(app, app.scene.buttons["settings"].rect.center)
    app.step(FRAME)
    slider = app.scene.volume
    for _ in range(3):
        click(app, slider.right_button.rect.center)
    key(app, pygame.K_RETURN)  # Save
    assert Settings.load().volume > 70
    assert app.settings.volume == Settings.load().volume


def test_m_on_the_settings_screen_survives_save(home) -> None:
    from game.app import App

    app = App(settings=Settings())
    app.step(FRAME)
    click(app, app.scene.buttons["settings"].rect.center)
    app.step(FRAME)
    key(app, pygame.K_m)
    assert app.scene.toggles["muted"].text == "On"
    key(app, pygame.K_RETURN)  # Save
    assert Settings.load().muted and app.settings.muted
