"""Tests of the generated art: committed files, QtSvg validity and SVG Tiny 1.2 parity."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from histcards.resources import resources_dir

ROOT = resources_dir()
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
PACKS = ("paris", "paris-4colour")
ART_DIRS = ("cards", "backs", "counters", "boards", "icons", "felt")
FORBIDDEN = (
    re.compile(r"<clipPath"),
    re.compile(r"<svg\b[^>]*>.*<svg\b", re.S),
    re.compile(r"hsl\("),
    re.compile(r"<text\b"),
    re.compile(r"<image\b"),
)


def _svgs() -> list[Path]:
    return sorted(p for d in ART_DIRS for p in (ROOT / d).rglob("*.svg"))


def _manifest() -> dict:
    return json.loads((ROOT / "art-manifest.json").read_text(encoding="utf-8"))


def test_resources_exist() -> None:
    assert len(_svgs()) > 100


def test_generator_output_equals_committed_files() -> None:
    pytest.importorskip("fontTools", reason="the art generator needs the 'art' extra")
    pytest.importorskip("fontpkg_eb_garamond", reason="the art generator needs the 'art' extra")
    from histcards.art.build import ICON_PNG, generate

    generated = generate()
    committed = {
        p.relative_to(ROOT).as_posix()
        for d in ART_DIRS
        for p in (ROOT / d).rglob("*")
        if p.is_file()
    }
    committed.add("art-manifest.json")
    assert committed - {ICON_PNG} == set(generated), "stale or missing generated files"
    for rel, text in generated.items():
        on_disk = (ROOT / rel).read_text(encoding="utf-8")
        assert on_disk == text, f"{rel} differs from the generator: run python -m histcards.art"


def test_generator_is_deterministic() -> None:
    pytest.importorskip("fontTools", reason="the art generator needs the 'art' extra")
    pytest.importorskip("fontpkg_eb_garamond", reason="the art generator needs the 'art' extra")
    from histcards.art.build import generate

    assert generate() == generate()


@pytest.mark.parametrize("pack", PACKS)
def test_all_52_faces_present(pack: str) -> None:
    names = {p.stem for p in (ROOT / "cards" / pack).glob("*.svg")}
    assert names == {f"{r}{s}" for r in RANKS for s in SUITS}


def test_required_pieces_present() -> None:
    for rel in (
        "counters/jeton.svg",
        "counters/fiche.svg",
        "boards/poch.svg",
        "boards/poque.svg",
        "boards/hoc.svg",
        "boards/pot.svg",
        "icons/histcards.svg",
        "icons/histcards.png",
    ):
        assert (ROOT / rel).is_file(), rel
    assert len(list((ROOT / "backs").glob("*.svg"))) >= 4
    for action in ("new", "undo", "hint", "last-trick", "rules"):
        assert (ROOT / "icons" / "actions" / f"{action}.svg").is_file(), action


def test_svgs_are_well_formed_and_use_only_the_safe_subset() -> None:
    for svg in _svgs():
        text = svg.read_text(encoding="utf-8")
        ET.fromstring(text.encode())
        for pattern in FORBIDDEN:
            assert not pattern.search(text), f"{svg.name}: {pattern.pattern}"


def test_manifest_lists_every_file_with_size() -> None:
    files = _manifest()["files"]
    listed = set(files)
    on_disk = {
        p.relative_to(ROOT).as_posix()
        for d in ART_DIRS
        for p in (ROOT / d).rglob("*")
        if p.is_file()
    }
    assert listed == on_disk
    for rel, entry in files.items():
        assert entry["purpose"] and len(entry["size_mm"]) == 2 and len(entry["viewbox"]) == 2, rel


@pytest.mark.parametrize(
    ("board", "keys"),
    [
        ("poch", {"ace", "king", "queen", "jack", "ten", "marriage", "sequence", "poch", "centre"}),
        ("poque", {"ace", "king", "queen", "jack", "ten", "poque"}),
        ("hoc", {"point", "sequence", "tricon"}),
    ],
)
def test_board_pools_documented_inside_the_board(board: str, keys: set[str]) -> None:
    entry = _manifest()["files"][f"boards/{board}.svg"]
    pools = entry["pools"]
    assert set(pools) == keys
    w, h = entry["viewbox"]
    for pool in pools.values():
        assert pool["r"] > 0 and 0 < pool["x"] < w and 0 < pool["y"] < h


def _render(path: Path, tiny: bool, qapp) -> tuple[bool, object]:
    from histcards.art.raster import render_svg, renderer

    data = path.read_bytes()
    box = renderer(data, tiny).viewBoxF()
    width = 120
    height = max(1, round(width * box.height() / box.width()))
    return renderer(data, tiny).isValid(), render_svg(data, width, height, tiny)


def test_every_svg_loads_and_renders_identically_in_tiny_mode(qapp) -> None:
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    warnings: list[str] = []

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg:
            warnings.append(message)

    previous = qInstallMessageHandler(handler)
    try:
        for svg in _svgs():
            valid, full = _render(svg, False, qapp)
            tiny_valid, tiny = _render(svg, True, qapp)
            assert valid and tiny_valid, svg
            assert full == tiny, f"{svg} renders differently with Tiny12FeaturesOnly"
    finally:
        qInstallMessageHandler(previous)
    assert not warnings, warnings[:5]


def test_tiny_parity_check_detects_extended_features(qapp, tmp_path: Path) -> None:
    probe = tmp_path / "probe.svg"
    probe.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10">'
        '<defs><mask id="m"><rect width="5" height="10" fill="#fff"/></mask></defs>'
        '<rect width="10" height="10" fill="#000" mask="url(#m)"/></svg>',
        encoding="utf-8",
    )
    _, full = _render(probe, False, qapp)
    _, tiny = _render(probe, True, qapp)
    assert full != tiny


def test_icon_png_is_256_square(qapp) -> None:
    from PySide6.QtGui import QImage

    image = QImage(str(ROOT / "icons" / "histcards.png"))
    assert (image.width(), image.height()) == (256, 256)
