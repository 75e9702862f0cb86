"""Influence a Character (thresholds, spots, display, tokens) and the twelve character skills.

The starting tile side A has character spots at (4,3) and (3,4), a greenery area at (3,3), a
water area at (4,4) and a rock area at (3,4).
"""

import pytest

from engine.core.events import IllegalAction
from engine.tang_garden.actions import (
    AdvanceTrack,
    Build,
    CycleStack,
    Decorate,
    DiscardDrawn,
    DrawCharacter,
    DrawExtraCards,
    EndTurn,
    FlipStacks,
    Influence,
    PlaceCharacter,
    PlaceDecoration,
    RefreshLantern,
    TakeCharacter,
    TakeCoins,
    TakeDiscardTop,
)
from engine.tang_garden.game import decision
from engine.tang_garden.scoring import character_score
from engine.tang_garden.state import Mini
from tests.helpers import (
    char_top,
    deck_top,
    decorate,
    do,
    game,
    neutral,
    options,
    put,
    run,
    set_face_up,
    set_slot,
    set_top,
)

START_SPOTS = [(4, 3, "tile"), (3, 4, "tile")]


def scene(tracks=(0, 0, 0), active=None, claimed=0, token=False):
    state = neutral(game(), tracks=tracks, active=active)
    state.players[0].thresholds_claimed = claimed
    state.players[0].character_token = token
    return state


def quiet_main(state):
    """A main action that changes nothing: draw two unplaceable bridges and discard them."""
    set_face_up(state, **dict.fromkeys(state.stacks, True))
    state = do(deck_top(state, "bridge_1", "bridge_2"), Decorate())
    return do(state, DiscardDrawn())


def pass_turn(state):
    """End this turn and let the next player take a quiet turn."""
    return do(quiet_main(do(state, EndTurn())), EndTurn())


# --- setup -------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_starting_character_advances_its_track_and_is_active(seed):
    """Each player starts with a starting character, active, and one level on its track."""
    state = game(players=4, seed=seed)
    starters = {c.id: c for c in state.catalog.characters.values() if c.starter}
    actives = [p.active for p in state.players]
    assert len(set(actives)) == 4 and set(actives) <= set(starters)
    for player in state.players:
        expected = [0, 0, 0]
        expected[["greenery", "water", "rock"].index(starters[player.active].start_bonus)] = 1
        assert player.tracks == expected
    assert len(state.char_display) == 2
    assert len(state.char_deck) == 12 - 4 - 2
    assert not set(actives) & {*state.char_display, *state.char_deck}


# --- the right to influence --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tracks", "claimed", "offered"),
    [
        ((2, 2, 1), 0, True),  # the rock card brings the last cube to 2
        ((2, 1, 1), 0, False),  # water still at 1
        ((1, 9, 1), 0, False),
        ((5, 5, 4), 1, True),  # second threshold: 5
        ((4, 5, 4), 1, False),
        ((8, 8, 7), 2, True),  # third threshold: 8
        ((7, 9, 7), 2, False),
        ((9, 9, 9), 3, False),  # no fourth threshold
    ],
)
def test_influence_needs_all_three_cubes_at_the_next_threshold(tracks, claimed, offered):
    """All three cubes must reach the next threshold (2, then 5, then 8)."""
    state = scene(tracks=tracks, claimed=claimed)
    after = decorate(state, "pavilion_1", (3, 4))  # rock bonus
    assert decision(after).kind == "post"
    assert (Influence() in options(after)) is offered


def test_influence_needs_a_free_character_spot_then_a_token():
    """Without a free character spot there is no influence; the right becomes a token (D7)."""
    state = scene(tracks=(2, 2, 1))
    for spot in START_SPOTS:
        state.minis[spot] = Mini("lady", 1, 0)
    after = decorate(state, "peony_4", (3, 3))  # rock bonus, no new spot
    assert Influence() not in options(after)
    after = do(after, EndTurn())
    assert after.players[0].character_token


def test_a_pavilion_or_bridge_is_a_character_spot():
    """Pavilion and bridge decorations provide a character spot."""
    state = scene(tracks=(2, 2, 1))
    for spot in START_SPOTS:
        state.minis[spot] = Mini("lady", 1, 0)
    after = do(decorate(state, "pavilion_1", (3, 4)), Influence(), DrawCharacter())
    spots = {(p.x, p.y, p.spot) for p in options(after, PlaceCharacter)}
    assert spots == {(3, 4, "decoration")}


