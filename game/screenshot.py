"""Headless screenshots of the play screen after some random legal turns."""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from pathlib import Path


def random_turns(players: int | list[str], seed: int, turns: int, ruleset: Sequence[str] = ()):
    """A game (of ``ruleset``'s modules; ``players``: a count or the names) after ``turns``
    completed turns of random legal play (or its end)."""
    from engine.tang_garden.api import EndTurn, apply, legal_actions, new_game

    state = new_game(players, seed, ruleset=ruleset)
    rand = random.Random(seed)
    done = 0
    while done < turns and not state.over:
        action = rand.choice(legal_actions(state))
        state, _ = apply(state, action)
        done += isinstance(action, EndTurn)
    return state


def screenshot(
    seed: int, turns: int, out: Path, size: tuple[int, int] | None = None, players: int = 4
) -> Path:
    """Render the play screen for that game without a window and save it as a PNG."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.app import App
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings

    app = App(settings=Settings(animation="off", show_handoff=False), window=size)
    scene = PlayScene(app, Session(random_turns(players, seed, turns)))
    app.switch(scene)
    scene.update(0.0)
    scene.draw(app.screen)  # laid out for a window of that size, at its resolution
    image = app.screen
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(image, str(out))
    return out
