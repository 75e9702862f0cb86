"""Setting up a new game: players, names, colours, first player, seed and the ruleset."""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from engine.tang_garden.api import NAME_MAX, name_problem
from game import palette
from game.last_setup import LastSetup, load_last_setup
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_card, draw_heading, draw_piece
from game.scenes.ruleset_picker import RulesetPicker
from game.seats import COMPUTER_NAMES, KINDS, PERSON, is_computer, kind_label, kind_of_label

if TYPE_CHECKING:
    from game.app import App

RANDOM = "Random"
COLOUR_LABELS = [f"{c.name.capitalize()} ({c.shape})" for c in palette.PLAYER_COLOURS]
KIND_LABELS = [kind_label(k) for k in KINDS]
LEFT, ENTRY_X = 60, 220  # labels; the entries below the players
NAME_X, KIND_X, COLOUR_X = 176, 348, 586  # a player's row: name, played by, colour
NAME_W, KIND_W, COLOUR_W = 164, 230, 266
SEED_HINT_X = 530  # the seed's hint and Start, right of the entries below the players
RULESET_W, RULESET_WIDEST = 380, 560  # the scenario and parts column at the right
TALLEST = 920  # the form's height at most (design units)
ROW_Y, ROW_H = 238, 72


NOTICE_SECONDS = 6.0  # a damaged remembered setup's message
COUNTS = ["1 (solo)", "2", "3", "4"]  # player counts; 1 plays a solo scenario


def _count_label(count: int) -> str:
    return COUNTS[count - 1]


def parse_seed(text: str) -> tuple[int | None, str]:
    """The seed typed (None for random) and an error message ("" when fine)."""
    text = text.strip()
    if not text:
        return None, ""
    try:
        seed = int(text)
    except ValueError:
        return None, "The seed must be a whole number, like 1234"
    if abs(seed) >= 10**18:
        return None, "That seed is too long: use at most 18 digits"
    return seed, ""


def check_players(names: list[str], colours: list[int]) -> list[str]:
    """One message per player ("" when fine): a name the game cannot keep (the engine's one
    rule for names), repeated names, shared colours."""
    errors = [""] * len(names)
    seen: dict[str, int] = {}
    taken: dict[int, int] = {}
    for i, name in enumerate(names):
        clean = name.strip()
        problem = name_problem(clean)
        if problem:
            errors[i] = problem
        elif clean.casefold() in seen:
            errors[i] = f"Player {seen[clean.casefold()] + 1} already has this name"
        else:
            seen[clean.casefold()] = i
        if colours[i] in taken and not errors[i]:
            colour = palette.PLAYER_COLOURS[colours[i]].name
            errors[i] = f"{colour.capitalize()} is already taken by Player {taken[colours[i]] + 1}"
        taken.setdefault(colours[i], i)
    return errors


