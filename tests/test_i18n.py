"""The interface's translation: the catalogues are complete and up to date with the
sources, the engine's words have French, and a real window switched to French (a match in
progress, the log filled, dialogs open) shows no English, and back to English no French."""

from __future__ import annotations

import ast
import dataclasses
import random
import re
import shutil
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTableWidget,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from histcards.ai import LEVELS
from histcards.app import i18n
from histcards.app.chooser import GameChooser
from histcards.app.i18n import Translations, compile_catalogue, extract
from histcards.app.new_game import NewGameDialog
from histcards.app.rules_browser import RulesBrowser, page_title, read_page
from histcards.app.settings_dialog import SettingsDialog
from histcards.app.statistics_dialog import StatisticsDialog
from histcards.engine import GAMES
from histcards.engine.declaration import SHARED_PHASES, SHARED_TERMS
from histcards.engine.text import texts_in
from histcards.storage import StatisticsStore
from histcards.table.language import interface_language
from histcards.table.reasons import REASONS
from histcards.table.wording import translated
from tests.table_driver import choose, open_table, take, wait_settled
from tests.translation import ENGLISH_WORDS, FRENCH_WORDS, words

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"
NBSP = "\u00a0\u202f"

# --- the catalogues ------------------------------------------------------------------


def messages(ts: Path) -> Iterator[tuple[str, str, ET.Element]]:
    """(context, source, message element) of every message of a .ts file."""
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message.findtext("source"), message


def translations(message: ET.Element) -> list[str]:
    """A message's translation, or its plural forms."""
    translation = message.find("translation")
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


