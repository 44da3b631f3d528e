"""Poch bots: worlds consistent with a seat's knowledge, fairness, legal play under every
preset, and hand-built positions where a blunder is easy to spot."""

from __future__ import annotations

import random

import pytest

from histcards.ai import game_bot
from histcards.ai.base import Budget
from histcards.ai.games import BOT_LEVELS
from histcards.ai.games.poch import SOMEONE, count_order, lead_order, run_from
from histcards.ai.worlds import sample_world
from histcards.cards import parse_card
from histcards.engine import Match, new_match
from histcards.engine.games.poch import has_set

SMALL = Budget(iterations=3)
PRESETS = ("modern", "poque_1789", "poch_1810")


def bots_play(match: Match, levels: list[str], rng: random.Random, deals: int = 1) -> None:
    """Play ``deals`` deals with a bot of the given level in each seat."""
    bots = [game_bot("poch", level) for level in levels]
    for _ in range(deals):
        if match.over:
            return
        match.start_deal(seed=rng.getrandbits(32))
        while match.to_act is not None:
            seat = match.to_act
            legal = match.legal()
            action = bots[seat].choose(match.observation(seat), legal, rng, SMALL)
            assert action in legal
            match.apply(action)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_bots_play_legally_under_every_preset(preset: str, players: int) -> None:
    match = new_match("poch", players, {"preset": preset}, seed=players)
    levels = [BOT_LEVELS[(players + seat) % len(BOT_LEVELS)] for seat in range(players)]
    bots_play(match, levels, random.Random(players), deals=2)


@pytest.mark.parametrize("options", [
    {"turnup_to_next_receiver": True}, {"pochen_without_pair": True},
    {"raise_rule": "single_reraise"}, {"pass_reentry": True}, {"table_limit": 5},
    {"all_in_side_pots": False}, {"preset": "poque_1789", "most_cards_tie": "split",
                                  "poque_pay": "pip_values_to_each_player"},
    {"playout_31": True}, {"preset": "poch_1810", "playout_31": True},
])
def test_bots_play_legally_with_toggles(options: dict) -> None:
    match = new_match("poch", 4, options, seed=2)
    bots_play(match, ["joueur", "heuristic", "novice", "maitre"], random.Random(2))


def positions(options: dict, players: int, seed: int) -> list[Match]:
    """Positions of a deal played by heuristic bots: every decision of every seat."""
    match = new_match("poch", players, options, seed=seed)
    match.start_deal(seed=seed)
    bot = game_bot("poch", "heuristic")
    rng = random.Random(seed)
    found = []
    while match.to_act is not None:
        found.append(match.clone())
        match.apply(bot.choose(match.observation(match.to_act), match.legal(), rng, SMALL))
    return found


@pytest.mark.parametrize("options", [{"preset": p} for p in PRESETS] + [{"playout_31": True}])
def test_worlds_match_what_the_seat_saw(options: dict) -> None:
    rng = random.Random(5)
    for match in positions(options, 4, seed=11)[::2]:
        for seat in range(4):
            seen = match.observation(seat)
            world = sample_world(seen, rng)
            assert world.observation(seat) == seen


def test_worlds_know_who_may_bet() -> None:
    # Modern Poch: seat 2 (all diamonds) and seat 3 hold no pair; seat 1 calls.
    layout = {"hands": [["7S", "8S", "9S", "10S", "JS", "QS", "7H", "8H"],
                        ["KS", "AS", "9H", "10H", "JH", "QH", "KH", "AH"],
                        ["7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"],
                        ["7C", "8C", "9C", "10C", "JC", "QC", "KC"]],
              "stock": ["AC"]}
    match = new_match("poch", 4, seed=1)
    match.start_deal(layout, dealer=3)
    for action in ("bet 1", "call", "pass"):
        match.apply(action)
    seen = match.observation(0)
    rng = random.Random(1)
    for _ in range(20):
        world = sample_world(seen, rng)
        assert has_set(world.deal.hands[1])
        assert not has_set(world.deal.hands[2])
        assert world.deal.hands[3] == match.deal.hands[3]  # every club shown by its pools


