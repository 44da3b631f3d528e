"""The base every game module builds on: a game's rules (``GameRules``, which carry its
declaration ``GameInfo``), one deal's state (``DealState``) and the explicit layout of a deal
(``Layout``).

A game module subclasses both and registers its rules in ``histcards.engine.games``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from operator import itemgetter
from typing import Any, ClassVar, Protocol, Self

from histcards.cards import CARD_NAMES, Card, RankOrder, card_list
from histcards.engine.actions import Action
from histcards.engine.chips import ChipLedger
from histcards.engine.declaration import GameInfo, ScoreKind
from histcards.engine.errors import OptionsError, Reason
from histcards.engine.events import Event, Score
from histcards.engine.kept import Kept
from histcards.engine.options import resolve_options
from histcards.engine.values import Value, value


class MatchState(Protocol):
    """What a game module sees of the match it is played in (``Match`` provides it)."""

    players: int
    options: Mapping[str, Any]
    names: list[str]
    dealer: int
    deal_index: int
    scores: list[int]
    deal_scores: list[int]
    ledger: ChipLedger | None
    teams: list[list[int]] | None
    carry: dict[str, Any]
    fixed_rules: Any

    def chips(self) -> ChipLedger:
        """The banks and pools of a game played with chips."""

    def add_score(self, seat: int, points: int) -> None:
        """Add to a seat's match total and to this deal's result."""

    def score(self, seat: int, points: int, reason: str, card: Card | None = None,
              combination: str | None = None) -> Score:
        """Score ``points`` for ``seat`` (its partners too) and report it."""

    def team_of(self, seat: int) -> list[int]:
        """The seats sharing ``seat``'s score."""


