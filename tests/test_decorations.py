"""Place a Decoration: the draw, which cards may be kept, placement, bonuses, flips, reshuffle.

The starting tile side A has a greenery area at (3,3), a water area at (4,4) and a rock area at
(3,4); it has no bridge area.
"""

import pytest

from engine.core.events import IllegalAction
from engine.tang_garden.actions import (
    AdvanceTrack,
    Decorate,
    DiscardDrawn,
    EndTurn,
    InsertLandscape,
    PlaceDecoration,
    TakeToken,
)
from engine.tang_garden.game import decision
from engine.tang_garden.scoring import decoration_scores
from tests.helpers import deck_top, do, game, neutral, options, put, run, set_face_up


def scene():
    return neutral(game())


def drawing(*cards, state=None):
    """A Decorate main action whose draw starts with ``cards``."""
    state = deck_top(state or scene(), *cards)
    return do(state, Decorate())


@pytest.mark.parametrize("face_down", [0, 1, 2, 3, 4])
def test_draw_two_plus_one_per_face_down_stack_top(face_down):
    """Draw two cards plus one for each face-down tile on top of a stack."""
    state = scene()
    for name in list(state.stacks)[:face_down]:
        state.face_up[name] = False
    state = set_face_up(state)
    deck = len(state.deco_deck)
    after = do(state, Decorate())
    assert len(after.drawn) == 2 + face_down
    assert len(after.deco_deck) == deck - 2 - face_down


def test_example_two_face_down_tops_draw_four_cards():
    """Rulebook: with two face-down tops Viola draws four cards, keeps the greenery peony,
    advances greenery, and her earlier lotus makes a lotus + peony pair worth 6."""
    state = set_face_up(scene(), water=False, rock=False)
    state.players[0].cards = ["lotus_2"]
    after = drawing("pavilion_1", "fish_2", "peony_1", "peony_3", state=state)
    assert sorted(after.drawn) == ["fish_2", "pavilion_1", "peony_1", "peony_3"]
    assert set(options(after, PlaceDecoration)) == {
        PlaceDecoration("pavilion_1", 3, 4),
        PlaceDecoration("fish_2", 4, 4),
        PlaceDecoration("peony_1", 3, 3),
        PlaceDecoration("peony_3", 3, 3),
    }
    after = do(after, PlaceDecoration("peony_1", 3, 3))
    assert after.players[0].tracks == [1, 0, 0]
    assert after.decorations[3, 3] == "peony"
    assert decoration_scores(after)[0]["lotus+peony"] == 6


def test_only_cards_with_a_free_area_of_their_type_are_offered():
    """A card whose area type is not on the garden cannot be chosen."""
    after = drawing("bridge_1", "fish_2")
    assert options(after) == [PlaceDecoration("fish_2", 4, 4)]
    with pytest.raises(IllegalAction):
        run(after, PlaceDecoration("bridge_1", 4, 4))


def test_an_area_already_decorated_is_not_free():
    """A decorated area cannot take another decoration."""
    state = scene()
    state.decorations[4, 4] = "lotus"
    state.supply["lotus"] -= 1
    after = drawing("fish_2", "peony_1", state=state)
    assert options(after) == [PlaceDecoration("peony_1", 3, 3)]


def test_a_card_without_pieces_left_cannot_be_chosen():
    """If no decoration of the card's type is left in the supply, the card cannot be chosen."""
    state = scene()
    state.supply["fish"] = 0
    after = drawing("fish_2", "peony_1", state=state)
    assert options(after) == [PlaceDecoration("peony_1", 3, 3)]
    with pytest.raises(IllegalAction, match="No Fish pieces are left"):
        run(after, PlaceDecoration("fish_2", 4, 4))


def test_a_new_area_appears_with_a_new_tile():
    """Areas printed on placed garden tiles take decorations of their type."""
    state = put(scene(), "W09", 1, 5, 4)  # a bridge area
    after = drawing("bridge_1", "bridge_2", state=state)
    assert set(options(after)) == {
        PlaceDecoration("bridge_1", 5, 4),
        PlaceDecoration("bridge_2", 5, 4),
    }


