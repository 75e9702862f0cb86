"""What the screens show one player never depends on what only another player (or nobody) may
know: the seasoned starting characters dealt to the others and their secret picks, the flying
lanterns' envelope, the leaf in another player's score bag, the order of every deck.

The same position is drawn twice for the person at the screen: as it is, and with everything
hidden from that person dealt anew (another world the person cannot tell apart). Every text
drawn, every hover card, every button's words and tool tip, the log and the picture itself must
be the same in both; a secret that reached the screen would show as a difference.
"""

from __future__ import annotations

import hashlib
import random

import pygame
import pytest

from engine.core.bots.worlds import determinize
from engine.core.view import hidden_parts
from engine.tang_garden.api import GameState, apply, decision, new_game
from game import assets, hover
from game.app import App
from game.log_lines import Move, game_log, log_lines, past_moves
from game.scenes.end import EndScene
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings

pytestmark = pytest.mark.ui

SECRETS = ["seasoned-characters", "flying-lanterns", "autumn"]  # picks, envelope, score bags


def screen_of(
    state: GameState, log: list[str], monkeypatch, end: bool = False, moves: list | None = None
) -> list:
    """Everything a screen on ``state`` (with ``log`` and the ``moves`` told) shows its person:
    the texts drawn in order, the picture, and (on the play screen) each hover card, the
    buttons and the log."""
    app = App(settings=Settings(animation="off", show_handoff=False))
    session = Session(state, log=list(log), past=list(moves or []))
    scene = EndScene(app, session) if end else PlayScene(app, session)
    app.switch(scene)
    drawn: list = []
    real = assets.text

    def text(words, *args, **kwargs):
        drawn.append(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(assets, "text", text)
    hover.render.cache_clear()
    app.step(0)
    if end:
        scene.skip()  # the scores counted up, the winner named
        app.step(0)
    drawn.append(hashlib.sha1(pygame.image.tobytes(app.screen, "RGB")).hexdigest())
    if not end:
        for _, kind, payload in scene.shelf_spots + scene.board.hotspots + scene.panel.hotspots:
            entry = hover.entry_for(scene.seen, kind, payload)
            if entry is not None:
                hover.render(entry)
                drawn.append((entry.title, entry.lines))
        drawn += [(b.text, b.tool_tip_text) for b in (*scene.buttons, *scene.top_buttons.values())]
        drawn += scene.panel.shown_log
    monkeypatch.setattr(assets, "text", real)
    return drawn


def secret_names(state: GameState, viewer: int) -> set[str]:
    """The names of the characters hidden from ``viewer`` that nothing public shows."""
    names = state.catalog.characters
    hidden = {c for part in hidden_parts(state, viewer) for c in part.items[: part.stop]}
    public = set(state.char_display) | {m.character for m in state.minis.values()}
    public |= {p.active for p in state.players if p.active}
    return {names[c].name for c in hidden - public if c in names}


def unseen_items(state: GameState, viewer: int) -> list:
    return [part.items[: part.stop] for part in hidden_parts(state, viewer)]


def test_no_screen_shows_what_its_person_may_not_know(home, monkeypatch):
    rand = random.Random(5)
    state = new_game(3, 5, ruleset=SECRETS)
    log = game_log(state)  # the table's record: the world dealt anew has no history of its own
    moves = past_moves(state)
    compared = differed = 0
    kinds: set[str] = set()
    for step in range(400):
        if state.over:
            break
        pending = decision(state)
        if step < 6 or step % 15 == 0 or pending.kind in ("leaf", "seasoned_start"):
            viewer = pending.player
            other = determinize(state, viewer, random.Random(step))
            differed += unseen_items(other, viewer) != unseen_items(state, viewer)
            differed += other.sealed != state.sealed
            seen = screen_of(state, log, monkeypatch, moves=moves)
            assert screen_of(other, log, monkeypatch, moves=moves) == seen, step
            assert not any(n in line for n in secret_names(state, viewer) for line in log)
            compared += 1
            kinds.add(pending.kind)
        before = state.current
        state, events = apply(state, rand.choice(pending.options))
        log += log_lines(events)
        moves.append(Move(before, tuple(events)))
    assert state.over
    other = determinize(state, None, random.Random(1))
    end = screen_of(state, log, monkeypatch, end=True)
    assert screen_of(other, log, monkeypatch, end=True) == end
    assert {"seasoned_start", "leaf", "main"} <= kinds  # the secret picks and the bags were seen
    assert differed >= compared  # every position compared had something hidden dealt anew
