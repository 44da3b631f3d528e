"""Deal records and ``histcards replay`` (architecture §9.4, §9.5)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from histcards.engine import Match, RecordError, new_match
from histcards.engine.events import FirstDealer, events_json
from tests.scenario import of_type, run_replay
from tests.test_polignac import SUITED

BASE = {
    "format": "histcards-record/1",
    "game": "polignac",
    "players": 4,
    "options": {"all_tricks_bid": "off"},
    "deals": [{"dealer": 3, "hands": [h.split() for h in SUITED], "stock": [],
               "actions": ["play JS", "play 7H", "play 7D", "play 7C"]}],
}


def with_deal(**changes: object) -> dict:
    return BASE | {"deals": [BASE["deals"][0] | changes]}


def test_replay_prints_the_state(tmp_path: Path) -> None:
    result = run_replay(tmp_path, BASE)
    assert result.returncode == 0, result.stderr
    state = json.loads(result.stdout)
    assert set(state) == {"game", "players", "deal_index", "dealer", "phase", "to_act", "legal",
                          "hands", "table", "deal_scores", "scores", "teams", "banks", "pools",
                          "events", "over", "winners"}
    assert state["to_act"] == 0 and state["phase"] == "play"
    assert state["table"]["tricks_won"] == [1, 0, 0, 0]
    assert state["hands"][1] == ["AH", "8H", "9H", "10H", "JH", "QH", "KH"]
    assert [e["type"] for e in state["events"]] == ["deal"] + ["play"] * 4 + ["trick"]
    assert state["events"][-1]["points"] == 2
    assert state["banks"] is None and state["teams"] is None


def test_multi_deal_record_ends_the_match(tmp_path: Path) -> None:
    """A seeded deal after an explicit one; start scores carried; the match ends."""
    record = BASE | {"start": {"scores": [0, 0, 0, 19]},
                     "deals": [BASE["deals"][0] | {"actions": []},
                               {"dealer": 0, "seed": 99, "actions": []}]}
    first = Match.from_record(record | {"deals": record["deals"][:1]})
    while first.to_act is not None:
        first.apply(first.legal()[0])
    record["deals"][0]["actions"] = first.to_record()["deals"][0]["actions"]
    second = Match.from_record(record)
    while second.to_act is not None:
        second.apply(second.legal()[-1])
    record["deals"][1]["actions"] = second.to_record()["deals"][1]["actions"]
    state = json.loads(run_replay(tmp_path, record).stdout)
    assert state["deal_index"] == 1 and state["dealer"] == 0
    assert state["scores"] == second.scores
    assert state["over"] == second.over
    assert state["to_act"] is None


@pytest.mark.parametrize(("record", "message"), [
    ("{not json", "not valid JSON"),
    ({"format": "other"}, "format"),
    (BASE | {"game": "bridge"}, "unknown game 'bridge'"),
    (BASE | {"options": {"colour": "red"}}, "no option 'colour'"),
    (BASE | {"options": {"target": 7}}, "target takes one of"),
    (BASE | {"options": {"target": 20.0}}, "target takes one of 10, 15, 20, 30, 50, not 20.0"),
    (BASE | {"start": {"carry": {"double": 1}}}, "Polignac carries no 'double'"),
    (BASE | {"players": 2}, "3 to"),
    (BASE | {"surprise": 1}, "unknown field 'surprise'"),
    (with_deal(hands=[["KS"] * 8] + [h.split() for h in SUITED[1:]]), "deal 0: bad layout"),
    (with_deal(hands=[h.split() for h in SUITED[:3]]), "deal 0: bad layout"),
    (with_deal(hands=[h.split()[:7] for h in SUITED]), "deal 0: bad layout"),
    (with_deal(hands=[["XX"]]), "deal 0: bad layout"),
    (with_deal(actions=[1, 2]), "deal 0: 'actions[0]' must be an action"),
    (with_deal(seed=3), "either 'seed' or"),
    ({**BASE, "deals": [{"dealer": 0, "seed": 3, "stock": []}]}, "no 'stock'"),
    (with_deal(dealer=4), "deal 0: dealer must be a seat from 0 to 3"),
    (with_deal(actions=["play JS", "play 7H", "dance"]), "deal 0, action 2"),
])
def test_bad_records_exit_2_with_one_line(tmp_path: Path, record: object, message: str) -> None:
    result = run_replay(tmp_path, record)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0], result.stderr
    assert "Traceback" not in result.stderr


def test_illegal_action_prints_state_before_it(tmp_path: Path) -> None:
    record = with_deal(actions=["play JS", "play 7H", "play 7D", "play 7C", "play KH"])
    result = run_replay(tmp_path, record)
    assert result.returncode == 2
    assert result.stderr.strip() == ("histcards replay: deal 0, action 4: 'play KH': "
                                     "you do not hold that card")
    state = json.loads(result.stdout)
    assert state["to_act"] == 0 and len(state["hands"][0]) == 7


def test_deal_after_match_end_is_refused() -> None:
    record = BASE | {"start": {"scores": [0, 0, 0, 30]},
                     "deals": [BASE["deals"][0], {"seed": 1}]}
    record["deals"][0] = record["deals"][0] | {"actions": []}
    match = Match.from_record(record | {"deals": record["deals"][:1]})
    while match.to_act is not None:
        match.apply(match.legal()[0])
    record["deals"][0]["actions"] = match.to_record()["deals"][0]["actions"]
    with pytest.raises(RecordError, match="already over"):
        Match.from_record(record)


def test_record_round_trip_and_accepted_notation() -> None:
    """Input accepts T for ten and lower case; output is canonical."""
    record = with_deal(hands=[h.lower().replace("10", "t").split() for h in SUITED],
                       actions=["play js", "PLAY 7h", "play 7D", "play 7C"])
    match = Match.from_record(record)
    out = match.to_record()
    assert out["deals"][0]["hands"][0][4] == "10S"
    assert out["deals"][0]["actions"] == ["play JS", "play 7H", "play 7D", "play 7C"]
    assert Match.from_record(out).to_record() == out


def test_seeded_match_record_is_deterministic() -> None:
    match = new_match("polignac", 5, seed=42)
    match.start_deal()
    for _ in range(9):
        match.apply(match.legal()[-1])
    twin = Match.from_record(json.loads(json.dumps(match.to_record())))
    assert twin.hand(2) == match.hand(2) and twin.events == match.events


def test_first_deal_without_dealer_starts_with_seat_0() -> None:
    record = with_deal(actions=[])
    del record["deals"][0]["dealer"]
    match = Match.from_record(record)
    assert match.dealer == 0 and match.to_act == 1


def test_first_dealer_draw_is_reported_only_when_it_chose_the_dealer() -> None:
    """Architecture §4 (events tell what happened): the draw for first dealer held when a match
    is set up deals the first deal unless a record names another dealer; its ``draw`` /
    ``first_dealer`` events come just before the first deal when it decided, never when
    the record overrode it."""
    drawn = new_match("homme", 3, seed=5)
    first = drawn.dealer
    drawn.start_deal()
    kinds = [e["type"] for e in events_json(drawn.events)]
    assert kinds[:2] == ["draw", "first_dealer"] and kinds[2] == "deal"
    assert drawn.events[1] == FirstDealer(first) and first == drawn.dealer
    assert Match.from_record(drawn.to_record()).events == drawn.events
    other = new_match("homme", 3, seed=5)
    other.start_deal(seed=1, dealer=(first + 1) % 3)
    assert not of_type(other.events, "draw") and not of_type(other.events, "first_dealer")
