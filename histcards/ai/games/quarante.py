"""Quarante de Roi: what a seat knows of the deal (world sampling) and its bots."""

from __future__ import annotations

import random
from math import comb

from histcards.ai.worlds import Knowledge, Zone
from histcards.cards import JACK, KING, QUEEN, make_card, mask_of, parse_card, parse_rank
from histcards.engine.game import LayoutShape
from histcards.engine.observation import Observation

CLIQUE_RANKS = (KING, QUEEN, JACK)


class QuaranteKnowledge(Knowledge):
    """The turn-up is known and is not part of the dealer's seven concealed cards; an
    announced clique means its announcer held that many cards of one court rank (the
    turn-up counting for the dealer) when he played to the first trick."""

    def must_trump_in(self, obs: Observation) -> bool:
        return bool(obs.options["must_trump_when_void"])

    def zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        turnup = parse_card(obs.table["turnup"])
        zones = self.hand_zones(obs, shape)
        dealer = zones[obs.dealer]
        zones[obs.dealer] = Zone(tuple(c for c in dealer.known if c != turnup), dealer.size,
                                 dealer.allowed)
        return [*zones, Zone((turnup,), 1)]

    def pin(self, obs: Observation, zones: list[Zone], rng: random.Random) -> list[Zone]:
        zones = list(zones)
        turnup = zones[-1].known[0]
        for announced in obs.table["announcements"]:
            seat = announced["seat"]
            if seat == obs.seat:
                continue
            zones[seat] = _pin_clique(zones, seat, announced["size"], announced["rank"],
                                      turnup if seat == obs.dealer else None, rng)
        return zones


def _pin_clique(zones: list[Zone], seat: int, size: int, rank_text: str | None,
                turnup: int | None, rng: random.Random) -> Zone:
    """``seat``'s zone with enough cards of one court rank fixed to make its clique."""
    zone = zones[seat]
    taken = mask_of(c for z in zones for c in z.known)
    held = set(zone.known) | ({turnup} if turnup is not None else set())
    ranks = (parse_rank(rank_text),) if rank_text else CLIQUE_RANKS
    choices: list[tuple[int, list[int], int]] = []
    for rank in ranks:
        cards = [make_card(rank, suit) for suit in range(4)]
        have = sum(c in held for c in cards)
        free = [c for c in cards if not taken >> c & 1 and zone.allowed >> c & 1]
        need = max(0, size - have)
        if need <= min(len(free), zone.free):
            choices.append((need, free, comb(len(free), need)))
    if not choices:
        return zone  # impossible here: the sample will be rejected
    need, free, _ = rng.choices(choices, weights=[w for _, _, w in choices])[0]
    return zone.with_known(rng.sample(free, need))


KNOWLEDGE = QuaranteKnowledge()
