"""Quarante de Roi: two partnerships capture court cards; the dealer's last card is trumps.

Rules: ``resources/rules/en/quarante.md``, whose numbered sections the comments cite. The
page's choices (rules §7) are the defaults; its options (rules §6) are the game's options:

- Seats: four, in playing order (anticlockwise, rules §3.3; ``direction: clockwise``
  follows one summary instead, rules §7.3, and only moves the seats on the felt); partners
  sit opposite, so the teams are seats {0, 2} and {1, 3} (``match.teams``). A record may
  give ``teams`` explicitly (validated: partners opposite). Otherwise the partnership
  ceremony of ``partnership_method`` (rules §3.1, §6) is held once from the match seed:
  ``deal_to_kings`` (cards dealt face up from a random temporary dealer's next player until
  all hold a King), ``draw_kings`` (each draws one of the four Kings) or ``fixed`` (nobody
  moves). Red Kings against black; the K♥ holder keeps his seat, the K♦ holder sits
  opposite, the black-King holders take the remaining seats in the order they got their
  Kings. The seats are positions, so the ceremony's result is who sits where: ``names`` are
  reordered into seat order (a record keeps the names as given and the ceremony is
  replayed) and a ``partnerships`` event reports it.
- First dealer (rules §3.2): a visible draw, Ace high; only the players tied for highest
  draw again. Reported as ``draw`` events and ``first_dealer`` before the first deal when
  it decided its dealer (a record may name another).
- Deal (rules §3.3): 8 cards each in packets of 3-2-3 (option ``deal_packets``: ``3_2_3``,
  ``2_3_3`` or ``1_by_1``, rules §6); the 32nd card, the dealer's last, is turned face up:
  its suit is trumps. In a record the dealer's ``hands`` entry holds his 7 concealed cards
  and ``turnup`` the 8th. The turn-up lies face up until the dealer's first turn to play
  (his play to the first trick), when it joins his hand: in ``hands`` (replay output,
  observations) the dealer has 7 cards until then, and ``table.turnups`` shows the card;
  afterwards ``hands`` includes it, ``table.turnup_in_hand`` says it is still there (public
  knowledge) and ``table.turnup`` always names the deal's turned card. The pick-up is a
  ``take_turnup`` event. The turn-up counts for the dealer's cliques (rules §4.3).
- Play (rules §4.1): follow suit, otherwise any card; ``must_trump_when_void`` forces a
  trump. Cards K 5, Q 4, J 3, others 0 (48 a deal); no trick or last-trick bonus.
- Cliques (rules §4.3): announced only when playing to trick 1, ``play C clique``; the
  engine announces the player's best clique (most cards, then K > Q > J; a second clique in
  the same hand never combines). ``announce`` events give the size; ranks are stated
  (``clique_rank`` announcements, from first hand on) as soon as two announcements tie for
  the largest size. After trick 1 a ``clique`` event names the best announcement (rank
  still hidden unless stated); its value from ``clique_table`` (editable; all but four
  Kings = 40 are provisional reconstructions, see ``PROVISIONAL_CLIQUES``; given as rows
  ``{"four": {"K": 40, "Q": 32, "J": 24}, "three": {…}}`` or as the 2×3 table of rules §5,
  ``[[40, 32, 24], [15, 12, 9]]``) goes to its team at the deal's scoring, where the
  winning clique is shown. "Good" is simply not announcing.
- Scoring (rules §5, §5.1): each team adds its card points and its clique; ``scores`` shows
  each seat its team's total. After a deal, one team at or over ``target`` (150) wins;
  both: the higher wins; equal totals: another deal. The deal passes to the next seat.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from histcards.cards import (
    ACE_HIGH_ORDER,
    CARD_NAMES,
    JACK,
    KING,
    PIQUET_PACK,
    QUEEN,
    RANK_SYMBOLS,
    SUITS,
    TRIOMPHE_ORDER,
    Card,
    RankOrder,
    cards_in,
    mask_of,
    suit_of,
)
from histcards.engine.actions import PLAYS, Action
from histcards.engine.announcements import Announced, announce, best_announced, best_set
from histcards.engine.declaration import GameInfo, Phase, Picture, Preset, ScoreKind, Term
from histcards.engine.draws import draw_for_dealer
from histcards.engine.errors import Reason
from histcards.engine.events import Announce, Clique, Event, TakeTurnUp, TurnUp
from histcards.engine.game import (
    GameRules,
    Layout,
    LayoutShape,
    MatchState,
    deal_in_packets,
)
from histcards.engine.games import register
from histcards.engine.legal import CardActions
from histcards.engine.options import (
    COMPUTERS,
    DEAL,
    MATCH,
    PLAY,
    SCORING,
    Option,
    When,
    choices,
    direction_option,
    rules_from,
)
from histcards.engine.partnerships import (
    check_teams,
    deal_to_kings,
    draw_kings,
    fixed_seating,
    opposite_teams,
)
from histcards.engine.text import words
from histcards.engine.tricks import TrickDeal, TrickRules, card_points

CARD_POINTS = card_points({KING: 5, QUEEN: 4, JACK: 3})  # rules §2: 48 a deal
CLIQUE_RANKS = (KING, QUEEN, JACK)  # rules §4.3, best first
SIZE_KEYS = {4: "four", 3: "three"}
DEFAULT_CLIQUE_TABLE = {"four": {"K": 40, "Q": 32, "J": 24},
                        "three": {"K": 15, "Q": 12, "J": 9}}
PROVISIONAL_CLIQUES = frozenset({("four", "Q"), ("four", "J"), ("three", "K"),
                                 ("three", "Q"), ("three", "J")})
"""Clique values derived by the project, not attested (rules §7.1): to verify against Lacombe."""
PACKETS = {"3_2_3": (3, 2, 3), "2_3_3": (2, 3, 3), "1_by_1": (1,) * 8}  # rules §6, Deal packets
CLIQUE_PLAYS: tuple[Action, ...] = tuple(Action("play", (c,), clique=True) for c in range(52))
PLAYS_OR_CLIQUE = CardActions(PLAYS, CLIQUE_PLAYS)
"""At the first trick: each card played plainly or announcing one's clique."""
PLAYERS = 4


