"""The play screen: the board, the players' panel, drag-and-drop with rotation, hot-seat flow."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui

from engine.tang_garden.api import (
    Action,
    Build,
    Decorate,
    EndTurn,
    GameState,
    Influence,
    MoveCharacter,
    PlaceCharacter,
    PlaceDecoration,
    TakeCharacter,
    TakeToken,
    UseLantern,
    decision,
    placement_sight,
    seen_by,
    why_no_lantern,
    why_piece_stuck,
)
from game import assets, hover, intents, palette
from game.animation import Animator, Flight
from game.board_marks import hovered_sight, last_moves, light_targets, sight
from game.board_view import BoardView
from game.choice_buttons import lay_choices, lay_top, width
from game.choice_layout import ROW_H
from game.computer_turns import ComputerTurns
from game.event_animations import Places, animate_events
from game.frame import StillFrame
from game.gestures import (
    NO_FIT,
    Drag,
    PieceKind,
    can_pick,
    hotspot_of,
    kind_for,
    module_reason,
    targets,
    turn_hint,
)
from game.hand_view import draw_hand
from game.hint_card import HintCard
from game.hint_ghost import Ghost, draw_ghost, ghost_of
from game.lantern_pick import LanternPick
from game.layout import COLUMN_W, HAND_H, BoardLayout, PlayLayout, fit
from game.move_preview import preview_words
from game.move_slides import slide_move
from game.news_view import NewsCard
from game.overlays import Overlays
from game.panel_view import PanelView
from game.piece_images import drag_image, figure
from game.play_overlays import ConfirmEndTurn, Handoff, Pause
from game.recent_moves import News, last_places, news
from game.scenes.base import Scene
from game.seats import is_computer, kind_label
from game.secret_pick import Choice, SecretPick
from game.session import Session
from game.tang_garden import joined
from game.tang_garden.module_ui import Item
from game.top_bar import draw_top_bar
from game.watch_controls import KEYS as WATCH_KEYS
from game.watch_controls import lay_controls, press

CLICK_PX = 6  # a press that moves less than this is a click, not a drag


@dataclass
class Aim:
    """Where the held piece would go (``target``), with its preview's ``words`` and ``box``;
    worked out for ``key`` (the place, the piece and its turn, the decision)."""

    key: object = None
    target: object = None
    words: str = ""
    box: pygame.Rect | None = None


class PlayScene(Scene):
    """One game at the table. Every change is an engine action played through the session."""

    least = None  # laid out for the window in native pixels (game.layout)

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        table = session.table
        n = len(session.state.players)
        self.colours = [
            tuple(c) for c in table.get("colours", [p.rgb for p in palette.PLAYER_COLOURS[:n]])
        ]
        self.shapes = table.get("shapes", [p.shape for p in palette.PLAYER_COLOURS[:n]])
        seats = session.seats
        tags = [kind_label(kind) if is_computer(kind) else "" for kind in seats]
        self.panel = PanelView(self.colours, self.shapes, tags)
        self.lay: PlayLayout | None = None
        self.heights: dict[str, int] = {}
        self.layout = BoardLayout.load()
        self.board = BoardView(self.layout, self.colours, self.shapes)
        self.computers = ComputerTurns(seats, session.state.seed, lambda: app.settings.speed)
        self.last_person: int | None = None  # the person who decided last (for the handoff)
        self.hint = HintCard(self.ui)
        self.anim = Animator(lambda: app.settings.speed)  # the setting as it is now
        self.drag: Drag | None = None
        self.press: tuple[tuple[int, int], tuple] | None = None  # where and on what
        self.mouse = (0, 0)
        self.message = ""
        self.message_time = 0.0
        self.message_error = True  # a refusal (red) or a plain note (ink)
        self.hover = hover.Hover()
        self.pick = LanternPick(self.ui)  # a lantern clicked, waiting for Use it / Not now
        self.overlays = Overlays()  # the handoff, hint, lantern, confirmation, pause menu
        self.shown = self._actual()
        self.tick = 0.0
        self.shelf_spots: list[tuple[pygame.Rect, str, str]] = []
        self.aim = Aim()  # the held piece's target under the pointer and its preview
        self.note_box = pygame.Rect(0, 0, 0, 0)
        self.frame = StillFrame()  # the picture under what moves
        self.hand: list[Item] = []  # what the pending decision puts in the player's hand
        self.hand_rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.kinds: tuple[PieceKind, ...] = joined.piece_kinds(session.state.ruleset)
        self.buttons: dict[object, Action | None] = {}
        self.watch: dict[str, pygame_gui.elements.UIButton] = {}  # Pause and Faster
        self.choice_page = 0  # which page of choices shows, when they do not all fit
        self.decision_key: object = None
        self.top_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._seen: tuple[object, GameState | None] = (None, None)
        self._relayout()
        self._refresh_buttons()

    # --- layout -------------------------------------------------------------------------------

    def resized(self, size: tuple[int, int]) -> None:
        self.ui.set_window_resolution(size)
        self._relayout()

    def _relayout(self) -> None:
        """Lay the screen out again when the window's size, the UI scale or the height of a
        panel block changed (the board, the panel and the buttons move)."""
        size = self.app.window.get_size()
        heights = self.panel.heights(self.seen, self.shown, viewer=self.viewer)
        ui_scale = self.app.settings.ui_scale
        lay = self.lay
        if lay is not None and (lay.size, self.heights, lay.ui_scale) == (size, heights, ui_scale):
            return
        self.heights = heights
        self.lay = fit(size, heights, ui_scale)
        if self.lay.column_w != COLUMN_W:  # a wider column: its blocks may be shorter
            wide = self.panel.heights(self.seen, self.shown, self.lay.column_w, self.viewer)
            again = fit(size, wide, ui_scale)
            if again.column_w == self.lay.column_w:
                self.lay = again
        self.panel.scroll = 0
        self.panel.key = None
        self.layout = BoardLayout.fit(self.lay.board)
        self.board = BoardView(self.layout, self.colours, self.shapes)
        self._lay_top_buttons()
        if self.decision_key is not None:  # the choices move with the panel
            self._lay_buttons()

    def _lay_top_buttons(self) -> None:
        """Hint, Undo, Rules and Save & menu at the top right."""
        self.top_buttons = lay_top(self.ui, self.lay.top.right - 8, self.top_buttons)

    @property
    def state(self):
        return self.session.state

    @property
    def seen(self) -> GameState:
        """The game as the person at the screen may know it (``seen_by``): everything drawn
        comes from it, never from the state itself, so no secret reaches the screen."""
        key = (id(self.state), self.viewer)
        if self._seen[0] != key:
            self._seen = (key, seen_by(self.state, self.viewer))
        return self._seen[1]

    @property
    def options(self) -> tuple[Action, ...]:
        return self.session.decision.options

    def _actual(self) -> tuple:
        return tuple((p.coins, tuple(p.tracks)) for p in self.state.players)

    def say(self, text: str, error: bool = True) -> None:
        self.message = text
        self.message_error = error
        self.message_time = 6.0 + len(text) / 30  # time to read it

    def _refresh_buttons(self) -> None:
        """Rebuild the choice buttons when the pending decision changes."""
        key = id(self.state)
        if key == self.decision_key:
            return
        self.decision_key = key
        self.pick.close()
        self.hint.close()  # any move hides a hint
        secret = self.overlays.find(SecretPick)
        if secret is not None and secret.options != self.options:  # another decision's
            self.overlays.close(SecretPick)
        self.choice_page = 0
        self._lay_buttons()
        person = self.person_decides
        self.top_buttons["hint"].set_text("Hint")  # a hint still being found was dropped
        for name, on in (("undo", person and self.session.can_undo), ("hint", person)):
            self.top_buttons[name].enable() if on else self.top_buttons[name].disable()

    @property
    def viewer(self) -> int | None:
        """The person at the screen: the one deciding now, else the last person who decided
        (whose secrets the panel may show; None: only computer players have decided)."""
        player = self.session.decision.player
        if player is None or self.session.is_computer(player):  # nobody, or a computer
            return self.last_person
        return player

    @property
    def person_decides(self) -> bool:
        """Whether a person decides now (not a computer player; the game is not over)."""
        return not self.state.over and self.computers.decides(self.session.here) is None

    def _lay_buttons(self) -> None:
        """Lay out the choice buttons of the current page inside the panel (End turn keeps its
        own place at the right; the More choices button, mapped to None, turns the page)."""
        for button in (*self.buttons, *self.watch.values()):
            button.kill()
        self.buttons, self.watch = {}, {}
        if self.computers.decides(self.session.here) is not None:
            self._lay_watch()
            return
        if self.session.decision.secret:  # its cards are the secret pick's, over the table
            self.hand = []
            self._below_buttons(self.lay.lower.y)
            return
        lower = self.lay.lower
        self.hand = list(dict.fromkeys(joined.hand_items(self.state, self.options)))
        options = joined.button_options(self.state, self.options)
        hand = HAND_H + 4 if self.hand else 0
        area = pygame.Rect(lower.x, lower.y, lower.w, max(ROW_H, lower.h - hand - self._log_min()))
        self.buttons, bottom = lay_choices(self.ui, self.state, options, area, self.choice_page)
        self._below_buttons(bottom + 6 if self.buttons else lower.y)  # no gap without buttons

    def _log_min(self) -> int:
        """The log keeps at least four lines under the choices."""
        return 5 * (max(12, round(17 * self.lay.scale)) + 1)

    def _below_buttons(self, top: int) -> None:
        """The hand (when the decision puts pieces in it) and the log under the buttons."""
        lower = self.lay.lower
        self.hand_rect = pygame.Rect(lower.x, top, lower.w, HAND_H if self.hand else 0)
        log_top = self.hand_rect.bottom + 4 if self.hand else top
        self.log_rect = pygame.Rect(lower.x, log_top, lower.w, max(0, lower.bottom - log_top))

    def _lay_watch(self) -> None:
        """While a computer player moves: Pause (or Resume) and Faster (or Normal speed)."""
        self.hand = []
        self.watch = lay_controls(self.ui, self.lay.lower.topleft, self.computers, width)
        self._below_buttons(self.lay.lower.y + ROW_H + 6)

    def play(
        self,
        action: Action,
        start: tuple[int, int] | None = None,
        home: tuple[int, int] | None = None,
    ) -> bool:
        """Play an action through the engine; a refusal is shown, and nothing changes.

        ``start``: where the piece was dropped; ``home``: where a piece not dragged comes from
        (a computer player's row)."""
        self.overlays.close(ConfirmEndTurn)
        decider = self.session.decision.player
        reason = self.session.try_play(action)
        if reason:
            self.say(reason)
            return False
        self.message = ""
        events, centre, colour = self.session.last_events, self.lay.clip.center, self._own_colour()
        slide_move(self.anim, events, self.state, self.layout, colour, start, home, centre)
        hand, panel = (lambda: self.shelf_spots), (lambda: self.panel.hotspots)
        seats = len(self.state.players)
        places = Places(self.layout, panel, hand, self.person_decides, self.lay, seats)
        animate_events(self.anim, events, places)
        self.app.sounds.react(self.session.last_events)
        if not self.session.is_computer(decider):
            self.last_person = decider
        self.computers.rest()
        self._refresh_buttons()
        self._pass_on(decider)
        return True

    def _pass_on(self, decider: int | None) -> None:
        """When the decision passes to a person: the handoff screen if another person decided
        last (computer players' moves in between are watched by everyone), else the others'
        moves since theirs on a card over the log."""
        player = decision(self.state).player
        if player in (None, decider) or self.session.is_computer(player):
            return
        items = news(self.session.moves, player, self.seen)
        if self.app.settings.show_handoff and self.last_person not in (None, player):
            self._open_handoff(player, items)
        elif items:
            self.overlays.push(NewsCard(items, self.colours, self.log_rect))

    def _play_computer(self, action: Action) -> None:
        """Play a computer player's move; its line of the log stays in view a moment."""
        seat = self.session.decision.player
        length = len(self.session.log)
        players = self.lay.blocks.get("players", self.lay.clip)
        rows = max(1, len(self.state.players))
        row = players.y + (2 * seat + 1) * players.h // (2 * rows)
        if not self.play(action, home=(players.x + 60, row)):
            self.computers.paused = True
            self._lay_buttons()
        elif len(self.session.log) > length:
            self.say(self.session.log[-1], error=False)

    def _open_handoff(self, player: int, items: list[News]) -> None:
        """Cover the table for the next player, telling the others' moves since theirs."""
        self.press = None
        self.pick.close()
        self.hint.close()
        self.overlays.push(Handoff(self, player, items))

    @property
    def handoff(self) -> int | None:
        """The player the handoff screen waits for (None: no handoff screen)."""
        shown = self.overlays.find(Handoff)
        return shown.player if isinstance(shown, Handoff) else None

    @property
    def confirming(self) -> bool:
        """Whether an End turn waits for its confirmation."""
        return self.overlays.find(ConfirmEndTurn) is not None

    def holds_keys(self) -> bool:
        return self.overlays.holds_keys  # the key that dismisses the handoff does nothing else

    def show_controls(self, visible: bool) -> None:
        """Show or hide every control of the table (under a covering overlay)."""
        for button in (*self.buttons, *self.watch.values(), *self.top_buttons.values()):
            button.show() if visible else button.hide()

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if self.overlays.handle(event):  # the top overlay first: it takes what it handles
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._on_button(event.ui_element)
            return
        if self.anim.busy and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.anim.skip()  # and the input still counts: the rules never wait
            self.shown = self._actual()
        if not self.person_decides:
            self._watch_input(event)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.press and not self.drag and _far(self.press[0], event.pos):
                self._start_drag(*self.press)
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                hit = self._hit(event.pos)
                if hit:
                    self.press = (event.pos, hit)
            elif event.button == 3:
                self._rotate(1)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            if self.drag:
                self._drop(event.pos)
            elif self.press:
                self._click(self.press[1])
            self.press = None
        elif event.type == pygame.MOUSEWHEEL and self.panel.log_rect.collidepoint(self.mouse):
            self.panel.scroll_log(3 * event.y)  # over the log, the wheel reads back
        elif event.type == pygame.MOUSEWHEEL and self._over_scrolling_panel():
            self.panel.scroll_panel(-40 * event.y, self.lay)
        elif event.type == pygame.MOUSEWHEEL:
            self._rotate(-1 if event.y > 0 else 1)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _watch_input(self, event: pygame.event.Event) -> None:
        """While a computer player moves: the pointer, the log's wheel, Space, F, F1, Ctrl+Z."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL and self.panel.log_rect.collidepoint(self.mouse):
            self.panel.scroll_log(3 * event.y)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.state.over:
            if self.layout.bounds.collidepoint(event.pos):
                self.say("A computer player is moving: Space pauses it.", error=False)
        elif event.type == pygame.KEYDOWN:
            if event.key in WATCH_KEYS:
                self._toggle_watch(WATCH_KEYS[event.key])
            elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self._undo()
            elif event.key == pygame.K_F1:
                self.rules()

    def _toggle_watch(self, which: str) -> None:
        """Pause or resume the computer players, or play them faster or at the normal pace."""
        press(self.computers, which)
        if self.computers.decides(self.session.here) is not None:
            self._lay_buttons()

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        if event.key == pygame.K_h:
            self._ask_hint()
        elif event.key == pygame.K_r:
            self._rotate(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key == pygame.K_z and ctrl:
            self._undo()
        elif event.key == pygame.K_ESCAPE:
            if self.drag:
                self._cancel_drag()
            else:
                self.overlays.push(Pause(self))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._confirm()
        elif event.key == pygame.K_d and Decorate() in self.options:
            self.play(Decorate())
        elif event.key == pygame.K_F1:
            self.rules()

    def _rotate(self, steps: int) -> None:
        """Turn what is held; a piece pressed but not yet moved is picked up (to turn in place)."""
        if not self.drag and self.press:
            self._start_drag(*self.press)
        if self.drag:
            self.drag.turn(steps)
            self._say_fit()

    def _say_fit(self) -> None:
        """Say so while the held piece fits nowhere as it is turned."""
        hint = turn_hint(self.drag, self.options)
        if hint:
            self.say(hint, error=False)
        elif self.message == NO_FIT:
            self.message = ""

    def _confirm(self) -> None:
        """Enter: end the turn, or take the only choice there is (never a draw of cards: a
        repeated Enter must not reveal anything)."""
        options = self.options
        if EndTurn() in options:
            self._end_turn()
        elif len(options) == 1 and not isinstance(options[0], Decorate):
            self.play(options[0])

    def _undo(self) -> None:
        if not self.person_decides:
            self.say("Undo is for your own moves: a computer player's are never undone.")
        elif self.session.undo():
            self.anim.skip()
            self.say("Undone.", error=False)
            self._refresh_buttons()
        else:
            self.say(
                "Nothing to undo: undo stops at the start of the turn and at anything "
                "drawn or revealed."
            )

    def rules(self) -> None:
        state = self.state
        self.app.switch("rules", back=self, ruleset=state.ruleset, catalog=state.catalog)

    def _on_button(self, element) -> None:
        watch = next((k for k, b in self.watch.items() if b is element), None)
        if watch is not None:
            self._toggle_watch(watch)
        elif element is self.top_buttons["hint"]:
            self._ask_hint()
        elif element is self.top_buttons["undo"]:
            self._undo()
        elif element is self.top_buttons["rules"]:
            self.rules()
        elif element is self.top_buttons["menu"]:
            self.save_and_leave()
        elif element in self.buttons:
            option = self.buttons[element]
            if option is None:  # More choices
                self.choice_page += 1
                self._lay_buttons()
            elif isinstance(option, EndTurn):
                self._end_turn()
            else:
                self.play(option)

    def _end_turn(self) -> None:
        """End the turn; with the confirmation setting, only when asked twice in a row."""
        if self.app.settings.confirm_end_turn:
            self.overlays.push(ConfirmEndTurn(self))  # asked again: Enter or the button
            return
        self.play(EndTurn())

    def save_and_leave(self) -> None:
        """Keep the game in its own file in the saves folder (for Load), then go to the menu."""
        from game.saves import save_game

        try:
            path = save_game(self.state, self.session.table)
        except OSError as exc:
            self.say(f"Could not save: {exc.strerror or exc}. The autosave is kept.")
            return
        self.app.switch("menu")
        self.app.notice = (f"Saved as {path.stem} (open it with Load)", 3.0)

    def _hit(self, point: tuple[int, int]) -> tuple | None:
        for rect, kind, payload in self.shelf_spots:
            if rect.collidepoint(point):
                return (rect, kind, payload)
        return self.board.hit(point) or self.panel.hit(point)

    def _click(self, hit: tuple) -> None:
        rect, kind, payload = hit
        self._carry_out(intents.click(self.state, self.options, self.kinds, kind, payload), rect)

    def _carry_out(
        self, intent: intents.Intent, at: pygame.Rect, start: tuple[int, int] | None = None
    ) -> bool:
        """Play what a gesture asks for (or open the lantern's card, or say its note);
        whether its actions were all played."""
        if intent.lantern is not None:
            bounds = pygame.Rect((0, 0), self.lay.size)
            self.pick.open(self.seen, intent.lantern, at, bounds, self._use_lantern)
            self.overlays.push(self.pick)
        if intent.note:
            self.say(intent.note, intent.refusal)
        return bool(intent.actions) and all(self.play(a, start=start) for a in intent.actions)

    # --- hints ----------------------------------------------------------------------------

    def _ask_hint(self) -> None:
        """Ask the strongest computer player what it would do now (off the frame loop)."""
        if not self.person_decides:
            return
        self.hint.ask(self.state)
        self.top_buttons["hint"].set_text("Thinking…")
        self.top_buttons["hint"].disable()

    def _hint_ready(self) -> None:
        """Show a hint that has been found: the card, and the move as a ghost on the board."""
        try:
            found = self.hint.ready(self.state)
        except Exception as exc:  # a hint that cannot be found must not end the game
            found = None
            self.say(f"No hint this time: {exc}")
        if self.hint.thinking:
            return
        self.top_buttons["hint"].set_text("Hint")
        if self.person_decides:
            self.top_buttons["hint"].enable()
        if found is None:
            return
        ghost = self._hint_ghost(found.action)
        piece, point = ghost.piece, ghost.point
        board = self.layout.bounds.inflate(-16, -16)
        top = point is None or point[1] > board.centery
        notes = preview_words(self.state, found.action, piece)
        self.hint.open(notes, board, top, self._play_hint, self.lay.ui_scale)
        self.overlays.push(self.hint)

    def _play_hint(self, hint) -> None:
        """Play it on a hint's card: the hinted move, from where its piece lies."""
        origin = self._hint_ghost(hint.action).origin
        self.play(hint.action, start=origin.center if origin else None)

    def _hint_ghost(self, action: Action) -> Ghost:
        spots = self.shelf_spots + self.board.hotspots + self.panel.hotspots
        return ghost_of(self.state, action, self.kinds, spots, self.buttons, self.layout)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The hinted move as a ghost (game.hint_ghost)."""
        if self.hint.hint is not None:
            action = self.hint.hint.action
            ghost = self._hint_ghost(action)
            draw_ghost(surface, action, ghost, self.layout, self._drag_image, self._sight)

    def _open_secret_pick(self) -> None:
        """A person's secret choice shows as cards over the table once no handoff screen is
        up (so the next player never glimpses it under one), nor a pause menu or another pick
        (the card of news since the last turn waits under it)."""
        pending = self.session.decision
        if not pending.secret or not self.person_decides or self.overlays.covers:
            return
        choices = []
        for option in self.options:
            place = hotspot_of(option, None) or joined.clicked_at(self.state, option)
            card = hover.entry_for(self.seen, *place) if place else None
            choices.append(Choice(option, joined.option_label(self.state, option), card))
        window = pygame.Rect((0, 0), self.lay.size)
        scale = self.lay.ui_scale
        self.overlays.push(SecretPick(pending.prompt, choices, window, self.play, scale))

    def _use_lantern(self, lantern: str) -> None:
        self.play(UseLantern(lantern))

    def _kind(self, hotspot: str, payload: str) -> PieceKind | None:
        return kind_for(self.kinds, hotspot, payload, self.options)

    def _start_drag(self, point: tuple[int, int], hit: tuple) -> None:
        rect, kind, payload = hit
        piece = self._kind(kind, payload)
        if piece is None or piece.on == "click":  # a click piece is not carried anywhere
            return
        if not can_pick(piece, payload, self.options):
            self.say(self._why_not_pick(piece, payload))
            self.press = None
            return
        rot = 0
        if piece.hotspot == "mini":  # a miniature in the garden keeps its facing
            mini = next(m for m in self.state.minis.values() if m.character == payload)
            rot = mini.facing
        self.drag = Drag(piece, payload, rot, rect.center)
        self._say_fit()

    def _why_not_pick(self, piece: PieceKind, payload: str) -> str:
        """Why a piece cannot be picked up now, in the engine's words: the lantern it takes, the
        rule that leaves it nowhere to go, else what the pending decision asks."""
        state, pending = self.state, self.session.decision
        catalog = state.catalog
        for lid in state.player.lanterns:
            if piece.lantern and catalog.lanterns[lid].effect == piece.lantern:
                if UseLantern(lid) in pending.option_set:
                    return f"That takes the lantern '{catalog.lanterns[lid].name}': click it first."
                return why_no_lantern(state, lid)
        what = {Build: "stack", PlaceDecoration: "card"}.get(piece.action, "")
        reason = why_piece_stuck(state, pending, what, payload) or module_reason(
            state, pending, piece, payload
        )
        return reason or f"{piece.name} cannot be placed now. {pending.prompt}."

    def _target_at(self, drag: Drag, point: tuple[int, int]):
        if drag.piece.on == "slot":
            return self.layout.slot_at(point)
        cell = self.layout.cell_at(point)
        if cell is None or drag.piece.on == "cell":
            return cell
        legal = [t for t in targets(drag, self.options) if t[:2] == cell]
        if legal:  # the spot nearest the pointer among this space's free spots
            return min(legal, key=lambda t: _dist(self.layout.spot_point(*t), point))
        return (*cell, "tile")

    def _drop(self, point: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        intent = intents.drop(drag, self._target_at(drag, point), self.options)
        if not self._carry_out(intent, pygame.Rect(point, (0, 0)), start=point):
            self._slide_back(drag, point)

    def _cancel_drag(self) -> None:
        drag, self.drag = self.drag, None
        self._slide_back(drag, self.mouse)

    def _slide_back(self, drag: Drag, point: tuple[int, int]) -> None:
        self.anim.slide(self._drag_image(drag), point, drag.origin, 0.25)

    # --- frame --------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        self.anim.update(dt)
        if self.hint.thinking:
            self._hint_ready()
        self._open_secret_pick()
        try:
            move = self.computers.update(self.session.here, dt, self.anim.busy)
        except Exception as exc:  # a computer player that fails stops, and says why
            move = None
            self.computers.paused = True
            self._lay_buttons()
            self.say(f"The computer player stopped: {exc}")
        if move is not None:
            self._play_computer(move)
        self._aim()
        self.overlays.update(dt)
        self.hover.update(self._hover_target(), dt)
        self.message_time = max(0.0, self.message_time - dt)
        self._step_shown(dt)
        if self.state.over and not self.anim.busy and self.shown == self._actual():
            self.app.switch("end", session=self.session)  # the ruleset's end screen

    def _hover_target(self) -> tuple[str, object] | None:
        """The piece whose hover card may show: none while dragging, pressing, on a control or
        behind the handoff screen or a lantern's card."""
        if self.drag or self.press or self.overlays.covers or self.pick.lantern is not None:
            return None
        if self.ui.get_hovering_any_element():
            return None
        hit = self._hit(self.mouse)
        return (hit[1], hit[2]) if hit else None

    def _step_shown(self, dt: float) -> None:
        """Coins count up and cubes step toward the real values."""
        actual = self._actual()
        if self.shown == actual or self.anim.running(Flight):  # counted once the coins land
            return
        if self.app.settings.speed <= 0:
            self.shown = actual
            return
        self.tick += dt * self.app.settings.speed
        if self.tick < 0.08:
            return
        self.tick = 0.0
        self.shown = tuple(
            (
                c + (a > c) - (a < c),
                tuple(t + (u > t) - (u < t) for t, u in zip(ts, us, strict=True)),
            )
            for (c, ts), (a, us) in zip(self.shown, actual, strict=True)
        )

    def draw(self, surface: pygame.Surface) -> None:
        """A frame: the still picture (made again only when something in it changed), then
        what moves on it; only the places drawn over last frame are restored."""
        self._relayout()
        ui = self.frame.begin(surface, self._still_key(), self._paint_still, self.ui)
        drawn = self.anim.draw(surface)
        if self.drag:
            drawn += light_targets(surface, self.layout, targets(self.drag, self.options))
            legal = targets(self.drag, self.options) if self.aim.target is not None else {}
            if self.aim.target in legal:
                drawn += self._sight(surface, legal[self.aim.target])
            image = self._drag_image(self.drag)
            drawn.append(surface.blit(image, image.get_rect(center=self.mouse)))
            if self.aim.box is not None:
                self._draw_preview(surface)
                drawn.append(self.aim.box)
        looking = hovered_sight(surface, self.layout, self.seen, self.hover.target)
        drawn += looking
        super().draw(surface)
        if not self.overlays.covers:
            sight = looking[0].unionall(looking) if looking else None
            card = self.hover.draw(surface, self.seen, self.mouse, self.lay.ui_scale, sight)
            if card is not None:
                drawn.append(card)
        self.frame.end(drawn + ui)

    def invalidate(self) -> None:
        """Draw everything anew next frame, the choices and the hand too (the art or the state
        changed under the caches)."""
        self.frame.invalidate()
        self.decision_key = None
        self._refresh_buttons()
        self.board.key = self.panel.key = self.panel.block_key = None
        self.panel.height_values.clear()

    def overdrawn(self, rect: pygame.Rect) -> None:
        self.frame.overdrawn(rect)

    def _still_key(self) -> tuple:
        """Everything the still picture shows."""
        note = self.message if self.message_time > 0 else self.session.save_error
        return (
            id(self.state),
            self.shown,
            id(self.lay),
            self.panel.scroll,
            self.panel.log_back,
            len(self.session.log),
            id(self.log_rect),
            note,
            self.message_error,
            self.drag is not None,
            id(self.hint.hint),
            self.overlays.shows(),
            self.anim.hidden(),
            self.person_decides,
            self.computers.doing(),  # paused, thinking (how far) or playing
            tuple(b.text for b in self.top_buttons.values()),
        )

    def _paint_still(self, surface: pygame.Surface) -> None:
        """The picture under what moves: board, panel, top bar, log, hand, outlines, overlays."""
        state = self.seen
        lay = self.lay
        surface.fill(palette.PAPER_DARK)
        surface.blit(self.board.surface(state, self.anim.hidden()), self.layout.bounds)
        last_moves(surface, self.layout, last_places(self.session.moves, state), self.colours)
        surface.blit(self.panel.surface(state, self.shown, lay, self.viewer), lay.clip)
        if lay.scrolls:
            self.panel.scroll_marks(surface, lay)
        self._top_bar(surface)
        self.panel.draw_log(surface, self.session.log, self.log_rect, lay.scale)
        if not self.drag and not self.overlays.covers and self.person_decides:
            self._draw_shelf(surface)
            self._draw_pickable(surface)
            self._draw_hint(surface)
        elif not self.drag:  # a computer's hand stays hidden
            self.shelf_spots = []
        self.overlays.draw(surface)

    def _over_scrolling_panel(self) -> bool:
        return self.lay.scrolls and self.lay.clip.collidepoint(self.mouse)

    def _top_bar(self, surface: pygame.Surface) -> None:
        state = self.seen
        seat = self.computers.decides(self.session.here)
        dot = None
        if state.over:
            words = "The game is over."
        else:
            last = "  (last round)" if state.end_triggered else ""
            i = state.current if seat is None else seat
            name = state.players[i].name
            words = f"Turn {state.turn_number} · {name}{last}: {self.session.decision.prompt}"
            if seat is not None:
                kind = kind_label(self.session.seats[seat])
                doing = self.computers.doing()
                words = f"Turn {state.turn_number} · {name} ({kind}){last} {doing}"
            dot = self.colours[i]
        note = self.message if self.message_time > 0 else self.session.save_error
        error = self.message_error or note != self.message
        self.note_box = draw_top_bar(
            surface,
            self.lay.top,
            words,
            dot,
            self.top_buttons["hint"].rect.x,
            joined.ruleset_names(state),
            note,
            palette.SEAL_RED if error else palette.INK,
        )

    def _sight(self, surface: pygame.Surface, action: Action) -> list[pygame.Rect]:
        """What a character placed by ``action`` would see (nothing for other actions); where
        it was drawn."""
        if not isinstance(action, (PlaceCharacter, MoveCharacter)):
            return []
        seen = placement_sight(self.seen, action.character, action.x, action.y, action.facing)
        return sight(surface, self.layout, seen, label=False)

    def _aim(self) -> None:
        """The dragged piece's target under the pointer and its preview words, worked out when
        the pointer moves to another place or the piece turns (never in a frame's draw)."""
        drag = self.drag
        lay = self.layout
        inside = drag is not None and lay.bounds.collidepoint(self.mouse)
        target = self._target_at(drag, self.mouse) if inside else None
        key = (target, drag and drag.rot, drag and drag.payload, self.decision_key)
        if key == self.aim.key:
            return
        self.aim.key = key
        self.aim.target = target
        legal = targets(drag, self.options) if drag is not None else {}
        words = preview_words(self.state, legal[target], drag.piece) if target in legal else ""
        self.aim.words = words
        self.aim.box = None
        if not words:
            return
        text = assets.text(words, 20, palette.PAPER_LIGHT, True)
        box = text.get_rect().inflate(12, 8)
        covered = self._covered(target).inflate(8, 8)
        box.midbottom = (covered.centerx, covered.top)  # above the place; below when no room
        if box.top < lay.bounds.top:
            box.midtop = (covered.centerx, covered.bottom)
        box.clamp_ip(pygame.Rect((0, 0), self.lay.size))
        self.aim.box = box

    def _covered(self, target) -> pygame.Rect:
        """What the preview must leave in sight: the place and the held piece over it."""
        lay = self.layout
        if isinstance(target, str):
            place = lay.slots[target]
        elif len(target) == 3:
            place = pygame.Rect(0, 0, lay.cell * 3 // 5, lay.cell * 3 // 5)
            place.center = lay.spot_point(*target)
        else:
            place = lay.cell_rect(*target)
        image = self._drag_image(self.drag).get_rect(center=self.mouse)
        return place.union(image)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """A drop's preview words by the place, never over it or the held piece."""
        box = self.aim.box
        pygame.draw.rect(surface, palette.INK, box, border_radius=6)
        text = assets.text(self.aim.words, 20, palette.PAPER_LIGHT, True)
        surface.blit(text, text.get_rect(center=box.center))

    def _takes(self, character: str) -> bool:
        """Whether clicking a face-up character takes it now (or influences it, then takes it)."""
        options = self.session.decision.option_set
        return TakeCharacter(character) in options or Influence() in options

    def _draw_pickable(self, surface: pygame.Surface) -> None:
        """Outline what can be picked up or clicked now."""
        options = self.options
        for rect, kind, payload in self.board.hotspots + self.panel.hotspots:
            piece = self._kind(kind, payload)
            live = (
                (piece and can_pick(piece, payload, options))
                or (kind == "token" and TakeToken(*payload) in options)
                or (kind == "display_char" and self._takes(payload))
                or (kind == "lantern" and UseLantern(payload) in options)
            )
            if live:
                pygame.draw.rect(surface, palette.GOLD, rect.inflate(6, 6), 3, border_radius=6)

    def _draw_shelf(self, surface: pygame.Surface) -> None:
        """The pieces in the player's hand, in their own place under the choice buttons."""
        self.shelf_spots = draw_hand(
            surface, self.hand_rect, self.hand, self.state.catalog, self._usable, self._figure
        )

    def _usable(self, item: Item) -> bool:
        """Whether a piece in the hand can be used now."""
        piece = self._kind(item.hotspot, item.payload)
        usable = piece is not None and can_pick(piece, item.payload, self.options)
        return usable or item.hotspot == "display_char"

    def _own_colour(self) -> tuple:
        """The current player's colour and shape (their pieces in the hand and held)."""
        return self.colours[self.state.current], self.shapes[self.state.current]

    def _figure(self, character: str, look: str, size: int, rot: int = 0) -> pygame.Surface:
        return figure(self.seen, character, look, self._own_colour(), size, rot)

    def _drag_image(self, drag: Drag) -> pygame.Surface:
        return drag_image(self.seen, drag, self.layout.cell, self._own_colour())


def _far(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) > CLICK_PX


def _dist(a, b) -> float:
    return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2
