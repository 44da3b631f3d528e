"""The rules browser: the five games on the left, the chosen game's rules on the right.

The pages are Markdown files, one per game and language, under ``resources/rules/<lang>/``;
``index.md`` introduces the games. A page's first heading is the game's name in the list.
When the interface language changes, the browser shows the same page in the new language.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from histcards.engine import GAMES
from histcards.resources import resource_path
from histcards.table.language import interface_language
from histcards.table.wording import game_name

LANGUAGES = ("en", "fr")
INDEX = "index"


def default_language() -> str:
    """French when the system locale is French, English otherwise."""
    return "fr" if QLocale().name().startswith("fr") else "en"


def page_path(lang: str, page: str) -> Path:
    """The Markdown file of ``page`` (a game id or ``index``) in ``lang``."""
    return resource_path("rules", lang, f"{page}.md")


def read_page(lang: str, page: str) -> str | None:
    """The Markdown text of a page, or None when the page is missing."""
    path = page_path(lang, page)
    return path.read_text(encoding="utf-8") if path.is_file() else None


def page_title(markdown: str) -> str | None:
    """The text of the page's first level-one heading."""
    for line in markdown.splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return None


class RulesBrowser(QDialog):
    """A dialog showing the rules of the games in one language ("en" or "fr")."""

    def __init__(self, parent: QWidget | None = None, lang: str | None = None) -> None:
        super().__init__(parent)
        self.lang = lang if lang in LANGUAGES else default_language()
        self._page = INDEX
        self.resize(980, 720)
        self.games = QListWidget(self)
        self.games.setMaximumWidth(220)
        self.text = QTextBrowser(self)
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._follow_link)
        self.game_ids = list(GAMES)
        """The games listed, in the registry's order."""
        for game_id in self.game_ids:
            QListWidgetItem(self.games).setData(Qt.ItemDataRole.UserRole, game_id)
        self.retranslate()
        self.games.currentItemChanged.connect(self._item_changed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        panes = QHBoxLayout()
        panes.addWidget(self.games)
        panes.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(panes, 1)
        layout.addWidget(buttons)
        self.show_index()

    def retranslate(self) -> None:
        """Set the window's words and the games' names in the browser's language."""
        self.setWindowTitle(self.tr("Rules of the games"))
        self.games.setAccessibleName(self.tr("Games"))
        self.text.setAccessibleName(self.tr("Rules"))
        for row, game_id in enumerate(self.game_ids):
            markdown = read_page(self.lang, GAMES[game_id].info.rules_page) or ""
            self.games.item(row).setText(page_title(markdown) or game_name(game_id))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.lang = interface_language()
            self.retranslate()
            self._show(self._page)
        super().changeEvent(event)

    def current_page(self) -> str:
        """The page shown: a game's rules page (its id, by default) or ``index``."""
        return self._page

    def show_index(self) -> None:
        """Show the page introducing the five games, with no game selected."""
        self.games.setCurrentRow(-1)
        self._show(INDEX)

    def show_game(self, game_id: str) -> None:
        """Select ``game_id`` in the list and show its rules."""
        if game_id not in self.game_ids:
            raise ValueError(f"no game {game_id!r}; the games are {', '.join(self.game_ids)}")
        self.games.setCurrentRow(self.game_ids.index(game_id))
        self._show(GAMES[game_id].info.rules_page)

    def _item_changed(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self._show(GAMES[item.data(Qt.ItemDataRole.UserRole)].info.rules_page)

    def _show(self, page: str) -> None:
        self._page = page
        markdown = read_page(self.lang, page)
        if markdown is None:
            markdown = self.tr("The page {0} is missing.").format(page_path(self.lang, page))
        self.text.setMarkdown(markdown)
        self.text.verticalScrollBar().setValue(0)

    def _follow_link(self, url: QUrl) -> None:
        """Open web links outside; a link to ``<game>.md`` shows that game."""
        if url.scheme() in ("http", "https"):
            QDesktopServices.openUrl(url)
            return
        page = Path(url.path()).stem
        linked = [g for g in self.game_ids if GAMES[g].info.rules_page == page]
        if linked:
            self.show_game(linked[0])
        elif page == INDEX:
            self.show_index()


def main(argv: list[str] | None = None) -> int:
    """Open the browser for review: ``python -m histcards.app.rules_browser [game] [lang]``."""
    args = sys.argv[1:] if argv is None else argv
    app = QApplication.instance() or QApplication(sys.argv[:1])
    lang = args[1] if len(args) > 1 else None
    browser = RulesBrowser(lang=lang)
    if args and args[0] != INDEX:
        browser.show_game(args[0])
    browser.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
