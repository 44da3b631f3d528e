"""Hoc Mazarin: three auctions (point, sequence, tricon), then a game of stops in which the
six principal hocs are wild.

Rules: ``resources/rules/en/hoc.md``, whose numbered sections the comments cite. Every
choice of rules §7 is the default and every alternative an option (rules §6).

First dealer by the shared draw (rules §3: the lowest card deals, ties draw again; ``draw``
events); the deal then passes to eldest (rules §7.8). Deal: 12 cards each (3 players) or 15
(2), one at a time from eldest; the rest is the dead talon (the layout's ``stock``). Each
deal every player antes 1 jeton into each pool ``point``, ``sequence``, ``tricon``; a
passed pool carries over (rules §3).

Auctions (rules §4.1) run on the shared ``histcards.engine.vying`` round with provisional
passes: ``pass`` (before anyone is in; the seat comes back when someone declares or raises,
rules §7.1 — with ``reentry_on_declare`` off, the Encyclopédie's reading, only when someone
raises), ``declare CLAIM`` (open at 0), ``raise N CLAIM`` (open with N, or hold and add N;
1 ≤ N ≤ ``raise_cap``), ``hold`` (match the level; all-in when ``credit`` is off and the
bank falls short, rules §7.9), ``good`` (fold). Choices where the sources are silent:

- **Claims offered** (``claim_floor``, rules §7.2): a claim must be well formed for the
  chance and possible for the hand size — point: a count from ⌈hand/4⌉ to min(13, hand);
  sequence: ``tierce`` topped by 3…K, ``quart`` by 4…K, ``quinte`` by 5…K; tricon:
  ``brelan`` or ``fredon`` of any rank. With ``free`` (default: rules §4.1 puts no floor on
  a claim, which may be a bluff) any such claim is allowed. With ``standing`` a declare or
  raise must claim at least the highest claim of a seat still in this chance (claims
  compare by count; by class then top rank; fredon over brelan then rank); a raiser may
  restate his own claim.
- **Uncontested win** (rules §4.1, §7.4): paid on the claim (simple/major rate of the
  claimed class); the optional voluntary reveal for lesser combinations is not offered —
  with ``require_proof`` the winner shows his hand and is paid for every combination he
  really holds, best and lesser.
- **Showdowns** reveal each contender's best combination (the winner's lesser ones too).
- **Side pots** (``credit`` off, rules §7.9): the chance's pool and the stakes are split by
  the shared ``side_pots``; the table payments go to the winner of the main pot.

Carte blanche (rules §4.3) is settled automatically after the auctions (``cb_timing``).

Card play (rules §4.4): runs of ascending rank whatever the suit. Leading is any card; the
player to act (the player of the last card, then, after each ``without``, the next player)
must play the needed rank while he holds a natural card of it (compulsory, unless
``enforce_compulsory`` is off: honour mode, a false ``without`` costs 5 to each opponent);
a principal hoc (K♠ K♥ K♦ K♣ Q♠ J♦) may always be played for the needed rank
(``play QS as 8``; a King played where a King is needed is plain ``play KH``) or held back
(``without``). A hoc pays 1 jeton from each opponent and its player leads anew. When
``without`` has gone round to the player of the last card he leads again (incidental hoc,
paid only with ``incidental_hoc_pays``). A step with a single legal action is applied
automatically. The first hand emptied wins; each opponent pays
``end_table[cards left - 1]``. With ``hoc_out_of_turn`` (histcards' reading: the sources
only name the possibility) every natural card played opens a window: each other player
holding a principal hoc, in playing order, may throw one in for the needed rank
(``play QS as 8``) or ``pass``; the first to do so makes a hoc and leads, otherwise the run
goes on.

Session (rules §5.4, §7.10): ``session_length`` ``fixed_deals`` (``deals``, default 2 ×
players), ``until_bankrupt`` (a bank below the 3-jeton ante) or ``unlimited``; with
``credit`` off, payments stop at what a player has and the match ends after a deal leaving
a bank below the ante. Pools left at the end are divided equally (remainder left on the
table). Winners: the most jetons. ``scores`` are the jetons won or lost in the match (every
move of a seat's bank counts in its score, from ``start.scores``).

The double deal (rules §5.2) is kept between deals in ``match.carry["double"]`` (0 simple, 1
double, 2 … with ``double_compound``); a record starting mid-match may set it in
``start.carry``; ``match.carry["over"]`` marks the session's end, decided before the pools
are shared out.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from histcards.cards import (
    CARD_NAMES,
    FULL_PACK,
    JACK,
    KING,
    KING_HIGH_ORDER,
    QUEEN,
    RANK_MASKS,
    RANK_SYMBOLS,
    Card,
    RankOrder,
    card_list,
    cards_in,
    mask_of,
    parse_cards,
    rank_of,
)
from histcards.engine.actions import PASS, PLAYS, Action, bare
from histcards.engine.chips import ChipLedger, chips_scores, payment, score_bank_moves
from histcards.engine.combinations import best_point, rank_sets, runs
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
    Announce,
    Ante,
    AntesReturned,
    Bid,
    ChancePassed,
    DoubleDeal,
    Event,
    Out,
    PlayBegins,
    PoolWon,
    Showdown,
    Shown,
)
from histcards.engine.game import (
    DealState,
    GameRules,
    Layout,
    LayoutShape,
    MatchState,
    deal_in_packets,
)
from histcards.engine.games import register
from histcards.engine.kept import forgettable, keep
from histcards.engine.legal import PLAIN_PLAYS, Amounts, Fixed, Legal, Part
from histcards.engine.options import (
    BIDDING,
    CHIPS,
    MATCH,
    PLAY,
    Group,
    Option,
    When,
    choices,
    rules_from,
)
from histcards.engine.stops import StopsPlay
from histcards.engine.text import words
from histcards.engine.vying import ALLIN, IN, VyingChoices, VyingRound, VyingRules

CHANCES = ("point", "sequence", "tricon")
POINT, SEQUENCE, TRICON = range(3)
ANTE = 1  # rules §3: one jeton per pool per player
CARTE_BLANCHE = 10  # rules §4.3
HOC_PAYMENT = 1  # rules §4.4
FINE = 5  # rules §6, Compulsory play enforced
END_TABLE = (6, 8, 3, 4, 5, 6, 7, 8, 9, 20, 22, 24, 26, 28, 30)  # rules §5.3
HAND_SIZES = {2: 15, 3: 12}  # rules §3
FICHE = 10  # rules §2: a fiche is worth 10 jetons
MAX_DOUBLING = 30
"""Compound double deals stop doubling at 2^30 (the rules set no limit; thirty deals passed
in a row never happen in play, and this keeps every amount printable and savable)."""

PRINCIPAL_HOCS: tuple[Card, ...] = tuple(parse_cards("KS KH KD KC QS JD".split()))
HOC_MASK = mask_of(PRINCIPAL_HOCS)
FACE_MASK = RANK_MASKS[JACK] | RANK_MASKS[QUEEN] | RANK_MASKS[KING]
POINT_VALUES: tuple[int, ...] = tuple(min(rank_of(c), 10) for c in range(52))  # rules §2

# rules §5.1: (simple, major) rate per class: runs of 3, 4, 5+; tricons of 3, 4.
SEQUENCE_RATES = {3: (1, 2), 4: (2, 3), 5: (3, 4)}
TRICON_RATES = {3: (2, 4), 4: (4, 8)}
SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quinte"}
TRICON_NAMES = {3: "brelan", 4: "fredon"}

# --- claims (rules §4.1, §7.2) ------------------------------------------------------------
# Each chance's claims in ascending strength, with (class, rank) for payments.

_CLAIM_SPECS: tuple[tuple[tuple[str, int, int], ...], ...] = (
    tuple((str(k), k, 0) for k in range(1, 14)),
    tuple((f"{SEQUENCE_NAMES[length]} {RANK_SYMBOLS[top - 1]}", length, top)
          for length in (3, 4, 5) for top in range(length, 14)),
    tuple((f"{TRICON_NAMES[size]} {RANK_SYMBOLS[rank - 1]}", size, rank)
          for size in (3, 4) for rank in range(1, 14)),
)
CLAIMS: tuple[tuple[str, ...], ...] = tuple(tuple(t for t, _, _ in spec) for spec in _CLAIM_SPECS)
CLAIM_SHAPES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((k, r) for _, k, r in spec) for spec in _CLAIM_SPECS)
CLAIM_INDEX: tuple[dict[str, int], ...] = tuple(
    {claim: i for i, claim in enumerate(claims)} for claims in CLAIMS)
MAX_RAISE = 20
DECLARES: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action("declare", claim=c) for c in claims) for claims in CLAIMS)
RAISES: tuple[tuple[tuple[Action, ...], ...], ...] = tuple(
    tuple(tuple(Action("raise", amount=n, claim=c) for c in claims)
          for n in range(MAX_RAISE + 1))
    for claims in CLAIMS)
HOLD, GOOD, WITHOUT = bare("hold"), bare("good"), bare("without")
NO_PART, PASS_PART = Fixed(()), Fixed((PASS,))
HOLD_PART, GOOD_PART = Fixed((HOLD,)), Fixed((GOOD,))
HOC_AS: dict[tuple[Card, int], Action] = {
    (c, rank): PLAYS[c] if rank == rank_of(c) else Action("play", (c,), as_rank=rank)
    for c in PRINCIPAL_HOCS for rank in range(1, 14)}
"""``HOC_AS[c, r]``: the action playing principal hoc ``c`` for rank ``r``."""


def in_fiches(jetons: int) -> tuple[int, int]:
    """A bank shown as (fiches, jetons), e.g. 100 → (10, 0), 47 → (4, 7), −13 → (−1, −3)."""
    fiches, rest = divmod(abs(jetons), FICHE)
    sign = -1 if jetons < 0 else 1
    return sign * fiches, sign * rest


def _check_end_table(value: Any, players: int) -> Reason | None:
    if (not isinstance(value, list | tuple) or len(value) != len(END_TABLE)
            or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
                       for v in value)):
        return Reason.of("option end_table lists what 1 to {count} cards left cost: "
                         "{count} whole numbers ≥ 0", count=len(END_TABLE))
    return None


_ = words("hoc")

DOUBLES = Group("doubles", _("Passed stakes and double deals"))
CARTE = Group("carte_blanche", _("Carte blanche"))
DOUBLING = When(options={"double_trigger": ("all_three_passed", "any_chance_passed")})

OPTIONS = (
    Option("session_length", "fixed_deals", _("Length of the session"),
           choices=choices(("fixed_deals", _("A number of deals")),
                           ("until_bankrupt", _("Until someone is ruined")),
                           ("unlimited", _("Unlimited"))),
           help=_("The richest player at the end wins."), group=MATCH),
    Option("deals", 0, _("Number of deals"), "int", minimum=1, maximum=400, per_player=2,
           help=_("Two for each player by default, so that everyone deals as often."),
           applies=When(options={"session_length": ("fixed_deals",)}), group=MATCH),
    Option("start_bank", 100, _("Starting bank (jetons)"), "int", minimum=3, maximum=100_000,
           help=_("Jetons each player starts with; a fiche is worth 10."), group=CHIPS),
    Option("credit", True, _("Play on credit"), "bool",
           help=_("A bank may go below zero; without credit a player pays what he has."),
           group=CHIPS),
    Option("end_table", END_TABLE, _("End-of-hand payments"), "table",
           check=_check_end_table,
           help=_("What a player pays the winner for 1, 2, 3 … cards left in hand."),
           group=CHIPS),
    Option("raise_cap", 20, _("Largest raise"), "int", minimum=1, maximum=MAX_RAISE,
           help=_("The most a raise may add at once."), group=BIDDING),
    Option("reentry_on_declare", True, _("A pass comes back after a declaration"), "bool",
           help=_("A player who passed is asked again when someone declares."),
           group=BIDDING),
    Option("claim_floor", "free", _("Claims at least the highest standing"),
           choices=choices(("standing", _("Yes")), ("free", _("No, any claim"))),
           help=_("Whether a claim must equal or beat the best one still standing."),
           group=BIDDING),
    Option("seq_suited", True, _("Sequences in one suit"), "bool",
           help=_("When off, a sequence may mix suits."), group=BIDDING),
    Option("seq_compare", "length_then_top", _("Comparing sequences"),
           choices=choices(("length_then_top", _("Longest, then highest")),
                           ("class_then_top", _("By class, then highest"))),
           help=_("Which sequence wins; by class, every quinte is equal whatever its "
                  "length."), group=BIDDING),
    Option("require_proof", False, _("Uncontested winner paid only on proof"), "bool",
           help=_("A lone winner shows his hand and is paid for what he really holds."),
           group=BIDDING),
    Option("table_pay_only_if_unraised", False, _("Table payments only without raises"),
           "bool",
           help=_("After a raise, a sequence or tricon earns only its pool and the stakes."),
           group=BIDDING),
    Option("double_trigger", "all_three_passed", _("Next deal double when"),
           choices=choices(("all_three_passed", _("All three chances passed")),
                           ("any_chance_passed", _("Any chance passed")),
                           ("never", _("Never"))),
           help=_("When the next deal is played for double stakes."), group=DOUBLES),
    Option("double_bonus_jeton", False, _("Bonus jeton in a double deal"), "bool",
           help=_("Each stake's winner also receives a jeton from each player."),
           applies=DOUBLING, group=DOUBLES),
    Option("double_compound", False, _("Double deals compound"), "bool",
           help=_("A double deal passed again makes the next one quadruple, and so on."),
           applies=DOUBLING, group=DOUBLES),
    Option("carry_passed_pools", True, _("Passed pools carry over"), "bool",
           help=_("A stake nobody won stays on the board; off, its antes go back."),
           group=DOUBLES),
    Option("cb_show_hand", False, _("Carte blanche shows the hand"), "bool",
           help=_("A hand without a court card is shown to be paid; off, histcards checks "
                  "it."), group=CARTE),
    Option("cb_timing", "after_auctions", _("Carte blanche settled"),
           choices=choices(("after_auctions", _("After the auctions")),
                           ("before_auctions", _("Before the auctions"))),
           help=_("When carte blanche is paid."), group=CARTE),
    Option("enforce_compulsory", True, _("Compulsory play enforced"), "bool",
           help=_("A player holding the needed card must play it (else: honour mode, a "
                  "false “without” is fined)."), group=PLAY),
    Option("incidental_hoc_pays", False, _("Incidental hoc pays 1"), "bool",
           help=_("An incidental hoc earns a jeton from each opponent, like a principal "
                  "hoc."), group=PLAY),
    Option("hoc_out_of_turn", False, _("Hocs thrown in out of turn"), "bool",
           reconstructed=True,
           help=_("A player holding a principal hoc may throw it in for the rank needed, out "
                  "of turn."), group=PLAY),
)

INFO = GameInfo(
    id="hoc",
    order=5,
    name=_("Hoc Mazarin"),
    summary=_("Vie for three stakes — point, sequence, tricon — then race to shed your cards, "
              "the six hocs wild."),
    players=(2, 3),
    usual_players=3,
    difficulty=3,
    length=_("About 30 minutes"),
    score=ScoreKind("chips", _("jetons")),
    zones=frozenset({"hand", "run", "played"}),
    packs=(52,),
    pools=(Pool("point", _("Point")), Pool("sequence", _("Sequence")),
           Pool("tricon", _("Tricon"))),
    boards=(Board("hoc", CHANCES, 1.7),),
    carry=("double",),
    phases=(
        Phase("point", _("The point"),
              _("The first auction: who holds the most cards of one suit (then the most "
                "pips). Pass, declare a claim, raise, hold or say good.")),
        Phase("sequence", _("The sequence"),
              _("The second auction: the best run of three or more in a suit — tierce, "
                "quart, quinte. The winner is also paid for it by each other player.")),
        Phase("tricon", _("The tricon"),
              _("The third auction: three or four cards of a rank — brelan, fredon. The "
                "winner is also paid for it by each other player.")),
        Phase("play", _("The play"),
              _("Runs by rank whatever the suit: play the next rank if you hold it, or a "
                "principal hoc for it, or say “without”. A hoc earns a jeton from each "
                "player. The first out is paid for every card left in the others' hands.")),
    ),
    options=OPTIONS,
    picture=Picture(("7C", "8H", "9S", "10D"), "run",
                    pools={"point": 3, "sequence": 6, "tricon": 3}),
    presets=(
        Preset("usual", _("Usual"), _("100 jetons each, two deals for each player.")),
        Preset("short", _("Short match"), _("Three deals."), {"deals": 3}),
        Preset("no_credit", _("Without credit"),
               _("A player pays only what he has; the session ends when one is ruined."),
               {"credit": False, "session_length": "until_bankrupt"}),
    ),
    terms={
        "action.declare": Term(_("Declare {claim}")),
        "action.raise": Term(_("Raise {amount:jetons} on {claim}")),
        "action.hold": Term(_("Hold")),
        "action.good": Term(_("Good: drop out")),
        "action.without": Term(_("Without")),
        "speech.declare": Term(_("{claim}")),
        "speech.raise": Term(_("{claim}, up {amount}")),
        "speech.good": Term(_("Good")),
        "action.play_as": Term(_("Play {card} {rank:as}")),
        "announce.hoc": Term(_("Hoc!"), _("{seat}: “Hoc!”", seat="You: “Hoc!”")),
        "announce.without": Term(_("Without {rank}"), _("{seat}: “Without {rank}”.",
                                                           seat="You: “Without {rank}”.")),
        "announce.carte_blanche": Term(_("Carte blanche"), _("{seat}: “Carte blanche”.",
                                                                seat="You: “Carte blanche”.")),
        "announce.carte_blanche_shown": Term(_("Carte blanche"),
                                             _("{seat}: “Carte blanche”, showing {cards}.",
                                               seat="You: “Carte blanche”, showing {cards}.")),
        "reveal.carte_blanche": Term(_("Carte blanche: not a single face card")),
        "reveal.carte_blanche_shown": Term(_("Carte blanche: not a single face card")),
        "shown.value": Term(_("{value} pips")),
        "combination.count": Term(_("Point of {count}")),
        "combination.point": Term(_("Point of {count}")),
        "combination.tierce": Term(_("Tierce {rank:to}")),
        "combination.quart": Term(_("Quart {rank:to}")),
        "combination.quinte": Term(_("Quinte {rank:to}")),
        "combination.brelan": Term(_("Brelan {rank:of}")),
        "combination.fredon": Term(_("Fredon {rank:of}")),
        "pool.auction": Term(_("Chance won"), _("{seat} wins the {pool}: {amount:jetons}.",
                                                    seat="You win the {pool}: {amount:jetons}.")),
        "pool.session_end": Term(_("Shared at the end"),
                                 _("The {pool} is shared out at the end: {seat} takes "
                                   "{amount:jetons}.",
                                   seat="The {pool} is shared out at the end: you take "
                                   "{amount:jetons}.")),
        "run_stop.hoc": Term(_("Hoc"), _("{seat} leads again.", seat="You lead again.")),
        "coach.run_stop.hoc": Term(_("Hoc"), _(
            "A principal hoc ends the run: its player starts a new one with any card.")),
        "coach.run_stop.incidental_hoc": Term(_("Incidental hoc"), _(
            "Everyone said “without”, so the run came back to its last player, who starts "
            "a new one; nobody pays.")),
        "run_stop.incidental_hoc": Term(_("Incidental hoc"),
                                        _("No {need} to play: incidental hoc, {seat} leads "
                                          "again.",
                                          seat="No {need} to play: incidental hoc, you lead "
                                          "again.")),
        "payment.hoc": Term(_("Hocs"), _("for the hoc")),
        "payment.incidental_hoc": Term(_("Incidental hocs"), _("for the incidental hoc")),
        "payment.carte_blanche": Term(_("Carte blanche"), _("for carte blanche")),
        "payment.fine": Term(_("Fines"), _("as a fine for a false “without”")),
        "payment.double_bonus": Term(_("Double deal bonus"), _("as the double deal's bonus")),
        "payment.end_of_hand": Term(_("Cards left"),
                                    _("for {cards_left:cards} left in hand")),
        "payment.sequence_table": Term(_("Paid for sequences"), _("for {combinations}")),
        "payment.tricon_table": Term(_("Paid for tricons"), _("for {combinations}")),
        "outcome.out": Term(_("{winner} is out first and wins the hand",
                                     winner="You are out first and win the hand")),
        "double_next": Term(_("The next deal is double"),
                            _("The next deal is double (×{multiplier}).")),
    },
)


@dataclass(frozen=True)
class DealRules:
    """What stays fixed during a deal: shared by every copy of its state."""

    players: int
    dealer: int
    priority: tuple[int, ...]
    vying: VyingRules
    raise_cap: int
    claim_ranges: tuple[tuple[int, int], ...]
    claim_floor: str
    seq_suited: bool
    seq_compare: str
    require_proof: bool
    table_pay_only_if_unraised: bool
    multiplier: int
    bonus: int
    carry_passed_pools: bool
    cb_show_hand: bool
    cb_timing: str
    incidental_hoc_pays: bool
    hoc_out_of_turn: bool
    enforce_compulsory: bool
    end_table: tuple[int, ...]
    credit: bool
    double_trigger: str
    double_compound: bool


@dataclass(frozen=True, slots=True)
class Combination:
    """A combination held for the sequence or tricon chance: class (3, 4, 5 for runs;
    3, 4 for tricons), top rank, and the cards."""

    chance: int
    size: int
    rank: int
    cards: tuple[Card, ...] = ()

    @property
    def name(self) -> str:
        """``quinte K``, ``brelan J`` …"""
        names = SEQUENCE_NAMES if self.chance == SEQUENCE else TRICON_NAMES
        return f"{names[min(self.size, 5)]} {RANK_SYMBOLS[self.rank - 1]}"

    def rate(self) -> int:
        """Table 2.3, simple deal: major when the King tops it."""
        rates = SEQUENCE_RATES[min(self.size, 5)] if self.chance == SEQUENCE \
            else TRICON_RATES[self.size]
        return rates[self.rank == KING]


def combinations_of(hand: int, chance: int, suited: bool = True) -> list[Combination]:
    """The sequences (rules §7.3, §7.6: maximal runs of 3 or more) or tricons of a hand."""
    if chance == SEQUENCE:
        return [Combination(SEQUENCE, r.length, r.top, r.cards) for r in runs(hand, suited)]
    return [Combination(TRICON, s.size, s.rank, s.cards) for s in rank_sets(hand)]


def _combination_key(combo: Combination, by_class: bool) -> tuple[int, int]:
    size = min(combo.size, 5) if by_class else combo.size
    return size, combo.rank


_AUCTION_LEGAL: dict[tuple[int, int, int, int], tuple[VyingChoices, Legal]] = {}
"""The lists of an auction's legal actions, by chance, claims and vying choices: the same
few come back decision after decision (an auction is hundreds of raises). The choices,
kept by their rules (``VyingRules.choices_made``), are found by their id, the entry holding
them (so that the id is not reused meanwhile): hashing their fields and ranges cost a tenth
of a decision. A plain dict filled through ``keep``: it is read at every decision."""
KEPT_AUCTION_LEGAL = 1024
forgettable(_AUCTION_LEGAL.clear)


def _auction_choices(chance: int, choices: VyingChoices, claims: range) -> Legal:
    """The legal actions of an auction: the vying choices worded as Hoc's bids."""
    opening = choices.open
    if choices.pass_:  # nobody is in: pass, declare (open at 0) or raise (open at N)
        first: Part = PASS_PART
        declares: Part = Amounts("declare", None, CLAIMS[chance], claims,
                                 CLAIM_INDEX[chance], DECLARES[chance]) \
            if 0 in opening else NO_PART
        amounts = range(max(opening.start, 1), opening.stop)
    else:
        first = HOLD_PART if choices.call or choices.allin else NO_PART
        declares = NO_PART
        amounts = choices.raise_
    return Legal(first, declares, Amounts("raise", amounts, CLAIMS[chance], claims,
                                          CLAIM_INDEX[chance], RAISES[chance]),
                 GOOD_PART if choices.fold else NO_PART, kept=True)


