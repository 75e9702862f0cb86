"""Garden geometry: where tiles fit, what a placement earns, regions and lines of sight."""

from __future__ import annotations

from dataclasses import dataclass

from engine.tang_garden.catalog import DX, DY, FOOTPATH, CellDef, edge_fits
from engine.tang_garden.frontier import OPPOSITE, Frontier, neighbour_constraint
from engine.tang_garden.state import GameState, Pos

CORNERS = ("NW", "NE", "SE", "SW")  # the garden's corners, clockwise


def corner_space(state: GameState, corner: str) -> Pos:
    """The garden space in one of its corners ("NW", "NE", "SE", "SW")."""
    right, bottom = state.catalog.columns - 1, state.catalog.rows - 1
    return {"NW": (0, 0), "NE": (right, 0), "SE": (right, bottom), "SW": (0, bottom)}[corner]


def start_from_corners(state: GameState) -> None:
    """Setup step 2 of a garden grown from four corner pieces instead of the central tile (the
    Market tiles, Equinox's Corner tiles): the corner spaces leave the playable spaces and the
    spaces beside them are the first frontier."""
    corners = {corner_space(state, c) for c in CORNERS}
    state.allowed = state.allowed - corners
    spaces = {
        (x + dx, y + dy)
        for x, y in corners
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
        if (x + dx, y + dy) in state.allowed
    }
    state.frontier = Frontier.of(state.catalog, state.board, spaces)


def clockwise_from(state: GameState, stack: str) -> tuple[str, ...]:
    """The four corners clockwise, starting at the corner of ``stack`` (the Tao corner)."""
    start = CORNERS.index(state.catalog.stack_corner.get(stack, CORNERS[0]))
    return CORNERS[start:] + CORNERS[:start]


def mismatch(cell: CellDef, board: dict[Pos, CellDef], pos: Pos) -> int | None:
    """The first side whose edge does not match its neighbour, or None."""
    if cell.temple is not None:
        return None
    for d, c in enumerate(neighbour_constraint(board, pos)):
        if not edge_fits(cell.edges[d], c):
            return d
    return None


@dataclass(slots=True, init=False)
class BuildRewards:
    """Everything a tile placement earns, before any choice the player makes."""

    matches: list[int]  # per terrain
    enclosures: list[int]  # per terrain
    footpaths: int
    temple_coins: int
    any_tracks: int  # advances on a track of the player's choice (special tiles)
    coins: dict[str, int]  # more coins, by what earns them
    bonus: list[int]  # the tile's own advances per track
    token: str | None  # size of the landscape token covered

    def __init__(self, token: str | None = None) -> None:
        self.matches = [0, 0, 0]
        self.enclosures = [0, 0, 0]
        self.footpaths = self.temple_coins = self.any_tracks = 0
        self.coins = {}
        self.bonus = [0, 0, 0]
        self.token = token

    @property
    def advances(self) -> list[int]:
        m, e, b = self.matches, self.enclosures, self.bonus
        return [m[0] + e[0] + b[0], m[1] + e[1] + b[1], m[2] + e[2] + b[2]]


def build_rewards(state: GameState, cell: CellDef, pos: Pos) -> BuildRewards:
    """The rewards of placing ``cell`` at ``pos`` (pure: ``state`` is not changed)."""
    rules = state.catalog.rules
    board = state.board
    out = BuildRewards(state.tokens.get(pos))
    x, y = pos
    around = ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y))  # N, E, S, W
    neighbours = list(map(board.get, around))
    temple = cell.temple
    if temple is not None:
        out.temple_coins = rules.temple_base_coins
        for d, nb in enumerate(neighbours):
            if nb is not None and nb.temple is None and nb.edges[OPPOSITE[d]] == temple:
                out.temple_coins += rules.temple_neighbour_coins
    else:
        edges = cell.edges
        for d, nb in enumerate(neighbours):
            if nb is None:
                continue
            edge = edges[d]
            if nb.temple is not None:
                if edge == nb.temple:
                    out.temple_coins += rules.temple_neighbour_coins
            elif edge == nb.edges[OPPOSITE[d]]:
                if edge < FOOTPATH:
                    out.matches[edge] += 1
                elif edge == FOOTPATH:
                    out.footpaths += 1
    starts = [(pos, i) for i in range(len(cell.regions))]
    for d, nb in enumerate(neighbours):
        if nb is not None and nb.temple is None:
            index = nb.region_at[OPPOSITE[d]]
            if index >= 0:
                starts.append((around[d], index))
    if starts:
        seen: set[tuple[Pos, int]] = set()
        border = _border_is_wall(state)
        walling = state.ruleset.hooks.walled_spaces  # most games have no walls: no work
        walled = frozenset(p for hook in walling for p in hook(state)) if walling else frozenset()
        for start in starts:
            if start in seen:
                continue
            closed, visited = region_closed(
                board, state.allowed, start, border, (pos, cell), walled
            )
            seen |= visited
            if closed:
                terrain = (board.get(start[0]) or cell).regions[start[1]][0]
                out.enclosures[terrain] += 1
    kind = state.catalog.tiles.get(cell.tile)  # None for the starting tile's quarters
    if kind is not None:
        kind.adjust_rewards(state, cell, pos, out)
    for hook in state.hooks.adjust_build_rewards:
        hook(state, cell, pos, out)
    return out


