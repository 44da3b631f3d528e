"""Events: what happened, one frozen dataclass per kind, with one shape in every game.

The engine reports every step as events (a card played, a trick won, a pool taken, a
payment, a score). The table animates and words them, the log tells them, the bots read
them, and ``histcards replay`` prints them as JSON (``to_json``): the ``type`` and the
fields architecture §9.5 pins keep their names and meaning — ``trick`` (winner, cards,
points), ``pool_won`` (pool, seat, amount), ``payment`` (from, to, amount, reason) — and
every kind keeps its name. Events are public: they never hold a card some seat may not
see.

Codes in events (a ``reason``, an ``outcome``, an ``announcement``, a pool) are the game's
vocabulary: its declaration (``histcards.engine.declaration``) words each of them.

At the end of a deal ``DealEnd`` gives, for each seat, one ``Line`` per reason it scored
or moved chips (``deal_lines``), so a summary never has to know the game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import field
from itertools import compress
from typing import Any, ClassVar, overload

from histcards.cards import CARD_NAMES
from histcards.engine.values import Value, value

Seats = tuple[int, ...]
Cards = tuple[str, ...]
"""Cards in events are canonical card texts (``"10H"``)."""


def _json(value: Any) -> Any:
    if isinstance(value, Event | Shown | Line | Dealt):
        return value.to_json()
    if isinstance(value, tuple | list | Lines):
        return [_json(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _json(v) for k, v in value.items()}
    return value


def _named(json: str) -> Any:
    """A field written under another name in JSON (``payer`` → ``from``)."""
    return field(metadata={"json": json})


def _optional(default: Any = None, json: str | None = None) -> Any:
    """A field left out of the JSON while it holds its default (an extra that most events
    of the kind do not have, e.g. a payment's ``owed``)."""
    return field(default=default, metadata={"optional": True, "json": json})


class _Serialized(Value):
    """``to_json`` from the dataclass fields, honouring their JSON names and optionality."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, dataclasses.Field[Any]]]
    """Every subclass is a dataclass (declared for the type checker)."""

    def fields_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for spec in dataclasses.fields(self):
            value = getattr(self, spec.name)
            if spec.metadata.get("optional") and value == spec.default:
                continue
            data[spec.metadata.get("json") or spec.name] = _json(value)
        return data

    def to_json(self) -> dict[str, Any]:
        """The JSON-ready form."""
        return self.fields_json()


@value
class Event(_Serialized):
    """The base of every event: ``kind`` is its ``type`` in JSON."""

    kind: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        return {"type": self.kind, **self.fields_json()}


# --- parts of events -----------------------------------------------------------------


@value
class Dealt(_Serialized):
    """A card dealt face up to a player in a partnership ceremony."""

    player: int
    card: str


@value
class Shown(_Serialized):
    """What one contender shows at a showdown: his cards, the combinations they make (names
    such as ``pair K``, ``point 5``, ``quinte K``, best first; ``groups`` holds the cards of
    each) and their value where the game counts one (a Hoc point's pips)."""

    seat: int
    cards: Cards
    combinations: tuple[str, ...] = ()
    groups: tuple[Cards, ...] = ()
    value: int | None = None


@value
class Line(_Serialized):
    """One reason a seat scored or moved chips in a deal: the game's ``reason`` code, the
    amount (signed), whether it is chips (else points of the game's score) and a detail
    (the pool, the card) where the reason has one."""

    seat: int
    reason: str
    amount: int
    chips: bool = False
    detail: str | None = None


# --- before the first deal -------------------------------------------------------------


@value
class Draw(Event):
    """A round of the draw for first dealer: the card each drawing seat drew (None for
    seats that did not draw this round)."""

    kind: ClassVar[str] = "draw"
    cards: tuple[str | None, ...]
    purpose: str = "first_dealer"


@value
class FirstDealer(Event):
    """The draw's result: this seat deals first."""

    kind: ClassVar[str] = "first_dealer"
    seat: int


@value
class Partnerships(Event):
    """The ceremony that seated the partners: the ``teams``, how they were formed, the
    cards dealt face up, each player's King, who sits at each seat (``seating``, player
    indices as given) and the names in seat order."""

    kind: ClassVar[str] = "partnerships"
    teams: tuple[Seats, ...]
    method: str
    dealer: int | None
    dealt: tuple[Dealt, ...]
    kings: Cards
    seating: Seats
    names: tuple[str, ...]


# --- a deal ----------------------------------------------------------------------------


@value
class Deal(Event):
    """A deal begins: its index, the dealer and how many cards each seat holds."""

    kind: ClassVar[str] = "deal"
    deal: int
    dealer: int
    hand_sizes: Seats


@value
class DoubleDeal(Event):
    """The stakes of this deal are multiplied (Hoc's double deal)."""

    kind: ClassVar[str] = "double_deal"
    multiplier: int


@value
class Ante(Event):
    """A seat puts chips on a pool before the deal."""

    kind: ClassVar[str] = "ante"
    seat: int
    pool: str
    amount: int


@value
class TurnUp(Event):
    """A card turned face up. ``role``: ``trumps`` (its suit is trumps), ``proposal`` (its
    suit is offered as trumps, Homme), ``pay_card`` (Poch's pay suit). ``seat`` turned it
    (None: the dealer's last card, or the pack's); ``index`` counts turn-ups in the deal;
    ``holder``: the seat whose hand it joins, if any."""

    kind: ClassVar[str] = "turnup"
    card: str
    role: str
    seat: int | None = None
    index: int = 0
    trumps: str | None = None
    holder: int | None = None


@value
class TakeTurnUp(Event):
    """The turned card joins its holder's hand."""

    kind: ClassVar[str] = "take_turnup"
    seat: int
    card: str


@value
class Discard(Event):
    """A seat puts cards away face down (how many, never which)."""

    kind: ClassVar[str] = "discard"
    seat: int
    count: int


@value
class Bid(Event):
    """A decision outside card play: ``bid`` is the action's text (``pass``, ``capot``,
    ``accept``, ``raise 2 quart K`` …) taken in ``phase``. In a vying round, ``chips`` is
    what it put in and ``level`` the round's level after it; in Hoc's auctions ``chance``
    is the auction and ``claim`` the seat's claim standing after it."""

    kind: ClassVar[str] = "bid"
    seat: int
    bid: str
    phase: str
    chips: int = 0
    level: int | None = None
    chance: str | None = None
    claim: str | None = None
    staked: int | None = _optional()
    """Hoc's auctions: ``chips`` again, under the name its records have always printed
    (architecture §9.5: fields are added, never renamed)."""


@value
class Announce(Event):
    """A seat announces something aloud: ``announcement`` is the game's code (``capot``,
    ``clique``, ``show``, ``hoc``, ``without``, ``carte_blanche`` …), ``text`` its English
    words, and the fields it needs: a ``size`` and ``rank`` (cliques), a ``card`` (a shown
    King, a hoc), ``rank`` (the rank a ``without`` lacks), ``cards`` shown with it."""

    kind: ClassVar[str] = "announce"
    seat: int
    announcement: str
    text: str = ""
    size: int | None = _optional()
    rank: str | None = _optional()
    card: str | None = _optional()
    cards: Cards | None = _optional()
    forced: bool | None = _optional()
    """Hoc's ``without``: whether it was the only action left (printed as true or false)."""


@value
class Declarer(Event):
    """A seat takes the deal on (Homme's Man): trumps are fixed."""

    kind: ClassVar[str] = "declarer"
    seat: int
    trumps: str


@value
class Clique(Event):
    """The best clique announced (its rank None while still hidden)."""

    kind: ClassVar[str] = "clique"
    seat: int
    size: int
    rank: str | None


@value
class Showdown(Event):
    """The contenders for a stake show what they hold; ``winner`` takes it."""

    kind: ClassVar[str] = "showdown"
    stake: str
    seats: Seats
    shown: tuple[Shown, ...]
    winner: int


@value
class ChancePassed(Event):
    """Nobody went in for a Hoc chance: its pool stays for the next deal."""

    kind: ClassVar[str] = "chance_passed"
    chance: str


@value
class AntesReturned(Event):
    """The antes on a passed chance go back to the players (``amounts`` per seat)."""

    kind: ClassVar[str] = "antes_returned"
    chance: str
    amounts: Seats


@value
class PlayBegins(Event):
    """The card play begins; ``leader`` leads."""

    kind: ClassVar[str] = "play_begins"
    leader: int


@value
class Play(Event):
    """A card played. ``forced``: played automatically (the only possible step);
    ``as_rank`` (JSON ``as``): a wild card standing for that rank; ``out_of_turn``: thrown
    in out of turn."""

    kind: ClassVar[str] = "play"
    seat: int
    card: str
    forced: bool = False
    as_rank: str | None = _optional(json="as")
    out_of_turn: bool = _optional(False)


MOST_SEATS = 8
"""The most players any game seats (Polignac's eight; ``register`` checks it)."""
PLAYED: tuple[tuple[tuple[Play, ...], ...], ...] = tuple(
    tuple(tuple(Play(seat, name, forced) for name in CARD_NAMES) for seat in range(MOST_SEATS))
    for forced in (False, True))
"""``PLAYED[forced][seat][card]``: every plain ``Play`` event, made once (events are
values, and a playout plays thousands of cards a second)."""


@value
class Trick(Event):
    """A trick is complete: its winner (who leads next), its leader, its cards in play
    order and what they count in this game (``points``)."""

    kind: ClassVar[str] = "trick"
    winner: int
    leader: int
    cards: Cards
    points: int


@value
class RunStop(Event):
    """A run of the stops play-out ends; ``seat`` played its last card and leads anew.
    ``reason``: ``stop`` (nobody holds the next card), ``hoc``, ``incidental_hoc``
    (``without`` went round) or ``count`` (a count to 31 closed, at ``count``)."""

    kind: ClassVar[str] = "run_stop"
    seat: int
    reason: str
    card: str | None = None
    need: str | None = None
    count: int | None = _optional()


@value
class Out(Event):
    """A seat has played its last card: it wins the play."""

    kind: ClassVar[str] = "out"
    seat: int


@value
class Abandon(Event):
    """The deal is abandoned before play (``reason`` is the game's code)."""

    kind: ClassVar[str] = "abandon"
    reason: str


# --- chips and scores ----------------------------------------------------------------------


@value
class PoolWon(Event):
    """A seat takes chips from a pool; ``reason`` says why (the game's code)."""

    kind: ClassVar[str] = "pool_won"
    pool: str
    seat: int
    amount: int
    reason: str


@value
class Payment(Event):
    """Chips paid from one seat's bank to another's. ``owed``: what was due when the payer
    could not pay it all; ``card``, ``cards_left``, ``combinations``: what it was for."""

    kind: ClassVar[str] = "payment"
    payer: int = _named("from")
    payee: int = _named("to")
    amount: int = 0
    reason: str = ""
    owed: int | None = _optional()
    card: str | None = _optional()
    cards_left: int | None = _optional()
    combinations: tuple[str, ...] | None = _optional()


@value
class Settlement(Event):
    """At the match's end a seat takes its share of the chips left on the board."""

    kind: ClassVar[str] = "settlement"
    seat: int
    amount: int


@value
class Score(Event):
    """A seat scores ``points`` (signed, in the game's score) for ``reason``; partners share
    them. ``scores`` and ``deal_scores`` are every seat's totals after it; ``card`` or
    ``combination`` (``four J``) names what it was for, where there is one."""

    kind: ClassVar[str] = "score"
    seat: int
    points: int
    reason: str
    scores: Seats
    deal_scores: Seats
    card: str | None = _optional()
    combination: str | None = _optional()


@value
class DealEnd(Event):
    """A deal is over: its ``outcome`` (the game's code), the seat that won it where one
    did, what it gave each seat, and ``lines``: every reason each seat scored or moved
    chips (the match gives ``Lines``, worked out when first read). ``double_next``: how
    many times the next deal's stakes are doubled (0 simple, 1 double, 2 …), where the
    game doubles them."""

    kind: ClassVar[str] = "deal_end"
    deal: int
    outcome: str
    winner: int | None
    deal_scores: Seats
    lines: Sequence[Line]
    double_next: int | None = _optional()


@value
class MatchEnd(Event):
    """The match is over: the winners, the final scores and banks."""

    kind: ClassVar[str] = "match_end"
    winners: Seats
    scores: Seats
    banks: Seats | None


EVENT_KINDS: dict[str, type[Event]] = {
    cls.kind: cls for cls in (
        Draw, FirstDealer, Partnerships, Deal, DoubleDeal, Ante, TurnUp, TakeTurnUp, Discard,
        Bid, Announce, Declarer, Clique, Showdown, ChancePassed, AntesReturned, PlayBegins,
        Play, Trick, RunStop, Out, Abandon, PoolWon, Payment, Settlement, Score, DealEnd,
        MatchEnd)
}
"""Every kind of event, by its JSON ``type``."""


def events_json(events: Iterable[Event]) -> list[dict[str, Any]]:
    """The JSON form of a list of events."""
    return [e.to_json() for e in events]


# --- the lines of a deal ---------------------------------------------------------------


class Lines(Sequence[Line]):
    """A deal's lines (``deal_lines``) worked out from its events when first read: an
    immutable sequence, equal to any sequence of the same lines. Most deals' lines are
    never read (search and benchmarks play thousands of deals a second), and a deal of
    Poch makes twenty-odd lines from some ninety events."""

    __slots__ = ("_events", "_lines", "_scored_in_chips")

    def __init__(self, events: Sequence[Event], scored_in_chips: bool) -> None:
        """``events``: the deal's, handed over (a sequence nobody changes afterwards)."""
        self._events: Sequence[Event] | None = events
        self._scored_in_chips = scored_in_chips
        self._lines: tuple[Line, ...] | None = None

    def lines(self) -> tuple[Line, ...]:
        """The lines, as a tuple."""
        lines = self._lines
        if lines is None:
            events = self._events
            if events is None:  # another thread has just worked them out
                lines = self._lines
                assert lines is not None  # set before the events are let go
                return lines
            lines = self._lines = deal_lines(events, self._scored_in_chips)
            self._events = None
        return lines

    def __len__(self) -> int:
        return len(self.lines())

    @overload
    def __getitem__(self, index: int) -> Line: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Line, ...]: ...

    def __getitem__(self, index: int | slice) -> Line | tuple[Line, ...]:
        return self.lines()[index]

    def __iter__(self) -> Iterator[Line]:
        return iter(self.lines())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Lines):
            return self.lines() == other.lines()
        if isinstance(other, Sequence) and not isinstance(other, str):
            return self.lines() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.lines())

    def __repr__(self) -> str:
        return f"Lines({self.lines()!r})"


