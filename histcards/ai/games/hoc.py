"""Hoc Mazarin: what a seat knows of the deal (world sampling) and its bots.

The bots bid in each auction from the chance of winning its showdown, the table payments
counted (sampled deals, ``histcards.ai.vying``), and play the cards by the heuristic or by
rollouts (``histcards.ai.stops``). Levels (``LEVELS``): ``heuristic`` bids on that chance
alone, claims what it holds, and plays by the heuristic; ``novice`` misjudges its chance
and slips now and then; ``joueur`` reads the opponents' bids, bluffs, slow-plays and states
some claims above its hand (a claim standing alone is paid as stated, unless proof is
required), and compares its favourite plays over a few worlds; ``maitre`` compares every
play over many more worlds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, partial
from typing import Any

from histcards.ai import vying
from histcards.ai.advice import MASTER, Advice, Said, reason
from histcards.ai.base import UNLIMITED, Budget
from histcards.ai.search import world_deal
from histcards.ai.stops import Choice, StopsLevel, VyingStopsBot, give_choices
from histcards.ai.vying import (
    AGGRESSIVE,
    FREE,
    GIVE_UP,
    PASSIVE,
    BetReading,
    Contest,
    EquityTally,
    Move,
    Spot,
    Strength,
    Style,
    bids_said,
    chip_pools,
    random_scale,
    showdown,
    showdown_equity,
)
from histcards.ai.worlds import ALL_CARDS, Knowledge, WorldSampler, Zone, played_by
from histcards.cards import (
    CARD_NAMES,
    RANK_MASKS,
    SUIT_MASKS,
    Card,
    card_list,
    make_card,
    mask_of,
    parse_card,
    parse_rank,
    rank_of,
    suit_of,
)
from histcards.engine import Match
from histcards.engine.actions import PASS, Action
from histcards.engine.combinations import SUIT_BITS, best_point
from histcards.engine.events import Announce, Bid, Play, RunStop, Showdown, Shown
from histcards.engine.game import LayoutShape
from histcards.engine.games.hoc import (
    CHANCES,
    CLAIM_INDEX,
    FACE_MASK,
    GOOD,
    HOC_MASK,
    HOLD,
    POINT,
    POINT_VALUES,
    PRINCIPAL_HOCS,
    SEQUENCE,
    WITHOUT,
    Combination,
    HocDeal,
    combinations_of,
)
from histcards.engine.observation import Observation

COMPLETE_TRIES = 300


def natural(rank: int) -> int:
    """The cards of ``rank`` that are not principal hocs."""
    return RANK_MASKS[rank] & ~HOC_MASK


@dataclass
class PlayClues:
    """What the card play told of the hands: per seat, the cards it cannot hold now and
    the moments it had a choice."""

    barred: list[int]
    choices: list[list[Choice]] = field(default_factory=list)


def play_clues(obs: Observation) -> PlayClues:
    """Read the card play: a ``without`` shows no natural card of the needed rank (when
    play is compulsory); a forced step shows no principal hoc (and, for a forced natural,
    no second card of its rank); a free ``without``, a free natural or a decision still
    awaited shows a choice (a hoc, or another natural); an out-of-turn window shows who
    held a hoc (the seats it skipped held none); carte blanche shows no court card."""
    players = obs.players
    compulsory = obs.options["enforce_compulsory"]
    clues = PlayClues([0] * players, [[] for _ in range(players)])
    count = [0] * players
    need = 0
    window: list[int] = []
    for ev in obs.deal_events:
        if isinstance(ev, Bid) and ev.phase == "play":  # no hoc thrown in out of turn
            window = _asked(clues, window, ev.seat, count)
            continue
        if isinstance(ev, Play) and ev.out_of_turn:
            _asked(clues, window, ev.seat, count)
        else:
            _asked(clues, window, None, count)
        window = []
        if isinstance(ev, Announce) and ev.announcement.startswith("carte_blanche"):
            clues.barred[ev.seat] |= FACE_MASK
        elif isinstance(ev, Announce) and ev.announcement == "without" and ev.rank:
            rank = parse_rank(ev.rank)
            if ev.forced:
                clues.barred[ev.seat] |= HOC_MASK | natural(rank)
            elif compulsory:
                clues.barred[ev.seat] |= natural(rank)
                clues.choices[ev.seat].append(Choice(HOC_MASK, count[ev.seat]))
        elif isinstance(ev, Play):
            seat, card = ev.seat, parse_card(ev.card)
            if need and ev.forced:
                clues.barred[seat] |= HOC_MASK | natural(need)
            elif need and compulsory and card not in PRINCIPAL_HOCS and not ev.out_of_turn:
                other = (natural(need) & ~(1 << card)) | HOC_MASK
                clues.choices[seat].append(Choice(other, count[seat] + 1))
            count[seat] += 1
            need = 0 if card in PRINCIPAL_HOCS else rank_of(card) + 1
            if need and obs.options["hoc_out_of_turn"]:
                window = [(seat + k) % players for k in range(1, players)]
        elif isinstance(ev, RunStop):
            need = 0
    waiting = obs.to_act
    if window and waiting in window:
        _asked(clues, window, waiting, count)
    elif need and waiting is not None:
        _asked(clues, window, None, count)
        clues.choices[waiting].append(Choice(natural(need), count[waiting], 2, HOC_MASK))
    return clues


def _asked(clues: PlayClues, window: list[int], seat: int | None, count: list[int]
           ) -> list[int]:
    """A seat of an out-of-turn window was asked (None: the window closed): it held a
    hoc, the seats skipped before it held none. Returns the seats after it."""
    if seat is None or seat not in window:
        for skipped in window:
            clues.barred[skipped] |= HOC_MASK
        return []
    position = window.index(seat)
    for skipped in window[:position]:
        clues.barred[skipped] |= HOC_MASK
    clues.choices[seat].append(Choice(HOC_MASK, count[seat]))
    return window[position + 1:]


def _revealed(obs: Observation) -> list[list[Card]]:
    """Cards each seat showed: at showdowns and with a shown carte blanche."""
    shown: list[list[Card]] = [[] for _ in range(obs.players)]
    for ev in obs.deal_events:
        if isinstance(ev, Showdown):
            for reveal in ev.shown:
                shown[reveal.seat] += [parse_card(c) for c in reveal.cards]
        elif isinstance(ev, Announce) and ev.cards:
            shown[ev.seat] += [parse_card(c) for c in ev.cards]
    return shown


@cache
def _suit_value(bits: int) -> int:
    """The point value (rules §2) of the cards of one suit, given as 13 bits (Ace first)."""
    return sum(POINT_VALUES[rank] for rank in range(13) if bits >> rank & 1)


def ranked_combinations(hand: int, chance: int, options: Mapping[str, Any]
                        ) -> list[Combination]:
    """A hand's sequences or tricons, best first, as a showdown ranks them (rules
    §4.1: length — or class, by option — then top rank)."""
    by_class = options["seq_compare"] == "class_then_top"
    combos = combinations_of(hand, chance, options["seq_suited"])
    return sorted(combos, key=lambda c: (min(c.size, 5) if by_class else c.size, c.rank),
                  reverse=True)


def showdown_key(hand: int, chance: int, options: Mapping[str, Any]) -> tuple[int, int]:
    """What a hand brings to a chance's showdown (higher wins; ties go by priority)."""
    if chance == POINT:
        return max((bits.bit_count(), _suit_value(bits))
                   for bits in (hand >> 13 * suit & SUIT_BITS for suit in range(4)))
    combos = ranked_combinations(hand, chance, options)
    if not combos:
        return 0, 0
    best = combos[0]
    by_class = options["seq_compare"] == "class_then_top"
    return (min(best.size, 5) if by_class and chance == SEQUENCE else best.size), best.rank


