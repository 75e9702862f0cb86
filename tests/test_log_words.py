"""The log speaks as a player does: no engine identifier, coordinates as printed on the board."""

from __future__ import annotations

import re

import pytest

from engine.tang_garden import actions as A
from engine.tang_garden.bots import RandomPlayer
from engine.tang_garden.game import known_modules, new_game, new_solo_game
from engine.tang_garden.state import GameState
from game.log_lines import game_log
from game.session import Session

WEB = ("decorations-showcase", "pear-garden-market", "glory-of-the-emperor")


def _id_pattern(state: GameState) -> re.Pattern[str]:
    """Every identifier from the data and the actions that is not an ordinary word."""
    cat = state.catalog
    ids = {
        *cat.tiles,
        *cat.cards,
        *cat.characters,
        *cat.lanterns,
        *cat.landscapes,
        *(slot.id for slot in cat.data.board.slots),
        *cat.decoration_types,
        *(cls.kind for cls in (*A.Action.__subclasses__(), *state.ruleset.action_classes)),
    }
    machine = sorted(i for i in ids if re.search(r"[\d_]", i) or i in state.ruleset.by_id)
    words = "|".join(re.escape(i) for i in machine)
    # also: positions as tuples, "(s)" plurals, "1 coins", the undo marker
    return re.compile(rf"\b(?:{words})\b|\(\d+, \d+\)|\w\(s\)|\b1 coins\b|\(undone\)")


def _play(session: Session, seed: int, limit: int) -> None:
    bot = RandomPlayer(seed)
    for _ in range(limit):
        if session.state.over:
            return
        session.play(bot.choose(session.here))
        if bot.rand.random() < 0.05 and session.can_undo:
            session.undo()


TEAM = [m for m in known_modules() if 3 in m.players]  # every module a table of three plays
PARTS = [m.id for m in known_modules() if m.kind == "part"]


@pytest.mark.parametrize(
    "make",
    [
        *(
            lambda seed, r=r: new_game(3, seed, ruleset=r)
            for r in ([], *([*m.requires, m.id] for m in TEAM))  # with what it requires
        ),
        lambda seed: new_game(4, seed, ruleset=[*WEB, *PARTS]),
        lambda seed: new_solo_game(seed),
    ],
    ids=["base", *(m.id for m in TEAM), "all-together", "yin-yang"],
)
@pytest.mark.parametrize("seed", [3, 17])
def test_no_log_line_names_an_engine_identifier(make, seed):
    session = Session(make(seed))
    _play(session, seed, 3000)
    pattern = _id_pattern(session.state)
    bad = [line for line in session.log if pattern.search(line)]
    assert not bad, bad[:10]
    assert session.log == game_log(session.state)  # as told live, so told again on load


@pytest.mark.parametrize("purchase", [A.DrawExtraCards(), A.TakeDiscardTop()])
def test_the_merchants_purchases_are_logged_without_ids(purchase):
    """Random players seldom meet the Merchant's choice: here it is made on purpose."""
    state = new_game(3, 22)
    state.players[state.current].active = "merchant"
    state.players[state.current].coins = 5
    state.deco_discard = [state.deco_deck.pop() for _ in range(6)]
    session = Session(state, log=["start"])
    session.play(A.Decorate())
    session.play(purchase)
    pattern = _id_pattern(session.state)
    assert session.log[-1].startswith(f"{session.state.player.name} pays")
    assert not [line for line in session.log if pattern.search(line)], session.log


def test_one_stack_turned_face_up_is_named_in_the_singular():
    """A build that leaves one face-down top: "The top tile of the water stack is turned face
    up", not "tiles ... stacks"."""
    import random

    from engine.tang_garden.game import apply, legal_actions

    state, rand = new_game(2, 4, first=0, start_face="A", start_rot=0), random.Random(1)
    flips = []
    while not state.over and not flips:
        state, events = apply(state, rand.choice(legal_actions(state)))
        flips = [e for e in events if e.kind == "flip" and len(e.data["stacks"]) == 1]
    (stack,) = flips[0].data["stacks"]
    assert flips[0].text == f"The top tile of the {stack} stack is turned face up"
