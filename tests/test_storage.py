"""Settings, statistics and autosave files (CONTRIBUTING.md: Around the table, Files)."""

from __future__ import annotations

import json
import os
import re
from datetime import datetime
from pathlib import Path

import pytest

from histcards import storage
from histcards.storage import (
    AutosaveStore,
    JsonFile,
    Record,
    SavedMatch,
    Settings,
    SettingsStore,
    StatisticsStore,
)

GOOD = {"schema": "settings", "version": 1, "data": {"language": "fr"}}


def fixed_now() -> datetime:
    return datetime(2026, 11, 22, 10, 30, 0)


@pytest.mark.parametrize(("content", "reason"), [
    ("", "Expecting value"),
    (json.dumps(GOOD)[:20], "Unterminated|Expecting"),
    ("\x00\xff garbage", "Expecting value"),
    (json.dumps(GOOD | {"version": 99}), "version 99"),
    (json.dumps(GOOD | {"schema": "statistics"}), "not a histcards settings file"),
    (json.dumps(GOOD | {"data": {"animation_speed": "fast"}}), "animation_speed must be a number"),
    (json.dumps(GOOD | {"data": {"ace_index": "ace"}}), "ace_index must be one of 1, A"),
    (json.dumps([1, 2]), "not a histcards"),
])
def test_unreadable_settings_are_moved_aside(tmp_path: Path, content: str, reason: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8", errors="surrogateescape")
    store = SettingsStore(tmp_path)
    store.file = JsonFile(path, "settings", 1, now=fixed_now)
    settings, loaded_problem = store.load()
    problem = str(loaded_problem)
    assert settings == Settings()
    assert loaded_problem is not None and problem.count(".") >= 1
    assert "settings.json.corrupt-20261122-103000" in problem
    assert (tmp_path / "settings.json.corrupt-20261122-103000").read_text(
        encoding="utf-8", errors="surrogateescape") == content
    assert not path.exists()
    assert re.search(reason, problem)


def test_settings_round_trip(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    wanted = Settings(language="fr", animation_speed=0.0, four_colour_suits=True,
                      ace_index="A", default_levels={"poch": "maitre"},
                      window_geometry="abc")
    store.save(wanted)
    assert store.load() == (wanted, None)
    assert json.loads((tmp_path / "settings.json").read_text())["version"] == 1


def test_missing_file_gives_defaults_quietly(tmp_path: Path) -> None:
    assert SettingsStore(tmp_path).load() == (Settings(), None)
    assert StatisticsStore(tmp_path).load() == ({}, None)
    assert AutosaveStore(tmp_path).load() == (None, None)


def test_interrupted_write_keeps_the_previous_file(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    store = SettingsStore(tmp_path)
    store.save(Settings(language="fr"))

    def crash(*args: object) -> None:
        raise OSError("disk unplugged")

    monkeypatch.setattr(storage.os, "replace", crash)
    with pytest.raises(OSError):
        store.save(Settings(language="en"))
    monkeypatch.undo()
    assert store.load()[0].language == "fr"
    assert os.listdir(tmp_path) == ["settings.json"]


def test_statistics_count_wins_streaks_and_best(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    store.record_result("polignac", "Anne", won=True, result=7, lower_is_better=True)
    store.record_result("polignac", "Anne", won=True, result=3, lower_is_better=True)
    store.record_result("polignac", "Anne", won=False, result=21, lower_is_better=True)
    stats = store.record_result("poch", "Anne", won=True, result=80)
    assert stats["polignac"]["Anne"] == Record(played=3, won=2, best=3, streak=0, best_streak=2)
    assert store.load()[0] == stats
    store.reset("polignac")
    assert set(store.load()[0]) == {"poch"}
    store.reset()
    assert store.load() == ({}, None)


def test_impossible_statistics_are_refused(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    store.file.save({"hoc": {"Anne": {"played": 1, "won": 5}}})
    stats, problem = store.load()
    assert stats == {} and "impossible" in problem.detail


def test_autosave_round_trip_and_clear(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    saved = SavedMatch({"format": "histcards-record/1", "game": "polignac"},
                       ({"kind": "human", "name": "Anne"}, {"kind": "computer", "level": "joueur"}))
    store.save(saved)
    assert store.load() == (saved, None)
    store.clear()
    assert store.load() == (None, None)


def test_folders_follow_platformdirs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert storage.config_dir() == tmp_path / "config" / "histcards"
    assert storage.data_dir() == tmp_path / "data" / "histcards"


STORES = {
    "settings": (SettingsStore, "settings.json", Settings(language="fr"), Settings()),
    "statistics": (StatisticsStore, "statistics.json",
                   {"hoc": {"Anne": Record(played=2, won=1, best=5, streak=1,
                                           best_streak=1)}}, {}),
    "autosave": (AutosaveStore, "autosave.json",
                 SavedMatch({"format": "histcards-record/1", "game": "hoc"},
                            ({"name": "Anne", "kind": "human", "level": "joueur"},)), None),
}


@pytest.mark.parametrize("kind", list(STORES))
@pytest.mark.parametrize("damage", ["empty", "truncated", "garbage", "wrong version"])
def test_every_file_survives_damage(tmp_path: Path, kind: str, damage: str) -> None:
    make, name, value, default = STORES[kind]
    store = make(tmp_path)
    store.save(value)
    path = tmp_path / name
    text = path.read_text(encoding="utf-8")
    path.write_bytes({
        "empty": b"",
        "truncated": text.encode()[: len(text) // 2],
        "garbage": bytes(range(256)),
        "wrong version": json.dumps(json.loads(text) | {"version": 99}).encode(),
    }[damage])
    loaded, problem = store.load()
    assert loaded == default
    assert problem is not None and problem.kept_as.startswith(f"{name}.corrupt-")
    sentence = str(problem)
    assert sentence.count(". ") == 0 and sentence.endswith(".")
    assert not path.exists() and len(list(tmp_path.glob(f"{name}.corrupt-*"))) == 1
    store.save(value)
    assert store.load() == (value, None), "the program carries on and saves again"


@pytest.mark.parametrize("kind", list(STORES))
def test_a_write_interrupted_half_way_keeps_the_previous_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    make, name, value, _default = STORES[kind]
    store = make(tmp_path)
    store.save(value)
    before = (tmp_path / name).read_bytes()
    real_fsync = os.fsync
    written: list[int] = []

    def power_cut(descriptor: int) -> None:
        written.append(os.fstat(descriptor).st_size)
        raise OSError("power cut")

    monkeypatch.setattr(storage.os, "fsync", power_cut)
    other = {"settings": Settings(language="en"), "statistics": {},
             "autosave": SavedMatch({"game": "poch"}, ())}[kind]
    with pytest.raises(OSError, match="power cut"):
        store.save(other)
    monkeypatch.setattr(storage.os, "fsync", real_fsync)
    assert written and written[0] > 0, "the new text was half on disk"
    assert (tmp_path / name).read_bytes() == before
    assert os.listdir(tmp_path) == [name]
    assert store.load() == (value, None)
