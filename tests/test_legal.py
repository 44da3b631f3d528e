"""The engine's speed pieces behave exactly like what they replace: ``Legal`` like the
tuple of its actions, ``CardActions`` like ``play C`` card by card, ``History`` like a
list, ``shuffled`` and ``shuffle`` like ``random.shuffle``."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from histcards.cards import cards_in, shuffle, shuffled
from histcards.engine.actions import PASS, PLAYS, Action, bare
from histcards.engine.history import History
from histcards.engine.legal import NOTHING, PLAIN_PLAYS, Amounts, CardActions, Fixed, Legal

CLAIMS = ("5", "6", "7", "tierce 5", "quart K")
MADE = tuple(tuple(Action("raise", amount=n, claim=c) for c in CLAIMS) for n in range(4))
"""Raises built in advance for the amounts 0 to 3, as a game keeps them."""


def expanded(part: Fixed | Amounts) -> list[Action]:
    """What a part stands for, written out the plain way."""
    if isinstance(part, Fixed):
        return list(part.items)
    claims = [part.claims[i] for i in part.span] if part.span is not None else [None]
    if part.amounts is None:
        return [Action(part.kind, claim=c) for c in claims]
    return [Action(part.kind, amount=n, claim=c) for n in part.amounts for c in claims]


fixed_parts = st.lists(
    st.sampled_from([PASS, bare("hold"), bare("good"), PLAYS[3]]), max_size=3, unique=True
).map(Fixed)
amount_ranges = st.tuples(st.integers(0, 8), st.integers(0, 8)).map(lambda ab: range(*ab))
claim_spans = st.tuples(st.integers(0, 5), st.integers(0, 5)).map(lambda ab: range(*ab))
amount_parts = st.one_of(
    st.builds(
        lambda r: Amounts("bet", r, made=tuple(Action("bet", amount=n) for n in range(3))),
        amount_ranges,
    ),
    st.builds(lambda r, s: Amounts("raise", r, CLAIMS, s, made=MADE), amount_ranges, claim_spans),
    st.builds(lambda s: Amounts("declare", None, CLAIMS, s), claim_spans),
)


@given(st.lists(st.one_of(fixed_parts, amount_parts), max_size=4))
def test_legal_reads_like_the_tuple_of_its_actions(parts: list) -> None:
    legal = Legal(*parts)
    plain = tuple(a for part in parts for a in expanded(part))
    assert len(legal) == len(plain) and tuple(legal) == plain
    assert legal == plain and legal == list(plain) and list(plain) == legal
    assert [legal[i] for i in range(-len(plain), len(plain))] == list(plain + plain)
    assert legal[1:3] == list(plain[1:3]) and legal[::-1] == list(plain[::-1])
    for bad in (len(plain), -len(plain) - 1):
        with pytest.raises(IndexError):
            legal[bad]
    others = [
        Action(k, amount=n, claim=c)
        for k in ("bet", "raise", "declare")
        for n in (None, *range(-1, 10))
        for c in (None, *CLAIMS, "8")
    ]
    for action in [*plain, *others, PASS, bare("fold"), PLAYS[3], PLAYS[4]]:
        assert (action in legal) == (action in plain), action
    assert "pass" not in legal and hash(legal) == hash(plain)


def test_nothing_is_empty_and_equals_an_empty_list() -> None:
    assert len(NOTHING) == 0 and NOTHING == [] and NOTHING == () and PASS not in NOTHING


@given(st.integers(0, 2**52 - 1))
def test_card_actions_are_each_card_in_order(mask: int) -> None:
    assert PLAIN_PLAYS.of(mask) == tuple(PLAYS[c] for c in cards_in(mask))
    clique = tuple(Action("play", (c,), clique=True) for c in range(52))
    both = CardActions(PLAYS, clique)
    assert both.of(mask) == tuple(a for c in cards_in(mask) for a in (PLAYS[c], clique[c]))


@given(st.lists(st.lists(st.integers(), max_size=4), max_size=5), st.data())
def test_history_reads_like_a_list_and_copies_share_what_is_closed(
    batches: list[list[int]], data: st.DataObject
) -> None:
    history: History[int] = History()
    plain: list[int] = []
    for batch in batches:
        history.extend(batch)
        plain.extend(batch)
        if data.draw(st.booleans()):
            history.close()
    assert history == plain and list(history) == plain and len(history) == len(plain)
    assert [history[i] for i in range(-len(plain), len(plain))] == plain + plain
    start = data.draw(st.integers(0, len(plain)))
    assert history[start:] == plain[start:] and history[::2] == plain[::2]
    twin = history.copy()
    twin.append(99)
    assert history == plain and twin == [*plain, 99]
    twin.replace_last(7)
    assert twin[-1] == 7 and history == plain


@pytest.mark.parametrize("size", [0, 1, 2, 30, 32, 36, 52])
def test_shuffled_is_random_shuffle(size: int) -> None:
    for seed in [0, 1, 7, 2**32 - 1, 2**48 + 5, 2**64 - 1, *range(100, 400)]:
        expected = list(range(size))
        random.Random(seed).shuffle(expected)
        assert shuffled(range(size), seed) == expected
        rng, twin = random.Random(seed), random.Random(seed)
        mixed, expected = list(range(size)), list(range(size))
        shuffle(mixed, rng.getrandbits)
        twin.shuffle(expected)
        assert mixed == expected and rng.random() == twin.random()
