"""Trick play, written once for every trick game: following suit, trumps, trick winners,
card-point schedules and ``TrickDeal``, the trick-play state a deal with trumps builds on.

Hands are bitmasks of card numbers (see ``histcards.cards``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from histcards.cards import (
    BIT,
    CARD_NAMES,
    CARD_SUITS,
    SUIT_MASKS,
    SUITS,
    Card,
    RankOrder,
    card_list,
    rank_of,
)
from histcards.engine.actions import Action
from histcards.engine.errors import Reason
from histcards.engine.events import PLAYED, Event, Trick
from histcards.engine.game import DealState
from histcards.engine.legal import PLAIN_PLAYS, CardActions

PLAYED_BY = PLAYED[False]
"""``PLAYED_BY[seat][card]``: the ``Play`` event of a card played by choice."""


def follow_mask(hand: int, led_suit: int | None, trump: int | None = None,
                must_trump: bool = False) -> int:
    """The cards a player may play to a trick.

    Leader: any card. Follower: a card of the led suit if he has one; otherwise, when
    ``must_trump`` and he holds trumps, a trump; otherwise any card.
    """
    if led_suit is None:
        return hand
    same = hand & SUIT_MASKS[led_suit]
    if same:
        return same
    if must_trump and trump is not None:
        trumps = hand & SUIT_MASKS[trump]
        if trumps:
            return trumps
    return hand


def trick_winner(plays: Sequence[tuple[int, Card]], order: RankOrder,
                 trump: int | None = None) -> int:
    """Seat winning a trick of ``(seat, card)`` plays, the first play being the lead.

    The highest trump wins if any trump was played, else the highest card of the led suit.
    """
    power = order.power
    led = CARD_SUITS[plays[0][1]]
    best_seat, best_key = plays[0][0], -1
    for seat, card in plays:
        suit = CARD_SUITS[card]
        if suit == trump:
            key = 100 + power[card]
        elif suit == led:
            key = power[card]
        else:
            continue
        if key > best_key:
            best_seat, best_key = seat, key
    return best_seat


def refusal_reason(hand: int, card: Card, led_suit: int | None, trump: int | None,
                   must_trump: bool) -> Reason | None:
    """Why ``card`` may not be played to the trick; None if it may."""
    if not hand >> card & 1:
        return Reason.of("you do not hold that card")
    allowed = follow_mask(hand, led_suit, trump, must_trump)
    if allowed >> card & 1:
        return None
    if led_suit is not None and hand & SUIT_MASKS[led_suit]:
        return Reason.of("you must follow suit: you hold {suit}", suit=led_suit)
    return Reason.of("you must trump: you hold no {suit} but you hold trumps ({trumps})",
                     suit=led_suit, trumps=trump)


def card_points(values: Mapping[int, int]) -> tuple[int, ...]:
    """A per-deal point schedule: the points of every card number, from points per rank
    (e.g. Quarante's ``{KING: 5, QUEEN: 4, JACK: 3}``); ranks not listed count 0."""
    return tuple(values.get(rank_of(c), 0) for c in range(52))


NO_POINTS: tuple[int, ...] = (0,) * 52


@dataclass(frozen=True)
class TrickRules:
    """What stays fixed for the tricks of a deal: shared by every copy of its state."""

    players: int
    order: RankOrder
    must_trump: bool = False
    points: tuple[int, ...] = NO_POINTS


class TrickDeal(DealState):
    """The trick-play part of a deal, written once for the trick games with trumps.

    Keeps the trick in progress, its leader, the last trick, tricks and card points won
    per seat, the winners of the tricks in order (for "who got there first" rules) and
    the cards won. Subclasses call ``start_tricks`` when play begins and ``play_card``
    for each ``play C``; a finished trick is reported as a ``trick`` event.
    """

    __slots__ = (
        "last_trick",
        "leader",
        "led",
        "points_won",
        "trick",
        "trick_rules",
        "tricks_won",
        "trump",
        "winners",
        "won",
    )

    def start_tricks(self, rules: TrickRules, leader: int, trump: int | None) -> None:
        """Set up trick play: ``leader`` leads the first trick, ``trump`` is the trump suit."""
        self.trick_rules = rules
        self.trump = trump
        self.leader = leader
        self.trick: list[tuple[int, Card]] = []
        self.led: int | None = None
        """The suit led to the trick in progress, None before the lead."""
        self.last_trick: tuple[tuple[int, Card], ...] = ()
        self.tricks_won = [0] * rules.players
        self.points_won = [0] * rules.players
        self.winners: list[int] = []
        self.won = 0

    def led_suit(self) -> int | None:
        """The suit led to the trick in progress, or None before the lead."""
        return self.led

    def playable(self, seat: int) -> int:
        """The cards ``seat`` may play to the trick, as a bitmask."""
        return follow_mask(self.hands[seat], self.led, self.trump, self.trick_rules.must_trump)

    def plays(self, table: CardActions = PLAIN_PLAYS) -> tuple[Action, ...]:
        """The actions (``table``'s, by card) of the cards the player to act may play."""
        seat = self.to_act
        assert seat is not None  # a deal asks for its legal actions while someone is to act
        led = self.led
        playable = follow_mask(self.hands[seat], led, self.trump, self.trick_rules.must_trump)
        # a leader's plays (his whole hand) are seldom met twice: joined from their suits,
        # not kept whole (where they would push out the followers' few sets of a suit)
        return table.of(playable) if led is not None else table.by_suits(playable)

    def play_refusal(self, seat: int, card: Card) -> Reason | None:
        """Why ``seat`` may not play ``card`` now, or None if he may."""
        return refusal_reason(self.hands[seat], card, self.led, self.trump,
                              self.trick_rules.must_trump)

    def play_card(self, seat: int, card: Card) -> tuple[list[Event], int | None]:
        """Play ``card`` from ``seat``'s hand; returns the events and, when the card
        completes the trick, its winner (who leads next; ``to_act`` is set to him)."""
        players = self.trick_rules.players
        self.hands[seat] ^= BIT[card]  # he holds it: ^ is cheaper than & with a negative mask
        trick = self.trick
        if not trick:
            self.led = CARD_SUITS[card]
        trick.append((seat, card))
        played = PLAYED_BY[seat][card]
        if len(trick) < players:
            self.to_act = (seat + 1) % players
            return [played], None
        rules = self.trick_rules
        winner = trick_winner(trick, rules.order, self.trump)
        value = rules.points
        points = won = 0
        names = []
        for _, taken_card in trick:  # one loop (each comprehension would be a call)
            points += value[taken_card]
            won |= BIT[taken_card]
            names.append(CARD_NAMES[taken_card])
        self.tricks_won[winner] += 1
        self.points_won[winner] += points
        self.winners.append(winner)
        self.won |= won
        taken = Trick(winner, self.leader, tuple(names), points)
        self.last_trick = tuple(trick)
        self.trick = []
        self.led = None
        self.leader = self.to_act = winner
        return [played, taken], winner

    def reached(self, seat: int, count: int) -> int:
        """The index (0-based) of the trick at which ``seat`` won his ``count``-th trick
        (he has won that many)."""
        seen = 0
        for index, winner in enumerate(self.winners):
            if winner == seat:
                seen += 1
                if seen == count:
                    return index
        raise ValueError(f"seat {seat} has not won {count} tricks")

    def trick_table(self) -> dict[str, Any]:
        """The shared table keys of trick play (see ``histcards.engine.observation``)."""
        return {
            "trick": [{"seat": s, "card": CARD_NAMES[c]} for s, c in self.trick],
            "leader": self.leader,
            "last_trick": [{"seat": s, "card": CARD_NAMES[c]} for s, c in self.last_trick],
            "tricks_won": list(self.tricks_won),
            "trumps": SUITS[self.trump] if self.trump is not None else None,
        }

    def trick_cards(self) -> list[Card]:
        """Cards won in tricks or lying in the trick in progress."""
        return card_list(self.won) + [c for _, c in self.trick]
