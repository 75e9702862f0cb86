"""Final scoring: coins, decoration cards, characters; itemised, with tie-breaks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from engine.core.result import Result
from engine.core.view import UNSEEN
from engine.tang_garden.catalog import SIDES
from engine.tang_garden.state import NEUTRAL, GameState, Mini

TIE_BREAKS = {  # a final score's tie-break, in words
    "landscape_tokens": "Tied on coins: the most landscape tokens decided.",
    "track_positions": "Tied on coins and tokens: the cubes furthest along the tracks decided.",
    "shared": "Tied on coins, tokens and tracks: the victory is shared.",
}


@dataclass(frozen=True, slots=True)
class CharacterScore:
    character: str
    pos: tuple[int, int]
    facing: str
    decorations: int  # one coin per decoration in line of sight
    preference: int  # the sight preference
    extras: tuple[tuple[str, int], ...] = ()  # modules' bonuses and penalties: (what, coins)

    @property
    def total(self) -> int:
        return self.decorations + self.preference + sum(coins for _, coins in self.extras)

    def describe(self) -> str:
        extras = "".join(f" {coins:+d} for {what}" for what, coins in self.extras)
        return (
            f"{self.character} at {self.pos} facing {self.facing}: {self.decorations} for "
            f"decorations + {self.preference} for its preference{extras}"
        )

    def to_dict(self) -> dict:
        return {
            "character": self.character,
            "pos": list(self.pos),
            "facing": self.facing,
            "decorations": self.decorations,
            "preference": self.preference,
            "extras": [list(extra) for extra in self.extras],
        }


@dataclass(slots=True)
class PlayerScore:
    player: int
    categories: dict[str, int] = field(default_factory=dict)  # category -> coins
    characters: list[CharacterScore] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(self.categories.values())


@dataclass(slots=True)
class FinalScore(Result):
    """The final scoring of a game: each player's itemised score, the winners, the tie-break."""

    players: list[PlayerScore]
    winners: tuple[int, ...]
    tie_break: str  # "" when the top score was not tied

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(p.total for p in self.players)

    def notes(self) -> tuple[str, ...]:
        return (TIE_BREAKS.get(self.tie_break, self.tie_break),) if self.tie_break else ()

    def parts(self, player: int) -> tuple[CharacterScore, ...]:
        """``player``'s characters in the garden, each with its score."""
        return tuple(self.players[player].characters)

    def rows(self) -> list[tuple[str, tuple[int, ...]]]:
        names = list(dict.fromkeys(name for p in self.players for name in p.categories))
        return [(name, tuple(p.categories.get(name, 0) for p in self.players)) for name in names]

    def row(self, end_reason: str) -> dict[str, Any]:
        """This game's line of a simulation, as JSON."""
        return {
            "scores": [p.total for p in self.players],
            "winners": list(self.winners),
            "end": end_reason,
        }

    @staticmethod
    def summarize(
        results: list[FinalScore], turns: list[int], players: int, bot: str
    ) -> tuple[dict[str, Any], str]:
        """A simulation's summary: mean turns, mean winning score, shared wins."""
        n = len(results)
        mean_turns = sum(turns) / n
        mean_win = sum(max(p.total for p in r.players) for r in results) / n
        shared = sum(1 for r in results if len(r.winners) > 1)
        summary = {
            "games": n,
            "players": players,
            "mean_turns": round(mean_turns, 2),
            "mean_winning_score": round(mean_win, 2),
            "shared_wins": shared,
        }
        words = (
            f"summary: {n} games, {players} players, mean {mean_turns:.1f} turns, "
            f"mean winning score {mean_win:.1f}, {shared} shared wins"
        )
        return summary, words

    def describe(self, state: GameState) -> list[str]:
        """One line per player: the total and each scoring category."""
        out = []
        for score in self.players:
            items = ", ".join(f"{k} {v}" for k, v in score.categories.items())
            out.append(f"{state.players[score.player].name}: {score.total} ({items})")
            out += [f"  {c.describe()}" for c in score.characters]
        winners = ", ".join(state.players[w].name for w in self.winners)
        tie = f" (tie-break: {self.tie_break})" if self.tie_break else ""
        return [*out, f"winner: {winners}{tie}"]

    def to_dict(self) -> dict:
        return {
            "winners": list(self.winners),
            "tie_break": self.tie_break,
            "players": [
                {
                    "player": p.player,
                    "total": p.total,
                    "categories": dict(p.categories),
                    "characters": [c.to_dict() for c in p.characters],
                }
                for p in self.players
            ],
        }


def decoration_counts(state: GameState) -> list[dict[str, int]]:
    """Every player's decoration cards per decoration type, as the scoring counts them."""
    catalog = state.catalog
    counts: list[dict[str, int]] = [{} for _ in state.players]
    for i, player in enumerate(state.players):
        for card in player.cards:
            if card == UNSEEN:  # a viewer's copy: what they cannot see counts nothing (DT4)
                continue
            kind = catalog.card_type[card].id
            counts[i][kind] = counts[i].get(kind, 0) + 1
    for hook in state.hooks.adjust_decoration_counts:
        hook(state, counts)
    return counts


