"""The felt's text items: seat plates, speech bubbles, piles of won tricks, small labels
("needs 8", the trump suit, the talon's count) and the last-trick peek: the previous
trick (or the last stopped run) face up on a panel titled with who took it.

They draw the texts they are given; the scene composes (and translates) them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from histcards.cards import Card
from histcards.table.cards_view import LEGAL, NORMAL, CardArt, CardItem, SvgCache, device_scale
from histcards.table.layout import PILE_RISE, Placement, won_half
from histcards.table.teardown import survives_teardown

GOLD = QColor(236, 196, 92)
PARCHMENT = QColor(252, 246, 228)
INK = QColor(40, 32, 24)
TEAM_COLOURS = (QColor(70, 130, 220), QColor(214, 92, 70))
"""The colours of the partnerships: the plates' team bars and the teams' banner."""


DEALER_RADIUS = 0.2
"""The dealer button's radius, in plate heights."""
DEALER_RISE = 0.3
"""How far the dealer button stands out of its plate's top edge, in plate heights."""


@dataclass(frozen=True)
class PlateText:
    """What a seat plate says."""

    name: str
    who: str
    """Who plays the seat in a word (a computer's level), or what it does now ("thinking…",
    "your turn"): beside the name."""
    score: str
    """What decides the match: the seat's total, or its bank."""
    extra: str = ""
    """The deal's figures and tags: the stake, what its tricks count, "Declarer"."""
    dealer: bool = False
    active: bool = False
    thinking: bool = False
    team: int | None = None


def plate_font(pixels: float, bold: bool = False, italic: bool = False) -> QFont:
    """The type of the felt's labels: at least 8 pixels."""
    font = QFont()
    font.setPixelSize(max(8, round(pixels)))
    font.setBold(bold)
    font.setItalic(italic)
    return font


FIT_LEAST = 0.78
"""A text too long for its line is set this much smaller at most before it is cut."""


def fit_font(font: QFont, text: str, width: float) -> None:
    """Make ``font`` smaller (down to ``FIT_LEAST`` of its size) for ``text`` to fit in
    ``width`` pixels."""
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance > width > 0:
        size = font.pixelSize()
        # Rounded down: a size rounded up may still be a pixel too wide, and cut.
        font.setPixelSize(max(8, math.floor(size * max(FIT_LEAST, width / advance))))


class PlateItem(QGraphicsObject):
    """A seat's name plate."""

    def __init__(self) -> None:
        super().__init__()
        self.text = PlateText("", "", "")
        self.width, self.height = 160.0, 56.0
        self.font_px = 12.0
        self.reserve = 0.0
        self.setZValue(2000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: PlateText) -> None:
        """Show new texts."""
        if text != self.text:
            self.text = text
            self.update()

    def set_rect(self, rect: QRectF, font_px: float, reserve: float = 0.0) -> None:
        """Place the plate; its texts keep clear of ``reserve`` pixels on the right (where
        the seat's chips are drawn)."""
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self.width, self.height, self.font_px = rect.width(), rect.height(), font_px
        self.reserve = reserve

    @survives_teardown
    def boundingRect(self) -> QRectF:
        above = self.height * DEALER_RISE
        return QRectF(-4, -above - 2, self.width + 8, self.height + above + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        t = self.text
        rect = QRectF(0, 0, self.width, self.height)
        radius = self.height * 0.18
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(2, 3), radius, radius)
        painter.setBrush(QColor(18, 34, 26, 215) if not t.active else QColor(44, 40, 20, 230))
        border = GOLD if t.active else QColor(200, 190, 160, 110)
        painter.setPen(QPen(border, 2.4 if t.active else 1.2))
        painter.drawRoundedRect(rect, radius, radius)
        pad = self.height * 0.14
        if t.team is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(TEAM_COLOURS[t.team % len(TEAM_COLOURS)])
            painter.drawRoundedRect(QRectF(pad * 0.5, pad, pad * 0.6, self.height - 2 * pad),
                                    pad * 0.3, pad * 0.3)
        for text, font, colour, line, align in self.lines():
            painter.setFont(font)
            painter.setPen(colour)
            elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight,
                                                    line.width())
            painter.drawText(line, Qt.AlignmentFlag.AlignVCenter | align, elided)
        if t.dealer:
            self._paint_dealer(painter)

    def lines(self) -> list[tuple[str, QFont, QColor, QRectF, Qt.AlignmentFlag]]:
        """The plate's texts as drawn, each with its font (made smaller to fit where it
        must, ``fit_font``: what still does not fit is cut), colour, line and alignment."""
        t = self.text
        pad = self.height * 0.14
        left = pad * (1.6 if t.team is not None else 1.0)
        inner = QRectF(left, pad * 0.6, self.width - left - pad - self.reserve,
                       self.height - pad * 1.2)
        line_h = inner.height() / 3
        rows = [QRectF(inner.x(), inner.y() + row * line_h, inner.width(), line_h)
                for row in range(3)]
        who_font = plate_font(self.font_px * 0.8, italic=True)
        who_width = min(QFontMetricsF(who_font).horizontalAdvance(t.who), inner.width() * 0.6)
        name_row = QRectF(rows[0])
        name_row.setWidth(max(0.0, inner.width() - who_width - (pad if t.who else 0)))
        who_row = QRectF(rows[0].right() - who_width, rows[0].y(), who_width, line_h)
        lively = t.thinking or (t.active and bool(t.who))
        texts = ((t.name, plate_font(self.font_px * 1.15, bold=True), QColor(250, 242, 220),
                  name_row, Qt.AlignmentFlag.AlignLeft),
                 (t.who, who_font, GOLD if lively else QColor(200, 205, 190), who_row,
                  Qt.AlignmentFlag.AlignRight),
                 (t.score, plate_font(self.font_px * 1.02, bold=True), QColor(240, 232, 208),
                  rows[1], Qt.AlignmentFlag.AlignLeft),
                 (t.extra, plate_font(self.font_px * 0.9), QColor(214, 208, 186), rows[2],
                  Qt.AlignmentFlag.AlignLeft))
        shown = []
        for text, font, colour, line, align in texts:
            if text and line.width() > 0:
                fit_font(font, text, line.width())
                shown.append((text, font, colour, line, align))
        return shown

    def _paint_dealer(self, painter: QPainter) -> None:
        """The dealer button, standing mostly above the plate's top edge, clear of its
        texts (the layout leaves it room at the top of the table)."""
        r = self.height * DEALER_RADIUS
        centre = QPointF(self.width - self.reserve - r * 0.4, r - self.height * DEALER_RISE)
        painter.setPen(QPen(QColor(90, 70, 30), 1.2))
        painter.setBrush(PARCHMENT)
        painter.drawEllipse(centre, r, r)
        painter.setFont(plate_font(r * 1.15, bold=True))
        painter.setPen(INK)
        # The dealer button's letter: "D" for dealer (donneur in French).
        painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r),
                         Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("SeatPlate", "D"))


