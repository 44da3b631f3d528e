"""The hint: the master-level computer player suggests the human's decision, and the
table highlights the suggested card (and points the keyboard at it) or the panel button
that takes it.

The suggestion is the advice of the ``Adviser`` the coach shares (``histcards.table.advice``:
thought out on a worker thread, from what the human to act may see and the legal actions
only). It is forgotten as soon as the match moves on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QPushButton,
    QStyleOptionGraphicsItem,
    QWidget,
)

from histcards.engine.actions import Action
from histcards.table.advice import Adviser
from histcards.table.cards_view import CardItem
from histcards.table.controller import Controller
from histcards.table.teardown import survives_teardown

if TYPE_CHECKING:
    from histcards.ai.advice import Advice

GLOW = QColor(120, 255, 170)


class HintMarker(QGraphicsObject):
    """A glowing ring around a card, drawn as a child of its item so it follows it."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.card = card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @survives_teardown
    def boundingRect(self) -> QRectF:
        w, h = self.card.width, self.card.height
        pad = w * 0.2
        return QRectF(-w / 2 - pad, -h - pad, w + 2 * pad, h * 1.5 + 2 * pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self.card.width, self.card.height
        rect = QRectF(-w / 2, -h / 2 - self.card.lift, w, h)
        radius = w * 0.07
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for grow, alpha, width in ((7.0, 60, 8.0), (4.5, 120, 5.0), (2.0, 255, 2.6)):
            colour = QColor(GLOW)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, max(1.5, width * w / 90)))
            margin = grow * w / 90
            painter.drawRoundedRect(rect.adjusted(-margin, -margin, margin, margin),
                                    radius + margin, radius + margin)


class Hinter(QObject):
    """Asks for hints and shows them on the table."""

    shown = Signal(object)
    """The suggested ``Action``, now highlighted."""
    failed = Signal(str)
    """The computer could not make a suggestion (what went wrong)."""

    def __init__(self, controller: Controller, adviser: Adviser,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.adviser = adviser
        adviser.ready.connect(self._advised)
        adviser.failed.connect(self._failed)
        self.action: Action | None = None
        self.markers: list[HintMarker] = []
        self.button: QPushButton | None = None
        self._asked = False
        controller.changed.connect(self.clear)
        controller.curtain.connect(lambda _seat: self.clear())

    @property
    def thinking(self) -> bool:
        """Whether a hint has been asked for and not shown yet."""
        return self._asked

    def available(self) -> bool:
        """Whether a hint can be asked for now (a human is to act, with his cards shown)."""
        return self.controller.human_observation() is not None

    def request(self) -> bool:
        """Ask for a hint for the human to act; False if there is nobody to advise."""
        if self.controller.human_observation() is None:
            return False
        self.clear()
        self._asked = True
        return self.adviser.request()

    def _advised(self, advice: Advice) -> None:
        if self._asked:
            self._asked = False
            self.show(advice.action)

    def _failed(self, message: str) -> None:
        if self._asked:
            self._asked = False
            self.failed.emit(message)

    def show(self, action: Action) -> None:
        """Highlight ``action``: its card(s), or the panel button that takes it."""
        self.clear()
        self.action = action
        scene = self.controller.scene
        cards = list(action.cards) if action.kind in ("play", "discard") else []
        for card in cards:
            item = scene.card_item(card)
            if item is not None:
                self.markers.append(HintMarker(item))
        if action.kind == "play" and self.controller.choice_card is None:
            scene.set_focus_card(action.card)
        elif action.kind != "discard":
            self.button = self.controller.panel.select(action)
            if self.button is not None:
                self.button.setProperty("hint", True)
                self._restyle(self.button)
                self.button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.shown.emit(action)

    def clear(self) -> None:
        """Forget the hint shown or asked for."""
        self._asked = False
        self.action = None
        for marker in self.markers:
            if shiboken6.isValid(marker) and marker.scene() is not None:
                marker.scene().removeItem(marker)
        self.markers = []
        if self.button is not None and shiboken6.isValid(self.button):
            self.button.setProperty("hint", False)
            self._restyle(self.button)
        self.button = None

    @staticmethod
    def _restyle(button: QPushButton) -> None:
        button.style().unpolish(button)
        button.style().polish(button)
        button.update()
