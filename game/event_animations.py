"""What a move's events animate besides the pieces' slides: coins fly from where they were
earned (the tile built, the decoration, the character stood; the character whose skill paid or
the piece on the board that did, when the event names it) to the earner's row in the panel,
a track whose cube steps up glows while the panel counts it up, decoration cards an event turns
face up (its ``face_up``: drawn, bought, kept, reserved, dealt to a module's display) flip where
they are shown. It reads the engine's events only; it decides no rule."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from engine.tang_garden.api import Event
from game import assets, palette
from game.animation import Animator
from game.layout import BoardLayout, PlayLayout

Point = tuple[int, int]
Hotspot = tuple[pygame.Rect, str, object]

MOST_COINS = 6  # a big payment throws this many coins, not one per coin
COIN_GAP = 0.07  # seconds between coins of one payment
FLIGHT = 0.6
STEP = 0.08  # the panel's count-up step (play scene), per level a cube climbs
FLIP = 0.45


@dataclass
class Places:
    """Where things are on the play screen when the move is animated."""

    board: BoardLayout
    panel: Callable[[], list[Hotspot]]  # the panel's hotspots (rows, tracks)
    hand: Callable[[], list[Hotspot]]  # the hand's hotspots, as last drawn
    hand_shown: bool  # the hand is on screen (not a computer player's)
    screen: PlayLayout | None = None  # the panel's blocks (the players', a module's own too)
    seats: int = 1
    # a card some player keeps: its type (kept cards show grouped by type); None: not kept
    kept_type: Callable[[str], str | None] = lambda card: None


def animate_events(anim: Animator, events: Sequence[Event], places: Places) -> None:
    """Start what each of ``events`` animates, in their order."""
    board = places.board
    origin: Point = board.bounds.center  # coins with no place of their own leave the garden
    coins_out = 0.0  # coins of one move leave one after another
    glows: list[tuple[pygame.Rect, float]] = []
    flipped = 0  # cards of one move turn one after another
    for event in events:
        data = event.data
        kind = event.kind
        if kind in ("build", "decoration") and "pos" in data:
            origin = board.cell_rect(*data["pos"]).center
        elif kind in ("place_character", "move_character"):
            origin = board.spot_point(*data["spot"])
        elif kind == "coins":
            row = _row_point(places, data["player"])
            if row is None:
                continue
            start = _paid_from(places, data) or origin
            for k in range(min(MOST_COINS, data["coins"])):
                anim.fly(
                    coin(max(24, board.cell * 2 // 3)),
                    start,
                    row,
                    FLIGHT,
                    coins_out + k * COIN_GAP,
                )
            coins_out += min(MOST_COINS, data["coins"]) * COIN_GAP
        elif kind == "advance":
            track = _spot(places.panel(), "track", (data["player"], data["track"]))
            if track is not None:
                glows.append((track, 0.5 + STEP * data["steps"]))
        for card in data.get("face_up", ()):
            _flip(anim, places, card, data.get("player"), 0.1 + flipped * 0.12)
            flipped += 1
    landed = coins_out - COIN_GAP + FLIGHT if coins_out else 0.0
    for track, duration in glows:  # the panel counts up once the coins have landed
        anim.pulse(track, palette.GOLD, duration, landed)


def _flip(anim: Animator, places: Places, card: str, player: object, delay: float) -> None:
    """Turn ``card`` face up where it is shown once the move is drawn (each card is looked up
    when it is shown): in the hand (a person's only), on the panel (a module's display, a card
    under a Dragon), or among the cards ``player`` kept (shown by type)."""

    def locate() -> pygame.Rect | None:
        spots = [*places.hand(), *places.panel()] if places.hand_shown else places.panel()
        kept = places.kept_type(card)
        for rect, kind, payload in spots:
            if payload == card or (kind == "played" and tuple(payload[:2]) == (player, kept)):
                return rect
        return None

    anim.flip(card_back, locate, palette.INK_SOFT, FLIP, delay)


def _paid_from(places: Places, data: dict) -> Point | None:
    """Where the coins of a payment leave when its event names what paid: the spot of a piece
    on the board, or the character whose skill paid (its figure on its owner's row); None: the
    piece just put paid."""
    if "spot" in data:
        return places.board.spot_point(*data["spot"])
    if "character" not in data:
        return None
    figure = _spot(places.panel(), "character_of", data["character"])
    return figure.center if figure is not None else None


def _spot(spots: list[Hotspot], kind: str, payload: object) -> pygame.Rect | None:
    return next((rect for rect, k, p in spots if k == kind and p == payload), None)


def _row_point(places: Places, player: int) -> Point | None:
    """Where a player's coins are written on their row: right of the final estimate, else (a
    module's own players' area) at the top right of their share of the players' block."""
    for rect, kind, payload in places.panel():
        if kind == "estimate" and payload[0] == player:
            return rect.right - 4, rect.centery
    screen = places.screen
    block = screen.blocks.get("players") if screen is not None else None
    if block is None:
        return None
    top = block.y + block.h * player // max(1, places.seats) + round(20 * screen.scale)
    clip = screen.clip  # a row scrolled out of view: the panel's edge on its side
    return block.right - round(40 * screen.scale), max(clip.top + 10, min(clip.bottom - 10, top))


@lru_cache(maxsize=4)
def coin(size: int) -> pygame.Surface:
    """A gold coin with a square hole, as the table's coins look."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 2
    pygame.draw.circle(image, palette.GOLD_DARK, (r, r), r)
    pygame.draw.circle(image, palette.GOLD, (r, r), r - 2)
    pygame.draw.circle(image, palette.GOLD_LIGHT, (r, r), r - 5, 2)
    hole = size // 5
    pygame.draw.rect(image, palette.GOLD_DARK, (r - hole // 2, r - hole // 2, hole, hole))
    return image


@lru_cache(maxsize=4)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The back of a decoration card at ``size``: paper in a gold frame with a red seal."""
    w, h = size
    image = assets.paper(w, h).copy()
    pygame.draw.rect(image, palette.GOLD_DARK, image.get_rect(), 6, border_radius=10)
    side = min(w, h) // 2
    seal = pygame.Rect(0, 0, side, side)
    seal.center = (w // 2, h // 2)
    pygame.draw.rect(image, palette.SEAL_RED, seal, border_radius=6)
    pygame.draw.rect(image, palette.PAPER, seal.inflate(-12, -12), 3, border_radius=4)
    return image
