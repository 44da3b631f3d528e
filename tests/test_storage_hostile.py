"""The files kept between runs under hostile conditions (issue 20): odd things in their
place when reading (FIFO, device, folder, deep nesting, huge numbers, values out of
range), and writing to a full disk, a read-only folder, a folder or a dangling link in
the file's place, or being killed mid-write. Reading sets the file aside with a problem
to tell; a failed write raises, leaves the last good file in place and no debris."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from histcards import storage
from histcards.storage import (
    AutosaveStore,
    InvalidFile,
    SavedMatch,
    Settings,
    SettingsStore,
    StatisticsStore,
    read_text,
)

ROOT = Path(__file__).resolve().parents[1]
STORES = {"settings": (SettingsStore, "settings.json"),
          "statistics": (StatisticsStore, "statistics.json"),
          "autosave": (AutosaveStore, "autosave.json")}


def wrapped(kind: str, data: object) -> str:
    return json.dumps({"schema": kind, "version": 1, "data": data})


def raw(kind: str, data: str) -> str:
    """A file of ``kind`` whose data is the JSON text ``data``, written as it is."""
    return f'{{"schema": "{kind}", "version": 1, "data": {data}}}'


# --- reading ------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", list(STORES))
@pytest.mark.parametrize("odd", ["fifo", "device", "folder", "deep", "huge", "big"])
def test_odd_files_are_set_aside_without_blocking(tmp_path, kind, odd) -> None:
    make, name = STORES[kind]
    path = tmp_path / name
    if odd == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(path)
    elif odd == "device":
        path.symlink_to(os.devnull)
    elif odd == "folder":
        path.mkdir()
        (path / "inside").write_text("kept")
    elif odd == "deep":
        path.write_text(raw(kind, "[" * 100_000 + "0" + "]" * 100_000))
    elif odd == "huge":
        path.write_text(raw(kind, "9" * 5000))
    else:
        path.write_bytes(b" " * (storage.MAX_FILE_BYTES + 1))
    value, problem = make(tmp_path).load()
    assert problem is not None and problem.kept_as
    assert not os.path.lexists(path)
    assert os.path.lexists(tmp_path / problem.kept_as), "the odd file is kept, not deleted"
    assert value in (None, {}, Settings())
    if odd == "folder":
        assert (tmp_path / problem.kept_as / "inside").read_text() == "kept"


def test_read_text_refuses_devices_and_big_files(tmp_path) -> None:
    with pytest.raises(InvalidFile, match="not a regular file"):
        read_text(Path("/dev/zero"))
    big = tmp_path / "big"
    big.write_bytes(b"x" * 101)
    with pytest.raises(InvalidFile, match="larger than"):
        read_text(big, max_bytes=100)
    assert read_text(big, max_bytes=101) == "x" * 101


@pytest.mark.parametrize(("data", "words"), [
    ({"ai_delay": 1e9}, "ai_delay must be a number from 0 to 5"),
    ({"ai_delay": 1e300}, "ai_delay must be a number from 0 to 5"),
    ({"ai_delay": -1}, "ai_delay must be a number from 0 to 5"),
    ({"trick_linger": 1e9}, "trick_linger must be a number from 0 to 5"),
    ({"animation_speed": True}, "animation_speed must be a number"),
    ({"language": "klingon"}, "language must be one of system, en, fr"),
    ({"table_colour": "red; drop"}, "table_colour must be a colour #rrggbb"),
    ({"player_name": "x" * 65}, "player_name must be a name of at most 64"),
    ({"player_name": "\ud800"}, "surrogate"),
    ({"player_name": "a\nb"}, "player_name must be a name without control"),
    ({"default_players": {"hoc": 10**6}}, "default_players"),
    ({"default_seats": {"hoc": [{"name": 5}]}}, "default_seats"),
    ({"window_geometry": "é" * 10}, "window_geometry"),
])
def test_settings_out_of_range_are_refused(tmp_path, data, words) -> None:
    (tmp_path / "settings.json").write_text(wrapped("settings", data))
    settings, problem = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert problem is not None and words in problem.detail


def test_every_setting_in_range_is_kept(tmp_path) -> None:
    wanted = Settings(language="en", animation_speed=4.0, trick_linger=5.0, ai_delay=0.0,
                      table_colour="#A0b0C0", player_name="Zoë", card_back="tarotee",
                      default_players={"hoc": 3}, default_levels={"hoc": "maitre"},
                      default_seats={"hoc": [{"name": "Anne", "kind": "human"}]})
    SettingsStore(tmp_path).save(wanted)
    assert SettingsStore(tmp_path).load() == (wanted, None)


@pytest.mark.parametrize(("entry", "words"), [
    ({"played": 1, "won": 0, "best": "x"}, "best"),
    ({"played": 1, "won": 0, "best": 10**12}, "best"),
    ({"played": -1}, "played"),
    ({"played": 2, "won": 1, "streak": 2, "best_streak": 2}, "impossible"),
    ({"played": True}, "played"),
])
def test_statistics_out_of_range_are_refused(tmp_path, entry, words) -> None:
    (tmp_path / "statistics.json").write_text(wrapped("statistics", {"hoc": {"Anne": entry}}))
    statistics, problem = StatisticsStore(tmp_path).load()
    assert statistics == {} and problem is not None and words in problem.detail


def test_statistics_written_by_a_later_version_keep_their_known_counts(tmp_path) -> None:
    entry = {"played": 3, "won": 2, "best": 7, "streak": 1, "best_streak": 2, "new": [1]}
    (tmp_path / "statistics.json").write_text(wrapped("statistics", {"hoc": {"Anne": entry}}))
    statistics, problem = StatisticsStore(tmp_path).load()
    assert problem is None and statistics["hoc"]["Anne"].best == 7


def test_a_second_corrupt_file_does_not_overwrite_the_first_set_aside(tmp_path) -> None:
    store = SettingsStore(tmp_path)
    store.file._now = lambda: __import__("datetime").datetime(2026, 1, 1)
    kept = []
    for garbage in ("first", "second"):
        (tmp_path / "settings.json").write_text(garbage)
        kept.append(store.load()[1].kept_as)
    assert kept == ["settings.json.corrupt-20260101-000000",
                    "settings.json.corrupt-20260101-000000-2"]
    assert [(tmp_path / k).read_text() for k in kept] == ["first", "second"]


# --- writing ------------------------------------------------------------------------------


def saved_settings(tmp_path: Path) -> SettingsStore:
    store = SettingsStore(tmp_path)
    store.save(Settings(language="fr"))
    return store


def assert_last_good_kept(tmp_path: Path, store: SettingsStore) -> None:
    assert store.load() == (Settings(language="fr"), None)
    assert sorted(os.listdir(tmp_path)) == ["settings.json"], "no temporary file is left"


class FullDisk:
    """A file object whose writes fail as on a full disk."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        self.stream = open(*args, **kwargs)  # noqa: SIM115

    def __enter__(self) -> FullDisk:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stream.close()

    def write(self, data: bytes) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def __getattr__(self, name: str) -> object:
        return getattr(self.stream, name)


