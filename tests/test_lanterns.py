"""Lanterns: the four abilities, one lantern per turn, and refreshing with landscape tokens."""

import pytest

from engine.tang_garden.actions import (
    Build,
    Decorate,
    DiscardDrawn,
    DrawCharacter,
    Influence,
    InsertLandscape,
    MoveCharacter,
    PlaceDecoration,
    RefreshLantern,
    TakeCharacter,
    UseLantern,
)
from engine.tang_garden.game import decision
from engine.tang_garden.state import Mini
from tests.helpers import (
    deck_top,
    do,
    game,
    neutral,
    options,
    put,
    set_face_up,
    set_top,
)


def scene(players=2):
    return neutral(game(players))


def lanterns(state):
    return {o.lantern for o in options(state, UseLantern)}


# --- place two tiles (D13) ---------------------------------------------------------------------


def test_double_build_places_two_face_up_tiles_and_scores_both():
    """Place two tiles in one Build the Garden action, scoring both."""
    state = set_top(scene(), "greenery", "G08")
    set_top(state, "water", "W07")
    after = do(state, UseLantern("double_build"))
    assert not after.players[0].lanterns["double_build"]
    assert Decorate() not in options(after)
    after = do(after, Build("greenery", 3, 2, 2))
    assert decision(after).kind == "second_build"
    assert {b.stack for b in options(after)} == {"water", "rock", "tao"}
    after = do(after, Build("water", 5, 4, 3))
    assert after.players[0].tracks == [1, 1, 0]
    assert decision(after).kind == "post"


def test_double_build_second_tile_was_face_up_when_the_turn_began_D13():
    """D13: the second tile is one face up at the start; the refill waits for both."""
    state = set_face_up(scene(), rock=False, tao=False)
    set_top(state, "greenery", "G08")
    set_top(state, "water", "W07")
    after = do(state, UseLantern("double_build"), Build("greenery", 3, 2, 2))
    assert not after.face_up["rock"]  # one face-up tile left, but no refill yet
    assert {b.stack for b in options(after)} == {"water"}
    after = do(after, Build("water", 5, 4, 3))
    assert all(after.face_up.values())  # now the refill


def test_double_build_needs_two_face_up_tiles_D13():
    """D13: the lantern is offered only when at least two tiles are face up."""
    state = set_face_up(scene(), water=False, rock=False, tao=False)
    assert "double_build" not in lanterns(state)
    set_face_up(state, water=True)
    assert "double_build" in lanterns(state)


# --- place two decorations (D14) ---------------------------------------------------------------


def test_double_decoration_places_two_and_gains_both_bonuses():
    """Place two decorations from the cards drawn, with both one-time bonuses."""
    state = deck_top(scene(), "peony_1", "fish_2")
    after = do(state, UseLantern("double_decoration"))
    assert options(after) == [Decorate()]
    after = do(after, Decorate(), PlaceDecoration("peony_1", 3, 3))
    assert options(after) == [PlaceDecoration("fish_2", 4, 4)]
    after = do(after, PlaceDecoration("fish_2", 4, 4))
    assert after.players[0].cards == ["peony_1", "fish_2"]
    assert after.players[0].tracks == [1, 1, 0]
    assert decision(after).kind == "post"


def test_double_decoration_second_skipped_when_no_card_fits_D14():
    """D14: if no second card can be placed, the second placement is skipped."""
    state = deck_top(scene(), "peony_1", "bridge_1")
    after = do(state, UseLantern("double_decoration"), Decorate(), PlaceDecoration("peony_1", 3, 3))
    assert decision(after).kind == "post"
    assert after.deco_discard == ["bridge_1"]


# --- move a character (D15) ---------------------------------------------------------------------


def with_character(state):
    state.minis[4, 3, "tile"] = Mini("hermit", 0, 0)
    return state


def test_move_character_needs_an_own_character_in_the_garden():
    """The lantern moves one of the player's own characters already in the garden."""
    state = scene()
    assert "move_character" not in lanterns(state)
    state.minis[4, 3, "tile"] = Mini("hermit", 1, 0)  # the other player's
    assert "move_character" not in lanterns(state)
    assert "move_character" in lanterns(with_character(scene()))


def test_move_character_to_a_free_spot_or_turn_it_D15():
    """Move to any free spot with any facing, or only turn it; before the main action (D15)."""
    after = do(with_character(scene()), UseLantern("move_character"))
    assert set(options(after)) == {
        *(MoveCharacter("hermit", 3, 4, "tile", f) for f in "NESW"),
        *(MoveCharacter("hermit", 4, 3, "tile", f) for f in "ESW"),
    }
    moved = do(after, MoveCharacter("hermit", 3, 4, "tile", "S"))
    assert moved.minis == {(3, 4, "tile"): Mini("hermit", 0, 2)}
    assert decision(moved).kind == "main"
    turned = do(after, MoveCharacter("hermit", 4, 3, "tile", "W"))
    assert turned.minis == {(4, 3, "tile"): Mini("hermit", 0, 3)}


