"""Card art on the felt: SVG rendered to pixmaps at (size × device pixel ratio) and cached,
and the card item that draws one card, face or back, and turns over.

Pixmaps are rendered when first painted at a size, so a resize or a move to a screen of
another scale renders them again sharp; the cache keeps the most recent ones within a
memory budget, and, given a ``PixmapFolder``, reads there what an earlier run rendered
and keeps there what it renders.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from histcards.cards import CARD_NAMES, Card
from histcards.resources import resource_path
from histcards.storage import Settings
from histcards.table.pixmap_folder import PixmapFolder, content_id, entry_name
from histcards.table.teardown import survives_teardown

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

CACHE_BYTES = 48 * 1024 * 1024
SHADOW = Path("<shadow>")
"""The cache key's file for card shadows."""


class SvgCache:
    """Pixmaps of SVG files, keyed by (file, pixel width, pixel height, pixel ratio); with
    a ``folder``, also kept on disk between runs."""

    def __init__(self, budget: int = CACHE_BYTES, folder: PixmapFolder | None = None) -> None:
        self._renderers: dict[Path, QSvgRenderer] = {}
        self._pixmaps: OrderedDict[tuple[Path, int, int, float], QPixmap] = OrderedDict()
        self._contents: dict[Path, str | None] = {}
        self._bytes = 0
        self.budget = budget
        self.folder = folder

    def renderer(self, path: Path) -> QSvgRenderer:
        """The parsed SVG of ``path`` (parsed once)."""
        renderer = self._renderers.get(path)
        if renderer is None:
            from PySide6.QtSvg import QSvgRenderer  # a warm start renders no SVG

            renderer = QSvgRenderer(str(path))
            self._renderers[path] = renderer
        return renderer

    def pixmap(self, path: Path, width: float, height: float, ratio: float) -> QPixmap:
        """``path`` drawn at ``width`` × ``height`` device-independent pixels for a
        device of pixel ratio ``ratio``."""
        pixel_w, pixel_h = max(1, round(width * ratio)), max(1, round(height * ratio))
        key = (path, pixel_w, pixel_h, ratio)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        name = self._entry_name(path, pixel_w, pixel_h, ratio)
        image = self.folder.load(name, pixel_w, pixel_h) if self.folder and name else None
        if image is None:
            image = self._render(path, pixel_w, pixel_h)
            if self.folder and name:
                self.folder.keep(path, name, image)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        self._remember(key, pixmap)
        return pixmap

    def _render(self, path: Path, pixel_w: int, pixel_h: int) -> QImage:
        image = QImage(pixel_w, pixel_h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.renderer(path).render(painter, QRectF(0, 0, pixel_w, pixel_h))
        painter.end()
        return image

    def _entry_name(self, path: Path, pixel_w: int, pixel_h: int, ratio: float) -> str | None:
        """The folder's name for ``path`` at this size (None without a folder, or for a
        file that cannot be read: it is rendered as it is, never kept)."""
        if self.folder is None:
            return None
        if path not in self._contents:
            try:
                self._contents[path] = content_id(path.read_bytes())
            except OSError:
                self._contents[path] = None
        content = self._contents[path]
        return entry_name(content, pixel_w, pixel_h, ratio) if content else None

    def shadow(self, width: float, height: float, radius: float, ratio: float) -> QPixmap:
        """A soft rounded shadow the size of a card."""
        key = (SHADOW, max(1, round(width * ratio)), max(1, round(height * ratio)), ratio)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            return pixmap
        image = QImage(key[1], key[2], QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(QRectF(0, 0, key[1], key[2]), radius * ratio, radius * ratio)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        self._remember(key, pixmap)
        return pixmap

    def _remember(self, key: tuple[Path, int, int, float], pixmap: QPixmap) -> None:
        self._pixmaps[key] = pixmap
        self._bytes += key[1] * key[2] * 4
        while self._bytes > self.budget and len(self._pixmaps) > 1:
            (_, old_w, old_h, _), _ = self._pixmaps.popitem(last=False)
            self._bytes -= old_w * old_h * 4

    def clear(self) -> None:
        """Forget every pixmap and parsed file (after the card pack or back changes)."""
        self._pixmaps.clear()
        self._renderers.clear()
        self._contents.clear()
        self._bytes = 0


def card_backs() -> list[str]:
    """The card backs available: the names of the files in ``resources/backs``."""
    return sorted(path.stem for path in resource_path("backs").glob("*.svg"))


def card_back_path(name: str) -> Path:
    """The file of a card back; an unknown name (e.g. ``default``) gives the first back."""
    backs = card_backs()
    return resource_path("backs", f"{name if name in backs else backs[0]}.svg")


def card_pack(settings: Settings) -> str:
    """The folder of ``resources/cards`` holding the faces these settings ask for."""
    return ("paris" + ("-4colour" if settings.four_colour_suits else "")
            + ("-ace-A" if settings.ace_index == "A" else ""))


@dataclass(frozen=True)
class CardArt:
    """Which files draw the cards: the pack (two or four colours, aces 1 or A) and back."""

    pack: str = "paris"
    back: Path = field(default_factory=lambda: resource_path("backs", "fleurdelise.svg"))

    @staticmethod
    def from_settings(settings: Settings) -> CardArt:
        """The art the player chose."""
        return CardArt(card_pack(settings), card_back_path(settings.card_back))

    def face(self, card: Card) -> Path:
        """The SVG of a card's face."""
        return face_file(self.pack, CARD_NAMES[card])

    def back_path(self) -> Path:
        """The SVG of the card back."""
        return self.back


ACE_VARIANT = "-ace-A"
"""Suffix of the packs that only redraw the Aces (indexed A); their other cards are the
base pack's."""


@cache
def face_file(pack: str, name: str) -> Path:
    """The SVG of the card ``name`` (``10H``) in ``pack``."""
    path = resource_path("cards", pack, f"{name}.svg")
    if not path.is_file() and pack.endswith(ACE_VARIANT):
        path = resource_path("cards", pack.removesuffix(ACE_VARIANT), f"{name}.svg")
    return path


@cache
def art_file(*parts: str) -> Path:
    """The path of a resource file (looked up once)."""
    return resource_path(*parts)


SCALE_DIGITS = 6
"""Decimals the device scale keeps: a turned card's transform gives 1 within a rounding
error that differs with the angle, and the same picture is not rendered (nor kept on
disk) again for each angle."""


def device_scale(painter: QPainter) -> float:
    """Device pixels per scene unit where ``painter`` draws (zoom × pixel ratio)."""
    zoom = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
    return round(zoom * painter.device().devicePixelRatioF(), SCALE_DIGITS)


NORMAL, LEGAL, DIMMED, SELECTED = "normal", "legal", "dimmed", "selected"
HIGHLIGHT = QColor(246, 200, 80)
SELECTION = QColor(120, 190, 255)


class CardItem(QGraphicsObject):
    """One card on the table. Its place comes from the layout; it only draws itself.

    ``card`` is None for a card whose face nobody at the screen may see. ``flip`` runs
    from 0 to 1 while the card turns over: it narrows to an edge, shows its other side
    from halfway, and widens again.
    """

    def __init__(self, key: object, cache: SvgCache, art: CardArt) -> None:
        super().__init__()
        self.key = key
        self.card: Card | None = None
        self.face_up = False
        self.flip = 0.0
        self.width, self.height = 60.0, 90.0
        self.state = NORMAL
        self.lift = 0.0
        self.focused = False
        self._cache = cache
        self._art = art
        self.on_hover: Callable[[CardItem, bool], None] | None = None
        """Called when the pointer enters (True) or leaves (False) the card."""
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)

    @property
    def art(self) -> CardArt:
        """The pack and back the card is drawn with."""
        return self._art

    def set_art(self, art: CardArt) -> None:
        """Draw with another pack or back."""
        self._art = art
        self.update()

    def set_size(self, width: float, height: float) -> None:
        """Resize the card (around its centre)."""
        if (width, height) != (self.width, self.height):
            self.prepareGeometryChange()
            self.width, self.height = width, height

    def set_state(self, state: str, lift: float = 0.0) -> None:
        """Highlight as ``normal``, ``legal``, ``dimmed`` or ``selected``, raised by ``lift``."""
        if (state, lift) != (self.state, self.lift):
            self.prepareGeometryChange()
            self.state, self.lift = state, lift
            self.update()

    def set_focused(self, focused: bool) -> None:
        """Mark the card the keyboard points at."""
        if focused != self.focused:
            self.focused = focused
            self.update()

    def showing_face(self) -> bool:
        """Whether the face is the side drawn now (a flip past halfway shows the other)."""
        return self.face_up != (self.flip >= 0.5)

    @survives_teardown
    def boundingRect(self) -> QRectF:
        pad = 3.0
        return QRectF(-self.width / 2 - pad, -self.height / 2 - pad - self.lift,
                      self.width + 2 * pad, self.height + 2 * pad + self.lift + 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(-self.width / 2, -self.height / 2 - self.lift,
                            self.width, self.height + self.lift))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        squeeze = abs(1 - 2 * self.flip)
        if squeeze < 0.02:
            return
        face = self.showing_face() and self.card is not None
        path = self._art.face(self.card) if face else self._art.back_path()
        pixmap = self._cache.pixmap(path, self.width, self.height, device_scale(painter))
        painter.save()
        painter.translate(0, -self.lift)
        painter.scale(squeeze, 1)
        rect = QRectF(-self.width / 2, -self.height / 2, self.width, self.height)
        radius = self.width * 0.06
        shadow = self._cache.shadow(self.width, self.height, radius, pixmap.devicePixelRatio())
        painter.drawPixmap(rect.topLeft() + QPointF(1.2, 1.8), shadow)
        painter.drawPixmap(rect.topLeft(), pixmap)
        self._paint_state(painter, rect, radius)
        painter.restore()

    def _paint_state(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        if self.state == DIMMED:
            painter.setBrush(QColor(20, 30, 25, 110))
            painter.drawRoundedRect(rect, radius, radius)
        elif self.state in (LEGAL, SELECTED):
            colour = HIGHLIGHT if self.state == LEGAL else SELECTION
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(colour, max(1.5, self.width * 0.03)))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)
        if self.focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(SELECTION, max(2.0, self.width * 0.04), Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius, radius)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.on_hover is not None:
            self.on_hover(self, True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.on_hover is not None:
            self.on_hover(self, False)
        super().hoverLeaveEvent(event)
