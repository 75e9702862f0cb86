"""Hover cards: what a piece under the pointer is, what it does and what it scores.

The words come from the component data and the engine's kind registries (through
game.describe); a card is drawn once per piece and state, after the pointer rests a moment.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from engine.tang_garden.api import (
    BONUSES,
    LANTERNS,
    GameState,
    UseLantern,
    character_score,
    decision,
    how_to_influence,
    refresh_cost,
    score_estimate,
    why_no_lantern,
)
from engine.tang_garden.api import words as say
from game import assets, palette
from game.describe import Entry, character_entry, decoration_entry, landscape_entry
from game.tang_garden.joined import marks
from game.tang_garden.module_ui_registry import adapters

CHARACTER_KINDS = ("display_char", "own_char", "neutral_char", "character_of", "mini")

DELAY = 0.35  # seconds the pointer rests on a piece before its card appears
WIDTH = 340  # of a card, in canvas pixels
TITLE_PX, TEXT_PX = 24, 20  # assets.text sizes

LABELS = {
    "coins": "Coins earned in play",
    "pavilion": "Pavilions",
    "bridge": "Bridges",
    "trees": "Trees",
    "characters": "Characters",
}


def category_label(key: str, state: GameState) -> str:
    """'bird+fish' -> 'Bird & Fish' from the decoration names; known keys have fixed labels;
    a module's own categories are named by its UI adapter."""
    if key in LABELS:
        return LABELS[key]
    for adapter in adapters(state.ruleset):
        words = adapter.category_label(key)
        if words:
            return words
    names = state.catalog.decoration_types
    parts = [names[k].name if k in names else k.replace("_", " ") for k in key.split("+")]
    return " & ".join(parts)


def entry_for(state: GameState, kind: str, payload: object) -> Entry | None:
    """The hover card of a hotspot (kind and payload as the board and panel register them);
    a module's pieces are described by its UI adapter; a character's card says what lies on
    it (a module's tokens)."""
    entry = _entry(state, kind, payload)
    if entry is None or kind not in CHARACTER_KINDS:
        return entry
    lines = tuple((m.label, m.words) for m in marks(state, str(payload)))
    return Entry(entry.id, entry.title, (*entry.lines, *lines)) if lines else entry


def ruleset_entry(state: GameState) -> Entry:
    """What is being played: the scenario and every part, by name."""
    modules = state.ruleset.modules
    lines = (
        (label, ", ".join(m.name for m in modules if m.manifest.kind == kind))
        for kind, label in (("scenario", "Scenario"), ("part", "Parts"))
    )
    return Entry("ruleset", "Playing with", tuple(line for line in lines if line[1]))


def _entry(state: GameState, kind: str, payload: object) -> Entry | None:
    if kind == "ruleset":
        return ruleset_entry(state)
    for adapter in adapters(state.ruleset):
        entry = adapter.hover(state, kind, payload)
        if entry is not None:
            return entry
    cat = state.catalog
    if kind == "display_char":
        entry = character_entry(cat.characters[payload], cat)
        return Entry(entry.id, entry.title, (*entry.lines, ("Influence", how_to_influence(state))))
    if kind in ("own_char", "neutral_char", "character_of"):
        return character_entry(cat.characters[payload], cat)
    if kind == "mini":
        return _mini_entry(state, payload)
    if kind == "tokens_of":
        return _tokens_entry(state, payload)
    if kind == "character_token":
        return Entry(
            "character_token",
            "Character token",
            (("Use", "Lets you influence one character without a new track level."),),
        )
    if kind == "card":
        return _card_entry(state, payload)
    if kind == "decoration":
        return _placed_decoration_entry(state, payload)
    if kind == "lantern":
        return lantern_entry(state, state.current, payload)
    if kind == "lantern_of":
        return lantern_entry(state, *payload)
    if kind == "hidden_cards":
        name = state.players[int(payload)].name  # type: ignore[call-overload]
        return Entry(
            "hidden_cards",
            "Hidden decoration cards",
            (("Kept", f"{name} keeps these cards hidden until the end of the game"),),
        )
    if kind == "supply":
        entry = decoration_entry(cat.decoration_types[payload], cat)
        left = ("In the supply", f"{state.supply[payload]} pieces left")
        return Entry(entry.id, entry.title, (*entry.lines[:2], left))
    if kind == "played":
        owner, dtype, kept = payload  # as many as the panel shows (secret cards are not)
        entry = decoration_entry(cat.decoration_types[dtype], cat)
        held = ("Kept", f"{state.players[owner].name} holds {kept} of these cards")
        return Entry(entry.id, entry.title, (held, *entry.lines[1:2]))
    if kind in ("landscape", "slot_landscape"):
        return landscape_entry(state.catalog, payload)
    if kind == "stack":
        return _stack_entry(state, payload)
    if kind == "token":
        return _token_entry(state, payload)
    if kind == "track":
        return _track_entry(state, *payload)
    if kind == "display_tile":
        return Entry(payload, "Garden tile", (("Place it", cat.tiles[payload].text()),))
    if kind == "estimate":
        return estimate_entry(state, *payload)
    if kind == "resource":
        return _resource_entry(state, *payload)
    if kind == "worker_of":
        return _worker_entry(state, *payload)
    return None