def test_no_placeable_card_only_discard_then_optional_actions():
    """No placeable card: discard every drawn card; the turn's optional actions remain."""
    after = drawing("bridge_1", "bridge_2")
    assert options(after) == [DiscardDrawn()]
    after = do(after, DiscardDrawn())
    assert sorted(after.deco_discard) == ["bridge_1", "bridge_2"]
    assert after.drawn == []
    assert after.players[0].cards == []
    assert decision(after).kind == "post"
    assert EndTurn() in options(after)


def test_place_decoration_keeps_the_card_places_the_piece_discards_the_rest():
    """The kept card goes in front of the player, its piece to the area; the rest are
    discarded face up."""
    state = scene()
    pieces = state.supply["fish"]
    after = do(drawing("fish_2", "peony_1", state=state), PlaceDecoration("fish_2", 4, 4))
    assert after.decorations == {(4, 4): "fish"}
    assert after.players[0].cards == ["fish_2"]
    assert after.supply["fish"] == pieces - 1
    assert after.deco_discard == ["peony_1"]
    assert after.drawn == []


@pytest.mark.parametrize(
    ("card", "area", "tracks"),
    [
        ("peony_1", (3, 3), [1, 0, 0]),
        ("fish_2", (4, 4), [0, 1, 0]),
        ("pavilion_1", (3, 4), [0, 0, 1]),
    ],
)
def test_bonus_advances_the_cards_track(card, area, tracks):
    """One-time bonus: advance the greenery, water or rock track."""
    after = do(drawing(card, "bridge_1"), PlaceDecoration(card, *area))
    assert after.players[0].tracks == tracks


def test_bonus_any_track_is_a_choice():
    """One-time bonus 'any': the player chooses the track."""
    after = do(drawing("fish_5", "bridge_1"), PlaceDecoration("fish_5", 4, 4))
    assert set(options(after)) == {AdvanceTrack(t) for t in ("greenery", "water", "rock")}
    assert do(after, AdvanceTrack("rock")).players[0].tracks == [0, 0, 1]


def test_bonus_landscape_token_then_insert():
    """One-time bonus: take any landscape token from the garden, then insert a landscape tile
    of its size."""
    state = scene()
    after = do(drawing("fish_6", "bridge_1", state=state), PlaceDecoration("fish_6", 4, 4))
    assert set(options(after)) == {TakeToken(x, y) for (x, y) in state.tokens}
    after = do(after, TakeToken(6, 5))  # a large token
    assert (6, 5) not in after.tokens
    assert after.players[0].tokens == {"small": 0, "large": 1}
    inserts = options(after, InsertLandscape)
    assert inserts
    assert {after.catalog.slots[i.slot].size for i in inserts} == {"large"}
    done = do(after, inserts[0])
    assert done.slots[inserts[0].slot] == inserts[0].landscape


@pytest.mark.parametrize("place", [True, False])
def test_face_down_tops_flip_after_a_decoration(place):
    """At the end of Place a Decoration every face-down stack top is flipped face up."""
    state = set_face_up(scene(), greenery=False, tao=False)
    if place:
        after = do(
            drawing("fish_2", "bridge_1", "bridge_2", "bridge_3", state=state),
            PlaceDecoration("fish_2", 4, 4),
        )
    else:
        after = do(
            drawing("bridge_1", "bridge_2", "bridge_3", "bridge_4", state=state), DiscardDrawn()
        )
    assert all(after.face_up.values())


def test_deck_reshuffles_the_discard_pile_when_empty_D17():
    """D17: when the decoration deck runs out, the discard pile becomes the new deck."""
    state = scene()
    cards = state.deco_deck
    state.deco_deck = [cards[0]]
    state.deco_discard = cards[1:]
    state.draws = 0
    after = do(state, Decorate())
    assert len(after.drawn) == 2
    assert after.drawn[0] == cards[0]
    assert after.deco_discard == []
    assert len(after.deco_deck) == len(cards) - 2
    assert after.draws == 1  # one seeded shuffle
    again = do(state, Decorate())
    assert again.drawn == after.drawn  # the shuffle comes from the seed
