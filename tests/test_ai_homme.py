"""Homme d'Auvergne bots: no obvious blunders in hand-built positions, legal and
reproducible."""

from __future__ import annotations

from tests.ai_positions import bot_games, choices, position


def test_passes_a_hand_without_trumps_or_kings() -> None:
    match = position("homme", 4, dealer=3, stock="10S",
                     hands={0: "7C 8C 8D 9D 10D"}, actions=("turn",))
    assert set(choices(match).values()) == {"pass"}


def test_shows_the_king_then_plays_a_strong_hand() -> None:
    match = position("homme", 4, dealer=3, stock="8S",
                     hands={0: "KS QS JS AS KH"}, actions=("turn",))
    assert set(choices(match).values()) == {"show KS"}
    match.apply("show KS")
    assert set(choices(match).values()) == {"accept"}


def test_defender_takes_the_trick_from_the_man() -> None:
    match = position("homme", 4, dealer=3, stock="8S", hands={
        0: "7D 7H 8H 9H 10H", 1: "8D KS QS JS AS", 2: "7C 8C 9C 10C AC",
        3: "9D KC QC JC KH"},
        actions=("turn", "pass", "accept", "play 7D", "play 8D", "play 7C"))
    assert set(choices(match).values()) == {"play 9D"}


def test_bots_play_legal_reproducible_deals() -> None:
    assert bot_games("homme", 4, seed=5, deals=2) == bot_games("homme", 4, seed=5, deals=2)
    bot_games("homme", 2, seed=6, deals=2)
    bot_games("homme", 5, seed=7, deals=2)
