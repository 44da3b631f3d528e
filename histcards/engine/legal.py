"""The legal actions of a position, built for speed: small sets as tuples, large ones as
a lazy sequence.

``Match.legal()`` returns exactly the actions the player to act may take, in their
canonical order, as an immutable sequence:

- a plain tuple where there are few (a hand's cards: ``CardActions`` keeps the tuples of
  ``play C`` by suit, so a hand's plays are four lookups and a concatenation);
- a ``Legal`` where there may be hundreds or thousands (Poch's ``bet N`` up to the bank,
  Hoc's ``raise N CLAIM`` for every amount and claim): the concatenation of a few parts —
  ``Fixed`` actions and ``Amounts``, ``KIND N [CLAIM]`` for each amount of a range, amount
  by amount, the claims in their order within each — read like a tuple (``len``,
  indexing, iteration, ``in``, equality with any sequence) but expanded only as far as it
  is read.

So ``action in legal`` never scans a long list, and a bot's ``rng.choice(legal)`` builds the
one action it draws: a Poch bank of 5 000 chips or Hoc's 560 raises cost no more than a
hand of cards. ``histcards replay`` still prints the complete list. A list its maker keeps
and hands out again and again (Hoc's auctions, Poch's betting, ``kept``) also holds its
actions in full when they are not too many, so that an index reads one at once.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Mapping, Sequence
from itertools import chain
from typing import Any, overload

from histcards.engine.actions import PLAYS, Action
from histcards.engine.kept import forgettable, keep


class Part:
    """A run of legal actions; subclasses say how many, which one is at an index and
    whether an action is among them. Parts of the same values are equal."""

    __slots__ = ()

    def values(self) -> tuple[object, ...]:
        """What makes the part: parts of equal values hold the same actions."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Part)
            and type(other) is type(self)
            and self.values() == other.values()
        )

    def __hash__(self) -> int:
        return hash(self.values())

    def size(self) -> int:
        """How many actions the part holds."""
        raise NotImplementedError

    def at(self, index: int) -> Action:
        """The action at ``index`` (0 ≤ index < size)."""
        raise NotImplementedError

    def holds(self, action: Action) -> bool:
        """Whether ``action`` is one of the part's actions."""
        raise NotImplementedError

    def actions(self) -> Iterator[Action]:
        """The part's actions in order."""
        return (self.at(i) for i in range(self.size()))

    def made_in_advance(self) -> bool:
        """Whether every action of the part already exists (none is built when read)."""
        return True


class Fixed(Part):
    """A few actions given in full."""

    __slots__ = ("items",)

    def __init__(self, items: Sequence[Action]) -> None:
        self.items = tuple(items)

    def values(self) -> tuple[object, ...]:
        return self.items

    def size(self) -> int:
        return len(self.items)

    def at(self, index: int) -> Action:
        return self.items[index]

    def holds(self, action: Action) -> bool:
        return action in self.items

    def actions(self) -> Iterator[Action]:
        return iter(self.items)