def _shows(hand: int, reveal: Shown, chance: int, winner: bool,
           options: Mapping[str, Any]) -> bool:
    """Whether ``hand`` makes exactly the reveal it made at a chance's showdown."""
    if chance == POINT:
        if showdown_key(hand, POINT, options) != (len(reveal.cards), reveal.value):
            return False
        point = best_point(hand, POINT_VALUES)
        return ((f"point {point.count}",) == reveal.combinations
                and tuple(CARD_NAMES[c] for c in point.cards) == reveal.cards)
    combos = ranked_combinations(hand, chance, options)
    shown = combos if winner else combos[:1]
    return (tuple(c.name for c in shown) == reveal.combinations
            and tuple(tuple(CARD_NAMES[c] for c in combo.cards) for combo in shown)
            == reveal.groups)


def _hand_checks(obs: Observation) -> list[list[Callable[[int], bool]]]:
    """Per seat, what its starting hand must satisfy: the same reveals at every showdown
    it took part in, and a court card unless it announced carte blanche once that was
    settled."""
    checks: list[list[Callable[[int], bool]]] = [[] for _ in range(obs.players)]
    options = obs.options
    blanche = {ev.seat for ev in obs.deal_events
               if isinstance(ev, Announce) and ev.announcement.startswith("carte_blanche")}
    settled = options["cb_timing"] == "before_auctions" or obs.phase == "play"
    for ev in obs.deal_events:
        if not isinstance(ev, Showdown):
            continue
        chance = CHANCES.index(ev.stake)
        for reveal in ev.shown:
            winner = reveal.seat == ev.winner
            checks[reveal.seat].append(partial(_shows, reveal=reveal, chance=chance,
                                               winner=winner, options=options))
    if settled:
        for seat in range(obs.players):
            if seat not in blanche:
                checks[seat].append(lambda hand: bool(hand & FACE_MASK))
    return checks


