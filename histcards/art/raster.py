"""Rendering SVG text to images with QtSvg (used by the contact sheet and the icon PNG)."""

from __future__ import annotations

from typing import Any


def renderer(data: bytes, tiny_only: bool = False) -> Any:
    """A ``QSvgRenderer`` for ``data``, optionally limited to SVG Tiny 1.2 features."""
    from PySide6.QtCore import QByteArray
    from PySide6.QtSvg import QSvgRenderer, QtSvg

    r = QSvgRenderer()
    if tiny_only:
        r.setOptions(QtSvg.Option.Tiny12FeaturesOnly)
    r.load(QByteArray(data))
    return r


def render_svg(data: bytes, width: int, height: int, tiny_only: bool = False) -> Any:
    """Render ``data`` into a transparent ``QImage`` of ``width`` × ``height`` pixels."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer(data, tiny_only).render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image
