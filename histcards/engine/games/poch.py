"""Poch / Le Poque: pools for honours, a betting stage on sets, then a stops play-out in suit.

Rules: ``resources/rules/en/poch.md``, whose numbered sections the comments cite.

Presets and toggles. ``preset`` (``modern``, ``poque_1789``, ``poch_1810``) is a bundle of
values for the other options (``PRESETS``). Every toggle is an option key of its own; the
preset supplies the value of each toggle the options do not give explicitly, so an
explicit toggle always overrides the preset's bundle (``{"preset": "poque_1789",
"raise_rule": "none"}`` is Le Poque without raises). The schema's own defaults are the
modern bundle. Every combination is playable.

Seats are in playing order, so "dealer's left" in the clockwise presets and "dealer's
right" in Le Poque are both eldest (``dealer + 1``): eldest bets first, has priority in
ties and leads the play-out when nobody won the betting (rules §7.3, §7.6).

Where the sources leave a choice (each is an option, rules §6, or a choice of rules §7):

- The pay card. Modern: ``stock[0]`` of the layout, face up, belonging to nobody (with
  ``turnup_to_next_receiver`` it joins the hand of the player who would receive it next and
  counts everywhere). Older presets: ``stock[0]`` is the turn-up, the rest of the stock
  stays face down and unused.
- ``dealer_takes_turnup_pool``: when the turn-up is an honour of its suit the dealer takes
  that pool; otherwise the pool is carried (rules §4.1, §7.4).
- ``bet_requires_set``: only a player holding a pair or better may bet; the others may only
  ``pass`` (after an opening, that ``pass`` folds). ``pochen_without_pair`` lifts the
  requirement and compares by Skat suit order (♣ ♠ ♥ ♦) instead of the pay suit.
- ``set_compare``: ``pay_card`` (size, rank, pay card in the set; hands without a set by
  their following cards) or ``kickers`` (size, rank, remaining cards, trump in the set).
  Positional priority from eldest decides what is left, so a showdown always has one
  winner (rules §4.2, §7.3).
- ``sole_winner_shows``: the uncontested winner's hand is revealed (a ``showdown`` event
  with one seat); his entitlement needs no check, since ``bet_requires_set`` already kept
  players without a pair out of the betting.
- Betting is no-limit with all-in side pots (``histcards.engine.vying``); ``table_limit``
  caps each bet and raise (0 = none); the betting pool's carried contents go into the
  main pot. The play-out leader is the winner of the main pot.
- Play-out: forced continuations are played automatically and reported as ``play`` events
  with ``forced: true``; so is a lead by a player holding a single card. The card that
  empties a hand ends the deal at once, with no stop payment for it (rules §7.5).
- Payments a player cannot afford are paid as far as his bank goes (rules §7.10; the
  ``payment`` event then gives what was ``owed``); banks never go negative. An ante a
  player cannot pay in full (only possible with a ``start`` bank below the ante) is paid as
  far as it goes, pool by pool in board order.
- Most-cards penalty ties (``most_cards_tie``): ``all_tied_pay`` (each tied player pays
  every player outside the tie; their mutual payments cancel and are not made), ``none``,
  ``split`` (the tied players share one payment to each other player).
- ``poque_pay: pip_values_to_each_player``: each loser pays every other player the pip
  value of the cards left in his hand (2–10 face value, J Q K 10, Ace 1; low confidence,
  rules §7.9) instead of one chip per card to the winner.
- Match end: after the deal following which some player cannot pay the full ante, or after
  ``rounds`` × players deals with ``end_condition: fixed_rounds``. Most chips wins; chips
  left on the board belong to nobody unless ``money_settlement`` shares them out as equally
  as possible (the remainder one by one from eldest of the last deal). ``scores`` hold each
  seat's net gain in chips since the start of the match, and follow every move of its bank
  as it happens (antes, pools, bets, payments), like ``deal_scores``.
- ``playout_31`` (rules §6, the earliest Pochen as Mike Knauer reconstructs it; off by
  default) replaces the runs in suit by a count to 31. Choices where the sources give only
  its outline (rules §7.12): cards count as for ``poque_pay`` (court cards 10, Ace 1); the
  leader plays any card, then each player in playing order from the player of the last card
  must add a card keeping the count at 31 or below (his choice among those that fit; one
  that fits is played automatically; a player with none is passed over); when nobody, the
  player of the last card included, can add, the count closes: that player receives 1 chip
  from each other player (whatever ``stop_payment`` says: that option is for runs in suit)
  and leads a new count. The card that empties a hand ends the play-out at once, unpaid (as
  rules §7.5), and the deal is settled as usual (rules §5).

Stops runs here are suited and fully automatic, unlike Hoc's (unsuited, with wild
principal hocs and ``without`` decisions), so the run logic stays local to this module.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from histcards.cards import (
    ACE,
    ACE_HIGH_ORDER,
    CARD_NAMES,
    FULL_PACK,
    JACK,
    KING,
    PACK_36,
    PIQUET_PACK,
    QUEEN,
    RANK_MASKS,
    RANK_SYMBOLS,
    SUIT_MASKS,
    SUITS,
    Card,
    RankOrder,
    card_list,
    card_names,
    cards_in,
    make_card,
    mask_of,
    rank_of,
    suit_of,
    suit_slices,
)
from histcards.engine.actions import PASS, Action, bare
from histcards.engine.chips import ChipLedger, chips_scores, payment, score_bank_moves
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
from histcards.engine.errors import OptionsError, Reason
from histcards.engine.events import (
    Ante,
    Bid,
    Event,
    Out,
    PoolWon,
    Settlement,
    Showdown,
    Shown,
    TurnUp,
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
from histcards.engine.kept import Kept, forgettable
from histcards.engine.legal import PLAIN_PLAYS, Amounts, Fixed, Legal
from histcards.engine.options import (
    BIDDING,
    CHIPS,
    DEAL,
    GAME,
    MATCH,
    PLAY,
    Group,
    Option,
    When,
    choices,
    direction_option,
    numbers,
    resolve_options,
    rule_values,
)
from histcards.engine.stops import StopsPlay
from histcards.engine.text import words
from histcards.engine.values import Value, value
from histcards.engine.vying import VyingChoices, VyingRound, VyingRules, playing_order

ALL_POOLS = ("ace", "king", "queen", "jack", "ten", "marriage", "sequence", "poch", "centre")
POOL_LAYOUTS = {
    "nine": ALL_POOLS,
    "eight": ALL_POOLS[:-1],
    "six": ("ace", "king", "queen", "jack", "ten", "poch"),
}
HONOUR_RANKS = {"ace": ACE, "king": KING, "queen": QUEEN, "jack": JACK, "ten": 10}
RANK_POOL = {rank: pool for pool, rank in HONOUR_RANKS.items()}
SKAT_SUIT_VALUE = (2, 1, 0, 3)  # pochen_without_pair: ♣ > ♠ > ♥ > ♦ (suits S H D C)
PIP_VALUES = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)  # rules §6, §7.9, by rank 1 = Ace … King
COUNT_LIMIT = 31  # rules §6, playout_31
COUNT_PAYMENT = 1  # rules §6, playout_31: from each other player to the player closing a count
FITTING = tuple(sum(1 << c for c in range(52) if PIP_VALUES[rank_of(c) - 1] <= room)
                for room in range(11))
"""``FITTING[room]``: the cards worth ``room`` or less (a room of 10 or more takes any)."""
BETS = tuple(Action("bet", amount=n) for n in range(201))
RAISES = tuple(Action("raise", amount=n) for n in range(201))
CALL, FOLD, ALLIN = bare("call"), bare("fold"), bare("allin")
NO_PART, PASS_PART, CALL_PART = Fixed(()), Fixed((PASS,)), Fixed((CALL,))
LAST_PARTS = {(fold, allin): Fixed((FOLD,) * fold + (ALLIN,) * allin)
              for fold in (False, True) for allin in (False, True)}
"""The betting's last choices: ``fold``, ``allin``, both or neither."""
ONLY_PASS = Legal(PASS_PART)
"""A player barred from betting (no pair, ``bet_requires_set``) may only pass."""