def estimate_entry(state: GameState, owner: int, viewer: int | None) -> Entry:
    """A player's live score, itemised as the end screen counts it, as ``viewer`` may know it."""
    result = score_estimate(state, viewer)
    rows = [(category_label(key, state), str(points[owner])) for key, points in result.rows()]
    name = state.players[owner].name
    told = ("If it ended now", f"{name} would score {say.coins(result.totals[owner])}")
    secret = ("Unseen", "what you cannot see counts nothing here")
    lines = (told, *((k, v) for k, v in rows if v != "0"), secret)
    return Entry(f"estimate{owner}", "Score if the game ended now", lines)


def _resource_entry(state: GameState, owner: int, resource: str) -> Entry:
    """A resource on a player's board: how many, the most a player holds."""
    data = next(r for r in state.catalog.resources if r.id == resource)
    player = state.players[owner]
    return Entry(
        f"resource_{owner}_{resource}",
        data.name,
        (
            ("Held", f"{player.name} holds {player.resources[resource]}"),
            ("Limit", f"At most {data.limit}: more is lost; never below 0"),
        ),
    )


def _worker_entry(state: GameState, owner: int, k: int) -> Entry:
    """A player's worker: on their board or where it stands in the garden."""
    player = state.players[owner]
    pos = player.workers[k]
    where = (
        "on their board, ready to go out" if pos is None else f"in the garden at {say.square(*pos)}"
    )
    return Entry(f"worker_{owner}_{k}", f"{player.name}'s Worker", (("Where", where),))


def lantern_entry(state: GameState, owner: int, lantern: str) -> Entry:
    cat = state.catalog
    data = cat.lanterns[lantern]
    player = state.players[owner]
    up = player.lanterns.get(lantern, False)
    cost = refresh_cost(state, player)
    lines = [
        ("Does", data.text),
        ("When", LANTERNS[data.effect].when[0].upper() + LANTERNS[data.effect].when[1:] + "."),
    ]
    if owner != state.current:
        lines.append(("Whose", f"{player.name}'s: only {player.name} uses it, on their turn."))
    elif UseLantern(lantern) in decision(state).option_set:
        lines.append(("Now", "Usable: click it, read what it does, then confirm."))
    elif up:
        lines.append(("Now", why_no_lantern(state, lantern)))
    if not up:
        lines.append(("Used", f"Face down; {cost} landscape tokens of one size refresh it."))
    return Entry(lantern, f"Lantern: {data.name}", tuple(lines))


def _mini_entry(state: GameState, character: str) -> Entry:
    cat = state.catalog
    entry = character_entry(cat.characters[character], cat)
    (x, y, spot), mini = next(p for p in state.minis.items() if p[1].character == character)
    owner = "neutral" if mini.owner < 0 else state.players[mini.owner].name
    score = character_score(state, (x, y), mini)
    extras = "".join(f", {coins:+d} for {what}" for what, coins in score.extras)
    now = (
        f"{score.total} coins as the garden stands: {score.decorations} for decorations "
        f"seen, {score.preference} for its sight{extras}"
    )
    lines = (*entry.lines[2:], ("Scores now", now))
    if spot != "tile" and (x, y) in state.decorations:  # on a pavilion or bridge: it hides it
        below = decoration_entry(cat.decoration_types[state.decorations[x, y]], cat)
        lines += (("Stands on", f"a {below.title}: {dict(below.lines)['Scores']}"),)
    return Entry(entry.id, f"{entry.title} ({owner})", lines)


