"""Homme d'Auvergne: what a seat knows of the deal (world sampling) and its bots."""

from __future__ import annotations

from histcards.ai.worlds import Knowledge, Zone
from histcards.cards import KING, SUITS, make_card, parse_card
from histcards.engine.game import LayoutShape
from histcards.engine.observation import Observation


class HommeKnowledge(Knowledge):
    """Turn-ups are the top of the stock, in order; a King shown was in its shower's
    hand; a player asked for a late reveal holds the King of the turned suit; a player
    void in the led suit must trump."""

    must_trump = True

    def zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        zones = self.hand_zones(obs, shape)
        for king in obs.table["kings"]:
            seat, card = king["seat"], parse_card(king["card"])
            if king["how"] == "shown" and card not in zones[seat].known:
                zones[seat] = zones[seat].with_known([card])
        if obs.phase == "reveal" and obs.to_act != obs.seat:
            king = make_card(KING, SUITS.index(obs.table["candidate"]))
            zones[obs.to_act] = zones[obs.to_act].with_known([king])
        turned = tuple(parse_card(c) for c in obs.table["turnups"])
        return [*zones, Zone(turned, shape.stock_size)]


KNOWLEDGE = HommeKnowledge()
