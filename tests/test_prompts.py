"""Prompts name only what the legal options allow, as a sentence."""

from __future__ import annotations

import pytest

from engine.tang_garden import actions as A
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