@pytest.mark.parametrize("level", ["heuristic", "joueur", "maitre"])
def test_fairness_hidden_cards_permuted_within_knowledge(level: str) -> None:
    # A world drawn from a seat's view is the real deal with the hidden cards permuted
    # consistently with its knowledge: same view, so the same decision for a fixed seed.
    rng = random.Random(9)
    checked = 0
    for match in positions({}, 4, seed=21)[::3]:
        seat = match.to_act
        seen = match.observation(seat)
        world = sample_world(seen, rng)
        assert world.observation(seat) == seen
        moved = any(world.deal.hands[s] != match.deal.hands[s] for s in range(4) if s != seat)
        checked += moved
        bot = game_bot("poch", level)
        real = bot.choose(seen, match.legal(), random.Random(4), SMALL)
        permuted = bot.choose(world.observation(seat), world.legal(), random.Random(4), SMALL)
        assert real == permuted
    assert checked


# --- hand-built positions -------------------------------------------------------------

QUADS = {"hands": [["7S", "8S", "9S", "10H", "JH", "QD", "KD", "8C"],
                   ["AS", "AH", "AD", "AC", "7H", "9D", "10C", "JS"],
                   ["KS", "QS", "10S", "8H", "9H", "7D", "8D", "9C"],
                   ["KH", "QH", "JD", "10D", "7C", "JC", "QC"]],
         "stock": ["KC"]}


def quads_facing_a_bet() -> Match:
    match = new_match("poch", 4, seed=1)
    match.start_deal(QUADS, dealer=3)
    match.apply("bet 30")
    return match


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_four_of_a_kind_is_never_folded(level: str) -> None:
    match = quads_facing_a_bet()
    assert match.to_act == 1
    bot = game_bot("poch", level)
    for seed in range(5):
        action = bot.choose(match.observation(1), match.legal(), random.Random(seed), SMALL)
        assert action.kind in ("call", "raise", "allin")


@pytest.mark.parametrize("level", ["heuristic", "joueur", "maitre"])
def test_four_of_a_kind_bets(level: str) -> None:
    match = new_match("poch", 4, seed=1)
    match.start_deal(QUADS, dealer=3)
    match.apply("pass")
    assert match.to_act == 1
    bot = game_bot("poch", level)
    for seed in range(5):
        action = bot.choose(match.observation(1), match.legal(), random.Random(seed), SMALL)
        assert action.kind == "bet"


def test_run_reading() -> None:
    where = {parse_card(c): s for s, hand in enumerate(QUADS["hands"]) for c in hand}
    assert run_from(parse_card("10H"), 0, where.get) == (2, 3, False)  # AH ends it at seat 1
    assert run_from(parse_card("AS"), 1, where.get) == (1, 0, True)
    assert run_from(parse_card("10C"), 1, where.get) == (1, 2, False)  # KC is turned up
    first = lead_order([parse_card(c) for c in QUADS["hands"][1]], 1, where.get)[0]
    assert run_from(first, 1, where.get)[2]


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_the_run_that_empties_the_hand_is_led(level: str) -> None:
    layout = {"hands": [["10H", "JH", "QH", "KH", "AH"], ["7S", "8S", "9S", "10S", "JS"],
                        ["7D", "8D", "9D", "10D", "JD"], ["7C", "8C", "9C", "10C", "JC"]],
              "stock": ["QS", "KS", "AS", "7H", "8H", "9H", "QD", "KD", "AD", "QC", "KC",
                        "AC"]}
    match = new_match("poch", 4, {"preset": "poque_1789"}, seed=1)
    match.start_deal(layout, dealer=3)
    for _ in range(4):
        match.apply("pass")
    assert match.phase == "play" and match.to_act == 0
    bot = game_bot("poch", level)
    action = bot.choose(match.observation(0), match.legal(), random.Random(1), SMALL)
    if level != "novice":
        assert str(action) == "play 10H"


def test_a_count_to_31_is_closed_when_it_can_be() -> None:
    # Count at 21: 10H makes 31 and closes it; 7S (28) leaves room for the others' Aces.
    cards = [parse_card(c) for c in ("7S", "10H")]
    assert count_order(cards, 21, 0, lambda card: SOMEONE)[0] == parse_card("10H")
    # When no other seat could add after either card, the heavier goes first.
    assert count_order(cards, 12, 0, lambda card: None)[0] == parse_card("10H")
