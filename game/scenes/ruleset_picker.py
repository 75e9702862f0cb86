"""New game's choice of ruleset: one scenario (or the base game) and the expansion parts.

A choice that does not fit the player count or the chosen scenario is greyed, with the engine's
reason in its tooltip (``engine.game.module_choices``); clicking it says the reason too.
"""

from __future__ import annotations

import html

import pygame
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer, UITextBox

from engine.game import known_modules, module_choices, ruleset_problem
from game.scenes.common import preload_fonts

BASE = ""  # the scenario choice "base game"
ROW = 36
SUMMARY_H = 96  # the least room kept for the summary below the parts
SCROLLBAR = 20


class RulesetPicker:
    """Scenario toggles, part switches and a summary of the chosen ruleset, in one column."""

    def __init__(self, ui, rect: pygame.Rect) -> None:
        self.ui = ui
        preload_fonts(ui, (17,))
        manifests = known_modules()
        self.names = {m.id: m.name for m in manifests}
        self.summaries = {m.id: m.summary for m in manifests}
        self.names[BASE] = "Base game"
        self.summaries[BASE] = "Tang Garden as the rulebook plays it."
        scenarios = [BASE, *(m.id for m in manifests if m.kind == "scenario")]
        parts = [m.id for m in manifests if m.kind == "part"]
        self.scenario = BASE
        self.parts: set[str] = set()
        self.reasons: dict[str, str | None] = {}
        self.players = 2
        self.message = ""
        x, y, w = rect.x, rect.y, rect.w
        UILabel(pygame.Rect(x, y, w, 34), "Scenario", ui, object_id="#field")
        y += 38
        self.buttons: dict[str, UIButton] = {}
        for sid in scenarios:
            self.buttons[sid] = UIButton(pygame.Rect(x, y, w, ROW - 4), self.names[sid], ui)
            y += ROW
        y += 8
        UILabel(pygame.Rect(x, y, w, 34), "Expansion parts", ui, object_id="#field")
        y += 38
        self.scenarios, self.part_ids = scenarios, parts
        # the parts scroll (mouse wheel or scroll bar) when they do not all fit above the summary
        need = len(parts) * ROW
        room = max(ROW, rect.bottom - y - SUMMARY_H)
        self.parts_box = UIScrollingContainer(
            pygame.Rect(x, y, w, min(need, room)), ui, allow_scroll_x=False
        )
        inner = w - (SCROLLBAR if need > room else 0)
        self.parts_box.set_scrollable_area_dimensions((inner, need))
        for k, pid in enumerate(parts):
            self.buttons[pid] = UIButton(
                pygame.Rect(0, k * ROW, inner, ROW - 4),
                self.names[pid],
                ui,
                container=self.parts_box,
            )
        y += min(need, room)
        if not parts:
            UILabel(pygame.Rect(x, y, w, 30), "None installed yet", ui, object_id="#hint")
            y += 34
        self.summary = UITextBox("", pygame.Rect(x, y + 6, w, max(60, rect.bottom - y - 6)), ui)

    def ruleset(self) -> list[str]:
        """The chosen modules, the scenario first."""
        return [*([self.scenario] if self.scenario else []), *sorted(self.parts)]

    def fit(self, players: int) -> None:
        """Follow a new player count: a scenario or part that no longer fits is replaced by the
        first scenario that does (the base game first) or switched off."""
        self.players = players
        if self._scenario_reason(self.scenario):
            self.scenario = next(
                (s for s in self.scenarios if not self._scenario_reason(s)), self.scenario
            )
        self.parts = {p for p in self.parts if not module_choices(self.ruleset(), players)[p]}
        self.refresh()

    def _scenario_reason(self, sid: str) -> str | None:
        trial = [*([sid] if sid else []), *sorted(self.parts)]
        return ruleset_problem(trial, self.players)

    def refresh(self) -> None:
        """Mark the chosen, the free and the greyed choices; grey ones carry their reason."""
        reasons = module_choices(self.ruleset(), self.players)
        for sid in self.scenarios:
            reasons[sid] = self._scenario_reason(sid)
        self.reasons = reasons
        for mid, button in self.buttons.items():
            chosen = mid == self.scenario or mid in self.parts
            why = reasons.get(mid)
            look = "#toggle_on" if chosen else "#toggle_greyed" if why else "#toggle_off"
            button.change_object_id(look)
            button.set_tooltip(html.escape(why or self.summaries[mid]))
        text = "<br>".join(
            f"<b>{html.escape(self.names[m])}</b>: {html.escape(self.summaries[m])}"
            for m in (self.ruleset() or [BASE])
        )
        self.summary.set_text(text)

    def press(self, element: object) -> bool:
        """A click on one of its buttons: choose, switch, or say why not. True if it was one."""
        mid = next((m for m, b in self.buttons.items() if b is element), None)
        if mid is None:
            return False
        why = self.reasons.get(mid)
        if why and mid != self.scenario and mid not in self.parts:
            self.message = why
            return True
        self.message = ""
        if mid in self.scenarios:
            self.scenario = mid
        else:
            self.parts ^= {mid}
        self.refresh()
        return True
