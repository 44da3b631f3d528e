"""Polignac: what a seat knows of the deal (world sampling) and its bots."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import cache

from histcards.ai import trickplay
from histcards.ai.advice import Said, reason
from histcards.ai.search import GameAI, TrickModel, relative_result, world_deal
from histcards.ai.trickplay import Play, Position, Tally, TrickGame
from histcards.ai.tricks import (
    LEAD,
    OVER,
    TRUMP,
    UNDER,
    TrickView,
    trick_role,
    trick_value,
    view_of_deal,
    view_of_observation,
)
from histcards.ai.worlds import ALL_CARDS, Knowledge, Zone
from histcards.cards import CARD_NAMES, SUIT_MASKS, Card, cards_in, mask_of, parse_card, suit_of
from histcards.engine import GAMES, Layout, Match
from histcards.engine.actions import PASS, PLAYS, Action
from histcards.engine.game import LayoutShape
from histcards.engine.games.polignac import (
    CAPOT_PENALTY,
    PolignacDeal,
    card_values,
    penalty_table,
)
from histcards.engine.observation import Observation


class PolignacKnowledge(Knowledge):
    """Knaves' turn-up is the stock's known card; the dealer's discards (leftover method
    ``dealer_discard``) are a zone of his starting hand holding no penalty card, known to
    him only."""

    def zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        zones = self.hand_zones(obs, shape)
        if shape.stock_size:
            zones.append(Zone(tuple(parse_card(c) for c in obs.table["turnups"]), 1))
        discarded = obs.table.get("discarded", 0)
        if discarded:
            dealer = zones[obs.dealer]
            zones[obs.dealer] = Zone(dealer.known, dealer.size - discarded, dealer.allowed)
            own = obs.private.get("discards", ()) if obs.seat == obs.dealer else ()
            penalties = penalty_table(obs.options["ranking_variant"])
            safe = ALL_CARDS & ~mask_of(c for c in range(52) if penalties[c])
            zones.append(Zone(tuple(parse_card(c) for c in own), discarded, safe))
        return zones

    def layout(self, obs: Observation, cards: list[list[Card]], shape: LayoutShape) -> Layout:
        if not obs.table.get("discarded", 0):
            return super().layout(obs, cards, shape)
        hands = [tuple(hand) for hand in cards[:obs.players]]
        hands[obs.dealer] += tuple(cards[-1])
        return Layout(tuple(hands))

    def actions(self, obs: Observation, cards: list[list[Card]]) -> Sequence[str]:
        if not obs.table.get("discarded", 0):
            return obs.deal_actions
        discard = "discard " + " ".join(CARD_NAMES[c] for c in cards[-1])
        return [discard if a.startswith("discard") else a for a in obs.deal_actions]


KNOWLEDGE = PolignacKnowledge()


# --- bots ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Situation:
    """What the Polignac heuristic looks at, from an observation or a sampled deal."""

    phase: str
    view: TrickView
    bad: Sequence[int]
    """What each card costs its taker (penalty points; the Knaves' Jacks)."""
    standing: int | None
    """The declarer while he has won every trick so far (his capot or general stands)."""


def situation_of_observation(obs: Observation, legal: Sequence[Action]) -> Situation:
    """The observing seat's situation."""
    table = obs.table
    declarer = table.get("declarer")
    won = table.get("tricks_won", [0] * obs.players)
    standing = declarer if declarer is not None and won[declarer] == sum(won) else None
    discards = mask_of(parse_card(c) for c in obs.private.get("discards", ()))
    return Situation(obs.phase, view_of_observation(obs, legal, discards),
                     costs(card_values(obs.options)), standing)


def situation_of_world(world: Match) -> Situation:
    """The situation of the seat to act in a sampled world."""
    deal = world_deal(world, PolignacDeal)
    declarer = deal.declarer
    standing = declarer if declarer is not None and \
        deal.tricks_won[declarer] == len(deal.winners) else None
    return Situation(deal.phase, view_of_deal(deal, deal.seat_to_act()),
                     costs(deal.trick_rules.points), standing)


@cache
def costs(values: tuple[int, ...]) -> tuple[int, ...]:
    """What each card costs its taker, from the game's card values."""
    return tuple(abs(v) for v in values)


def decide(sit: Situation, legal: Sequence[Action]) -> Action:
    """The heuristic's action."""
    if sit.phase == "play":
        return PLAYS[play_card(sit)]
    if sit.phase == "declare":
        bid = next(a for a in legal if a.kind != "pass")
        return bid if sure_of_all_tricks(sit.view) else PASS
    return max(legal, key=lambda a: discard_height(sit.view.power, a))


def discard_height(power: Sequence[int], discard: Action) -> int:
    """How high the cards of a discard are: the dealer puts away his highest."""
    return sum(power[c] for c in discard.cards)


def sure_of_all_tricks(view: TrickView) -> bool:
    """Every card is master of its suit and no suit can be led that the seat lacks."""
    if not all(view.is_master(c) for c in cards_in(view.hand)):
        return False
    return all(view.hand & mask for mask in SUIT_MASKS if view.out & mask)


def play_card(sit: Situation) -> Card:
    """The card to play: duck under the winner dumping what costs most, shed high cards
    when the trick is lost anyway, lead cards others can beat."""
    view = sit.view
    if sit.standing is not None:
        return _all_tricks_card(view, sit.standing)
    cards, bad, power = view.cards(), sit.bad, view.power
    if not view.trick:
        return min(cards, key=lambda c: (view.is_master(c),
                                         bad[c] if view.higher_out(c) < 2 else 0,
                                         -view.higher_out(c), power[c]))
    losers = [c for c in cards if not view.beats(c)]
    if losers:
        return max(losers, key=lambda c: (bad[c], power[c]))
    clean = [c for c in cards if not bad[c]] or cards
    if view.to_come == 0:
        return max(clean, key=lambda c: power[c])
    return min(clean, key=lambda c: power[c])


def _all_tricks_card(view: TrickView, declarer: int) -> Card:
    """Play against a standing capot: the declarer plays high; the others try to beat him
    and otherwise throw their lowest card."""
    cards, power = view.cards(), view.power
    highest = max(cards, key=lambda c: (view.is_master(c), power[c]))
    if view.seat == declarer or not view.trick:
        return highest
    winners = [c for c in cards if view.beats(c)]
    if view.winning()[0] == declarer and winners:
        return max(winners, key=lambda c: power[c])
    if declarer in (seat for seat, _ in view.trick):
        return min(cards, key=lambda c: power[c])
    return highest


DISCARDS_SEARCHED = 6


def candidates(obs: Observation, legal: list[Action]) -> list[Action]:
    """Every card or bid; of the dealer's many possible discards, the few that put away
    the highest cards."""
    if obs.phase != "discard":
        return legal
    power = GAMES["polignac"].rank_order(obs.options).power
    return sorted(legal, key=lambda a: -discard_height(power, a))[:DISCARDS_SEARCHED]


def value(world: Match, seat: int) -> float:
    """Penalty points the others took more than the seat (Knaves: points it made more)."""
    return relative_result(world, seat, 1 if world.options["extra_game"] == "knaves" else -1)


# --- the coach's reasons ----------------------------------------------------------------

CAPOT_SURE = reason("Announce it: every card you hold is the best left in its suit and you "
                    "can follow every suit, so no trick can be lost.")
CAPOT_BOLD = reason("Announce it: your cards are high enough to take every trick in most of "
                    "the deals the computer imagined.")
PASS_BEATEN = reason("Pass: an all-tricks bid must take every trick, and {card} can be "
                     "beaten — {count:cards} of {suit} that beat it are still out.")
PASS_VOID = reason("Pass: an all-tricks bid must take every trick, and you hold no {suit}: "
                   "a trick led in {suit} would go to someone else.")
PASS_RISKY = reason("Pass: in the deals the computer imagined, an all-tricks bid loses a trick "
                    "too often.")
DISCARD_HIGH = reason("Put away {cards}: your highest cards, the ones most likely to win "
                      "tricks you do not want.")
KEEP_CAPOT = reason("Your bid needs every trick: play {card}, your strongest card here.")
BEAT_CAPOT = reason("Beat the bid: {card} wins this trick, and with it the declarer loses.")
WAIT_CAPOT = reason("Keep your high cards to beat the bid later: play {card}.")
LEAD_SAFE = reason("Lead {card}: {count:cards} of {suit} that beat it are still out, so "
                   "someone else will likely take the trick.")
LEAD_MASTER = reason("Lead {card}: nobody can beat it, so you take this trick and choose the "
                     "next lead.")
DUCK_COSTLY = reason("Play {card} under {winning}: you stay out of this trick and its "
                     "{cost:penalty}.")
DUCK = reason("Play {card} under {winning}: you stay out of this trick.")
DUCK_DUMP = reason("Play {card} under {winning}: the penalty card goes to whoever takes this "
                   "trick, and that is not you.")
TAKE_LAST = reason("Every {suit} you hold wins this trick and you play last: take it with "
                   "your highest, {card}, to be rid of it.")
TAKE_LOW = reason("Every {suit} you hold wins this trick for now: play your lowest, {card}, "
                  "so that a later player may still go over it.")
TAKE = reason("Take this trick with {card}: it holds {cost:penalty}.")
TAKE_CLEAN = reason("Take this trick with {card}: it holds no penalty card, and a high card "
                    "spent on it now cannot win a costlier trick later.")
DUMP_PENALTY = reason("You have no {suit}: throw away {card} now, a penalty card that cannot "
                      "win this trick.")
DUMP_HIGH = reason("You have no {suit}: throw away {card}, a high card that could win a "
                   "trick later.")
TRUMP_IN = reason("You have no {suit}: trump with {card} and take the trick.")


def explain(sit: Situation, action: Action, legal: Sequence[Action]) -> tuple[Said, ...]:
    """Why the situation favours ``action``, in Polignac's terms."""
    view = sit.view
    if sit.phase == "declare":
        return (_explain_bid(view, action),)
    if sit.phase == "discard":
        return (Said.of(DISCARD_HIGH, cards=action.cards),)
    card = action.card
    if sit.standing is not None:
        if view.seat == sit.standing:
            return (Said.of(KEEP_CAPOT, card=card),)
        return (Said.of(BEAT_CAPOT if view.trick and view.beats(card) else WAIT_CAPOT,
                        card=card),)
    role = trick_role(view, card)
    if role == LEAD:
        higher = view.higher_out(card)
        if not higher:
            return (Said.of(LEAD_MASTER, card=card),)
        return (Said.of(LEAD_SAFE, card=card, count=higher, suit=suit_of(card)),)
    cost = trick_value(view, sit.bad)
    if role == UNDER:
        winning = view.winning()[1]
        text = DUCK_DUMP if sit.bad[card] else DUCK_COSTLY if cost else DUCK
        return (Said.of(text, card=card, winning=winning, cost=cost),)
    if role == OVER:
        return (_explain_take(sit, card, cost),)
    led = view.led
    if role == TRUMP:
        return (Said.of(TRUMP_IN, card=card, suit=led),)
    return (Said.of(DUMP_PENALTY if sit.bad[card] else DUMP_HIGH, card=card, suit=led),)


def _explain_bid(view: TrickView, action: Action) -> Said:
    if action.kind != "pass":
        return Said.of(CAPOT_SURE if sure_of_all_tricks(view) else CAPOT_BOLD)
    hand = view.cards(view.hand)
    beaten = max(hand, key=lambda c: (view.higher_out(c), -view.power[c]))
    if view.higher_out(beaten):
        return Said.of(PASS_BEATEN, card=beaten, count=view.higher_out(beaten),
                       suit=suit_of(beaten))
    lacking = [suit for suit, mask in enumerate(SUIT_MASKS)
               if view.out & mask and not view.hand & mask]
    return Said.of(PASS_VOID, suit=lacking[0]) if lacking else Said.of(PASS_RISKY)


def _explain_take(sit: Situation, card: Card, cost: int) -> Said:
    view = sit.view
    playable = view.cards()
    if all(view.beats(c) for c in playable):
        if view.to_come == 0 and card == max(playable, key=lambda c: view.power[c]):
            return Said.of(TAKE_LAST, card=card, suit=suit_of(card))
        if card == min(playable, key=lambda c: view.power[c]):
            return Said.of(TAKE_LOW, card=card, suit=suit_of(card))
    cost += sit.bad[card]
    return Said.of(TAKE if cost else TAKE_CLEAN, card=card, cost=cost)


# --- trick play on plain numbers (histcards.ai.trickplay) -------------------------------


@dataclass(frozen=True)
class PolignacScoring:
    """Rules §5, §6 (and the extra games of rules §7): what a deal scores from its tricks."""

    players: int
    extra_game: str
    bid: str
    declarer: int | None
    early_stop: bool

    @property
    def additive(self) -> bool:
        """Plain Polignac without a declaration: each Jack costs its taker (rules §5)."""
        return self.extra_game == "none" and self.declarer is None

    def after_trick(self, extra: Hashable, trick: Sequence[Play], winner: int) -> Hashable:
        return extra

    def ended(self, tally: Tally) -> bool:
        """A capot ends at the first trick its declarer loses (``capot_early_stop``)."""
        declarer = self.declarer
        return (self.early_stop and self.bid == "capot" and declarer is not None
                and any(winner != declarer for winner in tally[2]))

    def scores(self, tally: Tally, base: Sequence[int]) -> tuple[int, ...]:
        tricks_won, points_won, winners, _ = tally
        scores = list(base)
        declarer = self.declarer
        if self.extra_game == "knaves":
            taken = [t + p for t, p in zip(tricks_won, points_won, strict=True)]
        elif self.extra_game == "slobberhannes":
            taken = list(points_won)
            taken[winners[0]] += 1
            taken[winners[-1]] += 1
            taken = [t + (t == 3) for t in taken]  # one player took all three
        elif declarer is not None and tricks_won[declarer] == len(winners):
            taken = [0 if s == declarer else CAPOT_PENALTY for s in range(self.players)]
        elif declarer is not None and self.bid == "capot":
            taken = [CAPOT_PENALTY if s == declarer else 0 for s in range(self.players)]
        else:
            taken = list(points_won)
        return tuple(s + t for s, t in zip(scores, taken, strict=True))


def trick_position(world: Match) -> tuple[TrickGame, Position] | None:
    """The world's trick play on plain numbers, once the tricks have begun."""
    if world.phase != "play":
        return None
    deal = world_deal(world, PolignacDeal)
    rules, tricks = deal.rules, deal.trick_rules
    scoring = PolignacScoring(tricks.players, rules.extra_game, rules.all_tricks_bid,
                              deal.declarer, rules.capot_early_stop)
    game = TrickGame(tricks.players, tricks.order, deal.trump, tricks.must_trump,
                     tricks.points, scoring, tuple(world.deal_scores),
                     1 if rules.extra_game == "knaves" else -1)
    return game, Position(tuple(deal.hands), deal.leader, tuple(deal.trick),
                          trickplay.start_tally(deal.tricks_won, deal.points_won,
                                                deal.winners))


def fast_policy(game: TrickGame, pos: Position) -> Card:
    """The rules of thumb on a position (the fast rollout policy)."""
    scoring = game.scoring
    assert isinstance(scoring, PolignacScoring)
    declarer = scoring.declarer
    tricks_won, _, winners, _ = pos.tally
    standing = declarer if declarer is not None and \
        tricks_won[declarer] == len(winners) else None
    return play_card(Situation("play", trickplay.view(game, pos), costs(game.points),
                               standing))


MODEL = TrickModel(trick_position, fast_policy, solve_from=8, exact_from=12)
AI = GameAI(situation_of_observation, situation_of_world, decide, value,
            worlds={"joueur": 6, "maitre": 60}, noise=0.3, candidates=candidates,
            model=MODEL,
            explain=explain)
bot = AI.bot
advise = AI.advise
