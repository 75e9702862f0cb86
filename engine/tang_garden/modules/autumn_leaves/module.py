"""Leaves (Seasons digest 3.3; with ``donation``, the Autumn scenario's 2.2.2-2.2.4): leaves lie
on the garden; whoever covers one with a garden tile picks it up. Without donation it goes into
their score bag, and each colour's majority scores at the end. With donation (Autumn) they
choose: donate it (the donation bag; everyone's leaves of that colour are worth more, and the
``on_piece_taken`` hook tells the Autumn boards) or keep it in their score bag, each leaf worth
the leaves of its colour in the donation bag at the end.

What is secret: the leaf dealt into each score bag at setup, seen only by its owner, and the
leaves boxed with unassigned score bags. Every later leaf is picked up in the open, so what a
bag received afterwards, and what was donated, is what a careful player remembers (AU5)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, ClassVar

from pydantic import BaseModel, PositiveInt, model_validator

from engine.core.events import Event
from engine.core.view import Hidden
from engine.tang_garden.actions import Action
from engine.tang_garden.content.base import Id, Model
from engine.tang_garden.effects import skill
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.autumn_leaves.slice import ID, PIECE, Bags
from engine.tang_garden.scoring import PlayerScore
from engine.tang_garden.setup import SetupError
from engine.tang_garden.state import GameState

CATEGORY = "leaves"


class LeafLayout(Model):
    """The garden spaces the leaves are put on, for some player counts."""

    players: tuple[PositiveInt, ...]
    spaces: tuple[tuple[int, int], ...]


class LeavesSettings(Model):
    colours: tuple[Id, ...]  # the leaf colours
    per_colour: PositiveInt  # leaves of each colour in the box
    set_aside: PositiveInt  # of each colour, kept off the garden: one to the donation bag, the rest
    # to the score bags, one each
    layouts: tuple[LeafLayout, ...]

    @model_validator(mode="after")
    def _layouts_hold_the_bag(self) -> LeavesSettings:
        placed = len(self.colours) * (self.per_colour - self.set_aside)
        for layout in self.layouts:
            if len(layout.spaces) != placed:
                raise ValueError(
                    f"a layout for {layout.players} has {len(layout.spaces)} spaces, "
                    f"but {placed} leaves go on the garden"
                )
            if len(set(layout.spaces)) != placed:
                raise ValueError(f"a layout for {layout.players} names a space twice")
        return self


class LeavesOptions(BaseModel):
    """Whether a picked-up leaf may be donated (the Autumn scenario) or always goes into the
    score bag (the leaves in any other game, scored by majority)."""

    model_config = {"extra": "forbid", "frozen": True}
    donation: bool = False


@dataclass(frozen=True, slots=True)
class DonateLeaf(Action):
    """Put the leaf just picked up into the donation bag."""

    kind: ClassVar[str] = "donate_leaf"


@dataclass(frozen=True, slots=True)
class KeepLeaf(Action):
    """Put the leaf just picked up into your own score bag."""

    kind: ClassVar[str] = "keep_leaf"


class Leaves(Module):
    id = ID
    Settings = LeavesSettings
    Options = LeavesOptions
    actions = (DonateLeaf, KeepLeaf)

    def new_state(self) -> Bags:
        return Bags()

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (SetupStep("leaves", self._deal, after="9"),)

    def _deal(self, state: GameState, rand: random.Random) -> None:
        """11: the leaves on the garden by the layout, one of each colour in the donation bag,
        one of each colour in the score bags, each player taking one at random (11.1-11.3)."""
        settings = self.settings
        count = len(state.players)
        layout = next((lay for lay in settings.layouts if count in lay.players), None)
        if layout is None:
            raise SetupError(f"no layout of leaves is for {words.counted(count, 'player')}")
        bag = [c for c in settings.colours for _ in range(settings.per_colour - settings.set_aside)]
        rand.shuffle(bag)
        part = self.of(state)
        part.garden = dict(zip(layout.spaces, bag, strict=True))
        part.donation = list(settings.colours)
        scores = [c for c in settings.colours for _ in range(settings.set_aside - 1)]
        rand.shuffle(scores)
        part.bags = [[scores.pop()] if scores else [] for _ in state.players]
        part.boxed = scores

    # --- picking up a leaf -----------------------------------------------------------------------

    def on_tile_placed(self, state: GameState, pos: tuple[int, int], events: Events) -> None:
        part = self.of(state)
        colour = part.garden.pop(pos, None)
        if colour is None:
            return
        index = state.current
        events.append(
            Event(
                "leaf",
                f"{state.player.name} picks up the {colour} leaf at {words.square(*pos)}",
                {"player": index, "pos": pos, "colour": colour},
            )
        )
        skill(state, state.player).on_piece_taken(state, index, PIECE, events)
        if self.options.donation:
            part.hand = colour
            state.tasks.append(("leaf", colour))
        else:
            self._keep(state, colour, events)

    def _options(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        return (
            f"The {task[1]} leaf: donate it (its colour gains value) or keep it in your score bag",
            [DonateLeaf(), KeepLeaf()],
        )

    def _donate(self, state: GameState, action: DonateLeaf, events: Events) -> None:
        state.tasks.pop()
        part = self.of(state)
        colour, part.hand = part.hand, None
        part.donation.append(colour)
        events.append(
            Event(
                "leaf_donated",
                f"{state.player.name} donates the {colour} leaf: every {colour} leaf kept is "
                "worth one coin more",
                {"player": state.current, "colour": colour},
            )
        )
        for hook in state.hooks.on_piece_taken:
            hook(state, state.current, PIECE, "donated", events)

    def _kept(self, state: GameState, action: KeepLeaf, events: Events) -> None:
        state.tasks.pop()
        part = self.of(state)
        colour, part.hand = part.hand, None
        self._keep(state, colour, events)

    def _keep(self, state: GameState, colour: str, events: Events) -> None:
        self.of(state).bags[state.current].append(colour)
        events.append(
            Event(
                "leaf_kept",
                f"{state.player.name} puts the {colour} leaf into their score bag",
                {"player": state.current, "colour": colour},
            )
        )
        for hook in state.hooks.on_piece_taken:
            hook(state, state.current, PIECE, "kept", events)

    def option_words(self, state: GameState, action: Action) -> str | None:
        match action:
            case DonateLeaf():
                return "Donate the leaf"
            case KeepLeaf():
                return "Keep the leaf"
        return None

    # --- scoring -------------------------------------------------------------------------------

    def leaf_scores(self, state: GameState) -> list[int]:
        """Each player's leaves score now: with donation, each leaf in a score bag is worth the
        leaves of its colour in the donation bag; without, each colour's majority holders gain
        their leaves of it (ties: each the full amount)."""
        part = self.of(state)
        held = [Counter(bag) for bag in part.bags]
        if self.options.donation:
            given = Counter(part.donation)
            return [sum(n * given[c] for c, n in mine.items()) for mine in held]
        out = [0] * len(held)
        for colour in self.settings.colours:
            best = max((mine[colour] for mine in held), default=0)
            for i, mine in enumerate(held):
                if best and mine[colour] == best:
                    out[i] += best
        return out

    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        score.categories[CATEGORY] = self.leaf_scores(state)[score.player]

    def on_final_score(self, state: GameState, events: Events) -> None:
        part = self.of(state)
        opened = [
            f"{p.name}'s score bag: {self.describe(bag)}"
            for p, bag in zip(state.players, part.bags, strict=True)
        ]
        if self.options.donation:
            opened.insert(0, f"the donation bag: {self.describe(part.donation)}")
        events.append(Event("bags_opened", "The bags are opened: " + "; ".join(opened)))

    def describe(self, leaves: list[str]) -> str:
        """Leaves by colour in words ("2 red, 1 green"), in the settings' colour order."""
        held = Counter(leaves)
        found = [f"{held[c]} {c}" for c in self.settings.colours if held[c]]
        return ", ".join(found) if found else "no leaf"

    def bot_terms(self, state: GameState, player: int) -> float:
        return float(self.leaf_scores(state)[player])

    # --- what players see ----------------------------------------------------------------------

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        """The garden's leaves and the donation bag (every leaf in it went in openly); each score
        bag whole to its owner (and to all at the end), to the others only what went in openly."""
        part = self.of(state)
        bags = []
        for i, bag in enumerate(part.bags):
            mine = state.over or viewer == i
            bags.append({"size": len(bag), "seen": bag[:] if mine else bag[1:]})
        shown: dict[str, Any] = {
            "garden": [[x, y, c] for (x, y), c in sorted(part.garden.items())],
            "bags": bags,
            "boxed": len(part.boxed),
            "hand": part.hand,
        }
        if self.options.donation:
            shown["donation"] = part.donation[:]
        if state.over:
            shown["boxed_leaves"] = part.boxed[:]
        return shown

    def hidden(self, state: GameState, viewer: int | None) -> list[Hidden]:
        """The leaf dealt into every other player's score bag and those boxed: one pool."""
        if state.over:
            return []
        part = self.of(state)
        parts = [Hidden("leaves", bag, 1) for i, bag in enumerate(part.bags) if i != viewer and bag]
        return [*parts, Hidden("leaves", part.boxed, len(part.boxed))]

    # --- tables --------------------------------------------------------------------------------

    def decisions(self) -> dict[str, Any]:
        return {"leaf": self._options}

    def handlers(self) -> dict[Any, Any]:
        return {DonateLeaf: self._donate, KeepLeaf: self._kept}
