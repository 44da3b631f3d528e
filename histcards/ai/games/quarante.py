"""Quarante de Roi: what a seat knows of the deal (world sampling) and its bots."""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from math import comb

from histcards.ai import trickplay
from histcards.ai.advice import Said, reason
from histcards.ai.inference import Inference
from histcards.ai.search import GameAI, TrickModel, relative_result, world_deal
from histcards.ai.trickplay import Play, Position, Tally, TrickGame
from histcards.ai.tricks import (
    LEAD,
    OFF,
    OVER,
    TRUMP,
    UNDER,
    TrickView,
    trick_role,
    trick_value,
    view_of_deal,
    view_of_observation,
)
from histcards.ai.worlds import Knowledge, Zone
from histcards.cards import (
    JACK,
    KING,
    QUEEN,
    SUIT_MASKS,
    Card,
    make_card,
    mask_of,
    parse_card,
    parse_rank,
    suit_of,
)
from histcards.engine import Match
from histcards.engine.actions import PLAYS, Action
from histcards.engine.announcements import best_announced, best_set
from histcards.engine.game import LayoutShape
from histcards.engine.games.quarante import CARD_POINTS, CLIQUE_PLAYS, QuaranteDeal
from histcards.engine.observation import Observation

CLIQUE_RANKS = (KING, QUEEN, JACK)


class QuaranteKnowledge(Knowledge):
    """The turn-up is known and is not part of the dealer's seven concealed cards; an
    announced clique means its announcer held that many cards of one court rank (the
    turn-up counting for the dealer) when he played to the first trick."""

    def must_trump_in(self, obs: Observation) -> bool:
        return bool(obs.options["must_trump_when_void"])

    def zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        turnup = parse_card(obs.table["turnup"])
        zones = self.hand_zones(obs, shape)
        dealer = zones[obs.dealer]
        zones[obs.dealer] = Zone(tuple(c for c in dealer.known if c != turnup), dealer.size,
                                 dealer.allowed)
        return [*zones, Zone((turnup,), 1)]

    def pin(self, obs: Observation, zones: list[Zone], rng: random.Random) -> list[Zone]:
        zones = list(zones)
        turnup = zones[-1].known[0]
        for announced in obs.table["announcements"]:
            seat = announced["seat"]
            if seat == obs.seat:
                continue
            zones[seat] = _pin_clique(zones, seat, announced["size"], announced["rank"],
                                      turnup if seat == obs.dealer else None, rng)
        return zones


def _pin_clique(zones: list[Zone], seat: int, size: int, rank_text: str | None,
                turnup: int | None, rng: random.Random) -> Zone:
    """``seat``'s zone with enough cards of one court rank fixed to make its clique."""
    zone = zones[seat]
    taken = mask_of(c for z in zones for c in z.known)
    held = set(zone.known) | ({turnup} if turnup is not None else set())
    ranks = (parse_rank(rank_text),) if rank_text else CLIQUE_RANKS
    choices: list[tuple[int, list[int], int]] = []
    for rank in ranks:
        cards = [make_card(rank, suit) for suit in range(4)]
        have = sum(c in held for c in cards)
        free = [c for c in cards if not taken >> c & 1 and zone.allowed >> c & 1]
        need = max(0, size - have)
        if need <= min(len(free), zone.free):
            choices.append((need, free, comb(len(free), need)))
    if not choices:
        return zone  # impossible here: the sample will be rejected
    need, free, _ = rng.choices(choices, weights=[w for _, _, w in choices])[0]
    return zone.with_known(rng.sample(free, need))


KNOWLEDGE = QuaranteKnowledge()


# --- bots ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Situation:
    """What the Quarante heuristic looks at, from an observation or a sampled deal."""

    view: TrickView
    announced: tuple[tuple[int, int | None], ...]
    """Cliques announced so far: (size, rank if stated)."""
    clique_policy: str
    """The option ``ai_declares_cliques``."""


def situation_of_observation(obs: Observation, legal: Sequence[Action]) -> Situation:
    """The observing seat's situation."""
    announced = tuple((a["size"], parse_rank(a["rank"]) if a["rank"] else None)
                      for a in obs.table["announcements"])
    own_turnup = mask_of([parse_card(obs.table["turnup"])]) if obs.seat == obs.dealer else 0
    return Situation(view_of_observation(obs, legal, own_turnup), announced,
                     obs.options["ai_declares_cliques"])


def situation_of_world(world: Match) -> Situation:
    """The situation of the seat to act in a sampled world."""
    deal = world_deal(world, QuaranteDeal)
    announced = tuple((a.size, a.rank if a.rank_public else None) for a in deal.announced)
    return Situation(view_of_deal(deal, deal.seat_to_act()), announced,
                     world.options["ai_declares_cliques"])


def decide(sit: Situation, legal: Sequence[Action]) -> Action:
    """The heuristic's card, announcing a clique as the option says."""
    card = play_card(sit.view)
    if CLIQUE_PLAYS[card] in legal and announces(sit):
        return CLIQUE_PLAYS[card]
    return PLAYS[card]


