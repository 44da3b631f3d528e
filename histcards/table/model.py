"""What the table shows at one moment, as plain data: which card is where, the chips in
each bank and pool, and what the seat plates say.

A ``TableModel`` is built from an ``Observation`` (the authoritative view of one seat) and
then moved along by the engine's events, one animation step at a time
(``histcards.table.choreography``); after the events of a decision the table comes back
to the model of the new observation. No rules live here: only where cards lie.

Every card on the table has a *key*: a known card is its number (``0..51``); a card the
viewer cannot see is a text key, ``h<seat>.<i>`` in a hand and ``t<i>`` in the talon, so
the same face-down card keeps its key while it moves, and a hidden card turned face-up
becomes the known card in the same place.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from histcards.cards import Card, parse_card
from histcards.engine.events import Play, RunStop, Trick
from histcards.engine.games import GAMES
from histcards.engine.observation import Observation

Key = int | str


@dataclass(frozen=True)
class LastRound:
    """The last finished trick, or the last stopped run of a stops game: who played
    which card, in play order, and who took the trick (or played the stopping card)."""

    cards: tuple[tuple[int, Card], ...]
    winner: int
    run: bool


def hidden_key(seat: int, index: int) -> str:
    """The key of the ``index``-th unseen card in ``seat``'s hand."""
    return f"h{seat}.{index}"


def talon_key(index: int) -> str:
    """The key of the ``index``-th card of the face-down talon."""
    return f"t{index}"


@dataclass
class TableModel:
    """Where every card, chip and label of the table is (mutable; copy before keeping)."""

    game: str
    players: int
    viewer: int
    dealer: int
    stops: bool
    """The game is played in runs (Poch, Hoc) rather than tricks."""
    hands: list[list[Key]]
    deck: list[Key] = field(default_factory=list)
    """Cards in the dealer's hands while he deals."""
    trick: list[tuple[int, Key]] = field(default_factory=list)
    sweep: list[tuple[int, Key]] = field(default_factory=list)
    """A finished trick on its way to its winner's pile."""
    run: list[tuple[int, Key]] = field(default_factory=list)
    run_closed: bool = False
    """The run has stopped; its cards go to the played pile when the next one starts."""
    played: list[Key] = field(default_factory=list)
    turnups: list[Key] = field(default_factory=list)
    talon: list[Key] = field(default_factory=list)
    won: list[int] = field(default_factory=list)
    banks: list[int] | None = None
    pools: dict[str, int] | None = None
    scores: list[int] = field(default_factory=list)
    deal_scores: list[int] = field(default_factory=list)
    """What the deal has given each seat so far (its scores' share of this deal)."""
    taken: list[int] = field(default_factory=list)
    """What the cards of the tricks each seat took this deal count (``Trick.points``)."""
    tricks: list[LastRound] = field(default_factory=list)
    """The deal's finished tricks, in order."""
    bets: list[int] | None = None
    need: str | None = None
    trumps: str | None = None
    declarer: int | None = None
    to_act: int | None = None
    phase: str = ""
    teams: tuple[tuple[int, ...], ...] | None = None
    over: bool = False
    winners: tuple[int, ...] = ()
    last: LastRound | None = None
    """The trick or run a peek shows."""

    def copy(self) -> TableModel:
        """An independent copy."""
        return replace(
            self, hands=[list(h) for h in self.hands], deck=list(self.deck),
            trick=list(self.trick), sweep=list(self.sweep), run=list(self.run),
            played=list(self.played), turnups=list(self.turnups), talon=list(self.talon),
            won=list(self.won), banks=None if self.banks is None else list(self.banks),
            pools=None if self.pools is None else dict(self.pools), scores=list(self.scores),
            deal_scores=list(self.deal_scores), taken=list(self.taken),
            tricks=list(self.tricks), bets=None if self.bets is None else list(self.bets))

    # --- reading it ---------------------------------------------------------------

    def won_by(self, seat: int) -> list[LastRound]:
        """The tricks ``seat`` took this deal, in order."""
        return [trick for trick in self.tricks if trick.winner == seat]

    def face_up(self, key: Key) -> bool:
        """Whether a card shows its face where it lies now."""
        if isinstance(key, str):
            return False
        return not (key in self.played or key in self.deck
                    or any(k == key for _, k in self.sweep))

    def keys(self) -> set[Key]:
        """Every card key on the table."""
        keys: set[Key] = {k for hand in self.hands for k in hand}
        keys.update(self.deck, self.played, self.turnups, self.talon)
        keys.update(k for _, k in self.trick + self.sweep + self.run)
        return keys

    def owners(self) -> dict[Key, Any]:
        """Who each card belongs to for matching cards across steps: the seat holding or
        playing it, ``deck`` for the talon and turn-ups, ``played`` for the pile."""
        owner: dict[Key, Any] = {}
        for seat, hand in enumerate(self.hands):
            owner.update(dict.fromkeys(hand, seat))
        for seat, key in self.trick + self.sweep + self.run:
            owner[key] = seat
        owner.update(dict.fromkeys(self.turnups + self.talon + self.deck, "deck"))
        owner.update(dict.fromkeys(self.played, "played"))
        return owner

    # --- moving cards ----------------------------------------------------------------

    def take_from_hand(self, seat: int, card: Card) -> Key:
        """Take ``card`` out of ``seat``'s hand (a face-down card if the viewer does not
        know it is there) and return the key it had."""
        hand = self.hands[seat]
        if card in hand:
            hand.remove(card)
            return card
        for index in range(len(hand) - 1, -1, -1):
            if isinstance(hand[index], str):
                return hand.pop(index)
        return card

    def add_to_hand(self, seat: int, card: Card | None) -> None:
        """Put a card in ``seat``'s hand: face up for the viewer, hidden for the others."""
        hand = self.hands[seat]
        if seat == self.viewer and card is not None:
            hand.append(card)
        else:
            hidden = sum(1 for k in hand if isinstance(k, str))
            hand.append(hidden_key(seat, hidden))

    def play(self, seat: int, card: Card) -> None:
        """``seat`` plays ``card`` to the trick or the run."""
        if self.stops:
            if self.run_closed:
                self.close_run()
            self.take_from_hand(seat, card)
            self.run.append((seat, card))
        else:
            self.take_from_hand(seat, card)
            self.trick.append((seat, card))

    def close_run(self) -> None:
        """Put the stopped run on the played pile."""
        self.played.extend(k for _, k in self.run)
        self.run = []
        self.run_closed = False


