"""The action panel: the legal decisions that are not a card to play, one button each in
the game's words, with a spin box bounded by the legal amounts for bets and raises and one
list of claims for every decision that carries one; digits reach the buttons from the
keyboard, and Enter the button the controller marks as the default.

The claims list offers first what the hand bears out (the observation's ``claims_held``,
best first, the best chosen), then the bluffs, marked as such. A decision that costs chips
to match the standing bid says how many on its button.

It also offers the choices a card can carry (a Hoc principal hoc standing for a rank, a
Quarante clique) and the buttons the controller adds (Next deal, Discard).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
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
from histcards.table.wording import Words, jetons


@dataclass(frozen=True)
class Extra:
    """A button the controller adds: its text, whether it can be pressed, what it does,
    and whether Enter presses it."""

    text: str
    enabled: bool
    run: Callable[[], None]
    default: bool = False


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


def claims_in_order(actions: Sequence[Action], held: Sequence[str] | None) -> list[str]:
    """The claims of ``actions`` as the list offers them: those the hand bears out
    (``held``, best first), then the others in the engine's order."""
    offered = list(dict.fromkeys(a.claim for a in actions if a.claim is not None))
    honest = [c for c in held or () if c in offered]
    return honest + [c for c in offered if c not in honest]


class ClaimChooser(QWidget):
    """The one list of claims every decision that carries a claim takes its claim from:
    the honest ones first, the best chosen; the bluffs after them, marked."""

    changed = Signal()

    def __init__(self, claims: Sequence[str], held: Sequence[str] | None, words: Words
                 ) -> None:
        super().__init__()
        self.claims = list(claims)
        self.label = QLabel(self)
        self.box = QComboBox(self)
        for claim in self.claims:
            text = words.combination(claim)
            bluff = held is not None and claim not in held
            self.box.addItem(self.tr("{0} (bluff)").format(text) if bluff else text)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.box)
        self.box.currentIndexChanged.connect(lambda _index: self.changed.emit())
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.label.setText(self.tr("Claim:"))
        self.box.setAccessibleName(self.tr("Claim"))

    def claim(self) -> str:
        """The claim chosen."""
        return self.claims[max(0, self.box.currentIndex())]

    def choose(self, claim: str) -> None:
        """Choose ``claim``."""
        self.box.setCurrentIndex(self.claims.index(claim))


