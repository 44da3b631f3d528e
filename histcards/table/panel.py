"""The action panel: the legal decisions that are not a card to play, one button each in
the game's words, with a spin box bounded by the legal amounts for bets and raises and a
list for claims; digits reach the buttons from the keyboard.

It also offers the choices a card can carry (a Hoc principal hoc standing for a rank, a
Quarante clique) and the buttons the controller adds (Next deal, Discard).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from histcards.engine.actions import Action
from histcards.table.wording import Words


@dataclass(frozen=True)
class Extra:
    """A button the controller adds: its text, whether it can be pressed, and what it does."""

    text: str
    enabled: bool
    run: Callable[[], None]


def group_actions(actions: Sequence[Action]) -> list[list[Action]]:
    """Actions gathered per control: one group per kind that varies in amount or claim,
    one per action otherwise; in the engine's order."""
    groups: dict[str, list[Action]] = {}
    order: list[str] = []
    for action in actions:
        varies = action.amount is not None or action.claim is not None
        key = action.kind if varies else str(action)
        if key not in groups:
            groups[key] = []
            order.append(key)
        groups[key].append(action)
    return [groups[key] for key in order]


class AmountGroup(QWidget):
    """A claim list (when claims differ), a spin box bounded by the legal amounts (when
    amounts differ) and the button that takes the chosen action."""

    chosen = Signal(object)

    def __init__(self, actions: Sequence[Action], words: Words, shortcut: str) -> None:
        super().__init__()
        self.actions = list(actions)
        self.words = words
        self.claims = list(dict.fromkeys(a.claim for a in self.actions))
        self.claim_box = QComboBox(self)
        for claim in self.claims:
            self.claim_box.addItem(words.combination(claim) if claim else "")
        self.claim_box.setVisible(len(self.claims) > 1)
        self.spin = QSpinBox(self)
        self.button = QPushButton(self)
        self.shortcut = shortcut
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.claim_box)
        row.addWidget(self.spin)
        row.addWidget(self.button)
        self.claim_box.currentIndexChanged.connect(self._claim_changed)
        self.spin.valueChanged.connect(self._refresh)
        self.button.clicked.connect(lambda _checked=False: self.chosen.emit(self.current()))
        self._claim_changed()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the accessible names."""
        self.claim_box.setAccessibleName(self.tr("Claim"))
        self.spin.setAccessibleName(self.tr("Amount"))
        self._refresh()

    def _for_claim(self) -> list[Action]:
        claim = self.claims[max(0, self.claim_box.currentIndex())]
        return [a for a in self.actions if a.claim == claim]

    def _claim_changed(self) -> None:
        amounts = [a.amount for a in self._for_claim() if a.amount is not None]
        self.spin.setVisible(len(set(amounts)) > 1)
        if amounts:
            self.spin.blockSignals(True)
            self.spin.setRange(min(amounts), max(amounts))
            self.spin.setValue(min(amounts))
            self.spin.blockSignals(False)
        self._refresh()

    def current(self) -> Action:
        """The action the controls show now: the legal one nearest the chosen amount."""
        candidates = self._for_claim()
        value = self.spin.value()
        return min(candidates, key=lambda a: abs((a.amount or 0) - value))

    def _refresh(self) -> None:
        action = self.current()
        text = self.words.action(action)
        self.button.setText(f"{self.shortcut} · {text}" if self.shortcut else text)
        self.button.setAccessibleName(text)
        if self.shortcut:
            self.button.setShortcut(QKeySequence(self.shortcut))


ROW_SPACING = 8


class ActionPanel(QFrame):
    """The panel of decisions shown over the table when a human seat must decide."""

    chosen = Signal(object)
    """An ``Action`` was chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        self.setStyleSheet(
            "#ActionPanel { background: rgba(16, 30, 22, 225); border: 1px solid "
            "rgba(236, 196, 92, 170); border-radius: 10px; }"
            "#ActionPanel QLabel { color: #f6ecd0; font-weight: bold; }"
            # One border width in every state, so that focus and hint never resize a button.
            "#ActionPanel QPushButton { background: #f6ecd0; color: #201a10; "
            "border: 3px solid #b89a58; border-radius: 6px; padding: 3px 12px; }"
            "#ActionPanel QPushButton:hover { background: #fff8e4; }"
            "#ActionPanel QPushButton:disabled { background: #8c8677; color: #3c382f; }"
            "#ActionPanel QPushButton:focus { border-color: #4aa3ff; }"
            "#ActionPanel QPushButton[hint=\"true\"] { background: #c8f7d8; "
            "border-color: #2fcf78; }")
        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it may hold a player's name
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(12, 8, 12, 10)
        self.column.addWidget(self.title)
        self.rows: list[QHBoxLayout] = []
        self.controls: list[QWidget] = []
        """The buttons and amount controls offered, in order (laid out by ``fit``)."""
        self.room = 0
        """The widest the panel may be (0: no limit); wider rows wrap (``fit``)."""
        self.buttons: list[QPushButton] = []
        self.groups: list[AmountGroup] = []
        self._words: Words | None = None
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setAccessibleName(self.tr("Decisions"))
        self.title.setAccessibleName(self.tr("Decision to take"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def clear(self) -> None:
        """Remove every control and hide."""
        for control in self.controls:
            control.hide()
            control.deleteLater()
        self.controls = []
        self._drop_rows()
        self.buttons, self.groups = [], []
        self.hide()

    def _drop_rows(self) -> None:
        for row in self.rows:
            while row.count():
                row.takeAt(0)
            self.column.removeItem(row)
            row.deleteLater()
        self.rows = []

    def fit(self, room: int) -> None:
        """Lay the controls out in as few rows as fit in ``room`` pixels (0: one row)."""
        self.room = room
        self._drop_rows()
        margins = self.column.contentsMargins()
        available = room - margins.left() - margins.right() if room else 0
        width = 0
        for control in self.controls:
            wanted = control.sizeHint().width()
            if not self.rows or (available and width + ROW_SPACING + wanted > available):
                self.rows.append(QHBoxLayout())
                self.rows[-1].setSpacing(ROW_SPACING)
                self.column.addLayout(self.rows[-1])
                width = -ROW_SPACING
            self.rows[-1].addWidget(control, alignment=Qt.AlignmentFlag.AlignCenter)
            width += ROW_SPACING + wanted

    def offer(self, title: str, actions: Sequence[Action], words: Words,
              extras: Sequence[Extra] = ()) -> None:
        """Show ``actions`` (grouped, in the game's ``words``) and the ``extras`` buttons
        under ``title``."""
        self.clear()
        self._words = words
        self.title.setText(title)
        self.title.setVisible(bool(title))
        index = 0
        for group in group_actions(actions):
            index += 1
            shortcut = str(index) if index < 10 else ""
            if len(group) == 1 and group[0].amount is None:
                self._button(words.action(group[0]), shortcut,
                             lambda a=group[0]: self.chosen.emit(a))
            else:
                control = AmountGroup(group, words, shortcut)
                control.chosen.connect(self.chosen.emit)
                self.controls.append(control)
                self.groups.append(control)
                self.buttons.append(control.button)
        for extra in extras:
            index += 1
            button = self._button(extra.text, str(index) if index < 10 else "", extra.run)
            button.setEnabled(extra.enabled)
        self.fit(self.room)
        if self.controls or title:
            self.show()
            self.adjustSize()
            self.raise_()

    def _button(self, text: str, shortcut: str, run: Callable[[], None]) -> QPushButton:
        button = QPushButton(f"{shortcut} · {text}" if shortcut else text, self)
        button.setAccessibleName(text)
        if shortcut:
            button.setShortcut(QKeySequence(shortcut))
        button.clicked.connect(lambda _checked=False: run())
        self.controls.append(button)
        self.buttons.append(button)
        return button

    def select(self, action: Action) -> QPushButton | None:
        """Set the controls to ``action`` and return the button that takes it (None if
        the panel does not offer it)."""
        for group in self.groups:
            if action in group.actions:
                group.claim_box.setCurrentIndex(group.claims.index(action.claim))
                if action.amount is not None:
                    group.spin.setValue(action.amount)
                return group.button if group.current() == action else None
        return self.button_for(self._words.action(action)) if self._words else None

    def button_texts(self) -> list[str]:
        """The texts of the buttons offered (their accessible names)."""
        return [b.accessibleName() for b in self.buttons]

    def button_for(self, text: str) -> QPushButton | None:
        """The button whose accessible name is ``text``."""
        return next((b for b in self.buttons if b.accessibleName() == text), None)
