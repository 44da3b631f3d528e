"""Fuzzing ``histcards replay`` and Game → Open (issue 20): valid records of every game,
mutated in their types, values, structure, sizes and encodings. Every input ends in exit
status 2 with one short line on stderr, or in a successful replay printing the state;
never a traceback; opening the same file in the window either gives a match to play on
or a problem to tell. A mutation known to make a record invalid must be refused, one
known to keep it valid must replay.

The suite runs a modest number of inputs; the big run sets the number (and runs one in
fifty through a real ``histcards replay`` process) and also requires each input to take
under 2 s of CPU time::

    HISTCARDS_FUZZ_EXAMPLES=5000 python -m pytest tests/test_fuzz_records.py \\
        --hypothesis-show-statistics -p no:randomly
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from histcards.app.records import RecordFileError, read_record
from histcards.cli import MAX_MESSAGE, replay_command
from histcards.engine import GAMES, new_match
from histcards.engine.invariants import ACTION_VOCABULARY
from histcards.engine.options import Option

BIG_RUN = int(os.environ.get("HISTCARDS_FUZZ_EXAMPLES", "0"))
EXAMPLES = BIG_RUN or 150
MAX_CPU_SECONDS = 2.0
NAMES = ("Zoé", "Blaise", "César", "Ève", "Ulrich", "Ysolde")
REFUSED, ACCEPTED, EITHER = "refused", "accepted", "either"

Record = dict[str, Any]
Mutation = tuple[str | bytes, str]
"""The bytes or text of a file, and what replaying it must do."""


@cache
def base_records() -> tuple[Record, ...]:
    """Valid records of every game: some decisions into a match dealt from seeds, and
    one whose first deal is an explicit layout."""
    records = []
    for index, game in enumerate(sorted(GAMES)):
        for players in GAMES[game].info.players[:2]:
            rng = random.Random(index * 10 + players)
            match = new_match(game, players, seed=rng.getrandbits(32),
                              names=NAMES[:players])
            for _ in range(rng.randrange(1, 60)):
                if match.over:
                    break
                if match.to_act is None:
                    match.start_deal()
                else:
                    match.apply(rng.choice(match.legal()))
            records.append(match.to_record())
        layout = new_match(game, GAMES[game].info.players[0], seed=index)
        layout.start_deal(layout=layout.game.deal_from_pack(
            layout, 0, sorted(layout.game.pack(layout.players, layout.options))), dealer=0)
        records.append(layout.to_record())
    return tuple(json.loads(json.dumps(r)) for r in records)


# --- paths in a JSON value --------------------------------------------------------------

Path_ = tuple[str | int, ...]


def paths(value: Any, prefix: Path_ = ()) -> list[Path_]:
    """Every path to a value inside ``value`` (the root included)."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def get(value: Any, path: Path_) -> Any:
    for step in path:
        value = value[step]
    return value


def replaced(value: Any, path: Path_, new: Any) -> Any:
    """A copy of ``value`` with the value at ``path`` replaced by ``new``."""
    if not path:
        return new
    copy = json.loads(json.dumps(value))
    get(copy, path[:-1])[path[-1]] = new
    return copy


def text(record: Any) -> str:
    return json.dumps(record, ensure_ascii=False)


# --- mutations: each draws what it changes and says what replaying must do --------------

