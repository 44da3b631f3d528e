"""Poch / Le Poque: what a seat knows of the deal (world sampling) and its bots.

The bots bet from the chance that their set is the best of the seats still in (sampled
deals, ``histcards.ai.vying``) and lead the play-out by the heuristic or by rollouts
(``histcards.ai.stops``). Levels (``LEVELS``): ``heuristic`` bets on that chance alone,
without bluffs, and leads by the heuristic; ``novice`` misjudges its chance and leads a
random card now and then; ``joueur`` reads the opponents' bets, bluffs and slow-plays, and
compares its three favourite leads over a few worlds; ``maitre`` compares every lead over
many more worlds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import partial
from math import comb

from histcards.ai import vying
from histcards.ai.advice import MASTER, Advice, Said, reason
from histcards.ai.base import UNLIMITED, Budget
from histcards.ai.search import world_deal
from histcards.ai.stops import Choice, StopsLevel, VyingStopsBot, give_choices
from histcards.ai.vying import (
    AGGRESSIVE,
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
    ACE_HIGH_ORDER,
    RANK_SYMBOLS,
    Card,
    cards_in,
    make_card,
    mask_of,
    parse_card,
    rank_of,
    suit_of,
)
from histcards.engine import Match
from histcards.engine.actions import PASS, PLAYS, Action
from histcards.engine.events import Ante, Bid, Play, PoolWon, RunStop, Showdown
from histcards.engine.game import LayoutShape
from histcards.engine.games import GAMES
from histcards.engine.games.poch import (
    ALLIN,
    CALL,
    COUNT_LIMIT,
    FITTING,
    FOLD,
    HONOUR_RANKS,
    KING,
    PIP_VALUES,
    QUEEN,
    SET_NAMES,
    SHORTEST_RUN,
    SUCCESSOR,
    DealRules,
    PochDeal,
    best_run,
    best_set_of,
    hand_strength,
    has_set,
)
from histcards.engine.observation import Observation


def pay_card(obs: Observation) -> Card:
    """The face-up pay card (trump card in 1810) of the deal."""
    return parse_card(obs.table["turnups"][0])


def _pool_cards(pool: str, obs: Observation) -> list[Card]:
    """The pay-suit cards that win an honour pool by being held together."""
    suit = pay_card(obs) // 13
    if pool in HONOUR_RANKS:
        ranks = [HONOUR_RANKS[pool]]
        if pool == "ten" and obs.options["ten_pool_needs_nine"]:
            ranks.append(9)
    elif pool == "marriage":
        ranks = [KING, QUEEN]
    elif pool == "sequence" and obs.options["sequence_pool"] == "trump_789":
        ranks = [7, 8, 9]
    else:
        return []
    return [make_card(rank, suit) for rank in ranks]


def _pool_filled(pool: str, obs: Observation) -> bool:
    """Whether ``pool`` held chips when the honours were paid (it is anted every deal)."""
    if obs.deal_start.get("pools", {}).get(pool, 0):
        return True
    return any(isinstance(e, Ante) and e.pool == pool for e in obs.deal_events)


def _honours_paid(obs: Observation) -> bool:
    """Whether the honour pools of the hands have been paid in this deal yet."""
    return obs.options["stage_order"] == "pools_first" or obs.phase != "betting"


def _held_honours(obs: Observation) -> Iterator[tuple[int, list[Card]]]:
    """``(seat, cards)`` for each honour pool won by holding."""
    for ev in obs.deal_events:
        if isinstance(ev, PoolWon) and ev.reason == "holding":
            yield ev.seat, _pool_cards(ev.pool, obs)


def _sleeping_cards(obs: Observation) -> list[Card]:
    """Cards known to lie in the unused stock: honours whose pool nobody won, and the cards
    that would have continued a stopped run."""
    pay = pay_card(obs)
    held_pay = obs.table["pay_card_holder"] is not None
    asleep: list[Card] = []
    if _honours_paid(obs):
        won = {ev.pool for ev in obs.deal_events
               if isinstance(ev, PoolWon) and ev.reason in ("holding", "turnup")}
        for pool in HONOUR_RANKS:
            cards = _pool_cards(pool, obs)
            if (pool in (obs.pools or {}) and pool not in won and len(cards) == 1
                    and (cards[0] != pay or held_pay) and _pool_filled(pool, obs)):
                asleep.append(cards[0])
    played = 0
    for ev in obs.deal_events:
        if isinstance(ev, Play):
            played |= 1 << parse_card(ev.card)
        elif isinstance(ev, RunStop) and ev.card and not obs.options["playout_31"]:
            following = SUCCESSOR[parse_card(ev.card)]
            if following >= 0 and not played >> following & 1 and (following != pay or held_pay):
                asleep.append(following)
    return [c for c in dict.fromkeys(asleep) if c != pay]


class PochKnowledge(Knowledge):
    """The pay card is the stock's top card (with ``turnup_to_next_receiver`` it joins its
    receiver's hand, the layout still lists it on the stock). A seat knows the hands shown at a
    showdown, the pay-suit honours whose pools were won by holding, and the cards that must
    sleep in the stock: honours whose pool nobody won and the cards a stopped run lacked."""

    def zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        pay = pay_card(obs)
        known: list[list[Card]] = played_by(obs)
        known[obs.seat] += obs.hand
        for seat, cards in _held_honours(obs):
            known[seat] += cards
        for ev in obs.deal_events:
            if isinstance(ev, Showdown):
                for shown in ev.shown:
                    known[shown.seat] += [parse_card(c) for c in shown.cards]
        barred = count_clues(obs)[0] if obs.options["playout_31"] else [0] * obs.players
        zones = [Zone(tuple(c for c in dict.fromkeys(cards) if c != pay), size,
                      ALL_CARDS & ~bar)
                 for cards, size, bar in zip(known, shape.hand_sizes, barred, strict=True)]
        return [*zones, Zone((pay, *_sleeping_cards(obs)), shape.stock_size)]

    def pin(self, obs: Observation, zones: list[Zone], rng: random.Random) -> list[Zone]:
        """Where only a pair may bet, a seat that bet, called or folded holds a set and one
        that passed after the opening holds none: fix such hands before the rest. In a
        count to 31, give each seat the cards its free choices needed. Where the best run
        won the sequence pool, deal the hands so that it goes where it went."""
        zones = list(zones)
        if obs.options["bet_requires_set"] and not obs.options["pochen_without_pair"]:
            self._pin_sets(obs, zones, rng)
        if obs.options["playout_31"]:
            give_choices(obs, zones, count_clues(obs)[1], rng)
        if _best_run_decided(obs):
            for _ in range(RUN_TRIES):
                dealt = _deal_for_best_run(obs, zones, rng)
                if dealt is not None:
                    return dealt
        return zones

    def _pin_sets(self, obs: Observation, zones: list[Zone], rng: random.Random) -> None:
        pack = GAMES["poch"].pack(obs.players, obs.options)
        holder = obs.table["pay_card_holder"]
        for seat, has in _set_holders(obs).items():
            zone = zones[seat]
            if seat == obs.seat or not zone.free:
                continue
            taken = mask_of(c for z in zones for c in z.known)
            free = [c for c in pack if not taken >> c & 1 and zone.allowed >> c & 1]
            held = [*zone.known, pay_card(obs)] if seat == holder else list(zone.known)
            extra = _with_set(held, free, zone.free, rng) if has \
                else _without_set(held, free, zone.free, rng)
            if extra is None:
                return  # cannot be: the sample will be rejected
            zones[seat] = zone.with_known(extra)


RUN_TRIES = 50
"""Deals tried for the sequence pool's best run before the sampler's own draw takes over."""


def _best_run_decided(obs: Observation) -> bool:
    """Whether this deal's sequence pool went to the best run in any suit (rules §6) — or
    stayed because no hand held three in a row."""
    return (obs.options["sequence_pool"] == "best_run_any_suit"
            and "sequence" in (obs.pools or {}) and _honours_paid(obs)
            and _pool_filled("sequence", obs))


def _deal_for_best_run(obs: Observation, zones: list[Zone], rng: random.Random
                       ) -> list[Zone] | None:
    """Every zone's cards dealt so that the sequence pool goes where it went (rules §6):
    the winner's hand first, kept if it holds a run of three or more, then every other
    card to a zone it may lie in without giving that hand a run the winner's would not
    beat (or, when nobody won, three in a row). A random deal seldom agrees — the winner
    holds the best of five runs, or no hand of ten cards holds three in a row — so the
    sampler's rejection alone would hardly ever find one. None when this try dead-ends."""
    players = obs.players
    pay = pay_card(obs)
    holder = obs.table["pay_card_holder"]
    winner = next((e.seat for e in obs.deal_events if isinstance(e, PoolWon)
                   and e.pool == "sequence" and e.reason == "holding"), None)
    taken = mask_of(c for zone in zones for c in zone.known)
    cards = [c for c in GAMES["poch"].pack(players, obs.options) if not taken >> c & 1]
    rng.shuffle(cards)
    hands = [mask_of(zone.known) | (1 << pay if seat == holder else 0)
             for seat, zone in enumerate(zones[:players])]
    extra: list[list[Card]] = [[] for _ in zones]
    free = [zone.free for zone in zones]
    priority = [(obs.dealer + 1 + k) % players for k in range(players)]
    if winner is not None:
        allowed = [c for c in cards if zones[winner].allowed >> c & 1]
        run = _winning_run(hands, winner, priority, allowed, free[winner], suit_of(pay), rng)
        if run is None:
            return None
        rest = [c for c in allowed if c not in run]
        for card in run + rest[:free[winner] - len(run)]:
            extra[winner].append(card)
            hands[winner] |= 1 << card
        cards = [c for c in cards if c not in extra[winner]]
        free[winner] = 0
    top = best_run(hands[winner], suit_of(pay)) if winner is not None else None

    def beaten(seat: int, hand: int) -> bool:
        run = best_run(hand, suit_of(pay))
        if run[0] < SHORTEST_RUN:
            return True
        if top is None or winner is None:
            return False
        return run <= top if priority.index(seat) > priority.index(winner) else run < top

    if not all(beaten(seat, hands[seat]) for seat in range(players)
               if seat != winner and not free[seat]):
        return None
    for card in cards:
        fits = [i for i, zone in enumerate(zones) if free[i] and zone.allowed >> card & 1
                and (i >= players or beaten(i, hands[i] | 1 << card))]
        if not fits:
            return None
        pick = rng.randrange(sum(free[i] for i in fits))
        for zone_index in fits:
            pick -= free[zone_index]
            if pick < 0:
                break
        extra[zone_index].append(card)
        free[zone_index] -= 1
        if zone_index < players:
            hands[zone_index] |= 1 << card
    return [zone.with_known(more) for zone, more in zip(zones, extra, strict=True)]


