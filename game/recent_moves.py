"""What happened since a player's last move: the other players' moves in a few lines (the log's
words, which every player at the table may read) and the places each player's last turn changed
on the board (from the engine's events: a piece put at an event's ``pos``, ``spot`` or
``slot``, whichever module's piece it is, or where a module's adapter says its event put one,
on the board or on one of its pieces drawn elsewhere: a roof corner, a market, a card under a
Dragon, an Autumn board)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.tang_garden.api import Event, GameState
from game.log_lines import Move, log_lines
from game.tang_garden.joined import move_places

Place = tuple  # ("cell", (x, y)) | ("spot", (x, y, spot)) | ("slot", id) | ("piece", hotspot)


@dataclass(frozen=True)
class News:
    """One player's moves since the viewer's last move, in the log's words, one a step."""

    player: int
    lines: tuple[str, ...]


def news(moves: Sequence[Move], viewer: int, state: GameState) -> list[News]:
    """The other players' moves since ``viewer`` last moved, one entry per player in the order
    they moved: each step's log lines (what it brought anyone), the player's name said once."""
    since: list[tuple[int, Move]] = []
    for move in reversed(moves):
        if move.player is None or move.player == viewer:
            break
        since.append((move.player, move))
    said: dict[int, list[str]] = {}
    for player, move in reversed(since):
        name = state.players[player].name + " "
        lines = [str(line) for line in log_lines(move.events) if _told(line, name)]
        if lines:
            said.setdefault(player, []).extend(lines)
    return [News(p, _shortened(state.players[p].name, lines)) for p, lines in said.items()]


def _told(line: str, name: str) -> bool:
    """Whether the news tells a line of a move: what a player did or got (never a turn's
    heading, nor what follows by itself, as stacks turning face up)."""
    return getattr(line, "by", None) is not None or line.startswith(name)


def _shortened(name: str, lines: list[str]) -> tuple[str, ...]:
    """``lines`` with the player's name said once, at the start ('Bo builds ...', 'places a
    Fish at D2'; a line about another player keeps its name)."""
    return (lines[0], *(line.removeprefix(name + " ") for line in lines[1:]))


def last_places(moves: Sequence[Move], state: GameState) -> dict[int, list[Place]]:
    """Where each player's last turn put pieces on the board, kept until they move again."""
    places: dict[int, list[Place]] = {}
    stale: set[int] = set()  # players whose turn began since their places were noted
    for move in moves:
        for event in move.events:
            if event.kind == "turn" and isinstance(event.data.get("player"), int):
                stale.add(event.data["player"])
        if move.player is None:
            continue
        put = [p for event in move.events for p in _places(event, state)]
        if not put:
            continue
        if move.player in stale or move.player not in places:
            places[move.player] = []
            stale.discard(move.player)
        noted = places[move.player]
        noted += [p for p in dict.fromkeys(put) if p not in noted]
    return places


def _places(event: Event, state: GameState) -> list[Place]:
    """The board places an event's data names, and those a module's adapter says its own
    event marks."""
    data = event.data
    out: list[Place] = move_places(state, event)
    pos, spot, slot = data.get("pos"), data.get("spot"), data.get("slot")
    cells = state.catalog.all_cells
    if isinstance(pos, (tuple, list)) and len(pos) == 2 and tuple(pos) in cells:
        out.append(("cell", tuple(pos)))
    if isinstance(spot, (tuple, list)) and len(spot) == 3 and tuple(spot[:2]) in cells:
        out.append(("spot", tuple(spot)))
    if isinstance(slot, str) and slot in state.catalog.slots:
        out.append(("slot", slot))
    return out
