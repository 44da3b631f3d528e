"""When the human may take back his last decision, in solo play.

The rule: undo puts the match back as it stood just before the human's last decision, and
it is allowed only while nothing the human could not have known then has appeared since.
Concretely, all of these must hold:

- exactly one seat is human (in pass-and-play a take-back would show one player what
  another decided after him);
- the deal is still in progress: the end of a deal scores and shows its cards, and a new
  deal brings new cards;
- no other seat has decided since: every decision of another seat depends on its hidden
  cards (a card played shows one, a bid or a pass tells about the hand), so a single one
  is new information. A computer still *thinking* has not decided: its decision is
  forgotten and asked again from the new position;
- no card became known to the human through his own decision: a card drawn from the
  talon, a turn-up, a showdown. A card is known when it is in his hand or named anywhere
  in what he observes (the table, his private information, the public events and
  actions of the deal).

So no computer decision is ever taken back, and a computer never has to decide the same
position twice in a different way: the question of replaying its choice does not arise.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from histcards.cards import CARD_NAMES, Card, parse_card
from histcards.engine import Match
from histcards.engine.observation import Observation

_CARD_TEXTS = frozenset(CARD_NAMES)
_TOKEN = re.compile(r"[0-9A-Z]+")


def _texts(value: Any) -> Iterable[str]:
    """Every text inside a JSON-like value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from _texts(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _texts(item)


def known_cards(obs: Observation) -> set[Card]:
    """The cards a seat can name from its observation: its hand and every card written in
    its view of the table, its private information and the deal's public history."""
    known = set(obs.hand)
    for text in _texts([obs.table, obs.private, obs.deal_events, obs.deal_actions]):
        known.update(parse_card(token) for token in _TOKEN.findall(text)
                     if token in _CARD_TEXTS)
    return known


@dataclass(frozen=True)
class UndoPoint:
    """The match just before a human decision, kept to tell whether and how to undo it."""

    before: Match
    seat: int
    known: frozenset[Card]

    @staticmethod
    def take(match: Match) -> UndoPoint:
        """The point before the decision the seat to act is about to take."""
        seat = match.to_act
        return UndoPoint(match.clone(), seat, frozenset(known_cards(match.observation(seat))))

    def allows(self, match: Match, humans: Iterable[int]) -> bool:
        """Whether the decision taken from here may be taken back in ``match`` now."""
        before = self.before
        if list(humans) != [self.seat] or match.to_act is None:
            return False
        if match.deal_index != before.deal_index:
            return False
        if len(match.deals[-1].actions) != len(before.deals[-1].actions) + 1:
            return False
        return known_cards(match.observation(self.seat)) <= self.known

    def record(self) -> dict[str, Any]:
        """The deal record of the match before the decision."""
        return self.before.to_record()