class HocDeal(StopsPlay):
    """One deal: auctions (point, sequence, tricon) → carte blanche → card play → settle."""

    __slots__ = ("antes", "cb_seats", "chance", "claims", "need", "passed", "resume", "round",
                 "rules", "seen", "window", "winners")

    def __init__(self, rules: DealRules, hands: list[int], stock: list[Card]) -> None:
        self.rules = rules
        self.hands = hands
        self.stock = stock
        self.finished = False
        self.phase = CHANCES[POINT]
        self.to_act: int | None = None
        self.antes = [0] * rules.players
        self.cb_seats: tuple[int, ...] = ()
        self.chance = POINT
        self.claims: list[str | None] = [None] * rules.players
        self.round: VyingRound | None = None
        self.passed = [False, False, False]
        self.winners: list[int | None] = [None, None, None]
        self.start_play(rules.priority[0])
        self.need = 0
        self.window: list[int] = []
        """Seats still asked whether to throw in a hoc out of turn (option)."""
        self.resume = 0
        """The seat whose run goes on once the window has closed."""
        self.seen: list[int] = []
        """The banks as of the last step: scores follow them and ``legal()`` reads them."""

    def copy(self) -> HocDeal:
        # explicit, for speed: lists changed in place are copied, the rest shared
        twin = object.__new__(HocDeal)
        twin.rules = self.rules
        twin.hands = self.hands.copy()
        twin.stock = self.stock
        twin.finished = self.finished
        twin.phase = self.phase
        twin.to_act = self.to_act
        twin.antes = self.antes
        twin.cb_seats = self.cb_seats
        twin.chance = self.chance
        twin.claims = self.claims.copy()
        twin.round = self.round.copy() if self.round is not None else None
        twin.passed = self.passed.copy()
        twin.winners = self.winners.copy()
        twin.played = self.played
        twin.run = self.run.copy()
        twin.need = self.need
        twin.last = self.last
        twin.leader = self.leader
        if self.finished:
            twin.outcome = self.outcome
            twin.winner = self.winner
            twin.double_next = self.double_next
        twin.window = self.window.copy()
        twin.resume = self.resume
        twin.seen = self.seen
        return twin

    # --- chips ----------------------------------------------------------------------

    def _affordable(self, match: MatchState, seat: int, amount: int) -> int:
        if self.rules.credit:
            return amount
        return max(0, min(amount, match.chips().banks[seat]))

    def _pay(self, match: MatchState, payer: int, payee: int, amount: int, reason: str,
             **details: Any) -> list[Event]:
        return list(payment(match.chips(), payer, payee, amount, reason, self.rules.credit,
                            **details))

    def _collect(self, match: MatchState, payee: int, amount: int, reason: str,
                 **details: Any) -> list[Event]:
        """Each opponent pays ``payee`` the same amount."""
        return self.collect(match.chips(), payee, amount, reason, self.rules.credit, **details)

    # --- set-up (rules §3) ----------------------------------------------------------------

    def open(self, match: MatchState) -> list[Event]:
        """Antes, then the first auction (and carte blanche before it, by option)."""
        self.seen = match.chips().banks.copy()
        ledger = match.chips()
        for seat in range(self.rules.players):
            self.antes[seat] = self._affordable(match, seat, ANTE)
            for name in CHANCES:
                ledger.seat_to_pool(seat, name, self.antes[seat])
        events: list[Event] = []
        if self.rules.multiplier > 1:
            events.append(DoubleDeal(self.rules.multiplier))
        events += [Ante(seat, name, ante) for seat, ante in enumerate(self.antes) if ante
                   for name in CHANCES]
        if self.rules.cb_timing == "before_auctions":
            events += self._carte_blanche(match)
        self._open_chance(match, POINT)
        self.seen = score_bank_moves(match, self.seen)
        return events

    def _open_chance(self, match: MatchState, chance: int) -> None:
        name = CHANCES[chance]
        self.chance = chance
        self.phase = name
        self.claims = [None] * self.rules.players
        self.round = VyingRound(self.rules.vying, self.rules.players, self.rules.priority[0],
                                name, match.chips().pools[name])
        self.to_act = self.round.to_act

    def _auction(self) -> VyingRound:
        """The round of the auction in progress."""
        if self.round is None:
            raise RuntimeError("no auction is in progress")
        return self.round

    # --- legal actions ----------------------------------------------------------------

    def legal(self) -> Sequence[Action]:
        if self.phase == "play":
            return self._play_legal()
        return self._auction_legal()

    def _claim_floor(self) -> int:
        """The lowest claim a bid may make: the lowest well formed, or with ``claim_floor:
        standing`` the highest standing claim of a seat still in (rules §7.2)."""
        rules = self.rules
        low = rules.claim_ranges[self.chance][0]
        if rules.claim_floor == "free":
            return low
        index = CLAIM_INDEX[self.chance]
        status = self._auction().status
        standing = [index[c] for s, c in enumerate(self.claims)
                    if c is not None and status[s] in (IN, ALLIN)]
        return max(standing, default=low)

    def _auction_legal(self) -> Legal:
        vying = self.round
        assert vying is not None  # the auction in progress (read directly: every decision)
        chance = self.chance
        choices = vying.choices(self.seen[vying.pending[0]])
        rules = self.rules
        low, top = rules.claim_ranges[chance]
        # the floor is the lowest claim unless it follows the standing ones (a call saved)
        floor = low if rules.claim_floor == "free" else self._claim_floor()
        key = (chance, floor, top, id(choices))
        kept = _AUCTION_LEGAL.get(key)
        if kept is not None and kept[0] is choices:
            return kept[1]
        legal = _auction_choices(chance, choices, range(floor, top + 1))
        keep(_AUCTION_LEGAL, key, (choices, legal), KEPT_AUCTION_LEGAL)
        return legal

    def _play_legal(self) -> tuple[Action, ...]:
        hand = self.hands[self.seat_to_act()]
        need = self.need
        if not need:
            return PLAIN_PLAYS.of(hand)
        hocs = tuple(HOC_AS[c, need] for c in cards_in(hand & HOC_MASK))
        if self.window:
            return (*hocs, PASS)
        natural = hand & RANK_MASKS[need] & ~HOC_MASK
        plays = PLAIN_PLAYS.of(natural) + hocs
        return (*plays, WITHOUT) if not natural or not self.rules.enforce_compulsory \
            else plays

    # --- applying -------------------------------------------------------------------

    def apply(self, match: MatchState, action: Action) -> list[Event]:
        if self.phase == "play":
            events = self._play(match, action)
            events += self._auto_play(match)
        else:
            events = self._bid(match, action)
        self.seen = score_bank_moves(match, self.seen)
        return events

    # --- auctions (rules §4.1) ------------------------------------------------------------

    def _bid(self, match: MatchState, action: Action) -> list[Event]:
        vying = self.round
        assert vying is not None  # the auction in progress (read directly: every decision)
        seat = vying.pending[0]
        ledger = match.ledger
        assert ledger is not None  # Hoc is played with chips (read directly: every decision)
        kind = action.kind
        staked = 0
        if kind == "raise":  # first: most of an auction's moves
            amount = action.amount
            assert amount is not None  # a legal raise has its amount
            staked = vying.raise_(ledger, amount) if vying.opened else vying.open(ledger, amount)
        elif kind == "pass":
            vying.pass_()
        elif kind == "declare":
            staked = vying.open(ledger, 0)
        elif kind == "hold":
            staked = vying.call(ledger) if vying.choices(ledger.banks[seat]).call \
                else vying.allin(ledger)
        else:
            vying.fold()
        claim = action.claim
        if claim is not None:
            self.claims[seat] = claim
        chance = CHANCES[self.chance]
        # every field given in order (``staked`` last, ``chips`` again): a keyword makes
        # calling a value class pack its arguments into a dict, a twentieth of a decision
        events: list[Event] = [Bid(seat, str(action), chance, staked, vying.level, chance,
                                   self.claims[seat], staked)]
        if vying.pending:
            self.to_act = vying.pending[0]
        else:
            events += self._close_chance(match)
        return events

    def _close_chance(self, match: MatchState) -> list[Event]:
        vying = self._auction()
        outcome = vying.outcome()
        if outcome == "nobody":
            events = self._chance_passed(match)
        elif outcome == "uncontested":
            events = self._uncontested(match)
        else:
            events = self._showdown(match)
        if self.chance < TRICON:
            self._open_chance(match, self.chance + 1)
            return events
        self.round = None
        if self.rules.cb_timing != "before_auctions":
            events += self._carte_blanche(match)
        return events + self._start_play(match)

    def _chance_passed(self, match: MatchState) -> list[Event]:
        """Rules §4.1: nobody in; the pool stays (or the antes go back, by option)."""
        name = CHANCES[self.chance]
        self.passed[self.chance] = True
        events: list[Event] = [ChancePassed(name)]
        if not self.rules.carry_passed_pools:
            for seat, ante in enumerate(self.antes):
                match.chips().pool_to_seat(name, seat, ante)
            events.append(AntesReturned(name, tuple(self.antes)))
        return events

    def _award(self, match: MatchState,
               winner_of: Callable[[tuple[int, ...]], int]) -> tuple[int, list[Event]]:
        name = CHANCES[self.chance]
        awards = self._auction().settle(match.chips(), winner_of, self.rules.priority)
        main = awards[0][0]
        self.winners[self.chance] = main
        events: list[Event] = [PoolWon(name, seat, amount, "auction")
                               for seat, amount in awards]
        return main, events

    def _uncontested(self, match: MatchState) -> list[Event]:
        """Rules §4.1, §7.4: the only seat in wins; table payments on his claim (or on proof)."""
        winner, events = self._award(match, lambda eligible: eligible[0])
        if self.chance == POINT:
            return events + self._bonus(match, winner)
        if self.rules.require_proof:
            combos = self._ranked_combinations(winner)
            events.append(self._reveal([winner], {winner: combos}, winner))
        else:
            claim = self.claims[winner]
            assert claim is not None  # the seat left alone opened or raised last, with a claim
            size, rank = CLAIM_SHAPES[self.chance][CLAIM_INDEX[self.chance][claim]]
            combos = [Combination(self.chance, size, rank)]
        return events + self._table_payments(match, winner, combos) + self._bonus(match, winner)

    def _showdown(self, match: MatchState) -> list[Event]:
        """Rules §4.1: contenders compare what they hold; claims no longer matter."""
        priority = [s for s in self.rules.priority if s in self._auction().live()]
        keys = {s: self._showdown_key(s) for s in priority}

        def best(eligible: tuple[int, ...]) -> int:
            choice = eligible[0]
            for seat in eligible[1:]:
                if keys[seat] > keys[choice]:
                    choice = seat
            return choice

        winner = best(tuple(priority))
        held = {s: self._ranked_combinations(s) for s in priority} \
            if self.chance != POINT else {}
        reveal = self._reveal(priority, held, winner)
        main, events = self._award(match, best)
        events.insert(0, reveal)
        if self.chance != POINT:
            events += self._table_payments(match, main, held[main])
        return events + self._bonus(match, main)

    def _showdown_key(self, seat: int) -> tuple[int, ...]:
        if self.chance == POINT:
            point = best_point(self.hands[seat], POINT_VALUES)
            return point.count, point.value
        combos = self._ranked_combinations(seat)
        if not combos:
            return (0, 0)
        return _combination_key(combos[0], self.rules.seq_compare == "class_then_top")

    def _ranked_combinations(self, seat: int) -> list[Combination]:
        """The seat's combinations for this chance, best first."""
        by_class = self.rules.seq_compare == "class_then_top"
        combos = combinations_of(self.hands[seat], self.chance, self.rules.seq_suited)
        return sorted(combos, key=lambda c: _combination_key(c, by_class), reverse=True)

    def _reveal(self, seats: Sequence[int], held: Mapping[int, list[Combination]],
                winner: int) -> Event:
        shown = []
        for seat in seats:
            if self.chance == POINT:
                point = best_point(self.hands[seat], POINT_VALUES)
                cards = tuple(CARD_NAMES[c] for c in point.cards)
                shown.append(Shown(seat, cards, (f"point {point.count}",), (cards,),
                                   point.value))
                continue
            combos = held[seat] if seat == winner else held[seat][:1]
            groups = tuple(tuple(CARD_NAMES[c] for c in combo.cards) for combo in combos)
            shown.append(Shown(seat, tuple(c for group in groups for c in group),
                               tuple(c.name for c in combos), groups))
        return Showdown(CHANCES[self.chance], tuple(seats), tuple(shown), winner)

    def _table_payments(self, match: MatchState, winner: int,
                        combos: Sequence[Combination]) -> list[Event]:
        """Rules §5.1: each opponent pays for the winning and every lesser combination."""
        if not combos or (self.rules.table_pay_only_if_unraised and self._auction().level):
            return []
        amount = sum(c.rate() for c in combos) * self.rules.multiplier
        reason = f"{CHANCES[self.chance]}_table"
        return self._collect(match, winner, amount, reason,
                             combinations=tuple(c.name for c in combos))

    def _bonus(self, match: MatchState, winner: int) -> list[Event]:
        """Rules §6, the bonus jeton: in a double deal each chance winner takes a jeton from
        each."""
        if not self.rules.bonus:
            return []
        return self._collect(match, winner, self.rules.bonus, "double_bonus")

    # --- carte blanche (rules §4.3) -------------------------------------------------------

    def _carte_blanche(self, match: MatchState) -> list[Event]:
        seats = tuple(s for s, hand in enumerate(self.hands) if not hand & FACE_MASK)
        self.cb_seats = seats
        events: list[Event] = []
        for seat in seats:
            if self.rules.cb_show_hand:
                events.append(Announce(seat, "carte_blanche_shown", "carte blanche", cards=tuple(
                    CARD_NAMES[c] for c in cards_in(self.hands[seat]))))
            else:
                events.append(Announce(seat, "carte_blanche", "carte blanche"))
        if len(seats) == 1:
            events += self._collect(match, seats[0], CARTE_BLANCHE, "carte_blanche")
        return events

    # --- card play (rules §4.4) -----------------------------------------------------------

    def _start_play(self, match: MatchState) -> list[Event]:
        self.phase = "play"
        self.to_act = self.rules.priority[0]
        self.need = 0
        return [PlayBegins(self.to_act), *self._auto_play(match)]

    def _auto_play(self, match: MatchState) -> list[Event]:
        """Steps with one legal action are applied at once (forced continuations,
        forced ``without``)."""
        events: list[Event] = []
        while not self.finished:
            legal = self._play_legal()
            if len(legal) != 1:
                break
            events += self._play(match, legal[0], forced=True)
        return events

    def _play(self, match: MatchState, action: Action, forced: bool = False,
              out_of_turn: bool = False) -> list[Event]:
        seat = self.seat_to_act()
        if action.kind == "without":
            return self._without(match, seat, forced)
        if self.window:
            return self._window(match, action)
        card = action.card
        standing = RANK_SYMBOLS[action.as_rank - 1] if action.as_rank is not None else None
        events: list[Event] = [self.put(seat, card, forced, as_rank=standing,
                                        out_of_turn=out_of_turn)]
        if card in PRINCIPAL_HOCS:
            events.append(Announce(seat, "hoc", "Hoc !", card=CARD_NAMES[card]))
            events += self._collect(match, seat, HOC_PAYMENT, "hoc", card=CARD_NAMES[card])
            events.append(self.stop_run("hoc", card=CARD_NAMES[card]))
            self.run = []
            self.need = 0
        else:
            self.need = rank_of(card) + 1
        if not self.hands[seat]:
            return events + self._settle(match, seat)
        if self.need and self.rules.hoc_out_of_turn:
            self._open_window(seat)
        return events

    def _open_window(self, seat: int) -> None:
        hands = self.hands
        self.window = [s for s in self.others(seat) if hands[s] & HOC_MASK]
        if self.window:
            self.resume = seat
            self.to_act = self.window[0]

    def _window(self, match: MatchState, action: Action) -> list[Event]:
        """Option hoc_out_of_turn: the seat asked passes or throws in a hoc."""
        seat = self.window.pop(0)
        if action.kind == "pass":
            self.to_act = self.window[0] if self.window else self.resume
            return [Bid(seat, "pass", "play")]
        self.window = []
        return self._play(match, action, out_of_turn=True)

    def _without(self, match: MatchState, seat: int, forced: bool) -> list[Event]:
        need = self.need
        events: list[Event] = [Announce(seat, "without", f"without {RANK_SYMBOLS[need - 1]}",
                                        rank=RANK_SYMBOLS[need - 1], forced=forced)]
        if self.hands[seat] & RANK_MASKS[need] & ~HOC_MASK:  # honour mode: a false without
            for other in self.others(seat):
                events += self._pay(match, seat, other, FINE, "fine")
        following = (seat + 1) % self.rules.players
        if following != self.last:
            self.to_act = following
            return events
        events.append(self.stop_run("incidental_hoc", need=RANK_SYMBOLS[need - 1]))
        if self.rules.incidental_hoc_pays:
            events += self._collect(match, self.last, HOC_PAYMENT, "incidental_hoc")
        self.run = []
        self.need = 0
        self.to_act = self.last
        return events

    # --- end of the hand (rules §5.3) -----------------------------------------------------

    def _settle(self, match: MatchState, winner: int) -> list[Event]:
        events: list[Event] = [Out(winner)]
        for seat in self.others(winner):
            left = self.hands[seat].bit_count()
            events += self._pay(match, seat, winner, self.rules.end_table[left - 1],
                                "end_of_hand", cards_left=left)
        double = self._next_double(match.carry.get("double", 0))
        match.carry["double"] = double
        self.finish("out", winner, double_next=double)
        if session_over(match):
            match.carry["over"] = True
            events += self._share_pools(match)
        self.seen = score_bank_moves(match, self.seen)
        return events + chips_scores(match)

    def _next_double(self, current: int) -> int:
        trigger = self.rules.double_trigger
        if trigger == "never":
            return 0
        hit = all(self.passed) if trigger == "all_three_passed" else any(self.passed)
        if not hit:
            return 0
        return min(current + 1, MAX_DOUBLING) if self.rules.double_compound else 1

    def _share_pools(self, match: MatchState) -> list[Event]:
        """Rules §7.10: pools left at the end are divided equally; the remainder stays."""
        n = self.rules.players
        events: list[Event] = []
        for name in CHANCES:
            share = match.chips().pools[name] // n
            if share:
                for seat in range(n):
                    match.chips().pool_to_seat(name, seat, share)
                    events.append(PoolWon(name, seat, share, "session_end"))
        return events

    # --- views --------------------------------------------------------------------

    def refusal(self, match: MatchState, action: Action) -> Reason:
        if self.phase == "play":
            return self._play_refusal(match, action)
        return self._auction_refusal(match, action)

    def _auction_refusal(self, match: MatchState, action: Action) -> Reason:
        vying = self._auction()
        kind = action.kind
        if kind not in ("pass", "declare", "raise", "hold", "good"):
            return Reason.of("this is the {chance} auction: pass, declare a claim, raise N "
                             "with a claim, hold or say good", chance=CHANCES[self.chance])
        if kind == "pass" or kind == "declare":
            if vying.opened:
                return Reason.of("someone is already in: hold, raise or say good")
        elif kind in ("hold", "good") and not vying.opened:
            return Reason.of("nobody is in yet: pass, declare a claim or raise")
        if kind == "raise" and action.claim is None:
            return Reason.of("a raise restates your claim: raise N CLAIM")
        if kind == "raise":
            cap = self.rules.raise_cap
            if not 1 <= action.stake <= cap:
                return Reason.of("a raise adds 1 to {cap} jetons", cap=cap)
        if action.claim is not None:
            problem = self._claim_problem(action.claim)
            if problem:
                return problem
        if kind in ("raise", "hold"):
            return Reason.of("you have not enough jetons for that")
        return super().refusal(match, action)

    def _claim_problem(self, claim: str) -> Reason | None:
        chance = self.chance
        index = CLAIM_INDEX[chance].get(claim)
        if index is None:
            return (Reason.of("'{claim}' is no point claim: claim a number of cards, e.g. 5",
                              claim=claim),
                    Reason.of("'{claim}' is no sequence claim: claim tierce|quart|quinte R "
                              "topped by its rank, e.g. quart K", claim=claim),
                    Reason.of("'{claim}' is no tricon claim: claim brelan|fredon R, "
                              "e.g. brelan J", claim=claim))[chance]
        low, high = self.rules.claim_ranges[chance]
        if chance == POINT and not low <= index <= high:
            return Reason.of("a best suit holds {low} to {high} of your cards",
                             low=low + 1, high=high + 1)
        floor = self._claim_floor()
        if index < floor:
            return Reason.of("your claim must be at least {claim}, the highest standing",
                             claim=CLAIMS[chance][floor])
        return None

    def _play_refusal(self, match: MatchState, action: Action) -> Reason:
        if self.window:
            return Reason.of("before the run goes on you may throw in a principal hoc for the "
                             "needed {need} (play C as R) or pass", need=self.need)
        if action.kind not in ("play", "without") or action.clique:
            return Reason.of("the auctions are over: play a card (play C, play C as R) or say "
                             "without")
        hand = self.hands[self.seat_to_act()]
        need = self.need
        natural = hand & RANK_MASKS[need] & ~HOC_MASK if need else 0
        if action.kind == "without":
            if not need:
                return Reason.of("you are leading: play any card")
            return Reason.of("you must continue the run: you hold a {need} ({card})",
                             need=need, card=next(cards_in(natural)))
        card = action.card
        if not hand >> card & 1:
            return Reason.of("you do not hold {card}", card=card)
        if action.as_rank is not None and card not in PRINCIPAL_HOCS:
            return Reason.of("only the principal hocs (KS KH KD KC QS JD) are wild")
        if not need:
            return Reason.of("a card you lead stands for itself: play {card}", card=card)
        if card in PRINCIPAL_HOCS:
            return Reason.of("{card} stands for the needed {need}: {action}",
                             card=card, need=need, action=str(HOC_AS[card, need]))
        if natural and self.rules.enforce_compulsory:
            return Reason.of("the run needs a {need} and you hold {card}: play it or a "
                             "principal hoc", need=need, card=next(cards_in(natural)))
        return Reason.of("the run needs a {need}: play one, play a principal hoc or say "
                         "without", need=need)

    def all_cards(self) -> list[Card]:
        held = self.played
        for hand in self.hands:
            held |= hand
        return card_list(held) + list(self.stock)

    def _bank_to_act(self, match: MatchState) -> int:
        return match.chips().banks[self.to_act] if self.to_act is not None else 0

    def private(self, match: MatchState, seat: int) -> dict[str, Any]:
        """During an auction, ``claims_held``: the claims of the chance that the seat's hand
        bears out, best first (a claim above them is a bluff, rules §4.1)."""
        if self.round is None:
            return {}
        return {"claims_held": list(self.claims_held(seat))}

    def claims_held(self, seat: int) -> tuple[str, ...]:
        """The claims of the chance in progress no stronger than what ``seat`` holds, best
        first: its best point or combination and every lesser claim."""
        chance = self.chance
        if chance == POINT:
            best = str(best_point(self.hands[seat], POINT_VALUES).count)
        else:
            combos = self._ranked_combinations(seat)
            if not combos:
                return ()
            best = max((c.name for c in combos), key=CLAIM_INDEX[chance].__getitem__)
        return tuple(reversed(CLAIMS[chance][:CLAIM_INDEX[chance][best] + 1]))

    def table(self, match: MatchState) -> dict[str, Any]:
        vying = self.round
        n = self.rules.players
        return self.run_table() | {
            "chance": CHANCES[self.chance] if vying is not None else None,
            "bets": list(vying.stakes) if vying is not None else [0] * n,
            "level": vying.level if vying is not None else 0,
            "claims": list(self.claims) if vying is not None else [None] * n,
            "bid": vying.standing(self.claims) if vying is not None else None,
            "to_call": vying.to_call("hold", self._bank_to_act(match)) if vying is not None
                       else None,
            "vying": list(vying.status) if vying is not None else None,
            "chances": {name: {"passed": self.passed[i], "winner": self.winners[i]}
                        for i, name in enumerate(CHANCES)},
            "double": self.rules.multiplier,
            "carte_blanche": list(self.cb_seats),
            "announcements": [{"seat": s, "text": "carte blanche"} for s in self.cb_seats],
            "talon": len(self.stock),
            "fiches": [list(in_fiches(bank)) for bank in match.chips().banks],
            "need": RANK_SYMBOLS[self.need - 1] if self.need else None,
            "leader": self.run[0][0] if self.run else
                      self.to_act if self.phase == "play" else None,
            "last": self.last if self.played else None,
            "trumps": None,
        }


