"""Contact sheet: every generated card and piece rendered to one PNG for review (needs Qt)."""

from __future__ import annotations

import json
from pathlib import Path

from histcards.art.build import MANIFEST, PACKS, generate
from histcards.art.cards import RANKS, card_name
from histcards.art.palette import SUITS

BACKGROUND = "#2e5e3e"


def sheet_rows(files: dict[str, str]) -> list[list[str]]:
    """The sheet's rows of file paths: packs suit by suit, then every other piece."""
    rows: list[list[str]] = []
    for pack in PACKS:
        rows += [[f"cards/{pack}/{card_name(rank, suit)}.svg" for rank in RANKS] for suit in SUITS]
    done = {name for row in rows for name in row}
    rest = [name for name in files if name.endswith(".svg") and name not in done]
    aces = [name for name in rest if name.startswith("cards/")]
    backs = [name for name in rest if name.startswith(("backs/", "counters/", "icons/", "felt/"))]
    boards = [name for name in rest if name.startswith("boards/")]
    return [row for row in (*rows, aces + backs, boards) if row]


def render_sheet(out: Path, card_height: int = 200) -> Path:
    """Render every card and piece, cards ``card_height`` px tall, pieces to the same scale."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor, QImage, QPainter

    from histcards.art.raster import render_svg

    files = generate()
    sizes = json.loads(files[MANIFEST])["files"]
    px_per_mm = card_height / 88.0
    gap = max(4, card_height // 16)
    rows = []
    for row in sheet_rows(files):
        cells = []
        for name in row:
            w_mm, h_mm = sizes[name]["size_mm"]
            if name.startswith("boards/"):
                w_mm, h_mm = w_mm * 0.5, h_mm * 0.5
            w, h = max(1, round(w_mm * px_per_mm)), max(1, round(h_mm * px_per_mm))
            cells.append(render_svg(files[name].encode(), w, h))
        rows.append(cells)
    width = max(sum(c.width() + gap for c in cells) for cells in rows) + gap
    height = sum(max(c.height() for c in cells) + gap for cells in rows) + gap
    sheet = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor(BACKGROUND))
    painter = QPainter(sheet)
    y = gap
    for cells in rows:
        x = gap
        for cell in cells:
            painter.drawImage(QPointF(x, y), cell)
            x += cell.width() + gap
        y += max(c.height() for c in cells) + gap
    painter.end()
    sheet.save(str(out))
    return out
