"""Hoc Mazarin: what a seat knows of the deal (world sampling) and its bots."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from histcards.ai.worlds import ALL_CARDS, Knowledge, Zone, played_by
from histcards.cards import (
    CARD_NAMES,
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
from histcards.engine.announcements import RANK_MASKS
from histcards.engine.combinations import best_point
from histcards.engine.game import LayoutShape
from histcards.engine.games.hoc import (
    CHANCES,
    FACE_MASK,
    HOC_MASK,
    POINT,
    POINT_VALUES,
    PRINCIPAL_HOCS,
    SEQUENCE,
    Combination,
    combinations_of,
)
from histcards.engine.observation import Observation

FULL_DECK = (1 << 52) - 1
COMPLETE_TRIES = 300


def natural(rank: int) -> int:
    """The cards of ``rank`` that are not principal hocs."""
    return RANK_MASKS[rank] & ~HOC_MASK


@dataclass(frozen=True)
class Choice:
    """A moment a seat had a choice: it held a principal hoc, or ``count`` cards of
    ``mask``, after its ``after`` first plays."""

    mask: int
    after: int
    count: int = 1


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
        kind = ev["type"]
        seat = ev.get("seat")
        if kind == "pass":
            window = _asked(clues, window, seat, count)
            continue
        if ev.get("out_of_turn"):
            _asked(clues, window, seat, count)
        else:
            _asked(clues, window, None, count)
        window = []
        if kind == "announce" and ev["announcement"] == "carte_blanche":
            clues.barred[seat] |= FACE_MASK
        elif kind == "announce" and ev["announcement"] == "without":
            rank = parse_rank(ev["rank"])
            if ev.get("forced"):
                clues.barred[seat] |= HOC_MASK | natural(rank)
            elif compulsory:
                clues.barred[seat] |= natural(rank)
                clues.choices[seat].append(Choice(HOC_MASK, count[seat]))
        elif kind == "play":
            card = parse_card(ev["card"])
            if need and ev.get("forced"):
                clues.barred[seat] |= HOC_MASK | natural(need)
            elif need and compulsory and card not in PRINCIPAL_HOCS \
                    and not ev.get("out_of_turn"):
                other = (natural(need) & ~(1 << card)) | HOC_MASK
                clues.choices[seat].append(Choice(other, count[seat] + 1))
            count[seat] += 1
            need = 0 if card in PRINCIPAL_HOCS else rank_of(card) + 1
            if need and obs.options["hoc_out_of_turn"]:
                window = [(seat + k) % players for k in range(1, players)]
        elif kind == "run_stop":
            need = 0
    waiting = obs.to_act
    if window and waiting in window:
        _asked(clues, window, waiting, count)
    elif need and waiting is not None:
        _asked(clues, window, None, count)
        clues.choices[waiting].append(Choice(natural(need), count[waiting], 2))
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
        if ev["type"] == "showdown":
            for reveal in ev["reveals"]:
                cards = reveal["cards"]
                flat = cards if not cards or isinstance(cards[0], str) \
                    else [c for combo in cards for c in combo]
                shown[reveal["seat"]] += [parse_card(c) for c in flat]
        elif ev["type"] == "announce" and "cards" in ev:
            shown[ev["seat"]] += [parse_card(c) for c in ev["cards"]]
    return shown


def ranked_combinations(hand: int, chance: int, options: Mapping[str, Any]
                        ) -> list[Combination]:
    """A hand's sequences or tricons, best first, as a showdown ranks them (§3.3 E3:
    length — or class, by option — then top rank)."""
    by_class = options["seq_compare"] == "class_then_top"
    combos = combinations_of(hand, chance, options["seq_suited"])
    return sorted(combos, key=lambda c: (min(c.size, 5) if by_class else c.size, c.rank),
                  reverse=True)


def showdown_key(hand: int, chance: int, options: Mapping[str, Any]) -> tuple[int, int]:
    """What a hand brings to a chance's showdown (higher wins; ties go by priority)."""
    if chance == POINT:
        point = best_point(hand, POINT_VALUES)
        return point.count, point.value
    combos = ranked_combinations(hand, chance, options)
    if not combos:
        return 0, 0
    best = combos[0]
    by_class = options["seq_compare"] == "class_then_top"
    return (min(best.size, 5) if by_class and chance == SEQUENCE else best.size), best.rank


