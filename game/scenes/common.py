"""Shared pieces of the menu screens: the painted backdrop, titles, table colours, opening games."""

from __future__ import annotations

import functools
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from game import palette
from game.picture_cache import cached_picture

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState
    from game.app import App
    from game.session import Session

GUI_FONTS = Path(pygame_gui.__file__).resolve().parent / "data"
RGB = tuple[int, int, int]
PAINTED_W = 1600  # the widest backdrop painted; a wider window shows it grown


def hex_colour(rgb: RGB) -> str:
    return "#{:02X}{:02X}{:02X}".format(*rgb)


@functools.cache
def gui_font(px: int, bold: bool = False, chinese: bool = False) -> pygame.font.Font:
    """The font pygame_gui ships (Noto Sans; Noto Sans SC for Chinese), for hand-drawn text."""
    name = (
        ("NotoSansSC-Bold.otf" if bold else "NotoSansSC-Regular.otf")
        if chinese
        else ("NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf")
    )
    try:
        return pygame.font.Font(str(GUI_FONTS / name), px)
    except (OSError, FileNotFoundError):
        return pygame.font.Font(None, px)


def preload_fonts(ui: pygame_gui.UIManager, sizes: tuple[int, ...]) -> None:
    """Load the Noto Sans styles that HTML text will ask for (quietly skips loaded ones)."""
    fonts = ui.get_theme().get_font_dictionary()
    wanted = []
    for size in sizes:
        for style, bold, italic in (
            ("regular", False, False),
            ("bold", True, False),
            ("italic", False, True),
        ):
            if not fonts.check_font_preloaded(
                fonts.create_font_id(size, "noto_sans", bold, italic)
            ):
                wanted.append({"name": "noto_sans", "point_size": size, "style": style})
    if wanted:
        ui.preload_fonts(wanted)


# --- the painted backdrop ---------------------------------------------------------------------


def _ridge(
    rand: Any, width: int, base: float, height: float, bumps: int
) -> list[tuple[float, float]]:
    """A mountain skyline: summed sines with random phases, as polygon points."""
    phases = [(rand.uniform(0, math.tau), rand.uniform(0.6, 1.0)) for _ in range(3)]
    points = []
    for x in range(0, width + 9, 8):
        t = x / width
        y = sum(
            amp * math.sin(t * math.pi * bumps * (k + 1) * 0.7 + ph) / (k + 1)
            for k, (ph, amp) in enumerate(phases)
        )
        points.append((x, base - height * (0.55 + 0.45 * y)))
    return points


