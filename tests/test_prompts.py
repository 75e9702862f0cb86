"""Prompts name only what the legal options allow, as a sentence, and nothing hidden."""

from __future__ import annotations

import random

import pytest

from engine.core.bots.worlds import determinize
from engine.tang_garden import actions as A
from engine.tang_garden.game import apply, decision, known_modules, legal_actions, new_game
from engine.tang_garden.modules.golden_age.module import ReturnDrawnTiles
from engine.tang_garden.options import _post_prompt


@pytest.mark.parametrize(
    ("options", "prompt"),
    [
        ([A.EndTurn()], "End your turn"),
        ([A.EndTurn(), A.Influence()], "Influence a character or end your turn"),
        ([A.EndTurn(), A.UseLantern("move_character")], "Use a lantern or end your turn"),
        (
            [A.EndTurn(), A.Influence(), A.UseLantern("x"), A.RefreshLantern("y", "small")],
            "Influence a character, use or refresh a lantern, or end your turn",
        ),
    ],
)
def test_after_the_main_action_the_prompt_lists_only_the_legal_choices(options, prompt):
    assert _post_prompt(options) == prompt


def hidden_prompt_leaks(players: int, ruleset: list[str], seed: int, worlds: int = 3) -> list:
    """Positions of a random game where a prompt changes when what another player cannot see
    is dealt anew: (step, viewer, the real prompt, a dealt world's prompt)."""
    state = new_game(players, seed, ruleset=ruleset)
    rand, dealer = random.Random(seed), random.Random(-seed)
    found = []
    step = 0
    while options := legal_actions(state):
        pending = decision(state)
        for viewer in range(players):
            if viewer == pending.player:
                continue
            for _ in range(worlds):
                other = decision(determinize(state, viewer, dealer)).prompt
                if other != pending.prompt:
                    found.append((step, viewer, pending.prompt, other))
        state, _ = apply(state, rand.choice(options))
        step += 1
    return found


PARTS = [m.id for m in known_modules() if m.kind == "part"]
ALL: list[str] = []  # every scenario and part at once that can be played together
for _m in known_modules():
    if 2 in _m.players and not {_m.id, *_m.conflicts} & {
        *ALL,
        *(c for a in known_modules() if a.id in ALL for c in a.conflicts),
    }:
        ALL.append(_m.id)


@pytest.mark.parametrize(
    ("players", "ruleset", "seed"),
    [(2, [], 1), (3, [], 2), (2, ["golden-age"], 8), (3, PARTS, 5), (2, ALL, 5)]
    + [(2, [m.id], 7) for m in known_modules() if m.kind == "scenario" and 2 in m.players],
)
def test_a_prompt_shown_to_all_tells_nothing_hidden(players, ruleset, seed):
    """The prompt of a decision (on screen for everyone at the table) is the same in every world
    dealt from what another player may know: it carries only what all may know."""
    assert hidden_prompt_leaks(players, ruleset, seed) == []


def test_draw_five_tiles_says_nothing_of_the_drawn_tiles_to_the_others():
    """Golden Age's Draw Five Tiles: whether a drawn tile fits is the drawer's knowledge. Found
    in random games (or the test fails): a position where, in the worlds the other player may
    imagine, a drawn tile fits in some and none in others; the prompt is the same in all."""
    dealer = random.Random(0)
    for seed in range(40):
        state = new_game(2, seed, ruleset=ALL)
        rand = random.Random(seed)
        while options := legal_actions(state):
            if state.ext["golden-age"].drawn:
                worlds = [determinize(state, 1 - state.current, dealer) for _ in range(12)]
                fits = {legal_actions(w) == (ReturnDrawnTiles(),) for w in worlds}
                if fits == {True, False}:
                    prompts = {decision(w).prompt for w in [state, *worlds]}
                    assert len(prompts) == 1, prompts
                    return
            state, _ = apply(state, rand.choice(options))
    pytest.fail("no game of these seeds draws tiles that fit in some worlds only")