def _shows(hand: int, reveal: Mapping[str, Any], chance: int, winner: bool,
           options: Mapping[str, Any]) -> bool:
    """Whether ``hand`` makes exactly the reveal it made at a chance's showdown."""
    if chance == POINT:
        point = best_point(hand, POINT_VALUES)
        return (f"point {point.count}" == reveal["combination"]
                and [CARD_NAMES[c] for c in point.cards] == reveal["cards"])
    combos = ranked_combinations(hand, chance, options)
    shown = combos if winner else combos[:1]
    return ([c.name for c in shown] == reveal["combinations"]
            and [[CARD_NAMES[c] for c in combo.cards] for combo in shown] == reveal["cards"])


def _hand_checks(obs: Observation) -> list[list[Callable[[int], bool]]]:
    """Per seat, what its starting hand must satisfy: the same reveals at every showdown
    it took part in, and a court card unless it announced carte blanche once that was
    settled."""
    checks: list[list[Callable[[int], bool]]] = [[] for _ in range(obs.players)]
    options = obs.options
    blanche = {ev["seat"] for ev in obs.deal_events
               if ev["type"] == "announce" and ev["announcement"] == "carte_blanche"}
    settled = options["cb_timing"] == "before_auctions" or obs.phase == "play"
    for ev in obs.deal_events:
        if ev["type"] != "showdown":
            continue
        chance = CHANCES.index(ev["chance"])
        for reveal in ev["reveals"]:
            winner = reveal["seat"] == ev["winner"]
            checks[reveal["seat"]].append(partial(_shows, reveal=reveal, chance=chance,
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
        if ev["type"] != "showdown":
            continue
        for reveal in ev["reveals"]:
            seat = reveal["seat"]
            if ev["chance"] == "point":
                cards = [parse_card(c) for c in reveal["cards"]]
                bars[seat] |= SUIT_MASKS[suit_of(cards[0])] & ~mask_of(cards)
                continue
            for combo in reveal["cards"]:
                cards = [parse_card(c) for c in combo]
                bars[seat] |= _beside(cards, suited) if ev["chance"] == "sequence" \
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
        played = played_by(obs)
        for seat, choices in enumerate(play_clues(obs).choices):
            if seat != obs.seat:
                for choice in choices:
                    zones[seat] = _give_choice(zones, seat, choice, played[seat], rng)
        for seat, checks in enumerate(_hand_checks(obs)):
            if seat != obs.seat and checks and zones[seat].free:
                zones[seat] = _complete(zones, seat, checks, rng)
        return zones


def _give_choice(zones: list[Zone], seat: int, choice: Choice, played: list[Card],
                 rng: random.Random) -> Zone:
    """``seat``'s zone with cards fixed at random, from ``choice.mask`` and the principal
    hocs, until it held a hoc or ``choice.count`` cards of the mask at that moment."""
    zone = zones[seat]
    held = (mask_of(zone.known) & ~mask_of(played)) | mask_of(played[choice.after:])
    taken = mask_of(c for z in zones for c in z.known)
    free = card_list((choice.mask | HOC_MASK) & zone.allowed & ~taken)
    rng.shuffle(free)
    extra: list[Card] = []
    while not held & HOC_MASK and (held & choice.mask).bit_count() < choice.count:
        if not free or len(extra) == zone.free:
            return zone  # cannot be: the sample will be rejected
        card = free.pop()
        extra.append(card)
        held |= 1 << card
    return zone.with_known(extra)


def _complete(zones: list[Zone], seat: int, checks: list[Callable[[int], bool]],
              rng: random.Random) -> Zone:
    """``seat``'s zone filled with unknown cards passing every check (drawn again until
    they do, a bounded number of times; the zone unchanged if none did)."""
    zone = zones[seat]
    taken = mask_of(c for z in zones for c in z.known)
    free = card_list(zone.allowed & ~taken & FULL_DECK)
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
