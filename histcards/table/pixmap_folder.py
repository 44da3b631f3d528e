"""Rendered art kept on disk between runs, so that a start paints the table without
rendering SVG (``SvgCache`` looks here before rendering, and keeps here what it rendered).

An entry is one image, exactly as it was rendered: raw premultiplied ARGB pixels behind a
small header with its size and a checksum of the pixels, nothing to decode. Its name is
made of the SVG file's content (a CRC-32 and the length), the pixel size, the device pixel
ratio and a tag of this format, Qt's version and the byte order: art that changes, another
size, another Qt is another entry, so nothing stale is ever read. Entries are written
whole under a temporary name, then renamed; one that is damaged, cut short, of the wrong
size or not a regular file is ignored (and rendered again). The folder is bounded: past
``FOLDER_BYTES``, the entries used least recently go first.

Rendering is what the first paint waits for; writing is not: what was rendered is written
once the table has stopped asking for new pictures for ``SAVE_DELAY_MS`` (a window being
resized renders every size it passes through, and only the last one is worth keeping),
or when the window closes (``flush``).
"""

from __future__ import annotations

import contextlib
import os
import stat
import struct
import sys
import tempfile
import zlib
from pathlib import Path

from PySide6.QtCore import QTimer, qVersion
from PySide6.QtGui import QImage

from histcards.folders import cache_dir

FOLDER_BYTES = 64 * 2**20
"""The most the folder holds; trimmed to three quarters of it when it grows past."""
SAVE_DELAY_MS = 2000
IMAGE_FORMAT = QImage.Format.Format_ARGB32_Premultiplied
HEADER = struct.Struct("<8sIII")
"""Magic, width, height and the CRC-32 of the pixels (4 bytes each, rows unpadded)."""
MAGIC = b"HCPIXEL1"
SUFFIX = ".pixels"
MAX_SIDE = 8192
"""Larger pictures are not kept (nor read back)."""
TAG = f"{zlib.crc32(f'{MAGIC!r} {qVersion()} {sys.byteorder}'.encode()):08x}"
"""What else an entry depends on: this format, Qt's rendering and the byte order."""


def content_id(svg: bytes) -> str:
    """What names an SVG file's content in the entries' names."""
    return f"{zlib.crc32(svg):08x}{len(svg):x}"


def entry_name(content: str, width: int, height: int, ratio: float) -> str:
    """The name of the entry of the SVG whose ``content_id`` is ``content``, rendered at
    ``width`` × ``height`` pixels for a device pixel ratio of ``ratio``."""
    return f"{content}-{width}x{height}-{ratio!r}-{TAG}{SUFFIX}"


def user_folder() -> PixmapFolder:
    """The player's folder of rendered art: ``pixmaps`` in his cache folder."""
    return PixmapFolder(cache_dir() / "pixmaps")


class PixmapFolder:
    """A bounded folder of rendered images (see the module's docstring)."""

    def __init__(self, folder: Path, budget: int = FOLDER_BYTES) -> None:
        self.folder = folder
        self.budget = budget
        self._unsaved: dict[object, tuple[str, QImage]] = {}
        self._timer: QTimer | None = None

    def load(self, name: str, width: int, height: int) -> QImage | None:
        """The image of entry ``name`` if it is there, whole and ``width`` × ``height``;
        else None."""
        size = HEADER.size + width * height * 4
        try:
            data = _read_regular(self.folder / name, size)
        except OSError:
            return None
        if len(data) != size:
            return None
        magic, stored_width, stored_height, checksum = HEADER.unpack_from(data)
        pixels = memoryview(data)[HEADER.size :]
        if (magic, stored_width, stored_height) != (MAGIC, width, height) or zlib.crc32(
            pixels
        ) != checksum:
            return None
        with contextlib.suppress(OSError):  # its use keeps it from the next trim
            os.utime(self.folder / name)
        # A copy, which owns its pixels: the QImage made on ``data`` only points into it.
        return QImage(data[HEADER.size :], width, height, width * 4, IMAGE_FORMAT).copy()

    def keep(self, slot: object, name: str, image: QImage) -> None:
        """Write ``image`` as entry ``name`` soon (see the module's docstring); a later
        image for the same ``slot`` (the same SVG file) replaces it if it is not written
        yet."""
        if max(image.width(), image.height()) > MAX_SIDE:
            return
        self._unsaved[slot] = (name, image)
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setSingleShot(True)
            self._timer.setInterval(SAVE_DELAY_MS)
            self._timer.timeout.connect(self.flush)
        self._timer.start()

    def flush(self) -> None:
        """Write the images kept so far, then trim the folder. A folder that cannot be
        written is left alone: the pictures are rendered again next time."""
        if self._timer is not None:
            self._timer.stop()
        unsaved, self._unsaved = self._unsaved, {}
        if not unsaved:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            for name, image in unsaved.values():
                _write_entry(self.folder / name, image)
            self.trim()
        except OSError:
            pass

    def trim(self) -> None:
        """Remove the entries used least recently while the folder holds more than its
        budget, down to three quarters of it."""
        entries = []
        with os.scandir(self.folder) as found:
            for entry in found:
                if entry.name.endswith(SUFFIX) and entry.is_file(follow_symlinks=False):
                    info = entry.stat(follow_symlinks=False)
                    entries.append((info.st_mtime_ns, info.st_size, entry.path))
        total = sum(size for _, size, _ in entries)
        if total <= self.budget:
            return
        for _, size, path in sorted(entries):
            if total <= self.budget * 3 // 4:
                break
            Path(path).unlink(missing_ok=True)
            total -= size


def _read_regular(path: Path, size: int) -> bytes:
    """At most ``size`` + 1 bytes of the regular file at ``path``; ``OSError`` if it cannot
    be opened or is not a regular file (opened without blocking: a FIFO is never waited
    on)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    with os.fdopen(descriptor, "rb") as stream:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(f"{path.name} is not a regular file")
        return stream.read(size + 1)


def _write_entry(path: Path, image: QImage) -> None:
    """Write ``image`` as the entry at ``path``: whole under a temporary name, then renamed
    (no fsync: a cache entry damaged by a crash fails its checksum and is rendered again)."""
    image = image.convertToFormat(IMAGE_FORMAT)
    width, height = image.width(), image.height()
    rows = bytes(image.constBits())
    if image.bytesPerLine() != width * 4:
        stride = image.bytesPerLine()
        rows = b"".join(rows[y * stride : y * stride + width * 4] for y in range(height))
    handle, temporary = tempfile.mkstemp(prefix=".", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(HEADER.pack(MAGIC, width, height, zlib.crc32(rows)))
            stream.write(rows)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
