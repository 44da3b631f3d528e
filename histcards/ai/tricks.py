"""What a trick-playing heuristic looks at, read either from an observation (the bot's
own decision) or from a sampled world's deal (a rollout inside the search, where the
world is the bot's own guess), so each game's heuristic is written once for both.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from histcards.ai.worlds import plays
from histcards.cards import (
    SUIT_MASKS,
    SUITS,
    Card,
    RankOrder,
    cards_in,
    mask_of,
    parse_card,
    suit_of,
)
from histcards.engine import GAMES
from histcards.engine.actions import Action
from histcards.engine.observation import Observation
from histcards.engine.tricks import TrickDeal


@dataclass(frozen=True, slots=True)
class TrickView:
    """One seat's turn in trick play.

    ``out`` holds the cards that may lie in other hands (in a world: exactly the other
    hands). ``trick`` is the trick in progress, ``(seat, card)`` in play order.
    """

    seat: int
    players: int
    hand: int
    playable: int
    trick: tuple[tuple[int, Card], ...]
    out: int
    trump: int | None
    power: Sequence[int]
    higher: Sequence[int]
    """Per card, the mask of the cards of its suit that beat it."""
    best: tuple[int, Card] | None = field(default=None, init=False)
    """The seat and card winning the trick so far (None when the seat leads)."""
    best_key: int = field(default=0, init=False)
    """How strongly the winning card stands (``key``)."""

    def __post_init__(self) -> None:
        if self.trick:  # the winner is found once: the rules of thumb ask about it often
            led = suit_of(self.trick[0][1])
            best = max(self.trick, key=lambda play: self.key(play[1], led))
            object.__setattr__(self, "best", best)
            object.__setattr__(self, "best_key", self.key(best[1], led))

    @property
    def led(self) -> int | None:
        """The suit led to the trick, or None when the seat leads."""
        return suit_of(self.trick[0][1]) if self.trick else None

    @property
    def to_come(self) -> int:
        """How many players still play to the trick after this seat."""
        return self.players - len(self.trick) - 1

    def key(self, card: Card, led: int) -> int:
        """How strongly ``card`` stands in a trick led in ``led`` (0: it cannot win)."""
        suit = suit_of(card)
        if suit == self.trump:
            return 100 + self.power[card]
        return self.power[card] if suit == led else 0

    def winning(self) -> tuple[int, Card]:
        """The seat and card winning the trick so far (the trick must not be empty)."""
        if self.best is None:
            raise ValueError("nobody has played to the trick yet")
        return self.best

    def beats(self, card: Card) -> bool:
        """Whether ``card`` would win the trick as it stands."""
        if not self.trick:
            return True
        return self.key(card, suit_of(self.trick[0][1])) > self.best_key

    def higher_out(self, card: Card) -> int:
        """How many cards of ``card``'s suit that beat it may lie in other hands."""
        return (self.out & self.higher[card]).bit_count()

    def is_master(self, card: Card) -> bool:
        """Whether no card of its suit left in other hands beats ``card``."""
        return not self.out & self.higher[card]

    def holds(self, card: Card) -> bool:
        """Whether ``card`` keeps the trick once led or on top: master of its suit, and a
        trump or no trump left in other hands."""
        if not self.is_master(card):
            return False
        trump = self.trump
        return trump is None or suit_of(card) == trump or not self.out & SUIT_MASKS[trump]

    def cards(self, mask: int | None = None) -> list[Card]:
        """The cards of ``mask`` (default: the playable cards)."""
        return list(cards_in(self.playable if mask is None else mask))


_HIGHER: dict[RankOrder, tuple[int, ...]] = {}


def higher_masks(order: RankOrder) -> tuple[int, ...]:
    """Per card, the mask of the cards of its suit that beat it in ``order``."""
    masks = _HIGHER.get(order)
    if masks is None:
        power = order.power
        masks = _HIGHER[order] = tuple(
            mask_of(c for c in cards_in(SUIT_MASKS[suit_of(card)]) if power[c] > power[card])
            for card in range(52))
    return masks


def view_of_deal(deal: TrickDeal, seat: int) -> TrickView:
    """The view of ``seat`` in a (sampled) deal, the other hands standing for ``out``."""
    out = 0
    for other, hand in enumerate(deal.hands):
        if other != seat:
            out |= hand
    order = deal.trick_rules.order
    return TrickView(seat, deal.trick_rules.players, deal.hands[seat], deal.playable(seat),
                     tuple(deal.trick), out, deal.trump, order.power, higher_masks(order))


def view_of_observation(obs: Observation, legal: Sequence[Action],
                        off_table: int = 0) -> TrickView:
    """The view of the observing seat; ``off_table`` are cards known to lie in no hand."""
    rules = GAMES[obs.game]
    pack = mask_of(rules.pack(obs.players, obs.options))
    hand = mask_of(obs.hand)
    seen = mask_of(card for _, card in plays(obs))
    trumps = obs.table.get("trumps")
    trick = tuple((p["seat"], parse_card(p["card"])) for p in obs.table.get("trick", ()))
    playable = mask_of(a.card for a in legal if a.kind == "play")
    order = rules.rank_order(obs.options)
    return TrickView(obs.seat, obs.players, hand, playable, trick,
                     pack & ~hand & ~seen & ~off_table,
                     SUITS.index(trumps) if trumps else None, order.power, higher_masks(order))


LEAD, OVER, UNDER, TRUMP, OFF = "lead", "over", "under", "trump", "off"
"""What a card does to the trick in progress (``trick_role``)."""


def trick_role(view: TrickView, card: Card) -> str:
    """What playing ``card`` does to the trick in progress, as the coach tells it:
    ``lead``; ``over``: it follows suit and wins the trick as it stands; ``trump``: a trump
    on another suit, winning it as it stands; ``under``: it follows suit below the winner;
    ``off``: neither the suit led nor a winning trump (a discard, or a trump too low)."""
    led = view.led
    if led is None:
        return LEAD
    if suit_of(card) == led:
        return OVER if view.beats(card) else UNDER
    return TRUMP if view.beats(card) else OFF


def trick_value(view: TrickView, values: Sequence[int], card: Card | None = None) -> int:
    """What the cards in the trick so far count (``values`` per card), with ``card``."""
    return sum(values[c] for _, c in view.trick) + (values[card] if card is not None else 0)
