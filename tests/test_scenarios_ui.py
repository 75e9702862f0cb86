"""Scenarios on screen, by posted mouse and key events: New game's choice, the header, F1, each
web scenario played to its end screen."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from game.app import App
from game.layout import PANEL
from game.scenes.common import default_table
from game.scenes.end import EndScene
from game.scenes.play import PlayScene
from game.scenes.rules import RulesScene
from game.scenes.ruleset_picker import NOT_NOW
from game.session import Session
from game.settings import Settings
from tests.ui_driver import FRAME, choose_scenario, click, key, perform, post, switch_on

pytestmark = pytest.mark.ui

WEB = ("decorations-showcase", "pear-garden-market", "glory-of-the-emperor")


def new_game_screen(speed: str = "off") -> App:
    app = App(settings=Settings(animation=speed, show_handoff=True))
    app.step(FRAME)
    click(app, app.scene.buttons["new"].rect.center)
    app.step(FRAME)
    return app


def scenario_chosen(module: str, seed: int | None = None, speed: str = "off") -> App:
    """New game with the scenario ``module`` chosen (and a fixed deal ``seed``), not started."""
    app = new_game_screen(speed=speed)
    if seed is not None:
        click(app, app.scene.seed_entry.rect.center)
        post(app, pygame.TEXTINPUT, text=str(seed))
    choose_scenario(app, module)
    app.step(FRAME)
    return app


def start_scenario(module: str, seed: int, speed: str = "fast") -> tuple[App, PlayScene]:
    """New game, the scenario ``module`` chosen, a fixed deal, started (animation ``speed``)."""
    app = scenario_chosen(module, seed, speed)
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene), app.scene.seed_message.text
    return app, scene


def scene_at(state) -> tuple[App, PlayScene]:
    """The play screen on ``state``, drawn once."""
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(len(state.players))))
    app.switch(scene)
    scene.draw(app.screen)
    return app, scene


def hover(app, element, monkeypatch) -> None:
    """Rest the mouse on a widget long enough for its tooltip."""
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: element.rect.center)
    post(app, pygame.MOUSEMOTION, pos=element.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(90):
        app.step(FRAME)


def tooltip_text(app) -> str:
    sprites = app.scene.ui.get_sprite_group().sprites()
    tips = [e for e in sprites if type(e).__name__ == "UITooltip"]
    return " ".join(t.text_block.html_text for t in tips)


def test_new_game_marks_a_scenario_that_does_not_fit_and_says_why(home):
    """Two players: Yin & Yang is marked "not now" in the scenario drop-down; choosing it says
    why and keeps the base game; Pear Garden Market is chosen and summed up."""
    app = new_game_screen()
    scene = app.scene
    picker = scene.picker
    words = {sid: text for text, sid in picker.scenario_menu.options_list}
    assert words["yin-yang"] == picker.names["yin-yang"] + NOT_NOW
    assert words["pear-garden-market"] == picker.names["pear-garden-market"]
    choose_scenario(app, "yin-yang")
    assert picker.scenario == ""  # still the base game
    assert "played by 1 player" in scene.seed_message.text
    choose_scenario(app, "pear-garden-market")
    assert picker.scenario == "pear-garden-market"
    assert picker.scenario_menu.selected_option[1] == "pear-garden-market"
    assert "market" in picker.summary.html_text.lower()


def test_one_player_chooses_yin_and_yang_and_marks_the_web_scenarios(home):
    app = new_game_screen()
    scene = app.scene
    scene.set_count(1)
    assert scene.picker.scenario == "yin-yang"
    words = {sid: text for text, sid in scene.picker.scenario_menu.options_list}
    for sid in WEB:
        assert words[sid].endswith(NOT_NOW)
        assert "2 to 4 players" in scene.picker.reasons[sid]


@pytest.mark.parametrize("scenario", WEB)
def test_chosen_scenario_starts_named_in_the_header_and_explained_on_f1(home, scenario):
    app = new_game_screen()
    choose_scenario(app, scenario)
    app.step(FRAME)
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene)
    assert [m.id for m in scene.state.ruleset.modules] == [scenario]
    name = scene.state.ruleset.modules[0].name
    drawn = record_text(scene)
    assert name in drawn and scenario not in " ".join(drawn)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    assert name in app.scene.titles
    first_rule = scene.state.ruleset.modules[0].manifest.rules.split(":", 1)[1].split("\n")[0]
    assert first_rule[:25] in app.scene.text


def record_text(scene, monkeypatch=None) -> list[str]:
    """Every line of text the scene draws in one frame."""
    from game import assets

    seen: list[str] = []
    original = assets.text

    def text(words, *args, **kwargs):
        seen.append(words)
        return original(words, *args, **kwargs)

    assets.text = text
    try:
        scene.invalidate()
        scene.draw(scene.app.screen)
    finally:
        assets.text = original
    return seen


@pytest.mark.parametrize(("scenario", "seed"), [(s, 5 + k) for k, s in enumerate(WEB)])
def test_whole_web_scenario_game_by_mouse_and_keys_reaches_the_score_screen(home, scenario, seed):
    """New game, the scenario chosen, every step a gesture, until the score screen."""
    app = new_game_screen(speed="fast")
    click(app, app.scene.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text=str(seed))
    choose_scenario(app, scenario)
    app.step(FRAME)
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene) and scenario in scene.state.ruleset
    rand = random.Random(seed)
    own = tuple(scene.state.ruleset.action_classes)
    made = set()
    for _ in range(4000):
        if app.scene is not scene:
            break
        before = len(scene.state.actions())
        options = scene.options
        mine = [o for o in options if isinstance(o, own)]
        action = rand.choice(mine if mine and rand.random() < 0.5 else options)
        perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message
        made.add(type(action))
    assert isinstance(app.scene, EndScene)
    assert scene.state.over
    assert not own or made & set(own)  # the scenario's own pieces were played by hand


def test_market_tile_shows_its_price_and_is_bought_by_dragging(home):
    """The market's price is on the panel; dragging a market tile onto the garden buys it."""
    from engine.tang_garden.game import apply, legal_actions, new_game, preview_gains
    from game.scenes.common import default_table
    from game.session import Session
    from tests.ui_driver import drag_piece

    app = App(settings=Settings(animation="off", show_handoff=False))
    state = new_game(2, 3, ruleset=["pear-garden-market"])
    while state.tasks[-1][0] != "main":
        state, _ = apply(state, legal_actions(state)[0])
    state.player.coins = 3  # enough to pay
    scene = PlayScene(app, Session(state, table=default_table(2)))
    app.switch(scene)
    assert "Market: 1 coin each" in record_text(scene)
    buy = next(o for o in scene.options if type(o).__name__ == "BuyMarketTile")
    coins = state.player.coins + preview_gains(state, buy).coins
    drag_piece(app, scene, buy)
    assert scene.state.actions()[-1] == buy
    assert scene.state.players[state.current].coins == coins


