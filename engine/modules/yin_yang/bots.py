"""A simple greedy solo player, a baseline for the random one (``simulate --bot greedy``)."""

from __future__ import annotations

import random

from engine.actions import (
    Action,
    Build,
    EndTurn,
    Influence,
    PlaceCharacter,
    PlaceDisplayTile,
    RemoveDecoration,
    UseLantern,
)
from engine.catalog import DX, DY, SIDES, CellDef
from engine.garden import build_rewards, neighbour_constraint
from engine.modules.yin_yang.rules import free_areas, opposite, pair_open, solo_state
from engine.options import decision
from engine.scoring import character_score
from engine.state import GameState, Mini

BALANCE = 1.0  # weight of the axis-balance term
_LANTERN_ORDER = ("tile_only", "tile_from_display", "reuse_lantern", "replace_decoration_cards")


class GreedySoloPlayer:
    """Scores each placement by coins, areas kept free, holes left and stack balance."""

    def __init__(self, seed: int) -> None:
        self.rand = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        options = decision(state).options
        if len(options) == 1:
            return options[0]
        if Influence() in options:  # influence whenever allowed
            return Influence()
        places = [o for o in options if isinstance(o, (Build, PlaceDisplayTile))]
        if places:
            return max(places, key=lambda o: (self._value(state, o), self.rand.random()))
        lanterns = [o for o in options if isinstance(o, UseLantern)]
        if lanterns:
            effect = state.catalog.lanterns
            return min(lanterns, key=lambda o: _LANTERN_ORDER.index(effect[o.lantern].effect))
        removals = [o for o in options if isinstance(o, RemoveDecoration)]
        if removals:
            return self._removal(state, removals)
        finals = [o for o in options if isinstance(o, PlaceCharacter)]
        if finals:
            return max(finals, key=lambda o: _sight(state, o))
        if EndTurn() in options:
            return EndTurn()
        return self.rand.choice(options)

    def _value(self, state: GameState, option: Build | PlaceDisplayTile) -> float:
        catalog = state.catalog
        pos = (option.x, option.y)
        tile = state.stacks[option.stack][-1] if isinstance(option, Build) else option.tile
        cell = catalog.cells[tile, option.rot]
        rewards = build_rewards(state, cell, pos)
        value = sum(rewards.matches) + sum(rewards.enclosures) + rewards.temple_coins
        value -= 8 * _dead_cells(state, cell, pos, tile)
        if isinstance(option, Build):
            card = solo_state(state).cards.get(option.stack)
            if decision(state).kind == "solo_main" and card is not None:
                area = catalog.card_type[card].area
                value += 2 if cell.icon == area else 0
                if cell.icon is None and area not in free_areas(state) - {area}:
                    value -= 1
            value -= 4 * _shortfall(state, option.stack) + BALANCE * _imbalance(state, option.stack)
        return value

    def _removal(self, state: GameState, removals: list[RemoveDecoration]) -> RemoveDecoration:
        cards = solo_state(state).cards.values()
        wanted = {state.catalog.card_type[c].area for c in cards if c is not None}
        useful = [r for r in removals if state.board[r.x, r.y].icon in wanted]
        return (useful or removals)[0]


def _sight(state: GameState, option: PlaceCharacter) -> int:
    mini = Mini(option.character, state.current, SIDES.index(option.facing))
    return character_score(state, (option.x, option.y), mini).total


def _dead_cells(state: GameState, cell: CellDef, pos: tuple[int, int], tile: str) -> int:
    """Empty neighbours that no remaining tile could fill once ``cell`` is at ``pos``."""
    board = dict(state.board)
    board[pos] = cell
    pool = {t for tiles in state.stacks.values() for t in tiles} | set(solo_state(state).display)
    pool.discard(tile)
    catalog = state.catalog
    dead = 0
    for d in range(4):
        npos = (pos[0] + DX[d], pos[1] + DY[d])
        if npos not in state.allowed or npos in board:
            continue
        cons = neighbour_constraint(board, npos)
        if not any(catalog.fitting_rotations(t, cons) for t in pool):
            dead += 1
    return dead


def _imbalance(state: GameState, stack: str) -> int:
    """How unevenly the two axes of opposite stacks are used after a turn on ``stack``'s axis."""
    other = opposite(state.catalog, stack)
    axis = min(len(state.stacks[stack]), len(state.stacks[other])) - 1
    rest = min(len(t) for name, t in state.stacks.items() if name not in (stack, other))
    return abs(axis - rest)


def _shortfall(state: GameState, stack: str) -> int:
    """How many spaces the stacks could no longer fill after a turn on ``stack``'s axis."""
    catalog = state.catalog
    left = {name: len(tiles) for name, tiles in state.stacks.items()}
    left[stack] -= 1
    left[opposite(catalog, stack)] -= 1
    axes = {frozenset((name, opposite(catalog, name))) for name in catalog.stack_names}
    turns = sum(max(0, min(left[n] for n in axis) - 1) for axis in axes)
    spaces = len(state.allowed - state.board.keys()) - 1
    return max(0, spaces - turns)


DEAD = 12.0  # coins a space no remaining tile can fill costs (a defeat, unless a lantern helps)
SHORT = 4.0  # coins per space the stacks can no longer fill
CLOSED = 3.0  # coins per stack whose pair cannot be placed now (none open: a defeat ahead)
AREA = 2.0  # coins per free decoration area, up to two of a type (the pairs ahead need them)
STUCK = 1.5  # coins per empty space times the share of unseen cards that could not be placed now
RESCUE = 3.0  # coins per face-up lantern kept (lanterns get a stuck game going again)


def risk(state: GameState) -> float:
    """Coins a computer player takes off a solo position for the defeats ahead: spaces next to
    the garden that no remaining tile fits, spaces the stacks cannot fill, unbalanced axes."""
    catalog = state.catalog
    pool = {t for tiles in state.stacks.values() for t in tiles} | set(solo_state(state).display)
    dead = sum(
        1
        for pos in state.frontier
        if not any(
            catalog.fitting_rotations(t, neighbour_constraint(state.board, pos)) for t in pool
        )
    )
    left = {name: len(tiles) for name, tiles in state.stacks.items()}
    axes = {frozenset((name, opposite(catalog, name))) for name in catalog.stack_names}
    per_axis = [min(left[n] for n in axis) for axis in axes]
    spaces = len(state.allowed - state.board.keys())
    short = max(0, spaces - sum(per_axis))
    free: dict[str, int] = {}
    for pos, cell in state.board.items():
        if cell.icon is not None and pos not in state.decorations:
            free[cell.icon] = free.get(cell.icon, 0) + 1
    areas = set(free)
    closed = sum(1 for name in catalog.stack_names if not pair_open(state, name, areas))
    closed += len(catalog.stack_names) * (closed == len(catalog.stack_names))
    spare = sum(min(n, 2) for n in free.values())
    unseen = state.deco_deck + state.deco_discard
    types = catalog.card_type
    stuck = sum(
        1 for card in unseen if state.supply[types[card].id] <= 0 or types[card].area not in areas
    ) / max(len(unseen), 1)
    imbalance = max(per_axis) - min(per_axis)
    return (
        DEAD * dead
        + SHORT * short
        + CLOSED * closed
        + BALANCE * imbalance
        + STUCK * spaces * stuck
        - AREA * spare
        - RESCUE * sum(state.player.lanterns.values())
    )