def test_take_a_face_up_character_and_the_display_refills():
    """Taking a revealed character reveals a new one from the deck."""
    state = quiet_main(scene(tracks=(2, 2, 2)))
    display = list(state.char_display)
    top = state.char_deck[-1]
    after = do(state, Influence())
    assert set(options(after, TakeCharacter)) == {TakeCharacter(c) for c in display}
    assert DrawCharacter() in options(after)
    after = do(after, TakeCharacter(display[0]))
    assert sorted(after.char_display) == sorted([display[1], top])
    assert len(after.char_deck) == len(state.char_deck) - 1
    assert {p.character for p in options(after, PlaceCharacter)} == {display[0]}  # no active


def test_draw_a_character_unseen_from_the_deck():
    """The player may draw the top card of the character deck instead; the display stays."""
    state = quiet_main(scene(tracks=(2, 2, 2), active="hermit"))
    display = list(state.char_display)
    top = state.char_deck[-1]
    after = do(state, Influence(), DrawCharacter())
    assert after.char_display == display
    assert {p.character for p in options(after, PlaceCharacter)} == {"hermit", top}


def test_place_either_character_on_any_free_spot_facing_any_side():
    """The active or the new character goes to a free spot, facing N, E, S or W."""
    state = quiet_main(char_top(scene(tracks=(2, 2, 2), active="hermit"), "monk"))
    after = do(state, Influence(), DrawCharacter())
    assert set(options(after)) == {
        PlaceCharacter(c, x, y, spot, side)
        for c in ("hermit", "monk")
        for x, y, spot in START_SPOTS
        for side in "NESW"
    }
    placed = do(after, PlaceCharacter("monk", 3, 4, "tile", "W"))
    assert placed.minis == {(3, 4, "tile"): Mini("monk", 0, 3)}
    assert placed.players[0].active == "hermit"


def test_a_taken_character_spot_is_refused_with_a_reason():
    """A character spot holds one miniature."""
    state = scene(tracks=(2, 2, 2))
    state.minis[4, 3, "tile"] = Mini("lady", 1, 0)
    after = do(quiet_main(char_top(state, "monk")), Influence(), DrawCharacter())
    with pytest.raises(IllegalAction, match="That character spot is taken"):
        run(after, PlaceCharacter("monk", 4, 3, "tile", "N"))


def test_placing_the_active_character_makes_the_new_one_active():
    """Placing the active character's miniature puts the new character's skill in play."""
    state = quiet_main(char_top(scene(tracks=(2, 2, 2), active="hermit"), "monk"))
    after = do(state, Influence(), DrawCharacter(), PlaceCharacter("hermit", 4, 3, "tile", "N"))
    assert after.players[0].active == "monk"
    assert after.minis[4, 3, "tile"] == Mini("hermit", 0, 0)


def test_character_token_when_the_right_is_not_used_D7():
    """Not influencing at a reached threshold gives a character token, usable on a later turn."""
    state = scene(tracks=(2, 2, 1))
    after = decorate(state, "pavilion_1", (3, 4))
    assert not after.players[0].character_token
    after = do(after, EndTurn())
    assert after.players[0].character_token
    later = quiet_main(do(quiet_main(after), EndTurn()))  # the other player, then us
    assert later.current == 0
    assert Influence() in options(later)
    used = do(later, Influence())
    assert not used.players[0].character_token


def test_character_token_lost_on_reaching_the_next_threshold_D7():
    """Reaching the next threshold discards an unused character token."""
    state = scene(tracks=(5, 5, 4), claimed=1, token=True)
    after, events = run(deck_top(state, "pavilion_1"), Decorate())
    after, events = run(after, PlaceDecoration("pavilion_1", 3, 4))
    assert not after.players[0].character_token
    assert "token_lost" in [e.kind for e in events]
    assert Influence() in options(after)  # the new threshold's right


def test_only_one_influence_per_turn():
    """A player influences at most one character per turn, even holding a token as well."""
    state = quiet_main(scene(tracks=(2, 2, 2), token=True))
    after = do(state, Influence(), DrawCharacter())
    after = do(after, options(after)[0])
    assert decision(after).kind == "post"
    assert Influence() not in options(after)
    assert after.players[0].character_token  # kept for a later turn


