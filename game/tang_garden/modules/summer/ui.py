"""Summer on screen: the Approval tokens, the Request display and pile, the Emperor and the Lady
watching (a panel section everyone shares); the Request markers, Request tiles and Supervisors in
the garden with their hover cards; clicks that complete a Request or lay one on a marker; New
game's difficulty; the team's end screen."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.tang_garden.api import Action
from engine.tang_garden.modules.summer import (
    DIFFICULTIES,
    FIRST_REQUEST,
    CompleteRequest,
    MoveSupervisor,
    PlaceRequest,
    SwapRequest,
    condition,
    cost,
    request_name,
    summer,
)
from game import assets, palette
from game.describe import Entry
from game.gestures import PieceKind
from game.screen_fit import MIN_TEXT
from game.tang_garden.module_ui import SetChoice, UIAdapter
from game.tang_garden.modules.summer import pieces

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.tang_garden.module_ui import Board, Panel

PANEL_W, PANEL_H = 508, 160
CARD_W = 150  # a Request of the display
SUPERVISOR_TEXT = (
    "Every new garden tile must touch the tile a Supervisor stands on (ignoring them costs an "
    "Approval token). The Emperor or the Lady takes a Supervisor's place when influenced."
)


# a Supervisor is dragged from its spot to a free one; a Request of the display onto a Request
# marker (laid, for coins) or onto an uncompleted Request tile (swapped, for an Approval token)
SUPERVISOR = PieceKind(
    "summer_supervisor",
    MoveSupervisor,
    ("sx", "sy", "sspot"),
    "spot",
    "",
    "summer_supervisor",
    "That Supervisor",
)
DISPLAYED = PieceKind(
    "summer_display",
    (PlaceRequest, SwapRequest),
    "request",
    "cell",
    "",
    "summer_request",
    "That Request tile",
)


class SummerUI(UIAdapter):
    id = "summer"
    section_top = True  # the team plays for its Approval and Requests: in view at any size

    @classmethod
    def new_game_choice(cls) -> SetChoice:
        return SetChoice(
            "difficulty",
            "Difficulty (Approval tokens: Easy 4, Medium 3, Hard 2)",
            tuple((d, d.capitalize()) for d in DIFFICULTIES),
            1,
            ("medium",),
        )

    # --- drags and clicks ----------------------------------------------------------------------

    def pieces(self) -> tuple[PieceKind, ...]:
        return SUPERVISOR, DISPLAYED

    def piece_image(
        self, state: GameState, look: str, payload: object, rot: int, size: int, colour: tuple
    ) -> pygame.Surface | None:
        if look == "summer_supervisor":
            return assets.token("supervisor", size * 3 // 5)
        if look != "summer_request":
            return None
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        numbers = {r.id: str(n + 1) for n, r in enumerate(self.settings.requests)}
        pieces.request_tile(image, image.get_rect(), numbers[str(payload)], False, False)
        return image

    def click(
        self, state: GameState, options: tuple[Action, ...], kind: str, payload: object
    ) -> Action | None:
        """A Request tile in the garden is completed by clicking it; at setup the first Request
        tile goes on the marker clicked."""
        if kind == "summer_request":
            done = CompleteRequest(*payload)  # type: ignore[misc]
            return done if done in options else None
        if kind == "summer_marker" and state.tasks and state.tasks[-1][0] == FIRST_REQUEST:
            return PlaceRequest(state.tasks[-1][1], *payload)  # type: ignore[misc]
        return None

    def hotspot(self, action: Action) -> tuple[str, object] | None:
        if isinstance(action, CompleteRequest):
            return "summer_request", (action.x, action.y)
        if isinstance(action, PlaceRequest):  # the first Request, by clicking its marker
            return "summer_marker", (action.x, action.y)
        return None

    def label(self, state: GameState, option: Action) -> str | None:
        return None  # the engine's words (option_words) name every Summer option

    # --- hover cards --------------------------------------------------------------------------

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        part = summer(state)
        if kind == "summer_display":
            request = str(payload)
            price = cost(state, "place_request")
            return Entry(
                request,
                f"Request: {request_name(state, request)}",
                (
                    ("Asks", condition(state, request).text()),
                    ("Lay it", f"{price} coins: drag it onto a Request marker in the garden."),
                    (
                        "Swap it",
                        "1 Approval token: drag it onto an uncompleted Request tile, which comes "
                        "to the display.",
                    ),
                ),
            )
        if kind == "summer_request":
            pos = payload
            request = part.requests[pos]  # type: ignore[index]
            met = condition(state, request).met(state, pos)  # type: ignore[arg-type]
            now = (
                "Completed: a Request marker stands on it."
                if pos in part.completed
                else "Met now: click it to complete it (free, regains an Approval token)."
                if met
                else "Not met yet."
            )
            return Entry(
                request,
                f"Request: {request_name(state, request)}",
                (("Asks", condition(state, request).text()), ("Now", now)),
            )
        if kind == "summer_marker":
            first = state.tasks and state.tasks[-1][0] == FIRST_REQUEST
            lay = (
                f"Click it to lay the first Request, “{request_name(state, state.tasks[-1][1])}”, "
                "here (free)."
                if first
                else f"Drag a Request tile of the display here ({cost(state, 'place_request')} "
                "coins)."
            )
            return Entry(
                "marker",
                "Request marker",
                (("Here", "No garden tile may go on this space."), ("Request", lay)),
            )
        if kind == "summer_supervisor":
            return Entry(
                "supervisor",
                "Supervisor",
                (
                    ("Watches", SUPERVISOR_TEXT),
                    ("Move it", "Drag it to a free character spot (1 Approval token)."),
                ),
            )
        if kind == "summer_approval":
            return Entry(
                "approval",
                "Approval tokens",
                (
                    ("Left", f"{part.eyes} of {part.tokens} show their eye."),
                    (
                        "Spent by",
                        "moving a Supervisor, ignoring the Supervisors, swapping a Request, "
                        "and a Place a Decoration whose cards cannot be placed.",
                    ),
                    (
                        "Regained",
                        f"by completing a Request, or {cost(state, 'refresh_approval')} coins.",
                    ),
                    ("Lost", "If one must be spent and none shows its eye, the team loses."),
                ),
            )
        return None

    # --- the garden ---------------------------------------------------------------------------

    def draw_board(self, view: Board, state: GameState, local: Any) -> None:
        part = summer(state)
        lay = view.layout
        numbers = {r.id: str(n + 1) for n, r in enumerate(self.settings.requests)}
        first = bool(state.tasks) and state.tasks[-1][0] == FIRST_REQUEST
        for x, y in part.markers:
            cell = lay.cell_rect(x, y)
            pieces.marker(view.layer, local(cell))
            if first:  # the first Request is laid by clicking one of them
                pygame.draw.rect(view.layer, palette.GOLD, local(cell), 4, border_radius=4)
            view.hotspots.append((cell, "summer_marker", (x, y)))
        for (x, y), request in part.requests.items():
            cell = lay.cell_rect(x, y)
            met = condition(state, request).met(state, (x, y))
            done = (x, y) in part.completed
            pieces.request_tile(view.layer, local(cell), numbers[request], done, met)
            view.hotspots.append((cell, "summer_request", (x, y)))
        image = assets.token("supervisor", lay.cell * 3 // 5)
        for x, y, spot in part.supervisors:
            rect = image.get_rect(center=lay.spot_point(x, y, spot))
            view.layer.blit(image, local(rect))
            view.hotspots.append((rect, "summer_supervisor", (x, y, spot)))

    # --- the panel ----------------------------------------------------------------------------

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return PANEL_W, PANEL_H

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        """What the team shares: Approval, Requests done, the display, the pile, the watchers."""
        part = summer(state)
        layer = panel.layer
        x, y = at
        difficulty = self.module.options.difficulty.capitalize()
        total = len(self.settings.request_spaces)
        head = f"Summer · {difficulty} · Requests done {len(part.completed)} of {total}"
        layer.blit(assets.text(head, 18, palette.INK, True), (x, y))
        ax = x + PANEL_W - 16 - part.tokens * 30
        for k in range(part.tokens):
            r = pygame.Rect(ax + k * 30, y, 26, 26)  # inside the section: a hotspot in view
            pieces.approval(layer, r, k < part.eyes)
            panel.spot(r, "summer_approval", k)
        top = y + 28
        layer.blit(
            assets.text(f"Request display (pile {len(part.pile)})", 16, palette.INK_SOFT), (x, top)
        )
        numbers = {r.id: str(n + 1) for n, r in enumerate(self.settings.requests)}
        for k, request in enumerate(part.display):
            r = pygame.Rect(x + k * (CARD_W + 6), top + 20, CARD_W, 74)
            pygame.draw.rect(layer, palette.PAPER_LIGHT, r, border_radius=6)
            pygame.draw.rect(layer, palette.WALL, r, 2, border_radius=6)
            title = f"{numbers[request]}. {request_name(state, request)}"
            layer.blit(
                assets.fitted_text(title, 16, r.w - 8, palette.INK, True), (r.x + 4, r.y + 3)
            )
            told = assets.wrapped(condition(state, request).text(), MIN_TEXT, r.w - 8)
            for n, line in enumerate(told[:3]):  # the hover card has them all
                text = assets.fitted_text(line, MIN_TEXT, r.w - 8, palette.INK_SOFT)
                layer.blit(text, (r.x + 4, r.y + 24 + n * 16))
            panel.spot(r, "summer_display", request)
        bottom = top + 100
        if part.watching:
            layer.blit(assets.text("Watching from afar:", 16, palette.INK_SOFT), (x, bottom + 8))
            cx = x + 150
            for character in part.watching:
                figure = assets.character(
                    state.catalog, character, palette.NEUTRAL.rgb, palette.NEUTRAL.shape, 30
                )
                layer.blit(figure, (cx, bottom))
                panel.spot(pygame.Rect(cx, bottom, 30, 30), "display_char", character)
                name = state.catalog.characters[character].name
                layer.blit(assets.text(name, 16, palette.INK), (cx + 34, bottom + 8))
                cx += 110
        else:
            layer.blit(
                assets.text("The Supervisors are gone: tiles go anywhere", 16, palette.INK_SOFT),
                (x, bottom + 8),
            )

    # --- the end ------------------------------------------------------------------------------

    def end_extras(self, state: GameState) -> list[str]:
        return [f"Difficulty: {self.module.options.difficulty.capitalize()}"]
