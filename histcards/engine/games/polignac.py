"""Polignac (Quatre Valets): avoid taking the Jacks, above all the Jack of spades.

Rules: ``resources/rules/en/polignac.md``, whose numbered sections the comments cite. Where
the sources disagree, the defaults follow the page's choices (rules §7), the alternatives
being options: direction (anticlockwise; seats are in playing order, so only the felt
changes), black sevens removed, the first dealer chosen by lot (``first_dealer: draw``: a
visible draw, the highest card in the game's order deals, ties draw again, rules §6), capot
polled from eldest with one declarer, eldest leads even after a declaration, a failed capot
stops the deal at once and costs the declarer 5 (Jacks ignored), a failed general scores
the Jacks normally, players tied for the highest total all lose (every other player wins),
Q♠ = 2 in the Queens variant.

With ``leftover_method: dealer_discard`` the dealer's hand in a record holds his cards
plus the surplus (12 with 3 players, 8 with 5, 7 with 6, 8 with 7) and the stock is
empty; his first decision is ``discard C C`` (rules §6), before the declarations.

The two related games of rules §6 are the option ``extra_game``: Knaves (3 players, 52
cards one at a time, the 52nd, a record's ``stock``, turned for trumps and otherwise out
of play; +1 a trick, J♥ −4, J♦ −3, J♣ −2, J♠ −1; the highest total at or over the target
wins, ties share) and Slobberhannes (4 players, 32 cards A high in packets 3-2-3; 1 point
each for the first trick, the last trick and the trick holding Q♣, one more to a player
taking all three; the highest total at or over the target loses). The capot bid and the
leftover options do not apply to them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any, ClassVar

from histcards.cards import (
    ACE_HIGH_ORDER,
    BLACK_SEVENS,
    CARD_NAMES,
    CLUBS,
    DIAMONDS,
    FULL_PACK,
    HEARTS,
    JACK,
    PIQUET_PACK,
    QUEEN,
    RED_SEVENS,
    SPADES,
    SUITS,
    TRIOMPHE_ORDER,
    Card,
    RankOrder,
    card_list,
    cards_in,
    make_card,
    mask_of,
    pack_without,
    rank_of,
    suit_of,
)
from histcards.engine.actions import PASS, Action, bare
from histcards.engine.declaration import GameInfo, Phase, Picture, Preset, ScoreKind, Term
from histcards.engine.draws import draw_for_dealer
from histcards.engine.errors import OptionsError, Reason
from histcards.engine.events import MOST_SEATS, Announce, Bid, Discard, Event, TurnUp
from histcards.engine.game import (
    DealState,
    GameRules,
    Layout,
    LayoutShape,
    MatchState,
    deal_in_packets,
)
from histcards.engine.games import register
from histcards.engine.options import (
    BIDDING,
    DEAL,
    GAME,
    MATCH,
    PLAY,
    SCORING,
    Option,
    When,
    choices,
    direction_option,
    numbers,
    rules_from,
)
from histcards.engine.text import words
from histcards.engine.tricks import TrickDeal, TrickRules

CAPOT_PENALTY = 5  # rules §5: a successful declaration costs each opponent 5, a failed capot 5
HAND_SIZES = {3: 10, 4: 8, 5: 6, 6: 5}
"""Cards each player keeps, by player count up to six (rules §2)."""
PACKETS = {4: (2, 2), 5: (2, 3), 6: (3, 3), 8: (3, 2, 3), 10: (3, 2, 3, 2),
           17: (1,) * 17}  # rules §7.3; Knaves deals one at a time
EXTRA_PLAYERS = {"knaves": 3, "slobberhannes": 4}
KNAVE_VALUES = {HEARTS: -4, DIAMONDS: -3, CLUBS: -2, SPADES: -1}  # rules §6, Knaves
QUEEN_OF_CLUBS = make_card(QUEEN, CLUBS)
ALL_SEVENS = tuple(make_card(7, s) for s in range(4))


def _check_fixed_deals(value: Any, players: int) -> Reason | None:
    if value % players:
        return Reason.of("fixed_deals must be a multiple of the {players} players, not {value}",
                         players=players, value=value)
    return None


_ = words("polignac")
NOT_EXTRA = {"extra_game": ("none",)}

OPTIONS = (
    Option("extra_game", "none", _("Game played"),
           choices=choices(("none", _("Polignac")), ("knaves", _("Knaves (3 players)")),
                           ("slobberhannes", _("Slobberhannes (4 players)"))),
           help=_("Polignac, or one of two related games played with the same cards."),
           group=GAME),
    Option("allow_seven_eight", False, _("Allow 7 or 8 players"), "bool",
           help=_("Seven play with 28 cards, eight with 32, four cards each."),
           applies=When(players=(7, 8)), group=DEAL),
    direction_option("anticlockwise"),
    Option("sevens_removed", "black", _("Sevens removed (3, 5, 6 players)"),
           choices=choices(("black", _("The black sevens")), ("red", _("The red sevens"))),
           help=_("Which two Sevens leave the pack so that the cards divide evenly."),
           applies=When(players=(3, 5, 6),
                        options={"leftover_method": ("remove_sevens",), **NOT_EXTRA}),
           group=DEAL),
    Option("leftover_method", "remove_sevens", _("Surplus cards"),
           choices=choices(("remove_sevens", _("Remove sevens from the pack")),
                           ("dealer_discard", _("The dealer takes and discards them"))),
           help=_("With 3, 5 or 6 players the pack does not divide evenly."),
           applies=When(players=(3, 5, 6), options=NOT_EXTRA), group=DEAL),
    Option("first_dealer", "random", _("First dealer"),
           choices=choices(("random", _("Chosen by lot")),
                           ("draw", _("Highest card drawn deals"))),
           help=_("Who deals the first deal; then the deal passes round the table."),
           group=DEAL),
    Option("end_mode", "target", _("End of the game"),
           choices=choices(("target", _("When someone reaches the losing total")),
                           ("fixed_deals", _("After a number of deals"))),
           help=_("After a number of deals, the lowest total wins."), group=MATCH),
    Option("target", 20, _("Losing total"),
           choices=numbers(10, 15, 20, 30, 50),
           help=_("The first player whose penalties reach this total loses."),
           applies=When(options={"end_mode": ("target",)}), group=MATCH),
    Option("fixed_deals", 0, _("Number of deals"), "int", minimum=1, maximum=400,
           per_player=3, check=_check_fixed_deals,
           help=_("A multiple of the number of players, so that everyone deals as often."),
           applies=When(options={"end_mode": ("fixed_deals",)}), group=MATCH),
    Option("all_tricks_bid", "capot", _("All-tricks bid"),
           choices=choices(("off", _("None")), ("capot", _("Capot")),
                           ("general", _("General"))),
           help=_("A promise to win every trick: made, it costs each other player 5; a "
                  "general that fails costs nothing extra."),
           applies=When(options=NOT_EXTRA), group=BIDDING),
    Option("capot_early_stop", True, _("Stop a failed capot at once"), "bool",
           help=_("The deal ends when the capot player loses a trick; the score is the "
                  "same."),
           applies=When(options={"all_tricks_bid": ("capot",), **NOT_EXTRA}), group=PLAY),
    Option("ranking_variant", "standard", _("Ranking"),
           choices=choices(("standard", _("King high, the Jacks score")),
                           ("ace_high_queens", _("Ace high, the Queens score"))),
           help=_("Which cards cost penalty points, and which card is highest."),
           applies=When(options=NOT_EXTRA), group=SCORING),
)

INFO = GameInfo(
    id="polignac",
    order=1,
    name=_("Polignac"),
    summary=_("Avoid the Jacks, above all the Jack of spades — or take every trick."),
    players=(3, 4, 5, 6, 7, 8),
    usual_players=4,
    difficulty=1,
    length=_("About 20 minutes"),
    score=ScoreKind("penalty", _("penalty points"), lower_is_better=True),
    zones=frozenset({"hand", "trick", "won", "turnups"}),
    packs=(28, 30, 32, 52),
    phases=(
        Phase("discard", _("The dealer's discard"),
              _("The dealer puts away his surplus cards, never a Jack.")),
        Phase("declare", _("All-tricks bid"),
              _("Before the first lead each player in turn may announce a capot: a promise "
                "to win every trick. The first to announce closes the bidding.")),
        Phase("play", _("Tricks"),
              _("Follow suit if you can; with none of the suit, play anything. The highest "
                "card of the suit led wins. Avoid the tricks that hold Jacks.")),
    ),
    options=OPTIONS,
    picture=Picture(("QS", "8S", "KS", "JS")),
    presets=(
        Preset("usual", _("Usual"), _("The capot bid; the match ends when someone reaches "
                                      "20 penalty points.")),
        Preset("short", _("Short match"), _("The match ends when someone reaches 10 "
                                            "penalty points."), {"target": 10}),
        Preset("knaves", _("Knaves"), _("Three players, 52 cards, trumps: each trick "
                                        "scores, the Jacks cost."),
               {"extra_game": "knaves"}, players=EXTRA_PLAYERS["knaves"]),
        Preset("slobberhannes", _("Slobberhannes"),
               _("Four players: avoid the first and last tricks and the Queen of clubs."),
               {"extra_game": "slobberhannes"}, players=EXTRA_PLAYERS["slobberhannes"]),
    ),
    terms={
        "action.capot": Term(_("Capot")),
        "action.general": Term(_("General")),
        "action.discard": Term(_("Discard {cards}")),
        "announce.capot": Term(_("Capot"), _("{seat} announces a capot: every trick.",
                                               seat="You announce a capot: every trick.")),
        "announce.general": Term(_("General"), _("{seat} announces a general: every trick.",
                                                   seat="You announce a general: every trick.")),
        "trick.points": Term(_("Penalty points"),
                             _("{winner} wins the trick ({points:score}).",
                               winner="You win the trick ({points:score}).")),
        "score.penalties": Term(_("Jacks taken"), _("{seat} takes {points:penalty}.",
                                                           seat="You take {points:penalty}.")),
        "score.capot_made": Term(_("The capot against him"),
                                 _("{seat} takes {points:penalty}: the capot is made.",
                                   seat="You take {points:penalty}: the capot is made.")),
        "score.capot_failed": Term(_("Capot failed"),
                                   _("{seat} takes {points:penalty}: the capot fails.",
                                     seat="You take {points:penalty}: the capot fails.")),
        "score.general_made": Term(_("The general against him"),
                                   _("{seat} takes {points:penalty}: the general is made.",
                                     seat="You take {points:penalty}: the general is made.")),
        "score.tricks": Term(_("Tricks taken"), _("{seat} scores {points:points} for tricks.",
                                                    seat="You score {points:points} for tricks.")),
        "score.knaves": Term(_("Knaves taken"), _("{seat} scores {points:points} for Knaves.",
                                                    seat="You score {points:points} for Knaves.")),
        "score.first_trick": Term(_("First trick"),
                                  _("{seat} takes {points:penalty} for the first trick.",
                                    seat="You take {points:penalty} for the first trick.")),
        "score.last_trick": Term(_("Last trick"),
                                 _("{seat} takes {points:penalty} for the last trick.",
                                   seat="You take {points:penalty} for the last trick.")),
        "score.queen_of_clubs": Term(_("Queen of clubs"),
                                     _("{seat} takes {points:penalty} for the Queen of clubs.",
                                       seat="You take {points:penalty} for the Queen of clubs.")),
        "score.all_three": Term(_("All three"),
                                _("{seat} takes {points:penalty} more for taking all three.",
                                  seat="You take {points:penalty} more for taking all three.")),
        "outcome.tricks": Term(_("The Jacks are counted")),
        "outcome.capot_made": Term(_("The capot is made")),
        "outcome.capot_failed": Term(_("The capot fails")),
        "outcome.general_made": Term(_("The general is made")),
        "outcome.general_failed": Term(_("The general fails: the Jacks are counted")),
        "outcome.knaves": Term(_("Tricks and Knaves are counted")),
        "outcome.slobberhannes": Term(_("The penalties are counted")),
    },
)


@dataclass(frozen=True)
class DealRules:
    """What stays fixed during a deal besides trick play: shared by every copy of its state."""

    penalties: tuple[int, ...]
    all_tricks_bid: str
    capot_early_stop: bool
    surplus: int
    packets: tuple[int, ...]
    """How the cards are dealt (rules §7.3)."""
    extra_game: str = "none"


@cache
def penalty_table(variant: str) -> tuple[int, ...]:
    """Penalty value of each card (rules §5): Jacks, or Queens in the Ace-high variant."""
    rank = QUEEN if variant == "ace_high_queens" else JACK
    return tuple(
        (2 if suit_of(c) == SPADES else 1) if rank_of(c) == rank else 0 for c in range(52)
    )


KNAVE_TABLE = tuple(KNAVE_VALUES[suit_of(c)] if rank_of(c) == JACK else 0 for c in range(52))
SLOBBER_TABLE = tuple(int(c == QUEEN_OF_CLUBS) for c in range(52))


def card_values(options: Mapping[str, Any]) -> tuple[int, ...]:
    """What each card counts in a trick: penalties (Polignac, Q♣ in Slobberhannes) or the
    Knaves' negative Jacks."""
    extra = options["extra_game"]
    if extra == "knaves":
        return KNAVE_TABLE
    if extra == "slobberhannes":
        return SLOBBER_TABLE
    return penalty_table(options["ranking_variant"])



