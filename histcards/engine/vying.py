"""Vying rounds: betting over the seats still in, shared by Poch and Hoc Mazarin.

A ``VyingRound`` runs one betting round ("Pochen", a Hoc chance) among some seats. It knows
the moves of the family and nothing of any game's vocabulary or hand comparison; a game
module maps its words onto these moves and decides showdowns.

Moves (``choices(bank)`` says which are open to the seat to act, and for how much):

``pass``     before anyone opened. Final by default (the seat is out); with
             ``VyingRules.pass_reentry`` it is provisional (status ``passed``): the seat is
             asked again whenever someone opens or raises — Hoc's provisional pass, Poch's
             option ``pass_reentry`` — except after an opening at no cost when
             ``free_open_recalls`` is off (Hoc's ``reentry_on_declare``).
``open N``   the first entry: stake ``N`` (``min_open`` … ``max_raise``). Poch's ``bet N``
             opens with ``N ≥ 1``; Hoc's ``declare`` opens at 0 and its ``raise N`` before
             anyone is in opens with ``N``.
``call``     match the current level (Poch ``call``, Hoc ``hold``; free when the level is
             0 but someone is in).
``raise N``  match the level and add ``N`` (1 … ``max_raise``), per ``raise_rule``:
             ``unlimited`` circuits; ``single_reraise`` (after the opening the others only
             call or fold, except the last seat of the first circuit, who may make one raise;
             then the others call or fold and betting closes); ``none`` (open, then call or
             fold).
``fold``     give up (Poch ``fold``, Hoc ``good``): out, chips already staked stay in.
``allin``    stake everything left when the bank cannot cover the call (only with
             ``all_in`` and without ``credit``). An all-in never raises the level and never
             reopens the betting; the seat then only waits for the showdown.

Statuses per seat: ``waiting`` (not yet acted), ``in``, ``passed`` (provisional pass),
``allin``, ``out`` (folded, final pass, or not taking part).

Turn order: ``pending`` is the queue of seats still owing a decision, in playing order
from the seat given as ``first``; the seat to act is ``pending[0]``. An opening or a raise
puts every other seat that is ``waiting``, ``in`` or ``passed`` back into the queue in
playing order from the seat after the raiser. The round is over when ``pending`` is empty.

Chips: every stake moves at once from the seat's bank into the named pool the round is
given (Poch: ``poch``, the betting pool, so the pool holds its carried contents plus the
bets; Hoc: the chance's pool). ``base`` is what that pool held when the round began. The
ledger checks conservation after every step. ``settle`` hands the pool's chips to the
winners of the pots built by ``side_pots``: the main pot also carries ``base``.

Outcome (``outcome()``): ``nobody`` (nobody opened: the pool stays), ``uncontested`` (one
seat left in) or ``showdown`` (several left, all-in seats included).

Without ``credit`` amounts are bounded by the seat's bank; with ``credit`` (Hoc's option,
balances may go negative) they are bounded by ``max_raise`` only, which is then required.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from histcards.engine.chips import ChipLedger
from histcards.engine.kept import Kept
from histcards.engine.values import Value, value

WAITING, IN, PASSED, ALLIN, OUT = "waiting", "in", "passed", "allin", "out"
RAISE_RULES = ("unlimited", "single_reraise", "none")
ASKED_AGAIN = frozenset((WAITING, IN, PASSED))
"""The seats asked again after a raise: all but those out or all in."""
ASKED_AGAIN_BUT_PASSED = frozenset((WAITING, IN))
"""The same after an opening at no cost that does not recall provisional passes."""


@dataclass(frozen=True, slots=True)
class VyingRules:
    """How a game (and its options) vies; shared by every copy of a round."""

    raise_rule: str = "unlimited"
    pass_reentry: bool = False
    free_open_recalls: bool = True
    """Whether an opening at no cost (Hoc's ``declare``) asks provisional passes again."""
    min_open: int = 1
    max_raise: int | None = None
    """Cap on the stake of an opening and on each raise (Hoc ``raise_cap``, Poch
    ``table_limit``); None for no limit (no-limit needs banks, so not with ``credit``)."""
    all_in: bool = True
    credit: bool = False
    choices_made: Kept[Any, VyingChoices] = field(
        default_factory=lambda: Kept(KEPT_CHOICES, across_matches=False), init=False,
        repr=False, compare=False, hash=False)
    """The choices already worked out under these rules, by what they depend on
    (``VyingRound.choices``): an auction asks for the same few again and again."""

    def __post_init__(self) -> None:
        if self.raise_rule not in RAISE_RULES:
            raise ValueError(f"raise_rule must be one of {', '.join(RAISE_RULES)}")
        if self.credit and self.max_raise is None:
            raise ValueError("vying on credit needs a cap on each raise")
        if self.max_raise is not None and self.max_raise < max(self.min_open, 1):
            raise ValueError("the raise cap must allow at least the smallest stake")


@value
class VyingChoices(Value):
    """The moves open to the seat to act: flags, and the allowed amounts as ranges."""

    pass_: bool = False
    open: range = range(0)
    call: bool = False
    call_cost: int = 0
    raise_: range = range(0)
    fold: bool = False
    allin: bool = False


@value
class Pot(Value):
    """One pot of a showdown: its chips and the seats that may win it."""

    amount: int
    eligible: tuple[int, ...]


def side_pots(contributions: Sequence[int], live_seats: Iterable[int],
              base: int = 0) -> list[Pot]:
    """Split the stakes into a main pot and side pots.

    ``contributions[s]`` is what seat ``s`` staked (folded seats included: their chips
    are dead money in the pots they reach); ``live_seats`` are the seats still contesting
    (in or all-in), listed in the order the game breaks ties by, which ``eligible`` keeps.
    Each distinct stake level of a live seat closes a pot that the live seats staking at
    least that much may win. ``base`` (the pool's carried contents) goes into the main
    pot; dead money above the highest live stake goes into the last pot.
    """
    live = tuple(live_seats)
    if not live:
        raise ValueError("a showdown needs at least one live seat")
    *lower, top = sorted({contributions[s] for s in live})
    pots: list[Pot] = []
    previous = 0
    for level in lower:  # each live stake below the highest closes a side pot
        amount = sum([min(c, level) - min(c, previous) for c in contributions])
        pots.append(Pot(amount if pots else amount + base,
                        tuple([s for s in live if contributions[s] >= level])))
        previous = level
    # the highest live stake closes the last pot, which takes every chip above the level
    # before it (the dead money above that stake too); with a single level, all of them
    if not pots:
        return [Pot(sum(contributions) + base, live)]
    amount = sum([c - previous for c in contributions if c > previous])
    pots.append(Pot(amount, tuple([s for s in live if contributions[s] >= top])))
    return pots


class VyingRound:
    """One betting round. Mutable; ``copy()`` is cheap (lists of small values)."""

    __slots__ = ("base", "leader", "level", "opened", "pending", "players", "pool", "raises",
                 "rules", "stakes", "status")

    def __init__(self, rules: VyingRules, players: int, first: int, pool: str, base: int,
                 seats: Iterable[int] | None = None) -> None:
        """A round among ``seats`` (all by default), asked in playing order from ``first``;
        stakes go into ``pool``, which holds ``base`` chips now."""
        self.rules = rules
        self.players = players
        self.pool = pool
        self.base = base
        self.stakes = [0] * players
        self.level = 0
        self.opened = False
        self.leader: int | None = None
        """The seat that opened or raised last: the standing bid is his."""
        self.raises = 0
        if seats is None:  # every seat (Poch's betting, a random playout's every deal)
            self.status = [WAITING] * players
            self.pending = list(self._order(first))
            return
        taking_part = set(seats)
        self.status = [WAITING if s in taking_part else OUT for s in range(players)]
        self.pending = [s for s in self._order(first) if s in taking_part]

    def copy(self) -> VyingRound:
        """An independent copy."""
        twin = object.__new__(VyingRound)
        twin.rules = self.rules
        twin.players = self.players
        twin.pool = self.pool
        twin.base = self.base
        twin.status = self.status.copy()
        twin.stakes = self.stakes.copy()
        twin.level = self.level
        twin.opened = self.opened
        twin.leader = self.leader
        twin.raises = self.raises
        twin.pending = self.pending.copy()
        return twin

    def _order(self, first: int) -> tuple[int, ...]:
        return playing_order(self.players, first)

    # --- state ----------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        """The seat whose move it is, or None when the round is over."""
        return self.pending[0] if self.pending else None

    @property
    def acting(self) -> int:
        """The seat whose move it is, while the round is not over."""
        return self.pending[0]

    @property
    def over(self) -> bool:
        """Whether every decision of the round has been taken."""
        return not self.pending

    def live(self) -> list[int]:
        """Seats still contesting (in or all-in), in seat order."""
        return [s for s in range(self.players) if self.status[s] in (IN, ALLIN)]

    def outcome(self) -> str:
        """``nobody`` (nobody opened), ``uncontested`` (one seat left) or ``showdown``."""
        if not self.opened:
            return "nobody"
        return "uncontested" if len(self.live()) == 1 else "showdown"

    def standing(self, claims: Sequence[str | None] | None = None) -> dict[str, Any] | None:
        """The standing bid, for the table (observation vocabulary ``bid``): the seat that
        opened or raised last (None before anyone opened), the level and that seat's claim
        where the game has claims; None once the round is over."""
        if not self.pending:
            return None
        leader = self.leader
        claim = claims[leader] if claims is not None and leader is not None else None
        return {"seat": leader, "level": self.level, "claim": claim}

    def to_call(self, action: str, bank: int) -> dict[str, Any] | None:
        """What matching the level costs the seat to act, for the table (observation
        vocabulary ``to_call``): the game's ``action`` that does it and the chips it puts
        in (at most the ``bank`` without credit); None before anyone opened or once over."""
        if not self.opened or not self.pending:
            return None
        cost = self.level - self.stakes[self.pending[0]]
        if not self.rules.credit:
            cost = max(0, min(cost, bank))
        return {"action": action, "amount": cost}

    # --- what the seat to act may do ------------------------------------------------

    def choices(self, bank: int) -> VyingChoices:
        """The moves open to the seat to act, whose bank holds ``bank`` chips (one value
        for the same circumstances: kept in ``VyingRules.choices_made``)."""
        rules = self.rules
        if rules.credit:
            bank = 0  # on credit the bank bounds nothing
        opened = self.opened
        if opened:
            cost = self.level - self.stakes[self.pending[0]]
            rule = rules.raise_rule  # may he raise? (a method would be a call a decision)
            may_raise = rule == "unlimited" or (rule == "single_reraise" and self.raises == 0
                                                and len(self.pending) == 1)
            key: Any = (cost, bank, may_raise)
        else:
            cost, may_raise = 0, False
            key = bank
        made = rules.choices_made.get(key)
        if made is None:
            made = rules.choices_made.keep(key, _choices(rules, opened, bank, cost, may_raise))
        return made

    # --- moves ----------------------------------------------------------------------

    def pass_(self) -> None:
        """The seat to act passes (before any opening)."""
        seat = self.pending.pop(0)
        self.status[seat] = PASSED if self.rules.pass_reentry else OUT

    def open(self, ledger: ChipLedger, amount: int) -> int:
        """The seat to act opens with ``amount``; returns the chips staked."""
        seat = self.pending[0]
        self.opened = True
        self.leader = seat
        self.level = amount
        self._stake(ledger, seat, amount)
        self._reopen(seat, recall_passed=amount > 0 or self.rules.free_open_recalls)
        return amount

    def call(self, ledger: ChipLedger) -> int:
        """The seat to act matches the level; returns the chips staked."""
        seat = self.pending.pop(0)
        cost = self.level - self.stakes[seat]
        self._stake(ledger, seat, cost)
        return cost

    def raise_(self, ledger: ChipLedger, amount: int) -> int:
        """The seat to act matches the level and adds ``amount``; returns the chips staked."""
        seat = self.pending[0]
        cost = self.level - self.stakes[seat] + amount
        self.leader = seat
        self.level += amount
        self.raises += 1
        self._stake(ledger, seat, cost)
        self._reopen(seat)
        return cost

    def fold(self) -> None:
        """The seat to act gives up."""
        self.status[self.pending.pop(0)] = OUT

    def allin(self, ledger: ChipLedger) -> int:
        """The seat to act stakes all it has left; returns the chips staked."""
        seat = self.pending[0]
        amount = ledger.banks[seat]
        self.pending.pop(0)
        self._stake(ledger, seat, amount)
        return amount

    def _stake(self, ledger: ChipLedger, seat: int, amount: int) -> None:
        if amount:
            ledger.seat_to_pool(seat, self.pool, amount)
            self.stakes[seat] += amount
        self.status[seat] = ALLIN if ledger.banks[seat] <= 0 and not self.rules.credit \
            and self.stakes[seat] else IN

    def _reopen(self, seat: int, recall_passed: bool = True) -> None:
        """After an opening or a raise every other seat still in play is asked again
        (provisional passes too, unless ``recall_passed`` is off)."""
        asked = ASKED_AGAIN if recall_passed else ASKED_AGAIN_BUT_PASSED
        status = self.status
        pending = []
        for other in others_after(self.players, seat):  # a loop: a comprehension is a call
            if status[other] in asked:
                pending.append(other)
        self.pending = pending

    # --- settlement -----------------------------------------------------------------

    def pots(self, priority: Sequence[int] | None = None) -> list[Pot]:
        """The main pot and side pots of this round; ``eligible`` lists the live seats in
        ``priority`` order (seat order by default)."""
        live = self.live()
        if priority is not None:
            live = [s for s in priority if s in live]
        return side_pots(self.stakes, live, self.base)

    def settle(self, ledger: ChipLedger, winner_of: Callable[[tuple[int, ...]], int],
               priority: Sequence[int] | None = None) -> list[tuple[int, int]]:
        """Award every pot to ``winner_of(pot.eligible)`` (a pot with one eligible seat
        simply returns to it); returns ``(seat, amount)`` per pot, main pot first."""
        awards = []
        for pot in self.pots(priority):
            winner = pot.eligible[0] if len(pot.eligible) == 1 else winner_of(pot.eligible)
            ledger.pool_to_seat(self.pool, winner, pot.amount)
            awards.append((winner, pot.amount))
        return awards


KEPT_CHOICES = 1024


def _choices(rules: VyingRules, opened: bool, bank: int, cost: int,
             may_raise: bool) -> VyingChoices:
    """The moves open to a seat with ``bank`` chips (0 on credit): before the opening, or
    after it when matching the level costs ``cost`` and the raise rule lets him raise
    (``may_raise``)."""
    room = None if rules.credit else bank
    cap = rules.max_raise
    if not opened:
        top = _lowest(cap, room)
        return VyingChoices(pass_=True, open=range(rules.min_open, top + 1))
    covers = room is None or cost <= room
    raise_top = 0
    if covers and may_raise:
        raise_top = _lowest(cap, None if room is None else room - cost)
    return VyingChoices(
        call=covers, call_cost=cost, raise_=range(1, raise_top + 1), fold=True,
        allin=rules.all_in and not rules.credit and not covers and bank > 0,
    )


@cache
def playing_order(players: int, first: int) -> tuple[int, ...]:
    """Every seat in playing order from ``first``."""
    return tuple((first + k) % players for k in range(players))


@cache
def others_after(players: int, seat: int) -> tuple[int, ...]:
    """Every other seat in playing order from the one after ``seat``."""
    return playing_order(players, (seat + 1) % players)[:-1]


def _lowest(cap: int | None, room: int | None) -> int:
    if cap is None:
        return room if room is not None else 0
    return cap if room is None else min(cap, room)