@pytest.mark.parametrize("ruleset", [list(WEB), ["yin-yang"]])
def test_every_module_piece_has_a_hover_card(home, ruleset):
    """The market's tiles, the Emperor, the showcase's cards, the solo pair cards and display
    tiles: resting the pointer on each shows what it is."""
    from engine.tang_garden.game import apply, legal_actions, new_game
    from game.hover import entry_for
    from game.scenes.common import default_table
    from game.session import Session

    players = 1 if ruleset == ["yin-yang"] else 2
    state = new_game(players, 4, ruleset=ruleset)
    rand = random.Random(4)
    while state.turn_number < 4 and not state.over:
        state, _ = apply(state, rand.choice(legal_actions(state)))
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(players)))
    app.switch(scene)
    scene.draw(app.screen)
    kinds = {}
    for rect, kind, payload in scene.board.hotspots + scene.panel.hotspots:
        kinds.setdefault((kind, payload if kind == "mini" else None), (rect, kind, payload))
    found = {kind for kind, _ in kinds}
    assert {"market_tile", "card"} <= found if players > 1 else "card" in found
    for rect, kind, payload in kinds.values():
        post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == (kind, payload), kind
        entry = entry_for(scene.state, kind, payload)
        assert entry is not None and entry.lines, kind
    if players > 1:
        emperor = entry_for(scene.state, "mini", "emperor")
        assert emperor.title == "The Emperor" and "2 coins" in emperor.lines[0][1]


