"""A hinted move shown on the table as a ghost: the piece it moves outlined where it lies (or
the button or hotspot that makes it), and the piece drawn faintly where it would go."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from engine.tang_garden.api import Action, GameState
from game import palette
from game.board_marks import TARGET_GLOW, tint
from game.gestures import Drag, PieceKind, hotspot_of, turns
from game.layout import BoardLayout
from game.tang_garden import joined

Spot = tuple[pygame.Rect, str, object]  # a hotspot: where, its kind, its payload


@dataclass(frozen=True)
class Ghost:
    """How a hinted move shows: the kind of piece it moves (None: a button or a click makes
    it), where that piece or control is, and the point the piece would be placed at."""

    piece: PieceKind | None
    origin: pygame.Rect | None
    point: tuple[int, int] | None


def ghost_of(
    state: GameState,
    action: Action,
    kinds: Sequence[PieceKind],
    spots: Sequence[Spot],
    buttons: dict,
    lay: BoardLayout,
) -> Ghost:
    """Where ``action``'s piece lies among ``spots`` (or its button among ``buttons``) and where
    it would go on the board laid out as ``lay``."""
    piece = next((k for k in kinds if isinstance(action, k.action)), None)
    if piece is not None and piece.on != "click":
        payload = piece.payload_of(action)
        origin = next((r for r, k, p in spots if k == piece.hotspot and p == payload), None)
        target = piece.target(action, payload, turns(piece, action))
        if piece.on == "slot":
            point = lay.slots[target].center
        elif piece.on == "spot":
            point = lay.spot_point(*target)
        else:
            point = lay.cell_rect(*target).center
        return Ghost(piece, origin, point)
    place = hotspot_of(action, piece) or joined.clicked_at(state, action)
    origin = next((r for r, k, p in spots if (k, p) == place), None)
    if origin is None:
        origin = next((b.rect for b, o in buttons.items() if o == action), None)
    return Ghost(piece, origin, None)


def draw_ghost(
    surface: pygame.Surface,
    action: Action,
    ghost: Ghost,
    lay: BoardLayout,
    image: Callable[[Drag], pygame.Surface],
    sight: Callable[[pygame.Surface, Action], object],
) -> None:
    """The hinted move: its source outlined; its piece (drawn by ``image``) faint where it
    would go, the place lit and what it would see (``sight``)."""
    piece, origin, point = ghost.piece, ghost.origin, ghost.point
    if origin is not None:
        pygame.draw.rect(surface, palette.GOLD, origin.inflate(8, 8), 4, border_radius=6)
    if piece is None or point is None:
        return
    if piece.on == "cell":
        tint(surface, lay.cell_rect(*lay.cell_at(point)), TARGET_GLOW)
    elif piece.on == "slot":
        pygame.draw.rect(surface, palette.GOLD_DARK, lay.slots[action.slot], 3)  # type: ignore[attr-defined]
    sight(surface, action)
    payload = piece.payload_of(action)
    faint = image(Drag(piece, payload, turns(piece, action))).copy()
    faint.set_alpha(190)
    surface.blit(faint, faint.get_rect(center=point))
    pygame.draw.circle(surface, palette.GOLD_DARK, point, lay.cell // 2 + 4, 3)