def decoration_scores(
    state: GameState, counts: list[dict[str, int]] | None = None
) -> list[dict[str, int]]:
    """Coins for every player's decoration cards, per scoring category (``counts``: the cards
    per type, ``decoration_counts(state)`` unless given, as when a player weighs another card)."""
    if counts is None:
        counts = decoration_counts(state)
    placed: dict[str, int] = {}
    for kind in state.decorations.values():
        placed[kind] = placed.get(kind, 0) + 1
    out: list[dict[str, int]] = [{} for _ in state.players]
    for dtype in state.catalog.decoration_types.values():
        for category, coins in dtype.scoring.score_in(state, dtype, counts, placed).items():
            for i, amount in enumerate(coins):
                out[i][category] = amount
    return out


def held_key(state: GameState) -> tuple | None:
    """What the decoration scores depend on: every player's cards and the pieces placed (None
    when a module changes the counts by anything else, as its ``counts_from_held`` says)."""
    for hook in state.hooks.adjust_decoration_counts:
        if not getattr(getattr(hook, "__self__", None), "counts_from_held", False):
            return None
    return (
        tuple(tuple(sorted(p.cards)) for p in state.players),
        tuple(sorted(Counter(state.decorations.values()).items())),
    )


def card_gains(state: GameState, player: int, kinds: Iterable[str]) -> dict[str, int]:
    """What one more card of each decoration type in ``kinds`` would add to ``player``'s
    decoration score (remembered by ``held_key``: computer players ask it often)."""
    kinds = tuple(sorted(kinds))
    key = held_key(state)
    table = state.catalog.table("card gains")
    if key is not None:
        found = table.get((key, player, kinds))
        if found is not None:
            return found
    counts = decoration_counts(state)
    now = sum(decoration_scores(state, counts)[player].values())
    gains = {}
    for kind in kinds:
        more = [dict(c) for c in counts]
        more[player][kind] = counts[player].get(kind, 0) + 1
        gains[kind] = sum(decoration_scores(state, more)[player].values()) - now
    if key is not None:
        if len(table) > 4096:  # a few decisions' worth: kept small
            table.clear()
        table[key, player, kinds] = gains
    return gains


def best_card_gain(state: GameState, player: int, cards: Iterable[str]) -> int:
    """What the best of the decoration cards ``cards`` would add to ``player``'s decoration
    score (a card a computer player is about to take or place)."""
    kinds = {state.catalog.card_type[c].id for c in cards}
    return max(card_gains(state, player, kinds).values())


def visible_decorations(state: GameState) -> set[tuple[int, int]]:
    """The spaces whose decorations characters can see (some pieces veil their neighbours)."""
    types = state.catalog.decoration_types
    veiled = {p for pos, kind in state.decorations.items() for p in types[kind].scoring.veils(pos)}
    return state.decorations.keys() - veiled


def seen_by(state: GameState, pos: tuple[int, int], mini: Mini) -> list[tuple[int, int]]:
    """The spaces a character on ``pos`` sees: its sight's line, changed by the modules."""
    seen = state.catalog.characters[mini.character].sight.line(state, pos, mini)
    for hook in state.hooks.adjust_sight:
        hook(state, mini, seen)
    return seen


def character_score(
    state: GameState,
    pos: tuple[int, int],
    mini: Mini,
    visible: set[tuple[int, int]] | None = None,
    wild: list[tuple[str, int]] | None = None,
    minis: list[tuple[tuple[int, int, str], Mini]] | None = None,
) -> CharacterScore:
    """What one character in the garden scores: decorations seen, its sight preference, and
    what other characters in the garden do to it (their sights' ``effects_on``). Each wild
    landscape icon (the Phoenix) counts as the icon that gives the character most.
    ``visible``, ``wild`` and ``minis``: ``visible_decorations(state)``,
    ``wild_icon_places(state)`` and ``sorted(state.minis.items())`` when known (the same for
    every character of a position)."""
    if visible is None:
        visible = visible_decorations(state)
    if wild is None:
        wild = wild_icon_places(state)
    if minis is None:
        minis = sorted(state.minis.items())
    if not wild:
        return _character_score(state, pos, mini, visible, minis)
    icons = sorted(state.catalog.icons - state.catalog.wild_icons - state.catalog.dormant_icons)
    best: CharacterScore | None = None

    def walk(chosen: dict[tuple[str, int], str]) -> None:
        """Every reading of the wild icons after those ``chosen`` (the first ones), in order;
        when the score read none of the others, it is the same whatever they are."""
        nonlocal best
        state.wild_as = probe = _WildProbe(chosen, wild[len(chosen) :], icons[0])
        try:
            score = _character_score(state, pos, mini, visible, minis)
        finally:
            state.wild_as = {}
        if probe.asked:
            for icon in icons:
                walk({**chosen, wild[len(chosen)]: icon})
        elif best is None or score.total > best.total:
            best = score

    walk({})
    assert best is not None
    return best


