"""A simple greedy solo player, a baseline for the random one (``simulate --bot greedy``)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from engine.core.flow import Position
from engine.tang_garden.actions import (
    Action,
    Build,
    EndTurn,
    Influence,
    PlaceCharacter,
    UseLantern,
)
from engine.tang_garden.bots.evaluate import WIN
from engine.tang_garden.catalog import DX, DY, SIDES, CellDef
from engine.tang_garden.garden import build_rewards, neighbour_constraint
from engine.tang_garden.modules.yin_yang.actions import PlaceDisplayTile, RemoveDecoration
from engine.tang_garden.modules.yin_yang.rules import (
    free_areas,
    garden_complete,
    opposite,
    pair_open,
    settings,
    solo_state,
)
from engine.tang_garden.scoring import character_score
from engine.tang_garden.state import GameState, Mini

BALANCE = 1.0  # weight of the axis-balance term
_LANTERN_ORDER = ("tile_only", "tile_from_display", "reuse_lantern", "replace_decoration_cards")
_DISPLAY = ("tile_from_display", "reuse_lantern")  # lantern effects that can fill a space


class GreedySoloPlayer:
    """Scores each placement by coins, areas kept free, holes left and stack balance."""

    def __init__(self, seed: int) -> None:
        self.rand = random.Random(seed)

    def choose(self, here: Position) -> Action:
        state, options = here.state, here.decision.options
        if len(options) == 1:
            return options[0]
        if Influence() in options:  # influence whenever allowed
            return Influence()
        places = [o for o in options if isinstance(o, (Build, PlaceDisplayTile))]
        if places:
            return max(places, key=lambda o: (self._value(here, o), self.rand.random()))
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

    def _value(self, here: Position, option: Build | PlaceDisplayTile) -> float:
        state = here.state
        catalog = state.catalog
        pos = (option.x, option.y)
        tile = state.stacks[option.stack][-1] if isinstance(option, Build) else option.tile
        cell = catalog.cells[tile, option.rot]
        rewards = build_rewards(state, cell, pos)
        value = sum(rewards.matches) + sum(rewards.enclosures) + rewards.temple_coins
        value -= 8 * _dead_cells(state, cell, pos, tile)
        if isinstance(option, Build):
            card = solo_state(state).cards.get(option.stack)
            if here.decision.kind == "solo_main" and card is not None:
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


@dataclass(frozen=True, slots=True)
class Outlook:
    """What makes a solo garden hard to finish, counted on one position."""

    spaces: int  # central spaces still empty
    dead: int  # spaces next to the garden that no remaining tile fits (the garden cannot finish)
    narrow: float  # the sum over spaces next to the garden of 1 / (1 + tiles that fit there)
    unseen_fit: float  # -log of the chance that a fitting tile shows for each of them in time
    forced: int  # turns at the end with one axis of stacks only (the other one spent)
    short: int  # spaces the stacks and the display lanterns can no longer fill
    spent: int  # axes whose stacks have no tile for the turn's refill (a defeat: Y4)
    cards_ok: float  # share of unseen decoration cards with pieces left and a free area
    dead_cards: float  # share of unseen decoration cards with no piece left
    pairs: int  # the pairs beside the stacks that could be chosen now
    lanterns: int  # face-up lanterns
    tokens: int  # landscape tokens of the size held most (four remove a decoration)
    areas: int  # free decoration areas, up to two of each type


def outlook(state: GameState) -> Outlook:
    """The position's :class:`Outlook` (a computer player's view: no hidden order is read)."""
    catalog = state.catalog
    spaces = len(state.allowed - state.board.keys())
    looks = 4 + 2 * max(spaces - 1, 0)  # stack tops still to be seen before the garden is full
    fits, pool = _fits(state)
    dead, narrow, unseen_fit = 0, 0.0, 0.0
    for fit in fits:
        dead += fit == 0
        narrow += 1 / (1 + fit)
        if fit:
            unseen_fit -= math.log(1 - (1 - fit / pool) ** looks)
    axes = {frozenset((name, opposite(catalog, name))) for name in catalog.stack_names}
    per_axis = [min(len(state.stacks[n]) for n in axis) for axis in axes]
    lanterns = state.player.lanterns
    effects = state.catalog.lanterns
    display = sum(1 for lid, up in lanterns.items() if up and effects[lid].effect in _DISPLAY)
    free: dict[str, int] = {}
    for pos, cell in state.board.items():
        if cell.icon is not None and pos not in state.decorations:
            free[cell.icon] = free.get(cell.icon, 0) + 1
    unseen = state.deco_deck + state.deco_discard
    kinds = [state.catalog.card_type[card] for card in unseen]
    left = [kind for kind in kinds if state.supply[kind.id] > 0]
    share = 1 / max(len(unseen), 1)
    return Outlook(
        spaces=spaces,
        dead=dead,
        narrow=narrow,
        unseen_fit=unseen_fit,
        forced=max(0, spaces - 1 - 2 * max(0, min(per_axis) - 1)),
        short=max(0, spaces - sum(n - 1 for n in per_axis) - 1 - display),
        spent=sum(1 for n in per_axis if n == 0),
        cards_ok=share * sum(1 for kind in left if kind.area in free),
        dead_cards=share * (len(kinds) - len(left)),
        pairs=sum(1 for name in catalog.stack_names if pair_open(state, name, set(free))),
        lanterns=sum(lanterns.values()),
        tokens=max(state.player.tokens.values(), default=0),
        areas=sum(min(n, 2) for n in free.values()),
    )


def _fits(state: GameState) -> tuple[list[int], int]:
    """For each space next to the garden, how many remaining tiles (stacks and display) fit it
    (remembered per set of remaining tiles: sibling positions share it); and how many remain."""
    pool = [t for tiles in state.stacks.values() for t in tiles] + solo_state(state).display
    key = (len(pool), frozenset(pool))
    fits = state.catalog.table("solo fits")
    known = fits.get(key)
    if known is None:
        if len(fits) > 256:  # a few decisions' worth
            fits.clear()
        known = fits[key] = {}
    out = []
    for pos in state.frontier:
        constraint = neighbour_constraint(state.board, pos)
        fit = known.get(constraint)
        if fit is None:
            table = state.catalog.fit_table(constraint)
            fit = known[constraint] = sum(1 for tile in pool if table[tile])
        out.append(fit)
    return out, len(pool)


@dataclass(frozen=True, slots=True)
class Odds:
    """Log-odds of a victory per unit of each :class:`Outlook` count (fitted on greedy games,
    then set by hand where a count makes the garden impossible)."""

    bias: float = -0.6
    spaces: float = -0.15
    dead: float = -6.0
    narrow: float = -2.0
    unseen_fit: float = -1.0
    forced: float = -0.25
    short: float = -6.0
    spent: float = -30.0
    cards_ok: float = 0.5
    dead_cards: float = -1.0
    pairs: float = 0.15
    lanterns: float = 0.8
    tokens: float = 0.05
    areas: float = 0.3


ODDS = Odds()
CHARACTER = 11.5  # coins a character placed after a victory scores, on average


def win_chance(state: GameState, odds: Odds = ODDS) -> float:
    """The chance that the solo garden is completed from here (a logistic model)."""
    if state.over:
        return float(state.result.victory)
    if garden_complete(state):
        return 1.0
    seen = outlook(state)
    logit = odds.bias + sum(
        getattr(odds, name) * getattr(seen, name) for name in Outlook.__dataclass_fields__
    )
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, logit))))


def prospects(state: GameState) -> float:
    """Coins the solo position is worth beyond its coins: the chance of victory times what a
    victory adds (the win and the characters still to place), less a defeat's cost."""
    chance = win_chance(state)
    placed = sum(1 for mini in state.minis.values() if mini.owner == state.current)
    waiting = len(solo_state(state).characters) - placed
    to_come = settings(state).max_characters - len(solo_state(state).characters)
    gain = 2 * WIN + CHARACTER * (waiting + 0.8 * to_come)
    return chance * gain - WIN
