"""Typed events and what every game guarantees of them, checked by random play over every
game, player count and option variant (``tests.playout``): each deal's ``lines`` add up to
what the deal gave each seat, every event serialises to the JSON ``histcards replay``
prints and its ``type`` names its class, events and observations cannot be changed.

A new game gets all of this by registering in ``histcards.engine.games``; nothing here
names a game: what differs (chips, partnerships) is read from its declaration.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from histcards.engine import GAMES, Match, new_match
from histcards.engine.events import EVENT_KINDS, DealEnd, Event, Lines
from histcards.engine.options import thawed
from tests.playout import advance, all_configurations, config_id

CONFIGS = all_configurations()
DEALS_PER_MATCH = 5
GAME_PLAYERS = [(game, players) for game, players, options in CONFIGS if not options]
"""Every game with each player count it accepts with its default options."""


# --- random play, deal by deal ---------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class PlayedDeal:
    """A finished deal: its ``deal_end`` and the banks before its antes and after it."""

    end: DealEnd
    banks_before: tuple[int, ...] | None
    banks_after: tuple[int, ...] | None


def played_deals(match: Match, seed: int, max_deals: int) -> Iterator[PlayedDeal]:
    """Play ``match`` at random, yielding each deal as it ends (the match stands just after
    it), until the match is over or ``max_deals`` deals are done."""
    rng = random.Random(seed)
    done = 0
    while done < max_deals:
        before = len(match.events)
        if not advance(match, rng):
            return
        ended = [e for e in match.events[before:] if isinstance(e, DealEnd)]
        if ended:
            assert len(ended) == 1
            done += 1
            start_banks = match.deal_start.get("banks")
            yield PlayedDeal(ended[0], tuple(start_banks) if start_banks is not None else None,
                             tuple(match.ledger.banks) if match.ledger else None)


def per_seat(end: DealEnd, players: int, chips: bool) -> list[int]:
    """The deal's lines of one kind (chips or points) added up per seat."""
    totals = [0] * players
    for line in end.lines:
        if line.chips == chips:
            totals[line.seat] += line.amount
    return totals


# --- the lines of a deal ---------------------------------------------------------------


def check_deal_lines(match: Match, deal: PlayedDeal) -> None:
    """``deal_end`` reports the deal scores the match holds, and its lines tell exactly
    what the deal gave: in a game scored in chips the chips lines are the deal scores; with
    partnerships a team's lines add up to the team's deal score; otherwise each seat's
    point lines add up to its deal score. Where chips move, each seat's chips lines add up
    to its bank's change over the deal."""
    end, players = deal.end, match.players
    score = match.game.info.score
    assert end.deal == match.deal_index
    assert end.deal_scores == tuple(match.deal_scores)
    keys = [(ln.seat, ln.reason, ln.chips, ln.detail) for ln in end.lines]
    assert len(set(keys)) == len(keys), "one line per seat, reason and detail"
    assert all(0 <= ln.seat < players for ln in end.lines)
    points, chips = per_seat(end, players, False), per_seat(end, players, True)
    if score.in_chips:
        assert points == [0] * players
        assert chips == list(end.deal_scores)
    elif match.teams:
        for team in match.teams:
            assert {end.deal_scores[s] for s in team} == {end.deal_scores[team[0]]}
            assert sum(points[s] for s in team) == end.deal_scores[team[0]]
    else:
        assert points == list(end.deal_scores)
    if match.ledger is None:
        assert chips == [0] * players
    else:
        assert deal.banks_before is not None and deal.banks_after is not None
        change = [after - before for before, after in zip(deal.banks_before, deal.banks_after,
                                                          strict=True)]
        assert chips == change


def check_deal_worded(match: Match, end: DealEnd) -> None:
    """The declaration words the deal's outcome and every reason of its lines, so a summary
    of any game needs nothing but its declaration."""
    info = match.game.info
    assert info.term("outcome", end.outcome), f"no words for outcome {end.outcome!r}"
    for line in end.lines:
        assert any(info.term(kind, line.reason) for kind in ("line", "score", "payment")), \
            f"no words for the line {line.reason!r}"


@pytest.mark.parametrize("config", CONFIGS, ids=[config_id(c) for c in CONFIGS])
def test_deal_lines_add_up_to_the_deal(config: tuple[str, int, dict[str, Any]]) -> None:
    game, players, options = config
    match = new_match(game, players, options, seed=players + 29)
    finished = 0
    for deal in played_deals(match, seed=len(options) * 7 + players, max_deals=DEALS_PER_MATCH):
        check_deal_lines(match, deal)
        check_deal_worded(match, deal.end)
        finished += 1
    assert finished, "no deal was finished"


