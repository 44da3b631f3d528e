"""Cards, suits, ranks, packs and their notation.

A card is a small integer ``suit * 13 + rank - 1`` (ranks 1 = Ace … 13 = King, suits in the
order spades, hearts, diamonds, clubs), so hands can be held as bitmasks and compared
cheaply. Text notation is rank then suit: ``10H``, ``JS``, ``AC``; parsing also accepts
``T`` for ten and lower case.
"""

from __future__ import annotations

import _random
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache, lru_cache

Card = int

SUITS = "SHDC"
SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
RANK_SYMBOLS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ACE, JACK, QUEEN, KING = 1, 11, 12, 13

SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
"""The suits in English, for the engine's own messages (the interface words them itself)."""
SUIT_SIGNS = ("♠", "♥", "♦", "♣")
FRENCH_INDICES = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R")


def make_card(rank: int, suit: int) -> Card:
    """Return the card of ``rank`` (1 = Ace … 13 = King) and ``suit`` (0..3)."""
    return suit * 13 + rank - 1


def rank_of(card: Card) -> int:
    """Rank of a card: 1 = Ace … 13 = King."""
    return card % 13 + 1


def suit_of(card: Card) -> int:
    """Suit of a card: 0 spades, 1 hearts, 2 diamonds, 3 clubs."""
    return card // 13


CARD_SUITS: tuple[int, ...] = tuple(suit_of(c) for c in range(52))
"""``CARD_SUITS[card]``: ``suit_of(card)`` looked up (trick play asks it at every card)."""

CARD_NAMES: tuple[str, ...] = tuple(
    RANK_SYMBOLS[r] + SUITS[s] for s in range(4) for r in range(13)
)
_PARSE = {name: card for card, name in enumerate(CARD_NAMES)}
_RANK_PARSE = {sym: r + 1 for r, sym in enumerate(RANK_SYMBOLS)} | {"T": 10, "1": 1}


def card_name(card: Card) -> str:
    """Canonical text of a card, e.g. ``10H``."""
    return CARD_NAMES[card]


def parse_rank(text: str) -> int:
    """Parse a rank symbol (``A 2 … 10 J Q K``, also ``T`` and lower case)."""
    rank = _RANK_PARSE.get(text.strip().upper())
    if rank is None:
        raise ValueError(f"'{text}' is not a rank (use A 2 3 4 5 6 7 8 9 10 J Q K)")
    return rank


def parse_card(text: str) -> Card:
    """Parse card notation; raises ``ValueError`` with a readable message."""
    key = text.strip().upper()
    card = _PARSE.get(key)
    if card is not None:
        return card
    if len(key) >= 2 and key[-1] in SUITS:
        return make_card(parse_rank(key[:-1]), SUITS.index(key[-1]))
    raise ValueError(f"'{text}' is not a card (write rank then suit, e.g. 10H, JS, AC)")


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Parse several cards."""
    return [parse_card(t) for t in texts]


# --- bitmask hands -----------------------------------------------------------------

SUIT_MASKS: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))


BIT: tuple[int, ...] = tuple(1 << card for card in range(52))
"""``BIT[card]``: the bitmask of one card (``1 << card``, made once: a shift makes a new
integer each time, and hands change at every card played)."""
NOT_BIT: tuple[int, ...] = tuple(~(1 << card) for card in range(52))
"""``NOT_BIT[card]``: every card but one (``hand & NOT_BIT[card]`` takes it out)."""


def mask_of(cards: Iterable[Card]) -> int:
    """Bitmask holding the given cards."""
    mask = 0
    for card in cards:
        mask |= BIT[card]
    return mask


def cards_in(mask: int) -> Iterator[Card]:
    """The cards of a bitmask, in increasing card number."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def card_list(mask: int) -> list[Card]:
    """The cards of a bitmask as a list."""
    return list(cards_in(mask))


def suit_slices(mask: int) -> tuple[int, int, int, int]:
    """A bitmask's four suits, spades first, each as a number of 13 bits (bit ``rank -
    1``). The mask is cut first into two halves that each fit one digit of a Python int,
    where ``&`` and ``>>`` take a fast path."""
    low, high = mask & 67108863, mask >> 26
    return low & 8191, low >> 13, high & 8191, high >> 13


def card_names(mask: int) -> tuple[str, ...]:
    """The names of the cards of a bitmask, in increasing card number (as events write
    them): a suit's names are kept by its 13 bits, as they are met."""
    spades, hearts, diamonds, clubs = suit_slices(mask)
    return (_suit_names(spades, 0) + _suit_names(hearts, 1) + _suit_names(diamonds, 2)
            + _suit_names(clubs, 3))