def test_no_characters_left_means_no_influence_D8():
    """D8: with the character deck and display empty no influence is possible."""
    state = scene(tracks=(2, 2, 1))
    state.char_deck = []
    state.char_display = []
    after = decorate(state, "pavilion_1", (3, 4))
    assert Influence() not in options(after)


def test_no_characters_left_means_no_token_D8():
    """D8: with the character deck and display empty no character token is taken."""
    state = scene(tracks=(2, 2, 1))
    state.char_deck = []
    state.char_display = []
    after = do(decorate(state, "pavilion_1", (3, 4)), EndTurn())
    assert not after.players[0].character_token


def test_example_emperor_influence():
    """Rulebook: Viola (Hermit) reaches the water threshold with a decoration, takes the
    Emperor and places him facing the side with two dragons (5 coins each)."""
    state = scene(tracks=(2, 1, 2), active="hermit")
    char_top(state, "emperor")
    state.char_display.append(state.char_deck.pop())
    assert "emperor" in state.char_display
    set_slot(state, "E_l0", "L1")  # dragon, sun
    set_slot(state, "E_l1", "L2")  # dragon
    after = decorate(state, "fish_2", (4, 4))  # water bonus
    assert after.players[0].coins == 0  # the Hermit pays only for rock
    after = do(after, Influence(), TakeCharacter("emperor"))
    assert len(after.char_display) == 2
    after = do(after, PlaceCharacter("emperor", 4, 3, "tile", "E"))
    assert after.players[0].active == "hermit"
    mini = after.minis[4, 3, "tile"]
    assert character_score(after, (4, 3), mini).preference == 10


# --- skills -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("active", "card", "area", "coins"),
    [
        ("architect", "pavilion_1", (3, 4), 2),
        ("architect", "fish_2", (4, 4), 0),
        ("child", "fish_2", (4, 4), 2),
        ("child", "bird_1", (3, 3), 2),
        ("child", "peony_1", (3, 3), 0),
        ("empress", "peony_1", (3, 3), 2),
        ("empress", "lotus_2", (4, 4), 2),
        ("empress", "bird_1", (3, 3), 0),
        ("emperor", "pavilion_1", (3, 4), 0),
        ("lady", "peony_1", (3, 3), 0),
    ],
)
def test_decoration_skills_architect_child_empress(active, card, area, coins):
    """Architect: 2 coins per pavilion or bridge; Child: bird or fish; Empress: lotus or peony."""
    after = decorate(scene(active=active), card, area)
    assert after.players[0].coins == coins


def test_architect_bridge():
    """Architect: 2 coins for a bridge."""
    state = put(scene(active="architect"), "W09", 1, 5, 4)
    assert decorate(state, "bridge_1", (5, 4)).players[0].coins == 2


def test_a_placed_characters_skill_is_no_longer_available():
    """After its miniature goes to the garden, the character's skill is not used."""
    state = quiet_main(char_top(scene(tracks=(3, 3, 3), active="architect"), "emperor"))
    after = do(state, Influence(), DrawCharacter())
    after = do(after, PlaceCharacter("architect", 4, 3, "tile", "N"))
    after = pass_turn(after)
    assert decorate(after, "pavilion_1", (3, 4)).players[0].coins == 0


def _water_match_and_enclosure(state):
    put(state, "G14", 2, 4, 5)  # water north only
    set_top(state, "water", "W07")
    return do(state, Build("water", 5, 4, 3))  # water west: match + enclosure


def test_poet_one_coin_per_placement_that_advances_water_D9():
    """Poet: one coin when a tile advances water, even by two levels (D9)."""
    after = _water_match_and_enclosure(scene(active="poet"))
    assert after.players[0].tracks == [0, 2, 0]
    assert after.players[0].coins == 1


def test_poet_footpath_advance_of_the_same_tile_pays_no_second_coin_D9():
    """D9: the footpath advance belongs to the same placement."""
    state = scene(tracks=(0, 6, 0), active="poet")
    put(state, "T08", 0, 5, 3)
    put(state, "G09", 0, 5, 5)
    after = do(_water_match_and_enclosure(state), AdvanceTrack("water"))
    assert after.players[0].tracks == [0, 9, 0]
    assert after.players[0].coins == 1


def test_poet_footpath_advance_pays_when_the_tile_gave_no_water_D9():
    """D9: the any-track advance from footpaths on water pays the Poet's coin."""
    state = put(scene(active="poet"), "G08", 0, 5, 2)
    set_top(state, "tao", "T08")
    after = do(state, Build("tao", 5, 3, 0), AdvanceTrack("water"))
    assert after.players[0].coins == 1
    other = do(state, Build("tao", 5, 3, 0), TakeCoins())
    assert other.players[0].coins == 2  # the footpath coins only


