"""Computer players: legal choices in every ruleset, blind to hidden orders, deterministic;
hints; the tournament and simulate commands."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.bots.tournament import seating, tables
from engine.core.bots.worlds import determinize
from engine.core.view import hidden_parts, player_view
from engine.tang_garden.actions import DrawCharacter
from engine.tang_garden.bots import LEVELS, hint, make_bot, search
from engine.tang_garden.bots.evaluate import Weights, _hopes, values
from engine.tang_garden.bots.hints import _words
from engine.tang_garden.bots.levels import look_ahead
from engine.tang_garden.bots.tournament import play
from engine.tang_garden.game import (
    apply,
    decision,
    known_modules,
    new_game,
    position,
    ruleset_problem,
)
from engine.tang_garden.state import NEUTRAL, GameState, Mini
from game.cli import main as cli

WEB = ("decorations-showcase", "pear-garden-market", "glory-of-the-emperor")
BOXES = ("ghost-stories", "golden-age", "promo-herbalist", "promo-wayfarer", "promo-apricot-tree")


def _alone() -> list[tuple[int, tuple[str, ...]]]:
    """Every module the game knows, alone, with the most players it allows (up to 3)."""
    out = []
    for manifest in known_modules():
        fits = [n for n in (3, 2, 4, 1) if ruleset_problem([manifest.id], n) is None]
        if fits:
            out.append((fits[0], (manifest.id,)))
    return out


RULESETS: list[tuple[int, tuple[str, ...]]] = [
    (2, ()),
    (3, ()),
    (4, ()),
    *_alone(),
    (4, BOXES),
    (3, (*WEB[:2], *BOXES)),
]
POSITIONS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def reached(players: int, ruleset: tuple[str, ...], seed: int, steps: int) -> GameState:
    """A position after ``steps`` random legal actions (or the end, whichever comes first)."""
    rand = random.Random(seed)
    state = new_game(players, seed, ruleset=ruleset)
    for _ in range(steps):
        if state.over:
            break
        state, _ = apply(state, rand.choice(decision(state).options))
    return state


def bots(seed: int) -> list:
    return [make_bot(level, seed, budget=4) for level in LEVELS]


@pytest.mark.slow
@POSITIONS
@given(
    which=st.integers(0, len(RULESETS) - 1),
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 250),
)
def test_every_level_chooses_a_legal_option_in_every_ruleset(which, seed, steps):
    players, ruleset = RULESETS[which]
    state = reached(players, ruleset, seed, steps)
    if state.over:
        return
    options = decision(state).options
    for bot in bots(seed):
        assert bot.choose(position(state)) in options


def redealt(state: GameState, seed: int) -> GameState:
    """The same position for the deciding player with every hidden order dealt anew."""
    other = determinize(state, decision(state).player, random.Random(seed))
    other.seed = state.seed + 1
    return other


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "ruleset"), [(2, ()), (4, BOXES), (3, WEB), (1, ("yin-yang",))]
)
def test_a_choice_does_not_depend_on_hidden_orders(players, ruleset):
    for seed in range(3):
        state = reached(players, ruleset, seed, 25 + 10 * seed)
        if state.over:
            continue
        me = decision(state).player
        other = redealt(state, seed)
        assert player_view(other, me) == player_view(state, me)
        hidden = [part.items[: part.stop] for part in hidden_parts(state, me)]
        assert hidden != [part.items[: part.stop] for part in hidden_parts(other, me)]
        for level in LEVELS:
            first = make_bot(level, seed, budget=6).choose(position(state))
            assert make_bot(level, seed, budget=6).choose(position(other)) == first, level


def test_secret_starting_picks_are_dealt_anew_too():
    state = reached(3, ("seasoned-characters",), 2, 1)  # the second player chooses in secret
    me = decision(state).player
    other = redealt(state, 1)
    assert player_view(other, me) == player_view(state, me)
    assert other.ext["seasoned-characters"].offers != state.ext["seasoned-characters"].offers
    for level in LEVELS:
        first = make_bot(level, 3, budget=4).choose(position(state))
        assert make_bot(level, 3, budget=4).choose(position(other)) == first, level


@pytest.mark.parametrize(("players", "ruleset"), RULESETS)
def test_a_dealt_world_looks_the_same_from_the_seat(players, ruleset):
    state = reached(players, ruleset, 5, 40)
    me = decision(state).player if not state.over else 0
    world = determinize(state, me, random.Random(3))
    assert player_view(world, me) == player_view(state, me)
    for part in hidden_parts(world, me):
        assert part.accepts is None or all(part.accepts(item) for item in part.items[: part.stop])


def test_the_same_seed_makes_the_same_choices():
    state = reached(3, (), 11, 30)
    for level in LEVELS:
        assert make_bot(level, 4, budget=8).choose(position(state)) == make_bot(
            level, 4, budget=8
        ).choose(position(state))


@pytest.mark.slow
def test_medium_beats_easy_and_hard_plays_a_whole_game():
    games = list(play(2, ["medium", "easy"], 2, seed=3))
    medium, easy = tables(games, ["medium", "easy"])
    assert medium.mean_score > easy.mean_score
    (game,) = play(2, ["hard", "easy"], 1, seed=8, budget=3)
    assert sorted(game.levels) == ["easy", "hard"] and sum(game.won) == 1


def test_seats_rotate_so_every_level_plays_every_seat():
    assert [seating(["hard", "medium"], 4, g) for g in range(2)] == [
        ("hard", "medium", "hard", "medium"),
        ("medium", "hard", "medium", "hard"),
    ]
    assert {seating(["hard", "medium", "medium"], 3, g)[0] for g in range(3)} == {"hard", "medium"}


def test_a_hint_is_a_legal_option_with_its_gain_in_words():
    state = reached(2, (), 2, 12)
    pending = decision(state)
    shown = hint(state, seed=1, budget=6)
    assert shown.action in pending.options
    assert shown.words.endswith(".")
    assert "coin" in shown.words or "even" in shown.words
    assert "_" not in shown.words and state.players[pending.player].name not in shown.words


def test_a_hint_to_draw_a_character_unseen_does_not_name_one():
    state = new_game(4, 7)
    while not any(isinstance(o, DrawCharacter) for o in decision(state).options):
        state, _ = apply(state, make_bot("medium", 1).choose(position(state)))
    deck = [state.catalog.characters[c].name for c in state.char_deck]
    words = _words(position(state), DrawCharacter(), 3.0)
    unseen = "Take a face-up character or draw one unseen"
    assert words == f"{unseen}: worth about 3 coins this turn."
    assert not any(name in words for name in deck)


@pytest.mark.slow
def test_tournament_prints_one_line_per_level_and_the_same_each_time(capsys):
    args = ["tournament", "--players", "2", "--bots", "medium,easy", "--games", "2", "--seed", "4"]
    assert cli(args) == 0
    first = capsys.readouterr().out
    lines = first.splitlines()
    assert lines[1].startswith("medium  wins ") and lines[2].startswith("easy    wins ")
    assert "mean score" in lines[1] and "±" in lines[1]
    assert cli([*args, "--jobs", "2"]) == 0
    assert capsys.readouterr().out == first


def test_tournament_refuses_unknown_levels(capsys):
    assert cli(["tournament", "--bots", "hard,genius", "--games", "1"]) == 2
    assert "easy, medium, hard" in capsys.readouterr().err


@pytest.mark.slow
def test_simulate_solo_with_the_hard_player_prints_win_rate_and_ranks(capsys):
    args = ["simulate", "--players", "1", "--scenario", "yin-yang", "--bot", "hard"]
    assert cli([*args, "--games", "1", "--budget", "2"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "ranks:" in out


def test_hard_judges_what_one_more_decoration_card_would_add():
    state = new_game(2, 1)
    state.players[0].cards = ["bird_1"]  # a lone bird: a fish would make a pair
    state.players[1].cards = ["bird_2", "fish_1"]  # the pair is made already
    hopes = _hopes(state)
    assert hopes[0] > hopes[1] > 0
    plain, hoping = values(state), values(state, Weights(hope=1.0))
    assert hoping[0] - plain[0] == pytest.approx(hopes[0])


@pytest.mark.parametrize(
    ("tracks", "missing"), [((4, 4, 1), 1), ((2, 2, 2), 9), ((5, 3, 6), 2), ((9, 8, 10), 0)]
)
def test_hard_counts_the_track_levels_missing_to_the_next_character(tracks, missing):
    state = new_game(2, 1)  # thresholds at levels 2, 5 and 8
    state.players[0].tracks = list(tracks)
    before = values(state, Weights(gap=1.0))[0]
    assert values(state)[0] - before == pytest.approx(missing)


def test_hard_counts_the_characters_each_player_has_in_the_garden():
    state = reached(4, (), 1, 109)  # player 1 has placed the Emperor
    assert [m.owner for m in state.minis.values()] == [1]
    state.minis[(3, 0, "tile")] = Mini("monk", NEUTRAL, 0)  # nobody's: counts for no one
    plain, counting = values(state), values(state, Weights(character=5.0))
    assert [c - p for c, p in zip(counting, plain, strict=True)] == pytest.approx([0, 5, 0, 0])


@pytest.mark.parametrize("threshold", [2, 5, 8])
def test_hard_at_four_players_never_judges_reaching_a_character_worse(threshold):
    state = new_game(4, 1)  # thresholds at levels 2, 5 and 8
    weights = search.STYLES[4].weights
    state.players[0].tracks = [threshold - 1, threshold, threshold]
    short = values(state, weights)[0]
    state.players[0].tracks = [threshold] * 3  # one level more: the character can be influenced
    assert values(state, weights)[0] > short


def test_hard_spends_samples_only_on_close_decisions():
    state = reached(2, (), 4, 30)
    while len(decision(state).options) < 3:
        state, _ = apply(state, decision(state).options[0])
    sure = make_bot("hard", 1, budget=8)
    sure.clear = -math.inf  # the first judgement always wins: one sample tells the gain
    assert sure.search(position(state)).samples == 1
    torn = make_bot("hard", 1, budget=8)
    torn.clear = math.inf  # never sure: the best three share the budget
    assert torn.search(position(state)).samples >= 6


def test_a_judgement_over_more_worlds_is_the_mean_of_each_worlds_judgement():
    state = reached(4, (), 6, 20)
    me = decision(state).player
    one, two = (position(determinize(state, me, random.Random(seed))) for seed in (1, 2))
    averaged = look_ahead(one, me, 5, more=[two])
    every = len(decision(state).options)
    alone = [{o: lead for lead, o in look_ahead(world, me, every)} for world in (one, two)]
    assert len(averaged) >= 5
    for lead, option in averaged:
        assert lead == pytest.approx((alone[0][option] + alone[1][option]) / 2)


@pytest.mark.parametrize(("players", "worlds"), [(2, 1), (3, 1), (4, 3)])
def test_hard_judges_over_three_dealt_worlds_at_four_players(monkeypatch, players, worlds):
    state = reached(players, (), 4, 30)
    dealt = []

    def counting(*args):
        dealt.append(args)
        return determinize(*args)

    monkeypatch.setattr(search, "determinize", counting)
    monkeypatch.setattr(search, "CHANCE", 0)  # no more worlds for an option that draws
    monkeypatch.setattr(search, "seldom_used", lambda *args: False)  # nor deals for its use
    sure = make_bot("hard", 1, budget=8)
    sure.clear = -math.inf  # no samples: only the first judgement's worlds are dealt
    sure.search(position(state), gain=False)
    assert len(dealt) == worlds


def test_hard_remembers_decoration_scores_with_wild_cards_as_it_would_work_them_out():
    state = reached(2, ("market",), 3, 120)  # the Bamboo and Kingfisher wild cards are in play
    wild = [c for c in state.deco_deck if state.catalog.card_type[c].scoring.kind == "wild"]
    assert wild
    state.players[0].cards += wild[:2]
    weights = search.STYLE.weights
    first = values(state, weights)
    state.catalog.table("bot card scores").clear()
    assert values(state, weights) == first == values(state.clone(), weights)