def clique_rows(value: Any) -> dict[str, dict[str, Any]] | None:
    """The ``clique_table`` option as rows by size and rank, or None if it has neither
    accepted shape: ``{"four": {"K": n, "Q": n, "J": n}, "three": {…}}``, or the 2×3 table
    of rules §5, ``[[four K, Q, J], [three K, Q, J]]``."""
    if isinstance(value, Sequence) and not isinstance(value, str):
        if len(value) != 2 or not all(isinstance(row, Sequence) and not isinstance(row, str)
                                      and len(row) == 3 for row in value):
            return None
        return {size: dict(zip("KQJ", row, strict=True))
                for size, row in zip(("four", "three"), value, strict=True)}
    if not isinstance(value, Mapping) or set(value) != set(DEFAULT_CLIQUE_TABLE):
        return None
    if not all(isinstance(row, Mapping) and set(row) == {"K", "Q", "J"}
               for row in value.values()):
        return None
    return {size: dict(row) for size, row in value.items()}


def _check_clique_table(value: Any, players: int) -> Reason | None:
    rows = clique_rows(value)
    if rows is None:
        return Reason.of("clique_table must be {shape}",
                         shape='{"four": {"K": n, "Q": n, "J": n}, "three": {…}} '
                               "or [[four K, Q, J], [three K, Q, J]]")
    for row in rows.values():
        for points in row.values():
            if not isinstance(points, int) or isinstance(points, bool) or points < 0:
                return Reason.of("clique values must be whole numbers ≥ 0, not {value!r}",
                                 value=points)
    return None



