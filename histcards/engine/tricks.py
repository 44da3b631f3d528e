"""Trick play, written once for every trick game: following suit, trumps, trick winners.

Hands are bitmasks of card numbers (see ``histcards.cards``).
"""

from __future__ import annotations

from collections.abc import Sequence

from histcards.cards import SUIT_MASKS, Card, RankOrder, suit_of


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
    led = suit_of(plays[0][1])
    best_seat, best_key = plays[0][0], -1
    for seat, card in plays:
        suit = suit_of(card)
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
                   must_trump: bool, suit_names: Sequence[str]) -> str | None:
    """Why ``card`` may not be played to the trick, in a player's words; None if it may."""
    if not hand >> card & 1:
        return "you do not hold that card"
    allowed = follow_mask(hand, led_suit, trump, must_trump)
    if allowed >> card & 1:
        return None
    if led_suit is not None and hand & SUIT_MASKS[led_suit]:
        return f"you must follow suit: you hold {suit_names[led_suit]}"
    return f"you must trump: you hold no {suit_names[led_suit]} but you hold trumps " \
           f"({suit_names[trump]})"
