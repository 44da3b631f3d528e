"""Never lose a match by accident: before a new match, an opened record, a restarted deal
or quitting takes the place of a match in progress, the player is asked, with a "Don't ask
again" box (the ``confirm_abandon`` setting, which Settings → Preferences turns back on).

A match is in progress from its first decision until it is over; a deal can be lost by a
restart once a decision of it has been taken.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from histcards.engine import Match


class Leaving(Enum):
    """What would take the match's place."""

    NEW = "new"
    OPEN = "open"
    RESTART = "restart"
    QUIT = "quit"


def in_progress(match: Match | None) -> bool:
    """Whether ``match`` has begun (a decision taken) and is not over."""
    return (
        match is not None
        and not match.over
        and bool(match.deals)
        and (len(match.deals) > 1 or bool(match.deals[-1].actions))
    )


def deal_in_progress(match: Match | None) -> bool:
    """Whether the deal on the table has decisions a restart would take back."""
    return in_progress(match) and bool(match.deals[-1].actions)


@dataclass(frozen=True)
class Answer:
    """The player's answer: whether to go on, and whether never to be asked again."""

    go_on: bool
    never_again: bool = False


def _words(leaving: Leaving, kept: bool) -> tuple[str, str, str]:
    """The question, what it means for the match, and the button that goes on."""
    translate = QCoreApplication.translate
    if leaving is Leaving.NEW:
        return (
            translate("Abandon", "Start a new match?"),
            translate("Abandon", "The match in progress will be abandoned."),
            translate("Abandon", "&Start the new match"),
        )
    if leaving is Leaving.OPEN:
        return (
            translate("Abandon", "Open this saved match?"),
            translate("Abandon", "The match in progress will be abandoned."),
            translate("Abandon", "&Open it"),
        )
    if leaving is Leaving.RESTART:
        return (
            translate("Abandon", "Restart the deal?"),
            translate("Abandon", "The decisions taken in this deal will be lost."),
            translate("Abandon", "&Restart the deal"),
        )
    return (
        translate("Abandon", "Quit histcards?"),
        translate(
            "Abandon", "The match in progress is kept: you will be offered to resume it next time."
        )
        if kept
        else translate("Abandon", "The match in progress cannot be kept and will be lost."),
        translate("Abandon", "&Quit"),
    )


def ask_to_leave(
    parent: QWidget | None, leaving: Leaving, where: str, kept: bool = False
) -> Answer:
    """Ask whether the match in progress (``where``: its game and deal, in words) may give
    way; ``kept`` says whether quitting keeps it for next time. Keeping the match is the
    default answer; "Don't ask again" counts only when the player goes on."""
    from PySide6.QtWidgets import QCheckBox, QMessageBox  # loaded when first asked

    translate = QCoreApplication.translate
    question, meaning, go_on_text = _words(leaving, kept)
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("Abandon", "Match in progress"),
        question,
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setInformativeText(f"{where} {meaning}" if where else meaning)
    go_on = box.addButton(go_on_text, QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(translate("Abandon", "&Keep playing"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    never = QCheckBox(translate("Abandon", "&Don't ask again"), box)
    never.setToolTip(translate("Abandon", "Settings → Preferences can turn the question back on"))
    box.setCheckBox(never)
    box.setAccessibleName(question)
    box.exec()
    agreed = box.clickedButton() is go_on
    return Answer(agreed, agreed and never.isChecked())
