"""The Seasons Equinox on screen: a Corner tile painted on each corner space with its Pagoda stack
(a click builds a Pagoda there), the Workers standing in the garden, a Gather piece in the hand
for every face-up tile (dragged onto the garden it gathers), the Worker in the hand to move with
Worker move, a panel section with the neutral stack and the Construction cards, each player's
unlocked bonuses as badges on their board, and the stacks explained on the end screen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.api import Action, Event, words
from engine.tang_garden.modules.equinox import (
    CATEGORY,
    CORNER_WORDS,
    CORNERS,
    BuildPagoda,
    GatherResources,
    MoveWorker,
    corner_space,
)
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import Item, UIAdapter
from game.tang_garden.modules.equinox.painting import (
    corner_tile,
    gather_tile,
    pagoda_stack,
    worker,
)

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Board, Panel

WORKER = "worker"  # the hand's Worker piece
PIECES = (
    PieceKind("eq_gather", GatherResources, "stack", "cell", "rot", "eq_gather", "That tile"),
    PieceKind("eq_worker", MoveWorker, None, "cell", "", "eq_worker", "Your Worker", WORKER),
)
NEUTRAL_SHADES = ((150, 148, 142), (104, 102, 98))  # the neutral colours, lighter first


class EquinoxUI(UIAdapter):
    id = "equinox"
    clicked = (BuildPagoda,)

    def pieces(self) -> tuple[PieceKind, ...]:
        return PIECES

    def _corners(self, state: GameState) -> Any:
        return self.module.of(state)

    def _tao(self, state: GameState) -> str:
        return state.catalog.stack_corner.get(self.settings.tao, "SW")

    def colour(self, colours: list, state: GameState, pawn: int) -> tuple[int, int, int]:
        """A pawn's colour: its player's, or a neutral shade."""
        if pawn < len(state.players):
            return tuple(colours[pawn][:3])  # type: ignore[return-value]
        return NEUTRAL_SHADES[(pawn - len(state.players)) % 2]

    def owner_name(self, state: GameState, pawn: int) -> str:
        return state.players[pawn].name if pawn < len(state.players) else "neutral"

    # --- the board: Corner tiles, Pagodas, Workers ----------------------------------------------

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        lay = view.layout
        part = self._corners(state)
        tao = self._tao(state)
        for corner in CORNERS:
            rect = lay.cell_rect(*corner_space(state, corner))
            tile = corner_tile(rect.w, part.tiles[corner], corner == tao)
            view.layer.blit(tile, local(rect))
            stack = part.stacks[corner]
            if stack:
                colours = tuple(self.colour(view.colours, state, p) for p in stack)
                image = pagoda_stack(colours, rect.w * 9 // 10)
                view.layer.blit(image, local(image.get_rect(center=rect.center)))
            view.hotspots.append((rect, "eq_corner", corner))
        for i, player in enumerate(state.players):
            for pos in player.workers:
                if pos is None:
                    continue
                rect = lay.cell_rect(*pos)
                figure = worker(tuple(view.colours[i][:3]), rect.w * 2 // 5)
                spot = figure.get_rect(bottomleft=(rect.x + 2, rect.bottom - 2))
                view.layer.blit(figure, local(spot))
                view.hotspots.append((spot, "eq_worker_at", i))

    # --- clicks and pieces ---------------------------------------------------------------------

    def click(
        self, state: GameState, options: tuple[Action, ...], kind: str, payload: object
    ) -> Action | None:
        """A click on a Corner tile builds a Pagoda there when a main action is due (refused in
        words when the player cannot)."""
        if kind == "eq_corner" and state.tasks and state.tasks[-1][0] == "main":
            return BuildPagoda(str(payload))
        return None

    def move_places(self, state: GameState, event: Event) -> list[tuple]:
        """A Pagoda built: its Corner tile's space."""
        if event.kind == "pagoda" and event.data.get("corner") in CORNERS:
            return [("cell", corner_space(state, event.data["corner"]))]
        return []

    def hotspot(self, action: Action) -> tuple[str, object] | None:
        if isinstance(action, BuildPagoda):
            return "eq_corner", action.corner
        return None

    def hand(self, state: GameState, task: tuple, options: tuple[Action, ...]) -> list[Item]:
        stacks = dict.fromkeys(o.stack for o in options if isinstance(o, GatherResources))
        items = [Item("eq_gather", s, "eq_gather", "Gather", f"{s} tile") for s in stacks]
        if any(isinstance(o, MoveWorker) for o in options):
            items.append(Item("eq_worker", WORKER, "eq_worker", "Your Worker", "to a tile"))
        return items

    def piece_image(
        self, state: GameState, look: str, payload: object, rot: int, size: int, colour: tuple
    ) -> pygame.Surface | None:
        """A Gather tile shows the holder's Worker on it; the Worker is in its player's colour."""
        if look == "eq_gather":
            tile = state.stacks[str(payload)][-1]
            return gather_tile(assets.tile(tile, rot, size), tuple(colour[:3]))
        if look == "eq_worker":
            return worker(tuple(colour[:3]), size * 3 // 5)
        return None

    # --- the panel and the players' boards -----------------------------------------------------

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return 524, 22 + 4 * 24

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        x, y = at
        layer = panel.layer
        part = self._corners(state)
        title = layer.blit(assets.text("Pagodas", 18, palette.INK, True), (x, y))
        neutral = f"neutral stack {len(part.neutral)}" if part.neutral else "no neutral stack"
        line = f"{neutral}; Construction cards revealed {len(part.revealed)} of 10"
        text = assets.fitted_text(line, 16, 500 - title.width, palette.INK_SOFT)
        layer.blit(text, (title.right + 10, y + 2))
        panel.spot(pygame.Rect(title.right + 10, y, text.get_width(), 20), "eq_neutral", None)
        y += 22
        for corner in CORNERS:
            tile = self.module.tile(state, corner)
            stack = part.stacks[corner]
            image = corner_tile(22, part.tiles[corner], corner == self._tao(state))
            layer.blit(image, (x, y))
            level = len(stack) + 1
            room = f"next pawn costs {level} of each" if level <= self.settings.height else "full"
            line = f"{CORNER_WORDS[corner].capitalize()}: {tile.name}, {len(stack)} pawns, {room}"
            text = assets.fitted_text(line, 16, 490, palette.INK)
            layer.blit(text, (x + 28, y + 2))
            panel.spot(pygame.Rect(x, y, 28 + text.get_width(), 22), "eq_corner", corner)
            y += 24

    def board_badges(self, state: GameState, player: int) -> list[tuple[str, str, object]]:
        part = self._corners(state)
        return [
            (self.module.tile(state, c).name, "eq_bonus", (player, c))
            for c in CORNERS
            if player in part.stacks[c]
        ]

    # --- hover cards ----------------------------------------------------------------------------

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        if kind == "eq_corner":
            return self._corner_entry(state, str(payload))
        if kind == "eq_bonus":
            owner, corner = payload  # type: ignore[misc]
            tile = self.module.tile(state, corner)
            return Entry(
                f"bonus_{tile.id}",
                f"{tile.name} (permanent bonus)",
                (
                    ("Does", tile.text),
                    (
                        "Unlocked",
                        f"by {state.players[owner].name}'s first Pagoda pawn on the "
                        f"{CORNER_WORDS[corner]} Corner tile",
                    ),
                ),
            )
        if kind == "eq_worker_at":
            player = state.players[int(payload)]  # type: ignore[call-overload]
            pos = next(p for p in player.workers if p is not None)
            return Entry(
                f"worker_at_{payload}",
                f"{player.name}'s Worker",
                (
                    ("Stands", f"at {words.square(*pos)}"),
                    (
                        "Goes home",
                        "when its owner places a decoration, or anyone places a "
                        "decoration or a character on its tile",
                    ),
                ),
            )
        if kind == "eq_gather":
            return Entry(
                "eq_gather",
                "Gather Resources",
                (
                    (
                        "Place it",
                        "drag it onto the garden like a tile (turn it with R): it "
                        "earns no track advance and no coin, but takes a landscape token",
                    ),
                    (
                        "Gathers",
                        "your Worker stands on it; it and each tile beside it give 1 wood "
                        "per greenery, 1 sand per water, 1 stone per rock (4 of each at most)",
                    ),
                ),
            )
        if kind == "eq_worker":
            return Entry(
                "eq_worker",
                "Your Worker",
                (
                    (
                        "Worker move",
                        "drag it onto one of the eight tiles around it without a "
                        "decoration; a Worker there goes home",
                    ),
                ),
            )
        if kind == "eq_neutral":
            part = self._corners(state)
            return Entry(
                "eq_neutral",
                "Neutral stack and Construction cards",
                (
                    ("Neutral pawns", f"{len(part.neutral)} left (colours no one plays)"),
                    (
                        "Construction card",
                        "when drawn it is set aside: the top neutral pawn goes onto the "
                        "lowest stack (from the Tao corner, clockwise), then everyone takes "
                        "1 resource",
                    ),
                    ("Revealed", f"{len(part.revealed)} of 10"),
                ),
            )
        return None

    def _corner_entry(self, state: GameState, corner: str) -> Entry:
        part = self._corners(state)
        tile = self.module.tile(state, corner)
        stack = part.stacks[corner]
        pawns = ", ".join(self.owner_name(state, p) for p in stack) or "none yet"
        level = len(stack) + 1
        lines = [
            ("Bonus", f"{tile.name}: {tile.text} (for each player's first pawn here)"),
            ("Pagoda", f"{words.counted(len(stack), 'pawn')}, bottom first: {pawns}"),
        ]
        if level <= self.settings.height:
            bonus = self.settings.levels[level - 1]
            gives = (
                f"; then {words.coins(bonus.coins)} or {bonus.advances} on one track"
                if bonus.coins
                else ""
            )
            lines.append(("Next pawn", f"level {level}: {level} wood, sand and stone{gives}"))
            lines.append(("Build", "click it when Build a Pagoda is offered"))
        else:
            lines.append(("Full", f"{self.settings.height} pawns"))
        lines.append(
            (
                "Worth",
                f"{self.settings.pawn_value} per pawn: the majority takes all, "
                "the second half, the third a quarter",
            )
        )
        if corner == self._tao(state):
            lines.append(("Tao corner", "neutral pawns start looking here for the lowest stack"))
        return Entry(
            f"corner_{corner}", f"{CORNER_WORDS[corner].capitalize()} Corner tile", tuple(lines)
        )

    # --- the end screen -------------------------------------------------------------------------

    def category_label(self, key: str) -> str | None:
        return "Pagodas" if key == CATEGORY else None

    def end_extras(self, state: GameState) -> list[str]:
        part = self._corners(state)
        out = []
        for corner in CORNERS:
            stack = part.stacks[corner]
            if not stack:
                continue
            owners = ", ".join(self.owner_name(state, p) for p in stack)
            worth = self.settings.pawn_value * len(stack)
            out.append(
                f"{CORNER_WORDS[corner].capitalize()} Pagoda ({owners}, bottom first): "
                f"worth {worth}"
            )
        return out
