"""Vying strategy shared by Poch's betting and Hoc Mazarin's three auctions.

A game module describes the decision as a ``Spot``: the chance of winning a showdown
against the seats still in (its ``equity``, estimated from sampled worlds with
``EquityTally``), what the winner takes, what staying in costs and which moves are open.
``decide`` answers with a ``Move`` drawn from a mixed strategy (``Style``):

- a strong hand raises for value, except that it slow-plays (only calls, checks, or makes
  the smallest opening) at the rate ``slow_play``;
- a hand worth the price calls; a free call is always taken;
- a weak hand gives up, except that it bluffs (opens or raises) at the rate ``bluff``
  where a single opponent is left to give up (``bluff_opponents``): a bet that several
  would all have to fold to is called by one of them far too often to pay;
- every bet and raise, for value or as a bluff, draws its size from the same fractions of
  the pot, so its size says nothing of the hand.

The equity is estimated once for both games (``showdown_equity``): a game describes the
showdown as a ``Contest`` (the seat's strength, its rivals, how a hand's strength is
measured and ties broken, what winning is worth beyond the pot) and the sampled worlds
are counted. Opponents' bets tell something of their hands: ``likelihood`` is how
probable a move is for a hand of a given strength (its percentile among random hands,
``StrengthScale``), and each sampled world is weighed by the likelihood of what its
opponents did (``BetReading``: a seat's moves, read from what it said, ``bids_said``).
The worlds are drawn by ``sample_hands`` (starting hands from the seat's knowledge,
without the replay a full world needs) for as many rounds as ``sampling`` allows within
the budget.

``RateTally`` counts the bluffs and slow plays a bot actually made, for the benchmarks.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from histcards.ai.advice import Said, reason
from histcards.ai.base import Budget
from histcards.ai.worlds import WorldSampler, assign
from histcards.cards import Card, mask_of
from histcards.engine.events import Bid
from histcards.engine.observation import Observation

CHECK, ENTER, OPEN, CALL, RAISE, FOLD, ALLIN = (
    "check", "enter", "open", "call", "raise", "fold", "allin")
"""Move kinds: ``check`` passes before anyone is in; ``enter`` opens at no cost (Hoc's
``declare``); ``open`` opens with a stake; ``call`` matches the level (free when nothing is
owed); ``raise`` matches and adds; ``fold`` gives up; ``allin`` stakes all that is left."""

AGGRESSIVE, PASSIVE, FREE, GIVE_UP = "aggressive", "passive", "free", "give_up"
"""What an opponent's move says of his hand, for ``likelihood``."""
LOOSE = 0.3
"""How likely any move is whatever the hand (in units where the strongest hand's bet is
1 + ``LOOSE``): the share of play that says nothing about the cards."""


@dataclass(frozen=True)
class Style:
    """The fixed rates of a mixed strategy."""

    bluff: float = 0.0
    """Chance of opening or raising a weak hand (below its fair share) when a bet is open
    and at most ``bluff_opponents`` opponents may contest."""
    bluff_opponents: int = 1
    """Most opponents a bluff is tried against (measured: against two or three callers a
    bluff loses chips, heads-up it can take the pot)."""
    slow_play: float = 0.0
    """Chance of only calling or checking a strong hand when a raise is open."""
    noise: float = 0.0
    """Spread of the error added to the equity (a novice misjudges his hand)."""
    value_edge: float = 0.6
    """Equity from which a hand raises for value; each raise of its own needs ``step`` more."""
    step: float = 0.1
    max_raises: int = 3
    """Raises a seat makes in one round at most (no endless raising wars)."""
    call_margin: float = 0.05
    """Equity a call needs above the price the pot offers."""
    sizes: tuple[float, ...] = (0.5, 0.75, 1.0)
    """Bet sizes as fractions of the pot, drawn uniformly whatever the hand."""