def _winning_run(hands: list[int], winner: int, priority: list[int], cards: list[Card],
                 room: int, pay_suit: int, rng: random.Random) -> list[Card] | None:
    """The cards (of ``cards``, at most ``room`` of them) that give ``winner`` a run of three
    or more beating every run the other hands already hold (a tie goes to the seat first in
    ``priority``), one such run drawn at random; None if there is none."""
    have = hands[winner]
    available = have | mask_of(cards)
    rivals = [(best_run(hand, pay_suit), priority.index(seat) < priority.index(winner))
              for seat, hand in enumerate(hands) if seat != winner]
    runs = []
    for suit in range(4):
        ranked = sorted((c for c in range(suit * 13, suit * 13 + 13) if available >> c & 1),
                        key=ACE_HIGH_ORDER.power.__getitem__)
        for first in range(len(ranked)):
            for last in range(first + SHORTEST_RUN - 1, len(ranked)):
                powers = [ACE_HIGH_ORDER.power[c] for c in ranked[first:last + 1]]
                if powers[-1] - powers[0] != last - first:
                    break
                run = (last - first + 1, powers[-1], suit == pay_suit)
                needed = [c for c in ranked[first:last + 1] if not have >> c & 1]
                if len(needed) <= room and all(run > other if before else run >= other
                                               for other, before in rivals):
                    runs.append(needed)
    return rng.choice(runs) if runs else None