def _successor(card: Card) -> int:
    """The next higher card of the same suit (Ace high), or -1 after the Ace."""
    rank = rank_of(card)
    if rank == ACE:
        return -1
    return make_card(ACE if rank == KING else rank + 1, suit_of(card))


SUCCESSOR = tuple(_successor(c) for c in range(52))



PRESET_BUNDLES: Mapping[str, Mapping[str, Any]] = {
    "modern": {
        "direction": "clockwise", "pack": "fixed_32", "deal": "all_cards", "pools": "nine",
        "ante_betting_pool": True, "dealer_takes_turnup_pool": False,
        "stage_order": "pools_first", "bet_requires_set": True, "sole_winner_shows": True,
        "set_compare": "pay_card", "stop_payment": 0, "most_cards_penalty": False,
        "start_bank": 50,
    },
    "poque_1789": {
        "direction": "anticlockwise", "pack": "36_for_5_6", "deal": "five_each",
        "pools": "six", "ante_betting_pool": True, "dealer_takes_turnup_pool": True,
        "stage_order": "betting_first", "bet_requires_set": False,
        "sole_winner_shows": False, "set_compare": "pay_card", "stop_payment": 0,
        "most_cards_penalty": True, "start_bank": 40,
    },
    "poch_1810": {
        "direction": "clockwise", "pack": "52_for_5_6", "deal": "five_each", "pools": "eight",
        "ante_betting_pool": False, "dealer_takes_turnup_pool": True,
        "stage_order": "pools_first", "bet_requires_set": False, "sole_winner_shows": False,
        "set_compare": "kickers", "stop_payment": 1, "most_cards_penalty": False,
        "start_bank": 50,
    },
}
"""What each preset sets (rules §6, Rules); toggles given explicitly override these."""

MODERN = PRESET_BUNDLES["modern"]

_ = words("poch")
FIVE_OR_SIX = When(players=(5, 6))

THE_POOLS = Group("pools", _("The pools of the board"))

OPTIONS = (
    Option("preset", "modern", _("Version of the rules"),
           choices=choices(("modern", _("Modern Poch")), ("poque_1789", _("Le Poque (1789)")),
                           ("poch_1810", _("Poch (1810)"))),
           help=_("The rules of a period: choosing them sets the options below, which may "
                  "then be changed one by one."), bundle=True, group=GAME),
    direction_option(MODERN["direction"]),
    Option("pack", MODERN["pack"], _("Pack"),
           choices=choices(("fixed_32", _("32 cards")),
                           ("36_for_5_6", _("36 cards for 5 or 6 players")),
                           ("52_for_5_6", _("52 cards for 5 or 6 players"))),
           help=_("Five or six players may play with a longer pack."),
           applies=FIVE_OR_SIX, group=DEAL),
    Option("deal", MODERN["deal"], _("Deal"),
           choices=choices(("all_cards", _("All the cards, one at a time")),
                           ("five_each", _("Five each, by 2 and 3"))),
           help=_("All the cards, the last one turned up; or five each, one card turned up "
                  "and the rest unused."),
           group=DEAL),
    Option("turnup_to_next_receiver", False, _("Turned card goes to the next receiver"),
           "bool",
           help=_("The turned card joins the hand of the player who would have received it "
                  "next."), group=DEAL),
    Option("pools", MODERN["pools"], _("Pools on the board"),
           choices=choices(("nine", _("Nine (with the centre)")), ("eight", _("Eight")),
                           ("six", _("Six (Le Poque)"))),
           help=_("The honours, the marriage, the sequence, Poch, and the centre."),
           group=THE_POOLS),
    Option("ante", 1, _("Ante per pool"), "int", minimum=1, maximum=10,
           help=_("What each player puts on each pool before a deal."), group=THE_POOLS),
    Option("ante_betting_pool", MODERN["ante_betting_pool"], _("Ante into the betting pool"),
           "bool", help=_("Whether the antes go into the Poch pool too."), group=THE_POOLS),
    Option("stage_order", MODERN["stage_order"], _("Honour pools paid"),
           choices=choices(("pools_first", _("Before the betting")),
                           ("betting_first", _("After the betting"))),
           help=_("When the holders of the honours of the pay suit take their pools."),
           group=THE_POOLS),
    Option("dealer_takes_turnup_pool", MODERN["dealer_takes_turnup_pool"],
           _("Dealer takes the turned honour's pool"), "bool",
           help=_("When the turned card is an honour, the dealer takes its pool; otherwise "
                  "the pool waits for the next deal."),
           applies=When(options={"turnup_to_next_receiver": (False,)}), group=THE_POOLS),
    Option("sequence_pool", "trump_789", _("Sequence pool"),
           choices=choices(("trump_789", _("7, 8, 9 of the pay suit")),
                           ("best_run_any_suit", _("Best run in any suit"))),
           help=_("What takes the sequence pool."),
           applies=When(options={"pools": ("nine", "eight")}), group=THE_POOLS),
    Option("ten_pool_needs_nine", False, _("The Ten pool needs the Nine too"), "bool",
           help=_("The Ten pool goes to the holder of both the Ten and the Nine of the pay "
                  "suit."), group=THE_POOLS),
    Option("bet_requires_set", MODERN["bet_requires_set"], _("A pair is needed to bet"), "bool",
           help=_("Only a player holding a pair or better may bet."),
           applies=When(options={"pochen_without_pair": (False,)}), group=BIDDING),
    Option("pochen_without_pair", False, _("Betting without a pair (Skat suit order)"), "bool",
           help=_("Anyone may bet; equal sets are decided by the suits: clubs, spades, "
                  "hearts, diamonds."), group=BIDDING),
    Option("set_compare", MODERN["set_compare"], _("Tie between equal sets"),
           choices=choices(("pay_card", _("The set with the pay card wins")),
                           ("kickers", _("The other cards decide"))),
           help=_("Which of two sets of the same rank wins the betting."),
           applies=When(options={"pochen_without_pair": (False,)}), group=BIDDING),
    Option("sole_winner_shows", MODERN["sole_winner_shows"],
           _("Uncontested winner shows his hand"), "bool",
           help=_("A player who wins the betting unopposed shows his cards."), group=BIDDING),
    Option("raise_rule", "unlimited", _("Raises"),
           choices=choices(("unlimited", _("Unlimited")),
                           ("single_reraise", _("One re-raise by the last caller")),
                           ("none", _("No raises"))),
           help=_("How often a bet may be raised."), group=BIDDING),
    Option("pass_reentry", False, _("A pass may come back in"), "bool",
           help=_("A player who passed before the first bet may still come in after it."),
           group=BIDDING),
    Option("table_limit", 0, _("Limit per bet or raise (0: none)"), "int", minimum=0,
           maximum=200, help=_("The largest bet or raise allowed."), group=BIDDING),
    Option("all_in_side_pots", True, _("All-in with side pots"), "bool",
           help=_("A player short of chips may stake all he has; otherwise he must fold."),
           group=BIDDING),
    Option("playout_31", False, _("Play-out by counting to 31 (earliest Pochen)"), "bool",
           reconstructed=True,
           help=_("The last stage is a count to 31 instead of runs in suit."), group=PLAY),
    Option("stop_payment", MODERN["stop_payment"], _("Payment for each stop"),
           choices=numbers(0, 1, 2),
           help=_("What each other player pays the player who ends a run."),
           applies=When(options={"playout_31": (False,)}), group=CHIPS),
    Option("poque_pay", "per_card", _("Payment for cards left"),
           choices=choices(("per_card", _("One jeton a card, to the winner")),
                           ("pip_values_to_each_player", _("Pip values, to every player"))),
           help=_("What the cards left in hand cost when someone goes out."), group=CHIPS),
    Option("most_cards_penalty", MODERN["most_cards_penalty"],
           _("Most cards left pays each player"), "bool",
           help=_("The player left with the most cards also pays each of the others."),
           group=CHIPS),
    Option("most_cards_tie", "all_tied_pay", _("Tie for most cards"),
           choices=choices(("all_tied_pay", _("Each tied player pays")),
                           ("none", _("Nobody pays")),
                           ("split", _("The tied players share one payment"))),
           help=_("When several players are left with the most cards."),
           applies=When(options={"most_cards_penalty": (True,)}), group=CHIPS),
    Option("start_bank", MODERN["start_bank"], _("Starting chips"), "int", minimum=1,
           maximum=10_000, help=_("The jetons each player starts with."), group=CHIPS),
    Option("end_condition", "cannot_ante", _("End of the game"),
           choices=choices(("cannot_ante", _("When someone cannot ante")),
                           ("fixed_rounds", _("After a number of rounds"))),
           help=_("The most chips at the end wins."), group=MATCH),
    Option("rounds", 1, _("Rounds (each player deals once per round)"), "int", minimum=1,
           maximum=50, help=_("How many times the deal goes round the table."),
           applies=When(options={"end_condition": ("fixed_rounds",)}), group=MATCH),
    Option("money_settlement", False, _("Money settlement at the end"), "bool",
           help=_("At the end the chips left on the board are shared out."), group=MATCH),
)

