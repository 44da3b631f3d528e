"""The stops play-out, written once for Poch and Hoc Mazarin: cards put one after another
into a run, the player of the last card leading anew when the run stops, payments from
every other player, and the first empty hand ending the play.

``StopsPlay`` keeps the run in progress (``(seat, card)`` in play order), the played pile
(a bitmask), the leader of the run and the player of the last card. A game decides what
may continue a run (Poch: the next card of the suit, played automatically; Hoc: the next
rank, any suit, with wild hocs and ``without``) and calls ``put`` for each card and
``stop_run`` when the run ends.
"""

from __future__ import annotations

from typing import Any

from histcards.cards import BIT, CARD_NAMES, NOT_BIT, Card
from histcards.engine.chips import ChipLedger, payment
from histcards.engine.events import PLAYED, Event, Play, RunStop
from histcards.engine.game import DealState
from histcards.engine.kept import forgettable, keep

_STOPPED: dict[tuple[int, str, str | None], RunStop] = {}
"""The plain ``RunStop`` events, kept once made (a Poch deal stops some six runs)."""
KEPT_STOPS = 1024
forgettable(_STOPPED.clear)


class StopsPlay(DealState):
    """The play-out state shared by the stops games."""

    __slots__ = ("last", "leader", "played", "run")

    def start_play(self, leader: int) -> None:
        """Set up the play-out: nothing played yet, ``leader`` leads."""
        self.run: list[tuple[int, Card]] = []
        self.played = 0
        self.leader = leader
        self.last = leader

    def others(self, seat: int) -> list[int]:
        """Every other seat, in playing order from the one after ``seat``."""
        n = len(self.hands)
        return [(seat + k) % n for k in range(1, n)]

    def put(self, seat: int, card: Card, forced: bool = False, **extra: Any) -> Play:
        """``seat`` plays ``card`` into the run (``extra``: the ``Play`` event's other
        fields); returns the event."""
        self.hands[seat] &= NOT_BIT[card]
        self.played |= BIT[card]
        if not self.run:
            self.leader = seat
        self.run.append((seat, card))
        self.last = seat
        if extra:
            return Play(seat, CARD_NAMES[card], forced, **extra)
        return PLAYED[forced][seat][card]

    def stop_run(self, reason: str, **extra: Any) -> RunStop:
        """The run ends: the player of the last card leads anew. Returns the event; the run
        stays on the table until the game clears it."""
        last_card = CARD_NAMES[self.run[-1][1]] if self.run else None
        if extra:
            return RunStop(self.last, reason, extra.pop("card", last_card), **extra)
        key = (self.last, reason, last_card)
        stopped = _STOPPED.get(key)
        if stopped is None:
            stopped = keep(_STOPPED, key, RunStop(*key), KEPT_STOPS)
        return stopped

    def collect(self, ledger: ChipLedger, payee: int, amount: int, reason: str,
                credit: bool = False, **details: Any) -> list[Event]:
        """Each other player pays ``payee`` the same amount."""
        events: list[Event] = []
        for seat in self.others(payee):
            events += payment(ledger, seat, payee, amount, reason, credit, **details)
        return events

    def run_table(self) -> dict[str, Any]:
        """The shared table keys of a play-out (see ``histcards.engine.observation``)."""
        return {
            "run": [{"seat": s, "card": CARD_NAMES[c]} for s, c in self.run],
            "leader": self.leader,
            "played": [CARD_NAMES[c] for c in range(52) if self.played >> c & 1],
        }
