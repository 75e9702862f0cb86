"""The engine API contract: legal options, immutability, refusals, hidden information, no pygame."""

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.events import IllegalAction
from engine.core.view import player_view
from engine.tang_garden.actions import Build, Decorate, EndTurn, PlaceDecoration, TakeCoins
from engine.tang_garden.game import apply, decision, legal_actions
from engine.tang_garden.record import to_record
from engine.tang_garden.state import GameState
from tests.helpers import deck_top, do, game, set_face_up

ROOT = Path(__file__).resolve().parent.parent


def snapshot(state):
    """Everything a change to the state would show: every view, hidden orders, the record."""
    return (
        [player_view(state, v) for v in [None, *range(len(state.players))]],
        list(state.deco_deck),
        list(state.char_deck),
        {k: list(v) for k, v in state.stacks.items()},
        {k: list(v) for k, v in state.land_pile.items()},
        list(state.tasks),
        list(state.drawn),
        state.draws,
        repr(state.turn),
        to_record(state),
    )


def positions(players, seed, every):
    """States along a random legal game: every decision but the main one, which is long to
    try in full, every ``every``-th time."""
    state = game(players, seed)
    rand = random.Random(seed)
    mains = 0
    while options := legal_actions(state):
        if decision(state).kind != "main" or mains % every == 0:
            yield state
        mains += decision(state).kind == "main"
        state, _ = apply(state, rand.choice(options))


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 5), (3, 2), (4, 3), (4, 8)])
def test_every_legal_option_is_accepted_and_apply_never_mutates_its_input(players, seed):
    """Each option of legal_actions is accepted by apply; apply leaves its input unchanged."""
    checked = 0
    for state in positions(players, seed, every=4):
        before = snapshot(state)
        options = legal_actions(state)
        assert options
        for action in options:
            new, events = apply(state, action)
            assert new is not state
            assert isinstance(events, list)
            checked += 1
        assert snapshot(state) == before
    assert checked > 200


def test_apply_leaves_the_input_of_a_whole_turn_unchanged():
    """Old states stay valid after later actions (undo keeps them)."""
    state = deck_top(game(), "fish_2", "bridge_1")
    before = snapshot(state)
    later = do(state, Decorate())
    later = do(later, legal_actions(later)[0], EndTurn())
    assert snapshot(later) != before
    assert snapshot(state) == before


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (EndTurn(), "That is not possible now. Choose your main action"),
        (TakeCoins(), "That is not possible now"),
        (Build("greenery", 3, 3, 0), "(3, 3) already holds a tile"),
        (Build("greenery", 9, 9, 0), "(9, 9) is not a space of the garden"),
    ],
)
def test_an_action_not_offered_is_refused_with_a_reason(action, reason):
    """An action not in the options raises IllegalAction whose message says why."""
    state = game()
    assert action not in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, action)
    assert reason in str(err.value)


def test_a_malformed_action_is_refused_with_illegal_action():
    """An action with a field of the wrong type (as from a damaged record) is refused."""
    with pytest.raises(IllegalAction):
        apply(game(), Build("greenery", [3], 2, 2))


def test_a_face_down_tile_is_refused_with_a_reason():
    state = set_face_up(game(), water=False)
    with pytest.raises(IllegalAction, match="top tile of the water stack is face down"):
        apply(state, Build("water", 5, 4, 0))


def test_a_card_not_drawn_is_refused_with_a_reason():
    state = do(deck_top(game(), "fish_2", "bridge_1"), Decorate())
    with pytest.raises(IllegalAction, match="fish_3 is not one of the cards you drew"):
        apply(state, PlaceDecoration("fish_3", 4, 4))


def test_nothing_is_accepted_after_the_game():
    state = game()
    state.over = True
    state.tasks = []
    assert legal_actions(state) == ()
    with pytest.raises(IllegalAction, match="The game is over"):
        apply(state, EndTurn())


def _mentions(view, ident):
    return f'"{ident}"' in json.dumps(view)


def test_player_view_hides_deck_orders_and_other_players_drawn_cards():
    """Views give counts for decks, piles and face-down tiles, and for another player's hand."""
    state = set_face_up(game(), rock=False)
    state = do(state, Decorate())  # player 0 holds 3 drawn cards
    own = player_view(state, 0)
    other = player_view(state, 1)
    assert own["drawn"] == state.drawn
    assert other["drawn"] == len(state.drawn) == 3
    assert own["decision"]["options"] and other["decision"]["options"] is None
    assert other["decoration_deck"] == len(state.deco_deck)
    assert other["character_deck"] == len(state.char_deck)
    assert other["landscapes_hidden"] == {k: len(v) for k, v in state.land_pile.items()}
    assert other["stacks"]["rock"] == {"count": len(state.stacks["rock"]), "top": None}
    assert other["stacks"]["water"]["top"] == state.stacks["water"][-1]
    hidden = [
        *state.drawn,
        *state.deco_deck,
        *state.char_deck,
        *(t for tiles in state.land_pile.values() for t in tiles),
        *(t for tiles in state.stacks.values() for t in tiles[:-1]),
        state.stacks["rock"][-1],
    ]
    leaked = [i for i in hidden if _mentions(other, i)]
    assert leaked == []
    assert _mentions(own, state.drawn[0])


def test_engine_never_imports_pygame():
    """The rules engine runs without pygame."""
    code = (
        "import sys, engine.tang_garden.game, engine.tang_garden.record, "
        "engine.tang_garden.simulate; "
        "assert 'pygame' not in sys.modules"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_every_state_field_the_api_guide_names_exists():
    """docs/engine-api.md names ``state.<field>``s: each is a field of the game state."""
    guide = (Path(__file__).resolve().parents[1] / "docs" / "engine-api.md").read_text()
    named = set(re.findall(r"(?<![/\w])state\.([a-z_]+)(?![\w(])", guide))
    assert named and [name for name in named if not hasattr(GameState, name)] == []
