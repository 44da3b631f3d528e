"""Drawing cards by lot: the draw for first dealer, shared by the games that hold one.

The pack is spread face down and every player draws a card; the highest deals. Players
who tie for highest draw again from a fresh spread until one is highest. A game supplies
its draw order as a key (higher is better); a key that orders every card strictly (a
suit order breaking rank ties) settles the draw in one round.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from histcards.cards import CARD_NAMES, Card, shuffle
from histcards.engine.events import Draw, Event, FirstDealer

DrawKey = Callable[[Card], tuple[int, ...]]


def is_draw_event(item: Event) -> bool:
    """Whether an event reports the draw for first dealer (``draw`` or ``first_dealer``)."""
    return isinstance(item, Draw | FirstDealer)


def draw_for_dealer(players: int, pack: Sequence[Card], key: DrawKey,
                    rng: random.Random) -> tuple[int, list[Event]]:
    """Hold the draw for first dealer; returns the dealer and one ``draw`` event per round
    (``cards`` per seat, null for seats not drawing) then a ``first_dealer`` event."""
    drawing = list(range(players))
    events: list[Event] = []
    while True:
        spread = list(pack)
        shuffle(spread, rng.getrandbits)  # as rng.shuffle(spread), faster
        drawn = dict(zip(drawing, spread, strict=False))
        events.append(Draw(tuple(CARD_NAMES[drawn[s]] if s in drawn else None
                                 for s in range(players))))
        best = max(key(c) for c in drawn.values())
        drawing = [s for s in drawing if key(drawn[s]) == best]
        if len(drawing) == 1:
            events.append(FirstDealer(drawing[0]))
            return drawing[0], events
