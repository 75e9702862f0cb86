"""Headless games between computer players, for any ruleset (base game, scenarios, parts)."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from engine.core.bots.play import play_out
from engine.tang_garden.bots import LEVELS, RandomPlayer, make_bot
from engine.tang_garden.game import catalog, new_game
from engine.tang_garden.state import GameState


@dataclass(frozen=True, slots=True)
class GameSummary:
    seed: int
    turns: int
    actions: int
    result: Any  # the ruleset's result (FinalScore, or a scenario's own, e.g. a solo result)
    end_reason: str

    def row(self) -> dict[str, Any]:
        """The JSON form of one game."""
        return {
            "seed": self.seed,
            "turns": self.turns,
            "actions": self.actions,
            **self.result.row(self.end_reason),
        }

    def words(self) -> str:
        return f"seed {self.seed}: {self.turns} turns, {self.result.words()}"


def bots(ruleset: Sequence[Any] = ()) -> dict[str, Any]:
    """The computer players a ruleset offers: the random one, the levels and the modules' own
    (each made from a seed)."""
    found: dict[str, Any] = {"random": RandomPlayer}
    found.update({level: partial(make_bot, level) for level in LEVELS})
    for module in catalog(ruleset=ruleset).ruleset.modules:
        found.update(module.bots())
    return found


def variants(ruleset: Sequence[Any] = ()) -> list[list[Any]]:
    """The rulesets a simulation plays in turn: ``ruleset`` once, or once per variant its modules
    name (``Module.variants``: Summer's difficulties), unless the ruleset fixes those options."""
    entries = list(ruleset)
    for module in catalog(ruleset=entries).ruleset.modules:
        named = module.variants()
        index = next((i for i, e in enumerate(entries) if _id(e) == module.id), None)
        if not named or index is None or isinstance(entries[index], dict):
            continue
        return [
            [*entries[:index], {"id": module.id, "options": options}, *entries[index + 1 :]]
            for _, options in named
        ]
    return [entries]


def _id(entry: Any) -> str:
    return entry["id"] if isinstance(entry, dict) else str(entry)


def play_random(
    players: int, seed: int, ruleset: Sequence[Any] = (), max_actions: int = 20_000
) -> tuple[GameState, int]:
    """Play one game with random players; returns the final state and the number of actions."""
    return play_out(new_game(players, seed, ruleset=ruleset), RandomPlayer(seed), max_actions)


def simulate(
    players: int,
    games: int,
    seed: int,
    ruleset: Sequence[Any] = (),
    bot: str = "random",
    budget: int | None = None,
    jobs: int = 1,
) -> list[GameSummary]:
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, ... between ``bot`` players
    (``budget``: Hard's iterations; ``jobs``: worker processes, the same games whatever it is)."""
    player_type = bots(ruleset)[bot]
    if budget is not None and bot in LEVELS:
        player_type = partial(make_bot, bot, budget=budget)
    work = [
        (players, game_seed, tuple(ruleset), player_type) for game_seed in range(seed, seed + games)
    ]
    if jobs <= 1:
        return [_one(w) for w in work]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(_one, work))


def _one(args: tuple[int, int, tuple[Any, ...], Any]) -> GameSummary:
    """One game of a simulation (picklable arguments, for worker processes)."""
    players, game_seed, ruleset, player_type = args
    state = new_game(players, game_seed, ruleset=ruleset)
    state, count = play_out(state, player_type(game_seed))
    return GameSummary(game_seed, state.turn_number, count, state.result, state.end_reason)


def summarize(results: list[GameSummary], players: int, bot: str) -> tuple[dict[str, Any], str]:
    """The summary of a run, as JSON and in words (the results' own kind of summary)."""
    kind = type(results[0].result)
    return kind.summarize([r.result for r in results], [r.turns for r in results], players, bot)


@dataclass(frozen=True, slots=True)
class CharacterRow:
    """One character's line of ``--stats``: how often it stood in the garden at the end, its
    mean score there, and its owners' mean final score."""

    character: str
    name: str
    base: bool  # one of the base game's characters
    placed: int
    mean_score: float
    mean_owner_total: float


def character_stats(results: list[GameSummary], ruleset: Sequence[Any] = ()) -> list[CharacterRow]:
    """Per character, over the games' final scores (best mean first)."""
    cat = catalog(ruleset=ruleset)
    base = {c.id for c in cat.data.characters.characters}
    scores: dict[str, list[tuple[int, int]]] = {}
    for summary in results:
        for player in getattr(summary.result, "players", ()):
            for char in player.characters:
                scores.setdefault(char.character, []).append((char.total, player.total))
    rows = [
        CharacterRow(
            ident,
            cat.characters[ident].name,
            ident in base,
            len(found),
            sum(s for s, _ in found) / len(found),
            sum(t for _, t in found) / len(found),
        )
        for ident, found in scores.items()
    ]
    return sorted(rows, key=lambda r: -r.mean_score)


def stats_lines(rows: list[CharacterRow]) -> list[str]:
    """The ``--stats`` table in words, with the balance check: a character whose owners' mean
    final score (or whose own mean score) is above twice the base characters' is flagged."""
    if not rows:
        return ["no character stood in the garden at the end of these games"]
    base = [r for r in rows if r.base]
    placed = sum(r.placed for r in base) or 1
    base_score = sum(r.mean_score * r.placed for r in base) / placed
    base_total = sum(r.mean_owner_total * r.placed for r in base) / placed
    width = max(14, *(len(r.name) for r in rows))
    out = [f"{'character':<{width}} {'placed':>7} {'character score':>16} {'final score':>12}"]
    for r in rows:
        flags = [] if r.base else ["new"]
        if r.mean_owner_total > 2 * base_total:
            flags.append("FINAL SCORE OVER TWICE THE BASE MEAN")
        if r.mean_score > 2 * base_score:
            flags.append("character score over twice the base mean")
        line = f"{r.name:<{width}} {r.placed:>7} {r.mean_score:>16.2f} {r.mean_owner_total:>12.2f}"
        out.append(line + (f"  ({'; '.join(flags)})" if flags else ""))
    out.append(
        f"base characters: mean character score {base_score:.2f} (twice {2 * base_score:.2f}), "
        f"mean final score {base_total:.2f} (twice {2 * base_total:.2f})"
    )
    return out


@dataclass(frozen=True, slots=True)
class CategoryRow:
    """One scoring category's line of ``--stats``: its mean coins per player and game, and the
    base game's mean it is held against (None: the category is the base game's own)."""

    category: str
    mean: float
    reference: float | None


def category_means(results: list[GameSummary]) -> dict[str, float]:
    """Per final-scoring category, the mean coins per player and game (zeros included)."""
    totals: dict[str, int] = {}
    seats = 0
    for summary in results:
        for player in getattr(summary.result, "players", ()):
            seats += 1
            for category, coins in player.categories.items():
                totals[category] = totals.get(category, 0) + coins
    return {category: coins / max(seats, 1) for category, coins in totals.items()}


def category_stats(
    results: list[GameSummary], base: list[GameSummary], ruleset: Sequence[Any] = ()
) -> list[CategoryRow]:
    """Every category of ``results`` (best mean first). A category the base games (``base``:
    the same seats without the modules) do not have is held against the base game's mean
    decoration category when it scores decorations (a decoration set), else against the base
    characters' mean (what scores the garden's sights)."""
    means, base_means = category_means(results), category_means(base)
    decorations = set(catalog(ruleset=ruleset).decoration_types)
    base_decorations = [m for c, m in base_means.items() if c not in ("coins", "characters")]
    per_decoration = sum(base_decorations) / max(len(base_decorations), 1)
    rows = [
        CategoryRow(
            category,
            mean,
            None
            if category in base_means
            else per_decoration
            if category in decorations
            else base_means.get("characters", 0.0),
        )
        for category, mean in means.items()
    ]
    return sorted(rows, key=lambda r: -r.mean)


def category_lines(rows: list[CategoryRow], label) -> list[str]:
    """The categories' table in words (``label``: a category's name for players), a new
    category over twice its base reference flagged."""
    out = [f"{'scoring category':<30} {'mean per player':>16}"]
    for r in rows:
        note = ""
        if r.reference is not None:
            note = f"  (new; base reference {r.reference:.2f}"
            note += ": OVER TWICE)" if r.mean > 2 * r.reference else ")"
        out.append(f"{label(r.category):<30} {r.mean:>16.2f}{note}")
    return out
