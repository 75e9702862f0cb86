"""Button words take their numbers from the engine: a changed price shows on the button."""

from __future__ import annotations

from engine.tang_garden import actions as A
from engine.tang_garden.game import new_game
from game.labels import label


def _with_skill(monkeypatch, state, character: str, **numbers) -> None:
    """Make ``character`` the first player's active one, its skill's numbers changed."""
    chars = state.catalog.characters
    char = chars[character]
    skill = char.skill.model_copy(update=numbers)
    monkeypatch.setitem(chars, character, char.model_copy(update={"skill": skill}))
    state.players[0].active = character


def test_merchant_and_officer_prices_come_from_the_engine(monkeypatch):
    state = new_game(2, 3, first=0)
    _with_skill(monkeypatch, state, "merchant", cost=3, extra_cards=4)
    assert label(state, A.DrawExtraCards()) == "Merchant: pay 3 coins, draw 4 more"
    assert label(state, A.TakeDiscardTop()) == "Merchant: pay 3 coins, take the discard"
    _with_skill(monkeypatch, state, "officer", flip_cost=0)
    assert label(state, A.FlipStacks()) == "Officer: reveal face-down tiles (free)"


def test_a_modules_option_shows_the_modules_words_not_an_id():
    from engine.tang_garden.modules.promo_wayfarer.actions import MoveTrackLevel

    state = new_game(2, 3, first=0, ruleset=["promo-wayfarer"])
    assert label(state, MoveTrackLevel("water", "rock")) == "Move a level from water to rock"


def test_a_modules_decoration_counts_its_packs_cards():
    from game.describe import decoration_entry

    state = new_game(2, 3, first=0, ruleset=["ghost-stories", "golden-age"])
    catalog = state.catalog
    swan = dict(decoration_entry(catalog.decoration_types["swan"], catalog).lines)
    assert swan["Components"] == "3 cards, 2 pieces"
    assert swan["Card bonuses"] != "none"
    bonsai = dict(decoration_entry(catalog.decoration_types["bonsai"], catalog).lines)
    assert bonsai["Components"] == "4 cards, 3 pieces"
