"""From engine events to animation steps (pure Python).

The controller hands over the table as it was shown, the events one decision caused and
the table of the new observation; ``choreograph`` returns the steps to show in between:
the deal in the game's packets, each card played, a trick lingering then swept to its
winner, runs growing and stopping, turn-ups, chips moving between banks and pools, and
speech bubbles. The last step is always the new observation's table, so whatever the
events did not animate is still shown right.

A speech bubble lasts until the next decision (the first step of the next call), the
end of the trick (its sweep) or the end of its phase (the last step of a call that ends
it: a new phase, the deal's end, the match's), whatever the animation speed.

What an event shows besides (a presenter given by the controller words it): a ``Reveal``
lays cards face up for a while — a showdown, the draw for the first deal, a King shown —
or, without cards, says what happened in a line (a double deal, a chance nobody went in
for; under cards still laid open, that line is their note); a ``Sheet`` is the deal's
summary at its end. A reveal lasts until the next decision too, a summary until the next
deal.

Chips are matched to events where an event says where they go (``pool_won``,
``payment``); what the ledger moved besides (antes, bets and raises) is what the banks and
pools changed by in all, less those, and it moves at the first staking event.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from histcards.cards import Card, parse_card
from histcards.engine.events import (
    Ante,
    AntesReturned,
    Bid,
    Deal,
    Declarer,
    Discard,
    Event,
    FirstDealer,
    MatchEnd,
    Payment,
    Play,
    PoolWon,
    RunStop,
    Score,
    TakeTurnUp,
    Trick,
    TurnUp,
)
from histcards.table.model import Key, LastRound, TableModel, hidden_key, talon_key, trick_round

Place = tuple[str, Any]
"""A chip location: ``("seat", s)`` for a bank or ``("pool", name)``."""

STAKING_EVENTS = (Ante, Bid)
MAX_DEAL_STEPS = 12
"""A deal dealt one card at a time is shown in at most this many steps' time."""
SCRAMBLE = 23
"""A multiplier prime to 52 that scatters the viewer's cards over the order they are
dealt in."""


@dataclass(frozen=True)
class ChipMove:
    """Chips going from one bank or pool to another."""

    source: Place
    target: Place
    amount: int


@dataclass(frozen=True)
class Bubble:
    """A short speech bubble by a seat."""

    seat: int
    text: str


@dataclass(frozen=True)
class Showing:
    """One seat's part of a reveal: the cards it lays face up (``marked``: those of the
    combination it shows), the words under them, and whether it wins."""

    seat: int
    cards: tuple[Card, ...]
    caption: str
    marked: tuple[Card, ...] = ()
    winner: bool = False


@dataclass(frozen=True)
class Reveal:
    """What the table lays open for a while: a title and each seat's showing (none for a
    line that only says what happened)."""

    title: str
    showings: tuple[Showing, ...] = ()
    kind: str = ""
    """The kind of event it shows (``showdown``, ``draw`` …)."""
    tag: str = ""
    """The word on the winning showing's frame ("Wins", "Deals")."""
    note: str = ""
    """A line under the showings: what happened next, cards still laid open."""

    @property
    def weight(self) -> float:
        """How long it is left to read, as a factor on a reveal step's duration."""
        return 0.6 + 0.3 * len(self.showings) if self.showings else 0.6


@dataclass(frozen=True)
class SheetRow:
    """A row of a sheet: its cells, and whether it is a total (set apart) or names a
    winner (picked out)."""

    cells: tuple[str, ...]
    total: bool = False
    winner: bool = False


@dataclass(frozen=True)
class Sheet:
    """A table of words on the felt: a deal's summary, the final standings."""

    title: str
    header: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    note: str = ""
    """A line under the rows (the next deal doubled, nothing scored)."""


@dataclass(frozen=True)
class Step:
    """One animation step: move the table to ``model`` the way ``kind`` says."""

    kind: str
    """``gather deal play linger sweep collect pause chips turnup bubble score settle``."""
    model: TableModel
    chips: tuple[ChipMove, ...] = ()
    bubbles: tuple[Bubble, ...] = ()
    weight: float = 1.0
    """A factor on the kind's duration."""
    actor: int | None = None
    """The seat acting in this step (its earlier speech bubble goes)."""
    hush: bool = False
    """Every speech bubble shown so far goes (and a reveal): a new decision starts, or a
    trick ends."""
    reveal: Reveal | None = None
    """Cards laid open from this step on (a ``reveal`` step)."""
    sheet: Sheet | None = None
    """A summary shown from this step on (a ``summary`` step)."""
    cause: int | None = None
    """The index of the event the step shows in the batch (None: the closing settle)."""
    phase_over: bool = False
    """The phase the bubbles were said in has ended: they go (cards laid open stay up until
    the next decision)."""