PARTS = ("ghost-stories", "golden-age", "promo-apricot-tree", "promo-herbalist", "promo-wayfarer")


@pytest.mark.parametrize("seed", [1, 2, 3, 5, 7, 9])  # 1, 3, 5, 7 reach a put-back or the Swan
def test_expansion_parts_switched_on_in_new_game_play_by_mouse_without_identifiers(home, seed):
    """Parts switched on in New game: the game plays by gestures to the score screen, no
    button ever shows an engine identifier or lies outside the panel."""
    app, scene = start_with_parts(PARTS, seed)
    play_to_the_score_screen(app, scene, random.Random(8))


def start_with_parts(parts, seed: int) -> tuple[App, PlayScene]:
    """New game with ``parts`` switched on and a fixed deal (``seed``), started."""
    app = new_game_screen(speed="off")
    picker = app.scene.picker
    assert set(parts) <= set(picker.part_ids)
    for pid in parts:
        switch_on(app, pid)
        app.step(FRAME)
    click(app, app.scene.seed_entry.rect.center)
    post(app, pygame.TEXTINPUT, text=str(seed))  # a fixed deal: the same game at every run
    click(app, app.scene.start_button.rect.center)
    app.step(FRAME)
    scene = app.scene
    assert isinstance(scene, PlayScene), app.scene.seed_message.text
    assert {m.id for m in scene.state.ruleset.modules} == set(parts)
    return app, scene


def play_to_the_score_screen(
    app: App,
    scene: PlayScene,
    rand: random.Random,
    preferred: Callable[[PlayScene], list] | None = None,
) -> set[type]:
    """Random choices made by gestures until the score screen (one of ``preferred``'s options
    seven times in ten when it has any); no button ever shows an engine identifier or lies
    outside the panel. The kinds of action made."""
    from engine.tang_garden.actions import ACTION_TYPES

    ids = {*ACTION_TYPES, *(c.kind for c in scene.state.ruleset.action_classes)}
    made = set()
    for _ in range(4000):
        if app.scene is not scene:
            break
        texts = [button.text for button in scene.buttons]
        assert not [t for t in texts if t in ids or "_" in t], texts
        assert all(PANEL.contains(button.rect) for button in scene.buttons), texts
        before = len(scene.state.actions())
        options = scene.options
        ours = preferred(scene) if preferred else []
        action = rand.choice(ours if ours and rand.random() < 0.7 else options)
        perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message
        made.add(type(action))
    assert isinstance(app.scene, EndScene)
    return made


def test_a_market_tile_too_dear_says_its_price(home):
    """Without a coin, picking up a market tile says what it costs (the module's own words)."""
    from engine.tang_garden.game import apply, legal_actions, new_game
    from game.scenes.common import default_table
    from game.session import Session
    from tests.ui_driver import drag, spot

    state = new_game(2, 1, ruleset=["pear-garden-market"])
    while state.tasks[-1][0] != "main":
        state, _ = apply(state, legal_actions(state)[0])
    assert state.player.coins == 0
    app = App(settings=Settings(animation="off", show_handoff=False))
    scene = PlayScene(app, Session(state, table=default_table(2)))
    app.switch(scene)
    tile = state.ext["pear-garden-market"].shown[0]
    drag(app, spot(scene, "market_tile", tile).center, scene.layout.cell_rect(4, 4).center)
    assert scene.state is state
    assert "costs 1 coin" in scene.message