@pytest.mark.parametrize("game", list(GAMES))
@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_any_seed_deal_lines_add_up(game: str, seed: int, data: st.DataObject) -> None:
    players = data.draw(st.sampled_from([p for g, p in GAME_PLAYERS if g == game]))
    match = new_match(game, players, seed=seed)
    for deal in played_deals(match, seed, max_deals=3):
        check_deal_lines(match, deal)


# --- JSON ------------------------------------------------------------------------------


def random_match(game: str, players: int, seed: int = 11, deals: int = 3) -> Match:
    """A match of ``game`` played at random for a few deals (or to its end)."""
    match = new_match(game, players, seed=seed)
    for _ in played_deals(match, seed, max_deals=deals):
        pass
    return match


@pytest.mark.parametrize(("game", "players"), GAME_PLAYERS)
def test_events_serialise_to_json_and_name_their_kind(game: str, players: int) -> None:
    match = random_match(game, players, deals=12)
    assert match.events
    kinds = set()
    for event in match.events:
        assert isinstance(event, Event)
        data = event.to_json()
        assert json.loads(json.dumps(data)) == data
        assert EVENT_KINDS[data["type"]] is type(event)
        kinds.add(data["type"])
    assert {"deal", "deal_end"} <= kinds
    seen = match.observation(0).deal_events
    assert all(EVENT_KINDS[e.to_json()["type"]] is type(e) for e in seen)


def test_every_event_class_has_its_own_kind() -> None:
    """``EVENT_KINDS`` lists every kind of event under the ``type`` it prints, each a frozen
    dataclass."""
    assert {cls.kind for cls in _subclasses(Event)} == set(EVENT_KINDS)
    for kind, cls in EVENT_KINDS.items():
        assert kind and cls.kind == kind and issubclass(cls, Event)
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen


def _subclasses(cls: type) -> Iterator[type]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


# --- immutability ----------------------------------------------------------------------


def assert_immutable(value: Any, where: str) -> None:
    """``value`` and everything in it cannot be changed: frozen dataclasses, tuples,
    read-only mappings (writing to one raises) and plain values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for spec in dataclasses.fields(value):
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(value, spec.name, None)
            assert_immutable(getattr(value, spec.name), f"{where}.{spec.name}")
    elif isinstance(value, Mapping):
        with pytest.raises(TypeError):
            value["__new__"] = 1  # type: ignore[index]
        for key, item in value.items():
            if item is not None:
                with pytest.raises(TypeError):
                    value[key] = None  # type: ignore[index]
            assert_immutable(item, f"{where}[{key!r}]")
    elif isinstance(value, tuple | Lines):  # Lines: a deal's lines, worked out when read
        for index, item in enumerate(value):
            assert_immutable(item, f"{where}[{index}]")
        with pytest.raises(TypeError):
            value[0] = None  # type: ignore[index]
    else:
        assert value is None or isinstance(value, str | int | float), \
            f"{where} holds a mutable {type(value).__name__}"


@pytest.mark.parametrize(("game", "players"), GAME_PLAYERS)
def test_events_are_immutable(game: str, players: int) -> None:
    match = random_match(game, players, deals=2)
    for index, event in enumerate(match.events):
        assert_immutable(event, f"event {index} ({event.kind})")


@pytest.mark.parametrize(("game", "players"), GAME_PLAYERS)
def test_observations_are_immutable(game: str, players: int) -> None:
    """An observation's fields cannot be reassigned; its ``options`` and ``deal_start``
    cannot be changed, nested values included, and later play does not change them."""
    match = random_match(game, players, deals=1)
    if match.over:
        match = new_match(game, players, seed=3)
    if match.to_act is None:
        match.start_deal(seed=5)
    seen = match.observation(match.to_act)
    for spec in dataclasses.fields(seen):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(seen, spec.name, getattr(seen, spec.name))
    assert_immutable(seen.options, "options")
    assert_immutable(seen.deal_start, "deal_start")
    assert_immutable(seen.deal_events, "deal_events")
    options, start = thawed(seen.options), thawed(seen.deal_start)
    for _ in played_deals(match, seed=8, max_deals=2):
        pass
    assert thawed(seen.options) == options and thawed(seen.deal_start) == start


def test_nested_option_data_is_read_only() -> None:
    """Structured options (Quarante's clique table, Hoc's end table) reach observations
    read-only at every level."""
    cliques = new_match("quarante", 4, seed=1)
    cliques.start_deal()
    table = cliques.observation(0).options["clique_table"]
    with pytest.raises(TypeError):
        table["four"]["K"] = 100
    hoc = new_match("hoc", 3, {"end_table": list(range(100, 115))}, seed=1)
    hoc.start_deal()
    end_table = hoc.observation(0).options["end_table"]
    assert end_table == tuple(range(100, 115))
    with pytest.raises(TypeError):
        end_table[0] = 1
