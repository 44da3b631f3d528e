"""Polignac bots: no obvious blunders in hand-built positions, legal and reproducible."""

from __future__ import annotations

from tests.ai_positions import bot_games, choices, position

PASSES = ("pass",) * 4


def test_ducks_under_the_jack_of_spades() -> None:
    match = position("polignac", 4, dealer=3, hands={
        0: "9S 7H 8H 9H 10H AH 7D 8D", 1: "JS 7C 8C 9C 10C AC 9D 10D",
        2: "KS 8S QH KH QD KD QC KC"}, actions=(*PASSES, "play 9S", "play JS"))
    assert set(choices(match).values()) == {"play 8S"}


def test_sheds_the_jack_of_spades_when_void() -> None:
    match = position("polignac", 4, dealer=3, hands={
        0: "7D 8D 9D 10D AD 9H 10H AH", 1: "JS 7C 8C 9C 10C AC 7H 8H"},
        actions=(*PASSES, "play 7D"))
    assert set(choices(match).values()) == {"play JS"}


def test_wins_a_clean_trick_with_its_highest_card_when_last() -> None:
    match = position("polignac", 4, dealer=3, hands={
        0: "7H 8S 9S 10S AS 7D 8D 9D", 1: "8H 7C 8C 9C 10C AC 10D AD",
        2: "9H QS KS JD QD KD QC KC", 3: "KH 10H JH JC QH AH 7S JS"},
        actions=(*PASSES, "play 7H", "play 8H", "play 9H"))
    assert set(choices(match, ("heuristic", "maitre")).values()) == {"play KH"}


def test_declares_capot_only_when_sure() -> None:
    weak = position("polignac", 4, dealer=3, hands={0: "7S 8S 9S 7H 8H 7D 8D 7C"})
    assert set(choices(weak).values()) == {"pass"}
    sure = position("polignac", 4, dealer=3, hands={0: "KS QS KH QH KD QD KC QC"})
    assert set(choices(sure, ("heuristic", "joueur", "maitre")).values()) == {"capot"}


def test_dealer_discards_high_cards() -> None:
    match = position("polignac", 5, dealer=4, options={"leftover_method": "dealer_discard"},
                     hands={4: "KS KH 7S 7H 8S 8H JS JH"})
    assert choices(match, ("heuristic",)) == {"heuristic": "discard KS KH"}


def test_bots_play_legal_reproducible_deals() -> None:
    assert bot_games("polignac", 4, seed=5) == bot_games("polignac", 4, seed=5)
    bot_games("polignac", 5, seed=6)