@pytest.mark.parametrize(
    ("active", "card", "area", "coins"),
    [
        ("poet", "fish_2", (4, 4), 1),
        ("poet", "peony_1", (3, 3), 0),
        ("hermit", "pavilion_1", (3, 4), 1),
        ("hermit", "fish_2", (4, 4), 0),
        ("student", "peony_1", (3, 3), 1),
        ("student", "pavilion_1", (3, 4), 0),
    ],
)
def test_track_skills_on_decoration_bonus(active, card, area, coins):
    """Hermit, Poet, Student: one coin when a decoration advances their track."""
    after = decorate(scene(active=active), card, area)
    assert after.players[0].coins == coins


def test_track_skill_nothing_when_the_cube_is_at_the_top_D9():
    """D9: a cube at the top that does not move gives no skill coin."""
    after = decorate(scene(tracks=(0, 10, 0), active="poet"), "fish_2", (4, 4))
    assert after.players[0].coins == 0


def test_hermit_two_rock_matches_one_coin():
    """Hermit: two rock advances from one tile give a single coin."""
    state = put(scene(active="hermit"), "R10", 2, 4, 5)
    set_top(state, "rock", "R03")
    after = do(state, Build("rock", 3, 5, 0))
    assert after.players[0].tracks == [0, 0, 2]
    assert after.players[0].coins == 1


def test_student_on_a_tile():
    """Student: one coin when a tile advances greenery."""
    state = set_top(scene(active="student"), "greenery", "G08")
    after = do(state, Build("greenery", 2, 3, 1))
    assert after.players[0].coins == 1


# Merchant (D12)


def test_merchant_may_pay_one_coin_to_draw_two_more_cards_D12():
    """Merchant: after the normal draw, pay 1 coin to draw two more cards, once."""
    state = scene(active="merchant")
    state.players[0].coins = 3
    state.deco_discard = ["lotus_1"]
    after = do(deck_top(state, "bridge_1", "bridge_2", "fish_2", "peony_1"), Decorate())
    assert set(options(after)) == {DiscardDrawn(), DrawExtraCards(), TakeDiscardTop()}
    after = do(after, DrawExtraCards())
    assert after.players[0].coins == 2
    assert sorted(after.drawn) == ["bridge_1", "bridge_2", "fish_2", "peony_1"]
    assert set(options(after)) == {
        PlaceDecoration("fish_2", 4, 4),
        PlaceDecoration("peony_1", 3, 3),
    }


def test_merchant_may_pay_one_coin_for_the_top_discard_D12():
    """Merchant: or pay 1 coin to take the top card of the discard pile."""
    state = scene(active="merchant")
    state.players[0].coins = 1
    state.deco_discard = ["lotus_1", "fish_2"]
    after = do(deck_top(state, "bridge_1", "bridge_2"), Decorate(), TakeDiscardTop())
    assert after.players[0].coins == 0
    assert after.deco_discard == ["lotus_1"]
    assert options(after) == [PlaceDecoration("fish_2", 4, 4)]


def test_merchant_needs_a_coin():
    """Merchant: without a coin neither option is offered."""
    state = scene(active="merchant")
    state.deco_discard = ["lotus_1"]
    after = do(deck_top(state, "bridge_1", "bridge_2"), Decorate())
    assert options(after) == [DiscardDrawn()]


# Monk (D10)


@pytest.mark.parametrize(("face_down", "coins"), [(("water", "rock"), 2), (("rock",), 0)])
def test_monk_two_coins_when_choosing_between_only_two_tiles_D10(face_down, coins):
    """Monk: 2 coins when building with exactly two face-up tiles to choose from."""
    state = set_face_up(scene(active="monk"), **dict.fromkeys(face_down, False))
    set_top(state, "greenery", "G08")
    after = do(state, Build("greenery", 3, 2, 2))
    assert after.players[0].tracks == [1, 0, 0]
    assert after.players[0].coins == coins


@pytest.mark.parametrize(("face_down", "coins"), [((), 2), (("rock",), 0)])
def test_monk_two_coins_when_choosing_between_only_two_cards_D10(face_down, coins):
    """Monk: 2 coins when keeping a card out of exactly two drawn cards."""
    state = set_face_up(scene(active="monk"), **dict.fromkeys(face_down, False))
    after = decorate(deck_top(state, "fish_2", "bridge_1", "bridge_2"), "fish_2", (4, 4))
    assert after.players[0].coins == coins