@dataclass(frozen=True)
class Spot:
    """A vying decision in game-neutral terms."""

    equity: float
    """Chance of winning the showdown against the seats still in."""
    pot: int
    """Chips the winner takes as things stand (pool carried over and every stake)."""
    opponents: int
    """Opponents who may still contest (in, or yet to speak)."""
    cost: int = 0
    """Chips a call costs now (0 when nothing is owed)."""
    prize: float = 0.0
    """What winning is worth beyond the pot (Hoc's table payments, received and avoided)."""
    opened: bool = False
    open_amounts: range = range(0)
    """Stakes an opening may carry; 0 among them is a free entry (Hoc's ``declare``)."""
    raise_amounts: range = range(0)
    """Amounts a raise may add to the level."""
    can_check: bool = False
    check_returns: bool = False
    """Whether a check only defers (Hoc's provisional pass) rather than drops out."""
    can_call: bool = False
    can_fold: bool = False
    can_allin: bool = False
    my_raises: int = 0
    """Openings and raises this seat already made in the round."""


@dataclass(frozen=True)
class Move:
    """A decision: its kind, its amount (stake of an opening, amount of a raise) and why."""

    kind: str
    amount: int = 0
    reason: str = ""
    """``value``, ``bluff``, ``slow`` (a strong hand kept quiet), ``price`` (worth the
    price), ``free``, ``weak``."""


def _size(pot: int, style: Style, amounts: range, rng: random.Random) -> int:
    """A bet size drawn from the style's fractions of the pot, within ``amounts``."""
    wanted = round(rng.choice(style.sizes) * pot)
    low = max(amounts.start, 1)
    return min(max(wanted, low), amounts[-1])


def decide(spot: Spot, style: Style, rng: random.Random) -> Move:
    """The move the mixed strategy ``style`` makes at ``spot``."""
    equity = spot.equity
    if spot.opponents > style.bluff_opponents:
        style = replace(style, bluff=0.0)
    if style.noise:
        equity = min(1.0, max(0.0, equity + rng.gauss(0.0, style.noise)))
    fair = 1.0 / (spot.opponents + 1)
    strong = equity >= style.value_edge + style.step * spot.my_raises
    weak = equity < fair
    if not spot.opened:
        return _unopened(spot, style, rng, strong, weak)
    return _facing(spot, style, rng, equity, strong, weak)


def _unopened(spot: Spot, style: Style, rng: random.Random, strong: bool,
              weak: bool) -> Move:
    stakes = range(max(spot.open_amounts.start, 1), spot.open_amounts.stop)
    free_entry = 0 in spot.open_amounts
    if strong and stakes:
        if rng.random() >= style.slow_play:
            return Move(OPEN, _size(spot.pot, style, stakes, rng), "value")
        if spot.can_check and spot.check_returns:
            return Move(CHECK, reason="slow")
        if free_entry:
            return Move(ENTER, reason="slow")
        return Move(OPEN, stakes.start, "slow")
    if weak:
        if stakes and rng.random() < style.bluff:
            return Move(OPEN, _size(spot.pot, style, stakes, rng), "bluff")
        if spot.can_check:
            return Move(CHECK, reason="weak")
    if free_entry:
        return Move(ENTER, reason="price")
    if stakes and (not spot.can_check or not weak):
        return Move(OPEN, stakes.start, "price")
    return Move(CHECK, reason="weak")


def _facing(spot: Spot, style: Style, rng: random.Random, equity: float, strong: bool,
            weak: bool) -> Move:
    may_raise = bool(spot.raise_amounts) and spot.my_raises < style.max_raises
    if strong and may_raise:
        if rng.random() >= style.slow_play:
            return Move(RAISE, _size(spot.pot + spot.cost, style, spot.raise_amounts, rng),
                        "value")
        if spot.can_call:
            return Move(CALL, reason="slow")
    if spot.can_call and spot.cost == 0:
        if weak and may_raise and rng.random() < style.bluff:
            return Move(RAISE, _size(spot.pot, style, spot.raise_amounts, rng), "bluff")
        return Move(CALL, reason="free")
    price = spot.cost / (spot.pot + spot.prize + spot.cost)
    worth = equity >= price + style.call_margin
    if weak and may_raise and spot.my_raises == 0 and rng.random() < style.bluff:
        return Move(RAISE, _size(spot.pot + spot.cost, style, spot.raise_amounts, rng),
                    "bluff")
    if worth and spot.can_call:
        return Move(CALL, reason="price")
    if worth and spot.can_allin:
        return Move(ALLIN, reason="price")
    if spot.can_fold:
        return Move(FOLD, reason="weak")
    return Move(CALL, reason="weak")