POOLS = (
    Pool("ace", _("Ace")), Pool("king", _("King")), Pool("queen", _("Queen")),
    Pool("jack", _("Jack")), Pool("ten", _("Ten")), Pool("marriage", _("Marriage")),
    Pool("sequence", _("Sequence")), Pool("poch", _("Poch")), Pool("centre", _("Centre")),
)

INFO = GameInfo(
    id="poch",
    order=4,
    name=_("Poch"),
    summary=_("Vie for the pools of the board, bet on your set, then race to shed your "
              "cards."),
    players=(3, 4, 5, 6),
    usual_players=4,
    difficulty=2,
    length=_("About 30 minutes"),
    score=ScoreKind("chips", _("jetons")),
    zones=frozenset({"hand", "run", "played", "turnups"}),
    packs=(32, 36, 52),
    pools=POOLS,
    boards=(Board("poque", POOL_LAYOUTS["six"], 2.0, {"poch": "poque"},
                  {"poch": _("Poque")}),
            Board("poch", ALL_POOLS, 2.0)),
    phases=(
        Phase("betting", _("Betting"),
              _("Bet on your set — a pair, three or four of a kind. Hold, raise or fold; the "
                "best set still in takes the Poch pool and the stakes.")),
        Phase("play", _("Play-out"),
              _("Lead a card: the run climbs the suit, each holder playing the next card. "
                "When it stops, the last player leads again. The first out takes the centre "
                "and is paid for the cards left in hand.")),
    ),
    options=OPTIONS,
    picture=Picture(("QH", "QS", "QD"), "fan",
                    pools={"ace": 8, "king": 4, "queen": 4, "jack": 12, "ten": 4,
                           "marriage": 4, "sequence": 8, "poch": 14, "centre": 4}),
    presets=(
        Preset("usual", _("Usual"), _("Modern Poch: nine pools, a pair to bet.")),
        Preset("poque", _("Le Poque"), _("The French game of 1789: six pools, five cards "
                                         "each, the honours paid after the betting."),
               {"preset": "poque_1789"},
               picture=Picture(("AH", "AS", "KD", "9C", "7H"), "fan",
                               pools={"ace": 5, "king": 10, "queen": 5, "jack": 5, "ten": 15,
                                      "poch": 20})),
        Preset("poch_1810", _("Poch (1810)"), _("Eight pools, payments at each stop."),
               {"preset": "poch_1810"}),
        Preset("short", _("Short match"), _("One round: each player deals once."),
               {"end_condition": "fixed_rounds", "rounds": 1}),
    ),
    terms={
        "action.bet": Term(_("Poch {amount}")),
        "action.call": Term(_("Hold")),
        "action.raise": Term(_("Raise {amount}")),
        "action.fold": Term(_("Fold")),
        "action.allin": Term(_("All in")),
        "table.trumps": Term(_("Pay suit")),
        "turnup.pay_card": Term(_("The pay card"), _("The pay card is {card}.")),
        "turnup.pay_card_held": Term(_("The pay card"),
                                     _("The pay card is {card}; it goes to {holder}.",
                                       holder="The pay card is {card}; it goes to you.")),
        "pool.holding": Term(_("Pool"), _("{seat} holds the {pool}: {amount:jetons}.",
                                                   seat="You hold the {pool}: {amount:jetons}.")),
        "pool.turnup": Term(_("Pool"), _("The {pool} goes to the dealer, {seat}, for the "
                                         "turned card: {amount:jetons}.",
                                         seat="The {pool} goes to you, the dealer, for the "
                                         "turned card: {amount:jetons}.")),
        "pool.betting": Term(_("Betting"), _("{seat} takes the Poch: {amount:jetons}.",
                                                    seat="You take the Poch: {amount:jetons}.")),
        "pool.first_out": Term(_("Centre"),
                               _("{seat}, first out, takes the {pool}: {amount:jetons}.",
                                 seat="You, first out, take the {pool}: {amount:jetons}.")),
        "combination.pair": Term(_("A pair {rank:of}")),
        "combination.three": Term(_("Three {rank:plural}")),
        "combination.four": Term(_("Four {rank:plural}")),
        "combination.high": Term(_("{rank} high")),
        "run_stop.stop": Term(_("Stop"), _("The run stops at {card}; {seat} leads again.",
                                             seat="The run stops at {card}; you lead again.")),
        "run_stop.count": Term(_("Count of 31"),
                               _("{seat} closes the count at {count} and leads again.",
                                 seat="You close the count at {count} and lead again.")),
        "coach.run_stop.stop": Term(_("Stop"), _(
            "Nobody holds the next card up in that suit, so the run stops and its last "
            "player leads.")),
        "coach.run_stop.count": Term(_("Count of 31"), _(
            "Nobody could add a card without passing 31.")),
        "payment.cards_left": Term(_("Cards left"), _("for the cards left in hand")),
        "payment.most_cards": Term(_("Most cards"), _("for holding the most cards")),
        "payment.pip_values": Term(_("Pips left"), _("for the pips of the cards left")),
        "payment.stop": Term(_("Stops"), _("for the stop")),
        "payment.count": Term(_("Counts of 31"), _("for reaching 31")),
        "outcome.out": Term(_("{winner} is out first", winner="You are out first")),
    },
)