Speaker = Callable[[Event], str | None]
"""The bubble text of an event, or None when it says nothing aloud."""
Presenter = Callable[[Sequence[Event], int, TableModel], "Reveal | Sheet | None"]
"""What the event at an index of a batch lays open on the table (the events around it may
tell more: a draw's winner), given the table the batch leads to; None when it shows
nothing more."""


def choreograph(shown: TableModel, events: Sequence[Event], final: TableModel,
                deal_plan: Sequence[tuple[int, int]] | None = None,
                speak: Speaker | None = None, present: Presenter | None = None
                ) -> list[Step]:
    """The steps leading the table from ``shown`` through ``events`` to ``final``.

    ``deal_plan`` lists the packets of a deal in the order they are dealt, as (seat,
    count); ``speak`` gives the bubble text of an event, ``present`` what it lays open.
    """
    builder = _Builder(shown.copy(), final, deal_plan, speak, present)
    builder.events = events
    for index, event in enumerate(events):
        builder.later = events[index + 1:]
        builder.cause = index
        builder.event(event)
    builder.steps.append(Step("settle", final.copy(), phase_over=phase_over(shown, final)))
    builder.steps[0] = replace(builder.steps[0], hush=True)
    return builder.steps


def phase_over(shown: TableModel, final: TableModel) -> bool:
    """Whether the phase the table showed has ended (a new phase, the deal's or the
    match's end): what was said in it is said no more."""
    return final.phase != shown.phase or final.to_act is None or final.over


