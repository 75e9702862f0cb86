"""Computer players a person can read and trust: Hard and the Hint do not draw decoration cards
that can seldom be placed, a hint's value is on one scale from one hint to the next, and Hard's
thinking shows its progress on the play screen."""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path
from statistics import mean

import pygame
import pytest

from engine.core.bots.worlds import determinize
from engine.core.flow import play, position
from engine.tang_garden import actions as A
from engine.tang_garden.bots import hint, make_bot, search
from engine.tang_garden.bots.hints import worth
from engine.tang_garden.game import new_game
from engine.tang_garden.record import replay
from game import assets, computer_turns
from game.app import App
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME

BOTS = Path(__file__).parent / "fixtures" / "bots"
SELDOM = BOTS / "seldom_placeable_draw.json"


def placeable_share(state, worlds: int = 40) -> float:
    """In how many of ``worlds`` dealt from the player's view a decoration drawn now can be
    placed."""
    me, rand, hits = position(state).decision.player, random.Random(1), 0
    for _ in range(worlds):
        drawn, _ = play(position(determinize(state, me, rand)), A.Decorate())
        hits += any(isinstance(o, A.PlaceDecoration) for o in drawn.decision.options)
    return hits / worlds


def test_hard_and_the_hint_do_not_draw_cards_that_can_seldom_be_placed(monkeypatch):
    """A two-player game (Medium against Medium, seed 16, 160 moves) where a Place a Decoration
    places something in only a quarter of the deals: Hard judged it in one dealt world, and a
    lucky one made it draw; judged in several, neither Hard nor the Hint draws."""
    state = replay(json.loads(SELDOM.read_text()))
    assert A.Decorate() in position(state).decision.options
    assert placeable_share(state) <= 0.25
    assert not isinstance(make_bot("hard", 0).choose(position(state)), A.Decorate)
    assert not isinstance(hint(state).action, A.Decorate)
    monkeypatch.setattr(search, "CHANCE", 1)  # one dealt world, as before
    monkeypatch.setattr(search, "SELDOM", -1)  # and no count of the deals its cards are used in
    assert isinstance(make_bot("hard", 0).choose(position(state)), A.Decorate)


def test_hard_and_the_hint_never_gamble_on_a_draw_that_seldom_places(monkeypatch):
    """Hard against Medium, seed 106, turn 3: a drawn card can be placed in a fifth of the
    deals. The rare good draw pays for the misses by Hard's judgement, but a person would
    mostly see "cannot place any drawn decoration": neither Hard nor the Hint draws."""
    state = replay(json.loads((BOTS / "seldom_placeable_gamble.json").read_text()))
    assert A.Decorate() in position(state).decision.options
    assert placeable_share(state) <= 0.25
    assert not isinstance(make_bot("hard", 0).choose(position(state)), A.Decorate)
    assert not isinstance(hint(state).action, A.Decorate)
    monkeypatch.setattr(search, "SELDOM", -1)  # the draws not counted: the gamble is taken
    assert isinstance(make_bot("hard", 0).choose(position(state)), A.Decorate)


def test_near_the_end_a_player_behind_builds_on_rather_than_draw_in_vain():
    """Hard against Medium, seed 103, move 194: the hinted player is 31 coins behind, four
    landscape tokens are left and a drawn card can be placed in no deal. Every build that
    scores most at once takes a token and ends the game, so only those and the draw were judged,
    and the hint drew in vain to put the end off; a build that lets the game go on is judged
    too now, and it is what Hard and the Hint play."""
    state = replay(json.loads((BOTS / "draw_to_put_off_the_end.json").read_text()))
    here = position(state)
    assert placeable_share(state) == 0.0 and len(state.tokens) == 4
    for action in (make_bot("hard", 0).choose(here), hint(state).action):
        assert isinstance(action, A.Build)
        assert not play(here, action)[0].state.end_triggered


def test_the_same_position_hinted_twice_gives_the_same_hint():
    state = replay(json.loads(SELDOM.read_text()))
    assert hint(state) == hint(state)


def test_drawing_is_worth_what_placing_after_the_draw_is_worth_on_average():
    """One scale from one hint to the next: what Place a Decoration is worth now is, within a
    coin, the mean of what the hinted move is worth after each possible draw (the same worlds
    dealt from the player's view); and every option is measured alike."""
    state = new_game(2, 5, first=0)
    while A.Decorate() not in position(state).decision.options:
        here = position(state)
        state, _ = play(here, make_bot("medium", 1).choose(here))
        state = state.state
    me, rand = position(state).decision.player, random.Random(0)
    drawn_worth = worth(state, A.Decorate())
    after_draws = []
    for _ in range(8):
        drawn, _ = play(position(determinize(state, me, rand)), A.Decorate())
        after_draws.append(hint(drawn.state, budget=0).gain)
    assert drawn_worth == pytest.approx(mean(after_draws), abs=1.0)
    assert hint(state, budget=0).gain == worth(state, hint(state, budget=0).action)


def test_hard_tells_its_progress_from_nothing_to_done():
    """The engine tells a plain number from 0 to 1 as Hard thinks, never going back."""
    state = replay(json.loads(SELDOM.read_text()))
    told: list[float] = []
    make_bot("hard", 0, progress=told.append).choose(position(state))
    assert told[0] == 0.0 and told[-1] == 1.0 and len(told) > 3
    assert told == sorted(told)


class SlowHard:
    """A Hard player that tells half its thinking done, then waits to be let go."""

    def __init__(self, progress) -> None:
        self.progress = progress
        self.go = threading.Event()

    def choose(self, here):
        self.progress(0.5)
        self.go.wait(30)
        return here.decision.options[0]


@pytest.mark.ui
def test_the_top_bar_says_hard_is_thinking_and_how_far(home, monkeypatch):
    """While a Hard seat thinks, the top bar reads "… is thinking… 50%"; once it has chosen
    the move is played."""
    made: list[SlowHard] = []

    def slow(level, seed, progress=None):
        made.append(SlowHard(progress))
        return made[-1]

    monkeypatch.setattr(computer_turns, "make_bot", slow)
    drawn: list[str] = []
    real = assets.text
    monkeypatch.setattr(
        assets, "text", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k)
    )
    app = App(settings=Settings(animation="off", show_handoff=False))
    state = new_game(["Ana", "Bo"], 4, first=0, start_face="A", start_rot=0)
    scene = PlayScene(app, Session(state, table={"seats": ["hard", "person"]}))
    app.switch(scene)
    for _ in range(5):
        app.step(FRAME)
    assert any(w.endswith("Ana (Computer · Hard) is thinking… 50%") for w in drawn), drawn[-5:]
    made[0].go.set()
    scene.computers.job.wait(10)
    for _ in range(60):
        app.step(0.25)
    assert scene.state.actions()
    pygame.event.clear()