_LineKey = tuple[int, str, bool, str | None]
"""A line's seat, reason, whether in chips, and detail."""


def deal_lines(events: Iterable[Event], scored_in_chips: bool) -> tuple[Line, ...]:
    """Why each seat scored or moved chips in a deal, from the deal's events: one line per
    seat and reason (amounts of the same reason and detail added up, and left out when
    they cancel), in the order they first happened.

    Chips lines come from antes, stakes, pools, payments and settlements; score lines from
    ``Score`` events. In a game scored in chips (``scored_in_chips``) the chips lines are
    the score, and its ``Score`` events (a deal's net) are not lines.
    """
    totals: dict[_LineKey, int] = {}
    get = totals.get

    def add(key: _LineKey, amount: int) -> None:
        if amount:
            totals[key] = get(key, 0) + amount

    counted = _CHIPS_LINES if scored_in_chips else _ALL_LINES
    events = list(events)
    key: _LineKey  # (seat, reason, chips, detail) of a line, and the amount it moves
    # the events that make lines, picked without a Python step per event (plays, tricks …
    # say nothing of the lines); the common ones added inline, the others through ``add``
    for event in compress(events, map(counted.__contains__, map(type, events))):
        if isinstance(event, Ante):
            key, amount = (event.seat, "ante", True, None), -event.amount
        elif isinstance(event, Bid):
            key, amount = (event.seat, "stake", True, None), -event.chips
        elif isinstance(event, PoolWon):
            key, amount = (event.seat, "pool", True, event.pool), event.amount
        elif isinstance(event, Score):  # in a game not scored in chips
            key, amount = (event.seat, event.reason, False,
                           event.card or event.combination), event.points
        elif isinstance(event, Settlement):
            key, amount = (event.seat, "settlement", True, None), event.amount
        elif isinstance(event, Payment):
            add((event.payer, event.reason, True, None), -event.amount)
            key, amount = (event.payee, event.reason, True, None), event.amount
        else:
            assert isinstance(event, AntesReturned)
            for seat, returned in enumerate(event.amounts):
                add((seat, "antes_returned", True, event.chance), returned)
            continue
        if amount:
            totals[key] = get(key, 0) + amount
    return tuple(Line(seat, reason, amount, chips, detail)
                 for (seat, reason, chips, detail), amount in totals.items() if amount)


_CHIPS_LINES: frozenset[type[Event]] = frozenset(
    {Ante, Bid, PoolWon, Payment, Settlement, AntesReturned})
"""The kinds of events that make the lines of a deal scored in chips."""
_ALL_LINES = _CHIPS_LINES | {Score}
