"""The in-app rules pages (resources/rules/<lang>/<game>.md) and the rules browser."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication

from histcards.app.i18n import Translations
from histcards.app.rules_browser import (
    INDEX,
    LANGUAGES,
    RulesBrowser,
    default_language,
    page_path,
    page_title,
    read_page,
)
from histcards.engine import GAMES
from histcards.table.wording import translated

SECTIONS = {
    "en": ("The aim", "The cards", "The deal", "The play", "Scoring", "Options",
           "Reconstructions and choices", "Sources"),
    "fr": ("Le but du jeu", "Les cartes", "La donne", "Le jeu", "Le décompte", "Les options",
           "Reconstitutions et choix", "Sources"),
}
"""The level-two sections every game page has, in this order."""

OPTIONS_SECTION = {"en": "Options", "fr": "Les options"}

ENGLISH_ONLY_WORDS = {
    "the", "aim", "cards", "deal", "deals", "play", "playing", "scoring", "score", "and",
    "choices", "reconstructions", "example", "examples", "how", "phase", "tricks", "trick",
    "game", "end", "bidding", "showdown", "winning", "of", "with", "stops", "pools",
}
"""Words that give away an untranslated heading in a French page."""

GAME_IDS = list(GAMES)
"""The games, in the registry's order (the browser's list)."""
RULES_PAGES = {game: GAMES[game].info.rules_page for game in GAME_IDS}
PAGES = [(lang, RULES_PAGES[game]) for lang in LANGUAGES for game in GAME_IDS]


def normalise(text: str) -> str:
    """Lower case, straight apostrophes and plain spaces, for comparing names."""
    text = text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    return re.sub(r"\s+", " ", text).lower()


SECTION_NUMBER = r"\d+(?:\.\d+)*\.?\s+"
"""The number before a heading's title: ``## 4. The play``, ``### 4.2 The tricks``."""


def unnumbered(title: str) -> str:
    """A heading's title without its section number."""
    return re.sub(rf"^{SECTION_NUMBER}", "", title)


def headings(markdown: str, level: int) -> list[str]:
    """The titles of the headings of one level, without their numbers, in page order."""
    prefix = "#" * level + " "
    return [unnumbered(line[len(prefix):].strip()) for line in markdown.splitlines()
            if line.startswith(prefix)]


def section(markdown: str, title: str) -> str:
    """The text of the level-two section ``title``, up to the next level-two heading."""
    match = re.search(rf"^## (?:{SECTION_NUMBER})?{re.escape(title)}\n(.*?)(?=^## |\Z)",
                      markdown, re.M | re.S)
    assert match, f"no section {title!r}"
    return match.group(1)


def page(lang: str, game: str) -> str:
    """A page's text; fails the test when it is missing."""
    markdown = read_page(lang, game)
    assert markdown is not None, f"missing {page_path(lang, game)}"
    return markdown


@pytest.mark.parametrize(("lang", "game"), PAGES)
def test_every_game_has_a_page_with_the_sections_in_order(lang: str, game: str) -> None:
    markdown = page(lang, game)
    assert len(headings(markdown, 1)) == 1
    found = [h for h in headings(markdown, 2) if h in SECTIONS[lang]]
    assert found == list(SECTIONS[lang])


@pytest.mark.parametrize(("lang", "game"), PAGES)
def test_sections_are_not_empty(lang: str, game: str) -> None:
    markdown = page(lang, game)
    for title in SECTIONS[lang]:
        assert len(section(markdown, title).split()) >= 15, title


@pytest.mark.parametrize("game", RULES_PAGES.values())
def test_french_pages_have_no_english_headings(game: str) -> None:
    markdown = page("fr", game)
    for level in (1, 2, 3, 4):
        for title in headings(markdown, level):
            words = set(re.findall(r"[a-z]+", title.lower()))
            assert not words & ENGLISH_ONLY_WORDS, title


@pytest.mark.parametrize("game", RULES_PAGES.values())
def test_french_typography(game: str) -> None:
    markdown = page("fr", game)
    assert '"' not in markdown, "French quotes are « guillemets »"
    for line in markdown.splitlines():
        if "://" in line:
            continue
        assert not re.search(r"\w[:;!?»]|[ ][:;!?»]|«[ \w]", line), (
            f"a no-break space goes before : ; ! ? » and after « in {line!r}")