class AmountGroup(QWidget):
    """A spin box bounded by the legal amounts (when amounts differ) and the button that
    takes the chosen action, with the claim of the panel's claim list."""

    chosen = Signal(object)

    def __init__(self, actions: Sequence[Action], words: Words, shortcut: str,
                 claims: ClaimChooser | None = None) -> None:
        super().__init__()
        self.actions = list(actions)
        self.words = words
        self.chooser = claims if any(a.claim is not None for a in actions) else None
        self.spin = QSpinBox(self)
        self.button = QPushButton(self)
        self.shortcut = shortcut
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.spin)
        row.addWidget(self.button)
        if self.chooser is not None:
            self.chooser.changed.connect(self._claim_changed)
        self.spin.valueChanged.connect(self._refresh)
        self.button.clicked.connect(lambda _checked=False: self.chosen.emit(self.current()))
        self._claim_changed()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the accessible names."""
        self.spin.setAccessibleName(self.tr("Amount"))
        self._refresh()

    def _for_claim(self) -> list[Action]:
        if self.chooser is None:
            return self.actions
        claim = self.chooser.claim()
        return [a for a in self.actions if a.claim == claim]

    def _claim_changed(self) -> None:
        amounts = [a.amount for a in self._for_claim() if a.amount is not None]
        self.spin.setVisible(len(set(amounts)) > 1)
        if amounts:
            value = self.spin.value()
            self.spin.blockSignals(True)
            self.spin.setRange(min(amounts), max(amounts))
            self.spin.setValue(value if min(amounts) <= value <= max(amounts)
                               else min(amounts))
            self.spin.blockSignals(False)
        self._refresh()

    def current(self) -> Action | None:
        """The action the controls show now: the legal one nearest the chosen amount (None
        when the chosen claim allows none of this group)."""
        candidates = self._for_claim()
        if not candidates:
            return None
        value = self.spin.value()
        return min(candidates, key=lambda a: abs((a.amount or 0) - value))

    def _refresh(self) -> None:
        action = self.current()
        self.button.setEnabled(action is not None)
        if action is None:
            return
        text = self.words.action(action)
        self.button.setText(f"{self.shortcut} · {text}" if self.shortcut else text)
        self.button.setAccessibleName(text)
        if self.shortcut:
            self.button.setShortcut(QKeySequence(self.shortcut))


ROW_SPACING = 8
ONE_ROW = 1000
"""The room in pixels where the widest row of decisions the games offer fits in one row
(Hoc's auction in French takes about 900)."""


class ActionPanel(QFrame):
    """The panel of decisions shown over the table when a human seat must decide."""

    chosen = Signal(object)
    """An ``Action`` was chosen."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tallest: dict[int, int] = {}
        """The panel's height at its tallest, by rows of controls (set before the style
        sheet, whose change clears it)."""
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
        self.column.setContentsMargins(12, 6, 12, 8)
        self.column.setSpacing(4)
        self.column.addWidget(self.title)
        self.rows: list[QHBoxLayout] = []
        self.controls: list[QWidget] = []
        """The buttons and amount controls offered, in order (laid out by ``fit``)."""
        self.room = 0
        """The widest the panel may be (0: no limit); wider rows wrap (``fit``)."""
        self.buttons: list[QPushButton] = []
        self.groups: list[AmountGroup] = []
        self.claims: ClaimChooser | None = None
        self.default: QPushButton | None = None
        """The button Enter presses, if any."""
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
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._tallest.clear()
        super().changeEvent(event)

    def tallest(self, room: int) -> int:
        """The panel's height at its tallest in ``room`` pixels of width, as the table
        leaves it room: two lines of title over a row of controls, a claim list, an
        amount and a button (two rows where the room is narrower than ``ONE_ROW``)."""
        rows = 1 if room >= ONE_ROW else 2
        if rows not in self._tallest:
            probe = ActionPanel()
            probe.setFont(self.font())
            probe.title.setText("Ag\nAg")
            for _ in range(rows):
                row = QWidget(probe)
                line = QHBoxLayout(row)
                line.setContentsMargins(0, 0, 0, 0)
                for control in (QComboBox(row), QSpinBox(row), QPushButton("1 · Ag", row)):
                    line.addWidget(control)
                probe.controls.append(row)
            probe.fit(1)  # one row of controls a line
            self._tallest[rows] = probe.sizeHint().height()
            probe.deleteLater()
        return self._tallest[rows]

    def clear(self) -> None:
        """Remove every control and hide."""
        for control in self.controls:
            control.hide()  # at once: it may be deleted only later
            control.deleteLater()
        self.controls = []
        self._drop_rows()
        self.buttons, self.groups = [], []
        self.claims = self.default = None
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
              extras: Sequence[Extra] = (), held: Sequence[str] | None = None,
              prices: Mapping[str, int] | None = None) -> None:
        """Show ``actions`` (grouped, in the game's ``words``) and the ``extras`` buttons
        under ``title``; ``held``: the claims the hand bears out, best first (None: the
        game does not say); ``prices``: what an action costs in chips, by its text."""
        self.clear()
        self._words = words
        self.title.setText(title)
        self.title.setVisible(bool(title))
        claims = claims_in_order(actions, held)
        if len(claims) > 1:
            self.claims = ClaimChooser(claims, held, words)
            self.controls.append(self.claims)
        index = 0
        for group in group_actions(actions):
            index += 1
            shortcut = str(index) if index < 10 else ""
            action = group[0]
            if len(group) == 1 and action.amount is None and (action.claim is None
                                                              or self.claims is None):
                self._button(_priced(words.action(action), (prices or {}).get(str(action))),
                             shortcut, lambda a=action: self.chosen.emit(a), str(action))
            else:
                control = AmountGroup(group, words, shortcut, self.claims)
                control.chosen.connect(self.chosen.emit)
                self.controls.append(control)
                self.groups.append(control)
                self.buttons.append(control.button)
        for extra in extras:
            index += 1
            button = self._button(extra.text, str(index) if index < 10 else "", extra.run)
            button.setEnabled(extra.enabled)
            if extra.default:
                self.default = button
        self.fit(self.room)
        if self.controls or title:
            self.show()
            self.adjustSize()
            self.raise_()

    def _button(self, text: str, shortcut: str, run: Callable[[], None],
                action: str | None = None) -> QPushButton:
        button = QPushButton(f"{shortcut} · {text}" if shortcut else text, self)
        button.setProperty("action", action)
        button.setAccessibleName(text)
        if shortcut:
            button.setShortcut(QKeySequence(shortcut))
        button.clicked.connect(lambda _checked=False: run())
        self.controls.append(button)
        self.buttons.append(button)
        return button

    def press_default(self) -> bool:
        """Press the default button (Enter); False if there is none to press."""
        button = self.default
        if button is None or not self.isVisible() or not button.isEnabled():
            return False
        button.click()
        return True

    def select(self, action: Action) -> QPushButton | None:
        """Set the controls to ``action`` and return the button that takes it (None if
        the panel does not offer it)."""
        for group in self.groups:
            if action in group.actions:
                if group.chooser is not None and action.claim is not None:
                    group.chooser.choose(action.claim)
                if action.amount is not None:
                    group.spin.setValue(action.amount)
                return group.button if group.current() == action else None
        if self._words is None:
            return None
        return next((b for b in self.buttons if b.property("action") == str(action)), None)

    def button_texts(self) -> list[str]:
        """The texts of the buttons offered (their accessible names)."""
        return [b.accessibleName() for b in self.buttons]

    def button_for(self, text: str) -> QPushButton | None:
        """The button whose accessible name is ``text``."""
        return next((b for b in self.buttons if b.accessibleName() == text), None)


def _priced(text: str, price: int | None) -> str:
    """An action's words with what it costs, where it costs something."""
    if not price:
        return text
    return QCoreApplication.translate("ActionPanel", "{0} ({1})").format(text, jetons(price))
