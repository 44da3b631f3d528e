"""The About box: what histcards is, its version (and the Qt and Python it runs on), its
licence, its credits, and the historical sources the rules were written from.

The sources are read from the Sources section of each game's rules page
(``resources/rules/<lang>/<game>.md``) in the interface language, so the About box and
the rules browser always cite the same works.
"""

from __future__ import annotations

import platform
import re

import PySide6
from PySide6.QtCore import QEvent, QSize, Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from histcards import __version__
from histcards.app.rules_browser import page_title, read_page
from histcards.engine import GAMES
from histcards.resources import resource_path
from histcards.table.language import interface_language

LICENCE = "GPL-3.0-or-later"
"""The SPDX identifier of histcards' licence (as in ``pyproject.toml``)."""
LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"
SOURCES_HEADING = "Sources"
"""The heading of a rules page's section listing its sources (the same in both languages)."""
ICON_SIZE = QSize(72, 72)


def section_title(heading: str) -> str:
    """A Markdown heading's title without its marks and section number ("## 8. Sources"
    → "Sources")."""
    return re.sub(r"^[\d.]+\s+", "", heading.lstrip("#").strip())


def game_sources(lang: str, game: str) -> list[str]:
    """The entries (Markdown) of the Sources section of ``game``'s rules page in ``lang``;
    empty if the page or the section is missing."""
    entries: list[str] = []
    inside = False
    for line in (read_page(lang, game) or "").splitlines():
        if line.startswith("#"):
            inside = section_title(line) == SOURCES_HEADING
        elif inside and line.startswith(("- ", "* ")):
            entries.append(line[2:].strip())
        elif inside and entries and line.startswith(" ") and line.strip():
            entries[-1] += " " + line.strip()
    return entries


class AboutDialog(QDialog):
    """histcards' version, licence, credits and historical sources, in the interface
    language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        icon = QLabel(self)
        icon.setPixmap(QIcon(str(resource_path("icons", "histcards.svg"))).pixmap(ICON_SIZE))
        self.title = QLabel(self)
        self.version = QLabel(self)
        self.version.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        heading = QVBoxLayout()
        heading.addWidget(self.title)
        heading.addWidget(self.version)
        heading.addWidget(self.summary)
        top = QHBoxLayout()
        top.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        top.addLayout(heading, 1)
        self.tabs = QTabWidget(self)
        self.licence, self.credits, self.sources = (self._page() for _ in range(3))
        for page in (self.licence, self.credits, self.sources):
            self.tabs.addTab(page, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.resize(640, 560)
        self.retranslate()

    def _page(self) -> QTextBrowser:
        page = QTextBrowser(self)
        page.setOpenExternalLinks(True)
        return page

    def retranslate(self) -> None:
        """Set every text in the interface language (the sources from its rules pages)."""
        self.setWindowTitle(self.tr("About histcards"))
        self.title.setText("<h2>histcards</h2>")
        self.version.setText(self.tr("Version {0} — Qt {1}, PySide6 {2}, Python {3}").format(
            __version__, qVersion(), PySide6.__version__, platform.python_version()))
        self.summary.setText(self.tr(
            "A card table for five historical French card games: Hoc Mazarin, Polignac, "
            "Homme d'Auvergne, Quarante de Roi and Poch (with Le Poque), against computer "
            "opponents or with friends at one screen."))
        for index, (page, name, label) in enumerate((
                (self.licence, self.tr("&Licence"), self.tr("Licence")),
                (self.credits, self.tr("&Credits"), self.tr("Credits")),
                (self.sources, self.tr("Historical &sources"), self.tr("Historical sources")))):
            self.tabs.setTabText(index, name)
            page.setAccessibleName(label)
        self.licence.setMarkdown(self._licence_text())
        self.credits.setMarkdown(self._credits_text())
        self.sources.setMarkdown(self._sources_text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _licence_text(self) -> str:
        return "\n\n".join((
            self.tr("**Licence: {0}**").format(LICENCE),
            self.tr("histcards is free software: you can redistribute it and/or modify it "
                    "under the terms of the GNU General Public License as published by the "
                    "Free Software Foundation, either version 3 of the License, or (at your "
                    "option) any later version."),
            self.tr("histcards is distributed in the hope that it will be useful, but "
                    "WITHOUT ANY WARRANTY; without even the implied warranty of "
                    "MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU "
                    "General Public License for more details."),
            f"<{LICENCE_URL}>",
        ))

    def _credits_text(self) -> str:
        lines = (
            self.tr("Program, card art and rules pages: the histcards contributors."),
            self.tr("The cards follow the Paris pattern (*portrait de Paris*) of French "
                    "playing cards. Every face, back, counter and board is drawn by "
                    "histcards' own code."),
            self.tr("Lettering of the cards: EB Garamond, by Georg Duffner and Octavio "
                    "Pardo (SIL Open Font License 1.1), turned into outlines when the art "
                    "is made."),
            self.tr("Built with Qt and PySide6 (The Qt Company, LGPL-3.0), platformdirs "
                    "(MIT) and Python (PSF License)."),
        )
        return "\n".join(f"- {line}" for line in lines)

    def _sources_text(self) -> str:
        lang = interface_language()
        parts = [self.tr("The rules of the games were written for histcards in our own "
                         "words, from these sources:")]
        for game in GAMES:
            page = GAMES[game].info.rules_page
            entries = game_sources(lang, page)
            if entries:
                parts.append(f"#### {page_title(read_page(lang, page) or '') or game}")
                parts.append("\n".join(f"- {entry}" for entry in entries))
        return "\n\n".join(parts)
