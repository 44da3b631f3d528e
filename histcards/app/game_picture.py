"""A game's picture for its tile in the game chooser: a characteristic moment of the game
(``Picture`` in its declaration) drawn with the table's own pieces — the felt, the cards of
the player's pack, the stake board with jetons and fiches in its pools — so a newcomer sees
what the table will look like.

The picture is laid out for the size it is drawn at: the board beside the cards (above
them for a wide board such as Hoc's), a face-down talon with its turned card before a fan,
a trick round the middle, a run overlapping from left to right.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QSizePolicy, QWidget

from histcards.cards import parse_card
from histcards.engine.declaration import GameInfo, Picture
from histcards.storage import Settings
from histcards.table.board import BoardItem, board_aspect
from histcards.table.cards_view import CardArt, CardItem, SvgCache, art_file
from histcards.table.layout import CARD_RATIO

MARGIN = 0.07
"""The free border round the picture, as a fraction of its height."""
WIDE_BOARD = 1.6
"""A board at least this much wider than high lies above the cards, not beside them…"""
WIDE_PICTURE = 2.2
"""… unless the picture itself is this much wider than high."""
FAN_DEGREES = 9.0
"""The angle between two cards of a fan."""
TALON_CARDS = 3
"""The face-down cards drawn under a turned card."""
CORNER = 10.0
CHIPS_LARGER = 1.5
"""Chips drawn larger than on the table, to be seen on a small picture."""


@dataclass(frozen=True)
class Area:
    """A rectangle of the picture, in its pixels."""

    x: float
    y: float
    width: float
    height: float

    @property
    def centre(self) -> QPointF:
        """The middle of the area."""
        return QPointF(self.x + self.width / 2, self.y + self.height / 2)


def _card(
    scene: QGraphicsScene,
    cache: SvgCache,
    art: CardArt,
    name: str | None,
    height: float,
    centre: QPointF,
    angle: float = 0.0,
) -> CardItem:
    """A card on the scene, face up (``name``) or face down (None)."""
    item = CardItem(name, cache, art)
    item.card = parse_card(name) if name is not None else None
    item.face_up = name is not None
    item.set_size(height * CARD_RATIO, height)
    item.setPos(centre)
    item.setRotation(angle)
    item.setZValue(len(scene.items()))
    scene.addItem(item)
    return item


def _card_height(area: Area, picture: Picture) -> float:
    """The height of a card so that the picture's cards fill ``area`` without overflowing."""
    count = max(1, len(picture.cards))
    if picture.spread == "trick":
        across, high = 2.8, 1.6
    elif picture.spread == "run":
        across, high = 1 + 0.5 * (count - 1), 1.2
    else:
        across, high = 1 + 0.42 * (count - 1), 1.25
    if picture.turned is not None:
        across += 1.9
    return min(area.height / high, area.width / (across * CARD_RATIO))


def _lay_cards(
    scene: QGraphicsScene, cache: SvgCache, art: CardArt, picture: Picture, area: Area
) -> None:
    """Put the picture's cards (and turned card) in ``area``."""
    height = _card_height(area, picture)
    width = height * CARD_RATIO
    centre = area.centre
    if picture.turned is not None:
        talon = QPointF(area.x + width * 0.75, centre.y())
        for index in range(TALON_CARDS):
            _card(scene, cache, art, None, height, talon + QPointF(index * 1.5, -index * 1.5))
        _card(
            scene,
            cache,
            art,
            picture.turned,
            height,
            talon + QPointF(width * 0.6, height * 0.06),
            10.0,
        )
        centre = QPointF(centre.x() + width * 0.95, centre.y())
    cards = picture.cards
    if picture.spread == "trick":
        places = (QPointF(0, 0.26), QPointF(-0.85, 0), QPointF(0, -0.26), QPointF(0.85, 0))
        angles = (-3.0, 6.0, 2.0, -7.0)
        for index, name in enumerate(cards):
            place = places[index % len(places)]
            _card(
                scene,
                cache,
                art,
                name,
                height,
                centre + QPointF(place.x() * width, place.y() * height),
                angles[index % len(angles)],
            )
    elif picture.spread == "run":
        step = width * 0.5
        first = centre.x() - step * (len(cards) - 1) / 2
        for index, name in enumerate(cards):
            lift = height * 0.1 * ((len(cards) - 1) / 2 - index)
            _card(
                scene,
                cache,
                art,
                name,
                height,
                QPointF(first + step * index, centre.y() + lift * 0.4),
            )
    else:
        middle = (len(cards) - 1) / 2
        pivot = QPointF(centre.x(), centre.y() + height * 1.6)
        for index, name in enumerate(cards):
            angle = (index - middle) * FAN_DEGREES
            item = _card(scene, cache, art, name, height, pivot, angle)
            item.setTransformOriginPoint(0, height * 1.6)
            item.setPos(pivot - QPointF(0, height * 1.6))