@value
class Layout(Value):
    """An explicit deal: hands in seat order, the undealt stock (top first) and, where the
    game has one, the dealer's face-up ``turnup`` card."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = ()
    turnup: Card | None = None

    def all_cards(self) -> list[Card]:
        """Every card of the layout."""
        cards = [c for hand in self.hands for c in hand] + list(self.stock)
        if self.turnup is not None:
            cards.append(self.turnup)
        return cards


@dataclass(frozen=True)
class LayoutShape:
    """How many cards a layout puts where, for validating explicit layouts."""

    hand_sizes: tuple[int, ...]
    stock_size: int
    has_turnup: bool = False


Picker = Callable[[Sequence[Card]], tuple[Card, ...]]
"""Takes some cards of a shuffled pack out, in order."""


def deal_in_packets(shuffled: Sequence[Card], players: int, dealer: int,
                    packets: Sequence[int]) -> tuple[tuple[tuple[Card, ...], ...],
                                                     tuple[Card, ...]]:
    """Deal round after round of packets, each round from eldest (dealer + 1) to the dealer.

    Returns the hands in seat order and the cards left over, in order.
    """
    pickers, rest = _packet_pickers(players, dealer, tuple(packets), len(shuffled))
    hands = []
    for pick in pickers:  # a loop: a comprehension would be one more call, every deal
        hands.append(pick(shuffled))
    return tuple(hands), rest(shuffled)


@cache
def _packet_pickers(players: int, dealer: int, packets: tuple[int, ...], size: int
                    ) -> tuple[tuple[Picker, ...], Picker]:
    """Where each seat's cards lie in a shuffled pack dealt in ``packets`` (and the cards
    left over), as functions taking them out at once: the same deal is dealt many
    thousand times a second in search and benchmarks."""
    places: list[list[int]] = [[] for _ in range(players)]
    position = 0
    for packet in packets:
        for offset in range(1, players + 1):
            places[(dealer + offset) % players].extend(range(position, position + packet))
            position += packet
    return tuple(_picker(p) for p in places), _picker(range(position, size))


def _picker(positions: Sequence[int]) -> Picker:
    """The items at ``positions`` of a sequence, as a tuple."""
    if len(positions) == 1:
        single = positions[0]
        return lambda items: (items[single],)
    if not positions:
        return lambda items: ()
    return itemgetter(*positions)


class GameRules:
    """A game's rules: its declaration (``info``), pack, deal, deals and match end.

    Instances are stateless; everything that changes lives in ``Match`` and ``DealState``.
    """

    info: ClassVar[GameInfo]

    @property
    def id(self) -> str:
        """The game's id (``polignac`` …), as records name it."""
        return self.info.id

    def score_kind(self, options: Mapping[str, Any]) -> ScoreKind:
        """What the scores count with these options (the declaration's, unless an option
        changes it)."""
        return self.info.score

    def resolve_options(self, given: Mapping[str, Any] | None, players: int) -> dict[str, Any]:
        """The full options of a match: ``given`` validated, defaults filled in.

        A game whose options come in bundles (Poch's presets) overrides this to fill the
        defaults from the bundle before validating.
        """
        return resolve_options(self.info.options, given, players, self.id)

    # --- players, direction, cards --------------------------------------------------

    def check_players(self, players: int, options: Mapping[str, Any]) -> None:
        """Raise ``OptionsError`` (a ``ValueError``) if the game cannot be played by
        ``players`` with ``options``."""
        counts = self.info.players
        if players not in counts:
            low, high = min(counts), max(counts)
            raise OptionsError(Reason.of("{game} is for {low} to {high} players, not {players}",
                                         game=self.info.name.source, low=low, high=high,
                                         players=players))

    def direction(self, options: Mapping[str, Any]) -> str:
        """``clockwise`` or ``anticlockwise``: only the table view uses it to place seats.
        The game's ``direction`` option where it has one, else its declared direction."""
        return options.get("direction", self.info.direction)

    def rank_order(self, options: Mapping[str, Any]) -> RankOrder:
        """The order of ranks in a suit for this game and options."""
        raise NotImplementedError

    def pack(self, players: int, options: Mapping[str, Any]) -> tuple[Card, ...]:
        """The cards in play for this player count and options."""
        raise NotImplementedError

    def layout_shape(self, match: MatchState, dealer: int) -> LayoutShape:
        """Where the pack's cards go in a deal by ``dealer``."""
        raise NotImplementedError

    def deal_from_pack(self, match: MatchState, dealer: int, shuffled: list[Card]) -> Layout:
        """The layout a shuffled pack gives, dealt in the game's packets."""
        raise NotImplementedError

    def check_layout(self, match: MatchState, dealer: int, layout: Layout) -> None:
        """Raise ``ValueError`` if an explicit layout is not a valid deal of this game."""
        expected = sorted(self.pack(match.players, match.options))
        given = layout.all_cards()
        if sorted(given) != expected:
            raise ValueError(_pack_difference(expected, given))
        shape = self.layout_shape(match, dealer)
        if len(layout.hands) != match.players:
            raise ValueError(f"the layout has {len(layout.hands)} hands for "
                             f"{match.players} players")
        for seat, (hand, size) in enumerate(zip(layout.hands, shape.hand_sizes, strict=True)):
            if len(hand) != size:
                raise ValueError(f"seat {seat} should hold {size} cards, not {len(hand)}")
        if len(layout.stock) != shape.stock_size:
            raise ValueError(f"the stock should hold {shape.stock_size} cards, "
                             f"not {len(layout.stock)}")
        if shape.has_turnup != (layout.turnup is not None):
            raise ValueError("this deal needs a turnup card" if shape.has_turnup
                             else "this game has no turnup card in the layout")

    # --- the match ------------------------------------------------------------------

    def setup(self, match: MatchState) -> None:
        """Set up scores, banks, pools and teams of a fresh match (``start`` may override)."""

    def check_carry(self, carry: Mapping[str, Any]) -> None:
        """Raise ``ValueError`` if a record's ``start.carry`` is not valid for this game:
        by default, any key the declaration's ``carry`` does not list."""
        for key in carry:
            if key not in self.info.carry:
                kept = ", ".join(self.info.carry) or "nothing"
                raise ValueError(f"{self.info.name.source} carries no {str(key)[:40]!r} "
                                 f"between deals (it carries: {kept})")

    def first_dealer(self, players: int, rng: random.Random) -> int:
        """The first dealer, chosen by lot."""
        return rng.randrange(players)

    def open_match(self, match: MatchState, rng: random.Random) -> tuple[int, list[Event]]:
        """What happens once before the first deal, after ``setup`` and ``start``: checks
        of the start, ceremonies (a partnership draw that seats the players, which may
        reorder ``match.names``; a visible draw for first dealer). Returns the first dealer
        and the events reporting it; by default ``first_dealer``, drawn silently."""
        return self.first_dealer(match.players, rng), []

    def next_dealer(self, match: MatchState) -> int:
        """The deal passes to the next player in playing order."""
        return (match.dealer + 1) % match.players

    def new_deal(self, match: MatchState, dealer: int,
                 layout: Layout) -> tuple[DealState, list[Event]]:
        """Start a deal from a validated layout: antes, the deal's state and its events."""
        raise NotImplementedError

    def fixed_rules(self, match: MatchState) -> Any:
        """What every deal of ``match`` shares (``make_fixed_rules``): derived from its
        options and player count at its first deal and kept by the match, which deals
        thousands of times a second in search and benchmarks. Matches set up alike share
        them too (``histcards.engine.match.resolved_options`` gives them one options
        object): a random playout of Poch starts a match almost every deal."""
        rules = match.fixed_rules
        if rules is None:
            options = match.options
            kept = _FIXED_RULES.get(id(options))
            # the entry holds the options themselves, so their id is not reused meanwhile
            if kept is not None and kept[0] is options and kept[1] is self \
                    and kept[2] == match.players:
                rules = kept[3]
            else:
                rules = self.make_fixed_rules(match)
                _FIXED_RULES.keep(id(options), (options, self, match.players, rules))
            match.fixed_rules = rules
        return rules

    def make_fixed_rules(self, match: MatchState) -> Any:
        """What every deal of ``match`` shares, from its options and player count (immutable
        values; see ``fixed_rules``). None by default."""
        return None

    def result(self, match: MatchState) -> list[int] | None:
        """After a deal: the winning seats if the match is over, else None."""
        raise NotImplementedError


