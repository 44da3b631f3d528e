"""Invariants every registered game must keep, checked by random legal play over every
player count and a spread of options (each option varied once). A new game gets all of
this by registering in ``histcards.engine.games``."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from histcards.cards import CARD_NAMES
from histcards.engine import GAMES, IllegalAction, Match
from histcards.engine.actions import Action
from histcards.engine.events import MatchEnd
from tests.playout import advance, all_configurations, config_id, snapshot

CONFIGS = all_configurations()
CHECK_EVERY = 5

ACTION_VOCABULARY = (
    [f"play {name}" for name in CARD_NAMES]
    + "capot general pass turn accept call fold allin hold good without".split()
    + ["bet 1", "bet 3", "raise 1", "raise 2", "declare 5", "raise 1 tierce K",
       "play KH as 5", "play QS clique", "show KH", "discard 7S 8S"]
)


def check_cards_conserved(match: Match) -> None:
    """Every card of the pack is somewhere in the deal, exactly once."""
    if match.deal is None:
        return
    expected = sorted(match.game.pack(match.players, match.options))
    assert sorted(match.deal.all_cards()) == expected


def check_illegal_refused(match: Match, rng: random.Random) -> None:
    """Actions outside ``legal()`` raise IllegalAction with a message and change nothing."""
    legal = {str(a) for a in match.legal()}
    candidates = [t for t in ACTION_VOCABULARY if str(Action.parse(t)) not in legal]
    before = snapshot(match)
    for text in rng.sample(candidates, 3):
        with pytest.raises(IllegalAction) as refused:
            match.apply(text)
        assert str(refused.value)
    assert snapshot(match) == before


def check_clone_independent(match: Match, rng: random.Random) -> None:
    """A clone starts equal, and playing on it leaves the original untouched."""
    before = snapshot(match)
    twin = match.clone()
    assert snapshot(twin) == before
    advance(twin, rng)
    assert snapshot(match) == before


def check_observations_hide_cards(match: Match, rng: random.Random) -> None:
    """Permuting the cards a seat cannot see changes nothing in its observation."""
    if match.deal is None:
        return
    for seat in range(match.players):
        seen = match.observation(seat)
        twin = match.clone()
        zones = twin.deal.hidden_zones(seat)
        pooled = [c for zone in zones for c in zone]
        rng.shuffle(pooled)
        shuffled, start = [], 0
        for zone in zones:
            shuffled.append(pooled[start:start + len(zone)])
            start += len(zone)
        twin.deal.set_hidden_zones(seat, shuffled)
        twin._legal = None
        assert twin.observation(seat) == seen, f"seat {seat}'s observation leaks hidden cards"
        check_cards_conserved(twin)


def check_replay_reproduces(match: Match) -> None:
    """Replaying the match's record rebuilds exactly the same match."""
    assert snapshot(Match.from_record(match.to_record())) == snapshot(match)


def run_checked_match(game: str, players: int, options: dict, seed: int,
                      max_steps: int = 2_000) -> Match:
    """Play a random match, checking every invariant along the way."""
    rng = random.Random(seed)
    match = Match(GAMES[game], players, options, seed=seed)
    chips = match.ledger.total if match.ledger else None
    for step in range(max_steps):
        if not advance(match, rng):
            break
        check_cards_conserved(match)
        if match.ledger:
            assert sum(match.ledger.banks) + sum(match.ledger.pools.values()) == chips
        if step % CHECK_EVERY == 0:
            if match.to_act is not None:
                check_illegal_refused(match, rng)
            check_clone_independent(match, rng)
            check_observations_hide_cards(match, rng)
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
