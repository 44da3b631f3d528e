"""The controller: it owns the match and the seats, asks the right seat for each decision,
turns the engine's events into animation steps, and takes the human's input.

Input that arrives while the table is still animating is checked against the match at
once and applied when the animations are done; a click on the table finishes them.
Computer seats decide on a worker thread. After every decision ``decided`` is emitted,
and ``changed`` whenever the match moved on or was rebuilt (the autosave and the menus
listen); ``load`` rebuilds a match from a deal record (resume, open, undo).

Pass-and-play: with more than one human seat, a hand is face-up only while its own human
is to act and at the screen. Between two different humans' turns the table asks for the
privacy curtain (``curtain``) with every hand face-down, and waits for ``reveal()``; while
a computer acts, or between deals, every hand is face-down as well. With one human, his
hand stays face-up throughout.
"""

from __future__ import annotations

import json
import random
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from histcards.ai import Bot
from histcards.cards import Card, suit_of
from histcards.checked_json import excerpt
from histcards.engine import IllegalAction, Match, RecordError, new_match
from histcards.engine.actions import Action, play
from histcards.engine.events import DealEnd, Partnerships
from histcards.engine.observation import Observation
from histcards.engine.report import state_report
from histcards.match_setup import MatchSetup, SeatSetup
from histcards.storage import Settings
from histcards.table.animation import Animator
from histcards.table.cards_view import DIMMED, LEGAL, NORMAL, SELECTED
from histcards.table.choreography import choreograph
from histcards.table.decision import claims_held, prices, situation
from histcards.table.layout import TableSpec
from histcards.table.model import TableModel, conceal, model_from_observation
from histcards.table.panel import ActionPanel, Extra
from histcards.table.reasons import reason_text
from histcards.table.scene import SeatLabel, TableScene
from histcards.table.seats import Seat, Thinker
from histcards.table.standing import Scoring
from histcards.table.status import status_line
from histcards.table.summary import deal_summary, presenter, standings_sheet
from histcards.table.undo import UndoPoint
from histcards.table.wording import Words, translated, you_seat

SUIT_DISPLAY_ORDER = (0, 1, 3, 2)
"""Spades, hearts, clubs, diamonds: black and red suits alternate in the fan."""


def deal_plan(match: Match) -> list[tuple[int, int]]:
    """The packets of the current deal in the order they were dealt, as (seat, count).

    The engine is asked how it deals: its own dealing of the pack in pack order tells
    which seat receives each position of the shuffled pack.
    """
    game = match.game
    pack = list(game.pack(match.players, match.options))
    layout = game.deal_from_pack(match.clone(), match.dealer, list(pack))
    position = {card: index for index, card in enumerate(pack)}
    receivers = sorted((position[card], seat) for seat, hand in enumerate(layout.hands)
                       for card in hand)
    plan: list[tuple[int, int]] = []
    for _, seat in receivers:
        if plan and plan[-1][0] == seat:
            plan[-1] = (seat, plan[-1][1] + 1)
        else:
            plan.append((seat, 1))
    return plan


def playable_match(record: Mapping[str, Any]) -> Match:
    """The match a deal record replays to, ready to be played on.

    Raises ``RecordError`` for a record the engine refuses, and also for one it cannot go
    on from: any failure while replaying it, listing the legal decisions, building what
    each seat sees or writing its state out (numbers too long to print; a file must never
    bring the table down).
    """
    try:
        match = Match.from_record(record)
        match.legal()
        for seat in range(match.players):
            match.observation(seat)
        json.dumps(state_report(match))
    except RecordError:
        raise
    except Exception as error:
        raise RecordError(f"the engine cannot go on from this record "
                          f"({type(error).__name__}: {excerpt(str(error), 200)})") from None
    return match


def seating(match: Match) -> list[int]:
    """Which given player sits in each seat (a seating ceremony may reorder them)."""
    for event in match.events:
        if isinstance(event, Partnerships):
            return list(event.seating)
    return list(range(match.players))