class _WildProbe(dict[tuple[str, int], str]):
    """The wild icons' reading while one is tried (``GameState.wild_as``): those chosen, and
    every other reads as ``first``, noting that it was read (``asked``)."""

    def __init__(self, chosen: dict[tuple[str, int], str], rest: list[tuple[str, int]], first: str):
        super().__init__(chosen)
        self.rest, self.first, self.asked = frozenset(rest), first, False

    def get(self, key: tuple[str, int], default: str | None = None) -> str | None:  # type: ignore[override]
        if key in self:
            return self[key]
        if key in self.rest:
            self.asked = True
            return self.first
        return default

    def __bool__(self) -> bool:
        return True  # a wild icon is being read (a memo by garden alone does not hold)


def wild_icon_places(state: GameState) -> list[tuple[str, int]]:
    """(slot, index of the icon on its tile) of every wild icon in the garden's landscapes."""
    wild = state.catalog.wild_icons
    if not wild:
        return []
    return [
        (sid, n)
        for sid, tile in sorted(state.slots.items())
        if tile is not None
        for n, icon in enumerate(state.catalog.landscapes[tile].icons)
        if icon in wild
    ]


def _character_score(
    state: GameState,
    pos: tuple[int, int],
    mini: Mini,
    visible: set[tuple[int, int]],
    minis: list[tuple[tuple[int, int, str], Mini]],
) -> CharacterScore:
    catalog = state.catalog
    seen = seen_by(state, pos, mini)
    decorations = sum(1 for p in seen if p in visible)
    preference = catalog.characters[mini.character].sight.score(state, mini, seen)
    extras: list[tuple[str, int]] = []
    if mini.owner != NEUTRAL:
        for (x, y, _), other in minis:
            if other is not mini and other.owner != NEUTRAL:
                sight = catalog.characters[other.character].sight
                extras += sight.effects_on(state, (x, y), other, pos, mini)
    score = CharacterScore(
        mini.character, pos, SIDES[mini.facing], decorations, preference, tuple(extras)
    )
    for hook in state.hooks.adjust_character_score:
        score = hook(state, pos, mini, score)
    return score


def active_landscape_icons(state: GameState, facing: int) -> list[str]:
    """Icons on the landscape tiles inserted on the side a character faces."""
    side = SIDES[facing]
    catalog = state.catalog
    wild_as = state.wild_as
    slots = state.slots
    shown = [
        wild_as.get((sid, n), icon)
        for sid in catalog.side_slots.get(side, ())
        if (tile := slots.get(sid)) is not None
        for n, icon in enumerate(catalog.landscapes[tile].icons)
    ]
    shown += [icon for hook in state.hooks.landscape_icons for icon in hook(state, side)]
    return [icon for icon in shown if icon not in catalog.dormant_icons]


def final_score(state: GameState, decorations: list[dict[str, int]] | None = None) -> FinalScore:
    """The itemised final score (``decorations``: ``decoration_scores(state)`` when known)."""
    if decorations is None:
        decorations = decoration_scores(state)
    scores = []
    minis = sorted(state.minis.items())
    visible = visible_decorations(state) if minis else set()
    wild = wild_icon_places(state) if minis else []
    for i, player in enumerate(state.players):
        score = PlayerScore(i, {"coins": player.coins, **decorations[i]})
        for (x, y, _), mini in minis:
            if mini.owner == i:
                score.characters.append(character_score(state, (x, y), mini, visible, wild, minis))
        score.categories["characters"] = sum(c.total for c in score.characters)
        for hook in state.hooks.score_categories:
            hook(state, score)
        scores.append(score)
    winners, tie_break = rank(state, scores)
    return FinalScore(scores, winners, tie_break)


def rank(state: GameState, scores: list[PlayerScore]) -> tuple[tuple[int, ...], str]:
    """The winners, and which tie-break decided (or "shared" when every tie-break failed)."""
    best = max(s.total for s in scores)
    tied = [s.player for s in scores if s.total == best]
    if len(tied) == 1:
        return tuple(tied), ""
    keys: dict[str, Callable[[int], Any]] = {
        "landscape_tokens": lambda i: sum(state.players[i].tokens.values()),
        "track_positions": lambda i: sorted(state.players[i].tracks, reverse=True),
    }
    for name in state.catalog.rules.tie_breaks:
        top = max(keys[name](i) for i in tied)
        tied = [i for i in tied if keys[name](i) == top]
        if len(tied) == 1:
            return tuple(tied), name
    return tuple(tied), "shared"


def stack_majority(stack: list[int], value: int, divisors: tuple[int, ...]) -> dict[int, int]:
    """Majority scoring of one stack of pawns (their colours, bottom first): the colours rank by
    their pawns in it, a tie going to the colour with the higher top pawn; the colour ranked
    n-th gets ``value // divisors[n]`` (nothing past the last divisor). Every colour ranks, the
    neutral ones too (their places pay nobody, and the next colour still gets its own rank's)."""
    colours = set(stack)
    top = {c: max(i for i, p in enumerate(stack) if p == c) for c in colours}
    ranked = sorted(colours, key=lambda c: (-stack.count(c), -top[c]))
    return {c: value // divisors[n] if n < len(divisors) else 0 for n, c in enumerate(ranked)}