def count_clues(obs: Observation) -> tuple[list[int], list[list[Choice]]]:
    """What a count to 31 told (``playout_31``): per seat, the cards it cannot hold now —
    a seat passed over, or closing a count, or adding automatically, had no other card
    that fitted — and the moments it chose among several cards that fitted."""
    players = obs.players
    pack = mask_of(GAMES["poch"].pack(players, obs.options))
    barred = [0] * players
    choices: list[list[Choice]] = [[] for _ in range(players)]
    played = [0] * players
    count, last = 0, None
    for ev in obs.deal_events:
        if isinstance(ev, RunStop):
            for seat in range(players):
                barred[seat] |= _fitting(count)
            count, last = 0, None
        elif isinstance(ev, Play):
            seat, card = ev.seat, parse_card(ev.card)
            if last is not None:
                _passed_over(barred, last, seat, count)
                fitting = _fitting(count)
                if ev.forced:
                    barred[seat] |= fitting
                else:
                    choices[seat].append(Choice(fitting & pack & ~(1 << card),
                                                played[seat] + 1))
            played[seat] += 1
            count += PIP_VALUES[rank_of(card) - 1]
            last = seat
    waiting = obs.to_act
    if last is not None and waiting is not None and obs.phase == "play":
        _passed_over(barred, last, waiting, count)
        choices[waiting].append(Choice(_fitting(count) & pack, played[waiting], 2))
    return barred, choices


