"""Helpers for scenario tests: apply actions, pick events, run ``histcards replay``."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from histcards.engine import Match
from histcards.engine.events import events_json

ROOT = Path(__file__).resolve().parents[1]


def play(match: Match, *actions: str) -> list[dict[str, Any]]:
    """Apply actions in order; returns the events they caused, as ``histcards replay``
    prints them."""
    events: list[dict[str, Any]] = []
    for action in actions:
        events += events_json(match.apply(action))
    return events


def of_type(events: list[Any], kind: str) -> list[dict[str, Any]]:
    """The events of one type, as ``histcards replay`` prints them."""
    return [e for e in (x if isinstance(x, dict) else x.to_json() for x in events)
            if e["type"] == kind]


def replay_file(path: Path, env: Mapping[str, str] | None = None
                ) -> subprocess.CompletedProcess[str]:
    """``histcards replay PATH`` in a process of its own (``env``: its environment)."""
    return subprocess.run([sys.executable, "-m", "histcards", "replay", str(path)],
                          capture_output=True, text=True, timeout=120, cwd=ROOT, env=env,
                          check=False)


def run_replay(tmp_path: Path, record: object) -> subprocess.CompletedProcess[str]:
    """Write ``record`` (a text as it is, anything else as JSON) to a file and run
    ``histcards replay`` on it."""
    path = tmp_path / "record.json"
    path.write_text(record if isinstance(record, str) else json.dumps(record), encoding="utf-8")
    return replay_file(path)
