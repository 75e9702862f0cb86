"""Hover cards that answer what a new player asks of a piece (issue 27): when a face-down
stack turns up, what it takes to influence a character, what lies on a character, what a
placed building is."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden import actions as A
from game.hover import entry_for
from tests.test_play_ui import start
from tests.ui_driver import FRAME, perform, post, spot

pytestmark = pytest.mark.ui


def card_at(app, scene, point) -> dict[str, str]:
    """Rest the pointer on ``point``: the lines of the hover card that shows, by label."""
    post(app, pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(FRAME)
    assert scene.hover.shown is not None
    entry = entry_for(scene.state, *scene.hover.shown)
    return {"title": entry.title, **dict(entry.lines)}


def test_a_face_down_stack_says_when_it_turns_face_up(home):
    """After a build its stack's next tile is face down: its card says when it turns up."""
    app, scene = start(home)
    build = next(o for o in scene.options if isinstance(o, A.Build))
    perform(app, scene, build)
    assert not scene.state.face_up[build.stack] and scene.state.stacks[build.stack]
    card = card_at(app, scene, spot(scene, "stack", build.stack).center)
    least = scene.state.catalog.rules.min_face_up_tiles_after_build
    assert f"fewer than {least} stack tops face up" in card["Turns up"]


def test_a_face_up_character_says_what_it_takes_to_influence_it(home):
    """A character of the display: its card names the track level needed and the token."""
    app, scene = start(home)
    character = scene.state.char_display[0]
    card = card_at(app, scene, spot(scene, "display_char", character).center)
    need = scene.state.catalog.thresholds[0]
    assert f"all three of your tracks at level {need} or higher" in card["Influence"]
    assert "character token" in card["Influence"]


def test_the_fox_token_shows_on_the_panel_and_in_the_hover_card_of_its_character(home):
    """The Fox Spirit's Fox token lies on Player 1's active character: the panel draws the
    token beside the figure and the character's hover card says whose token it is."""
    import dataclasses

    from engine.tang_garden.game import new_game
    from game.app import App
    from game.assets import token
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings

    state = new_game(2, 4, ruleset=["ghost-stories"])
    active = state.players[0].active
    haunting = dataclasses.replace(state.ext["ghost-stories"], fox_targets={"fox_spirit": active})
    state = dataclasses.replace(state, ext={**state.ext, "ghost-stories": haunting})
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    app.step(FRAME)
    figure = spot(scene, "character_of", active)  # (draws the screen)
    fox = token("fox", 20)
    solid = [(x, y) for x in range(20) for y in range(20) if fox.get_at((x, y)).a > 240]
    at = (figure.x - 6, figure.y)  # the token, left of the figure's top

    def near(a, b) -> bool:
        return sum(abs(p - q) for p, q in zip(a[:3], b[:3], strict=True)) < 24

    shown = [near(app.screen.get_at((at[0] + x, at[1] + y)), fox.get_at((x, y))) for x, y in solid]
    assert solid and sum(shown) > 0.9 * len(solid)
    card = card_at(app, scene, figure.center)
    assert card["Fox token"].startswith("The Fox Spirit's Fox token lies on its card")


def test_a_character_standing_on_a_pavilion_names_the_pavilion_on_its_card(home):
    """A character on a pavilion covers the piece: resting on it shows the character's card,
    which says what it stands on and how that scores."""
    import dataclasses
    import random

    from engine.tang_garden.game import apply, legal_actions, new_game
    from engine.tang_garden.state import Mini
    from game.app import App
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings

    state, rand = new_game(2, 4), random.Random(3)
    while "pavilion" not in state.decorations.values():
        options = legal_actions(state)
        mine = [o for o in options if isinstance(o, (A.Decorate, A.PlaceDecoration))]
        pavilion = [o for o in mine if getattr(o, "card", "").startswith("pavilion")]
        state, _ = apply(state, (pavilion or mine or [rand.choice(options)])[0])
    pos = next(p for p, kind in state.decorations.items() if kind == "pavilion")
    on_it = {**state.minis, (*pos, "decoration"): Mini(state.players[0].active, 0, 0)}
    state = dataclasses.replace(state, minis=on_it)
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    app.step(FRAME)
    card = card_at(app, scene, spot(scene, "decoration", pos).center)
    assert card["Stands on"].startswith("a Pavilion: ")