@pytest.fixture(scope="module")
def extracted(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The committed catalogues refreshed from the current sources (as the maintainer's
    ``update`` does), in a temporary folder."""
    folder = tmp_path_factory.mktemp("i18n")
    fresh = {}
    for language in i18n.LANGUAGES:
        target = folder / f"histcards_{language}.ts"
        shutil.copy(I18N / target.name, target)
        extract(ROOT, target, plurals_only=language == i18n.SOURCE_LANGUAGE)
        fresh[language] = target
    return fresh


def test_every_message_of_the_sources_has_a_finished_french_translation(extracted) -> None:
    unfinished = [f"{context}: {source!r}" for context, source, message
                  in messages(extracted["fr"])
                  if message.find("translation").get("type") in ("unfinished", "vanished")
                  or not all(translations(message))]
    assert not unfinished, "untranslated:\n" + "\n".join(unfinished)


def test_every_plural_has_its_english_forms(extracted) -> None:
    plurals = [(c, s) for c, s, m in messages(extracted["fr"]) if m.get("numerus") == "yes"]
    english = {(c, s): translations(m) for c, s, m in messages(extracted["en"])}
    assert plurals and set(plurals) == set(english)
    for key, forms in english.items():
        assert len(forms) == 2, key
        if "%n" in key[1]:  # a text showing its count keeps it in every form
            assert all("%n" in f or "last" in f for f in forms), key


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_committed_catalogue_is_up_to_date_with_the_sources(extracted, language) -> None:
    committed = (I18N / f"histcards_{language}.ts").read_text(encoding="utf-8")
    assert extracted[language].read_text(encoding="utf-8") == committed, (
        "run: python -m histcards.app.i18n update")


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_committed_qm_is_what_lrelease_makes_of_the_ts(tmp_path, language) -> None:
    compiled = tmp_path / "out.qm"
    compile_catalogue(I18N / f"histcards_{language}.ts", compiled)
    assert compiled.read_bytes() == (I18N / f"histcards_{language}.qm").read_bytes()


PLACEHOLDER = r"\{\w*(?::\w+)?\}|%n"
"""``{0}``, ``{seat}``, a field with its form (``{points:penalty}``) or a count."""


def placeholders(text: str) -> list[str]:
    return sorted(re.findall(PLACEHOLDER, text))


def test_translations_keep_placeholders_accelerators_and_french_spacing() -> None:
    for context, source, message in messages(I18N / "histcards_fr.ts"):
        for text in translations(message):
            where = f"{context}: {source!r} → {text!r}"
            assert placeholders(text) == placeholders(source), where
            assert text.count("&") == source.count("&"), where
            assert not re.search(rf"[^{NBSP}][:;!?»]|«[^{NBSP}]",
                                 re.sub(PLACEHOLDER, "", text)), where
            assert '"' not in text, where


# --- the engine's words ----------------------------------------------------------------


def engine_templates() -> dict[str, set[str]]:
    """Every refusal template the engine raises (the literal first argument of each
    ``Reason.of`` call in its sources) with the names of its fields."""
    found: dict[str, set[str]] = {}
    for path in (ROOT / "histcards" / "engine").rglob("*.py"):
        if path.name == "errors.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "of" and isinstance(node.func.value, ast.Name)
                    and node.func.value.id == "Reason"):
                template = node.args[0]
                assert isinstance(template, ast.Constant), f"{path.name}:{node.lineno}"
                fields = set(re.findall(r"\{(\w+)", template.value))
                fields |= {keyword.arg for keyword in node.keywords}
                found.setdefault(template.value, set()).update(fields)
    return found


@pytest.fixture
def french(qapp) -> Iterator[Translations]:
    """The interface in French for one test."""
    translations = Translations()
    translations.apply("fr")
    yield translations
    translations.apply("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_match_end_names_its_winners_in_the_right_number(qapp, language) -> None:
    translations = Translations()
    translations.apply(language)
    try:
        said = [QCoreApplication.translate("MainWindow", "The match is over. Winner(s): {0}",
                                           "", count) for count in (1, 3)]
    finally:
        translations.apply("en")
    assert said == {"en": ["The match is over. Winner: {0}",
                           "The match is over. Winners: {0}"],
                    "fr": ["La partie est finie. Gagnant\u00a0: {0}",
                           "La partie est finie. Gagnants\u00a0: {0}"]}[language]


def test_every_engine_refusal_template_has_a_sentence_with_french(french) -> None:
    templates = engine_templates()
    assert len(templates) > 60
    assert set(REASONS) == set(templates)
    for template, sentence in REASONS.items():
        assert set(re.findall(r"\{(\w+)", sentence)) <= templates[template], template
        said = QCoreApplication.translate("Reason", sentence)
        plain = re.sub(r"\{\w+\}", "", said)
        assert said != sentence and not words(plain) & ENGLISH_WORDS, (template, said)


def declared_texts() -> list:
    """Every ``Text`` of the registered games' declarations, the shared vocabulary and the
    computer levels, found by walking them (not through the extractor's own list)."""
    return list(dict.fromkeys(texts_in(
        [GAMES[g].info for g in GAMES] + [SHARED_PHASES, SHARED_TERMS, LEVELS])))


def test_every_text_of_every_declaration_has_a_finished_french_translation(french) -> None:
    catalogue = {(context, source): message for context, source, message
                 in messages(I18N / "histcards_fr.ts")}
    texts = declared_texts()
    assert len(texts) > 300
    for text in texts:
        message = catalogue.get((text.context, text.source))
        assert message is not None, f"not in the catalogue: {text}"
        assert message.find("translation").get("type") is None, f"unfinished: {text}"
        french_text = translations(message)[0]
        assert french_text and translated(text) == french_text, text


def test_every_option_value_level_and_game_name_is_said_in_french(french) -> None:
    for game in GAMES.values():
        info = game.info
        assert translated(info.name), info.id
        for spec in info.options:
            assert translated(spec.label), (info.id, spec.key)
            for choice in spec.choices:
                if isinstance(choice.value, str):
                    assert choice.label is not None, (info.id, spec.key, choice.value)
                    said = translated(choice.label)
                    assert not words(said) & ENGLISH_WORDS, (spec.key, choice.value, said)
    for level in LEVELS:
        said = translated(level.name)
        assert said != level.name.source and not words(said) & ENGLISH_WORDS, level.id


# --- a real window ---------------------------------------------------------------------


def scene_texts(window: QMainWindow) -> Iterator[tuple[str, str]]:
    """The texts drawn on the table: plates, bubbles, labels, captions, tooltips."""
    for item in window.scene.items():
        kind = type(item).__name__
        text = getattr(item, "text", None)
        if isinstance(text, str):
            yield kind, text
        elif dataclasses.is_dataclass(text):
            for value in dataclasses.asdict(text).values():
                if isinstance(value, str):
                    yield kind, value
        caption = getattr(item, "caption", None)
        if isinstance(caption, str):
            yield kind, caption
        shown = getattr(item, "texts", None)
        if callable(shown) and item.isVisible():
            yield from ((kind, text) for text in shown())
        yield f"{kind} tooltip", item.toolTip()


def menu_texts(menu: QMenu, where: str) -> Iterator[tuple[str, str]]:
    yield where, menu.title()
    letters = []
    for action in menu.actions():
        yield f"{where} action", action.text()
        yield f"{where} tooltip", action.toolTip()
        if "&" in action.text():
            letters.append(action.text()[action.text().index("&") + 1].lower())
        if action.menu() is not None:
            yield from menu_texts(action.menu(), f"{where} > {action.text()}")
    assert len(letters) == len(set(letters)), f"accelerators repeat in {where}: {letters}"


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """Every text a widget shows or says (titles, labels, items, tooltips, names)."""
    kind = type(widget).__name__
    yield f"{kind} title", widget.windowTitle()
    yield f"{kind} tooltip", widget.toolTip()
    yield f"{kind} name", widget.accessibleName()
    yield f"{kind} description", widget.accessibleDescription()
    if isinstance(widget, QLabel):
        yield kind, re.sub(r"<[^>]+>", " ", widget.text())
    if isinstance(widget, QAbstractButton):
        yield kind, widget.text()
    if isinstance(widget, QGroupBox):
        yield kind, widget.title()
    if isinstance(widget, QLineEdit):
        yield kind, widget.placeholderText()
    if isinstance(widget, QAbstractSpinBox):
        yield kind, widget.specialValueText()
        yield kind, getattr(widget, "suffix", lambda: "")()
    if isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield kind, widget.itemText(index)
    if isinstance(widget, QListWidget):
        for row in range(widget.count()):
            yield kind, widget.item(row).text()
    if isinstance(widget, QTableWidget):
        model = widget.model()
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            for column in range(model.columnCount()):
                yield kind, str(model.headerData(column, Qt.Orientation.Horizontal, role) or "")
                for row in range(model.rowCount()):
                    yield kind, str(model.headerData(row, Qt.Orientation.Vertical, role) or "")
                    yield kind, str(model.index(row, column).data(role) or "")
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        yield from ((kind, line) for line in widget.toPlainText().splitlines())
    if isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield kind, widget.tabText(index)
    if isinstance(widget, QMainWindow):
        yield "status bar", widget.statusBar().currentMessage()
        for action in widget.menuBar().actions():
            yield from menu_texts(action.menu(), action.text())


def shown_texts(window: QMainWindow) -> list[tuple[str, str]]:
    """The texts of every shown window and its visible widgets, and of the table (once
    the widgets replaced by the change of language are gone). The rules browser is checked
    apart: its pages name English sources."""
    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    texts = list(scene_texts(window))
    for top in QApplication.topLevelWidgets():
        if not top.isVisible() or isinstance(top, RulesBrowser):
            continue
        for widget in [top, *top.findChildren(QWidget)]:
            if widget.window() is top and (widget is top or widget.isVisibleTo(top)):
                texts += [(where, text) for where, text in widget_texts(widget) if text]
    return texts


def mnemonic(text: str) -> str | None:
    """The letter a text's ``&`` makes its keyboard accelerator, if any."""
    found = re.search(r"&([^&])", text)
    return found.group(1).lower() if found else None


def assert_accelerators_unique() -> None:
    """In each shown dialog, no two visible labels or buttons share an accelerator."""
    for top in QApplication.topLevelWidgets():
        if not top.isVisible() or isinstance(top, QMainWindow):
            continue
        letters = [mnemonic(w.text()) for w in top.findChildren(QWidget)
                   if isinstance(w, QLabel | QAbstractButton) and w.isVisibleTo(top)]
        letters = [letter for letter in letters if letter]
        assert len(letters) == len(set(letters)), f"{top.windowTitle()}: {letters}"


def play_a_little(qtbot, window: QMainWindow, decisions: int, seed: int) -> None:
    """Let the human seat take a few decisions, then stop at the next one."""
    rng = random.Random(seed)
    controller = window.controller
    for _ in range(decisions):
        wait_settled(qtbot, window)
        match = controller.match
        if match.over or controller.human_seat_to_act() is None:
            if match.over:
                return
            controller.next_deal()
            continue
        before = len(match.events)
        take(qtbot, window, choose(match.legal(), rng))
        qtbot.waitUntil(lambda b=before: len(controller.match.events) > b, timeout=20000)
    wait_settled(qtbot, window)


def open_dialogs(window: QMainWindow) -> list[QWidget]:
    """The dialogs a player may have open: the game chooser, new game, settings, score
    sheet, rules and statistics."""
    match = window.controller.match
    dialogs = [GameChooser(window, window.settings, match.game.id),
               NewGameDialog(window, window.settings, match.game.id),
               SettingsDialog(window, window.settings),
               StatisticsDialog(window, StatisticsStore())]
    for dialog in dialogs:
        dialog.show()
    window.show_scores()
    window.show_rules()
    return dialogs


def offending(texts: list[tuple[str, str]], giveaway: frozenset[str]) -> list[str]:
    return sorted({f"{where}: {text!r}" for where, text in texts if words(text) & giveaway})


@pytest.mark.parametrize(("game", "players"), [("polignac", 4), ("quarante", 4), ("homme", 4),
                                               ("poch", 4), ("hoc", 3)])
def test_a_window_switched_to_french_shows_no_english_and_back(qtbot, game, players) -> None:
    window = open_table(qtbot, game, players, humans=(0,), seed=3)
    play_a_little(qtbot, window, 6, seed=3)
    dialogs = open_dialogs(window)
    for dialog in dialogs:
        qtbot.addWidget(dialog)
    assert len(window.log.texts()) > 3
    translations = Translations()
    try:
        translations.apply("fr")
        QApplication.processEvents()
        assert interface_language() == "fr"
        texts = shown_texts(window)
        assert len(texts) > 100
        assert_accelerators_unique()
        assert not offending(texts, ENGLISH_WORDS), "\n".join(offending(texts, ENGLISH_WORDS))
        log = " ".join(window.log.texts())
        assert words(log) & {"donne", "distribue"}, log[:200]
        rules = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesBrowser)]
        assert rules and all(r.lang == "fr" for r in rules)
        title = page_title(read_page("fr", game))
        assert all(title in r.text.toPlainText() for r in rules)
    finally:
        translations.apply("en")
    QApplication.processEvents()
    texts = shown_texts(window)
    assert not offending(texts, FRENCH_WORDS), "\n".join(offending(texts, FRENCH_WORDS))
    assert_accelerators_unique()
    assert all(r.lang == "en" for r in QApplication.topLevelWidgets()
               if isinstance(r, RulesBrowser))
    for top in QApplication.topLevelWidgets():
        if top is not window and top.isVisible():
            top.close()


