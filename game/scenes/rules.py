"""The rules reference: our own rules summary, every character and every decoration."""

from __future__ import annotations

import html
import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UISelectionList, UITextBox

from engine.core import resources
from game import markup, memory
from game.paths import ART, user_dir
from game.scenes.base import Scene
from game.scenes.common import backdrop, draw_heading, preload_fonts
from game.tang_garden.module_ui_registry import adapters
from game.tutorial import lessons

if TYPE_CHECKING:
    from engine.tang_garden.api import Catalog, Ruleset
    from game.app import App
    from game.describe import Entry

RULES_FILE = resources.RULES_TEXT
TABS = [  # (key, label, tooltip)
    ("rules", "Rules", "How to play (Tab switches pages)"),
    ("characters", "Characters", "All {characters} characters of the game: bonus, skill, sight"),
    ("decorations", "Decorations", "Every decoration: where it goes and how it scores"),
]
THUMB = 84  # the largest art height in the lists
WIDEST = 1300  # the list and the text together, at most (design units)
TEXT_WIDTH, CHAR_WIDTH, LINE_HEIGHT = 740, 8.4, 30  # text box metrics at 17 px, for the art float


def rules_pages(path: Path = RULES_FILE, modules: Sequence[str] = ()) -> list[tuple[str, str]]:
    """("All rules", everything) and then one page per section: first the rules of the modules
    being played (``modules``: their rules texts, as Markdown), then those of the rules file."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return [("All rules", f"<b>The rules file could not be read</b>: {html.escape(str(exc))}")]
    parts = [part for module in modules for part in markup.sections(module)]
    parts += markup.sections(text) + markup.sections(lessons.rules_text())
    everything = markup.to_html("\n\n".join(body for _, body in parts))
    return [("All rules", everything)] + [(title, markup.to_html(body)) for title, body in parts]


def _thumbnail(kind: str, ident: str) -> tuple[Path, int] | None:
    """art/<kind>/<id>.png, shrunk to THUMB pixels high if larger (made once), and its height."""
    source = ART / kind / f"{ident}.png"
    if not source.exists():
        return None
    try:
        image = pygame.image.load(str(source))
        w, h = image.get_size()
        if h <= THUMB:
            return source, h
        target = user_dir() / "cache" / "art" / kind / f"{ident}-{THUMB}.png"
        if not target.exists() or target.stat().st_mtime < source.stat().st_mtime:
            scaled = pygame.transform.smoothscale(image, (max(1, w * THUMB // h), THUMB))
            target.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(scaled, str(target))
    except (OSError, pygame.error):
        return None
    return target, THUMB


def _rows(text: str, width: int = TEXT_WIDTH) -> int:
    """Roughly how many lines a text takes in the text box (to size the art's float)."""
    return max(1, math.ceil(len(text) * CHAR_WIDTH / width))


def entry_html(entry: Entry, kind: str) -> str:
    """One character or decoration: a heading, its art when it exists, labelled lines."""
    block = [markup.heading(3, entry.title), "<br>"]
    art = _thumbnail(kind, entry.id)
    if art is not None:
        path, height = art
        text_height = sum(_rows(f"{k}: {v}") for k, v in entry.lines) * LINE_HEIGHT
        below = max(4, text_height - height)
        block.append(f'<img src="{path.as_posix()}" float=left padding="4px 16px {below}px 0px">')
    block.append("<br>".join(f"<b>{html.escape(k)}:</b> {html.escape(v)}" for k, v in entry.lines))
    return "".join(block)


def entry_pages(entries: list[Entry], kind: str, intro: str) -> list[tuple[str, str]]:
    """("All <kind>", every entry) and then one page per entry."""
    blocks = [entry_html(e, kind) for e in entries]
    everything = "<br><br>".join([markup.inline(intro), *blocks])
    return [(f"All {kind}", everything)] + [
        (e.title, f"{markup.inline(intro)}<br><br>{b}")
        for e, b in zip(entries, blocks, strict=True)
    ]


def _catalog(cat: Catalog | None) -> Catalog:
    """The game's components, or the base game's."""
    from engine.tang_garden.api import catalog

    return cat or catalog()


def tab_pages(
    key: str, modules: Sequence[str] = (), cat: Catalog | None = None
) -> list[tuple[str, str]]:
    """The (title, HTML) pages of one tab; the first shows everything. ``modules``: the rules
    texts of the modules being played; ``cat``: the game's components (the base game's when
    None)."""
    if key == "rules":
        return rules_pages(modules=modules)
    from game import describe

    cat = _catalog(cat)
    if key == "characters":
        intro = (
            "Every character in the garden also earns **one coin per decoration** in its line "
            "of sight. Starting characters are dealt at setup; the others come from the deck."
        )
        return entry_pages(describe.characters(cat), "characters", intro)
    intro = (
        "Keep a decoration card to place its piece in the garden and take the card's bonus at "
        "once; the cards you keep score at the end."
    )
    return entry_pages(describe.decorations(cat), "decorations", intro)


class RulesScene(Scene):
    """Tabs, a list of pages and one scrollable text box; Esc or Back returns to ``back``."""

    def __init__(
        self,
        app: App,
        back: object,
        tab: str = "rules",
        ruleset: Ruleset | None = None,
        catalog: Catalog | None = None,
    ) -> None:
        super().__init__(app)
        self.back_scene = back
        self.catalog = catalog  # the game's components, with its modules' (None: the base game)
        self.modules = [a.rules_text() for a in adapters(ruleset)] if ruleset else []
        self.pages: dict[str, list[tuple[str, str]]] = {}
        self.index = min(1, len(self.pages_of(tab)) - 1)
        self.tab = tab
        self.build()

    def build(self) -> None:
        """The tabs and Back at the top, the list of pages at the left and the text box filling
        the rest of the window; the page shown stays."""
        fit, ui = self.fit, self.ui
        preload_fonts(ui, (fit.text(17), 20, 24, 30))  # the text, the headings (markup)
        w, h = fit.room
        wide = min(w - 140, WIDEST)  # lines of text no longer than a reader follows
        left = (w - wide) // 2
        self.tabs: dict[str, UIButton] = {}
        x = left
        count = len(_catalog(self.catalog).characters)
        for key, label, tip in TABS:
            words = tip.format(characters=count)
            self.tabs[key] = UIButton(
                fit.rect(x, 96, 170, 44), label, ui, tool_tip_text=words, object_id="#tab"
            )
            x += 180
        self.back_button = UIButton(
            fit.rect(left + wide - 160, 96, 160, 44), "Back", ui, tool_tip_text="Return (Esc)"
        )
        top = 152
        self.list_rect = fit.rect(left, top, 250, h - top - 24)
        self.box_rect = fit.rect(left + 266, top, wide - 266, h - top - 24)
        tab, self.tab = self.tab, ""
        self.contents: UISelectionList | None = None
        self.box: UITextBox | None = None
        self.show(tab, self.index)

    def pages_of(self, key: str) -> list[tuple[str, str]]:
        """A tab's pages (built once)."""
        if key not in self.pages:
            self.pages[key] = tab_pages(key, self.modules, self.catalog)
        return self.pages[key]

    def show(self, key: str, index: int | None = None) -> None:
        """Switch to a tab (its pages are built once) and one of its pages: by default the first
        after "All ...", which lays the whole tab out as one tall surface (tens of megabytes
        while it is made): that one is made only when chosen."""
        if index is None:
            index = min(1, len(self.pages_of(key)) - 1)
        if key != self.tab:
            self.tab = key
            for name, button in self.tabs.items():
                button.change_object_id("#tab_selected" if name == key else "#tab")
            if self.contents is not None:
                self.contents.kill()
            titles = [title for title, _ in self.pages[key]]
            self.contents = UISelectionList(
                self.list_rect, titles, self.ui, default_selection=titles[index]
            )
        self.open_page(index)

    def open_page(self, index: int) -> None:
        """Show a page in the one text box (a new box per page would leave garbage cycles
        holding each page's rendered text)."""
        self.index = index
        html_text = self.pages[self.tab][index][1]
        if self.box is None:
            self.box = UITextBox(html_text, self.box_rect, self.ui)
        else:
            self.box.set_text(html_text)
            memory.release()  # the replaced page's text layout (a whole tab's is megabytes)

    @property
    def titles(self) -> list[str]:
        """The page titles of the current tab (for tests)."""
        return [title for title, _ in self.pages[self.tab]]

    @property
    def text(self) -> str:
        """The HTML currently shown (for tests)."""
        return self.pages[self.tab][self.index][1]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.app.switch(self.back_scene)
            for key, button in self.tabs.items():
                if event.ui_element is button and key != self.tab:
                    self.show(key)
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            if event.ui_element is self.contents and event.text in self.titles:
                self.open_page(self.titles.index(event.text))
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.app.switch(self.back_scene)
            elif event.key == pygame.K_TAB:
                keys = [k for k, _, _ in TABS]
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.show(keys[(keys.index(self.tab) + step) % len(keys)])

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(surface.get_size()), (0, 0))
        fit = self.fit
        draw_heading(surface, "Rules reference", fit.point(fit.room[0] // 2, 46), fit.px(38))
        self.ui.draw_ui(surface)
