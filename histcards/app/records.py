"""Record files: a match saved by the player (Game → Save as…) or sent by someone else
(Game → Open…) is a plain deal record, ``histcards-record/1`` JSON (architecture §9.4).

Reading takes a regular file of at most ``MAX_RECORD_BYTES`` (a FIFO or a device is
refused at once, never waited on), parses it within the limits of
``histcards.checked_json`` and checks the whole record by replaying it, so a bad file is
refused (where the engine stopped, in the player's language, its words as the detail)
before the match under way is touched.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from histcards.app.problems import Problem, not_json_record, refused_record, unreadable_record
from histcards.checked_json import JsonError
from histcards.engine import Match, RecordError
from histcards.engine.record import MAX_RECORD_BYTES
from histcards.match_setup import COMPUTER, HUMAN, SeatSetup
from histcards.storage import read_json, write_atomically
from histcards.table.controller import playable_match


class RecordFileError(ValueError):
    """A record file that cannot be opened; ``problem`` is what to tell the player."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.text)
        self.problem = problem


def write_record(path: Path, record: Mapping[str, Any]) -> None:
    """Save a deal record as JSON, atomically (the previous file survives a failure)."""
    write_atomically(path, json.dumps(record, ensure_ascii=False, indent=1) + "\n")


def read_record(path: Path) -> tuple[dict[str, Any], Match]:
    """A record file's record and the match it replays to.

    Raises ``RecordFileError`` with the ``Problem`` to tell: the file cannot be read, is
    not JSON, or the engine refuses the record (its ``RecordError`` text as the detail).
    """
    try:
        record = read_json(path, MAX_RECORD_BYTES)
    except JsonError as error:
        raise RecordFileError(not_json_record(path, error)) from None
    except (OSError, ValueError) as error:
        raise RecordFileError(unreadable_record(path, error)) from None
    try:
        match = playable_match(record)
    except RecordError as error:
        raise RecordFileError(refused_record(path, error)) from None
    return record, match


def record_seats(match: Match, player_name: str, level: str) -> list[SeatSetup]:
    """Seats for a record someone sent, in the record's order of players: the player
    whose name is ``player_name`` (else the first) is human, the others computers."""
    names: Sequence[str] = match.given_names
    human = names.index(player_name) if player_name in names else 0
    return [SeatSetup(name, HUMAN if index == human else COMPUTER, level)
            for index, name in enumerate(names)]
