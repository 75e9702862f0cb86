"""Actions that are not among the options (unknown ids, wrong types, bad sides, fields of other
actions) are refused with the engine's own reason at any position of any ruleset, and a record
holding one is reported as damaged: ``IllegalAction`` or ``RecordError``, never anything else."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from engine.core.events import IllegalAction
from engine.tang_garden.actions import ACTION_TYPES, PlaceCharacter, PlaceDecoration
from engine.tang_garden.game import apply, known_modules, legal_actions, new_game
from engine.tang_garden.record import RecordError, replay, to_record

ODD = ["nope", "", "n", "up", "N", -1, 99, 2**40, True, None, 1.5, [1], ("a",), {"x": 1}]


def rulesets() -> list[tuple[int, list[str]]]:
    """(players, ruleset): the base game, every scenario and part alone, and every part at once
    with each multiplayer scenario."""
    modules = known_modules()
    parts = [m.id for m in modules if m.kind == "part"]
    alone = [(min(m.players), [m.id]) for m in modules]
    mixes = [
        (3, [m.id, *(p for p in parts if p not in m.conflicts)])
        for m in modules
        if m.kind == "scenario" and 3 in m.players
    ]
    return [(2, []), *alone, (2, parts), *mixes]


def field_values(state, options) -> dict[str, list]:
    """Values for each field name: those of the options now, then odd ones."""
    seen: dict[str, list] = {}
    for option in options:
        for f in dataclasses.fields(option):
            seen.setdefault(f.name, []).append(getattr(option, f.name))
    return seen


def malformed(state, rand: random.Random, count: int):
    """``count`` actions of any kind of the ruleset, with fields that may be anything."""
    options = legal_actions(state)
    seen = field_values(state, options)
    kinds = [*ACTION_TYPES.values(), *state.ruleset.action_classes]
    for _ in range(count):
        cls = rand.choice(kinds)
        values = []
        for f in dataclasses.fields(cls):
            pool = seen.get(f.name) or []
            values.append(rand.choice(pool) if pool and rand.random() < 0.5 else rand.choice(ODD))
        yield cls(*values)


def outcome(state, action) -> str:
    """What applying ``action`` did: "legal", "refused", or the unexpected exception's name."""
    try:
        apply(state, action)
    except IllegalAction as exc:
        assert str(exc), "a refusal gives a reason"
        return "refused"
    except Exception as exc:  # the finding: a refusal that is not the engine's own
        return f"{type(exc).__name__}: {exc} ({action!r})"
    return "legal"


@pytest.mark.parametrize(("players", "ruleset"), rulesets(), ids=lambda v: str(v))
def test_malformed_actions_are_refused_at_every_position(players, ruleset):
    seed = sum(map(ord, "".join(ruleset))) % 1000
    rand = random.Random(seed)
    state = new_game(players, seed, ruleset=ruleset)
    found: Counter[str] = Counter()
    while (options := legal_actions(state)) and state.turn_number < 40:
        for action in malformed(state, rand, 12):
            found[outcome(state, action)] += 1
        state, _ = apply(state, rand.choice(options))
    assert [k for k in found if k not in ("legal", "refused")] == []
    assert found["refused"] > 100


def test_known_refusals_say_why_in_a_players_words():
    state = new_game(2, 4, ruleset=["pagodas"])
    with pytest.raises(IllegalAction, match="There is no decoration card 'nope'"):
        apply(state, PlaceDecoration("nope", 3, 3))
    active = state.players[0].active
    with pytest.raises(IllegalAction, match="faces north, east, south or west, not 'up'"):
        apply(state, PlaceCharacter(active, 3, 3, "tile", "up"))
    with pytest.raises(IllegalAction, match="malformed: its facing must be a word, not 7"):
        apply(state, PlaceCharacter(active, 3, 3, "tile", 7))


@pytest.mark.parametrize("ruleset", [["pagodas"], ["glory-of-the-emperor", "golden-age"]])
def test_a_record_holding_a_malformed_action_is_a_damaged_record(ruleset):
    rand = random.Random(5)
    state = new_game(2, 5, ruleset=ruleset)
    for _ in range(30):
        state, _ = apply(state, rand.choice(legal_actions(state)))
    record = to_record(state)
    for action in malformed(state, rand, 60):
        if outcome(state, action) == "legal":
            continue
        damaged = {**record, "actions": [*record["actions"], _as_record(action)]}
        with pytest.raises(RecordError, match=r"cannot be replayed|damaged"):
            replay(damaged)


def _as_record(action) -> dict:
    """An action's record form, whatever its fields hold (as a damaged file may)."""
    return {
        "kind": action.kind,
        **{f.name: getattr(action, f.name) for f in dataclasses.fields(action)},
    }


def test_whatever_goes_wrong_in_a_replay_is_a_damaged_record(monkeypatch):
    """Not only the engine's refusals: any failure while replaying says the record is damaged."""
    from engine.core import record

    state = new_game(2, 5)
    state, _ = apply(state, legal_actions(state)[0])

    def broken(state, action):
        raise KeyError("nope")

    monkeypatch.setattr(record, "apply", broken)
    with pytest.raises(RecordError, match=r"action 1 cannot be replayed: the record is damaged"):
        replay(to_record(state))