def _fitting(count: int) -> int:
    """The cards that may be added to a count."""
    return FITTING[min(COUNT_LIMIT - count, 10)]


def _passed_over(barred: list[int], last: int, adder: int, count: int) -> None:
    """The seats between the last card's player and the one adding had nothing that fit."""
    players = len(barred)
    seat = (last + 1) % players
    while seat != adder:
        barred[seat] |= _fitting(count)
        if seat == last:
            break
        seat = (seat + 1) % players


def _set_holders(obs: Observation) -> dict[int, bool]:
    """Seats known to hold a set (True: they bet, called, raised, folded or went all in)
    or to hold none (False: barred, they could only pass after the opening)."""
    known: dict[int, bool] = {}
    opened = False
    for ev in obs.deal_events:
        if not isinstance(ev, Bid):
            continue
        word = ev.bid.split()[0]
        if word != "pass":
            known[ev.seat] = True
        elif opened:
            known.setdefault(ev.seat, False)
        opened = opened or word == "bet"
    return known


def _with_set(held: list[Card], free: list[Card], room: int,
              rng: random.Random) -> list[Card] | None:
    """Cards to add to ``held`` so that it holds a pair or better."""
    if has_set(mask_of(held)):
        return []
    held_ranks = {rank_of(c) for c in held}
    by_rank: dict[int, list[Card]] = {}
    for card in free:
        by_rank.setdefault(rank_of(card), []).append(card)
    choices = []
    for rank, cards in by_rank.items():
        need = 1 if rank in held_ranks else 2
        if need <= min(len(cards), room):
            choices.append((need, cards, comb(len(cards), need)))
    if not choices:
        return None
    need, cards, _ = rng.choices(choices, weights=[w for _, _, w in choices])[0]
    return rng.sample(cards, need)


def _without_set(held: list[Card], free: list[Card], room: int,
                 rng: random.Random) -> list[Card] | None:
    """Cards of distinct ranks, none of ``held``'s, filling the ``room`` left."""
    used = {rank_of(c) for c in held}
    order = list(free)
    rng.shuffle(order)
    extra: list[Card] = []
    for card in order:
        if len(extra) == room:
            break
        if rank_of(card) not in used:
            used.add(rank_of(card))
            extra.append(card)
    return extra if len(extra) == room else None


KNOWLEDGE = PochKnowledge()
SCALE_HANDS = 150
"""Random hands a strength percentile is measured against."""



# --- bots ---------------------------------------------------------------------------------


