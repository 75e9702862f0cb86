"""Yin & Yang and the end screens as a player meets them (issue 7 defects 3, 6, 7 and 12), by
posted mouse and key events."""

from __future__ import annotations

import random
from functools import cache

import pygame
import pytest

from engine.tang_garden import actions as A
from engine.tang_garden.actions import ACTION_TYPES
from engine.tang_garden.game import apply, legal_actions, new_game, new_solo_game, position
from engine.tang_garden.modules.yin_yang.bots import GreedySoloPlayer
from engine.tang_garden.modules.yin_yang.module import YinYang
from game import assets, palette
from game.app import App
from game.scenes.common import default_table, open_game
from game.scenes.play import PlayScene
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, click, key, perform, post, spot

pytestmark = pytest.mark.ui

IDS = {
    *ACTION_TYPES,
    *(c.kind for c in YinYang.actions),
    "buy_market_tile",
    "place_emperor",
    "move_emperor",
}


def on_screen(state) -> tuple[App, PlayScene]:
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(len(state.players))))
    app.switch(scene)
    app.step(FRAME)
    return app, scene


def drawn_text(app, draw) -> list[tuple[str, pygame.Rect]]:
    """Every line of the game's text drawn by ``draw(surface)``, with where it landed."""
    made: dict[int, str] = {}
    original = assets.text

    def text(words, *args, **kwargs):
        image = original(words, *args, **kwargs)
        made[id(image)] = words
        return image

    class Recorder(pygame.Surface):
        def blit(self, source, dest, area=None, special_flags=0):
            rect = super().blit(source, dest, area, special_flags)
            if id(source) in made:
                seen.append((made[id(source)], rect))
            return rect

    seen: list[tuple[str, pygame.Rect]] = []
    assets.text = text
    try:
        draw(Recorder(app.size))
    finally:
        assets.text = original
    return seen


def words_of(seen) -> str:
    return " | ".join(w for w, _ in seen)


def solo_at(seed: int, until) -> object:
    state, bot = new_solo_game(seed), GreedySoloPlayer(seed)
    while not state.over and not until(state):
        state, _ = apply(state, bot.choose(position(state)))
    return state


