"""The coach's advice (``histcards.ai.advice``): it is the master bot's own decision, its
reasons fill exactly the fields their texts name, and it rates what the bot compared.
That it reads no hidden card is tested with the bots' (``tests/test_ai_fairness.py``)."""

from __future__ import annotations

import random
import string

import pytest

from histcards.ai import game_bot
from histcards.ai.advice import BEST_BY, COACH, MASTER, Advice, advise, declared_reasons
from histcards.ai.games import polignac
from histcards.cards import parse_card
from histcards.engine import GAMES, new_match
from tests.ai_positions import SMALL, position
from tests.test_ai_framework import positions


def fields_of(source: str) -> set[str]:
    """The named fields of a text."""
    return {name for _, name, _, _ in string.Formatter().parse(source) if name}


def check(advice: Advice, legal: list) -> None:
    assert advice.action in legal
    assert advice.reasons
    for said in advice.reasons:
        assert said.text.context == COACH
        assert fields_of(said.text.source) <= set(said.values()), said.text.source
    rated = [r.action for r in advice.rated]
    assert len(rated) == len(set(rated)) and set(rated) <= set(legal)
    if advice.rated:
        assert advice.rated[0].action == advice.action


@pytest.mark.parametrize("game", list(GAMES))
def test_the_advice_is_the_master_bots_decision_with_its_reasons(game: str) -> None:
    players = GAMES[game].info.usual_players
    for seed, match in enumerate(positions(game, players, {}, seed=4, count=6)):
        seat, legal = match.to_act, match.legal()
        seen = match.observation(seat)
        advice = advise(seen, legal, random.Random(seed), SMALL)
        check(advice, legal)
        chosen = game_bot(game, MASTER).choose(seen, legal, random.Random(seed), SMALL)
        assert advice.action == chosen


def test_every_declared_reason_is_a_coach_text_with_fields() -> None:
    reasons = list(declared_reasons())
    assert len(reasons) > 40
    assert all(text.context == COACH for text in reasons)


def test_a_search_rates_every_card_and_says_why_the_best_is_best() -> None:
    # Seat 0 leads the King of spades; seat 1 may slip the Polignac under it.
    match = position(
        "polignac",
        4,
        dealer=3,
        hands={0: "KS 9S 8S 7D 8D 9D 10D JD", 1: "JS 7S 8H 9H 10H JH QH KH"},
        actions=["pass", "pass", "pass", "pass", "play KS"],
    )
    advice = advise(match.observation(1), match.legal(), random.Random(0), SMALL)
    check(advice, list(match.legal()))
    assert str(advice.action) == "play JS"
    assert advice.reasons[0].text == polignac.DUCK_DUMP
    assert advice.reasons[0].values() == {
        "card": parse_card("JS"),
        "winning": parse_card("KS"),
        "cost": 0,
    }
    assert advice.worlds == SMALL.iterations
    assert [str(r.action) for r in advice.rated] == ["play JS", "play 7S"]
    assert advice.rated[0].value > advice.rated[1].value
    assert advice.reasons[1].text == BEST_BY
    assert advice.reasons[1].values()["other"] == parse_card("7S")


def test_a_single_legal_action_is_advised_without_thinking() -> None:
    match = new_match("homme", 3, seed=2)
    match.start_deal(seed=5)
    while len(match.legal()) > 1:
        match.apply(match.legal()[0])
    advice = advise(match.observation(match.to_act), match.legal(), random.Random(0), SMALL)
    assert advice.action == match.legal()[0] and advice.worlds == 0
