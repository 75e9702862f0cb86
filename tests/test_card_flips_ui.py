"""Cards gained otherwise than by the base draw turn face up where they are shown, by posted
events: a new card on a restocked market, a Roof card kept (among the player's cards), a card
reserved under a Dragon, a face-up Solstice card taken into the hand. The animation reads each
event's ``face_up`` cards, whichever module's event it is."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.api import Event
from engine.tang_garden.game import new_game
from game.animation import Animator, Flip
from game.app import App
from game.event_animations import Places, animate_events
from game.layout import BoardLayout
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, perform

pytestmark = pytest.mark.ui


def _reach(modules: list[str], wanted: str, prefer: tuple = ()) -> tuple[Session, object]:
    """A game of ``modules`` played at random (an option whose action is named in ``prefer``
    taken whenever offered) until an action named ``wanted`` is offered; the session and it."""
    for seed in range(1, 9):
        session, rng = Session(new_game(2, seed, ruleset=modules)), random.Random(seed)
        while options := session.decision.options:
            found = [o for o in options if type(o).__name__ == wanted]
            if found:
                return session, found[0]
            liked = [o for o in options if type(o).__name__ in prefer]
            session.play(rng.choice(liked or options))
    pytest.fail(f"no {wanted} offered in 8 random games")


def _flips_after(session: Session, action) -> tuple[PlayScene, list[Flip]]:
    """The play screen at ``session``, ``action`` made there with the mouse: the scene and the
    flips running, each drawn once (their cards looked up)."""
    app = App(settings=Settings(animation="normal", show_handoff=False))
    scene = PlayScene(app, session)
    app.switch(scene)
    app.step(FRAME)
    perform(app, scene, action)
    return scene, scene.anim.running(Flip)


def _where(scene: PlayScene, kind: str, payload) -> list:
    spots = [*scene.shelf_spots, *scene.panel.hotspots]
    return [rect for rect, k, p in spots if k == kind and p == payload]


def _turns_among_the_players_cards(session, take) -> None:
    """``take`` (a card kept) turns its card face up on the first of its kind among the
    deciding player's cards."""
    player = session.decision.player
    scene, flips = _flips_after(session, take)
    kind = scene.state.catalog.card_type[take.card].id
    found = [r for r, k, p in scene.panel.hotspots if k == "played" and p[:2] == (player, kind)]
    assert found and [f.locate() for f in flips] == found[:1]


def test_a_new_card_on_a_restocked_market_turns_face_up_there():
    session, restock = _reach(["market"], "Restock")
    scene, flips = _flips_after(session, restock)
    event = next(e for e in scene.session.last_events if e.kind == "restock")
    (card,) = event.data["face_up"] or pytest.fail("no card came")
    assert [f.locate() for f in flips] == _where(scene, "card", card)


def test_a_roof_card_kept_turns_face_up_among_the_players_cards():
    session, take = _reach(["winter", "dragons"], "TakeRoofCard")
    _turns_among_the_players_cards(session, take)


def test_a_card_a_spring_lantern_brings_from_the_discards_turns_among_the_players_cards():
    session, take = _reach(["spring"], "TakeDiscard")
    _turns_among_the_players_cards(session, take)


def test_a_card_reserved_under_a_dragon_turns_face_up_on_the_dragons_line():
    session, reserve = _reach(["dragons"], "ReserveCard")
    scene, flips = _flips_after(session, reserve)
    assert [f.locate() for f in flips] == _where(scene, "reserved_card", reserve.card)


def test_a_face_up_solstice_card_taken_turns_in_the_hand_and_its_replacement_on_the_row():
    session, take = _reach(["solstice"], "TakeFaceUp")
    scene, flips = _flips_after(session, take)
    event = next(e for e in scene.session.last_events if e.kind == "face_up_card")
    taken, *new = event.data["face_up"]
    assert taken == take.card
    assert [f.locate() for f in flips] == [
        *_where(scene, "card", taken),
        *(r for card in new for r in _where(scene, "solstice_card", card)),
    ]
    assert len(flips) == 1 + len(new) and flips[0].locate() is not None


def test_a_card_drawn_into_a_hidden_hand_turns_nowhere():
    """A computer player's draw (its hand not shown) turns no card over: not one of the same
    type among the cards it keeps, which would tell what it drew."""
    kept = pygame.Rect(10, 10, 34, 20)
    anim = Animator(lambda: 1.0)
    places = Places(
        BoardLayout.fit(pygame.Rect(0, 0, 600, 600)),
        panel=lambda: [(kept, "played", (1, "peony", 1))],
        hand=lambda: [],
        hand_shown=False,
        kept_type=lambda card: None,  # drawn, not kept
    )
    draw = Event("draw", "Bo draws 2 decoration cards", {"player": 1, "face_up": ("peony_2",)})
    animate_events(anim, [draw], places)
    assert [flip.locate() for flip in anim.running(Flip)] == [None]
