"""Spring on screen, by posted mouse and key events: chosen in New game, a whole game from New
game to the score screen with every auction made behind the handoff screen (the pick and each
bid secret, then all bids in one log line), the Bid notebook on the panel, hover cards for its
rewards and for hidden cards, and no secret of another player on the shared screen."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.tang_garden.actions import EndTurn
from engine.tang_garden.game import apply, decision, new_game
from engine.tang_garden.modules.spring import Bid, PickReward, RevealBids
from game.app import App
from game.hover import entry_for
from game.layout import PANEL
from game.scenes.end import EndScene
from game.scenes.play import PlayScene
from game.scenes.rules import RulesScene
from game.secret_pick import SecretPick
from game.session import Session
from game.settings import Settings
from tests.test_scenarios_ui import record_text, scene_at, start_scenario
from tests.ui_driver import FRAME, key, perform, post

pytestmark = pytest.mark.ui


def test_spring_from_new_game_through_its_auctions_to_the_score_screen(home):
    app, scene = start_scenario("spring", 7)
    assert "spring" in scene.state.ruleset and len(scene.state.players) >= 2
    assert all(p.coins == 5 for p in scene.state.players)
    rand = random.Random(7)
    bids_made = handoffs = 0
    for _ in range(5000):
        if app.scene is not scene:
            break
        if scene.state.over:  # the coins count up, then the score screen
            app.step(0.25)
            continue
        pending = scene.session.decision
        if pending.kind in ("spring_pick", "spring_bid") and scene.handoff is not None:
            handoffs += 1
        texts = [button.text for button in scene.buttons]
        assert not [t for t in texts if "_" in t], texts
        assert all(PANEL.contains(button.rect) for button in scene.buttons), texts
        before = len(scene.state.actions())
        options = scene.options
        action = rand.choice(options)
        if isinstance(action, Bid):
            assert action.tokens <= scene.state.players[pending.player].coins
            bids_made += 1
        perform(app, scene, action)
        assert scene.state.actions()[before:] == [action], scene.message
    assert isinstance(app.scene, EndScene)
    assert bids_made >= 2 and handoffs >= 2
    log = " ".join(scene.session.log)
    assert "The bids are revealed:" in log


def _at_bidding():
    """A three-player Spring game where player 1 has picked a reward and bid 2, and the next
    player bids."""
    state = new_game(3, 1, ruleset=["spring"])
    rand = random.Random(2)
    while decision(state).kind != "spring_pick":
        state, _ = apply(state, rand.choice(decision(state).options))
    state, _ = apply(state, PickReward("free_placement_1"))
    state, _ = apply(state, Bid(2))
    return state


def test_the_panel_shows_the_notebook_and_never_the_pick_to_another_player():
    state = _at_bidding()
    auctioneer = state.ext["spring"].auctioneer
    app, scene = scene_at(state)
    assert scene.session.decision.player != auctioneer
    shown = " ".join(record_text(scene))
    assert "Bid notebook" in shown and "+2 greenery" in shown
    assert "reward picked in secret" in shown and "you picked" not in shown
    assert "Free placement token" in shown  # the box on the sheet, not the pick
    app.step(FRAME)  # a secret choice opens over the table
    words = [c.words for c in scene.overlays.find(SecretPick).choices]
    assert words[:3] == ["Bid 0 coins", "Bid 1 coin", "Bid 2 coins"], words
    log = scene.session.log
    assert any(line.endswith("bids in secret") for line in log)
    assert not any("Bid 2" in line or "bids 2" in line for line in log)  # the amount: never


def test_every_new_piece_has_a_hover_card():
    """Resting the pointer on a reward box, another player's hidden cards, the envelope, the
    Exorcist in the display and a won special lantern shows what each is (between auctions:
    a bid's secret choice covers the table)."""
    state = new_game(3, 1, ruleset=["spring"])
    for p in state.players:
        p.cards = [state.deco_deck.pop()]
    if "exorcist" not in state.char_display:
        state.char_deck.remove("exorcist")
        state.char_display[0] = "exorcist"
    state.players[0].lanterns["spring_combined_actions_1"] = True
    app, scene = scene_at(state)
    wanted = {"spring_reward", "hidden_cards", "display_char", "lantern_of"}
    seen = {"hong_bao": (None, 1)}  # below the fold: its card is asked directly
    for rect, kind, payload in scene.panel.hotspots:
        ours = kind != "display_char" or payload == "exorcist"
        if kind in wanted and ours and (kind != "lantern_of" or payload[1].startswith("spring_")):
            seen.setdefault(kind, (rect, payload))
    assert set(seen) == {*wanted, "hong_bao"}
    for kind in ("spring_reward", "hidden_cards"):  # in view at the panel's top: hovered
        rect, payload = seen[kind]
        post(app, pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
        for _ in range(40):
            app.step(FRAME)
        assert scene.hover.shown == (kind, payload), kind
    for kind, (_rect, payload) in seen.items():
        entry = entry_for(scene.state, kind, payload)
        assert entry is not None and entry.lines, kind
        assert "_" not in entry.title and not any("_" in w for _, w in entry.lines), entry
    exorcist = entry_for(scene.state, "display_char", "exorcist")
    text = " ".join(w for _, w in exorcist.lines)
    assert "3 coins for every lantern icon" in text and "at most 12 coins" in text


def test_f1_describes_spring_and_its_lantern_tokens(home):
    state = new_game(2, 4, ruleset=["spring"])
    app, _scene = scene_at(state)
    key(app, pygame.K_F1)
    assert isinstance(app.scene, RulesScene)
    assert "Spring (Seasons)" in app.scene.titles
    assert "equal bids" in app.scene.text.lower() or "equals another" in app.scene.text
    assert "Combined actions" in app.scene.text and "Exorcist" in app.scene.text


def test_another_players_hidden_cards_show_only_as_a_count():
    state = new_game(2, 3, ruleset=["spring"])
    other = 1 - state.current
    state.players[other].cards = [state.deco_deck.pop(), state.deco_deck.pop()]
    _app, scene = scene_at(state)
    assert scene.viewer == state.current
    assert "+2 hidden cards" in record_text(scene)
    played = [p for _, k, p in scene.panel.hotspots if k == "played"]
    assert not [p for p in played if p[0] == other]  # no picture of a hidden card's type
    state.players[other].cards.pop()
    state.players[state.current].cards = [state.deco_deck.pop()]
    _app, scene = scene_at(state)
    assert "+1 hidden card" in record_text(scene)
    played = [p for _, k, p in scene.panel.hotspots if k == "played"]
    assert [p[0] for p in played] == [state.current]  # one's own cards show whole


def test_each_bid_is_made_behind_the_handoff_and_all_show_at_once(home):
    state = _at_bidding()
    app = App(settings=Settings(animation="off", show_handoff=True))
    scene = PlayScene(app, Session(state))
    app.switch(scene)
    app.step(FRAME)
    first = scene.session.decision.player
    perform(app, scene, Bid(1))  # the handoff dismissed, then the button
    assert scene.state.sealed.get(first) == Bid(1)
    second = scene.session.decision.player
    assert second != first and scene.handoff == second  # the next bidder's handoff
    shown = record_text(scene)
    assert f"{scene.state.players[second].name}'s secret choice" in shown
    assert "Bid 1" not in " ".join(scene.session.log)
    perform(app, scene, Bid(1))
    assert scene.session.decision.kind == "spring_reveal"
    perform(app, scene, RevealBids())
    revealed = [line for line in scene.session.log if line.startswith("The bids are revealed")]
    assert len(revealed) == 1 and revealed[0].count(" 1") >= 2
    assert any("bid the same and are out" in line for line in scene.session.log)


def test_an_auction_between_turns_is_logged_before_the_next_turn_begins():
    """The auction a lantern calls belongs to the end of the turn that added it: the log says
    whose turn it is only once the auction is over."""
    state = new_game(3, 4, ruleset=["spring"])
    rand = random.Random(4)
    while not (state.ext["spring"].due and EndTurn() in decision(state).options):
        state, _ = apply(state, rand.choice(decision(state).options))
    ending, following = state.current, (state.current + 1) % 3
    app, scene = scene_at(state)
    seen = len(scene.session.log)
    perform(app, scene, EndTurn())
    while scene.session.decision.kind not in ("main", "post") or scene.state.current == ending:
        perform(app, scene, rand.choice(scene.options))
    lines = scene.session.log[seen:]
    turns = [k for k, line in enumerate(lines) if getattr(line, "turn_of", None) is not None]
    assert [lines[k].turn_of for k in turns] == [following], lines
    revealed = next(k for k, line in enumerate(lines) if line.startswith("The bids are revealed"))
    assert revealed < turns[0], lines


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_bid_and_reward_card_of_a_secret_pick_lies_inside_the_window(size):
    """The auctioneer's secret pick and the bids at 1024x600: every option's card inside the
    window, none over another, and clicking one makes that choice (a real window showed only
    bids 3 to 5, the others cut off at its sides)."""
    from game.scenes.common import default_table

    for state in (_at_bidding(), _at_bidding_pick()):
        app = App(settings=Settings(animation="off", show_handoff=False), window=size)
        scene = PlayScene(app, Session(state, table=default_table(3)))
        app.switch(scene)
        app.step(FRAME)
        pick = scene.overlays.find(SecretPick)
        spots = [rect for rect, _ in pick.spots]
        assert len(spots) >= 4
        window = pygame.Rect((0, 0), size)
        assert all(window.contains(r) for r in spots) and window.contains(pick.box)
        assert not [(a, b) for a in spots for b in spots if a is not b and a.colliderect(b)]
        rect, action = pick.spots[-1]
        post(app, pygame.MOUSEBUTTONUP, pos=rect.center, button=1)
        assert scene.state.actions()[: len(state.actions()) + 1] == [*state.actions(), action]


def _at_bidding_pick():
    """A three-player Spring game where player 1 picks the reward in secret."""
    state = new_game(3, 1, ruleset=["spring"])
    rand = random.Random(2)
    while decision(state).kind != "spring_pick":
        state, _ = apply(state, rand.choice(decision(state).options))
    return state


def test_a_bidder_s_notebook_strikes_out_only_the_rewards_won_before(monkeypatch):
    """While a bidder bids, the Bid notebook crosses out no reward (none was won yet) and keeps
    the auctioneer's pick unseen (a real window showed every box struck through for the
    bidders: the rewards left were hidden along with the pick's place among them)."""
    from game import palette
    from game.tang_garden.modules.spring.ui import SpringUI

    state = _at_bidding()
    app, scene = scene_at(state)
    assert scene.viewer != state.ext["spring"].auctioneer
    struck, drawing = [], []
    real_line, real_panel = pygame.draw.line, SpringUI.draw_panel

    def line(surface, colour, start, end, width=1):
        if drawing and tuple(colour)[:3] == palette.SEAL_RED[:3]:
            struck.append((start, end))
        return real_line(surface, colour, start, end, width)

    def notebook(adapter, *args):
        drawing.append(True)
        try:
            return real_panel(adapter, *args)
        finally:
            drawing.clear()

    monkeypatch.setattr(pygame.draw, "line", line)
    monkeypatch.setattr(SpringUI, "draw_panel", notebook)
    scene.invalidate()
    scene.draw(app.screen)
    assert "Bid notebook" in record_text(scene) and struck == []
    assert scene.seen.ext["spring"].left[0] == sorted(state.ext["spring"].left)[0]