def _reveal_bars(obs: Observation) -> list[int]:
    """Per seat, cards a showdown showed it does not hold: the rest of the suit of its
    point, the cards that would have lengthened a sequence shown, the fourth card of a
    brelan shown."""
    bars = [0] * obs.players
    suited = obs.options["seq_suited"]
    for ev in obs.deal_events:
        if not isinstance(ev, Showdown):
            continue
        for reveal in ev.shown:
            seat = reveal.seat
            if ev.stake == "point":
                cards = [parse_card(c) for c in reveal.cards]
                bars[seat] |= SUIT_MASKS[suit_of(cards[0])] & ~mask_of(cards)
                continue
            for combo in reveal.groups:
                cards = [parse_card(c) for c in combo]
                bars[seat] |= _beside(cards, suited) if ev.stake == "sequence" \
                    else RANK_MASKS[rank_of(cards[0])] & ~mask_of(cards)
    return bars


def _beside(run: list[Card], suited: bool) -> int:
    """The cards that would extend a maximal run at either end."""
    ranks = sorted(rank_of(c) for c in run)
    ends = [r for r in (ranks[0] - 1, ranks[-1] + 1) if 1 <= r <= 13]
    if not suited:
        return mask_of(c for r in ends for c in card_list(RANK_MASKS[r]))
    suit = suit_of(run[0])
    return mask_of(make_card(r, suit) for r in ends)


class HocKnowledge(Knowledge):
    """Hands hold the cards seen played and shown (showdowns, a shown carte blanche) and
    none their holder's play has ruled out (``play_clues``); the dead talon is unknown."""

    def zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        known = played_by(obs)
        known[obs.seat] += obs.hand
        for seat, cards in enumerate(_revealed(obs)):
            known[seat] += cards
        barred = [clue | bar for clue, bar in zip(play_clues(obs).barred, _reveal_bars(obs),
                                                  strict=True)]
        zones = [Zone(tuple(dict.fromkeys(cards)), size, ALL_CARDS & ~barred[seat])
                 for seat, (cards, size) in enumerate(zip(known, shape.hand_sizes, strict=True))]
        return [*zones, Zone((), shape.stock_size)]

    def pin(self, obs: Observation, zones: list[Zone], rng: random.Random) -> list[Zone]:
        """Give each seat the cards its choices needed, unless it held a principal hoc
        then or enough of them; then fill the hands that showed something at a showdown
        (or have a court card) with cards that show the same."""
        zones = list(zones)
        give_choices(obs, zones, play_clues(obs).choices, rng)
        for seat, checks in enumerate(_hand_checks(obs)):
            if seat != obs.seat and checks and zones[seat].free:
                zones[seat] = _complete(zones, seat, checks, rng)
        return zones