_ = words("quarante")

OPTIONS = (
    Option("target", 150, _("Game to"), "int", minimum=10, maximum=1000,
           help=_("The first side to reach this total wins; usually 150 (100 for a short "
                  "game, 200 for a long one)."), group=MATCH),
    direction_option("anticlockwise"),  # rules §7.3: one summary says clockwise
    Option("partnership_method", "deal_to_kings", _("Choosing partners"),
           choices=choices(("deal_to_kings", _("Deal face up to the Kings")),
                           ("draw_kings", _("Each draws a King")),
                           ("fixed", _("As seated: partners opposite"))),
           help=_("Red Kings play against black Kings; partners sit opposite."), group=DEAL),
    Option("deal_packets", "3_2_3", _("Deal packets"),
           choices=choices(("3_2_3", _("3, 2, 3")), ("2_3_3", _("2, 3, 3")),
                           ("1_by_1", _("One at a time"))),
           help=_("How the eight cards are dealt; it changes nothing in the game."),
           group=DEAL),
    Option("must_trump_when_void", False, _("Must trump when void"), "bool",
           help=_("A player with none of the suit led must play a trump if he has one."),
           group=PLAY),
    Option("cliques_enabled", True, _("Cliques"), "bool",
           help=_("Three or four Kings, Queens or Jacks, announced in the first trick, score "
                  "for the side that holds the best."), group=SCORING),
    Option("clique_table", DEFAULT_CLIQUE_TABLE, _("Clique values"), "table",
           check=_check_clique_table, reconstructed=True,
           help=_("What each clique scores. The old books give only four Kings = 40."),
           rows={"four": _("Four of a kind"), "three": _("Three of a kind")},
           applies=When(options={"cliques_enabled": (True,)}), group=SCORING),
    Option("ai_declares_cliques", "only_if_winning", _("Computer players announce cliques"),
           choices=choices(("only_if_winning", _("Only a winning clique")),
                           ("always", _("Always")), ("never", _("Never"))),
           help=_("Only how the computers play: whether they announce a clique that "
                  "cannot win."),
           applies=When(options={"cliques_enabled": (True,)}), group=COMPUTERS),
)

INFO = GameInfo(
    id="quarante",
    order=2,
    name=_("Quarante de Roi"),
    summary=_("Two against two: capture the court cards, announce your cliques, reach 150."),
    players=(PLAYERS,),
    usual_players=PLAYERS,
    difficulty=2,
    length=_("About 30 minutes"),
    score=ScoreKind("points", _("points"), teams=True),
    zones=frozenset({"hand", "trick", "won", "turnups"}),
    packs=(32,),
    partnerships=True,
    phases=(
        Phase("play", _("Tricks"),
              _("Follow suit if you can; trumps win. Kings count 5, Queens 4, Jacks 3 for "
                "the side that takes them. With three or four of a rank, announce a clique "
                "as you play to the first trick.")),
    ),
    options=OPTIONS,
    picture=Picture(("KS", "KH", "KC", "KD"), "fan"),
    presets=(
        Preset("usual", _("Usual"), _("A game to 150, partners dealt by the Kings.")),
        Preset("short", _("Short match"), _("A game to 100."), {"target": 100}),
        Preset("long", _("Long match"), _("A game to 200."), {"target": 200}),
    ),
    terms={
        "action.play_clique": Term(_("Play {card} and announce a clique")),
        "announce.clique": Term(_("{size:cardinal}"),
                                _("{seat} announces a clique: “{size:cardinal}”.",
                                  seat="You announce a clique: “{size:cardinal}”.")),
        "announce.clique_rank": Term(_("{size:cardinal} {rank:plural}"),
                                     _("{seat} names the clique: “{size:cardinal} "
                                       "{rank:plural}”.",
                                       seat="You name the clique: “{size:cardinal} "
                                       "{rank:plural}”.")),
        "trick.points": Term(_("Card points"),
                             _("{winner} wins the trick ({points:points}).",
                               winner="You win the trick ({points:points}).")),
        "score.trick_points": Term(_("Card points"),
                                   _("{seat} and partner score {points:points} in tricks.",
                                     seat="You and your partner score {points:points} in tricks.")),
        "combination.three": Term(_("Three {rank:plural}")),
        "combination.four": Term(_("Four {rank:plural}")),
        "score.clique": Term(_("Clique"),
                             _("{seat} and partner score {points:points} for the clique.",
                               seat="You and your partner score {points:points} for the clique.")),
        "outcome.tricks": Term(_("Card points and the best clique are counted")),
        "partnerships.deal_to_kings": Term(_("Kings dealt face up"),
                                           _("Partners by the Kings dealt face up: {teams}.")),
        "partnerships.draw_kings": Term(_("Kings drawn"),
                                        _("Partners by the Kings drawn: {teams}.")),
        "partnerships.fixed": Term(_("As seated"), _("Partners sitting opposite: {teams}.")),
    },
)


