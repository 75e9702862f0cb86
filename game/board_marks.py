"""Marks laid over the garden: lit targets for a held piece, what a character sees (hovered,
held or hinted), each player's last move, a translucent tint over a space."""

from __future__ import annotations

import functools
from collections.abc import Iterable

import pygame

from engine.tang_garden.api import CharacterSight, GameState, character_sight
from game import assets, palette
from game.layout import BoardLayout

TARGET_GLOW = (*palette.GOLD_LIGHT, 110)


def tint(surface: pygame.Surface, rect: pygame.Rect, rgba: tuple) -> None:
    surface.blit(_veil(rect.size, rgba), rect)


@functools.lru_cache(maxsize=64)
def _veil(size: tuple[int, int], rgba: tuple) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill(rgba)
    return veil


def light_targets(
    surface: pygame.Surface, lay: BoardLayout, places: Iterable[object]
) -> list[pygame.Rect]:
    """Light every place a held piece may go: a space or slot tinted and outlined, a character
    spot ringed; where it was drawn."""
    drawn = []
    for target in places:
        if isinstance(target, str):
            rect = lay.slots[target]
        elif len(target) == 3:  # type: ignore[arg-type]
            point = lay.spot_point(*target)  # type: ignore[misc]
            drawn.append(pygame.draw.circle(surface, palette.GOLD, point, lay.cell // 4, 3))
            continue
        else:
            rect = lay.cell_rect(*target)  # type: ignore[misc]
        tint(surface, rect, TARGET_GLOW)
        drawn.append(pygame.draw.rect(surface, palette.GOLD_DARK, rect, 2))
    return drawn


def sight(
    surface: pygame.Surface, lay: BoardLayout, seen: CharacterSight, label: bool = True
) -> list[pygame.Rect]:
    """What a character sees (the engine's ``CharacterSight``): its line of sight lit, each
    decoration it sees ringed, the landscape slots on the side it faces outlined, and (with
    ``label``) what it scores now above it; where it was drawn."""
    drawn = []
    for cell in seen.spaces[1:]:
        tint(surface, lay.cell_rect(*cell), (255, 255, 255, 70))
        drawn.append(pygame.draw.rect(surface, palette.WATER_DARK, lay.cell_rect(*cell), 2))
    for cell in seen.decorations:
        rect = lay.cell_rect(*cell)
        drawn.append(pygame.draw.circle(surface, palette.GOLD, rect.center, lay.cell * 2 // 5, 4))
    for sid in seen.slots:
        drawn.append(pygame.draw.rect(surface, palette.SEAL_RED, lay.slots[sid], 3))
    if not label:
        return drawn
    text = assets.text(score_words(seen), 18, palette.PAPER_LIGHT, True)
    box = text.get_rect().inflate(12, 6)
    box.midbottom = lay.cell_rect(*seen.pos).midtop
    box.clamp_ip(lay.bounds)
    drawn.append(pygame.draw.rect(surface, palette.INK, box, border_radius=6))
    surface.blit(text, text.get_rect(center=box.center))
    return drawn


def hovered_sight(
    surface: pygame.Surface, lay: BoardLayout, state: GameState, target: tuple | None
) -> list[pygame.Rect]:
    """The sight of the character in the garden under the pointer (``target``: the hover's
    kind and payload), if it is one; where it was drawn."""
    if target is None or target[0] != "mini":
        return []
    if _looked[:2] != (state, target[1]):  # worked out once per position and character
        _looked[:] = [state, target[1], character_sight(state, target[1])]
    seen = _looked[2]
    return [] if seen is None else sight(surface, lay, seen)


_looked: list = [None, None, None]  # the last hovered sight: the state, the character, it


def score_words(seen: CharacterSight) -> str:
    """'Scores 5 now: 3 decorations seen + 2 for its sight' (and a module's bonuses and
    penalties)."""
    score = seen.score
    extras = "".join(f" {coins:+d} for {what}" for what, coins in score.extras)
    seen_words = "decoration" if score.decorations == 1 else "decorations"
    return (
        f"Scores {score.total} now: {score.decorations} {seen_words} seen + "
        f"{score.preference} for its sight{extras}"
    )


def piece_outline(rect: pygame.Rect, width: int, player: int) -> pygame.Rect:
    """Where ``player``'s mark of a module's piece drawn at ``rect`` goes: inset by seat like a
    space's, but never by more than a fifth of the piece's height (a bag's row in the panel is
    20 pixels: a third player's mark went through its words)."""
    inset = min(width * (1 + 2 * player), rect.h // 5)
    return rect.inflate(width - inset, width - inset)


def last_moves(
    surface: pygame.Surface,
    lay: BoardLayout,
    places: dict[int, list[tuple]],
    colours,
    hotspots: Iterable[tuple] = (),
) -> None:
    """Each player's last move in their colour: a space outlined (inset by seat, so two players'
    marks on one space both show), a character's spot ringed, a landscape slot outlined, a
    module's piece drawn elsewhere (its hotspot among ``hotspots``, board and panel, by kind
    and payload) outlined."""
    width = max(2, lay.cell // 24)
    drawn = list(hotspots)
    for player, marked in places.items():
        colour = colours[player]
        inset = width * (1 + 2 * player)
        for kind, where in marked:
            if kind == "cell":
                rect = lay.cell_rect(*where).inflate(-inset, -inset)
                pygame.draw.rect(surface, colour, rect, width, border_radius=4)
            elif kind == "spot":
                point = lay.spot_point(*where)
                pygame.draw.circle(surface, colour, point, lay.cell * 2 // 5, width)
            elif kind == "piece":
                for rect in (r for r, *spot in drawn if tuple(spot) == tuple(where)):
                    outline = piece_outline(rect, width, player)
                    pygame.draw.rect(surface, colour, outline, width, border_radius=4)
            elif where in lay.slots:
                pygame.draw.rect(surface, colour, lay.slots[where].inflate(-inset, -inset), width)