class _Builder:
    def __init__(self, model: TableModel, final: TableModel,
                 deal_plan: Sequence[tuple[int, int]] | None, speak: Speaker | None,
                 present: Presenter | None) -> None:
        self.model = model
        self.final = final
        self.deal_plan = deal_plan
        self.speak = speak
        self.present = present
        self.steps: list[Step] = []
        self.stakes_moved = False
        self.events: Sequence[Event] = ()
        """The batch of events being shown."""
        self.later: Sequence[Event] = ()
        """The events still to come after the one being shown."""
        self.cause: int | None = None
        """The index of the event being shown."""
        self.laid: Reveal | None = None
        """The reveal up on the table since this batch's last hush, if any."""

    def emit(self, kind: str, chips: tuple[ChipMove, ...] = (),
             bubbles: tuple[Bubble, ...] = (), weight: float = 1.0,
             actor: int | None = None, hush: bool = False, reveal: Reveal | None = None,
             sheet: Sheet | None = None) -> None:
        self.steps.append(Step(kind, self.model.copy(), chips, bubbles, weight, actor, hush,
                               reveal, sheet, self.cause))
        if hush or kind == "gather" or sheet is not None:
            self.laid = None
        if reveal is not None:
            self.laid = reveal

    def bubble(self, event: Event) -> tuple[Bubble, ...]:
        seat = getattr(event, "seat", None)
        if self.speak is None or not isinstance(seat, int):
            return ()
        text = self.speak(event)
        return (Bubble(seat, text),) if text else ()

    # --- events -----------------------------------------------------------------

    def event(self, event: Event) -> None:
        handler = getattr(self, f"on_{event.kind}", None)
        if handler is not None:
            handler(event)
        elif isinstance(event, STAKING_EVENTS):
            self.stake(event)
        else:
            bubbles = self.bubble(event)
            if bubbles:
                self.emit("bubble", bubbles=bubbles)
        shown = self.present(self.events, self.cause, self.final) \
            if self.present and self.cause is not None else None
        if isinstance(shown, Reveal):
            weight = shown.weight
            if not shown.showings and self.laid is not None and self.laid.showings:
                # A line of what happened next goes under the cards laid open, not over them.
                shown = replace(self.laid, note=shown.title)
            self.emit("reveal", reveal=shown, weight=weight)
        elif isinstance(shown, Sheet):
            self.emit("summary", sheet=shown, hush=True)

    def on_deal(self, event: Deal) -> None:
        model, final = self.model, self.final
        players = model.players
        model.dealer = event.dealer
        model.hands = [[] for _ in range(players)]
        model.trick, model.sweep, model.run, model.played = [], [], [], []
        model.turnups, model.talon, model.run_closed = [], [], False
        model.won = [0] * players
        model.taken, model.deal_scores, model.tricks = [0] * players, [0] * players, []
        model.need, model.declarer, model.trumps, model.bets = None, None, None, None
        model.last = None
        sizes = list(event.hand_sizes or [len(h) for h in final.hands])
        plan = self._plan(sizes, model.dealer)
        own = self._dealt_to_viewer(sizes[model.viewer])
        counters = [0] * players
        deck: list[Key] = []
        for seat, count in plan:
            for _ in range(count):
                index = counters[seat]
                deck.append(own[index] if seat == model.viewer and own
                            else hidden_key(seat, index))
                counters[seat] += 1
        rest = len(final.talon) + len(final.turnups)
        deck += [talon_key(i) for i in range(rest)]
        model.deck = list(reversed(deck))
        self.emit("gather")
        weight = min(1.0, MAX_DEAL_STEPS / max(1, len(plan)))
        order = {key: index for index, key in enumerate(final.hands[model.viewer])}
        for seat, count in plan:
            hand = model.hands[seat]
            for _ in range(count):
                hand.append(model.deck.pop())
            if seat == model.viewer and own:
                hand.sort(key=order.__getitem__)
            self.emit("deal", weight=weight)
        if model.deck:
            model.talon = list(reversed(model.deck))
            model.deck = []
            self.emit("deal")

    def _dealt_to_viewer(self, count: int) -> list[Key]:
        """The viewer's own dealt cards, to be dealt face up (the new observation's hand
        less the cards later events give him), in a fixed scramble: the order they came
        in is hidden, and so they land across the fan rather than left to right. Empty if
        they cannot be told apart (they are then dealt face down and turned at the end)."""
        viewer = self.model.viewer
        taken = {parse_card(e.card) for e in self.later
                 if isinstance(e, TakeTurnUp) and e.seat == viewer}
        dealt = [k for k in self.final.hands[viewer] if isinstance(k, int) and k not in taken]
        if len(dealt) != count:
            return []
        return sorted(dealt, key=lambda card: (card * SCRAMBLE) % 52)

    def _plan(self, sizes: list[int], dealer: int) -> list[tuple[int, int]]:
        plan = list(self.deal_plan or ())
        totals = [0] * len(sizes)
        for seat, count in plan:
            totals[seat] += count
        if totals != sizes:
            players = len(sizes)
            plan = [((dealer + i) % players, sizes[(dealer + i) % players])
                    for i in range(1, players + 1)]
        return [(seat, count) for seat, count in plan if count]

    def on_play(self, event: Play) -> None:
        seat = event.seat
        self.model.play(seat, parse_card(event.card))
        self.emit("play", bubbles=self.bubble(event), actor=seat)

    def on_trick(self, event: Trick) -> None:
        model = self.model
        winner = event.winner
        self.emit("linger")
        model.last = LastRound(tuple(model.trick), winner, run=False)
        model.sweep = [(winner, key) for _, key in model.trick]
        model.trick = []
        self.emit("sweep", hush=True)
        model.sweep = []
        if winner < len(model.won):
            model.won[winner] += 1
        if winner < len(model.taken):
            model.taken[winner] += event.points
        model.tricks.append(trick_round(event, model.players))
        self.emit("collect")

    def on_score(self, event: Score) -> None:
        """The plates show the new totals as the score is made."""
        self.model.scores = list(event.scores)
        self.model.deal_scores = list(event.deal_scores)
        self.emit("score", bubbles=self.bubble(event))

    def on_run_stop(self, event: RunStop) -> None:
        model = self.model
        model.run_closed = True
        if model.run:
            model.last = LastRound(tuple(model.run), event.seat, run=True)
        self.emit("pause", bubbles=self.bubble(event))

    def on_turnup(self, event: TurnUp) -> None:
        model = self.model
        if model.talon:
            model.talon.pop()
        model.turnups.append(parse_card(event.card))
        if event.trumps:
            model.trumps = event.trumps
        self.emit("turnup")

    def on_take_turnup(self, event: TakeTurnUp) -> None:
        model = self.model
        card = parse_card(event.card)
        if card in model.turnups:
            model.turnups.remove(card)
        model.add_to_hand(event.seat, card)
        self.emit("play")

    def on_declarer(self, event: Declarer) -> None:
        self.model.declarer = event.seat
        self.model.trumps = event.trumps or self.model.trumps
        bubbles = self.bubble(event)
        if bubbles:
            self.emit("bubble", bubbles=bubbles)

    def on_first_dealer(self, event: FirstDealer) -> None:
        self.model.dealer = event.seat
        self.emit("pause")

    def on_discard(self, event: Discard) -> None:
        """The cards put away leave the hand: the viewer's are those his hand no longer
        holds at the end, another seat's are face down."""
        hand = self.model.hands[event.seat]
        kept = set(self.final.hands[event.seat])
        gone = [k for k in hand if isinstance(k, int) and k not in kept][:event.count]
        gone += [k for k in reversed(hand) if isinstance(k, str)][:event.count - len(gone)]
        self.model.hands[event.seat] = [k for k in hand if k not in gone]
        self.emit("play", actor=event.seat)

    def on_antes_returned(self, event: AntesReturned) -> None:
        for seat, amount in enumerate(event.amounts):
            self.move_chips(("pool", event.chance), ("seat", seat), amount)

    def on_match_end(self, event: MatchEnd) -> None:
        self.model.over = True
        self.model.winners = tuple(event.winners)
        self.model.scores = list(event.scores)
        self.emit("pause")

    def on_pool_won(self, event: PoolWon) -> None:
        self.move_chips(("pool", event.pool), ("seat", event.seat), event.amount)

    def on_payment(self, event: Payment) -> None:
        self.move_chips(("seat", event.payer), ("seat", event.payee), event.amount)

    # --- chips ------------------------------------------------------------------

    def move_chips(self, source: Place, target: Place, amount: int) -> None:
        if amount <= 0 or self.model.banks is None:
            return
        for place, sign in ((source, -1), (target, 1)):
            self._add(place, sign * amount)
        self.emit("chips", chips=(ChipMove(source, target, amount),))

    def _add(self, place: Place, amount: int) -> None:
        kind, name = place
        if kind == "seat":
            self.model.banks[name] += amount
        else:
            self.model.pools[name] = self.model.pools.get(name, 0) + amount

    def stake(self, event: Event) -> None:
        bubbles = self.bubble(event)
        moves: tuple[ChipMove, ...] = ()
        if not self.stakes_moved and self.model.banks is not None:
            self.stakes_moved = True
            moves = tuple(self._stake_moves())
            for move in moves:
                self._add(move.source, -move.amount)
                self._add(move.target, move.amount)
        if moves or bubbles:
            self.emit("chips" if moves else "bubble", chips=moves, bubbles=bubbles)

    def _stake_moves(self) -> list[ChipMove]:
        """Banks to pools: what the ledger moved besides the events' own chip moves."""
        model, final = self.model, self.final
        if final.banks is None or final.pools is None:
            return []
        explained = _explained(self.later)
        payers = []
        for seat, (before, after) in enumerate(zip(model.banks, final.banks, strict=True)):
            change = after - before - explained.get(("seat", seat), 0)
            if change < 0:
                payers.append([("seat", seat), -change])
        receivers = []
        for pool, after in final.pools.items():
            change = after - model.pools.get(pool, 0) - explained.get(("pool", pool), 0)
            if change > 0:
                receivers.append([("pool", pool), change])
        moves = []
        for receiver in receivers:
            for payer in payers:
                amount = min(payer[1], receiver[1])
                if amount > 0:
                    moves.append(ChipMove(payer[0], receiver[0], amount))
                    payer[1] -= amount
                    receiver[1] -= amount
        return moves


def _explained(events: Sequence[Event]) -> dict[Place, int]:
    """The bank and pool changes the events name themselves."""
    change: dict[Place, int] = {}
    for event in events:
        if isinstance(event, PoolWon):
            moves: tuple[tuple[Place, int], ...] = (
                (("pool", event.pool), -event.amount), (("seat", event.seat), event.amount))
        elif isinstance(event, Payment):
            moves = ((("seat", event.payer), -event.amount), (("seat", event.payee),
                                                              event.amount))
        else:
            continue
        for place, amount in moves:
            change[place] = change.get(place, 0) + amount
    return change
