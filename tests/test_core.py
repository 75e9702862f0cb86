"""The core carries a game that is not Tang Garden: Pebbles (tests/toy_game.py), a co-operative
game of secret simultaneous choices, on engine/core alone."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from engine.core.bots.worlds import determinize
from engine.core.content.manifest import Manifest
from engine.core.content.packs import ModulePacks
from engine.core.events import IllegalAction
from engine.core.flow import apply, decision
from engine.core.record import RecordError, replay_actions
from engine.core.ruleset import ModuleChoice
from engine.core.view import player_view
from tests.toy_game import Take, greedy, new_pebbles

CORE = Path(__file__).parents[1] / "engine" / "core"


def test_several_players_choose_in_secret_and_the_choices_are_applied_together():
    state = new_pebbles(3, 20)
    first = decision(state)
    assert (first.deciders, first.secret, first.player) == ((0, 1, 2), True, 0)
    state, events = apply(state, Take(3))
    assert [e.kind for e in events] == ["secret_pick"]
    assert decision(state).deciders == (1, 2)
    assert (state.pile, state.taken) == (20, [0, 0, 0])  # nothing shows before everyone chose
    state, _ = apply(state, Take(1))
    state, events = apply(state, Take(2))
    assert [e.text for e in events if e.kind == "take"] == [
        "P1 takes 3",
        "P2 takes 1",
        "P3 takes 2",
    ]
    assert (state.pile, state.taken) == (14, [3, 1, 2])
    assert decision(state).deciders == (0, 1, 2)  # the next round's secret choice


def test_a_secret_choice_never_shows_to_another_player():
    state, _ = apply(new_pebbles(3, 20), Take(3))
    for viewer in (None, 1, 2):
        seen = player_view(state, viewer)
        assert "3" not in str({k: v for k, v in seen.items() if k != "decision"})
        assert seen["decision"]["chosen"] == [0]
    assert player_view(state, 1)["decision"]["options"] == [
        {"kind": "take", "n": n} for n in (1, 2, 3)
    ]
    assert player_view(state, 2)["decision"]["options"] is None  # not their choice yet


@pytest.mark.parametrize(("takes", "outcome"), [((2, 2, 2), "victory"), ((3, 3, 3), "defeat")])
def test_the_team_wins_or_loses_together(takes, outcome):
    state = new_pebbles(3, 6)
    for n in takes:
        state, _ = apply(state, Take(n))
    result = state.result
    assert state.over and result.outcome == outcome
    won = 1.0 if outcome == "victory" else 0.0
    assert [result.standing(p) for p in range(3)] == [(won, n) for n in takes]
    assert result.to_dict()["rows"] == [["pebbles", list(takes)]]
    assert decision(state).deciders == ()


def test_a_module_changes_the_flow_through_a_hook_its_game_declares():
    plain = new_pebbles(2, 20)
    assert plain.ruleset.hooks.adjust_take == ()
    state = new_pebbles(2, 20, (greedy(),))
    assert len(state.ruleset.hooks.adjust_take) == 1
    for n in (1, 1):
        state, _ = apply(state, Take(n))
    assert state.taken == [2, 1]


def test_an_action_that_is_not_an_option_is_refused_with_the_games_reason():
    with pytest.raises(IllegalAction, match="not one of the options"):
        apply(new_pebbles(2, 20), Take(4))


def test_a_game_replays_exactly_from_its_recorded_actions():
    rand = random.Random(7)
    state = new_pebbles(3, 15, (greedy(),))
    while not state.over:
        state, _ = apply(state, rand.choice(decision(state).options))
    raws = json.loads(json.dumps([a.to_dict() for a in state.actions()]))
    again, story = replay_actions(new_pebbles(3, 15, (greedy(),)), raws)
    assert again.result.to_dict() == state.result.to_dict()
    assert again.actions() == state.actions() and len(story) == len(raws)
    with pytest.raises(RecordError, match="action 2 cannot be replayed: That is not one"):
        replay_actions(new_pebbles(3, 15), [raws[0], {"kind": "take", "n": 9}])


def test_the_core_names_no_tang_garden_noun():
    nouns = (
        r"\b(lanterns?|decorations?|landscapes?|characters?|coins?|tracks?|greenery|water|rock)\b"
    )
    found = {
        f"{path.relative_to(CORE)}:{n}": line.strip()
        for path in CORE.rglob("*.py")
        for n, line in enumerate(path.read_text().splitlines(), start=1)
        if re.search(nouns, line, re.IGNORECASE)
    }
    assert found == {}


def test_a_computer_players_world_never_holds_another_players_secret_choice():
    state = new_pebbles(3, 20)
    state, _ = apply(state, Take(3))
    state, _ = apply(state, Take(3))
    worlds = [determinize(state, 2, random.Random(seed)) for seed in range(30)]
    assert all(w.sealed.keys() == {0, 1} and w.sealed[1] in decision(state).options for w in worlds)
    assert {w.sealed[0] for w in worlds} == {Take(1), Take(2), Take(3)}  # dealt anew, not read
    assert state.sealed == {0: Take(3), 1: Take(3)}  # the real game is untouched
    world = worlds[0]
    world, _ = apply(world, Take(1))  # the world plays on from there
    assert world.pile == 20 - world.taken[0] - world.taken[1] - 1


GREEDY_MANIFEST = (
    "id: greedy\nname: Greedy\nkind: part\nversion: 1\nplayers: [2, 3]\n"
    "summary: The first player takes one more.\nrules: One more.\nsettings: {}\n"
)


def _pebble_packs() -> ModulePacks:
    """The toy game's modules: its own built-in table, entry-point group and manifest model."""
    return ModulePacks(
        package="tests",
        builtin={"greedy": "toy_game:Greedy"},
        entry_point_group="pebbles.modules",
        manifest=Manifest,
        files={},
        label=lambda folder: folder.name,
    )


def test_a_second_game_finds_and_loads_its_modules_through_the_core(tmp_path):
    (tmp_path / "modules" / "greedy").mkdir(parents=True)
    (tmp_path / "modules" / "greedy" / "module.yaml").write_text(GREEDY_MANIFEST)
    packs = _pebble_packs()
    module = packs.load_module(ModuleChoice("greedy"), tmp_path)
    assert packs.manifests(tmp_path)[0].name == "Greedy"
    state = new_pebbles(2, 9, (module,))
    state, _ = apply(state, Take(1))
    state, _ = apply(state, Take(1))
    assert state.pile == 6  # the first player took one more


def test_a_second_games_bad_pack_is_one_line_at_its_place(tmp_path):
    (tmp_path / "modules" / "greedy").mkdir(parents=True)
    (tmp_path / "modules" / "greedy" / "module.yaml").write_text(
        GREEDY_MANIFEST.replace("players: [2, 3]", "players: []")
    )
    problems = _pebble_packs().problems(tmp_path, lambda module: [])
    assert problems == [
        f"{tmp_path.name}/modules/greedy/module.yaml:5: players: "
        "tuple should have at least 1 item after validation, not 0"
    ]
