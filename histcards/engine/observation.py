"""Observations: a frozen view of a match from one seat.

An ``Observation`` holds the seat's own hand and everything public (cards on the table,
tricks taken, turn-ups, announcements, bets, banks, pools, scores, the counts of cards in
the other hands, the public events of the deal) and nothing else. Bots and the table view
read observations only.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from histcards.cards import Card
from histcards.engine.actions import Action


@dataclass(frozen=True)
class Observation:
    """What one seat may know at one moment of a match."""

    game: str
    seat: int
    players: int
    options: Mapping[str, Any]
    dealer: int
    deal_index: int
    phase: str
    to_act: int | None
    legal: tuple[Action, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    table: Mapping[str, Any]
    private: Mapping[str, Any]
    scores: tuple[int, ...]
    deal_scores: tuple[int, ...]
    banks: tuple[int, ...] | None
    pools: Mapping[str, int] | None
    teams: tuple[tuple[int, ...], ...] | None
    deal_events: tuple[Mapping[str, Any], ...]
    deal_actions: tuple[str, ...]
    over: bool
    winners: tuple[int, ...]