def _board_area(info: GameInfo, picture: Picture, whole: Area) -> tuple[Area, Area] | None:
    """Where the board goes and where the cards go, for a picture with chips."""
    board = info.board(list(picture.pools))
    if board is None:
        return None
    aspect = board_aspect(board.art)
    if aspect >= WIDE_BOARD and whole.width < whole.height * WIDE_PICTURE:
        width = min(whole.width, whole.height * 0.42 * aspect)
        height = width / aspect
        board_area = Area(whole.x + (whole.width - width) / 2, whole.y, width, height)
        gap = whole.height * 0.06
        cards = Area(whole.x, whole.y + height + gap, whole.width, whole.height - height - gap)
        return board_area, cards
    height = min(whole.height, whole.width * 0.5 / aspect)
    width = height * aspect
    board_area = Area(whole.x, whole.y + (whole.height - height) / 2, width, height)
    gap = whole.width * 0.05
    cards = Area(whole.x + width + gap, whole.y, whole.width - width - gap, whole.height)
    return board_area, cards


def picture_scene(
    info: GameInfo, picture: Picture, size: QSize, settings: Settings, cache: SvgCache
) -> QGraphicsScene:
    """The picture laid out on a scene of ``size`` pixels."""
    scene = QGraphicsScene(0, 0, size.width(), size.height())
    art = CardArt.from_settings(settings)
    margin = size.height() * MARGIN
    whole = Area(margin, margin, size.width() - 2 * margin, size.height() - 2 * margin)
    areas = _board_area(info, picture, whole) if picture.pools else None
    cards_area = whole
    if areas is not None:
        board_area, cards_area = areas
        board = BoardItem(cache, info.board(list(picture.pools)), picture.pools)
        board.set_rect(QRectF(board_area.x, board_area.y, board_area.width, board_area.height))
        board.set_pools(dict(picture.pools))
        for stack in board.stacks.values():
            stack.show_label = False
            stack.set_size(stack.size * CHIPS_LARGER)
        scene.addItem(board)
    if picture.cards or picture.turned:
        _lay_cards(scene, cache, art, picture, cards_area)
    for item in scene.items():
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
    return scene


def paint_felt(painter: QPainter, rect: QRectF, colour: QColor, cache: SvgCache) -> None:
    """The table's felt: its colour, its weave and a soft light in the middle."""
    painter.fillRect(rect, colour)
    tile = cache.pixmap(
        art_file("felt", "green.svg"), 256, 256, painter.device().devicePixelRatioF()
    )
    painter.setOpacity(0.35)
    painter.drawTiledPixmap(rect, tile)
    painter.setOpacity(1.0)
    light = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    light.setColorAt(0.0, QColor(255, 255, 230, 26))
    light.setColorAt(0.6, QColor(0, 0, 0, 0))
    light.setColorAt(1.0, QColor(0, 0, 0, 110))
    painter.fillRect(rect, light)


def render_picture(
    info: GameInfo, picture: Picture, size: QSize, ratio: float, settings: Settings, cache: SvgCache
) -> QPixmap:
    """The picture drawn at ``size`` (device-independent pixels) for a screen of pixel
    ``ratio``, on the player's felt, with rounded corners."""
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    rect = QRectF(0, 0, size.width(), size.height())
    clip = QPainterPath()
    clip.addRoundedRect(rect, CORNER, CORNER)
    painter.setClipPath(clip)
    paint_felt(painter, rect, QColor(settings.table_colour), cache)
    scene = picture_scene(info, picture, size, settings, cache)
    scene.render(painter, rect, rect)
    painter.end()
    return pixmap


class PictureView(QWidget):
    """A game's picture, drawn again at each new size; it takes the height it is given."""

    def __init__(
        self,
        info: GameInfo,
        picture: Picture,
        settings: Settings,
        cache: SvgCache,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.info = info
        self.picture = picture
        self.settings = settings
        self.cache = cache
        self._drawn: QPixmap | None = None
        self.setMinimumSize(160, 60)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def sizeHint(self) -> QSize:
        return QSize(300, 140)

    def pixmap(self) -> QPixmap:
        """The picture at the widget's size (drawn once per size)."""
        ratio = self.devicePixelRatioF()
        drawn = self._drawn
        if (
            drawn is None
            or drawn.deviceIndependentSize().toSize() != self.size()
            or drawn.devicePixelRatio() != ratio
        ):
            drawn = render_picture(
                self.info, self.picture, self.size(), ratio, self.settings, self.cache
            )
            self._drawn = drawn
        return drawn

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self.pixmap())
        painter.end()
