"""Stake boards and chips: the Poch board with its pools (six on Le Poque's), Hoc's
three-pool board and Homme's pot, and stacks of jetons and fiches (a fiche = 10 jetons)
in the pools and beside each seat's plate.

Which board a match uses is the game's declaration's (``GameInfo.board``); where each pool
lies on a board, where its name is written and the board's proportions come from
``resources/art-manifest.json``. The names are the declaration's, in the interface
language, written on the board by the table (the art leaves their places empty).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from histcards.engine.declaration import Board
from histcards.resources import resource_path
from histcards.table.cards_view import SvgCache, art_file, device_scale
from histcards.table.layout import BoardSize
from histcards.table.teardown import survives_teardown

FICHE_VALUE = 10
FICHE_RATIO = 150 / 320
"""Height over width of a fiche."""
MAX_DRAWN = 8
"""Counters drawn in one pile; the label says the rest."""


ROUND_LIMIT = 1.2
"""Boards about as wide as high are round (their shadow an ellipse), wider ones trays."""
COUNT_PX = 12.0
"""The smallest type of a pool's count: readable on the smallest board."""
NAME_PX = 9.0
"""The smallest type of a pool's name."""
GILT = QColor(236, 196, 92)
SHADE = QColor(40, 22, 8, 200)


@dataclass(frozen=True)
class NamePlace:
    """Where a pool's name is written on a board, as fractions of the art's size: the
    centre of its room, the text's turn (degrees, clockwise), the room's width and
    height, and the radius of the rim it follows (0: a straight line)."""

    x: float
    y: float
    rotation: float
    width: float
    height: float
    arc: float


@cache
def _board_art(art: str) -> dict:
    manifest = json.loads(resource_path("art-manifest.json").read_text(encoding="utf-8"))
    return manifest["files"][f"boards/{art}.svg"]


def board_aspect(art: str) -> float:
    """Width over height of a board's art."""
    width, height = _board_art(art)["viewbox"]
    return width / height


@cache
def board_pools(art: str) -> dict[str, tuple[float, float, float]]:
    """Compartment centres and free radius of a board, as fractions of its art's size."""
    entry = _board_art(art)
    width, height = entry["viewbox"]
    return {name: (p["x"] / width, p["y"] / height, p["r"] / min(width, height))
            for name, p in entry["pools"].items()}


@cache
def board_name_places(art: str) -> dict[str, NamePlace]:
    """Where each compartment of a board has its name written (those with one)."""
    entry = _board_art(art)
    width, height = entry["viewbox"]
    places = {}
    for name, pool in entry["pools"].items():
        label = pool.get("label")
        if label is not None:
            places[name] = NamePlace(label["x"] / width, label["y"] / height,
                                     label["rotation"], label["width"] / width,
                                     label["height"] / height, label["arc"] / width)
    return places


def board_size(board: Board) -> BoardSize:
    """How the layout sizes a board: its proportions and the height it is wanted at."""
    return BoardSize(board_aspect(board.art), board.height)


def split_chips(amount: int) -> tuple[int, int]:
    """An amount as fiches and jetons."""
    return divmod(max(0, amount), FICHE_VALUE)