@value
class DealRules(Value):
    """What stays fixed during a deal: shared by every copy of its state (a value made in
    one step: a random playout deals thousands a second)."""

    players: int
    dealer: int
    eldest: int
    pay_card: Card
    pay_holder: int | None
    pools: tuple[str, ...]
    vying: VyingRules
    bet_requires_set: bool
    pochen_without_pair: bool
    set_compare: str
    sole_winner_shows: bool
    stage_order: str
    stop_payment: int
    most_cards_penalty: bool
    most_cards_tie: str
    poque_pay: str
    playout_31: bool

    @property
    def pay_suit(self) -> int:
        """The pay suit (1810: trumps), the suit of the turned card."""
        return suit_of(self.pay_card)


DEAL_FIELDS = ("players", "dealer", "eldest", "pay_card", "pay_holder", "pools")
"""The fields of ``DealRules`` that each deal sets; the others come from the options."""


@dataclass(frozen=True)
class MatchRules:
    """What every deal of a match shares (``Poch.make_fixed_rules``)."""

    deal_options: Mapping[str, Any]
    """The fields of ``DealRules`` that the options give (all but ``DEAL_FIELDS``)."""
    anted: tuple[str, ...]
    """The pools that receive an ante (``anted_pools``), in board order."""
    ante: int

    @property
    def full_ante(self) -> int:
        """What each player puts on the board before a deal."""
        return self.ante * len(self.anted)


@lru_cache(maxsize=1024)
def seat_antes(seat: int, pools: tuple[str, ...], ante: int, bank: int
               ) -> tuple[tuple[int, ...], tuple[Ante, ...]]:
    """Rules §3.1, §7.10: what ``seat``, holding ``bank`` chips, puts into each pool,
    ``ante`` each, pool by pool in board order as far as his bank goes, and the events
    that report it. Kept once made: every deal begins with the same ones."""
    amounts = tuple(max(0, min(ante, bank - k * ante)) for k in range(len(pools)))
    return amounts, tuple(Ante(seat, pool, amount)
                          for pool, amount in zip(pools, amounts, strict=True) if amount > 0)


@lru_cache(maxsize=256)
def held_pools(pools: tuple[str, ...], pay: int, turned_rank: int, ten_needs_nine: bool,
               sequence_pool: str) -> tuple[tuple[str, tuple[Card, ...]], ...]:
    """Rules §4.1: the pools of the board taken by holding cards, in board order, each with
    the cards of the pay suit it takes (none for the best run in any suit, rules §6): the
    honours (the Ten with the Nine, by option; not the turned card's rank, which nobody
    holds), the marriage (King and Queen), the sequence (7, 8, 9)."""
    held: list[tuple[str, tuple[Card, ...]]] = []
    for pool in pools:
        if pool in HONOUR_RANKS:
            rank = HONOUR_RANKS[pool]
            if rank == turned_rank:
                continue
            needed = [rank, 9] if pool == "ten" and ten_needs_nine else [rank]
        elif pool == "marriage":
            needed = [KING, QUEEN]
        elif pool == "sequence":
            needed = [7, 8, 9] if sequence_pool == "trump_789" else []
        else:
            continue
        held.append((pool, tuple([make_card(r, pay) for r in needed])))
    return tuple(held)


forgettable(seat_antes.cache_clear)
forgettable(held_pools.cache_clear)


def _take_pool(ledger: ChipLedger, pool: str, seat: int, reason: str) -> PoolWon:
    """``seat`` takes every chip of ``pool``; the event reporting it."""
    return PoolWon(pool, seat, ledger.pool_to_seat(pool, seat), reason)


def card_holders(hands: Sequence[Sequence[Card]]) -> tuple[int | None, ...]:
    """Who holds each card of the pack, by card number (None: nobody)."""
    holders: list[int | None] = [None] * 52
    for seat, cards in enumerate(hands):
        for card in cards:
            holders[card] = seat
    return tuple(holders)


# --- combinations (rules §4.2) ------------------------------------------------------------


def has_set(hand: int) -> bool:
    """Whether a hand holds a pair or better: some rank in two suits (a hand's suits are
    its 13-bit slices, rank by rank)."""
    spades, hearts, diamonds, clubs = suit_slices(hand)
    return bool(spades & (hearts | diamonds | clubs) | hearts & (diamonds | clubs)
                | diamonds & clubs)


def hand_strength(hand: int, rules: DealRules, distance: int) -> tuple:
    """A key ordering betting hands (higher wins) for this deal's comparison rules.

    The best set is the largest group of equal ranks, higher rank first (a hand without a
    set counts its highest card as a set of one); ``distance`` from eldest breaks the
    last ties (priority).
    """
    size, top, best, _ = largest_group(hand)
    if size == 1:  # the highest card (one of its rank): by the Skat suits among equals
        power = ACE_HIGH_ORDER.power
        best = 1 << max(cards_in(hand), key=lambda c: (power[c], SKAT_SUIT_VALUE[suit_of(c)]))
    if rules.pochen_without_pair:
        suit_value = max(SKAT_SUIT_VALUE[suit_of(c)] for c in cards_in(best))
        return (size, top, suit_value, _kickers(hand & ~best), -distance)
    pay_in_set = bool(best & SUIT_MASKS[rules.pay_suit])
    if rules.set_compare == "kickers":
        return (size, top, _kickers(hand & ~best), pay_in_set, -distance)
    if size == 1:  # rules §7.3: no set at all: the highest card, then the next ones
        return (size, top, False, _kickers(hand & ~best), -distance)
    return (size, top, pay_in_set, (), -distance)


def barred_seats(rules: DealRules, hands: Sequence[int]) -> tuple[bool, ...]:
    """Rules §4.2, ``bet_requires_set``: whether each hand, holding no pair, may only pass."""
    if not rules.bet_requires_set:
        return (False,) * len(hands)
    return tuple([not has_set(hand) for hand in hands])


def _kickers(cards: int) -> tuple[int, ...]:
    """The powers of the cards besides the set, highest first."""
    power = ACE_HIGH_ORDER.power
    return tuple(sorted([power[c] for c in cards_in(cards)], reverse=True))


RANK_POWER = (-1, *(ACE_HIGH_ORDER.power[make_card(rank, 0)] for rank in range(1, 14)))
"""``RANK_POWER[rank]``: the power of a rank, Ace high (index 0 unused)."""