def conceal(model: TableModel) -> TableModel:
    """A copy of ``model`` seen by nobody: the viewer's hand turned face-down."""
    hidden = model.copy()
    if 0 <= model.viewer < len(hidden.hands):
        hand = hidden.hands[model.viewer]
        hidden.hands[model.viewer] = [hidden_key(model.viewer, i) for i in range(len(hand))]
    hidden.viewer = -1
    return hidden


def arrange(given: Sequence[Key], order: Sequence[Key]) -> list[Key]:
    """The cards of ``given`` (a hand in the game's order) in the player's own ``order``;
    a card the order lacks (dealt or taken since) goes right after the card it follows in
    ``given``, its sorted place, or first."""
    held = set(given)
    result = [key for key in order if key in held]
    placed = set(result)
    for index, key in enumerate(given):
        if key not in placed:
            result.insert(result.index(given[index - 1]) + 1 if index else 0, key)
            placed.add(key)
    return result


def trick_round(trick: Trick, players: int) -> LastRound:
    """A finished trick as the table shows it: each card with its player, from the
    leader on in playing order (architecture §9.1), and who took it."""
    return LastRound(tuple(((trick.leader + i) % players, parse_card(card))
                           for i, card in enumerate(trick.cards)), trick.winner, run=False)


def deal_tricks(tricks: Sequence[Trick], players: int) -> list[LastRound]:
    """The tricks finished so far in the deal, from its trick events."""
    return [trick_round(e, players) for e in tricks]


