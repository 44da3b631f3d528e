"""A match: a sequence of deals of one game, from its set-up to its end.

``Match`` is the engine's one entry point for the table, the bots, saves and replays: it
deals (from a seed or an explicit layout), tells whose turn it is and what he may do,
applies decisions, reports events, builds observations and converts to and from the deal
record (``histcards.engine.record``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, overload

from histcards.cards import CARD_NAMES, Card, card_list, shuffled
from histcards.engine.actions import Action
from histcards.engine.chips import ChipLedger
from histcards.engine.draws import is_draw_event
from histcards.engine.errors import IllegalAction, Reason, RecordError
from histcards.engine.events import MOST_SEATS, Deal, DealEnd, Event, Lines, MatchEnd, Score
from histcards.engine.game import DealState, GameRules, Layout
from histcards.engine.games import GAMES
from histcards.engine.history import History
from histcards.engine.kept import Kept
from histcards.engine.legal import NOTHING
from histcards.engine.observation import Observation
from histcards.engine.options import frozen, thawed
from histcards.engine.record import (
    DealRecord,
    MatchRecord,
    check_teams,
    deal_to_json,
    header_to_json,
    layout_from_json,
    parse_record,
)


@dataclass(slots=True)
class DealEntry:
    """How one deal of the match was dealt and the decisions taken in it."""

    dealer: int
    seed: int | None = None
    layout: Layout | None = None
    actions: list[Action] = field(default_factory=list)
    closed: bool = False
    """Whether the next deal has been dealt: the entry never changes again, and every
    clone of the match shares it."""
    record: DealRecord | None = None
    """The deal as a record holds it, kept once made for a closed entry."""

    def to_record(self) -> DealRecord:
        """The deal as a record holds it."""
        record = self.record
        if record is None:
            record = DealRecord(self.dealer, self.seed, self.layout,
                                tuple(str(a) for a in self.actions))
            if self.closed:
                self.record = record
        return record


_RESOLVED: Kept[tuple[Any, ...], Mapping[str, Any]] = Kept(256)
"""Options already resolved, by game, player count and the options given (when they are
all plain values): a match is set up for every world a bot samples."""
_PLAIN = (str, int, float, bool, type(None))


def resolved_options(game: GameRules, given: Mapping[str, Any] | None,
                     players: int) -> Mapping[str, Any]:
    """The game's full options for ``given`` (``GameRules.resolve_options``), frozen."""
    key: tuple[Any, ...]
    if not given:
        given, key = {}, (game, players)  # the defaults (a random playout's every match)
    elif not all(type(k) is str and type(v) in _PLAIN for k, v in given.items()):
        return frozen(game.resolve_options(given, players))
    else:
        # a value's type is part of the key: 1 is not True, 20.0 is not 20 to the options
        key = (game, players, *sorted((k, type(v).__name__, v) for k, v in given.items()))
    options = _RESOLVED.get(key)
    if options is None:
        options = frozen(game.resolve_options(given, players))
        _RESOLVED.keep(key, options)
    return options


class RecordDeals(Sequence[dict[str, Any]]):
    """The deals of a match as its record writes them, each made when read."""

    __slots__ = ("_entries",)

    def __init__(self, entries: Sequence[DealEntry]) -> None:
        self._entries = entries

    def __len__(self) -> int:
        return len(self._entries)

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, index: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        return deal_to_json(self._entries[index].to_record())


SEAT_NAMES = tuple(f"Seat {seat}" for seat in range(MOST_SEATS))
"""The players' names where none are given."""


def derived_seed(match_seed: int, deal_index: int) -> int:
    """The seed of a deal shuffled by the engine, derived from the match's seed."""
    return random.Random(f"histcards:{match_seed}:{deal_index}").getrandbits(48)


