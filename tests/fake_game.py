"""A seventh game declared only here, for the tests that prove the registry is the one list
of games: "Two Tricks", each player holding two cards of a 12-card pack, two tricks, no
trumps, a point a trick, one deal. Its declaration and rules are all there is of it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from histcards.cards import ACE_HIGH_ORDER, Card, RankOrder, card_list, cards_in
from histcards.engine.actions import PLAYS, Action
from histcards.engine.declaration import GameInfo, Phase, Picture, ScoreKind, Term
from histcards.engine.events import Event
from histcards.engine.game import GameRules, Layout, LayoutShape, MatchState, deal_in_packets
from histcards.engine.options import SCORING, Option, rules_from
from histcards.engine.text import words
from histcards.engine.tricks import TrickDeal, TrickRules

_ = words("twotricks")
PACK = tuple(c for c in range(52) if c % 13 >= 10)  # J Q K of each suit
HAND = 2

INFO = GameInfo(
    id="twotricks",
    name=_("Two Tricks"),
    summary=_("Win the most of two tricks."),
    players=(2, 3),
    usual_players=3,
    difficulty=1,
    length=_("A minute"),
    score=ScoreKind("points", _("points")),
    zones=frozenset({"hand", "trick", "won"}),
    packs=(12,),
    phases=(Phase("play", _("Tricks"), _("Follow suit; the highest card wins.")),),
    options=(Option("bonus", False, _("A point more for both tricks"), "bool",
                    help=_("The player who takes both tricks scores three."), group=SCORING),),
    picture=Picture(("QS", "KS"), "trick"),
    terms={"score.tricks": Term(_("Tricks"), _("{seat} scores {points:points}."))},
    order=7,
)


@dataclass(frozen=True)
class DealRules:
    """What stays fixed during a deal."""

    bonus: bool


class TwoTricksDeal(TrickDeal):
    """Two tricks, then a point a trick (and the bonus for both)."""

    __slots__ = ("rules", "stock")

    def __init__(self, rules: DealRules, tricks: TrickRules, dealer: int, hands: list[int],
                 stock: list[Card]) -> None:
        self.rules = rules
        self.hands = hands
        self.stock = stock
        self.finished = False
        self.phase = "play"
        self.start_tricks(tricks, (dealer + 1) % tricks.players, None)
        self.to_act = self.leader

    def legal(self) -> list[Action]:
        return [PLAYS[c] for c in cards_in(self.playable(self.to_act))]

    def apply(self, match: MatchState, action: Action) -> list[Event]:
        events, winner = self.play_card(self.to_act, action.card)
        if winner is not None and not self.hands[winner]:
            for seat, won in enumerate(self.tricks_won):
                if won:
                    bonus = self.rules.bonus and won == HAND
                    events.append(match.score(seat, won + bonus, "tricks"))
            self.finish("tricks")
        return events

    def table(self, match: MatchState) -> dict[str, Any]:
        return self.trick_table()

    def all_cards(self) -> list[Card]:
        held = 0
        for hand in self.hands:
            held |= hand
        return card_list(held) + self.trick_cards() + self.stock


class TwoTricks(GameRules):
    """The rules of Two Tricks."""

    info: ClassVar[GameInfo] = INFO

    def rank_order(self, options: Mapping[str, Any]) -> RankOrder:
        return ACE_HIGH_ORDER

    def pack(self, players: int, options: Mapping[str, Any]) -> tuple[Card, ...]:
        return PACK

    def layout_shape(self, match: MatchState, dealer: int) -> LayoutShape:
        return LayoutShape((HAND,) * match.players, len(PACK) - HAND * match.players)

    def deal_from_pack(self, match: MatchState, dealer: int, shuffled: list[Card]) -> Layout:
        return Layout(*deal_in_packets(shuffled, match.players, dealer, (HAND,)))

    def new_deal(self, match: MatchState, dealer: int,
                 layout: Layout) -> tuple[TwoTricksDeal, list[Event]]:
        tricks = TrickRules(match.players, ACE_HIGH_ORDER)
        hands = [sum(1 << c for c in hand) for hand in layout.hands]
        deal = TwoTricksDeal(rules_from(DealRules, match.options), tricks, dealer, hands,
                             list(layout.stock))
        return deal, []

    def result(self, match: MatchState) -> list[int] | None:
        best = max(match.scores)
        return [s for s, v in enumerate(match.scores) if v == best]
