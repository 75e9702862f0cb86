"""New game's choice of ruleset: one scenario (or the base game) and the expansion parts.

A choice that does not fit the player count or the chosen scenario is greyed, with the engine's
reason in its tooltip (``engine.tang_garden.game.module_choices``); clicking it says the reason too.
"""

from __future__ import annotations

import html
import math

import pygame
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UILabel,
    UIScrollingContainer,
    UITextBox,
)

from engine.tang_garden.api import known_modules, module_choices, ruleset_problem
from game.scenes.common import gui_font, preload_fonts
from game.screen_fit import Fit
from game.tang_garden.module_ui import SetChoice
from game.tang_garden.module_ui_registry import adapter_class

BASE = ""  # the scenario choice "base game"
LABEL_W = 100  # "Scenario" beside its drop-down
MENU_H = 36  # the scenario drop-down's height
NOT_NOW = "  ·  not now"  # after a scenario's name in the drop-down when it does not fit
PART_ROW = 28  # a row of two parts
SET_ROW = 26  # a row of two items of a part's choice
SUMMARY_H = 124  # the least room kept for the summary below the parts: three lines
SCROLLBAR = 20
CHIP_PAD = 16  # the least room beside a part's name on its switch
PARTS_SHOWN = 6  # rows of parts always in view
NATIVE = Fit((0, 0), 1.0)  # design units shown as they are


