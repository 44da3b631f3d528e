"""The interface language: Qt translators for histcards and for Qt's own dialogs.

Every user-visible string of the Qt layer is written in English inside ``tr()`` /
``QCoreApplication.translate()``, and every word of the engine's declarations (game names,
phases, options and their values, the terms of each game, the computer levels) is a
``Text`` key the Qt layer translates the same way (``histcards.table.wording.translated``):
one translation system. ``resources/i18n/histcards_fr.ts`` holds the French, and its
compiled ``histcards_fr.qm`` is what the program loads. Texts with a count (``%n
jeton(s)``) take their plural forms from the catalogue, so English has one too,
``histcards_en.ts``, holding only those. Installing another translator sends
``LanguageChange`` to every widget, which re-sets its texts (``retranslate()``), so the
language changes without a restart.

The rules pages are kept per language (``resources/rules/<lang>/``) and read in the
language of ``histcards.table.language.interface_language()``.

Maintainers refresh the catalogue after changing strings with::

    python -m histcards.app.i18n update     # extract strings into the .ts files, compile the .qm
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from histcards.engine.text import Text
from histcards.resources import resource_path
from histcards.table.language import LANGUAGES, SOURCE_LANGUAGE

CATALOGUE = "histcards"
QT_CATALOGUE = "qtbase"
SOURCE_FOLDERS = ("histcards/app", "histcards/table")
"""Where the translatable strings live (relative to the repository root)."""


def resolve_language(setting: str) -> str:
    """The language for a setting: ``en``, ``fr`` or ``system`` (the system locale)."""
    if setting in LANGUAGES:
        return setting
    return "fr" if QLocale.system().name().startswith("fr") else SOURCE_LANGUAGE


def catalogue_path(language: str, suffix: str = ".qm") -> Path:
    """The translation file of histcards for ``language``."""
    return resource_path("i18n", f"{CATALOGUE}_{language}{suffix}")


class Translations:
    """The translators installed in the application, swapped as a whole on a change."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = SOURCE_LANGUAGE

    def apply(self, setting: str) -> str:
        """Speak the language of ``setting``; returns the language now in use."""
        app = QCoreApplication.instance()
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed.clear()
        self.language = resolve_language(setting)
        self._install(app, str(catalogue_path(self.language)))
        if self.language != SOURCE_LANGUAGE:
            qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            self._install(app, f"{qt_folder}/{QT_CATALOGUE}_{self.language}.qm")
        return self.language

    def _install(self, app: QCoreApplication, path: str) -> None:
        translator = QTranslator(app)
        if translator.load(path):
            app.installTranslator(translator)
            self._installed.append(translator)


# --- maintainer's tool ----------------------------------------------------------------


def linguist_tool(name: str) -> str:
    """The path of Qt's ``lupdate`` or ``lrelease`` shipped with PySide6."""
    import PySide6

    return str(Path(PySide6.__file__).parent / name)


def engine_texts() -> Iterator[Text]:
    """Every ``Text`` the engine and the computer players declare, in a stable order: the
    registered games' declarations, the shared vocabulary and the levels, the coach's
    reasons (``histcards.ai.advice``) and the lessons' lines (``resources/lessons``)."""
    from histcards.ai import LEVELS
    from histcards.ai.advice import declared_reasons
    from histcards.engine import GAMES
    from histcards.engine.declaration import SHARED_PHASES, SHARED_TERMS
    from histcards.engine.text import texts_in
    from histcards.table.lesson import lesson_texts

    declared = [GAMES[g].info for g in GAMES] + [SHARED_PHASES, SHARED_TERMS, LEVELS]
    return iter(dict.fromkeys([*texts_in(declared), *declared_reasons(), *lesson_texts()]))


def engine_stub(texts: Iterator[Text]) -> str:
    """Python source naming each text for ``lupdate`` (``QT_TRANSLATE_NOOP`` calls)."""
    return "".join(f"QT_TRANSLATE_NOOP({t.context!r}, {t.source!r})\n" for t in texts)


def extract(root: Path, target: Path, plurals_only: bool = False) -> None:
    """Extract the translatable strings of the sources under ``root`` and of the engine's
    declarations into ``target`` (a .ts file, merged with the translations it already
    holds); only the texts with plural forms when ``plurals_only`` (the source language's
    catalogue)."""
    sources = sorted(str(p) for folder in SOURCE_FOLDERS for p in (root / folder).rglob("*.py"))
    with tempfile.TemporaryDirectory() as folder:
        stub = Path(folder) / "engine_texts.py"
        stub.write_text(engine_stub(engine_texts()), encoding="utf-8")
        subprocess.run([linguist_tool("lupdate"), "-silent", "-no-obsolete", "-locations",
                        "none", *(["-pluralonly"] if plurals_only else []), *sources,
                        str(stub), "-ts", str(target)], check=True)


def compile_catalogue(source: Path, target: Path) -> None:
    """Compile a .ts file into the .qm the program loads."""
    subprocess.run([linguist_tool("lrelease"), "-silent", str(source), "-qm", str(target)],
                   check=True)


def main(argv: list[str]) -> int:
    """``python -m histcards.app.i18n update``: refresh every catalogue from the sources."""
    if argv != ["update"]:
        print("usage: python -m histcards.app.i18n update", file=sys.stderr)
        return 2
    root = Path(__file__).resolve().parents[2]
    for language in LANGUAGES:
        source = root / "resources" / "i18n" / f"{CATALOGUE}_{language}.ts"
        source.parent.mkdir(parents=True, exist_ok=True)
        extract(root, source, plurals_only=language == SOURCE_LANGUAGE)
        compile_catalogue(source, source.with_suffix(".qm"))
        print(f"updated {source.relative_to(root)} and its .qm")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
