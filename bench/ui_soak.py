"""Random mouse and keyboard events across every screen of the game; nothing may raise.

``python bench/ui_soak.py [--events N] [--seed S]`` (SDL dummy driver) visits each screen in
turn (menu, new game, multiplayer and solo play, play with a scenario and every part, rules,
settings, load, both end screens) and posts random clicks, drags, wheel turns, keys and typed
text, half of them aimed at what is on screen. Any exception stops it with its traceback; the
last line is
``soak: N events, K screens visited, peak M MB``.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile
from collections import Counter
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

FRAME = 1 / 60
EVENTS_PER_FRAME = 4  # a hand on a mouse makes several events per frame
MAX_PER_VISIT = 400  # events on one screen before the soak moves on (fewer in short soaks)
KEYS = [
    pygame.K_RETURN,
    pygame.K_ESCAPE,
    pygame.K_TAB,
    pygame.K_F1,
    pygame.K_r,
    pygame.K_z,
    pygame.K_d,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_BACKSPACE,
    pygame.K_SPACE,
    pygame.K_1,
    pygame.K_a,
]
MODS = [0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL]
TEXTS = ["7", "42", "x", "Zoë", "-3", " ", "\u5510", "9" * 30]


def peak_mb() -> int:
    """The process's peak resident memory so far, in MB."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (2**20 if sys.platform == "darwin" else 2**10))


def screens(app) -> list[tuple[str, Callable[[], object]]]:
    """Every screen, made fresh: (name, factory)."""
    from engine.tang_garden.game import new_game, new_solo_game
    from game.scenes.common import default_table
    from game.scenes.end import EndScene, ruleset_end
    from game.scenes.load import LoadScene
    from game.scenes.menu import MenuScene
    from game.scenes.new_game import NewGameScene
    from game.scenes.play import PlayScene
    from game.scenes.rules import RulesScene
    from game.scenes.settings import SettingsScene
    from game.screenshot import random_turns
    from game.session import Session

    def finished(solo: bool) -> Session:
        from engine.tang_garden.game import apply, legal_actions

        state = new_solo_game(1) if solo else new_game(2, 1)
        rand = random.Random(1)
        while not state.over:
            state, _ = apply(state, rand.choice(legal_actions(state)))
        return Session(state, table=default_table(len(state.players)))

    def with_modules() -> object:
        """A 3-player game with a multiplayer scenario (or none) and every part, some turns in."""
        from engine.tang_garden.game import known_modules, ruleset_problem

        modules = [m for m in known_modules() if 3 in m.players]
        scenario = random.choice([None, *(m.id for m in modules if m.kind == "scenario")])
        ruleset = [scenario] if scenario else []
        for part in (m.id for m in modules if m.kind == "part"):  # each New game lets join
            if ruleset_problem([*ruleset, part], 3) is None:
                ruleset.append(part)
        return random_turns(3, random.randrange(10**6), random.randrange(20), ruleset)

    def play(state) -> object:
        table = default_table(len(state.players))
        return PlayScene(app, Session(state, autosave=autosave, table=table))

    from game.paths import autosave_path

    autosave = autosave_path()
    return [
        ("menu", lambda: MenuScene(app)),
        ("new game", lambda: NewGameScene(app)),
        ("play (2)", lambda: play(new_game(2, random.randrange(10**6)))),
        ("play (4, late)", lambda: play(random_turns(4, random.randrange(10**6), 40))),
        ("play (solo)", lambda: play(new_solo_game(random.randrange(10**6)))),
        ("play (a scenario, every part)", lambda: play(with_modules())),
        ("rules", lambda: RulesScene(app, back=MenuScene(app))),
        ("settings", lambda: SettingsScene(app, back=MenuScene(app))),
        ("load", lambda: LoadScene(app, back=MenuScene(app))),
        ("end", lambda: EndScene(app, finished(solo=False))),
        ("solo end", lambda: ruleset_end(app, finished(solo=True))),
    ]


def targets(scene) -> list[tuple[int, int]]:
    """Points worth aiming at: pieces, spaces and widgets on the current screen."""
    points = []
    for name in ("shelf_spots",):
        points += [rect.center for rect, *_ in getattr(scene, name, [])]
    for part in ("board", "panel"):
        view = getattr(scene, part, None)
        points += [rect.center for rect, *_ in getattr(view, "hotspots", [])]
    points += [element.rect.center for element in scene.ui.get_sprite_group().sprites()]
    return points


def random_event(rand: random.Random, scene, size: tuple[int, int]) -> list[pygame.event.Event]:
    """One gesture: a click, a drag, a wheel turn, a key or typed text."""
    aimed = targets(scene)
    if aimed and rand.random() < 0.5:
        x, y = rand.choice(aimed)
    else:
        x, y = rand.randrange(size[0]), rand.randrange(size[1])
    roll = rand.random()
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0))
    if roll < 0.35:
        button = rand.choice([1, 1, 1, 3])
        return [
            motion,
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=button),
        ]
    if roll < 0.55:
        end = (rand.randrange(size[0]), rand.randrange(size[1]))
        return [
            motion,
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(9, 9), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1),
        ]
    if roll < 0.65:
        return [motion, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rand.choice([-1, 1]))]
    if roll < 0.8:
        return [motion]
    if roll < 0.92:
        key, mod = rand.choice(KEYS), rand.choice(MODS)
        return [
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0),
        ]
    return [pygame.event.Event(pygame.TEXTINPUT, text=rand.choice(TEXTS))]


def soak(events: int, seed: int, on_visit: Callable[[str], None] | None = None) -> Counter:
    """Post ``events`` random events, visiting every screen in turn; returns the visits."""
    from game.app import App
    from game.settings import Settings

    random.seed(seed)
    rand = random.Random(seed)
    app = App(settings=Settings(animation="fast", show_handoff=True))
    made = screens(app)
    per_visit = max(40, min(MAX_PER_VISIT, events // (2 * len(made))))
    visits: Counter = Counter()
    posted = 0
    while posted < events:
        name, make = made[sum(visits.values()) % len(made)]
        app.switch(make())
        visits[name] += 1
        if on_visit is not None:
            on_visit(name)
        budget = min(per_visit, events - posted)
        while budget > 0:
            batch = []
            while budget > 0 and len(batch) < EVENTS_PER_FRAME:
                gesture = random_event(rand, app.scene, app.window.get_size())
                batch += gesture
                budget -= len(gesture)
            for event in batch:
                pygame.event.post(event)
            posted += len(batch)
            app.running = True  # Esc on the menu quits; the soak goes on
            app.step(FRAME)
    return visits


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["TANG_GARDEN_HOME"] = home
        visits = soak(args.events, args.seed)
    print(", ".join(f"{name} {count}" for name, count in visits.items()))
    print(f"soak: {args.events} events, {len(visits)} screens visited, peak {peak_mb()} MB")


if __name__ == "__main__":
    main()