@lru_cache(maxsize=4096)  # a showdown reads each hand twice: its strength, what it shows
def largest_group(hand: int) -> tuple[int, int, int, int]:
    """The largest group of equal ranks in a hand, higher rank first (Ace high): its size,
    its rank's power, its cards (a mask) and its rank; (0, -1, 0, 0) for no cards.

    Worked out on the suits' 13-bit slices (bit ``rank - 1`` each): the ranks held in
    four, three, two suits or one, the largest first; in a slice the Ace (bit 0) is
    highest, then the highest bit."""
    spades, hearts, diamonds, clubs = suit_slices(hand)
    black_red = (spades | hearts) & (diamonds | clubs)
    groups = (
        (4, spades & hearts & diamonds & clubs),
        (3, spades & hearts & (diamonds | clubs) | diamonds & clubs & (spades | hearts)),
        (2, black_red | spades & hearts | diamonds & clubs),
        (1, spades | hearts | diamonds | clubs),
    )
    for size, ranks in groups:
        if ranks:
            rank = 1 if ranks & 1 else ranks.bit_length()
            return size, RANK_POWER[rank], hand & RANK_MASKS[rank], rank
    return 0, -1, 0, 0


forgettable(largest_group.cache_clear)


SET_NAMES = {2: "pair", 3: "three", 4: "four"}
SET_TEXTS = {(size, rank): f"{SET_NAMES.get(size, 'high')} {RANK_SYMBOLS[rank - 1]}"
             for size in range(1, 5) for rank in range(1, 14)}
"""What a showdown calls a set (``pair K``, ``high A``), by its size and rank."""


def best_set_of(hand: int) -> tuple[int, int, tuple[Card, ...]]:
    """The largest group of equal ranks in a hand, higher rank first (Ace high): its size,
    rank and cards; a hand without a pair gives its highest card."""
    size, _, cards, rank = largest_group(hand)
    return size, rank, tuple(cards_in(cards))


SHORTEST_RUN = 3
"""The shortest run that wins the sequence pool under ``best_run_any_suit`` (rules §6)."""


def best_run(hand: int, pay_suit: int, order: RankOrder = ACE_HIGH_ORDER) -> tuple[int, int, bool]:
    """The hand's best run in suit (rules §6, ``best_run_any_suit``): (length, top card
    power, in the pay suit), longest then highest, the pay suit beating an equal run."""
    best = (0, 0, False)
    for suit in range(4):
        powers = sorted(order.power[c] for c in cards_in(hand & SUIT_MASKS[suit]))
        length = 0
        for i, p in enumerate(powers):
            length = length + 1 if i and p == powers[i - 1] + 1 else 1
            best = max(best, (length, p, suit == pay_suit))
    return best


# --- the deal -------------------------------------------------------------------------


_BETTING_LEGAL: Kept[VyingChoices, Legal] = Kept(4096)
"""The lists of the betting's legal actions by vying choices: the same come back again and
again (the choices depend on the bank, the level and the stakes only). Four players of
the modern game meet some 2 900 of them: a bound of 1 024 emptied it every thousand deals
and made one list almost every deal (about 2 MB held at most, most lists a few dozen
actions long)."""


def betting_legal(c: VyingChoices) -> Legal:
    """The legal actions of the betting: the vying choices worded as Poch's bets."""
    legal = _BETTING_LEGAL.get(c)
    if legal is None:
        legal = _BETTING_LEGAL.keep(c, Legal(
            PASS_PART if c.pass_ else NO_PART, Amounts("bet", c.open, made=BETS),
            CALL_PART if c.call else NO_PART, Amounts("raise", c.raise_, made=RAISES),
            LAST_PARTS[c.fold, c.allin], kept=True))
    return legal


