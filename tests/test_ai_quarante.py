"""Quarante de Roi bots: no obvious blunders in hand-built positions, legal and
reproducible."""

from __future__ import annotations

from tests.ai_positions import bot_games, choices, position

TEAMS = [[0, 2], [1, 3]]


def test_last_player_takes_the_points_it_can() -> None:
    match = position("quarante", 4, dealer=3, teams=TEAMS, turnup="7S", hands={
        0: "QD 7H 8H 9H 10H AH 8C 9C", 1: "7D 10C AC JC 8S 9S 10S AS",
        2: "8D KH QH JH JS QS KS 7C", 3: "KD 9D 10D AD KC QC JD"},
        actions=("play QD", "play 7D", "play 8D"))
    assert set(choices(match).values()) == {"play KD"}


def test_keeps_its_king_out_of_a_trick_the_opponents_have_trumped() -> None:
    match = position("quarante", 4, dealer=3, teams=TEAMS, turnup="7S", hands={
        0: "AH 8H 9H 10H 7D 8D 9D 10D", 1: "JH QH AD JD QD KD 8S 9S",
        2: "10S 7C 8C 9C 10C AC JC QC", 3: "KH 7H AS JS QS KS KC"},
        actions=("play AH", "play JH", "play 10S"))
    assert {c.removesuffix(" clique") for c in choices(match).values()} == {"play 7H"}


def test_announces_a_clique_nobody_has_beaten() -> None:
    match = position("quarante", 4, dealer=3, teams=TEAMS, turnup="7S", hands={
        0: "KH KD KC 7H 8H 9H 10H AH"})
    for level, choice in choices(match).items():
        assert choice.endswith(" clique"), level


def test_bots_play_legal_reproducible_deals() -> None:
    assert bot_games("quarante", 4, seed=5) == bot_games("quarante", 4, seed=5)


def test_never_announces_when_the_option_says_never() -> None:
    match = position("quarante", 4, dealer=3, teams=TEAMS, turnup="7S",
                     options={"ai_declares_cliques": "never"},
                     hands={0: "KH KD KC 7H 8H 9H 10H AH"})
    for level, choice in choices(match).items():
        assert not choice.endswith(" clique"), level