def _tokens_entry(state: GameState, owner: int) -> Entry:
    player = state.players[owner]
    held = f"{player.tokens['small']} small, {player.tokens['large']} large"
    cost = refresh_cost(state, player)
    return Entry(
        f"tokens{owner}",
        f"{player.name}'s landscape tokens",
        (
            ("Holds", held),
            ("Spent", f"{cost} of one size refresh a used lantern."),
            ("Taken", "From the garden, by covering their space or with a card's bonus."),
        ),
    )


def _card_entry(state: GameState, card: str) -> Entry:
    cat = state.catalog
    dtype = cat.card_type[card]
    entry = decoration_entry(dtype, cat)
    bonus = BONUSES[cat.cards[card].bonus].text
    lines = (("Bonus", f"When you choose this card: {bonus}."), *entry.lines[:2])
    return Entry(card, f"{dtype.name} card", lines)


def _placed_decoration_entry(state: GameState, pos: tuple[int, int]) -> Entry:
    cat = state.catalog
    entry = decoration_entry(cat.decoration_types[state.decorations[pos]], cat)
    return Entry(entry.id, entry.title, entry.lines[:2])


def _stack_entry(state: GameState, stack: str) -> Entry:
    tiles = state.stacks[stack]
    up = bool(tiles) and state.face_up[stack]
    top = "face up: drag it onto a lit space" if up else "face down"
    lines = [("Tiles left", str(len(tiles))), ("Top tile", top + ".")]
    if up:  # what the face-up tile is (a temple, a Seasons tile...)
        lines.append(("It is", state.catalog.tiles[tiles[-1]].text()))
    elif tiles:
        least = state.catalog.rules.min_face_up_tiles_after_build
        lines.append(
            (
                "Turns up",
                f"When a tile built leaves fewer than {least} stack tops face up, every "
                "face-down top is turned face up.",
            )
        )
    if state.ruleset.base_end_counts(state):
        lines.append(("Game end", "When a stack is empty, this round is the last."))
    return Entry(stack, f"{stack.capitalize()} stack", tuple(lines))


def _token_entry(state: GameState, pos: tuple[int, int]) -> Entry | None:
    cat = state.catalog
    size = state.tokens.get(pos)
    if size is None:  # just taken: the board's hotspots may not have caught up yet
        return None
    left = cat.rules.end_trigger_tokens_left
    lines = [
        ("Taken", f"By covering it with a tile; then you insert a {size} landscape tile."),
        ("Spent", f"{cat.refresh_cost(len(state.players))} of one size refresh a lantern."),
    ]
    if state.ruleset.base_end_counts(state):
        lines.append(
            (
                "Game end",
                f"When {left or 'no'} tokens are left in the garden, the round is the last.",
            )
        )
    return Entry(f"token{pos}", f"{size.capitalize()} landscape token", tuple(lines))


def _track_entry(state: GameState, owner: int, track: int) -> Entry:
    cat = state.catalog
    player = state.players[owner]
    coins = ", ".join(f"level {lv}: {c}" for lv, c in sorted(cat.track_coins[track].items()))
    levels = ", ".join(map(str, cat.thresholds))
    name = cat.tracks[track].name
    lines = [
        ("Level", f"{player.tracks[track]} of {cat.track_top[track]}"),
        ("Climbs", f"When your tiles or cards give {name}."),
        ("Coins", f"Reaching a level pays its coins ({coins})."),
    ]
    if track in cat.threshold_tracks:
        counted = say.number(len(cat.threshold_tracks))
        rule = f"All {counted} tracks at level {levels} (red frames): influence one more."
        lines.append(("Characters", rule))
    else:
        lines.append(("Characters", "This track does not count for the character thresholds."))
    return Entry(f"track{owner}{track}", f"{player.name}'s {name} track", tuple(lines))


# --- drawing ------------------------------------------------------------------------------------


def _font(size: int, bold: bool = False) -> pygame.font.Font:
    from game.scenes.common import gui_font

    return gui_font(round(size * 0.72), bold)


wrap = assets.wrapped  # words broken into lines no wider than a width (assets.text sizes)


