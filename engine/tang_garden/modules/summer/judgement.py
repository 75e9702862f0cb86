"""How Summer's computer team-mates judge a position for the team: Requests done and under way,
the Approval left, room to build under the Supervisors, and the risk that the next Place a
Decoration draws only cards that cannot be placed (a forced Approval loss)."""

from __future__ import annotations

from math import comb

import engine.tang_garden.modules.summer.rules as rules
from engine.tang_garden.effects import decoration_draw_count
from engine.tang_garden.modules.summer.geometry import summer, supervised
from engine.tang_garden.state import GameState

APPROVAL_WORTH = (0.0, 40.0, 58.0, 70.0, 80.0)  # the team's judgement of 0..4 Approval left
LAST_EYE_LOST = 200.0  # a forced exhaustion with no eye left loses the game
ROOM = (0.0, 14.0, 22.0, 27.0, 30.0)  # spaces a tile may go on now: 0..4 and more


def team_prospects(state: GameState) -> float:
    """What the position is worth to the team: Requests done and under way, Approval left (the
    last token most: without it a failed draw loses), room to build, the chance that a draw
    fails, coins to buy Requests and Approval with, decoration cards before the deck runs out."""
    part = summer(state)
    underway = sum(
        rules.condition(state, request).progress(state, pos)
        for pos, request in part.requests.items()
        if pos not in part.completed
    )
    coins = sum(p.coins for p in state.players)
    return (
        40.0 * len(part.completed)
        + APPROVAL_WORTH[min(part.eyes, len(APPROVAL_WORTH) - 1)]
        - 8.0 * len(part.supervisors)
        + 6.0 * len(part.requests)
        + 14.0 * underway
        + 0.5 * coins
        + ROOM[min(room(state), len(ROOM) - 1)]
        - draw_failure(state) * eye_cost(part.eyes)
        + 0.3 * len(state.deco_deck)
    )


def room(state: GameState) -> int:
    """The empty spaces next to the garden a garden tile may go on now (the Supervisors'
    hold counted)."""
    part = summer(state)
    if not part.supervisors or part.ignoring:
        return len(state.frontier)
    near = supervised(state)
    return sum(1 for pos in state.frontier if pos in near)


def draw_failure(state: GameState) -> float:
    """The chance that a Place a Decoration now draws no card whose decoration can be placed
    (the deck's make-up, not its order: every world dealt from a view agrees on it)."""
    catalog, supply = state.catalog, state.supply
    free = {
        cell.icon for pos, cell in state.board.items() if cell.icon and pos not in state.decorations
    }
    deck = state.deco_deck
    if not deck:
        return 0.0
    useless = 0
    placeable: dict[int, bool] = {}  # by card type (a deck holds several cards of a type)
    for card in deck:
        kind = catalog.card_type[card]
        fits = placeable.get(id(kind))
        if fits is None:
            fits = placeable[id(kind)] = supply[kind.pool] > 0 and not free.isdisjoint(kind.areas)
        useless += not fits
    drawn = min(decoration_draw_count(state), len(deck))
    return comb(useless, drawn) / comb(len(deck), drawn)


def eye_cost(eyes: int) -> float:
    """What losing one more Approval token costs the team (the game, with none left)."""
    if eyes <= 0:
        return LAST_EYE_LOST
    top = min(eyes, len(APPROVAL_WORTH) - 1)
    return APPROVAL_WORTH[top] - APPROVAL_WORTH[top - 1]
