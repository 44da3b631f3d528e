"""The view of the felt: it fills its window, lays the table out again on every resize,
carries the action panel and the privacy curtain, and lets the keyboard play (arrows
between the cards that may be chosen, Enter or Space to play or choose one; the panel's
buttons have digit shortcuts and are reached with Tab; Enter presses the one with the
focus, else the panel's default, such as Next deal). A key, like a click, goes on from
cards laid open on the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from histcards.table.accessible import ACCESSIBLE_TEXT
from histcards.table.animation import Animator
from histcards.table.cards_view import DIMMED
from histcards.table.curtain import Curtain
from histcards.table.panel import ActionPanel
from histcards.table.scene import TableScene

PANEL_MARGIN = 20
"""The panel of decisions is this much narrower than the table, at most."""


class TableView(QGraphicsView):
    """A view showing the whole scene at one scene unit per pixel."""

    announced = Signal(str)
    """The card the keyboard points at, in words (for the status line)."""

    def __init__(self, scene: TableScene, animator: Animator,
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here: PySide knows its type, where it would otherwise look up
        # the type of the one Qt made among every widget class (a few ms, at start).
        self.setViewport(QWidget())
        self.table = scene
        self.animator = animator
        self.panel = ActionPanel(self)
        self.curtain = Curtain(self)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.panel.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setAccessibleName(self.tr("Card table"))
        self.setAccessibleDescription(self.tr(
            "Click or drag a highlighted card to play it; arrows choose a card, Enter plays."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.animator.finish_all()
        size = self.viewport().size()
        self.table.set_view_size(size.width(), size.height(),
                                 self.panel.tallest(size.width() - PANEL_MARGIN))
        self.place_panel()
        self.curtain.setGeometry(self.rect())

    def eventFilter(self, watched: object, event: QEvent) -> bool:
        if watched is self.panel and event.type() in (QEvent.Type.Show,
                                                      QEvent.Type.LayoutRequest):
            self.place_panel()
        return super().eventFilter(watched, event)

    def place_panel(self) -> None:
        """Put the panel over the middle of the table, at the foot of the band the layout
        leaves it above the viewer's hand."""
        layout = self.table.layout
        room = self.viewport().width() - PANEL_MARGIN
        if self.panel.room != room:
            self.panel.fit(room)  # wraps its controls onto more rows where they need to
        self.panel.adjustSize()
        hint = self.panel.sizeHint()
        width = min(hint.width(), room)
        x = (self.viewport().width() - width) / 2
        y = layout.decision.bottom - hint.height()
        self.panel.setGeometry(round(x), round(max(0, y)), round(width), hint.height())

    # --- keyboard play -------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.table.peek_shown():
            self.table.hide_peek()
            return
        if self.table.reveal_shown():
            # A key goes on from cards laid open, as a click does, and then does its work.
            self.table.hide_reveal()
            self.animator.finish_all()
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.animator.finish_all()
            self._move_focus(1 if key == Qt.Key.Key_Right else -1)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            card = self.table.focused_card()
            if card is not None:
                self.animator.finish_all()
                self.table.card_clicked.emit(card)
                if card in self.table.viewer_hand():
                    self._announce(card)
                return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._press_panel_button():
            return
        super().keyPressEvent(event)

    def _press_panel_button(self) -> bool:
        """Enter on the panel: the button that has the focus, else the default one."""
        focused = self.panel.focusWidget()
        if focused in self.panel.buttons and focused.isEnabled() and focused.hasFocus():
            focused.click()
            return True
        return self.panel.press_default()

    def choosable_cards(self) -> list[int]:
        """The viewer's cards the keyboard can point at: those the player may choose now
        (to play, or to select for a discard)."""
        states = self.table.states
        return [k for k in self.table.viewer_hand()
                if isinstance(k, int) and k in states and states[k] != DIMMED]

    def _move_focus(self, step: int) -> None:
        cards = self.choosable_cards()
        if not cards:
            self.table.set_focus_card(None)
            return
        current = self.table.focused_card()
        index = cards.index(current) if current in cards else (-1 if step > 0 else 0)
        card = cards[(index + step) % len(cards)]
        self.table.set_focus_card(card)
        self._announce(card)

    def _announce(self, card: int) -> None:
        from PySide6.QtGui import QAccessible, QAccessibleEvent  # not needed to show the table

        item = self.table.card_item(card)
        text = item.data(ACCESSIBLE_TEXT) if item is not None else ""
        if not text:
            return
        self.setAccessibleDescription(text)
        QAccessible.updateAccessibility(QAccessibleEvent(
            self, QAccessible.Event.DescriptionChanged))
        self.announced.emit(text)