def _complete(zones: list[Zone], seat: int, checks: list[Callable[[int], bool]],
              rng: random.Random) -> Zone:
    """``seat``'s zone filled with unknown cards passing every check (drawn again until
    they do, a bounded number of times; the zone unchanged if none did)."""
    zone = zones[seat]
    taken = mask_of(c for z in zones for c in z.known)
    free = card_list(zone.allowed & ~taken)
    known = mask_of(zone.known)
    if len(free) < zone.free:
        return zone
    for _ in range(COMPLETE_TRIES):
        extra = rng.sample(free, zone.free)
        hand = known | mask_of(extra)
        if all(check(hand) for check in checks):
            return zone.with_known(extra)
    return zone


KNOWLEDGE = HocKnowledge()


# --- bots ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class HocLevel(StopsLevel):
    """A fixed configuration of the Hoc bot."""

    leads: int = 13
    inflate: float = 0.5
    """Chance that a claim backed by the hand is stated higher than the hand (a claim
    standing alone is paid as stated, unless proof is required)."""


LEVELS: Mapping[str, HocLevel] = {
    "heuristic": HocLevel(Style(), samples=100, read_bets=False, worlds=0, inflate=0.0),
    "novice": HocLevel(Style(noise=0.15, bluff=0.05), samples=20, read_bets=False,
                       worlds=0, play_noise=0.2, inflate=0.2),
    "joueur": HocLevel(Style(bluff=0.1, slow_play=0.2), samples=150, read_bets=True,
                       worlds=6, leads=3),
    "maitre": HocLevel(Style(bluff=0.1, slow_play=0.1), samples=400, read_bets=True,
                       worlds=60, confidence=1.0),
}
CLAIM_STEPS = (1, 3, 3)
"""How far above the hand an inflated or bluffed claim goes at most, per chance (claim
steps: a card of point; a top rank of a sequence or tricon)."""
SCALE_HANDS = 120
"""Random hands a strength percentile is measured against."""
WINDOW_HAND = 4
"""Cards left from which the heuristic throws in a lone hoc out of turn."""


def bot(level: str) -> HocBot:
    """The Hoc bot of a level of ``BOT_LEVELS``."""
    return HocBot(LEVELS[level])


def advise(observation: Observation, legal: Sequence[Action], rng: random.Random,
           budget: Budget = UNLIMITED) -> Advice:
    """The coach's advice: the master bot's decision and why (``histcards.ai.advice``)."""
    return bot(MASTER).advise(observation, legal, rng, budget)


class HocBot(VyingStopsBot):
    """Bids in each auction from the chance of winning its showdown (sampled deals, the
    opponents' bids weighed in, the table payments counted), stating its claim (higher at
    the level's rate); plays the cards by rollouts or by the heuristic: natural cards
    before principal hocs, hocs to take the lead when stuck, runs that come back first."""

    level: HocLevel

    def vying(self, obs: Observation) -> bool:
        return obs.phase != "play"

    def spot(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
             budget: Budget) -> Spot:
        level = self.level
        tally = auction_equity(obs, CHANCES.index(obs.phase), level.samples, level.read_bets,
                               rng, budget)
        return auction_spot(obs, legal, tally)

    def exact_spot(self, world: Match, obs: Observation, legal: Sequence[Action]) -> Spot:
        tally = EquityTally()
        showdown(auction_contest(obs, CHANCES.index(obs.phase)),
                 world_deal(world, HocDeal).hands, {}, tally)
        return auction_spot(obs, legal, tally)

    def action(self, obs: Observation, move: Move, legal: Sequence[Action],
               rng: random.Random) -> Action:
        return auction_action(obs, CHANCES.index(obs.phase), move, legal, self.level.inflate,
                              rng)

    def candidates(self, obs: Observation, legal: Sequence[Action]) -> list[Action]:
        return play_candidates(observed_view(obs, legal), legal)

    def holding(self, obs: Observation) -> str | None:
        return held_claim(mask_of(obs.hand), CHANCES.index(obs.phase), obs.options)

    def explain_play(self, obs: Observation, action: Action) -> tuple[Said, ...]:
        view = observed_view(obs, obs.legal)
        if view.window:
            return (Said.of(THROW_IN if action.kind == "play" else KEEP_FOR_LATER,
                            card=action.card if action.cards else None, rank=view.need),)
        if action == WITHOUT:
            held = any(a.kind == "play" for a in obs.legal)
            return (Said.of(KEEP_HOC if held else NONE_TO_PLAY, rank=view.need),)
        card = action.card
        if view.need and card in PRINCIPAL_HOCS and rank_of(card) != view.need:
            return (Said.of(HOC_FOR, card=card, rank=view.need),)
        if view.need:
            return (Said.of(GO_ON, card=card),)
        if card in PRINCIPAL_HOCS:
            only = all(a.card in PRINCIPAL_HOCS for a in obs.legal if a.kind == "play")
            return (Said.of(LEAD_HOC if only else LEAD_HOC_EARLY, card=card),)
        back, length, _ = _lead_preference(view, rank_of(card))
        text = (LEAD_BACK if length > 1 else LEAD_BACK_ALONE) if back else \
            LEAD_ON if length > 1 else LEAD_LOW
        return (Said.of(text, card=card, length=length),)

    def policy(self, world: Match, rng: random.Random) -> Action:
        deal = world_deal(world, HocDeal)
        me = deal.seat_to_act()
        hands = deal.hands
        others = 0
        for seat, hand in enumerate(hands):
            if seat != me:
                others |= hand
        legal = world.legal()
        view = PlayView(me, hands[me], deal.need, PASS in legal,
                        lambda mask: bool(others & mask))
        return play_candidates(view, legal)[0]