DECLARATIONS = {bid: (bare(bid), PASS) for bid in ("capot", "general")}
"""The choices of the all-tricks declaration, capot or general (rules §6)."""
DECLARED: dict[str, tuple[tuple[Event, ...], ...]] = {
    word: tuple((Bid(seat, word, "declare"),) if word == "pass" else
                (Bid(seat, word, "declare"), Announce(seat, word, word))
                for seat in range(MOST_SEATS))
    for word in ("capot", "general", "pass")}
"""``DECLARED[word][seat]``: the events of a declaration (or a pass), made once (events are
values, and a random deal holds two declarations for nine decisions)."""


class PolignacDeal(TrickDeal):
    """One deal of Polignac: [discard] → [capot declarations] → tricks → scoring."""

    __slots__ = ("dealer", "declarer", "discards", "rules", "turnup")

    def __init__(self, rules: DealRules, tricks: TrickRules, dealer: int, hands: list[int],
                 turnup: Card | None = None) -> None:
        self.rules = rules
        self.turnup = turnup
        self.dealer = dealer
        self.hands = hands
        self.finished = False
        self.declarer: int | None = None
        self.discards = 0
        self.start_tricks(tricks, (dealer + 1) % tricks.players,
                          suit_of(turnup) if turnup is not None else None)
        if rules.surplus:
            self.phase, self.to_act = "discard", dealer
        else:
            self._open_declarations()

    # --- phases -------------------------------------------------------------------

    def _open_declarations(self) -> None:
        self.to_act = self.leader
        self.phase = "declare" if self.rules.all_tricks_bid != "off" else "play"

    def legal(self) -> tuple[Action, ...]:
        if self.phase == "play":
            return self.plays()
        if self.phase == "declare":
            return DECLARATIONS[self.rules.all_tricks_bid]
        return self._discard_choices()

    def _discard_choices(self) -> tuple[Action, ...]:
        penalties = self.rules.penalties
        safe = [c for c in cards_in(self.hands[self.seat_to_act()]) if not penalties[c]]
        return tuple(Action("discard", combo)
                     for combo in combinations(safe, self.rules.surplus))

    def apply(self, match: MatchState, action: Action) -> list[Event]:
        if self.phase != "play":
            return self._declare(action) if self.phase == "declare" else self._discard(action)
        # a card played (most steps: written here, not in a method of its own)
        seat = self.to_act
        assert seat is not None  # a card is played by the seat to act
        events, winner = self.play_card(seat, action.cards[0])
        if winner is None:
            return events
        capot_lost = (self.rules.all_tricks_bid == "capot" and self.declarer is not None
                      and winner != self.declarer)
        if not self.hands[winner] or (capot_lost and self.rules.capot_early_stop):
            events += self._score(match)
        return events

    def _discard(self, action: Action) -> list[Event]:
        seat = self.seat_to_act()
        for card in action.cards:
            self.hands[seat] &= ~(1 << card)
            self.discards |= 1 << card
        self._open_declarations()
        return [Discard(seat, len(action.cards))]

    def _declare(self, action: Action) -> list[Event]:
        seat = self.to_act
        assert seat is not None  # a declaration is made by the seat to act
        events: list[Event] = [*DECLARED[action.kind][seat]]
        if action.kind != "pass":
            self.declarer = seat
        last_to_speak = (self.leader - 1) % self.trick_rules.players
        if self.declarer is not None or seat == last_to_speak:
            self.phase, self.to_act = "play", self.leader
        else:
            self.to_act = (seat + 1) % self.trick_rules.players
        return events

    # --- scoring (rules §5, §6) -----------------------------------------------------------

    def _scores(self) -> tuple[str, list[tuple[int, int, str]]]:
        """The deal's outcome and what each seat scores for what: (seat, points, reason)."""
        n = self.trick_rules.players
        declarer, extra = self.declarer, self.rules.extra_game
        if extra == "knaves":
            return extra, ([(s, t, "tricks") for s, t in enumerate(self.tricks_won)]
                           + [(s, p, "knaves") for s, p in enumerate(self.points_won)])
        if extra == "slobberhannes":
            taken = [(s, p, "queen_of_clubs") for s, p in enumerate(self.points_won)]
            taken += [(self.winners[0], 1, "first_trick"), (self.winners[-1], 1, "last_trick")]
            for seat in range(n):
                if sum(p for s, p, _ in taken if s == seat) == 3:
                    taken.append((seat, 1, "all_three"))  # one player took all three
            return extra, taken
        if declarer is None:
            return "tricks", self._penalties()
        bid = self.rules.all_tricks_bid
        if self.tricks_won[declarer] == len(self.winners) and not any(self.hands):
            return f"{bid}_made", [(s, CAPOT_PENALTY, f"{bid}_made")
                                   for s in range(n) if s != declarer]
        if bid == "capot":
            return "capot_failed", [(declarer, CAPOT_PENALTY, "capot_failed")]
        return "general_failed", self._penalties()

    def _penalties(self) -> list[tuple[int, int, str]]:
        """Each seat's penalty points taken in tricks."""
        return [(s, p, "penalties") for s, p in enumerate(self.points_won)]

    def _score(self, match: MatchState) -> list[Event]:
        outcome, scored = self._scores()
        events: list[Event] = []
        for seat, points, reason in scored:  # a loop: a comprehension is one more call
            if points:
                events.append(match.score(seat, points, reason))
        self.finish(outcome, self.declarer if outcome.endswith("_made") else None)
        return events

    # --- views --------------------------------------------------------------------

    def refusal(self, match: MatchState, action: Action) -> Reason:
        if self.phase == "play":
            if action.kind != "play" or action.clique or action.as_rank is not None:
                return Reason.of("it is your turn to play a card (play C)")
            return (self.play_refusal(self.seat_to_act(), action.cards[0])
                    or super().refusal(match, action))
        if self.phase == "declare":
            if self.rules.all_tricks_bid == "capot" and action.kind == "general":
                return Reason.of("this game is played with capot, not general")
            if self.rules.all_tricks_bid == "general" and action.kind == "capot":
                return Reason.of("this game is played with general, not capot")
            return Reason.of("you may declare {bid} or pass", bid=self.rules.all_tricks_bid)
        return self._discard_refusal(match, action)

    def _discard_refusal(self, match: MatchState, action: Action) -> Reason:
        surplus = self.rules.surplus
        if action.kind != "discard":
            return Reason.of("the dealer must first discard {count} cards (discard C C)",
                             count=surplus)
        if len(action.cards) != surplus or len(set(action.cards)) != surplus:
            return Reason.of("you must discard exactly {count} different cards", count=surplus)
        for card in action.cards:
            if not self.hands[self.seat_to_act()] >> card & 1:
                return Reason.of("you do not hold {card}", card=card)
            if self.rules.penalties[card]:
                return Reason.of("you may not discard a penalty card ({card})", card=card)
        return super().refusal(match, action)

    def all_cards(self) -> list[Card]:
        held = self.discards
        for hand in self.hands:
            held |= hand
        turnup = [] if self.turnup is None else [self.turnup]
        return card_list(held) + self.trick_cards() + turnup

    def public_action(self, action: Action) -> str:
        if action.kind == "discard":
            return f"discard {len(action.cards)}"
        return str(action)

    def table(self, match: MatchState) -> dict[str, Any]:
        return self.trick_table() | {
            "penalties_taken": list(self.points_won),
            "declarer": self.declarer,
            "declaration": self.rules.all_tricks_bid if self.declarer is not None else None,
            "announcements": [] if self.declarer is None else
                             [{"seat": self.declarer, "text": self.rules.all_tricks_bid}],
            "discarded": self.discards.bit_count(),
            "turnups": [CARD_NAMES[self.turnup]] if self.turnup is not None else [],
        }

    def private(self, match: MatchState, seat: int) -> dict[str, Any]:
        if seat == self.dealer and self.discards:
            return {"discards": [CARD_NAMES[c] for c in cards_in(self.discards)]}
        return {}

    def hidden_zones(self, seat: int) -> list[list[Card]]:
        zones = super().hidden_zones(seat)
        if self.discards and seat != self.dealer:
            zones.append(card_list(self.discards))
        return zones

    def set_hidden_zones(self, seat: int, zones: list[list[Card]]) -> None:
        if self.discards and seat != self.dealer:
            self.discards = sum(1 << c for c in zones.pop())
        super().set_hidden_zones(seat, zones)


