"""Telling the player about files that could not be used, in the interface language.

The storage layer and the engine describe a problem in fields (``FileProblem``,
``RecordError``); this module makes the one sentence the player reads. The technical
cause (a parser's or the system's words, in English) is kept apart as the detail a
message box shows on request, so the sentence itself is always in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from histcards.engine import RecordError
from histcards.storage import FileProblem

translate = QCoreApplication.translate

@dataclass(frozen=True)
class Problem:
    """A sentence for the player and its technical detail (may be empty)."""

    text: str
    detail: str = ""


def file_problem(problem: FileProblem) -> Problem:
    """The player's sentence for a settings, statistics or autosave file set aside."""
    kind = {"settings": translate("Files", "The settings file {0}"),
            "statistics": translate("Files", "The statistics file {0}"),
            "autosave": translate("Files", "The saved match {0}")}.get(
                problem.kind, translate("Files", "The file {0}"))
    subject = kind.format(problem.file_name)
    if problem.kept_as:
        text = translate("Files", "{0} could not be read; it was kept as {1} and "
                                  "histcards carries on without it.")
        return Problem(text.format(subject, problem.kept_as), problem.detail)
    text = translate("Files", "{0} could not be read nor moved aside; histcards carries "
                              "on without it.")
    return Problem(text.format(subject), problem.detail)


def unreadable_record(path: Path, error: Exception) -> Problem:
    """The file ``path`` could not be read at all."""
    return Problem(translate("Files", "{0} could not be read.").format(path.name), str(error))


def not_json_record(path: Path, error: Exception) -> Problem:
    """The file ``path`` is not JSON, so not a deal record."""
    return Problem(translate("Files", "{0} is not a deal record.").format(path.name), str(error))


def refused_record(path: Path, error: RecordError) -> Problem:
    """The engine refuses the record in ``path``; where it stopped, counted from 1."""
    if error.deal is not None and error.action is not None:
        text = translate("Files", "{0} cannot be replayed: action {2} of deal {1} is "
                                  "refused.").format(path.name, error.deal + 1, error.action + 1)
    elif error.deal is not None:
        text = translate("Files", "{0} cannot be replayed: deal {1} is refused.").format(
            path.name, error.deal + 1)
    else:
        text = translate("Files", "{0} is not a deal record histcards can replay.").format(
            path.name)
    return Problem(text, str(error))
