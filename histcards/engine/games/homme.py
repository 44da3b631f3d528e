"""Homme d'Auvergne (1665, as restored by Ph. Lalanne): trumps by turn-up, one against all.

Rules: ``resources/rules/en/homme.md``, whose numbered sections the comments cite. The
page's choices (rules §7) are the defaults; its options (rules §6) are the game's options:

- 2–5 players, each for himself; 28 cards (no sevens) for 2–3, 32 for 4–5 (rules §2). Five
  cards each in packets of 2 then 3 (``packets``); the rest is the talon, face down, its
  top first in a record's ``stock``: turn-ups come off it in order.
- First dealer (rules §3, §7.8): a visible draw, K Q J A 10 … high, suits ranked diamonds,
  hearts, spades, clubs, so one round settles it (``draw``, ``first_dealer`` events). The
  deal passes to the next seat after every deal, abandoned or not.
- Offers (rules §4.1, §7.2): from first hand, each may ``turn`` the talon's top card or
  ``pass``; the first taker turns it; nobody: the deal is abandoned. After a bidding round
  where all passed, the same offer opens a réjouissance, up to ``max_rejouissances`` (3)
  more. Turned cards stay face up beside the talon.
- Bidding (rules §4.2): from first hand, each says ``accept`` ("I'll play": he is the Man
  and the turned suit is trumps) or ``pass``. All pass after the last allowed turn-up: the
  deal is abandoned.
- King points (``king_bonuses``, rules §4.1, §4.2, §4.3): a turned King scores 1 for its
  turner; the holder of the King of the turned suit, not yet scored, may ``show`` it on his
  bidding turn (before accepting or passing) or, if someone accepted before his turn came,
  right after (``show KX`` / ``pass``); ``reveal_king_mode: auto_reveal`` shows it
  automatically. A shown King is public. A shown King captured in a trick by another player
  moves its point to the capturer. Points count in ``scores`` at once.
- Play (rules §4.3, §7.5): first hand leads, whoever is the Man. Follow suit, else trump
  (any trump, no duty to head the trick), else discard.
- The Man wins (rules §5.1, §7.3) with more tricks than every defender, or tied for most
  (at least one) having reached that count first; he scores 1. Otherwise he loses 1 and
  every defender scores 1.
- Scores are one signed integer per player (rules §5.2, §7.4; a debt is a negative score: a
  gain repays debt first, a loss at zero creates debt).
- Match end (rules §5.3), checked after each deal: a player at or over ``target`` (5) wins;
  several: the highest; equal: another deal. ``deal_limit`` (0 or ``"none"``: no limit,
  rules §6) ends the match after that many deals: the highest score wins, ties share.
- Pot (``pot``, rules §5.4, §7.6): the match is played with chips, each player's bank
  starting at ``start_bank``. Each deal everyone antes ``ante`` into the pool ``pot`` (a
  player short of chips antes on credit: his bank goes below zero); a winning Man sweeps
  it; a lost or abandoned deal leaves it for the next; when the match ends, what is left
  goes to the winner (shared equally by tied winners, the odd chips to the first of them in
  seat order).
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
    mask_of,
    rank_of,
    suit_of,
)
from histcards.engine.actions import PASS, Action, bare
from histcards.engine.chips import ChipLedger
from histcards.engine.declaration import (
    Board,
    GameInfo,
    Phase,
    Picture,
    Pool,
    Preset,
    ScoreKind,
    Term,
)
from histcards.engine.draws import draw_for_dealer
from histcards.engine.errors import Reason
from histcards.engine.events import (
    Abandon,
    Announce,
    Ante,
    Bid,
    Declarer,
    Event,
    PoolWon,
    TurnUp,
)
from histcards.engine.game import (
    GameRules,
    Layout,
    LayoutShape,
    MatchState,
    deal_in_packets,
)
from histcards.engine.games import register
from histcards.engine.options import (
    BIDDING,
    CHIPS,
    DEAL,
    MATCH,
    SCORING,
    Option,
    When,
    choices,
    numbers,
    rules_from,
)
from histcards.engine.talon import talon_table, turn_top
from histcards.engine.text import words
from histcards.engine.tricks import TrickDeal, TrickRules

HAND_SIZE = 5
PACKETS = {"2_3": (2, 3), "3_2": (3, 2)}
DRAW_SUIT_RANK = (1, 2, 3, 0)  # rules §2, §7.8: diamonds, hearts, spades, clubs, highest first
KINGS = tuple(make_card(KING, suit) for suit in range(4))
SHOWS: tuple[Action, ...] = tuple(Action("show", (c,)) for c in range(52))
TURN, ACCEPT = bare("turn"), bare("accept")
POT = "pot"



_ = words("homme")
WITH_POT = When(options={"pot": (True,)})

OPTIONS = (
    Option("target", 5, _("Game to"), "int", minimum=1, maximum=99,
           help=_("The first player to reach this score wins; 5 by tradition, 7 is common."),
           group=MATCH),
    Option("deal_limit", 0, _("Number of deals (0: no limit)"), "int", minimum=0, maximum=500,
           help=_("Stop after this many deals: the highest score wins."), group=MATCH),
    Option("packets", "2_3", _("Deal packets"),
           choices=choices(("2_3", _("2 then 3")), ("3_2", _("3 then 2"))),
           help=_("How the five cards are dealt; it changes nothing in the game."),
           group=DEAL),
    Option("max_rejouissances", 3, _("Réjouissances"), choices=numbers(0, 1, 2, 3),
           help=_("How many more cards may be turned up when everyone passes the first."),
           group=BIDDING),
    Option("king_bonuses", True, _("King points"), "bool",
           help=_("A King of the turned suit, turned up or shown, scores a point."),
           group=SCORING),
    Option("reveal_king_mode", "manual_prompt", _("Showing the King of the turned suit"),
           choices=choices(("manual_prompt", _("The player chooses")),
                           ("auto_reveal", _("Always shown"))),
           help=_("Whether you are offered to show that King, or it is shown for you."),
           applies=When(options={"king_bonuses": (True,)}), group=SCORING),
    Option("pot", False, _("Play for a pot"), "bool",
           help=_("Everyone antes into a pot each deal; a winning Man sweeps it."),
           group=CHIPS),
    Option("ante", 1, _("Ante per deal"), "int", minimum=1, maximum=100,
           help=_("What each player puts into the pot before a deal."), applies=WITH_POT,
           group=CHIPS),
    Option("start_bank", 20, _("Chips each at the start"), "int", minimum=0, maximum=10_000,
           help=_("The chips each player has to ante with."), applies=WITH_POT, group=CHIPS),
)

INFO = GameInfo(
    id="homme",
    order=3,
    name=_("Homme d'Auvergne"),
    summary=_("Turn up a trump; then one player, the Man, must take more tricks alone than "
              "each of the others."),
    players=(2, 3, 4, 5),
    usual_players=4,
    difficulty=2,
    length=_("About 15 minutes"),
    score=ScoreKind("points", _("points"), signed=True),
    zones=frozenset({"hand", "trick", "won", "turnups", "talon"}),
    packs=(28, 32),
    pools=(Pool(POT, _("Pot")),),
    boards=(Board("pot", (POT,), 0.9),),
    phases=(
        Phase("offer", _("Turning the trump"),
              _("In turn, each may turn up the talon's top card to propose its suit as "
                "trumps, or pass.")),
        Phase("bid", _("Choosing the Man"),
              _("In turn, each may say “I play”: he becomes the Man and must take more "
                "tricks than each of the others. The King of the turned suit may be shown "
                "for a point.")),
        Phase("reveal", _("Showing the King"),
              _("The Man is chosen; a player holding the King of trumps may still show it "
                "for a point.")),
        Phase("play", _("Tricks"),
              _("Follow suit; with none, trump; with neither, play anything. The Man wins "
                "with more tricks than each defender.")),
    ),
    options=OPTIONS,
    picture=Picture(("KH", "10H", "8H", "AS", "QC"), "fan", turned="9H"),
    presets=(
        Preset("usual", _("Usual"), _("A game to 5, King points, three réjouissances.")),
        Preset("short", _("Short match"), _("A game to 3."), {"target": 3}),
        Preset("seven", _("Game to 7"), _("A longer game."), {"target": 7}),
        Preset("pot", _("For a pot"), _("Each antes a chip a deal; the winning Man sweeps the "
                                        "pot."), {"pot": True}),
    ),
    terms={
        "action.turn": Term(_("Turn up a card")),
        "action.accept": Term(_("I play")),
        "action.show": Term(_("Show {card}")),
        "speech.turn": Term(_("I turn one")),
        "announce.show": Term(_("{card:plain}"),
                              _("{seat} shows {card}.", seat="You show {card}.")),
        "reveal.show": Term(_("{seat} shows the King of the turned suit",
                              seat="You show the King of the turned suit")),
        "turnup.proposal": Term(_("Turned up"),
                                _("{seat} turns up {card}.", seat="You turn up {card}.")),
        "turnup.rejouissance": Term(_("Réjouissance"),
                                    _("{seat} turns up {card} (réjouissance {index}).",
                                      seat="You turn up {card} (réjouissance {index}).")),
        "declarer": Term(_("The Man"), _("{seat} is the Man; {trumps} are trumps.",
                                         seat="You are the Man; {trumps} are trumps.")),
        "score.turned_king": Term(_("King turned up"),
                                  _("{seat} scores {points:points} for turning up {card}.",
                                    seat="You score {points:points} for turning up {card}.")),
        "score.shown_king": Term(_("King shown"),
                                 _("{seat} scores {points:points} for showing {card}.",
                                   seat="You score {points:points} for showing {card}.")),
        "score.captured_king": Term(_("King captured"),
                                    _("{seat} captures {card} and its point.",
                                      seat="You capture {card} and its point.")),
        "score.king_captured": Term(_("King lost"), _("{seat} loses the point of {card}.",
                                                     seat="You lose the point of {card}.")),
        "score.man_won": Term(_("Won as the Man"),
                              _("{seat}, the Man, wins the deal: {points:points}.",
                                seat="You, the Man, win the deal: {points:points}.")),
        "score.man_lost": Term(_("Beaten as the Man"),
                               _("{seat}, the Man, is beaten: {points:points}.",
                                 seat="You, the Man, are beaten: {points:points}.")),
        "score.defence_won": Term(_("Beat the Man"),
                                  _("{seat} scores {points:points}: the Man is beaten.",
                                    seat="You score {points:points}: the Man is beaten.")),
        "outcome.man_won": Term(_("The Man wins")),
        "outcome.man_lost": Term(_("The Man is beaten")),
        "outcome.abandoned": Term(_("The deal is abandoned")),
        "abandon.nobody_turned": Term(_("Nobody turned"),
                                      _("Nobody turns up a card: the deal is abandoned.")),
        "abandon.all_passed": Term(_("All passed"),
                                   _("Everyone passes: the deal is abandoned.")),
        "line.pool": Term(_("The pot")),
        "pool.man_won": Term(_("The pot"), _("{seat} takes the pot: {amount:jetons}.",
                                                   seat="You take the pot: {amount:jetons}.")),
        "pool.match_end": Term(_("The pot at the end"),
                               _("{seat} takes {amount:jetons} left in the pot.",
                                 seat="You take {amount:jetons} left in the pot.")),
    },
)


@dataclass(frozen=True)
class HommeRules:
    """What stays fixed during a deal: shared by every copy of its state."""

    players: int
    tricks: TrickRules
    turnups: int
    king_bonuses: bool
    reveal_king_mode: str


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

    def turned_suit(self) -> int:
        """The suit of the last turn-up, once a card has been turned."""
        suit = self.candidate()
        if suit is None:
            raise RuntimeError("no card has been turned yet")
        return suit

    def the_man(self) -> int:
        """The seat who took the deal on, once someone has."""
        if self.man is None:
            raise RuntimeError("nobody has taken the deal on yet")
        return self.man

    def showable(self, seat: int) -> Card | None:
        """The King of the turned suit if ``seat`` may show it now for a point."""
        if not self.rules.king_bonuses or self.showing:
            return None
        king = KINGS[self.turned_suit()]
        if self.hands[seat] >> king & 1 and not self.shown >> king & 1:
            return king
        return None

    def _score_king(self, match: MatchState, seat: int, card: Card, how: str,
                    loser: int | None = None) -> list[Event]:
        events: list[Event] = []
        if loser is not None:
            events.append(match.score(loser, -1, "king_captured", card))
        events.append(match.score(seat, 1, f"{how}_king", card))
        self.kings = (*self.kings, (card, seat, how))
        return events

    # --- decisions ----------------------------------------------------------------

    def legal(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase == "play":
            return self.plays()
        if phase == "offer":
            return (TURN, PASS)
        king = self.showable(self.seat_to_act())
        shows = (SHOWS[king],) if king is not None else ()
        if phase == "bid":
            return (*shows, ACCEPT, PASS)
        return (*shows, PASS)  # reveal

    def apply(self, match: MatchState, action: Action) -> list[Event]:
        seat = self.seat_to_act()
        if self.phase == "play":
            return self._play(match, seat, action.cards[0])
        if action.kind == "show":
            return self._show(match, seat, action.card)
        if self.phase == "offer":
            return self._offer(match, seat, action)
        if self.phase == "bid":
            return self._bid(match, seat, action)
        return [Bid(seat, "pass", "reveal"), *self._start_play()]

    def _show(self, match: MatchState, seat: int, king: Card) -> list[Event]:
        self.shown |= 1 << king
        events: list[Event] = [Announce(seat, "show", f"show {CARD_NAMES[king]}",
                                        card=CARD_NAMES[king])]
        events += self._score_king(match, seat, king, "shown")
        if self.phase == "reveal":
            return events + self._start_play()
        self.showing = True
        return events

    def _offer(self, match: MatchState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = [Bid(seat, action.kind, "offer")]
        if action.kind == "pass":
            if seat == self.dealer:
                return events + self._abandon(match, "nobody_turned")
            self.to_act = (seat + 1) % self.rules.players
            return events
        card = turn_top(self.stock, self.turnups)
        index = len(self.turnups) - 1
        events.append(TurnUp(CARD_NAMES[card], "rejouissance" if index else "proposal",
                             seat=seat, index=index, trumps=SUITS[suit_of(card)]))
        if self.rules.king_bonuses and rank_of(card) == KING:
            events += self._score_king(match, seat, card, "turned")
        self.phase = "bid"
        return events + self._bid_turn(match, self.eldest)

    def _bid_turn(self, match: MatchState, seat: int) -> list[Event]:
        self.to_act = seat
        self.showing = False
        king = self.showable(seat)
        if self.rules.reveal_king_mode == "auto_reveal" and king is not None:
            return self._show(match, seat, king)
        return []

    def _bid(self, match: MatchState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = [Bid(seat, action.kind, "bid")]
        if action.kind == "accept":
            self.man = seat
            self.trump = self.turned_suit()
            events.append(Declarer(seat, SUITS[self.trump]))
            return events + self._late_reveal(match, seat)
        if seat != self.dealer:
            return events + self._bid_turn(match, (seat + 1) % self.rules.players)
        if len(self.turnups) < self.rules.turnups:
            self.phase, self.to_act, self.showing = "offer", self.eldest, False
            return events
        return events + self._abandon(match, "all_passed")

    def _late_reveal(self, match: MatchState, man: int) -> list[Event]:
        """Rules §4.2: players whose bidding turn had not come may still show the King."""
        self.showing = False
        seat = man
        while seat != self.dealer:
            seat = (seat + 1) % self.rules.players
            king = self.showable(seat)
            if king is None:
                continue
            self.phase, self.to_act = "reveal", seat
            if self.rules.reveal_king_mode == "auto_reveal":
                return self._show(match, seat, king)
            return []
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
        """Rules §5.1, §7.3: more tricks than each defender, or tied for most having got there
        first."""
        man, won = self.the_man(), self.tricks_won
        count = won[man]
        rivals = [s for s in range(self.rules.players) if s != man and won[s] >= count]
        if not rivals:
            return True
        if count == 0 or any(won[s] > count for s in rivals):
            return False
        first = self.reached(man, count)
        return all(first < self.reached(s, count) for s in rivals)

    def _score(self, match: MatchState) -> list[Event]:
        man = self.the_man()
        if self.man_wins():
            events: list[Event] = [match.score(man, 1, "man_won")]
            if match.ledger is not None and match.ledger.pools[POT]:
                amount = match.ledger.pool_to_seat(POT, man)
                events.append(PoolWon(POT, man, amount, "man_won"))
            return events + self._end(match, "man_won", man)
        events = [match.score(man, -1, "man_lost")]
        events += [match.score(seat, 1, "defence_won")
                   for seat in range(self.rules.players) if seat != man]
        return events + self._end(match, "man_lost")

    def _abandon(self, match: MatchState, reason: str) -> list[Event]:
        return [Abandon(reason), *self._end(match, "abandoned")]

    def _end(self, match: MatchState, outcome: str, winner: int | None = None) -> list[Event]:
        """End the deal; at the match's end what is left in the pot goes to the winners."""
        self.finish(outcome, winner)
        events: list[Event] = []
        ledger = match.ledger
        if ledger is None or not ledger.pools[POT]:
            return events
        winners = match_winners(match)
        if winners:
            share, odd = divmod(ledger.pools[POT], len(winners))
            for i, seat in enumerate(winners):
                amount = ledger.pool_to_seat(POT, seat, share + (i < odd))
                events.append(PoolWon(POT, seat, amount, "match_end"))
        return events

    # --- views --------------------------------------------------------------------

    def refusal(self, match: MatchState, action: Action) -> Reason:
        phase, seat = self.phase, self.seat_to_act()
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
        suit = self.turned_suit()
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
    """Rules §5.3: the winners if the match is over after this deal, else None."""
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

    info: ClassVar[GameInfo] = INFO

    def resolve_options(self, given: Mapping[str, Any] | None, players: int) -> dict[str, Any]:
        """The options; a ``deal_limit`` of ``"none"`` is 0, no limit (rules §6)."""
        given = dict(given or {})
        if given.get("deal_limit") == "none":
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
        return Layout(*deal_in_packets(shuffled, match.players, dealer, packets))

    # --- the match ----------------------------------------------------------------

    def setup(self, match: MatchState) -> None:
        if match.options["pot"]:
            match.ledger = ChipLedger([match.options["start_bank"]] * match.players, {POT: 0})

    def open_match(self, match: MatchState, rng: random.Random) -> tuple[int, list[Event]]:
        """Rules §3, §7.8: the highest card deals, suits breaking ties."""
        power = TRIOMPHE_ORDER.power
        return draw_for_dealer(match.players, self.pack(match.players, match.options),
                               lambda c: (power[c], DRAW_SUIT_RANK[suit_of(c)]), rng)

    def make_fixed_rules(self, match: MatchState) -> HommeRules:
        return rules_from(
            HommeRules, match.options, players=match.players,
            tricks=TrickRules(match.players, TRIOMPHE_ORDER, must_trump=True),
            turnups=1 + match.options["max_rejouissances"])

    def new_deal(self, match: MatchState, dealer: int, layout: Layout
                 ) -> tuple[HommeDeal, list[Event]]:
        rules = self.fixed_rules(match)
        hands = [mask_of(hand) for hand in layout.hands]
        events: list[Event] = []
        if match.ledger is not None:
            ante = match.options["ante"]
            for seat in range(match.players):
                match.ledger.seat_to_pool(seat, POT, ante)
                events.append(Ante(seat, POT, ante))
        return HommeDeal(rules, dealer, hands, list(layout.stock)), events

    def result(self, match: MatchState) -> list[int] | None:
        return match_winners(match)


register(Homme())
