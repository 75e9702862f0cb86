"""The play screen's pieces as a new player meets them: whose lanterns are live, prompts that
offer only what is legal, refusals that name the rule, hover cards, a lantern that asks before
it is spent (issue 7, defects 2, 9, 10 and 12)."""

from __future__ import annotations

import pygame
import pytest

from engine.tang_garden import actions as A
from game import assets, palette
from tests.test_play_ui import start
from tests.ui_driver import FRAME, click, key, perform, post, spot

pytestmark = pytest.mark.ui


def _to_post(app, scene) -> None:
    while scene.session.decision.kind != "post":
        perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))


def _next_player(app, scene) -> None:
    _to_post(app, scene)
    perform(app, scene, A.EndTurn())
    app.step(0.5)
    click(app, (640, 400))


def _hover(app, point, seconds=0.6) -> None:
    post(app, pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)


def test_other_players_lanterns_are_neither_lit_nor_usable(home):
    """Bo's turn: Ann's lanterns carry no gold ring, and clicking one uses nothing of Bo's."""
    app, scene = start(home, players=3)
    _next_player(app, scene)
    assert scene.state.current == 1
    scene.draw(app.screen)
    own = spot(scene, "lantern", "double_build")
    anns = spot(scene, "lantern_of", (0, "double_build"))
    assert A.UseLantern("double_build") in scene.options
    ring = lambda r: tuple(app.screen.get_at((r.centerx, r.top - 2)))[:3]  # noqa: E731
    assert ring(own) == palette.GOLD
    assert ring(anns) != palette.GOLD
    before = scene.state
    click(app, anns.center)
    assert scene.state is before and scene.pick.lantern is None
    assert "P1's lantern" in scene.message


def test_a_long_refusal_is_shown_whole(home, monkeypatch):
    app, scene = start(home)
    drawn: list[str] = []
    real = assets.text
    monkeypatch.setattr(
        assets, "text", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k)
    )
    words = "The lantern 'Choose from the deck' is used " + "when it may be used " * 8 + "end."
    scene.say(words)
    drawn.clear()
    scene.draw(app.screen)
    assert words in " ".join(drawn)


def test_after_influencing_the_prompt_drops_it_and_a_refusal_names_the_rule(home):
    app, scene = start(home)
    scene.state.players[0].character_token = True
    _to_post(app, scene)
    assert "Influence a character" in scene.session.decision.prompt
    first, second = scene.state.char_display[:2]
    click(app, spot(scene, "display_char", first).center)  # influence that one
    assert scene.state.actions()[-2:] == [A.Influence(), A.TakeCharacter(first)]
    place = next(o for o in scene.options if isinstance(o, A.PlaceCharacter))
    perform(app, scene, place)
    assert scene.session.decision.kind == "post"
    assert "Influence" not in scene.session.decision.prompt
    before = scene.state
    click(app, spot(scene, "display_char", scene.state.char_display[0]).center)
    assert scene.state is before
    assert "one influence per turn" in scene.message
    assert second  # a second face-up character was there to click


def test_influence_refusal_names_the_track_levels_needed(home):
    app, scene = start(home)
    _to_post(app, scene)
    assert "Influence" not in scene.session.decision.prompt
    click(app, spot(scene, "display_char", scene.state.char_display[0]).center)
    assert "character token" in scene.message
    need = scene.state.catalog.thresholds[0]
    assert f"at level {need}" in scene.message


def test_every_piece_has_a_hover_card(home):
    app, scene = start(home)
    scene.draw(app.screen)
    kinds = {}
    for rect, kind, payload in scene.board.hotspots + scene.panel.hotspots:
        kinds.setdefault(kind, (rect, payload))
    assert {
        "stack",
        "lantern",
        "lantern_of",
        "track",
        "display_char",
        "landscape",
        "tokens_of",
    } <= set(kinds)
    for kind, (rect, payload) in kinds.items():
        _hover(app, rect.center)
        assert scene.hover.shown == (kind, payload), kind
        from game.hover import entry_for

        entry = entry_for(scene.state, kind, payload)
        assert entry is not None and entry.lines, kind
    lantern = scene.state.catalog.lanterns["double_build"]
    assert lantern.name in entry_for(scene.state, "lantern", "double_build").title


def test_one_click_never_spends_a_lantern(home):
    """Clicking a lantern shows what it does; only Use it (or Enter) spends it, Esc keeps it."""
    app, scene = start(home)
    before = scene.state
    click(app, spot(scene, "lantern", "double_build").center)
    assert scene.state is before and scene.pick.lantern == "double_build"
    key(app, pygame.K_ESCAPE)
    assert scene.pick.lantern is None and scene.state is before
    click(app, spot(scene, "lantern", "double_build").center)
    key(app, pygame.K_RETURN)
    assert scene.state.actions() == [A.UseLantern("double_build")]


