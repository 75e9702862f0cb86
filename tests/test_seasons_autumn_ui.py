"""Autumn on screen, by posted mouse and key events: chosen in New game and played to its end
screen; the leaves, the bags and the Autumn boards explain themselves on hover; a person sees
their own score bag whole and never another player's dealt leaf; the Painter's leaves are
clicked in the garden."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pygame
import pytest

from engine.tang_garden.game import apply, legal_actions, new_game
from engine.tang_garden.modules.autumn_leaves.module import DonateLeaf, KeepLeaf
from engine.tang_garden.modules.painter.module import PainterTakes
from engine.tang_garden.state import Mini
from game import palette
from game.app import App
from game.hover import entry_for
from game.scenes.common import default_table
from game.scenes.play import PlayScene
from game.screenshot import random_turns
from game.session import Session
from game.settings import Settings
from tests.test_scenarios_ui import (
    new_game_screen,
    play_to_the_score_screen,
    record_text,
    start_scenario,
)
from tests.ui_driver import FRAME, button_for, click, post, spot

pytestmark = pytest.mark.ui


def scene_for(state, show_handoff=False):
    app = App(settings=Settings(animation="off", show_handoff=show_handoff))
    scene = PlayScene(app, Session(state, table=default_table(len(state.players))))
    app.switch(scene)
    scene.draw(app.screen)
    return app, scene


def rest_on(app, scene, rect):
    post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(FRAME)
    return scene.hover.shown


def builds_on_leaves(scene) -> list:
    """The builds open now onto a leaf in the garden."""
    garden = scene.state.ext["autumn-leaves"].garden
    return [o for o in scene.options if hasattr(o, "stack") and (o.x, o.y) in garden]


def to_a_leaf(state):
    rand = random.Random(1)
    garden = state.ext["autumn-leaves"].garden
    while not any((o.x, o.y) in garden for o in legal_actions(state) if hasattr(o, "stack")):
        state, _ = apply(state, rand.choice(legal_actions(state)))
        garden = state.ext["autumn-leaves"].garden
    build = next(o for o in legal_actions(state) if hasattr(o, "stack") and (o.x, o.y) in garden)
    return state, build


@pytest.mark.parametrize("seed", [4])
def test_whole_autumn_game_by_mouse_from_new_game_to_its_end_screen(home, seed):
    """New game, Autumn chosen, every step a gesture (leaves donated and kept by their buttons),
    until the end screen, which shows the Leaves category."""
    app, scene = start_scenario("autumn", seed, speed="off")
    assert "autumn" in scene.state.ruleset and "autumn-leaves" in scene.state.ruleset
    made = play_to_the_score_screen(app, scene, random.Random(seed), builds_on_leaves)
    assert {DonateLeaf, KeepLeaf} <= made
    labels = [e.text for e in app.scene.ui.get_sprite_group().sprites() if hasattr(e, "text")]
    assert "Leaves" in labels
    assert "Donation bag" in app.scene.details.html_text


def test_the_leaf_buttons_say_the_colour_and_what_a_donation_is_worth(home):
    state, build = to_a_leaf(new_game(2, 3, ruleset=["autumn"]))
    colour = state.ext["autumn-leaves"].garden[build.x, build.y]
    state, _ = apply(state, build)
    app, scene = scene_for(state)
    texts = {b.text for b in scene.buttons}
    assert {f"Donate the {colour} leaf", f"Keep the {colour} leaf"} <= texts
    click(app, button_for(scene, DonateLeaf(), app).center)
    app.step(FRAME)
    assert colour in scene.session.log[-3] + scene.session.log[-2] + scene.session.log[-1]


def test_every_autumn_piece_has_a_hover_card(home):
    state = new_game(3, 2, ruleset=["autumn"])
    app, scene = scene_for(state)
    wanted = ("leaf", "score_bag", "donation_bag", "autumn_board")
    for kind in wanted:
        for _ in range(20):  # the panel's blocks scroll by the wheel when they do not fit
            scene.draw(app.screen)
            found = [(r, p) for r, k, p in scene.board.hotspots + scene.panel.hotspots if k == kind]
            if found:
                break
            clip = scene.lay.clip
            post(app, pygame.MOUSEMOTION, pos=clip.center, rel=(0, 0), buttons=(0, 0, 0))
            post(app, pygame.MOUSEWHEEL, x=0, y=-1)
            app.step(FRAME)
        assert found, kind
        rect, payload = found[0]
        assert rest_on(app, scene, rect) == (kind, payload), kind
        entry = entry_for(scene.state, kind, payload)
        assert entry is not None and entry.lines, kind
        assert not any("_" in words for line in entry.lines for words in line), entry


def test_au5_a_person_sees_their_own_bag_whole_and_never_another_player_s_dealt_leaf(home):
    state = new_game(2, 5, ruleset=["autumn"], first=0)
    _, scene = scene_for(state)
    assert scene.viewer == 0
    mine, theirs = state.ext["autumn-leaves"].bags
    own = dict(entry_for(scene.state, "score_bag", 0).lines)
    other = dict(entry_for(scene.state, "score_bag", 1).lines)
    assert own["Inside"] == f"1 {mine[0]}"
    assert "Inside" not in other and other["Seen going in"] == "no leaf"
    assert theirs[0] not in " ".join(other.values()).replace("leaf", "")
    shown = record_text(scene)
    assert "+1 unseen" in shown  # the other bag, never its colour


def test_au9_the_painter_s_leaf_is_chosen_by_clicking_it_in_the_garden(home):
    from engine.core.flow import settle
    from engine.tang_garden.play import conclude

    state = new_game(2, 6, ruleset=["autumn"], first=0)
    state.minis[3, 3, "tile"] = Mini("painter", 0, 0)
    events = []
    conclude(state, "test", events)
    settle(state, events)
    app, scene = scene_for(state)
    x, y = sorted(state.ext["autumn-leaves"].garden)[0]
    click(app, spot(scene, "leaf", (x, y)).center)
    for _ in range(3):
        app.step(FRAME)
    assert scene.state.actions()[-1] == PainterTakes(x, y)


def test_au2_new_game_chooses_the_autumn_boards_side(home):
    """Autumn boards switched on in New game (with the Objective boards): the Asymmetric button
    gives every seat its own board."""
    from tests.ui_driver import switch_on

    app = new_game_screen(speed="off")
    picker = app.scene.picker
    for pid in ("objective-boards", "autumn-boards"):
        switch_on(app, pid)
    assert picker.parts == {"objective-boards", "autumn-boards"}
    buttons = {value: b for b, (pid, value) in picker.set_buttons.items() if pid == "autumn-boards"}
    assert set(buttons) == {"identical", "asymmetric"} and buttons["asymmetric"].visible
    click(app, buttons["asymmetric"].rect.center)
    app.step(FRAME)
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene), app.scene.seed_message.text
    assert scene.state.ruleset.by_id["autumn-boards"].options.side == "asymmetric"


class Recording(pygame.Surface):
    """A panel layer that keeps where each picture was put and each red frame drawn."""

    def __init__(self, size):
        super().__init__(size)
        self.glyphs: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):
        at = super().blit(source, dest, *args, **kwargs)
        self.glyphs.append(source.get_bounding_rect().move(at.topleft))
        return at


def test_the_red_cube_frames_its_space_and_covers_no_mark(monkeypatch):
    """The Autumn boards in the panel: each red cube's frame lies clear of every space's mark
    (a real window showed the frame inside the space, over its "W" or "1")."""
    from game.tang_garden.module_ui_registry import adapters
    from game.tang_garden.modules.autumn_boards.ui import AutumnBoardsUI

    state = random_turns(4, 3, 12, ruleset=("autumn",))
    scene_for(state)  # the window and its fonts
    boards = next(a for a in adapters(state.ruleset) if isinstance(a, AutumnBoardsUI))
    assert any(boards.module.of(state).at)  # cubes have stepped onto marked spaces
    frames: list[tuple[pygame.Rect, int]] = []
    real = pygame.draw.rect

    def spy(surface, colour, rect, width=0, *args, **kwargs):
        if tuple(colour)[:3] == palette.SEAL_RED[:3] and width:
            frames.append((pygame.Rect(rect), width))
        return real(surface, colour, rect, width, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", spy)
    layer = Recording((560, 200))
    panel = SimpleNamespace(
        layer=layer, colours=default_table(4)["colours"], spot=lambda *spot: None
    )
    boards.draw_panel(panel, state, (0, 0))
    assert len(frames) == 4
    marks = [g for g in layer.glyphs if g.h <= 14]  # the spaces' marks (not the names)
    for frame, width in frames:
        band = [r for r in marks if frame.colliderect(r)]
        assert all(frame.inflate(-2 * width, -2 * width).contains(r) for r in band), frame


def test_score_bags_full_of_colours_each_take_a_whole_row_and_stay_in_their_section():
    """Three players whose bags hold every colour, one of them unseen: two bags to a row, the
    first one's "+1 unseen" ran into the second's name; now each bag has a row of its own, and
    the section is tall enough for all three."""
    state = new_game(3, 1, ruleset=["autumn-leaves"])
    bags = state.ext["autumn-leaves"].bags
    for bag in bags:
        bag += ["yellow", "red", "blue", "green"]
    _, scene = scene_for(state)
    rows = sorted((r for r, k, _ in scene.panel.hotspots if k == "score_bag"), key=lambda r: r.y)
    assert len(rows) == 3 and len({r.y for r in rows}) == 3  # one bag a row
    assert all(r.w > scene.lay.clip.w * 0.8 for r in rows)
    below = [r for r, k, _ in scene.panel.hotspots if r.top >= rows[-1].bottom]
    assert all(not r.colliderect(row) for r in below for row in rows)