def test_the_emperor_held_over_a_spot_says_how_to_turn_him(home, monkeypatch):
    """Dragging the Emperor onto the starting tile: the preview beside the pointer says that
    R, the wheel or right click turns him (his facing is what the move chooses)."""
    from engine.tang_garden.game import legal_actions, new_game
    from game import assets
    from game.app import App
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings

    state = new_game(2, 4, ruleset=["glory-of-the-emperor"])
    place = legal_actions(state)[0]  # the Emperor on the starting tile
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    app.step(FRAME)
    drawn: list[str] = []
    real = assets.text
    monkeypatch.setattr(
        assets, "text", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k)
    )
    start = spot(scene, "emperor", None).center
    end = scene.layout.spot_point(place.x, place.y, place.spot)
    post(app, pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(app, pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))
    assert any("R, the wheel or right click turns him" in words for words in drawn)


def test_the_emperors_facing_arrow_is_a_third_of_a_space_long(home):
    """The Emperor placed facing east: a red arrowhead points east from his miniature, reaching
    half a space from his centre (his miniature's own arrow is a few pixels)."""
    from engine.tang_garden.game import apply, legal_actions, new_game
    from game import palette
    from game.app import App
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings

    state = new_game(2, 4, ruleset=["glory-of-the-emperor"])
    east = next(o for o in legal_actions(state) if getattr(o, "facing", "") == "E")
    state, _ = apply(state, east)
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    app.step(FRAME)
    scene.draw(app.screen)
    lay = scene.layout
    cx, cy = lay.spot_point(east.x, east.y, east.spot)
    rim = lay.cell * 3 // 10  # outside the miniature, to the east
    reds = [
        x
        for x in range(cx + rim, cx + lay.cell)
        if tuple(app.screen.get_at((x, cy)))[:3] == palette.SEAL_RED
    ]
    assert reds and max(reds) - cx >= lay.cell // 2  # reaching half a space from his centre


def test_night_landscape_names_are_lettered_in_the_interface_font(home, monkeypatch):
    """The night landscapes in the panel: each one's name is drawn again in the interface's
    font at 14 px or more (the name painted in the picture shrinks below reading size)."""
    from engine.tang_garden.game import new_game
    from game import assets
    from game.app import App
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings

    state = new_game(2, 5, ruleset=["night-landscapes"])
    shown = [t for tiles in state.land_visible.values() for t in tiles]
    named = {state.catalog.landscapes[t].name for t in shown} - {None, ""}
    assert named
    drawn: list[tuple[str, int]] = []
    real = assets.text
    monkeypatch.setattr(
        assets,
        "text",
        lambda words, px, *a, **k: drawn.append((words, px)) or real(words, px, *a, **k),
    )
    assets.named_landscape.cache_clear()
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    app.step(FRAME)
    for name in named:
        assert any(px >= 14 and name.startswith(words.removesuffix("…")) for words, px in drawn), (
            name
        )


def test_a_ninfea_cards_scoring_line_is_whole_in_the_hand(home, monkeypatch):
    """Place a Decoration draws three cards (a stack top face down), the Ninfeas first: each
    Ninfea in the hand shows its whole scoring line, not "7 each, -1 per one in the gard…"."""
    import dataclasses

    from engine.tang_garden.game import new_game
    from game import assets
    from game.app import App
    from game.scenes.play import PlayScene
    from game.session import Session
    from game.settings import Settings
    from tests.ui_driver import key

    state = new_game(2, 4, ruleset=["golden-age"])
    ninfeas = [c for c in state.deco_deck if c.startswith("ninfea")]
    deck = [c for c in state.deco_deck if c not in ninfeas] + ninfeas  # drawn from the end
    face_up = {**state.face_up, "water": False}
    state = dataclasses.replace(state, deco_deck=deck, face_up=face_up)
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    app.step(FRAME)
    drawn: list[str] = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda w, *a, **k: drawn.append(w) or real(w, *a, **k))
    assets.hand_card.cache_clear()
    key(app, pygame.K_d)
    assert len(scene.state.drawn) == 3 and set(scene.state.drawn) <= set(ninfeas)
    hint = scene.state.catalog.card_type[ninfeas[0]].scoring.hint()
    assert any(hint in words for words in drawn)
    assert not any(words.endswith("…") and "each" in words for words in drawn)


@pytest.mark.parametrize("ui_scale", [1.25, 1.5])
def test_a_hover_card_follows_the_ui_scale_setting(home, ui_scale):
    """With a larger UI scale the card's words are as much larger (and the card as much
    wider), like the panel's."""
    widths = {}
    for scale in (1.0, ui_scale):
        app, scene = start(home)
        app.settings.ui_scale = scale
        point = spot(scene, "stack", next(iter(scene.state.stacks))).center
        card_at(app, scene, point)
        scene.draw(app.screen)
        widths[scale] = scene.hover.image.get_width()
    assert widths[ui_scale] == round(widths[1.0] * ui_scale)