def test_undone_is_a_note_not_an_error_and_buttons_do_not_repeat_themselves(home):
    app, scene = start(home)
    perform(app, scene, next(o for o in scene.options if isinstance(o, A.Build)))
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.message == "Undone." and not scene.message_error
    for button in scene.buttons:
        assert button.tool_tip_text != button.text
    _to_post(app, scene)
    end = next(b for b, o in scene.buttons.items() if o == A.EndTurn())
    assert "Enter" in end.text  # the shortcut is on the button, not in a tooltip over the next


def test_drawn_cards_show_place_bonus_and_scoring_whole_within_the_card(home, monkeypatch):
    from game.describe import card_rows

    app, scene = start(home, players=3)
    key(app, pygame.K_d)
    assert scene.state.drawn
    drawn: list[tuple[str, int]] = []
    real = assets.text
    monkeypatch.setattr(
        assets,
        "text",
        lambda words, *a, **k: (
            image := real(words, *a, **k),
            drawn.append((words, image.get_width())),
        )[0],
    )
    assets.hand_card.cache_clear()
    scene.invalidate()
    scene.draw(app.screen)
    for card in scene.state.drawn:
        rect = spot(scene, "card", card)
        rows = card_rows(card, scene.state.catalog)
        assert rows[2][0].startswith("scores: ")
        for wordings in rows:  # each row drawn whole (in one of its wordings), within the card
            widths = [w for text, w in drawn if text in wordings]
            assert widths and min(widths) < rect.w - 40, wordings
        _hover(app, rect.center)
        assert scene.hover.shown == ("card", card)


def test_a_card_that_fits_nowhere_says_why_when_picked(home):
    """Dragging a drawn card whose area is nowhere free names the missing area."""
    from tests.ui_driver import drag

    app, scene = start(home, players=3)
    key(app, pygame.K_d)
    cat = scene.state.catalog
    bridge = next(c for c in cat.cards if cat.card_type[c].area == "bridge")
    scene.state.drawn.append(bridge)
    scene.invalidate()
    assert not any(getattr(o, "card", None) == bridge for o in scene.options)
    before = scene.state
    drag(app, spot(scene, "card", bridge).center, scene.layout.cell_rect(3, 3).center)
    assert scene.state is before
    assert "No bridge area of the garden is free" in scene.message


def test_module_lanterns_without_art_are_painted_and_explained():
    from engine.tang_garden.game import new_game
    from game.app import App
    from game.hover import entry_for
    from game.settings import Settings

    App(settings=Settings(animation="off"))  # a display for the images
    for module in ("golden-age", "ghost-stories"):
        state = new_game(["A", "B"], 3, first=0, ruleset=[module])
        for lid in state.players[0].lanterns:
            assert assets.lantern(state.catalog, lid, False, 32).get_size() == (32, 32)
            entry = entry_for(state, "lantern", lid)
            assert state.catalog.lanterns[lid].name in entry.title
            assert "moment" not in dict(entry.lines)["When"]  # every ability says when


def test_every_choice_button_holds_its_whole_text(home):
    from game.scenes.common import gui_font

    _, scene = start(home, players=3)
    player = scene.state.players[0]
    player.lanterns["double_build"] = False
    player.tokens.update(small=4, large=4)
    scene.decision_key = None
    scene._refresh_buttons()
    assert any(isinstance(o, A.RefreshLantern) for o in scene.buttons.values())
    for button in scene.buttons:
        assert gui_font(16).size(button.text)[0] + 16 <= button.rect.w, button.text
        assert button.rect.right <= 1280


def test_a_card_held_over_its_space_names_its_bonus_in_words(home, monkeypatch):
    from engine.tang_garden.kinds.bonuses import BONUSES

    app, scene = start(home, players=3)
    key(app, pygame.K_d)
    place = next(o for o in scene.options if isinstance(o, A.PlaceDecoration))
    drawn: list[str] = []
    real = assets.text
    monkeypatch.setattr(
        assets, "text", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k)
    )
    start_at = spot(scene, "card", place.card).center
    target = scene.layout.cell_rect(place.x, place.y).center
    post(app, pygame.MOUSEMOTION, pos=start_at, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=start_at, button=1)
    post(app, pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0))
    post(app, pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0))
    bonus = BONUSES[scene.state.catalog.cards[place.card].bonus].text
    assert f"bonus: {bonus}" in drawn


def test_a_named_landscape_says_its_name_on_its_hover_card():
    """The expansions name their landscapes: the hover card calls it by its name."""
    from engine.tang_garden.game import new_game
    from game.hover import entry_for

    state = new_game(["Ann", "Bo"], 3, ruleset=["ghost-stories"])
    named = next(land for land in state.catalog.landscapes.values() if land.name)
    assert entry_for(state, "landscape", named.id).title.startswith(named.name)


def test_the_longest_name_a_game_allows_fits_beside_the_coins(home):
    """A 40-letter name (the engine's limit) is made smaller, then cut short with "…", so it
    never runs under a player's coins or out of the handoff card."""
    from engine.tang_garden.record_model import NAME_MAX

    start(home)
    image = assets.fitted_text("W" * NAME_MAX, 24, 300, palette.INK, True)
    assert image.get_width() <= 300