# --- equity from sampled worlds -------------------------------------------------------


SAMPLES_PER_ITERATION = 25
"""Sampled deals an equity may draw per iteration of an iterations-bounded budget."""


def sampling(samples: int, budget: Budget) -> Iterator[int]:
    """The rounds of an equity's sampling: ``samples`` at most (fewer under an iterations
    budget), ending early before a round that would overrun the budget's time."""
    if budget.iterations is not None:
        samples = min(samples, budget.iterations * SAMPLES_PER_ITERATION)
    deadline = budget.deadline()
    started = deadline.now()
    for done in range(samples):
        if done and not deadline.allows((deadline.now() - started) / done):
            return
        yield done


def sample_hands(sampler: WorldSampler, rng: random.Random) -> list[int] | None:
    """The starting hands of one sampled deal as masks, seat order (then the other zones,
    e.g. the stock), drawn from the seat's knowledge without replaying the deal: quick
    enough for the many samples an equity needs, before any card is played."""
    zones = sampler.knowledge.pin(sampler.obs, sampler.zones, rng)
    known = mask_of(c for zone in zones for c in zone.known)
    unseen = [c for c in sampler.pack if not known >> c & 1]
    spread = mask_of(unseen)
    if all(not spread & ~zone.allowed for zone in zones if zone.free):
        rng.shuffle(unseen)  # any card may go anywhere: a shuffle deals them uniformly
        placed: list[list[Card]] = []
        start = 0
        for zone in zones:
            placed.append(unseen[start:start + zone.free])
            start += zone.free
    else:
        assigned = assign(zones, unseen, rng)
        if assigned is None:
            return None
        placed = assigned
    return [mask_of(zone.known) | mask_of(extra) for zone, extra in zip(zones, placed,
                                                                          strict=True)]


class EquityTally:
    """Accumulates sampled worlds: whether the seat wins the showdown there, the world's
    weight, and what winning there is worth beyond the pot."""

    __slots__ = ("prize", "total", "won")

    def __init__(self) -> None:
        self.total = 0.0
        self.won = 0.0
        self.prize = 0.0

    def add(self, wins: bool, weight: float = 1.0, prize: float = 0.0) -> None:
        """Count one world."""
        self.total += weight
        if wins:
            self.won += weight
            self.prize += weight * prize

    @property
    def equity(self) -> float:
        """The weighted share of worlds won (0.5 before any world)."""
        return self.won / self.total if self.total else 0.5

    @property
    def prize_if_won(self) -> float:
        """The mean prize over the worlds won."""
        return self.prize / self.won if self.won else 0.0


Strength = tuple[Any, ...]
"""What a hand brings to a showdown, as a key ordered like the hands (higher wins)."""


class StrengthScale:
    """Percentiles of hand strengths among reference hands (e.g. random hands of the
    deal), so that a hand's strength reads as a number from 0 to 1."""

    __slots__ = ("keys",)

    def __init__(self, reference: Iterable[Strength]) -> None:
        self.keys = sorted(reference)
        if not self.keys:
            raise ValueError("a strength scale needs reference hands")

    def percentile(self, key: Strength) -> float:
        """Share of reference hands weaker than ``key``, ties counting half."""
        low = bisect.bisect_left(self.keys, key)
        high = bisect.bisect_right(self.keys, key)
        return (low + high) / (2 * len(self.keys))


def likelihood(kind: str, strength: float) -> float:
    """How probable a move of ``kind`` (``AGGRESSIVE``, ``PASSIVE``, ``FREE``, ``GIVE_UP``)
    is for a hand at percentile ``strength``, up to a constant: bets come mostly from
    strong hands, calls from middling ones, checks more from weak ones. Every move keeps a
    floor (``LOOSE``) for the players who bet anything, so that a wild bettor is not
    taken at his word."""
    if kind == AGGRESSIVE:
        return LOOSE + strength ** 2
    if kind == PASSIVE:
        return LOOSE + strength
    if kind == GIVE_UP:
        return LOOSE + 1.0 - strength
    return 1.0


def world_weight(moves: Iterable[str], strength: float) -> float:
    """The likelihood of the moves made by one hand of percentile ``strength``. Each kind
    of move counts once: a player who raises again and again is not that much surer to be
    strong (some raise anything), so repeated bets do not outweigh every other world."""
    weight = 1.0
    for kind in dict.fromkeys(moves):  # in the order made: a set's order varies by process
        weight *= likelihood(kind, strength)
    return weight


