"""The master's vying search (``histcards.ai.vying_search``): the moves it compares, what
it finds where every world agrees, its budget, its fairness, the mixed strategy it keeps
and the coach's words for it."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import count

from histcards.ai.base import Budget
from histcards.ai.games import poch
from histcards.ai.vying import ALLIN, CALL, CHECK, ENTER, FOLD, OPEN, RAISE, SEARCHED, Spot, Style
from histcards.ai.vying_search import open_moves
from histcards.ai.worlds import sample_world
from histcards.engine import Match, new_match

QUADS = {"hands": [["7S", "8S", "9S", "10H", "JH", "QD", "KD", "8C"],
                   ["AS", "AH", "AD", "AC", "7H", "9D", "10C", "JS"],
                   ["KS", "QS", "10S", "8H", "9H", "7D", "8D", "9C"],
                   ["KH", "QH", "JD", "10D", "7C", "JC", "QC"]],
         "stock": ["KC"]}
"""Seat 1 holds four aces: nothing beats it; seat 2 holds two pairs, which lose to it."""
PURE = poch.PochBot(replace(poch.LEVELS["maitre"],
                            style=replace(poch.LEVELS["maitre"].style, bluff=0.0,
                                          slow_play=0.0)))
"""The master without its mixed strategy, so that every decision is the search's."""
SEARCH = Budget(iterations=40)


class TheRealDeal:
    """A sampler that gives the real deal every time: worlds in which the seat's hand
    wins, or loses, for sure."""

    def __init__(self, match: Match) -> None:
        self.match = match

    def sample(self, rng: random.Random) -> Match:
        return self.match.clone()


def seeing_the_real_deal(bot: poch.PochBot, match: Match) -> poch.PochBot:
    """``bot`` whose search plays its moves out in the real deal only."""
    searching = poch.PochBot(bot.level)
    model = searching.round_model

    def real(obs, rng):  # type: ignore[no-untyped-def]
        return replace(model(obs, rng), sampler=TheRealDeal(match))

    searching.round_model = real  # type: ignore[method-assign]
    return searching


def quads_deal(*actions: str) -> Match:
    match = new_match("poch", 4, seed=1)
    match.start_deal(QUADS, dealer=3)
    for action in actions:
        match.apply(action)
    return match


def test_the_moves_compared_are_those_decide_chooses_among() -> None:
    style = Style(sizes=(0.5, 1.0))
    unopened = Spot(0.5, pot=10, opponents=2, open_amounts=range(1, 41), can_check=True)
    assert [(m.kind, m.amount) for m in open_moves(unopened, style)] == \
        [(CHECK, 0), (OPEN, 5), (OPEN, 10)]
    free = Spot(0.5, pot=10, opponents=2, open_amounts=range(0, 41))
    assert [m.kind for m in open_moves(free, style)] == [ENTER, OPEN, OPEN]
    facing = Spot(0.5, pot=10, opponents=2, cost=4, opened=True, raise_amounts=range(2, 9),
                  can_call=True, can_fold=True, can_allin=True)
    assert [(m.kind, m.amount) for m in open_moves(facing, style)] == \
        [(FOLD, 0), (CALL, 0), (RAISE, 7), (RAISE, 8), (ALLIN, 0)]
    tired = replace(facing, my_raises=style.max_raises)
    assert RAISE not in [m.kind for m in open_moves(tired, style)]


def test_a_hand_that_loses_in_every_world_folds_to_a_bet() -> None:
    match = quads_deal("pass", "bet 10")
    assert match.to_act == 2
    bot = seeing_the_real_deal(PURE, match)
    vied = bot._vie(match.observation(2), match.legal(), random.Random(1), SEARCH)
    assert vied.action.kind == "fold"
    assert vied.searched is not None
    fold = vied.searched.values[0]
    assert all(value < fold for value in vied.searched.values[1:])


def test_a_hand_that_wins_in_every_world_bets() -> None:
    match = quads_deal("pass")
    assert match.to_act == 1
    bot = seeing_the_real_deal(PURE, match)
    vied = bot._vie(match.observation(1), match.legal(), random.Random(1), SEARCH)
    assert vied.action.kind == "bet"
    assert vied.searched is not None
    values = dict(zip(vied.searched.actions, vied.searched.values, strict=True))
    assert values[vied.action] > values[poch.PASS] + 4  # the pool of 4 and more


def test_the_search_stops_when_the_budget_runs_out() -> None:
    ticks = count()

    def clock() -> float:  # every reading takes a millisecond
        return next(ticks) / 1000

    match = quads_deal("pass")
    budget = Budget(seconds=0.1, clock=clock).begun()
    vied = PURE._vie(match.observation(1), match.legal(), random.Random(1), budget)
    assert vied.searched is not None
    assert 0 < vied.searched.worlds < PURE.level.vying_worlds
    assert clock() / 1000 <= 0.1 + 0.005
    capped = PURE._vie(match.observation(1), match.legal(), random.Random(1),
                       Budget(iterations=3))
    assert capped.searched is not None and capped.searched.worlds == 3


def test_hidden_cards_do_not_change_the_searched_decision() -> None:
    rng = random.Random(3)
    for actions in ((), ("pass",), ("pass", "bet 10"), ("bet 4", "call")):
        match = quads_deal(*actions)
        seat = match.to_act
        seen = match.observation(seat)
        world = sample_world(seen, rng)  # the same deal, the hidden cards redealt
        assert world.observation(seat) == seen
        real = PURE._vie(seen, match.legal(), random.Random(5), SEARCH)
        other = PURE._vie(world.observation(seat), world.legal(), random.Random(5), SEARCH)
        assert real.searched is not None
        assert (real.action, real.searched.values) == (other.action, other.searched.values)


def test_the_master_still_bluffs_and_slow_plays_at_its_rates() -> None:
    master = poch.bot("maitre")
    strong = quads_deal("pass")  # four aces, a bet open: a slow play is possible
    for seed in range(300):
        master.choose(strong.observation(1), strong.legal(), random.Random(seed),
                      Budget(iterations=1))
    assert 0.06 < master.tally.slow_play_rate < 0.15
    assert master.tally.strong_spots == 300


def test_the_coach_says_what_the_search_found() -> None:
    match = quads_deal("pass", "bet 10")
    advice = poch.advise(match.observation(2), match.legal(), random.Random(1), SEARCH)
    texts = [said.text for said in advice.reasons]
    assert advice.worlds == SEARCH.iterations
    assert advice.rated[0].action == advice.action
    assert len(advice.rated) >= 3
    assert len(texts) >= 2
    assert SEARCHED in texts or advice.action.kind in ("fold", "call")
