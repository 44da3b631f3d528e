"""Code cites documents of the repository, and only them.

A citation names a numbered section of a document: "rules §4.2" (the rules page of the game
whose engine or bot module it is in), "Poch rules §6.3" (anywhere),
"architecture §9.4" (``docs/architecture.md``), "adding a game §1.3"
(``docs/adding-a-game.md``). A rules citation must resolve to a numbered heading of the
game's page in every language; nothing may point outside the repository.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

from histcards.app.rules_browser import LANGUAGES, page_path
from histcards.engine import GAMES

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = {"architecture": ROOT / "docs" / "architecture.md",
             "adding a game": ROOT / "docs" / "adding-a-game.md"}
"""The repository's documents with numbered sections, by the name citations give them."""

OUTSIDE = re.compile(r"shared/|/work/|\b(?:ENGINE|AI|TABLE|PLATFORM)\.md\b|\bdigests?\b"
                     r"|\brule ?books?\b|(?-i:\bREC\b)", re.I)
"""What betrays a citation of a document outside the repository: the project's design notes,
the rule book's digests and their tag for a recommended resolution (REC)."""

HEADING = re.compile(r"^(#{2,4}) (\d+(?:\.\d+)*)\.? ", re.M)
"""A numbered heading: ``## 4. The play``, ``### 4.2 The tricks``."""
SECTION = r"§\d+(?:\.\d+)*"
MARKDOWN_FILE = re.compile(r"[\w./-]*\w\.md\b")


@cache
def game_names() -> dict[str, str]:
    """How a citation may name each registered game (its id or English name) → its id."""
    names = {}
    for game_id, rules in GAMES.items():
        names[game_id.lower()] = game_id
        names[str(rules.info.name).lower()] = game_id
    return names


def citation_pattern(names: dict[str, str]) -> re.Pattern[str]:
    """A citation: an optional game name, the document, one or more sections."""
    games = "|".join(r"\s+".join(map(re.escape, name.split()))
                     for name in sorted(names, key=len, reverse=True))
    documents = "|".join(r"\s+".join(d.split()) for d in ["rules", *DOCUMENTS])
    return re.compile(
        rf"(?:\b(?P<game>{games})\s+)?\b(?P<document>{documents})\s+"
        rf"(?P<sections>{SECTION}(?:\s*(?:,|/|\band\b|\bor\b)\s*{SECTION})*)", re.I)


def numbered_sections(markdown: str) -> list[tuple[int, str]]:
    """The (level, number) of every numbered heading, in order."""
    return [(len(marks), number) for marks, number in HEADING.findall(markdown)]


def page_sections(game: str, lang: str) -> list[tuple[int, str]]:
    return numbered_sections(page_path(lang, GAMES[game].info.rules_page).read_text("utf-8"))


@cache
def known_sections() -> dict[str, set[str]]:
    """The section numbers a citation may give: per game, those of its rules page in every
    language; per document, its own."""
    known = {game: set.intersection(*({n for _, n in page_sections(game, lang)}
                                      for lang in LANGUAGES)) for game in GAMES}
    for document, path in DOCUMENTS.items():
        known[document] = {n for _, n in numbered_sections(path.read_text("utf-8"))}
    return known


@dataclass(frozen=True)
class Problem:
    """A citation that does not hold, where it is and why."""

    path: str
    line: int
    why: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.why}"


def own_game(path: Path) -> str | None:
    """The game whose rules a bare "rules §N" cites in ``path``: that of a game's engine or
    bot module (``histcards/engine/games/<id>.py``, ``histcards/ai/games/<id>.py``); None
    elsewhere, tests included."""
    in_games_package = path.parent.name == "games" and path.parent.parent.name in ("engine", "ai")
    return path.stem if in_games_package and path.stem in GAMES else None


def citation_problems(path: str, text: str, game: str | None) -> list[Problem]:
    """Every section sign of ``text`` that is not part of a citation resolving to a numbered
    section of a document of the repository (``game``: the game a bare "rules" cites).

    A section sign standing alone ("§4.4") goes on the citation made before it in the same
    docstring or comment paragraph: "Poch rules §4.2 (the showdown) … leads (§4.4)"."""
    names, known = game_names(), known_sections()
    problems = []
    cited: list[tuple[int, str | None, str]] = []
    """(end, document or None when it is unknown, its description) of each citation."""

    def line_of(offset: int) -> int:
        return text.count("\n", 0, offset) + 1

    def check(sections: str, document: str | None, where: str, offset: int) -> None:
        for section in re.findall(r"§(\d+(?:\.\d+)*)", sections):
            if document is not None and section not in known[document]:
                problems.append(Problem(path, line_of(offset),
                                        f"§{section} is no numbered section of the {where}"))

    for match in citation_pattern(names).finditer(text):
        document: str | None = " ".join(match["document"].lower().split())
        where = str(document)
        if document == "rules":
            named = match["game"]
            document = names[" ".join(named.lower().split())] if named else game
            where = f"{document} rules page"
            if document is None:
                problems.append(Problem(path, line_of(match.start()),
                                        f"{match[0]!r} does not name its game"))
        check(match["sections"], document, where, match.start())
        cited.append((match.end(), document, where))
    for alone in re.finditer(rf"{SECTION}(?:\s*(?:,|/|\band\b|\bor\b)\s*{SECTION})*",
                             text):
        if any(end == alone.end() for end, _, _ in cited):
            continue
        before = [c for c in cited if c[0] <= alone.start()]
        gap = text[before[-1][0]:alone.start()] if before else ""
        if not before or '"""' in gap or re.search(r"\n\s*(?:#\s*)?\n", gap):
            problems.append(Problem(path, line_of(alone.start()),
                                    f"{text[alone.start():alone.start() + 12]!r} cites no "
                                    "document"))
        else:
            check(alone[0], before[-1][1], before[-1][2], alone.start())
    return problems