@dataclass(frozen=True)
class QuaranteRules:
    """What stays fixed during a deal: shared by every copy of its state."""

    tricks: TrickRules
    cliques_enabled: bool
    clique_values: Mapping[tuple[int, int], int]


def clique_values(table: Mapping[str, Mapping[str, int]]) -> dict[tuple[int, int], int]:
    """The ``clique_table`` option as values by (size, rank)."""
    return {(size, rank): table[key][RANK_SYMBOLS[rank - 1]]
            for size, key in SIZE_KEYS.items() for rank in CLIQUE_RANKS}


def teams_of(match: MatchState) -> list[list[int]]:
    """The partnerships, seated before the first deal."""
    if match.teams is None:
        raise RuntimeError("the partnerships are seated before the first deal")
    return match.teams


class QuaranteDeal(TrickDeal):
    """One deal of Quarante de Roi: eight tricks, cliques announced in the first."""

    __slots__ = ("announced", "dealer", "rules", "turnup", "turnup_taken")

    def __init__(self, rules: QuaranteRules, dealer: int, hands: list[int],
                 turnup: Card) -> None:
        self.rules = rules
        self.dealer = dealer
        self.hands = hands
        self.turnup = turnup
        self.turnup_taken = False
        self.announced: tuple[Announced, ...] = ()
        self.finished = False
        self.phase = "play"
        leader = (dealer + 1) % PLAYERS
        self.start_tricks(rules.tricks, leader, suit_of(turnup))
        self.to_act = leader

    # --- play ---------------------------------------------------------------------

    def legal(self) -> tuple[Action, ...]:
        # rules §4.3: a clique held is announced with one's card to the first trick
        if not self.winners and self.rules.cliques_enabled and \
                best_set(self.hands[self.seat_to_act()], CLIQUE_RANKS) is not None:
            return self.plays(PLAYS_OR_CLIQUE)
        return self.plays()

    def apply(self, match: MatchState, action: Action) -> list[Event]:
        seat = self.seat_to_act()
        announced = self._announce(seat) if action.clique else []
        events, winner = self.play_card(seat, action.cards[0])
        if announced:
            events[:0] = announced
        if winner is None:
            if not self.turnup_taken:
                events += self._take_turnup()
            return events
        if len(self.winners) == 1:
            events += self._resolve_cliques()
        if not self.hands[winner]:
            events += self._score(match)
        return events

    def _take_turnup(self) -> list[Event]:
        """Rules §3.4: the turned card joins the dealer's hand at his first turn to play."""
        if self.to_act != self.dealer or self.turnup_taken:
            return []
        self.turnup_taken = True
        self.hands[self.dealer] |= 1 << self.turnup
        return [TakeTurnUp(self.dealer, CARD_NAMES[self.turnup])]

    def _announce(self, seat: int) -> list[Event]:
        held = best_set(self.hands[seat], CLIQUE_RANKS)
        assert held is not None  # a clique is announced only while it is held
        size, rank = held
        self.announced, revealed = announce(self.announced, seat, size, rank)
        events: list[Event] = [Announce(seat, "clique", Announced(seat, size, rank).text(),
                                        size=size)]  # the size alone
        events += [Announce(a.seat, "clique_rank", a.text(), size=a.size,
                            rank=RANK_SYMBOLS[a.rank - 1]) for a in revealed]
        return events

    def _best_clique(self) -> Announced | None:
        return best_announced(self.announced, CLIQUE_RANKS)

    def _resolve_cliques(self) -> list[Event]:
        best = self._best_clique()
        if best is None:
            return []
        return [Clique(best.seat, best.size,
                       RANK_SYMBOLS[best.rank - 1] if best.rank_public else None)]

    # --- scoring (rules §5) ---------------------------------------------------------------

    def _score(self, match: MatchState) -> list[Event]:
        events: list[Event] = [
            match.score(team[0], sum(self.points_won[s] for s in team), "trick_points")
            for team in teams_of(match)]
        best = self._best_clique()
        if best is not None:
            value = self.rules.clique_values[(best.size, best.rank)]
            events.append(match.score(best.seat, value, "clique",
                                      combination=f"{SIZE_KEYS[best.size]} "
                                                  f"{RANK_SYMBOLS[best.rank - 1]}"))
        self.finish("tricks")
        return events

    # --- views --------------------------------------------------------------------

    def refusal(self, match: MatchState, action: Action) -> Reason:
        if action.kind != "play" or action.as_rank is not None:
            return Reason.of("it is your turn to play a card (play C or play C clique)")
        reason = self.play_refusal(self.seat_to_act(), action.card)
        if reason:
            return reason
        if action.clique:
            if not self.rules.cliques_enabled:
                return Reason.of("cliques are not played in this game")
            if self.winners:
                return Reason.of("a clique is announced only when playing to the first trick")
            return Reason.of("you hold no clique (three or four Kings, Queens or Jacks)")
        return super().refusal(match, action)

    def _turnup_held(self) -> bool:
        return self.turnup_taken and bool(self.hands[self.dealer] >> self.turnup & 1)

    def table(self, match: MatchState) -> dict[str, Any]:
        best = self._best_clique()
        return self.trick_table() | {
            "turnup": CARD_NAMES[self.turnup],
            "turnups": [] if self.turnup_taken else [CARD_NAMES[self.turnup]],
            "turnup_in_hand": self._turnup_held(),
            "announcements": [a.as_json() for a in self.announced],
            "clique": best.as_json() if best is not None and self.winners else None,
            "points_won": list(self.points_won),
            "team_points": [sum(self.points_won[s] for s in team) for team in teams_of(match)],
        }

    def all_cards(self) -> list[Card]:
        held = 0
        for hand in self.hands:
            held |= hand
        if not self.turnup_taken:
            held |= 1 << self.turnup
        return list(cards_in(held)) + self.trick_cards()

    def hidden_zones(self, seat: int) -> list[list[Card]]:
        zones = super().hidden_zones(seat)
        if seat != self.dealer and self._turnup_held():
            zones[self.dealer - (self.dealer > seat)].remove(self.turnup)
        return zones

    def set_hidden_zones(self, seat: int, zones: list[list[Card]]) -> None:
        known = seat != self.dealer and self._turnup_held()
        super().set_hidden_zones(seat, zones)
        if known:
            self.hands[self.dealer] |= 1 << self.turnup