# --- the coach's reasons ----------------------------------------------------------------

THROW_IN = reason("Throw in {card} now: a principal hoc stands for {rank:a}, stops the run "
                  "and earns you a jeton from each player.")
KEEP_FOR_LATER = reason("Pass: keep your principal hoc for a moment when you are stuck.")
KEEP_HOC = reason("Say “without”: keep your principal hoc for later; it will earn its jeton "
                  "when you are stuck, and the run passes on.")
NONE_TO_PLAY = reason("Say “without”: you hold no {rank:plural} and no principal hoc, so the "
                      "run passes on.")
HOC_FOR = reason("Play {card} {rank:as}: a principal hoc stops the run, earns you a jeton "
                 "from each player, and you lead again.")
GO_ON = reason("Go on with {card}: you hold the rank the run needs, so you must play it.")
LEAD_HOC = reason("Lead {card}: only principal hocs are left to you.")
LEAD_HOC_EARLY = reason("Lead {card}: a principal hoc led stands for itself; in the deals the "
                        "computer imagined, spending it now did best.")
LEAD_BACK = reason("Lead {card}: the run it starts plays {length:cards} of yours, and nobody "
                   "else can go on where it stops, so it comes back to you.")
LEAD_BACK_ALONE = reason("Lead {card}: nobody else can go on after it, so the run comes back "
                         "to you.")
LEAD_ON = reason("Lead {card}: the run it starts plays {length:cards} of yours before it "
                 "passes on; low cards are the hardest to place later.")
LEAD_LOW = reason("Lead {card}: a low card is the hardest to place later, and only a lead "
                  "is sure to play it.")


# --- auctions ------------------------------------------------------------------------


BID_MEANING = {"raise": AGGRESSIVE, "declare": PASSIVE, "call": PASSIVE, "pass": GIVE_UP}


def _table_value(hand: int, chance: int, options: Mapping[str, Any]) -> int:
    """What each opponent pays the winner of a chance holding ``hand`` (rules §5.1, simple)."""
    if chance == POINT:
        return 0
    return sum(c.rate() for c in ranked_combinations(hand, chance, options))


def auction_equity(obs: Observation, chance: int, samples: int, read_bets: bool,
                   rng: random.Random, budget: Budget = UNLIMITED) -> EquityTally:
    """The chance of winning this auction's showdown against every seat still in it, and
    what winning is worth beyond the pool: the table payments received, and those that
    the seat would otherwise pay the best of the others."""
    sampler = WorldSampler(obs)
    contest = auction_contest(obs, chance)
    readings: dict[int, BetReading] = {}
    if read_bets:
        said = _chance_bids(obs, chance)
        unseen = [c for c in sampler.pack if c not in obs.hand]
        for seat in contest.rivals:
            if said[seat]:
                scale = random_scale(partial(contest.strength, seat), unseen, len(obs.hand),
                                     SCALE_HANDS, rng)
                readings[seat] = BetReading([BID_MEANING.get(w, FREE) for w in said[seat]],
                                            scale)
    return showdown_equity(sampler, contest, readings, samples, budget, rng)