# --- the showdown from sampled worlds ---------------------------------------------------


def chip_pools(obs: Observation) -> Mapping[str, int]:
    """The chips on the board's pools (a game played with chips has them)."""
    if obs.pools is None:
        raise ValueError(f"{obs.game} is not played with chips")
    return obs.pools


def bids_said(obs: Observation, word: Callable[[Bid], str | None]) -> list[list[str]]:
    """What each seat has said so far in the deal, in order: ``word`` gives the word of a
    ``bid`` event, or None for one the decision at hand does not count."""
    said: list[list[str]] = [[] for _ in range(obs.players)]
    for event in obs.deal_events:
        if isinstance(event, Bid):
            spoken = word(event)
            if spoken is not None:
                said[event.seat].append(spoken)
    return said


def random_scale(strength: Callable[[int], Strength], cards: Sequence[Card], size: int,
                 hands: int, rng: random.Random) -> StrengthScale:
    """The scale of ``hands`` random hands of ``size`` of ``cards``, measured by
    ``strength``."""
    return StrengthScale(strength(mask_of(rng.sample(cards, size))) for _ in range(hands))


@dataclass(frozen=True)
class BetReading:
    """What an opponent's bets say of his hand: his moves (``AGGRESSIVE`` …) and the scale
    his hand's strength is read on."""

    moves: Sequence[str]
    scale: StrengthScale

    def weight(self, strength: Strength) -> float:
        """The likelihood of these moves for a hand of this strength."""
        return world_weight(self.moves, self.scale.percentile(strength))


def _no_tie_break(seat: int, strength: Strength) -> Strength:
    return strength


def _no_prize(hands: Sequence[int], best: int | None) -> float:
    return 0.0


@dataclass(frozen=True)
class Contest:
    """A showdown as one seat sees it: its own strength (``mine``, ties broken), its
    ``rivals`` still in, how a seat's hand is measured (``strength``, what a
    ``BetReading``'s scale reads), how ties are broken (``ranked``: a strength made
    unique, e.g. by priority), and what winning is worth beyond the pot in a world
    (``prize``: from the hands and the best rival, None when there is none)."""

    mine: Strength
    rivals: Sequence[int]
    strength: Callable[[int, int], Strength]
    ranked: Callable[[int, Strength], Strength] = _no_tie_break
    prize: Callable[[Sequence[int], int | None], float] = _no_prize


def showdown_equity(sampler: WorldSampler, contest: Contest, readings: Mapping[int, BetReading],
                    samples: int, budget: Budget, rng: random.Random) -> EquityTally:
    """The chance that the seat beats every rival, and what winning is worth, over
    ``samples`` sampled deals (fewer within the budget), each weighed by how likely the
    rivals of ``readings`` were to bet as they did with the hands it gives them."""
    tally = EquityTally()
    for _ in sampling(samples, budget):
        hands = sample_hands(sampler, rng)
        if hands is not None:
            showdown(contest, hands, readings, tally)
    return tally


def showdown(contest: Contest, hands: Sequence[int], readings: Mapping[int, BetReading],
             tally: EquityTally) -> None:
    """Count in ``tally`` the showdown of one deal's ``hands`` (per seat, as masks): won
    or not, weighed by the ``readings`` of the rivals' bets, and its prize."""
    strengths = {seat: contest.strength(seat, hands[seat]) for seat in contest.rivals}
    best = max(contest.rivals, key=lambda s: contest.ranked(s, strengths[s]), default=None)
    wins = best is None or contest.mine > contest.ranked(best, strengths[best])
    weight = 1.0
    for seat, reading in readings.items():
        weight *= reading.weight(strengths[seat])
    tally.add(wins, weight, contest.prize(hands, best))


# --- measured rates ---------------------------------------------------------------------


