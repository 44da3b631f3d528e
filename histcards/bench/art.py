"""Art rendering cost: every generated SVG of a card pack rendered at a given height with
QtSvg, as the table renders its cards (the issue's goal: the 52 faces at 200 px in well
under a second)."""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import asdict, dataclass

from histcards.resources import resource_path


@dataclass(frozen=True)
class ArtFigures:
    """The measured cost of rendering one pack."""

    pack: str
    faces: int
    height: int
    seconds: float
    ms_per_face: float


def measure(pack: str = "paris", height: int = 200) -> ArtFigures:
    """Render every face of ``pack`` once at ``height`` pixels (card ratio 2:3)."""
    from PySide6.QtGui import QGuiApplication

    from histcards.art.raster import render_svg

    _app = QGuiApplication.instance() or QGuiApplication([])
    blobs = [p.read_bytes() for p in sorted(resource_path("cards", pack).glob("*.svg"))]
    width = round(height * 2 / 3)
    start = time.perf_counter()
    for blob in blobs:
        render_svg(blob, width, height)
    elapsed = time.perf_counter() - start
    return ArtFigures(pack, len(blobs), height, elapsed, 1000 * elapsed / max(1, len(blobs)))


def main(argv: list[str]) -> int:
    """``python -m histcards.bench art [--height H] [--pack P] [--json]``."""
    parser = argparse.ArgumentParser(prog="python -m histcards.bench art")
    parser.add_argument("--height", type=int, default=200)
    parser.add_argument("--pack", default="paris")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = measure(args.pack, args.height)
    if args.json:
        print(json.dumps(asdict(figures)))
    else:
        print(f"{figures.faces} faces of {figures.pack} at {figures.height} px: "
              f"{figures.seconds:.3f} s ({figures.ms_per_face:.1f} ms a face)")
    return 0
