"""Telling the player about files that could not be used, in the interface language.

The storage layer and the engine describe a problem in fields (``FileProblem``,
``RecordError``); this module makes the one sentence the player reads. The technical
cause (a parser's or the system's words, in English) is kept apart as the detail a
message box shows on request, so the sentence itself is always in the player's language.
"""

from __future__ import annotations

import errno
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


def write_cause(error: Exception) -> str:
    """Why a file could not be written, in the player's language: the full disk, a folder
    that cannot be written to, a folder in the file's place, or (for anything else) the
    system refused."""
    number = getattr(error, "errno", None)
    if number in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        return translate("Files", "the disk is full")
    if number in (errno.EACCES, errno.EPERM, errno.EROFS):
        return translate("Files", "its folder cannot be written to")
    if number in (errno.EISDIR, errno.ENOTDIR, errno.EEXIST):
        return translate("Files", "a folder stands where the file should be")
    if isinstance(error, OSError):
        return translate("Files", "the system refused to write it")
    return translate("Files", "the match holds something that cannot be written down")


def not_autosaved(error: Exception) -> Problem:
    """The match in progress could not be autosaved; it goes on, the last save is kept."""
    text = translate("Files", "The match could not be autosaved ({0}); it goes on, and "
                              "the last save is kept.")
    return Problem(text.format(write_cause(error)), str(error))


def not_cleared(error: Exception) -> Problem:
    """The autosave of a finished match could not be removed."""
    text = translate("Files", "The finished match could not be removed from the autosave "
                              "({0}); it will be offered again at the next start.")
    return Problem(text.format(write_cause(error)), str(error))


def result_not_recorded(error: Exception) -> Problem:
    """The statistics could not be written at a match's end."""
    text = translate("Files", "The result could not be added to the statistics ({0}).")
    return Problem(text.format(write_cause(error)), str(error))


def settings_not_saved(error: Exception) -> Problem:
    """The settings could not be written; they stay in use until the program ends."""
    text = translate("Files", "The settings could not be saved ({0}); they stay in use "
                              "until histcards ends.")
    return Problem(text.format(write_cause(error)), str(error))


def statistics_not_reset(error: Exception) -> Problem:
    """The statistics could not be reset."""
    text = translate("Files", "The statistics could not be reset ({0}).")
    return Problem(text.format(write_cause(error)), str(error))


def record_not_saved(path: Path, error: Exception) -> Problem:
    """The match could not be saved as the record file ``path``."""
    text = translate("Files", "The match could not be saved as {0} ({1}).")
    return Problem(text.format(path.name, write_cause(error)), str(error))
