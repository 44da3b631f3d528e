"""Homme d'Auvergne (1665, as restored by Ph. Lalanne): trumps by turn-up, one against all.

Rule book: ``shared/rules/homme_d_auvergne.md``; section numbers refer to it. The REC
resolutions are the defaults and the OPTs are options:

- 2–5 players, each for himself; 28 cards (no sevens) for 2–3, 32 for 4–5 (§1.2). Five
  cards each in packets of 2 then 3 (``packets``); the rest is the talon, face down, its
  top first in a record's ``stock``: turn-ups come off it in order.
- First dealer (§1.5, §4.12–13): a visible draw, K Q J A 10 … high, suits ranked
  diamonds, hearts, spades, clubs, so one round settles it (``draw``, ``first_dealer``
  events). The deal passes to the next seat after every deal, abandoned or not.
- Offers (§2.2): from first hand, each may ``turn`` the talon's top card or ``pass``; the
  first taker turns it; nobody: the deal is abandoned. After a bidding round where all
  passed, the same offer opens a réjouissance, up to ``max_rejouissances`` (3) more.
  Turned cards stay face up beside the talon.
- Bidding (§2.3): from first hand, each says ``accept`` ("I'll play": he is the Man and
  the turned suit is trumps) or ``pass``. All pass after the last allowed turn-up: the
  deal is abandoned.
- King points (``king_bonuses``, §2.2, §2.3, §2.4): a turned King scores 1 for its turner;
  the holder of the King of the turned suit, not yet scored, may ``show`` it on his
  bidding turn (before accepting or passing) or, if someone accepted before his turn came,
  right after (``show KX`` / ``pass``); ``reveal_king_mode: auto_reveal`` shows it
  automatically. A shown King is public. A shown King captured in a trick by another
  player moves its point to the capturer. Points count in ``scores`` at once.
- Play (§2.4): first hand leads, whoever is the Man. Follow suit, else trump (any trump,
  no duty to head the trick), else discard.
- The Man wins (§2.5) with more tricks than every defender, or tied for most (at least
  one) having reached that count first; he scores 1. Otherwise he loses 1 and every
  defender scores 1.
- Scores are one signed integer per player (§2.1's debt is a negative score: a gain
  repays debt first, a loss at zero creates debt).
- Match end (§2.6), checked after each deal: a player at or over ``target`` (5) wins;
  several: the highest; equal: another deal. ``deal_limit`` (0, ``"none"`` or null: no
  limit, §4.18) ends the match after that many deals: the highest score wins, ties share.
- Pot (``pot``, §2.7): the match is played with chips, each player's bank starting at
  ``start_bank``. Each deal everyone antes ``ante`` into the pool ``pot`` (a player short
  of chips antes on credit: his bank goes below zero); a winning Man sweeps it; a lost or
  abandoned deal leaves it for the next; when the match ends, what is left goes to the
  winner (shared equally by tied winners, the odd chips to the first of them in seat
  order).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from histcards.cards import (
    CARD_NAMES,
    KING,
    PACK_28,
    PIQUET_PACK,
    SUITS,
    TRIOMPHE_ORDER,
    Card,
    RankOrder,
    card_list,
    cards_in,
    make_card,
    rank_of,
    suit_of,
)
from histcards.engine.actions import PASS, PLAYS, Action, bare
from histcards.engine.chips import ChipLedger
from histcards.engine.draws import draw_for_dealer
from histcards.engine.errors import Reason
from histcards.engine.game import (
    Event,
    GameRules,
    Layout,
    LayoutShape,
    MatchState,
    deal_in_packets,
    event,
)
from histcards.engine.options import OptionSpec, bilingual
from histcards.engine.talon import talon_table, turn_top
from histcards.engine.tricks import TrickDeal, TrickRules

HAND_SIZE = 5
PACKETS = {"2_3": (2, 3), "3_2": (3, 2)}
DRAW_SUIT_RANK = (1, 2, 3, 0)  # §1.3: diamonds, hearts, spades, clubs, highest first
KINGS = tuple(make_card(KING, suit) for suit in range(4))
SHOWS: tuple[Action, ...] = tuple(Action("show", (c,)) for c in range(52))
TURN, ACCEPT = bare("turn"), bare("accept")
POT = "pot"



OPTIONS = (
    OptionSpec("target", 5, "int", minimum=1, maximum=99,
               label=bilingual("Game to", "Partie en"),
               help=bilingual("5 by tradition; 7 is common.", "5 par tradition ; souvent 7.")),
    OptionSpec("max_rejouissances", 3, choices=(0, 1, 2, 3),
               label=bilingual("Réjouissances", "Réjouissances")),
    OptionSpec("king_bonuses", True, "bool",
               label=bilingual("King points", "Points des rois")),
    OptionSpec("reveal_king_mode", "manual_prompt", choices=("manual_prompt", "auto_reveal"),
               label=bilingual("Showing the King of the turned suit",
                               "Montrer le roi de la couleur retournée")),
    OptionSpec("packets", "2_3", choices=tuple(PACKETS),
               label=bilingual("Deal packets", "Distribution par paquets")),
    OptionSpec("deal_limit", 0, "int", minimum=0, maximum=500,
               label=bilingual("Number of deals (0: no limit)",
                               "Nombre de donnes (0 : sans limite)")),
    OptionSpec("pot", False, "bool",
               label=bilingual("Play for a pot", "Jouer avec une poule")),
    OptionSpec("ante", 1, "int", minimum=1, maximum=100,
               label=bilingual("Ante per deal", "Mise par donne")),
    OptionSpec("start_bank", 20, "int", minimum=0, maximum=10_000,
               label=bilingual("Chips each at the start", "Jetons de chacun au départ")),
)


@dataclass(frozen=True)
class HommeRules:
    """What stays fixed during a deal: shared by every copy of its state."""

    players: int
    tricks: TrickRules
    turnups: int
    king_bonuses: bool
    auto_reveal: bool


class HommeDeal(TrickDeal):
    """One deal: offers and bidding on turn-ups, then five tricks, or an abandoned deal."""

    __slots__ = (
        "dealer",
        "eldest",
        "kings",
        "man",
        "rules",
        "showing",
        "shown",
        "stock",
        "turnups",
    )

    def __init__(self, rules: HommeRules, dealer: int, hands: list[int],
                 stock: list[Card]) -> None:
        self.rules = rules
        self.dealer = dealer
        self.eldest = (dealer + 1) % rules.players
        self.hands = hands
        self.stock = stock
        self.turnups: list[Card] = []
        self.kings: tuple[tuple[Card, int, str], ...] = ()
        """Kings scored this deal: (card, seat, how) with how turned / shown / captured."""
        self.shown = 0
        """Shown Kings still in their holder's hand (public; they may be captured)."""
        self.showing = False
        self.man: int | None = None
        self.finished = False
        self.start_tricks(rules.tricks, self.eldest, None)
        self.phase, self.to_act = "offer", self.eldest

    # --- helpers ------------------------------------------------------------------

    def candidate(self) -> int | None:
        """The suit of the last turn-up, proposed as trumps."""
        return suit_of(self.turnups[-1]) if self.turnups else None

    def showable(self, seat: int) -> Card | None:
        """The King of the turned suit if ``seat`` may show it now for a point."""
        if not self.rules.king_bonuses or self.showing:
            return None
        king = KINGS[self.candidate()]
        if self.hands[seat] >> king & 1 and not self.shown >> king & 1:
            return king
        return None

    def _score_king(self, match: MatchState, seat: int, card: Card, how: str,
                    loser: int | None = None) -> list[Event]:
        if loser is not None:
            match.add_score(loser, -1)
        match.add_score(seat, 1)
        self.kings = (*self.kings, (card, seat, how))
        return [event("score", reason=f"{how}_king", seat=seat, card=CARD_NAMES[card],
                      points=1, loser=loser, scores=list(match.scores))]

    # --- decisions ----------------------------------------------------------------

    def legal(self) -> list[Action]:
        phase = self.phase
        if phase == "play":
            return [PLAYS[c] for c in cards_in(self.playable(self.to_act))]
        if phase == "offer":
            return [TURN, PASS]
        king = self.showable(self.to_act)
        shows = [SHOWS[king]] if king is not None else []
        if phase == "bid":
            return [*shows, ACCEPT, PASS]
        return [*shows, PASS]  # reveal

    def apply(self, match: MatchState, action: Action) -> list[Event]:
        seat = self.to_act
        if self.phase == "play":
            return self._play(match, seat, action.card)
        if action.kind == "show":
            return self._show(match, seat, action.card)
        if self.phase == "offer":
            return self._offer(match, seat, action)
        if self.phase == "bid":
            return self._bid(match, seat, action)
        return [event("bid", seat=seat, bid="pass", phase="reveal"), *self._start_play()]

    def _show(self, match: MatchState, seat: int, king: Card) -> list[Event]:
        self.shown |= 1 << king
        events = [event("announce", seat=seat, announcement="show", card=CARD_NAMES[king])]
        events += self._score_king(match, seat, king, "shown")
        if self.phase == "reveal":
            return events + self._start_play()
        self.showing = True
        return events

    def _offer(self, match: MatchState, seat: int, action: Action) -> list[Event]:
        events = [event("bid", seat=seat, bid=action.kind, phase="offer")]
        if action.kind == "pass":
            if seat == self.dealer:
                return events + self._abandon(match, "nobody turned")
            self.to_act = (seat + 1) % self.rules.players
            return events
        card = turn_top(self.stock, self.turnups)
        events.append(event("turnup", seat=seat, card=CARD_NAMES[card],
                            index=len(self.turnups) - 1))
        if self.rules.king_bonuses and rank_of(card) == KING:
            events += self._score_king(match, seat, card, "turned")
        self.phase = "bid"
        return events + self._bid_turn(match, self.eldest)

    def _bid_turn(self, match: MatchState, seat: int) -> list[Event]:
        self.to_act = seat
        self.showing = False
        if self.rules.auto_reveal and self.showable(seat) is not None:
            return self._show(match, seat, self.showable(seat))
        return []

    def _bid(self, match: MatchState, seat: int, action: Action) -> list[Event]:
        events = [event("bid", seat=seat, bid=action.kind, phase="bid")]
        if action.kind == "accept":
            self.man = seat
            self.trump = self.candidate()
            events.append(event("declarer", seat=seat, trumps=SUITS[self.trump]))
            return events + self._late_reveal(match, seat)
        if seat != self.dealer:
            return events + self._bid_turn(match, (seat + 1) % self.rules.players)
        if len(self.turnups) < self.rules.turnups:
            self.phase, self.to_act, self.showing = "offer", self.eldest, False
            return events
        return events + self._abandon(match, "all passed")

    def _late_reveal(self, match: MatchState, man: int) -> list[Event]:
        """§2.3: players whose bidding turn had not come may still show the King."""
        self.showing = False
        seat = man
        while seat != self.dealer:
            seat = (seat + 1) % self.rules.players
            king = self.showable(seat)
            if king is None:
                continue
            self.phase, self.to_act = "reveal", seat
            return self._show(match, seat, king) if self.rules.auto_reveal else []
        return self._start_play()

    def _start_play(self) -> list[Event]:
        self.phase, self.to_act, self.showing = "play", self.eldest, False
        return []

    def _play(self, match: MatchState, seat: int, card: Card) -> list[Event]:
        events, winner = self.play_card(seat, card)
        if winner is None:
            return events
        for player, played in self.last_trick:
            if self.shown >> played & 1:
                self.shown &= ~(1 << played)
                if player != winner:
                    events += self._score_king(match, winner, played, "captured", player)
        if not self.hands[winner]:
            events += self._score(match)
        return events

    # --- end of the deal ----------------------------------------------------------

    def man_wins(self) -> bool:
        """§2.5: more tricks than each defender, or tied for most having got there first."""
        man, won = self.man, self.tricks_won
        count = won[man]
        rivals = [s for s in range(self.rules.players) if s != man and won[s] >= count]
        if not rivals:
            return True
        if count == 0 or any(won[s] > count for s in rivals):
            return False
        first = self.reached(man, count)
        return all(first < self.reached(s, count) for s in rivals)

    def _score(self, match: MatchState) -> list[Event]:
        man = self.man
        won = self.man_wins()
        if won:
            match.add_score(man, 1)
        else:
            match.add_score(man, -1)
            for seat in range(self.rules.players):
                if seat != man:
                    match.add_score(seat, 1)
        events = [event("score", reason="man_won" if won else "man_lost", man=man,
                        tricks_won=list(self.tricks_won), deal_scores=list(match.deal_scores),
                        scores=list(match.scores))]
        if won and match.ledger is not None and match.ledger.pools[POT]:
            amount = match.ledger.pool_to_seat(POT, man)
            events.append(event("pool_won", pool=POT, seat=man, amount=amount))
        return events + self._end(match, "man_won" if won else "man_lost")

    def _abandon(self, match: MatchState, reason: str) -> list[Event]:
        return [event("abandon", reason=reason), *self._end(match, "abandoned")]

    def _end(self, match: MatchState, outcome: str) -> list[Event]:
        self.finished = True
        self.phase = "abandoned" if outcome == "abandoned" else "scored"
        self.to_act = None
        events = [event("deal_end", deal=match.deal_index, outcome=outcome,
                        deal_scores=list(match.deal_scores))]
        winners = match_winners(match)
        ledger = match.ledger
        if winners and ledger is not None and ledger.pools[POT]:
            share, odd = divmod(ledger.pools[POT], len(winners))
            for i, seat in enumerate(winners):
                amount = ledger.pool_to_seat(POT, seat, share + (i < odd))
                events.append(event("pool_won", pool=POT, seat=seat, amount=amount))
        return events

    # --- views --------------------------------------------------------------------

    def refusal(self, match: MatchState, action: Action) -> Reason:
        phase, seat = self.phase, self.to_act
        if phase == "play":
            if action.kind != "play" or action.clique or action.as_rank is not None:
                return Reason.of("it is your turn to play a card (play C)")
            return self.play_refusal(seat, action.card) or super().refusal(match, action)
        if action.kind == "show" and phase != "offer":
            return self._show_refusal(seat, action.card)
        if phase == "offer":
            return Reason.of("turn the talon's top card or pass (turn / pass)")
        if phase == "bid":
            return Reason.of("accept the turned suit as trumps or pass (accept / pass)")
        return Reason.of("you may show the King of {suit} or pass", suit=self.candidate())

    def _show_refusal(self, seat: int, card: Card) -> Reason:
        suit = self.candidate()
        if not self.rules.king_bonuses:
            return Reason.of("Kings score nothing in this game (option king_bonuses)")
        if card != KINGS[suit]:
            return Reason.of("only the King of the turned suit ({suit}) may be shown",
                             suit=suit)
        if not self.hands[seat] >> card & 1:
            return Reason.of("you do not hold the King of {suit}", suit=suit)
        if self.showing:
            return Reason.of("you have shown it already: now accept or pass")
        return Reason.of("the King of {suit} has already scored", suit=suit)

    def table(self, match: MatchState) -> dict[str, Any]:
        candidate = self.candidate()
        return self.trick_table() | talon_table(self.stock, self.turnups) | {
            "candidate": SUITS[candidate] if candidate is not None else None,
            "rejouissances": max(0, len(self.turnups) - 1),
            "declarer": self.man,
            "kings": [{"card": CARD_NAMES[c], "seat": s, "how": how} for c, s, how in self.kings],
            "announcements": [{"seat": s, "text": f"show {CARD_NAMES[c]}"}
                              for c, s, how in self.kings if how == "shown"],
            "shown": [CARD_NAMES[c] for c in cards_in(self.shown)],
        }

    def all_cards(self) -> list[Card]:
        held = 0
        for hand in self.hands:
            held |= hand
        return card_list(held) + self.stock + self.turnups + self.trick_cards()

    def hidden_zones(self, seat: int) -> list[list[Card]]:
        zones = super().hidden_zones(seat)
        for zone in zones[:self.rules.players - 1]:
            zone[:] = [c for c in zone if not self.shown >> c & 1]
        return zones

    def set_hidden_zones(self, seat: int, zones: list[list[Card]]) -> None:
        known = [self.hands[s] & self.shown for s in range(self.rules.players)]
        super().set_hidden_zones(seat, zones)
        for s, cards in enumerate(known):
            self.hands[s] |= cards


