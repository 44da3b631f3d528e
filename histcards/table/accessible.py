"""Words for assistive technology: what a card or a seat plate on the felt is, in one
sentence. Scene items are not widgets, so they carry these texts as their
``Qt.ItemDataRole.AccessibleTextRole`` data; the view announces the card the keyboard
points at."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from histcards.table.cards_view import DIMMED, LEGAL, SELECTED
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