class PochDeal(StopsPlay):
    """One deal of Poch: [pools] → betting → [pools] → play-out → settlement."""

    __slots__ = ("banks", "barred", "count", "holders", "rules", "vying")

    def __init__(self, rules: DealRules, hands: list[int], stock: list[Card],
                 banks: list[int], holders: tuple[int | None, ...]) -> None:
        self.rules = rules
        self.hands = hands
        self.holders = holders
        """Who was dealt each card, by card number (None: nobody); a run goes on to the
        next card of its suit while its holder has not played it (``_lead``)."""
        self.barred = barred_seats(rules, hands)
        """Whether each seat may only pass in the betting (``bet_requires_set``)."""
        self.stock = stock
        self.banks = list(banks)
        """The banks as the ledger holds them after the last step: the ledger lives in the
        Match, ``legal()`` needs the bank of the seat to act, and scores follow every move
        of a bank from these (``follow_banks``)."""
        self.finished = False
        self.phase = "betting"
        self.start_play(rules.eldest)
        self.count = 0
        """The count so far (``playout_31``)."""
        self.vying: VyingRound | None = None
        self.to_act = None

    def copy(self) -> PochDeal:
        twin = super().copy()
        if self.vying is not None:
            twin.vying = self.vying.copy()
        return twin

    def _betting(self) -> VyingRound:
        """The betting round in progress."""
        if self.vying is None:
            raise RuntimeError("the betting is over")
        return self.vying

    # --- legal actions ------------------------------------------------------------

    def legal(self) -> Sequence[Action]:
        seat = self.seat_to_act()
        if self.phase == "play":
            # a hand that leads is seldom met again: its plays are not kept whole
            return PLAIN_PLAYS.by_suits(self._playable(seat))
        if self.barred[seat]:
            return ONLY_PASS
        return betting_legal(self._betting().choices(self.banks[seat]))

    def _playable(self, seat: int) -> int:
        """The cards ``seat`` may play now: any to start a run (or a count); in a count
        to 31, those that keep it at 31 or below."""
        hand = self.hands[seat]
        if self.rules.playout_31 and self.run:
            return hand & FITTING[min(COUNT_LIMIT - self.count, 10)]
        return hand

    def refusal(self, match: MatchState, action: Action) -> Reason:
        if self.phase == "play":
            if action.kind != "play" or action.clique or action.as_rank is not None:
                return Reason.of("it is your turn to play a card (play C)")
            card = action.card
            if not self.hands[self.seat_to_act()] >> card & 1:
                return Reason.of("you do not hold {card}", card=card)
            return Reason.of("the count stands at {count}: {card} would take it past {limit}",
                             count=self.count, card=card, limit=COUNT_LIMIT)
        return self._betting_refusal(match, action)

    def _betting_refusal(self, match: MatchState, action: Action) -> Reason:
        seat = self.seat_to_act()
        if self.barred[seat]:
            return Reason.of("you hold no pair, so you may not bet: you may only pass")
        bank = match.chips().banks[seat]
        c = self._betting().choices(bank)
        kind = action.kind
        if not self._betting().opened:
            if kind == "bet" and action.amount is not None and action.claim is None:
                return _amount_refusal(action.amount, c.open, bank, BET_REFUSALS)
            return Reason.of("nobody has bet yet: you may bet N or pass")
        if kind == "bet" or kind == "pass":
            return Reason.of("the betting is open: you may call, raise N or fold")
        if kind == "call":
            if c.allin:
                return Reason.of("you cannot call: it costs {cost} and you have {bank}; you "
                                 "may go all in", cost=c.call_cost, bank=bank)
            return Reason.of("you cannot call: it costs {cost} and you have {bank}",
                             cost=c.call_cost, bank=bank)
        if kind == "raise" and action.claim is None and action.amount is not None:
            if not c.raise_ and c.call:
                return Reason.of("no raise is allowed now: you may call or fold")
            return _amount_refusal(action.amount, c.raise_, bank - c.call_cost,
                                   RAISE_REFUSALS)
        if kind == "allin":
            if not self.rules.vying.all_in:
                return Reason.of("all-in is not played at this table: match the bet or fold")
            return Reason.of("you may go all in only when you cannot cover the call")
        return Reason.of("in the betting you may call, raise N, fold or go all in")

    # --- applying -----------------------------------------------------------------

    def apply(self, match: MatchState, action: Action) -> list[Event]:
        if self.phase == "play":
            events = self._play(match, action.cards[0])
        else:
            events = self._bet(match, action)
        self.follow_banks(match)
        return events

    def follow_banks(self, match: MatchState) -> None:
        """Count the chips won or lost since the last step in the scores at once."""
        self.banks = score_bank_moves(match, self.banks)

    def _bet(self, match: MatchState, action: Action) -> list[Event]:
        ledger = match.chips()
        vying = self._betting()
        seat = vying.acting
        kind = action.kind
        paid = 0
        if kind == "pass":
            if vying.opened:
                vying.fold()
            else:
                vying.pass_()
        elif kind == "bet":
            paid = vying.open(ledger, action.stake)
        elif kind == "call":
            paid = vying.call(ledger)
        elif kind == "raise":
            paid = vying.raise_(ledger, action.stake)
        elif kind == "fold":
            vying.fold()
        else:
            paid = vying.allin(ledger)
        events: list[Event] = [Bid(seat, str(action), "betting", paid, vying.level)]
        if vying.over:
            events += self._end_betting(match)
        else:
            self.to_act = vying.to_act
        return events

    def _end_betting(self, match: MatchState) -> list[Event]:
        """Rules §4.1, §4.2: award the betting pool and stakes, then (Le Poque) the honour
        pools, then start the play-out."""
        vying = self._betting()
        rules = self.rules
        ledger = match.chips()
        outcome = vying.outcome()
        events: list[Event] = []
        winner: int | None = None
        if outcome == "uncontested":
            sole = winner = vying.live()[0]
            if rules.sole_winner_shows:
                events.append(self._showdown_event([sole], sole))
            events += self._award(ledger, lambda eligible: sole)
        elif outcome == "showdown":
            priority = self._priority()
            contenders = vying.live()
            live = [s for s in priority if s in contenders]
            strength = {seat: self._strength(seat) for seat in live}
            best = max(live, key=strength.__getitem__)
            events.append(self._showdown_event(live, best))
            events += self._award(ledger,
                                  lambda eligible: max(eligible, key=strength.__getitem__),
                                  priority)
            winner = best
        if rules.stage_order == "betting_first":
            events += self._honour_pools(match, with_turnup=False)
        self.leader = winner if winner is not None else rules.eldest
        self.phase = "play"
        return events + self._await_lead(match, self.leader)

    def _award(self, ledger: ChipLedger, winner_of: Callable[[tuple[int, ...]], int],
               priority: Sequence[int] | None = None) -> list[Event]:
        return [PoolWon("poch", seat, amount, "betting")
                for seat, amount in self._betting().settle(ledger, winner_of, priority)]

    def _priority(self) -> tuple[int, ...]:
        """Every seat from eldest, in playing order (who wins ties, rules §4.2)."""
        return playing_order(self.rules.players, self.rules.eldest)

    def _strength(self, seat: int) -> tuple:
        distance = (seat - self.rules.eldest) % self.rules.players
        return hand_strength(self.hands[seat], self.rules, distance)

    def _showdown_event(self, seats: list[int], winner: int) -> Event:
        return Showdown("poch", tuple(seats), tuple([self._shown(s) for s in seats]), winner)

    def _shown(self, seat: int) -> Shown:
        """A contender's hand as shown: every card, and the set it bets on."""
        hand = self.hands[seat]
        size, _, cards, rank = largest_group(hand)  # best_set_of's set, as a mask
        return Shown(seat, card_names(hand), (SET_TEXTS[size, rank],), (card_names(cards),))

    # --- stage-1 pools (rules §4.1) -------------------------------------------------------

    def _honour_pools(self, match: MatchState, with_turnup: bool) -> list[Event]:
        """Pay the pools won by holding cards; the turn-up's pool too when asked."""
        rules = self.rules
        ledger = match.chips()
        events: list[Event] = []
        if with_turnup:
            events += self._turnup_pool(match)
        turned_rank = rank_of(rules.pay_card) if rules.pay_holder is None else 0
        options = match.options
        for pool, wanted in held_pools(rules.pools, rules.pay_suit, turned_rank,
                                       options["ten_pool_needs_nine"],
                                       options["sequence_pool"]):
            holder = self._holder_of_all(wanted) if wanted else self._best_run_holder()
            if holder is not None and ledger.pools[pool]:
                events.append(_take_pool(ledger, pool, holder, "holding"))
        return events

    def _turnup_pool(self, match: MatchState) -> list[Event]:
        """Rules §4.1: the dealer takes the pool of a turned honour (older presets, or
        ``dealer_takes_turnup_pool``)."""
        rules = self.rules
        pool = RANK_POOL.get(rank_of(rules.pay_card))
        if (rules.pay_holder is None and pool in rules.pools
                and match.options["dealer_takes_turnup_pool"] and match.chips().pools[pool]):
            return [_take_pool(match.chips(), pool, rules.dealer, "turnup")]
        return []

    def set_hidden_zones(self, seat: int, zones: list[list[Card]]) -> None:
        super().set_hidden_zones(seat, zones)
        self.holders = card_holders([card_list(hand) for hand in self.hands])
        self.barred = barred_seats(self.rules, self.hands)

    def _holder_of_all(self, wanted: tuple[Card, ...]) -> int | None:
        """Who holds every card of ``wanted`` (before the play-out: the cards as dealt)."""
        holders = self.holders
        seat = holders[wanted[0]]
        for card in wanted:
            if holders[card] != seat:
                return None
        return seat

    def _best_run_holder(self) -> int | None:
        """Rules §6, ``best_run_any_suit``: who holds the best run (of ``SHORTEST_RUN`` or
        more), eldest first among equals."""
        pay = self.rules.pay_suit
        best, holder = (0, 0, False), None
        for seat in self._priority():
            run = best_run(self.hands[seat], pay)
            if run[0] >= SHORTEST_RUN and run > best:
                best, holder = run, seat
        return holder

    # --- play-out (rules §4.4) ------------------------------------------------------------

    def _play(self, match: MatchState, card: Card, forced: bool = False) -> list[Event]:
        """The card the seat to act plays: a lead in suit, or a card of a count to 31."""
        if self.rules.playout_31:
            return self._count_to_31(match, card, forced)
        return self._lead(match, card, forced)

    def _await_lead(self, match: MatchState, seat: int) -> list[Event]:
        """Give the lead to ``seat``; a single card left is led automatically."""
        self.to_act = seat
        hand = self.hands[seat]
        if hand.bit_count() == 1:
            return self._play(match, hand.bit_length() - 1, forced=True)
        return []

    def _lead(self, match: MatchState, card: Card, forced: bool = False) -> list[Event]:
        self.run = []
        events: list[Event] = [self.put(self.seat_to_act(), card, forced)]
        hands, holders = self.hands, self.holders
        while hands[self.last]:
            card = SUCCESSOR[card]
            holder = holders[card] if card >= 0 else None  # -1: no card after an Ace
            if holder is None or not hands[holder] >> card & 1:
                break
            events.append(self.put(holder, card, True))
        else:  # the card just played emptied its player's hand: he is out
            return events + self._settle(match, self.last)
        events += self._stop(match)
        return events + self._await_lead(match, self.last)

    def _count_to_31(self, match: MatchState, card: Card, forced: bool) -> list[Event]:
        """Rules §6, ``playout_31``: the card joins the count; whoever must add next follows,
        automatically while he has a single card that fits."""
        events: list[Event] = []
        while True:
            seat = self.seat_to_act()
            if not self.run:
                self.count = 0
            events.append(self.put(seat, card, forced))
            self.count += PIP_VALUES[rank_of(card) - 1]
            if not self.hands[seat]:
                return events + self._settle(match, seat)
            adder = self._next_adder()
            if adder is None:
                events += self._close_count(match)
                return events + self._await_lead(match, self.last)
            self.to_act = adder
            fitting = self._playable(adder)
            if fitting.bit_count() > 1:
                return events
            card, forced = fitting.bit_length() - 1, True

    def _next_adder(self) -> int | None:
        """The first seat from the one after the last card's player (himself last) that
        holds a card keeping the count at 31 or below."""
        n = self.rules.players
        for k in range(1, n + 1):
            seat = (self.last + k) % n
            if self._playable(seat):
                return seat
        return None

    def _close_count(self, match: MatchState) -> list[Event]:
        """Nobody can add: the player of the last card is paid by each other player."""
        events: list[Event] = [self.stop_run("count", count=self.count)]
        events += self.collect(match.chips(), self.last, COUNT_PAYMENT, "count")
        self.run = []
        self.count = 0
        return events

    def _stop(self, match: MatchState) -> list[Event]:
        """Nobody can continue: the player of the last card is paid (1810) and leads. The
        run stays on the table until the next lead."""
        events: list[Event] = [self.stop_run("stop")]
        if self.rules.stop_payment:
            events += self.collect(match.chips(), self.last, self.rules.stop_payment, "stop")
        return events

    # --- settlement (rules §5) ------------------------------------------------------------

    def _settle(self, match: MatchState, winner: int) -> list[Event]:
        rules = self.rules
        ledger = match.chips()
        events: list[Event] = [Out(winner)]
        if "centre" in rules.pools and ledger.pools["centre"]:
            events.append(_take_pool(ledger, "centre", winner, "first_out"))
        counts = [h.bit_count() for h in self.hands]
        if rules.poque_pay == "pip_values_to_each_player":
            for loser in self.others(winner):
                pips = sum(PIP_VALUES[rank_of(c) - 1] for c in cards_in(self.hands[loser]))
                for other in self.others(loser):
                    events += payment(ledger, loser, other, pips, "pip_values")
        else:
            for loser in self.others(winner):
                events += payment(ledger, loser, winner, counts[loser], "cards_left")
        if rules.most_cards_penalty:
            events += self._most_cards(ledger, winner, counts)
        self.finish("out", winner)
        if match_over(match):
            match.carry["over"] = True  # decided before the board is shared out (money_settlement)
            events += final_settlement(match, rules.eldest)
        self.follow_banks(match)
        return events + chips_scores(match)

    def _most_cards(self, ledger: ChipLedger, winner: int, counts: list[int]) -> list[Event]:
        """Rules §5, §7.8: the player(s) with most cards left pay that many to each other player."""
        losers = self.others(winner)
        most = max(counts[s] for s in losers)
        tied = [s for s in losers if counts[s] == most]
        rule = self.rules.most_cards_tie
        if most == 0 or (len(tied) > 1 and rule == "none"):
            return []
        events: list[Event] = []
        receivers = [s for s in self.others(tied[0]) if s not in tied]
        if len(tied) > 1 and rule == "split":
            share, extra = divmod(most, len(tied))
            for receiver in receivers:
                for k, payer in enumerate(tied):
                    events += payment(ledger, payer, receiver, share + (k < extra), "most_cards")
            return events
        for payer in tied:
            for receiver in receivers:
                events += payment(ledger, payer, receiver, most, "most_cards")
        return events

    # --- views --------------------------------------------------------------------

    def table(self, match: MatchState) -> dict[str, Any]:
        rules = self.rules
        vying = self.vying
        return self.run_table() | {
            "trumps": SUITS[rules.pay_suit],
            "turnups": [CARD_NAMES[rules.pay_card]],
            "pay_card_holder": rules.pay_holder,
            "talon": len(self.stock),
            "need": None,
            "count": self.count if rules.playout_31 else None,
            # Stakes of the betting round while it is open (observation: "the current
            # vying round"); it closes when the play-out begins.
            "bets": list(vying.stakes) if vying and self.phase == "betting"
            else [0] * rules.players,
            "bid": vying.standing() if vying else None,
            "to_call": vying.to_call("call", self._bank_to_act(match)) if vying else None,
            "betting": None if vying is None else {
                "status": list(vying.status), "level": vying.level,
                "pending": list(vying.pending), "opened": vying.opened,
            },
        }

    def _bank_to_act(self, match: MatchState) -> int:
        return match.chips().banks[self.to_act] if self.to_act is not None else 0

    def all_cards(self) -> list[Card]:
        held = self.played
        for hand in self.hands:
            held |= hand
        if self.rules.pay_holder is None:
            held |= 1 << self.rules.pay_card
        return card_list(held) + list(self.stock)