LEVELS: Mapping[str, StopsLevel] = {
    "heuristic": StopsLevel(Style(), samples=120, read_bets=False, worlds=0),
    "novice": StopsLevel(Style(noise=0.15, bluff=0.05), samples=60, read_bets=False,
                        worlds=0, play_noise=0.25),
    "joueur": StopsLevel(Style(bluff=0.1, slow_play=0.2), samples=200, read_bets=True,
                        worlds=4, leads=2),
    "maitre": StopsLevel(Style(bluff=0.1, slow_play=0.1), samples=500, read_bets=True,
                        worlds=150, confidence=0.0),
}


def bot(level: str) -> PochBot:
    """The Poch bot of a level of ``BOT_LEVELS``."""
    return PochBot(LEVELS[level])


def advise(observation: Observation, legal: Sequence[Action], rng: random.Random,
           budget: Budget = UNLIMITED) -> Advice:
    """The coach's advice: the master bot's decision and why (``histcards.ai.advice``)."""
    return bot(MASTER).advise(observation, legal, rng, budget)


class PochBot(VyingStopsBot):
    """Bets from the chance of holding the best set (sampled deals, the opponents' bets
    weighed in); leads the play-out by rollouts or by the heuristic: runs that give the
    lead back first, then the longest."""

    def vying(self, obs: Observation) -> bool:
        return obs.phase == "betting"

    def spot(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
             budget: Budget) -> Spot:
        level = self.level
        return betting_spot(obs, legal, equity(obs, level.samples, level.read_bets, rng,
                                               budget))

    def exact_spot(self, world: Match, obs: Observation, legal: Sequence[Action]) -> Spot:
        deal = world_deal(world, PochDeal)
        tally = EquityTally()
        showdown(betting_contest(obs, deal.rules), deal.hands, {}, tally)
        return betting_spot(obs, legal, tally.equity)

    def action(self, obs: Observation, move: Move, legal: Sequence[Action],
               rng: random.Random) -> Action:
        return betting_action(move, legal)

    def candidates(self, obs: Observation, legal: Sequence[Action]) -> list[Action]:
        hand = [a.card for a in legal]
        count = obs.table["count"]
        holder = _observed_holder(obs)
        order = lead_order(hand, obs.seat, holder) if count is None \
            else count_order(hand, count, obs.seat, holder)
        return [PLAYS[c] for c in order]

    def holding(self, obs: Observation) -> str | None:
        holder = obs.table["pay_card_holder"]
        hand = mask_of(obs.hand) | (1 << pay_card(obs) if obs.seat == holder else 0)
        size, rank, _ = best_set_of(hand)
        return f"{SET_NAMES.get(size, 'high')} {RANK_SYMBOLS[rank - 1]}" if size else None

    def explain_play(self, obs: Observation, action: Action) -> tuple[Said, ...]:
        card, count = action.card, obs.table["count"]
        holder = _observed_holder(obs)
        if count is not None:
            total = count + PIP_VALUES[rank_of(card) - 1]
            closes = not any(holder(c) not in (None, obs.seat)
                             for c in cards_in(FITTING[min(COUNT_LIMIT - total, 10)]))
            return (Said.of(CLOSE_COUNT if closes else ADD_TO_COUNT, card=card, total=total),)
        mine, _, again = run_from(card, obs.seat, holder)
        if mine == len(obs.hand):
            return (Said.of(RUN_OUT, card=card),)
        below = PREDECESSOR[card]
        unreachable = below < 0 or holder(below) is None
        text = RUN_BACK if again else RUN_ON if mine > 1 else \
            RUN_LOW if unreachable else RUN_PASSES
        return (Said.of(text, card=card, mine=mine),)

    def policy(self, world: Match, rng: random.Random) -> Action:
        deal = world_deal(world, PochDeal)
        hands = deal.hands
        me = deal.seat_to_act()

        def holder(card: Card) -> int | None:
            for seat, hand in enumerate(hands):
                if hand >> card & 1:
                    return seat
            return None

        cards = [a.card for a in world.legal()]
        if deal.rules.playout_31:
            return PLAYS[count_order(cards, deal.count, me, holder)[0]]
        return PLAYS[lead_order(cards, me, holder)[0]]


