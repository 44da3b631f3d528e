"""Inference from the plays (``histcards.ai.inference``): worlds weighed by how likely they
make the other seats' observed decisions under the rules of thumb."""

from __future__ import annotations

import random
import statistics

import pytest

from histcards.ai import game_bot
from histcards.ai.base import UNLIMITED
from histcards.ai.games import polignac
from histcards.ai.inference import Inference, PlayModel
from histcards.ai.search import resampled
from histcards.ai.worlds import WorldSampler, plays, sample_world
from histcards.engine import Match, new_match

MODEL = PlayModel(polignac.AI.policy, Inference(0.3, pool=4))


def heuristic_deal(seed: int, cards_played: int) -> Match:
    """A Polignac deal played by the rules of thumb for every seat, stopped after that
    many cards."""
    match = new_match("polignac", 4, seed=seed)
    match.start_deal(seed=seed)
    bot, rng = game_bot("polignac", "heuristic"), random.Random(seed)
    played = 0
    while match.to_act is not None and played < cards_played:
        seat = match.to_act
        action = bot.choose(match.observation(seat), match.legal(), rng)
        match.apply(action)
        played += action.kind == "play"
    return match


def polignac_plays(match: Match) -> list[tuple[int, int]]:
    """The cards played so far in the deal, as (seat, card)."""
    return list(plays(match.observation(0)))


def placed_right(world: Match, real: Match, seat: int) -> int:
    """How many of the other seats' cards ``world`` puts where they really are."""
    return sum(
        len(set(world.hand(s)) & set(real.hand(s))) for s in range(real.players) if s != seat
    )


def test_the_rules_of_thumb_choice_is_likelier_than_any_other() -> None:
    match = heuristic_deal(seed=4, cards_played=5)
    legal = list(match.legal())
    assert len(legal) > 1
    expected = polignac.AI.policy(match, random.Random(0))
    rng = random.Random(0)
    assert MODEL.likelihood(match, expected, rng) == pytest.approx(0.7)
    others = [a for a in legal if a != expected]
    for action in others:
        assert MODEL.likelihood(match, action, rng) == pytest.approx(0.3 / len(others))


def test_a_single_legal_action_says_nothing() -> None:
    match = heuristic_deal(seed=1, cards_played=29)  # the last trick: one card each
    assert len(match.legal()) == 1
    only = match.legal()[0]
    assert MODEL.likelihood(match, only, random.Random(0)) == 1.0


def test_weights_judge_only_the_other_seats_decisions() -> None:
    match = heuristic_deal(seed=2, cards_played=1)  # only the leader has played a card
    leader = next(seat for seat, _ in polignac_plays(match))
    sampler = WorldSampler(match.observation(leader))
    rng = random.Random(1)
    judged: list[int] = []

    def judge(world: Match, action: object) -> float:
        judged.append(world.to_act if world.to_act is not None else -1)
        return 0.5

    world, weight = sampler.sample_weighted(rng, judge)
    assert leader not in judged
    assert weight == 0.5 ** len(judged)
    assert world.observation(leader) == match.observation(leader)


def test_resampled_worlds_place_the_hidden_cards_better() -> None:
    uniform, inferred = [], []
    for seed in range(1, 9):
        real = heuristic_deal(seed, cards_played=14)
        seat = real.to_act
        assert seat is not None
        sampler = WorldSampler(real.observation(seat))
        rng = random.Random(seed)
        uniform += [placed_right(sampler.sample(rng), real, seat) for _ in range(40)]
        for world, times in resampled(sampler, MODEL, 40, rng, UNLIMITED.deadline()):
            inferred += [placed_right(world, real, seat)] * int(times)
    assert statistics.fmean(inferred) > statistics.fmean(uniform) + 0.3


def test_resampling_keeps_the_number_of_worlds_and_is_reproducible() -> None:
    real = heuristic_deal(seed=3, cards_played=10)
    observation = real.observation(real.to_act)

    def draw() -> list[tuple[list[int], float]]:
        chosen = resampled(
            WorldSampler(observation), MODEL, 30, random.Random(9), UNLIMITED.deadline()
        )
        return [
            ([len(world.hand(s)) for s in range(4)] + list(world.hand(0)), times)
            for world, times in chosen
        ]

    first = draw()
    assert sum(times for _, times in first) == 30
    assert draw() == first


def test_settings_refuse_a_certain_model() -> None:
    with pytest.raises(ValueError):
        Inference(0.0)
    with pytest.raises(ValueError):
        Inference(0.3, pool=0)


def test_the_weights_read_the_observation_only() -> None:
    real = heuristic_deal(seed=5, cards_played=12)
    seat = real.to_act
    assert seat is not None
    permuted = sample_world(real.observation(seat), random.Random(2))
    assert [permuted.hand(s) for s in range(4)] != [real.hand(s) for s in range(4)]

    def weights(match: Match) -> list[tuple[tuple[int, ...], float]]:
        chosen = resampled(
            WorldSampler(match.observation(seat)), MODEL, 20, random.Random(4), UNLIMITED.deadline()
        )
        return [
            (tuple(c for s in range(4) for c in world.hand(s)), times) for world, times in chosen
        ]

    assert weights(permuted) == weights(real)
