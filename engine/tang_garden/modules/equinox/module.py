"""Seasons scenario "Equinox" (digest 2.6): the garden grows from four Corner tiles; Workers
gather wood, sand and stone from the tiles; players spend them to stack Pagoda pawns on the
Corner tiles, which pay by majority at the end.

What it uses of the shared layers: the garden started from its corners
(``garden.start_from_corners``, as Market), the players' economy (``Player.resources`` and
``Player.workers`` from its pack's economy.yaml, ``effects.gain_resource``), per-player modifiers
(``Player.modifiers``: the Corner tiles' permanent bonuses), cards set aside as they are drawn
(the hook ``set_aside_card``: the Construction cards) and majority scoring over stacks
(``scoring.stack_majority``).
"""

from __future__ import annotations

import random
from typing import Any

from pydantic import NonNegativeInt, PositiveInt

from engine.core.events import Decision, Event
from engine.tang_garden.actions import Action
from engine.tang_garden.catalog import GREENERY, ROCK, TERRAINS, WATER, CellDef
from engine.tang_garden.content.models import Model
from engine.tang_garden.effects import (
    advance,
    ask_out_of_turn,
    gain_coins,
    gain_resource,
    pay_resources,
)
from engine.tang_garden.garden import CORNERS, BuildRewards, clockwise_from, start_from_corners
from engine.tang_garden.kinds import words
from engine.tang_garden.module import Events, Module, SetupStep
from engine.tang_garden.modules.equinox.actions import (
    BuildPagoda,
    ExchangeResources,
    GatherResources,
    MoveWorker,
    PagodaReward,
    StayWorker,
    TakeResource,
)
from engine.tang_garden.modules.equinox.kinds import (  # its kinds register on import
    MOVE_TASK,
    WORKER_TASK,
    move_targets,
)
from engine.tang_garden.modules.equinox.slice import ID, Corners
from engine.tang_garden.options import (
    BASE_BUILDERS,
    lantern_uses,
    legal_builds,
    track_choices,
)
from engine.tang_garden.play import begin_build, build_tile
from engine.tang_garden.scoring import PlayerScore, stack_majority
from engine.tang_garden.state import GameState, Mini

CORNER_WORDS = {"NW": "north-west", "NE": "north-east", "SE": "south-east", "SW": "south-west"}
COLLECT = "eq_collect"  # automatic: the Worker gathers
EXCHANGE = "eq_exchange"  # the Exchange bonus's choice
REWARD = "eq_reward"  # a Pagoda level's bonus
GIFT = "eq_gift"  # a Construction card's resource
CATEGORY = "pagodas"  # the final scoring's category
ORTHOGONAL = ((0, 0), (0, -1), (1, 0), (0, 1), (-1, 0))  # the Worker's tile and its neighbours


class CornerTile(Model):
    id: str
    name: str
    text: str
    modifiers: dict[str, int]  # what its permanent bonus changes (effects.MODIFIERS, exchange)


class Level(Model):
    cost: PositiveInt  # of each resource
    coins: NonNegativeInt  # the bonus's coins
    advances: NonNegativeInt  # or advances on one track


class EquinoxSettings(Model):
    corners: tuple[CornerTile, ...]
    pawns: PositiveInt  # Pagoda pawns per colour
    colours: PositiveInt  # pawn colours in the box
    height: PositiveInt  # pawns a stack holds at most
    levels: tuple[Level, ...]  # by the new pawn's place in its stack
    pawn_value: PositiveInt  # what a stack is worth per pawn
    divisors: tuple[PositiveInt, ...]  # the ranks' shares of a stack's value
    yields: dict[str, str]  # terrain -> resource
    gift: PositiveInt  # resources each player takes per Construction card
    tao: str  # the stack in the Tao corner


COINS = "coins"


def worker_at(state: GameState, pos: tuple[int, int]) -> int | None:
    """The player whose Worker stands on ``pos``, or None."""
    return next((i for i, p in enumerate(state.players) if pos in p.workers), None)


