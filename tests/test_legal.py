"""The engine's speed pieces behave exactly like what they replace: ``Legal`` like the
tuple of its actions, ``CardActions`` like ``play C`` card by card, ``History`` like a
list, ``shuffled`` and ``shuffle`` like ``random.shuffle``, ``deal_in_packets`` like
dealing packet by packet, ``@value`` classes and ``Action`` like frozen dataclasses, and a
deal's ``Lines`` like the tuple ``deal_lines`` makes."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from histcards.cards import cards_in, shuffle, shuffled
from histcards.engine import GAMES, new_match
from histcards.engine.actions import PASS, PLAYS, Action, bare
from histcards.engine.events import DealEnd, Lines, Payment, PoolWon, deal_lines
from histcards.engine.game import deal_in_packets
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
    assert None not in NOTHING  # nothing read from it yet


@given(st.lists(st.one_of(fixed_parts, amount_parts), min_size=1, max_size=4), st.data())
def test_an_action_read_from_a_list_is_in_it_and_others_still_are_not(
    parts: list, data: st.DataObject
) -> None:
    legal = Legal(*parts)
    if not legal:
        return
    read = legal[data.draw(st.integers(0, len(legal) - 1))]
    assert read in legal and None not in legal
    assert Action("raise", amount=99, claim="quart K") not in legal


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


@given(
    st.integers(2, 8),
    st.integers(0, 7),
    st.lists(st.integers(1, 4), min_size=1, max_size=4),
    st.integers(0, 6),
)
def test_deal_in_packets_deals_packet_by_packet(
    players: int, dealer: int, packets: list[int], extra: int
) -> None:
    dealer %= players
    size = players * sum(packets) + extra
    pack = [(card * 7) % 52 for card in range(size)]  # any order of distinct cards
    expected: list[list[int]] = [[] for _ in range(players)]
    position = 0
    for packet in packets:
        for offset in range(1, players + 1):
            expected[(dealer + offset) % players] += pack[position : position + packet]
            position += packet
    hands, rest = deal_in_packets(pack, players, dealer, packets)
    assert hands == tuple(map(tuple, expected)) and rest == tuple(pack[position:])


# --- values stored in tuples ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlainPayment:
    """The frozen dataclass ``Payment`` would be without ``@value``."""

    payer: int
    payee: int
    amount: int = 0
    reason: str = ""
    owed: int | None = None
    card: str | None = None
    cards_left: int | None = None
    combinations: tuple[str, ...] | None = None


payments = st.builds(
    Payment,
    st.integers(0, 3),
    st.integers(0, 3),
    st.integers(-5, 5),
    st.sampled_from(["stop", "hoc"]),
    st.none() | st.integers(0, 9),
    st.none() | st.sampled_from(["AS", "10H"]),
    st.none() | st.integers(),
    st.none() | st.just(("quart K",)),
)


@given(payments, payments)
def test_value_classes_are_frozen_dataclasses_stored_in_tuples(
    payment: Payment, other: Payment
) -> None:
    plain = PlainPayment(*dataclasses.astuple(payment))
    assert dataclasses.is_dataclass(payment) and Payment.__dataclass_params__.frozen
    assert [f.name for f in dataclasses.fields(payment)] == [
        f.name for f in dataclasses.fields(plain)
    ]
    assert hash(payment) == hash(plain)  # the fields' tuple's hash, as a frozen dataclass's
    assert repr(payment) == repr(plain).replace("PlainPayment", "Payment")
    assert (payment == other) == (dataclasses.astuple(payment) == dataclasses.astuple(other))
    assert (payment != other) == (plain != PlainPayment(*dataclasses.astuple(other)))
    assert payment == Payment(**dataclasses.asdict(payment))
    fields = payment.fields_tuple()
    assert (payment == fields) is False and (fields == payment) is False and payment != fields
    assert payment != PoolWon("poch", 0, 1, "betting")
    for copied in (copy.copy(payment), copy.deepcopy(payment), pickle.loads(pickle.dumps(payment))):
        assert copied == payment and type(copied) is Payment
    assert dataclasses.replace(payment, amount=7).amount == 7
    for name in ("amount", "invented"):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(payment, name, 1)
        with pytest.raises(dataclasses.FrozenInstanceError):
            delattr(payment, name)
    with pytest.raises(TypeError):
        payment < other  # noqa: B015 — values have no order, as frozen dataclasses


@dataclass(frozen=True, slots=True)
class PlainAction:
    """``Action`` with the equality and hash its dataclass would generate."""

    kind: str
    cards: tuple[int, ...] = ()
    amount: int | None = None
    claim: str | None = None
    as_rank: int | None = None
    clique: bool = False


actions = st.builds(
    Action,
    st.sampled_from(["play", "raise", "bet", "pass"]),
    st.lists(st.integers(0, 3), max_size=2).map(tuple),
    st.none() | st.integers(0, 2),
    st.none() | st.sampled_from(["5", "6"]),
    st.none() | st.integers(1, 2),
    st.booleans(),
)


@given(actions, actions)
def test_actions_compare_and_hash_as_their_dataclass_would(first: Action, second: Action) -> None:
    def plain(action: Action) -> PlainAction:
        return PlainAction(
            action.kind, action.cards, action.amount, action.claim, action.as_rank, action.clique
        )

    assert (first == second) == (plain(first) == plain(second)) == (str(first) == str(second))
    assert (first != second) == (plain(first) != plain(second))
    assert hash(first) == hash(plain(first))  # sets of actions iterate as they always did
    assert first != plain(first) and first != str(first)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_deals_lines_are_worked_out_when_read_as_deal_lines_makes_them(game: str) -> None:
    match = new_match(game, GAMES[game].info.usual_players, seed=4)
    rng = random.Random(6)
    ends = []
    while len(ends) < 3 and not match.over:
        start = len(match.events)
        match.start_deal(seed=rng.getrandbits(32))
        while match.to_act is not None:
            match.apply(rng.choice(match.legal()))
        end = next(e for e in match.events[start:] if isinstance(e, DealEnd))
        ends.append((end, match.events[start : match.events.index(end)]))
    chips = GAMES[game].info.score.in_chips
    for end, events in ends:
        eager = deal_lines(events, chips)
        assert isinstance(end.lines, Lines) and end.lines == eager and eager == end.lines
        assert tuple(end.lines) == eager and len(end.lines) == len(eager)
        assert hash(end.lines) == hash(eager) and end == dataclasses.replace(end, lines=eager)
        assert end.to_json()["lines"] == [line.to_json() for line in eager]
