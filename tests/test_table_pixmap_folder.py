"""The rendered art kept between runs: a later run paints the same pixels without
rendering SVG, art that changes is rendered again, and a damaged, foreign or unwritable
folder never stops the table (the pictures are rendered as if there were none)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from histcards.table.cards_view import SvgCache, art_file
from histcards.table.pixmap_folder import SUFFIX, PixmapFolder, content_id, entry_name

FELT = art_file("felt", "green.svg")
BACK = art_file("backs", "fleurdelise.svg")


def pixels(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def rendered(path: Path, width: int = 90, height: int = 140, ratio: float = 1.0) -> QImage:
    """``path`` drawn by a cache without a folder: what the table shows without one."""
    return pixels(SvgCache().pixmap(path, width, height, ratio))


def entries(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"*{SUFFIX}"))


def test_a_later_run_paints_the_same_pixels_without_rendering(tmp_path: Path) -> None:
    first = SvgCache(folder=PixmapFolder(tmp_path))
    drawn = pixels(first.pixmap(BACK, 90, 140, 1.0))
    first.folder.flush()
    assert len(entries(tmp_path)) == 1
    later = SvgCache(folder=PixmapFolder(tmp_path))
    again = later.pixmap(BACK, 90, 140, 1.0)
    assert pixels(again) == drawn == rendered(BACK)
    assert again.devicePixelRatio() == 1.0
    assert later._renderers == {}, "the SVG was not parsed, let alone rendered"


def test_each_size_and_pixel_ratio_is_its_own_entry(tmp_path: Path) -> None:
    cache = SvgCache(folder=PixmapFolder(tmp_path))
    cache.pixmap(FELT, 64, 64, 1.0)
    cache.folder.flush()
    cache.pixmap(FELT, 64, 64, 2.0)
    cache.folder.flush()
    assert len(entries(tmp_path)) == 2
    later = SvgCache(folder=PixmapFolder(tmp_path))
    sharp = later.pixmap(FELT, 64, 64, 2.0)
    assert (sharp.width(), sharp.height(), sharp.devicePixelRatio()) == (128, 128, 2.0)
    assert pixels(sharp) == rendered(FELT, 64, 64, 2.0)


def test_only_the_last_size_a_resize_passes_through_is_written(tmp_path: Path) -> None:
    cache = SvgCache(folder=PixmapFolder(tmp_path))
    for width in range(60, 100, 5):
        cache.pixmap(BACK, width, width * 1.5, 1.0)
    cache.folder.flush()
    written = entries(tmp_path)
    assert [path.name.split("-")[1] for path in written] == ["95x142"]


def test_writing_waits_until_the_table_stops_asking_for_pictures(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setattr("histcards.table.pixmap_folder.SAVE_DELAY_MS", 50)
    cache = SvgCache(folder=PixmapFolder(tmp_path))
    cache.pixmap(BACK, 90, 140, 1.0)
    assert entries(tmp_path) == []  # nothing written while the first paint is under way
    qtbot.waitUntil(lambda: len(entries(tmp_path)) == 1)


def test_changed_art_is_rendered_again(tmp_path: Path) -> None:
    art = tmp_path / "art.svg"
    folder = tmp_path / "pixmaps"
    shutil.copy(BACK, art)
    old = SvgCache(folder=PixmapFolder(folder))
    old.pixmap(art, 90, 140, 1.0)
    old.folder.flush()
    shutil.copy(FELT, art)  # the file now holds other art
    new = SvgCache(folder=PixmapFolder(folder))
    assert pixels(new.pixmap(art, 90, 140, 1.0)) == rendered(FELT)
    assert pixels(new.pixmap(art, 90, 140, 1.0)) != rendered(BACK)


@pytest.mark.parametrize(
    "damage",
    [
        "truncated",
        "bit flipped",
        "garbage",
        "empty",
        "other size",
        "folder",
        "fifo",
        "link to a device",
    ],
)
def test_a_damaged_entry_is_rendered_again(tmp_path: Path, damage: str) -> None:
    cache = SvgCache(folder=PixmapFolder(tmp_path))
    cache.pixmap(BACK, 90, 140, 1.0)
    cache.folder.flush()
    [entry] = entries(tmp_path)
    data = entry.read_bytes()
    entry.unlink()
    if damage == "truncated":
        entry.write_bytes(data[:-100])
    elif damage == "bit flipped":
        entry.write_bytes(data[:-50] + bytes([data[-50] ^ 1]) + data[-49:])
    elif damage == "garbage":
        entry.write_bytes(os.urandom(len(data)))
    elif damage == "empty":
        entry.write_bytes(b"")
    elif damage == "other size":
        other = SvgCache(folder=PixmapFolder(tmp_path / "other"))
        other.pixmap(BACK, 80, 140, 1.0)
        other.folder.flush()
        shutil.copy(entries(tmp_path / "other")[0], entry)
    elif damage == "folder":
        entry.mkdir()
    elif damage == "fifo":
        os.mkfifo(entry)  # never waited on
    else:
        entry.symlink_to("/dev/zero")
    later = SvgCache(folder=PixmapFolder(tmp_path))
    assert pixels(later.pixmap(BACK, 90, 140, 1.0)) == rendered(BACK)


def test_a_folder_that_cannot_be_written_only_costs_the_rendering(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    cache = SvgCache(folder=PixmapFolder(blocked / "pixmaps"))
    assert pixels(cache.pixmap(BACK, 90, 140, 1.0)) == rendered(BACK)
    cache.folder.flush()  # nothing raised, nothing written
    assert blocked.read_text() == "not a folder"


def test_the_folder_keeps_within_its_budget_dropping_the_least_recently_used(
    tmp_path: Path,
) -> None:
    entry_bytes = 16 + 50 * 50 * 4
    folder = PixmapFolder(tmp_path)
    image = QImage(50, 50, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(Qt.GlobalColor.darkGreen))
    names = [entry_name(content_id(bytes([n])), 50, 50, 1.0) for n in range(5)]
    for age, name in enumerate(names):
        folder.keep(name, name, image)
        folder.flush()
        os.utime(tmp_path / name, ns=(age * 10**9, age * 10**9))
    assert len(entries(tmp_path)) == 5
    assert folder.load(names[0], 50, 50) is not None  # used again: the most recent now
    folder.budget = 5 * entry_bytes
    folder.keep("another", entry_name(content_id(b"x"), 50, 50, 1.0), image)
    folder.flush()
    kept = {path.name for path in entries(tmp_path)}
    assert sum(path.stat().st_size for path in entries(tmp_path)) <= folder.budget * 3 // 4
    assert names[0] in kept and names[1] not in kept and names[2] not in kept


def test_a_card_turned_at_any_angle_is_drawn_from_one_picture(qapp) -> None:
    """A turned card's device scale is 1 within an error that differs with the angle: it
    is rounded, so the card is not rendered (nor kept) again for every angle it takes."""
    from PySide6.QtWidgets import QGraphicsScene

    from histcards.table.cards_view import CardArt, CardItem

    cache = SvgCache()
    scene = QGraphicsScene(0, 0, 400, 400)
    card = CardItem(5, cache, CardArt())
    card.card, card.face_up = 5, True
    card.set_size(90, 140)
    card.setPos(200, 200)
    scene.addItem(card)
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    for angle in range(0, 360, 7):
        card.setRotation(angle)
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
    faces = {key for key in cache._pixmaps if key[0] == CardArt().face(5)}
    assert len(faces) == 1
