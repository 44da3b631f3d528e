"""Observations: a frozen view of a match from one seat.

An ``Observation`` holds the seat's own hand and everything public (cards on the table,
tricks taken, turn-ups, announcements, bets, banks, pools, scores, the counts of cards in
the other hands, the public events of the deal) and nothing else. Bots and the table view
read observations only.

The ``table`` mapping (also printed by ``histcards replay``) uses one vocabulary across
games, so the table view can draw any of them; a game fills the keys it has and may add
its own:

``trick``          the trick in progress, ``[{"seat", "card"}]`` in play order
``leader``         seat that led (or leads) the current trick / run
``last_trick``     the previous trick, same shape as ``trick``
``tricks_won``     tricks taken per seat
``trumps``         trump suit letter (``"H"``) or null
``turnups``        face-up cards beside the talon / pay card, ``["KH", …]``
``talon``          number of face-down cards left in the talon / stock
``run``            the stops run in progress, ``[{"seat", "card"}]`` (Poch, Hoc)
``need``           rank needed to continue the run, or null
``announcements``  public announcements of the deal, ``[{"seat", "text"}]``
``bets``           chips each seat has put in the current vying round
``bid``            the standing bid of the vying round in progress, ``{"seat", "level",
                   "claim"}`` (the seat that opened or raised last, null before anyone
                   did), or null outside a vying round
``to_call``        what matching that bid costs the seat to act, ``{"action", "amount"}``
                   (the game's action that does it), or null
``declarer``       seat of a capot / the Man, or null

The ``private`` mapping holds what only the seat knows besides its hand, e.g. its own
discards (Polignac) or ``claims_held``, the claims of an auction its hand bears out, best
first (Hoc Mazarin).

Card values in observations and events are always canonical card text (``"10H"``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from histcards.cards import Card
from histcards.engine.actions import Action
from histcards.engine.events import Event


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
    legal: Sequence[Action]
    """The seat's legal actions when it is to act (``Match.legal()``, immutable), else
    none."""
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    table: Mapping[str, Any]
    private: Mapping[str, Any]
    scores: tuple[int, ...]
    deal_scores: tuple[int, ...]
    banks: tuple[int, ...] | None
    pools: Mapping[str, int] | None
    teams: tuple[tuple[int, ...], ...] | None
    deal_events: tuple[Event, ...]
    deal_actions: tuple[str, ...]
    over: bool
    winners: tuple[int, ...]
    deal_start: Mapping[str, Any]
    """The public match state the deal started from, before its antes, in the form of a
    record's ``start`` (``scores``; ``banks`` and ``pools`` in chip games; ``carry`` when a
    game keeps state between deals). With ``deal_actions`` and the seat's cards it is
    enough to rebuild the deal (``histcards.ai.worlds``)."""
