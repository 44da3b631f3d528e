"""Contact sheet: every generated card and piece rendered to one PNG for review (needs Qt)."""

from __future__ import annotations

from pathlib import Path

from histcards.art.build import generate


def render_sheet(out: Path, card_height: int = 200, prefix: str = "") -> Path:
    """Render every SVG whose path starts with ``prefix`` onto one image."""
    from PySide6.QtCore import QByteArray, QRectF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    files = [(name, text) for name, text in generate().items()
             if name.endswith(".svg") and name.startswith(prefix)]
    gap = max(4, card_height // 20)
    cell_w = card_height * 58 / 88
    per_row = 13
    rows: list[list[tuple[str, QSvgRenderer, float, float]]] = [[]]
    for name, text in files:
        r = QSvgRenderer(QByteArray(text.encode()))
        size = r.defaultSize()
        scale = card_height / 880 * 10 / 3.7795 if size.height() > 400 else 1.0
        vb = r.viewBoxF()
        h = card_height * (vb.height() / 880.0)
        w = card_height * (vb.width() / 880.0)
        if not name.startswith("cards/"):
            w, h = w * 0.9, h * 0.9
        del scale
        if len(rows[-1]) >= per_row or (rows[-1] and rows[-1][0][0].split("/")[1] != name.split("/")[1]):
            rows.append([])
        rows[-1].append((name, r, w, h))
    width = int(max(sum(w + gap for *_, w, _ in row) for row in rows) + gap)
    height = int(sum(max(h for *_, h in row) + gap for row in rows) + gap)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2e5e3e"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    y = float(gap)
    for row in rows:
        x = float(gap)
        for _, r, w, h in row:
            r.render(painter, QRectF(x, y, w, h))
            x += w + gap
        y += max(h for *_, h in row) + gap
    painter.end()
    del Qt
    image.save(str(out))
    return out