def auction_contest(obs: Observation, chance: int) -> Contest:
    """A chance's showdown as the seat sees it: its hand against the seats still in the
    auction, ties to the first in priority (rules §4.1), and the table payments it brings
    beyond the pool (rules §5.1)."""
    options = obs.options
    status = obs.table["vying"]
    me = obs.seat
    players = obs.players
    priority = [(obs.dealer + k) % players for k in range(1, players + 1)]
    rivals = [s for s in priority if s != me and status[s] != "out"]
    double = obs.table["double"]

    def strength(seat: int, hand: int) -> Strength:
        return showdown_key(hand, chance, options)

    def ranked(seat: int, key: Strength) -> Strength:
        return (*key, -priority.index(seat))

    my_value = _table_value(mask_of(obs.hand), chance, options) * (players - 1) * double

    def prize(hands: Sequence[int], best: int | None) -> float:
        avoided = _table_value(hands[best], chance, options) * double \
            if best is not None else 0
        return my_value + avoided

    return Contest(ranked(me, strength(me, mask_of(obs.hand))), rivals, strength, ranked,
                   prize)


def _chance_bids(obs: Observation, chance: int) -> list[list[str]]:
    """What each seat has said in this chance's auction: ``raise``, ``declare``,
    ``pass``, and ``hold`` split into ``call`` (it cost something) and ``check``."""
    name = CHANCES[chance]

    def word(bid: Bid) -> str | None:
        if bid.chance != name:
            return None
        spoken = bid.bid.split()[0]
        if spoken == "hold":
            return "call" if bid.chips else "check"
        return spoken

    return bids_said(obs, word)


def auction_spot(obs: Observation, legal: Sequence[Action], tally: EquityTally) -> Spot:
    """An auction decision in the shared vying terms."""
    me = obs.seat
    status = obs.table["vying"]
    opened = any(st in ("in", "allin") for st in status)
    amounts = sorted({a.stake for a in legal if a.kind == "raise"})
    stakes = range(amounts[0], amounts[-1] + 1) if amounts else range(0)
    free = any(a.kind == "declare" for a in legal)
    return Spot(
        equity=tally.equity, pot=chip_pools(obs)[obs.phase],
        opponents=sum(1 for s, st in enumerate(status) if s != me and st != "out"),
        cost=max(0, obs.table["level"] - obs.table["bets"][me]),
        prize=tally.prize_if_won, opened=opened,
        open_amounts=range(0 if free else stakes.start, stakes.stop) if not opened
        else range(0),
        raise_amounts=stakes if opened else range(0),
        can_check=PASS in legal, check_returns=bool(obs.options["reentry_on_declare"]),
        can_call=HOLD in legal, can_fold=GOOD in legal,
        my_raises=_chance_bids(obs, CHANCES.index(obs.phase))[me].count("raise"),
    )


def held_claim(hand: int, chance: int, options: Mapping[str, Any]) -> str | None:
    """The claim the hand can back: its point's count, its best sequence or tricon."""
    if chance == POINT:
        return str(best_point(hand, POINT_VALUES).count)
    combos = ranked_combinations(hand, chance, options)
    return combos[0].name if combos else None


def auction_action(obs: Observation, chance: int, move: Move, legal: Sequence[Action],
                   inflate: float, rng: random.Random) -> Action:
    """The Hoc bid for a vying move, with its claim: the hand's own claim, stated higher at
    the rate ``inflate`` (always when bluffing); only the hand's own claim when proof is
    required, and no claim at all — a pass or a hold instead — if it is not allowed."""
    kind = move.kind
    if kind in (vying.CHECK, vying.FOLD):
        return PASS if kind == vying.CHECK else GOOD
    if kind in (vying.CALL, vying.ALLIN):
        return HOLD
    word = "declare" if kind == vying.ENTER else "raise"
    amount = None if kind == vying.ENTER else move.amount
    offered = [a for a in legal if a.kind == word and a.amount == amount]
    claim = _claim(obs, chance, offered, move.reason == "bluff" or rng.random() < inflate,
                   rng)
    if claim is None:
        return PASS if PASS in legal else HOLD
    return Action(word, amount=amount, claim=claim)