def announces(sit: Situation) -> bool:
    """Whether to announce the seat's clique: ``always``, ``never``, or (the default)
    only while no announcement made so far surely beats it."""
    if sit.clique_policy != "only_if_winning":
        return sit.clique_policy == "always"
    held = best_set(sit.view.hand, CLIQUE_RANKS)
    if held is None:
        return False
    size, rank = held
    strength = CLIQUE_RANKS[::-1].index
    return not any(other > size or (other == size and known is not None
                                    and strength(known) > strength(rank))
                   for other, known in sit.announced)


def play_card(view: TrickView) -> Card:
    """The card to play: feed points to a partner sure of the trick, take points from
    the opponents with the cheapest winning card, otherwise throw the least valuable."""
    cards, power, trump = view.cards(), view.power, view.trump

    def cheap(card: Card) -> tuple[int, bool, int]:
        return CARD_POINTS[card], suit_of(card) == trump, power[card]

    if not view.trick:
        return _lead(view, cards)
    seat, best = view.winning()
    if seat == (view.seat + 2) % 4:
        if view.to_come == 0 or view.holds(best):
            return max(cards, key=lambda c: (suit_of(c) != trump, CARD_POINTS[c], -power[c]))
        return min(cards, key=cheap)
    winners = [c for c in cards if view.beats(c)]
    points = sum(CARD_POINTS[c] for _, c in view.trick)
    if winners and (points or view.to_come == 0 or any(CARD_POINTS[c] for c in winners)):
        return min(winners, key=lambda c: (suit_of(c) == trump, power[c]))
    return min(cards, key=cheap)


def _lead(view: TrickView, cards: list[Card]) -> Card:
    trump, power = view.trump, view.power
    masters = [c for c in cards if suit_of(c) != trump and view.holds(c)]
    if masters:
        return max(masters, key=lambda c: CARD_POINTS[c])
    trumps = [c for c in cards if suit_of(c) == trump]
    if len(trumps) >= 3 and view.is_master(max(trumps, key=lambda c: power[c])):
        return max(trumps, key=lambda c: power[c])
    length = [(view.hand & mask).bit_count() for mask in SUIT_MASKS]
    return min(cards, key=lambda c: (CARD_POINTS[c], suit_of(c) == trump,
                                     -length[suit_of(c)], power[c]))


def candidates(obs: Observation, legal: list[Action]) -> list[Action]:
    """The cards to search, each announced or not as ``ai_declares_cliques`` says (the
    option governs the computer players' announcements)."""
    if not any(a.clique for a in legal):
        return legal
    announce = announces(situation_of_observation(obs, legal))
    return [a for a in legal if a.clique == announce or CLIQUE_PLAYS[a.card] not in legal]


# --- the coach's reasons ----------------------------------------------------------------

CLIQUE = reason("Announce your clique as you play this first card: {size:cardinal} "
                "{rank:plural}. Only the best clique announced scores, for its whole side.")
CLIQUE_BEATEN = reason("Keep your clique quiet: an announcement already made beats it, and "
                       "saying it would only show your hand.")
LEAD_MASTER = reason("Lead {card}: nobody can beat it, so your side takes the trick and its "
                     "points.")
LEAD_BEST_OF_SUIT = reason("Lead {card}: no card of {suit} left out beats it, so only a trump "
                           "could take it, and its points with it.")
LEAD_TRUMP = reason("Lead {card}, a trump: it draws the opponents' trumps, so that your high "
                    "cards can win later.")
LEAD_CHEAP = reason("Lead {card}: it counts nothing, so little is lost if the opponents take "
                    "this trick.")
LEAD_POINTS = reason("Lead {card}: {count:cards} of {suit} that beat it may still be out, but "
                     "your partner may hold them.")
FEED = reason("Your partner {partner} is winning this trick: add {card} and its "
              "{points:points}.")
PARTNER_WINS = reason("Your partner {partner} is winning this trick: play {card} and keep "
                      "your stronger cards.")
TAKE_CHEAP = reason("Take the trick with {card}, the cheapest card that wins it: "
                    "{points:points} for your side.")
TAKE = reason("Take the trick with {card}: {points:points} for your side.")
TAKE_LEAD = reason("Take the trick with {card}: it holds no points yet, but the lead is "
                   "yours.")
TRUMP_IN = reason("You have no {suit}: trump with {card} and take {points:points} for your "
                  "side.")
FOLLOW_CHEAP = reason("Follow with {card}: you cannot win this trick, so give the opponents as "
                      "few points as you can.")
THROW_CHEAP = reason("You have no {suit}: throw {card}, which gives the opponents as few "
                     "points as you can.")


