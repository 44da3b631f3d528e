"""The autosave's journal (``AutosaveStore.keep``): it follows a match decision by
decision, taken-back decisions, new deals and new matches alike; a writer killed at any
moment leaves a file that loads to the last decision or the one before; a torn or
meddled-with journal is refused or read as far as it is whole; and what the table's thread
does per save stays the same however long the match."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from histcards import storage
from histcards.engine import Match, new_match
from histcards.storage import AutosaveStore, SavedMatch

ROOT = Path(__file__).resolve().parents[1]
SEATS = [
    {"name": "Anne", "kind": "human"},
    {"name": "Blaise", "kind": "computer", "level": "novice"},
    {"name": "César", "kind": "computer", "level": "novice"},
]
KILLS = int(os.environ.get("HISTCARDS_AUTOSAVE_KILLS", "12"))


def states(seed: int, steps: int) -> Iterator[Match]:
    """A match moving on one change at a time: a random decision or deal, now and then
    decisions taken back, and now and then a new match; the same for the same seed."""
    rng = random.Random(seed)
    match = new_match("hoc", 3, seed=seed)
    for step in range(steps):
        if step % 97 == 96 or match.over:
            match = new_match(rng.choice(["hoc", "poch"]), 3, seed=rng.getrandbits(16))
        elif match.to_act is None:
            match.start_deal()
        elif rng.random() < 0.06 and match.deals[-1].actions:
            record = match.to_record()
            actions = record["deals"][-1]["actions"]
            del actions[max(0, len(actions) - rng.randint(1, 3)) :]
            match = Match.from_record(record)
        else:
            legal = match.legal()
            calm = [a for a in legal if a.kind not in ("raise", "bet", "declare")]
            match.apply(rng.choice(calm if calm and rng.random() < 0.9 else legal))
        yield match


def keep(store: AutosaveStore, match: Match) -> None:
    store.keep(match.record_header(), match.record_deals(), SEATS)


def test_the_journal_follows_every_change(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(storage, "COMPACT_AFTER", 9)
    store = AutosaveStore(tmp_path)
    for step, match in enumerate(states(5, 600)):
        keep(store, match)
        if step % 7 == 0:
            assert store.load() == (SavedMatch(match.to_record(), tuple(SEATS)), None)
    assert store.load()[0].record == match.to_record()
    lines = (tmp_path / "autosave.json").read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0])["version"] == 2 and 1 <= len(lines) <= 10


def test_a_journal_cut_short_loads_to_the_change_before(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    matches = [match.to_record() for match in _kept(store, states(8, 30))]
    path = tmp_path / "autosave.json"
    text = path.read_bytes()
    assert text.count(b"\n") > 2, "changes were appended"
    for cut in range(1, 40):
        path.write_bytes(text[:-cut])
        loaded, problem = AutosaveStore(tmp_path).load()
        assert problem is None and loaded.record in matches[-2:], cut


def _kept(store: AutosaveStore, matches: Iterator[Match]) -> Iterator[Match]:
    for match in matches:
        keep(store, match)
        store.flush()
        yield match


@pytest.mark.parametrize(
    "damage",
    [
        '{"deal": 99, "entry": {}}',
        '{"deal": 0, "from": 999, "actions": []}',
        '{"deal": 0, "actions": [1]}',
        '{"deal": -1}',
        '{"deal": 0, "mine": 1}',
        "[1, 2",
    ],
)
def test_a_meddled_journal_is_set_aside(tmp_path: Path, damage: str) -> None:
    store = AutosaveStore(tmp_path)
    list(_kept(store, states(3, 12)))
    path = tmp_path / "autosave.json"
    path.write_text(path.read_text(encoding="utf-8") + damage + "\n", encoding="utf-8")
    loaded, problem = AutosaveStore(tmp_path).load()
    assert loaded is None and problem is not None and problem.kept_as


def test_a_version_1_autosave_is_still_read(tmp_path: Path) -> None:
    record = new_match("homme", 4, seed=2).to_record()
    (tmp_path / "autosave.json").write_text(
        json.dumps(
            {"schema": "autosave", "version": 1, "data": {"record": record, "seats": []}}, indent=1
        ),
        encoding="utf-8",
    )
    assert AutosaveStore(tmp_path).load() == (SavedMatch(record, ()), None)


WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from histcards import storage
    from tests.test_autosave_journal import keep, states
    storage.COMPACT_AFTER = int(sys.argv[3])
    store = storage.AutosaveStore(Path(sys.argv[1]))
    for step, match in enumerate(states(int(sys.argv[2]), 10**6)):
        keep(store, match)
        store.flush()
        print(step, flush=True)
""")


@pytest.mark.parametrize("run", range(KILLS))
def test_a_writer_killed_at_any_moment_leaves_the_last_decision_or_the_one_before(
    tmp_path: Path, run: int
) -> None:
    rng = random.Random(run)
    seed, compact = rng.getrandbits(16), rng.choice([3, 40, 1000])
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(tmp_path), str(seed), str(compact)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    printed: list[str] = []
    try:
        for _ in range(rng.randint(1, 150)):
            printed.append(writer.stdout.readline())
    finally:
        writer.send_signal(signal.SIGKILL)
        printed += writer.stdout.read().split()  # what it wrote before the signal came
        writer.wait(timeout=60)
        writer.stdout.close()
    assert writer.returncode == -signal.SIGKILL, "killed while still writing"
    saved = [int(line) for line in printed if line.strip()]
    last = saved[-1] if saved else -1  # the last change known to be on disk
    loaded, problem = AutosaveStore(tmp_path).load()
    assert problem is None
    if loaded is None:
        assert last == -1, "killed before anything was written"
        return
    records = [match.to_record() for match in states(seed, last + 2)]
    assert loaded.record in records[max(last, 0) : last + 2]