def test_a_full_disk_keeps_the_last_good_file(tmp_path, monkeypatch) -> None:
    store = saved_settings(tmp_path)
    monkeypatch.setattr(storage.os, "fdopen", FullDisk)
    with pytest.raises(OSError) as failed:
        store.save(Settings(language="en"))
    assert failed.value.errno == errno.ENOSPC
    monkeypatch.undo()
    assert_last_good_kept(tmp_path, store)


def test_a_read_only_folder_keeps_the_last_good_file(tmp_path, monkeypatch) -> None:
    store = saved_settings(tmp_path)

    def refuse(*args: object, **kwargs: object) -> None:
        raise PermissionError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(storage.tempfile, "mkstemp", refuse)
    with pytest.raises(OSError):
        store.save(Settings(language="en"))
    monkeypatch.undo()
    assert_last_good_kept(tmp_path, store)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="permissions do not hold back root")
def test_a_truly_read_only_folder_keeps_the_last_good_file(tmp_path) -> None:
    store = saved_settings(tmp_path)
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(PermissionError):
            store.save(Settings(language="en"))
    finally:
        tmp_path.chmod(0o700)
    assert_last_good_kept(tmp_path, store)


def test_a_file_too_big_for_the_system_fails_cleanly(tmp_path) -> None:
    """A real write refused by the system (a file-size limit, as a full disk would):
    the last good file stays, no temporary file is left."""
    store = saved_settings(tmp_path)
    script = textwrap.dedent(f"""
        import resource, signal, sys
        from pathlib import Path
        from histcards.storage import AutosaveStore, SavedMatch, SettingsStore, Settings
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))
        try:
            SettingsStore(Path({str(tmp_path)!r})).save(Settings(window_geometry="A" * 4096))
        except OSError as error:
            print(error.errno)
    """)
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.stdout.strip() == str(errno.EFBIG), result.stderr
    assert_last_good_kept(tmp_path, store)