def chip_places(
    ids: list[str], names: dict[str, str], width: int, fit: Fit = NATIVE
) -> dict[str, tuple[int, int, int]]:
    """Where each switch goes in a column ``width`` design units wide: (x, row, width), two to
    a row in the given order, then each name too long for half a row (in its text as ``fit``
    shows it) on a whole one."""
    half = (width - 6) // 2
    font = gui_font(fit.text(15), bold=True)  # a chosen switch's look, the widest
    wide = [i for i in ids if font.size(names[i])[0] / fit.scale + CHIP_PAD > half]
    narrow = [i for i in ids if i not in wide]
    places = {i: ((n % 2) * (half + 6), n // 2, half) for n, i in enumerate(narrow)}
    top = (len(narrow) + 1) // 2
    places.update({i: (0, top + n, width) for n, i in enumerate(wide)})
    return places


class RulesetPicker:
    """A scenario drop-down and part switches (two to a row, a long name on a row of its own),
    the choices of the chosen parts (a set of lanterns...) and a summary of the chosen ruleset,
    in one column. A scenario that does not fit is marked in the drop-down; choosing it says
    why and keeps the one chosen before."""

    def __init__(self, ui, rect: pygame.Rect, fit: Fit = NATIVE) -> None:
        """``rect``: the column in design units, shown through ``fit``."""
        self.ui = ui
        self.screen_fit = fit
        preload_fonts(ui, (fit.text(15), fit.text(17)))
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
        self.scenarios, self.part_ids = scenarios, parts
        x, y, w = rect.x, rect.y, rect.w
        self.menu_rect = pygame.Rect(x + LABEL_W, y, w - LABEL_W, MENU_H)
        UILabel(fit.rect(x, y, LABEL_W, MENU_H), "Scenario", ui, object_id="#field")
        self.scenario_menu = self._scenario_menu()
        y += MENU_H + 8
        UILabel(fit.rect(x, y, w, 28), "Expansion parts", ui, object_id="#field")
        y += 28
        self.buttons: dict[str, UIButton] = {}
        choosing = [*scenarios[1:], *parts]  # a scenario's choice (its difficulty), a part's
        choices = {mid: adapter_class(mid).new_game_choice() for mid in choosing}
        self.set_heights = {
            mid: 26 + (len(c.items) + 1) // 2 * SET_ROW for mid, c in choices.items() if c
        }
        places = chip_places(parts, self.names, w - SCROLLBAR, fit)
        self.need = (max((row for _, row, _ in places.values()), default=-1) + 1) * PART_ROW
        self.column = pygame.Rect(x, y, w, rect.bottom - y)  # the parts and what follows them
        self.places = places
        self.parts_box: UIScrollingContainer | None = None
        if not parts:
            UILabel(fit.rect(x, y, w, 30), "None installed yet", ui, object_id="#hint")
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
                fit.rect(x, y, w, 24), choice.title, ui, object_id="#hint"
            )
            for value, label in choice.items:  # placed when shown (see _show_sets)
                button = UIButton(fit.rect(x, y, w // 2, SET_ROW - 3), label, ui)
                self.set_buttons[button] = (pid, value)
        self.summary = UITextBox("", fit.rect(x, y, w, 40), ui)

    def _size_parts(self, height: int) -> None:
        """The parts list ``height`` design units tall (made again when that changes: a
        scrolling container does not resize well); they scroll (mouse wheel or scroll bar)
        when they do not all fit."""
        fit = self.screen_fit
        local = Fit(fit.window, fit.scale)
        rect = fit.rect(self.column.x, self.column.y, self.column.w, height)
        if self.parts_box is not None:
            if self.parts_box.rect == rect:
                return
            self.parts_box.kill()
        box = self.parts_box = UIScrollingContainer(rect, self.ui, allow_scroll_x=False)
        if height < self.need:
            need = local.px(self.need)
            inner = local.px(self.column.w - SCROLLBAR)
            box.set_scrollable_area_dimensions((inner, need))
            bar = box.vert_scroll_bar
            if bar is not None:
                # pygame_gui rounds its slider's height down, leaving up to need/track pixels at
                # the list's foot out of reach: room below the last row for them
                slack = math.ceil(need / bar.scrollable_height) + 1
                box.set_scrollable_area_dimensions((inner, need + slack))
                bar = box.vert_scroll_bar
            if bar is not None:  # a notch of the wheel moves the parts by one row, none skipped
                bar.scroll_wheel_speed = local.px(PART_ROW) * bar.scrollable_height / rect.h
        for pid, (left, row, width) in self.places.items():
            at = local.rect(left, row * PART_ROW, width, PART_ROW - 4)
            self.buttons[pid] = UIButton(at, self.names[pid], self.ui, container=box)
        self._mark_parts()

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
        self.scenario_menu = self._scenario_menu()
        self._show_sets()
        self._mark_parts()
        text = "<br>".join(
            f"<b>{html.escape(self.names[m])}</b>: {html.escape(self.summaries[m])}"
            for m in (self.ruleset() or [BASE])
        )
        self.summary.set_text(text)

    def _mark_parts(self) -> None:
        """Each part's switch chosen, free or greyed; a grey one's tooltip says why."""
        for mid, button in self.buttons.items():
            why = self.reasons.get(mid)
            look = "#toggle_on" if mid in self.parts else "#toggle_greyed" if why else "#toggle_off"
            button.change_object_id(look.replace("#", "#small_"))
            button.set_tooltip(html.escape(why or self.summaries[mid]))

    def _label(self, sid: str) -> str:
        """A scenario's words in the drop-down."""
        return self.names[sid] + (NOT_NOW if self.reasons.get(sid) else "")

    def _scenario_menu(self) -> UIDropDownMenu:
        """The drop-down of scenarios with the chosen one shown (made again when the choice or
        what fits changes: pygame_gui menus cannot change their options)."""
        old = getattr(self, "scenario_menu", None)
        options = [(self._label(sid), sid) for sid in self.scenarios]
        chosen = (self._label(self.scenario), self.scenario)
        if old is not None:
            if old.options_list == options and tuple(old.selected_option) == chosen:
                return old
            old.kill()
        return UIDropDownMenu(options, chosen, self.screen_fit.box(self.menu_rect), self.ui)

    def choose_scenario(self, sid: str) -> None:
        """A scenario chosen in the drop-down: chosen, or kept out with the reason said."""
        why = self.reasons.get(sid)
        self.message = why or ""
        if not why:
            self.scenario = sid
        self.refresh()

    def changed(self, element: object, sid: str) -> bool:
        """A choice in the scenario drop-down. True if it was the drop-down."""
        if element is not self.scenario_menu or sid not in self.scenarios:
            return False
        self.choose_scenario(sid)
        return True

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
        fit, column = self.screen_fit, self.column
        set_h = self.set_heights[shown] if shown else 0
        room = max(PARTS_SHOWN * PART_ROW, column.h - SUMMARY_H - set_h)
        parts_h = min(self.need, room) if self.part_ids else 34
        self._size_parts(parts_h)
        y = column.y + parts_h
        half = (column.w - 6) // 2
        if shown:
            self.set_labels[shown].set_relative_position(fit.point(column.x, y))
            items = [b for b, (pid, _) in self.set_buttons.items() if pid == shown]
            for n, button in enumerate(items):
                at = fit.rect(
                    column.x + (n % 2) * (half + 6), y + 26 + (n // 2) * SET_ROW, half, SET_ROW - 3
                )
                button.set_relative_position(at.topleft)
                button.set_dimensions(at.size)
        top = y + set_h + 6
        rect = pygame.Rect(column.x, top, column.w, column.bottom - top)
        if rect.height < 40:  # no room left: the tooltips say the same
            self.summary.hide()
            return
        self.summary.show()
        shown_at = fit.box(rect)
        self.summary.set_relative_position(shown_at.topleft)
        self.summary.set_dimensions(shown_at.size)

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
        self.parts ^= {mid}
        self.refresh()
        return True