def wrong_field(data: st.DataObject, record: Record) -> Mutation:
    """A field of the record given a value its schema refuses."""
    players = record["players"]
    first_deal = ("deals", 0) if record.get("deals") else None
    choices: list[tuple[Path_, list[Any]]] = [
        (("players",), ["4", 4.5, True, None, [], {}, -1, 0, 17, 10**6]),
        (("seed",), ["1", 1.5, True, -1, 2**64, [], None]),
        (("names",), ["Anne", [1], [None], {}, 5, ["a\nb"] * players, ["x" * 65] * players]),
        (("teams",), [4, {"a": 1}, "ab", [["x"]], [[0], [0]], [[0, 9]], [[0, 99]], [[]],
                      [[True]], [[0.5]]]),
        (("options",), [[], "x", 5, {"": 1}, {"no_such_option": 1}]),
        (("start",), [[], "x", 5, {"scores": "x"}, {"scores": [10**7] * players},
                      {"banks": [1.5] * players}, {"pools": {"x": -1}}, {"carry": [1]},
                      {"other": 1}, {"scores": [0] * (players + 1)}]),
        (("deals",), [{}, "x", 5, [5], [None], [[]]]),
        (("format",), ["histcards-record/2", None, 1]),
        (("game",), ["bridge", "", 5, None, "x" * 33]),
    ]
    if first_deal:
        choices += [
            ((*first_deal, "dealer"), ["0", -1, 1.5, 16, True, players]),
            ((*first_deal, "actions"), ["play KH", [1], [None], [""], ["x" * 121], [[]],
                                        ["play\tKH"]]),
            ((*first_deal, "surprise"), [1]),
        ]
    path, values = data.draw(st.sampled_from(choices))
    return text(replaced(record, path, data.draw(st.sampled_from(values)))), REFUSED


def refused_values(option: Option) -> list[Any]:
    """Values an option's declaration refuses: the wrong type (a float for a whole number
    or a numeric choice, a number for a flag, null), a choice that does not exist, a whole
    number beyond its bounds."""
    values: list[Any] = [None, [option.default], {"a": option.default}]
    if option.kind == "bool":
        values += [0, 1, "true"]
    elif option.kind == "choice":
        others = ["3_2_3", "2_3", "no such value", 10**6 + 7]  # another game's packets
        values += [v for v in others if v not in option.values]
        values += [float(v) for v in option.values if isinstance(v, int)
                   and not isinstance(v, bool)]
    elif option.kind == "int":
        values += [float(option.minimum or 0), "20", True]
        values += [bound for bound in (option.minimum - 1 if option.minimum is not None
                                       else None,
                                       option.maximum + 1 if option.maximum is not None
                                       else None) if bound is not None]
    return values


def bad_option(data: st.DataObject, record: Record) -> Mutation:
    """An option given a value its declaration refuses (``engine/options.py``), or a start
    the game cannot have: ``teams`` for a game without partnerships, a carried value for a
    game that carries none, Hoc's doubling beyond its bound."""
    info = GAMES[record["game"]].info
    kinds = ["option", "teams", "carry"]
    kind = data.draw(st.sampled_from(kinds))
    if kind == "option":
        option = data.draw(st.sampled_from(info.options))
        value = data.draw(st.sampled_from(refused_values(option)))
        return text(record | {"options": record["options"] | {option.key: value}}), REFUSED
    if kind == "teams":
        if info.partnerships:
            teams = data.draw(st.sampled_from([[[0, 5]], [[0], [0]], [[0, 1, 2, 3, 4]]]))
        else:
            teams = data.draw(st.sampled_from([[[0], [1]], [[0, 1]], []]))
        return text(record | {"teams": teams}), REFUSED
    start = dict(record.get("start") or {})
    if info.carry:
        carry = {"double": data.draw(st.sampled_from([10**9, 10**30, -1, 1.5, "x", None]))}
    else:
        carry = {"double": 1}
    return text(record | {"start": start | {"carry": carry}}), REFUSED


def missing_field(data: st.DataObject, record: Record) -> Mutation:
    field = data.draw(st.sampled_from(["format", "game", "players"]))
    return text({k: v for k, v in record.items() if k != field}), REFUSED


