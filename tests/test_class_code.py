"""The classes' compiled code kept between runs (``histcards.class_code``): classes made
through it are the classes Python makes, a later run compiles nothing, and a damaged file
is ignored."""

from __future__ import annotations

import dataclasses
import json
import os
import sys
from pathlib import Path

import pytest

from histcards import class_code
from histcards.class_code import FILE_NAME, HEADER, CodeCache
from histcards.engine.values import Value, value
from tests.scenario import replay_file

ROOT = Path(__file__).resolve().parents[1]


def make_classes() -> list[type]:
    """A frozen dataclass, a plain one with ordering and defaults, and a ``@value``, with
    annotations that name types (as text, this module using postponed annotations)."""

    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 0
        tags: tuple[str, ...] = ()

    @dataclasses.dataclass(order=True)
    class Entry:
        name: str
        seen: list[int] = dataclasses.field(default_factory=list)

    @value
    class Pair(Value):
        left: int
        right: str = "r"

    return [Point, Entry, Pair]


@pytest.fixture
def through(monkeypatch: pytest.MonkeyPatch):
    """Make classes with a given cache installed, putting back Python's own after."""
    monkeypatch.setattr(class_code, "_installed", None)

    def made_with(cache: CodeCache) -> list[type]:
        class_code.install(cache)
        try:
            return make_classes()
        finally:
            class_code.install(None)

    return made_with


def behaviour(classes: list[type]) -> list[object]:
    """What the classes do: their instances' repr, equality, hash, order, defaults, the
    refusal to change a frozen one, their signatures' annotations."""
    point, entry, pair = classes
    p = point(1, tags=("a",))
    try:
        p.x = 3  # type: ignore[misc]
        refused = None
    except dataclasses.FrozenInstanceError as error:
        refused = str(error)
    return [
        repr(p),
        p == point(1, 0, ("a",)),
        hash(p) == hash(point(1, 0, ("a",))),
        refused,
        repr(entry("b")),
        entry("a") < entry("b"),
        entry("a").seen is not entry("a").seen,
        repr(pair(2)),
        pair(2) == pair(2, "r"),
        hash(pair(2)),
        [dict(c.__init__.__annotations__) for c in (point, entry)],
        [tuple(f.name for f in dataclasses.fields(c)) for c in classes],
    ]


def test_classes_made_through_the_cache_are_those_python_makes(through) -> None:
    plain = make_classes()
    cache = CodeCache()
    first = through(cache)
    assert cache.compiled > 0
    again = CodeCache.from_bytes(cache.to_bytes())
    later = through(again)
    assert again.compiled == 0  # all of it was kept
    assert behaviour(first) == behaviour(later) == behaviour(plain)


def test_a_text_compiled_once_gives_the_same_code() -> None:
    cache = CodeCache()
    source = "def f(a):\n return a + 1\n"
    assert cache.code(source) is cache.code(source)
    assert cache.compiled == 1
    namespace: dict[str, object] = {}
    cache.exec(source, namespace)
    assert namespace["f"](1) == 2  # type: ignore[operator]


@pytest.mark.parametrize("damage", ["cut", "flipped", "other python", "empty", "not code"])
def test_a_damaged_file_is_ignored(damage: str) -> None:
    cache = CodeCache()
    cache.code("x = 1\n")
    data = bytearray(cache.to_bytes())
    if damage == "cut":
        data = data[:-5]
    elif damage == "flipped":
        data[-3] ^= 0xFF
    elif damage == "other python":
        data[:4] = b"\x00\x00\r\n"
    elif damage == "empty":
        data = bytearray()
    else:
        import marshal
        import zlib

        content = marshal.dumps({"x = 1\n": "not code"})
        data = bytearray(
            HEADER.pack(class_code.MAGIC_NUMBER, zlib.crc32(content), len(content)) + content
        )
    assert CodeCache.from_bytes(bytes(data)).kept == {}
    assert CodeCache.from_bytes(bytes(cache.to_bytes())).kept.keys() == {"x = 1\n"}


def test_what_grows_too_large_keeps_only_what_the_run_used(monkeypatch: pytest.MonkeyPatch) -> None:
    old = CodeCache()
    for n in range(50):
        old.code(f"x = {n}\n")
    later = CodeCache.from_bytes(old.to_bytes())
    later.code("y = 1\n")
    assert CodeCache.from_bytes(later.to_bytes()).kept.keys() == {*old.used, "y = 1\n"}
    monkeypatch.setattr(class_code, "MAX_BYTES", len(old.to_bytes()))
    assert CodeCache.from_bytes(later.to_bytes()).kept.keys() == {"y = 1\n"}


def replay(cache_home: Path, record: Path) -> dict:
    """``histcards replay`` in a process of its own, its cache folder in ``cache_home``."""
    done = replay_file(record, {**os.environ, "XDG_CACHE_HOME": str(cache_home)})
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.skipif(sys.platform != "linux", reason="the cache folder is XDG's on Linux")
def test_a_later_run_compiles_nothing_and_gives_the_same_result(tmp_path: Path) -> None:
    record = ROOT / "tests" / "data" / "poch_no_run_of_three.json"
    first = replay(tmp_path, record)
    kept = tmp_path / "histcards" / FILE_NAME
    written = kept.stat().st_mtime_ns
    assert CodeCache.from_bytes(kept.read_bytes()).kept
    assert replay(tmp_path, record) == first
    assert kept.stat().st_mtime_ns == written  # nothing new compiled, nothing written
    kept.write_bytes(b"damaged")
    assert replay(tmp_path, record) == first
    assert CodeCache.from_bytes(kept.read_bytes()).kept