@dataclass
class RateTally:
    """How often a bot bluffed and slow-played where it could (benchmark figures)."""

    weak_spots: int = 0
    bluffs: int = 0
    strong_spots: int = 0
    slow_plays: int = 0
    bets: int = 0

    def record(self, spot: Spot, style: Style, move: Move) -> None:
        """Count one decision: weak hands where a bet was open, strong ones where a raise
        was, and the moves made there."""
        fair = 1.0 / (spot.opponents + 1)
        can_bet = bool(spot.raise_amounts) if spot.opened else \
            bool(range(max(spot.open_amounts.start, 1), spot.open_amounts.stop))
        if not can_bet:
            return
        if spot.equity < fair:
            if spot.opponents <= style.bluff_opponents:  # where a bluff is open
                self.weak_spots += 1
                self.bluffs += move.reason == "bluff"
        elif spot.equity >= style.value_edge + style.step * spot.my_raises:
            self.strong_spots += 1
            self.slow_plays += move.reason == "slow"
        self.bets += move.kind in (OPEN, RAISE) and move.amount > 0

    @property
    def bluff_rate(self) -> float:
        """Bluffs per weak hand that could bet."""
        return self.bluffs / self.weak_spots if self.weak_spots else 0.0

    @property
    def slow_play_rate(self) -> float:
        """Slow plays per strong hand that could raise."""
        return self.slow_plays / self.strong_spots if self.strong_spots else 0.0

    @property
    def bluff_share(self) -> float:
        """Share of all bets and raises that were bluffs."""
        return self.bluffs / self.bets if self.bets else 0.0


# --- the coach's reasons ----------------------------------------------------------------

HOLDING = reason("What you hold for this: {hand:lower}.")
HOLDING_NOTHING = reason("You hold nothing for this.")
VALUE = reason("Bet for value: you win about {chance:percent} of the showdowns the computer "
               "imagined against the players still in.")
SLOW = reason("Stay quiet with a strong hand: you win about {chance:percent} of the "
              "showdowns, and not pushing yet keeps the others in.")
PRICE = reason("Holding costs {cost:jetons} to play for {pot:jetons}: you win about "
               "{chance:percent} of the showdowns, more than the {price:percent} the price "
               "asks.")
ENTER_FREE = reason("Come in: it costs nothing, and you win about {chance:percent} of the "
               "showdowns.")
OPEN_SMALL = reason("Open with the smallest stake: you win about {chance:percent} of the "
                    "showdowns, enough to play but not to push.")
FREE_HOLD = reason("Holding costs nothing more: stay in.")
FOLD_WEAK = reason("Give up: you win only about {chance:percent} of the showdowns, too little "
                   "to pay {cost:jetons} for a pot of {pot:jetons}.")
CHECK_WEAK = reason("Pass: you win only about {chance:percent} of the showdowns, so there is "
                    "no reason to put jetons in.")
BLUFF = reason("A bluff: you win only about {chance:percent} of the showdowns, but a single "
               "player is left to give up, and the master player bets a weak hand now and "
               "then, so that the others cannot read his bets.")
MUST_HOLD = reason("Hold: giving up is not open to you here.")
ALL_IN = reason("Go all in: you win about {chance:percent} of the showdowns; you then play "
                "only for the part of the pot you can cover.")


def explain_move(spot: Spot, move: Move, hand: str | None) -> tuple[Said, ...]:
    """Why the vying strategy made ``move`` at ``spot``, for the coach, after what the
    seat holds for it (``hand``: a combination's code, or None)."""
    held = Said.of(HOLDING, hand=hand) if hand else Said.of(HOLDING_NOTHING)
    chance = round(spot.equity, 2)
    fields = {"chance": chance, "cost": spot.cost, "pot": spot.pot}
    kind, why = move.kind, move.reason
    if why == "bluff":
        text = BLUFF
    elif why == "value":
        text = VALUE
    elif why == "slow":
        text = SLOW
    elif kind == ALLIN:
        text = ALL_IN
    elif why == "free":
        text = FREE_HOLD
    elif kind == ENTER:
        text = ENTER_FREE
    elif kind == OPEN:
        text = OPEN_SMALL
    elif kind == CALL and why == "price":
        text = PRICE
        fields["price"] = round(spot.cost / (spot.pot + spot.prize + spot.cost), 2)
    elif kind == FOLD:
        text = FOLD_WEAK
    elif kind == CHECK:
        text = CHECK_WEAK
    else:
        text = MUST_HOLD
    return held, Said.of(text, **fields)