def nested(data: st.DataObject, record: Record) -> Mutation:
    """A value wrapped in arrays or objects, from one level to thousands."""
    path = data.draw(st.sampled_from(paths(record)))
    depth = data.draw(st.one_of(st.integers(1, 20), st.integers(900, 3000)))
    opening, closing = data.draw(st.sampled_from([("[", "]"), ('{"a": ', "}")]))
    marker = "\u2063MARK\u2063"
    body = text(replaced(record, path, marker))
    inner = text(get(record, path))
    return body.replace(json.dumps(marker, ensure_ascii=False),
                        opening * depth + inner + closing * depth), REFUSED


def long_text(data: st.DataObject, record: Record) -> Mutation:
    """A text of the record made thousands to millions of characters long."""
    texts = [p for p in paths(record) if isinstance(get(record, p), str)]
    path = data.draw(st.sampled_from(texts))
    size = data.draw(st.sampled_from([1_000, 100_000, 3_000_000]))
    filler = data.draw(st.sampled_from(["x", "é", "\x1b[2J", "🂡"]))
    return text(replaced(record, path, filler * size)), REFUSED


def many_items(data: st.DataObject, record: Record) -> Mutation:
    """A list of the record made longer than its schema allows."""
    which = data.draw(st.sampled_from(["names", "deals", "actions"]))
    if which == "names":
        return text(record | {"names": ["N"] * 17}), REFUSED
    deal = record["deals"][0] if record.get("deals") else {"seed": 1}
    if which == "deals":
        return text(record | {"deals": [deal] * 5_001}), REFUSED
    return text(record | {"deals": [deal | {"actions": ["pass"] * 20_001}]}), REFUSED


def bad_number(data: st.DataObject, record: Record) -> Mutation:
    """A number written as JSON cannot have it, or beyond every limit."""
    literal = data.draw(st.sampled_from(["1e999", "NaN", "-Infinity", "9" * 5_000,
                                         "0x10", "1" * 45, "-" + "7" * 4_400]))
    return text(record | {"seed": "MARK"}).replace('"MARK"', literal), REFUSED


def bad_encoding(data: st.DataObject, record: Record) -> Mutation:
    """The file's bytes in another encoding or damaged."""
    body = text(record)
    kind = data.draw(st.sampled_from(["utf16", "byte", "surrogate", "control", "truncated",
                                      "trailing", "bom", "ascii", "latin1"]))
    if kind == "utf16":
        return body.encode("utf-16"), REFUSED
    if kind == "byte":
        at = data.draw(st.integers(0, len(body)))
        raw = body.encode()
        return raw[:at] + b"\xff" + raw[at:], REFUSED
    if kind == "surrogate":
        return json.dumps(record | {"names": ["\ud800"] * record["players"]}), REFUSED
    if kind == "control":
        return text(record | {"names": ["a\u0007"] * record["players"]}), REFUSED
    if kind == "truncated":
        return body[:data.draw(st.integers(0, len(body) - 2))], REFUSED
    if kind == "trailing":
        return body + data.draw(st.sampled_from(["x", "{}", "]", "\x00"])), REFUSED
    if kind == "bom":
        return b"\xef\xbb\xbf" + body.encode(), ACCEPTED
    if kind == "ascii":
        return json.dumps(record, ensure_ascii=True), ACCEPTED
    return body.encode("latin-1", "replace"), EITHER


def other_action(data: st.DataObject, record: Record) -> Mutation:
    """A decision replaced by another action, or the list cut short (a valid prefix)."""
    played = [(d, i) for d, deal in enumerate(record.get("deals", []))
              for i in range(len(deal.get("actions", [])))]
    if not played:
        return text(record), ACCEPTED
    deal, index = data.draw(st.sampled_from(played))
    if data.draw(st.booleans()):
        cut = json.loads(text(record))
        cut["deals"] = cut["deals"][:deal + 1]
        cut["deals"][deal]["actions"] = cut["deals"][deal]["actions"][:index]
        return text(cut), ACCEPTED
    action = data.draw(st.sampled_from([*ACTION_VOCABULARY, "dance", "bet 99999999999"]))
    return text(replaced(record, ("deals", deal, "actions", index), action)), EITHER