def match_winners(match: MatchState) -> list[int] | None:
    """§2.6: the winners if the match is over after this deal, else None."""
    scores = match.scores
    best = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == best]
    limit = match.options["deal_limit"]
    if limit and match.deal_index + 1 >= limit:
        return leaders
    if best >= match.options["target"] and len(leaders) == 1:
        return leaders
    return None


class Homme(GameRules):
    """Homme d'Auvergne: 2–5 players, 28 or 32 cards, trumps by turn-up."""

    id: ClassVar[str] = "homme"
    names: ClassVar[Mapping[str, str]] = {"en": "Homme d'Auvergne", "fr": "Homme d'Auvergne"}
    player_counts: ClassVar[tuple[int, ...]] = (2, 3, 4, 5)
    options_schema: ClassVar[tuple[OptionSpec, ...]] = OPTIONS
    uses_chips: ClassVar[bool] = True  # with the pot option only
    pool_names: ClassVar[tuple[str, ...]] = (POT,)

    def resolve_options(self, given: Mapping[str, Any] | None, players: int) -> dict[str, Any]:
        """The options; §5 ``dealLimit`` is "none or integer": ``none`` (or null) is 0."""
        given = dict(given or {})
        if "deal_limit" in given and given["deal_limit"] in (None, "none"):
            given["deal_limit"] = 0
        return super().resolve_options(given, players)

    def rank_order(self, options: Mapping[str, Any]) -> RankOrder:
        return TRIOMPHE_ORDER

    def pack(self, players: int, options: Mapping[str, Any]) -> tuple[Card, ...]:
        return PACK_28 if players <= 3 else PIQUET_PACK

    def layout_shape(self, match: MatchState, dealer: int) -> LayoutShape:
        stock = len(self.pack(match.players, match.options)) - HAND_SIZE * match.players
        return LayoutShape((HAND_SIZE,) * match.players, stock)

    def deal_from_pack(self, match: MatchState, dealer: int, shuffled: list[Card]) -> Layout:
        packets = PACKETS[match.options["packets"]]
        hands, rest = deal_in_packets(shuffled, match.players, dealer, packets)
        return Layout(tuple(tuple(h) for h in hands), tuple(rest))

    # --- the match ----------------------------------------------------------------

    def setup(self, match: MatchState) -> None:
        if match.teams:
            raise ValueError("Homme d'Auvergne is played each for himself: no teams")
        if match.options["pot"]:
            match.ledger = ChipLedger([match.options["start_bank"]] * match.players, {POT: 0})

    def open_match(self, match: MatchState, rng: random.Random) -> tuple[int, list[Event]]:
        """§1.5: the highest card deals, suits breaking ties (§4.12–13)."""
        power = TRIOMPHE_ORDER.power
        return draw_for_dealer(match.players, self.pack(match.players, match.options),
                               lambda c: (power[c], DRAW_SUIT_RANK[suit_of(c)]), rng)

    def new_deal(self, match: MatchState, dealer: int, layout: Layout
                 ) -> tuple[HommeDeal, list[Event]]:
        options = match.options
        rules = HommeRules(
            players=match.players,
            tricks=TrickRules(match.players, TRIOMPHE_ORDER, must_trump=True),
            turnups=1 + options["max_rejouissances"],
            king_bonuses=options["king_bonuses"],
            auto_reveal=options["reveal_king_mode"] == "auto_reveal",
        )
        hands = [sum(1 << c for c in hand) for hand in layout.hands]
        events: list[Event] = []
        if match.ledger is not None:
            ante = options["ante"]
            for seat in range(match.players):
                match.ledger.seat_to_pool(seat, POT, ante)
            events.append(event("ante", pool=POT, amount=ante, seats=list(range(match.players)),
                                pot=match.ledger.pools[POT]))
        return HommeDeal(rules, dealer, hands, list(layout.stock)), events

    def result(self, match: MatchState) -> list[int] | None:
        return match_winners(match)