def explain(sit: Situation, action: Action, legal: Sequence[Action]) -> tuple[Said, ...]:
    """Why the situation favours ``action``, in Quarante de Roi's terms."""
    view = sit.view
    card = action.card
    said = [_explain_card(view, card)]
    if action.clique:
        size, rank = best_set(view.hand, CLIQUE_RANKS) or (0, 0)
        said.insert(0, Said.of(CLIQUE, size=size, rank=rank))
    elif CLIQUE_PLAYS[card] in legal and best_set(view.hand, CLIQUE_RANKS) and \
            not announces(sit):
        said.insert(0, Said.of(CLIQUE_BEATEN))
    return tuple(said)


def _explain_card(view: TrickView, card: Card) -> Said:
    role = trick_role(view, card)
    trump = view.trump
    if role == LEAD:
        if view.holds(card):
            return Said.of(LEAD_MASTER, card=card)
        if view.is_master(card) and suit_of(card) != trump:
            return Said.of(LEAD_BEST_OF_SUIT, card=card, suit=suit_of(card))
        if suit_of(card) == trump:
            return Said.of(LEAD_TRUMP, card=card)
        if not CARD_POINTS[card]:
            return Said.of(LEAD_CHEAP, card=card)
        return Said.of(LEAD_POINTS, card=card, count=view.higher_out(card), suit=suit_of(card))
    partner, (winner, _) = (view.seat + 2) % 4, view.winning()
    points = trick_value(view, CARD_POINTS, card)
    if winner == partner and role in (UNDER, OFF):
        return Said.of(FEED if CARD_POINTS[card] else PARTNER_WINS, card=card, partner=partner,
                       points=CARD_POINTS[card])
    if role == OVER:
        winners = [c for c in view.cards() if view.beats(c)]
        cheapest = min(winners, key=lambda c: (suit_of(c) == trump, view.power[c]))
        text = TAKE_LEAD if not points else TAKE_CHEAP if card == cheapest else TAKE
        return Said.of(text, card=card, points=points)
    if role == TRUMP:
        return Said.of(TRUMP_IN, card=card, suit=view.led, points=points)
    if role == UNDER:
        return Said.of(FOLLOW_CHEAP, card=card)
    return Said.of(THROW_CHEAP, card=card, suit=view.led)


# --- trick play on plain numbers (histcards.ai.trickplay) -------------------------------


@dataclass(frozen=True)
class QuaranteScoring:
    """Rules §5: each team scores its card points, and the best clique its own."""

    teams: tuple[tuple[int, ...], ...]
    clique: tuple[int, int] | None
    """The best clique's announcer and its value, settled in the first trick."""

    @property
    def additive(self) -> bool:
        return True

    def after_trick(self, extra: Hashable, trick: Sequence[Play], winner: int) -> Hashable:
        return extra

    def ended(self, tally: Tally) -> bool:
        return False

    def scores(self, tally: Tally, base: Sequence[int]) -> tuple[int, ...]:
        scores = list(base)
        for team in self.teams:
            points = sum(tally[1][seat] for seat in team)
            if self.clique is not None and self.clique[0] in team:
                points += self.clique[1]
            for seat in team:
                scores[seat] += points
        return tuple(scores)


def trick_position(world: Match) -> tuple[TrickGame, Position] | None:
    """The world's trick play on plain numbers, once the first trick (where cliques are
    announced and the turn-up is taken) is over."""
    deal = world_deal(world, QuaranteDeal)
    if world.to_act is None or not deal.winners or world.teams is None:
        return None
    best = best_announced(deal.announced, CLIQUE_RANKS)
    clique = (best.seat, deal.rules.clique_values[(best.size, best.rank)]) if best else None
    tricks = deal.trick_rules
    scoring = QuaranteScoring(tuple(tuple(team) for team in world.teams), clique)
    game = TrickGame(tricks.players, tricks.order, deal.trump, tricks.must_trump,
                     tricks.points, scoring, tuple(world.deal_scores))
    return game, Position(tuple(deal.hands), deal.leader, tuple(deal.trick),
                          trickplay.start_tally(deal.tricks_won, deal.points_won,
                                                deal.winners))


def fast_policy(game: TrickGame, pos: Position) -> Card:
    """The rules of thumb on a position (the fast rollout policy)."""
    return play_card(trickplay.view(game, pos))


MODEL = TrickModel(trick_position, fast_policy, solve_from=8, exact_from=12)
AI = GameAI(situation_of_observation, situation_of_world, decide,
            relative_result,  # the seat's team's points of the deal less the opponents'
            worlds={"joueur": 6, "maitre": 60}, noise=0.3, candidates=candidates,
            model=MODEL,
            # The master weighs its worlds by the opponents' plays: over 300 duplicate
            # deals against the rules of thumb, +1.3 [+0.4, +2.2] points a deal over the
            # uniform worlds (but -0.9 [-1.8, -0.0] against the joueur, whose searched
            # plays the rules of thumb predict less well); judging the partner's plays
            # too lost -1.0 [-2.8, +0.9] over 49 deals.
            inference={"maitre": Inference(0.3, pool=4, partners=False)},
            explain=explain)
bot = AI.bot
advise = AI.advise