def hover_drag(app, scene, start, end) -> None:
    """Pick a piece up and hold it over ``end`` (not dropped)."""
    post(app, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(
        app,
        pygame.MOUSEMOTION,
        pos=((start[0] + end[0]) // 2, end[1]),
        rel=(1, 1),
        buttons=(1, 0, 0),
    )
    post(app, pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))


# --- defect 3: no engine identifier on screen -----------------------------------------------------


def no_identifier_buttons(scene) -> None:
    texts = [button.text for button in scene.buttons]
    assert not [t for t in texts if t in IDS or "_" in t], texts


def test_solo_neutral_character_is_a_piece_not_an_identifier_button(home):
    """After keeping a starting character, the other one is a neutral piece to drag."""
    app, scene = on_screen(new_solo_game(5))
    keep = scene.options[0]
    click(app, spot(scene, "display_char", keep.character).center)
    assert scene.session.decision.kind == "solo_neutral"
    no_identifier_buttons(scene)
    place = scene.options[0]
    perform(app, scene, place)
    assert scene.state.actions()[-1] == place


def test_solo_display_lantern_offers_tiles_to_drag_not_buttons(home):
    """The display lantern: the display's tiles are dragged; the panel holds no option buttons."""
    state = solo_at(
        3,
        lambda s: (
            s.tasks[-1][0] == "solo_main"
            and s.ext["yin-yang"].display
            and A.UseLantern("tile_from_display") in legal_actions(s)
        ),
    )
    app, scene = on_screen(state)
    perform(app, scene, A.UseLantern("tile_from_display"))  # click it, read its card, confirm
    assert scene.session.decision.kind == "solo_display"
    no_identifier_buttons(scene)
    assert len(scene.buttons) <= 2
    tile = scene.options[0]
    perform(app, scene, tile)
    assert scene.state.actions()[-1] == tile


# --- defect 7: previews from the engine's rules ---------------------------------------------------


@cache
def solo_with_footpath() -> tuple[object, A.Build]:
    """A solo turn where a pair's tile would match a footpath (solo pays nothing for it)."""
    from engine.tang_garden.game import preview_build

    for seed in range(40):
        state = solo_at(seed, lambda s: s.tasks[-1][0] == "solo_main" and s.turn_number > 2)
        for option in legal_actions(state) if not state.over else ():
            if isinstance(option, A.Build) and preview_build(state, option).footpaths:
                return state, option
    raise AssertionError("no footpath match found")


def test_solo_tile_preview_says_what_solo_pays(home):
    """Hovering a pair's tile over a space previews the solo rewards: coins, never footpath coins
    or track levels."""
    from engine.tang_garden.game import preview_gains

    state, build = solo_with_footpath()
    app, scene = on_screen(state)
    target = scene.layout.cell_rect(build.x, build.y).center
    hover_drag(app, scene, spot(scene, "stack", build.stack).center, target)
    for _ in range(build.rot):
        key(app, pygame.K_r)
    seen = words_of(drawn_text(app, scene.draw))
    assert "footpath" not in seen
    assert not any(f"+1 {terrain}" in seen for terrain in ("greenery", "water", "rock"))
    assert preview_gains(state, build).words() in seen


# --- defect 12: the pair card leaves the stack count readable; a losing pair is announced --------


def pixels_like(surface: pygame.Surface, rect: pygame.Rect, colour: tuple) -> int:
    """Opaque pixels within a few shades of ``colour``."""
    return sum(
        1
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if (c := surface.get_at((x, y))).a > 200
        and sum(abs(a - b) for a, b in zip(c[:3], colour, strict=True)) < 40
    )


def test_solo_stack_counts_stay_clear_of_the_pair_cards(home):
    """Each stack's name and count stand clear: no pair card (red-framed) reaches into them."""
    app, scene = on_screen(solo_at(4, lambda s: s.tasks[-1][0] == "solo_main"))
    scene.draw(app.screen)
    for name in scene.state.catalog.stack_names:
        words = f"{name} {len(scene.state.stacks[name])}"
        label = assets.text(words, 20, palette.INK, True)
        corner = scene.layout.corners[scene.state.catalog.stack_corner[name]]
        tile = pygame.Rect(0, 0, scene.layout.cell * 2, scene.layout.cell * 2)
        tile.center = corner.center
        rect = label.get_rect(midtop=(tile.centerx, tile.bottom + 6))
        assert pixels_like(app.screen, rect, palette.INK) > 100, name
        assert pixels_like(app.screen, rect, palette.SEAL_RED) == 0, name


def test_solo_warns_that_a_pair_empties_a_stack_and_loses(home):
    """A stack down to its last tile: holding that pair's tile over the garden says the game
    would be lost."""
    state = solo_at(
        6,
        lambda s: (
            s.tasks[-1][0] == "solo_main"
            and any(len(t) == 1 for t in s.stacks.values())
            and any(
                isinstance(o, A.Build) and len(s.stacks[o.stack]) == 1 for o in legal_actions(s)
            )
        ),
    )
    assert not state.over
    build = next(
        o
        for o in legal_actions(state)
        if isinstance(o, A.Build) and len(state.stacks[o.stack]) == 1
    )
    app, scene = on_screen(state)
    target = scene.layout.cell_rect(build.x, build.y).center
    hover_drag(app, scene, spot(scene, "stack", build.stack).center, target)
    for _ in range(build.rot):
        key(app, pygame.K_r)
    assert "the game is lost" in words_of(drawn_text(app, scene.draw))


# --- defect 6 and View garden: end screens -------------------------------------------------------


def test_solo_victory_screen_shows_every_part(home):
    """Four characters on the shared end screen: each one's decorations and sight are itemised
    beside the table, and the table's rows add up to the score."""
    from game.scenes.end import characters_html

    state = solo_at(28, lambda s: False)
    assert state.result.victory and len(state.result.characters) == 4
    app = App(settings=Settings(animation="off"))
    open_game(app, state, default_table(1))
    app.step(FRAME)
    end = app.scene
    details = characters_html(state)
    for c in state.result.characters:
        assert f"{c.decorations} for decorations" in details
    rows = [int(end.shown(0, key)) for key in end.keys]
    assert sum(rows) == int(end.shown(0)) == state.result.total


@pytest.mark.parametrize("solo", [True, False])
def test_end_screen_view_garden_and_back(home, solo):
    """View garden shows the final board; Back returns to the same end screen."""
    rand = random.Random(3)
    state = new_solo_game(3) if solo else new_game(2, 3)
    while not state.over:
        state, _ = apply(state, rand.choice(legal_actions(state)))
    app = App(settings=Settings(animation="off"))
    open_game(app, state, default_table(len(state.players)))
    app.step(FRAME)
    end = app.scene
    button = next(
        b for b in end.ui.get_sprite_group().sprites() if getattr(b, "text", "") == "View garden"
    )
    click(app, button.rect.center)
    app.step(FRAME)
    garden = app.scene
    assert garden is not end and garden.state is state
    key(app, pygame.K_ESCAPE)
    assert app.scene is end


def test_score_screen_shows_the_emperors_bonus(home):
    """For the Glory of the Emperor: a character who sees a Dragon shows its +3 on the scores."""
    for seed in range(60):
        rand = random.Random(seed)
        state = new_game(2, seed, ruleset=["glory-of-the-emperor"])
        while not state.over:
            state, _ = apply(state, rand.choice(legal_actions(state)))
        if any(c.extras for p in state.result.players for c in p.characters):
            break
    app = App(settings=Settings(animation="off"))
    open_game(app, state, default_table(2))
    app.step(FRAME)
    assert "+3 the Emperor's glory" in app.scene.details.html_text


def test_solo_tokens_are_pictures_with_a_hover_card(home):
    """The solo panel shows the landscape tokens as on every player's board ("tokens S0 L0"
    before), and they explain themselves."""
    from game.hover import entry_for
    from tests.test_play_pieces_ui import _hover

    app, scene = on_screen(new_solo_game(5))
    scene.draw(app.screen)
    spots = [(rect, payload) for rect, kind, payload in scene.panel.hotspots if kind == "tokens_of"]
    assert spots
    rect, payload = spots[0]
    _hover(app, rect.center)
    assert scene.hover.shown == ("tokens_of", payload)
    assert entry_for(scene.state, "tokens_of", payload).lines