def _border_is_wall(state: GameState) -> bool:
    """Whether the garden's edge encloses terrain for the placing player (the General)."""
    active = state.player.active
    return active is not None and state.catalog.characters[active].skill.border_is_wall


def lay_tile(state: GameState, cell: CellDef, pos: Pos) -> BuildRewards:
    """Put ``cell`` on the board at ``pos``, keep the frontier, and return what it earned."""
    rewards = build_rewards(state, cell, pos)
    state.board[pos] = cell
    state.frontier = state.frontier.laid(state.catalog, state.board, pos, state.allowed)
    return rewards


def region_closed(
    board: dict[Pos, CellDef],
    allowed: frozenset[Pos],
    start: tuple[Pos, int],
    border_is_wall: bool = False,
    laid: tuple[Pos, CellDef] | None = None,
    walled: frozenset[Pos] = frozenset(),
) -> tuple[bool, set[tuple[Pos, int]]]:
    """Whether the region through ``start`` is enclosed, and the tile regions it spans (all of
    them when it is; those walked until an opening was found when it is not); the garden's edge
    closes it only when ``border_is_wall``; ``laid``: a tile counted as on the board;
    ``walled``: empty spaces that close it (a module's walled pieces)."""
    pos, cell = laid or (None, None)
    visited = {start}
    todo = [start]
    while todo:
        (x, y), index = todo.pop()
        terrain, dirs = (board.get((x, y)) or cell).regions[index]  # type: ignore[union-attr]
        for d in dirs:
            npos = (x + DX[d], y + DY[d])
            nb = board.get(npos)
            if nb is None and npos == pos:
                nb = cell
            if nb is None:
                if (border_is_wall and npos not in allowed) or npos in walled:  # an edge, a wall
                    continue
                return False, visited  # open towards an empty space or the garden's edge
            if nb.temple is not None:
                continue
            back = (d + 2) % 4
            if nb.edges[back] == terrain:
                node = (npos, nb.region_at[back])
                if node not in visited:
                    visited.add(node)
                    todo.append(node)
    return True, visited


def line_of_sight(state: GameState, x: int, y: int, facing: int) -> list[Pos]:
    """The character's own space and every space straight ahead to the garden's edge."""
    out = []
    columns, rows = state.catalog.columns, state.catalog.rows
    while 0 <= x < columns and 0 <= y < rows:
        out.append((x, y))
        x += DX[facing]
        y += DY[facing]
    return out


def character_spots(state: GameState, x: int, y: int) -> list[str]:
    """The character spots a space offers: its tile's, and its pavilion's or bridge's."""
    spots: list[str] = []
    cell = state.board.get((x, y))
    if cell is None:
        return spots
    if cell.character_spot:
        spots.append("tile")
    deco = state.decorations.get((x, y))
    if deco is not None and state.catalog.decoration_types[deco].character_spot:
        spots.append("decoration")
    for hook in state.hooks.extra_character_spots:
        spots.extend(hook(state, x, y))
    return spots


def free_character_spots(state: GameState, adjusted: bool = True) -> list[tuple[int, int, str]]:
    """Every character spot in the garden with no miniature (nor, ``adjusted``, a module's pawn:
    ``Module.adjust_free_spots``) on it."""
    minis = state.minis
    decorations = state.decorations
    every = bool(state.hooks.extra_character_spots)  # else only tiles with a spot or a decoration
    spots = [
        (x, y, spot)
        for (x, y), cell in state.board.items()
        if every or cell.character_spot or (x, y) in decorations
        for spot in character_spots(state, x, y)
        if (x, y, spot) not in minis
    ]
    if adjusted:
        for hook in state.hooks.adjust_free_spots:
            hook(state, spots)
    return spots
