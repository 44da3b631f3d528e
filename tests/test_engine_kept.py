"""The engine's bounded caches (``histcards.engine.kept``): full, a cache empties itself;
``forget_kept`` empties those kept across matches and no other."""

from __future__ import annotations

from histcards.engine import new_match
from histcards.engine.actions import PLAYS
from histcards.engine.games import poch
from histcards.engine.kept import Kept, forget_kept, keep
from histcards.engine.legal import PLAIN_PLAYS


def test_a_full_cache_empties_before_it_keeps_more() -> None:
    cache: Kept[int, str] = Kept(3, across_matches=False)
    for key in range(3):
        assert cache.keep(key, str(key)) == str(key)
    assert dict(cache) == {0: "0", 1: "1", 2: "2"}
    cache.keep(3, "3")
    assert dict(cache) == {3: "3"}


def test_a_plain_dict_kept_in_is_bounded_the_same_way() -> None:
    cache: dict[int, str] = {}
    for key in range(3):
        assert keep(cache, key, str(key), 3) == str(key)
    keep(cache, 3, "3", 3)
    assert cache == {3: "3"}


def test_forget_kept_empties_the_caches_kept_across_matches_only() -> None:
    shared: Kept[str, int] = Kept(10)
    own: Kept[str, int] = Kept(10, across_matches=False)
    shared.keep("a", 1)
    own.keep("a", 1)
    match = new_match("poch", 4, seed=5)
    match.start_deal(seed=5)
    assert poch.seat_antes.cache_info().currsize > 0
    forget_kept()
    assert not shared and own == {"a": 1}
    assert poch.seat_antes.cache_info().currsize == 0
    assert match.legal()  # a match in progress plays on
    assert PLAIN_PLAYS.of(0b1011) == (PLAYS[0], PLAYS[1], PLAYS[3])  # its tables refilled