class ChipStack(QGraphicsObject):
    """A stack of fiches and jetons with the amount written under it."""

    def __init__(self, cache: SvgCache, parent: QGraphicsItem | None = None,
                 show_label: bool = True) -> None:
        super().__init__(parent)
        self._cache = cache
        self.show_label = show_label
        self.amount: int | None = None
        self.size = 24.0
        self.caption = ""
        self.label_px = 0.0
        """The count's type size (0: in proportion to the counters)."""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_amount(self, amount: int | None, caption: str = "") -> None:
        """Show ``amount`` chips (None hides the stack); ``caption`` replaces the label."""
        if (amount, caption) != (self.amount, self.caption):
            self.amount, self.caption = amount, caption
            self.update()

    def set_size(self, size: float) -> None:
        """The diameter of a jeton."""
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size

    def _label_px(self) -> float:
        return self.label_px or max(9.0, round(self.size * 0.5))

    @survives_teardown
    def boundingRect(self) -> QRectF:
        s = self.size
        below = max(s * 1.3, s * 0.62 + self._label_px() * 1.6)
        return QRectF(-s * 2.2, -s * 1.9, s * 4.4, s * 1.9 + below)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.amount is None:
            return
        s = self.size
        fiches, jetons = split_chips(self.amount)
        scale = device_scale(painter)
        fiche_w = s * 1.5
        fiche_h = fiche_w * FICHE_RATIO
        both = fiches and jetons
        fiche_x = -fiche_w / 2 - (s * 0.62 if both else 0)
        jeton_x = -s / 2 + (fiche_w * 0.45 if both else 0)
        if fiches:
            pixmap = self._cache.pixmap(art_file("counters", "fiche.svg"),
                                        fiche_w, fiche_h, scale)
            for i in range(min(fiches, MAX_DRAWN if self.show_label else 5)):
                painter.drawPixmap(QPointF(fiche_x + (i % 2) * 1.2, -fiche_h / 2 - i * s * 0.13),
                                   pixmap)
        if jetons:
            pixmap = self._cache.pixmap(art_file("counters", "jeton.svg"), s, s, scale)
            for i in range(jetons):
                painter.drawPixmap(QPointF(jeton_x + (i % 2) * 0.8, -s / 2 - i * s * 0.11),
                                   pixmap)
        if self.show_label:
            self._paint_label(painter, s)

    def _paint_label(self, painter: QPainter, s: float) -> None:
        text = self.caption or str(self.amount)
        font = QFont()
        font.setPixelSize(round(self._label_px()))
        font.setBold(True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        width = metrics.horizontalAdvance(text) + s * 0.5
        rect = QRectF(-width / 2, s * 0.62, width, metrics.height() + 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        negative = self.amount is not None and self.amount < 0
        painter.setPen(QColor(255, 150, 140) if negative else QColor(250, 240, 215))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class FlyingChip(QGraphicsObject):
    """One counter in flight between a bank and a pool."""

    def __init__(self, cache: SvgCache, fiche: bool, size: float) -> None:
        super().__init__()
        self._cache = cache
        self.fiche = fiche
        self.size = size
        self.setZValue(5000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _extent(self) -> tuple[float, float]:
        if self.fiche:
            return self.size * 1.5, self.size * 1.5 * FICHE_RATIO
        return self.size, self.size

    @survives_teardown
    def boundingRect(self) -> QRectF:
        w, h = self._extent()
        return QRectF(-w / 2, -h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self._extent()
        name = "fiche.svg" if self.fiche else "jeton.svg"
        pixmap = self._cache.pixmap(art_file("counters", name), w, h,
                                    device_scale(painter))
        painter.drawPixmap(QPointF(-w / 2, -h / 2), pixmap)


class BoardItem(QGraphicsObject):
    """A stake board with a chip stack in each of its pools."""

    def __init__(self, cache: SvgCache, board: Board, pools: Iterable[str]) -> None:
        super().__init__()
        self._cache = cache
        self.board = board
        self.width = self.height = 100.0
        self.stacks = {pool: ChipStack(cache, self) for pool in pools
                       if board.compartment(pool) in board_pools(board.art)}
        self.names: dict[str, str] = {}
        """Each pool's name as the board writes it, in the interface language."""
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        """Place the board in ``rect`` (scene coordinates) and its stacks on it."""
        self.prepareGeometryChange()
        self.setPos(rect.topLeft())
        self.width, self.height = rect.width(), rect.height()
        spots = board_pools(self.board.art)
        for pool, stack in self.stacks.items():
            x, y, r = spots[self.board.compartment(pool)]
            radius = r * min(self.width, self.height)
            stack.set_size(radius * 0.62)
            stack.label_px = max(COUNT_PX, radius * 0.42)
            stack.setPos(x * self.width, y * self.height + radius * 0.08)

    @property
    def text(self) -> str:
        """The names written on the board (for screen readers and the language checks)."""
        return " · ".join(self.names.values())

    def set_names(self, names: Mapping[str, str]) -> None:
        """Write these names of the pools on the board (in the interface language)."""
        self.names = {pool: names[pool] for pool in self.stacks if pool in names}
        self.update()

    def set_pools(self, pools: dict[str, int]) -> None:
        """Show the chips in each pool."""
        for pool, stack in self.stacks.items():
            stack.set_amount(pools.get(pool, 0))

    def pool_point(self, pool: str) -> QPointF:
        """The scene position of a pool's chips."""
        stack = self.stacks.get(pool)
        if stack is None:
            return self.mapToScene(QPointF(self.width / 2, self.height / 2))
        return stack.scenePos()

    @survives_teardown
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        path = art_file("boards", f"{self.board.art}.svg")
        shadow = QPainterPath()
        if board_aspect(self.board.art) > ROUND_LIMIT:
            shadow.addRoundedRect(QRectF(4, 6, self.width, self.height), 14, 14)
        else:
            shadow.addEllipse(QRectF(4, 6, self.width, self.height))
        painter.fillPath(shadow, QColor(0, 0, 0, 70))
        pixmap = self._cache.pixmap(path, self.width, self.height, device_scale(painter))
        painter.drawPixmap(QPointF(0, 0), pixmap)
        places = board_name_places(self.board.art)
        for pool, name in self.names.items():
            place = places.get(self.board.compartment(pool))
            if place is not None:
                self._paint_name(painter, name.upper(), place)

    def _paint_name(self, painter: QPainter, text: str, place: NamePlace) -> None:
        """A pool's name in its place: in the largest type its room holds (along the rim
        of a round board, upright)."""
        scale = min(self.width, self.height)
        room_w, room_h = place.width * self.width, place.height * self.height
        font = QFont()
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 106)
        size = room_h * 0.72
        font.setPixelSize(max(1, round(size)))
        advance = QFontMetricsF(font).horizontalAdvance(text)
        if advance > room_w:
            size *= room_w / advance
        font.setPixelSize(max(round(NAME_PX), round(size)))
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        centre = QPointF(place.x * self.width, place.y * self.height)
        if place.arc <= 0:
            glyphs = [(text, centre, place.rotation)]
        else:
            glyphs = _along_arc(text, metrics, QPointF(self.width / 2, self.height / 2),
                                centre, place.arc * scale, place.rotation)
        rise = metrics.capHeight() / 2
        for glyph, point, rotation in glyphs:
            width = metrics.horizontalAdvance(glyph)
            painter.save()
            painter.translate(point)
            painter.rotate(rotation)
            painter.setPen(SHADE)
            painter.drawText(QPointF(-width / 2 + 1, rise + 1), glyph)
            painter.setPen(GILT)
            painter.drawText(QPointF(-width / 2, rise), glyph)
            painter.restore()


def _along_arc(text: str, metrics: QFontMetricsF, centre: QPointF, middle_point: QPointF,
               radius: float, rotation: float) -> list[tuple[str, QPointF, float]]:
    """Each letter of ``text`` with its place and turn, centred on ``middle_point`` of the
    rim of ``radius`` round ``centre``, where a straight text would be turned by
    ``rotation``: clockwise over the top of the board, the other way over its bottom
    (where ``rotation`` turns the text upright)."""
    middle = math.atan2(middle_point.x() - centre.x(), centre.y() - middle_point.y())
    upright = abs((rotation - math.degrees(middle)) % 360 - 180) < 1
    direction = -1.0 if upright else 1.0
    glyphs = []
    along = -metrics.horizontalAdvance(text) / 2
    for glyph in text:
        width = metrics.horizontalAdvance(glyph)
        angle = middle + direction * (along + width / 2) / radius
        point = QPointF(centre.x() + radius * math.sin(angle),
                        centre.y() - radius * math.cos(angle))
        glyphs.append((glyph, point, math.degrees(angle) + (180 if upright else 0)))
        along += width
    return glyphs


def chip_path(start: QPointF, end: QPointF, t: float) -> QPointF:
    """Where a flying chip is at time ``t`` (0..1): a slight arc from ``start`` to ``end``."""
    x = start.x() + (end.x() - start.x()) * t
    y = start.y() + (end.y() - start.y()) * t
    lift = math.sin(math.pi * t) * min(60.0, math.hypot(end.x() - start.x(),
                                                         end.y() - start.y()) * 0.15)
    return QPointF(x, y - lift)