@pytest.mark.parametrize(("lang", "game"), [(lang, g) for lang in LANGUAGES for g in GAME_IDS])
def test_every_option_of_a_registered_game_is_described(qapp, lang: str, game: str) -> None:
    """Each option of the game's declaration is named in the Options section as players see
    it in the options dialog (its label in the page's language, without any bracketed
    remark)."""
    options = normalise(section(page(lang, RULES_PAGES[game]), OPTIONS_SECTION[lang]))
    translations = Translations()
    try:
        translations.apply(lang)
        labels = {spec.key: translated(spec.label) for spec in GAMES[game].info.options}
    finally:
        translations.apply("en")
    for key, label in labels.items():
        name = normalise(label.split(" (")[0])
        assert name in options, f"{game} option {key}: {name!r} not in the Options section"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_index_names_every_game(lang: str) -> None:
    index = normalise(page(lang, INDEX))
    for rules_page in RULES_PAGES.values():
        title = page_title(page(lang, rules_page))
        assert title and normalise(title) in index
        assert f"({rules_page}.md)" in index


@pytest.mark.parametrize(("lang", "game"), PAGES)
def test_page_renders_its_sections_as_headings(lang: str, game: str) -> None:
    document = QTextDocument()
    document.setMarkdown(page(lang, game))
    assert not document.isEmpty()
    block = document.begin()
    rendered = set()
    while block.isValid():
        if block.blockFormat().headingLevel() == 2:
            rendered.add(unnumbered(block.text()))
        block = block.next()
    assert set(SECTIONS[lang]) <= rendered


@pytest.mark.parametrize("lang", LANGUAGES)
def test_browser_lists_the_games_and_shows_each(qtbot, lang: str) -> None:
    browser = RulesBrowser(lang=lang)
    qtbot.addWidget(browser)
    assert browser.current_page() == INDEX
    names = [browser.games.item(row).text() for row in range(browser.games.count())]
    assert browser.game_ids == GAME_IDS
    assert names == [page_title(page(lang, RULES_PAGES[game])) for game in GAME_IDS]
    for game in GAME_IDS:
        browser.show_game(game)
        assert browser.current_page() == RULES_PAGES[game]
        assert browser.games.currentRow() == GAME_IDS.index(game)
        assert page_title(page(lang, RULES_PAGES[game])) in browser.text.toPlainText()
        assert not browser.grab().isNull()


def test_clicking_a_game_in_the_list_or_a_link_shows_it(qtbot) -> None:
    browser = RulesBrowser(lang="en")
    qtbot.addWidget(browser)
    browser.games.setCurrentRow(GAME_IDS.index("poch"))
    assert browser.current_page() == "poch"
    browser.text.anchorClicked.emit(QUrl("quarante.md"))
    assert browser.current_page() == "quarante"
    browser.text.anchorClicked.emit(QUrl("index.md"))
    assert browser.current_page() == INDEX
    assert browser.games.currentRow() == -1


def test_unknown_game_is_refused(qtbot) -> None:
    browser = RulesBrowser(lang="fr")
    qtbot.addWidget(browser)
    with pytest.raises(ValueError, match="piquet"):
        browser.show_game("piquet")


@pytest.mark.parametrize(("locale", "lang"), [("fr_FR", "fr"), ("fr_CA", "fr"), ("en_GB", "en"),
                                              ("de_DE", "en")])
def test_default_language_follows_the_locale(qapp, locale: str, lang: str) -> None:
    saved = QLocale()
    QLocale.setDefault(QLocale(locale))
    try:
        assert default_language() == lang
        assert RulesBrowser().lang == lang
    finally:
        QLocale.setDefault(saved)


def test_the_browser_follows_a_change_of_interface_language(qtbot) -> None:
    from histcards.app.i18n import Translations

    browser = RulesBrowser(lang="en")
    qtbot.addWidget(browser)
    browser.show_game("homme")
    translations = Translations()
    try:
        translations.apply("fr")
        QApplication.processEvents()
        assert browser.lang == "fr" and browser.current_page() == "homme"
        assert browser.windowTitle() == "Règles des jeux"
        assert page_title(page("fr", "homme")) in browser.text.toPlainText()
        names = [browser.games.item(row).text() for row in range(browser.games.count())]
        assert names == [page_title(page("fr", RULES_PAGES[game])) for game in GAME_IDS]
    finally:
        translations.apply("en")
    QApplication.processEvents()
    assert browser.lang == "en" and browser.windowTitle() == "Rules of the games"
    assert "The aim" in browser.text.toPlainText()
