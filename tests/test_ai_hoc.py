"""Hoc Mazarin bots: worlds consistent with a seat's knowledge, fairness, legal play under
the options, and hand-built positions where a blunder is easy to spot."""

from __future__ import annotations

import random

import pytest

from histcards.ai import game_bot
from histcards.ai.base import Budget
from histcards.ai.games import BOT_LEVELS
from histcards.ai.games.hoc import HOC_MASK, held_claim, natural, play_clues
from histcards.ai.worlds import sample_world
from histcards.cards import mask_of
from histcards.engine import Match, new_match
from histcards.engine.games.hoc import CHANCES, CLAIM_INDEX

SMALL = Budget(iterations=2)


def play_deal(match: Match, levels: list[str], rng: random.Random,
              budget: Budget = SMALL) -> list[tuple[Match, object]]:
    """Play one deal with bots of the given levels; returns each decision's position and
    the action taken there."""
    bots = [game_bot("hoc", level) for level in levels]
    match.start_deal(seed=rng.getrandbits(32))
    taken = []
    while match.to_act is not None:
        seat = match.to_act
        legal = match.legal()
        action = bots[seat].choose(match.observation(seat), legal, rng, budget)
        assert action in legal
        taken.append((match.clone(), action))
        match.apply(action)
    return taken


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("options", [
    {}, {"require_proof": True}, {"hoc_out_of_turn": True}, {"enforce_compulsory": False},
    {"credit": False, "start_bank": 12}, {"seq_suited": False, "claim_floor": "free"},
    {"cb_timing": "before_auctions", "cb_show_hand": True},
    {"reentry_on_declare": False, "claim_floor": "standing"},
])
def test_bots_play_legally(players: int, options: dict) -> None:
    match = new_match("hoc", players, options, seed=players)
    levels = [BOT_LEVELS[(players + seat) % len(BOT_LEVELS)] for seat in range(players)]
    play_deal(match, levels, random.Random(players))


def test_worlds_match_what_the_seat_saw_through_the_card_play() -> None:
    rng = random.Random(3)
    for players in (2, 3):
        match = new_match("hoc", players, {"hoc_out_of_turn": players == 3}, seed=4)
        for position, _ in play_deal(match, ["heuristic"] * players, rng)[::4]:
            for seat in range(players):
                seen = position.observation(seat)
                assert sample_world(seen, rng).observation(seat) == seen


@pytest.mark.parametrize("level", ["heuristic", "joueur", "maitre"])
def test_fairness_hidden_cards_permuted_within_knowledge(level: str) -> None:
    # A world drawn from a seat's view is the real deal with the hidden cards permuted
    # consistently with its knowledge: same view, so the same decision for a fixed seed.
    rng = random.Random(8)
    match = new_match("hoc", 3, seed=8)
    moved = 0
    for position, _ in play_deal(match, ["heuristic"] * 3, rng)[::6]:
        seat = position.to_act
        seen = position.observation(seat)
        world = sample_world(seen, rng)
        assert world.observation(seat) == seen
        moved += world.deal.hands != position.deal.hands
        bot = game_bot("hoc", level)
        real = bot.choose(seen, position.legal(), random.Random(2), SMALL)
        permuted = bot.choose(world.observation(seat), world.legal(), random.Random(2), SMALL)
        assert real == permuted
    assert moved


def test_claims_are_backed_when_proof_is_required() -> None:
    rng = random.Random(5)
    claims = 0
    for deal in range(3):
        match = new_match("hoc", 3, {"require_proof": True}, seed=deal)
        for position, action in play_deal(match, ["joueur", "maitre", "novice"], rng):
            if action.claim is None:
                continue
            seen = position.observation(position.to_act)
            chance = CHANCES.index(seen.phase)
            held = held_claim(mask_of(seen.hand), chance, seen.options)
            assert held is not None
            assert CLAIM_INDEX[chance][action.claim] <= CLAIM_INDEX[chance][held]
            claims += 1
    assert claims