class Amounts(Part):
    """``KIND N`` for each ``N`` of ``amounts`` (``KIND CLAIM`` with no amounts); with
    ``claims``, ``KIND N CLAIM`` for each claim of ``claims[span]`` within each amount.

    ``claim_at`` says where each claim stands in ``claims``; ``made`` holds the actions
    built in advance, as far as they go: ``made[N]`` without claims, ``made[N][i]`` for
    the ``i``-th claim of ``claims`` (``made[i]`` with no amounts).
    """

    __slots__ = ("amounts", "claim_at", "claims", "kind", "made", "span")

    def __init__(
        self,
        kind: str,
        amounts: range | None,
        claims: Sequence[str] = (),
        span: range | None = None,
        claim_at: Mapping[str, int] | None = None,
        made: Sequence[Any] = (),
    ) -> None:
        self.kind = kind
        self.amounts = amounts
        self.claims = claims
        self.span = span if span is not None or not claims else range(len(claims))
        self.claim_at: Mapping[str, int] = (
            claim_at if claim_at is not None else {claim: i for i, claim in enumerate(claims)}
        )
        self.made = made

    def values(self) -> tuple[object, ...]:
        return (self.kind, self.amounts, tuple(self.claims), self.span)

    def size(self) -> int:
        count = 1 if self.amounts is None else len(self.amounts)
        return count if self.span is None else count * len(self.span)

    def at(self, index: int) -> Action:
        made = self.made
        amounts = self.amounts
        span = self.span
        if span is None:  # amounts without claims
            assert amounts is not None  # a part has amounts, claims or both
            amount = amounts[index]
            return made[amount] if amount < len(made) else Action(self.kind, amount=amount)
        step, which = divmod(index, len(span))
        which = span[which]
        if amounts is None:
            return made[which] if which < len(made) else Action(self.kind, claim=self.claims[which])
        amount = amounts[step]
        if amount < len(made):
            return made[amount][which]
        return Action(self.kind, amount=amount, claim=self.claims[which])

    def actions(self) -> Iterator[Action]:
        amounts = self.amounts
        if self.span is None and amounts is not None and self.made_in_advance():
            # the made actions' slice: a betting's list made whole is a C-speed copy
            return iter(self.made[amounts.start:amounts.stop:amounts.step])
        return super().actions()

    def made_in_advance(self) -> bool:
        made, amounts, span = self.made, self.amounts, self.span
        if amounts is not None:
            return not amounts or amounts[-1] < len(made)
        return span is None or not span or span[-1] < len(made)

    def holds(self, action: Action) -> bool:
        if action.kind != self.kind or action.cards or action.as_rank is not None or action.clique:
            return False
        amount = action.amount
        if self.amounts is None:
            if amount is not None:
                return False
        elif amount is None or amount not in self.amounts:
            return False
        claim = action.claim
        if self.span is None:
            return claim is None
        return claim is not None and self.claim_at.get(claim, -1) in self.span


KEPT_IN_FULL = 1024
"""The longest list ``Legal`` holds in full when its maker keeps it (``kept``)."""

SUIT_BITS = 13
SUIT_CHUNK = (1 << SUIT_BITS) - 1
KEPT_PER_SUIT = 1024
"""Tuples kept per suit (a 32-card pack has 256 ways to hold a suit, a full one 8 192)."""
KEPT_WHOLE = 4096
"""Tuples kept by whole set of cards: a follower's cards of the suit led, a hand late in
a deal (most decisions of a random deal meet one seen before)."""


class CardActions:
    """Actions by card number (``tables``: ``PLAYS``, or ``play C`` and ``play C clique``
    …) and the tuple of them a set of cards gives: for each card in increasing card
    number, its action of each table in turn. The tuples are kept by whole set of cards,
    and, to make those not kept yet, by suit, 13 bits of a hand at a time, as they are
    met — in plain dicts bounded as a ``Kept`` is (``keep``): they are read at every
    decision, and CPython 3.11 reads a dict faster than a subclass of it."""

    __slots__ = ("_by_suit", "_whole", "tables")

    def __init__(self, *tables: Sequence[Action]) -> None:
        self.tables = tables
        self._whole: dict[int, tuple[Action, ...]] = {}
        self._by_suit: tuple[dict[int, tuple[Action, ...]], ...] = tuple({} for _ in range(4))
        for known in (self._whole, *self._by_suit):
            forgettable(known.clear)

    def of(self, mask: int) -> tuple[Action, ...]:
        """The actions of the cards of ``mask`` (a bitmask of card numbers)."""
        actions = self._whole.get(mask)
        if actions is None:
            actions = keep(self._whole, mask, self.by_suits(mask), KEPT_WHOLE)
        return actions

    def by_suits(self, mask: int) -> tuple[Action, ...]:
        """The actions of ``mask``, joined from its suits' (not kept whole: for sets of
        cards seldom met twice, as a Poch player's hand when he leads)."""
        spades, hearts, diamonds, clubs = self._by_suit
        # the suits' 13 bits (SUIT_BITS, SUIT_CHUNK) as numbers, as ``cards.suit_slices``
        # cuts them, written out: a call would cost a quarter more here, at every decision
        low, high = mask & 67108863, mask >> 26
        try:
            return spades[low & 8191] + hearts[low >> 13] + diamonds[high & 8191] + clubs[
                high >> 13]
        except KeyError:
            for suit, known in enumerate(self._by_suit):
                chunk = mask >> suit * SUIT_BITS & SUIT_CHUNK
                if chunk not in known:
                    keep(known, chunk, tuple(
                        table[suit * SUIT_BITS + bit]
                        for bit in range(SUIT_BITS)
                        if chunk >> bit & 1
                        for table in self.tables
                    ), KEPT_PER_SUIT)
            return self.by_suits(mask)