class Quarante(GameRules):
    """Quarante de Roi: four players in two partnerships, 32 cards, trumps turned up."""

    info: ClassVar[GameInfo] = INFO

    def resolve_options(self, given: Mapping[str, Any] | None, players: int) -> dict[str, Any]:
        """The options, with a 2×3 ``clique_table`` turned into its rows by size."""
        options = super().resolve_options(given, players)
        options["clique_table"] = clique_rows(options["clique_table"])
        return options

    def check_players(self, players: int, options: Mapping[str, Any]) -> None:
        if players != PLAYERS:
            raise ValueError(f"Quarante de Roi is for exactly 4 players, not {players}")

    def rank_order(self, options: Mapping[str, Any]) -> RankOrder:
        return TRIOMPHE_ORDER

    def pack(self, players: int, options: Mapping[str, Any]) -> tuple[Card, ...]:
        return PIQUET_PACK

    def layout_shape(self, match: MatchState, dealer: int) -> LayoutShape:
        sizes = tuple(7 if s == dealer else 8 for s in range(PLAYERS))
        return LayoutShape(sizes, 0, has_turnup=True)

    def deal_from_pack(self, match: MatchState, dealer: int, shuffled: list[Card]) -> Layout:
        packets = PACKETS[match.options["deal_packets"]]
        hands, _ = deal_in_packets(shuffled, PLAYERS, dealer, packets)
        *kept, turnup = hands[dealer]  # the 32nd card, the dealer's last (rules §3.4)
        return Layout((*hands[:dealer], tuple(kept), *hands[dealer + 1:]), (), turnup)

    # --- the match ----------------------------------------------------------------

    def setup(self, match: MatchState) -> None:
        if match.teams:
            match.teams = check_teams(match.teams, PLAYERS)

    def open_match(self, match: MatchState, rng: random.Random) -> tuple[int, list[Event]]:
        """The partnerships (rules §3.1), unless the record gave the teams; then the
        draw (rules §3.2)."""
        events: list[Event] = []
        if match.teams is None:
            ceremony = {"deal_to_kings": lambda: deal_to_kings(PIQUET_PACK, rng),
                        "draw_kings": lambda: draw_kings(rng),
                        "fixed": fixed_seating}[match.options["partnership_method"]]()
            given = list(match.names)
            match.names = [given[p] for p in ceremony.seating]
            match.teams = opposite_teams(PLAYERS)
            events.append(ceremony.event(match.teams, given))
        for team in match.teams:
            if len({match.scores[s] for s in team}) > 1:
                raise ValueError(f"start scores: partners share a total, so seats "
                                 f"{team[0]} and {team[1]} must have the same score")
        power = ACE_HIGH_ORDER.power
        dealer, drawn = draw_for_dealer(PLAYERS, PIQUET_PACK, lambda c: (power[c],), rng)
        return dealer, events + drawn

    def make_fixed_rules(self, match: MatchState) -> QuaranteRules:
        options = match.options
        return rules_from(
            QuaranteRules, options,
            tricks=TrickRules(PLAYERS, TRIOMPHE_ORDER, options["must_trump_when_void"],
                              CARD_POINTS),
            clique_values=clique_values(options["clique_table"]))

    def new_deal(self, match: MatchState, dealer: int, layout: Layout
                 ) -> tuple[QuaranteDeal, list[Event]]:
        rules = self.fixed_rules(match)
        hands = [mask_of(hand) for hand in layout.hands]
        turnup = layout.turnup
        assert turnup is not None  # the layout is checked against layout_shape
        deal = QuaranteDeal(rules, dealer, hands, turnup)
        return deal, [TurnUp(CARD_NAMES[turnup], "trumps", seat=dealer,
                             trumps=SUITS[suit_of(turnup)], holder=dealer)]

    def result(self, match: MatchState) -> list[int] | None:
        """Rules §5.1, §7.8: a team at or over the target wins; both: the higher; equal: play on."""
        target = match.options["target"]
        teams = teams_of(match)
        totals = [match.scores[team[0]] for team in teams]
        best = max(totals)
        if best < target or totals.count(best) > 1:
            return None
        return sorted(teams[totals.index(best)])


register(Quarante())