# --- the coach's reasons ------------------------------------------------------------

PREDECESSOR = tuple(SUCCESSOR.index(card) if card in SUCCESSOR else -1 for card in range(52))
"""The card a run reaches just before each card (-1 for the lowest of its suit)."""

RUN_OUT = reason("Lead {card}: the run it starts plays every card you have left, so you go "
                 "out.")
RUN_BACK = reason("Lead {card}: the run climbs through {mine:cards} of yours and stops with "
                  "you, so you lead again.")
RUN_ON = reason("Lead {card}: the run plays {mine:cards} of yours before it passes to the "
                "others.")
RUN_LOW = reason("Lead {card}: the run passes to the others at once, but no run can reach "
                 "this card any more, so only a lead will ever play it.")
RUN_PASSES = reason("Lead {card}: the run passes to the others at once; in the deals the "
                    "computer imagined, this lead did best.")
CLOSE_COUNT = reason("Add {card}: the count reaches {total} and nobody else can add to it, so "
                     "you close it, are paid, and lead again.")
ADD_TO_COUNT = reason("Add {card}: the count reaches {total}; a heavy card now keeps your "
                      "light ones for the counts to come.")


# --- the betting -------------------------------------------------------------------


def _bid_word(bid: Bid) -> str:
    return bid.bid.split()[0]


BID_MEANING = {"bet": AGGRESSIVE, "raise": AGGRESSIVE, "allin": AGGRESSIVE,
               "call": PASSIVE, "pass": GIVE_UP}


def equity(obs: Observation, samples: int, read_bets: bool, rng: random.Random,
           budget: Budget = UNLIMITED) -> float:
    """The chance that the seat's set beats every other seat still in the betting, over
    sampled deals (weighed by the opponents' bets when ``read_bets``)."""
    sampler = WorldSampler(obs)
    rules = world_deal(sampler.dealt(rng), PochDeal).rules
    contest = betting_contest(obs, rules)
    holder = obs.table["pay_card_holder"]
    readings: dict[int, BetReading] = {}
    if read_bets:
        said = bids_said(obs, _bid_word)
        pool = [c for c in sampler.pack if c not in obs.hand and c != rules.pay_card]
        for seat in contest.rivals:
            size = obs.hand_sizes[seat] - (seat == holder)
            scale = random_scale(partial(contest.strength, seat), pool, size, SCALE_HANDS,
                                 rng)
            readings[seat] = BetReading([BID_MEANING[w] for w in said[seat]
                                         if w in BID_MEANING], scale)
    return showdown_equity(sampler, contest, readings, samples, budget, rng).equity


def betting_contest(obs: Observation, rules: DealRules) -> Contest:
    """The betting's showdown as the seat sees it: its set against those of the seats
    still in, measured with the deal's rules (rules §5)."""
    status = obs.table["betting"]["status"]
    me = obs.seat
    rivals = [s for s in range(obs.players) if s != me and status[s] != "out"]
    holder = obs.table["pay_card_holder"]
    pay = 1 << pay_card(obs)

    def strength(seat: int, hand: int) -> Strength:
        return hand_strength(hand | (pay if seat == holder else 0), rules,
                             (seat - rules.eldest) % obs.players)

    return Contest(strength(me, mask_of(obs.hand)), rivals, strength)


def betting_spot(obs: Observation, legal: Sequence[Action], chance: float) -> Spot:
    """The betting decision in the shared vying terms."""
    betting = obs.table["betting"]
    me = obs.seat
    bets = [a.stake for a in legal if a.kind == "bet"]
    raises = [a.stake for a in legal if a.kind == "raise"]
    return Spot(
        equity=chance, pot=chip_pools(obs)["poch"],
        opponents=sum(1 for s, st in enumerate(betting["status"]) if s != me and st != "out"),
        cost=betting["level"] - obs.table["bets"][me], opened=betting["opened"],
        open_amounts=range(min(bets), max(bets) + 1) if bets else range(0),
        raise_amounts=range(min(raises), max(raises) + 1) if raises else range(0),
        can_check=PASS in legal and not betting["opened"],
        check_returns=bool(obs.options["pass_reentry"]),
        can_call=CALL in legal, can_fold=FOLD in legal, can_allin=ALLIN in legal,
        my_raises=sum(w in ("bet", "raise") for w in bids_said(obs, _bid_word)[me]),
    )


