"""Seasons, Bamboo & Kingfisher: eight cards and six double-sided pieces (the data pack); at the
end each Bamboo or Kingfisher card counts as the half of a pair set that scores more for its
owner (``best_roles``, kinds.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.events import Event
from engine.tang_garden.kinds.words import counted, either
from engine.tang_garden.module import Events, Module
from engine.tang_garden.modules.bamboo_kingfisher.kinds import Roles, best_roles, with_roles
from engine.tang_garden.state import GameState

ID = "bamboo-kingfisher"


@dataclass(slots=True)
class WildRoles:
    roles: list[Roles] = field(default_factory=list)  # per player, chosen at the final scoring

    def clone(self) -> WildRoles:
        return WildRoles([{w: dict(p) for w, p in r.items()} for r in self.roles])

    def to_dict(self) -> dict[str, Any]:
        return {"roles": [{w: dict(p) for w, p in r.items()} for r in self.roles]}


class BambooKingfisher(Module):
    id = ID
    counts_from_held = True  # the roles follow the cards held and the pieces placed

    def new_state(self) -> WildRoles:
        return WildRoles()

    def adjust_decoration_counts(self, state: GameState, counts: list[dict[str, int]]) -> None:
        placed: dict[str, int] = {}
        for kind in state.decorations.values():
            placed[kind] = placed.get(kind, 0) + 1
        chosen = []
        for player in range(len(counts)):
            roles = best_roles(state, counts, placed, player)
            counts[player] = with_roles(counts, player, roles)[player]
            chosen.append(roles)
        self.of(state).roles = chosen  # kept for the log and the end screen

    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        dtype = state.catalog.decoration_types[state.decorations[pos]]
        if dtype.scoring.kind == "wild":
            events.append(
                Event(
                    "flip_piece",
                    f"The double-sided piece is turned to its {dtype.name} face, as the card shows",
                    {"player": state.current, "decoration": dtype.id, "pos": pos},
                )
            )

    def on_final_score(self, state: GameState, events: Events) -> None:
        for player, line in enumerate(role_lines(state)):
            if line:
                events.append(Event("wild_roles", line, {"player": player}))


def role_lines(state: GameState) -> list[str]:
    """Per player, what their Bamboo and Kingfisher cards counted as ("" for none)."""
    types = state.catalog.decoration_types
    part = state.ext.get(ID)
    lines = []
    for player, roles in zip(state.players, part.roles if part else (), strict=False):
        said = []
        for wild, parts in roles.items():
            n = sum(parts.values())
            shares = [counted(k, f"{types[r].name} card") for r, k in parts.items() if k]
            cards = counted(n, f"{types[wild].name} card")
            verb = "counts" if n == 1 else "count"
            said.append(f"{player.name}'s {cards} {verb} as {either(shares, 'and')}")
        lines.append("; ".join(said))
    return lines