def outside_problems(path: str, text: str) -> list[Problem]:
    """Mentions of documents outside the repository, and Markdown files that do not exist."""
    problems = []
    for number, line in enumerate(text.splitlines(), 1):
        for found in OUTSIDE.finditer(line):
            problems.append(Problem(path, number, f"{found[0]!r} is outside the repository"))
        for name in MARKDOWN_FILE.findall(line):
            name = name.lstrip("./")
            rules_page = "/" not in name and page_path("en", Path(name).stem).is_file()
            if not ((ROOT / name).is_file() or rules_page):
                problems.append(Problem(path, number, f"{name} is not in the repository"))
    return problems


SOURCES = sorted(path for folder in ("histcards", "tests") for path in (ROOT / folder).rglob("*.py")
                 if path.resolve() != Path(__file__).resolve())
"""Every Python file citations may be in, but this one (whose examples are meant to fail)."""


def source(path: Path) -> tuple[str, str]:
    return str(path.relative_to(ROOT)), path.read_text("utf-8")


def test_there_are_citations_to_check() -> None:
    texts = [source(path)[1] for path in SOURCES]
    assert len(SOURCES) > 100
    assert sum(text.count("§") for text in texts) > 300


def test_nothing_cites_a_document_outside_the_repository() -> None:
    problems = [p for path in SOURCES for p in outside_problems(*source(path))]
    assert not problems, "\n".join(map(str, problems))


def test_every_citation_resolves_to_a_numbered_section() -> None:
    problems = [p for path in SOURCES
                for p in citation_problems(*source(path), own_game(path))]
    assert not problems, "\n".join(map(str, problems))


@pytest.mark.parametrize("game", list(GAMES))
def test_rules_pages_are_numbered_alike_in_both_languages(game: str) -> None:
    """Same numbers at the same levels in each language, and numbered in order: level-two
    sections 1, 2, 3 …, their subsections n.1, n.2 … and so on down."""
    english = page_sections(game, "en")
    assert english, f"{game}: the rules page has no numbered sections"
    for lang in LANGUAGES:
        assert page_sections(game, lang) == english, lang
    counters: list[int] = []
    for level, number in english:
        depth = level - 1
        counters = counters[:depth] + [0] * (depth - len(counters))
        counters[depth - 1] += 1
        assert number == ".".join(map(str, counters)), f"{game}: § {number} out of order"


@pytest.mark.parametrize("document", list(DOCUMENTS))
def test_documents_cited_are_numbered(document: str) -> None:
    assert numbered_sections(DOCUMENTS[document].read_text("utf-8"))


def test_the_checks_catch_what_they_are_meant_to() -> None:
    """Citations that must fail do: a section a page lacks, a bare "rules" outside a game's
    modules, a section sign alone, a digest outside the repository, a missing file."""
    good = "Polignac rules §4.3 and §6; rules §4.2 / §5 (own game); architecture §9.4, §2."
    assert citation_problems("x.py", good, "polignac") == []
    assert citation_problems("x.py", "Poch rules §4.2 (betting), then §4.4 (runs)", None) == []
    bad = citation_problems("x.py", "Poch rules §99; rules §2;\n\n§3.3 REC", None)
    assert [(p.line, p.why) for p in bad] == [
        (1, "§99 is no numbered section of the poch rules page"),
        (1, "'rules §2' does not name its game"),
        (3, "'§3.3 REC' cites no document")]
    dangling = citation_problems("x.py", '"""Poch rules §4.2."""\n"""§4.4"""', None)
    assert [p.why for p in dangling] == ["'§4.4\"\"\"' cites no document"]
    outside = outside_problems("x.py", "see shared/rules/poch.md §3.3 (ENGINE.md)\nREC; nope.md")
    assert [(p.line, p.why) for p in outside] == [
        (1, "'shared/' is outside the repository"), (1, "'ENGINE.md' is outside the repository"),
        (1, "shared/rules/poch.md is not in the repository"),
        (1, "ENGINE.md is not in the repository"),
        (2, "'REC' is outside the repository"), (2, "nope.md is not in the repository")]
    assert outside_problems("x.py", "a record (``resources/rules/en/index.md``), precede") == []
    assert own_game(ROOT / "histcards" / "engine" / "games" / "poch.py") == "poch"
    assert own_game(ROOT / "histcards" / "ai" / "games" / "hoc.py") == "hoc"
    assert own_game(ROOT / "tests" / "test_poch.py") is None
    assert own_game(ROOT / "histcards" / "engine" / "vying.py") is None