AmountRefusals = tuple[Reason, Reason, Reason, Reason]
"""Templates of a refused amount: none allowed now, too low, more than the bank, over the
table limit (fields ``room``, ``least``, ``amount``, ``most``)."""
BET_REFUSALS: AmountRefusals = (
    Reason.of("you cannot bet now: you have {room} chips to spare"),
    Reason.of("you must bet at least {least}"),
    Reason.of("you cannot bet {amount}: you have only {room} chips to spare"),
    Reason.of("you may bet at most {most} (the table limit)"),
)
RAISE_REFUSALS: AmountRefusals = (
    Reason.of("you cannot raise by now: you have {room} chips to spare"),
    Reason.of("you must raise by at least {least}"),
    Reason.of("you cannot raise by {amount}: you have only {room} chips to spare"),
    Reason.of("you may raise by at most {most} (the table limit)"),
)


def _amount_refusal(amount: int, allowed: range, room: int,
                    templates: AmountRefusals) -> Reason:
    none_now, too_low, over_bank, over_limit = templates
    if not allowed:
        return none_now.filled(room=room)
    if amount < allowed.start:
        return too_low.filled(least=allowed.start)
    if amount > room:
        return over_bank.filled(amount=amount, room=room)
    return over_limit.filled(most=allowed[-1])


