"""A made-up translation for tests: proves that texts go through Qt's translation system
and that widgets retranslate when the language changes."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping
from itertools import groupby
from pathlib import Path
from xml.sax.saxutils import escape

from PySide6.QtCore import QTranslator

Messages = Mapping[tuple[str, str, str | None], str]
"""Translations by (context, source text, disambiguation comment)."""


def load_translator(messages: Messages, folder: Path) -> QTranslator:
    """A translator holding ``messages``, compiled with lrelease into ``folder``."""
    contexts = []
    for context, entries in groupby(sorted(messages.items(), key=lambda m: m[0][0]),
                                    key=lambda m: m[0][0]):
        body = "".join(
            f"<message><source>{escape(source)}</source>"
            + (f"<comment>{escape(comment)}</comment>" if comment else "")
            + f"<translation>{escape(text)}</translation></message>"
            for (_, source, comment), text in entries)
        contexts.append(f"<context><name>{context}</name>{body}</context>")
    ts = folder / "test.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS>'
                  f'<TS version="2.1" language="fr">{"".join(contexts)}</TS>', encoding="utf-8")
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), str(ts), "-qm", str(folder / "test.qm")], check=True,
                   capture_output=True)
    translator = QTranslator()
    if not translator.load(str(folder / "test.qm")):
        raise RuntimeError("the test translation did not load")
    return translator