def _wash(
    size: tuple[int, int], points: list[tuple[float, float]], colour: RGB, alpha: int, fade: float
) -> pygame.Surface:
    """A filled ridge whose ink fades downwards into mist."""
    w, h = size
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, (*colour, 255), [*points, (w, h), (0, h)])
    top = min(y for _, y in points)
    gradient = pygame.Surface((1, h), pygame.SRCALPHA)
    for y in range(h):
        k = 1.0 if y < top else max(0.0, 1.0 - (y - top) / max(1.0, fade))
        gradient.set_at((0, y), (255, 255, 255, int(alpha * k)))
    layer.blit(pygame.transform.scale(gradient, size), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return _blurred(layer, 2)


def _blurred(layer: pygame.Surface, radius: int) -> pygame.Surface:
    """``layer`` blurred, working only around what is painted on it (the rest stays clear)."""
    area = layer.get_bounding_rect().inflate(6 * radius, 6 * radius).clip(layer.get_rect())
    out = pygame.Surface(layer.get_size(), pygame.SRCALPHA)
    out.blit(pygame.transform.gaussian_blur(layer.subsurface(area), radius), area)
    return out


def _paper(size: tuple[int, int]) -> pygame.Surface:
    """Rice paper: the painters' paint_paper if there is one, else a textured fill."""
    try:
        from game.tang_garden.painting.core import paint_paper

        paper = paint_paper(*size)
        if isinstance(paper, pygame.Surface) and paper.get_size() == size:
            return paper
    except Exception:  # the painting package is optional here
        pass
    surface = pygame.Surface(size)
    try:
        from game.tang_garden.painting.core import paper_texture

        paper_texture(surface, "menu", palette.PAPER)
    except Exception:
        surface.fill(palette.PAPER)
    return surface


@functools.lru_cache(maxsize=2)  # one per window size; a resized window drops the old one
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Paper with a red sun and ink-wash mountains fading into mist, as large as the window
    (painted once per size at most ``PAINTED_W`` wide, grown to a wider window, and kept
    between starts)."""
    from game.tang_garden.painting import core

    shrink = min(1.0, PAINTED_W / size[0])
    painted = (max(1, round(size[0] * shrink)), max(1, round(size[1] * shrink)))
    painters = (__file__, core.__file__, palette.__file__)
    picture = cached_picture("backdrop", painted, painters, lambda: _painted_backdrop(painted))
    return picture if painted == size else pygame.transform.smoothscale(picture, size)


def _painted_backdrop(size: tuple[int, int]) -> pygame.Surface:
    import random

    w, h = size
    surface = _paper(size).copy()
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*palette.PAPER, 110))  # soften the fibres so text stays calm to read
    surface.blit(veil, (0, 0))
    sun = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.circle(sun, (*palette.SUN_RED, 64), (int(w * 0.91), int(h * 0.30)), int(h * 0.07))
    surface.blit(_blurred(sun, 1), (0, 0))
    rand = random.Random(11)
    layers = (
        (h * 0.70, h * 0.30, 3, palette.INK_WASH, 70, h * 0.35),
        (h * 0.82, h * 0.22, 5, palette.INK_SOFT, 60, h * 0.25),
        (h * 0.95, h * 0.16, 7, palette.GREENERY_DARK, 55, h * 0.18),
    )
    for base, height, bumps, colour, alpha, fade in layers:
        surface.blit(_wash(size, _ridge(rand, w, base, height, bumps), colour, alpha, fade), (0, 0))
    return surface


def draw_card(surface: pygame.Surface, rect: pygame.Rect, opacity: int = 215) -> None:
    """A sheet of lighter paper behind a form or a table."""
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(card, (*palette.PAPER_LIGHT, opacity), card.get_rect(), border_radius=12)
    pygame.draw.rect(card, (*palette.PAPER_FIBRE, 255), card.get_rect(), 1, border_radius=12)
    surface.blit(card, rect)


# --- titles -----------------------------------------------------------------------------------


def draw_heading(surface: pygame.Surface, text: str, centre: tuple[int, int], px: int = 44) -> None:
    """A screen heading in ink with a cinnabar brush stroke beneath."""
    ink = gui_font(px, bold=True).render(text, True, palette.INK)
    rect = ink.get_rect(center=centre)
    y = rect.bottom + 2
    stroke = [
        (rect.left + 8, y + 2),
        (rect.right - 4, y - 1),
        (rect.right - 10, y + 4),
        (rect.left + 2, y + 5),
    ]
    pygame.draw.polygon(surface, palette.SEAL_RED, stroke)
    surface.blit(ink, rect)


def draw_seal(surface: pygame.Surface, text: str, rect: pygame.Rect) -> None:
    """A square cinnabar seal with characters cut out of it, written top-to-bottom."""
    pygame.draw.rect(surface, palette.SEAL_RED, rect, border_radius=max(2, rect.w // 12))
    pygame.draw.rect(
        surface, palette.PAPER_LIGHT, rect.inflate(-8, -8), 2, border_radius=max(2, rect.w // 14)
    )
    font = gui_font(int(rect.h * 0.36), bold=True, chinese=True)
    glyphs = [font.render(ch, True, palette.PAPER_LIGHT) for ch in text]
    total = sum(g.get_height() * 0.82 for g in glyphs)
    y = rect.centery - total / 2
    for glyph in glyphs:
        surface.blit(
            glyph, glyph.get_rect(midtop=(rect.centerx, int(y - glyph.get_height() * 0.09)))
        )
        y += glyph.get_height() * 0.82


# --- the table of a game: player colours and shapes -------------------------------------------


def default_table(players: int) -> dict[str, list]:
    """Colours and shapes in seat order, for games saved without them."""
    chosen = palette.PLAYER_COLOURS[:players]
    return {"colours": [list(c.rgb) for c in chosen], "shapes": [c.shape for c in chosen]}


def table_for(ui: object, players: int) -> dict[str, list]:
    """The saved table settings if they are usable, else the defaults."""

    table = default_table(players)
    if isinstance(ui, dict):
        colours, shapes = ui.get("colours"), ui.get("shapes")
        if (
            isinstance(colours, list)
            and len(colours) == players
            and all(
                isinstance(c, (list, tuple)) and len(c) == 3 and all(map(_channel, c))
                for c in colours
            )
        ):
            table["colours"] = [list(c) for c in colours]
        if isinstance(shapes, list) and len(shapes) == players:
            table["shapes"] = [str(s) for s in shapes]
        from game.seats import seats_of  # the engine loads after the menu shows

        table["seats"] = seats_of(ui, players)  # a game saved before computer players: people
        first = ui.get("first")
        if type(first) is int and 0 <= first < players:
            table["first"] = first  # New game's choice of first player, for Play again
        game = ui.get("game")
        if isinstance(game, str) and game.isalnum() and len(game) <= 64:
            table["game"] = game  # which game this is: Save & menu updates its one save file
    return table


def _channel(value: object) -> bool:
    """A colour channel as saved: a whole number 0..255 (not a bool, not a float)."""
    return type(value) is int and 0 <= value <= 255


def player_colours(table: dict, players: int) -> list[RGB]:
    """Player colours as RGB tuples, whatever the table holds."""
    colours = table_for(table, players)["colours"]
    return [(int(c[0]), int(c[1]), int(c[2])) for c in colours]


def read_game(path: Path) -> tuple[GameState, dict]:
    """Replay a saved game; raises RecordError (or DataError) with a readable message."""
    from engine.tang_garden.api import read, replay

    record = read(path)
    state = replay(record)
    return state, table_for(record.get("ui"), len(state.players))


def open_game(app: App, state: GameState, table: dict) -> None:
    """Continue a game at the table: the play screen, or the scores if it is over."""
    from game.paths import autosave_path
    from game.session import Session

    session = Session(state, autosave=autosave_path(), table=table)
    if state.over:  # its end screen (see game.scenes.end.ruleset_end)
        app.switch("end", session=session)
    else:
        app.switch("play", session=session)


def play_again(app: App, session: Session) -> None:
    """A new game with the finished one's players, seats, colours and rules (its modules with
    their options) on a new seed; the first player as New game chose it (drawn again when it
    was left to chance); the play screen opens on it."""
    import time

    from engine.tang_garden.api import new_game

    state = session.state
    seed = int(time.time() * 1000) % 2**31
    first = session.table.get("first")
    state = new_game(
        [p.name for p in state.players],
        seed if seed != state.seed else seed + 1,
        first=first if first in range(len(state.players)) else None,
        ruleset=state.setup.get("ruleset") or (),
    )
    table = {k: v for k, v in session.table.items() if k != "game"}  # a game of its own
    open_game(app, state, table)


def start_solo(app: App, name: str = "Player") -> None:
    """Start the solo scenario (the first scenario whose manifest plays one player only) with a
    fresh seed and open the play screen."""
    import time

    from engine.tang_garden.api import known_modules, new_game

    solo = next(m for m in known_modules() if m.kind == "scenario" and m.players == (1,))
    state = new_game([name], int(time.time() * 1000) % 2**31, ruleset=[solo.id])
    open_game(app, state, default_table(1))


def describe_failure(path: Path, exc: Exception) -> str:
    """A one-line reason a save could not be opened, with the file's name only."""
    from engine.tang_garden.api import RecordError

    text = str(exc).replace(str(path), path.name)
    if not isinstance(exc, RecordError):
        text = f"{path.name} cannot be replayed ({type(exc).__name__}: {text})"
    return text


def draw_piece(
    surface: pygame.Surface, shape: str, rgb: RGB, centre: tuple[int, int], radius: int
) -> None:
    """A player's marker: their colour in their shape, outlined in ink."""
    try:
        from game.tang_garden.painting.core import shape_points

        points = shape_points(shape, centre, radius)
    except Exception:
        points = [
            (
                centre[0] + radius * math.cos(a / 24 * math.tau),
                centre[1] + radius * math.sin(a / 24 * math.tau),
            )
            for a in range(24)
        ]
    pygame.draw.polygon(surface, rgb, points)
    pygame.draw.aalines(surface, palette.INK, True, points)
    pygame.draw.polygon(surface, palette.INK, points, 2)
