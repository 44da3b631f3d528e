"""Hostile records and odd files given to ``histcards replay`` (issue 20): every refusal
is exit status 2 with one short line on stderr, never a traceback, a hang or an echo of
the input; odd paths (FIFO, devices, folders) are refused without blocking; the output
survives a reader that stops early."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from histcards.checked_json import EXCERPT_CHARS, JsonError, excerpt, parse
from histcards.cli import MAX_MESSAGE, replay_command
from histcards.engine import GAMES, Match, RecordError
from histcards.engine.options import Option, thawed
from histcards.engine.record import MAX_AMOUNT, parse_record

BASE = {"format": "histcards-record/1", "game": "polignac", "players": 4,
        "deals": [{"seed": 1, "actions": ["pass"]}]}
HUGE = 50 * 2**20


def replay_text(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str | bytes,
                ) -> tuple[int, str, str]:
    """Run ``histcards replay`` in-process on a file holding ``text``."""
    path = tmp_path / "record.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    status = replay_command(str(path))
    out, err = capsys.readouterr()
    return status, out, err


def assert_refused(status: int, err: str, *words: str) -> str:
    """Exit 2, one line on stderr, short, naming ``words``; returns the line."""
    assert status == 2, err
    lines = err.splitlines()
    assert len(lines) == 1, err
    line = lines[0]
    assert line.startswith("histcards replay: ")
    assert "Traceback" not in err
    assert len(line) <= MAX_MESSAGE + 40
    for word in words:
        assert word in line, line
    return line


def nested(depth: int) -> object:
    value: object = 0
    for _ in range(depth):
        value = {"a": value}
    return value


@pytest.mark.parametrize(("record", "words"), [
    (BASE | {"teams": 4}, ["'teams' must be a list of lists of seats"]),
    (BASE | {"teams": {"a": 1}}, ["'teams' must be a list of lists of seats"]),
    (BASE | {"teams": "ab"}, ["'teams' must be a list of lists of seats"]),
    (BASE | {"teams": [["x"]]}, ["'teams[0][0]' must be a seat"]),
    ({**BASE, "game": "quarante", "teams": [[0], [0]]}, ["seat 0 in more than one place"]),
    ({**BASE, "game": "quarante", "teams": [[0, 9]]}, ["seat 9", "seats 0 to 3"]),
    ({**BASE, "game": "quarante", "teams": [[]]}, ["empty team"]),
    (BASE | {"start": nested(100)}, ["nested more than 16 levels"]),
    (BASE | {"start": nested(10)}, ["unknown field 'a' in 'start'"]),
    (BASE | {"start": {"scores": [0, 0, 0, 10**7]}}, ["'start.scores[3]'", "1000000"]),
    (BASE | {"start": {"carry": {"double": nested(5)}}}, ["'start.carry.double'"]),
    (BASE | {"options": {"target": nested(5)}}, ["'options.target'"]),
    ({**BASE, "game": "poch", "players": 3, "start": {"banks": [10**28] * 3}},
     ["'start.banks[0]'"]),
    ({**BASE, "game": "poch", "players": 3, "start": {"banks": [10**7] * 3}},
     ["'start.banks[0]'"]),
    (BASE | {"players": "4"}, ["'players' must be a number of players"]),
    (BASE | {"players": True}, ["'players' must be a number of players"]),
    (BASE | {"seed": -1}, ["'seed'"]),
    (BASE | {"seed": 1.5}, ["'seed'"]),
    (BASE | {"names": ["a\nb", "b", "c", "d"]}, ["'names[0]'", "control characters"]),
    (BASE | {"names": ["x" * 65, "b", "c", "d"]}, ["'names[0]'", "64"]),
    (BASE | {"deals": [{"seed": 1, "actions": ["play \x1b[2J"]}]},
     ["deal 0", "printable ASCII"]),
    (BASE | {"deals": [{"seed": 1, "dealer": "0"}]}, ["deal 0", "'dealer' must be a seat"]),
    (BASE | {"deals": [{"hands": "AS"}]}, ["deal 0", "'hands'"]),
    ({k: v for k, v in BASE.items() if k != "players"}, ["lacks the field 'players'"]),
])
def test_structurally_bad_records_are_refused(tmp_path, capsys, record, words) -> None:
    status, out, err = replay_text(tmp_path, capsys, json.dumps(record))
    assert_refused(status, err, *words)
    assert out == ""
    with pytest.raises(RecordError):
        Match.from_record(record)


@pytest.mark.parametrize(("text", "words"), [
    ("[" * 1_500 + "]" * 1_500, ["nested more than"]),
    ("{\"a\":" * 1_200 + "0" + "}" * 1_200, ["nested more than"]),
    (json.dumps(BASE)[:-1] + ', "seed": ' + "9" * 5_000 + "}", ["more than 40 digits"]),
    ("1" * 4_400, ["more than 40 digits"]),
    ('{"format": "histcards-record/1", "players": NaN}', ["NaN"]),
    ('{"format": "histcards-record/1", "players": 1e999}', ["too large"]),
    ('{"format": "histcards-record/1", "names": ["\\ud800"]}', ["surrogate"]),
    (b"\xff\xfe\x00garbage", ["not UTF-8"]),
    ("", ["not valid JSON"]),
    ("{not json", ["not valid JSON"]),
])
def test_hostile_json_is_refused_in_one_line(tmp_path, capsys, text, words) -> None:
    status, out, err = replay_text(tmp_path, capsys, text)
    assert_refused(status, err, *words)
    assert out == ""


@pytest.mark.parametrize("fill", [b"[", b"7"])
def test_fifty_megabytes_are_not_read(tmp_path, capsys, fill: bytes) -> None:
    status, _out, err = replay_text(tmp_path, capsys, fill * HUGE)
    assert_refused(status, err, "larger than 16 MiB")


@pytest.mark.parametrize("where", ["game", "option", "action", "name"])
def test_errors_quote_only_a_short_escaped_excerpt(tmp_path, capsys, where: str) -> None:
    """A 50 MB id, option key, action or name is refused without being printed back."""
    huge = "\x1b[31m" + "x" * (10 * 2**20)
    record = {
        "game": BASE | {"game": huge},
        "option": BASE | {"options": {huge: 1}},
        "action": BASE | {"deals": [{"seed": 1, "actions": [huge]}]},
        "name": BASE | {"names": [huge, "b", "c", "d"]},
    }[where]
    status, _out, err = replay_text(tmp_path, capsys, json.dumps(record))
    line = assert_refused(status, err)
    assert "\x1b" not in line and line.count("x") <= EXCERPT_CHARS + 10


def test_a_record_naming_an_unknown_game_quotes_it_escaped(tmp_path, capsys) -> None:
    status, _out, err = replay_text(tmp_path, capsys, json.dumps(BASE | {"game": "br\tidge"}))
    assert_refused(status, err, "'game' must be a game's id in printable ASCII")


@pytest.mark.parametrize("path", ["/dev/zero", "/dev/urandom", "/dev/null", "/"])
def test_devices_and_folders_are_refused_at_once(capsys, path: str) -> None:
    if not os.path.exists(path):
        pytest.skip(f"{path} does not exist here")
    assert_refused(replay_command(path), capsys.readouterr().err, "not a regular file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_without_writer_is_refused_without_waiting(tmp_path) -> None:
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    result = subprocess.run([sys.executable, "-m", "histcards", "replay", str(fifo)],
                            capture_output=True, text=True, timeout=60)
    assert_refused(result.returncode, result.stderr, "not a regular file")


def test_a_missing_file_is_one_line(tmp_path, capsys) -> None:
    status = replay_command(str(tmp_path / "none.json"))
    assert_refused(status, capsys.readouterr().err, "cannot read", "No such file")


def test_output_to_a_reader_that_stops_early_ends_quietly(tmp_path) -> None:
    """``histcards replay … | head -c 100``: no BrokenPipeError, no traceback."""
    path = tmp_path / "record.json"
    path.write_text(json.dumps(BASE))
    command = (f"{sys.executable} -m histcards replay {path} | head -c 100 >/dev/null; "
               "exit ${PIPESTATUS[0]}")
    result = subprocess.run(["bash", "-c", command], capture_output=True, text=True,
                            timeout=60)
    assert result.stderr == "" and result.returncode == 0


def test_output_does_not_fail_on_any_name_it_accepts(tmp_path, capsys) -> None:
    names = ["Zoë 🂡", "\u200bzero-width", "<img width=400>", "\u202eevil"]
    status, out, err = replay_text(tmp_path, capsys, json.dumps(BASE | {"names": names}))
    assert status == 0, err
    assert json.loads(out)["players"] == 4


def test_a_record_from_stdin_is_bounded_too(tmp_path) -> None:
    result = subprocess.run([sys.executable, "-m", "histcards", "replay", "-"],
                            input=b"[" * (17 * 2**20), capture_output=True, timeout=60)
    assert_refused(result.returncode, result.stderr.decode(), "larger than 16 MiB")


# --- the parser and the excerpt -------------------------------------------------------


def test_parse_keeps_what_records_need() -> None:
    assert parse('{"a": [1, -2, 0.5, "é", true, null]}') == {"a": [1, -2, 0.5, "é", True,
                                                                   None]}
    assert parse("18446744073709551615") == 2**64 - 1
    with pytest.raises(JsonError, match="nested more than 3"):
        parse("[[[[1]]]]", max_depth=3)


def test_excerpt_is_short_and_escaped() -> None:
    assert excerpt("a\nb") == "'a\\nb'"
    long = excerpt("\x1b" * 10_000_000)
    assert len(long) < 200 and "\x1b" not in long
    assert excerpt(10**5000) == "a number too long to show"
    assert excerpt([1] * 10**6) == "[… 1000000 item(s)]"


def declared_values(option: Option, players: int) -> list[object]:
    """The values a declaration allows at its edges: every choice, an int's bounds."""
    if option.kind == "choice":
        return list(option.values)
    if option.kind == "bool":
        return [True, False]
    if option.kind == "int":
        return [v for v in (option.minimum, option.maximum, option.default_for(players))
                if v is not None]
    return [thawed(option.default_for(players))]


@pytest.mark.parametrize("game", list(GAMES))
def test_the_record_schema_admits_every_value_the_declarations_allow(game: str) -> None:
    """The record's structural bounds never refuse what an option's declaration allows:
    each option alone at each of its edges, at the most players, reaches the engine."""
    info = GAMES[game].info
    players = max(info.players)
    for option in info.options:
        for value in declared_values(option, players):
            record = {"format": "histcards-record/1", "game": game, "players": players,
                      "options": {option.key: value}}
            try:
                parse_record(record)
            except RecordError as refused:
                pytest.fail(f"{option.key}={value!r} refused by the schema: {refused}")


@pytest.mark.parametrize("game", [g for g in GAMES
                                  if any(o.key == "start_bank" for o in GAMES[g].info.options)])
def test_the_largest_declared_banks_fit_the_start_bounds(game: str) -> None:
    """A match at its largest declared starting bank can be written down and read back:
    every bank and the chips in all stay within the schema's amounts."""
    info = GAMES[game].info
    bank = next(o for o in info.options if o.key == "start_bank").maximum
    assert bank is not None
    assert bank * max(info.players) <= MAX_AMOUNT
