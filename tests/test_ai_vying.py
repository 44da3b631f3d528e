"""The shared vying strategy: value bets, prices, bluffs and slow plays at their rates,
bet sizes that do not tell the hand."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections import Counter

import pytest

from histcards.ai.vying import (
    AGGRESSIVE,
    CALL,
    CHECK,
    ENTER,
    FOLD,
    GIVE_UP,
    OPEN,
    PASSIVE,
    RAISE,
    EquityTally,
    RateTally,
    Spot,
    StrengthScale,
    Style,
    decide,
    likelihood,
    world_weight,
)

PLAIN = Style()
MIXED = Style(bluff=0.1, slow_play=0.2)


def unopened(equity: float, **extra: object) -> Spot:
    fields = {"equity": equity, "pot": 10, "opponents": 3, "open_amounts": range(1, 41),
              "can_check": True}
    fields.update(extra)
    return Spot(**fields)


def facing(equity: float, cost: int = 10, **extra: object) -> Spot:
    fields = {"equity": equity, "pot": 20, "opponents": 1, "cost": cost, "opened": True,
              "raise_amounts": range(1, 31), "can_call": True, "can_fold": True}
    fields.update(extra)
    return Spot(**fields)


def test_strong_hand_bets_for_value_and_weak_hand_checks() -> None:
    rng = random.Random(1)
    assert decide(unopened(0.9), PLAIN, rng).kind == OPEN
    assert decide(unopened(0.9), PLAIN, rng).reason == "value"
    assert decide(unopened(0.05), PLAIN, rng).kind == CHECK


def test_middling_hand_enters_free_where_it_can() -> None:
    spot = unopened(0.4, open_amounts=range(0, 21))
    assert decide(spot, PLAIN, random.Random(1)).kind == ENTER


def test_calls_at_a_good_price_and_folds_at_a_bad_one() -> None:
    rng = random.Random(2)
    assert decide(facing(0.45, cost=10), PLAIN, rng).kind == CALL
    assert decide(facing(0.2, cost=30), PLAIN, rng).kind == FOLD


def test_a_free_call_is_never_folded() -> None:
    rng = random.Random(3)
    for _ in range(50):
        assert decide(facing(0.01, cost=0), MIXED, rng).kind in (CALL, RAISE)


def test_a_prize_beyond_the_pot_makes_a_call_worth_it() -> None:
    rng = random.Random(4)
    assert decide(facing(0.3, cost=20), PLAIN, rng).kind == FOLD
    assert decide(facing(0.3, cost=20, prize=40.0), PLAIN, rng).kind == CALL


def test_raising_stops_after_the_style_limit() -> None:
    spot = facing(0.99, my_raises=PLAIN.max_raises)
    assert decide(spot, PLAIN, random.Random(5)).kind == CALL


def test_bluffs_and_slow_plays_come_at_their_rates() -> None:
    rng = random.Random(6)
    tally = RateTally()
    for _ in range(4000):
        for spot in (unopened(rng.random()), facing(rng.random(), cost=rng.randint(1, 20))):
            tally.record(spot, MIXED, decide(spot, MIXED, rng))
    assert tally.weak_spots > 1000 and tally.strong_spots > 1000
    assert 0.07 < tally.bluff_rate < 0.13
    assert 0.15 < tally.slow_play_rate < 0.25


def test_a_bluff_is_tried_only_against_a_single_opponent() -> None:
    rng = random.Random(9)
    always = Style(bluff=1.0)
    assert {decide(unopened(0.01, opponents=1), always, rng).reason for _ in range(50)} == {
        "bluff"}
    assert {decide(facing(0.01, opponents=1), always, rng).reason for _ in range(50)} == {
        "bluff"}
    for spot in (unopened(0.01, opponents=2), facing(0.01, opponents=3)):
        assert all(decide(spot, always, rng).reason != "bluff" for _ in range(200))
    wider = Style(bluff=1.0, bluff_opponents=3)
    assert decide(unopened(0.01, opponents=3), wider, rng).reason == "bluff"


def test_bet_sizes_do_not_tell_a_bluff_from_a_value_bet() -> None:
    rng = random.Random(7)
    bluff_style = Style(bluff=1.0)
    value = Counter(decide(unopened(0.95), PLAIN, rng).amount for _ in range(3000))
    bluffs = Counter(decide(unopened(0.01, opponents=1), bluff_style, rng).amount
                     for _ in range(3000))
    assert set(value) == set(bluffs)
    for size in value:
        assert abs(value[size] - bluffs[size]) < 200


def test_noise_changes_some_decisions_of_a_middling_hand() -> None:
    rng = random.Random(8)
    noisy = Style(noise=0.2)
    kinds = {decide(facing(0.4, cost=10), noisy, rng).kind for _ in range(200)}
    assert {CALL, FOLD} <= kinds


def test_equity_tally_weighs_worlds() -> None:
    tally = EquityTally()
    assert tally.equity == 0.5
    tally.add(True, 3.0, prize=10.0)
    tally.add(False, 1.0)
    assert tally.equity == pytest.approx(0.75)
    assert tally.prize_if_won == pytest.approx(10.0)


def test_strength_scale_percentiles() -> None:
    scale = StrengthScale([1, 2, 3, 4])
    assert scale.percentile(0) == 0.0
    assert scale.percentile(5) == 1.0
    assert scale.percentile(2) == pytest.approx(0.375)
    with pytest.raises(ValueError):
        StrengthScale([])


def test_likelihoods_read_bets_as_strength_and_passes_as_weakness() -> None:
    assert likelihood(AGGRESSIVE, 0.9) > likelihood(AGGRESSIVE, 0.2) > 0
    assert likelihood(PASSIVE, 0.9) > likelihood(PASSIVE, 0.2)
    assert likelihood(GIVE_UP, 0.1) > likelihood(GIVE_UP, 0.9) > 0


def test_world_weights_are_the_same_in_every_process() -> None:
    # Three kinds of move multiply in the order they were made, not in a set's order,
    # which changes with each process's string hashing (and with it the last bits).
    code = ("from histcards.ai.vying import AGGRESSIVE, GIVE_UP, PASSIVE, world_weight; "
            "print([world_weight([GIVE_UP, PASSIVE, AGGRESSIVE], x / 100) for x in range(100)])")
    outputs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              check=True, env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout
               for seed in range(6)}
    assert len(outputs) == 1
    assert world_weight([PASSIVE, PASSIVE, AGGRESSIVE], 0.5) == \
        likelihood(PASSIVE, 0.5) * likelihood(AGGRESSIVE, 0.5)
