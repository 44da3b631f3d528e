"""The AI framework: worlds sampled consistently with a seat's knowledge."""

from __future__ import annotations

import random

import pytest

from histcards.ai import UNLIMITED, Budget, make_bot
from histcards.ai.games import polignac
from histcards.ai.search import HeuristicBot, SearchBot, evaluate
from histcards.ai.worlds import ALL_CARDS, WorldSampler, Zone, assign, sample_world
from histcards.cards import SUIT_MASKS, card_list
from histcards.engine import GAMES, Match, new_match
from tests.playout import config_id, configurations

AI_GAMES = ("polignac", "quarante", "homme")
WORLD_CONFIGS = [(g, p, o) for g in AI_GAMES for p, o in configurations(GAMES[g])]


def positions(game: str, players: int, options: dict, seed: int, count: int
              ) -> list[Match]:
    """Matches stopped at random points of random legal play, each mid-deal."""
    rng = random.Random(seed)
    found: list[Match] = []
    match = new_match(game, players, options, seed=seed)
    while len(found) < count and not match.over:
        if match.to_act is None:
            match.start_deal(seed=rng.getrandbits(32))
        else:
            match.apply(rng.choice(match.legal()))
        if match.to_act is not None and rng.random() < 0.15:
            found.append(match.clone())
    return found


@pytest.mark.parametrize("config", WORLD_CONFIGS, ids=config_id)
def test_sampled_world_shows_the_seat_what_it_saw(config: tuple) -> None:
    game, players, options = config
    rng = random.Random(7)
    for match in positions(game, players, options, seed=3, count=6):
        for seat in range(players):
            seen = match.observation(seat)
            world = sample_world(seen, rng)
            assert world.observation(seat) == seen
            assert world.hand(seat) == match.hand(seat)


def test_worlds_vary_the_hidden_cards() -> None:
    match = new_match("polignac", 4, seed=1)
    match.start_deal(seed=5)
    sampler = WorldSampler(match.observation(0))
    rng = random.Random(0)
    hands = {tuple(sampler.sample(rng).hand(1)) for _ in range(20)}
    assert len(hands) > 10


def test_worlds_respect_voids() -> None:
    # Seat 1 fails to follow spades: no sampled world gives him a spade.
    layout = {"hands": [["7S", "8S", "9S", "10S", "AH", "7H", "8H", "9H"],
                        ["JH", "QH", "KH", "10H", "7D", "8D", "9D", "10D"],
                        ["AS", "JS", "QS", "KS", "JD", "QD", "KD", "AD"],
                        ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"]]}
    match = new_match("polignac", 4, seed=1)
    match.start_deal(layout, dealer=3)
    for action in ("pass", "pass", "pass", "pass", "play 7S", "play 7D"):
        match.apply(action)
    sampler = WorldSampler(match.observation(2))
    rng = random.Random(1)
    for _ in range(30):
        assert not sampler.sample(rng).deal.hands[1] & SUIT_MASKS[0]


def test_assign_finds_the_only_deal_when_constraints_are_tight() -> None:
    spades, hearts = card_list(SUIT_MASKS[0])[:3], card_list(SUIT_MASKS[1])[:3]
    zones = [Zone((), 3, SUIT_MASKS[0] | SUIT_MASKS[1]), Zone((), 3, SUIT_MASKS[1])]
    for seed in range(20):
        placed = assign(zones, spades + hearts, random.Random(seed))
        assert placed is not None
        assert sorted(placed[0]) == spades and sorted(placed[1]) == hearts
    assert assign([Zone((), 1, SUIT_MASKS[1]), Zone((), 1, ALL_CARDS)],
                  spades[:2], random.Random(0)) is None


def _counting_search(budget: Budget) -> int:
    """How many worlds ``evaluate`` plays for a Polignac opening lead under ``budget``."""
    match = new_match("polignac", 4, seed=1)
    match.start_deal(seed=2)
    for _ in range(4):
        match.apply("pass")
    legal = match.legal()
    rolled: list[int] = []

    def value(world: Match, seat: int) -> float:
        rolled.append(seat)
        return polignac.value(world, seat)

    evaluate(match.observation(match.to_act), legal, random.Random(0), budget, 50,
             polignac.AI.policy, value)
    return len(rolled) // len(legal)


def test_search_stops_at_its_iterations() -> None:
    assert _counting_search(Budget(iterations=3)) == 3
    assert _counting_search(UNLIMITED) == 50


def test_search_stops_at_its_deadline_after_one_world() -> None:
    ticks = iter(range(1000))
    assert _counting_search(Budget(seconds=0.5, clock=lambda: next(ticks))) == 1


def test_make_bot_gives_each_level_a_bot_and_random_elsewhere() -> None:
    assert isinstance(make_bot("polignac", "novice"), HeuristicBot)
    assert isinstance(make_bot("homme", "maitre"), SearchBot)
    with pytest.raises(ValueError):
        make_bot("quarante", "expert")