class BubbleItem(QGraphicsObject):
    """A speech bubble pointing at a seat."""

    def __init__(self, text: str, font_px: float) -> None:
        super().__init__()
        self.text = text
        self.font = plate_font(font_px * 1.25, bold=True)
        metrics = QFontMetricsF(self.font)
        self.box = QRectF(0, 0, metrics.horizontalAdvance(text) + font_px * 1.6,
                          metrics.height() + font_px * 0.9)
        self.box.moveCenter(QPointF(0, -self.box.height() / 2 - font_px * 0.7))
        self.tail = font_px * 0.7
        self.setZValue(6000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def extent(self) -> tuple[float, float]:
        """The width and height of the bubble and its tail (whose tip is the item's
        origin, in the middle of its foot)."""
        return (self.box.width(), -self.box.top())

    @survives_teardown
    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-3, -3, 5, self.tail + 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        r = self.box.height() * 0.35
        path.addRoundedRect(self.box, r, r)
        tail = QPainterPath()
        bottom = self.box.bottom()
        tail.moveTo(-self.tail * 0.8, bottom - 1)
        tail.lineTo(0, bottom + self.tail)
        tail.lineTo(self.tail * 0.8, bottom - 1)
        tail.closeSubpath()
        path = path.united(tail)
        painter.fillPath(path.translated(2, 3), QColor(0, 0, 0, 70))
        painter.setPen(QPen(QColor(120, 90, 40), 1.4))
        painter.setBrush(PARCHMENT)
        painter.drawPath(path)
        painter.setFont(self.font)
        painter.setPen(INK)
        painter.drawText(self.box, Qt.AlignmentFlag.AlignCenter, self.text)


class WonPile(QGraphicsObject):
    """The tricks a seat has won, stacked crosswise, with their count written under them
    ("3 tricks"); it stands in a square of ``won_half`` (``histcards.table.layout``)."""

    def __init__(self, cache: SvgCache, art: CardArt) -> None:
        super().__init__()
        self._cache, self._art = cache, art
        self.count = 0
        self.caption = ""
        self.card_w, self.card_h = 40.0, 60.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_art(self, art: CardArt) -> None:
        """Draw with another back."""
        self._art = art
        self.update()

    def set_count(self, count: int, caption: str = "") -> None:
        """Show ``count`` tricks, ``caption`` saying how many under them."""
        if (count, caption) != (self.count, self.caption):
            self.count, self.caption = count, caption
            self.update()

    def set_card_size(self, width: float, height: float) -> None:
        """The size of a card on the pile."""
        self.prepareGeometryChange()
        self.card_w, self.card_h = width, height

    @survives_teardown
    def boundingRect(self) -> QRectF:
        half = won_half((self.card_w, self.card_h))
        return QRectF(-half - 4, -half - 4, 2 * half + 8, 2 * half + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.count:
            return
        w, h = self.card_w, self.card_h
        half = won_half((w, h))
        rise = half * PILE_RISE
        pixmap = self._cache.pixmap(self._art.back_path(), w, h, device_scale(painter))
        for i in range(min(self.count, 6)):
            painter.save()
            painter.translate(-i * 1.2, -rise - i * 1.6)
            painter.rotate(90 if i % 2 == 0 else 80)
            painter.drawPixmap(QPointF(-w / 2, -h / 2), pixmap)
            painter.restore()
        text = self.caption or str(self.count)
        font = plate_font(h * 0.2, bold=True)
        metrics = QFontMetricsF(font)
        box = QRectF(0, 0, min(2 * half, metrics.horizontalAdvance(text) + h * 0.2),
                     metrics.height() + h * 0.04)
        box.moveCenter(QPointF(0, half - box.height() / 2))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(236, 196, 92, 160), 1))
        painter.setBrush(QColor(10, 24, 16, 210))
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.setFont(font)
        painter.setPen(PARCHMENT)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                         metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width()))