def betting_action(move: Move, legal: Sequence[Action]) -> Action:
    """The Poch action for a vying move (the nearest legal one)."""
    wanted = {vying.CHECK: PASS, vying.CALL: CALL, vying.FOLD: FOLD, vying.ALLIN: ALLIN,
              vying.OPEN: Action("bet", amount=move.amount),
              vying.RAISE: Action("raise", amount=move.amount)}.get(move.kind)
    if wanted is not None and wanted in legal:
        return wanted
    for fallback in (CALL, PASS, FOLD):
        if fallback in legal:
            return fallback
    return legal[0]


# --- the play-out --------------------------------------------------------------------


Holder = Callable[[Card], "int | None"]
"""Who holds a card: a seat, ``SOMEONE`` (another seat, unknown which), or None (the card
is played, turned up or asleep in the stock)."""
SOMEONE = -1


def run_from(card: Card, me: int, holder: Holder) -> tuple[int, int, bool]:
    """Follow the run a lead of ``card`` makes: (cards ``me`` plays in it, cards the others
    play, whether ``me`` plays its last card and so leads again)."""
    mine, theirs, last_mine = 1, 0, True
    while (card := SUCCESSOR[card]) >= 0:
        seat = holder(card)
        if seat is None:
            break
        last_mine = seat == me
        mine += last_mine
        theirs += not last_mine
    return mine, theirs, last_mine


def lead_order(hand: Sequence[Card], me: int, holder: Holder) -> list[Card]:
    """The hand's cards as leads, best first: a run that empties the hand; runs that give
    the lead back (the longest first); then the runs playing most of the hand and least of
    the others', low cards first (nothing but a lead can play a lowest card)."""
    power = ACE_HIGH_ORDER.power

    def preference(card: Card) -> tuple:
        mine, theirs, again = run_from(card, me, holder)
        if mine == len(hand):
            return (2, 0, 0)
        return (int(again), mine - theirs / 2, -power[card])

    return sorted(hand, key=preference, reverse=True)


def count_order(cards: Sequence[Card], count: int, me: int, holder: Holder) -> list[Card]:
    """The cards that may join a count to 31 (``playout_31``), best first: those after
    which nobody else can add (the count closes, its closer is paid and leads), then the
    heaviest (light cards fit more counts later)."""

    def preference(card: Card) -> tuple[bool, int]:
        total = count + PIP_VALUES[rank_of(card) - 1]
        fits = FITTING[min(COUNT_LIMIT - total, 10)]
        closes = not any(holder(c) not in (None, me) for c in cards_in(fits))
        return closes, PIP_VALUES[rank_of(card) - 1]

    return sorted(cards, key=preference, reverse=True)


def _observed_holder(obs: Observation) -> Holder:
    """Who holds a card, as far as the seat knows: its own cards, the cards shown, cards
    out of play; any other card is taken to be in another hand when most unseen cards
    are (all of them in the modern deal)."""
    me = obs.seat
    sampler = WorldSampler(obs)
    pack = set(sampler.pack)
    played = played_by(obs)
    where: dict[Card, int | None] = {}
    for seat, zone in enumerate(sampler.zones[:obs.players]):
        for card in zone.known:
            where[card] = seat
    for cards in played:
        for card in cards:
            where[card] = None
    for card in sampler.zones[obs.players].known:
        where[card] = None
    holder_seat = obs.table["pay_card_holder"]
    where[pay_card(obs)] = holder_seat if holder_seat is not None else None
    for card in obs.hand:
        where[card] = me
    hidden = sum(obs.hand_sizes) - len(obs.hand) - sum(
        1 for c, s in where.items() if s is not None and s != me)
    asleep = sampler.zones[obs.players].size - len(sampler.zones[obs.players].known)
    default = SOMEONE if hidden >= asleep else None
    return lambda card: where.get(card, default if card in pack else None)