_FIXED_RULES: Kept[int, tuple[Mapping[str, Any], GameRules, int, Any]] = Kept(256)
"""The fixed rules of matches by the id of their options (``GameRules.fixed_rules``)."""


def _pack_difference(expected: list[Card], given: list[Card]) -> str:
    missing = sorted(set(expected) - set(given))
    foreign = sorted(set(given) - set(expected))
    doubled = sorted({c for c in given if given.count(c) > 1})
    if doubled:
        return f"{CARD_NAMES[doubled[0]]} appears more than once in the layout"
    if foreign:
        return f"{CARD_NAMES[foreign[0]]} is not in this game's pack"
    return f"{CARD_NAMES[missing[0]]} is missing from the layout"


_UNSET = object()


class DealState:
    """The state of one deal. Game modules subclass it and declare ``__slots__``.

    The generic ``copy`` copies lists, dicts and sets one level deep; a subclass holding
    deeper mutable structures overrides it.
    """

    __slots__ = ("double_next", "finished", "hands", "outcome", "phase", "stock", "to_act",
                 "winner")

    phase: str
    to_act: int | None
    hands: list[int]
    stock: list[Card]
    """The undealt cards, top first, in a game that keeps a stock (unset in the others)."""
    finished: bool
    outcome: str
    """How the deal ended (the game's code, worded by its declaration's ``outcome`` terms)."""
    winner: int | None
    """The seat that won the deal, where one did."""
    double_next: int | None
    """The multiplier of the next deal's stakes, where the game doubles them."""

    def seat_to_act(self) -> int:
        """The seat to act, in a step where someone is (the deal is not over)."""
        seat = self.to_act
        if seat is None:
            raise RuntimeError(f"nobody is to act in the {self.phase!r} phase")
        return seat

    def finish(self, outcome: str, winner: int | None = None,
               double_next: int | None = None) -> None:
        """End the deal: nobody acts any more. The match then reports it (``DealEnd``, with
        each seat's lines) and checks whether the match is over."""
        self.finished = True
        self.outcome = outcome
        self.winner = winner
        self.double_next = double_next
        self.phase = "ended"
        self.to_act = None

    def legal(self) -> Sequence[Action]:
        """Exactly the actions the player to act may take, canonical, in their order, as
        an immutable sequence: a tuple where there are few, a ``histcards.engine.legal``
        ``Legal`` where amounts make them many (it tests an action without a scan)."""
        raise NotImplementedError

    def apply(self, match: MatchState, action: Action) -> list[Event]:
        """Apply a legal action (the match has checked it) and any automatic steps."""
        raise NotImplementedError

    def refusal(self, match: MatchState, action: Action) -> Reason:
        """Why an action not in ``legal()`` is refused, in a player's words."""
        return Reason.of("'{action}' is not allowed now", action=str(action))

    def public_action(self, action: Action) -> str:
        """How an action of this deal appears to every seat: its text, unless part of it
        is hidden (Polignac's discards show only how many cards were put away)."""
        return str(action)

    def table(self, match: MatchState) -> dict[str, Any]:
        """The public state of the deal (JSON-ready)."""
        return {}

    def private(self, match: MatchState, seat: int) -> dict[str, Any]:
        """What only ``seat`` knows besides its hand (JSON-ready), e.g. its own discards."""
        return {}

    def all_cards(self) -> list[Card]:
        """Every card of the deal wherever it is now (hands, table, won piles, stock …).

        The invariant tests check that this is always exactly the game's pack.
        """
        raise NotImplementedError

    def hidden_zones(self, seat: int) -> list[list[Card]]:
        """The groups of cards ``seat`` cannot see: other hands, by default, and the stock.

        Tests permute cards among these zones to prove observations do not leak them.
        """
        zones = [card_list(h) for s, h in enumerate(self.hands) if s != seat]
        stock = getattr(self, "stock", None)
        if stock:
            zones.append(list(stock))
        return zones

    def set_hidden_zones(self, seat: int, zones: list[list[Card]]) -> None:
        """Put back cards redistributed among the zones ``hidden_zones`` returned."""
        others = [s for s in range(len(self.hands)) if s != seat]
        for s, cards in zip(others, zones, strict=False):
            self.hands[s] = sum(1 << c for c in cards)
        if getattr(self, "stock", None):
            self.stock = list(zones[len(others)])

    _slot_list: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._slot_list = tuple(
            dict.fromkeys(n for k in cls.__mro__ for n in getattr(k, "__slots__", ()))
        )

    def copy(self) -> Self:
        """An independent copy (search clones deals many times)."""
        twin = object.__new__(type(self))
        for name in self._slot_list:
            value = getattr(self, name, _UNSET)
            if value is _UNSET:
                continue
            if isinstance(value, list | dict | set):
                value = value.copy()
            object.__setattr__(twin, name, value)
        return twin