def test_a_refusal_is_said_in_the_interface_language(qtbot, french) -> None:
    window = open_table(qtbot, "polignac", 4, {}, humans=(0,), seed=5)
    wait_settled(qtbot, window)
    controller = window.controller
    said = controller.refusal("bet 5")
    assert said and not words(said) & ENGLISH_WORDS
    assert controller.refusal("nonsense") == "«\u00a0nonsense\u00a0» n'est pas un coup."


def test_choosing_french_in_the_settings_changes_the_window_at_once(qtbot) -> None:
    window = open_table(qtbot, "polignac", 4, humans=(0,), seed=2)
    window.translations = Translations()
    try:
        window._use_settings(dataclasses.replace(window.settings, language="fr"))
        QApplication.processEvents()
        assert window.game_menu.title() == "&Partie"
        assert window.log_dock.windowTitle() == "Journal de la partie"
    finally:
        window._use_settings(dataclasses.replace(window.settings, language="en"))
    QApplication.processEvents()
    assert window.game_menu.title() == "&Game"


@pytest.mark.parametrize(("locale", "language"), [("fr_FR", "fr"), ("fr_CA", "fr"),
                                                  ("en_GB", "en"), ("de_DE", "en")])
def test_the_system_setting_follows_the_locale(monkeypatch, locale, language) -> None:
    from PySide6.QtCore import QLocale

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(locale)))
    assert i18n.resolve_language("system") == language
    assert i18n.resolve_language("fr") == "fr"