def session_over(match: MatchState) -> bool:
    """Rules §5.4, §6: is the session over after the deal just settled?"""
    options = match.options
    short = min(match.chips().banks) < ANTE * len(CHANCES)
    if short and (not options["credit"] or options["session_length"] == "until_bankrupt"):
        return True
    if options["session_length"] == "fixed_deals":
        return match.deal_index + 1 >= options["deals"]
    return False


def claim_ranges(hand_size: int) -> tuple[tuple[int, int], ...]:
    """Index ranges (inclusive) of the claims offered per chance for this hand size."""
    lowest_count = -(-hand_size // 4)
    return ((lowest_count - 1, min(13, hand_size) - 1),
            (0, len(CLAIMS[SEQUENCE]) - 1),
            (0, len(CLAIMS[TRICON]) - 1))


class HocMazarin(GameRules):
    """Hoc Mazarin: 2 or 3 players, 52 cards, three pools, then stops with wild hocs."""

    info: ClassVar[GameInfo] = INFO

    def rank_order(self, options: Mapping[str, Any]) -> RankOrder:
        return KING_HIGH_ORDER

    def pack(self, players: int, options: Mapping[str, Any]) -> tuple[Card, ...]:
        return FULL_PACK

    def layout_shape(self, match: MatchState, dealer: int) -> LayoutShape:
        size = HAND_SIZES[match.players]
        return LayoutShape((size,) * match.players, 52 - size * match.players)

    def deal_from_pack(self, match: MatchState, dealer: int, shuffled: list[Card]) -> Layout:
        """Rules §3: one card at a time from eldest; the rest is the dead talon."""
        size = HAND_SIZES[match.players]
        return Layout(*deal_in_packets(shuffled, match.players, dealer, (1,) * size))

    def setup(self, match: MatchState) -> None:
        match.ledger = ChipLedger([match.options["start_bank"]] * match.players,
                                  dict.fromkeys(CHANCES, 0))

    def check_carry(self, carry: Mapping[str, Any]) -> None:
        """``start.carry`` may only set ``double`` (false/true or 0, 1, 2 … up to
        ``MAX_DOUBLING``)."""
        super().check_carry(carry)
        value = carry.get("double", 0)
        if not isinstance(value, int) or not 0 <= value <= MAX_DOUBLING:
            raise ValueError(f"carry double must be true, false or a whole number from 0 to "
                             f"{MAX_DOUBLING}")

    def open_match(self, match: MatchState, rng: random.Random) -> tuple[int, list[Event]]:
        """Rules §3: each draws a card, the lowest deals (Ace low); tied players draw again."""
        return draw_for_dealer(match.players, FULL_PACK, lambda c: (-rank_of(c),), rng)

    def make_fixed_rules(self, match: MatchState) -> VyingRules:
        """The auctions' vying rules, one object for the match (the choices it keeps too)."""
        options = match.options
        return VyingRules(raise_rule="unlimited", pass_reentry=True, min_open=0,
                          max_raise=options["raise_cap"], all_in=True, credit=options["credit"],
                          free_open_recalls=options["reentry_on_declare"])

    def new_deal(self, match: MatchState, dealer: int,
                 layout: Layout) -> tuple[DealState, list[Event]]:
        options = match.options
        players = match.players
        level = int(match.carry.get("double", 0))
        if not options["double_compound"]:
            level = min(level, 1)
        rules = rules_from(
            DealRules, options,
            players=players,
            dealer=dealer,
            priority=tuple((dealer + k) % players for k in range(1, players + 1)),
            vying=self.fixed_rules(match),
            claim_ranges=claim_ranges(HAND_SIZES[players]),
            multiplier=2 ** level,
            bonus=1 if level and options["double_bonus_jeton"] else 0,
            end_table=tuple(options["end_table"]))
        deal = HocDeal(rules, [mask_of(hand) for hand in layout.hands], list(layout.stock))
        return deal, deal.open(match)

    def result(self, match: MatchState) -> list[int] | None:
        """Rules §5.4, §7.10: the most jetons wins (ties share) once the session is over."""
        if not match.carry.get("over"):
            return None
        banks = match.chips().banks
        best = max(banks)
        return [s for s, bank in enumerate(banks) if bank == best]


register(HocMazarin())