def _claim(obs: Observation, chance: int, offered: Sequence[Action], higher: bool,
           rng: random.Random) -> str | None:
    if not offered:
        return None
    index = CLAIM_INDEX[chance]
    claims = sorted((a.claim for a in offered if a.claim is not None), key=index.__getitem__)
    own = held_claim(mask_of(obs.hand), chance, obs.options)
    if obs.options["require_proof"]:
        return own if own in claims else None
    base = own if own in claims else claims[0]
    if not higher:
        return base
    position = claims.index(base) + rng.randint(0, CLAIM_STEPS[chance])
    return claims[min(position, len(claims) - 1)]


# --- card play -----------------------------------------------------------------------


@dataclass(frozen=True)
class PlayView:
    """A card-play decision as the heuristic sees it."""

    me: int
    hand: int
    need: int
    """The rank the run needs, 0 when leading."""
    window: bool
    """Whether the seat is asked to throw in a hoc out of turn."""
    others_may_hold: Callable[[int], bool]
    """Whether another seat may hold one of the cards of a mask."""


def _lead_preference(view: PlayView, rank: int) -> tuple[bool, int, int]:
    """How good a run started with a natural ``rank`` looks: whether it comes back to the
    seat (nobody else can follow it where it stops), how many cards it plays, low first."""
    hand = view.hand
    length, following = 1, rank + 1
    while hand & natural(following):
        length += 1
        following += 1
    return not view.others_may_hold(natural(following)), length, -rank


def play_candidates(view: PlayView, legal: Sequence[Action]) -> list[Action]:
    """The distinct card-play choices, best first by the heuristic: a natural card that goes
    on with the run, and nothing else (a principal hoc played instead would only be missed
    where the run stops); a hoc rather than ``without`` when stuck, unless nobody else can
    go on (the run then comes back); leads that come back, then the longest, low ones
    first; a hoc led only when nothing else is left."""
    hocs = [a for a in legal if a.kind == "play" and a.card in PRINCIPAL_HOCS]
    naturals = [a for a in legal if a.kind == "play" and a.card not in PRINCIPAL_HOCS]
    hoc = hocs[:1]
    if view.window:
        keep = len(hocs) > 1 or view.hand.bit_count() <= WINDOW_HAND
        return [*hoc, PASS] if keep else [PASS, *hoc]
    if view.need:
        if naturals:  # the hoc is still there when the run stops: playing it now wastes it
            return naturals[:1]
        without = [WITHOUT] if WITHOUT in legal else []
        comes_back = not view.others_may_hold(natural(view.need) | HOC_MASK)
        return [*without, *hoc] if comes_back else [*hoc, *without]
    by_rank: dict[int, Action] = {}
    for action in naturals:
        by_rank.setdefault(rank_of(action.card), action)
    ranks = sorted(by_rank, key=lambda r: _lead_preference(view, r), reverse=True)
    return [*(by_rank[r] for r in ranks), *hoc]


def observed_view(obs: Observation, legal: Sequence[Action]) -> PlayView:
    """The heuristic's view of a real decision: another seat may hold a card it has
    shown and not played, or an unseen card its play has not ruled out."""
    sampler = WorldSampler(obs)
    played = mask_of(c for cards in played_by(obs) for c in cards)
    hand = mask_of(obs.hand)
    zones = sampler.zones[:obs.players]
    seen = played | hand | mask_of(c for zone in zones for c in zone.known)
    unseen = mask_of(sampler.pack) & ~seen
    possible = 0
    for seat, zone in enumerate(zones):
        if seat != obs.seat:
            possible |= (mask_of(zone.known) & ~played) | (unseen & zone.allowed)
    need = obs.table["need"]
    return PlayView(obs.seat, hand, parse_rank(need) if need else 0, PASS in legal,
                    lambda mask: bool(possible & mask))
