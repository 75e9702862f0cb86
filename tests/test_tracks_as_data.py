"""Tracks as data: the player board's tracks are a list (names, colours, whether they count for
the character thresholds and may be chosen for "any track", what each level pays); the base
game's three terrain tracks are its first three entries, and a module's pack may add more
(``tracks.yaml``). A track that does not count never holds the thresholds back."""

from __future__ import annotations

from engine.tang_garden.catalog import Catalog
from engine.tang_garden.content.models import BoardSpace, TrackDef
from engine.tang_garden.effects import advance, lowest_level, thresholds_reached
from engine.tang_garden.game import catalog
from engine.tang_garden.options import track_choices
from engine.tang_garden.setup import new_state

RED = TrackDef(
    id="red",
    name="red",
    colour="red",
    thresholds=False,
    any_track=False,
    top_level=6,
    spaces=(BoardSpace(level=2, coins=3),),
)


def with_red_track():
    """A game whose player board has a fourth, red track (as a pack's tracks.yaml adds one)."""
    base = catalog()
    board = base.data.player_board.model_copy(update={"tracks": (*base.tracks, RED)})
    data = base.data.model_copy(update={"player_board": board})
    return new_state(Catalog(data, base.ruleset), 1, {"players": ["Bo", "Li"]})


def test_the_base_board_s_tracks_are_the_three_terrains_counting_for_thresholds():
    cat = catalog()
    assert [t.id for t in cat.tracks] == ["greenery", "water", "rock"]
    assert cat.threshold_tracks == (0, 1, 2)
    assert cat.any_tracks == ("greenery", "water", "rock")
    assert cat.track_top == (cat.top_level,) * 3


def test_a_fourth_track_is_dealt_to_every_player_at_level_0():
    state = with_red_track()
    assert all(len(p.tracks) == 4 and p.tracks[3] == 0 for p in state.players)


def test_a_track_outside_the_thresholds_never_counts_for_them():
    state = with_red_track()
    player = state.players[0]
    player.tracks[:3] = [2, 2, 2]
    assert lowest_level(state, player) == 2  # the red cube at 0 is not the lowest
    assert thresholds_reached(state, player) == 1


def test_a_track_pays_its_own_levels_coins_up_to_its_own_top():
    state = with_red_track()
    events = []
    advance(state, 0, 3, 10, events)
    assert state.players[0].tracks[3] == 6
    assert state.players[0].coins == 3
    assert any("moves up 6 on the red track" in e.text for e in events)


def test_any_track_offers_only_the_tracks_its_data_allows():
    state = with_red_track()
    assert [a.track for a in track_choices(state)] == ["greenery", "water", "rock"]