# Officer (D11)


def test_officer_pays_one_coin_to_flip_every_face_down_top_D11():
    """Officer: at the start of the turn, pay 1 coin to flip all face-down tiles; once."""
    state = set_face_up(scene(active="officer"), water=False, tao=False)
    state.players[0].coins = 2
    assert FlipStacks() in options(state)
    after = do(state, FlipStacks())
    assert after.players[0].coins == 1
    assert all(after.face_up.values())
    assert not options(after, FlipStacks) and not options(after, CycleStack)
    assert options(after, Build)


def test_officer_cycles_a_face_up_tile_to_the_bottom_for_free_D11():
    """Officer: or put a face-up top under its stack and reveal the next tile, free."""
    state = set_face_up(scene(active="officer"), water=False)
    assert set(options(state, CycleStack)) == {
        CycleStack("greenery"),
        CycleStack("rock"),
        CycleStack("tao"),
    }
    assert not options(state, FlipStacks)  # no coin to pay
    tiles = list(state.stacks["rock"])
    after = do(state, CycleStack("rock"))
    assert after.stacks["rock"] == [tiles[-1], *tiles[:-1]]
    assert after.face_up["rock"]
    assert after.players[0].coins == 0
    assert not options(after, CycleStack) and not options(after, FlipStacks)


def test_officer_only_before_any_other_action_D11():
    """D11: the Officer's options exist only before any other action of the turn."""
    state = set_face_up(scene(active="officer"), water=False)
    state.players[0].coins = 1
    state.players[0].lanterns["search_deck"] = False
    state.players[0].tokens["small"] = 4
    after = do(state, RefreshLantern("search_deck", "small"))
    assert not options(after, FlipStacks) and not options(after, CycleStack)


def test_officer_offered_at_a_turn_reached_by_play_D11():
    """D11: the Officer's options are offered when the turn begins because the last one ended."""
    state = neutral(game())
    state.players[1].active = "officer"
    state = do(quiet_main(state), EndTurn())
    assert state.current == 1
    assert set(options(state, CycleStack)) == {CycleStack(name) for name in state.stacks}


def test_officer_cycle_needs_two_tiles_in_the_stack_D11():
    """D11: cycling needs a stack with at least two tiles."""
    state = scene(active="officer")
    state.stacks["tao"] = state.stacks["tao"][-1:]
    assert CycleStack("tao") not in options(state)


# Sword Dancer, Emperor, Lady


def test_sword_dancer_coin_for_a_covered_landscape_token():
    """Sword Dancer: 1 coin each time the player takes a landscape token."""
    state = put(scene(active="sword_dancer"), "T08", 0, 4, 2)
    set_top(state, "greenery", "G09")
    after = do(state, Build("greenery", 4, 1, 0))  # small token; 1 footpath coin
    assert after.players[0].coins == 2


def test_sword_dancer_coin_for_a_decoration_token_bonus():
    """Sword Dancer: the decoration bonus token counts too."""
    after = decorate(scene(active="sword_dancer"), "fish_6", (4, 4))
    after = do(after, options(after)[0])
    assert after.players[0].coins == 1


@pytest.mark.parametrize("active", ["emperor", "lady"])
def test_emperor_and_lady_have_no_skill(active):
    """Emperor and Lady: no skill (no coins for tiles, cards or tokens, no extra options)."""
    state = set_face_up(scene(active=active), water=False, rock=False)
    state.players[0].coins = 5
    state.deco_discard = ["lotus_1"]
    assert not options(state, FlipStacks) and not options(state, CycleStack)
    set_top(state, "greenery", "G08")
    after = do(state, Build("greenery", 3, 2, 2))  # two face-up tiles: no Monk coins
    assert after.players[0].coins == 5
    state = scene(active=active)
    state.players[0].coins = 5
    state.deco_discard = ["lotus_1"]
    drawn = do(deck_top(state, "fish_6", "pavilion_1"), Decorate())
    assert all(isinstance(o, PlaceDecoration) for o in options(drawn))
    after = do(drawn, PlaceDecoration("fish_6", 4, 4))
    after = do(after, options(after)[0])  # take a token
    assert after.players[0].coins == 5
