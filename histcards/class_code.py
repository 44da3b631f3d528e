"""The code of the classes' generated methods, compiled once and kept between runs.

A dataclass's methods (``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, and a frozen
one's ``__setattr__`` and ``__delattr__``) are Python source that ``dataclasses`` writes
and compiles when the class is made, at every start; so is a ``@value`` class's
constructor (``histcards.engine.values``). The hundred classes the table's first paint
imports compile some 550 small functions that way: a tenth of the start's CPU time on
Python 3.11. ``keep_compiled_classes`` keeps the compiled code in a file of the cache
folder, as Python keeps its modules' bytecode: a later start runs the code compiled from
the very same text instead of compiling it again.

Only the compiling is spared: the code kept is what ``compile`` gives for that text (with
no inherited ``__future__`` flags, as ``dataclasses``' own ``exec`` of a text), so every
class is made exactly as without the file. The file is named by the interpreter's bytecode
version and checked whole (a CRC-32 of its content): one that is damaged, cut short or of
another Python is ignored and written again. It is written, whole under a temporary name
then renamed, when the program ends, only if it compiled something new; it keeps what
this run used and, below ``MAX_BYTES``, what earlier runs used.
"""

from __future__ import annotations

import atexit
import builtins
import contextlib
import dataclasses
import marshal
import os
import struct
import tempfile
import zlib
from importlib.util import MAGIC_NUMBER
from pathlib import Path
from types import CodeType
from typing import Any

MAX_BYTES = 4 * 2**20
"""The largest file kept: past it, only what the last run used is written."""
HEADER = struct.Struct("<4sII")
"""The bytecode version, then the CRC-32 and the length of the marshalled code."""
FILE_NAME = f"classes-{MAGIC_NUMBER.hex()}.code"


class CodeCache:
    """Code compiled from source texts, by text (see the module's docstring)."""

    def __init__(self, kept: dict[str, CodeType] | None = None) -> None:
        self.kept = kept or {}
        self.used: dict[str, CodeType] = {}
        self.compiled = 0
        """How many texts this run compiled (none were kept)."""

    def code(self, source: str) -> CodeType:
        """``source`` compiled as a module's text, as ``exec`` would (no ``__future__``
        flags inherited)."""
        code = self.used.get(source) or self.kept.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            self.compiled += 1
        self.used[source] = code
        return code

    def exec(
        self,
        source: str | CodeType,
        globals: dict[str, Any] | None = None,
        locals: dict[str, Any] | None = None,
    ) -> None:
        """``exec``, with a text's compiled code taken from the cache."""
        if isinstance(source, str):
            source = self.code(source)
        builtins.exec(source, globals, locals)

    def to_bytes(self) -> bytes:
        """The file's content: what this run used, and what earlier runs did if the whole
        stays within ``MAX_BYTES``."""
        content = marshal.dumps({**self.kept, **self.used})
        if HEADER.size + len(content) > MAX_BYTES:
            content = marshal.dumps(self.used)
        return HEADER.pack(MAGIC_NUMBER, zlib.crc32(content), len(content)) + content

    @staticmethod
    def from_bytes(data: bytes) -> CodeCache:
        """The cache a file holds; an empty one if the file is damaged or of another
        Python."""
        if len(data) < HEADER.size:
            return CodeCache()
        magic, checksum, length = HEADER.unpack_from(data)
        content = memoryview(data)[HEADER.size :]
        if magic != MAGIC_NUMBER or len(content) != length or zlib.crc32(content) != checksum:
            return CodeCache()
        try:
            kept = marshal.loads(content)
        except (EOFError, ValueError, TypeError):
            return CodeCache()
        if not isinstance(kept, dict) or not all(
            isinstance(text, str) and isinstance(code, CodeType) for text, code in kept.items()
        ):
            return CodeCache()
        return CodeCache(kept)


_installed: CodeCache | None = None


def cached_exec(
    source: str | CodeType,
    globals: dict[str, Any] | None = None,
    locals: dict[str, Any] | None = None,
) -> None:
    """``exec`` through the cache ``keep_compiled_classes`` installed, else plain
    ``exec`` (for the code ``histcards.engine.values`` generates)."""
    if _installed is not None:
        _installed.exec(source, globals, locals)
    else:
        builtins.exec(source, globals, locals)


def keep_compiled_classes(folder: Path) -> CodeCache:
    """Compile the classes' generated methods through a cache kept in ``folder`` (read
    now, written at exit if this run compiled something new); the cache. Call it once,
    before the classes are made (a second call returns the cache in use)."""
    if _installed is not None:
        return _installed
    path = folder / FILE_NAME
    try:
        with open(path, "rb") as stream:
            cache = CodeCache.from_bytes(stream.read(MAX_BYTES + 1))
    except OSError:
        cache = CodeCache()
    install(cache)
    atexit.register(_write, cache, path)
    return cache


def install(cache: CodeCache | None) -> None:
    """Compile ``dataclasses``' and ``@value``'s generated code through ``cache``, or as
    Python does if None."""
    global _installed
    _installed = cache
    if cache is None:
        vars(dataclasses).pop("exec", None)
        return

    def exec_in_dataclasses(
        source: str | CodeType,
        globals: dict[str, Any] | None = None,
        locals: dict[str, Any] | None = None,
    ) -> None:
        cache.exec(source, vars(dataclasses) if globals is None else globals, locals)

    # dataclasses compiles through the name ``exec``: its module's global comes before
    # the builtin
    dataclasses.exec = exec_in_dataclasses  # type: ignore[attr-defined]


def _write(cache: CodeCache, path: Path) -> None:
    """Write ``cache`` as the file at ``path`` if it compiled anything (whole under a
    temporary name, then renamed); a folder that cannot be written is left alone."""
    if not cache.compiled:
        return
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=".", suffix=".part", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as stream:
                stream.write(cache.to_bytes())
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
