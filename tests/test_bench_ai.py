"""The AI benchmark: the ratio's confidence interval, checkpoints, the perfect-information
reference bot."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest

from histcards.ai import LEVELS, game_bot
from histcards.bench import ai as bench
from histcards.bench.reference import ReferenceBot
from histcards.engine import new_match
from tests.ai_positions import position


def test_fieller_interval_holds_the_ratio_of_paired_means() -> None:
    rng = random.Random(3)
    base = [rng.gauss(2.0, 1.0) for _ in range(400)]
    top = [0.6 * b + rng.gauss(0.0, 0.3) for b in base]
    ratio, low, high = bench.fieller(top, base)
    assert ratio == pytest.approx(sum(top) / sum(base))
    assert low < 0.6 < high and high - low < 0.1


def test_fieller_interval_is_unbounded_when_the_base_is_not_above_zero() -> None:
    rng = random.Random(4)
    base = [rng.gauss(0.0, 1.0) for _ in range(50)]
    top = [rng.gauss(0.5, 1.0) for _ in range(50)]
    _, low, high = bench.fieller(top, base)
    assert (low, high) == (-math.inf, math.inf)


def test_a_run_takes_up_from_its_checkpoint(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "deals.jsonl"
    first = bench.Runner(checkpoint=bench.Checkpoint(path))
    played = first.outcomes("polignac", 4, "heuristic", "random", 3, seed=2)
    assert len(path.read_text().splitlines()) == 3
    assert [json.loads(line)["index"] for line in path.read_text().splitlines()] == [0, 1, 2]

    def no_replay(task: tuple) -> bench.DealOutcome:
        raise AssertionError(f"deal {task} was played again")

    monkeypatch.setattr(bench, "duplicate_deal", no_replay)
    again = bench.Runner(checkpoint=bench.Checkpoint(path))
    assert again.outcomes("polignac", 4, "heuristic", "random", 3, seed=2) == played


def test_the_reference_plays_knowing_every_hand() -> None:
    # Seat 2 holds KS and 8S; seat 3, still to play, holds no spade: only the 8 ducks
    # under the Jack of spades that seat 1 played.
    match = position("polignac", 4, dealer=3, hands={
        0: "9S 7H 8H 9H 10H AH 7D 8D", 1: "JS 7C 8C 9C 10C AC 9D 10D",
        2: "KS 8S QH KH QD KD QC KC"}, actions=("pass",) * 4 + ("play 9S", "play JS"))
    reference = ReferenceBot("polignac", game_bot("polignac", "heuristic"))
    assert str(reference.choose(match, match.legal(), random.Random(0))) == "play 8S"


@pytest.mark.parametrize("game", ["poch", "hoc"])
def test_the_reference_vies_only_on_a_winning_hand(game: str) -> None:
    reference = ReferenceBot(game, game_bot(game, "heuristic"))
    rng = random.Random(5)
    checked = 0
    for seed in range(4):
        match = new_match(game, 3, seed=seed)
        match.start_deal(seed=seed)
        while match.to_act is not None and match.phase in ("betting", "point", "sequence",
                                                             "tricon"):
            seat = match.to_act
            obs = match.observation(seat)
            spot = reference.stops.exact_spot(match, obs, match.legal()) \
                if reference.stops else None
            assert spot is not None and spot.equity in (0.0, 1.0)
            checked += 1
            match.apply(reference.choose(match, match.legal(), rng))
    assert checked


def test_the_reference_is_no_level_a_player_can_choose() -> None:
    assert bench.REFERENCE not in {level.id for level in LEVELS}