class Controller(QObject):
    """Runs one match on a table scene."""

    decided = Signal(int, str)
    """A seat took a decision (seat, action text)."""
    events = Signal(list)
    """Events the engine reported (a deal, a decision), for the game log."""
    changed = Signal()
    """The match moved on (a deal, a decision) or was rebuilt (load, undo)."""
    reloaded = Signal()
    """The match was rebuilt from a record (resume, open, undo, restart): its events so far
    are ``match.events``."""
    viewer_changed = Signal(int)
    """The seat shown at the bottom changed (pass-and-play)."""
    curtain = Signal(int)
    """Pass-and-play: cover the table until this seat's player is at the screen, then
    call ``reveal()``. Every hand is face-down meanwhile."""
    human_to_act = Signal(int)
    """A human seat must decide now (shown when the table has caught up)."""
    turn = Signal()
    """The table has caught up with the seat to act (or the curtain asks for a player,
    or the deal is over): the status line says so again (``status_text``)."""
    refused = Signal(str)
    """An input was refused; the engine's reason."""
    deal_over = Signal()
    match_over = Signal()
    new_game_wanted = Signal()
    """The player asked for a new game from the table (at the match's end)."""
    failed = Signal(str)
    """A computer seat failed to decide; it played its first legal action instead."""

    def __init__(self, scene: TableScene, animator: Animator, panel: ActionPanel,
                 settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.animator = animator
        self.panel = panel
        self.settings = settings or Settings()
        self.match: Match | None = None
        self.seats: list[Seat] = []
        self.viewer = 0
        self.at_screen: int | None = None
        """Pass-and-play: the human seat whose player has the screen (None: nobody yet)."""
        self.covered_for: int | None = None
        """Pass-and-play: the human seat the curtain waits for, while it is up."""
        self.undo_point: UndoPoint | None = None
        self._over_told = False
        self.standings_shown = False
        """At the match's end: whether the table shows the final standings (else the last
        deal's summary)."""
        self.shown: TableModel | None = None
        """The model the table shows once every queued step has run."""
        self.pending: deque[Action] = deque()
        self.selection: set[Card] = set()
        self.choice_card: Card | None = None
        self.errors: list[str] = []
        self.generation = 0
        """Counts the positions computer decisions are asked from: it moves on with every
        request and every ``stop`` (a load, an undo, a restart), and an answer carrying
        an older generation is dropped, so no decision asked for one position is ever
        applied to another."""
        self._halted = False
        self.vet: Callable[[Action], str | None] | None = None
        """A check on the human's decisions beyond the rules (a lesson's script): the
        sentence refusing one, or None to let it be taken."""
        self.thinker = Thinker(self)
        self.thinker.decided.connect(self._bot_decided)
        self.thinker.failed.connect(self._bot_failed)
        animator.idle.connect(self._advance)
        scene.card_clicked.connect(self.card_clicked)
        scene.pressed.connect(animator.finish_all)
        panel.chosen.connect(self.submit)

    # --- starting ----------------------------------------------------------------------

    def new_match(self, setup: MatchSetup) -> None:
        """Start a new match from a set-up and deal its first deal."""
        seed = setup.seed if setup.seed is not None else random.SystemRandom().getrandbits(32)
        names = [s.name for s in setup.seats] or None
        match = new_match(setup.game, setup.players, setup.options, seed=seed, names=names)
        self._install(match, setup.seats)
        self._start_deal()

    def load(self, record: Mapping[str, Any], seats: Sequence[SeatSetup],
             bots: Mapping[int, Bot] | None = None) -> None:
        """Rebuild the match of a deal record (``Match.from_record``) with these seats, in
        the order the record names its players, and carry on from where it stands;
        ``bots`` plays computer seats (by seat) otherwise than their level would (a
        lesson's script).

        Raises ``RecordError`` (the match under way going on untouched) if the record
        cannot be replayed or played on (``playable_match``), and ``ValueError`` if the
        seats do not fit it.
        """
        match = playable_match(record)
        if len(seats) not in (0, match.players):
            raise ValueError(f"{len(seats)} seats given for {match.players} players")
        self._install(match, seats, bots or {})
        self._over_told = match.over
        if match.over:
            self.show_match_end()
        self.reloaded.emit()
        self.changed.emit()
        if not match.deals:
            self._start_deal()
        else:
            self._advance()

    def given_seats(self) -> list[SeatSetup]:
        """The seats in the order the match names its players (as ``load`` takes them)."""
        order = seating(self.match)
        return [self.seats[order.index(i)].setup for i in range(len(self.seats))]

    def restart_deal(self) -> None:
        """Deal the current deal again from its start."""
        if self.match is None or not self.match.deals:
            return
        record = self.match.to_record()
        record["deals"][-1]["actions"] = []
        self.load(record, self.given_seats())

    def can_undo(self) -> bool:
        """Whether the human may take back his last decision now (``histcards.table.undo``
        gives the rule)."""
        return (self.match is not None and self.undo_point is not None
                and self.undo_point.allows(self.match, self.human_seats()))

    def undo(self) -> bool:
        """Take back the human's last decision, if allowed; returns whether it was."""
        if not self.can_undo():
            return False
        self.load(self.undo_point.record(), self.given_seats())
        return True

    def _install(self, match: Match, seats: Sequence[SeatSetup],
                 bots: Mapping[int, Bot] | None = None) -> None:
        given = list(seats) or [SeatSetup(name) for name in match.given_names]
        order = seating(match)
        bots = bots or {}
        placed = [Seat(given[order[s]], match.game.id, bots.get(s))
                  for s in range(match.players)]
        self.stop()
        self.match = match
        self.seats = placed
        self.viewer = self._default_viewer()
        self.at_screen = self.covered_for = None
        self.undo_point = None
        self._over_told = self.standings_shown = False
        self.pending.clear()
        self.selection.clear()
        self.choice_card = None
        self.panel.clear()
        plan = deal_plan(match)
        sizes = [sum(n for s, n in plan if s == seat) for seat in range(match.players)]
        spec = TableSpec(match.players, self.viewer,
                         match.game.direction(match.options) == "clockwise",
                         chips=match.ledger is not None and bool(match.ledger.banks),
                         hand_max=max(sizes, default=8) or 8)
        pools = list(match.ledger.pools) if match.ledger else []
        self.scene.set_table(spec, match.game.info.board(pools), pools, self.seat_labels())
        self._word_the_table()
        self.shown = self._model()
        self.scene.show_model(self.shown)

    def _word_the_table(self) -> None:
        """What the table says in the game's words: the figures the plates show, the
        names on the board's pools (in the interface language)."""
        match = self.match
        info = match.game.info
        self.scene.set_scoring(Scoring.of(info, match.game.score_kind(match.options)))
        board = info.board(list(match.ledger.pools) if match.ledger else [])
        if board is not None:
            words = self.words()
            self.scene.set_pool_names({pool: translated(board.names[pool])
                                       if pool in board.names else words.pool(pool)
                                       for pool in board.pools})

    def status_text(self) -> str:
        """The status line: who is to act now and in which phase, the player the
        curtain asks for, or that the deal is over (empty once the match is over)."""
        if self.match is None:
            return ""
        return status_line(self.match, self.human_seats(), self.covered_for)

    def _default_viewer(self) -> int:
        humans = self.human_seats()
        return humans[0] if humans else 0

    @property
    def pass_and_play(self) -> bool:
        """Whether more than one person plays at this screen."""
        return len(self.human_seats()) > 1

    def words(self) -> Words:
        """The words of the game played, seats named as they sit (the solo player in the
        second person)."""
        match = self.match
        return Words(match.game.info, match.names, match.game.score_kind(match.options),
                     self.you())

    def you(self) -> int | None:
        """The seat the table's sentences address as "you" (``you_seat``), or None."""
        return None if self.match is None else you_seat(self.match.names, self.human_seats())

    def label(self, action: Action) -> str:
        """An action in the game's words, as its button says it."""
        return self.words().action(action)

    def seat_labels(self) -> list[SeatLabel]:
        """What the plates say about who sits where."""
        from histcards.ai import level

        labels = []
        for seat, info in zip(self.match.names, self.seats, strict=True):
            if info.is_human:
                who = self.tr("Human") if self.pass_and_play else ""
                labels.append(SeatLabel(seat, who, True, self.tr("Human")))
            else:
                strength = translated(level(info.setup.level).name)
                labels.append(SeatLabel(seat, strength, False,
                                        self.tr("Computer · {0}").format(strength)))
        return labels

    def stop(self) -> None:
        """Forget any computer decision under way and finish the animations, without
        asking for the next decision: the caller goes on from there (or closes)."""
        self.generation += 1
        self.thinker.cancel()
        self.scene.set_thinking(None)
        self._halted = True
        try:
            self.animator.finish_all()
        finally:
            self._halted = False

    # --- the loop ------------------------------------------------------------------------

    def _model(self) -> TableModel:
        order = self.match.game.rank_order(self.match.options)

        def sort_key(card: Card) -> tuple[int, int]:
            return (SUIT_DISPLAY_ORDER[suit_of(card)], -order.power[card])

        # A model seen by no seat (-1) shows every hand face-down.
        seen_by = self.viewer if self.hand_visible() else -1
        return model_from_observation(self.match.observation(self.viewer), seen_by, sort_key)

    def hand_visible(self) -> bool:
        """Whether the bottom hand may be face-up now: always with one human (or none);
        in pass-and-play, only while its own human is to act and at the screen."""
        if not self.pass_and_play:
            return True
        return (self.covered_for is None and self.at_screen == self.viewer
                and self.match.to_act == self.viewer)

    def _show_events(self, events: list[dict[str, Any]], dealt: bool = False) -> None:
        final = self._model()
        if final.viewer < 0 <= self.shown.viewer:
            # A hand that must not be seen any more turns down before anything moves.
            self.shown = conceal(self.shown)
            self.scene.show_model(self.shown)
        plan = deal_plan(self.match) if dealt else None
        words = self.words()
        steps = choreograph(self.shown, events, final, plan, words.speech, presenter(words))
        self.shown = final
        self.events.emit(events)
        self.changed.emit()
        self.animator.enqueue(steps)

    def _start_deal(self) -> None:
        events = self.match.start_deal()
        self._show_events(events, dealt=True)

    def _apply(self, action: Action) -> None:
        seat = self.match.to_act
        if self.seats[seat].is_human:
            self.undo_point = UndoPoint.take(self.match)
        events = self.match.apply(action)
        self.decided.emit(seat, str(action))
        self._show_events(events)

    def _advance(self) -> None:
        """The table has caught up: ask for the next decision."""
        match = self.match
        if match is None or self.animator.busy or self._halted:
            return
        if match.over:
            if not self._over_told:
                self._over_told = True
                self.show_match_end()
                self.match_over.emit()
            return
        self.turn.emit()
        seat = match.to_act
        if seat is None:
            self._between_deals()
            return
        if self.seats[seat].is_human:
            self._human_turn(seat)
        else:
            self._computer_turn(seat)

    def _between_deals(self) -> None:
        self.deal_over.emit()
        if not any(s.is_human for s in self.seats):
            self._start_deal()
            return
        self.scene.set_input({}, {})
        self._show_summary()
        self._between_deals_panel()

    def _between_deals_panel(self) -> None:
        self.panel.offer(self.tr("The deal is over."), [], self.words(),
                         [Extra(self.tr("Next deal"), True, self.next_deal, default=True)])

    def _show_summary(self) -> None:
        """The last deal's summary on the table (again after a load, or in another
        language)."""
        end = next((e for e in reversed(self.match.events) if isinstance(e, DealEnd)), None)
        if end is not None and self.shown is not None:
            self.scene.show_sheet(deal_summary(self.words(), end, self.shown))

    def show_match_end(self, standings: bool | None = None) -> None:
        """The match is over: the last deal's summary, or the final ``standings``, on the
        table, and the way on (Enter shows the standings)."""
        if self.match is None or not self.match.over:
            return
        if standings is not None:
            self.standings_shown = standings
        words = self.words()
        new_game = Extra(self.tr("New game"), True, self.new_game_wanted.emit)
        if self.standings_shown:
            self.scene.show_sheet(standings_sheet(words, self.shown))
            extras = [Extra(self.tr("Last deal"), True, lambda: self.show_match_end(False)),
                      new_game]
        else:
            self._show_summary()
            extras = [Extra(self.tr("Final standings"), True,
                            lambda: self.show_match_end(True), default=True), new_game]
        self.scene.set_input({}, {})
        self.panel.offer(self.tr("The match is over."), [], words, extras)

    def next_deal(self) -> None:
        """Deal the next deal (between deals)."""
        if self.match is None or self.match.over or self.match.to_act is not None:
            return
        self.animator.finish_all()
        self.panel.clear()
        self.scene.hide_sheet()
        self._start_deal()

    def _computer_turn(self, seat: int) -> None:
        match = self.match
        self.scene.set_input({}, {})
        self.panel.clear()
        self.generation += 1
        key = f"histcards:{match.seed}:{match.deal_index}:{len(match.deals[-1].actions)}"
        minimum = self.settings.ai_delay if self.animator.speed > 0 else 0.0
        self.scene.set_thinking(seat)
        self.thinker.request(self.generation, self.seats[seat], match.observation(seat),
                             list(match.legal()), random.Random(key), minimum)

    def _bot_decided(self, generation: int, text: str) -> None:
        if generation != self.generation or self.match is None:
            return
        self.scene.set_thinking(None)
        self._apply(Action.parse(text))

    def _bot_failed(self, generation: int, message: str) -> None:
        if generation != self.generation or self.match is None:
            return
        self.errors.append(message)
        self.failed.emit(message)
        self.scene.set_thinking(None)
        self._apply(self.match.legal()[0])

    # --- the human's turn ---------------------------------------------------------------

    def _human_turn(self, seat: int) -> None:
        if self.pass_and_play and seat != self.at_screen:
            self._cover(seat)
            return
        if seat != self.viewer or not self._hand_shown():
            self._show_viewer(seat)
        if self.pending:
            self._apply_pending()
            return
        self._offer()
        self.human_to_act.emit(seat)

    def _hand_shown(self) -> bool:
        hand = self.shown.hands[self.viewer] if self.shown else []
        return all(isinstance(key, int) for key in hand)

    def _show_viewer(self, seat: int) -> None:
        """Put ``seat`` at the bottom and show the table as it may see it, at once."""
        changed = seat != self.viewer
        self.viewer = seat
        self.scene.set_viewer(seat)
        self.shown = self._model()
        self.scene.show_model(self.shown)
        if changed:
            self.viewer_changed.emit(seat)

    def _cover(self, seat: int) -> None:
        """Pass-and-play: turn every hand down and ask for ``seat``'s player."""
        if self.covered_for == seat:
            return
        self.at_screen = None
        self.covered_for = seat
        self.pending.clear()
        self.panel.clear()
        self.scene.set_input({}, {})
        self.scene.set_focus_card(None)
        self._show_viewer(seat)
        self.curtain.emit(seat)
        self.turn.emit()

    def reveal(self) -> None:
        """Pass-and-play: the player the curtain waited for is at the screen; show his
        hand and his choices."""
        seat = self.covered_for
        if seat is None or self.match is None or self.match.to_act != seat:
            return
        self.covered_for = None
        self.at_screen = seat
        self._show_viewer(seat)
        self._advance()

    def _apply_pending(self) -> None:
        action = self.pending.popleft()
        reason = self.refusal(action)
        if reason is not None:
            self.refused.emit(reason)
            self.pending.clear()
            self._advance()
            return
        self._apply(action)

    def _offer(self) -> None:
        """Show the human's choices: highlighted cards and the panel."""
        legal = self.match.legal()
        plays = [a for a in legal if a.kind == "play"]
        discards = [a for a in legal if a.kind == "discard"]
        others = [a for a in legal if a.kind not in ("play", "discard")]
        hand = self.match.hand(self.viewer)
        states: dict[int, str] = {}
        reasons: dict[int, str] = {}
        if plays:
            playable = {a.card for a in plays}
            for card in hand:
                if card in playable:
                    states[card] = LEGAL
                else:
                    states[card] = DIMMED
                    reasons[card] = self.refusal(play(card)) or ""
        elif discards:
            usable = {c for a in discards for c in a.cards}
            for card in hand:
                states[card] = SELECTED if card in self.selection else (
                    NORMAL if card in usable else DIMMED)
        self.scene.set_input(states, reasons)
        observation = self.match.observation(self.viewer)
        extras = []
        if discards:
            chosen = self._discard_choice(discards)
            extras.append(Extra(self.tr("Discard the chosen cards"), chosen is not None,
                                lambda: self.submit(chosen)))
        if self.choice_card is not None:
            options = [a for a in plays if a.card == self.choice_card]
            extras.append(Extra(self.tr("Cancel"), True, self._cancel_choice))
            self.panel.offer(self.tr("How do you play this card?"), options, self.words(), extras)
            return
        title = ""
        if others:
            title = self.tr("{0}, your turn").format(self.match.names[self.viewer]) \
                if self.pass_and_play else self.tr("Your turn")
            title = "\n".join(t for t in (title, situation(self.words(), observation)) if t)
        if others or extras:
            self.panel.offer(title, others, self.words(), extras, claims_held(observation),
                             prices(observation))
        else:
            self.panel.clear()

    def _discard_choice(self, discards: Sequence[Action]) -> Action | None:
        chosen = tuple(sorted(self.selection))
        return next((a for a in discards if a.cards == chosen), None)

    def _cancel_choice(self) -> None:
        self.choice_card = None
        self._offer()

    def refresh(self) -> None:
        """Offer the human's choices again, and the summary or standings (after a change
        of language)."""
        self.scene.set_labels(self.seat_labels())
        if self.match is not None:
            self._word_the_table()
        seat = self.acting_human()
        if seat is not None and seat == self.viewer and not self.animator.busy:
            self._offer()
        elif self.match is not None and self.match.over:
            self.show_match_end()
        elif self.match is not None and self.panel.isVisible() and self.match.to_act is None:
            self._show_summary()
            self._between_deals_panel()

    def human_seat_to_act(self) -> int | None:
        """The human seat whose decision it is, or None."""
        if self.match is None or self.match.to_act is None:
            return None
        seat = self.match.to_act
        return seat if self.seats[seat].is_human else None

    def acting_human(self) -> int | None:
        """The human seat to act if its player may decide now: in pass-and-play, only once
        he is at the screen (the curtain lifted)."""
        seat = self.human_seat_to_act()
        if seat is None or (self.pass_and_play and seat != self.at_screen):
            return None
        return seat

    def card_clicked(self, card: Card) -> None:
        """A card of the viewer's hand was clicked (or dropped on the table)."""
        seat = self.acting_human()
        if seat is None or seat != self.viewer or card not in self.match.hand(seat):
            return
        legal = self.match.legal()
        if any(a.kind == "discard" for a in legal):
            self.selection ^= {card}
            self._offer()
            return
        options = [a for a in legal if a.kind == "play" and a.card == card]
        if not options:
            reason = self.refusal(play(card))
            self.refused.emit(reason or self.tr("That card cannot be played now."))
            return
        if len(options) == 1:
            self.submit(options[0])
            return
        self.choice_card = card
        self._offer()

    def submit(self, action: Action | str) -> bool:
        """The human's decision: applied now, or once the animations are done.

        Returns False (and emits ``refused`` with the engine's reason) if it is not
        allowed.
        """
        seat = self.acting_human()
        if seat is None:
            return False
        try:
            action = Action.parse(action)
        except ValueError:
            self.refused.emit(self.refusal(action) or "")
            return False
        reason = self.refusal(action)
        if reason is None and self.vet is not None:
            reason = self.vet(action)
        if reason is not None:
            self.refused.emit(reason)
            return False
        self.choice_card = None
        self.selection.clear()
        self.panel.clear()
        self.scene.set_input({}, {})
        if self.animator.busy or self.pending:
            self.pending.append(action)
        else:
            self._apply(action)
        return True

    def refusal(self, action: Action | str) -> str | None:
        """Why the engine would refuse ``action`` now, in the interface language (None if
        it is legal)."""
        if action in self.match.legal():
            return None
        try:
            self.match.clone().apply(action)
        except IllegalAction as error:
            return reason_text(error.reason, self.match.game.id)
        return None

    # --- for the window -----------------------------------------------------------------

    def human_seats(self) -> list[int]:
        """The seats people play."""
        return [s for s, seat in enumerate(self.seats) if seat.is_human]

    def viewer_observation(self) -> Observation | None:
        """What the seat at the bottom of the table sees."""
        return None if self.match is None else self.match.observation(self.viewer)

    def human_observation(self) -> Observation | None:
        """What the human to act may see (for a hint), or None (also before the curtain
        is lifted for him)."""
        seat = self.acting_human()
        return None if seat is None else self.match.observation(seat)

    def set_speed(self, speed: float, linger: float) -> None:
        """Change the animation speed and the trick linger."""
        self.animator.speed = speed
        self.animator.linger = linger

    def apply_settings(self, settings: Settings) -> None:
        """Use new settings (speed, delays, card art, felt)."""
        self.settings = settings
        self.set_speed(settings.animation_speed, settings.trick_linger)
        self.scene.apply_settings(settings)

    def shutdown(self) -> None:
        """Stop and wait for any computer decision (before the window closes)."""
        self.stop()
        self.thinker.wait()