class Pill(QGraphicsObject):
    """A short label on the felt, centred on its position."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.font_px = 12.0
        self.setZValue(3000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, font_px: float) -> None:
        """Show ``text`` (empty hides the label)."""
        if (text, font_px) != (self.text, self.font_px):
            self.prepareGeometryChange()
            self.text, self.font_px = text, font_px

    def _box(self) -> QRectF:
        metrics = QFontMetricsF(plate_font(self.font_px, bold=True))
        box = QRectF(0, 0, metrics.horizontalAdvance(self.text) + self.font_px * 1.4,
                     metrics.height() + self.font_px * 0.5)
        box.moveCenter(QPointF(0, 0))
        return box

    @survives_teardown
    def boundingRect(self) -> QRectF:
        return self._box().adjusted(-2, -2, 2, 2) if self.text else QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        box = self._box()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(236, 196, 92, 160), 1))
        painter.setBrush(QColor(10, 24, 16, 190))
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2)
        painter.setFont(plate_font(self.font_px, bold=True))
        painter.setPen(PARCHMENT)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, self.text)


PEEK_Z = 5800
"""Above every card of the table (a dragged card is at 5000), below speech bubbles."""


class PeekItem(QGraphicsObject):
    """A panel showing a finished trick or run under a title, the winner's card outlined
    in gold, with the players' names under their cards where the layout asks for them."""

    def __init__(self, cache: SvgCache, art: CardArt) -> None:
        super().__init__()
        self._cache, self._art = cache, art
        self.title = ""
        self.names: list[tuple[str, QRectF]] = []
        self.font_px = 12.0
        self.box = QRectF()
        self.cards: list[CardItem] = []
        self.setZValue(PEEK_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_art(self, art: CardArt) -> None:
        """Draw with another pack."""
        self._art = art
        for item in self.cards:
            item.set_art(art)

    def set_content(self, title: str, cards: Sequence[tuple[Card, Placement, bool]],
                    names: Sequence[tuple[str, QRectF]], font_px: float,
                    margin: float) -> None:
        """Show ``cards`` (each with its placement and whether it is the winner's) and
        ``names`` (each written in its rectangle) under ``title``; the panel wraps them
        with ``margin`` to spare."""
        self.prepareGeometryChange()
        for item in self.cards:
            item.setParentItem(None)
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.cards = []
        self.title, self.names, self.font_px = title, list(names), font_px
        box = QRectF()
        for order, (card, place, winner) in enumerate(cards):
            item = CardItem(card, self._cache, self._art)
            item.card, item.face_up = card, True
            item.set_size(place.width, place.height)
            item.setParentItem(self)
            item.setPos(place.x, place.y)
            item.setRotation(place.rotation)
            item.setZValue(order)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.set_state(LEGAL if winner else NORMAL)
            self.cards.append(item)
            box = box.united(item.mapRectToParent(item.boundingRect()))
        for _, rect in self.names:
            box = box.united(rect)
        title_font = QFontMetricsF(plate_font(font_px * 1.1, bold=True))
        box.adjust(-margin, -margin - title_font.height() * 1.5, margin, margin)
        spare = title_font.horizontalAdvance(title) + font_px * 2 - box.width()
        self.box = box.adjusted(-spare / 2, 0, spare / 2, 0) if spare > 0 else box

    @survives_teardown
    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-3, -3, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self.font_px
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawRoundedRect(self.box.translated(3, 4), radius, radius)
        painter.setBrush(QColor(14, 40, 27, 236))
        painter.setPen(QPen(GOLD, 1.6))
        painter.drawRoundedRect(self.box, radius, radius)
        font = plate_font(self.font_px * 1.1, bold=True)
        painter.setFont(font)
        painter.setPen(PARCHMENT)
        line = QFontMetricsF(font).height() * 1.5
        rect = QRectF(self.box.x(), self.box.y() + line * 0.15, self.box.width(), line)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.title)
        small = plate_font(self.font_px * 0.9)
        painter.setFont(small)
        painter.setPen(QColor(220, 214, 190))
        for name, rect in self.names:
            elided = QFontMetricsF(small).elidedText(name, Qt.TextElideMode.ElideRight,
                                                     rect.width())
            painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             elided)