class Match:
    """One match of one game. Build it with ``new_match`` or ``Match.from_record``."""

    def __init__(self, game: GameRules, players: int, options: Mapping[str, Any] | None = None,
                 seed: int = 0, names: Sequence[str] | None = None,
                 start: Mapping[str, Any] | None = None,
                 teams: Sequence[Sequence[int]] | None = None) -> None:
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError(f"players must be a whole number, not {players!r}")
        self.game = game
        self.players = players
        self.options: Mapping[str, Any] = resolved_options(game, options, players)
        """The match's options, immutable (shared with every observation and clone)."""
        game.check_players(players, self.options)
        self.seed = seed
        self.names: list[str] = list(names) if names else list(SEAT_NAMES[:players])
        if len(self.names) != players:
            raise ValueError(f"{len(self.names)} names given for {players} players")
        self.scores: list[int] = [0] * players
        self.deal_scores: list[int] = [0] * players
        self.ledger: ChipLedger | None = None
        if teams is not None and not game.info.partnerships:
            raise ValueError(f"{game.info.name.source} is played each for himself: "
                             "a record gives it no 'teams'")
        if teams:
            check_teams(teams, players)
        self.start_teams = bool(teams)
        self.teams: list[list[int]] | None = [list(t) for t in teams] if teams else None
        self.carry: dict[str, Any] = {}
        """Match-level state a game keeps between deals (e.g. Hoc's double-deal flag)."""
        self.given_names: tuple[str, ...] = tuple(self.names)
        """The names as given: a seating ceremony may reorder ``names`` into seat order;
        the record keeps these, and replaying it holds the same ceremony."""
        game.setup(self)
        self.start: dict[str, Any] = dict(start) if start else {}
        if start:
            self._apply_start()
        self.dealer, opening = game.open_match(self, random.Random(f"histcards:{seed}:dealer"))
        self.first_draw: list[Event] = [e for e in opening if is_draw_event(e)]
        """The draw for first dealer, reported with the first deal if it decided its dealer."""
        self.deal_index = -1
        self.deal: DealState | None = None
        self.to_act: int | None = None
        """The seat whose decision it is, or None (between deals, or the match is over): the
        deal's, kept after every step (the players' loops read it before each decision)."""
        self.over = False
        self.winners: list[int] = []
        self.events: History[Event] = History(e for e in opening if not is_draw_event(e))
        """Every event since the start; the past deals' are shared by every clone."""
        self.deal_event_start = 0
        self.deals: History[DealEntry] = History()
        """How each deal was dealt and played; the past deals' entries are shared by every
        clone (they never change again)."""
        self._started_from: tuple[list[int], ChipLedger | None, dict[str, Any]] | None = None
        """The scores, chips and carry the current deal started from, copied (never changed
        afterwards): ``deal_start`` is made from them when read."""
        self._deal_start: Mapping[str, Any] | None = None
        self._pack: tuple[Card, ...] | None = None
        self._legal: Sequence[Action] | None = None
        self._entry: DealEntry | None = None
        """The entry of the deal in progress (the last of ``deals``)."""
        self._actions: list[Action] = []
        """The decisions of the deal in progress (its entry's)."""
        self._said: tuple[int, tuple[str, ...]] = (-1, ())
        """The index of a deal and its first decisions as every seat sees them
        (``public_action``), as far as they were last told: an observation adds only the
        decisions taken since (a long Hoc auction made each one quadratic). A clone shares
        them: its deal's decisions start with the same ones."""
        self.fixed_rules: Any = None
        """What every deal of the match shares, derived once from its options and player
        count (``GameRules.fixed_rules``); immutable, shared by every clone."""

    # --- set-up -------------------------------------------------------------------

    def _apply_start(self) -> None:
        start = self.start
        unknown = set(start) - {"scores", "banks", "pools", "carry"}
        if unknown:
            raise ValueError(f"'start' has no field {sorted(unknown)[0]!r}")
        if "scores" in start:
            self.scores = _seat_ints(start["scores"], self.players, "start scores")
        if "banks" in start or "pools" in start:
            if self.ledger is None:
                raise ValueError(f"{self.game.info.name.source} is not played with chips")
            banks = _seat_ints(start.get("banks", self.ledger.banks), self.players,
                               "start banks")
            pools = dict(self.ledger.pools)
            for name, amount in dict(start.get("pools", {})).items():
                if name not in pools:
                    raise ValueError(f"{self.game.info.name.source} has no pool "
                                     f"{str(name)[:40]!r}")
                if not isinstance(amount, int) or amount < 0:
                    raise ValueError(f"pool {name} must hold a whole number of chips ≥ 0")
                pools[name] = amount
            self.ledger = ChipLedger(banks, pools)
        if "carry" in start:
            if not isinstance(start["carry"], Mapping):
                raise ValueError("start carry must be an object")
            self.game.check_carry(start["carry"])
            self.carry.update(start["carry"])

    # --- whose turn, what may he do ----------------------------------------------

    @property
    def phase(self) -> str:
        """The phase of the current deal, ``between_deals`` or ``over``."""
        if self.over:
            return "over"
        if self.deal is None or self.deal.finished:
            return "between_deals"
        return self.deal.phase

    def legal(self) -> Sequence[Action]:
        """Exactly the actions the player to act may take, in their canonical order (empty
        when nobody is to act): an immutable sequence, expanded only as far as it is read
        (``histcards.engine.legal``)."""
        legal = self._legal
        if legal is None:
            deal = self.deal
            legal = self._legal = NOTHING if deal is None or deal.finished else deal.legal()
        return legal

    # --- dealing ------------------------------------------------------------------

    def start_deal(self, layout: Layout | Mapping[str, Any] | None = None,
                   seed: int | None = None, dealer: int | None = None) -> list[Event]:
        """Deal the next deal: shuffled from a seed (derived from the match's seed unless
        given) or from an explicit layout. Returns the deal's opening events.

        The first deal is dealt by the first dealer drawn when the match was set up, unless
        ``dealer`` names another; the draw's events are reported only when it decided.
        """
        if self.over:
            raise IllegalAction(Reason.of("the match is over"))
        if self.to_act is not None:
            raise IllegalAction(Reason.of("a deal is still being played"))
        if dealer is None:
            dealer = self.dealer if self.deal_index < 0 else self.game.next_dealer(self)
        elif not 0 <= dealer < self.players:
            raise ValueError(f"dealer must be a seat from 0 to {self.players - 1}")
        drawn = self.first_draw if self.deal_index < 0 and dealer == self.dealer else None
        if layout is None:
            if seed is None:
                seed = derived_seed(self.seed, self.deal_index + 1)
            if self._pack is None:
                self._pack = tuple(self.game.pack(self.players, self.options))
            layout = self.game.deal_from_pack(self, dealer, shuffled(self._pack, seed))
            entry = DealEntry(dealer, seed)
        else:
            try:
                if not isinstance(layout, Layout):
                    layout = layout_from_json(layout)
                self.game.check_layout(self, dealer, layout)
            except ValueError as error:
                raise ValueError(f"bad layout: {error}") from None
            entry = DealEntry(dealer, layout=layout)
        self.dealer = dealer
        self.deal_index += 1
        if self._entry is not None:
            self._entry.closed = True
        self.deals.close()
        self.deals.append(entry)
        self._entry = entry
        self._actions = entry.actions
        ledger = self.ledger
        self._started_from = (self.scores.copy(), ledger.copy() if ledger else None,
                              self.carry.copy())
        self._deal_start = None
        self.deal_scores = [0] * self.players
        history = self.events
        if drawn:
            history.extend(drawn)
        self.deal_event_start = history.close()
        self._legal = None
        deal, events = self.game.new_deal(self, dealer, layout)
        self.deal = deal
        events.insert(0, Deal(self.deal_index, dealer, tuple(map(int.bit_count, deal.hands))))
        if self.ledger is not None:
            self.ledger.check()
        if deal.finished:
            events += self._deal_over(events)
        self.to_act = None if deal.finished else deal.to_act
        history.extend(events)
        return [*drawn, *events] if drawn else events

    @property
    def deal_start(self) -> Mapping[str, Any]:
        """The public match state the current deal started from, immutable, in the form of
        a record's ``start`` (see ``Observation``)."""
        start = self._deal_start
        if start is None:
            start = self._deal_start = frozen(self._public_start())
        return start

    # --- decisions ----------------------------------------------------------------

    def apply(self, action: str | Action) -> list[Event]:
        """Apply the decision of the player to act; returns the events it caused.

        Raises ``IllegalAction`` (leaving the match unchanged) if it is not allowed.
        """
        deal = self.deal
        if deal is None or deal.finished:
            raise IllegalAction(Reason.of("the match is over") if self.over else Reason.of(
                "nobody is to act: the next deal has not been dealt"))
        if type(action) is Action:
            act = action
        elif isinstance(action, str | Action):
            try:
                act = Action.parse(action)
            except ValueError as error:
                raise IllegalAction(Reason.of("'{text}' is not an action",
                                              text=str(action)[:40]), str(error)) from None
        else:
            raise IllegalAction(Reason.of("'{text}' is not an action",
                                          text=repr(action)[:40]))
        legal = self._legal
        if legal is None:
            legal = deal.legal()
        if type(legal) is tuple:
            # a player picks from the tuple offered: ``is`` finds his action there, where
            # ``in`` would call Action.__eq__ (Python code) on each one before it
            for offered in legal:
                if offered is act:
                    break
            else:
                if act not in legal:
                    raise IllegalAction(deal.refusal(self, act))
        elif act not in legal:
            raise IllegalAction(deal.refusal(self, act))
        self._legal = None
        self._actions.append(act)
        events = deal.apply(self, act)
        if deal.finished:
            events += self._deal_over(events)
            self.to_act = None
        else:
            self.to_act = deal.to_act
        self.events.extend(events)
        return events

    def _public_start(self) -> dict[str, Any]:
        """The match state before the current deal's antes, in the form of a record's
        ``start`` (empty before the first deal)."""
        if self._started_from is None:
            return {}
        scores, ledger, carry = self._started_from
        start: dict[str, Any] = {"scores": scores}
        if ledger is not None:
            start["banks"] = ledger.banks
            start["pools"] = ledger.pools
        if carry:
            start["carry"] = carry
        return start

    def _deal_over(self, step: list[Event]) -> list[Event]:
        """The step ended the deal: report it (with every seat's lines, from the deal's
        events) and whether the match is over."""
        deal = self.deal
        assert deal is not None  # the deal just played
        if self.ledger is not None:
            # chips only move (the invariant checks, tests/test_invariants.py and the soak,
            # check it after every step; the match itself once a deal)
            self.ledger.check()
        lines = Lines(self.events.open_items(step), self.game.info.score.in_chips)
        ended: list[Event] = [DealEnd(self.deal_index, deal.outcome, deal.winner,
                                      tuple(self.deal_scores), lines, deal.double_next)]
        winners = self.game.result(self)
        if winners is None:
            return ended
        self.over = True
        self.winners = sorted(winners)
        return [*ended, MatchEnd(tuple(self.winners), tuple(self.scores),
                                 tuple(self.ledger.banks) if self.ledger else None)]

    # --- scores and chips (used by game modules) ------------------------------------

    def chips(self) -> ChipLedger:
        """The banks and pools of a game played with chips."""
        if self.ledger is None:
            raise RuntimeError(f"{self.game.info.name.source} is not played with chips")
        return self.ledger

    def add_score(self, seat: int, points: int) -> None:
        """Add to a seat's match total and to this deal's result (partners share a total)."""
        if not self.teams:
            self.scores[seat] += points
            self.deal_scores[seat] += points
            return
        for member in self.team_of(seat):
            self.scores[member] += points
            self.deal_scores[member] += points

    def score(self, seat: int, points: int, reason: str, card: Card | None = None,
              combination: str | None = None) -> Score:
        """Score ``points`` for ``seat`` (its partners too) for ``reason`` (the ``card`` or
        ``combination`` it is for, where there is one) and report it."""
        self.add_score(seat, points)
        return Score(seat, points, reason, tuple(self.scores), tuple(self.deal_scores),
                     CARD_NAMES[card] if card is not None else None, combination)

    def team_of(self, seat: int) -> list[int]:
        """The seats sharing ``seat``'s score: its partnership, or the seat alone."""
        if self.teams:
            for team in self.teams:
                if seat in team:
                    return team
        return [seat]

    # --- views --------------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now: its hand and everything public, nothing else."""
        deal = self.deal
        return Observation(
            game=self.game.id,
            seat=seat,
            players=self.players,
            options=self.options,
            dealer=self.dealer,
            deal_index=self.deal_index,
            phase=self.phase,
            to_act=self.to_act,
            legal=self.legal() if self.to_act == seat else NOTHING,
            hand=tuple(card_list(deal.hands[seat])) if deal else (),
            hand_sizes=tuple(h.bit_count() for h in deal.hands) if deal else (),
            table=deal.table(self) if deal else {},
            private=deal.private(self, seat) if deal else {},
            scores=tuple(self.scores),
            deal_scores=tuple(self.deal_scores),
            banks=tuple(self.ledger.banks) if self.ledger else None,
            pools=dict(self.ledger.pools) if self.ledger else None,
            teams=tuple(tuple(t) for t in self.teams) if self.teams else None,
            deal_events=tuple(self.events[self.deal_event_start:]),
            deal_actions=self._public_actions(deal) if deal else (),
            deal_start=self.deal_start,
            over=self.over,
            winners=tuple(self.winners),
        )

    def _public_actions(self, deal: DealState) -> tuple[str, ...]:
        """The deal's decisions as every seat sees them, telling only those not told yet
        (a deal's decisions are only ever added to)."""
        actions = self._actions
        told_deal, said = self._said
        if told_deal != self.deal_index or len(said) > len(actions):
            said = ()
        if len(said) < len(actions):
            public = deal.public_action
            said += tuple(public(a) for a in actions[len(said):])
            self._said = (self.deal_index, said)
        return said

    def clone(self) -> Match:
        """A cheap, independent copy (search uses it heavily)."""
        twin = object.__new__(Match)
        twin.__dict__.update(self.__dict__)
        twin.scores = self.scores.copy()
        twin.deal_scores = self.deal_scores.copy()
        twin.ledger = self.ledger.copy() if self.ledger else None
        twin.carry = self.carry.copy()
        twin.winners = self.winners.copy()
        twin.events = self.events.copy()
        twin.deals = self.deals.copy()
        last = self._entry
        if last is not None:
            twin._actions = last.actions.copy()
            twin._entry = DealEntry(last.dealer, last.seed, last.layout, twin._actions)
            twin.deals.replace_last(twin._entry)
        twin.deal = self.deal.copy() if self.deal else None
        twin._legal = None
        return twin

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now."""
        return card_list(self.deal.hands[seat]) if self.deal else []

    # --- records ------------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        """The deal record (format ``histcards-record/1``) of the match so far."""
        return {**self.record_header(), "deals": list(self.record_deals())}

    def record_header(self) -> dict[str, Any]:
        """The deal record without its ``deals``: the set-up (a fresh copy)."""
        teams = self.teams if self.start_teams else None
        return header_to_json(MatchRecord(self.game.id, self.players, thawed(self.options),
                                          self.given_names, self.seed,
                                          thawed(self.start) or None, teams, ()))

    def record_deals(self) -> Sequence[dict[str, Any]]:
        """The record's ``deals``, each made when read (a fresh copy): a save that looks
        at the last deals only costs the same in a long match as in a short one."""
        return RecordDeals(self.deals)

    @staticmethod
    def from_record(record: Mapping[str, Any]) -> Match:
        """Rebuild a match by replaying a record; raises ``RecordError`` if it is bad."""
        match, error = replay_record(record)
        if error is not None:
            raise error
        assert match is not None  # a record replayed without a fault leaves its match
        return match


def new_match(game: str, players: int, options: Mapping[str, Any] | None = None,
              seed: int = 0, names: Sequence[str] | None = None,
              start: Mapping[str, Any] | None = None,
              teams: Sequence[Sequence[int]] | None = None) -> Match:
    """Start a match of ``game`` (an id of ``GAMES``); ``ValueError`` on bad arguments.

    ``start`` begins it mid-match (scores, banks, pools carried); ``teams`` fixes the
    partnerships where the game has them.
    """
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r} (the games are: {', '.join(sorted(GAMES))})")
    return Match(GAMES[game], players, options, seed=seed, names=names, start=start,
                 teams=teams)


def replay_record(data: Any) -> tuple[Match | None, RecordError | None]:
    """Replay a record as far as it goes.

    Returns the match and None, or, at the first fault, the error and the match as it
    stood just before the faulty deal or action (None if the fault is in the set-up).
    """
    try:
        record = parse_record(data)
    except RecordError as error:
        return None, error
    try:
        match = new_match(record.game, record.players, record.options, record.seed,
                          record.names, record.start, record.teams)
    except (ValueError, TypeError) as error:
        return None, RecordError(str(error))
    for index, deal in enumerate(record.deals):
        fault = _replay_deal(match, deal, index)
        if fault is not None:
            return match, fault
    return match, None


def _replay_deal(match: Match, deal: DealRecord, index: int) -> RecordError | None:
    if match.over:
        return RecordError(f"the match was already over after deal {index - 1}", deal=index)
    if match.to_act is not None:
        return RecordError("the previous deal is not finished", deal=index)
    dealer = deal.dealer
    if dealer is None and index == 0:
        dealer = 0  # a hand-written record that names no first dealer starts with seat 0
    try:
        match.start_deal(deal.layout, seed=deal.seed, dealer=dealer)
    except (ValueError, TypeError) as error:
        return RecordError(str(error), deal=index)
    for position, text in enumerate(deal.actions):
        try:
            match.apply(text)
        except IllegalAction as error:
            return RecordError(f"'{text}': {error}", deal=index, action=position)
    return None


def _seat_ints(values: Any, players: int, what: str) -> list[int]:
    if (not isinstance(values, list | tuple) or len(values) != players
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in values)):
        raise ValueError(f"{what} must list {players} whole numbers")
    return list(values)
