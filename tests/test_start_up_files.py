"""The player's files at start-up (issue 20): the real ``histcards`` entry point, offscreen,
with its settings, statistics and autosave at their platformdirs places (pointed at a
temporary folder) damaged in every way the issue lists. Each damaged file is set aside,
the player is told in one sentence, and the program goes on with a new match."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
KINDS = ("settings", "statistics", "autosave")
PLACES = {"settings": ("config", "settings.json"), "statistics": ("data", "statistics.json"),
          "autosave": ("data", "autosave.json")}
SUBJECTS = {"settings": "The settings file settings.json",
            "statistics": "The statistics file statistics.json",
            "autosave": "The saved match autosave.json"}


def document(kind: str, data: object) -> str:
    return json.dumps({"schema": kind, "version": 1, "data": data})


def deep(kind: str) -> str:
    nesting = "[" * 5000 + "]" * 5000
    return f'{{"schema": "{kind}", "version": 1, "data": {nesting}}}'


def record(**fields: object) -> dict:
    return {"format": "histcards-record/1", "game": "polignac", "players": 4,
            "deals": [{"seed": 1, "actions": []}], **fields}


def write(path: Path, content: str | bytes) -> None:
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


DAMAGE: dict[str, dict[str, Callable[[Path], None]]] = {
    "nested 5000 deep": {kind: (lambda path, k=kind: write(path, deep(k))) for kind in KINDS},
    "a FIFO": {kind: os.mkfifo for kind in KINDS} if hasattr(os, "mkfifo") else {},
    "wrong values": {
        "settings": lambda path: write(path, document("settings", {"ai_delay": 1e300})),
        "statistics": lambda path: write(path, document("statistics", {
            "polignac": {"Anne": {"played": 1, "won": 0, "best": "x"}}})),
        "autosave": lambda path: write(path, document("autosave", {
            "record": record(game="quarante", teams=[[0, 2], [1, 5]]), "seats": []})),
    },
    "numbers beyond use": {
        "settings": lambda path: write(path, document("settings", {"ai_delay": 1e9})),
        "statistics": lambda path: write(path, '{"schema": "statistics", "version": 1, '
                                         '"data": {"hoc": {"Anne": {"played": 1, "won": 1, '
                                         '"best": ' + "9" * 5000 + '}}}}'),
        "autosave": lambda path: write(path, document("autosave", {
            "record": record(game="hoc", players=3, options={"double_compound": True},
                             start={"carry": {"double": 10**9}}), "seats": []})),
    },
    "odd files": {
        "settings": lambda path: path.symlink_to("/dev/zero"),
        "statistics": lambda path: path.mkdir(),
        "autosave": lambda path: write(path, b" " * (17 * 2**20)),
    },
}


def run_histcards(tmp_path: Path, answer: str) -> tuple[subprocess.CompletedProcess, dict]:
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CACHE_HOME=str(tmp_path / "cache"),
               QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-m", "tests.entry_point", answer], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=120)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    assert lines, result.stdout + result.stderr
    return result, json.loads(lines[-1])


@pytest.mark.parametrize("damage", [d for d in DAMAGE if DAMAGE[d]])
def test_damaged_files_are_set_aside_told_and_the_program_goes_on(tmp_path, damage):
    paths = {}
    for kind, make in DAMAGE[damage].items():
        folder, name = PLACES[kind]
        path = tmp_path / folder / "histcards" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        make(path)
        paths[kind] = path
    result, report = run_histcards(tmp_path, "resume")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    assert report["game"] == "polignac", "a new match is on the table"
    assert report["asked"][-1] == "Choose a game", "the game chosen in the chooser"
    assert report["ai_delay"] == 0.4, "the settings' defaults are in use"
    for kind, path in paths.items():
        told = [t for t in report["told"] if t.startswith(SUBJECTS[kind])]
        assert len(told) == 1, (kind, report["told"])
        assert "\n" not in told[0] and told[0].endswith(".") and len(told[0]) < 300
        aside = [p for p in path.parent.iterdir() if p.name.startswith(f"{path.name}.corrupt-")]
        assert len(aside) == 1 and f"kept as {aside[0].name}" in told[0], told[0]
    assert json.loads((tmp_path / "config" / "histcards" / "settings.json").read_text())[
        "schema"] == "settings", "the settings are written afresh on closing"


def test_a_good_autosave_is_offered_and_resumed(tmp_path):
    """The same entry point with sound files: the match is offered and goes on, nothing
    is told."""
    path = tmp_path / "data" / "histcards" / "autosave.json"
    path.parent.mkdir(parents=True)
    write(path, document("autosave", {"record": record(game="homme"), "seats": []}))
    result, report = run_histcards(tmp_path, "resume")
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert report["asked"] == ["Resume the match in progress?"]
    assert report["game"] == "homme" and report["told"] == []


def test_the_rendered_art_is_kept_and_a_spoilt_folder_of_it_is_no_matter(tmp_path):
    """The table keeps the art it rendered in the cache folder for the next start; a
    folder of it that cannot be used (here a FIFO) costs only the rendering, told nobody."""
    result, report = run_histcards(tmp_path, "new")
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert list((tmp_path / "cache" / "histcards" / "pixmaps").glob("*.pixels"))
    spoilt = tmp_path / "spoilt"
    (spoilt / "cache" / "histcards").mkdir(parents=True)
    os.mkfifo(spoilt / "cache" / "histcards" / "pixmaps")
    result, report = run_histcards(spoilt, "new")
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    assert report["game"] and report["told"] == []