# --- match end (rules §5.1) ---------------------------------------------------------------


def anted_pools(options: Mapping[str, Any]) -> tuple[str, ...]:
    """Rules §3.1: the pools that receive an ante before each deal."""
    return tuple(p for p in POOL_LAYOUTS[options["pools"]]
                 if p != "poch" or options["ante_betting_pool"])


def match_over(match: MatchState) -> bool:
    """Rules §5.1, §6: a player cannot pay the next full ante, or the fixed rounds are played."""
    options = match.options
    if (options["end_condition"] == "fixed_rounds"
            and match.deal_index + 1 >= options["rounds"] * match.players):
        return True
    fixed: MatchRules = match.fixed_rules
    return any(bank < fixed.full_ante for bank in match.chips().banks)


def final_settlement(match: MatchState, eldest: int) -> list[Event]:
    """Rules §6, money settlement: share the chips left on the board as equally as possible."""
    if not match.options["money_settlement"]:
        return []
    ledger = match.chips()
    n = match.players
    left = sum(ledger.pools.values())
    share, extra = divmod(left, n)
    gains = [share + ((s - eldest) % n < extra) for s in range(n)]
    events: list[Event] = []
    pools = iter([p for p in ledger.pools for _ in range(ledger.pools[p])])
    for seat, gain in enumerate(gains):
        for _ in range(gain):
            ledger.pool_to_seat(next(pools), seat, 1)
        if gain:
            events.append(Settlement(seat, gain))
    return events


# --- the game -------------------------------------------------------------------------


class Poch(GameRules):
    """Poch / Le Poque: 3–6 players; presets ``modern``, ``poque_1789``, ``poch_1810``."""

    info: ClassVar[GameInfo] = INFO

    def resolve_options(self, given: Mapping[str, Any] | None, players: int) -> dict[str, Any]:
        """The preset's bundle fills every toggle not given explicitly."""
        given = dict(given or {})
        preset = given.get("preset", "modern")
        if not isinstance(preset, str) or preset not in PRESET_BUNDLES:
            problem = self.info.options[0].problem(preset, players)
            raise OptionsError(problem) if problem else ValueError(preset)
        return resolve_options(self.info.options, {**PRESET_BUNDLES[preset], **given},
                               players, self.id)

    def rank_order(self, options: Mapping[str, Any]) -> RankOrder:
        return ACE_HIGH_ORDER

    def pack(self, players: int, options: Mapping[str, Any]) -> tuple[Card, ...]:
        """Rules §2: 32 cards, or 36 / 52 for five or six players."""
        kind = options["pack"]
        if players >= 5 and kind == "36_for_5_6":
            return PACK_36
        if players >= 5 and kind == "52_for_5_6":
            return FULL_PACK
        return PIQUET_PACK

    def layout_shape(self, match: MatchState, dealer: int) -> LayoutShape:
        size = len(self.pack(match.players, match.options))
        n = match.players
        if match.options["deal"] == "five_each":
            return LayoutShape((5,) * n, size - 5 * n)
        base, extra = divmod(size - 1, n)
        return LayoutShape(tuple(base + ((s - dealer - 1) % n < extra) for s in range(n)), 1)

    def deal_from_pack(self, match: MatchState, dealer: int, shuffled: list[Card]) -> Layout:
        """Rules §3.2: all but the last card one at a time from eldest (modern), or 2 then 3 each;
        the next card is the face-up pay card, ``stock[0]``."""
        n = match.players
        if match.options["deal"] == "five_each":
            return Layout(*deal_in_packets(shuffled, n, dealer, (2, 3)))
        dealt = shuffled[:-1]  # card k goes to seat dealer + 1 + k
        return Layout(tuple(tuple(dealt[(seat - dealer - 1) % n::n]) for seat in range(n)),
                      (shuffled[-1],))

    def setup(self, match: MatchState) -> None:
        bank = match.options["start_bank"]
        match.ledger = ChipLedger([bank] * match.players,
                                  dict.fromkeys(POOL_LAYOUTS[match.options["pools"]], 0))

    def make_fixed_rules(self, match: MatchState) -> MatchRules:
        options = match.options
        from_options = rule_values(
            DealRules, options, DEAL_FIELDS,
            vying=VyingRules(raise_rule=options["raise_rule"],
                             pass_reentry=options["pass_reentry"],
                             max_raise=options["table_limit"] or None,
                             all_in=options["all_in_side_pots"]),
            bet_requires_set=options["bet_requires_set"]
            and not options["pochen_without_pair"])
        return MatchRules(from_options, anted_pools(options), options["ante"])

    def new_deal(self, match: MatchState, dealer: int,
                 layout: Layout) -> tuple[DealState, list[Event]]:
        options = match.options
        n = match.players
        ledger = match.chips()
        fixed = self.fixed_rules(match)
        banks_before = list(ledger.banks)
        events = self._antes(match, fixed)
        dealt = layout.hands
        hands = [mask_of(hand) for hand in dealt]
        pay_card, stock = layout.stock[0], list(layout.stock[1:])
        pay_holder = None
        if options["turnup_to_next_receiver"]:
            count = sum(len(h) for h in dealt)
            pay_holder = (dealer + 1 + (count if options["deal"] == "all_cards" else 0)) % n
            hands[pay_holder] |= 1 << pay_card
            dealt = tuple((*h, pay_card) if s == pay_holder else h for s, h in enumerate(dealt))
        rules = DealRules(players=n, dealer=dealer, eldest=(dealer + 1) % n, pay_card=pay_card,
                          pay_holder=pay_holder, pools=tuple(ledger.pools), **fixed.deal_options)
        deal = PochDeal(rules, hands, stock, banks_before, card_holders(dealt))
        events.append(TurnUp(CARD_NAMES[pay_card],
                             "pay_card" if pay_holder is None else "pay_card_held",
                             holder=pay_holder, trumps=SUITS[rules.pay_suit]))
        if rules.stage_order == "betting_first":
            events += deal._turnup_pool(match)
        else:
            events += deal._honour_pools(match, with_turnup=True)
        deal.vying = VyingRound(rules.vying, n, rules.eldest, "poch", ledger.pools["poch"])
        deal.to_act = deal.vying.to_act
        deal.follow_banks(match)
        return deal, events

    def _antes(self, match: MatchState, fixed: MatchRules) -> list[Event]:
        """Rules §3.1, §7.10: everybody antes into each anted pool (as far as his bank
        goes), seat after seat; the chips move at once."""
        ledger = match.chips()
        pools, ante = fixed.anted, fixed.ante
        full = fixed.full_ante  # a bank holding more antes the same
        antes = [seat_antes(seat, pools, ante, min(bank, full))
                 for seat, bank in enumerate(ledger.banks)]
        ledger.seats_to_pools([amounts for amounts, _ in antes], pools)
        events: list[Event] = []
        for _, reported in antes:
            events += reported
        return events

    def result(self, match: MatchState) -> list[int] | None:
        """Rules §5.1: most chips wins (ties share the win)."""
        if not match.carry.get("over"):
            return None
        banks = match.chips().banks
        best = max(banks)
        return [s for s, b in enumerate(banks) if b == best]


register(Poch())