def json_containers(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Short lists and small objects of ``inner`` values."""
    return st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                         max_size=4)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                    | st.text(max_size=20), json_containers, max_leaves=12)


def any_value(data: st.DataObject, record: Record) -> Mutation:
    """Any JSON value anywhere: the replay may go either way, but never crash."""
    path = data.draw(st.sampled_from(paths(record)))
    return text(replaced(record, path, data.draw(JSON))), EITHER


MUTATIONS: tuple[Callable[[st.DataObject, Record], Mutation], ...] = (
    wrong_field, bad_option, missing_field, nested, long_text, many_items, bad_number, bad_encoding,
    other_action, any_value)


# --- running a replay --------------------------------------------------------------------

def write(folder: Path, content: str | bytes) -> Path:
    path = folder / "record.json"
    path.write_bytes(content if isinstance(content, bytes)
                     else content.encode("utf-8", "surrogatepass"))
    return path


def replay_in_process(folder: Path, content: str | bytes) -> tuple[int, str, str, float]:
    """``histcards replay`` on a file holding ``content``, in this process: the status,
    stdout, stderr and the CPU time it took."""
    path = write(folder, content)
    out, err = io.TextIOWrapper(io.BytesIO(), "utf-8"), io.TextIOWrapper(io.BytesIO(), "utf-8")
    start = time.process_time()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = replay_command(str(path))
    seconds = time.process_time() - start
    return status, _written(out), _written(err), seconds


def _written(stream: io.TextIOWrapper) -> str:
    stream.flush()
    return stream.buffer.getvalue().decode("utf-8")


def check_outcome(status: int, out: str, err: str, expected: str) -> None:
    """Exit 0 with the state, or exit 2 with one short line; as ``expected`` says."""
    assert "Traceback" not in err and "Traceback" not in out
    assert status in (0, 2), (status, err)
    if status == 0:
        assert err == ""
        assert json.loads(out)["game"] in GAMES
        assert expected != REFUSED, "an invalid record was accepted"
    else:
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("histcards replay: "), err
        assert len(lines[0]) <= MAX_MESSAGE + 30
        if out:
            assert json.loads(out)["game"] in GAMES, "the state before an illegal action"
        assert expected != ACCEPTED, f"a valid record was refused: {lines[0]}"


@settings(max_examples=EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_mutated_records_are_replayed_or_refused_in_one_line(data: st.DataObject) -> None:
    record = data.draw(st.sampled_from(base_records()))
    mutate = data.draw(st.sampled_from(MUTATIONS))
    content, expected = mutate(data, record)
    with tempfile.TemporaryDirectory() as folder:
        status, out, err, seconds = replay_in_process(Path(folder), content)
        check_outcome(status, out, err, expected)
        if BIG_RUN:
            assert seconds < MAX_CPU_SECONDS, f"{mutate.__name__} took {seconds:.1f} s"
        try:
            read_record(write(Path(folder), content))
        except RecordFileError as refused:
            assert status == 2 and refused.problem.text, "Open refuses what replay refuses"
        else:
            assert status == 0, "Open accepts what replay accepts"


def test_every_base_record_replays() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for record in base_records():
            check_outcome(*replay_in_process(Path(folder), text(record))[:3], ACCEPTED)


@settings(max_examples=max(6, BIG_RUN // 50), deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_mutated_records_through_the_real_command(data: st.DataObject) -> None:
    record = data.draw(st.sampled_from(base_records()))
    mutate = data.draw(st.sampled_from(MUTATIONS))
    content, expected = mutate(data, record)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "record.json"
        path.write_bytes(content if isinstance(content, bytes)
                         else content.encode("utf-8", "surrogatepass"))
        result = subprocess.run([sys.executable, "-m", "histcards", "replay", str(path)],
                                capture_output=True, timeout=120)
    check_outcome(result.returncode, result.stdout.decode(), result.stderr.decode(), expected)