class Polignac(GameRules):
    """Polignac: 3–6 players (7–8 with an option), 32- or 30-card pack, no trumps."""

    info: ClassVar[GameInfo] = INFO

    def score_kind(self, options: Mapping[str, Any]) -> ScoreKind:
        """In Knaves points are good: the highest total wins."""
        if options["extra_game"] == "knaves":
            return ScoreKind("points", _("points"))
        return self.info.score

    def check_players(self, players: int, options: Mapping[str, Any]) -> None:
        extra = options["extra_game"]
        if extra != "none" and players != EXTRA_PLAYERS[extra]:
            raise OptionsError(Reason.of("{extra} is for {players} players",
                                         extra=extra.capitalize(),
                                         players=EXTRA_PLAYERS[extra]))
        if players in (7, 8) and not options["allow_seven_eight"]:
            raise OptionsError(Reason.of("Polignac is for 3 to 6 players; 7 or 8 need the "
                                         "option allow_seven_eight", option="allow_seven_eight"))
        super().check_players(players, options)

    def open_match(self, match: MatchState, rng: random.Random) -> tuple[int, list[Event]]:
        """Rules §3, §6: the first dealer is chosen by lot, or with ``first_dealer: draw``
        by a visible draw: the highest card in the game's order deals, ties draw again."""
        if match.options["first_dealer"] == "random":
            return super().open_match(match, rng)
        power = self.rank_order(match.options).power
        return draw_for_dealer(match.players, self.pack(match.players, match.options),
                               lambda card: (power[card],), rng)

    def rank_order(self, options: Mapping[str, Any]) -> RankOrder:
        ace_high = options["ranking_variant"] == "ace_high_queens" or \
            options["extra_game"] != "none"
        return ACE_HIGH_ORDER if ace_high else TRIOMPHE_ORDER

    def hand_size(self, players: int, options: Mapping[str, Any]) -> int:
        """Cards each player keeps (rules §2, §6): also the number of tricks."""
        if options["extra_game"] == "knaves":
            return 17
        return 4 if players >= 7 else HAND_SIZES[players]

    def surplus(self, players: int, options: Mapping[str, Any]) -> int:
        """Cards the dealer takes and discards with ``leftover_method: dealer_discard``."""
        if options["leftover_method"] != "dealer_discard" or options["extra_game"] != "none":
            return 0
        return len(PIQUET_PACK) - players * self.hand_size(players, options)

    def pack(self, players: int, options: Mapping[str, Any]) -> tuple[Card, ...]:
        if options["extra_game"] == "knaves":
            return FULL_PACK
        if options["extra_game"] == "slobberhannes":
            return PIQUET_PACK
        if options["leftover_method"] == "dealer_discard" or players in (4, 8):
            return PIQUET_PACK
        if players == 7:
            return pack_without(PIQUET_PACK, ALL_SEVENS)
        removed = BLACK_SEVENS if options["sevens_removed"] == "black" else RED_SEVENS
        return pack_without(PIQUET_PACK, removed)

    def layout_shape(self, match: MatchState, dealer: int) -> LayoutShape:
        size = self.hand_size(match.players, match.options)
        extra = self.surplus(match.players, match.options)
        sizes = tuple(size + (extra if s == dealer else 0) for s in range(match.players))
        return LayoutShape(sizes, 1 if match.options["extra_game"] == "knaves" else 0)

    def deal_from_pack(self, match: MatchState, dealer: int, shuffled: list[Card]) -> Layout:
        rules = self.fixed_rules(match)[0]
        hands, rest = deal_in_packets(shuffled, match.players, dealer, rules.packets)
        if rules.extra_game == "knaves":
            return Layout(hands, stock=rest)
        if rest:  # the surplus goes to the dealer (rules §7.3)
            hands = (*hands[:dealer], hands[dealer] + rest, *hands[dealer + 1:])
        return Layout(hands)

    def make_fixed_rules(self, match: MatchState) -> tuple[DealRules, TrickRules]:
        options = match.options
        rules = rules_from(
            DealRules, options,
            penalties=penalty_table(options["ranking_variant"]),
            all_tricks_bid=options["all_tricks_bid"] if options["extra_game"] == "none"
            else "off",
            surplus=self.surplus(match.players, options),
            packets=PACKETS[self.hand_size(match.players, options)])
        tricks = TrickRules(match.players, self.rank_order(options), points=card_values(options))
        return rules, tricks

    def new_deal(self, match: MatchState, dealer: int,
                 layout: Layout) -> tuple[DealState, list[Event]]:
        rules, tricks = self.fixed_rules(match)
        hands = list(map(mask_of, layout.hands))
        turnup = layout.stock[0] if layout.stock else None
        events: list[Event] = [] if turnup is None else [
            TurnUp(CARD_NAMES[turnup], "trumps", trumps=SUITS[suit_of(turnup)])]
        return PolignacDeal(rules, tricks, dealer, hands, turnup), events

    def result(self, match: MatchState) -> list[int] | None:
        """Rules §5.1, §7.7: the highest total at or over the target loses (ties all lose), everyone
        else wins; in fixed-deals mode the lowest total wins after the last deal. In Knaves
        points are good: the highest total wins."""
        scores = match.scores
        points_are_good = match.options["extra_game"] == "knaves"
        if match.options["end_mode"] == "fixed_deals":
            if match.deal_index + 1 < match.options["fixed_deals"]:
                return None
            best = max(scores) if points_are_good else min(scores)
            return [s for s, v in enumerate(scores) if v == best]
        highest = max(scores)
        if highest < match.options["target"]:
            return None
        if points_are_good:
            return [s for s, v in enumerate(scores) if v == highest]
        return [s for s, v in enumerate(scores) if v != highest]


register(Polignac())