def test_move_character_after_the_main_action_D15():
    """D15: the move may also come after the main action."""
    state = deck_top(with_character(scene()), "bridge_1", "bridge_2")
    state = do(state, Decorate(), DiscardDrawn())
    assert "move_character" in lanterns(state)


# --- choose from the deck (D16) ------------------------------------------------------------------


def test_search_deck_for_a_character_D16():
    """Choose any character from the deck instead of the display; the deck is shuffled."""
    state = scene()
    state.players[0].tracks = [2, 2, 2]
    state = do(deck_top(state, "bridge_1", "bridge_2"), Decorate(), DiscardDrawn(), Influence())
    deck = list(state.char_deck)
    display = list(state.char_display)
    after = do(state, UseLantern("search_deck"))
    assert set(options(after)) == {TakeCharacter(c) for c in deck}
    wanted = deck[0]  # the bottom card
    after = do(after, TakeCharacter(wanted))
    assert wanted not in after.char_deck
    assert sorted(after.char_deck) == sorted(deck[1:])
    assert after.char_display == display
    assert {p.character for p in options(after)} == {wanted}


def test_search_deck_for_a_landscape_tile_D16():
    """Choose any hidden landscape tile of the token's size instead of a visible one."""
    state = put(scene(), "T08", 0, 4, 2)
    set_top(state, "greenery", "G09")
    after = do(state, Build("greenery", 4, 1, 0))  # covers a small token
    hidden = list(after.land_pile["small"])
    visible = list(after.land_visible["small"])
    after = do(after, UseLantern("search_deck"))
    inserts = options(after)
    assert {i.landscape for i in inserts} == set(hidden)
    assert all(isinstance(i, InsertLandscape) for i in inserts)
    choice = InsertLandscape(hidden[0], inserts[0].slot)
    after = do(after, choice)
    assert after.slots[choice.slot] == hidden[0]
    assert after.land_visible["small"] == visible
    assert sorted(after.land_pile["small"]) == sorted(hidden[1:])


# --- once per turn -------------------------------------------------------------------------------


def test_only_one_lantern_per_turn():
    """Each player may use only one lantern per turn."""
    state = deck_top(with_character(scene()), "peony_1", "fish_2")
    after = do(state, UseLantern("double_decoration"), Decorate())
    after = do(after, PlaceDecoration("peony_1", 3, 3), PlaceDecoration("fish_2", 4, 4))
    assert lanterns(after) == set()  # the move lantern is not offered after the main action
    state = with_character(scene())
    state.players[0].tracks = [2, 2, 2]
    after = do(state, UseLantern("move_character"), MoveCharacter("hermit", 4, 3, "tile", "E"))
    assert lanterns(after) == set()
    after = do(deck_top(after, "bridge_1", "bridge_2"), Decorate(), DiscardDrawn(), Influence())
    assert options(after, DrawCharacter)
    assert "search_deck" not in lanterns(after)


# --- refresh -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "small", "large", "offered"),
    [
        (2, 4, 0, {"small"}),
        (2, 3, 3, set()),
        (2, 2, 2, set()),
        (2, 4, 4, {"small", "large"}),
        (3, 3, 0, {"small"}),
        (3, 2, 3, {"large"}),
        (4, 3, 0, {"small"}),
    ],
)
def test_refresh_costs_tokens_of_one_size(players, small, large, offered):
    """Refresh a used lantern with three tokens of one size (four with two players)."""
    state = scene(players)
    state.players[0].lanterns["double_build"] = False
    state.players[0].tokens = {"small": small, "large": large}
    refreshes = options(state, RefreshLantern)
    assert {r.size for r in refreshes} == offered
    assert {r.lantern for r in refreshes} <= {"double_build"}  # only a used lantern


def test_refresh_spends_the_tokens_and_turns_the_lantern_face_up():
    """Refreshing returns the tokens to the box and makes the lantern usable again."""
    state = scene()
    state.players[0].lanterns["double_decoration"] = False
    state.players[0].tokens = {"small": 5, "large": 1}
    after = do(state, RefreshLantern("double_decoration", "small"))
    assert after.players[0].tokens == {"small": 1, "large": 1}
    assert after.players[0].lanterns["double_decoration"]
    assert "double_decoration" in lanterns(after)  # refreshing is not a lantern use
    assert not options(after, RefreshLantern)


def test_refresh_after_the_main_action():
    """A refresh may be done during the turn, also after the main action."""
    state = scene()
    state.players[0].lanterns["search_deck"] = False
    state.players[0].tokens = {"small": 0, "large": 4}
    state = do(deck_top(state, "bridge_1", "bridge_2"), Decorate(), DiscardDrawn())
    assert options(state, RefreshLantern) == [RefreshLantern("search_deck", "large")]