PLAIN_PLAYS = CardActions(PLAYS)
"""``play C`` for each card of a hand: ``PLAIN_PLAYS.of(hand)``."""


class Legal(Sequence[Action]):
    """The legal actions: the concatenation of ``parts``, read lazily (see the module)."""

    __slots__ = ("_ends", "_last_read", "_length", "_parts", "_read")

    def __init__(self, *parts: Part, kept: bool = False) -> None:
        self._parts = parts
        self._last_read: Action | None = None
        """The last action read by index (a bot's ``rng.choice`` reads one): it is in the list,
        so ``in`` finds it at once. Whatever threads share the list, it only ever holds one
        of its actions."""
        if len(parts) == 1:
            self._length = parts[0].size()
            self._ends: tuple[int, ...] = (self._length,)
        else:
            ends = []
            total = 0
            for part in parts:
                total += part.size()
                ends.append(total)
            self._ends = tuple(ends)
            self._length = total
        self._read: tuple[Action, ...] | None = (
            tuple(self._expanded()) if kept and self._length <= KEPT_IN_FULL
            and all(part.made_in_advance() for part in parts) else None)
        """Every action, for a list its maker keeps and hands out again and again
        (``kept``), not too long and of actions made in advance (the list only points to
        them): an index then reads it at once (an auction of Hoc reads its few lists
        thousands of times)."""

    @property
    def parts(self) -> tuple[Part, ...]:
        """The parts: lists of equal parts are equal (a cheap key for telling lists apart
        without reading them)."""
        return self._parts

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        read = self._read
        if read is not None and type(index) is int:
            try:
                action = self._last_read = read[index]
            except IndexError:
                raise IndexError("legal action index out of range") from None
            return action
        if type(index) is not int or not 0 <= index < self._length:  # not a plain index
            if isinstance(index, slice):
                return [self[i] for i in range(*index.indices(self._length))]
            if index < 0:
                index += self._length
            if not 0 <= index < self._length:
                raise IndexError("legal action index out of range")
        ends = self._ends
        which = bisect_right(ends, index)  # the part holding the index
        action = self._last_read = self._parts[which].at(index - ends[which - 1] if which
                                                        else index)
        return action

    def __iter__(self) -> Iterator[Action]:
        return self._expanded() if self._read is None else iter(self._read)

    def _expanded(self) -> Iterator[Action]:
        """The actions, part after part."""
        return chain.from_iterable(part.actions() for part in self._parts)

    def __contains__(self, action: object) -> bool:
        if action is self._last_read and action is not None:
            return True
        if isinstance(action, Action):
            for part in self._parts:
                if part.holds(action):
                    return True
        return False

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Legal) and other._parts == self._parts:
            return True
        if not isinstance(other, Sequence) or isinstance(other, str):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Legal({list(self)!r})"


NOTHING = Legal()
"""No legal action: nobody is to act."""
