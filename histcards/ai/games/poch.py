"""Poch / Le Poque: what a seat knows of the deal (world sampling) and its bots."""

from __future__ import annotations

import random
from collections.abc import Iterator
from math import comb

from histcards.ai.worlds import Knowledge, Zone, played_by
from histcards.cards import Card, make_card, mask_of, parse_card, rank_of
from histcards.engine.game import LayoutShape
from histcards.engine.games import GAMES
from histcards.engine.games.poch import (
    HONOUR_RANKS,
    KING,
    QUEEN,
    SUCCESSOR,
    anted_pools,
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
    anted = anted_pools(obs.options)
    ante = next(e for e in obs.deal_events if e["type"] == "ante")
    index = anted.index(pool) if pool in anted else len(anted)
    return any(paid > index * obs.options["ante"] for paid in ante["paid"])


def _honours_paid(obs: Observation) -> bool:
    """Whether the honour pools of the hands have been paid in this deal yet."""
    return obs.options["stage_order"] == "pools_first" or obs.phase != "betting"


def _held_honours(obs: Observation) -> Iterator[tuple[int, list[Card]]]:
    """``(seat, cards)`` for each honour pool won by holding."""
    for ev in obs.deal_events:
        if ev["type"] == "pool_won" and ev["reason"] == "holding":
            yield ev["seat"], _pool_cards(ev["pool"], obs)


def _sleeping_cards(obs: Observation) -> list[Card]:
    """Cards known to lie in the unused stock: honours whose pool nobody won, and the cards
    that would have continued a stopped run."""
    pay = pay_card(obs)
    held_pay = obs.table["pay_card_holder"] is not None
    asleep: list[Card] = []
    if _honours_paid(obs):
        won = {ev["pool"] for ev in obs.deal_events
               if ev["type"] == "pool_won" and ev["reason"] in ("holding", "turnup")}
        for pool in HONOUR_RANKS:
            cards = _pool_cards(pool, obs)
            if (pool in (obs.pools or {}) and pool not in won and len(cards) == 1
                    and (cards[0] != pay or held_pay) and _pool_filled(pool, obs)):
                asleep.append(cards[0])
    played = 0
    for ev in obs.deal_events:
        if ev["type"] == "play":
            played |= 1 << parse_card(ev["card"])
        elif ev["type"] == "run_stop":
            following = SUCCESSOR[parse_card(ev["card"])]
            if following >= 0 and not played >> following & 1 and (following != pay or held_pay):
                asleep.append(following)
    return [c for c in dict.fromkeys(asleep) if c != pay]


class PochKnowledge(Knowledge):
    """The pay card is the stock's top card (V2: it joins its receiver's hand, the layout
    still lists it on the stock). A seat knows the hands shown at a showdown, the pay-suit
    honours whose pools were won by holding, and the cards that must sleep in the stock:
    honours whose pool nobody won and the cards a stopped run lacked."""

    def zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        pay = pay_card(obs)
        known: list[list[Card]] = played_by(obs)
        known[obs.seat] += obs.hand
        for seat, cards in _held_honours(obs):
            known[seat] += cards
        for ev in obs.deal_events:
            if ev["type"] == "showdown":
                for seat, hand in ev["hands"].items():
                    known[int(seat)] += [parse_card(c) for c in hand]
        zones = [Zone(tuple(c for c in dict.fromkeys(cards) if c != pay), size)
                 for cards, size in zip(known, shape.hand_sizes, strict=True)]
        return [*zones, Zone((pay, *_sleeping_cards(obs)), shape.stock_size)]

    def pin(self, obs: Observation, zones: list[Zone], rng: random.Random) -> list[Zone]:
        """Where only a pair may bet, a seat that bet, called or folded holds a set and one
        that passed after the opening holds none: fix such hands before the rest."""
        if not obs.options["bet_requires_set"] or obs.options["pochen_without_pair"]:
            return zones
        zones = list(zones)
        pack = GAMES["poch"].pack(obs.players, obs.options)
        holder = obs.table["pay_card_holder"]
        for seat, has in _set_holders(obs).items():
            zone = zones[seat]
            if seat == obs.seat or not zone.free:
                continue
            taken = mask_of(c for z in zones for c in z.known)
            free = [c for c in pack if not taken >> c & 1]
            held = [*zone.known, pay_card(obs)] if seat == holder else list(zone.known)
            extra = _with_set(held, free, zone.free, rng) if has \
                else _without_set(held, free, zone.free, rng)
            if extra is None:
                return zones  # cannot be: the sample will be rejected
            zones[seat] = zone.with_known(extra)
        return zones


def _set_holders(obs: Observation) -> dict[int, bool]:
    """Seats known to hold a set (True: they bet, called, raised, folded or went all in)
    or to hold none (False: barred, they could only pass after the opening)."""
    known: dict[int, bool] = {}
    opened = False
    for ev in obs.deal_events:
        if ev["type"] != "bid":
            continue
        word = ev["bid"].split()[0]
        if word != "pass":
            known[ev["seat"]] = True
        elif opened:
            known.setdefault(ev["seat"], False)
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
    extra = []
    for card in order:
        if len(extra) == room:
            break
        if rank_of(card) not in used:
            used.add(rank_of(card))
            extra.append(card)
    return extra if len(extra) == room else None


KNOWLEDGE = PochKnowledge()