def trick_points(tricks: Sequence[Trick], players: int) -> list[int]:
    """What the cards of the tricks each seat took this deal count, from its trick
    events."""
    taken = [0] * players
    for event in tricks:
        taken[event.winner] += event.points
    return taken


def last_round(obs: Observation, stops: bool, tricks: Sequence[Trick],
               kinds: Collection[type]) -> LastRound | None:
    """The last trick (``table["last_trick"]``, its winner from the deal's trick events
    ``tricks``) or, in a stops game, the last stopped run (the plays of the deal's public
    events since the run before it stopped); None before the first one. ``kinds``: the
    classes of the deal's events."""
    if not stops:
        cards = tuple((e["seat"], parse_card(e["card"]))
                      for e in obs.table.get("last_trick") or ())
        if not cards or not tricks:
            return None
        return LastRound(cards, tricks[-1].winner, run=False)
    if not holds(kinds, RunStop):
        return None
    plays: list[tuple[int, Card]] = []
    last = None
    for event in obs.deal_events:
        if isinstance(event, Play):
            plays.append((event.seat, parse_card(event.card)))
        elif isinstance(event, RunStop):
            if plays:
                last = LastRound(tuple(plays), event.seat, run=True)
            plays = []
    return last


def holds(kinds: Collection[type], kind: type) -> bool:
    """Whether events of these classes include some of ``kind``."""
    return any(issubclass(k, kind) for k in kinds)


def parse_cards_text(cards: Sequence[str]) -> list[Card]:
    """Cards from their canonical texts."""
    return [parse_card(c) for c in cards]


def model_from_observation(obs: Observation, viewer: int,
                           sort_key: Callable[[Card], Any] | None = None) -> TableModel:
    """The table as ``viewer`` sees it in ``obs`` (an observation of that seat)."""
    table = obs.table
    hands: list[list[Key]] = []
    for seat in range(obs.players):
        count = obs.hand_sizes[seat] if obs.hand_sizes else 0
        if seat == viewer:
            hand = sorted(obs.hand, key=sort_key) if sort_key else list(obs.hand)
            hands.append(list(hand))
        else:
            hands.append([hidden_key(seat, i) for i in range(count)])
    stops = "run" in GAMES[obs.game].info.zones
    run = [(e["seat"], parse_card(e["card"])) for e in table.get("run", [])]
    in_run = {k for _, k in run}
    played = [c for c in parse_cards_text(table.get("played", [])) if c not in in_run]
    talon = [talon_key(i) for i in range(int(table.get("talon") or 0))]
    bets = table.get("bets")
    # The classes of the deal's events, read at C speed, say whether it is worth looking
    # through them (a random Hoc auction holds thousands of bids and no trick); its trick
    # events picked out once for its tricks, points and last trick.
    kinds = set(map(type, obs.deal_events))
    tricks = [e for e in obs.deal_events if isinstance(e, Trick)] if holds(kinds, Trick) else []
    return TableModel(
        game=obs.game, players=obs.players, viewer=viewer, dealer=obs.dealer, stops=stops,
        hands=hands,
        trick=[(e["seat"], parse_card(e["card"])) for e in table.get("trick", [])],
        run=run, run_closed=bool(run) and table.get("need") is None, played=played,
        turnups=parse_cards_text(table.get("turnups", [])), talon=talon,
        won=list(table.get("tricks_won") or [0] * obs.players),
        banks=None if obs.banks is None else list(obs.banks),
        pools=None if obs.pools is None else dict(obs.pools),
        scores=list(obs.scores), deal_scores=list(obs.deal_scores),
        taken=trick_points(tricks, obs.players), tricks=deal_tricks(tricks, obs.players),
        bets=list(bets) if isinstance(bets, list) and any(bets) else None,
        need=table.get("need"), trumps=table.get("trumps"), declarer=table.get("declarer"),
        to_act=obs.to_act, phase=obs.phase, teams=obs.teams, over=obs.over,
        winners=obs.winners, last=last_round(obs, stops, tricks, kinds))