class NewGameScene(Scene):
    """The set-up form; Start begins the game on the play screen."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.count = 2
        self.colours = list(range(len(palette.PLAYER_COLOURS)))
        self.kinds = [PERSON] * 4  # each seat: a person or a computer player's level
        self.build()
        remembered, problem = load_last_setup()
        if remembered is not None:
            self.restore(remembered)
        if problem:
            app.notice = (problem, NOTICE_SECONDS)

    def build(self) -> None:
        """The players' rows and what follows them at the left, the ruleset column at the
        right as wide and tall as the window leaves room for, centred; the form as it was."""
        kept = self.remembered() if hasattr(self, "rows") else None
        seed = self.seed_entry.get_text() if kept else ""
        w, h = self.fit.room
        h = min(h, TALLEST)  # taller gives the summary nothing to show: the form is centred
        ruleset_w = max(RULESET_W, min(RULESET_WIDEST, w - 900))
        fit = self.form = self.fit.centred((900 + ruleset_w, h))
        ui = self.ui
        self.title_rect = pygame.Rect(LEFT - 30, 112, 840 + ruleset_w, h - 120)  # design units
        UILabel(fit.rect(LEFT, 130, 160, 40), "Players", ui, object_id="#field")
        self.count_menu = UIDropDownMenu(COUNTS, "2", fit.rect(ENTRY_X, 130, 110, 40), ui)
        UILabel(fit.rect(NAME_X, 190, NAME_W, 30), "Name", ui, object_id="#hint")
        UILabel(fit.rect(KIND_X, 190, KIND_W, 30), "Played by", ui, object_id="#hint")
        UILabel(fit.rect(COLOUR_X, 190, COLOUR_W, 30), "Colour and shape", ui, object_id="#hint")
        self.rows: list[dict] = []
        for i in range(4):
            y = ROW_Y + i * ROW_H
            row = {
                "label": UILabel(
                    fit.rect(LEFT, y, 84, 42), f"Player {i + 1}", ui, object_id="#field"
                ),
                "name": UITextEntryLine(
                    fit.rect(NAME_X, y, NAME_W, 42), ui, initial_text=f"Player {i + 1}"
                ),
                "kind": UIDropDownMenu(
                    KIND_LABELS, KIND_LABELS[0], fit.rect(KIND_X, y, KIND_W, 42), ui
                ),
                "colour": UIDropDownMenu(
                    COLOUR_LABELS, COLOUR_LABELS[i], fit.rect(COLOUR_X, y, COLOUR_W, 42), ui
                ),
                "message": UILabel(
                    fit.rect(NAME_X, y + 43, 670, 24), " ", ui, object_id="#message"
                ),
            }
            row["name"].length_limit = NAME_MAX + 10
            self.rows.append(row)
        y = 0  # the rows below the players move up and down with their number (see _layout)
        self.first_label = UILabel(
            fit.rect(LEFT, y, 160, 42), "First player", ui, object_id="#field"
        )
        self.first_menu = UIDropDownMenu([RANDOM], RANDOM, fit.rect(ENTRY_X, y, 290, 42), ui)
        self.seed_label = UILabel(fit.rect(LEFT, y, 160, 42), "Seed", ui, object_id="#field")
        self.seed_entry = UITextEntryLine(fit.rect(ENTRY_X, y, 290, 42), ui)
        self.seed_entry.set_tooltip("The same seed deals the same game; leave empty for chance")
        self.seed_hint = UILabel(
            fit.rect(SEED_HINT_X, y, 330, 42),
            "Leave empty for a random deal",
            ui,
            object_id="#hint",
        )
        self.seed_message = UILabel(fit.rect(ENTRY_X, y, 610, 24), " ", ui, object_id="#message")
        self.back_button = UIButton(
            fit.rect(ENTRY_X, y, 180, 50),
            "Back",
            ui,
            tool_tip_text="Return to the title screen (Esc)",
        )
        self.start_button = UIButton(
            fit.rect(SEED_HINT_X, y, 290, 50),
            "Start",
            ui,
            tool_tip_text="Begin the game (Enter)",
            object_id="#primary",
        )
        self.picker = RulesetPicker(ui, pygame.Rect(860, 130, ruleset_w, h - 154), fit)
        self.set_count(2)
        if kept is not None:
            self.restore(kept)
            self.seed_entry.set_text(seed)

    # --- state of the form --------------------------------------------------------------------

    def names(self) -> list[str]:
        return [row["name"].get_text() for row in self.rows[: self.count]]

    def _layout(self) -> None:
        """Place the first-player, seed and button rows under the last player shown."""
        top = ROW_Y + self.count * ROW_H + 6
        places = {  # attribute -> offset below ``top``
            "first_label": 0,
            "first_menu": 0,
            "seed_label": 62,
            "seed_entry": 62,
            "seed_hint": 62,
            "seed_message": 105,
            "back_button": 148,
            "start_button": 148,
        }
        for name, dy in places.items():
            element = getattr(self, name)
            element.set_relative_position(
                (element.relative_rect.x, self.form.point(0, top + dy)[1])
            )

    def set_count(self, count: int) -> None:
        self.count = count
        self._layout()
        for i, row in enumerate(self.rows):
            for element in row.values():
                if i < count:
                    element.show()
                else:
                    element.hide()
        if self.count_menu.selected_option[0] != _count_label(count):
            self.count_menu = self._remake(self.count_menu, COUNTS, _count_label(count))
        self._refresh_first()
        self.picker.fit(count)
        self.check(show_empty=False)

    def set_name(self, index: int, name: str) -> None:
        self.rows[index]["name"].set_text(name)
        self._refresh_first()
        self.check(show_empty=False)

    def set_colour(self, index: int, colour: int) -> None:
        self.colours[index] = colour
        menu = self.rows[index]["colour"]
        if menu.selected_option[0] != COLOUR_LABELS[colour]:
            self.rows[index]["colour"] = self._remake(menu, COLOUR_LABELS, COLOUR_LABELS[colour])
        self.check(show_empty=False)

    def set_kind(self, index: int, kind: str) -> None:
        """A person or a computer player at this seat; a computer gets a poet's name when the
        seat still had its default name (and a person gets the default back)."""
        old, self.kinds[index] = self.kinds[index], kind
        menu = self.rows[index]["kind"]
        if menu.selected_option[0] != kind_label(kind):
            self.rows[index]["kind"] = self._remake(menu, KIND_LABELS, kind_label(kind))
        name = self.rows[index]["name"].get_text().strip()
        defaults = {PERSON: f"Player {index + 1}", "computer": COMPUTER_NAMES[index]}
        was, now = ("computer" if is_computer(k) else PERSON for k in (old, kind))
        if was != now and name == defaults[was]:
            self.set_name(index, defaults[now])

    def remembered(self) -> LastSetup:
        """The form as the next New game will start from it (every seat's, the seed aside)."""
        choice = self.first_choice()
        scenario, parts, sets = self.picker.chosen()
        return LastSetup(
            count=self.count,
            names=[row["name"].get_text().strip() for row in self.rows],
            colours=list(self.colours),
            kinds=list(self.kinds),
            first="" if choice == RANDOM else choice,
            scenario=scenario,
            parts=parts,
            sets=sets,
        )

    def restore(self, setup: LastSetup) -> None:
        """Fill the form from a remembered setup; what no longer fits is left as it was."""
        self.set_count(setup.count)
        for i, kind in enumerate(setup.kinds[:4]):
            if kind in KINDS:
                self.set_kind(i, kind)
        for i, colour in enumerate(setup.colours[:4]):
            if 0 <= colour < len(palette.PLAYER_COLOURS):
                self.set_colour(i, colour)
        for i, name in enumerate(setup.names[:4]):
            self.rows[i]["name"].set_text(name)
        self.picker.choose(setup.scenario, setup.parts, setup.sets)
        self._refresh_first(setup.first or RANDOM)
        self.check(show_empty=False)

    def first_choice(self) -> str:
        return self.first_menu.selected_option[0]

    def _remake(self, menu: UIDropDownMenu, options: list[str], start: str) -> UIDropDownMenu:
        """pygame_gui menus cannot change their options: replace one in place."""
        rect = menu.relative_rect.copy()  # window pixels
        visible = menu.visible
        menu.kill()
        fresh = UIDropDownMenu(options, start, rect, self.ui)
        if not visible:
            fresh.hide()
        return fresh

    def set_first(self, choice: str) -> None:
        self._refresh_first(choice)

    def _refresh_first(self, keep: str | None = None) -> None:
        """Rebuild the first-player menu from the current names, keeping the choice if possible."""
        keep = keep if keep is not None else self.first_choice()
        options = [RANDOM] + [n.strip() or f"Player {i + 1}" for i, n in enumerate(self.names())]
        start = keep if keep in options else RANDOM
        self.first_menu = self._remake(self.first_menu, options, start)
        for element in (self.first_label, self.first_menu):  # no first player in solo
            element.show() if self.count > 1 else element.hide()

    def check(self, show_empty: bool = True) -> bool:
        """Show each field's problem next to it; True when the game can start."""
        errors = check_players(self.names(), self.colours[: self.count])
        for row, error in zip(self.rows, errors, strict=False):
            if error == "Enter a name" and not show_empty:
                error = ""
            row["message"].set_text(error or " ")
        _, seed_error = parse_seed(self.seed_entry.get_text())
        problem = self.picker.problem()  # a part's choice not complete (the lantern set)
        self.seed_message.set_text(seed_error or (show_empty and problem) or " ")
        return not any(errors) and not seed_error and not problem

    # --- actions ------------------------------------------------------------------------------

    def start(self) -> None:
        """Create the game and go to the play screen (or show what is wrong)."""
        if not self.check():
            return
        from engine.tang_garden.api import new_game
        from game.paths import autosave_path
        from game.session import Session

        names = [n.strip() for n in self.names()]
        seed, _ = parse_seed(self.seed_entry.get_text())
        if seed is None:
            seed = int(time.time() * 1000) % 2**31
        choice = self.first_choice()
        first = names.index(choice) if choice in names else None
        chosen = [palette.PLAYER_COLOURS[c] for c in self.colours[: self.count]]
        table = {
            "colours": [list(c.rgb) for c in chosen],
            "shapes": [c.shape for c in chosen],
            "seats": self.kinds[: self.count],
            "first": first,  # None: drawn (Play again draws it again)
        }
        with contextlib.suppress(OSError):  # the game starts all the same
            self.remembered().save()
        try:
            state = new_game(names, seed, first=first, ruleset=self.picker.entries())
            session = Session(state, autosave=autosave_path(), table=table)
            self.app.switch("play", session=session)
        except Exception as exc:  # never leave the player with a crash on Start
            self.seed_message.set_text(f"The game could not start: {exc}")

    def back(self) -> None:
        self.app.switch("menu")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.picker.press(event.ui_element):
                self.seed_message.set_text(self.picker.message or " ")
            elif event.ui_element is self.start_button:
                self.start()
            elif event.ui_element is self.back_button:
                self.back()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if self.picker.changed(event.ui_element, _option_id(event)):
                self.seed_message.set_text(self.picker.message or " ")
                return
            self._menu_changed(event)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            if event.ui_element is not self.seed_entry:
                self._refresh_first()
            self.check(show_empty=False)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
            elif event.key == pygame.K_ESCAPE:
                self.back()

    def _menu_changed(self, event: pygame.event.Event) -> None:
        if event.ui_element is self.count_menu:
            self.set_count(int(event.text.split()[0]))
            return
        for i, row in enumerate(self.rows):
            if event.ui_element is row["colour"]:
                self.set_colour(i, COLOUR_LABELS.index(event.text))
            elif event.ui_element is row["kind"]:
                self.set_kind(i, kind_of_label(event.text))

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        fit = self.form
        draw_card(surface, fit.box(self.title_rect))
        draw_heading(surface, "New game", fit.point(self.title_rect.centerx, 66), fit.px(44))
        for i in range(self.count):
            colour = palette.PLAYER_COLOURS[self.colours[i]]
            y = ROW_Y + i * ROW_H + 21
            draw_piece(surface, colour.shape, colour.rgb, fit.point(NAME_X - 24, y), fit.px(14))
        self.ui.draw_ui(surface)


def _option_id(event: pygame.event.Event) -> str:
    """The id of the option a drop-down's event chose (its words when it has none)."""
    return getattr(event, "selected_option_id", None) or event.text