@lru_cache(maxsize=4096)
def _suit_names(chunk: int, suit: int) -> tuple[str, ...]:
    """The names of the cards of one suit's 13 bits."""
    return tuple(CARD_NAMES[suit * 13 + bit] for bit in range(13) if chunk >> bit & 1)


# --- rank orders --------------------------------------------------------------------


class RankOrder:
    """A game's order of ranks within a suit, highest first.

    ``power[card]`` is a number that is larger for a stronger card of the same suit.
    """

    __slots__ = ("high_to_low", "power")

    def __init__(self, high_to_low: Sequence[str]) -> None:
        self.high_to_low: tuple[int, ...] = tuple(parse_rank(r) for r in high_to_low)
        by_rank = {rank: len(self.high_to_low) - i for i, rank in enumerate(self.high_to_low)}
        self.power: tuple[int, ...] = tuple(by_rank.get(rank_of(c), 0) for c in range(52))

    def sort_key(self, card: Card) -> tuple[int, int]:
        """Key sorting cards by suit, then strongest first."""
        return (suit_of(card), -self.power[card])


TRIOMPHE_ORDER = RankOrder("K Q J A 10 9 8 7".split())  # Polignac, Quarante, Homme
ACE_HIGH_ORDER = RankOrder("A K Q J 10 9 8 7 6 5 4 3 2".split())  # Poch, Polignac variant
KING_HIGH_ORDER = RankOrder("K Q J 10 9 8 7 6 5 4 3 2 A".split())  # Hoc Mazarin


# --- packs --------------------------------------------------------------------------


RANK_MASKS: tuple[int, ...] = (0, *(sum(1 << make_card(r, s) for s in range(4))
                                    for r in range(1, 14)))
"""``RANK_MASKS[rank]``: the four cards of a rank (1 = Ace … 13 = King; index 0 is empty)."""


def pack(ranks: Iterable[int]) -> list[Card]:
    """Every card of the given ranks, in card-number order."""
    wanted = set(ranks)
    return [c for c in range(52) if rank_of(c) in wanted]


FULL_PACK: tuple[Card, ...] = tuple(range(52))
PIQUET_PACK: tuple[Card, ...] = tuple(pack([1, 7, 8, 9, 10, 11, 12, 13]))
PACK_36: tuple[Card, ...] = tuple(pack([1, 6, 7, 8, 9, 10, 11, 12, 13]))
PACK_28: tuple[Card, ...] = tuple(pack([1, 8, 9, 10, 11, 12, 13]))
BLACK_SEVENS = (make_card(7, SPADES), make_card(7, CLUBS))
RED_SEVENS = (make_card(7, HEARTS), make_card(7, DIAMONDS))


def pack_without(base: Iterable[Card], removed: Iterable[Card]) -> tuple[Card, ...]:
    """A pack with some cards taken out (e.g. the 30-card pack without two sevens)."""
    gone = set(removed)
    return tuple(c for c in base if c not in gone)


def shuffle(order: list[Card], getrandbits: Callable[[int], int]) -> None:
    """Shuffle ``order`` in place with a generator's ``getrandbits``: exactly
    ``random.Random.shuffle``'s order (the same Fisher–Yates swaps from the same random
    bits; ``tests/test_cards_actions`` checks it), written out because a deal is shuffled
    many thousand times a second in search and benchmarks."""
    for top, bits in _swaps(len(order)):
        pick = getrandbits(bits)
        while pick > top:  # a uniform choice up to ``top``, as ``Random._randbelow``
            pick = getrandbits(bits)
        order[top], order[pick] = order[pick], order[top]


@cache
def _swaps(size: int) -> tuple[tuple[int, int], ...]:
    """The Fisher–Yates steps of a shuffle of ``size`` items: each position from the last
    down to the second, with the bits of a uniform choice from 0 to it (``(top +
    1).bit_length()``, as ``Random._randbelow`` takes them)."""
    return tuple((top, (top + 1).bit_length()) for top in range(size - 1, 0, -1))


def shuffled(cards: Iterable[Card], seed: int) -> list[Card]:
    """The cards shuffled from ``seed``: exactly ``random.Random(seed).shuffle``'s order.
    (``_random.Random``, the C generator under ``random.Random``, is seeded alike from an
    integer, without the Python layer's checks.)"""
    order = list(cards)
    shuffle(order, _random.Random(seed).getrandbits)
    return order