def test_a_writer_killed_mid_save_leaves_the_last_good_file(tmp_path) -> None:
    store = saved_settings(tmp_path)
    script = textwrap.dedent(f"""
        import os, sys, threading
        from pathlib import Path
        from histcards import storage
        def stall(descriptor):
            print("writing", flush=True)
            threading.Event().wait()  # until killed
        storage.os.fsync = stall
        storage.SettingsStore(Path({str(tmp_path)!r})).save(
            storage.Settings(language="en", window_geometry="A" * 4000))
    """)
    writer = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert writer.stdout.readline().strip() == "writing"
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait(timeout=60)
        writer.stdout.close()
    assert store.load() == (Settings(language="fr"), None)
    leftovers = [name for name in os.listdir(tmp_path) if name != "settings.json"]
    assert len(leftovers) <= 1 and all(name.startswith(".settings.json.")
                                       for name in leftovers)
    store.save(Settings(language="en"))
    assert store.load() == (Settings(language="en"), None)


def test_a_folder_in_the_files_place_fails_cleanly(tmp_path) -> None:
    (tmp_path / "settings.json").mkdir()
    with pytest.raises(OSError):
        SettingsStore(tmp_path).save(Settings(language="en"))
    assert os.listdir(tmp_path) == ["settings.json"]


@pytest.mark.parametrize("kind", ["settings", "autosave"])
def test_a_symlinked_file_is_written_through_and_stays_a_link(tmp_path, kind) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    folder = tmp_path / "folder"
    folder.mkdir()
    make, name = STORES[kind]
    (folder / name).symlink_to(elsewhere / name)  # dangling until the first save
    value = Settings(language="fr") if kind == "settings" else SavedMatch(
        {"format": "histcards-record/1", "game": "hoc"}, ())
    make(folder).save(value)
    assert (folder / name).is_symlink()
    assert (elsewhere / name).is_file()
    assert make(folder).load() == (value, None)
    assert sorted(os.listdir(folder)) == [name]


def test_a_dangling_link_to_a_missing_folder_fails_cleanly(tmp_path) -> None:
    (tmp_path / "settings.json").symlink_to(tmp_path / "gone" / "settings.json")
    store = SettingsStore(tmp_path)
    assert store.load() == (Settings(), None), "a dangling link reads as no file"
    with pytest.raises(OSError):
        store.save(Settings(language="en"))
    assert (tmp_path / "settings.json").is_symlink()


def test_data_that_cannot_be_written_as_text_fails_before_touching_the_file(tmp_path):
    store = saved_settings(tmp_path)
    with pytest.raises(ValueError):
        store.save(Settings(player_name="\ud800"))
    with pytest.raises(ValueError):
        AutosaveStore(tmp_path).save(SavedMatch({"seed": 10**5000}, ()))
    assert_last_good_kept(tmp_path, store)