@lru_cache(maxsize=64)
def render(entry: Entry, width: int = WIDTH, scale: float = 1.0) -> pygame.Surface:
    """A card: the title, then each labelled line, wrapped; ink on light paper (``scale``: the
    UI scale setting, which its text and width follow)."""

    def px(n: int) -> int:
        return round(n * scale)

    title, text, pad, width = px(TITLE_PX), px(TEXT_PX), px(10), px(width)
    label_w = px(8) + max((_font(text - 2, True).size(k)[0] for k, _ in entry.lines), default=0)
    placed: list[tuple[int, int, pygame.Surface]] = []
    y = pad
    for line in wrap(entry.title, title, width - 2 * pad, True):
        placed.append((pad, y, assets.text(line, title, palette.INK, True)))
        y += px(19)
    y += px(4)
    for label, words in entry.lines:
        placed.append((pad, y + 1, assets.text(label, text - 2, palette.SEAL_RED, True)))
        for line in wrap(words, text, width - 2 * pad - label_w):
            placed.append((pad + label_w, y, assets.text(line, text, palette.INK)))
            y += px(16)
        y += px(3)
    card = pygame.Surface((width, y + pad - px(3)), pygame.SRCALPHA)
    pygame.draw.rect(card, (*palette.PAPER_LIGHT, 248), card.get_rect(), border_radius=8)
    pygame.draw.rect(card, palette.INK_SOFT, card.get_rect(), 2, border_radius=8)
    for x, top, surface in placed:
        card.blit(surface, (x, top))
    return card


def draw_near(
    surface: pygame.Surface,
    card: pygame.Surface,
    point: tuple[int, int],
    avoid: pygame.Rect | None = None,
) -> pygame.Rect:
    """Blit ``card`` beside ``point`` (below right, or wherever it fits on the screen), clear of
    ``avoid`` (a character's line of sight) where a place beside the point allows; where."""
    bounds = surface.get_rect()
    box = card.get_rect(topleft=(point[0] + 16, point[1] + 20))
    if box.right > bounds.right:
        box.right = point[0] - 12
    if box.bottom > bounds.bottom:
        box.bottom = point[1] - 12
    box.clamp_ip(bounds)
    if avoid is not None and box.colliderect(avoid):
        w, h = card.get_size()
        x, y = point
        beside = [
            (x + 16, y + 20),
            (x - 12 - w, y + 20),
            (x + 16, y - 12 - h),
            (x - 12 - w, y - 12 - h),
        ]
        beside += [(avoid.right + 8, y - h // 2), (avoid.x - 8 - w, y - h // 2)]
        beside += [(x - w // 2, avoid.bottom + 8), (x - w // 2, avoid.y - 8 - h)]
        clear = (pygame.Rect(p, (w, h)) for p in beside)
        box = next((r for r in clear if bounds.contains(r) and not r.colliderect(avoid)), box)
    return surface.blit(card, box)


class Hover:
    """Which piece the pointer rests on, and for how long; draws its card after ``DELAY``
    (worded and drawn once per position and piece)."""

    def __init__(self) -> None:
        self.target: tuple[str, object] | None = None
        self.rest = 0.0
        self.drawn_for: tuple[GameState | None, object] = (None, None)
        self.image: pygame.Surface | None = None

    def update(self, target: tuple[str, object] | None, dt: float) -> None:
        if target != self.target:
            self.target, self.rest = target, 0.0
        else:
            self.rest += dt

    @property
    def shown(self) -> tuple[str, object] | None:
        return self.target if self.rest >= DELAY else None

    def draw(
        self,
        surface: pygame.Surface,
        state: GameState,
        point: tuple[int, int],
        scale: float = 1,
        avoid: pygame.Rect | None = None,
    ) -> pygame.Rect | None:
        """Draw the card of the piece rested on, if any, at the UI ``scale`` and clear of
        ``avoid`` where it can be; where it was drawn."""
        shown = self.shown
        if shown is None:
            return None
        if self.drawn_for[0] is not state or self.drawn_for[1] != (shown, scale):
            entry = entry_for(state, *shown)
            image = render(entry, scale=scale) if entry else None
            self.drawn_for, self.image = (state, (shown, scale)), image
        if self.image is None:
            return None
        return draw_near(surface, self.image, point, avoid)
