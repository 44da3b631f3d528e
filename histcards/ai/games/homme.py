"""Homme d'Auvergne: what a seat knows of the deal (world sampling) and its bots."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import cast

from histcards.ai import trickplay
from histcards.ai.advice import Said, reason
from histcards.ai.search import GameAI, TrickModel, relative_result, world_deal
from histcards.ai.trickplay import Play, Position, Tally, TrickGame
from histcards.ai.tricks import (
    LEAD,
    OVER,
    TRUMP,
    TrickView,
    trick_role,
    view_of_deal,
    view_of_observation,
)
from histcards.ai.worlds import Knowledge, Zone
from histcards.cards import (
    ACE,
    JACK,
    KING,
    QUEEN,
    SUIT_MASKS,
    SUITS,
    Card,
    cards_in,
    make_card,
    mask_of,
    parse_card,
    rank_of,
    suit_of,
)
from histcards.engine import Match
from histcards.engine.actions import PASS, PLAYS, Action, bare
from histcards.engine.game import LayoutShape
from histcards.engine.games.homme import HommeDeal
from histcards.engine.observation import Observation


class HommeKnowledge(Knowledge):
    """Turn-ups are the top of the stock, in order; a King shown was in its shower's
    hand; a player asked for a late reveal holds the King of the turned suit; a player
    void in the led suit must trump."""

    must_trump = True

    def zones(self, obs: Observation, shape: LayoutShape) -> list[Zone]:
        zones = self.hand_zones(obs, shape)
        for king in obs.table["kings"]:
            seat, card = king["seat"], parse_card(king["card"])
            if king["how"] == "shown" and card not in zones[seat].known:
                zones[seat] = zones[seat].with_known([card])
        asked = obs.to_act
        if obs.phase == "reveal" and asked is not None and asked != obs.seat:
            king = make_card(KING, SUITS.index(obs.table["candidate"]))
            zones[asked] = zones[asked].with_known([king])
        turned = tuple(parse_card(c) for c in obs.table["turnups"])
        return [*zones, Zone(turned, shape.stock_size)]


KNOWLEDGE = HommeKnowledge()


# --- bots ---------------------------------------------------------------------------

TRUMP_WORTH = {KING: 1.0, QUEEN: 0.9, JACK: 0.8, ACE: 0.7}
"""Tricks a trump of this rank is expected to take (other trumps: ``LOW_TRUMP``)."""
LOW_TRUMP = 0.5
SIDE_KING = 0.6
ACCEPT_AT = {2: 2.6, 3: 2.0, 4: 1.7, 5: 1.5}
"""Expected tricks from which the heuristic plays, by player count."""


@dataclass(frozen=True, slots=True)
class Situation:
    """What the Homme heuristic looks at, from an observation or a sampled deal."""

    phase: str
    view: TrickView
    man: int | None
    candidate: int | None
    """The suit of the last turn-up."""


def situation_of_observation(obs: Observation, legal: Sequence[Action]) -> Situation:
    """The observing seat's situation (turned cards are in nobody's hand)."""
    table = obs.table
    turned = mask_of(parse_card(c) for c in table["turnups"])
    candidate = SUITS.index(table["candidate"]) if table["candidate"] else None
    return Situation(obs.phase, view_of_observation(obs, legal, turned), table["declarer"],
                     candidate)


def situation_of_world(world: Match) -> Situation:
    """The situation of the seat to act in a sampled world."""
    deal = world_deal(world, HommeDeal)
    return Situation(deal.phase, view_of_deal(deal, deal.seat_to_act()), deal.man,
                     deal.candidate())


def decide(sit: Situation, legal: Sequence[Action]) -> Action:
    """Always turn, always show the King for its point, play with a hand expected to
    take enough tricks; in play, the Man takes tricks and the defenders stop him."""
    if sit.phase == "play":
        return PLAYS[play_card(sit.view, sit.man)]
    shows = [a for a in legal if a.kind == "show"]
    if shows:
        return shows[0]
    if sit.phase == "offer":
        return TURN
    if sit.phase == "bid" and sit.candidate is not None and \
            expected_tricks(sit.view.hand, sit.candidate) >= ACCEPT_AT[sit.view.players]:
        return ACCEPT
    return PASS


def expected_tricks(hand: int, trump: int) -> float:
    """A rough count of the tricks a hand takes with ``trump`` as trumps."""
    total = 0.0
    for card in cards_in(hand):
        if suit_of(card) == trump:
            total += TRUMP_WORTH.get(rank_of(card), LOW_TRUMP)
        elif rank_of(card) == KING:
            total += SIDE_KING
    return total


def play_card(view: TrickView, man: int | None) -> Card:
    """The Man wins tricks as cheaply as he can; a defender beats the Man when he leads
    the trick and otherwise keeps his trumps."""
    cards, power, trump = view.cards(), view.power, view.trump

    def cheap(card: Card) -> tuple[bool, int]:
        return suit_of(card) == trump, power[card]

    if not view.trick:
        masters = [c for c in cards if view.holds(c)]
        if masters:
            return max(masters, key=lambda c: (suit_of(c) == trump, power[c]))
        return min(cards, key=cheap)
    winners = [c for c in cards if view.beats(c)]
    seat, _ = view.winning()
    played = {s for s, _ in view.trick}
    wants = view.seat == man or seat == man or (man not in played and view.to_come > 0)
    if winners and wants:
        return min(winners, key=cheap)
    return min(cards, key=cheap)


# --- the coach's reasons ----------------------------------------------------------------

TURN_UP = reason("Turn up the talon's top card: its suit is proposed as trumps, and a King "
                 "turned up scores you a point at once.")
LEAVE = reason("Pass: let another player propose the trumps.")
SHOW_KING = reason("Show {card}: the King of the proposed suit scores you a point at once.")
PLAY_MAN = reason("Say “I play”: with {suit} as trumps your hand should take about "
                  "{tricks:tricks}, enough to beat each defender alone.")
PASS_MAN = reason("Pass: with {suit} as trumps your hand should take only about "
                  "{tricks:tricks}, too few to beat every defender as the Man.")
MAN_LEAD = reason("As the Man, lead {card}: nobody can beat it, so the trick is yours.")
MAN_TAKE = reason("As the Man you need tricks: take this one with {card}, the cheapest card "
                  "that wins it.")
MAN_SAVE = reason("As the Man, play {card}: this trick is lost to you, so keep your winners "
                  "for the next ones.")
MAN_GIVE = reason("As the Man, lead {card}: you give up this trick and keep your trumps and "
                  "winners for the next ones.")
STOP_MAN = reason("Stop the Man, {man}: take this trick with {card}.")
LEAD_DEFEND = reason("Lead {card}: as a defender, keep your winners back to stop the Man "
                     "later.")
LEAD_MASTER = reason("Lead {card}: nobody can beat it, so the trick is yours.")
SAVE = reason("Play {card}: keep your trumps and high cards to stop the Man later.")
MUST_TRUMP = reason("You have no {suit}, so you must trump: {card} is your cheapest trump "
                    "that does the job.")


def explain(sit: Situation, action: Action, legal: Sequence[Action]) -> tuple[Said, ...]:
    """Why the situation favours ``action``, in Homme d'Auvergne's terms."""
    view = sit.view
    if action.kind == "show":
        return (Said.of(SHOW_KING, card=action.card),)
    if sit.phase == "offer":
        return (Said.of(TURN_UP if action == TURN else LEAVE),)
    if sit.phase == "bid" and sit.candidate is not None:
        tricks = round(expected_tricks(view.hand, sit.candidate), 1)
        return (Said.of(PLAY_MAN if action == ACCEPT else PASS_MAN, suit=sit.candidate,
                        tricks=tricks),)
    if sit.phase != "play":
        return ()
    return (_explain_card(view, action.card, sit.man),)


def _explain_card(view: TrickView, card: Card, man: int | None) -> Said:
    role = trick_role(view, card)
    if role == LEAD:
        if view.holds(card):
            return Said.of(MAN_LEAD if view.seat == man else LEAD_MASTER, card=card)
        return Said.of(MAN_GIVE if view.seat == man else LEAD_DEFEND, card=card)
    if role == TRUMP and view.led is not None and not view.hand & SUIT_MASKS[view.led]:
        return Said.of(MUST_TRUMP, card=card, suit=view.led)
    if view.seat == man:
        return Said.of(MAN_TAKE if role in (OVER, TRUMP) else MAN_SAVE, card=card)
    if role in (OVER, TRUMP) and man is not None:
        return Said.of(STOP_MAN, card=card, man=man)
    return Said.of(SAVE, card=card)
# --- trick play on plain numbers (histcards.ai.trickplay) -------------------------------

KingTally = tuple[int, tuple[int, ...]]
"""Homme's part of the tally: the shown Kings still in hand, and the King points moved by
captures so far (per seat)."""


@dataclass(frozen=True)
class HommeScoring:
    """Rules §4.3, §5.1: a shown King captured moves its point to its taker; the Man wins
    with more tricks than every defender, or tied for most having got there first."""

    players: int
    man: int

    @property
    def additive(self) -> bool:
        return False

    def after_trick(self, extra: Hashable, trick: Sequence[Play], winner: int) -> Hashable:
        kings = cast(KingTally, extra)
        shown, changed = kings[0], list(kings[1])
        for seat, card in trick:
            if shown >> card & 1:
                shown &= ~(1 << card)
                if seat != winner:
                    changed[seat] -= 1
                    changed[winner] += 1
        return shown, tuple(changed)

    def ended(self, tally: Tally) -> bool:
        return False

    def man_wins(self, tricks_won: Sequence[int], winners: Sequence[int]) -> bool:
        """Whether the Man has won the deal (rules §5.1, §7.3)."""
        man = self.man
        count = tricks_won[man]
        rivals = [s for s in range(self.players) if s != man and tricks_won[s] >= count]
        if not rivals:
            return True
        if count == 0 or any(tricks_won[s] > count for s in rivals):
            return False

        def reached(seat: int) -> int:
            return [i for i, w in enumerate(winners) if w == seat][count - 1]

        return all(reached(man) < reached(s) for s in rivals)

    def scores(self, tally: Tally, base: Sequence[int]) -> tuple[int, ...]:
        tricks_won, _, winners, extra = tally
        moved = cast(KingTally, extra)[1]
        scores = [b + m for b, m in zip(base, moved, strict=True)]
        if self.man_wins(tricks_won, winners):
            scores[self.man] += 1
        else:
            scores = [s + (-1 if seat == self.man else 1) for seat, s in enumerate(scores)]
        return tuple(scores)


def trick_position(world: Match) -> tuple[TrickGame, Position] | None:
    """The world's trick play on plain numbers, once the tricks have begun."""
    if world.phase != "play":
        return None
    deal = world_deal(world, HommeDeal)
    tricks = deal.trick_rules
    scoring = HommeScoring(tricks.players, deal.the_man())
    game = TrickGame(tricks.players, tricks.order, deal.trump, tricks.must_trump,
                     tricks.points, scoring, tuple(world.deal_scores), special=deal.shown)
    extra: KingTally = (deal.shown, (0,) * tricks.players)
    return game, Position(tuple(deal.hands), deal.leader, tuple(deal.trick),
                          trickplay.start_tally(deal.tricks_won, deal.points_won,
                                                deal.winners, extra))


def fast_policy(game: TrickGame, pos: Position) -> Card:
    """The rules of thumb on a position (the fast rollout policy)."""
    scoring = game.scoring
    assert isinstance(scoring, HommeScoring)
    return play_card(trickplay.view(game, pos), scoring.man)


TURN, ACCEPT = bare("turn"), bare("accept")
MODEL = TrickModel(trick_position, fast_policy, solve_from=8, exact_from=12)
AI = GameAI(situation_of_observation, situation_of_world, decide,
            relative_result,  # the seat's points of the deal less the mean of the others'
            worlds={"joueur": 6, "maitre": 60}, noise=0.3, model=MODEL, explain=explain)
bot = AI.bot
advise = AI.advise
