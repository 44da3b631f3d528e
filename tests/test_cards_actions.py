"""Card notation and action texts (architecture §9.1, §9.2)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from histcards.cards import (
    CARD_NAMES,
    KING_HIGH_ORDER,
    PACK_28,
    PACK_36,
    PIQUET_PACK,
    TRIOMPHE_ORDER,
    parse_card,
)
from histcards.engine.actions import Action


def test_card_notation_round_trips_and_accepts_variants() -> None:
    assert [parse_card(n) for n in CARD_NAMES] == list(range(52))
    assert parse_card("th") == parse_card("10H") == parse_card(" 10h ")
    assert CARD_NAMES[parse_card("ac")] == "AC"
    for bad in ("11H", "KX", "", "Q"):
        with pytest.raises(ValueError, match="not a"):
            parse_card(bad)


def test_pack_sizes() -> None:
    assert (len(PIQUET_PACK), len(PACK_28), len(PACK_36)) == (32, 28, 36)


def test_rank_orders() -> None:
    power = TRIOMPHE_ORDER.power
    assert power[parse_card("JS")] > power[parse_card("AS")] > power[parse_card("10S")]
    assert KING_HIGH_ORDER.power[parse_card("2C")] > KING_HIGH_ORDER.power[parse_card("AC")]


@pytest.mark.parametrize("text", [
    "play JS", "play 10H clique", "play KH as 5", "discard 7D 8C", "show KH", "bet 3",
    "raise 2", "raise 2 quart K", "declare 5", "declare brelan J", "raise 1 tierce 10",
    "capot", "general", "pass", "turn", "accept", "call", "fold", "allin", "hold", "good",
    "without",
])
def test_canonical_actions_round_trip(text: str) -> None:
    assert str(Action.parse(text)) == text


@pytest.mark.parametrize(("text", "canonical"), [
    ("PLAY th", "play 10H"), ("discard 8C 7D", "discard 7D 8C"), ("play kh AS 5", "play KH as 5"),
    ("declare Quart k", "declare quart K"), ("Pass", "pass")])
def test_accepted_forms_become_canonical(text: str, canonical: str) -> None:
    assert str(Action.parse(text)) == canonical


@pytest.mark.parametrize("text", ["", "dance", "play", "bet x", "pass now", "declare sixte K",
                                  "play KH backwards"])
def test_malformed_actions_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Action.parse(text)


@given(st.sampled_from(CARD_NAMES), st.integers(1, 13))
def test_wild_plays_round_trip(card: str, rank: int) -> None:
    action = Action("play", (parse_card(card),), as_rank=rank)
    assert Action.parse(str(action)) == action