def test_play_clues_read_withouts_and_forced_steps() -> None:
    layout = {"hands": [["AS", "2S", "3S", "9H", "10H", "JH", "6D", "7D", "8D", "7C", "8C",
                         "QC"],
                        ["4S", "5S", "6S", "7S", "8S", "2H", "3H", "4H", "5H", "6H", "7H",
                         "8H"],
                        ["9S", "10S", "JS", "QS", "KS", "QH", "KH", "AH", "AD", "2D", "3D",
                         "4D"]],
              "stock": ["5D", "9D", "10D", "JD", "QD", "KD", "AC", "2C", "3C", "4C", "5C",
                        "6C", "9C", "10C", "JC", "KC"]}
    match = new_match("hoc", 3, seed=1)
    match.start_deal(layout, dealer=2)
    for _ in range(9):
        match.apply("pass")
    match.apply("play AS")  # 2S and 3S follow, forced; no 4 and no hoc: a forced without
    assert match.to_act == 1
    clues = play_clues(match.observation(2))
    four = natural(4)
    assert clues.barred[0] & four == four
    assert clues.barred[0] & HOC_MASK == HOC_MASK


# --- hand-built positions (two players, every auction passed) ---------------------------


def card_play(layout: dict, actions: tuple[str, ...]) -> Match:
    match = new_match("hoc", 2, seed=1)
    match.start_deal(layout, dealer=1)
    while match.phase != "play":
        match.apply("pass")
    for action in actions:
        match.apply(action)
    return match


NATURAL_FIRST = {
    "hands": [["5C", "6H", "7C", "KS", "AC", "2D", "3S", "10S", "4H", "JH", "9D", "AH",
               "3C", "QC", "2C"],
              ["7S", "7H", "9S", "2S", "4S", "5S", "6S", "2H", "3H", "5H", "8H", "9H",
               "10H", "4D", "5D"]],
    "stock": ["AS", "8S", "JS", "QS", "KH", "QH", "AD", "3D", "6D", "7D", "8D", "10D", "JD",
              "QD", "KD", "4C", "6C", "8C", "9C", "10C", "JC", "KC"],
}


@pytest.mark.parametrize("level", ["heuristic", "joueur", "maitre"])
def test_a_natural_card_goes_on_before_a_principal_hoc(level: str) -> None:
    # Seat 0 leads 5C and holds 6H, 7C and KS but no 8: the run goes on with the natural
    # 6H and 7C, and KS is kept for the 8 that seat 0 lacks.
    match = card_play(NATURAL_FIRST, ("play 5C",))
    assert sorted(map(str, match.legal())) == ["play 6H", "play KS as 6"]
    bot = game_bot("hoc", level)
    for seed in range(3):
        action = bot.choose(match.observation(0), match.legal(), random.Random(seed), SMALL)
        assert str(action) == "play 6H"


STUCK = {
    "hands": [["AD", "2D", "3D", "4D", "5D", "6D", "AH", "2H", "3H", "4H", "5H", "8C", "KS",
               "2C", "3C"],
              ["AS", "2S", "3S", "4S", "5S", "8S", "9S", "10S", "JS", "9H", "10H", "JH",
               "4C", "5C", "9C"]],
    "stock": ["6S", "7S", "QS", "6H", "7H", "8H", "QH", "KH", "7D", "8D", "9D", "10D", "JD",
              "QD", "KD", "AC", "6C", "7C", "10C", "JC", "QC", "KC"],
}
STUCK_PLAY = ("play AD", "play 2D", "play 3D", "play 4D", "play 5D", "play 6D", "without",
              "play AH", "play 2H", "play 3H", "play 4H", "play 5H", "without", "play 8C")


@pytest.mark.parametrize("level", ["heuristic", "joueur", "maitre"])
def test_a_principal_hoc_takes_the_lead_when_stuck(level: str) -> None:
    # Seat 0 holds KS 2C 3C and the run needs a 9, which seat 1 holds: played as the 9,
    # the hoc gives seat 0 the lead and it goes out with 2C 3C; "without" hands the run
    # to seat 1.
    match = card_play(STUCK, STUCK_PLAY)
    assert match.to_act == 0
    assert sorted(map(str, match.legal())) == ["play KS as 9", "without"]
    bot = game_bot("hoc", level)
    action = bot.choose(match.observation(0), match.legal(), random.Random(1), SMALL)
    assert str(action) == "play KS as 9"


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_a_free_hold_is_never_given_up(level: str) -> None:
    match = new_match("hoc", 3, seed=2)
    match.start_deal(seed=2)
    match.apply("declare 3")
    bot = game_bot("hoc", level)
    for seed in range(5):
        action = bot.choose(match.observation(match.to_act), match.legal(),
                            random.Random(seed), SMALL)
        assert action.kind != "good"
