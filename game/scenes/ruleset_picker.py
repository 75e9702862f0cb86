"""New game's choice of ruleset: one scenario (or the base game) and the expansion parts.

A choice that does not fit the player count or the chosen scenario is greyed, with the engine's
reason in its tooltip (``engine.tang_garden.game.module_choices``); clicking it says the reason too.
"""

from __future__ import annotations

import html
import math

import pygame
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer, UITextBox

from engine.tang_garden.api import known_modules, module_choices, ruleset_problem
from game.scenes.common import gui_font, preload_fonts
from game.tang_garden.module_ui import SetChoice
from game.tang_garden.module_ui_registry import adapter_class

BASE = ""  # the scenario choice "base game"
ROW = 24  # a scenario's row (its switch 20 high: room for every scenario above the parts)
PART_ROW = 28  # a row of two parts
SET_ROW = 26  # a row of two items of a part's choice
SUMMARY_H = 124  # the least room kept for the summary below the parts: three lines
SCROLLBAR = 20
CHIP_PAD = 16  # the least room beside a part's name on its switch
PARTS_SHOWN = 3  # rows of parts always in view


def chip_places(
    ids: list[str], names: dict[str, str], width: int
) -> dict[str, tuple[int, int, int]]:
    """Where each switch goes in a column ``width`` wide: (x, row, width), two to a row in the
    given order, then each name too long for half a row on a whole one."""
    half = (width - 6) // 2
    font = gui_font(15, bold=True)  # a chosen switch's look, the widest
    wide = [i for i in ids if font.size(names[i])[0] + CHIP_PAD > half]
    narrow = [i for i in ids if i not in wide]
    places = {i: ((n % 2) * (half + 6), n // 2, half) for n, i in enumerate(narrow)}
    top = (len(narrow) + 1) // 2
    places.update({i: (0, top + n, width) for n, i in enumerate(wide)})
    return places


class RulesetPicker:
    """Scenario toggles and part switches (two to a row, a long name on a row of its own), the
    choices of the chosen parts (a set of lanterns...) and a summary of the chosen ruleset, in
    one column."""

    def __init__(self, ui, rect: pygame.Rect) -> None:
        self.ui = ui
        preload_fonts(ui, (15, 17))
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
        UILabel(pygame.Rect(x, y - 4, w, 28), "Scenario", ui, object_id="#field")
        y += 24
        self.buttons: dict[str, UIButton] = {}
        places = chip_places(scenarios, self.names, w)
        for sid, (left, row, width) in places.items():
            at = pygame.Rect(x + left, y + row * ROW, width, ROW - 4)
            self.buttons[sid] = UIButton(at, self.names[sid], ui)
        y += (max((row for _, row, _ in places.values()), default=-1) + 1) * ROW + 2
        UILabel(pygame.Rect(x, y, w, 28), "Expansion parts", ui, object_id="#field")
        y += 28
        self.scenarios, self.part_ids = scenarios, parts
        choosing = [*scenarios[1:], *parts]  # a scenario's choice (its difficulty), a part's
        choices = {mid: adapter_class(mid).new_game_choice() for mid in choosing}
        set_height = max(
            (26 + (len(c.items) + 1) // 2 * SET_ROW for c in choices.values() if c), default=0
        )
        # the parts scroll (mouse wheel or scroll bar) when they do not all fit above the
        # summary and a chosen part's choice; three rows of them always show
        room = max(PARTS_SHOWN * PART_ROW, rect.bottom - y - SUMMARY_H - set_height)
        places = chip_places(parts, self.names, w - SCROLLBAR)
        need = (max((row for _, row, _ in places.values()), default=-1) + 1) * PART_ROW
        self.parts_box = UIScrollingContainer(
            pygame.Rect(x, y, w, min(need, room)), ui, allow_scroll_x=False
        )
        inner = w - (SCROLLBAR if need > room else 0)
        self.parts_box.set_scrollable_area_dimensions((inner, need))
        bar = self.parts_box.vert_scroll_bar
        if bar is not None:
            # pygame_gui rounds its slider's height down, leaving up to need/track pixels at the
            # list's foot out of reach: room below the last row for them
            slack = math.ceil(need / bar.scrollable_height) + 1
            self.parts_box.set_scrollable_area_dimensions((inner, need + slack))
            bar = self.parts_box.vert_scroll_bar
        if bar is not None:  # a notch of the wheel moves the parts by one row, none skipped
            bar.scroll_wheel_speed = PART_ROW * bar.scrollable_height / self.parts_box.rect.h
        for pid, (left, row, width) in chip_places(parts, self.names, inner).items():
            at = pygame.Rect(left, row * PART_ROW, width, PART_ROW - 4)
            self.buttons[pid] = UIButton(at, self.names[pid], ui, container=self.parts_box)
        y += min(need, room)
        half = (w - 6) // 2
        if not parts:
            UILabel(pygame.Rect(x, y, w, 30), "None installed yet", ui, object_id="#hint")
            y += 34
        self.sets: dict[str, SetChoice] = {}  # a part's New game choice
        self.chosen_sets: dict[str, list[str]] = {}
        self.set_buttons: dict[UIButton, tuple[str, str]] = {}  # button -> (part, value)
        self.set_labels: dict[str, UILabel] = {}
        for pid, choice in choices.items():
            if choice is None:
                continue
            self.sets[pid] = choice
            self.chosen_sets[pid] = list(choice.default)
            self.set_labels[pid] = UILabel(
                pygame.Rect(x, y, w, 24), choice.title, ui, object_id="#hint"
            )
            for n, (value, label) in enumerate(choice.items):
                at = pygame.Rect(
                    x + (n % 2) * (half + 6), y + 26 + (n // 2) * SET_ROW, half, SET_ROW - 3
                )
                self.set_buttons[UIButton(at, label, ui)] = (pid, value)
        self.set_top = y
        self.set_height = set_height
        self.summary_rect = pygame.Rect(x, y + 6, w, max(40, rect.bottom - y - 6))
        self.summary = UITextBox("", self.summary_rect, ui)

    def ruleset(self) -> list[str]:
        """The chosen modules, the scenario first."""
        return [*([self.scenario] if self.scenario else []), *sorted(self.parts)]

    def entries(self) -> list[str | dict]:
        """The chosen modules as a ruleset's entries: with the options chosen for them."""
        return [
            {"id": m, "options": {self.sets[m].option: self._value(m)}} if m in self.sets else m
            for m in self.ruleset()
        ]

    def _value(self, mid: str) -> object:
        """A choice's option value: the one item of a choice of one, else the items."""
        chosen = self.chosen_sets[mid]
        return chosen[0] if self.sets[mid].count == 1 else list(chosen)

    def chosen(self) -> tuple[str, list[str], dict[str, list[str]]]:
        """The scenario, the parts and each part's choice, as New game remembers them."""
        return self.scenario, sorted(self.parts), {k: list(v) for k, v in self.chosen_sets.items()}

    def choose(self, scenario: str, parts: list[str], sets: dict[str, list[str]]) -> None:
        """Show a remembered choice: what is no longer known, or no longer fits, is left out."""
        if scenario in self.scenarios:
            self.scenario = scenario
        self.parts = {p for p in parts if p in self.part_ids}
        for pid, items in sets.items():
            choice = self.sets.get(pid)
            known = [v for v in items if choice and v in dict(choice.items)]
            if choice and len(known) == choice.count:
                self.chosen_sets[pid] = known
        self.fit(self.players)

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
            button.change_object_id(look.replace("#", "#small_"))
            button.set_tooltip(html.escape(why or self.summaries[mid]))
        self._show_sets()
        text = "<br>".join(
            f"<b>{html.escape(self.names[m])}</b>: {html.escape(self.summaries[m])}"
            for m in (self.ruleset() or [BASE])
        )
        self.summary.set_text(text)

    def _show_sets(self) -> None:
        """The choices of the chosen parts below the parts (the first chosen part's), the
        summary below them."""
        chosen = [self.scenario, *sorted(self.parts)]
        shown = next((m for m in chosen if m in self.sets), None)
        for pid, label in self.set_labels.items():
            label.show() if pid == shown else label.hide()
        for button, (pid, value) in self.set_buttons.items():
            if pid != shown:
                button.hide()
                continue
            button.show()
            on = value in self.chosen_sets[pid]
            button.change_object_id("#small_toggle_on" if on else "#small_toggle_off")
        top = self.set_top + (self.set_height if shown else 0) + 6
        rect = pygame.Rect(self.summary_rect.x, top, self.summary_rect.w, 0)
        rect.height = self.summary_rect.bottom - top
        if rect.height < 40:  # no room left: the tooltips say the same
            self.summary.hide()
            return
        self.summary.show()
        self.summary.set_relative_position(rect.topleft)
        self.summary.set_dimensions(rect.size)

    def _press_set(self, pid: str, value: str) -> None:
        """Switch one item of a part's set; never more than its count."""
        chosen = self.chosen_sets[pid]
        count = self.sets[pid].count
        if count == 1:  # one of several: the one pressed
            chosen[:] = [value]
            return
        if value in chosen:
            chosen.remove(value)
        elif len(chosen) >= count:
            self.message = f"Everyone gets exactly {count}: switch one off first"
            return
        else:
            chosen.append(value)
        left = count - len(chosen)
        self.message = f"Choose {left} more" if left else ""

    def problem(self) -> str | None:
        """Why Start cannot begin the chosen ruleset yet (None: it can)."""
        for pid in ({self.scenario} | self.parts) & set(self.sets):
            left = self.sets[pid].count - len(self.chosen_sets[pid])
            if left:
                return f"{self.sets[pid].title}: choose {left} more"
        return None

    def press(self, element: object) -> bool:
        """A click on one of its buttons: choose, switch, or say why not. True if it was one."""
        if element in self.set_buttons:
            self._press_set(*self.set_buttons[element])  # type: ignore[index]
            self._show_sets()
            return True
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
