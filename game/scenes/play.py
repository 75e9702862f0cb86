"""The play screen: routing events to the input, drag, hint and choice mixins, and drawing the
board, the players' panel, the held piece and the overlays; the hot-seat flow between turns."""

from __future__ import annotations

import pygame
import pygame_gui

from engine.tang_garden.api import (
    Action,
    GameState,
    Influence,
    TakeCharacter,
    TakeToken,
    UseLantern,
    decision,
    seen_by,
)
from game import hover, palette
from game.animation import Animator, Flight
from game.board_marks import hovered_sight, last_moves, light_targets
from game.board_view import BoardView
from game.choice_buttons import lay_top
from game.computer_turns import ComputerTurns
from game.event_animations import Places, animate_events
from game.frame import StillFrame
from game.gestures import (
    Drag,
    PieceKind,
    can_pick,
    hotspot_of,
    targets,
)
from game.hand_view import draw_hand
from game.hint_card import HintCard
from game.lantern_pick import LanternPick
from game.layout import COLUMN_W, BoardLayout, PlayLayout, fit
from game.move_slides import slide_move
from game.news_view import NewsCard
from game.overlays import Overlays
from game.panel_view import PanelView
from game.piece_images import figure
from game.play_choices import ChoiceArea
from game.play_drag import Aim, DragAndDrop
from game.play_hints import PlayHints
from game.play_input import PlayInput
from game.play_overlays import ConfirmEndTurn, Handoff
from game.recent_moves import News, last_places, news
from game.scenes.base import Scene
from game.seats import is_computer, kind_label
from game.secret_pick import Choice, SecretPick
from game.session import Session
from game.tang_garden import joined
from game.tang_garden.module_ui import Item
from game.top_bar import draw_top_bar


class PlayScene(PlayInput, DragAndDrop, PlayHints, ChoiceArea, Scene):
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
        self.parts_box = pygame.Rect(0, 0, 0, 0)  # the top bar's names of the parts played
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
        if self.overlays.covers:  # laid out again under the handoff screen: still hidden
            self.show_controls(False)

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
        places = Places(
            self.layout, panel, hand, self.person_decides, self.lay, seats, self._kept_type
        )
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
            self._tell_news(items)

    def _tell_news(self, items: list[News]) -> None:
        """The others' moves since the person's last on a card over the log."""
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

    # --- leaving the table ------------------------------------------------------------------

    def rules(self) -> None:
        state = self.state
        self.app.switch("rules", back=self, ruleset=state.ruleset, catalog=state.catalog)

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

    # --- secret pick ----------------------------------------------------------------------

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
        if self.parts_box.collidepoint(self.mouse):
            return ("ruleset", None)
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
        surface.blit(self.panel.surface(state, self.shown, lay, self.viewer), lay.clip)
        drawn = [*self.board.hotspots, *self.panel.hotspots]
        last_moves(
            surface, self.layout, last_places(self.session.moves, state), self.colours, drawn
        )
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
        self.note_box, self.parts_box = draw_top_bar(
            surface,
            self.lay.top,
            words,
            dot,
            self.top_buttons["hint"].rect.x,
            joined.ruleset_names(state),
            note,
            palette.SEAL_RED if error else palette.INK,
        )

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

    def _kept_type(self, card: str) -> str | None:
        """A card some player keeps: its type (None: not kept, e.g. in a hand)."""
        kept = any(card in player.cards for player in self.state.players)
        return self.state.catalog.card_type[card].id if kept else None

    def _own_colour(self) -> tuple:
        """The current player's colour and shape (their pieces in the hand and held)."""
        return self.colours[self.state.current], self.shapes[self.state.current]

    def _figure(self, character: str, look: str, size: int, rot: int = 0) -> pygame.Surface:
        return figure(self.seen, character, look, self._own_colour(), size, rot)
