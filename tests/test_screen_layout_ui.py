"""The play screen's layout: it fits any window from 1024x600 to 3840x2160 with four players and
every part, nothing overlaps, text stays readable, and the layout defects of the playtest are
gone (each shown by the events that showed it)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from ui_driver import FRAME, key, post

from engine.tang_garden.api import SetupError, known_modules, new_game
from game.app import App
from game.layout import PlayLayout
from game.scenes.play import PlayScene
from game.screen_fit import MIN_TEXT
from game.screenshot import random_turns
from game.session import Session
from game.settings import Settings

SIZES = [(1024, 600), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160)]
PARTS = tuple(m.id for m in known_modules() if m.kind == "part")


def every_part(turns: int = 30):
    """Four players with every expansion part, some turns in (seven lanterns each)."""
    state = random_turns(4, 1, turns, ruleset=PARTS)
    assert max(len(p.lanterns) for p in state.players) == 7
    return state


def table(state, size=(1280, 800), ui_scale: float = 1.0) -> tuple[App, PlayScene]:
    settings = Settings(animation="off", show_handoff=False, ui_scale=ui_scale)
    app = App(settings=settings, window=size)
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    app.step(FRAME)
    return app, scene


def overlaps(rects: list[pygame.Rect]) -> list[tuple[pygame.Rect, pygame.Rect]]:
    return [(a, b) for a, b in itertools.combinations(rects, 2) if a.colliderect(b)]


def assert_fits(scene: PlayScene) -> None:
    lay: PlayLayout = scene.lay
    window = pygame.Rect((0, 0), lay.size)
    areas = [r for r in lay.areas() if r.w and r.h]
    assert all(window.contains(r) for r in areas), areas
    assert not overlaps(areas)
    assert lay.scale * MIN_TEXT >= 12  # the panel's smallest text, on screen
    choices = [b.rect for b in scene.buttons]
    assert all(lay.lower.contains(r) for r in choices)
    assert not overlaps(choices)
    assert not any(r.colliderect(scene.hand_rect) or r.colliderect(scene.log_rect) for r in choices)
    assert lay.lower.contains(scene.log_rect) and lay.lower.contains(scene.hand_rect)
    top = [b.rect for b in scene.top_buttons.values()]
    assert all(lay.top.contains(r) for r in top) and not overlaps(top)
    assert all(lay.clip.contains(r) for r, _, _ in scene.panel.hotspots)
    assert all(scene.layout.bounds.contains(r) for r, _, _ in scene.board.hotspots)
    assert all(lay.lower.contains(r) for r, _, _ in scene.shelf_spots)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_play_screen_fits_the_window_with_every_part_and_four_players(size):
    """Board, panel, hand, buttons and log side by side at the window's own size, none over
    another; the board is the largest square left; no text under 12 px."""
    app, scene = table(every_part(), size)
    assert_fits(scene)
    assert app.screen.get_size() == size  # drawn at the window's resolution, not scaled
    lay = scene.lay
    assert lay.board.h >= 0.8 * min(size[1] - 66, size[0] - 16 - 12 - 524 * lay.scale)
    key(app, pygame.K_d)  # two cards in the hand
    assert scene.hand and scene.shelf_spots
    assert_fits(scene)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=str)
def test_yin_and_yang_fits_the_window(size):
    state = new_game(["Solo"], 3, ruleset=["yin-yang"])
    _, scene = table(state, size)
    assert_fits(scene)


def test_a_larger_ui_scale_chosen_in_settings_is_remembered_and_enlarges_the_panel(home):
    import pygame_gui

    from game.scenes.settings import SettingsScene

    app, scene = table(new_game(["A", "B"], 1), (2560, 1440))
    assert scene.lay.scale == 1.0
    settings = SettingsScene(app, back=scene)
    app.switch(settings)
    changed = dict(ui_element=settings.scale_menu, text="150%")
    post(app, pygame_gui.UI_DROP_DOWN_MENU_CHANGED, **changed)
    key(app, pygame.K_RETURN)  # Save
    assert app.scene is scene
    app.step(FRAME)
    assert Settings.load().ui_scale == 1.5
    assert scene.lay.scale == 1.5
    assert_fits(scene)


def test_a_window_resized_lays_the_screen_out_again():
    app, scene = table(new_game(["A", "B"], 1), (1280, 800))
    post(app, pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080)
    app.step(FRAME)
    assert scene.lay.size == (1920, 1080)
    assert scene.layout.bounds.h > 900
    assert_fits(scene)


# --- the layout defects of the playtest ---------------------------------------------------------


def test_with_every_part_a_refusal_is_one_wide_line_not_a_box_over_the_stacks():
    """A refusal with expansion parts on was wrapped word by word into a box at the top left
    that covered the greenery stack."""
    app, scene = table(every_part())
    stack = next(r for r, k, _ in scene.board.hotspots if k == "stack")
    post(app, pygame.MOUSEMOTION, pos=stack.center, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=stack.center, button=1)
    post(app, pygame.MOUSEMOTION, pos=(stack.centerx + 40, 4), rel=(1, 1), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=(stack.centerx + 40, 4), button=1)
    assert scene.message
    assert scene.note_box.w > scene.lay.size[0] // 3
    assert not any(scene.note_box.colliderect(r) for r, k, _ in scene.board.hotspots)


def test_no_choice_button_lies_over_a_panel_row():
    """ "Place a Decoration (draw 2) [D]" lay over the "Seasoned cards beside the boards" row."""
    _, scene = table(every_part())
    for r, _, _ in scene.panel.hotspots:
        assert not any(b.rect.colliderect(r) for b in scene.buttons)
    assert scene.lay.lower.top >= scene.lay.clip.bottom or scene.lay.lower.left >= (
        scene.lay.clip.right
    )


def test_seven_lanterns_leave_the_first_players_name_clear():
    _, scene = table(every_part())
    first = next(r for r, words in scene.panel.labels if "(first player)" in words)
    lanterns = [r for r, k, _ in scene.panel.hotspots if k in ("lantern", "lantern_of")]
    assert len(lanterns) >= 7
    assert not any(first.colliderect(r) for r in lanterns)


def test_the_collected_decorations_row_stays_inside_the_players_board():
    _, scene = table(random_turns(4, 2, 40))
    played = [r for r, k, _ in scene.panel.hotspots if k == "played"]
    assert played
    rows = [r for r, k, _ in scene.panel.hotspots if k == "track"]
    for r in played:
        row_top = max(t.y for t in rows if t.y < r.y) - round(32 * scene.lay.scale)
        assert r.bottom <= row_top + round(106 * scene.lay.scale)  # inside the 4 px border


def test_the_hand_never_covers_the_board():
    """The drawn cards', landscapes' and reserved tile's tray covered the bottom stacks and
    slots."""
    app, scene = table(every_part())
    key(app, pygame.K_d)
    assert scene.shelf_spots
    for r, _, _ in scene.shelf_spots:
        assert not r.colliderect(scene.layout.bounds)


def test_the_row_and_column_badges_cover_no_tile_and_no_slot():
    _, scene = table(every_part())
    lay = scene.layout
    assert len(scene.board.badges) == 32
    for badge in scene.board.badges:
        assert not badge.colliderect(lay.garden)
        assert not any(badge.colliderect(r) for r in lay.slots.values())


def test_the_reward_preview_leaves_the_tile_being_placed_in_sight():
    app, scene = table(new_game(["A", "B"], 4, first=0, start_face="A", start_rot=0))
    build = next(o for o in scene.options if type(o).__name__ == "Build")
    stack = next(r for r, k, p in scene.board.hotspots if k == "stack" and p == build.stack)
    cell = scene.layout.cell_rect(build.x, build.y)
    post(app, pygame.MOUSEMOTION, pos=stack.center, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=stack.center, button=1)
    for _ in range(build.rot):
        key(app, pygame.K_r)
    post(app, pygame.MOUSEMOTION, pos=cell.center, rel=(1, 1), buttons=(1, 0, 0))
    app.step(FRAME)
    assert scene.aim.box is not None
    assert not scene.aim.box.colliderect(cell)
    held = pygame.Rect(0, 0, scene.layout.cell, scene.layout.cell)
    held.center = cell.center
    assert not scene.aim.box.colliderect(held)


def test_the_solo_panel_has_no_empty_gap_above_the_log():
    """With no choice buttons (a solo turn is made with the pieces), the log follows the panel
    right away instead of under an empty row."""
    from tests.test_solo_screen_ui import solo_at

    _, scene = table(solo_at(4, lambda s: s.tasks[-1][0] == "solo_main"))
    assert not scene.buttons
    panel_bottom = max(r.bottom for r, _, _ in scene.panel.hotspots)
    assert scene.panel.log_rect.top - panel_bottom <= 24


@pytest.mark.parametrize(("players", "size"), [(2, (1024, 600)), (4, (1366, 768))])
def test_the_panel_shrinks_to_12_px_text_before_it_scrolls(players, size):
    """Two players at 1024x600, four at 1366x768: the whole panel shows at once, its text
    shrunk to no less than 12 px (it stopped at 13.6 px and scrolled, cutting names)."""
    app, scene = table(random_turns(players, 1, 20))
    post(app, pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    scene.draw(app.screen)
    lay = scene.lay
    assert lay.size == size and not lay.scrolls
    assert lay.scale * MIN_TEXT >= 12
    assert_fits(scene)


@pytest.mark.parametrize("size", [(1024, 600), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_top_buttons_words_fit_inside_them_while_a_hint_is_found(size, monkeypatch):
    """H: the Hint button says "Thinking…" whole (a real window at 1024x600 showed
    "Thinking.." cut at its right edge); Undo, Rules and Save & menu fit too."""
    import threading

    from game import hint_card
    from game.scenes.common import gui_font

    found = threading.Event()  # held back, so the button shows the thinking
    monkeypatch.setattr(hint_card, "hint", lambda state: found.wait(5) and None)
    app, scene = table(new_game(2, 1), size)
    key(app, pygame.K_h)
    texts = {name: b.text for name, b in scene.top_buttons.items()}
    rects = {name: b.rect.copy() for name, b in scene.top_buttons.items()}
    found.set()
    assert texts["hint"] == "Thinking…"
    padding = 2 * (10 + 1 + 1)  # the theme's text padding, border and shadow on each side
    for name, text in texts.items():
        assert gui_font(20).size(text)[0] + padding <= rects[name].w, text


def test_no_panel_text_is_drawn_below_the_readable_size_with_every_part(monkeypatch):
    """At 1024x600 the panel shows at 0.75: text of fewer than MIN_TEXT design units falls
    under 12 px (a real window showed the Autumn boards' marks, the leaves' counts and "+1
    unseen", and the dragons' "free" at 10 px)."""
    from game import assets

    _, scene = table(every_part(), (1024, 600))
    sizes: dict[str, int] = {}
    real = assets.text

    def spy(words, size, colour=(0, 0, 0), bold=False):
        sizes[words] = min(size, sizes.get(words, size))
        return real(words, size, colour, bold)

    monkeypatch.setattr(assets, "text", spy)
    scene.invalidate()  # the panel's blocks are drawn anew
    scene.panel.surface(scene.seen, scene.shown, scene.lay, scene.viewer)
    assert sizes and scene.lay.scale * MIN_TEXT >= 12
    assert {w: s for w, s in sizes.items() if s < MIN_TEXT} == {}


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_log_keeps_four_lines_under_the_cards_in_the_hand(size):
    """D with every part: the two drawn cards in the hand leave the log its four lines (a real
    window at 1366x768 showed one line under them)."""
    app, scene = table(every_part(), size)
    key(app, pygame.K_d)
    assert scene.hand and scene.shelf_spots
    assert scene.log_rect.h >= scene._log_min()


LONG_NAMES = ["Meng Haoran of Xiangyang", "Wang Wei the Painter", "Li Bai Taibai", "Du Fu Zimei"]
SETUPS = [PARTS, *[(m.id,) for m in known_modules() if m.kind == "scenario"]]


def text_on_screen(scene: PlayScene, monkeypatch) -> dict[str, float]:
    """Every text drawn anew on the play screen (its panel, board, bars, hand, log), by its
    words: its smallest size on screen in pixels (the panel's text is drawn in design units
    and shown at the layout's scale, the rest at the window's own size)."""
    from game import assets
    from game.panel_view import PanelView

    shown: dict[str, float] = {}
    scale = [1.0]
    real_text, real_blocks = assets.text, PanelView._render_blocks

    def spy(words, size, colour=(0, 0, 0), bold=False):
        shown[words] = min(size * scale[0], shown.get(words, size * scale[0]))
        return real_text(words, size, colour, bold)

    def in_design_units(panel, *args):
        scale[0] = scene.lay.scale
        try:
            real_blocks(panel, *args)
        finally:
            scale[0] = 1.0

    monkeypatch.setattr(assets, "text", spy)
    monkeypatch.setattr(PanelView, "_render_blocks", in_design_units)
    for cached in (assets.named_landscape, assets.hand_card):
        cached.cache_clear()
    scene.invalidate()
    scene.draw(scene.app.screen)
    return shown


@pytest.mark.parametrize("ruleset", SETUPS, ids=lambda r: r[0] if len(r) == 1 else "every-part")
def test_no_text_shows_below_12_px_at_1024x600_in_any_setup(ruleset, monkeypatch):
    """Every part and every scenario, four players (as many as may play) with long names, at
    1024x600: nothing is drawn under 12 px on screen (labels shrank to size 14 before they
    were cut, 10.5 px in the panel; the Market's corners, Summer's requests, Autumn solo's
    bonus and four tracks' coin numbers were drawn smaller still)."""
    for players in (4, 2, 1):
        try:
            state = random_turns(LONG_NAMES[:players], 3, 12, ruleset=ruleset)
            break
        except SetupError:
            continue
    _, scene = table(state, (1024, 600))
    shown = text_on_screen(scene, monkeypatch)
    assert shown
    assert {words: px for words, px in shown.items() if px < 12} == {}


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_night_landscape_names_show_whole_on_the_board_and_in_the_panel(size, monkeypatch):
    """Spring's small night landscapes laid on the board's slots and offered in the panel: each
    name shows whole, on one line or two (a real window at 1024x600 showed "Dark cas…", "Firefly
    st…", "Sleeping…", and "Owl wood" drawn at 10.5 px in the panel)."""
    state = random_turns(4, 3, 12, ruleset=("spring", "night-landscapes"))
    _, scene = table(state, size)
    shown = text_on_screen(scene, monkeypatch)
    small = [t for slot, t in state.slots.items() if "_s" in slot and t is not None]
    names = {state.catalog.landscapes[t].name for t in [*small, *state.land_visible["small"]]}
    assert len(names) >= 5  # the large ones show their painted names, large enough
    lines = [words for words, px in shown.items() if px >= 12]
    whole = {f"{a} {b}" for a in lines for b in lines} | set(lines)
    assert {name for name in names if name not in whole} == set()
    cut = [w for w in shown if w.endswith("…") and any(n.startswith(w[:-1]) for n in names)]
    assert cut == []


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_parts_played_show_by_whole_names_and_their_card_lists_every_one(size, monkeypatch):
    """Every part on: the top bar names as many parts as fit, whole, then "+N more"; resting
    the pointer on them shows a card with every part (the list was cut with "…")."""
    from game.hover import entry_for

    app, scene = table(every_part(), size)
    names = [m.name for m in scene.state.ruleset.modules]
    shown = text_on_screen(scene, monkeypatch)
    tag = next(words for words in shown if words.startswith(names[0]))
    listed, more = tag.split("  +")
    whole = listed.split(", ")
    assert whole == names[: len(whole)]
    assert more == f"{len(names) - len(whole)} more"
    post(app, pygame.MOUSEMOTION, pos=scene.parts_box.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(FRAME)
    assert scene.hover.shown == ("ruleset", None)
    card = entry_for(scene.seen, *scene.hover.shown)
    assert ", ".join(words for _, words in card.lines).split(", ") == names


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_prompt_shows_whole_on_the_top_bar(size, monkeypatch):
    """Every part, the seasoned starting pick (the longest prompt): whose turn and what is asked
    show whole, on two lines where one is too short (a real window at 1024x600 showed "...once
    everyone h…" at 12 px)."""
    state = random_turns(4, 5, 0, ruleset=PARTS)
    _, scene = table(state, size)
    words = f"Turn 1 · {state.players[0].name}: {scene.session.decision.prompt}"
    shown = [w for w, px in text_on_screen(scene, monkeypatch).items() if px >= 12]
    assert len(words) > 80
    assert words in shown or any(f"{a} {b}" == words for a in shown for b in shown)
    assert [w for w in shown if w.endswith("…") and words.startswith(w[:-1])] == []


@pytest.mark.parametrize("note", ["Not now.", "That tile cannot go there: " + "no space fits " * 8])
def test_a_note_never_covers_the_prompts_second_line(note):
    """Every part at 1024x600, the seasoned starting pick (a prompt on two lines): a note shows
    beside the prompt's second line when it fits there, else on a strip below the bar; it used
    to cover the second line until it expired."""
    from game.top_bar import LEFT, prompt_lines

    state = random_turns(4, 5, 0, ruleset=PARTS)
    app, scene = table(state, (1024, 600))
    words = f"Turn 1 · {state.players[0].name}: {scene.session.decision.prompt}"
    lines = prompt_lines(words, scene.top_buttons["hint"].rect.x - LEFT - 10)
    assert len(lines) == 2
    second = lines[1].get_rect(topleft=(LEFT, 27))
    scene.say(note)
    app.step(FRAME)
    assert scene.note_box.h > 0
    assert not scene.note_box.colliderect(second)
