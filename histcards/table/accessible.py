"""Words for assistive technology: what a card, a seat plate, cards laid open or a summary
on the felt is, in one sentence. Scene items are not widgets, so they carry these texts as their
``Qt.ItemDataRole.AccessibleTextRole`` data; the view announces the card the keyboard
points at."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from histcards.table.cards_view import DIMMED, LEGAL, SELECTED
from histcards.table.choreography import Reveal, Sheet
from histcards.table.model import Key
from histcards.table.plates import PlateText
from histcards.table.wording import card_text

ACCESSIBLE_TEXT = int(Qt.ItemDataRole.AccessibleTextRole)
"""The data key of a scene item's accessible text."""


def card_description(key: Key, face_up: bool, state: str, reason: str = "") -> str:
    """A card as a screen reader says it: "King of hearts, playable", "Seven of clubs,
    cannot be played: …", or "a face-down card"."""
    if not face_up or not isinstance(key, int):
        return QCoreApplication.translate("Accessible", "A face-down card")
    name = card_text(key)
    if state == LEGAL:
        return QCoreApplication.translate("Accessible", "{0}, playable").format(name)
    if state == SELECTED:
        return QCoreApplication.translate("Accessible", "{0}, chosen").format(name)
    if state == DIMMED:
        if reason:
            return QCoreApplication.translate("Accessible",
                                              "{0}, cannot be played: {1}").format(name, reason)
        return QCoreApplication.translate("Accessible", "{0}, cannot be played").format(name)
    return name


def reveal_description(reveal: Reveal, names: list[str]) -> str:
    """Cards laid open: the title, then each seat's name and what it shows."""
    parts = [reveal.title] + [
        QCoreApplication.translate("Accessible", "{0}: {1}").format(
            names[s.seat] if s.seat < len(names) else s.seat, s.caption)
        for s in reveal.showings] + [reveal.note]
    return ". ".join(p for p in parts if p)


def sheet_description(sheet: Sheet) -> str:
    """A summary or the standings: the title, then each row, its cells after a colon."""
    rows = [QCoreApplication.translate("Accessible", "{0}: {1}").format(
        row.cells[0], ", ".join(f"{head} {cell}".strip() for head, cell
                                in zip(sheet.header[1:], row.cells[1:], strict=False) if cell))
        for row in sheet.rows]
    return ". ".join(p for p in [sheet.title, *rows, sheet.note] if p)


def plate_description(text: PlateText) -> str:
    """A seat plate in one sentence: name, who plays it, score and state."""
    parts = [text.name, text.who, text.score]
    if text.extra:
        parts.append(text.extra)
    if text.dealer:
        parts.append(QCoreApplication.translate("Accessible", "dealer"))
    if text.active:
        parts.append(QCoreApplication.translate("Accessible", "to play"))
    return ", ".join(p for p in parts if p)