def test_f1_in_a_solo_game_describes_the_four_solo_lanterns(home):
    from engine.tang_garden.game import new_solo_game
    from game.scenes.common import default_table
    from game.session import Session

    state = new_solo_game(2)
    app = App(settings=Settings(animation="off"))
    scene = PlayScene(app, Session(state, table=default_table(1)))
    app.switch(scene)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    assert app.scene.titles[1] == "Yin & Yang (solo)"
    lanterns = state.ruleset.modules[0].pack["lanterns"].lanterns
    assert len(lanterns) == 4
    for lantern in lanterns:
        assert f"<b>{lantern.name}</b>" in app.scene.text


def test_f1_in_an_expansion_game_describes_its_characters_and_decorations(home):
    """F1 during a game with Ghost Stories and Golden Age lists their characters and
    decorations beside the base game's (the base game's only before)."""
    from engine.tang_garden.game import new_game
    from game.scenes.common import default_table
    from game.session import Session

    state = new_game(["Ann", "Bo"], 4, ruleset=["ghost-stories", "golden-age"])
    app = App(settings=Settings(animation="off"))
    scene = PlayScene(app, Session(state, table=default_table(2)))
    app.switch(scene)
    key(app, pygame.K_F1)
    rules = app.scene
    assert isinstance(rules, RulesScene)
    key(app, pygame.K_TAB)
    assert {"Demon", "Princess", "Poet"} <= set(rules.titles)
    key(app, pygame.K_TAB)
    assert {"Swan", "Bonsai", "Pine"} <= set(rules.titles)


@pytest.mark.parametrize("players", [2, 4])
def test_the_score_table_of_a_game_with_every_part_fits_above_the_buttons(home, players):
    """Fourteen score categories with every expansion: the table (its total row included)
    ends above the buttons, and every category is a row or named under the characters."""
    from engine.tang_garden.game import apply, legal_actions, new_game
    from game.session import Session

    state = new_game(players, 5, ruleset=list(PARTS))
    rand = random.Random(5)
    while not state.over:
        state, _ = apply(state, rand.choice(legal_actions(state)))
    app = App(settings=Settings(animation="off"))
    scene = EndScene(app, Session(state, table={}))
    app.switch(scene)
    app.step(FRAME)
    buttons_top = min(b.rect.top for b in (scene.menu_button, scene.garden_button))
    assert scene.table.bottom <= buttons_top
    assert all(cell.rect.bottom <= scene.table.bottom for cell in scene.cells.values())
    categories = list(state.result.players[0].categories)
    assert len(categories) >= 14
    for category in categories:
        rows, named = category in scene.keys, category in scene.unscored
        assert rows != named, category
    assert all(s.categories[k] == 0 for s in state.result.players for k in scene.unscored)


def test_categories_nobody_scored_leave_the_table_only_when_it_would_not_fit():
    """With more categories than rows fit, those at 0 for everyone are named instead."""
    from game.scenes.end import _rows

    many = {f"c{i}": (i % 3 == 0) * 2 for i in range(24)}
    rows = [(k, (v, v)) for k, v in many.items()]  # a Result's rows(): two players
    keys, unscored = _rows(rows, 800)
    assert keys[0] == "c0" and all(many[k] for k in keys[1:])
    assert set(unscored) == {k for k, v in many.items() if not v}
    few = {"coins": 0, "trees": 0, "bridge": 4}
    assert _rows([(k, (v,)) for k, v in few.items()], 800) == (list(few), [])


def test_every_part_switch_shows_its_whole_name(home):
    """New game's parts sit two to a row: each switch's words fit inside it (a long name has
    a shorter one for the switch; the tooltip and the summary keep the whole name)."""
    picker = new_game_screen().scene.picker
    for pid in picker.part_ids:
        button = picker.buttons[pid]
        width = button.font.size(button.text)[0]
        assert width <= button.rect.width - 8, (button.text, width, button.rect.width)
