"""The privacy curtain of pass-and-play: it covers the table between two different
humans' turns and asks for the next player by name; a click, Enter or Space lifts it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget


class Curtain(QFrame):
    """A cover over the whole table with a message for the next player."""

    lifted = Signal()
    """The player asked for is at the screen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Curtain")
        self.setStyleSheet(
            "#Curtain { background: qradialgradient(cx:0.5, cy:0.45, radius:0.8, "
            "stop:0 rgb(38, 74, 52), stop:1 rgb(10, 24, 17)); }"
            "#Curtain QLabel#CurtainTitle { color: #f6ecd0; font-size: 26px; "
            "font-weight: bold; }"
            "#Curtain QLabel#CurtainHint { color: #d8cfb4; font-size: 15px; }"
            "#Curtain QPushButton { color: #201a10; background: #ecc45c; padding: 8px 22px; "
            "border: 2px solid #ecc45c; border-radius: 6px; font-size: 15px; }"
            "#Curtain QPushButton:focus { border: 3px solid #78beff; }")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAutoFillBackground(True)
        self.name = ""
        # The player's name is shown as it is written, never read as markup.
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setObjectName("CurtainTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setTextFormat(Qt.TextFormat.PlainText)
        self.hint.setObjectName("CurtainHint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.clicked.connect(self.lift)
        column = QVBoxLayout(self)
        column.addStretch(2)
        column.addWidget(self.title)
        column.addSpacing(8)
        column.addWidget(self.hint)
        column.addSpacing(18)
        column.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(3)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.title.setText(self.tr("Pass to {0}").format(self.name))
        self.hint.setText(self.tr("Click or press Enter when you are ready, {0}: your "
                                  "cards will be shown.").format(self.name))
        # A button reads "&" as the mark of its shortcut key: doubled, it is shown.
        self.button.setText(self.tr("I am {0}: show my cards").format(
            self.name.replace("&", "&&")))
        self.setAccessibleName(self.tr("Privacy curtain"))
        self.setAccessibleDescription(self.tr("Pass to {0}; press Enter when {0} is at the "
                                              "screen.").format(self.name))
        self.button.setAccessibleName(self.tr("Show the cards of {0}").format(self.name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def cover(self, name: str) -> None:
        """Cover the table and ask for ``name``."""
        self.name = name
        self.retranslate()
        self.setGeometry(self.parentWidget().rect() if self.parentWidget() else self.rect())
        self.show()
        self.raise_()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def lift(self) -> None:
        """Uncover the table (the player asked for is here)."""
        if not self.isVisible():
            return
        self.hide()
        self.lifted.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.lift()
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.lift()
            return
        super().mouseReleaseEvent(event)
