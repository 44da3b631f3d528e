"""The chip ledger: each seat's bank and the named pools on the board.

Chips are integers. Inside a deal they only move between banks and pools, never appear or
vanish: ``total`` is fixed when the ledger is made and ``check()`` asserts it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from histcards.engine.events import Payment, Score


class ChipLedger:
    """Banks per seat and named pools; every move is a transfer that conserves chips."""

    __slots__ = ("banks", "pools", "total")

    def __init__(self, banks: Iterable[int], pools: Mapping[str, int] | None = None) -> None:
        self.banks: list[int] = list(banks)
        self.pools: dict[str, int] = dict(pools or {})
        self.total = sum(self.banks) + sum(self.pools.values())

    def copy(self) -> ChipLedger:
        """An independent copy."""
        twin = ChipLedger.__new__(ChipLedger)
        twin.banks = self.banks.copy()
        twin.pools = self.pools.copy()
        twin.total = self.total
        return twin

    def check(self) -> None:
        """Assert conservation: chips are never created or lost."""
        now = sum(self.banks) + sum(self.pools.values())
        if now != self.total:
            raise AssertionError(f"chips not conserved: {now} on the table, {self.total} expected")

    def seat_to_pool(self, seat: int, pool: str, amount: int) -> None:
        """Move chips from a seat's bank into a pool (an ante, a bet)."""
        self.banks[seat] -= amount
        self.pools[pool] = self.pools.get(pool, 0) + amount

    def seats_to_pools(self, amounts: Sequence[Sequence[int]], pools: Sequence[str]) -> None:
        """Move each seat's chips into the pools at once: ``amounts[seat][k]`` into
        ``pools[k]`` (the antes of a deal)."""
        banks = self.banks
        for seat, paid in enumerate(amounts):
            banks[seat] -= sum(paid)
        first = amounts[0] if amounts else ()
        if amounts.count(first) == len(amounts):  # all pay alike (full antes): no columns
            totals: Iterable[int] = [amount * len(amounts) for amount in first]
        else:
            totals = map(sum, zip(*amounts, strict=True))
        chips = self.pools
        for pool, total in zip(pools, totals, strict=True):
            chips[pool] = chips.get(pool, 0) + total

    def pool_to_seat(self, pool: str, seat: int, amount: int | None = None) -> int:
        """Move a pool's chips (all of them by default) to a seat; returns the amount."""
        available = self.pools.get(pool, 0)
        moved = available if amount is None else amount
        self.pools[pool] = available - moved
        self.banks[seat] += moved
        return moved

    def pay(self, payer: int, payee: int, amount: int) -> None:
        """Move chips from one seat's bank to another's."""
        self.banks[payer] -= amount
        self.banks[payee] += amount


class ScoredMatch(Protocol):
    """What ``score_bank_moves`` reads and changes of a match (a ``MatchState``)."""

    ledger: ChipLedger | None

    def add_score(self, seat: int, points: int) -> None: ...


def score_bank_moves(match: ScoredMatch, seen: list[int]) -> list[int]:
    """Count every move of a bank of ``match`` since ``seen`` in its seat's score, as it
    happens.

    The vying games (Poch, Hoc Mazarin) score the chips each seat has won or lost, so a
    pool taken or a payment made mid-deal shows in ``scores`` and ``deal_scores`` at once
    (architecture §9.5). Returns the banks now (``seen`` itself when nothing moved; it is
    never changed in place): the ``seen`` of the next call. (``match`` is the game's
    ``MatchState``: its ledger read directly, as every step of a vying game calls this.)
    """
    ledger = match.ledger
    assert ledger is not None  # a vying game is played with chips
    banks = ledger.banks
    if banks == seen:  # most steps move no chips
        return seen
    for seat, before in enumerate(seen):
        bank = banks[seat]
        if bank != before:
            match.add_score(seat, bank - before)
    return banks.copy()


def chips_scores(match: Any) -> list[Score]:
    """The end of a deal in a game scored in chips: each seat's chips won or lost in the
    deal, reported as its score (the banks' moves were counted as they happened)."""
    totals, deal_totals = tuple(match.scores), tuple(match.deal_scores)
    return [Score(seat, points, "chips", totals, deal_totals)
            for seat, points in enumerate(deal_totals)]


def payment(ledger: ChipLedger, payer: int, payee: int, amount: int, reason: str,
            credit: bool = False, **details: Any) -> list[Payment]:
    """A payment of ``amount`` chips from one seat to another and the ``payment`` event
    reporting it (none when nothing is due).

    Without ``credit`` a payer pays as far as his bank goes (Poch rules §7.10; Hoc
    rules §7.9, with ``credit`` off); a payment falling short says what was ``owed``.
    """
    if amount <= 0:
        return []
    paid = amount if credit else max(0, min(amount, ledger.banks[payer]))
    if paid:
        ledger.pay(payer, payee, paid)
    owed = amount if paid < amount else None
    return [Payment(payer, payee, paid, reason, owed, **details)]
