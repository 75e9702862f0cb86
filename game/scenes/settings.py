"""Player preferences: animation speed, handoff screen, full screen, confirmation, sound, the
play screen's text and panel size."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UIHorizontalSlider, UILabel

from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_card, draw_heading
from game.screen_fit import DESIGN, HEADROOM
from game.settings import UI_SCALES

if TYPE_CHECKING:
    from game.app import App

SPEEDS = ["off", "slow", "normal", "fast"]  # the keys of settings.ANIMATION_SPEEDS
TOGGLES = [  # (field, label, explanation)
    (
        "show_handoff",
        "Handoff screen",
        "Cover the table between turns, so nobody sees another player's cards",
    ),
    ("fullscreen", "Full screen", "Fill the whole screen (F11 switches it at any time)"),
    ("confirm_end_turn", "Confirm End turn", "Ask before ending a turn, in case of a slip"),
    ("muted", "Mute sound", "Silence every sound (M switches it at any time)"),
]
LEFT, CONTROL_X, ROW_Y, ROW_H = 240, 500, 166, 72
HINT_W = 560  # a hint under a control (room for its text at 12 px when the screen is small)


class SettingsScene(Scene):
    """Edit a copy of the settings; Save stores them and returns to ``back``."""

    def __init__(self, app: App, back: object) -> None:
        super().__init__(app)
        self.back_scene = back
        self.values = dataclasses.replace(app.settings)
        self.build()

    def build(self) -> None:
        """The rows of settings, each with its control and a hint, in a card in the middle."""
        ui, fit = self.ui, self.fit.centred(headroom=HEADROOM)
        self.card = fit.rect(LEFT - 50, 112, DESIGN[0] - 2 * (LEFT - 50), 646)
        UILabel(fit.rect(LEFT, ROW_Y, 240, 44), "Animation speed", ui, object_id="#field")
        start = self.values.animation if self.values.animation in SPEEDS else "normal"
        self.speed_menu = UIDropDownMenu(
            [s.capitalize() for s in SPEEDS],
            start.capitalize(),
            fit.rect(CONTROL_X, ROW_Y, 200, 44),
            ui,
        )
        UILabel(
            fit.rect(CONTROL_X, ROW_Y + 46, HINT_W, 26),
            "How fast pieces move and scores count; Off shows results at once",
            ui,
            object_id="#hint",
        )
        self.toggles: dict[str, UIButton] = {}
        for i, (name, label, hint) in enumerate(TOGGLES, start=1):
            y = ROW_Y + i * ROW_H
            UILabel(fit.rect(LEFT, y, 240, 44), label, ui, object_id="#field")
            self.toggles[name] = UIButton(
                fit.rect(CONTROL_X, y, 200, 44),
                "",
                ui,
                tool_tip_text="Click to switch on or off",
            )
            UILabel(fit.rect(CONTROL_X, y + 46, HINT_W, 26), hint, ui, object_id="#hint")
            self._show_toggle(name)
        y = ROW_Y + (len(TOGGLES) + 1) * ROW_H
        UILabel(fit.rect(LEFT, y, 240, 44), "Sound volume", ui, object_id="#field")
        self.volume = UIHorizontalSlider(
            fit.rect(CONTROL_X, y + 6, 200, 32), self.values.volume, (0, 100), ui
        )
        UILabel(
            fit.rect(CONTROL_X, y + 46, HINT_W, 26),
            "How loud pieces, coins and turns sound",
            ui,
            object_id="#hint",
        )
        y = ROW_Y + (len(TOGGLES) + 2) * ROW_H
        UILabel(fit.rect(LEFT, y, 240, 44), "Text and panel size", ui, object_id="#field")
        self.scale_menu = UIDropDownMenu(
            [_percent(s) for s in UI_SCALES],
            _percent(self.values.ui_scale),
            fit.rect(CONTROL_X, y, 200, 44),
            ui,
        )
        UILabel(
            fit.rect(CONTROL_X, y + 46, HINT_W, 26),
            "Larger words and panel on the play screen (for large screens)",
            ui,
            object_id="#hint",
        )
        y = ROW_Y + (len(TOGGLES) + 3) * ROW_H + 8
        self.back_button = UIButton(
            fit.rect(LEFT, y, 200, 50), "Back", ui, tool_tip_text="Leave without saving (Esc)"
        )
        self.save_button = UIButton(
            fit.rect(CONTROL_X, y, 200, 50),
            "Save",
            ui,
            tool_tip_text="Keep these settings (Enter)",
            object_id="#primary",
        )
        self.message = UILabel(
            fit.rect(CONTROL_X + 220, y + 10, 240, 30), " ", ui, object_id="#message"
        )

    def _show_toggle(self, name: str) -> None:
        on = bool(getattr(self.values, name))
        button = self.toggles[name]
        button.set_text("On" if on else "Off")
        button.change_object_id("#toggle_on" if on else "#toggle_off")

    def toggle(self, name: str) -> None:
        setattr(self.values, name, not getattr(self.values, name))
        self._show_toggle(name)

    def set_speed(self, speed: str) -> None:
        self.values.animation = speed

    def save(self) -> None:
        try:
            self.values.save()
        except OSError as exc:
            self.message.set_text(f"Not saved: {exc.strerror or exc}")
            return
        self.app.settings = self.values
        self.app.set_fullscreen(self.values.fullscreen)
        self.app.switch(self.back_scene)

    def back(self) -> None:
        self.app.switch(self.back_scene)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.save_button:
                self.save()
            elif event.ui_element is self.back_button:
                self.back()
            for name, button in self.toggles.items():
                if event.ui_element is button:
                    self.toggle(name)
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.volume:
                self.values.volume = int(event.value)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.speed_menu:
                self.set_speed(event.text.lower())
            elif event.ui_element is self.scale_menu:
                self.values.ui_scale = next(s for s in UI_SCALES if _percent(s) == event.text)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_m, pygame.K_F11):  # the app switched them already
                for name in ("muted", "fullscreen"):
                    setattr(self.values, name, getattr(self.app.settings, name))
                    self._show_toggle(name)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save()
            elif event.key == pygame.K_ESCAPE:
                self.back()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        draw_card(surface, self.card)
        fit = self.fit.centred(headroom=HEADROOM)
        draw_heading(surface, "Settings", fit.point(DESIGN[0] // 2, 66), fit.px(44))
        self.ui.draw_ui(surface)


def _percent(scale: float) -> str:
    return f"{round(scale * 100)}%"
