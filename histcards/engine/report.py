"""The state report ``histcards replay`` prints: one JSON-ready object (architecture §9.5)."""

from __future__ import annotations

from typing import Any

from histcards.cards import CARD_NAMES, cards_in
from histcards.engine.events import events_json
from histcards.engine.match import Match


def state_report(match: Match) -> dict[str, Any]:
    """Everything a replay reports about a match, full state (hidden cards included)."""
    deal = match.deal
    ledger = match.ledger
    return {
        "game": match.game.id,
        "players": match.players,
        "deal_index": match.deal_index,
        "dealer": match.dealer,
        "phase": match.phase,
        "to_act": match.to_act,
        "legal": [str(a) for a in match.legal()],
        "hands": [[CARD_NAMES[c] for c in cards_in(h)] for h in deal.hands] if deal else
                 [[] for _ in range(match.players)],
        "table": deal.table(match) if deal else {},
        "deal_scores": list(match.deal_scores),
        "scores": list(match.scores),
        "teams": [list(t) for t in match.teams] if match.teams else None,
        "banks": list(ledger.banks) if ledger else None,
        "pools": dict(ledger.pools) if ledger else None,
        "events": events_json(match.events),
        "over": match.over,
        "winners": list(match.winners),
    }