class Equinox(Module):
    """Corner tiles, Workers gathering resources, Pagodas built on the corners."""

    id = ID
    Settings = EquinoxSettings
    actions = (
        GatherResources,
        BuildPagoda,
        PagodaReward,
        MoveWorker,
        StayWorker,
        ExchangeResources,
        TakeResource,
    )

    def new_state(self) -> Corners:
        return Corners()

    # --- setup ---------------------------------------------------------------------------------

    def setup_steps(self) -> tuple[SetupStep, ...]:
        return (
            SetupStep("equinox-corners", self._corners, replaces="2"),
            SetupStep("equinox-pawns", self._pawns, after="6"),
        )

    def _corners(self, state: GameState, rand: random.Random) -> None:
        """2. A Corner tile on each corner space, dealt at random; no central tile."""
        start_from_corners(state)
        ids = [c.id for c in self.settings.corners]
        rand.shuffle(ids)
        corners = self.of(state)
        corners.tiles = dict(zip(CORNERS, ids, strict=True))
        corners.stacks = {c: [] for c in CORNERS}

    def _pawns(self, state: GameState, rand: random.Random) -> None:
        """6.2-6.3. Each player's pawns; the unused colours' pawns make the neutral stack, two
        colours alternating."""
        corners = self.of(state)
        n = len(state.players)
        corners.pawns = [self.settings.pawns] * n
        unused = list(range(n, self.settings.colours))
        corners.neutral = [c for _ in range(self.settings.pawns) for c in unused]

    # --- numbers -------------------------------------------------------------------------------

    def tile(self, state: GameState, corner: str) -> CornerTile:
        tile = self.of(state).tiles[corner]
        return next(c for c in self.settings.corners if c.id == tile)

    def level(self, state: GameState, corner: str) -> int:
        """The place (1 to height) the next pawn on ``corner`` takes."""
        return len(self.of(state).stacks[corner]) + 1

    def costs(self, state: GameState, corner: str) -> dict[str, int]:
        cost = self.settings.levels[self.level(state, corner) - 1].cost
        return {r.id: cost for r in state.catalog.resources}

    def resource_name(self, state: GameState, resource: str) -> str:
        return next(r.name for r in state.catalog.resources if r.id == resource).lower()

    def amounts(self, state: GameState, gains: dict[str, int]) -> str:
        """E.g. "2 wood and 1 sand"."""
        parts = [f"{n} {self.resource_name(state, r)}" for r, n in gains.items() if n]
        return words.either(parts, "and") if parts else "nothing"

    # --- options -------------------------------------------------------------------------------

    def gathers(self, state: GameState) -> list[GatherResources]:
        """Gather Resources: every placement of a face-up tile, while the Worker is home."""
        if None not in state.player.workers:
            return []
        return [GatherResources(b.stack, b.x, b.y, b.rot) for b in legal_builds(state)]

    def pagodas(self, state: GameState) -> list[BuildPagoda]:
        """Build a Pagoda: every Corner tile with room whose price the player can pay."""
        if not self.of(state).pawns[state.current]:
            return []
        held = state.player.resources
        return [
            BuildPagoda(c)
            for c in CORNERS
            if self.level(state, c) <= self.settings.height
            and all(held[r] >= n for r, n in self.costs(state, c).items())
        ]

    def extend_options(self, state: GameState, task: tuple, options: list[Action]) -> None:
        if task[0] == "main" and state.turn.lantern is None:
            options += [*self.gathers(state), *self.pagodas(state)]

    def decisions(self) -> dict[str, Any]:
        return {
            "main": self._main,
            WORKER_TASK: self._worker,
            MOVE_TASK: self._moves,
            EXCHANGE: self._exchanges,
            REWARD: self._rewards,
            GIFT: self._gifts,
        }

    def _main(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        prompt, options = BASE_BUILDERS["main"](state, task)
        if state.turn.lantern is None:
            prompt = "Choose your main action: build, decorate, gather resources or build a Pagoda"
        return prompt, options

    def _worker(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        stay = StayWorker()
        return (
            "Your Worker gathers here: use Worker move first, or gather",
            [*lantern_uses(state, task, [stay]), stay],
        )

    def _moves(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        return "Move your Worker to a surrounding tile", [
            MoveWorker(x, y) for x, y in move_targets(state, task[1])
        ]

    def _exchanges(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        gains = dict(task[1])
        others = [r.id for r in state.catalog.resources]
        return (
            f"Exchange: you gather {self.amounts(state, gains)}; turn all of one into another?",
            [ExchangeResources("", "")]
            + [ExchangeResources(g, t) for g in gains for t in others if t != g],
        )

    def _rewards(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        level = self.settings.levels[task[1] - 1]
        return (
            f"Pagoda bonus: {words.coins(level.coins)} or {level.advances} on one track",
            [PagodaReward(COINS), *(PagodaReward(a.track) for a in track_choices(state))],
        )

    def _gifts(self, state: GameState, task: tuple) -> tuple[str, list[Action]]:
        held = state.player.resources
        limit = state.catalog.resource_limit
        return "Pagoda Construction: take 1 resource of your choice", [
            TakeResource(r.id) for r in state.catalog.resources if held[r.id] < limit[r.id]
        ]

    def skip_texts(self) -> dict[str, str]:
        return {GIFT: "Every resource is full: nothing to take"}

    def option_words(self, state: GameState, action: Action) -> str | None:
        if isinstance(action, BuildPagoda):
            cost = self.settings.levels[self.level(state, action.corner) - 1].cost
            return f"Build a Pagoda {CORNER_WORDS[action.corner]} ({cost} of each resource)"
        if isinstance(action, PagodaReward):
            level = self.settings.levels[state.tasks[-1][1] - 1]
            if action.track == COINS:
                return f"Take {words.coins(level.coins)}"
            name = state.catalog.tracks[state.catalog.track_index[action.track]].name
            return f"{level.advances} on the {name} track"
        if isinstance(action, StayWorker):
            return "Gather here"
        if isinstance(action, MoveWorker):
            return f"Move the Worker to {words.square(action.x, action.y)}"
        if isinstance(action, ExchangeResources):
            if not action.give:
                return "Keep what you gather"
            give, take = (self.resource_name(state, r) for r in (action.give, action.take))
            return f"All {give} into {take}"
        if isinstance(action, TakeResource):
            return f"Take 1 {self.resource_name(state, action.resource)}"
        return None

    # --- handlers ------------------------------------------------------------------------------

    def handlers(self) -> dict[Any, Any]:
        return {
            GatherResources: self._gather,
            BuildPagoda: self._build_pagoda,
            PagodaReward: self._reward,
            MoveWorker: self._move,
            StayWorker: self._stay,
            ExchangeResources: self._exchange,
            TakeResource: self._take,
        }

    def auto_steps(self) -> dict[str, Any]:
        return {COLLECT: self._collect}

    def _gather(self, state: GameState, action: GatherResources, events: Events) -> None:
        first = begin_build(state, events)
        tile = state.stacks[action.stack].pop()
        state.face_up[action.stack] = False
        corners = self.of(state)
        pos = (action.x, action.y)
        corners.gathering = True
        at = len(events)
        build_tile(state, tile, pos, action.rot, first, events, action.stack)
        corners.gathering = False
        built = events[at]  # the tile is laid to gather, not built for its rewards
        text = f"{state.player.name} lays {words.tile(state.catalog, tile)} at {words.square(*pos)}"
        events[at] = Event(built.kind, f"{text} to gather resources", built.data)
        self._stand(state, state.current, None, pos, events)
        state.tasks.append((COLLECT,))
        if lantern_uses(state, (WORKER_TASK, pos), []):
            state.tasks.append((WORKER_TASK, pos))

    def _stand(
        self,
        state: GameState,
        player: int,
        start: tuple[int, int] | None,
        pos: tuple[int, int],
        events: Events,
    ) -> None:
        """``player``'s Worker on ``start`` (None: its board) stands on ``pos`` (a Worker already
        there goes home)."""
        other = worker_at(state, pos)
        if other is not None and other != player:
            self._home(state, other, events)
        workers = state.players[player].workers
        workers[workers.index(start)] = pos
        events.append(
            Event(
                "worker",
                f"{state.players[player].name}'s Worker stands at {words.square(*pos)}",
                {"player": player, "pos": pos},
            )
        )

    def _home(self, state: GameState, player: int, events: Events) -> None:
        """``player``'s Worker goes back to their board."""
        workers = state.players[player].workers
        workers[:] = [None] * len(workers)
        events.append(
            Event(
                "worker_home",
                f"{state.players[player].name}'s Worker goes back to their board",
                {"player": player},
            )
        )

    def _move(self, state: GameState, action: MoveWorker, events: Events) -> None:
        task = state.tasks.pop()
        self._stand(state, state.current, task[1], (action.x, action.y), events)

    def _stay(self, state: GameState, action: StayWorker, events: Events) -> None:
        state.tasks.pop()

    def gathered(self, state: GameState, pos: tuple[int, int]) -> dict[str, int]:
        """What a Worker on ``pos`` gathers: per tile (its own and the 4 beside it), 1 of the
        resource of each terrain it shows (footpaths give nothing)."""
        yields = self.settings.yields
        gains = {r.id: 0 for r in state.catalog.resources}
        x, y = pos
        for dx, dy in ORTHOGONAL:
            cell = state.board.get((x + dx, y + dy))
            if cell is None:
                continue
            for terrain in (GREENERY, WATER, ROCK):
                if terrain in cell.terrains:
                    gains[yields[TERRAINS[terrain]]] += 1
        return {r: n for r, n in gains.items() if n}

    def _collect(self, state: GameState, events: Events) -> None:
        pos = next(w for w in state.player.workers if w is not None)
        gains = self.gathered(state, pos)
        text = (
            f"{state.player.name}'s Worker at {words.square(*pos)} gathers "
            f"{self.amounts(state, gains)}"
        )
        if gains and state.player.modifiers.get("resource_exchange", 0):
            events.append(Event("gathered", text, {"player": state.current, "gains": gains}))
            state.tasks.append((EXCHANGE, tuple(sorted(gains.items()))))
            return
        self._give(state, gains, text, events)

    def _give(self, state: GameState, gains: dict[str, int], text: str, events: Events) -> None:
        """Give ``gains``, said in one line: ``text``, and what the limits let go."""
        lost: dict[str, int] = {}
        for resource, amount in gains.items():
            got = gain_resource(state, state.current, resource, amount, "gathered", [])
            if got < amount:
                lost[resource] = amount - got
        if lost:
            limits = words.either(sorted({str(state.catalog.resource_limit[r]) for r in lost}))
            text += f" ({self.amounts(state, lost)} lost: {limits} of each at most)"
        kept = {r: n - lost.get(r, 0) for r, n in gains.items()}
        events.append(Event("gathered", text, {"player": state.current, "gains": kept}))

    def _exchange(self, state: GameState, action: ExchangeResources, events: Events) -> None:
        task = state.tasks.pop()
        gains = dict(task[1])
        if action.give:
            amount = gains.pop(action.give)
            gains[action.take] = gains.get(action.take, 0) + amount
            text = (
                f"{state.player.name} exchanges {amount} "
                f"{self.resource_name(state, action.give)} for "
                f"{self.resource_name(state, action.take)}"
            )
            events.append(Event("exchange", text, {"player": state.current}))
        self._give(state, gains, f"{state.player.name} takes {self.amounts(state, gains)}", events)

    def _build_pagoda(self, state: GameState, action: BuildPagoda, events: Events) -> None:
        state.tasks.pop()
        turn = state.turn
        turn.main_done = turn.progress = True
        turn.tracks_advanced = set()
        corners = self.of(state)
        corner = action.corner
        index = state.current
        level = self.level(state, corner)
        costs = self.costs(state, corner)
        first_here = index not in corners.stacks[corner]
        pay_resources(state, index, costs)
        corners.stacks[corner].append(index)
        corners.pawns[index] -= 1
        events.append(
            Event(
                "pagoda",
                f"{state.player.name} builds a Pagoda on the {CORNER_WORDS[corner]} Corner tile "
                f"(level {level}) for {self.amounts(state, costs)}",
                {"player": index, "corner": corner, "level": level},
            )
        )
        if first_here:
            tile = self.tile(state, corner)
            mods = state.player.modifiers
            for name, amount in tile.modifiers.items():
                mods[name] = mods.get(name, 0) + amount
            events.append(
                Event(
                    "corner_bonus",
                    f"{state.player.name} unlocks the {tile.name} bonus: {tile.text}",
                    {"player": index, "bonus": tile.id},
                )
            )
        if level >= 2:
            state.tasks.append((REWARD, level))

    def _reward(self, state: GameState, action: PagodaReward, events: Events) -> None:
        task = state.tasks.pop()
        level = self.settings.levels[task[1] - 1]
        if action.track == COINS:
            gain_coins(state, state.current, level.coins, "Pagoda bonus", events)
        else:
            track = state.catalog.track_index[action.track]
            advance(state, state.current, track, level.advances, events)

    def _take(self, state: GameState, action: TakeResource, events: Events) -> None:
        state.tasks.pop()
        gain_resource(state, state.current, action.resource, 1, "Pagoda Construction", events)

    # --- hooks ---------------------------------------------------------------------------------

    def adjust_build_rewards(
        self, state: GameState, cell: CellDef, pos: tuple[int, int], rewards: BuildRewards
    ) -> None:
        """A Gather Resources tile earns no advance and no coin (its landscape token stays)."""
        if not self.of(state).gathering:
            return
        rewards.__init__(rewards.token)  # no match, enclosure, coin or advance: only the token

    def set_aside_card(self, state: GameState, card: str, events: Events) -> bool:
        if state.catalog.card_type[card].scoring.kind != "construction":
            return False
        corners = self.of(state)
        corners.revealed.append(card)
        events.append(Event("construction", "A Pagoda Construction card is revealed and set aside"))
        self._neutral_pawn(state, events)
        order = [(state.current + k) % len(state.players) for k in range(len(state.players))]
        for player in reversed(order):
            for _ in range(self.settings.gift):
                if player == state.current:
                    state.tasks.append((GIFT,))
                else:
                    ask_out_of_turn(state, player, (GIFT,))
        return True

    def lowest(self, state: GameState) -> str | None:
        """The lowest stack with room (an empty Corner tile is a stack of 0), ties going to the
        first from the Tao corner clockwise; None when every stack is full."""
        stacks = self.of(state).stacks
        open_ = [
            c
            for c in clockwise_from(state, self.settings.tao)
            if len(stacks[c]) < self.settings.height
        ]
        return min(open_, key=lambda c: len(stacks[c])) if open_ else None

    def _neutral_pawn(self, state: GameState, events: Events) -> None:
        corners = self.of(state)
        corner = self.lowest(state)
        if not corners.neutral or corner is None:
            return
        corners.stacks[corner].append(corners.neutral.pop())
        where = CORNER_WORDS[corner]
        events.append(
            Event("neutral_pagoda", f"A neutral Pagoda pawn goes onto the {where} Corner tile")
        )

    def on_decoration_placed(
        self, state: GameState, pos: tuple[int, int], card: str, events: Events
    ) -> None:
        """A decoration on a Worker's tile sends it home; the active player's own Worker goes
        home whenever they place a decoration (EQ5)."""
        there = worker_at(state, pos)
        if there is not None:
            self._home(state, there, events)
        if any(w is not None for w in state.player.workers):
            self._home(state, state.current, events)

    def on_character_placed(self, state: GameState, mini: Mini, events: Events) -> None:
        """A character on a Worker's tile sends it home."""
        spot = next(k for k, m in state.minis.items() if m is mini)
        there = worker_at(state, spot[:2])
        if there is not None:
            self._home(state, there, events)

    def adjust_idle(self, state: GameState, idle: bool) -> bool:
        """EQ19: the garden starts empty, so a decoration has no place until tiles are laid: a
        turn is idle only while no tile can be placed (D18 as written)."""
        return idle and not legal_builds(state)

    def score_categories(self, state: GameState, score: PlayerScore) -> None:
        score.categories[CATEGORY] = self.pagoda_scores(state)[score.player]

    def pagoda_scores(self, state: GameState) -> list[int]:
        """What each player's pawns in every stack pay (majority, neutral colours ranked too)."""
        out = [0] * len(state.players)
        for stack in self.of(state).stacks.values():
            if not stack:
                continue
            value = self.settings.pawn_value * len(stack)
            for colour, coins in stack_majority(stack, value, self.settings.divisors).items():
                if colour < len(out):
                    out[colour] += coins
        return out

    def on_final_score(self, state: GameState, events: Events) -> None:
        scores = self.pagoda_scores(state)
        for i, coins in enumerate(scores):
            if coins:
                text = f"{state.players[i].name}'s Pagoda pawns pay {words.coins(coins)}"
                events.append(Event("pagoda_score", text, {"player": i, "coins": coins}))

    # --- what players see and what the rules check ---------------------------------------------

    def why_illegal(self, state: GameState, pending: Decision, action: Action) -> str | None:
        corners = self.of(state)
        if isinstance(action, GatherResources):
            if None not in state.player.workers:
                return "Your Worker is still in the garden: it gathers again once it is home."
            return None
        if isinstance(action, BuildPagoda):
            if action.corner not in CORNERS:
                return "Pagodas are built only on the four Corner tiles."
            if not corners.pawns[state.current]:
                return "You have built all your Pagoda pawns."
            if self.level(state, action.corner) > self.settings.height:
                return f"That Pagoda already has {self.settings.height} pawns."
            costs = self.costs(state, action.corner)
            held = state.player.resources
            if any(held[r] < n for r, n in costs.items()):
                return (
                    f"That Pagoda costs {self.amounts(state, costs)}; you have "
                    f"{self.amounts(state, held)}."
                )
        if isinstance(action, MoveWorker) and pending.kind == MOVE_TASK:
            if (action.x, action.y) in state.decorations:
                return "A Worker never moves onto a tile with a decoration."
            return "A Worker moves only to one of the eight tiles around it."
        if isinstance(action, TakeResource):
            names = {r.id: r.name.lower() for r in state.catalog.resources}
            if action.resource not in names:
                return f"There is no such resource: {words.either(list(names.values()))}."
        if isinstance(action, TakeResource) and pending.kind == GIFT:
            return f"You already hold the most {self.resource_name(state, action.resource)}."
        return None

    def holds(self, state: GameState) -> dict[str, list[str]]:
        return {"cards": list(self.of(state).revealed)}

    def face_up(self, state: GameState) -> list[str]:
        return list(self.of(state).revealed)

    def view(self, state: GameState, viewer: int | None) -> dict[str, Any]:
        return self.of(state).to_dict()

    def bot_terms(self, state: GameState, player: int) -> float:
        """Resources are worth what they build: a little under a coin each, while pawns remain;
        a Worker in the garden is a turn's gathering lost."""
        p = state.players[player]
        pawns = self.of(state).pawns[player]
        held = sum(p.resources.values())
        home = 0.0 if None in p.workers else -1.0
        return (0.9 * held if pawns else 0.0) + home
