"""Seasoned Characters on screen: the seasoned cards beside the player boards (in a panel
section, with their hover cards), who has chosen a starting character, the Supervisor dragged
onto a character spot and standing in the garden, the side pile, and the upgrade button's
words and tip."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.tang_garden.api import Action, TakeCharacter
from engine.tang_garden.modules.seasoned_characters import PlaceSupervisor, Supervisor, Upgrade
from game import assets, palette
from game.describe import Entry, character_entry
from game.gestures import PieceKind
from game.tang_garden.module_ui import Item, UIAdapter

if TYPE_CHECKING:
    from engine.tang_garden.api import GameState, Module
    from game.tang_garden.module_ui import Board, Panel

CHARACTER_HOTSPOTS = ("display_char", "own_char", "character_of", "seasoned_of")
PANEL_W, PANEL_H = 508, 58


class SeasonedUI(UIAdapter):
    id = "seasoned-characters"

    def __init__(self, module: Module) -> None:
        super().__init__(module)
        self._pieces = (
            PieceKind(
                "supervisor",
                PlaceSupervisor,
                None,
                "spot",
                "",
                "token",
                "The Supervisor",
                "supervisor",
            ),
        )

    def pieces(self) -> tuple[PieceKind, ...]:
        return self._pieces

    def hand(self, state: GameState, task: tuple, options: tuple[Action, ...]) -> list[Item]:
        if not any(isinstance(o, PlaceSupervisor) for o in options):
            return []
        return [Item("supervisor", "supervisor", "token", "Supervisor", "drag to a spot")]

    def label(self, state: GameState, option: Action) -> str | None:
        if isinstance(option, TakeCharacter) and state.tasks[-1][:1] == ("seasoned_start",):
            return f"Start with the {state.catalog.characters[option.character].name}"
        return None

    def tip(self, state: GameState, option: Action) -> str | None:
        if not isinstance(option, Upgrade):
            return None
        start = self.module.starting(state, state.current)
        if start is None:
            return None
        card = state.catalog.characters[self.module.seasoned_of(state)[start]]
        return (
            f"{card.name}. Skill: {card.skill.text(state.catalog)} "
            f"Sight: {card.sight.text(state.catalog)}"
        )

    def hover(self, state: GameState, kind: str, payload: object) -> Entry | None:
        catalog = state.catalog
        if kind in ("supervisor", "supervisor_pawn"):
            return self._supervisor_entry(state)
        if kind not in CHARACTER_HOTSPOTS or payload not in catalog.characters:
            return None
        char = catalog.characters[payload]
        entry = character_entry(char, catalog)
        seasoned = self.module.seasoned_of(state)
        if char.counts_as:
            base = catalog.characters[char.counts_as].name
            comes = f"Upgrading the {base} starting card, instead of influencing a character"
            bonus = "None: it takes the starting card's place"
        elif char.id in seasoned:
            comes = "Starting character (two are dealt, each player keeps one in secret)"
            bonus = "None with the seasoned characters"
        else:
            return entry
        lines = [("Comes from", comes), ("Starting bonus", bonus)]
        return Entry(entry.id, entry.title, (*lines, *entry.lines[2:]))

    def _supervisor_entry(self, state: GameState) -> Entry:
        kind = next(
            c.skill
            for c in self.module.pack["characters"].characters
            if isinstance(c.skill, Supervisor)
        )
        return Entry("supervisor", "The Supervisor", (("Pawn", kind.text(state.catalog)),))

    def draw_board(self, view: Board, state: GameState, local) -> None:
        supervisor = self.module.of(state).supervisor
        if supervisor is None:
            return
        x, y, spot, _ = supervisor
        lay = view.layout
        image = assets.token("supervisor", lay.cell * 3 // 5)
        rect = image.get_rect(center=lay.spot_point(x, y, spot))
        view.layer.blit(image, local(rect))
        view.hotspots.append((rect, "supervisor_pawn", "supervisor"))

    def panel_size(self, state: GameState) -> tuple[int, int]:
        return PANEL_W, PANEL_H

    def draw_panel(self, panel: Panel, state: GameState, at: tuple[int, int]) -> None:
        """Each player's seasoned card beside the board (or whether they have chosen yet), and
        the side pile."""
        part = self.module.of(state)
        layer = panel.layer
        x, y = at
        if not part.revealed:
            chosen = [p.name for i, p in enumerate(state.players) if i in state.sealed]
            words = "Starting characters: chosen in secret, shown once everyone has chosen"
            layer.blit(assets.text(words, 16, palette.INK_SOFT), (x, y))
            done = ", ".join(chosen) if chosen else "nobody yet"
            layer.blit(assets.text(f"Chosen: {done}", 16, palette.INK), (x, y + 20))
            return
        layer.blit(assets.text("Seasoned cards beside the boards", 16, palette.INK_SOFT), (x, y))
        seasoned = self.module.seasoned_of(state)
        cx = x
        for i, (player, pick) in enumerate(zip(state.players, part.starting, strict=True)):
            card = seasoned[pick]
            figure = assets.character(state.catalog, card, panel.colours[i], panel.shapes[i], 32)
            layer.blit(figure, (cx, y + 20))
            note = "in play" if part.upgraded[i] else player.name
            layer.blit(assets.text(note, 16, palette.INK), (cx + 34, y + 28))
            panel.spot(pygame.Rect(cx, y + 20, 32, 32), "seasoned_of", card)
            cx += 36 + max(60, assets.text(note, 16).get_width() + 8)
        if part.pile:  # the seasoned Merchant's side pile, face up
            kinds = ", ".join(dict.fromkeys(state.catalog.card_type[c].name for c in part.pile))
            words = f"Side pile ({len(part.pile)}): {kinds}"
            layer.blit(assets.fitted_text(words, 16, PANEL_W - 230, palette.INK_SOFT), (x + 220, y))

    def end_extras(self, state: GameState) -> list[str]:
        part = self.module.of(state)
        names = state.catalog.characters
        done = [
            f"{p.name} upgraded the {names[pick].name}"
            for p, pick, up in zip(state.players, part.starting, part.upgraded, strict=True)
            if up
        ]
        return [f"Seasoned cards: {'; '.join(done)}."] if done else []
