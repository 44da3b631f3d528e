"""Polignac: what a seat knows of the deal (world sampling) and its bots."""

from __future__ import annotations

from collections.abc import Sequence

from histcards.ai.worlds import ALL_CARDS, Knowledge, Zone
from histcards.cards import CARD_NAMES, Card, mask_of, parse_card
from histcards.engine import Layout
from histcards.engine.game import LayoutShape
from histcards.engine.games.polignac import penalty_table
from histcards.engine.observation import Observation


class PolignacKnowledge(Knowledge):
    """Knaves' turn-up is the stock's known card; the dealer's discards (leftover method
    ``dealer_discard``) are a zone of his starting hand holding no penalty card, known to
    him only."""

    def zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        zones = self.hand_zones(obs, shape)
        if shape.stock_size:
            zones.append(Zone(tuple(parse_card(c) for c in obs.table["turnups"]), 1))
        discarded = obs.table.get("discarded", 0)
        if discarded:
            dealer = zones[obs.dealer]
            zones[obs.dealer] = Zone(dealer.known, dealer.size - discarded, dealer.allowed)
            own = obs.private.get("discards", ()) if obs.seat == obs.dealer else ()
            penalties = penalty_table(obs.options["ranking_variant"])
            safe = ALL_CARDS & ~mask_of(c for c in range(52) if penalties[c])
            zones.append(Zone(tuple(parse_card(c) for c in own), discarded, safe))
        return zones

    def layout(self, obs: Observation, cards: list[list[Card]], shape: LayoutShape) -> Layout:
        if not obs.table.get("discarded", 0):
            return super().layout(obs, cards, shape)
        hands = [tuple(hand) for hand in cards[:obs.players]]
        hands[obs.dealer] += tuple(cards[-1])
        return Layout(tuple(hands))

    def actions(self, obs: Observation, cards: list[list[Card]]) -> Sequence[str]:
        if not obs.table.get("discarded", 0):
            return obs.deal_actions
        discard = "discard " + " ".join(CARD_NAMES[c] for c in cards[-1])
        return [discard if a.startswith("discard") else a for a in obs.deal_actions]


KNOWLEDGE = PolignacKnowledge()
