"""What an action would give the player, for hover previews, worked out by the rules themselves.

The action is applied to a copy of the state through the same handlers and hooks as a real
move (so every module's rewards, prices and costs count), and the acting player's coins,
tracks, landscape tokens and any reward still to be chosen are compared with before.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.flow import apply
from engine.tang_garden.actions import Action
from engine.tang_garden.catalog import TERRAINS
from engine.tang_garden.kinds.words import coins as coin_words
from engine.tang_garden.state import GameState


@dataclass(frozen=True, slots=True)
class Gains:
    """The acting player's gains (negative: costs) from one action."""

    coins: int = 0
    tracks: tuple[int, ...] = (0, 0, 0)  # levels gained per track
    names: tuple[str, ...] = TERRAINS  # the tracks' names (the player board's data)
    tokens: tuple[tuple[str, int], ...] = ()  # landscape tokens gained, by size
    choice_coins: int = 0  # a reward still to choose: these coins or one track level
    paid: int = 0  # coins paid out of ``coins`` (a price), named apart as the log names it

    def words(self) -> str:
        """The gains in a player's words, e.g. "+1 water, +2 coins, pays 1 coin, a small
        landscape token"."""
        parts = [f"+{n} {self.names[t]}" for t, n in enumerate(self.tracks) if n > 0]
        earned = self.coins + self.paid
        if earned > 0:
            parts.append(f"+{coin_words(earned)}")
        if self.paid or earned < 0:
            parts.append(f"pays {coin_words(self.paid or -earned)}")
        parts += [f"a {size} landscape token" for size, n in self.tokens for _ in range(n)]
        if self.choice_coins:
            parts.append(f"{self.choice_coins} footpath coins or a track level")
        return ", ".join(parts) or "no reward"


def gains(state: GameState, action: Action) -> Gains:
    """What the current player would gain by ``action`` (which must be legal now)."""
    player = state.current
    before = state.players[player]
    after_state, events = apply(state, action)
    after = after_state.players[player]
    net = after.coins - before.coins
    earned = sum(
        e.data["coins"] for e in events if e.kind == "coins" and e.data.get("player") == player
    )
    choice = next(
        (task[1] for task in after_state.tasks if task[0] == "footpath" and len(task) > 1), 0
    )
    return Gains(
        coins=net,
        tracks=tuple(a - b for a, b in zip(after.tracks, before.tracks, strict=True)),
        names=tuple(t.name for t in state.catalog.tracks),
        tokens=tuple(
            (size, after.tokens[size] - n)
            for size, n in before.tokens.items()
            if after.tokens[size] > n
        ),
        choice_coins=choice,
        paid=max(0, earned - net),
    )
