"""Partnerships: teams of partners sitting opposite, and the ceremonies that form them.

Seats are playing-order positions, so partners opposite each other at four are seats
{0, 2} and {1, 3}. A ceremony (dealing cards face up until everyone has a King, or each
player drawing one of the four Kings) decides which player sits where: its result is a
*seating*, for each seat the index of the player (in the order the players were given)
who sits there. Everything is drawn from the generator the caller passes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from histcards.cards import (
    CARD_NAMES,
    DIAMONDS,
    HEARTS,
    KING,
    Card,
    make_card,
    rank_of,
    shuffle,
)
from histcards.engine.events import Dealt, Partnerships

RED_KINGS = (make_card(KING, HEARTS), make_card(KING, DIAMONDS))


def opposite_teams(players: int) -> list[list[int]]:
    """Two teams of partners sitting opposite each other: seats of even and odd rank."""
    return [list(range(0, players, 2)), list(range(1, players, 2))]


def check_teams(teams: Any, players: int) -> list[list[int]]:
    """Validate explicit teams (a record's ``teams``): two lists of partners sitting
    opposite, in any order. Returns them as lists of ints; ``ValueError`` otherwise."""
    if (not isinstance(teams, Sequence) or isinstance(teams, str)
            or not all(isinstance(t, Sequence) and not isinstance(t, str) for t in teams)
            or not all(isinstance(s, int) and not isinstance(s, bool)
                       for t in teams for s in t)):
        raise ValueError("'teams' must be a list of lists of seat numbers")
    given = sorted(sorted(t) for t in teams)
    if given != opposite_teams(players):
        raise ValueError(f"'teams' must pair the partners sitting opposite: "
                         f"{opposite_teams(players)} in some order, not {list(teams)}")
    return [list(t) for t in teams]


@dataclass(frozen=True)
class Ceremony:
    """The result of a partnership ceremony among four players.

    ``dealer`` is the temporary dealer (a player index) or None; ``dealt`` the cards dealt
    face up, in order, as (player, card); ``kings`` the King each player ends with;
    ``seating`` the player sitting at each seat afterwards.
    """

    method: str
    dealer: int | None
    dealt: tuple[tuple[int, Card], ...]
    kings: tuple[Card, ...]
    seating: tuple[int, ...]

    def event(self, teams: Sequence[Sequence[int]], names: Sequence[str]) -> Partnerships:
        """The event reporting the ceremony and the ``teams`` it made (players named as
        given)."""
        return Partnerships(
            teams=tuple(tuple(team) for team in teams), method=self.method, dealer=self.dealer,
            dealt=tuple(Dealt(p, CARD_NAMES[c]) for p, c in self.dealt),
            kings=tuple(CARD_NAMES[k] for k in self.kings), seating=self.seating,
            names=tuple(names[p] for p in self.seating))


def seat_by_kings(kings: Sequence[Card], received: Sequence[int]) -> tuple[int, ...]:
    """Seating after a King ceremony among four players (Quarante rules §7.6).

    ``kings[p]`` is player p's King, ``received`` the players in the order they got their
    Kings. The red Kings are partners, so are the black ones: the holder of K♥ keeps his
    seat, the holder of K♦ sits opposite him, and the black-King holders take the next
    seat in playing order and the one after his partner, in the order they got their Kings.
    """
    hearts = kings.index(RED_KINGS[0])
    diamonds = kings.index(RED_KINGS[1])
    blacks = [p for p in received if kings[p] not in RED_KINGS]
    seating = [0] * 4
    seating[hearts] = hearts
    seating[(hearts + 2) % 4] = diamonds
    seating[(hearts + 1) % 4] = blacks[0]
    seating[(hearts + 3) % 4] = blacks[1]
    return tuple(seating)


def deal_to_kings(pack: Sequence[Card], rng: random.Random) -> Ceremony:
    """Deal cards face up, one at a time from the temporary dealer's next player, skipping
    players who already hold a King, until the four Kings are out (Quarante rules §3.1)."""
    dealer = rng.randrange(4)
    cards = list(pack)
    shuffle(cards, rng.getrandbits)  # as rng.shuffle(cards), faster
    kings: list[Card | None] = [None] * 4
    received: list[int] = []
    dealt: list[tuple[int, Card]] = []
    player = dealer
    for card in cards:
        player = (player + 1) % 4
        while kings[player] is not None:
            player = (player + 1) % 4
        dealt.append((player, card))
        if rank_of(card) == KING:
            kings[player] = card
            received.append(player)
            if len(received) == 4:
                break
    final = tuple(k for k in kings if k is not None)
    return Ceremony("deal_to_kings", dealer, tuple(dealt), final, seat_by_kings(final, received))


def draw_kings(rng: random.Random) -> Ceremony:
    """Each player draws one of the four Kings, face down, starting with the temporary
    dealer's next player; the King decides his partner and seat (Quarante rules §6,
    Choosing partners)."""
    dealer = rng.randrange(4)
    kings = [make_card(KING, suit) for suit in range(4)]
    shuffle(kings, rng.getrandbits)  # as rng.shuffle(kings), faster
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    held: list[Card] = [0] * 4
    for player, king in zip(order, kings, strict=True):
        held[player] = king
    dealt = tuple((p, held[p]) for p in order)
    return Ceremony("draw_kings", dealer, dealt, tuple(held), seat_by_kings(held, order))


def fixed_seating() -> Ceremony:
    """No ceremony: everyone keeps his seat; partners are the players opposite."""
    return Ceremony("fixed", None, (), (), (0, 1, 2, 3))
