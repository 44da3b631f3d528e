"""Invariants every registered game must keep, checked by random legal play over every
player count and a spread of options (each option varied once). A new game gets all of
this by registering in ``histcards.engine.games``."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from histcards.engine import GAMES, IllegalAction, Match, invariants
from histcards.engine.events import MatchEnd
from histcards.engine.invariants import (
    InvariantBroken,
    check_legal_consistent,
    check_observations_hide_cards,
    check_replay_reproduces,
    check_step,
    chip_total,
)
from tests.playout import advance, all_configurations, config_id

CONFIGS = all_configurations()
CHECK_EVERY = 5


def run_checked_match(game: str, players: int, options: dict, seed: int,
                      max_steps: int = 2_000) -> Match:
    """Play a random match, checking every invariant along the way
    (``histcards.engine.invariants``)."""
    rng = random.Random(seed)
    match = Match(GAMES[game], players, options, seed=seed)
    chips = chip_total(match)
    for step in range(max_steps):
        if not advance(match, rng):
            break
        check_step(match, chips, rng, thorough=step % CHECK_EVERY == 0)
    check_replay_reproduces(match)
    return match


@pytest.mark.parametrize("config", CONFIGS, ids=[config_id(c) for c in CONFIGS])
def test_random_match_keeps_invariants(config: tuple) -> None:
    game, players, options = config
    match = run_checked_match(game, players, options, seed=len(CONFIGS) * players + 17)
    assert match.deal_index >= 0


@pytest.mark.parametrize("game", sorted(GAMES))
@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_any_seed_keeps_invariants(game: str, seed: int, data: st.DataObject) -> None:
    players = data.draw(st.sampled_from(GAMES[game].info.players[:4]))
    run_checked_match(game, players, {}, seed, max_steps=400)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_matches_end_with_winners(game: str) -> None:
    """Random play reaches the end of a match, which names its winners."""
    rng = random.Random(5)
    match = Match(GAMES[game], GAMES[game].info.players[0], {}, seed=5)
    for _ in range(100_000):
        if not advance(match, rng):
            break
    assert match.over
    assert match.to_act is None and match.legal() == []
    assert isinstance(match.events[-1], MatchEnd)
    with pytest.raises(IllegalAction):
        match.start_deal()


def test_a_broken_invariant_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks can fail: observations that show a neighbour's hand are caught."""
    honest = Match.observation

    def leaky(self: Match, seat: int):
        seen = honest(self, seat)
        return replace(seen, table={"peek": self.hand((seat + 1) % self.players)})

    monkeypatch.setattr(Match, "observation", leaky)
    match = Match(GAMES["polignac"], 4, {}, seed=3)
    match.start_deal()
    with pytest.raises(InvariantBroken, match="leaks hidden cards"):
        check_observations_hide_cards(match, random.Random(1))


def test_a_legal_list_that_contradicts_itself_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The checks can fail: a ``legal()`` whose ``in`` admits one raise too many (an
    amount just beyond its range) is caught."""
    from histcards.engine.legal import Amounts

    honest = Amounts.holds

    def lenient(self: Amounts, action) -> bool:
        if self.amounts and action.kind == self.kind and action.amount == self.amounts.stop:
            return True
        return honest(self, action)

    monkeypatch.setattr(Amounts, "holds", lenient)
    monkeypatch.setattr(invariants, "_CONSISTENT", set())  # nothing checked yet
    match = Match(GAMES["hoc"], 3, {}, seed=3)
    match.start_deal()
    with pytest.raises(InvariantBroken, match="says otherwise"):
        check_legal_consistent(match)
